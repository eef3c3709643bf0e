/* rivals_setup.c — a Rivals game's cards for its mode (R§6) and the first state: both starting
 * principalities (R§3), the region stack, the draw stacks and the event stack (R§6). */
#include <stdio.h>
#include <stdlib.h>

#include "rivals_internal.h"

static const char *const MODE_NAMES[] = {"intro", "gold", "turmoil", "progress", "duel", NULL};

/* docs/rules/rivals.md R§6. */
const ctn_option_spec rv_option_specs[RV_OPT_COUNT] = {
    [RV_OPT_MODE] = {"mode", CTN_OPT_ENUM, RV_MODE_INTRO, 0, 0, MODE_NAMES,
                     "intro (7 points), gold, turmoil (12 points; progress and duel are not yet played)"},
    [RV_OPT_TURN_LIMIT] = {"turn_limit", CTN_OPT_INT, 0, 0, 1000000, NULL,
                           "0 = none; otherwise the game ends undecided when this turn ends"},
};

const char *ctn_rivals_mode_name(int mode) { return mode >= 0 && mode < RV_MODE_COUNT ? MODE_NAMES[mode] : "?"; }

static int kind_key(const char *key) { return ctn_rivals_card_find(key); }

/* The modes (R§6): the era whose cards join the Basic Set (-1: none), the points that win, how
 * many draw stacks hold Basic cards and how many the era's; `played` is 0 while the engine does
 * not play the mode yet (its row then says only what the rules file states for certain). */
static const struct {
    int era, vp_to_win, basic_stacks, theme_stacks, played;
} MODES[RV_MODE_COUNT] = {
    [RV_MODE_INTRO] = {-1, 7, 4, 0, 1},
    [RV_MODE_GOLD] = {RV_SET_GOLD, 12, 3, 2, 1},
    [RV_MODE_TURMOIL] = {RV_SET_TURMOIL, 12, 3, 2, 1},
    [RV_MODE_PROGRESS] = {RV_SET_PROGRESS, 12, 3, 2, 0},
    [RV_MODE_DUEL] = {-1, 13, 0, 0, 0},
};

/* "intro, gold and turmoil": the modes the engine plays, for the refusal of the others. */
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
    rv_data *d = calloc(1, sizeof *d);
    if (!d) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    d->mode = mode;
    d->turn_limit = g->option_values[RV_OPT_TURN_LIMIT];
    /* R§1, R§6: the intro plays the Basic Set to 7; a theme game adds one era and plays to 12 */
    int theme = MODES[mode].era;
    d->vp_to_win = MODES[mode].vp_to_win;
    d->basic_stacks = MODES[mode].basic_stacks;
    d->num_stacks = MODES[mode].basic_stacks + MODES[mode].theme_stacks;
    for (int k = 0; k < ctn_rivals_card_count; k++) {
        const rv_card *c = &ctn_rivals_cards[k];
        if (c->set != RV_SET_BASIC && c->set != theme) continue;
        for (int i = 0; i < c->copies; i++) {
            if (c->type == RV_T_EVENT) {
                if (c->ability == rv_ev_yule) d->yule = d->num_events;
                d->event_kind[d->num_events++] = (uint8_t)k;
            } else {
                d->kind[d->num_draw++] = (uint8_t)k;
            }
        }
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
    d->c_gold_cache = d->c_sebastian = -1;
    for (int c = 0; c < d->num_draw; c++) {
        if (ctn_rivals_cards[d->kind[c]].ability == rv_ab_gold_cache) d->c_gold_cache = c;
        if (ctn_rivals_cards[d->kind[c]].ability == rv_ab_sebastian) d->c_sebastian = c;
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
    s->ev_pool = (uint16_t)(((1u << d->num_events) - 1) & ~(1u << d->yule));
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

/* Shuffles n cards into `count` stacks of equal size from stack `first` on (R§6). */
static void deal(rv_state *s, uint8_t *deck, int n, int first, int count) {
    if (count <= 0) return;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)ctn_rng_below(&s->rng, (uint32_t)(i + 1));
        uint8_t t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    int per = n / count;
    for (int k = 0; k < count; k++) {
        uint8_t *part = deck + k * per;
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
    for (int p = 0; p < RV_PLAYERS; p++) setup_principality(s, p);
    for (int r = 0; r < RV_NUM_REGIONS; r++)
        if (ctn_rivals_regions[r].owner == RV_NONE) s->region_stack |= 1u << r;
    s->roads_left = RV_ROADS - 2;
    s->settlements_left = RV_SETTLEMENTS - 4;
    s->cities_left = RV_CITIES;
    /* R§6: the Basic cards shuffled into the Basic stacks (4 of 9; 3 of 12 in a theme game), the
     * era's cards into 2 theme stacks, its face-up cards beside them; a stack is a set until drawn */
    uint8_t deck[RV_MAX_DRAW_CARDS];
    int nb = 0, nt = 0;
    for (int c = 0; c < d->num_draw; c++)
        if (rv_card_of(d, c)->set == RV_SET_BASIC) deck[nb++] = (uint8_t)c;
    for (int c = 0; c < d->num_draw; c++) {
        const rv_card *k = rv_card_of(d, c);
        if (k->set == RV_SET_BASIC) continue;
        if (d->mode != RV_MODE_DUEL && (k->flags & RV_F_FACE_UP)) s->faceup[c >> 6] |= 1ull << (c & 63);
        else deck[nb + nt++] = (uint8_t)c;
    }
    deal(s, deck, nb, 0, d->basic_stacks);
    deal(s, deck + nb, nt, d->basic_stacks, d->num_stacks - d->basic_stacks);
    rv_events_rebuild(d, s, &s->rng);
    s->current = 0; /* ruling R-2: red (seat 0) begins */
    s->stage = RV_STG_SETUP0;
    rv_continue(d, s);
}
