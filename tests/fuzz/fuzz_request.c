/* fuzz_request.c — libFuzzer target: one engine protocol request in a position of any rule set
 * (fuzz_sessions.h). Input: byte 0 picks the game, byte 1 the position, the rest is the request
 * (newlines included). The session must never crash and must answer one line of JSON; a refused
 * request must leave the state as it was. Sequences of requests are fuzz_protocol's. */
#include "fuzz_sessions.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    ctn_session *s = fuzz_session_at(data[0], data[1]);
    const ctn_game *g = ctn_session_game(s);
    uint64_t before = ctn_state_hash(g, ctn_session_state(s));
    char *reply = ctn_session_handle(s, (const char *)data + 2, size - 2);
    if (!reply || reply[0] != '{' || strchr(reply, '\n')) abort();
    if (strncmp(reply, "{\"ok\":false", 11) == 0 && ctn_session_game(s) == g &&
        ctn_state_hash(g, ctn_session_state(s)) != before)
        abort(); /* a refused request changes nothing */
    ctn_io_free(reply);
    return 0;
}
