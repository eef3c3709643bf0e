/* classic_scenario.c — shared helpers of the Classic rules scenario tests: creating games with
 * options, geometry look-ups, actions by text with precise success/refusal assertions, the
 * standard set-up, and card-conserving state edits. See classic_scenario.h.
 */
#include "classic_scenario.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario_core.h"

#include "catan/bitset.h"

/* ---- creation ---- */

void cs_parse_options(const ctn_ruleset *rules, const char *options, ctn_game_config *cfg) {
    static char names[CTN_MAX_OPTIONS][128]; /* borrowed by cfg until ctn_game_new returns */
    const char *p = options ? options : "";
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        char tok[128];
        size_t len = strcspn(p, " ");
        if (len >= sizeof tok) fail_msg("option text too long");
        memcpy(tok, p, len);
        tok[len] = 0;
        p += len;
        char *eq = strchr(tok, '=');
        if (!eq) fail_msg("option '%s' is not name=value", tok);
        *eq = 0;
        int idx = ctn_option_index(rules, tok);
        if (idx < 0) fail_msg("unknown option '%s'", tok);
        ctn_error err;
        int32_t value = 0;
        if (ctn_option_parse(&rules->options[idx], eq + 1, &value, &err) != CTN_OK)
            fail_msg("option %s: %s", tok, err.message);
        if (cfg->num_options >= CTN_MAX_OPTIONS) fail_msg("too many options");
        snprintf(names[cfg->num_options], sizeof names[0], "%s", tok);
        cfg->options[cfg->num_options].name = names[cfg->num_options];
        cfg->options[cfg->num_options].value = value;
        cfg->num_options++;
    }
}

static cs_scenario *create(int players, ctn_board_kind kind, const ctn_board_desc *board,
                           uint64_t seed, const char *options) {
    cs_scenario *sc = calloc(1, sizeof *sc);
    assert_non_null(sc);
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = players;
    cfg.board_kind = kind;
    cfg.board = board;
    cs_parse_options(&ctn_classic_rules, options, &cfg);
    if (ctn_game_new(&ctn_classic_rules, &cfg, &sc->g, &sc->err) != CTN_OK)
        fail_msg("ctn_game_new: %s", sc->err.message);
    sc->t = ctn_classic_topology(sc->g);
    sc->n = players;
    ctn_game_init_state(sc->g, (ctn_state *)&sc->s, seed);
    return sc;
}

cs_scenario *cs_new(int players, const char *options) {
    return create(players, players <= 4 ? CTN_BOARD_BEGINNER : CTN_BOARD_RANDOM, NULL, 1, options);
}

cs_scenario *cs_new_random(int players, uint64_t seed, const char *options) {
    return create(players, CTN_BOARD_RANDOM, NULL, seed, options);
}

cs_scenario *cs_new_board(int players, const ctn_board_desc *board, const char *options) {
    return create(players, CTN_BOARD_EXPLICIT, board, 1, options);
}

void cs_free(cs_scenario *sc) {
    if (!sc) return;
    ctn_game_free(sc->g);
    free(sc);
}

/* ---- geometry ---- */

int cs_hex(const cs_scenario *sc, int q, int r) {
    int h = ctn_topology_find_hex(sc->t, q, r);
    if (h < 0) fail_msg("no hex (%d,%d) on this board", q, r);
    return h;
}

int cs_vertex(const cs_scenario *sc, int q, int r, int corner) {
    return sc->t->hex_vertex[cs_hex(sc, q, r)][corner];
}

int cs_edge(const cs_scenario *sc, int q, int r, int dir) {
    return sc->t->hex_edge[cs_hex(sc, q, r)][dir];
}

int cs_edge_between(const cs_scenario *sc, int a, int b) {
    for (int k = 0; k < 3; k++)
        if (sc->t->vertex_vertex[a][k] == b) return sc->t->vertex_edge[a][k];
    return -1;
}

int cs_vertex_degree(const cs_scenario *sc, int v) {
    return sc->t->vertex_degree[v];
}

/* ---- actions ---- */

ctn_status cs_parse(cs_scenario *sc, int player, const char *text, ctn_action *out) {
    return ctn_action_from_text(sc->g, (const ctn_state *)&sc->s, player, text, out, &sc->err);
}

static scn_target target(cs_scenario *sc) {
    return (scn_target){sc->g, (ctn_state *)&sc->s, sizeof sc->s, &sc->err};
}

ctn_status cs_try(cs_scenario *sc, int player, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return scn_try(target(sc), player, text);
}

int cs_is_legal(cs_scenario *sc, int player, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return scn_is_legal(target(sc), player, text);
}

void cs_play_at(const char *file, int line, cs_scenario *sc, int player, const char *fmt,
           ...) {
    char text[256], context[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    snprintf(context, sizeof context, "phase %s, actor p%d", ctn_classic_phase_name(sc->s.phase), sc->s.actor);
    scn_play(file, line, target(sc), player, text, context);
}

void cs_refuse_at(const char *file, int line, cs_scenario *sc, int player,
             ctn_status expected, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    scn_refuse(file, line, target(sc), player, expected, text);
}

/* ---- turn flow ---- */

void cs_setup(cs_scenario *sc, const cs_place *first, const cs_place *second) {
    int n = sc->n;
    for (int k = 0; k < 2 * n; k++) {
        int p = k < n ? k : 2 * n - 1 - k;
        const cs_place *pl = k < n ? &first[p] : &second[p];
        CS_PLAY(sc, p, "build_settlement v%d", pl->vertex);
        CS_PLAY(sc, p, "build_road e%d", pl->edge);
    }
}

void cs_standard_places(const cs_scenario *sc, cs_place first[4], cs_place second[4]) {
    static const struct {
        int q, r, corner, dir;
    } F[4] = {{0, -1, CTN_CORNER_N, CTN_DIR_NE},
              {1, 0, CTN_CORNER_N, CTN_DIR_NW},
              {-1, 1, CTN_CORNER_N, CTN_DIR_NE},
              {0, 1, CTN_CORNER_SE, CTN_DIR_SE}},
      S[4] = {{-1, 0, CTN_CORNER_N, CTN_DIR_NW},
              {-1, 1, CTN_CORNER_S, CTN_DIR_SW},
              {1, 0, CTN_CORNER_SE, CTN_DIR_SE},
              {-2, 1, CTN_CORNER_N, CTN_DIR_NW}};
    for (int p = 0; p < 4; p++) {
        first[p] = (cs_place){cs_vertex(sc, F[p].q, F[p].r, F[p].corner),
                              cs_edge(sc, F[p].q, F[p].r, F[p].dir)};
        second[p] = (cs_place){cs_vertex(sc, S[p].q, S[p].r, S[p].corner),
                               cs_edge(sc, S[p].q, S[p].r, S[p].dir)};
    }
}

void cs_setup_standard(cs_scenario *sc) {
    cs_place first[4], second[4];
    assert_true(sc->n <= 4);
    cs_standard_places(sc, first, second);
    cs_setup(sc, first, second);
}

void cs_roll(cs_scenario *sc, int sum) {
    CS_PLAY(sc, sc->s.current, "roll");
    CS_PLAY(sc, CTN_CHANCE, "roll %d", sum);
}

void cs_next_turn(cs_scenario *sc, int sum) {
    if (sc->s.phase == CL_PHASE_PRE_ROLL) cs_roll(sc, sum);
    uint32_t turn = sc->s.turn;
    while (sc->s.turn == turn && sc->s.phase != CL_PHASE_GAME_OVER)
        CS_PLAY(sc, sc->s.actor, "end_turn");
    if (sc->s.phase == CL_PHASE_PRE_ROLL) cs_roll(sc, sum);
}

void cs_turn_of(cs_scenario *sc, int p, int sum) {
    for (;;) {
        if (sc->s.phase == CL_PHASE_PRE_ROLL) cs_roll(sc, sum);
        if (sc->s.current == p && sc->s.phase == CL_PHASE_MAIN) return;
        if (sc->s.phase == CL_PHASE_GAME_OVER) fail_msg("the game ended before p%d's turn", p);
        CS_PLAY(sc, sc->s.actor, "end_turn");
    }
}

int cs_north_zigzag(const cs_scenario *sc, int r, int q_from, int q_to, int *out) {
    int n = 0;
    out[n++] = cs_vertex(sc, q_from, r, CTN_CORNER_NW);
    for (int q = q_from; q <= q_to; q++) {
        out[n++] = cs_vertex(sc, q, r, CTN_CORNER_N);
        out[n++] = cs_vertex(sc, q, r, CTN_CORNER_NE);
    }
    return n;
}

static void own_turn(cs_scenario *sc, int p) {
    if (sc->s.current != p || sc->s.phase != CL_PHASE_MAIN || sc->s.context != CL_CTX_TURN)
        cs_turn_of(sc, p, 2);
}

void cs_lay(cs_scenario *sc, int p, const int *path, int from, int to) {
    own_turn(sc, p);
    for (int i = from; i < to; i++) {
        int e = cs_edge_between(sc, path[i], path[i + 1]);
        if (e < 0) fail_msg("v%d and v%d are not neighbours", path[i], path[i + 1]);
        if (cs_has_road(sc, p, e)) continue;
        cs_give_cost(sc, p, CL_COST_ROAD);
        CS_PLAY(sc, p, "build_road e%d", e);
    }
}

void cs_settle(cs_scenario *sc, int p, int v) {
    own_turn(sc, p);
    cs_give_cost(sc, p, CL_COST_SETTLEMENT);
    CS_PLAY(sc, p, "build_settlement v%d", v);
}

/* ---- edits ---- */

void cs_give(cs_scenario *sc, int p, int r, int n) {
    int bank = sc->s.bank[r] - n, hand = sc->s.hand[p][r] + n;
    if (bank < 0 || hand < 0)
        fail_msg("cannot move %d %s from the bank to p%d", n, ctn_resource_name(r), p);
    sc->s.bank[r] = (uint8_t)bank;
    sc->s.hand[p][r] = (uint8_t)hand;
}

void cs_set_hand(cs_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore) {
    int want[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) cs_give(sc, p, r, want[r] - sc->s.hand[p][r]);
}

void cs_give_cost(cs_scenario *sc, int p, int cost) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) cs_give(sc, p, r, ctn_classic_costs[cost][r]);
}

void cs_give_dev(cs_scenario *sc, int p, int card, int n) {
    if (sc->s.dev_deck[card] < n)
        fail_msg("the deck has only %d %s cards", sc->s.dev_deck[card], ctn_dev_card_name(card));
    sc->s.dev_deck[card] = (uint8_t)(sc->s.dev_deck[card] - n);
    sc->s.dev_hand[p][card] = (uint8_t)(sc->s.dev_hand[p][card] + n);
}

void cs_put_settlement(cs_scenario *sc, int p, int v) {
    ctn_bit_set(sc->s.settlements[p].w, (unsigned)v);
}
void cs_put_city(cs_scenario *sc, int p, int v) {
    ctn_bit_clear(sc->s.settlements[p].w, (unsigned)v);
    ctn_bit_set(sc->s.cities[p].w, (unsigned)v);
}
void cs_put_road(cs_scenario *sc, int p, int e) {
    ctn_bit_set(sc->s.roads[p].w, (unsigned)e);
}
void cs_remove_road(cs_scenario *sc, int p, int e) {
    ctn_bit_clear(sc->s.roads[p].w, (unsigned)e);
}

void cs_derive(cs_scenario *sc) {
    ctn_classic_derive(sc->g, (ctn_state *)&sc->s);
    CS_CHECK(sc);
}

/* ---- assertions ---- */

void cs_check_at(const char *file, int line, const cs_scenario *sc) {
    char msg[512];
    if (ctn_classic_rules.check(sc->g, (const ctn_state *)&sc->s, msg, sizeof msg)) {
        print_error("%s:%d: invariant broken: %s\n", file, line, msg);
        _fail(file, line);
    }
}

static void assert_counts(const char *file, int line, const char *what, const uint8_t *have,
                          const int *want) {
    if (memcmp(have,
               (uint8_t[]){(uint8_t)want[0], (uint8_t)want[1], (uint8_t)want[2], (uint8_t)want[3],
                           (uint8_t)want[4]},
               CTN_RESOURCE_COUNT) == 0)
        return;
    print_error(
        "%s:%d: %s is {%d %d %d %d %d}, expected {%d %d %d %d %d} (lumber brick wool grain ore)\n",
        file, line, what, have[0], have[1], have[2], have[3], have[4], want[0], want[1], want[2],
        want[3], want[4]);
    _fail(file, line);
}

void cs_assert_hand_at(const char *file, int line, const cs_scenario *sc, int p, int lumber,
                       int brick, int wool, int grain, int ore) {
    char what[32];
    snprintf(what, sizeof what, "hand of p%d", p);
    assert_counts(file, line, what, sc->s.hand[p], (int[]){lumber, brick, wool, grain, ore});
}

void cs_assert_bank_at(const char *file, int line, const cs_scenario *sc, int lumber, int brick,
                       int wool, int grain, int ore) {
    assert_counts(file, line, "bank", sc->s.bank, (int[]){lumber, brick, wool, grain, ore});
}

/* ---- queries ---- */

uint64_t cs_hash(const cs_scenario *sc) {
    return ctn_state_hash(sc->g, (const ctn_state *)&sc->s);
}

int cs_hand_total(const cs_scenario *sc, int p) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) n += sc->s.hand[p][r];
    return n;
}

int cs_vp(const cs_scenario *sc, int p) {
    return ctn_classic_total_vp(sc->g, (const ctn_state *)&sc->s, p);
}
int cs_public_vp(const cs_scenario *sc, int p) {
    return ctn_classic_public_vp(sc->g, (const ctn_state *)&sc->s, p);
}
ctn_actors cs_actors(const cs_scenario *sc) {
    return ctn_game_actors(sc->g, (const ctn_state *)&sc->s);
}

int cs_count_legal(const cs_scenario *sc, int p, int type) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_ALL, list), k = 0;
    for (int i = 0; i < n; i++) k += type < 0 || CL_ACT_TYPE(list[i]) == type;
    return k;
}

int cs_has_road(const cs_scenario *sc, int p, int e) {
    return ctn_bit_test(sc->s.roads[p].w, (unsigned)e);
}
int cs_has_settlement(const cs_scenario *sc, int p, int v) {
    return ctn_bit_test(sc->s.settlements[p].w, (unsigned)v);
}
int cs_has_city(const cs_scenario *sc, int p, int v) {
    return ctn_bit_test(sc->s.cities[p].w, (unsigned)v);
}
int cs_road_count(const cs_scenario *sc, int p) {
    return (int)ctn_bits_count(sc->s.roads[p].w, CL_SET_WORDS);
}
