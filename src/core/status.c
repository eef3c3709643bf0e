/* status.c — names of status codes and the error-record helper. */
#include "catan/status.h"

#include <stdarg.h>
#include <stdio.h>

static const char *const STATUS_NAMES[CTN_STATUS_COUNT] = {
    [CTN_OK] = "ok",
    [CTN_E_ARGUMENT] = "bad_argument",
    [CTN_E_PARSE] = "parse_error",
    [CTN_E_ILLEGAL] = "illegal_action",
    [CTN_E_NOT_YOUR_TURN] = "not_your_turn",
    [CTN_E_OPTION] = "bad_option",
    [CTN_E_BOARD] = "bad_board",
    [CTN_E_STATE] = "bad_state",
    [CTN_E_UNKNOWN_GAME] = "unknown_game",
    [CTN_E_NO_GAME] = "no_game",
    [CTN_E_IO] = "io_error",
    [CTN_E_LIMIT] = "too_large",
    [CTN_E_MISMATCH] = "replay_mismatch",
    [CTN_E_NOTHING_TO_UNDO] = "nothing_to_undo",
    [CTN_E_UNKNOWN_COMMAND] = "unknown_command",
};

const char *ctn_status_name(ctn_status status) {
    if ((unsigned)status >= CTN_STATUS_COUNT) return "unknown_error";
    return STATUS_NAMES[status];
}

ctn_status ctn_error_set(ctn_error *err, ctn_status status, const char *fmt, ...) {
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        err->status = status;
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return status;
}
