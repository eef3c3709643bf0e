/* rivals_text.c — action text both ways (docs/rules/rivals.md R§9). A card is "c<id>" followed by
 * its key ("c7 grain_mill"; "c?" when hidden), a region position "p<n>", a site "x<n>", a town
 * column "t<n>", a stack "s<n>", a region card "r<n>", an event "e<n>" followed by its key. */
#include <stdio.h>
#include <stdlib.h>

#include "rivals_internal.h"

static const char *const SIDE[2] = {"left", "right"};
static const char *const HALF[2] = {"top", "bottom"};

/* The kind of card c as the state (a view: RV_NONE when unseen) or, without one, the game deals it. */
static int kind_at(const rv_data *d, const rv_state *s, int c) {
    return c < 0 || c >= d->num_draw ? RV_NONE : s ? s->kind[c] : d->dealt[c];
}

/* The kind of event e as the state (a view: RV_NONE for an unrevealed pick) or the game's start. */
static int event_kind_at(const rv_data *d, const rv_state *s, int e) {
    return e < 0 || e >= d->num_events ? RV_NONE : s ? s->ev_kind[e] : d->event_kind[e];
}

static int card_text(const rv_data *d, const rv_state *s, int c, char *buf, size_t cap) {
    if (c == RV_UNKNOWN) return snprintf(buf, cap, "c?");
    int k = kind_at(d, s, c);
    if (k == RV_NONE) return snprintf(buf, cap, "c%d", c);
    return snprintf(buf, cap, "c%d %s", c, ctn_rivals_cards[k].key);
}

/* Michael's resources: "play c<id> michael ore ore lumber", each resource as often as named. */
static int resources_text(int y, const char *c, char *buf, size_t cap) {
    uint8_t set[RV_NUM_RESOURCES];
    ctn_rivals_michael_set(y, set);
    int len = snprintf(buf, cap, "play %s", c);
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        for (int k = 0; k < set[r] && len >= 0 && (size_t)len < cap; k++)
            len += snprintf(buf + len, cap - (size_t)len, " %s", ctn_rivals_resource_name(r));
    return len;
}

/* "play c<id> key", with the card's argument: a resource (Mint) or a region position (Brigands). */
static int play_text(const rv_data *d, const rv_state *s, int x, int y, const char *c, char *buf, size_t cap) {
    char taken[48];
    int k = kind_at(d, s, x);
    if (s && s->phase == RV_PH_COUNCIL) return snprintf(buf, cap, "play %s", c); /* an owl to a sage */
    switch (k == RV_NONE ? RV_PA_NONE : rv_play_arg(k)) {
    case RV_PA_RESOURCE: return snprintf(buf, cap, "play %s %s", c, ctn_rivals_resource_name(y));
    case RV_PA_REGION: return snprintf(buf, cap, "play %s p%d", c, y);
    case RV_PA_SITE: return snprintf(buf, cap, "play %s x%d", c, y);
    case RV_PA_CARD: card_text(d, s, y, taken, sizeof taken); return snprintf(buf, cap, "play %s %s", c, taken);
    case RV_PA_RESOURCES: return resources_text(y, c, buf, cap);
    case RV_PA_ROAD: return snprintf(buf, cap, "play %s road%d", c, y);
    case RV_PA_POST: /* the Trading Post: laid on a road, then a trade down or up */
        if (y < RV_FIELD_USE) return snprintf(buf, cap, "play %s road%d", c, y);
        return snprintf(buf, cap, "play %s %s", c, y == RV_FIELD_USE ? "down" : "up");
    case RV_PA_MOVE: /* the Wainwright: the resource taken for 3, or "move" and the resource moved */
        if (y < RV_FIELD_USE) return snprintf(buf, cap, "play %s %s", c, ctn_rivals_resource_name(y));
        return snprintf(buf, cap, "play %s move %s", c, ctn_rivals_resource_name(y - RV_FIELD_USE));
    case RV_PA_TOWN: return snprintf(buf, cap, "play %s t%d", c, y);
    case RV_PA_FIELD: /* laid by a region; then the Brewery's side, a Residence's level, the Miller's resource */
        if (y < RV_FIELD_USE && ctn_rivals_cards[k].place == RV_P_NONE) return snprintf(buf, cap, "play %s", c); /* */
        if (y < RV_FIELD_USE) return snprintf(buf, cap, "play %s p%d", c, y);
        if (ctn_rivals_cards[k].levels) return snprintf(buf, cap, "play %s level%d", c, y - RV_FIELD_USE);
        if (ctn_rivals_cards[k].ability == rv_ab_abbey_brewery) return snprintf(buf, cap, "play %s side%d", c, y - RV_FIELD_USE);
        return snprintf(buf, cap, "play %s %s", c, ctn_rivals_resource_name(y - RV_FIELD_USE));
    case RV_PA_TRIUMPH: return snprintf(buf, cap, y ? "play %s triumph" : "play %s", c); /* */
    case RV_PA_STATION: return y ? snprintf(buf, cap, "play %s x%d", c, y - 1) : snprintf(buf, cap, "play %s", c); /* */
    case RV_PA_MANIFESTO: /* taken; turned up for owls; or for an attack card and 1 owl */
        if (y >= RV_MANIFESTO_ATTACK) card_text(d, s, y - RV_MANIFESTO_ATTACK, taken, sizeof taken);
        if (y >= RV_MANIFESTO_ATTACK) return snprintf(buf, cap, "play %s with %s", c, taken);
        return y ? snprintf(buf, cap, "play %s level%d", c, y - RV_FIELD_USE) : snprintf(buf, cap, "play %s", c);
    case RV_PA_FACE: return snprintf(buf, cap, "play %s %s", c, ctn_rivals_face_name(y)); /* */
    case RV_PA_FORESIGHT: /* the Grove of Great Foresight: its use, or an event put under */
        if (!y) return snprintf(buf, cap, "play %s", c);
        y--;
        /* fall through */
    case RV_PA_EVENT: /* Great Foresight's event */
        k = event_kind_at(d, s, y);
        return snprintf(buf, cap, "play %s e%d %s", c, y, k != RV_NONE ? ctn_rivals_cards[k].key : "?");
    case RV_PA_SWAP: /* the Common Land: the resource given, then the one got */
        return snprintf(buf, cap, "play %s %s %s", c, ctn_rivals_resource_name(y / RV_NUM_RESOURCES),
                        ctn_rivals_resource_name(y % RV_NUM_RESOURCES));
    case RV_PA_STAR_USE: return snprintf(buf, cap, y ? "play %s resource" : "play %s", c); /* */
    default: return snprintf(buf, cap, "play %s", c);
    }
}

/* "build c<id> key t<n> top|bottom", then "less <resource>" (Drill Ground, Building Crane) or
 * "wool" (Tithe Barn). */
static int build_text(int y, int z, const char *c, char *buf, size_t cap) {
    int len = snprintf(buf, cap, "build %s t%d %s", c, y, HALF[z & 1]);
    if ((z >> 1 & 7) && len >= 0 && (size_t)len < cap)
        len += snprintf(buf + len, cap - (size_t)len, " less %s", ctn_rivals_resource_name((z >> 1 & 7) - 1));
    if ((z & 16) && len >= 0 && (size_t)len < cap) len += snprintf(buf + len, cap - (size_t)len, " wool");
    return len;
}

int rv_action_to_text(const ctn_game *g, const ctn_state *state, ctn_action a, char *buf, size_t cap) {
    const rv_state *s = (const rv_state *)state;
    const rv_data *d = rv_data_of(g);
    int x = RV_ACT_A(a), y = RV_ACT_B(a), z = RV_ACT_C(a);
    char c[48];
    if (RV_IS_CHANCE(a)) {
        switch (RV_ACT_TYPE(a)) {
        case RV_C_DICE: return snprintf(buf, cap, "dice %d %s", x, ctn_rivals_face_name(y));
        case RV_C_CARD: card_text(d, s, x, c, sizeof c); return snprintf(buf, cap, "card %s", c);
        case RV_C_REGION: return snprintf(buf, cap, "region r%d", x);
        case RV_C_EVENT:
        case RV_C_LOOK: /* an event revealed; one the Grove of Great Foresight's look shows */
            return snprintf(buf, cap, "%s e%d %s", RV_ACT_TYPE(a) == RV_C_LOOK ? "look" : "event", x,
                            event_kind_at(d, s, x) != RV_NONE ? ctn_rivals_cards[event_kind_at(d, s, x)].key : "?");
        case RV_C_GUARD: return snprintf(buf, cap, "guard %s", x ? "cancels" : "fails");
        case RV_C_TAVERN: return snprintf(buf, cap, "tavern_die %d", x);
        case RV_C_SEA: return snprintf(buf, cap, "sea_die %d", x);
        case RV_C_CONTEST: return snprintf(buf, cap, "contest_dice %d %d", x, RV_ACT_B(a));
        default: return snprintf(buf, cap, "?");
        }
    }
    card_text(d, s, x, c, sizeof c);
    switch (RV_ACT_TYPE(a)) {
    case RV_A_START_STACK: return snprintf(buf, cap, "start_stack s%d", x);
    case RV_A_ROLL: return snprintf(buf, cap, "roll");
    case RV_A_BRIGITTA: return snprintf(buf, cap, "brigitta %s %d", c, y);
    case RV_A_ROAD: return snprintf(buf, cap, "road %s", SIDE[x & 1]);
    case RV_A_SETTLEMENT:
        if (y == RV_NONE) return snprintf(buf, cap, "settlement %s", SIDE[x & 1]);
        card_text(d, s, y, c, sizeof c);
        return snprintf(buf, cap, "settlement %s scout %s", SIDE[x & 1], c);
    case RV_A_CITY: return snprintf(buf, cap, "city t%d", x);
    case RV_A_BUILD: return build_text(y, z, c, buf, cap);
    case RV_A_CARAVAN: return snprintf(buf, cap, "caravan %s", c);
    case RV_A_GOLDSMITH: return snprintf(buf, cap, "goldsmith %s", c);
    case RV_A_SWAP_REGIONS: return snprintf(buf, cap, "relocate %s regions p%d p%d", c, y, z);
    case RV_A_SWAP_CARDS: return snprintf(buf, cap, "relocate %s cards x%d x%d", c, y, z);
    case RV_A_TRADE:
        if (x == y) return snprintf(buf, cap, "feeling %s", ctn_rivals_resource_name(x)); /* */
        return snprintf(buf, cap, "trade %s %s", ctn_rivals_resource_name(x), ctn_rivals_resource_name(y));
    case RV_A_SHIP_TRADE: return snprintf(buf, cap, "ship_trade %s", c);
    case RV_A_END_ACTIONS: return snprintf(buf, cap, "end_actions");
    case RV_A_PAY: return snprintf(buf, cap, "pay p%d", x);
    case RV_A_GAIN: return snprintf(buf, cap, "gain p%d", x);
    case RV_A_TAKE_TYPE: return snprintf(buf, cap, "take %s", ctn_rivals_resource_name(x));
    case RV_A_PLACE: return snprintf(buf, cap, "place %s", x ? "swap" : "keep");
    case RV_A_SCOUT_PICK: return snprintf(buf, cap, "scout_pick r%d", x);
    case RV_A_BUY: return snprintf(buf, cap, "buy");
    case RV_A_STOP: return snprintf(buf, cap, "stop");
    case RV_A_FF_PICK: return snprintf(buf, cap, "ff_pick %s", c);
    case RV_A_FEUD_NAME: return snprintf(buf, cap, "feud_name x%d", x);
    case RV_A_FEUD_CHOOSE: return snprintf(buf, cap, "feud_choose x%d", x);
    case RV_A_BURY: return snprintf(buf, cap, "bury s%d", x);
    case RV_A_DRAW: return snprintf(buf, cap, "draw s%d", x);
    case RV_A_RETURN: return snprintf(buf, cap, "return %s s%d", c, y);
    case RV_A_TAKE_TOP: return snprintf(buf, cap, "take_top s%d", x);
    case RV_A_SEARCH: return snprintf(buf, cap, "search s%d", x);
    case RV_A_PICK: return snprintf(buf, cap, "pick %s", c);
    case RV_A_END_TURN: return snprintf(buf, cap, "end_turn");
    case RV_A_EXPLORER_SHIP: return snprintf(buf, cap, "explorer_ship"); /* */
    case RV_A_PLAY: return play_text(d, s, x, y, c, buf, cap);
    case RV_A_GIVE: return snprintf(buf, cap, "give %s", ctn_rivals_resource_name(x));
    case RV_A_LOSE: return snprintf(buf, cap, "lose x%d", x);
    case RV_A_DECLINE: return snprintf(buf, cap, "decline");
    case RV_A_RIOT_PAY: return snprintf(buf, cap, "riot_pay");
    case RV_A_REMOVE: return snprintf(buf, cap, "remove x%d", x);
    case RV_A_STEAL: return snprintf(buf, cap, "steal %s", c);
    case RV_A_ABANDON: return snprintf(buf, cap, "abandon x%d", x);
    default: return snprintf(buf, cap, "?");
    }
}

/* ---- parsing ---- */

enum { MAX_TOKENS = 8, TOKEN_LEN = 32 };
typedef struct {
    char t[MAX_TOKENS][TOKEN_LEN];
    int n, i;
    const rv_data *d;
    const rv_state *s; /* the state the action is for (a view), or NULL */
    int bad;
} lexer;

static void lex(lexer *L, const char *text) {
    L->n = L->i = L->bad = 0;
    while (*text) {
        while (*text == ' ' || *text == '\t') text++;
        if (!*text) break;
        if (L->n == MAX_TOKENS) {
            L->bad = 1;
            return;
        }
        int k = 0;
        while (*text && *text != ' ' && *text != '\t') {
            if (k == TOKEN_LEN - 1) {
                L->bad = 1;
                return;
            }
            L->t[L->n][k++] = *text++;
        }
        L->t[L->n++][k] = 0;
    }
}

static const char *next(lexer *L) {
    if (L->i >= L->n) {
        L->bad = 1;
        return "";
    }
    return L->t[L->i++];
}

/* A number after a one-letter prefix, in [0, limit). */
static int prefixed(lexer *L, char prefix, int limit) {
    const char *s = next(L);
    if (s[0] != prefix || s[1] < '0' || s[1] > '9') return L->bad = 1, 0;
    char *end;
    long v = strtol(s + 1, &end, 10);
    if (*end || v < 0 || v >= limit) return L->bad = 1, 0;
    return (int)v;
}

static int number(lexer *L, int lo, int hi) {
    const char *s = next(L);
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < lo || v > hi) return L->bad = 1, 0;
    return (int)v;
}

static int word(lexer *L, const char *const *words, int n) {
    const char *s = next(L);
    for (int i = 0; i < n; i++)
        if (strcmp(s, words[i]) == 0) return i;
    L->bad = 1;
    return 0;
}

/* "c<id>" and its key if the text gives one (it must then be the card's); "c?" is hidden. */
static int card(lexer *L) {
    const char *s = next(L);
    if (strcmp(s, "c?") == 0) return RV_UNKNOWN;
    if (s[0] != 'c' || s[1] < '0' || s[1] > '9') return L->bad = 1, 0;
    char *end;
    long v = strtol(s + 1, &end, 10);
    if (*end || v < 0 || v >= L->d->num_draw) return L->bad = 1, 0;
    if (L->i < L->n && ctn_rivals_card_find(L->t[L->i]) >= 0) {
        int k = kind_at(L->d, L->s, (int)v); /* a key given must be the card's, when it is known */
        if (k != RV_NONE && strcmp(L->t[L->i], ctn_rivals_cards[k].key) != 0) L->bad = 1;
        L->i++;
    }
    return (int)v;
}

static int resource(lexer *L) {
    int r = ctn_rivals_resource_from_name(next(L));
    if (r < 0) L->bad = 1;
    return r < 0 ? 0 : r;
}

/* The Red Light Tavern's road: "road<column>". */
static int road_column(lexer *L) {
    const char *s = next(L);
    char *end;
    long v = strncmp(s, "road", 4) ? -1 : strtol(s + 4, &end, 10);
    if (v < 0 || v >= RV_REGION_COLS || s[4] < '0' || s[4] > '9' || *end) return L->bad = 1, 0;
    return (int)v;
}

/* The Abbey Brewery's, Reiner the Miller's and the Residences' argument: "p<pos>" (laid),
 * "side<k>", "level<k>", a resource. */
static int field_use(lexer *L) {
    const char *s = L->i < L->n ? L->t[L->i] : "";
    if (s[0] == 'p') return prefixed(L, 'p', RV_REGION_POS);
    if (!strncmp(s, "side", 4) && s[4] >= '0' && s[4] <= '2' && !s[5]) return L->i++, RV_FIELD_USE + s[4] - '0';
    if (!strncmp(s, "level", 5) && s[5] >= '0' && s[5] <= '5' && !s[6]) return L->i++, RV_FIELD_USE + s[5] - '0';
    return RV_FIELD_USE + resource(L);
}

/* The Manifesto's argument: "level<k>" or "with c<attack>". */
static int manifesto_use(lexer *L) {
    const char *s = L->i < L->n ? L->t[L->i] : "";
    if (!strcmp(s, "with")) {
        L->i++;
        int c = card(L);
        return c == RV_UNKNOWN ? (L->bad = 1, 0) : RV_MANIFESTO_ATTACK + c;
    }
    return field_use(L);
}

/* An event die's face by name (the Grove of Justice, R-217). */
static int face_named(lexer *L) {
    const char *s = next(L);
    for (int f = 0; f < RV_E_COUNT; f++)
        if (!strcmp(s, ctn_rivals_face_name(f))) return f;
    return L->bad = 1, 0;
}

/* An event "e<id>", with its key when the text gives one (it must then be the event's). */
static int event_named(lexer *L) {
    int e = prefixed(L, 'e', L->d->num_events), kind = event_kind_at(L->d, L->s, e);
    if (L->i < L->n && !L->bad && ctn_rivals_card_find(L->t[L->i]) >= 0) {
        if (kind != RV_NONE && strcmp(L->t[L->i], ctn_rivals_cards[kind].key)) L->bad = 1;
        L->i++;
    }
    return e;
}

/* The Trading Post's argument: "road<column>", "down" or "up". */
static int post_use(lexer *L) {
    const char *s = L->i < L->n ? L->t[L->i] : "";
    if (!strcmp(s, "down")) return L->i++, RV_FIELD_USE;
    if (!strcmp(s, "up")) return L->i++, RV_FIELD_USE + 1;
    return road_column(L);
}

static const char *const TRIUMPH[] = {"triumph"}; /* Siegfried's other choice */
static const char *const STAR_USE[] = {"resource"}; /* the Hospital's and Bera's other choice */

/* The Wainwright's argument: a resource, or "move" and a resource. */
static int move_use(lexer *L) {
    const char *s = L->i < L->n ? L->t[L->i] : "";
    if (!strcmp(s, "move")) return L->i++, RV_FIELD_USE + resource(L);
    return resource(L);
}

/* Michael's 1–3 resources, in any order. */
static int resource_set(lexer *L) {
    uint8_t counts[RV_NUM_RESOURCES] = {0};
    for (int k = 0; k < 3 && L->i < L->n; k++) counts[resource(L)]++;
    int b = rv_michael_index(counts);
    if (b < 0) L->bad = 1;
    return b < 0 ? 0 : b;
}

static ctn_action parse(lexer *L) {
    const char *verb = next(L);
    int x, y, z;
    static const char *const SIDES[] = {"left", "right"}, *const HALVES[] = {"top", "bottom"};
    static const char *const KIND[] = {"regions", "cards"}, *const PLACE[] = {"keep", "swap"};
    static const char *const FACES[] = {"brigands", "trade", "celebration", "harvest", "event"};
    if (!strcmp(verb, "start_stack")) return RV_ACT(RV_A_START_STACK, prefixed(L, 's', L->d->num_stacks), 0, 0);
    if (!strcmp(verb, "roll")) return RV_ACT(RV_A_ROLL, 0, 0, 0);
    if (!strcmp(verb, "brigitta")) {
        x = card(L);
        return RV_ACT(RV_A_BRIGITTA, x, number(L, 1, 6), 0);
    }
    if (!strcmp(verb, "road")) return RV_ACT(RV_A_ROAD, word(L, SIDES, 2), 0, 0);
    if (!strcmp(verb, "settlement")) {
        x = word(L, SIDES, 2);
        if (L->i == L->n) return RV_ACT(RV_A_SETTLEMENT, x, RV_NONE, 0);
        if (strcmp(next(L), "scout")) L->bad = 1;
        return RV_ACT(RV_A_SETTLEMENT, x, card(L), 0);
    }
    if (!strcmp(verb, "city")) return RV_ACT(RV_A_CITY, prefixed(L, 't', RV_TOWN_COLS), 0, 0);
    if (!strcmp(verb, "build")) {
        x = card(L);
        y = prefixed(L, 't', RV_TOWN_COLS);
        z = word(L, HALVES, 2);
        if (L->i < L->n && !strcmp(L->t[L->i], "less")) {
            L->i++;
            z |= (resource(L) + 1) << 1;
        }
        if (L->i < L->n && !strcmp(L->t[L->i], "wool")) {
            L->i++;
            z |= 16;
        }
        return RV_ACT(RV_A_BUILD, x, y, z);
    }
    if (!strcmp(verb, "caravan")) return RV_ACT(RV_A_CARAVAN, card(L), 0, 0);
    if (!strcmp(verb, "goldsmith")) return RV_ACT(RV_A_GOLDSMITH, card(L), 0, 0);
    if (!strcmp(verb, "relocate")) {
        x = card(L);
        int k = word(L, KIND, 2);
        y = prefixed(L, k ? 'x' : 'p', k ? RV_TOWN_COLS * RV_SITES : RV_REGION_POS);
        z = prefixed(L, k ? 'x' : 'p', k ? RV_TOWN_COLS * RV_SITES : RV_REGION_POS);
        return RV_ACT(k ? RV_A_SWAP_CARDS : RV_A_SWAP_REGIONS, x, y, z);
    }
    if (!strcmp(verb, "trade")) {
        x = resource(L);
        return RV_ACT(RV_A_TRADE, x, resource(L), 0);
    }
    if (!strcmp(verb, "feeling")) { /* the Public Feeling's 2 stars for 1 resource */
        x = resource(L);
        return RV_ACT(RV_A_TRADE, x, x, 0);
    }
    if (!strcmp(verb, "ship_trade")) return RV_ACT(RV_A_SHIP_TRADE, card(L), 0, 0);
    if (!strcmp(verb, "end_actions")) return RV_ACT(RV_A_END_ACTIONS, 0, 0, 0);
    if (!strcmp(verb, "pay")) return RV_ACT(RV_A_PAY, prefixed(L, 'p', RV_REGION_POS), 0, 0);
    if (!strcmp(verb, "gain")) return RV_ACT(RV_A_GAIN, prefixed(L, 'p', RV_REGION_POS), 0, 0);
    if (!strcmp(verb, "take")) return RV_ACT(RV_A_TAKE_TYPE, resource(L), 0, 0);
    if (!strcmp(verb, "place")) return RV_ACT(RV_A_PLACE, word(L, PLACE, 2), 0, 0);
    if (!strcmp(verb, "scout_pick")) return RV_ACT(RV_A_SCOUT_PICK, prefixed(L, 'r', RV_NUM_REGIONS), 0, 0);
    if (!strcmp(verb, "buy")) return RV_ACT(RV_A_BUY, 0, 0, 0);
    if (!strcmp(verb, "stop")) return RV_ACT(RV_A_STOP, 0, 0, 0);
    if (!strcmp(verb, "ff_pick")) return RV_ACT(RV_A_FF_PICK, card(L), 0, 0);
    if (!strcmp(verb, "feud_name")) return RV_ACT(RV_A_FEUD_NAME, prefixed(L, 'x', RV_TOWN_COLS * RV_SITES), 0, 0);
    if (!strcmp(verb, "feud_choose")) return RV_ACT(RV_A_FEUD_CHOOSE, prefixed(L, 'x', RV_TOWN_COLS * RV_SITES), 0, 0);
    if (!strcmp(verb, "bury")) return RV_ACT(RV_A_BURY, prefixed(L, 's', L->d->num_stacks), 0, 0);
    if (!strcmp(verb, "draw")) return RV_ACT(RV_A_DRAW, prefixed(L, 's', L->d->num_stacks), 0, 0);
    if (!strcmp(verb, "return")) {
        x = card(L);
        return RV_ACT(RV_A_RETURN, x, prefixed(L, 's', L->d->num_stacks), 0);
    }
    if (!strcmp(verb, "take_top")) return RV_ACT(RV_A_TAKE_TOP, prefixed(L, 's', L->d->num_stacks), 0, 0);
    if (!strcmp(verb, "search")) return RV_ACT(RV_A_SEARCH, prefixed(L, 's', L->d->num_stacks), 0, 0);
    if (!strcmp(verb, "pick")) return RV_ACT(RV_A_PICK, card(L), 0, 0);
    if (!strcmp(verb, "end_turn")) return RV_ACT(RV_A_END_TURN, 0, 0, 0);
    if (!strcmp(verb, "explorer_ship")) return RV_ACT(RV_A_EXPLORER_SHIP, 0, 0, 0); /* */
    if (!strcmp(verb, "play")) { /* an argument only for a card whose ability takes one */
        x = card(L);
        if (L->i == L->n || (L->s && L->s->phase == RV_PH_COUNCIL)) return RV_ACT(RV_A_PLAY, x, 0, 0); /* an owl to a sage: no argument, as printed */
        int k = L->bad ? RV_NONE : kind_at(L->d, L->s, x);
        switch (k == RV_NONE ? RV_PA_NONE : rv_play_arg(k)) {
        case RV_PA_RESOURCE: return RV_ACT(RV_A_PLAY, x, resource(L), 0);
        case RV_PA_REGION: return RV_ACT(RV_A_PLAY, x, prefixed(L, 'p', RV_REGION_POS), 0);
        case RV_PA_SITE: return RV_ACT(RV_A_PLAY, x, prefixed(L, 'x', RV_TOWN_COLS * RV_SITES), 0);
        case RV_PA_TOWN: return RV_ACT(RV_A_PLAY, x, prefixed(L, 't', RV_TOWN_COLS), 0);
        case RV_PA_CARD:
            y = card(L);
            if (y == RV_UNKNOWN) L->bad = 1;
            return RV_ACT(RV_A_PLAY, x, y, 0);
        case RV_PA_RESOURCES: return RV_ACT(RV_A_PLAY, x, resource_set(L), 0);
        case RV_PA_ROAD: return RV_ACT(RV_A_PLAY, x, road_column(L), 0);
        case RV_PA_FIELD: return RV_ACT(RV_A_PLAY, x, field_use(L), 0);
        case RV_PA_MOVE: return RV_ACT(RV_A_PLAY, x, move_use(L), 0);
        case RV_PA_POST: return RV_ACT(RV_A_PLAY, x, post_use(L), 0);
        case RV_PA_TRIUMPH: return RV_ACT(RV_A_PLAY, x, word(L, TRIUMPH, 1) + 1, 0);
        case RV_PA_STATION: return RV_ACT(RV_A_PLAY, x, 1 + prefixed(L, 'x', RV_TOWN_COLS * RV_SITES), 0); /* */
        case RV_PA_MANIFESTO: return RV_ACT(RV_A_PLAY, x, manifesto_use(L), 0);
        case RV_PA_EVENT: return RV_ACT(RV_A_PLAY, x, event_named(L), 0);
        case RV_PA_FORESIGHT: return RV_ACT(RV_A_PLAY, x, 1 + event_named(L), 0); /* */
        case RV_PA_FACE: return RV_ACT(RV_A_PLAY, x, face_named(L), 0);
        case RV_PA_STAR_USE: return RV_ACT(RV_A_PLAY, x, word(L, STAR_USE, 1) + 1, 0);
        case RV_PA_SWAP: y = resource(L); return RV_ACT(RV_A_PLAY, x, y * RV_NUM_RESOURCES + resource(L), 0);
        default: L->bad = 1; return 0;
        }
    }
    if (!strcmp(verb, "give")) return RV_ACT(RV_A_GIVE, resource(L), 0, 0);
    if (!strcmp(verb, "lose")) return RV_ACT(RV_A_LOSE, prefixed(L, 'x', RV_TOWN_COLS * RV_SITES), 0, 0);
    if (!strcmp(verb, "decline")) return RV_ACT(RV_A_DECLINE, 0, 0, 0);
    if (!strcmp(verb, "riot_pay")) return RV_ACT(RV_A_RIOT_PAY, 0, 0, 0);
    if (!strcmp(verb, "remove")) return RV_ACT(RV_A_REMOVE, prefixed(L, 'x', RV_TOWN_COLS * RV_SITES), 0, 0);
    if (!strcmp(verb, "steal")) return RV_ACT(RV_A_STEAL, card(L), 0, 0);
    if (!strcmp(verb, "abandon")) return RV_ACT(RV_A_ABANDON, prefixed(L, 'x', RV_TOWN_COLS * RV_SITES), 0, 0);
    if (!strcmp(verb, "guard")) {
        static const char *const GUARD[] = {"fails", "cancels"};
        return RV_CHANCE_ACT(RV_C_GUARD, word(L, GUARD, 2), 0);
    }
    if (!strcmp(verb, "tavern_die")) return RV_CHANCE_ACT(RV_C_TAVERN, number(L, 1, 6), 0);
    if (!strcmp(verb, "sea_die")) return RV_CHANCE_ACT(RV_C_SEA, number(L, 1, 6), 0);
    if (!strcmp(verb, "contest_dice")) {
        x = number(L, 1, 6);
        return RV_CHANCE_ACT(RV_C_CONTEST, x, number(L, 1, 6));
    }
    if (!strcmp(verb, "dice")) {
        x = number(L, 1, 6);
        return RV_CHANCE_ACT(RV_C_DICE, x, word(L, FACES, RV_E_COUNT));
    }
    if (!strcmp(verb, "card")) return RV_CHANCE_ACT(RV_C_CARD, card(L), 0);
    if (!strcmp(verb, "region")) return RV_CHANCE_ACT(RV_C_REGION, prefixed(L, 'r', RV_NUM_REGIONS), 0);
    if (!strcmp(verb, "event") || !strcmp(verb, "look")) { /* a look: the Grove of Great Foresight's */
        int type = !strcmp(verb, "look") ? RV_C_LOOK : RV_C_EVENT;
        x = prefixed(L, 'e', L->d->num_events);
        int kind = event_kind_at(L->d, L->s, x); /* RV_NONE: a view that hides it */
        if (L->i < L->n && !L->bad && kind != RV_NONE && strcmp(next(L), ctn_rivals_cards[kind].key)) L->bad = 1;
        return RV_CHANCE_ACT(type, x, 0);
    }
    L->bad = 1;
    return 0;
}

ctn_status rv_action_from_text(const ctn_game *g, const ctn_state *state, int player, const char *text,
                               ctn_action *out, ctn_error *err) {
    (void)player;
    lexer L;
    L.d = rv_data_of(g);
    L.s = (const rv_state *)state;
    lex(&L, text);
    ctn_action a = L.bad ? 0 : parse(&L);
    if (L.bad || L.i != L.n) return ctn_error_set(err, CTN_E_PARSE, "not a rivals action: '%.60s'", text);
    *out = a;
    return CTN_OK;
}
