/* fuzz_positions.h — games under way for the fuzz targets that need a position: one game of each
 * rule set (and player-count family), each with up to FUZZ_POSITIONS states spread over a whole
 * random game, built once on a target's first input. An input then costs the work on one
 * position, not the replay of a game with the debug build's checks after every action (which
 * held the action-text target to about twenty inputs a second). Included by the targets; every
 * function is static. */
#ifndef CATAN_FUZZ_POSITIONS_H
#define CATAN_FUZZ_POSITIONS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"

enum { FUZZ_POSITIONS = 256, FUZZ_MAX_ACTIONS = 30000 };

/* The games: every rule set, Classic also with six players in paired turns. The seed of each
 * game's random play is fixed, so a reproducer stays one. */
static const char *const fuzz_game_specs[] = {
    "{\"game\":\"classic\",\"players\":4,\"seed\":5,\"board\":\"random\"}",
    "{\"game\":\"classic\",\"players\":6,\"seed\":6,\"options\":{\"turn_mode\":\"paired\"}}",
    "{\"game\":\"seafarers\",\"players\":4,\"seed\":7}",
    "{\"game\":\"world\",\"players\":12,\"seed\":8}",
    "{\"game\":\"struggle\",\"players\":4,\"seed\":9}",
    "{\"game\":\"rivals\",\"players\":2,\"seed\":10}",
    /* the Rivals modes whose state has parts of its own (the eras' sections, decks, the duel's) */
    "{\"game\":\"rivals\",\"players\":2,\"seed\":11,\"options\":{\"mode\":\"tournament\"}}",
    "{\"game\":\"rivals\",\"players\":2,\"seed\":12,\"options\":{\"mode\":\"duel\"}}",
    "{\"game\":\"rivals\",\"players\":2,\"seed\":13,\"options\":{\"mode\":\"intrigue\"}}",
    "{\"game\":\"rivals\",\"players\":2,\"seed\":14,\"options\":{\"mode\":\"merchants\"}}",
    "{\"game\":\"rivals\",\"players\":2,\"seed\":15,\"options\":{\"mode\":\"barbarians\"}}",
    "{\"game\":\"rivals\",\"players\":2,\"seed\":16,\"options\":{\"mode\":\"sages\"}}",
    "{\"game\":\"rivals\",\"players\":2,\"seed\":17,\"options\":{\"mode\":\"prosperity\"}}",
    "{\"game\":\"rivals\",\"players\":2,\"seed\":18,\"options\":{\"mode\":\"explorers\"}}",
};
enum { FUZZ_GAMES = (int)(sizeof fuzz_game_specs / sizeof fuzz_game_specs[0]) };

typedef struct {
    ctn_game *game;
    size_t size;   /* bytes of one state */
    int count;     /* positions kept */
    uint8_t *states; /* count states of `size` bytes, each with a player to act */
    uint8_t *scratch; /* room for two states, for the targets */
} fuzz_game;

/* One random step of game g from s: chance drawn from the state's own generator, a player's
 * action by rng among all his legal actions. Returns 0 when the game is over or stuck. */
static int fuzz_step(ctn_game *g, ctn_state *s, ctn_rng *rng) {
    static ctn_action list[CTN_MAX_ACTIONS];
    if (ctn_game_is_terminal(g, s)) return 0;
    int p = ctn_actors_pick(ctn_game_actors(g, s));
    if (p < 0) return 0;
    ctn_action a;
    if (p == CTN_CHANCE) {
        a = ctn_game_sample_own_chance(g, s);
    } else {
        int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, list);
        if (n <= 0) return 0;
        a = list[ctn_rng_below(rng, (uint32_t)n)];
    }
    ctn_game_apply(g, s, p, a);
    return 1;
}

/* A player (not chance) is to act in s. */
static int fuzz_player_acts(ctn_game *g, const ctn_state *s) {
    return (ctn_game_actors(g, s) & ~CTN_CHANCE_BIT) != 0 && !ctn_game_is_terminal(g, s);
}

/* Keeps every stride-th of the states where a player acts; when the room is full, every other
 * kept state goes and the stride doubles, so one pass spreads the positions over the whole game. */
static void fuzz_keep(fuzz_game *fg, const ctn_state *s, int *stride, int *seen) {
    if ((*seen)++ % *stride) return;
    if (fg->count == FUZZ_POSITIONS) {
        for (int k = 0; k < FUZZ_POSITIONS / 2; k++)
            memcpy(fg->states + fg->size * (size_t)k, fg->states + fg->size * (size_t)(2 * k),
                   fg->size);
        fg->count = FUZZ_POSITIONS / 2;
        *stride *= 2;
        if ((*seen - 1) % *stride) return;
    }
    memcpy(fg->states + fg->size * (size_t)fg->count++, s, fg->size);
}

/* Plays one random game of spec i, keeping positions along the way (fuzz_keep). */
static void fuzz_build(fuzz_game *fg, int i) {
    ctn_game_spec spec;
    ctn_error err;
    const char *text = fuzz_game_specs[i];
    if (ctn_game_spec_from_json(text, strlen(text), &spec, &err) != CTN_OK ||
        ctn_game_spec_create(&spec, &fg->game, &err) != CTN_OK)
        abort();
    fg->size = ctn_state_size(fg->game);
    fg->states = malloc(fg->size * FUZZ_POSITIONS);
    fg->scratch = malloc(2 * fg->size);
    ctn_state *s = malloc(fg->size);
    ctn_rng rng;
    ctn_game_init_state(fg->game, s, spec.seed);
    ctn_rng_seed(&rng, spec.seed);
    int stride = 1, seen = 0;
    for (int k = 0; k < FUZZ_MAX_ACTIONS; k++) {
        if (fuzz_player_acts(fg->game, s)) fuzz_keep(fg, s, &stride, &seen);
        if (!fuzz_step(fg->game, s, &rng)) break;
    }
    free(s);
    if (fg->count == 0) abort();
}

/* Game i (taken modulo FUZZ_GAMES), built on first use. */
static fuzz_game *fuzz_game_get(int i) {
    static fuzz_game games[FUZZ_GAMES];
    fuzz_game *fg = &games[i % FUZZ_GAMES];
    if (!fg->game) fuzz_build(fg, i % FUZZ_GAMES);
    return fg;
}

/* Copies position k (modulo the count) of fg into s. */
static inline void fuzz_position(const fuzz_game *fg, int k, ctn_state *s) {
    memcpy(s, fg->states + fg->size * (size_t)(k % fg->count), fg->size);
}

/* The pick-th (modulo their number) of the players who act in s. */
static inline int fuzz_pick_player(const ctn_game *g, const ctn_state *s, int pick) {
    ctn_actors players = ctn_game_actors(g, s) & ~CTN_CHANCE_BIT;
    int n = __builtin_popcount(players);
    for (int k = pick % n; k > 0; k--) players &= players - 1;
    return __builtin_ctz(players);
}

#endif
