/* fuzz_sessions.h — protocol sessions for the fuzz targets that send requests (fuzz_protocol,
 * fuzz_request): one session per game of fuzz_positions.h, made once with that game's spec and
 * kept between inputs; each input sets it to one of the game's positions first
 * (ctn_session_set_position), and a session whose game an input replaced (new, load) is made
 * again. Bots of "go" may search at most 4 iterations of 8 decisions and never on the clock
 * (ctn_session_limit_bots): a thousand checked playouts teach the fuzzer nothing more than four
 * short ones, at a thousand times the cost, and a time budget would make runs unrepeatable.
 * Included by the targets; every function is static. */
#ifndef CATAN_FUZZ_SESSIONS_H
#define CATAN_FUZZ_SESSIONS_H

#include <stdio.h>

#include "fuzz_positions.h"

static const ctn_bot_budget FUZZ_BOT_LIMIT = {.iters = 4, .ms = 0, .depth = 8};

static ctn_session *fuzz_sessions[FUZZ_GAMES];
static const ctn_game *fuzz_session_games[FUZZ_GAMES]; /* the game each session was made with */

/* The session of game i (modulo FUZZ_GAMES), made on first use or after its game was replaced,
 * set to position k of that game. */
static inline ctn_session *fuzz_session_at(int i, int k) {
    i %= FUZZ_GAMES;
    fuzz_game *fg = fuzz_game_get(i);
    ctn_session *s = fuzz_sessions[i];
    if (s && ctn_session_game(s) != fuzz_session_games[i]) { /* new or load replaced it */
        ctn_session_free(s);
        s = NULL;
    }
    ctn_error err;
    if (!s) {
        if (ctn_session_new(0, &s, &err) != CTN_OK) abort();
        ctn_session_limit_bots(s, &FUZZ_BOT_LIMIT);
        char line[512];
        snprintf(line, sizeof line, "{\"cmd\":\"new\",%s", fuzz_game_specs[i] + 1);
        char *reply = ctn_session_handle(s, line, strlen(line));
        if (!reply || !strstr(reply, "\"ok\":true")) abort();
        ctn_io_free(reply);
        fuzz_sessions[i] = s;
        fuzz_session_games[i] = ctn_session_game(s);
    }
    fuzz_position(fg, k, (ctn_state *)fg->scratch);
    if (ctn_session_set_position(s, (const ctn_state *)fg->scratch, &err) != CTN_OK) abort();
    return s;
}

/* Sends one request; the answer must be one line of JSON. */
static inline void fuzz_send(ctn_session *s, const uint8_t *line, size_t len) {
    char *reply = ctn_session_handle(s, (const char *)line, len);
    if (!reply || reply[0] != '{' || strchr(reply, '\n')) abort();
    ctn_io_free(reply);
}

#endif
