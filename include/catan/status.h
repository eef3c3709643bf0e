/* status.h — status codes and the error record every fallible call fills in.
 *
 * Fallible functions return a ctn_status and, on failure, write a stable code name and a
 * human-readable message into a caller-owned ctn_error. Codes are part of the protocol: scripts
 * match on the name ("illegal_action"), people read the message.
 */
#ifndef CATAN_STATUS_H
#define CATAN_STATUS_H

#include "catan/export.h"

typedef enum ctn_status {
    CTN_OK = 0,
    CTN_E_ARGUMENT,      /* a malformed or out-of-range argument */
    CTN_E_PARSE,         /* text or JSON that does not parse */
    CTN_E_ILLEGAL,       /* a well-formed action that is not legal now */
    CTN_E_NOT_YOUR_TURN, /* a player who is not among those to act */
    CTN_E_OPTION,        /* an unknown option or a bad option value */
    CTN_E_BOARD,         /* an invalid board description */
    CTN_E_STATE,         /* a state that breaks an invariant */
    CTN_E_UNKNOWN_GAME,  /* no rule set of that name */
    CTN_E_NO_GAME,       /* a command that needs a game, before one exists */
    CTN_E_IO,            /* a file that cannot be read or written */
    CTN_E_LIMIT,         /* input over a size limit */
    CTN_E_MISMATCH,      /* a replay whose result differs from the recorded one */
    CTN_E_NOTHING_TO_UNDO,
    CTN_E_UNKNOWN_COMMAND, /* a protocol request naming no known command */
    CTN_STATUS_COUNT
} ctn_status;

enum { CTN_ERROR_MESSAGE_MAX = 512 };

typedef struct ctn_error {
    ctn_status status;
    char message[CTN_ERROR_MESSAGE_MAX];
} ctn_error;

/* Stable snake_case name of a status ("illegal_action"). */
CTN_API const char *ctn_status_name(ctn_status status);

/* Records status and a printf-style message in err (err may be NULL); returns status. */
CTN_API ctn_status ctn_error_set(ctn_error *err, ctn_status status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
