/* struggle_pick.c — random picks without a list, for the random-play loop (struggle_playout.c):
 * the action that list[ctn_rng_below(rng, n)] would give for the legal list of the trade phase,
 * found from the list's section sizes and the game's tables instead of writing the list out. The
 * same draw, the same action (tests/unit/test_struggle_playout.c compares them state by state). */
#include "struggle_internal.h"

/* The market trades as sections, one per resource taken (gen_card_trades): a resource held is
 * offered for each other resource held (the game's table, by the set held) when the market holds
 * it. Their sizes, a byte lane each. */
static uint64_t market_sections(const st_data *d, const st_state *s, unsigned held) {
    const uint64_t low7 = 0x7F7F7F7F7Full;
    uint64_t market = st_load5(s->market);
    uint64_t offered = ((market | ((market & low7) + low7)) & 0x8080808080ull) >> 7; /* 1 in a lane held */
    return d->market_sizes[held] & (offered * 0xFF);
}

/* The x-th market trade (0 <= x < the sections' total), from the sections' running sums (lane j:
 * sections 0..j). Its section is how many of the sums in lanes 0-3 x has reached, compared all at
 * once (lane j keeps its high bit when x >= sum j; sums stay below 21, x below 64). Any other x
 * gives some entry of the table, never one outside it. */
static ctn_action market_trade(const st_data *d, uint64_t sums, unsigned held, int x) {
    const uint64_t ones = 0x01010101ull, highs = 0x80808080ull;
    uint64_t passed = ((((uint64_t)(x & 0x3F) * ones) | highs) - (sums & 0xFFFFFFFFull)) & highs;
    int t = __builtin_popcountll(passed);
    int before = (int)(((sums << 8) >> (8 * t)) & 0xFFu); /* sections 0..t-1 */
    return d->market_trades[t][held][(unsigned)(x - before) & 3u];
}

/* Where the pick falls in the trade list (gen_trades): END_TRADE, guild thefts, deck trades,
 * market trades, player trades. x is the place after END_TRADE (-1 for it); each section ends
 * before its *_end. */
typedef struct {
    int x, guild_end, deck_end, market_end, library;
    unsigned thieves, held, targets;
    uint64_t sums; /* the market sections' running sums */
} trade_place;

static inline trade_place place_trade(const st_data *d, const st_state *s, int p, ctn_rng *rng) {
    trade_place t;
    t.thieves = st_guild_open(s, p) ? st_guild_targets(d, s, p) : 0;
    int trading = s->trades_left != 0, open = trading & !s->deck_only;
    t.held = st_nonzero(s->hand[p]) & -(unsigned)trading;
    t.sums = (open ? market_sections(d, s, t.held) : 0) * 0x0101010101ull;
    t.targets = open ? st_holding_others(s, p) : 0;
    t.library = st_owns(s, p, ST_EXP_LIBRARY) & !s->library_used;
    t.guild_end = __builtin_popcount(t.thieves);
    t.deck_end = t.guild_end + __builtin_popcount(t.held);
    t.market_end = t.deck_end + (int)((t.sums >> 32) & 0xFFu);
    int n = 1 + t.market_end + (__builtin_popcount(t.targets) << t.library);
    t.x = (n > 1 ? (int)ctn_rng_below(rng, (uint32_t)n) : 0) - 1;
    return t;
}

/* The action at the place: every section's candidate read (at an index kept inside its table),
 * the right one kept without a branch. */
ctn_action st_random_trade(const st_data *d, const st_state *s, int p, ctn_rng *rng) {
    trade_place t = place_trade(d, s, p, rng);
    int x = t.x, y = x - t.market_end;
    ctn_action end = ST_ACT(ST_A_END_TRADE, 0, 0);
    ctn_action guild = d->guild_thefts[t.thieves][(unsigned)x < ST_MAX_PLAYERS ? x : 0];
    ctn_action deck = d->deck_trades[t.held][(unsigned)(x - t.guild_end) & 7u];
    ctn_action market = market_trade(d, t.sums, t.held, x - t.deck_end);
    ctn_action player = d->player_trades[t.library][t.targets][(unsigned)y < 2 * ST_MAX_PLAYERS ? y : 0];
    return x < 0 ? end : x < t.guild_end ? guild : x < t.deck_end ? deck : x < t.market_end ? market : player;
}

/* The action at the place applied straight from its section, which tells its type: the branch on
 * the section replaces st_act's dispatch on the type. Not inlined, like the list generators, so
 * that the loop calling it stays small. */
__attribute__((noinline)) void st_play_random_trade(const st_data *d, st_state *s, int p, ctn_rng *rng) {
    trade_place t = place_trade(d, s, p, rng);
    int x = t.x;
    if (x < 0) {
        st_end_trades(s);
    } else if (x < t.guild_end) {
        st_guild_theft(s, ST_ACT_ARG0(d->guild_thefts[t.thieves][x]));
    } else if (x < t.deck_end) {
        st_trade_with_deck(s, p, ST_ACT_ARG0(d->deck_trades[t.held][x - t.guild_end]));
    } else if (x < t.market_end) {
        ctn_action a = market_trade(d, t.sums, t.held, x - t.deck_end);
        st_trade_with_market(s, p, ST_ACT_ARG0(a), ST_ACT_ARG1(a));
    } else {
        ctn_action a = d->player_trades[t.library][t.targets][x - t.market_end];
        st_trade_with_player(s, ST_ACT_ARG0(a), ST_ACT_TYPE(a) == ST_A_LIBRARY);
    }
}
