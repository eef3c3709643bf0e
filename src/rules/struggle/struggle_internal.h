/* struggle_internal.h — what the Struggle rule-set files share: per-game data (supplies for the
 * player count, typed options) and small helpers. Not a public header. */
#ifndef CATAN_STRUGGLE_INTERNAL_H
#define CATAN_STRUGGLE_INTERNAL_H

#include <string.h>

#include "catan/struggle.h"

typedef ctn_struggle_state st_state;

/* ST_AFFORD_CLIP: hand counts above it are as good as it for affordability (the tables indexed by
 * a count have an entry for every count a byte holds, those above the clip repeating its entry,
 * so that a lookup needs no clipping). ST_MAX_SUBST: the most
 * substitution vectors of a cost (the product over resources of cost + 1: 16 for a settlement).
 * ST_MAX_TRIPLES: the most cards of a cost (the city's five), so the most triples a payment uses.
 * ST_PAY_ROOM: room for the payment lists of every slice (15,764 are used, struggle_tables.c). */
enum { ST_AFFORD_CLIP = 31, ST_MAX_SUBST = 16, ST_MAX_TRIPLES = 5, ST_PAY_ROOM = 16384 };

typedef struct st_data {
    int num_players;
    /* supplies for this player count (§1), from the card table */
    uint8_t roads, knights, settlements;
    uint8_t events[ST_EVENT_COUNT];
    uint8_t expansions[ST_EXP_COUNT];
    uint8_t expansion_vp[ST_EXP_COUNT];
    uint8_t resources[CTN_RESOURCE_COUNT]; /* the whole resource deck */
    /* options */
    int vp_to_win, robbery_discard, market_day, direction_counter, win_at_start_only, turn_limit;
    /* lookup tables for the generator (st_tables_init, struggle_tables.c) */
    uint8_t vp_of_expansions[1u << ST_EXP_COUNT]; /* points of a set of expansions */
    /* from afford to pay_terms: the same for every game, copied from a template built once per
     * process (st_tables_init); keep them together and free of anything a game sets */
    uint64_t afford[CTN_RESOURCE_COUNT][UINT8_MAX + 1]; /* see st_affordable_kinds */
    ctn_action deck_trades[1u << CTN_RESOURCE_COUNT][8];     /* by the set of resources held */
    ctn_action market_trades[CTN_RESOURCE_COUNT][1u << CTN_RESOURCE_COUNT][4]; /* [taken][held] */
    uint64_t market_sizes[1u << CTN_RESOURCE_COUNT]; /* market trades taking each t, a byte each */
    ctn_action guild_thefts[1u << ST_MAX_PLAYERS][ST_MAX_PLAYERS]; /* from each set of players */
    /* trades with the players of a set, each followed by the library's pick when it may be used */
    ctn_action player_trades[2][1u << ST_MAX_PLAYERS][2 * ST_MAX_PLAYERS]; /* [library][players] */
    /* every way to substitute cards of a kind's cost, in lexicographic order (the first resource
     * slowest): four bits a resource, the total from bit 20 (st_payment_actions) */
    uint32_t subst[ST_BUILD_COUNT][ST_MAX_SUBST];
    uint8_t num_subst[ST_BUILD_COUNT];
    /* The payments of each kind (st_payment_list): for each set of resources held three times or
     * more and each bound on the triples used, the payments that may fit such a hand, in the
     * listing order. A slice is the start in pay_lists and, from bit 16, how many. */
    uint32_t pay_slice[ST_BUILD_COUNT][1u << CTN_RESOURCE_COUNT][ST_MAX_TRIPLES + 1];
    uint8_t cost_cards[ST_BUILD_COUNT]; /* the cards of each cost */
    ctn_action pay_lists[ST_PAY_ROOM];
    /* what one resource count adds to a hand's summary (st_payment_list), by resource and count */
    uint64_t pay_terms[CTN_RESOURCE_COUNT][UINT8_MAX + 1];
} st_data;

static inline const st_data *st_data_of(const ctn_game *g) { return (const st_data *)g->data; }

/* Five counts in the low five bytes of an integer (read without touching a sixth byte). */
static inline uint64_t st_load5(const uint8_t *counts) {
    uint32_t low;
    memcpy(&low, counts, sizeof low);
    return low | (uint64_t)counts[4] << 32;
}
/* Writes five counts from the low five bytes of an integer, in the two parts st_load5 reads: a later
 * st_load5 then takes each part from one earlier store (a word read back from byte stores waits
 * for them to reach the cache). */
static inline void st_store5(uint8_t *counts, uint64_t packed) {
    uint32_t low = (uint32_t)packed;
    memcpy(counts, &low, sizeof low);
    counts[4] = (uint8_t)(packed >> 32);
}
/* The sum of five counts: byte 4 of the product collects bytes 0-4 (every partial sum stays below
 * 256, as no pile ever holds more than the 134 resource cards of a 5-6 player game). */
static inline int st_total(const uint8_t *counts) {
    return (int)((st_load5(counts) * 0x0101010101ull) >> 32) & 0xFF;
}
/* The set of resources with a non-zero count (bit r), without branches: each byte's high bit is
 * set when the byte is non-zero, then the five high bits are gathered by one multiplication (the
 * partial products never meet, so nothing carries into bits 32-36). */
static inline unsigned st_nonzero(const uint8_t *counts) {
    const uint64_t low7 = 0x7F7F7F7F7Full;
    uint64_t x = st_load5(counts);
    uint64_t high = ((x | ((x & low7) + low7)) & 0x8080808080ull) >> 7;
    const uint64_t gather = (1ull << 32) | (1ull << 25) | (1ull << 18) | (1ull << 11) | (1ull << 4);
    return (unsigned)((high * gather) >> 32) & 31u;
}
/* Six per-seat counts in the low six bytes (read without touching a seventh byte). */
static inline uint64_t st_load6(const uint8_t *counts) {
    uint32_t low;
    uint16_t high;
    memcpy(&low, counts, sizeof low);
    memcpy(&high, counts + 4, sizeof high);
    return low | (uint64_t)high << 32;
}
/* Bit 0 of each of six bytes gathered into bits 0-5 by one multiplication: byte i is moved by
 * 40 - 7i bits, which lands its bit on bit 40 + i; every other pair of byte and shift lands on a
 * distinct bit outside 40-45, so nothing carries into them. */
static inline unsigned st_gather6(uint64_t bytes) {
    const uint64_t gather = 1ull << 40 | 1ull << 33 | 1ull << 26 | 1ull << 19 | 1ull << 12 | 1ull << 5;
    return (unsigned)((bytes * gather) >> 40) & 63u;
}
/* Cards in a hand, also in a view where it is hidden. */
static inline int st_hand_count(const st_state *s, int p) { return st_total(s->hand[p]) + s->hidden_hand[p]; }
/* A-side cards of a stack of n alternating cards, and its points (§2). */
static inline int st_a_sides(int n) { return (n + 1) / 2; }
static inline int st_b_sides(int n) { return n / 2; }

extern const ctn_option_spec st_option_specs[ST_OPT_COUNT];

ctn_status st_game_setup(ctn_game *g, const ctn_game_config *cfg, ctn_error *err);
void st_game_teardown(ctn_game *g);
void st_init(const ctn_game *g, ctn_state *state, uint64_t seed);

/* The phases in which chance acts. */
static inline int st_chance_phase(int phase) {
    const unsigned chance = 1u << ST_PHASE_DECK_DRAW | 1u << ST_PHASE_PLAYER_DRAW | 1u << ST_PHASE_GUILD_STEAL |
                            1u << ST_PHASE_EVENT | 1u << ST_PHASE_REFILL | 1u << ST_PHASE_DRAW;
    return (chance >> phase) & 1u;
}

ctn_actors st_actors(const ctn_game *g, const ctn_state *state);
int st_legal_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out);
/* The legal actions of p when he acts in a player's phase (the actor, or one owing a discard):
 * st_legal_actions once it has checked that. */
int st_chooser_actions(const st_data *d, const st_state *s, int p, ctn_action *out);
/* The legal lists of the two phases random play meets most (parts of st_chooser_actions). */
int st_trade_actions(const st_data *d, const st_state *s, int p, ctn_action *out);
int st_build_actions(const st_data *d, const st_state *s, int p, ctn_action *out);
int st_chance_outcomes(const ctn_game *g, const ctn_state *state, ctn_action *out, uint32_t *w);
ctn_action st_sample_chance(const ctn_game *g, const ctn_state *state, ctn_rng *rng);
/* The parts of st_sample_chance: a card from the deck (deck draw, refill), a card from the
 * victim's hand (player draw, guild theft), an event, the end-of-turn draw. */
ctn_action st_sample_deck_card(const st_state *s, ctn_rng *rng);
ctn_action st_sample_hand_card(const st_state *s, ctn_rng *rng);
ctn_action st_sample_event(const st_state *s, ctn_rng *rng);
ctn_action st_sample_draw_set(const st_state *s, ctn_rng *rng);
void st_apply(const ctn_game *g, ctn_state *state, int player, ctn_action a);
/* The parts of st_apply: a player's action, a chance outcome (the generator already advanced),
 * and what follows either (the count, the immediate win of §10). */
void st_act(const st_data *d, st_state *s, int p, ctn_action a);
void st_chance(const st_data *d, st_state *s, ctn_action a);
/* The parts of st_chance, one for each chance phase: the deck draw of a trade, the blind draw of
 * a player trade, the guild's theft, the city event, the market's refill, the end-of-turn draw. */
void st_drawn_from_deck(const st_data *d, st_state *s, ctn_action a);
void st_drawn_from_hand(const st_data *d, st_state *s, ctn_action a);
void st_stolen(const st_data *d, st_state *s, ctn_action a);
void st_event_turned(const st_data *d, st_state *s, ctn_action a);
void st_market_refilled(const st_data *d, st_state *s, ctn_action a);
void st_cards_drawn(const st_data *d, st_state *s, ctn_action a);
/* The end-of-turn draw with its counts one byte a resource (st_cards_drawn after decoding). */
void st_take_drawn(const st_data *d, st_state *s, uint64_t drawn);
/* The end-of-turn draw sampled from the state's own generator and applied (random play). */
void st_play_random_draw(const st_data *d, st_state *s);
void st_action_done(const st_data *d, st_state *s);
uint32_t st_play_random(const ctn_game *g, ctn_state *state, ctn_rng *const *rngs, unsigned flags,
                        uint32_t max_actions, ctn_action *list, uint32_t *decisions);
void st_start_turn(const st_data *d, st_state *s, int p);
/* The trade phase's actions (§4.1, §6), as st_act applies them (the random-play loop applies
 * the actions met most directly, without st_act's dispatch on the type). */
void st_trade_with_deck(st_state *s, int p, int r);
void st_trade_with_market(st_state *s, int p, int taken, int given);
void st_trade_with_player(st_state *s, int victim, int library);
void st_guild_theft(st_state *s, int victim);
void st_end_trades(st_state *s);
void st_give_back(st_state *s, int p, int r);
/* The build phase's actions (§4.2, §8), as st_act applies them. */
void st_choose_build(st_state *s, ctn_action a);
void st_end_builds(const st_data *d, st_state *s, int p);
void st_pay(const st_data *d, st_state *s, int p, ctn_action a);
/* Random play without lists (struggle_pick.c): in the trade phase, while p may still trade or use
 * the merchant guild, the action list[ctn_rng_below(rng, n)] of his legal list would give (no draw
 * when n is 1); and the same action applied as st_act applies it. */
ctn_action st_random_trade(const st_data *d, const st_state *s, int p, ctn_rng *rng);
void st_play_random_trade(const st_data *d, st_state *s, int p, ctn_rng *rng);

/* Payments (§8): every distinct set of cards from `hand` that pays the cost of build `kind` with
 * substitutions, in a fixed order (struggle_pay.c). A city paid from a very large hand has 340 (the
 * most for any build). */
enum { ST_MAX_PAYMENTS = 512 };
int st_payments(const st_data *d, const uint8_t *hand, int kind, uint8_t out[][CTN_RESOURCE_COUNT], int cap);
/* The same payments as ST_A_PAY actions (ctn_struggle_pay_action), in the same order, found by a
 * search (slow: it builds the game's tables, and debug builds check the lists against it). */
int st_payment_actions(const st_data *d, const uint8_t *hand, int kind, ctn_action *out, int cap);
/* The same list again, fast: filtered from the game's table (out has room for ST_MAX_PAYMENTS). */
int st_payment_list(const st_data *d, const uint8_t *hand, int kind, ctn_action *out);
/* Whether any payment exists: the cards missing are at most the triples of cards held beyond the
 * cost (exact: such triples are of resources not missing, so each can stand in for one). */
int st_affordable(const uint8_t *hand, const uint8_t *cost);
/* Who loses a road (knight) to `p` when the supply is empty (§4.2), or -1. */
int st_victim(const st_data *d, const st_state *s, int p, int knight);
/* The seats whose top road (knight) may be taken, as a bit set (§4.2): those whose stack holds
 * more than its guarded cards (Church guards the bottom knight, City wall the bottom three roads,
 * §6; ST_CHURCH_GUARDS, ST_WALL_GUARDS). All seats at once, a byte each: the guarded count from the expansion bit, then stack + 128 -
 * guarded - 1 keeps its high bit exactly when the stack holds more (stacks stay below 128, so no
 * byte borrows from the next). */
enum { ST_CHURCH_GUARDS = 1, ST_WALL_GUARDS = 3 }; /* knights and roads guarded (§6) */
static inline unsigned st_takeable_seats(const st_state *s, int knight) {
    const uint64_t ones = 0x010101010101ull, highs = 0x808080808080ull;
    uint64_t owned = st_load6(s->expansions);
    uint64_t guarded = knight ? ((owned >> ST_EXP_CHURCH) & ones) * ST_CHURCH_GUARDS
                              : ((owned >> ST_EXP_CITY_WALL) & ones) * ST_WALL_GUARDS;
    uint64_t stacks = st_load6(knight ? s->knights : s->roads);
    return st_gather6((((stacks | highs) - guarded - ones) & highs) >> 7) & ((1u << s->num_players) - 1u);
}

/* The players other than p with cards in hand (also hidden ones, in a view): those a player trade
 * may draw from (§4.1). */
static inline unsigned st_holding_others(const st_state *s, int p) {
    unsigned holding = 0;
    for (int q = 0; q < s->num_players; q++)
        holding |= (unsigned)((st_load5(s->hand[q]) | s->hidden_hand[q]) != 0) << q;
    return holding & ~(1u << p);
}

/* Whether p owns expansion e; whether his merchant guild may still steal this turn (§6). */
static inline int st_owns(const st_state *s, int p, int e) { return (s->expansions[p] >> e) & 1u; }
static inline int st_guild_open(const st_state *s, int p) { return st_owns(s, p, ST_EXP_GUILD) & !s->guild_used; }

int st_vp(const st_data *d, const st_state *s, int p);
static inline int st_vp_fast(const st_data *d, const st_state *s, int p) {
    return s->settlements[p] + 2 * s->cities[p] + st_b_sides(s->roads[p]) + st_b_sides(s->knights[p]) +
           d->vp_of_expansions[s->expansions[p] & ((1u << ST_EXP_COUNT) - 1)];
}
/* Players p may target with the merchant guild (§6), as a bit set: those with cards and at least
 * his points. Inline, so that the generators calling it call nothing (and save no registers). */
static inline unsigned st_guild_targets(const st_data *d, const st_state *s, int p) {
    unsigned targets = 0;
    int mine = st_vp_fast(d, s, p);
    for (int q = 0; q < s->num_players; q++) {
        int richer = st_vp_fast(d, s, q) >= mine, holding = st_hand_count(s, q) > 0;
        targets |= (unsigned)((q != p) & richer & holding) << q;
    }
    return targets;
}
/* The build kinds (bit k) whose cost `hand` can pay, with substitutions (see st_affordable). */
unsigned st_affordable_kinds(const st_data *d, const uint8_t *hand);
/* Fills the game's lookup tables (thread-safe); -1 when the payment lists do not fit ST_PAY_ROOM. */
int st_tables_init(st_data *d);

int st_check(const ctn_game *g, const ctn_state *state, char *msg, size_t cap);
int st_action_to_text(const ctn_game *g, const ctn_state *state, ctn_action a, char *buf, size_t cap);
ctn_status st_action_from_text(const ctn_game *g, const ctn_state *state, int player, const char *text,
                               ctn_action *out, ctn_error *err);
void st_observe(const ctn_game *g, const ctn_state *state, int viewer, ctn_state *view);
ctn_action st_mask_action(const ctn_game *g, const ctn_state *state, int player, ctn_action a, int viewer);
void st_evaluate(const ctn_game *g, const ctn_state *state, int32_t *values);
void st_determinize(const ctn_game *g, const ctn_state *view, ctn_rng *rng, ctn_state *out);
int st_oracle_actions(const ctn_game *g, const ctn_state *state, int player, unsigned flags, ctn_action *out);

#endif
