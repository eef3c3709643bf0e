/* rivals_hooks.c — calling the cards' abilities for a hook (rivals_internal.h, rv_hook): which
 * hooks each ability answers, as a table, so that a walk over a principality calls only the cards
 * that answer, and skips the walk when no card of the game does. An ability missing from the table
 * is called for every hook (slower, never wrong); a hook missing from its row would be a bug, which
 * tests/unit/test_rivals_hooks.c looks for by calling every card for the hooks not listed. */
#include "rivals_internal.h"

#define H(x) (1u << RV_H_##x)
#define ACTS (H(LIST) | H(PLAY)) /* an action card, or a card used in the action phase */

static const struct {
    rv_ability_fn fn;
    uint32_t hooks;
} HOOKS[] = {
    /* the Basic Set */
    {rv_ab_toll_bridge, H(HARVEST)},
    {rv_ab_storehouse, H(PROTECTS) | H(PLENTY)},
    {rv_ab_abbey, H(PLENTY)},
    {rv_ab_marketplace, H(PRODUCTION)},
    {rv_ab_parish_hall, H(SEARCH_COST)},
    {rv_ab_large_trade_ship, H(PLAY)},
    {rv_ab_brigitta, H(PLAY)},
    {rv_ab_relocation, H(PLAY)},
    {rv_ab_scout, H(PLAY)},
    {rv_ab_merchant_caravan, H(PLAY)},
    {rv_ab_goldsmith, H(PLAY)},
    /* the Era of Gold */
    {rv_ab_pirate_ship, H(BUILT) | H(HARVEST)},
    {rv_ab_moneylender, H(TRADE_TAKES)},
    {rv_ab_harbor, H(VP)},
    {rv_ab_trading_base, H(COMMERCE)},
    {rv_ab_salt_silo, H(COMMERCE)},
    {rv_ab_mint, ACTS},
    {rv_ab_staple_house, H(BUILT)},
    {rv_ab_trade_master, ACTS},
    {rv_ab_merchant, ACTS},
    {rv_ab_reiner, ACTS},
    {rv_ab_brigands, ACTS},
    {rv_ab_gudrun, ACTS},
    {rv_ab_gold_cache, ACTS},
    /* the Era of Turmoil */
    {rv_ab_drill_ground, H(HERO_DISCOUNT)},
    {rv_ab_lookout_tower, H(GUARD)},
    {rv_ab_heinrich, H(GUARD)},
    {rv_ab_irmgard, H(LOST)},
    {rv_ab_chapel_low, H(RIOT_SAFE)},
    {rv_ab_chapel_high, H(RIOT_SAFE)},
    {rv_ab_fairgrounds, H(BUILT)},
    {rv_ab_tithe_barn, H(BUILT)},
    {rv_ab_fire_brigade, H(FIREPROOF)},
    {rv_ab_voyage_of_plunder, ACTS},
    {rv_ab_archer, ACTS | H(STRIKE)},
    {rv_ab_arsonist, ACTS | H(STRIKE)},
    {rv_ab_traitor, ACTS | H(STRIKE)},
    {rv_ab_sebastian, ACTS},
    /* the Era of Progress */
    {rv_ab_town_hall, H(SEARCH_COST)},
    {rv_ab_library, H(BUILT)},
    {rv_ab_pharmacy, H(PLAGUE)},
    {rv_ab_bath_house, H(PLAGUE_SAFE)},
    {rv_ab_building_crane, 0},
    {rv_ab_three_field_system, ACTS},
    {rv_ab_mineral_mining, ACTS},
    {rv_ab_benjamin, ACTS},
    {rv_ab_guido, ACTS},
    {rv_ab_gustav, ACTS},
    {rv_ab_doctor, ACTS},
    /* the Era of Intrigue */
    {rv_ab_church, H(BUILT)},
    {rv_ab_odins_temple, H(BUILT)},
    {rv_ab_great_thingstead, 0},
    {rv_ab_odins_fountain, 0},
    {rv_ab_bishops_see, H(BUILT)},
    {rv_ab_odins_priest, ACTS},
    {rv_ab_pilgrimage_site, 0},
    {rv_ab_godfrey, ACTS | H(BUILT)},
    {rv_ev_good_neighbors, H(RESOLVE)},
    {rv_ev_religious_dispute, H(RESOLVE)},
    {rv_ab_sacrificial_site, H(PROTECTS)},
    {rv_ab_bishop, ACTS},
    {rv_ab_priestess, ACTS},
    {rv_ab_michael, ACTS},
    {rv_ab_missionary, ACTS},
    {rv_ab_master_brotherhood, 0},
    {rv_ab_bran, H(BUILT)},
    {rv_ab_judith, ACTS},
    {rv_ab_red_light_tavern, ACTS},
    {rv_ab_abbey_brewery, ACTS},
    {rv_ab_reiner_miller, ACTS},
    /* the Era of Merchant Princes */
    {rv_ab_commercial_harbor, ACTS},
    {rv_ab_residence, ACTS},
    {rv_ev_hour_of_master_merchants, H(RESOLVE)},
    {rv_ab_wainwright, ACTS},
    {rv_ab_lighthouse, 0},
    {rv_ab_ship_builder, ACTS},
    {rv_ev_fortunate_trade_voyage, H(RESOLVE)},
    {rv_ev_capricious_sea, H(RESOLVE)},
    {rv_ab_trading_post, ACTS},
    {rv_ab_brigand_camp, ACTS},
    {rv_ab_trading_station, ACTS},
    {rv_ab_tactical_retreat, ACTS},
    {rv_ab_craft_guild, H(BUILT)},
    {rv_ab_gero, ACTS},
    {rv_ab_guild_master, ACTS},
    {rv_ab_master_merchants_alliance, 0},
    {rv_ab_mendicants, ACTS},
    {rv_ab_hergild, ACTS},
    {rv_ab_olaf, ACTS | H(BUILT)},
    {rv_ab_trade_monopoly, ACTS},
    {rv_ab_maritime_trade_monopoly, ACTS},
    /* the Era of Barbarians */
    {rv_ab_arnd, 0},
    {rv_ab_arsenal, H(PROTECTS)},
    {rv_ab_caravel, 0},
    {rv_ab_castle, 0},
    {rv_ev_barbarian_attack, H(RESOLVE)},
    {rv_ev_retreat, H(RESOLVE)},
    {rv_ab_balliwick, ACTS},
    {rv_ab_secret_brotherhood, ACTS},
    {rv_ab_castellan, ACTS},
    {rv_ab_siegfried, ACTS},
    {rv_ab_triumph_card, ACTS},
    {rv_ab_baroc, 0},
    {rv_ab_siward, 0},
    {rv_ab_barbarian_stronghold, ACTS},
    {rv_ab_marie, ACTS | H(BUILT)},
    {rv_ab_contest, ACTS},
    {rv_ab_wolfgang, H(PLAY)},
    {rv_ab_white_raven_tavern, ACTS},
    {rv_ab_border_fortress, ACTS},
    {rv_ab_alliance, ACTS},
    /* the Era of Sages */
    {rv_ab_sage, ACTS},
    {rv_ab_manifesto, ACTS},
    {rv_ab_academy_of_sages, ACTS},
    {rv_ab_age_of_enlightenment, ACTS},
    {rv_ab_wise_compensation, ACTS},
    {rv_ab_robert, 0},
    {rv_ab_cole, ACTS},
    {rv_ab_grove_of_freedom, ACTS},
    {rv_ab_grove_of_fraternity, ACTS},
    {rv_ab_grove_of_great_foresight, ACTS},
    {rv_ab_power_of_the_groves, ACTS},
    {rv_ab_courthouse, 0},
    {rv_ab_granary, ACTS},
    {rv_ab_wise_protection, ACTS | H(STRIKE)},
    {rv_ab_grove_of_peace, H(GUARD)},
    {rv_ab_grove_of_courage, 0},
    {rv_ab_grove_of_vigilance, H(PLAY)},
    {rv_ab_dispute_of_the_sages, ACTS},
    {rv_ab_great_foresight, ACTS},
    {rv_ab_grove_of_justice, ACTS},
    {rv_ev_famine, H(RESOLVE)},
    {rv_ev_council, H(RESOLVE)},
    /* the Era of Prosperity */
    {rv_ab_aqueduct, 0},
    {rv_ab_theater, H(BUILT)},
    {rv_ab_monument, H(BUILT)},
    {rv_ab_village_school, H(BUILT)},
    {rv_ab_builders_hut, 0},
    {rv_ab_feeding_the_poor, ACTS},
    {rv_ab_prince, ACTS},
    {rv_ab_artwork, ACTS},
    {rv_ab_hospital, ACTS},
    {rv_ab_city_palace, ACTS},
    {rv_ab_prosperity, ACTS},
    {rv_ab_court_astrologer, ACTS},
    {rv_ab_bera, ACTS},
    {rv_ab_common_land, ACTS},
    {rv_ab_mercenaries, ACTS},
    {rv_ab_small_market_town, ACTS},
    {rv_ab_traveling_theater, ACTS},
    {rv_ab_thieves_hideout, ACTS},
    {rv_ev_taxation, H(RESOLVE)},
    {rv_ev_insurrection, H(RESOLVE)},
};

uint32_t rv_ability_hooks(rv_ability_fn fn) {
    if (!fn) return 0;
    for (size_t i = 0; i < sizeof HOOKS / sizeof HOOKS[0]; i++)
        if (HOOKS[i].fn == fn) return HOOKS[i].hooks;
    return ~0u;
}

int rv_hook_card(const rv_data *d, rv_state *s, int p, int card, rv_hook hook) {
    if (!rv_answers(d, s, card, hook)) return 0;
    rv_ctx ctx = {d, s, p, card, (int)hook, 0, NULL};
    return rv_card_of(s, card)->ability(&ctx);
}

/* The walk ends at the last of the n cards (hook_cards) that answer the hook: no hook's ability
 * changes the sites, so none after it answers. */
int rv_hook_walk(const rv_data *d, rv_state *s, int p, rv_hook hook, int n) {
    rv_ctx ctx = {d, s, p, 0, (int)hook, 0, NULL};
    int sum = 0;
    RV_FOR_CARDS(s, p, x, c) {
        if (!rv_answers(d, s, c, hook)) continue;
        ctx.card = c;
        sum += rv_card_of(s, c)->ability(&ctx);
        if (--n == 0) return sum;
    }
    return sum;
}
