/* rivals_setup.c — a Rivals game's cards for its mode (R§6) and the first state: both starting
 * principalities (R§3), the region stack, the draw stacks and the event stack (R§6). */
#include <stdio.h>
#include <stdlib.h>

#include "catan/rivals_deck.h"
#include "rivals_internal.h"

static const char *const MODE_NAMES[] = {"intro", "gold", "turmoil", "progress", "duel", "tournament", "intrigue", "merchants", "barbarians", "sages", "prosperity", "explorers", NULL};

/* docs/rules/rivals.md R§6. */
const ctn_option_spec rv_option_specs[RV_OPT_COUNT] = {
    [RV_OPT_MODE] = {"mode", CTN_OPT_ENUM, RV_MODE_INTRO, 0, 0, MODE_NAMES,
                     "intro (7 points), gold, turmoil, progress (12 points), duel (13 points) and "
                     "tournament (15 points; decks through the set-up, else the default deck), intrigue (12 "
                     "points: the Age of Darkness's Era of Intrigue, its cards built so far), merchants (12 points: the Era of Merchant Princes, its cards built so far), barbarians (13 "
                     "points: the Era of Barbarians, its cards built so far), sages (12 points: the Age of Enlightenment's Era of Sages, its cards built so far), prosperity (12 points: "
                     "the Era of Prosperity, its cards built so far), explorers (12 points: the Era of Explorers, its "
                     "cards built so far)"},
    [RV_OPT_TURN_LIMIT] = {"turn_limit", CTN_OPT_INT, 0, 0, 1000000, NULL,
                           "0 = none; otherwise the game ends undecided when this turn ends"},
};

const char *ctn_rivals_mode_name(int mode) { return mode >= 0 && mode < RV_MODE_COUNT ? MODE_NAMES[mode] : "?"; }

static int kind_key(const char *key) { return ctn_rivals_card_find(key); }

/* The modes (R§6): the eras whose cards join the Basic Set, the points that win, how many draw
 * stacks hold Basic cards and how many each era's; whether the cards and events with a half moon
 * leave (the duel, R§6.3), and how many events its stack holds; `played` is 0 while the engine
 * does not play the mode yet (its row then says only what the rules file states for certain). */
#define ERA(set) (1u << (set))
static const struct {
    unsigned eras;
    int vp_to_win, basic_stacks, era_stacks, half_moons_out, events, played;
} MODES[RV_MODE_COUNT] = {
    [RV_MODE_INTRO] = {0, 7, 4, 0, 0, 0, 1},
    [RV_MODE_GOLD] = {ERA(RV_SET_GOLD), 12, 3, 2, 0, 0, 1},
    [RV_MODE_TURMOIL] = {ERA(RV_SET_TURMOIL), 12, 3, 2, 0, 0, 1},
    [RV_MODE_PROGRESS] = {ERA(RV_SET_PROGRESS), 12, 3, 2, 0, 0, 1},
    [RV_MODE_DUEL] = {ERA(RV_SET_GOLD) | ERA(RV_SET_TURMOIL) | ERA(RV_SET_PROGRESS), 13, 3, 1, 1, 12, 1},
    /* R§6.4: the cards are the decks' (rivals_tourney_setup.c), 4 own stacks each */
    [RV_MODE_TOURNAMENT] = {ERA(RV_SET_GOLD) | ERA(RV_SET_TURMOIL) | ERA(RV_SET_PROGRESS), RV_TOURNEY_VP, 0, 0, 0, 13, 1},
    /* R§12: the Age of Darkness's first era as a theme game, like the base box's */
    [RV_MODE_INTRIGUE] = {ERA(RV_SET_INTRIGUE), 12, 3, 2, 0, 0, 1},
    /* R§13: its second era, the same way */
    [RV_MODE_MERCHANTS] = {ERA(RV_SET_MERCHANTS), 12, 3, 2, 0, 0, 1},
    /* R§14: its third, the same way, to 13 points (the research notes' figure, confidence M) */
    [RV_MODE_BARBARIANS] = {ERA(RV_SET_BARBARIANS), 13, 3, 2, 0, 0, 1},
    /* R§15: the Age of Enlightenment's Era of Sages, the same way (12 points, R-165) */
    [RV_MODE_SAGES] = {ERA(RV_SET_SAGES), 12, 3, 2, 0, 0, 1},
    /* R§16: the Era of Prosperity, the same way (12 points, R-230) */
    [RV_MODE_PROSPERITY] = {ERA(RV_SET_PROSPERITY), 12, 3, 2, 0, 0, 1},
    /* R§17: the Era of Explorers, the same way (12 points, R-260); the sea areas: rv_explorers_init */
    [RV_MODE_EXPLORERS] = {ERA(RV_SET_EXPLORERS), 12, 3, 2, 0, 0, 1},
};

/* "intro, gold, turmoil, progress and duel": the modes the engine plays, for the refusal of the others. */
static void played_modes(char *buf, size_t cap) {
    size_t len = 0;
    int total = 0;
    buf[0] = 0;
    for (int m = 0; m < RV_MODE_COUNT; m++) total += MODES[m].played;
    for (int m = 0, k = 0; m < RV_MODE_COUNT && len < cap; m++) {
        if (!MODES[m].played) continue;
        const char *sep = k == 0 ? "" : k == total - 1 ? " and " : ", ";
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", sep, MODE_NAMES[m]);
        k++;
    }
}

/* The game's cards (R§6): every copy of the Basic Set's and the eras' cards, but in the duel
 * (R§6.3) no draw card with a half moon; events get ids in table order, those with a half moon
 * marked as the duel's candidates. Of a row's copies the last `half_moon` bear the mark. Cards the
 * engine does not play yet (the Eras of Merchant Princes' and Barbarians', R§13.3, R§14.3) are left out. */
static void add_cards(rv_data *d, unsigned eras, int half_moons_out) {
    for (int k = 0; k < ctn_rivals_card_count; k++) {
        const rv_card *c = &ctn_rivals_cards[k];
        if (c->set != RV_SET_BASIC && !(eras & ERA(c->set))) continue;
        if (!c->implemented) continue; /* a card not built yet (R§12.3) stays in the box */
        for (int i = 0; i < c->copies; i++) {
            int half_moon = i >= c->copies - c->half_moon;
            if (c->type == RV_T_EVENT) {
                if (c->ability == rv_ev_yule) d->yule = d->num_events;
                if (half_moon) d->ev_candidates |= 1u << d->num_events;
                d->event_kind[d->num_events++] = (uint8_t)k;
            } else if (!(half_moons_out && half_moon)) {
                d->dealt[d->num_draw++] = (uint8_t)k;
            }
        }
    }
}

/* The draw stacks' backs (R§6): the Basic stacks first, then each era's stacks in set order. */
static void set_stacks(rv_data *d, unsigned eras, int basic_stacks, int era_stacks) {
    d->basic_stacks = basic_stacks;
    d->num_stacks = 0;
    for (int k = 0; k < basic_stacks; k++) d->stack_set[d->num_stacks++] = RV_SET_BASIC;
    for (int set = RV_SET_BASIC + 1; set < RV_SET_COUNT; set++)
        for (int k = 0; (eras & ERA(set)) && k < era_stacks; k++) d->stack_set[d->num_stacks++] = (uint8_t)set;
}

/* The hooks each kind's ability answers, and those some card of the game answers. */
static void set_hooks(rv_data *d) {
    _Static_assert((int)RV_NONE >= (int)RV_MAX_KINDS, "RV_NONE is no kind");
    for (int k = 0; k < ctn_rivals_card_count && k < RV_MAX_KINDS; k++)
        d->hooks[k] = rv_ability_hooks(ctn_rivals_cards[k].ability);
    for (int c = 0; c < d->num_draw; c++) d->game_hooks |= d->hooks[d->dealt[c]];
}

/* The slots for cards turned to a level that one principality may need: the copies of the
 * kinds with levels among the cards it may come to hold, one of a 1x kind; in the tournament each
 * player's own deck (card ids 35p .. 35p + 34), else every card of the game. */
static int rot_slots_needed(const rv_data *d) {
    int worst = 0;
    for (int p = 0; p < (rv_tourney(d) ? RV_PLAYERS : 1); p++) {
        uint8_t seen[RV_MAX_KINDS] = {0};
        int n = 0;
        for (int c = 0; c < d->num_draw; c++) {
            const rv_card *k = &ctn_rivals_cards[d->dealt[c]];
            if ((rv_tourney(d) && c / RV_TOURNEY_DECK != p) || !k->levels || ((k->flags & RV_F_ONE_OF) && seen[d->dealt[c]])) continue;
            seen[d->dealt[c]] = 1;
            n++;
        }
        worst = n > worst ? n : worst;
    }
    return worst;
}

/* The tournament: a determinized view deals the opponent any deck and picks
 * his declared eras' pools allow, so the game's eras and its slots for cards turned to a level
 * cover those pools too, not only the decks really dealt: the eras' state is then checked and
 * hashed in every sampled game. A pool may hold more cards with levels than one deck can (no legal
 * deck needs more than RV_ROT_SLOTS, test_rot_slots_suffice). */
static void pool_eras_and_slots(rv_data *d) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        uint8_t seen[RV_MAX_KINDS] = {0};
        int n = 0;
        for (int i = 0; i < d->deck_pool_n[p]; i++) {
            int kind = d->deck_pool[p][i];
            const rv_card *k = &ctn_rivals_cards[kind];
            if (k->set != RV_SET_BASIC) d->eras |= ERA(k->set);
            if (!k->levels || ((k->flags & RV_F_ONE_OF) && seen[kind])) continue;
            seen[kind] = 1;
            n++;
        }
        for (int i = 0; i < d->event_pool_n[p]; i++) {
            int set = ctn_rivals_cards[d->event_pool[p][i]].set;
            if (set != RV_SET_BASIC) d->eras |= ERA(set);
        }
        n = n < RV_ROT_SLOTS ? n : RV_ROT_SLOTS;
        d->rot_slots = n > d->rot_slots ? n : d->rot_slots;
    }
}

ctn_status rv_game_setup(ctn_game *g, const ctn_game_config *cfg, ctn_error *err) {
    if (cfg->board_kind == CTN_BOARD_EXPLICIT || cfg->board_kind == CTN_BOARD_BEGINNER)
        return ctn_error_set(err, CTN_E_BOARD, "Rivals for Catan has no board");
    int mode = g->option_values[RV_OPT_MODE];
    if (!MODES[mode].played) {
        char played[64];
        played_modes(played, sizeof played);
        return ctn_error_set(err, CTN_E_OPTION, "rivals mode '%s' is not yet available (%s are played)",
                             ctn_rivals_mode_name(mode), played);
    }
    if (ctn_rivals_card_count > RV_MAX_KINDS) return ctn_error_set(err, CTN_E_LIMIT, "card table larger than RV_MAX_KINDS");
    rv_data *d = calloc(1, sizeof *d);
    if (!d) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    d->mode = mode;
    d->turn_limit = g->option_values[RV_OPT_TURN_LIMIT];
    /* R§1, R§6: the intro plays the Basic Set to 7; a theme game adds one era and plays to 12; the
     * duel adds all three without their half-moon cards and plays to 13 */
    d->vp_to_win = MODES[mode].vp_to_win;
    d->eras = MODES[mode].eras;
    memset(d->stack_owner, RV_NONE, sizeof d->stack_owner);
    memset(d->ev_picker, -1, sizeof d->ev_picker);
    ctn_status st = mode == RV_MODE_TOURNAMENT ? rv_tourney_setup(d, cfg->setup, err) : CTN_OK;
    if (st != CTN_OK) {
        free(d);
        return st;
    }
    if (mode != RV_MODE_TOURNAMENT) {
        add_cards(d, MODES[mode].eras, MODES[mode].half_moons_out);
        set_stacks(d, MODES[mode].eras, MODES[mode].basic_stacks, MODES[mode].era_stacks);
    }
    for (int c = 0; c < d->num_draw; c++) /* the tournament: the eras its decks' cards come from */
        if (ctn_rivals_cards[d->dealt[c]].set != RV_SET_BASIC) d->eras |= ERA(ctn_rivals_cards[d->dealt[c]].set);
    for (int e = 0; e < d->num_events; e++) { /* and the events of the Age of Darkness's eras and the Eras of
                                                 * Sages and Prosperity (their state: R§12, R§13, R§15, R§16; the
                                                 * events put back, R-140, R-248) */
        int set = ctn_rivals_cards[d->event_kind[e]].set;
        if (set == RV_SET_INTRIGUE || set == RV_SET_MERCHANTS || set == RV_SET_BARBARIANS || set == RV_SET_SAGES ||
            set == RV_SET_PROSPERITY)
            d->eras |= ERA(set);
    }
    _Static_assert(RV_STACKS <= 8, "rv_data.under and own_stacks hold a stack set in a byte");
    for (int k = 0; k < RV_STACKS; k++) /* the tournament: his own four stacks (R§6.4) */
        for (int p = 0; p < RV_PLAYERS; p++)
            if (d->stack_owner[k] == RV_NONE || d->stack_owner[k] == p) d->own_stacks[p] |= (uint8_t)(1u << k);
    for (int k = 0; k < d->num_stacks; k++) /* R§5.1: under a stack with its back, in the tournament his own */
        for (int p = 0; p < RV_PLAYERS; p++)
            for (int set = 0; set < RV_SET_COUNT; set++)
                if (rv_stack_own(d, k, p) && rv_stack_takes(d, k, set)) d->under[p][set] |= (uint8_t)(1u << k);
    const ctn_rivals_setup *declared = mode == RV_MODE_TOURNAMENT ? cfg->setup : NULL;
    if (declared && ((declared->eras[0] | declared->eras[1]) >> RV_ERA_PROSPERITY & 1))
        d->eras |= ERA(RV_SET_PROSPERITY); /* either declares the era, both have the Public Feeling */
    d->rot_slots = rot_slots_needed(d);
    if (d->rot_slots > RV_ROT_SLOTS) { /* never with the card table's cards (R-202, test_rot_slots_suffice) */
        free(d);
        return ctn_error_set(err, CTN_E_LIMIT, "a principality could hold more cards turned to a level than RV_ROT_SLOTS");
    }
    d->ev_fixed = (1u << d->num_events) - 1;
    if (MODES[mode].half_moons_out) { /* R§6.3: the events without a half moon, the rest drawn */
        d->ev_fixed &= ~d->ev_candidates;
        d->ev_random = MODES[mode].events - __builtin_popcount(d->ev_fixed);
    } else {
        d->ev_candidates = 0;
    }
    d->k_brigitta = kind_key("brigitta");
    d->k_scout = kind_key("scout");
    d->k_relocation = kind_key("relocation");
    d->k_caravan = kind_key("merchant_caravan");
    d->k_goldsmith = kind_key("goldsmith");
    d->k_lts = kind_key("large_trade_ship");
    d->k_storehouse = kind_key("storehouse");
    d->k_abbey = kind_key("abbey");
    d->k_merchant_guild = kind_key("merchant_guild");
    d->k_hedge_tavern = kind_key("hedge_tavern");
    d->k_university = kind_key("university");
    d->k_parish_hall = kind_key("parish_hall");
    d->k_bishops_see = kind_key("bishops_see");
    d->k_odins_fountain = kind_key("odins_fountain");
    d->c_gold_cache = d->c_sebastian[0] = d->c_sebastian[1] = -1;
    for (int c = 0, seb = 0; c < d->num_draw; c++) {
        if (ctn_rivals_cards[d->dealt[c]].ability == rv_ab_gold_cache) d->c_gold_cache = c;
        if (ctn_rivals_cards[d->dealt[c]].ability == rv_ab_sebastian && seb < RV_PLAYERS) d->c_sebastian[seb++] = c;
    }
    set_hooks(d);
    if (mode == RV_MODE_TOURNAMENT) { /* the pools the declared eras allow */
        const ctn_rivals_setup *setup = cfg->setup;
        unsigned eras[RV_PLAYERS] = {setup ? setup->eras[0] : 0u, setup ? setup->eras[1] : 0u};
        st = rv_tourney_pool(d, eras, err);
        if (st != CTN_OK) {
            free(d);
            return st;
        }
        pool_eras_and_slots(d);
    }
    g->data = d;
    return CTN_OK;
}

void rv_game_teardown(ctn_game *g) {
    free(g->data);
    g->data = NULL;
}

/* R§5.5: after Yule every event is back in the stack, Yule fourth from the bottom. */
void rv_events_rebuild(const rv_data *d, rv_state *s, ctn_rng *rng) {
    (void)rng;
    s->ev_pool = (d->ev_fixed | s->ev_found) & ~(1u << d->yule);
    s->ev_pool_unknown = s->ev_unknown;
    memset(s->ev_back, 0, sizeof s->ev_back); /* the known places go too */
    memset(s->ev_depth, 0, sizeof s->ev_depth);
}

static void setup_principality(rv_state *s, int p) {
    rv_principality *pr = &s->pr[p];
    memset(pr->region, RV_NONE, sizeof pr->region);
    memset(pr->site, RV_NONE, sizeof pr->site);
    for (int r = 0; r < RV_NUM_REGIONS; r++) {
        const ctn_rivals_region *g = &ctn_rivals_regions[r];
        if (g->owner != p) continue;
        pr->region[g->col][g->bottom] = (uint8_t)r;
        s->stock[r] = g->resource == RV_GOLD ? 0 : 1; /* R§3: gold starts empty */
    }
    pr->town[5] = pr->town[6] = 1; /* settlement, road, settlement */
    pr->roads = 1u << 6;
    pr->left = 5;
    pr->right = 7;
}

/* Shuffles n cards into `count` stacks of equal size from stack `first` on (R§6); a remainder goes
 * to the first stacks, one card each. */
void rv_deal(rv_state *s, uint8_t *deck, int n, int first, int count) {
    if (count <= 0) return;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)ctn_rng_below(&s->rng, (uint32_t)(i + 1));
        uint8_t t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    int per0 = n / count, extra = n % count; /* an odd count (the Era of Intrigue's, R§12.3): the first stacks 1 more */
    for (int k = 0, at = 0; k < count; at += per0 + (k < extra), k++) {
        int per = per0 + (k < extra);
        uint8_t *part = deck + at;
        for (int i = 1; i < per; i++) /* sorted: the hidden part's order carries nothing */
            for (int j = i; j > 0 && part[j - 1] > part[j]; j--) {
                uint8_t t = part[j];
                part[j] = part[j - 1];
                part[j - 1] = t;
            }
        memcpy(s->stacks[first + k].card, part, (size_t)per);
        s->stacks[first + k].n = s->stacks[first + k].hidden = (uint8_t)per;
    }
}

void rv_init(const ctn_game *g, ctn_state *state, uint64_t seed) {
    const rv_data *d = rv_data_of(g);
    rv_state *s = (rv_state *)state;
    memset(s, 0, sizeof *s);
    ctn_rng_seed(&s->rng, seed);
    s->viewer = s->winner = s->event_now = s->bury = RV_NONE;
    s->new_regions[0] = s->new_regions[1] = s->new_town_col = RV_NONE;
    memset(s->kind, RV_NONE, sizeof s->kind);
    memcpy(s->kind, d->dealt, (size_t)d->num_draw); /* which card each id is (the mode's cards) */
    memset(s->ev_kind, RV_NONE, sizeof s->ev_kind);
    memcpy(s->ev_kind, d->event_kind, (size_t)d->num_events); /* and each event id */
    for (int p = 0; p < RV_PLAYERS; p++) setup_principality(s, p);
    ctn_rivals_derive(s);
    for (int r = 0; r < RV_NUM_REGIONS; r++)
        if (ctn_rivals_regions[r].owner == RV_NONE) s->region_stack |= 1u << r;
    s->roads_left = RV_ROADS - 2;
    s->settlements_left = RV_SETTLEMENTS - 4;
    s->cities_left = RV_CITIES;
    /* R§6: each set's cards shuffled into its stacks (the Basic Set into 4 of 9, or 3 of 12 in a
     * theme game; an era into 2 stacks, or 1 in the duel), an era's face-up cards beside them
     * but in the duel (R§6.3); a stack is a set until drawn */
    for (int k = 0; k < d->num_stacks;) {
        int set = d->stack_set[k], count = 0, n = 0;
        uint8_t deck[RV_MAX_DRAW_CARDS];
        while (k + count < d->num_stacks && d->stack_set[k + count] == set) count++;
        for (int c = 0; c < d->num_draw; c++) {
            const rv_card *card = rv_card_of(s, c);
            if (card->set != set) continue;
            if (set != RV_SET_BASIC && d->mode != RV_MODE_DUEL && (card->flags & RV_F_FACE_UP))
                s->faceup[c >> 6] |= 1ull << (c & 63);
            else
                deck[n++] = (uint8_t)c;
        }
        rv_deal(s, deck, n, k, count);
        k += count;
    }
    s->ev_unknown = (uint8_t)d->ev_random;
    rv_events_rebuild(d, s, &s->rng);
    rv_explorers_init(d, s); /* the Era of Explorers' sea areas (R-261..R-263) */
    s->current = 0; /* ruling R-2: red (seat 0) begins */
    s->stage = RV_STG_SETUP0;
    if (rv_tourney(d)) rv_tourney_init(d, s);
    rv_continue(d, s);
}
