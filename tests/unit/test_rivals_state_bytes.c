/* test_rivals_state_bytes.c — no change of a Rivals state goes unseen: in random positions of every
 * mode, changing any byte of the state either changes the state hash or makes the check refuse the
 * state, but for the bytes that hold no state (past a stack's cards, the queued gains, the game's
 * cards and events, and the compiler's padding between fields).
 *
 * - The hash leaves out the fields of the eras, modes and theme games a game does not use
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

#include "catan/rivals.h"
#include "rules/rivals/rivals_internal.h"

static ctn_game *make_game(int mode) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 2, .options = {{"mode", mode}, {"turn_limit", mode ? 150 : 0}}};
    ctn_game *g = NULL;
    ctn_error err = {0};
    if (ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err) != CTN_OK) fail_msg("ctn_game_new: %s", err.message);
    return g;
}

/* Whether changing byte i of s (to v) goes unseen: the same hash, and the check accepts it. */
static int unseen(const ctn_game *g, const rv_state *s, size_t i, uint8_t v) {
    rv_state bad = *s;
    ((uint8_t *)&bad)[i] = v;
    char msg[256];
    return ctn_state_hash(g, (const ctn_state *)&bad) == ctn_state_hash(g, (const ctn_state *)s) &&
           g->rules->check(g, (const ctn_state *)&bad, msg, sizeof msg) == 0;
}

/* The compiler's padding: the gaps between fields that follow each other (each under 8 bytes),
 * and the tail after the last field. A field added to the state that leaves a new gap shows up
 * here as an unseen byte, named by its offset. */
#define GAP(a, b) {offsetof(rv_state, a) + sizeof ((rv_state *)0)->a, offsetof(rv_state, b)}
static const size_t gaps[][2] = {
    GAP(brigitta, pr), GAP(stock, region_ids), GAP(site_kind, hand), GAP(hidden_hand, region_stack),
    GAP(cities_left, ev_pool), GAP(pay_need, pay_mask), GAP(michael, faceup), GAP(steal, strike),
    GAP(sages_uses, foresight), GAP(ev_kind, discard1), GAP(prep_done, ev_seen),
    {offsetof(rv_state, ships) + sizeof ((rv_state *)0)->ships, sizeof(rv_state)},
};
#undef GAP

static int in_gap(size_t i) {
    for (size_t k = 0; k < sizeof gaps / sizeof gaps[0]; k++) {
        assert_true(gaps[k][1] - gaps[k][0] < 8); /* padding, not a field */
        if (i >= gaps[k][0] && i < gaps[k][1]) return 1;
    }
    return 0;
}

/* Whether byte i of s holds no state: padding, a stack's slots past its cards (or a stack the game
 * does not have), a queued gain's slots past the queue. */
static int holds_no_state(const rv_data *d, const rv_state *s, size_t i) {
    if (in_gap(i)) return 1;
    size_t st = offsetof(rv_state, stacks), gn = offsetof(rv_state, gains);
    if (i >= st && i < st + sizeof s->stacks) {
        size_t k = (i - st) / sizeof s->stacks[0], at = (i - st) % sizeof s->stacks[0];
        return (int)k >= d->num_stacks || at >= offsetof(rv_stack, card) + s->stacks[k].n;
    }
    return i >= gn + sizeof s->gains[0] * s->gains_n && i < gn + sizeof s->gains;
}

/* Every byte of random positions of every mode, set to two other values: the hash or the check sees
 * the change unless the byte holds no state. */
static void test_every_byte_seen(void **u) {
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
            for (size_t i = 0; i < sizeof s; i++) {
                uint8_t b = ((uint8_t *)&s)[i];
                if ((unseen(g, &s, i, (uint8_t)(b ^ 1)) || unseen(g, &s, i, (uint8_t)(b ^ 0x80))) && !holds_no_state(d, &s, i))
                    fail_msg("mode %d: a change of byte %zu goes unseen by the hash and the check", mode, i);
            }
        }
        ctn_game_free(g);
    }
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
        cmocka_unit_test(test_every_byte_seen),
        cmocka_unit_test(test_fields_of_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
