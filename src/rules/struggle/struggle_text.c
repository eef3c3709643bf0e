/* struggle_text.c — the text form of Struggle actions (docs/rules/struggle.md §12) both ways. */
#include <stdio.h>
#include <stdlib.h>

#include "struggle_internal.h"

static const char *const ACTION_NAMES[ST_A_TYPE_COUNT] = {
    [ST_A_TRADE_DECK] = "trade_deck",   [ST_A_TRADE_MARKET] = "trade_market", [ST_A_TRADE_PLAYER] = "trade_player",
    [ST_A_LIBRARY] = "library",         [ST_A_TAKE] = "take",                 [ST_A_GIVE] = "give",
    [ST_A_GUILD] = "guild",             [ST_A_END_TRADE] = "end_trade",       [ST_A_BUILD] = "build",
    [ST_A_PAY] = "pay",
    [ST_A_FLIP_DIRECTION] = "flip_direction", [ST_A_KEEP_DIRECTION] = "keep_direction",
    [ST_A_MARKET_TAKE] = "market_take", [ST_A_MARKET_PASS] = "market_pass",   [ST_A_DISCARD] = "discard",
    [ST_A_END_BUILD] = "end_build",     [ST_A_DRAW] = "draw",                 [ST_A_DRAW_FROM] = "draw_from",
    [ST_A_EVENT] = "event",             [ST_A_DRAW_SET] = "draw_cards"};

static const char *res_name(int r) { return r == ST_UNKNOWN ? "?" : ctn_resource_name(r); }

static int paid_text(const uint8_t *paid, char *buf, size_t cap) {
    int n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (paid[r] && (size_t)n < cap) n += snprintf(buf + n, cap - (size_t)n, " %d %s", paid[r], ctn_resource_name(r));
    return n;
}

int st_action_to_text(const ctn_game *g, const ctn_state *state, ctn_action a, char *buf, size_t cap) {
    (void)g;
    const st_state *s = (const st_state *)state;
    int type = ST_ACT_TYPE(a), x = ST_ACT_ARG0(a), y = ST_ACT_ARG1(a);
    const char *name = type < ST_A_TYPE_COUNT && ACTION_NAMES[type] ? ACTION_NAMES[type] : "unknown";
    switch (type) {
    case ST_A_TRADE_DECK:
    case ST_A_TAKE:
    case ST_A_GIVE:
    case ST_A_MARKET_TAKE:
    case ST_A_DISCARD:
    case ST_A_DRAW: return snprintf(buf, cap, "%s %s", name, res_name(x));
    case ST_A_TRADE_MARKET: return snprintf(buf, cap, "%s %s -> %s", name, res_name(x), res_name(y));
    case ST_A_TRADE_PLAYER:
    case ST_A_LIBRARY:
    case ST_A_GUILD: return snprintf(buf, cap, "%s p%d", name, x);
    case ST_A_DRAW_FROM:
        if (s->phase == ST_PHASE_GUILD_STEAL) return snprintf(buf, cap, "steal %s", res_name(x));
        if (s->victim == ST_NOBODY) return snprintf(buf, cap, "%s %s", name, res_name(x));
        return snprintf(buf, cap, "%s p%d %s", name, s->victim, res_name(x));
    case ST_A_EVENT: return snprintf(buf, cap, "event %s", ctn_struggle_event_name(x));
    case ST_A_DRAW_SET: {
        if (ctn_struggle_draw_is_hidden(a)) return snprintf(buf, cap, "draw_cards %d ?", x & 7);
        uint8_t drawn[CTN_RESOURCE_COUNT];
        char tmp[80];
        ctn_struggle_draw_counts(a, drawn);
        paid_text(drawn, tmp, sizeof tmp);
        return snprintf(buf, cap, "draw_cards%s", tmp);
    }
    case ST_A_BUILD:
        if (x == ST_BUILD_EXPANSION) return snprintf(buf, cap, "build_expansion %s", ctn_struggle_expansion_name(y));
        return snprintf(buf, cap, "build_%s", ctn_struggle_build_name(x));
    case ST_A_PAY: {
        uint8_t paid[CTN_RESOURCE_COUNT];
        char tmp[80];
        ctn_struggle_paid(a, paid);
        paid_text(paid, tmp, sizeof tmp);
        return snprintf(buf, cap, "pay%s", tmp);
    }
    default: return snprintf(buf, cap, "%s", name);
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
    for (const char *p = text; *p;) {
        while (*p == ' ' || *p == '\t') p++;
        if (!*p) break;
        size_t len = 0;
        while (p[len] && p[len] != ' ' && p[len] != '\t') len++;
        if (out->n == MAX_WORDS) return ctn_error_set(err, CTN_E_PARSE, "action text has too many words");
        if (len >= WORD_MAX) return ctn_error_set(err, CTN_E_PARSE, "word '%.20s...' is too long", p);
        memcpy(out->w[out->n], p, len);
        out->w[out->n++][len] = 0;
        p += len;
    }
    if (!out->n) return ctn_error_set(err, CTN_E_PARSE, "empty action text");
    return CTN_OK;
}

static ctn_status resource(const char *w, int *out, ctn_error *err) {
    *out = ctn_resource_from_name(w);
    if (*out < 0) return ctn_error_set(err, CTN_E_PARSE, "unknown resource '%s' (lumber, brick, wool, grain, ore)", w);
    return CTN_OK;
}

static ctn_status seat(const ctn_game *g, const char *w, int *out, ctn_error *err) {
    char *end = NULL;
    long v = (w[0] == 'p' && w[1] >= '0' && w[1] <= '9') ? strtol(w + 1, &end, 10) : -1;
    if (v < 0 || *end || v >= g->num_players)
        return ctn_error_set(err, CTN_E_PARSE, "expected a seat p0..p%d, got '%s'", g->num_players - 1, w);
    *out = (int)v;
    return CTN_OK;
}

static ctn_status arity(const words *w, int n, const char *form, ctn_error *err) {
    return w->n == n ? CTN_OK : ctn_error_set(err, CTN_E_PARSE, "'%s' takes the form '%s'", w->w[0], form);
}

/* "build_<kind>" or "build_expansion <name>" */
static ctn_status parse_build(const words *w, int kind, ctn_action *out, ctn_error *err) {
    int exp = 0;
    if (kind == ST_BUILD_EXPANSION) {
        if (w->n != 2 || (exp = ctn_struggle_expansion_from_name(w->w[1])) < 0)
            return ctn_error_set(err, CTN_E_PARSE, "build_expansion needs an expansion name (library, merchant_guild, "
                                                   "church, city_wall, castle, cathedral)");
    } else if (w->n != 1) {
        return ctn_error_set(err, CTN_E_PARSE, "'%s' takes no arguments; the payment follows with 'pay ...'", w->w[0]);
    }
    *out = ST_ACT(ST_A_BUILD, kind, exp);
    return CTN_OK;
}

/* "pay <n> <resource> ..." */
static ctn_status parse_pay(const words *w, ctn_action *out, ctn_error *err) {
    if (w->n < 3 || (w->n - 1) % 2)
        return ctn_error_set(err, CTN_E_PARSE, "'pay' names the cards paid: 'pay 1 lumber 1 brick'");
    uint8_t paid[CTN_RESOURCE_COUNT] = {0};
    for (int k = 1; k < w->n; k += 2) {
        char *end = NULL;
        long c = strtol(w->w[k], &end, 10);
        int r;
        if (!*w->w[k] || *end || c < 1 || c > 15)
            return ctn_error_set(err, CTN_E_PARSE, "expected a count from 1 to 15, got '%s'", w->w[k]);
        ctn_status st = resource(w->w[k + 1], &r, err);
        if (st != CTN_OK) return st;
        if (paid[r] + c > 15) return ctn_error_set(err, CTN_E_PARSE, "too many %s", w->w[k + 1]);
        paid[r] = (uint8_t)(paid[r] + c);
    }
    *out = ctn_struggle_pay_action(paid);
    return CTN_OK;
}

static ctn_status parse_one_resource(const words *w, int type, ctn_action *out, ctn_error *err) {
    int r = 0;
    ctn_status st = arity(w, 2, "<action> <resource>", err);
    if (st == CTN_OK) st = resource(w->w[1], &r, err);
    if (st == CTN_OK) *out = ST_ACT(type, r, 0);
    return st;
}

static ctn_status parse_seat_action(const ctn_game *g, const words *w, int type, ctn_action *out, ctn_error *err) {
    int q = 0;
    ctn_status st = arity(w, 2, "<action> p<seat>", err);
    if (st == CTN_OK) st = seat(g, w->w[1], &q, err);
    if (st == CTN_OK) *out = ST_ACT(type, q, 0);
    return st;
}

ctn_status st_action_from_text(const ctn_game *g, const ctn_state *state, int player, const char *text,
                               ctn_action *out, ctn_error *err) {
    (void)player;
    const st_state *s = (const st_state *)state;
    words w;
    ctn_status st = split(text, &w, err);
    if (st != CTN_OK) return st;
    const char *verb = w.w[0];
    for (int k = 0; k < ST_BUILD_COUNT; k++) {
        char name[32];
        snprintf(name, sizeof name, "build_%s", ctn_struggle_build_name(k));
        if (strcmp(verb, name) == 0) return parse_build(&w, k, out, err);
    }
    if (!strcmp(verb, "pay")) return parse_pay(&w, out, err);
    if (!strcmp(verb, "trade_market")) {
        int t = 0, r = 0;
        if (w.n != 4 || strcmp(w.w[2], "->")) return arity(&w, -1, "trade_market <take> -> <give>", err);
        if ((st = resource(w.w[1], &t, err)) || (st = resource(w.w[3], &r, err))) return st;
        *out = ST_ACT(ST_A_TRADE_MARKET, t, r);
        return CTN_OK;
    }
    if (!strcmp(verb, "draw_cards")) { /* "draw_cards <n> <resource> ..." */
        uint8_t drawn[CTN_RESOURCE_COUNT] = {0};
        if (w.n < 3 || (w.n - 1) % 2) return arity(&w, -1, "draw_cards <n> <resource> ...", err);
        for (int k = 1; k < w.n; k += 2) {
            char *end = NULL;
            long c = strtol(w.w[k], &end, 10);
            int r;
            if (!*w.w[k] || *end || c < 1 || c > 6)
                return ctn_error_set(err, CTN_E_PARSE, "expected a count from 1 to 6, got '%s'", w.w[k]);
            if ((st = resource(w.w[k + 1], &r, err))) return st;
            if (drawn[r] + c > 6) return ctn_error_set(err, CTN_E_PARSE, "too many %s", w.w[k + 1]);
            drawn[r] = (uint8_t)(drawn[r] + c);
        }
        *out = ctn_struggle_draw_set(drawn);
        return CTN_OK;
    }
    if (!strcmp(verb, "event")) {
        for (int e = 0; e < ST_EVENT_COUNT && w.n == 2; e++)
            if (!strcmp(w.w[1], ctn_struggle_event_name(e))) return *out = ST_ACT(ST_A_EVENT, e, 0), CTN_OK;
        return ctn_error_set(err, CTN_E_PARSE, "'event' takes brigand_attack or market_day");
    }
    if (!strcmp(verb, "steal")) return parse_one_resource(&w, ST_A_DRAW_FROM, out, err); /* the guild's theft */
    if (!strcmp(verb, "draw_from")) { /* "draw_from [p<seat>] <resource>" */
        int q = s->victim, r = 0;
        if (w.n == 3 && (st = seat(g, w.w[1], &q, err))) return st;
        if (w.n == 3 && q != s->victim) return ctn_error_set(err, CTN_E_ILLEGAL, "no card is being drawn from p%d now", q);
        if ((w.n != 2 && w.n != 3) || (st = resource(w.w[w.n - 1], &r, err)))
            return st ? st : arity(&w, -1, "draw_from [p<seat>] <resource>", err);
        *out = ST_ACT(ST_A_DRAW_FROM, r, 0);
        return CTN_OK;
    }
    for (int type = 1; type < ST_A_TYPE_COUNT; type++) {
        if (!ACTION_NAMES[type] || strcmp(verb, ACTION_NAMES[type])) continue;
        switch (type) {
        case ST_A_TRADE_DECK: case ST_A_TAKE: case ST_A_GIVE: case ST_A_MARKET_TAKE: case ST_A_DISCARD: case ST_A_DRAW:
            return parse_one_resource(&w, type, out, err);
        case ST_A_TRADE_PLAYER: case ST_A_LIBRARY: case ST_A_GUILD: return parse_seat_action(g, &w, type, out, err);
        case ST_A_BUILD:
        case ST_A_PAY: break;
        default:
            if ((st = arity(&w, 1, ACTION_NAMES[type], err))) return st;
            *out = ST_ACT(type, 0, 0);
            return CTN_OK;
        }
    }
    return ctn_error_set(err, CTN_E_PARSE,
                         "unknown action '%s' (trade_deck, trade_market, trade_player, library, take, give, guild, "
                         "end_trade, build_road, build_settlement, build_city, build_expansion, build_knight, pay, "
                         "flip_direction, keep_direction, market_take, market_pass, discard, end_build; chance: draw, "
                         "draw_cards, draw_from, steal, event)", verb);
}
