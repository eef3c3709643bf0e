/* entry.c — what bench/paired/run.sh compiles into each of the two shared libraries it compares:
 * the engine of one revision with two entry points, to set up a game and to play a chunk of
 * random-bot games (the work `catan bench` times: the same seeds, bots and match runner). */
#include <stdint.h>

#include "catan/bot.h"
#include "catan/io.h"
#include "catan/match.h"

static ctn_game *game;
static ctn_match *match;
static ctn_game_spec spec; /* large: static */
static ctn_map map;

/* Sets up the rule set's default game for `players`, on its default map when it has one (World's),
 * as `catan sim` does without --board; 0 on success. */
__attribute__((visibility("default"))) int paired_init(const char *rules, int players) {
    ctn_error err;
    spec.rules = ctn_ruleset_find(rules);
    spec.num_players = players;
    spec.board_kind = CTN_BOARD_DEFAULT;
    if (!spec.rules) return -1;
    if (spec.rules->default_map && (ctn_map_named(spec.rules->default_map, players, 1, &map, &err) != CTN_OK ||
                                     ctn_map_apply(&map, &spec, &err) != CTN_OK))
        return -1;
    if (ctn_game_spec_create(&spec, &game, &err) != CTN_OK) return -1;
    return ctn_match_new(game, &match, &err) == CTN_OK ? 0 : -1;
}

/* Plays games first .. first + count - 1 (seeded as cmd_bench.c seeds them) and folds their
 * hashes, so that the two revisions can be checked to play the same games. */
__attribute__((visibility("default"))) uint64_t paired_play(int first, int count) {
    uint64_t folded = 0;
    ctn_error err;
    for (int i = first; i < first + count; i++) {
        uint64_t seed = ctn_seed_derive(2026, (uint64_t)i);
        ctn_bot *bots[CTN_MAX_PLAYERS];
        for (int p = 0; p < game->num_players; p++)
            if (ctn_bot_new(game, "random", p, ctn_seed_derive(seed, (uint64_t)p), &bots[p], &err) != CTN_OK)
                return 0;
        ctn_match_result r;
        ctn_match_play(match, bots, seed, CTN_LEGAL_NO_OFFERS, 200000, &r);
        folded = folded * 31 + r.hash;
        for (int p = 0; p < game->num_players; p++) ctn_bot_free(bots[p]);
    }
    return folded;
}
