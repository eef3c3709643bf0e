/* test_struggle_agree.c — The Struggle for Catan: the fast generator against the independent oracle
 * (struggle_oracle.c) over random playouts, and the rules the oracle cannot see checked on the
 * transitions (docs/rules/struggle.md, cited as §n).
 *
 * At every position of every playout:
 * - the invariant check passes;
 * - the players the oracle lets act are exactly the engine's actors, and each actor's fast legal
 *   list equals the oracle's (in the full state and in his own view);
 * - chance outcomes agree with the oracle, and their weights are proportional to the counts of §4
 *   (cards of each resource in the pile or hand drawn from, binomials for the end-of-turn draw,
 *   events not yet turned up);
 * - the legal list computed from the actor's own view equals the one from the full state;
 * - no view shows another player's hand (except the library victim's to the library's user while
 *   he picks, §4.1), the deck's composition or the generator, and hidden sizes are right (§9);
 * - masked actions hide exactly what §9 hides from each viewer;
 * - with the immediate win check, nobody is on turn with the points to win once control is back
 *   with him (§10).
 * Every third position in a trade or build phase is also compared in rarer variants that random
 * play seldom reaches: opponents with empty hands, an empty deck, empty road and knight stacks.
 * On transitions: the set-up (§3); seat order and the start of a turn (trades for the A-side
 * roads, nothing built, library and guild unused, no start with the points to win, §4.1, §10);
 * the bookkeeping the oracle relies on (trades left, library and guild used, what is being paid
 * for and what was built); where every card goes; the end-of-turn draw owes 2 cards plus the
 * A-side knights and reshuffles an empty deck (§4.3); a road or knight built from an empty stack
 * comes from the first player with an unprotected one in the direction of the arrows (§4.2, §6,
 * §7); a brigand attack makes everyone over 7 cards owe half and turns the direction card with 3
 * or more players (§5); a settlement offers the direction card with 3 or more players only; a
 * market day lets every player choose once from the builder on in seat order (§5); the game ends
 * with the player on turn winning, or undecided when the turn limit's turn ends (§10, §11).
 *
 * Configurations cover 2–6 players and every option value. CATAN_AGREE_GAMES (default 30 per
 * configuration) sets the number of playouts.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/perft.h"
#include "catan/struggle.h"
#include "rules/struggle/struggle_internal.h"

typedef struct {
    const char *name;
    int players;
    int num_options;
    ctn_option_value options[4];
} config;

static const config CONFIGS[] = {
    {"2p", 2, 0, {{0}}},
    {"3p", 3, 0, {{0}}},
    {"3p white_counter", 3, 1, {{"direction", 1}}},
    {"4p no robbery discard", 4, 1, {{"robbery_discard", 1}}},
    {"4p turn_start, white_counter", 4, 2, {{"win_check", 1}, {"direction", 1}}},
    {"5p no market day", 5, 1, {{"market_day", 1}}},
    {"6p", 6, 0, {{0}}},
    {"6p turn_start, 12 points", 6, 2, {{"win_check", 1}, {"vp_to_win", 12}}},
    {"3p turn limit 30", 3, 1, {{"turn_limit", 30}}},
};

/* ---- the rules the checks need, written from docs/rules/struggle.md ---- */

static int total(const uint8_t *c) {
    return c[0] + c[1] + c[2] + c[3] + c[4];
}

static int owns(const st_state *s, int p, int e) {
    return (s->expansions[p] >> e) & 1;
}

/* §2, §6 */
static int points(const st_state *s, int p) {
    static const int EXP_VP[ST_EXP_COUNT] = {3, 3, 3, 3, 4, 4};
    int vp = s->settlements[p] + 2 * s->cities[p] + s->roads[p] / 2 + s->knights[p] / 2;
    for (int e = 0; e < ST_EXP_COUNT; e++)
        if (owns(s, p, e)) vp += EXP_VP[e];
    return vp;
}

/* §4.2, §6, §7: the first player from p in the arrows' direction with an unprotected top road
 * (knight), or -1. White arrows point in seat order unless the option says otherwise. */
static int theft_victim(const ctn_game *g, const st_state *s, int p, int knight) {
    int n = s->num_players;
    int white_counter = g->option_values[ST_OPT_DIRECTION] == 1;
    int step = ((s->direction != 0) != white_counter) ? n - 1 : 1;
    for (int i = 1; i < n; i++) {
        int q = (p + i * step) % n;
        int free = knight ? s->knights[q] - (owns(s, q, ST_EXP_CHURCH) ? 1 : 0)
                          : s->roads[q] - (owns(s, q, ST_EXP_CITY_WALL) ? 3 : 0);
        if (free > 0) return q;
    }
    return -1;
}

static uint64_t binomial(int n, int k) {
    if (k < 0 || k > n) return 0;
    uint64_t r = 1;
    for (int i = 1; i <= k; i++) r = r * (uint64_t)(n - k + i) / (uint64_t)i;
    return r;
}

/* §4: the weight each chance outcome should have (up to a common factor). */
static uint64_t expected_weight(const st_state *s, ctn_action a) {
    const uint8_t *pile = total(s->deck) ? s->deck : s->discard;
    int x = ST_ACT_ARG0(a);
    switch (ST_ACT_TYPE(a)) {
    case ST_A_DRAW:
        return x < CTN_RESOURCE_COUNT ? pile[x] : 0;
    case ST_A_DRAW_FROM:
        return x < CTN_RESOURCE_COUNT ? s->hand[s->victim][x] : 0;
    case ST_A_EVENT:
        return x < ST_EVENT_COUNT ? s->events_hidden[x] : 0;
    case ST_A_DRAW_SET: {
        uint8_t c[CTN_RESOURCE_COUNT];
        ctn_struggle_draw_counts(a, c);
        uint64_t w = 1;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) w *= binomial(s->deck[r], c[r]);
        return w;
    }
    default:
        return 0;
    }
}

/* ---- the per-position checks ---- */

static int cmp_action(const void *a, const void *b) {
    ctn_action x = *(const ctn_action *)a, y = *(const ctn_action *)b;
    return x < y ? -1 : x > y;
}

typedef struct {
    const ctn_game *g;
    const char *what;
    long index;
    st_state view;
    ctn_action a[CTN_MAX_ACTIONS], b[CTN_MAX_ACTIONS];
    uint32_t w[CTN_MAX_CHANCE];
    long positions, comparisons, variants, library_takes, thefts, draws_split, brigands, flips,
        market_days;
} checker;

#define FAIL(c, ...)                                                                               \
    do {                                                                                           \
        char where_[160];                                                                          \
        snprintf(where_, sizeof where_, "%s, position %ld", (c)->what, (c)->index);                \
        char text_[600];                                                                           \
        snprintf(text_, sizeof text_, __VA_ARGS__);                                                \
        fail_msg("%s: %s", where_, text_);                                                         \
    } while (0)

static int legal_sorted(const ctn_game *g, const st_state *s, int p, ctn_action *out) {
    int n = ctn_game_legal(g, (const ctn_state *)s, p, CTN_LEGAL_ALL, out);
    qsort(out, (size_t)n, sizeof(ctn_action), cmp_action);
    return n;
}

/* §9: what each viewer's state may show. */
static void check_views(checker *c, const st_state *s) {
    const ctn_game *g = c->g;
    static const uint8_t zero[sizeof(ctn_rng)];
    for (int v = -1; v < g->num_players; v++) {
        int viewer = v < 0 ? CTN_VIEW_PUBLIC : v;
        ctn_game_observe(g, (const ctn_state *)s, viewer, (ctn_state *)&c->view);
        const st_state *w = &c->view;
        if (total(w->deck) || w->hidden_deck != total(s->deck))
            FAIL(c, "viewer %d sees the deck or its size wrong", v);
        if (memcmp(&w->rng, zero, sizeof zero)) FAIL(c, "viewer %d sees the generator", v);
        if (w->viewer != (v < 0 ? ST_VIEW_PUBLIC_SEAT : v))
            FAIL(c, "view of %d marked %d", v, w->viewer);
        for (int q = 0; q < g->num_players; q++) {
            int shown =
                q == v || (s->phase == ST_PHASE_LIBRARY_TAKE && v == s->current && q == s->victim);
            if (shown && (memcmp(w->hand[q], s->hand[q], CTN_RESOURCE_COUNT) || w->hidden_hand[q]))
                FAIL(c, "viewer %d does not see hand %d", v, q);
            if (!shown && (total(w->hand[q]) || w->hidden_hand[q] != total(s->hand[q])))
                FAIL(c, "viewer %d sees hand %d (or its size wrong)", v, q);
        }
        if (memcmp(w->market, s->market, sizeof s->market) ||
            memcmp(w->discard, s->discard, sizeof s->discard))
            FAIL(c, "viewer %d does not see the market or the discard pile", v);
    }
}

static void check_chance(checker *c, const st_state *s) {
    char msg[512];
    if (ctn_oracle_compare(c->g, (const ctn_state *)s, CTN_CHANCE, CTN_LEGAL_ALL, msg, sizeof msg))
        FAIL(c, "chance: %s", msg);
    int n = ctn_game_chance(c->g, (const ctn_state *)s, c->a, c->w);
    if (n < 1) FAIL(c, "no chance outcome");
    uint64_t e0 = expected_weight(s, c->a[0]);
    for (int i = 0; i < n; i++) {
        uint64_t e = expected_weight(s, c->a[i]);
        if (c->w[i] == 0 || e == 0 || (uint64_t)c->w[i] * e0 != (uint64_t)c->w[0] * e) {
            char text[CTN_ACTION_TEXT_MAX];
            ctn_action_to_text(c->g, (const ctn_state *)s, c->a[i], text, sizeof text);
            FAIL(c, "chance outcome '%s' has weight %u, expected proportional to %llu", text,
                 c->w[i], (unsigned long long)e);
        }
    }
    c->comparisons++;
}

static void check_player(checker *c, const st_state *s, int p) {
    const ctn_game *g = c->g;
    char msg[512];
    if (ctn_oracle_compare(g, (const ctn_state *)s, p, CTN_LEGAL_ALL, msg, sizeof msg))
        FAIL(c, "phase %s: %s", ctn_struggle_phase_name(s->phase), msg);
    /* his own view: the same list, and the oracle agrees there too */
    ctn_game_observe(g, (const ctn_state *)s, p, (ctn_state *)&c->view);
    if (ctn_oracle_compare(g, (const ctn_state *)&c->view, p, CTN_LEGAL_ALL, msg, sizeof msg))
        FAIL(c, "phase %s, in his view: %s", ctn_struggle_phase_name(s->phase), msg);
    int n1 = legal_sorted(g, s, p, c->a);
    int n2 = legal_sorted(g, &c->view, p, c->b);
    if (n1 != n2 || memcmp(c->a, c->b, (size_t)n1 * sizeof(ctn_action)))
        FAIL(c, "player %d has %d legal actions in the full state, %d in his view", p, n1, n2);
    c->comparisons++;
}

static void check_position(checker *c, const st_state *s) {
    const ctn_game *g = c->g;
    char msg[512];
    if (ctn_struggle_rules.check(g, (const ctn_state *)s, msg, sizeof msg))
        FAIL(c, "invariant: %s", msg);
    ctn_actors actors = ctn_game_actors(g, (const ctn_state *)s);
    for (int p = 0; p < g->num_players; p++) {
        int oracle_acts = st_oracle_actions(g, (const ctn_state *)s, p, CTN_LEGAL_ALL, c->b) > 0;
        if (oracle_acts != !!(actors & (1u << p)))
            FAIL(c, "phase %s: player %d %s an actor but the oracle says he %s act",
                 ctn_struggle_phase_name(s->phase), p, (actors & (1u << p)) ? "is" : "is not",
                 oracle_acts ? "may" : "may not");
        if (actors & (1u << p)) check_player(c, s, p);
    }
    if (actors & CTN_CHANCE_BIT) check_chance(c, s);
    check_views(c, s);
    /* §10: once control is back with the player on turn, he has not the points to win */
    int target = g->option_values[ST_OPT_VP_TO_WIN];
    if (g->option_values[ST_OPT_WIN_CHECK] == 0 && s->phase != ST_PHASE_GAME_OVER &&
        (s->phase == ST_PHASE_TRADE || s->phase == ST_PHASE_BUILD) &&
        points(s, s->current) >= target)
        FAIL(c, "player %d on turn with %d points and the game goes on", s->current,
             points(s, s->current));
    c->library_takes += s->phase == ST_PHASE_LIBRARY_TAKE;
    c->positions++;
}

/* §9: who may see the resource in an action. */
static void check_mask(checker *c, const st_state *s, int player, ctn_action a) {
    const ctn_game *g = c->g;
    int type = ST_ACT_TYPE(a);
    for (int v = -1; v < g->num_players; v++) {
        int viewer = v < 0 ? CTN_VIEW_PUBLIC : v;
        ctn_action m = g->rules->mask_action(g, (const ctn_state *)s, player, a, viewer);
        int sees = 1;
        if (type == ST_A_DRAW_SET || (type == ST_A_DRAW && s->phase == ST_PHASE_DECK_DRAW))
            sees = v == s->current;
        else if (type == ST_A_DRAW_FROM || type == ST_A_TAKE || type == ST_A_GIVE)
            sees = v == s->current || v == s->victim;
        ctn_action hidden =
            type == ST_A_DRAW_SET
                ? ctn_struggle_draw_set_hidden(total(s->deck) < s->draws_left ? total(s->deck)
                                                                              : s->draws_left)
                : ST_ACT(type, ST_UNKNOWN, ST_ACT_ARG1(a));
        if (m != (sees ? a : hidden)) {
            char text[CTN_ACTION_TEXT_MAX];
            ctn_action_to_text(g, (const ctn_state *)s, a, text, sizeof text);
            FAIL(c, "viewer %d: '%s' masked as %u", v, text, m);
        }
    }
}

/* §4.1, §4.2, §4.3, §5: where the cards go. Compares every hand and the market with what the
 * action moves (a card drawn from the deck arrives with the chance action that follows). */
static void check_cards(checker *c, const st_state *b, int player, ctn_action a,
                        const st_state *s) {
    uint8_t hand[ST_MAX_PLAYERS][CTN_RESOURCE_COUNT], market[CTN_RESOURCE_COUNT];
    memcpy(hand, b->hand, sizeof hand);
    memcpy(market, b->market, sizeof market);
    int p = b->current, v = b->victim, x = ST_ACT_ARG0(a), y = ST_ACT_ARG1(a);
    uint8_t counts[CTN_RESOURCE_COUNT];
    switch (ST_ACT_TYPE(a)) {
    case ST_A_TRADE_DECK:
        hand[p][x]--;
        break;
    case ST_A_TRADE_MARKET:
        hand[p][x]++, hand[p][y]--, market[x]--, market[y]++;
        break;
    case ST_A_DRAW_FROM:
    case ST_A_TAKE:
        hand[p][x]++, hand[v][x]--;
        break;
    case ST_A_GIVE:
        hand[p][x]--, hand[v][x]++;
        break;
    case ST_A_DISCARD:
        hand[player][x]--;
        break;
    case ST_A_MARKET_TAKE:
        hand[player][x]++, market[x]--;
        break;
    case ST_A_DRAW:
        if (b->phase == ST_PHASE_DECK_DRAW)
            hand[p][x]++;
        else
            market[x]++; /* the refill */
        break;
    case ST_A_PAY:
        ctn_struggle_paid(a, counts);
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) hand[p][r] = (uint8_t)(hand[p][r] - counts[r]);
        break;
    case ST_A_DRAW_SET:
        ctn_struggle_draw_counts(a, counts);
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) hand[p][r] = (uint8_t)(hand[p][r] + counts[r]);
        break;
    default:
        break;
    }
    if (memcmp(hand, s->hand, sizeof hand)) FAIL(c, "the hands are not what the action leaves");
    /* a market card taken on market day is replaced at once (§5): allow the refill phase */
    if (memcmp(market, s->market, sizeof market) && s->phase != ST_PHASE_GAME_OVER)
        FAIL(c, "the market is not what the action leaves");
}

/* §4.1, §4.2: the turn's bookkeeping the oracle relies on (trades left, library, guild, builds). */
static void check_bookkeeping(checker *c, const st_state *b, ctn_action a, const st_state *s) {
    int type = ST_ACT_TYPE(a), x = ST_ACT_ARG0(a);
    int trade = type == ST_A_TRADE_DECK || type == ST_A_TRADE_MARKET || type == ST_A_TRADE_PLAYER ||
                type == ST_A_LIBRARY;
    if (s->turn != b->turn) {
        if (s->current != (b->current + 1) % b->num_players)
            FAIL(c, "player %d follows player %d", s->current, b->current); /* §3 */
        int a_sides = (s->roads[s->current] + 1) / 2;
        if (s->phase != ST_PHASE_TRADE || s->trades_left != (a_sides ? a_sides : 1) || s->built ||
            s->library_used || s->guild_used)
            FAIL(c,
                 "turn %u starts in phase %s with %d trades (%d A-side roads), built %d, "
                 "library %d, guild %d",
                 s->turn, ctn_struggle_phase_name(s->phase), s->trades_left, a_sides, s->built,
                 s->library_used, s->guild_used);
        return;
    }
    if (s->trades_left != b->trades_left - trade)
        FAIL(c, "%d trades left after %d and a%s trade", s->trades_left, b->trades_left,
             trade ? "" : " non-");
    if (type == ST_A_TRADE_PLAYER &&
        (s->phase != ST_PHASE_PLAYER_DRAW || s->victim != x || s->library_used != b->library_used))
        FAIL(c, "a player trade goes to phase %s", ctn_struggle_phase_name(s->phase));
    if (type == ST_A_LIBRARY &&
        (s->phase != ST_PHASE_LIBRARY_TAKE || s->victim != x || !s->library_used))
        FAIL(c, "the library goes to phase %s", ctn_struggle_phase_name(s->phase));
    if (type == ST_A_GUILD &&
        (s->phase != ST_PHASE_GUILD_STEAL || s->victim != x || !s->guild_used))
        FAIL(c, "the guild goes to phase %s", ctn_struggle_phase_name(s->phase));
    if ((b->phase == ST_PHASE_GUILD_STEAL || b->phase == ST_PHASE_GIVE) &&
        s->phase != ST_PHASE_GAME_OVER &&
        s->phase != (b->phase == ST_PHASE_GIVE ? ST_PHASE_TRADE : b->resume_phase))
        FAIL(c, "back to phase %s after %s", ctn_struggle_phase_name(s->phase),
             ctn_struggle_phase_name(b->phase));
    if (type == ST_A_BUILD && (s->phase != ST_PHASE_PAY || s->paying != x ||
                               (x == ST_BUILD_EXPANSION && s->paying_expansion != ST_ACT_ARG1(a))))
        FAIL(c, "a build goes to phase %s", ctn_struggle_phase_name(s->phase));
    if (type == ST_A_PAY && s->phase != ST_PHASE_GAME_OVER && !((s->built >> b->paying) & 1))
        FAIL(c, "a %s paid for is not marked built", ctn_struggle_build_name(b->paying));
    if (type == ST_A_PAY && b->paying == ST_BUILD_EXPANSION &&
        !((s->expansions[b->current] >> b->paying_expansion) & 1))
        FAIL(c, "the expansion paid for is not the one chosen");
    if (type != ST_A_PAY && type != ST_A_GIVE && type != ST_A_DRAW_FROM &&
        b->phase != ST_PHASE_PAY && s->built != b->built)
        FAIL(c, "builds marked without a payment");
}

/* Per playout: what spans several actions. */
typedef struct {
    int flip_pending;            /* 1 + the direction before a brigand attack */
    int market_day, market_done; /* a market day under way, choices made in it */
} tracker;

/* The rules on the transition from `b` by (player, a) to `s`. */
static void check_transition(checker *c, tracker *t, const st_state *b, int player, ctn_action a,
                             const st_state *s) {
    const ctn_game *g = c->g;
    int n = g->num_players, p = b->current, type = ST_ACT_TYPE(a);
    check_cards(c, b, player, a, s);
    int limit = g->option_values[ST_OPT_TURN_LIMIT];
    if (s->phase == ST_PHASE_GAME_OVER) {
        /* §10, §11: undecided only when the turn limit's turn ends */
        if (s->winner == ST_NOBODY && (!limit || s->turn != (uint32_t)limit))
            FAIL(c, "the game ends undecided in turn %u (limit %d)", s->turn, limit);
        return;
    }
    if (limit && s->turn > (uint32_t)limit) FAIL(c, "turn %u is played (limit %d)", s->turn, limit);
    check_bookkeeping(c, b, a, s);
    if (type == ST_A_END_BUILD && s->phase == ST_PHASE_DRAW) { /* §4.3 */
        int owed = 2 + (b->knights[p] + 1) / 2;
        if (s->draws_left != owed)
            FAIL(c, "player %d with %d knights owes %d cards, not %d", p, b->knights[p],
                 s->draws_left, owed);
        if (total(b->deck) == 0 &&
            (memcmp(s->deck, b->discard, sizeof b->deck) || total(s->discard)))
            FAIL(c, "the empty deck was not replaced by the discard pile");
    }
    if (type == ST_A_DRAW_SET && s->phase == ST_PHASE_DRAW) { /* §4.3: the rest after a reshuffle */
        if (total(b->deck) >= b->draws_left || total(s->deck) == 0)
            FAIL(c, "a second draw event although the deck held the cards owed");
        c->draws_split++;
    }
    if (type == ST_A_PAY && (b->paying == ST_BUILD_ROAD || b->paying == ST_BUILD_KNIGHT)) {
        int knight = b->paying == ST_BUILD_KNIGHT;
        const uint8_t *before = knight ? b->knights : b->roads,
                      *after = knight ? s->knights : s->roads;
        int supply = knight ? b->knight_supply : b->road_supply;
        int victim = supply ? -1 : theft_victim(g, b, p, knight);
        if (!supply && victim < 0)
            FAIL(c, "a %s built from an empty stack with nobody to rob",
                 knight ? "knight" : "road");
        for (int q = 0; q < n; q++) {
            int want = before[q] + (q == p) - (q == victim);
            if (after[q] != want)
                FAIL(c, "%s of player %d: %d after the build, expected %d (victim %d)",
                     knight ? "knights" : "roads", q, after[q], want, victim);
        }
        c->thefts += victim >= 0;
    }
    if (type == ST_A_PAY && b->paying == ST_BUILD_SETTLEMENT &&
        (s->phase == ST_PHASE_DIRECTION) != (n >= 3))
        FAIL(c, "after a settlement with %d players the phase is %s", n,
             ctn_struggle_phase_name(s->phase));
    if (type == ST_A_PAY && b->paying == ST_BUILD_CITY && s->phase != ST_PHASE_EVENT)
        FAIL(c, "after a city the phase is %s", ctn_struggle_phase_name(s->phase));
    if (type == ST_A_EVENT && ST_ACT_ARG0(a) == ST_EVENT_BRIGANDS) { /* §5 */
        int discard = g->option_values[ST_OPT_ROBBERY_DISCARD] == 0, owing = 0;
        for (int q = 0; q < n; q++) {
            int h = total(b->hand[q]), want = discard && h > 7 ? h / 2 : 0;
            owing += want > 0;
            if (s->discard_owed[q] != want)
                FAIL(c, "brigands: player %d with %d cards owes %d, expected %d", q, h,
                     s->discard_owed[q], want);
        }
        if ((s->phase == ST_PHASE_DISCARD) != (owing > 0))
            FAIL(c, "brigands: phase %s with %d players owing", ctn_struggle_phase_name(s->phase),
                 owing);
        c->brigands++;
        t->flip_pending = 1 + b->direction;
    }
    if (type == ST_A_DISCARD &&
        (s->discard_owed[player] != b->discard_owed[player] - 1 ||
         (s->discard_owed[player] && s->discard_floor[player] != ST_ACT_ARG0(a))))
        FAIL(c, "player %d owes %d after a discard (%d before)", player, s->discard_owed[player],
             b->discard_owed[player]);
    /* §5, §7: the direction card is turned (3 or more players) once the brigands are done */
    if (t->flip_pending && s->phase != ST_PHASE_DISCARD && s->phase != ST_PHASE_EVENT) {
        int was = t->flip_pending - 1, want = n >= 3 ? !was : was;
        if (s->phase != ST_PHASE_BUILD)
            FAIL(c, "after the brigand attack the phase is %s", ctn_struggle_phase_name(s->phase));
        if (s->direction != want)
            FAIL(c, "direction %d after the brigand attack, expected %d", s->direction, want);
        t->flip_pending = 0;
        c->flips++;
    }
    /* §5 market day: every player once, from the builder in seat order */
    if (type == ST_A_EVENT && ST_ACT_ARG0(a) == ST_EVENT_MARKET_DAY) {
        int on = g->option_values[ST_OPT_MARKET_DAY] == 0;
        if (on && (s->phase != ST_PHASE_MARKET_DAY || s->actor != p))
            FAIL(c, "market day does not start with the builder (phase %s, actor %d)",
                 ctn_struggle_phase_name(s->phase), s->actor);
        if (!on && s->phase != ST_PHASE_BUILD)
            FAIL(c, "market day is off but the phase is %s", ctn_struggle_phase_name(s->phase));
        t->market_day = on, t->market_done = 0;
        c->market_days += on;
    }
    if (type == ST_A_MARKET_TAKE || type == ST_A_MARKET_PASS) {
        if (player != (p + t->market_done) % n)
            FAIL(c, "player %d chooses on market day after %d others", player, t->market_done);
        t->market_done++;
    }
    if (t->market_day && s->phase != ST_PHASE_MARKET_DAY && s->phase != ST_PHASE_REFILL) {
        if (t->market_done != n || s->phase != ST_PHASE_BUILD)
            FAIL(c, "market day over after %d choices, in phase %s", t->market_done,
                 ctn_struggle_phase_name(s->phase));
        t->market_day = 0;
    }
    if (s->turn != b->turn && points(s, s->current) >= g->option_values[ST_OPT_VP_TO_WIN])
        FAIL(c, "player %d starts his turn with %d points", s->current, points(s, s->current));
}

/* §3: 5 cards in the market, 3 in every hand, a road and a settlement each, seat 0 to trade. */
static void check_setup(checker *c, const st_state *s) {
    c->index = 0;
    int ok = s->phase == ST_PHASE_TRADE && s->current == 0 && s->turn == 1 &&
             total(s->market) == ST_MARKET_SIZE && s->direction == 0 && !s->built;
    for (int p = 0; p < s->num_players; p++)
        ok = ok && total(s->hand[p]) == ST_START_HAND && s->roads[p] == 1 && s->knights[p] == 0 &&
             s->settlements[p] == 1 && s->cities[p] == 0 && s->expansions[p] == 0;
    if (!ok) FAIL(c, "the set-up is not that of §3");
}

/* Rare positions made from common ones, compared without being played (so the oracle meets every
 * rule, not only what random play reaches): opponents at odd distance with empty hands, an empty
 * deck, empty road and knight stacks. Every card stays accounted for. */
static void check_variants(checker *c, const st_state *s) {
    const ctn_game *g = c->g;
    int n = g->num_players, p = s->current;
    if (s->phase != ST_PHASE_TRADE && s->phase != ST_PHASE_BUILD) return;
    for (int kind = 0; kind < 4; kind++) {
        st_state v = *s;
        if (kind == 0 || kind == 3)
            for (int q = 0; q < n; q++)
                if (((q - p + n) % n) % 2)
                    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
                        v.discard[r] = (uint8_t)(v.discard[r] + v.hand[q][r]), v.hand[q][r] = 0;
        if (kind == 1)
            for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
                v.discard[r] = (uint8_t)(v.discard[r] + v.deck[r]), v.deck[r] = 0;
        if (kind == 2 || kind == 3) {
            int q = (p + n - 1) % n;
            v.roads[q] = (uint8_t)(v.roads[q] + v.road_supply), v.road_supply = 0;
            v.knights[q] = (uint8_t)(v.knights[q] + v.knight_supply), v.knight_supply = 0;
        }
        char msg[512];
        if (ctn_struggle_rules.check(g, (const ctn_state *)&v, msg, sizeof msg))
            FAIL(c, "variant %d: invariant: %s", kind, msg);
        if (ctn_oracle_compare(g, (const ctn_state *)&v, p, CTN_LEGAL_ALL, msg, sizeof msg))
            FAIL(c, "variant %d (phase %s): %s", kind, ctn_struggle_phase_name(s->phase), msg);
        c->variants++;
    }
}

static void run_config(const config *cfg, int games) {
    ctn_game_config gc = {0};
    gc.num_players = cfg->players;
    gc.num_options = cfg->num_options;
    memcpy(gc.options, cfg->options, sizeof cfg->options);
    ctn_game *g = NULL;
    ctn_error err;
    assert_int_equal(ctn_game_new(&ctn_struggle_rules, &gc, &g, &err), CTN_OK);
    checker *c = calloc(1, sizeof *c);
    c->g = g;
    c->what = cfg->name;
    st_state s, before;
    ctn_rng rng;
    ctn_rng_seed(&rng, 11);
    long finished = 0;
    for (int i = 0; i < games; i++) {
        ctn_game_init_state(g, (ctn_state *)&s, (uint64_t)i + 2000);
        check_setup(c, &s);
        tracker t = {0, 0, 0};
        for (long k = 0; !ctn_game_is_terminal(g, (ctn_state *)&s) && k < 20000; k++) {
            c->index = k;
            check_position(c, &s);
            if (k % 3 == 0) check_variants(c, &s);
            int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
            ctn_action a;
            if (p == CTN_CHANCE) {
                a = ctn_game_sample_own_chance(g, (ctn_state *)&s);
            } else {
                int n = ctn_game_legal(g, (ctn_state *)&s, p, CTN_LEGAL_ALL, c->a);
                assert_true(n > 0);
                a = c->a[ctn_rng_below(&rng, (uint32_t)n)];
            }
            check_mask(c, &s, p, a);
            before = s;
            ctn_game_apply(g, (ctn_state *)&s, p, a);
            check_transition(c, &t, &before, p, a, &s);
        }
        if (ctn_game_is_terminal(g, (ctn_state *)&s)) { /* §10 */
            int limit = g->option_values[ST_OPT_TURN_LIMIT];
            if (s.winner == ST_NOBODY
                    ? !limit || s.turn != (uint32_t)limit
                    : s.winner != s.current ||
                          points(&s, s.winner) < g->option_values[ST_OPT_VP_TO_WIN])
                FAIL(c, "the game ends in turn %u with winner %d", s.turn, s.winner);
            finished++;
        }
    }
    printf("%-30s %d playouts (%ld finished), %ld positions, %ld list comparisons, %ld variants, "
           "%ld library picks, %ld thefts, %ld split draws, %ld brigand attacks (%ld checked "
           "flips), %ld market days\n",
           cfg->name, games, finished, c->positions, c->comparisons, c->variants, c->library_takes,
           c->thefts, c->draws_split, c->brigands, c->flips, c->market_days);
    assert_true(finished >= games * 9 / 10); /* the playouts really reach the end of the game */
    free(c);
    ctn_game_free(g);
}

static int games_per_config(void) {
    const char *env = getenv("CATAN_AGREE_GAMES");
    int n = env ? atoi(env) : 30;
    return n > 0 ? n : 30;
}

static void test_agree(void **state) {
    const config *cfg = *state;
    run_config(cfg, games_per_config());
}

int main(void) {
    struct CMUnitTest tests[sizeof CONFIGS / sizeof CONFIGS[0]];
    for (size_t i = 0; i < sizeof CONFIGS / sizeof CONFIGS[0]; i++)
        tests[i] =
            (struct CMUnitTest){CONFIGS[i].name, test_agree, NULL, NULL, (void *)&CONFIGS[i]};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
