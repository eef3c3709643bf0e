/* rivals_tourney_setup.c — the tournament's cards (R§6.4, docs/rules/rivals.md ):
 * both players' decks as the game's draw cards (player p's 35 are card ids p * 35 ..), the event
 * stack of 13 (the host's Yule, each player's Riots, Plague and 4 picks under the half-moon rule),
 * the 8 own stacks; the built-in default set-up and the check of a given one. The decks come from
 * the caller (the command line and the server read deck files); the engine reads no files. */
#include <stdio.h>

#include "catan/rivals_deck.h"
#include "rivals_deck_internal.h"
#include "rivals_internal.h"

/* The default deck: decks/heroes.deck's cards, for a game set up without decks. */
static const char *const DEFAULT_DECK[RV_TOURNEY_DECK] = {
    "drill_ground", "austin", "harald", /* the starting cards */
    "inga", "osmund", "candamir", "siglind", "carl_forkbeard", "heinrich", "irmgard", "lookout_tower",
    "tithe_barn", "fairgrounds", "hedge_tavern", "hedge_tavern", "archer", "arsonist", "traitor",
    "brigands", "voyage_of_plunder", "sebastian", "chapel_low", "chapel_high", "fire_brigade",
    "fire_brigade", "large_festival_hall", "gold_cache", "storehouse", "storehouse", "brigitta",
    "brigitta", "merchant_caravan", "merchant_caravan", "goldsmith", "scout"};
/* The default event picks. */
static const char *const DEFAULT_EVENTS[RV_TOURNEY_PICKS] = {"year_of_plenty", "fraternal_feuds", "feud",
                                                             "traveling_merchant"};

void ctn_rivals_default_setup(ctn_rivals_setup *out) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        for (int i = 0; i < RV_TOURNEY_DECK; i++) out->deck[p][i] = (int16_t)ctn_rivals_card_find(DEFAULT_DECK[i]);
        for (int i = 0; i < RV_TOURNEY_PICKS; i++) out->events[p][i] = (int16_t)ctn_rivals_card_find(DEFAULT_EVENTS[i]);
        out->eras[p] = RV_ERAS_BASE_BOX; /* heroes.deck's `eras: base` */
    }
}

/* R§6.4: of an event's copies in the base box, those without a half moon and one with. */
int ctn_rivals_event_limit(int kind) {
    if (kind < 0 || kind >= ctn_rivals_card_count || ctn_rivals_cards[kind].type != RV_T_EVENT) return 0;
    const char *key = ctn_rivals_cards[kind].key;
    if (ctn_rivals_cards[kind].ability == rv_ev_yule) return 0; /* the host's; no second one */
    if (!ctn_rivals_era_built(rv_set_era(ctn_rivals_cards[kind].set))) return 0; /* an era not built (R§11.3) */
    int plain = 0, marked = 0;
    for (int k = 0; k < ctn_rivals_card_count; k++) {
        const rv_card *c = &ctn_rivals_cards[k];
        if (c->type != RV_T_EVENT || strcmp(c->key, key) != 0) continue;
        plain += c->copies - c->half_moon;
        marked += c->half_moon;
    }
    return plain + (marked > 0);
}

/* The kind of the first event row with this ability. */
static int event_kind(rv_ability_fn fn) {
    for (int k = 0; k < ctn_rivals_card_count; k++)
        if (ctn_rivals_cards[k].type == RV_T_EVENT && ctn_rivals_cards[k].ability == fn) return k;
    return -1;
}

/* A deck card the engine plays: a draw card (no event) with its ability built, of an era built
 * (an era's cards join when the whole era is built, R§11.3). */
static int deck_card_ok(int kind) {
    return kind >= 0 && kind < ctn_rivals_card_count && ctn_rivals_cards[kind].type != RV_T_EVENT &&
           ctn_rivals_cards[kind].implemented && ctn_rivals_era_built(rv_set_era(ctn_rivals_cards[kind].set));
}

/* One player's events: his picks within their limits, the Riots and Plague he gives counted. */
static ctn_status check_events(const int16_t *picks, int p, ctn_error *err) {
    int riots = event_kind(rv_ev_riots), plague = event_kind(rv_ev_plague);
    for (int i = 0; i < RV_TOURNEY_PICKS; i++) {
        int k = picks[i], n = 0;
        if (ctn_rivals_event_limit(k) == 0)
            return ctn_error_set(err, CTN_E_OPTION, "player %d: event pick %d is no event a player may add", p, i + 1);
        for (int j = 0; j < RV_TOURNEY_PICKS; j++)
            n += picks[j] >= 0 && !strcmp(ctn_rivals_cards[picks[j]].key, ctn_rivals_cards[k].key);
        n += !strcmp(ctn_rivals_cards[k].key, ctn_rivals_cards[riots].key) + !strcmp(ctn_rivals_cards[k].key, ctn_rivals_cards[plague].key);
        if (n > ctn_rivals_event_limit(k))
            return ctn_error_set(err, CTN_E_OPTION, "player %d: %d %s events, %d allowed (half-moon rule)", p, n,
                                 ctn_rivals_cards[k].name, ctn_rivals_event_limit(k));
    }
    return CTN_OK;
}

ctn_status ctn_rivals_setup_check(const ctn_rivals_setup *setup, ctn_error *err) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        if (setup->eras[p] >> RV_ERA_COUNT)
            return ctn_error_set(err, CTN_E_OPTION, "player %d: declared eras 0x%x name no era (bits 0 to %d)", p,
                                 (unsigned)setup->eras[p], RV_ERA_COUNT - 1);
        for (int i = 0; i < RV_TOURNEY_DECK; i++)
            if (!deck_card_ok(setup->deck[p][i]))
                return ctn_error_set(err, CTN_E_OPTION, "player %d: deck card %d is not a draw card the engine plays", p, i + 1);
        ctn_status st = check_events(setup->events[p], p, err);
        if (st != CTN_OK) return st;
    }
    return CTN_OK;
}

/* R§6.4: the host's Yule, then each player's Riots, Plague and picks; Yule's id is 0. */
static void set_events(rv_data *d, const ctn_rivals_setup *setup) {
    d->num_events = 0;
    d->yule = 0;
    d->event_kind[d->num_events++] = (uint8_t)event_kind(rv_ev_yule);
    for (int p = 0; p < RV_PLAYERS; p++) {
        d->event_kind[d->num_events++] = (uint8_t)event_kind(rv_ev_riots);
        d->event_kind[d->num_events++] = (uint8_t)event_kind(rv_ev_plague);
        for (int i = 0; i < RV_TOURNEY_PICKS; i++) {
            d->ev_picker[d->num_events] = (int8_t)p; /* hidden from the other player */
            d->event_kind[d->num_events++] = (uint8_t)setup->events[p][i];
        }
    }
}

ctn_status rv_tourney_setup(rv_data *d, const ctn_rivals_setup *given, ctn_error *err) {
    ctn_rivals_setup def;
    const ctn_rivals_setup *setup = given;
    if (!setup) {
        ctn_rivals_default_setup(&def);
        setup = &def;
    }
    ctn_status st = ctn_rivals_setup_check(setup, err);
    if (st != CTN_OK) return st;
    d->num_draw = 0;
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int i = 0; i < RV_TOURNEY_DECK; i++) d->dealt[d->num_draw++] = (uint8_t)setup->deck[p][i];
    set_events(d, setup);
    d->num_stacks = RV_PLAYERS * 4; /* R§6.4: 4 own stacks of 8 each, any back */
    d->basic_stacks = 0;
    for (int k = 0; k < d->num_stacks; k++) {
        d->stack_set[k] = RV_SET_ANY;
        d->stack_owner[k] = (uint8_t)(k / 4);
    }
    return CTN_OK;
}

/* R§6.4: the starting cards in hand, the other 32 shuffled into the owner's 4 stacks of 8, one
 * resource on every region (gold too), and the preparation round, red first. */
void rv_tourney_init(const rv_data *d, rv_state *s) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        uint8_t deck[RV_TOURNEY_DECK];
        int first = p * RV_TOURNEY_DECK, n = 0;
        for (int i = 0; i < RV_TOURNEY_START; i++) rv_hand_add(s, p, first + i);
        for (int i = RV_TOURNEY_START; i < RV_TOURNEY_DECK; i++) deck[n++] = (uint8_t)(first + i);
        rv_deal(s, deck, n, p * 4, 4);
        for (int pos = 0; pos < RV_REGION_POS; pos++)
            if (rv_region_at(s, p, pos) != RV_NONE) rv_set_stock(s, rv_region_at(s, p, pos), 1);
    }
    (void)d;
    s->stage = RV_STG_PREPARE;
}
