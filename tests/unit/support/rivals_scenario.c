/* rivals_scenario.c — shared helpers of the Rivals rules scenario tests (see rivals_scenario.h). */
#include "rivals_scenario.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/bot.h"
#include "rules/rivals/rivals_internal.h"

rs_scenario *rs_new(uint64_t seed) { return rs_new_mode(seed, RV_MODE_INTRO); }

/* The first legal action of the actor (theme games: the first 3 cards of the searched stack). */
static void play_first(rs_scenario *sc) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int p = ctn_actors_pick(ctn_game_actors(sc->g, (ctn_state *)&sc->s));
    assert_true(ctn_game_legal(sc->g, (ctn_state *)&sc->s, p, 0, list) > 0);
    ctn_game_apply(sc->g, (ctn_state *)&sc->s, p, list[0]);
}

rs_scenario *rs_new_mode(uint64_t seed, int mode) {
    rs_scenario *sc = calloc(1, sizeof *sc);
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", mode}}};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &sc->g, &sc->err), CTN_OK);
    ctn_game_init_state(sc->g, (ctn_state *)&sc->s, seed);
    if (mode == RV_MODE_TOURNAMENT) { /* the hands are the decks' starting cards: the preparation round */
        assert_int_equal(sc->s.phase, RV_PH_PREPARE);
        return sc;
    }
    RS_PLAY(sc, 0, "start_stack s0");
    rs_settle(sc);
    while (sc->s.phase == RV_PH_SEARCH) play_first(sc);
    RS_PLAY(sc, 1, "start_stack s1");
    rs_settle(sc);
    while (sc->s.phase == RV_PH_SEARCH) play_first(sc);
    assert_int_equal(sc->s.phase, RV_PH_PRE_ROLL);
    return sc;
}

void rs_free(rs_scenario *sc) {
    if (!sc) return;
    ctn_game_free(sc->g);
    free(sc);
}

static ctn_status vtry(rs_scenario *sc, int player, int apply, const char *fmt, va_list ap) {
    char text[160];
    vsnprintf(text, sizeof text, fmt, ap);
    ctn_action a;
    ctn_status st = ctn_action_from_text(sc->g, (ctn_state *)&sc->s, player, text, &a, &sc->err);
    if (st != CTN_OK) return st;
    if (!apply) return ctn_game_is_legal(sc->g, (ctn_state *)&sc->s, player, a) ? CTN_OK : CTN_E_ILLEGAL;
    return ctn_game_apply_checked(sc->g, (ctn_state *)&sc->s, player, a, &sc->err);
}

ctn_status rs_try(rs_scenario *sc, int player, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    ctn_status st = vtry(sc, player, 1, fmt, ap);
    va_end(ap);
    return st;
}

int rs_is_legal(rs_scenario *sc, int player, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    ctn_status st = vtry(sc, player, 0, fmt, ap);
    va_end(ap);
    return st == CTN_OK;
}

void rs_play_at(const char *file, int line, rs_scenario *sc, int player, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char text[160];
    va_list ap2;
    va_copy(ap2, ap);
    vsnprintf(text, sizeof text, fmt, ap2);
    va_end(ap2);
    ctn_status st = vtry(sc, player, 1, fmt, ap);
    va_end(ap);
    if (st != CTN_OK)
        fail_msg("%s:%d: '%s' by %d refused in phase %s: %s", file, line, text, player,
                 ctn_rivals_phase_name(sc->s.phase), sc->err.message);
    rs_check(sc);
}

void rs_settle(rs_scenario *sc) {
    while (ctn_game_actors(sc->g, (ctn_state *)&sc->s) == CTN_CHANCE_BIT) {
        ctn_action a = ctn_game_sample_own_chance(sc->g, (ctn_state *)&sc->s);
        ctn_game_apply(sc->g, (ctn_state *)&sc->s, CTN_CHANCE, a);
    }
    rs_check(sc);
}

int rs_num_legal(rs_scenario *sc) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int p = ctn_actors_pick(ctn_game_actors(sc->g, (ctn_state *)&sc->s));
    return p < 0 || p == CTN_CHANCE ? 0 : ctn_game_legal(sc->g, (ctn_state *)&sc->s, p, 0, list);
}

int rs_card(rs_scenario *sc, const char *key, int nth) {
    int k = ctn_rivals_card_find(key);
    for (int c = 0; c < ctn_rivals_num_draw_cards(sc->g); c++)
        if (ctn_rivals_kind(sc->g, &sc->s, c) == k && nth-- == 0) return c;
    fail_msg("no card %s", key);
    return -1;
}

/* Takes a card out of wherever it lies. */
static void lift(rs_scenario *sc, int card) {
    rv_state *s = &sc->s;
    for (int p = 0; p < RV_PLAYERS; p++) {
        rv_hand_del(s, p, card);
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++)
            if (rv_site_card(s, p, x) == card) rv_set_site(s, p, x, RV_NONE);
    }
    for (int k = 0; k < RV_STACKS; k++) rv_stack_remove(s, k, card);
    s->discard[card >> 6] &= ~(1ull << (card & 63));
    s->faceup[card >> 6] &= ~(1ull << (card & 63));
    if (s->bury == card) s->bury = RV_NONE;
}

void rs_to_hand(rs_scenario *sc, int p, int card) {
    lift(sc, card);
    rv_hand_add(&sc->s, p, card);
}

void rs_to_site(rs_scenario *sc, int p, int card, int town, int site) {
    lift(sc, card);
    rv_set_site(&sc->s, p, town * RV_SITES + site, card);
}

void rs_empty_hand(rs_scenario *sc, int p) {
    const rv_data *d = rv_data_of(sc->g);
    for (int c = 0; c < ctn_rivals_num_draw_cards(sc->g); c++)
        if (rv_in_hand(&sc->s, p, c)) {
            int k = rv_stack_matches(d, &sc->s, 3, c) ? 3 : d->num_stacks - 1;
            while (!rv_stack_matches(d, &sc->s, k, c)) k--; /* stack 3, else the last with its back */
            rv_hand_del(&sc->s, p, c);
            rv_stack_put_under(&sc->s, k, c);
        }
}

int rs_pos(const rs_scenario *sc, int p, int res, int number) {
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = rv_region_at(&sc->s, p, pos);
        if (r != RV_NONE && ctn_rivals_regions[r].resource == res && ctn_rivals_regions[r].number == number) return pos;
    }
    return -1;
}

void rs_set(rs_scenario *sc, int p, int res, int number, int amount) {
    int pos = rs_pos(sc, p, res, number);
    assert_true(pos >= 0);
    rv_set_stock(&sc->s, rv_region_at(&sc->s, p, pos), amount);
}

int rs_get(const rs_scenario *sc, int p, int res, int number) {
    int pos = rs_pos(sc, p, res, number);
    assert_true(pos >= 0);
    return sc->s.stock[rv_region_at(&sc->s, p, pos)];
}

void rs_fill(rs_scenario *sc, int p, int amount) {
    for (int pos = 0; pos < RV_REGION_POS; pos++) {
        int r = rv_region_at(&sc->s, p, pos);
        if (r != RV_NONE) rv_set_stock(&sc->s, r, amount);
    }
}

int rs_total(const rs_scenario *sc, int p, int res) {
    return res < 0 ? rv_total_all(&sc->s, p) : rv_total(&sc->s, p, res);
}

void rs_check(rs_scenario *sc) {
    char msg[256];
    if (ctn_rivals_rules.check(sc->g, (ctn_state *)&sc->s, msg, sizeof msg)) fail_msg("invariant: %s", msg);
}

void rs_to_actions(rs_scenario *sc) {
    RS_PLAY(sc, sc->s.current, "roll");
    RS_PLAY(sc, CTN_CHANCE, "dice 2 brigands");
    assert_int_equal(sc->s.phase, RV_PH_ACTION);
}

void rs_make_city(rs_scenario *sc, int p, int t) {
    rv_set_town(&sc->s, p, t, 2);
    sc->s.cities_left--;
}

int rs_event_id(rs_scenario *sc, const char *key) {
    for (int e = 0; e < ctn_rivals_num_events(sc->g); e++)
        if ((sc->s.ev_pool >> e & 1) && !strcmp(ctn_rivals_cards[ctn_rivals_event_kind(sc->g, e)].key, key)) return e;
    fail_msg("no %s in the event stack", key);
    return -1;
}

void rs_gain_up(rs_scenario *sc) {
    ctn_action list[CTN_MAX_ACTIONS];
    while (sc->s.phase == RV_PH_GAIN || sc->s.phase == RV_PH_PAY) {
        assert_true(ctn_game_legal(sc->g, (ctn_state *)&sc->s, sc->s.actor, 0, list) > 0);
        ctn_game_apply(sc->g, (ctn_state *)&sc->s, sc->s.actor, list[0]);
    }
}

void rs_check_face_set(rs_scenario *sc, int face) {
    ctn_action out[CTN_MAX_CHANCE];
    uint32_t w[CTN_MAX_CHANCE];
    assert_int_equal(sc->s.phase, RV_PH_DICE);
    int n = ctn_game_chance(sc->g, (ctn_state *)&sc->s, out, w);
    assert_int_equal(n, 6); /* the production die alone */
    for (int i = 0; i < n; i++) assert_int_equal(RV_ACT_B(out[i]), face);
}

void rs_check_theme_stacks(rs_scenario *sc, int set, int cards, int faceup, int vp, ctn_rivals_state *s) {
    const ctn_game *g = sc->g;
    int built = 0, faceup_rows = 0, events = 9, n = 0;
    for (int i = 0; i < ctn_rivals_card_count; i++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[i];
        if (k->set != set) continue;
        n += k->copies;
        if (!k->implemented) continue;
        if (k->type == RV_T_EVENT) events += k->copies;
        else built += k->copies, faceup_rows += (k->flags & RV_F_FACE_UP) ? k->copies : 0;
    }
    assert_int_equal(n, cards);
    assert_int_equal(faceup_rows, faceup);
    assert_int_equal(ctn_rivals_num_stacks(g), 5);
    assert_int_equal(ctn_rivals_num_draw_cards(g), 36 + built);
    assert_int_equal(ctn_rivals_num_events(g), events);
    assert_int_equal(ctn_rivals_vp_to_win(g), vp);
    ctn_game_init_state(g, (ctn_state *)s, 9);
    for (int k = 0; k < 3; k++) assert_int_equal(s->stacks[k].n, 12);
    assert_int_equal(s->stacks[3].n + s->stacks[4].n, built - faceup_rows);
}

void rs_check_theme_setup(rs_scenario *sc, int set, int cards, const char *faceup_key, int vp) {
    const ctn_game *g = sc->g;
    ctn_rivals_state s;
    rs_check_theme_stacks(sc, set, cards, 2, vp, &s);
    int faceup = 0, kind = ctn_rivals_card_find(faceup_key);
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++)
        if (rv_in_faceup(&s, c)) {
            faceup++;
            assert_int_equal(ctn_rivals_dealt_kind(g, c), kind);
        }
    assert_int_equal(faceup, 2);
}

int rs_tournament_game(const ctn_rivals_setup *set, int era_set, int *most_back) {
    ctn_error err = {0};
    assert_int_equal(ctn_rivals_setup_check(set, &err), CTN_OK);
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TOURNAMENT}}, .setup = set};
    ctn_game *g = NULL;
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    static ctn_rivals_state s, scratch;
    static ctn_action list[CTN_MAX_ACTIONS];
    ctn_bot *bots[2];
    for (int p = 0; p < 2; p++) assert_int_equal(ctn_bot_new(g, "heuristic", p, 3 + (uint64_t)p, &bots[p], &err), CTN_OK);
    ctn_game_init_state(g, (ctn_state *)&s, 21);
    ctn_rng rng;
    ctn_rng_seed(&rng, 22);
    int used = 0;
    *most_back = 0;
    for (int step = 0; step < 40000 && !ctn_game_is_terminal(g, (ctn_state *)&s); step++) {
        char msg[256];
        if (g->rules->check(g, (ctn_state *)&s, msg, sizeof msg)) fail_msg("step %d: %s", step, msg);
        int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
        ctn_action a;
        if (p == CTN_CHANCE) a = ctn_game_sample_chance(g, (ctn_state *)&s, &rng);
        else assert_int_equal(ctn_bot_choose(bots[p], g, (ctn_state *)&s, p, 0, (ctn_state *)&scratch, list, &a), 0);
        int t = RV_ACT_TYPE(a), kind = RV_IS_CHANCE(a) ? -1 : ctn_rivals_kind(g, &s, RV_ACT_A(a));
        used += kind >= 0 && ctn_rivals_cards[kind].set == era_set && (t == RV_A_BUILD || t == RV_A_PLAY);
        ctn_game_apply(g, (ctn_state *)&s, p, a);
        int back = 0;
        for (int i = 0; i < RV_EV_BACK; i++) back += s.ev_back[i] != 0;
        *most_back = back > *most_back ? back : *most_back;
    }
    assert_true(ctn_game_is_terminal(g, (ctn_state *)&s));
    assert_true(s.winner != RV_NONE);
    ctn_bot_free(bots[0]);
    ctn_bot_free(bots[1]);
    ctn_game_free(g);
    return used;
}

/* A tournament of this set-up past its preparation round, at red's next roll. */
rs_scenario *rs_tournament_at_roll(const ctn_rivals_setup *set) {
    rs_scenario *sc = calloc(1, sizeof *sc);
    ctn_game_config cfg = {.num_players = 2, .num_options = 1, .options = {{"mode", RV_MODE_TOURNAMENT}}, .setup = set};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &sc->g, &sc->err), CTN_OK);
    ctn_game_init_state(sc->g, (ctn_state *)&sc->s, 7);
    RS_PLAY(sc, 0, "end_actions"); /* the preparation round passed */
    RS_PLAY(sc, 1, "end_actions");
    while (sc->s.phase != RV_PH_PRE_ROLL || sc->s.current != 0) {
        static ctn_action list[CTN_MAX_ACTIONS];
        if (sc->s.actor == CTN_CHANCE) rs_settle(sc);
        else if (sc->s.phase == RV_PH_EXCHANGE) RS_PLAY(sc, sc->s.actor, "end_turn");
        else ctn_game_apply(sc->g, (ctn_state *)&sc->s, sc->s.actor, list[ctn_game_legal(sc->g, (ctn_state *)&sc->s, sc->s.actor, 0, list) - 1]);
    }
    return sc;
}
