/* fuzz_protocol.c — libFuzzer target: engine protocol requests in sequences, from positions of
 * every rule set (fuzz_sessions.h). Input: byte 0 picks the game, byte 1 the position; the rest is
 * split into lines, and every line goes to the one session set to that position, so sequences of
 * requests (legal, apply, step, go, undo, state, save, new, load, position...) are explored from
 * anywhere in a game without replaying it. The session must never crash, and every answer must be
 * one line of JSON. fuzz_request sends single requests, many times faster. */
#include "fuzz_sessions.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    ctn_session *s = fuzz_session_at(data[0], data[1]);
    size_t start = 2;
    for (size_t k = 2; k <= size; k++) {
        if (k < size && data[k] != '\n') continue;
        fuzz_send(s, data + start, k - start);
        start = k + 1;
    }
    return 0;
}
