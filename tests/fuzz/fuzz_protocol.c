/* fuzz_protocol.c — libFuzzer target: engine protocol requests, in sequences, from positions of
 * every rule set (fuzz_positions.h). Input: byte 0 picks the game, byte 1 the position; the rest
 * is split into lines, and every line goes to one session set to that position, so sequences of
 * requests (legal, apply, step, go, undo, state, save, new, load, position...) are explored from
 * anywhere in a game without replaying it. The session must never crash, and every response must
 * be one line of JSON.
 *
 * One session per game is kept between inputs and set back to the input's position first
 * (ctn_session_set_position); one whose game an input replaced (new, load) is made again. Bots of
 * "go" may search at most 4 iterations of 8 decisions and never on the clock
 * (ctn_session_limit_bots): a thousand checked playouts teach the fuzzer nothing more than four
 * short ones, at a thousand times the cost, and a time budget would make runs unrepeatable. */
#include <stdio.h>

#include "fuzz_positions.h"

static const ctn_bot_budget FUZZ_BOT_LIMIT = {.iters = 4, .ms = 0, .depth = 8};

/* The session of game i with its own game made from the same spec, or NULL after an input
 * replaced that game. */
static ctn_session *sessions[FUZZ_GAMES];
static const ctn_game *session_games[FUZZ_GAMES];

static ctn_session *session_get(int i) {
    if (sessions[i]) return sessions[i];
    ctn_error err;
    if (ctn_session_new(0, &sessions[i], &err) != CTN_OK) abort();
    ctn_session_limit_bots(sessions[i], &FUZZ_BOT_LIMIT);
    char line[512];
    snprintf(line, sizeof line, "{\"cmd\":\"new\",%s", fuzz_game_specs[i] + 1);
    char *reply = ctn_session_handle(sessions[i], line, strlen(line));
    if (!reply || !strstr(reply, "\"ok\":true")) abort();
    ctn_io_free(reply);
    session_games[i] = ctn_session_game(sessions[i]);
    return sessions[i];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    int i = data[0] % FUZZ_GAMES;
    fuzz_game *fg = fuzz_game_get(i);
    ctn_session *s = session_get(i);
    ctn_error err;
    fuzz_position(fg, data[1], (ctn_state *)fg->scratch);
    if (ctn_session_set_position(s, (const ctn_state *)fg->scratch, &err) != CTN_OK) abort();
    size_t start = 2;
    for (size_t k = 2; k <= size; k++) {
        if (k < size && data[k] != '\n') continue;
        char *reply = ctn_session_handle(s, (const char *)data + start, k - start);
        if (!reply || reply[0] != '{' || strchr(reply, '\n')) abort();
        ctn_io_free(reply);
        start = k + 1;
    }
    if (ctn_session_game(s) != session_games[i]) { /* new or load replaced the game */
        ctn_session_free(s);
        sessions[i] = NULL;
    }
    return 0;
}
