/* fuzz_protocol.c — libFuzzer target: engine protocol requests. Each input is split into lines;
 * every line goes to one session, so sequences of commands (new, apply, undo, load) are explored.
 * The session must never crash, and every response must be one line of JSON. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    ctn_session *s = NULL;
    ctn_error err;
    if (ctn_session_new(0, &s, &err) != CTN_OK) abort();
    size_t start = 0;
    for (size_t i = 0; i <= size; i++) {
        if (i < size && data[i] != '\n') continue;
        char *reply = ctn_session_handle(s, (const char *)data + start, i - start);
        if (!reply || reply[0] != '{' || strchr(reply, '\n')) abort();
        ctn_io_free(reply);
        start = i + 1;
    }
    ctn_session_free(s);
    return 0;
}
