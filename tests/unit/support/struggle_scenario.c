/* struggle_scenario.c — shared helpers of the Struggle rules scenario tests: creating games with
 * options, actions by text with precise success/refusal assertions, the turn flow, and
 * card-conserving state edits. See struggle_scenario.h.
 */
#include "struggle_scenario.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario_core.h"

/* ---- creation ---- */

static void parse_options(const char *options, ctn_game_config *cfg) {
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
        int idx = ctn_option_index(&ctn_struggle_rules, tok);
        if (idx < 0) fail_msg("unknown option '%s'", tok);
        ctn_error err;
        int32_t value = 0;
        if (ctn_option_parse(&ctn_struggle_rules.options[idx], eq + 1, &value, &err) != CTN_OK)
            fail_msg("option %s: %s", tok, err.message);
        if (cfg->num_options >= CTN_MAX_OPTIONS) fail_msg("too many options");
        snprintf(names[cfg->num_options], sizeof names[0], "%s", tok);
        cfg->options[cfg->num_options].name = names[cfg->num_options];
        cfg->options[cfg->num_options].value = value;
        cfg->num_options++;
    }
}

ss_scenario *ss_new_seed(int players, uint64_t seed, const char *options) {
    ss_scenario *sc = calloc(1, sizeof *sc);
    assert_non_null(sc);
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = players;
    parse_options(options, &cfg);
    if (ctn_game_new(&ctn_struggle_rules, &cfg, &sc->g, &sc->err) != CTN_OK)
        fail_msg("ctn_game_new: %s", sc->err.message);
    sc->n = players;
    ctn_game_init_state(sc->g, (ctn_state *)&sc->s, seed);
    return sc;
}

ss_scenario *ss_new(int players, const char *options) {
    return ss_new_seed(players, 1, options);
}

void ss_free(ss_scenario *sc) {
    if (!sc) return;
    ctn_game_free(sc->g);
    free(sc);
}

/* ---- actions ---- */

ctn_status ss_parse(ss_scenario *sc, int player, const char *text, ctn_action *out) {
    return ctn_action_from_text(sc->g, (const ctn_state *)&sc->s, player, text, out, &sc->err);
}

const char *ss_text(const ss_scenario *sc, ctn_action a) {
    static char buf[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(sc->g, (const ctn_state *)&sc->s, a, buf, sizeof buf);
    return buf;
}

static scn_target target(ss_scenario *sc) {
    return (scn_target){sc->g, (ctn_state *)&sc->s, sizeof sc->s, &sc->err};
}

ctn_status ss_try(ss_scenario *sc, int player, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return scn_try(target(sc), player, text);
}

int ss_is_legal(ss_scenario *sc, int player, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return scn_is_legal(target(sc), player, text);
}

void ss_play_at(const char *file, int line, ss_scenario *sc, int player, const char *fmt,
           ...) {
    char text[256], context[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    snprintf(context, sizeof context, "phase %s, actor p%d", ctn_struggle_phase_name(sc->s.phase), sc->s.actor);
    scn_play(file, line, target(sc), player, text, context);
}

void ss_refuse_at(const char *file, int line, ss_scenario *sc, int player,
             ctn_status expected, const char *fmt, ...) {
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    scn_refuse(file, line, target(sc), player, expected, text);
}

/* ---- turn flow ---- */

void ss_chance_until_player(ss_scenario *sc) {
    while (ss_actors(sc) == CTN_CHANCE_BIT) {
        ctn_action a = ctn_game_sample_own_chance(sc->g, (const ctn_state *)&sc->s);
        assert_int_equal(
            ctn_game_apply_checked(sc->g, (ctn_state *)&sc->s, CTN_CHANCE, a, &sc->err), CTN_OK);
    }
}

void ss_next_turn(ss_scenario *sc) {
    uint32_t turn = sc->s.turn;
    if (sc->s.phase == ST_PHASE_TRADE) SS_PLAY(sc, sc->s.current, "end_trade");
    if (sc->s.phase == ST_PHASE_BUILD) SS_PLAY(sc, sc->s.current, "end_build");
    ss_chance_until_player(sc);
    if (sc->s.phase != ST_PHASE_GAME_OVER && sc->s.turn != turn + 1)
        fail_msg("ss_next_turn: phase %s in turn %u", ctn_struggle_phase_name(sc->s.phase),
                 sc->s.turn);
}

void ss_turn_of(ss_scenario *sc, int p) {
    for (int i = 0; i <= sc->n; i++) {
        if (sc->s.current == p && sc->s.phase == ST_PHASE_TRADE) return;
        if (sc->s.phase == ST_PHASE_GAME_OVER) fail_msg("the game ended before p%d's turn", p);
        ss_next_turn(sc);
    }
    fail_msg("p%d's turn did not come", p);
}

/* ---- edits ---- */

static void move(uint8_t *from, uint8_t *to, int r, int n) {
    if (from[r] < n || to[r] + n > 255)
        fail_msg("cannot move %d %s (the source holds %d)", n, ctn_resource_name(r), from[r]);
    from[r] = (uint8_t)(from[r] - n);
    to[r] = (uint8_t)(to[r] + n);
}

void ss_set(ss_scenario *sc, uint8_t *pile, uint8_t *reservoir, int lumber, int brick, int wool,
            int grain, int ore) {
    (void)sc;
    int want[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        if (pile[r] > want[r]) move(pile, reservoir, r, pile[r] - want[r]);
        if (pile[r] < want[r]) move(reservoir, pile, r, want[r] - pile[r]);
    }
}

/* Like ss_set with the deck as the reservoir, topping the deck up from the discard pile first. */
static void set_from_deck(ss_scenario *sc, uint8_t *pile, const int *want) {
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) {
        int need = want[r] - pile[r] - sc->s.deck[r];
        if (need > 0) move(sc->s.discard, sc->s.deck, r, need);
    }
    ss_set(sc, pile, sc->s.deck, want[0], want[1], want[2], want[3], want[4]);
}

void ss_set_hand(ss_scenario *sc, int p, int lumber, int brick, int wool, int grain, int ore) {
    set_from_deck(sc, sc->s.hand[p], (int[]){lumber, brick, wool, grain, ore});
}

void ss_set_market(ss_scenario *sc, int lumber, int brick, int wool, int grain, int ore) {
    set_from_deck(sc, sc->s.market, (int[]){lumber, brick, wool, grain, ore});
}

void ss_set_deck(ss_scenario *sc, int lumber, int brick, int wool, int grain, int ore) {
    ss_set(sc, sc->s.deck, sc->s.discard, lumber, brick, wool, grain, ore);
}

void ss_empty_deck(ss_scenario *sc) {
    ss_set_deck(sc, 0, 0, 0, 0, 0);
}

static void set_stack(uint8_t *supply, uint8_t *stack, int n, const char *what) {
    int diff = n - *stack;
    if (diff > *supply) fail_msg("the %s supply holds %d, not %d", what, *supply, diff);
    *supply = (uint8_t)(*supply - diff);
    *stack = (uint8_t)n;
}

void ss_set_roads(ss_scenario *sc, int p, int n) {
    set_stack(&sc->s.road_supply, &sc->s.roads[p], n, "road");
}

void ss_set_knights(ss_scenario *sc, int p, int n) {
    set_stack(&sc->s.knight_supply, &sc->s.knights[p], n, "knight");
}

void ss_put_settlement(ss_scenario *sc, int p) {
    if (!sc->s.settlement_supply) fail_msg("no settlement left in the supply");
    sc->s.settlement_supply--;
    sc->s.settlements[p]++;
}

void ss_put_city(ss_scenario *sc, int p, int event) {
    if (!sc->s.settlements[p]) fail_msg("p%d has no settlement to turn", p);
    if (!sc->s.events_hidden[event]) fail_msg("no %s event left", ctn_struggle_event_name(event));
    sc->s.settlements[p]--;
    sc->s.cities[p]++;
    sc->s.events_hidden[event]--;
}

void ss_put_expansion(ss_scenario *sc, int p, int e) {
    if (!sc->s.cities[p]) fail_msg("p%d has no city without an expansion", p);
    if (!sc->s.expansion_supply[e] || (sc->s.expansions[p] >> e) & 1u)
        fail_msg("p%d cannot take %s", p, ctn_struggle_expansion_name(e));
    sc->s.cities[p]--;
    sc->s.expansion_supply[e]--;
    sc->s.expansions[p] = (uint8_t)(sc->s.expansions[p] | (1u << e));
}

/* ---- assertions ---- */

void ss_check_at(const char *file, int line, const ss_scenario *sc) {
    char msg[512];
    if (ctn_struggle_rules.check(sc->g, (const ctn_state *)&sc->s, msg, sizeof msg)) {
        print_error("%s:%d: invariant broken: %s\n", file, line, msg);
        _fail(file, line);
    }
}

void ss_assert_cards_at(const char *file, int line, const char *what, const uint8_t *have,
                        int lumber, int brick, int wool, int grain, int ore) {
    int want[CTN_RESOURCE_COUNT] = {lumber, brick, wool, grain, ore};
    int same = 1;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) same &= have[r] == want[r];
    if (same) return;
    print_error(
        "%s:%d: %s is {%d %d %d %d %d}, expected {%d %d %d %d %d} (lumber brick wool grain ore)\n",
        file, line, what, have[0], have[1], have[2], have[3], have[4], want[0], want[1], want[2],
        want[3], want[4]);
    _fail(file, line);
}

/* ---- queries ---- */

uint64_t ss_hash(const ss_scenario *sc) {
    return ctn_state_hash(sc->g, (const ctn_state *)&sc->s);
}

int ss_total(const uint8_t *cards) {
    return cards[0] + cards[1] + cards[2] + cards[3] + cards[4];
}

int ss_hand_total(const ss_scenario *sc, int p) {
    return ss_total(sc->s.hand[p]);
}

int ss_vp(const ss_scenario *sc, int p) {
    return ctn_struggle_vp(sc->g, &sc->s, p);
}

ctn_actors ss_actors(const ss_scenario *sc) {
    return ctn_game_actors(sc->g, (const ctn_state *)&sc->s);
}

int ss_count_legal(const ss_scenario *sc, int p, int type) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_ALL, list), k = 0;
    for (int i = 0; i < n; i++) k += type < 0 || ST_ACT_TYPE(list[i]) == type;
    return k;
}

int ss_count_chance(const ss_scenario *sc, uint64_t *total_weight) {
    static ctn_action list[CTN_MAX_ACTIONS];
    static uint32_t w[CTN_MAX_ACTIONS];
    int n = ctn_game_chance(sc->g, (const ctn_state *)&sc->s, list, w);
    uint64_t t = 0;
    for (int i = 0; i < n; i++) t += w[i];
    if (total_weight) *total_weight = t;
    return n;
}

uint32_t ss_chance_weight(ss_scenario *sc, const char *text) {
    static ctn_action list[CTN_MAX_ACTIONS];
    static uint32_t w[CTN_MAX_ACTIONS];
    ctn_action a;
    if (ss_parse(sc, CTN_CHANCE, text, &a) != CTN_OK) return 0;
    int n = ctn_game_chance(sc->g, (const ctn_state *)&sc->s, list, w);
    for (int i = 0; i < n; i++)
        if (list[i] == a) return w[i];
    return 0;
}

int ss_legal_has(const ss_scenario *sc, int p, const char *text) {
    static ctn_action list[CTN_MAX_ACTIONS];
    int n = ctn_game_legal(sc->g, (const ctn_state *)&sc->s, p, CTN_LEGAL_ALL, list);
    for (int i = 0; i < n; i++)
        if (strcmp(ss_text(sc, list[i]), text) == 0) return 1;
    return 0;
}
