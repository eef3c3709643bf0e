/* classic_ruleset.c — the Classic rule-set table, scoring and the end of the game. */
#include "classic_internal.h"

int cl_public_vp(const cl_state *s, int p) {
    int vp = s->building_vp[p]; /* settlements and cities */
    if (s->longest_road_owner == p) vp += 2;
    if (s->largest_army_owner == p) vp += 2;
#if CL_CLASS != CL_CLASS_S
    vp += s->area_vp[p]; /* S§9 */
#endif
    return vp;
}

int cl_total_vp(const cl_state *s, int p) {
    return cl_public_vp(s, p) + s->dev_hand[p][CL_DEV_VICTORY_POINT];
}

static int cl_is_terminal(const ctn_game *g, const ctn_state *state) {
    (void)g;
    return ((const cl_state *)state)->phase == CL_PHASE_GAME_OVER;
}

static void cl_returns(const ctn_game *g, const ctn_state *state, int32_t *out) {
    const cl_state *s = (const cl_state *)state;
    for (int p = 0; p < g->num_players; p++)
        out[p] = (s->phase == CL_PHASE_GAME_OVER && s->winner == p);
}

static uint32_t cl_turns(const ctn_game *g, const ctn_state *state) {
    (void)g;
    return ((const cl_state *)state)->turn;
}

/* The primary fields, in a fixed order; derived caches are left out (classic.h marks them). */
static uint64_t cl_hash(const ctn_game *g, const ctn_state *state) {
    (void)g;
    const cl_state *s = (const cl_state *)state;
    uint64_t h = CTN_HASH_SEED;
#define H(field) h = ctn_hash_bytes(h, &s->field, sizeof s->field)
    H(rng);
    H(settlements);
    H(cities);
    H(roads);
    H(turn);
    H(actions);
    H(num_players);
    H(num_hexes);
    H(num_harbours);
    H(robber);
    H(terrain);
    H(number);
    H(harbour_type);
    H(phase);
    H(context);
    H(current);
    H(actor);
    H(resume_phase);
    H(setup_step);
    H(setup_vertex);
    H(rolled);
    H(last_roll);
    H(free_roads);
    H(dev_played);
    H(robber_victim);
    H(longest_road_owner);
    H(largest_army_owner);
    H(winner);
    H(bank);
    H(dev_deck);
    H(dev_bottom);
    H(dev_bottom_len);
    H(hand);
    H(dev_hand);
    H(dev_new);
    H(knights);
    H(discard_owed);
    H(discard_floor);
#if CL_CLASS != CL_CLASS_S
    H(ships);
    H(ships_new);
    H(pirate);
    H(ship_moved);
    H(ship_moving);
    H(gold_owed);
    H(gold_floor);
    H(home_areas); /* areas and area_vp are derived, except in World */
    if (cl_data_of(g)->world) { /* fixed in other games: their hashes stay as they were */
        H(area_vp);
        H(robber2);
        H(pirate2);
        H(red);
        H(seven_step);
        H(bandits_moved);
        H(tokens_left);
    }
#endif
    H(offer_give);
    H(offer_want);
    H(offer_answer);
    H(viewer);
    H(hidden_hand);
    H(hidden_dev);
    H(hidden_deck);
    H(dev_used);
    if (s->viewer != CL_NOBODY) H(hidden_dev_new); /* view-only: full states hash as before */
#undef H
    return h;
}

static int cl_score(const ctn_game *g, const ctn_state *state, int p) {
    (void)g;
    return cl_total_vp((const cl_state *)state, p);
}

/* The table of this size class: the standard one is the registry's ctn_classic_rules; a game
 * whose board or players need a larger class is switched to that class's table when it is made
 * (cl_game_setup). */
#if CL_CLASS == CL_CLASS_S
#define CL_RULES ctn_classic_rules
#else
#define CL_RULES CL_NAME(cl_rules)
#endif
#if CL_CLASS == CL_CLASS_M
#define CL_SF_RULES ctn_seafarers_rules
#elif CL_CLASS == CL_CLASS_L
#define CL_SF_RULES cl_sf_rules_l
#endif

/* The rule code of this class: the same for Classic and Seafarers, which differ in their options
 * (and the functions read which game they serve from the game's data). */
#define CL_RULESET_FUNCTIONS                                                                       \
    .game_setup = cl_game_setup, .game_teardown = cl_game_teardown, .init = cl_init,               \
    .actors = cl_actors, .legal_actions = cl_legal_actions, .chance_outcomes = cl_chance_outcomes, \
    .sample_chance = cl_sample_chance, .apply = cl_apply, .is_terminal = cl_is_terminal,           \
    .returns = cl_returns, .turns = cl_turns, .score = cl_score, .evaluate = cl_evaluate,          \
    .observe = cl_observe, .determinize = cl_determinize, .mask_action = cl_mask_action,           \
    .action_to_text = cl_action_to_text, .action_from_text = cl_action_from_text,                  \
    .oracle_actions = cl_oracle_actions, .hash = cl_hash, .check = cl_check,

const ctn_ruleset CL_RULES = {.name = "classic",
                              .title = "Catan (base game, 5-6 player extension)",
                              .state_size = sizeof(cl_state),
                              .max_state_size = sizeof(ctn_classic_state_l),
                              .min_players = 2,
                              .max_players = CL_GAME_MAX_PLAYERS,
                              .num_options = CL_OPT_CLASSIC_COUNT,
                              .options = cl_option_specs,
                              CL_RULESET_FUNCTIONS};

/* ---- what the public functions of classic.h need of this class ---- */

static void ops_derive(const ctn_game *g, ctn_state *s) {
    cl_derive(cl_data_of(g), (cl_state *)s);
}
static int ops_longest_road(const ctn_game *g, const ctn_state *s, int p) {
    return cl_longest_trail(cl_data_of(g), (const cl_state *)s, p);
}
static int ops_public_vp(const ctn_state *s, int p) {
    return cl_public_vp((const cl_state *)s, p);
}
static int ops_total_vp(const ctn_state *s, int p) {
    return cl_total_vp((const cl_state *)s, p);
}

#ifdef CL_SF_RULES
/* The Seafarers game: the same functions with the Seafarers options (the registry's entry is the
 * medium class's table: a Seafarers game is never standard). */
const ctn_ruleset CL_SF_RULES = {.name = "seafarers",
                                 .title = "Catan: Seafarers (ships, the pirate, gold, new islands)",
                                 .state_size = sizeof(cl_state),
                                 .max_state_size = sizeof(ctn_classic_state_l),
                                 .min_players = 2,
                                 .max_players = CL_GAME_MAX_PLAYERS,
                                 .num_options = CL_OPT_SEAFARERS_COUNT,
                                 .options = cl_option_specs,
                                 CL_RULESET_FUNCTIONS};
#define CL_SF_TABLE &CL_SF_RULES
#else
#define CL_SF_TABLE NULL
#endif

#if CL_CLASS == CL_CLASS_L
/* World Catan (docs/rules/world.md): the same functions with the World options, large class
 * only (8 to 12 players on a map). */
const ctn_ruleset ctn_world_rules = {.name = "world",
                                     .title = "World Catan (8-12 players, two active players a "
                                              "round, on the world map)",
                                     .state_size = sizeof(cl_state),
                                     .max_state_size = sizeof(ctn_classic_state_l),
                                     .min_players = 8,
                                     .max_players = CL_GAME_MAX_PLAYERS,
                                     .num_options = CL_OPT_COUNT,
                                     .options = cl_world_option_specs,
                                     .default_map = "world",
                                     CL_RULESET_FUNCTIONS};
#define CL_WORLD_TABLE &ctn_world_rules
#else
#define CL_WORLD_TABLE NULL
#endif

const cl_class_ops CL_NAME(cl_class_ops) = {&CL_RULES,     CL_SF_TABLE,      CL_WORLD_TABLE,
                                            ops_derive,    ops_longest_road, ops_public_vp,
                                            ops_total_vp};
#undef CL_RULES
#undef CL_SF_RULES
#undef CL_SF_TABLE
#undef CL_WORLD_TABLE
