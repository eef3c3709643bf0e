/* rivals_heuristic.c — the Rivals heuristic bot ("heuristic" on a rivals game): a greedy choice by
 * a score per action, from the bot's view only. Points first (city, settlement, cards with victory
 * or advantage points), then what leads to them (a road where no settlement can follow yet, heroes
 * and trade ships, a bank trade out of a full stock into the scarcest resource); resources are paid
 * from the fullest region and placed on the emptiest; hands are refilled from the largest stack.
 * Theme cards are played when they can be (Guido and Gustav take the discard pile's best card, a
 * Library chooses from the fullest stack); Riots are paid in gold rather than with a unit, the
 * weakest unit goes when one must, the Arsonist burns the best building, the Traitor takes the best
 * card. A card of its own is given up only to make room for a better one of the hand that has no
 * site (tried on a copy of the view). It never plays Relocation and skips the exchange: simple,
 * and clearly better than random. In the tournament it gets rid of cards it cannot build (a named
 * unit already in play, a second one-of card) at the exchange, under its emptiest stack, and
 * searches another stack than that one, never taking back the card it has just put away. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "catan/rivals.h"
#include "heuristic_bot.h"

typedef struct {
    int seat;
    int returned; /* the tournament: the card it put under a stack at this turn's exchange + 1 */
    int returned_to; /* ... and that stack + 1 */
    ctn_action after[CTN_MAX_ACTIONS]; /* the legal list after a card given up */
} rh_bot;

static ctn_status rh_create(const ctn_game *g, int seat, const char *params, uint64_t seed, void **data,
                            ctn_error *err) {
    (void)g, (void)seed;
    if (params && *params) return ctn_error_set(err, CTN_E_ARGUMENT, "the rivals heuristic takes no parameters");
    rh_bot *b = calloc(1, sizeof *b);
    if (!b) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    b->seat = seat;
    *data = b;
    return CTN_OK;
}

static void rh_destroy(void *data) { free(data); }

static int region_stock(const ctn_rivals_state *s, int p, int pos) {
    int r = s->pr[p].region[pos >> 1][pos & 1];
    return r == RV_NONE ? -1 : s->stock[r];
}

/* Each player's resources by type, counted once per choice (held[p][res]). */
typedef struct {
    int n[2][RV_NUM_RESOURCES];
} holdings;

static void count_holdings(const ctn_rivals_state *s, holdings *held) {
    memset(held, 0, sizeof *held);
    for (int p = 0; p < 2; p++)
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = s->pr[p].region[pos >> 1][pos & 1];
            if (r != RV_NONE) held->n[p][ctn_rivals_regions[r].resource] += s->stock[r];
        }
}

int ctn_rivals_card_worth(const ctn_game *g, const ctn_rivals_state *s, int card) {
    int kind = ctn_rivals_kind(g, s, card);
    if (kind < 0) return 30; /* a card the view does not show */
    const ctn_rivals_card *c = &ctn_rivals_cards[kind];
    /* a sage gathers the owls the Era of Sages' points are bought with (the Manifesto's levels,
     * without, the centre built out, two heuristics swapped owl cards back and forth at
     * the exchange for ever, the sages left in the stacks (R§15.3) */
    int sage = c->set == RV_SET_SAGES && c->type == RV_T_UNIT && c->levels ? 60 : 0;
    return 100 * c->vp + 40 * (c->strength + c->skill + c->commerce) + 60 * c->progress + 30 + sage;
}

static int hand_full(const ctn_game *g, const ctn_rivals_state *s, int p) {
    int n = __builtin_popcountll(s->hand[p][0]) + __builtin_popcountll(s->hand[p][1]);
    return n >= 3 + ctn_rivals_progress(g, s, p);
}

/* Six resources or more: enough to pay a search at the exchange and still build. */
static int rich(const int *held) {
    int n = 0;
    for (int r = 0; r <= RV_GOLD; r++) n += held[r];
    return n >= 6;
}

/* In the Era of Progress the victory-point buildings that need nothing (Library, Pharmacy, Bath
 * House) and the cards the requirements name lie in the theme stacks: draws prefer them there
 * (without, two heuristics left with the Basic stacks' cards stall once the centre is built). */
static int theme_bonus(const ctn_game *g, int stack) {
    return g->option_values[RV_OPT_MODE] == RV_MODE_PROGRESS && ctn_rivals_stack_is_theme(g, stack) ? 20 : 0;
}

/* Playing a theme card: Guido and Gustav take the best card of the discard pile. */
/* The key of a card in the view ("" when it does not show the card). */
static const char *key_of(const ctn_game *g, const ctn_rivals_state *s, int card) {
    int kind = ctn_rivals_kind(g, s, card);
    return kind < 0 ? "" : ctn_rivals_cards[kind].key;
}

/* p's owls: the levels of his sages (the Era of Sages' units turned to a level, R-160). */
static int owls_of(const ctn_rivals_state *s, int p) {
    int n = 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++) {
        const ctn_rivals_card *c = s->rot[p][k] ? &ctn_rivals_cards[s->kind[s->rot[p][k] - 1]] : NULL;
        if (c && c->set == RV_SET_SAGES && c->type == RV_T_UNIT) n += s->rot_level[p][k];
    }
    return n;
}

/* Whether event e (as the view shows it) takes from players: the Feud, Fraternal Feuds, the Famine,
 * the Plague, the Riots. */
static int harmful_event(const ctn_game *g, const ctn_rivals_state *s, int e) {
    static const char *const HARM[] = {"feud", "fraternal_feuds", "famine", "plague", "riots"};
    int kind = ctn_rivals_event_kind_in(g, s, e);
    for (size_t i = 0; kind >= 0 && kind < ctn_rivals_card_count && i < sizeof HARM / sizeof *HARM; i++)
        if (!strcmp(ctn_rivals_cards[kind].key, HARM[i])) return 1;
    return 0;
}

/* The Era of Sages' choices: a play's score, or NOT_SAGES for another card. */
enum { NOT_SAGES = INT_MIN };
static int sages_play_score(const ctn_game *g, const ctn_rivals_state *s, const char *key, ctn_action a) {
    if (!strcmp(key, "great_foresight")) /* worth its owl only against an event that takes */
        return harmful_event(g, s, RV_ACT_B(a)) ? 300 : 50;
    if (!strcmp(key, "cole") && !strcmp(key_of(g, s, RV_ACT_B(a)), "grove_of_great_foresight"))
        key = "grove_of_great_foresight", a = RV_ACT(RV_A_PLAY, RV_ACT_B(a), 0, 0); /* the opponent's grove as his own */
    if (!strcmp(key, "grove_of_great_foresight")) { /* the events that take go under; the look costs 2
                                                    * owls the Manifesto's points want first: only with 5 */
        if (RV_ACT_B(a)) return harmful_event(g, s, RV_ACT_B(a) - 1) ? 300 : -50;
        return owls_of(s, s->current) >= 5 ? 300 : -50;
    }
    if (!strcmp(key, "grove_of_justice")) /* 2 owls for the trade face, with the trade advantage and owls to spare
                                            * for the Manifesto's points */
        return RV_ACT_B(a) == RV_E_TRADE && ctn_rivals_trade_holder(g, s) == s->current && owls_of(s, s->current) >= 5 ? 300 : 50;
    if (!strcmp(key, "court_astrologer")) /* its star for the trade face with the trade advantage */
        return RV_ACT_B(a) == RV_E_TRADE && ctn_rivals_trade_holder(g, s) == s->current ? 300 : -50;
    if (!strcmp(key, "grove_of_vigilance")) { /* the face turned only when it would cost him */
        int p = s->actor, f = s->event_face, mine = 0;
        for (int c = 0; c < RV_REGION_COLS; c++)
            for (int b = 0; b < 2; b++) mine += s->pr[p].region[c][b] == RV_NONE ? 0 : s->stock[s->pr[p].region[c][b]];
        int costly = (f == RV_E_BRIGAND && mine > 7) || (f == RV_E_TRADE && ctn_rivals_trade_holder(g, s) == 1 - p) ||
                     (f == RV_E_CELEBRATION && ctn_rivals_skill(g, s, 1 - p) > ctn_rivals_skill(g, s, p));
        return costly ? 300 : -50;
    }
    return NOT_SAGES;
}

static int play_score(const ctn_game *g, const ctn_rivals_state *s, ctn_action a) {
    const char *key = key_of(g, s, RV_ACT_A(a));
    if (!strcmp(key, "guido") || !strcmp(key, "gustav")) return 200 + ctn_rivals_card_worth(g, s, RV_ACT_B(a)) / 2;
    int sages = sages_play_score(g, s, key, a);
    if (sages != NOT_SAGES) return sages;
    if (!strcmp(key, "bishop")) { /* the Bishop fills the emptiest gold field */
        int r = s->pr[s->current].region[RV_ACT_B(a) >> 1][RV_ACT_B(a) & 1];
        return 300 + (r == RV_NONE ? 0 : 10 * (3 - s->stock[r]));
    }
    return 300;
}

static int site_card(const ctn_rivals_state *s, int p, int x) { return s->pr[p].site[x / RV_SITES][x % RV_SITES]; }

/* The Arsonist burns the opponent's most valuable building (its victory points first). */
static int arson_value(const ctn_game *g, const ctn_rivals_state *s, int p, ctn_action a) {
    int c = RV_ACT_A(a);
    if (c >= ctn_rivals_num_draw_cards(g) || strcmp(key_of(g, s, c), "arsonist")) return 0;
    int target = site_card(s, 1 - p, RV_ACT_B(a));
    return target == RV_NONE ? 0 : ctn_rivals_card_worth(g, s, target) / 10;
}

/* Whether a card of a principality has this key. */
static int in_principality(const ctn_game *g, const ctn_rivals_state *s, int p, const char *key) {
    for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
        int c = site_card(s, p, x);
        if (c != RV_NONE && !strcmp(key_of(g, s, c), key)) return 1;
    }
    return 0;
}

/* The tournament: a card p cannot build while the principalities stay as they are — a named unit
 * whose name lies in either, a one-of card his own holds. Left in the hand such cards clog
 * it: with the centre built out, both heuristics used to swap them back and forth at the exchange
 * for ever (the search picked the card just put back), and 5% of the games never ended. */
static int dead_card(const ctn_game *g, const ctn_rivals_state *s, int p, int card) {
    if (g->option_values[RV_OPT_MODE] != RV_MODE_TOURNAMENT) return 0;
    int kind = ctn_rivals_kind(g, s, card);
    if (kind < 0) return 0;
    const ctn_rivals_card *k = &ctn_rivals_cards[kind];
    if ((k->flags & RV_F_NAMED) && k->type <= RV_T_UNIT &&
        (in_principality(g, s, 0, k->key) || in_principality(g, s, 1, k->key)))
        return 1;
    return (k->flags & RV_F_ONE_OF) && in_principality(g, s, p, k->key);
}

/* A hand or stack card's worth to p: nothing for a card he cannot build. */
static int hand_worth(const ctn_game *g, const ctn_rivals_state *s, int p, int card) {
    return dead_card(g, s, p, card) ? -200 : ctn_rivals_card_worth(g, s, card);
}

static int is_tourney(const ctn_game *g) { return g->option_values[RV_OPT_MODE] == RV_MODE_TOURNAMENT; }

static int score(const rh_bot *b, const ctn_game *g, const ctn_rivals_state *s, const holdings *held, int p,
                 ctn_action a) {
    int x = RV_ACT_A(a);
    const int *mine = held->n[p];
    switch (RV_ACT_TYPE(a)) {
    case RV_A_CITY: return 1000;
    case RV_A_SETTLEMENT: return 900;
    case RV_A_BUILD: return 500 + ctn_rivals_card_worth(g, s, x);
    case RV_A_ROAD: return s->pr[p].roads >> (x ? s->pr[p].right : s->pr[p].left) & 1 ? 0 : 450;
    case RV_A_CARAVAN:
    case RV_A_GOLDSMITH: return 150;
    case RV_A_SHIP_TRADE: return 120;
    case RV_A_TRADE: { /* a full stock into the scarcest resource; a full marker's stars too */
        int give = mine[x], get = mine[RV_ACT_B(a)];
        if (x == RV_ACT_B(a)) return s->stars[p] == RV_MAX_STARS && get == 0 ? 200 : 5;
        return give >= 3 && get == 0 ? 200 : 10;
    }
    case RV_A_END_ACTIONS: return 100;
    case RV_A_EXPLORER_SHIP: return 60; /* no voyage to sail yet (R§17.3): below ending the phase */
    case RV_A_PAY: return 10 * region_stock(s, p, x);
    case RV_A_GAIN: { /* the emptiest region; grain and ore a little more (cities) */
        int r = s->pr[p].region[x >> 1][x & 1];
        int res = ctn_rivals_regions[r].resource;
        return 10 * (3 - s->stock[r]) + (res == RV_GRAIN || res == RV_ORE ? 5 : 0) - 5 * mine[res];
    }
    case RV_A_TAKE_TYPE: return s->taker == p ? held->n[1 - p][x] : mine[x]; /* a Courthouse gives the most plentiful */
    case RV_A_DRAW: return s->stacks[x].n + theme_bonus(g, x);
    case RV_A_TAKE_TOP: return theme_bonus(g, x);
    case RV_A_RETURN: /* a full hand at the exchange swaps its weakest card (else cards it cannot
                       * use, such as a theme card whose requirement never comes, clog it) */
        if (s->phase == RV_PH_EXCHANGE && (hand_full(g, s, p) || rich(mine) || dead_card(g, s, p, x))) {
            if (is_tourney(g)) /* under the emptiest stack, so that the search looks elsewhere */
                return 16 * (150 - hand_worth(g, s, p, x) / 4) - s->stacks[RV_ACT_B(a)].n;
            return 150 - hand_worth(g, s, p, x) / 4;
        }
        return -hand_worth(g, s, p, x);
    case RV_A_END_TURN: return 100;
    case RV_A_ROLL: return 100;
    case RV_A_BUY: return mine[RV_GOLD] > 1 ? 100 : 0;
    case RV_A_STOP: /* the Merchant takes both; the Council's gifts are all taken */
        return s->phase == RV_PH_TAKE_TYPE || s->phase == RV_PH_COUNCIL ? -100 : 50;
    case RV_A_PLACE: return 0;
    case RV_A_PLAY: return play_score(g, s, a) + arson_value(g, s, p, a); /* theme cards, a Mint, Sebastian */
    case RV_A_RIOT_PAY: return 200;              /* Riots: gold rather than a unit */
    case RV_A_REMOVE: return -ctn_rivals_card_worth(g, s, site_card(s, p, x)); /* the weakest unit goes */
    case RV_A_STEAL: return ctn_rivals_card_worth(g, s, x);    /* the Traitor takes the best card */
    case RV_A_GIVE: return mine[x];       /* give back what is plentiful */
    case RV_A_PICK: /* a search, the starting hand, a Library's card; not the card just put back */
        return hand_worth(g, s, p, x) - (s->phase == RV_PH_SEARCH && b->returned == x + 1 ? 1000 : 0);
    case RV_A_SEARCH: /* the Library's stack, or an exchange's search when rich: the fullest (in
                       * the tournament another than the one the card just went under) */
        if (s->phase == RV_PH_LIBRARY) return s->stacks[x].n;
        if (!rich(mine)) return 0;
        return 50 + (is_tourney(g) ? 2 * s->stacks[x].n - (b->returned_to == x + 1) * 3 : s->stacks[x].n);
    default: return 0;
    }
}

static int is_expansion(const ctn_game *g, const ctn_rivals_state *s, int card) {
    int kind = ctn_rivals_kind(g, s, card);
    if (kind < 0) return 0;
    int t = ctn_rivals_cards[kind].type;
    return t == RV_T_BUILDING || t == RV_T_HERO || t == RV_T_TRADE_SHIP || t == RV_T_UNIT;
}

/* What a card in the principality is worth keeping: its points, a booster's production more. */
static int keep_value(const ctn_game *g, const ctn_rivals_state *s, int card) {
    int kind = ctn_rivals_kind(g, s, card);
    return ctn_rivals_card_worth(g, s, card) + (kind >= 0 && ctn_rivals_cards[kind].flags & RV_F_BOOSTER ? 60 : 0);
}

/* Whether the hand holds an expansion card that no legal build places (no site, or unpaid). */
static int hand_blocked(const ctn_game *g, const ctn_rivals_state *s, int p, const ctn_action *legal, int n) {
    for (int w = 0; w < 2; w++)
        for (uint64_t m = s->hand[p][w]; m; m &= m - 1) {
            int c = w * 64 + __builtin_ctzll(m), placed = 0;
            if (!is_expansion(g, s, c)) continue;
            for (int i = 0; i < n && !placed; i++) placed = RV_ACT_TYPE(legal[i]) == RV_A_BUILD && RV_ACT_A(legal[i]) == c;
            if (!placed) return 1;
        }
    return 0;
}

/* The most a hand card is worth (what giving up a card can make room for at best). */
static int best_hand_worth(const ctn_game *g, const ctn_rivals_state *s, int p) {
    int best = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t m = s->hand[p][w]; m; m &= m - 1) {
            int v = ctn_rivals_card_worth(g, s, w * 64 + __builtin_ctzll(m));
            if (v > best) best = v;
        }
    return best;
}

/* Giving up the card of a site (R§5 step 2): worth it when, on a copy of the view, a build of a
 * hand card worth more than the card becomes legal; else never. Not tried (-1000) when even the
 * best hand card could not make it score above `floor`, the best score so far. */
static int abandon_score(rh_bot *b, const ctn_game *g, const ctn_rivals_state *s, int p, ctn_action a, int hand_best,
                         int floor) {
    int lost = site_card(s, p, RV_ACT_A(a)), keep = keep_value(g, s, lost), gain = 0;
    if (hand_best - keep <= 0 || 450 + hand_best - keep <= floor) return -1000;
    ctn_rivals_state after = *s;
    g->rules->apply(g, (ctn_state *)&after, p, a); /* a view: no invariant check */
    int n = ctn_game_legal(g, (const ctn_state *)&after, p, 0, b->after);
    for (int i = 0; i < n; i++) {
        int c = RV_ACT_A(b->after[i]);
        if (RV_ACT_TYPE(b->after[i]) != RV_A_BUILD || !(s->hand[p][c >> 6] >> (c & 63) & 1)) continue;
        int v = ctn_rivals_card_worth(g, s, c) - keep;
        if (v > gain) gain = v;
    }
    return gain > 0 ? 450 + gain : -1000;
}

static ctn_action rh_choose(void *data, const ctn_game *g, const ctn_state *view, int player, const ctn_action *legal,
                            int n) {
    rh_bot *b = data;
    const ctn_rivals_state *s = (const ctn_rivals_state *)view;
    int blocked = -1, hand_best = 0; /* found out at the first card that could be given up */
    int best = -1, best_score = 0;
    holdings held;
    count_holdings(s, &held);
    for (int i = 0; i < n; i++) {
        int v;
        if (RV_ACT_TYPE(legal[i]) == RV_A_ABANDON) {
            if (blocked < 0) blocked = hand_blocked(g, s, player, legal, n), hand_best = best_hand_worth(g, s, player);
            v = blocked ? abandon_score(b, g, s, player, legal[i], hand_best, best < 0 ? INT_MIN : best_score) : -1000;
        } else {
            v = score(b, g, s, &held, player, legal[i]);
        }
        if (best < 0 || v > best_score) best = i, best_score = v;
    }
    if (is_tourney(g) && s->phase == RV_PH_EXCHANGE) {
        int ret = RV_ACT_TYPE(legal[best]) == RV_A_RETURN;
        b->returned = ret ? RV_ACT_A(legal[best]) + 1 : 0;
        b->returned_to = ret ? RV_ACT_B(legal[best]) + 1 : 0;
    }
    if (s->phase == RV_PH_PRE_ROLL) b->returned = b->returned_to = 0;
    return legal[best];
}

const ctn_bot_type ctn_rivals_heuristic = {
    .name = "rivals-heuristic",
    .help = "greedy points first for Rivals for Catan",
    .needs_view = 1,
    .create = rh_create,
    .choose = rh_choose,
    .destroy = rh_destroy,
};
