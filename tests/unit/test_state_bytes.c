/* test_state_bytes.c — no change of a state goes unseen: in random positions of every rule set
 * (Classic with 4 and 6 players, Seafarers on New Shores, World with 10 players, the Struggle, and
 * every mode of Rivals), changing any byte of the state either changes the state hash or makes the
 * check refuse the state, but for the bytes that hold no state: the compiler's padding between
 * fields (listed per state type below, so a new gap is named by its offset), and in Rivals a
 * stack's slots past its cards and the gain queue past its length. Derived caches, which the hashes
 * leave out, are recomputed and compared by the checks; the seats a game does not have stay 0.
 *
 * - Rivals: the hash leaves out the fields of the eras, modes and theme games a game does not use
 *   (rivals_fields.c); the check requires those to stay 0, so a byte set there is refused.
 * - The fields a game uses are hashed: the trade face's take in the introductory game, Godfrey's
 *   steal in the Era of Intrigue and the Grove of Peace's guarded attack in the Era of Sages among
 *   them, which the hash once left out.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"
#include "catan/io.h"
#include "catan/rivals.h"
#include "catan/struggle.h"
#include "rules/rivals/rivals_internal.h"

static ctn_game *make_game(int mode) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 2, .options = {{"mode", mode}, {"turn_limit", mode ? 150 : 0}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    if (ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err) != CTN_OK) fail_msg("ctn_game_new: %s", err.message);
    return g;
}

/* Whether changing byte i of the state s (n bytes) to v goes unseen: the same hash, and the check
 * accepts it. */
static int unseen(const ctn_game *g, const void *s, size_t n, size_t i, uint8_t v) {
    static _Alignas(64) uint8_t bad[sizeof(ctn_classic_state_l)];
    assert_true(n <= sizeof bad);
    memcpy(bad, s, n);
    bad[i] = v;
    char msg[256];
    return ctn_state_hash(g, (const ctn_state *)bad) == ctn_state_hash(g, (const ctn_state *)s) &&
           g->rules->check(g, (const ctn_state *)bad, msg, sizeof msg) == 0;
}

/* Whether a change of byte i (to either of two other values) goes unseen. */
static int byte_unseen(const ctn_game *g, const void *s, size_t n, size_t i) {
    uint8_t b = ((const uint8_t *)s)[i];
    return unseen(g, s, n, i, (uint8_t)(b ^ 1)) || unseen(g, s, n, i, (uint8_t)(b ^ 0x80));
}

typedef size_t gap[2];
#define GAP(type, a, b) {offsetof(type, a) + sizeof ((type *)0)->a, offsetof(type, b)}
#define TAIL(type, a) {offsetof(type, a) + sizeof ((type *)0)->a, sizeof(type)}

static int in_gaps(const gap *gaps, size_t count, size_t i) {
    for (size_t k = 0; k < count; k++) {
        assert_true(gaps[k][1] - gaps[k][0] < 8); /* padding, not a field */
        if (i >= gaps[k][0] && i < gaps[k][1]) return 1;
    }
    return 0;
}

/* The compiler's padding in each state type: the gaps between fields that follow each other (each
 * under 8 bytes) and the tail after the last field. A field added that leaves a new gap shows up
 * as an unseen byte, named by its offset. */
static const gap rivals_gaps[] = {
    GAP(rv_state, brigitta, pr), GAP(rv_state, stock, region_ids), GAP(rv_state, site_kind, hand),
    GAP(rv_state, hidden_hand, region_stack), GAP(rv_state, cities_left, ev_pool), GAP(rv_state, pay_owed, pay_mask),
    GAP(rv_state, michael, faceup), GAP(rv_state, steal, strike), GAP(rv_state, sages_uses, foresight),
    GAP(rv_state, ev_kind, discard1), GAP(rv_state, prep_done, ev_seen), TAIL(rv_state, ships),
};
static const gap classic_gaps[] = {TAIL(ctn_classic_state, dev_used)};
static const gap classic_m_gaps[] = {GAP(ctn_classic_state_m, offer_answer, ships), TAIL(ctn_classic_state_m, dev_used)};
static const gap classic_l_gaps[] = {
    GAP(ctn_classic_state_l, num_players, num_hexes), GAP(ctn_classic_state_l, num_harbours, robber),
    GAP(ctn_classic_state_l, free_roads, dev_played), GAP(ctn_classic_state_l, offer_answer, ships),
    GAP(ctn_classic_state_l, ship_moved, ship_moving), GAP(ctn_classic_state_l, gold_floor, areas),
    TAIL(ctn_classic_state_l, dev_used),
};
static const gap struggle_gaps[] = {TAIL(ctn_struggle_state, pad)};
#define COUNT(a) (sizeof a / sizeof a[0])

/* Whether byte i of s holds no state: padding, a stack's slots past its cards (or a stack the game
 * does not have), a queued gain's slots past the queue. */
static int holds_no_state(const rv_data *d, const rv_state *s, size_t i) {
    if (in_gaps(rivals_gaps, COUNT(rivals_gaps), i)) return 1;
    size_t st = offsetof(rv_state, stacks), gn = offsetof(rv_state, gains);
    if (i >= st && i < st + sizeof s->stacks) {
        size_t k = (i - st) / sizeof s->stacks[0], at = (i - st) % sizeof s->stacks[0];
        return (int)k >= d->num_stacks || at >= offsetof(rv_stack, card) + s->stacks[k].n;
    }
    return i >= gn + sizeof s->gains[0] * s->gains_n && i < gn + sizeof s->gains;
}

/* Every byte of random positions of every mode, set to two other values: the hash or the check sees
 * the change unless the byte holds no state. */
static void test_every_rivals_byte_seen(void **u) {
    (void)u;
    static ctn_action list[CTN_MAX_ACTIONS];
    for (int mode = 0; mode < RV_MODE_COUNT; mode++) {
        ctn_game *g = make_game(mode);
        const rv_data *d = rv_data_of(g);
        rv_state s;
        ctn_rng seat[2], *rngs[2] = {&seat[0], &seat[1]};
        ctn_rng_seed(&seat[0], 21);
        ctn_rng_seed(&seat[1], 22);
        ctn_game_init_state(g, (ctn_state *)&s, 7u + (uint64_t)mode);
        for (int stretch = 0; stretch < 6 && !ctn_game_is_terminal(g, (ctn_state *)&s); stretch++) {
            uint32_t decisions;
            g->rules->play_random(g, (ctn_state *)&s, rngs, CTN_LEGAL_NO_GIVE_UP, 40, list, &decisions);
            for (size_t i = 0; i < sizeof s; i++)
                if (byte_unseen(g, &s, sizeof s, i) && !holds_no_state(d, &s, i))
                    fail_msg("mode %d: a change of byte %zu goes unseen by the hash and the check", mode, i);
        }
        ctn_game_free(g);
    }
}

/* A game of the other rule sets from its JSON spec, played at random (its chance drawn from its
 * outcomes) in `stretches` stretches of 150 actions; after each, every byte is seen but padding. */
static void sweep_game(const char *json, const gap *gaps, size_t count, int stretches) {
    static _Alignas(64) uint8_t s[sizeof(ctn_classic_state_l)];
    static ctn_action list[CTN_MAX_ACTIONS];
    ctn_game_spec spec;
    ctn_error err = {0};
    ctn_game *g = NULL;
    if (ctn_game_spec_from_json(json, strlen(json), &spec, &err) != CTN_OK || ctn_game_spec_create(&spec, &g, &err) != CTN_OK)
        fail_msg("%s: %s", json, err.message);
    size_t n = ctn_state_size(g);
    assert_true(n <= sizeof s);
    ctn_game_init_state(g, (ctn_state *)s, 5);
    ctn_rng rng;
    ctn_rng_seed(&rng, 9);
    for (int stretch = 0; stretch < stretches; stretch++) {
        for (int k = 0; k < 150 && !ctn_game_is_terminal(g, (ctn_state *)s); k++) {
            ctn_actors a = ctn_game_actors(g, (ctn_state *)s);
            int p = a & CTN_CHANCE_BIT ? CTN_CHANCE : __builtin_ctz(a);
            ctn_action act = p == CTN_CHANCE ? ctn_game_sample_chance(g, (ctn_state *)s, &rng)
                                             : list[ctn_rng_below(&rng, (uint32_t)ctn_game_legal(g, (ctn_state *)s, p, 0, list))];
            ctn_game_apply(g, (ctn_state *)s, p, act);
        }
        for (size_t i = 0; i < n; i++)
            if (byte_unseen(g, s, n, i) && !in_gaps(gaps, count, i))
                fail_msg("%s: a change of byte %zu goes unseen by the hash and the check", json, i);
    }
    ctn_game_free(g);
}

static void test_every_byte_seen(void **u) {
    (void)u;
    sweep_game("{\"game\":\"classic\",\"players\":4,\"seed\":1}", classic_gaps, COUNT(classic_gaps), 5);
    sweep_game("{\"game\":\"classic\",\"players\":6,\"seed\":1}", classic_gaps, COUNT(classic_gaps), 4);
    sweep_game("{\"game\":\"seafarers\",\"players\":4,\"seed\":1,\"board\":\"new_shores_4\"}", classic_m_gaps,
               COUNT(classic_m_gaps), 5);
    sweep_game("{\"game\":\"world\",\"players\":10,\"seed\":1}", classic_l_gaps, COUNT(classic_l_gaps), 3);
    sweep_game("{\"game\":\"struggle\",\"players\":4,\"seed\":1}", struggle_gaps, COUNT(struggle_gaps), 5);
}

/* The fields the hash once left out, each set in a game that uses it, change the hash; an era's
 * field set in the introductory game is refused by the check, which names it. */
static void test_fields_of_the_game(void **u) {
    (void)u;
    struct { int mode; size_t off; } used[] = {
        {RV_MODE_INTRO, offsetof(rv_state, takes_left)}, {RV_MODE_INTRO, offsetof(rv_state, taker)},
        {RV_MODE_INTRIGUE, offsetof(rv_state, steal)}, {RV_MODE_SAGES, offsetof(rv_state, strike)},
        {RV_MODE_SAGES, offsetof(rv_state, dispute)},
    };
    for (size_t k = 0; k < sizeof used / sizeof used[0]; k++) {
        ctn_game *g = make_game(used[k].mode);
        rv_state s, t;
        ctn_game_init_state(g, (ctn_state *)&s, 3);
        t = s;
        ((uint8_t *)&t)[used[k].off] ^= 1;
        assert_true(ctn_state_hash(g, (ctn_state *)&t) != ctn_state_hash(g, (ctn_state *)&s));
        ctn_game_free(g);
    }
    ctn_game *g = make_game(RV_MODE_INTRO);
    rv_state s;
    char msg[256] = "";
    ctn_game_init_state(g, (ctn_state *)&s, 3);
    assert_int_equal(g->rules->check(g, (ctn_state *)&s, msg, sizeof msg), 0);
    s.riots = 1;
    assert_int_not_equal(g->rules->check(g, (ctn_state *)&s, msg, sizeof msg), 0);
    assert_non_null(strstr(msg, "riots"));
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_rivals_byte_seen),
        cmocka_unit_test(test_every_byte_seen),
        cmocka_unit_test(test_fields_of_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
