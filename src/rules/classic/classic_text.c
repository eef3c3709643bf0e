/* classic_text.c — the text form of Classic actions (§13) both ways, the packing of discard and
 * offer actions, and the names of cards and phases. Parsing reports precisely what is wrong.
 */
#include <stdio.h>
#include <stdlib.h>

#include "classic_internal.h"

static const char *const DEV_NAMES[CL_DEV_COUNT] = {"knight", "victory_point", "road_building",
                                                    "year_of_plenty", "monopoly"};
static const char *const PHASE_NAMES[CL_PHASE_COUNT] = {
    "setup_settlement", "setup_road",    "pre_roll",      "roll",          "discard",
    "move_robber",      "steal",         "main",          "road_building", "dev_draw",
    "trade_answer",     "trade_confirm", "special_build", "paired",        "game_over",
    "gold",             "move_ship"};
static const char *const ACTION_NAMES[CL_A_TYPE_COUNT] = {
    [CL_A_ROLL] = "roll",
    [CL_A_DICE] = "roll",
    [CL_A_BUILD_ROAD] = "build_road",
    [CL_A_BUILD_SETTLEMENT] = "build_settlement",
    [CL_A_BUILD_CITY] = "build_city",
    [CL_A_BUY_DEV] = "buy_dev",
    [CL_A_DRAW_DEV] = "draw",
    [CL_A_PLAY_KNIGHT] = "play_knight",
    [CL_A_PLAY_ROAD_BUILDING] = "play_road_building",
    [CL_A_PLAY_YEAR_OF_PLENTY] = "play_year_of_plenty",
    [CL_A_PLAY_MONOPOLY] = "play_monopoly",
    [CL_A_MOVE_ROBBER] = "move_robber",
    [CL_A_STEAL] = "steal",
    [CL_A_DISCARD] = "discard",
    [CL_A_TRADE_BANK] = "trade_bank",
    [CL_A_OFFER] = "offer",
    [CL_A_ACCEPT] = "accept",
    [CL_A_DECLINE] = "decline",
    [CL_A_CONFIRM] = "confirm",
    [CL_A_CANCEL] = "cancel",
    [CL_A_END_TURN] = "end_turn",
    [CL_A_BUILD_SHIP] = "build_ship",
    [CL_A_MOVE_SHIP] = "move_ship",
    [CL_A_MOVE_PIRATE] = "move_pirate",
    [CL_A_PICK_GOLD] = "pick_gold",
    [CL_A_PLACE_SHIP] = "place_ship",
    [CL_A_MOVE_ROBBER2] = "move_robber2",
    [CL_A_MOVE_PIRATE2] = "move_pirate2"};

#if CL_CLASS == CL_CLASS_S /* names and packing serve every class: compiled once */
const char *ctn_dev_card_name(int c) {
    return (c >= 0 && c < CL_DEV_COUNT) ? DEV_NAMES[c] : "?";
}
int ctn_dev_card_from_name(const char *name) {
    for (int c = 0; c < CL_DEV_COUNT; c++)
        if (strcmp(DEV_NAMES[c], name) == 0) return c;
    return -1;
}
const char *ctn_classic_phase_name(int p) {
    return (p >= 0 && p < CL_PHASE_COUNT) ? PHASE_NAMES[p] : "?";
}

/* ---- packing ---- */

ctn_action ctn_classic_offer_action(const uint8_t give[CTN_RESOURCE_COUNT],
                                    const uint8_t want[CTN_RESOURCE_COUNT]) {
    uint32_t v = 0;
    for (int r = CTN_RESOURCE_COUNT - 1; r >= 0; r--) v = v * 5 + want[r];
    for (int r = CTN_RESOURCE_COUNT - 1; r >= 0; r--) v = v * 5 + give[r];
    return CL_A_OFFER | (v << 5);
}

void ctn_classic_offer_counts(ctn_action a, uint8_t give[CTN_RESOURCE_COUNT],
                              uint8_t want[CTN_RESOURCE_COUNT]) {
    uint32_t v = a >> 5;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) give[r] = (uint8_t)(v % 5), v /= 5;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) want[r] = (uint8_t)(v % 5), v /= 5;
}
#endif

/* ---- to text ---- */

static int counts_text(const uint8_t *c, char *buf, size_t cap) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (c[r] && (size_t)n < cap)
            n += snprintf(buf + n, cap - (size_t)n, "%s%d %s", n ? " " : "", c[r],
                          ctn_resource_name(r));
    return n;
}

int cl_action_to_text(const ctn_game *g, const ctn_state *state, ctn_action a, char *buf,
                      size_t cap) {
    (void)g;
    const cl_state *s = (const cl_state *)state;
    int type = CL_ACT_TYPE(a), x = CL_ACT_ARG0(a), y = CL_ACT_ARG1(a);
    const char *name =
        type < CL_A_TYPE_COUNT && ACTION_NAMES[type] ? ACTION_NAMES[type] : "unknown";
    char tmp[64], tmp2[64];
    switch (type) {
    case CL_A_DICE:
        return snprintf(buf, cap, "roll %d", x);
    case CL_A_BUILD_ROAD:
    case CL_A_BUILD_SHIP:
    case CL_A_MOVE_SHIP:
    case CL_A_PLACE_SHIP:
        return snprintf(buf, cap, "%s e%d", name, x);
    case CL_A_PICK_GOLD:
        return snprintf(buf, cap, "%s %s", name, ctn_resource_name(x));
    case CL_A_BUILD_SETTLEMENT:
    case CL_A_BUILD_CITY:
        return snprintf(buf, cap, "%s v%d", name, x);
    case CL_A_DRAW_DEV:
        return snprintf(buf, cap, "draw %s", x == CL_DEV_UNKNOWN ? "?" : ctn_dev_card_name(x));
    case CL_A_PLAY_YEAR_OF_PLENTY:
        return snprintf(buf, cap, "%s %s %s", name, ctn_resource_name(x), ctn_resource_name(y));
    case CL_A_PLAY_MONOPOLY:
        return snprintf(buf, cap, "%s %s", name, ctn_resource_name(x));
    case CL_A_MOVE_ROBBER:
    case CL_A_MOVE_PIRATE:
    case CL_A_MOVE_ROBBER2:
    case CL_A_MOVE_PIRATE2:
        return y ? snprintf(buf, cap, "%s h%d p%d", name, x, y - 1)
                 : snprintf(buf, cap, "%s h%d", name, x);
    case CL_A_STEAL:
        return snprintf(buf, cap, "steal %s",
                        x == CL_RESOURCE_UNKNOWN ? "?" : ctn_resource_name(x));
    case CL_A_DISCARD:
        return snprintf(buf, cap, "discard %s", ctn_resource_name(x));
    case CL_A_TRADE_BANK:
        return snprintf(buf, cap, "trade_bank %d %s -> %s",
                        x < CTN_RESOURCE_COUNT ? cl_trade_rate(s, s->actor, x) : 4,
                        ctn_resource_name(x), ctn_resource_name(y));
    case CL_A_OFFER: {
        uint8_t give[CTN_RESOURCE_COUNT], want[CTN_RESOURCE_COUNT];
        ctn_classic_offer_counts(a, give, want);
        counts_text(give, tmp, sizeof tmp);
        counts_text(want, tmp2, sizeof tmp2);
        return snprintf(buf, cap, "offer %s -> %s", tmp, tmp2);
    }
    case CL_A_CONFIRM:
        return snprintf(buf, cap, "confirm p%d", x);
    default:
        return snprintf(buf, cap, "%s", name);
    }
}

/* ---- from text ---- */

enum { MAX_WORDS = 24, WORD_MAX = 32 };

typedef struct {
    int n;
    char w[MAX_WORDS][WORD_MAX];
} words;

static ctn_status split(const char *text, words *out, ctn_error *err) {
    out->n = 0;
    const char *p = text;
    while (*p) {
        while (*p == ' ' || *p == '\t') p++;
        if (!*p) break;
        size_t len = 0;
        while (p[len] && p[len] != ' ' && p[len] != '\t') len++;
        if (out->n == MAX_WORDS)
            return ctn_error_set(err, CTN_E_PARSE, "action text has too many words");
        if (len >= WORD_MAX)
            return ctn_error_set(err, CTN_E_PARSE, "word '%.20s...' is too long", p);
        memcpy(out->w[out->n], p, len);
        out->w[out->n++][len] = 0;
        p += len;
    }
    if (!out->n) return ctn_error_set(err, CTN_E_PARSE, "empty action text");
    return CTN_OK;
}

/* Parses "<letter><number>" such as v12 within [0, limit). */
static ctn_status parse_id(const char *word, char letter, int limit, const char *what, int *out,
                           ctn_error *err) {
    char *end = NULL;
    long v =
        (word[0] == letter && word[1] >= '0' && word[1] <= '9') ? strtol(word + 1, &end, 10) : -1;
    if (v < 0 || *end)
        return ctn_error_set(err, CTN_E_PARSE, "expected %s like %c12, got '%s'", what, letter,
                             word);
    if (v >= limit)
        return ctn_error_set(err, CTN_E_PARSE, "%s %s does not exist (this board has %c0..%c%d)",
                             what, word, letter, letter, limit - 1);
    *out = (int)v;
    return CTN_OK;
}

static ctn_status parse_resource(const char *word, int *out, ctn_error *err) {
    *out = ctn_resource_from_name(word);
    if (*out < 0)
        return ctn_error_set(err, CTN_E_PARSE,
                             "unknown resource '%s' (lumber, brick, wool, grain, ore)", word);
    return CTN_OK;
}

static ctn_status parse_count(const char *word, int max, int *out, ctn_error *err) {
    char *end = NULL;
    long v = strtol(word, &end, 10);
    if (!*word || *end || v < 1 || v > max)
        return ctn_error_set(err, CTN_E_PARSE, "expected a count from 1 to %d, got '%s'", max,
                             word);
    *out = (int)v;
    return CTN_OK;
}

/* Parses "<n> <resource> <n> <resource> ..." from words[from, to). */
static ctn_status parse_counts(const words *w, int from, int to, int max, uint8_t *c,
                               ctn_error *err) {
    memset(c, 0, CTN_RESOURCE_COUNT);
    if (from >= to || (to - from) % 2)
        return ctn_error_set(err, CTN_E_PARSE,
                             "expected pairs of count and resource, like '2 wool 1 ore'");
    for (int i = from; i < to; i += 2) {
        int n = 0, r = 0;
        ctn_status st = parse_count(w->w[i], max, &n, err);
        if (st == CTN_OK) st = parse_resource(w->w[i + 1], &r, err);
        if (st != CTN_OK) return st;
        if (c[r] + n > max)
            return ctn_error_set(err, CTN_E_PARSE, "too many %s (at most %d)", w->w[i + 1], max);
        c[r] = (uint8_t)(c[r] + n);
    }
    return CTN_OK;
}

static int find_arrow(const words *w) {
    for (int i = 0; i < w->n; i++)
        if (strcmp(w->w[i], "->") == 0) return i;
    return -1;
}

static ctn_status need_words(const words *w, int n, const char *usage, ctn_error *err) {
    if (w->n != n)
        return ctn_error_set(err, CTN_E_PARSE, "'%s' takes the form '%s'", w->w[0], usage);
    return CTN_OK;
}

static ctn_status parse_trade_bank(const cl_state *s, int p, const words *w, ctn_action *out,
                                   ctn_error *err) {
    int arrow = find_arrow(w), give, take, st;
    if (arrow != 2 && arrow != 3)
        return need_words(w, -1, "trade_bank [rate] <resource> -> <resource>", err);
    if (w->n != arrow + 2)
        return need_words(w, -1, "trade_bank [rate] <resource> -> <resource>", err);
    if ((st = parse_resource(w->w[arrow - 1], &give, err)) ||
        (st = parse_resource(w->w[arrow + 1], &take, err)))
        return (ctn_status)st;
    if (arrow == 3) {
        int rate = 0;
        if ((st = parse_count(w->w[1], 4, &rate, err))) return (ctn_status)st;
        if (p >= 0 && p < s->num_players && rate != cl_trade_rate(s, p, give))
            return ctn_error_set(err, CTN_E_ILLEGAL, "player %d trades %s at %d:1, not %d:1", p,
                                 w->w[arrow - 1], cl_trade_rate(s, p, give), rate);
    }
    *out = CL_ACT(CL_A_TRADE_BANK, give, take);
    return CTN_OK;
}

static ctn_status parse_offer(const words *w, ctn_action *out, ctn_error *err) {
    int arrow = find_arrow(w);
    uint8_t give[CTN_RESOURCE_COUNT], want[CTN_RESOURCE_COUNT];
    if (arrow < 0) return need_words(w, -1, "offer <n> <resource> ... -> <n> <resource> ...", err);
    ctn_status st = parse_counts(w, 1, arrow, CL_OFFER_MAX_SIDE, give, err);
    if (st == CTN_OK) st = parse_counts(w, arrow + 1, w->n, CL_OFFER_MAX_SIDE, want, err);
    if (st == CTN_OK) *out = ctn_classic_offer_action(give, want);
    return st;
}

/* move_robber, move_pirate and World's move_robber2, move_pirate2: a hex and the player robbed,
 * if any. */
static ctn_status parse_robber(const ctn_game *g, const cl_state *s, const words *w, int type,
                               ctn_action *out, ctn_error *err) {
    int h, victim = 0;
    if (w->n != 2 && w->n != 3) {
        char usage[48];
        snprintf(usage, sizeof usage, "%s h<hex> [p<seat>]", ACTION_NAMES[type]);
        return need_words(w, -1, usage, err);
    }
    ctn_status st = parse_id(w->w[1], 'h', s->num_hexes, "hex", &h, err);
    if (st == CTN_OK && w->n == 3) {
        st = parse_id(w->w[2], 'p', g->num_players, "player", &victim, err);
        victim++;
    }
    if (st == CTN_OK) *out = CL_ACT(type, h, victim);
    return st;
}

static ctn_status parse_simple(const words *w, int type, ctn_action *out, ctn_error *err) {
    ctn_status st = need_words(w, 1, ACTION_NAMES[type], err);
    if (st == CTN_OK) *out = CL_ACT(type, 0, 0);
    return st;
}

static ctn_status parse_with_arg(const ctn_game *g, const cl_state *s, const words *w, int type,
                                 ctn_action *out, ctn_error *err) {
    const ctn_topology *t = &cl_data_of(g)->topo;
    int x = 0, y = 0;
    ctn_status st = CTN_OK;
    switch (type) {
    case CL_A_BUILD_ROAD:
    case CL_A_BUILD_SHIP:
    case CL_A_MOVE_SHIP:
    case CL_A_PLACE_SHIP: {
        char usage[32];
        snprintf(usage, sizeof usage, "%s e<edge>", ACTION_NAMES[type]);
        if (!(st = need_words(w, 2, usage, err)))
            st = parse_id(w->w[1], 'e', t->num_edges, "edge", &x, err);
        break;
    }
    case CL_A_BUILD_SETTLEMENT:
    case CL_A_BUILD_CITY:
        if (!(st = need_words(w, 2, "build_... v<vertex>", err)))
            st = parse_id(w->w[1], 'v', t->num_vertices, "vertex", &x, err);
        break;
    case CL_A_DRAW_DEV:
        if (!(st = need_words(w, 2, "draw <card>", err)) &&
            (x = ctn_dev_card_from_name(w->w[1])) < 0)
            st = ctn_error_set(err, CTN_E_PARSE, "unknown development card '%s'", w->w[1]);
        break;
    case CL_A_STEAL:
    case CL_A_DISCARD:
    case CL_A_PLAY_MONOPOLY:
    case CL_A_PICK_GOLD:
        if (!(st = need_words(w, 2, "<action> <resource>", err)))
            st = parse_resource(w->w[1], &x, err);
        break;
    case CL_A_PLAY_YEAR_OF_PLENTY:
        if (!(st = need_words(w, 3, "play_year_of_plenty <resource> <resource>", err)) &&
            !(st = parse_resource(w->w[1], &x, err)))
            st = parse_resource(w->w[2], &y, err);
        if (x > y) {
            int tmp = x;
            x = y;
            y = tmp;
        }
        break;
    case CL_A_CONFIRM:
        if (!(st = need_words(w, 2, "confirm p<seat>", err)))
            st = parse_id(w->w[1], 'p', g->num_players, "player", &x, err);
        break;
    default:
        break;
    }
    (void)s;
    if (st == CTN_OK) *out = CL_ACT(type, x, y);
    return st;
}

ctn_status cl_action_from_text(const ctn_game *g, const ctn_state *state, int player,
                               const char *text, ctn_action *out, ctn_error *err) {
    const cl_state *s = (const cl_state *)state;
    words w;
    ctn_status st = split(text, &w, err);
    if (st != CTN_OK) return st;
    const char *verb = w.w[0];
    if (strcmp(verb, "roll") == 0) {
        if (w.n == 1) return parse_simple(&w, CL_A_ROLL, out, err);
        int sum;
        char *end = NULL;
        long v = strtol(w.w[1], &end, 10);
        if (w.n != 2 || *end || v < 2 || v > 12)
            return ctn_error_set(err, CTN_E_PARSE,
                                 "'roll' alone, or 'roll <2-12>' for the dice, not '%s'", text);
        sum = (int)v;
        *out = CL_ACT(CL_A_DICE, sum, 0);
        return CTN_OK;
    }
    if (strcmp(verb, "trade_bank") == 0) return parse_trade_bank(s, player, &w, out, err);
    if (strcmp(verb, "offer") == 0) return parse_offer(&w, out, err);
    static const int BANDIT_MOVES[] = {CL_A_MOVE_ROBBER, CL_A_MOVE_PIRATE, CL_A_MOVE_ROBBER2,
                                       CL_A_MOVE_PIRATE2};
    for (size_t i = 0; i < sizeof BANDIT_MOVES / sizeof BANDIT_MOVES[0]; i++)
        if (strcmp(verb, ACTION_NAMES[BANDIT_MOVES[i]]) == 0)
            return parse_robber(g, s, &w, BANDIT_MOVES[i], out, err);
    for (int type = 1; type < CL_A_TYPE_COUNT; type++) {
        if (strcmp(verb, ACTION_NAMES[type]) != 0) continue;
        switch (type) {
        case CL_A_BUY_DEV:
        case CL_A_PLAY_KNIGHT:
        case CL_A_PLAY_ROAD_BUILDING:
        case CL_A_ACCEPT:
        case CL_A_DECLINE:
        case CL_A_CANCEL:
        case CL_A_END_TURN:
            return parse_simple(&w, type, out, err);
        default:
            return parse_with_arg(g, s, &w, type, out, err);
        }
    }
    return ctn_error_set(
        err, CTN_E_PARSE,
        "unknown action '%s' (roll, build_road, build_settlement, build_city, buy_dev, "
        "play_knight, play_road_building, play_year_of_plenty, play_monopoly, move_robber, "
        "discard, trade_bank, offer, accept, decline, confirm, cancel, end_turn; Seafarers: "
        "build_ship, move_ship, place_ship, move_pirate, pick_gold; World: move_robber2, "
        "move_pirate2; chance: roll N, draw <card>, steal <resource>)",
        verb);
}
