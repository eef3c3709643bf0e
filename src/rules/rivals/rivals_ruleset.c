/* rivals_ruleset.c — the Rivals rule-set table, the end of the game, names, the state hash; the
 * evaluate entry is rivals_evaluate.c's. */
#include "rivals_internal.h"

static const char *const PHASE_NAMES[RV_PH_COUNT] = {
    "start_stack", "draw", "pre_roll", "dice", "pay", "gain", "take_type", "region", "place_regions",
    "scout", "event", "merchant", "ff_pick", "feud_name", "feud_choose", "bury", "action", "replenish",
    "exchange", "exchange_take", "search", "game_over", "give", "lose_ship", "guard", "react", "riots",
    "unit_loss", "steal", "library", "prepare", "tavern_roll", "contest_roll", "wolfgang",
    "sea_roll", "triumph", "council", "vigilance", "insurrection", "look", "foresight"};
static const char *const RESOURCE_NAMES[RV_NUM_RESOURCES] = {"lumber", "brick", "wool", "grain", "ore", "gold"};
static const char *const FACE_NAMES[RV_E_COUNT] = {"brigands", "trade", "celebration", "harvest", "event"};

const char *ctn_rivals_phase_name(int p) { return p >= 0 && p < RV_PH_COUNT ? PHASE_NAMES[p] : "?"; }
const char *ctn_rivals_resource_name(int r) { return r >= 0 && r < RV_NUM_RESOURCES ? RESOURCE_NAMES[r] : "?"; }
const char *ctn_rivals_face_name(int f) { return f >= 0 && f < RV_E_COUNT ? FACE_NAMES[f] : "?"; }
int ctn_rivals_resource_from_name(const char *name) {
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (strcmp(RESOURCE_NAMES[r], name) == 0) return r;
    return -1;
}

/* The one place that says which abilities' plays take an argument, and of what (the text, the
 * parser and the environment's ids follow it). */
int rv_play_arg(int kind) {
    rv_ability_fn fn = kind >= 0 && kind < ctn_rivals_card_count ? ctn_rivals_cards[kind].ability : NULL;
    if (fn == rv_ab_mint || fn == rv_ab_judith || fn == rv_ab_trade_monopoly) return RV_PA_RESOURCE;
    if (fn == rv_ab_brigands || fn == rv_ab_gold_cache || fn == rv_ab_bishop || fn == rv_ab_sage || fn == rv_ab_granary)
        return RV_PA_REGION; /* the Granary: the opponent's fields region */
    if (fn == rv_ab_doctor || fn == rv_ab_arsonist) return RV_PA_SITE;
    if (fn == rv_ab_guido || fn == rv_ab_gustav || fn == rv_ab_secret_brotherhood) return RV_PA_CARD;
    if (fn == rv_ab_michael) return RV_PA_RESOURCES;
    if (fn == rv_ab_red_light_tavern || fn == rv_ab_barbarian_stronghold) return RV_PA_ROAD;
    if (fn == rv_ab_abbey_brewery || fn == rv_ab_reiner_miller || fn == rv_ab_residence) return RV_PA_FIELD;
    if (fn == rv_ab_manifesto) return RV_PA_MANIFESTO; /* 0: taken; then its level */
    if (fn == rv_ab_border_fortress) return RV_PA_FIELD; /* its hills region; then its level */
    if (fn == rv_ab_commercial_harbor) return RV_PA_CARD; /* the Residence it turns down */
    if (fn == rv_ab_wainwright) return RV_PA_MOVE;
    if (fn == rv_ab_trading_post) return RV_PA_POST;
    if (fn == rv_ab_brigand_camp) return RV_PA_ROAD; /* the opponent's road it is laid on */
    if (fn == rv_ab_trading_station) return RV_PA_STATION; /* laid on a site, then its purchase */
    if (fn == rv_ab_tactical_retreat) return RV_PA_CARD; /* the foreign card taken back */
    if (fn == rv_ab_ship_builder) return RV_PA_CARD; /* the trade ship taken back */
    if (fn == rv_ab_academy_of_sages) return RV_PA_CARD; /* the sage it turns up */
    if (fn == rv_ab_wise_compensation) return RV_PA_TOWN; /* the settlement made a city */
    if (fn == rv_ab_cole) return RV_PA_CARD; /* the opponent's grove he uses */
    if (fn == rv_ab_prince || fn == rv_ab_city_palace) return RV_PA_CARD; /* the card taken back */
    if (fn == rv_ab_common_land) return RV_PA_SWAP; /* the resources given and got */
    if (fn == rv_ab_hospital || fn == rv_ab_bera) return RV_PA_STAR_USE; /* stars, or resources */
    if (fn == rv_ab_siegfried) return RV_PA_TRIUMPH; /* the Triumph Card turned instead */
    if (fn == rv_ab_great_foresight) return RV_PA_EVENT; /* the event taken out of the stack */
    if (fn == rv_ab_grove_of_justice || fn == rv_ab_court_astrologer) return RV_PA_FACE; /* the event die's face set */
    if (fn == rv_ab_grove_of_great_foresight) return RV_PA_FORESIGHT; /* its use; an event put under */
    if (fn == rv_ab_mercenaries || fn == rv_ab_small_market_town || fn == rv_ab_traveling_theater)
        return RV_PA_COMPLEMENT; /* its road; its trade or move (R-251..R-254) */
    if (fn == rv_ab_thieves_hideout) return RV_PA_HIDEOUT; /* the opponent's region; its move; 3 stars */
    return RV_PA_NONE;
}

int ctn_rivals_play_arg(const ctn_game *g, int card) { return rv_play_arg(ctn_rivals_dealt_kind(g, card)); }

static int ability_in_game(const rv_data *d, rv_ability_fn fn) {
    for (int c = 0; c < d->num_draw; c++)
        if (ctn_rivals_cards[d->dealt[c]].ability == fn) return 1;
    return 0;
}

/* What RV_A_BUILD's c may carry above the half for a card, as the legal list makes it (rivals_legal.c
 * build_ways): 1 resource less when a Drill Ground (heroes), a Building Crane (city expansions
 * over 4) or a Ship Builder (ships) is among the game's cards, the wool of a Tithe Barn. */
int rv_build_forms(const rv_data *d, int kind) {
    if (kind < 0 || kind >= ctn_rivals_card_count) return RV_BF_PLAIN;
    const rv_card *k = &ctn_rivals_cards[kind];
    if ((k->type == RV_T_HERO && ability_in_game(d, rv_ab_drill_ground)) ||
        (rv_crane_card(k) && ability_in_game(d, rv_ab_building_crane)) ||
        (rv_ship_card(k) && ability_in_game(d, rv_ab_ship_builder)) ||
        (rv_hut_card(k) && ability_in_game(d, rv_ab_builders_hut))) /* the Era of Prosperity */
        return RV_BF_LESS;
    return k->ability == rv_ab_tithe_barn ? RV_BF_WOOL : RV_BF_PLAIN;
}

int ctn_rivals_build_forms(const ctn_game *g, int card) {
    return rv_build_forms(rv_data_of(g), ctn_rivals_dealt_kind(g, card));
}

int ctn_rivals_kind(const ctn_game *g, const ctn_rivals_state *s, int card) {
    const rv_data *d = rv_data_of(g);
    return card >= 0 && card < d->num_draw && s->kind[card] != RV_NONE ? s->kind[card] : -1;
}
int ctn_rivals_dealt_kind(const ctn_game *g, int card) {
    const rv_data *d = rv_data_of(g);
    return card >= 0 && card < d->num_draw ? d->dealt[card] : -1;
}
int ctn_rivals_event_kind(const ctn_game *g, int e) {
    const rv_data *d = rv_data_of(g);
    return e >= 0 && e < d->num_events ? d->event_kind[e] : -1;
}
int ctn_rivals_event_kind_in(const ctn_game *g, const ctn_rivals_state *s, int e) {
    const rv_data *d = rv_data_of(g);
    return e >= 0 && e < d->num_events && s->ev_kind[e] != RV_NONE ? s->ev_kind[e] : -1;
}
int ctn_rivals_num_draw_cards(const ctn_game *g) { return rv_data_of(g)->num_draw; }
int ctn_rivals_num_events(const ctn_game *g) { return rv_data_of(g)->num_events; }
int ctn_rivals_num_stacks(const ctn_game *g) { return rv_data_of(g)->num_stacks; }
int ctn_rivals_stack_is_theme(const ctn_game *g, int k) { return rv_data_of(g)->stack_set[k] != RV_SET_BASIC; }
int ctn_rivals_stack_set(const ctn_game *g, int k) { return rv_data_of(g)->stack_set[k]; }
int ctn_rivals_vp_to_win(const ctn_game *g) { return rv_data_of(g)->vp_to_win; }
int ctn_rivals_stack_owner(const ctn_game *g, int k) {
    const rv_data *d = rv_data_of(g);
    return k >= 0 && k < d->num_stacks ? d->stack_owner[k] : RV_NONE;
}

static int rv_is_terminal(const ctn_game *g, const ctn_state *state) {
    (void)g;
    return ((const rv_state *)state)->phase == RV_PH_GAME_OVER;
}

static void rv_returns(const ctn_game *g, const ctn_state *state, int32_t *out) {
    const rv_state *s = (const rv_state *)state;
    for (int p = 0; p < g->num_players; p++) out[p] = s->phase == RV_PH_GAME_OVER && s->winner == p;
}

static uint32_t rv_turns(const ctn_game *g, const ctn_state *state) {
    (void)g;
    return ((const rv_state *)state)->turn + 1;
}

static int rv_score(const ctn_game *g, const ctn_state *state, int p) {
    return rv_vp(rv_data_of(g), (const rv_state *)state, p);
}

static uint64_t rv_hash(const ctn_game *g, const ctn_state *state) {
    const rv_data *d = rv_data_of(g);
    const rv_state *s = (const rv_state *)state;
    uint64_t h = CTN_HASH_SEED;
#define H(field) h = ctn_hash_bytes(h, &s->field, sizeof s->field)
    H(rng); H(turn); H(actions); H(phase); H(current); H(actor); H(winner); H(viewer); H(stage);
    H(production); H(event_face); H(brigitta); H(pr); H(stock); H(hand); H(discard);
    for (int k = 0; k < d->num_stacks; k++) { /* only the cards a stack holds */
        H(stacks[k].n);
        H(stacks[k].hidden);
        h = ctn_hash_bytes(h, s->stacks[k].card, s->stacks[k].n);
    }
    H(hidden_hand); H(region_stack); H(roads_left); H(settlements_left); H(cities_left);
    h = ctn_hash_bytes(h, &s->ev_pool, d->num_events > 16 ? 4 : 2); /* the bytes the events use */
    H(event_now); H(pay_player); H(pay_any); H(pay_need); H(pay_mask); H(gains_n);
    h = ctn_hash_bytes(h, s->gains, sizeof s->gains[0] * s->gains_n);
    H(after_pay); H(arg); H(new_regions); H(new_town_col); H(draw_stack); H(draw_for); H(draws_left);
    H(named); H(named_n); H(bury); H(bury_owner); H(buys_left); H(exchanged); H(search_stack);
    H(ev_holder); H(ff_left);
    h = rv_hash_groups(d, s, h); /* the theme games', the duel's, the tournament's and the eras' (rivals_fields.c) */
#undef H
    return h;
}

const ctn_ruleset ctn_rivals_rules = {
    .name = "rivals",
    .title = "Rivals for Catan (the two-player card game)",
    .state_size = sizeof(ctn_rivals_state),
    .min_players = 2,
    .max_players = 2,
    .num_options = RV_OPT_COUNT,
    .options = rv_option_specs,
    .game_setup = rv_game_setup,
    .game_teardown = rv_game_teardown,
    .init = rv_init,
    .actors = rv_actors,
    .legal_actions = rv_legal_actions,
    .chance_outcomes = rv_chance_outcomes,
    .sample_chance = rv_sample_chance,
    .play_random = rv_play_random,
    .apply = rv_apply,
    .is_terminal = rv_is_terminal,
    .returns = rv_returns,
    .turns = rv_turns,
    .score = rv_score,
    .evaluate = rv_evaluate,
    .observe = rv_observe,
    .determinize = rv_determinize,
    .mask_action = rv_mask_action,
    .action_to_text = rv_action_to_text,
    .action_from_text = rv_action_from_text,
    .oracle_actions = rv_oracle_actions,
    .hash = rv_hash,
    .check = rv_check,
};
