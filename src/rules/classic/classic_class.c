/* classic_class.c — the Classic state's size classes seen from outside: which class a game
 * needs, and the public functions of classic.h that work for a state of any class (each calls
 * its class's copy of the rule code through cl_class_ops). Compiled once.
 */
#include "classic_internal.h"

/* The limits of each class, in the order of CL_CLASS_*. */
static const struct {
    int players, hexes, vertices, edges, harbours;
} LIMITS[CL_CLASS_COUNT] = {
    {CL_S_PLAYERS, CL_S_HEXES, CL_S_VERTICES, CL_S_EDGES, CL_S_HARBOURS},
    {CL_M_PLAYERS, CL_M_HEXES, CL_M_VERTICES, CL_M_EDGES, CL_M_HARBOURS},
    {CL_L_PLAYERS, CL_L_HEXES, CL_L_VERTICES, CL_L_EDGES, CL_L_HARBOURS},
};
static const char *const CLASS_NAMES[CL_CLASS_COUNT] = {"standard", "medium", "large"};

const cl_class_ops *cl_class_ops_of(int size_class) {
    static const cl_class_ops *const OPS[CL_CLASS_COUNT] = {&cl_class_ops_s, &cl_class_ops_m,
                                                            &cl_class_ops_l};
    return OPS[size_class];
}

static int class_holds(int c, int players, const ctn_topology *t) {
    return players <= LIMITS[c].players && t->num_hexes <= LIMITS[c].hexes &&
           t->num_vertices <= LIMITS[c].vertices && t->num_edges <= LIMITS[c].edges &&
           t->num_harbours <= LIMITS[c].harbours;
}

ctn_status cl_class_choose(const ctn_game *g, const ctn_topology *t, int *size_class,
                           ctn_error *err) {
    int fit = cl_data_of(g)->seafarers ? CL_CLASS_M : CL_CLASS_S; /* Seafarers fields: M and L */
    while (fit < CL_CLASS_COUNT && !class_holds(fit, g->num_players, t)) fit++;
    const int L = CL_CLASS_COUNT - 1;
    if (fit == CL_CLASS_COUNT)
        return ctn_error_set(err, CTN_E_BOARD,
                             "board too large: %d hexes, %d vertices, %d edges, %d harbours for "
                             "%d players (at most %d, %d, %d, %d for %d)",
                             t->num_hexes, t->num_vertices, t->num_edges, t->num_harbours,
                             g->num_players, LIMITS[L].hexes, LIMITS[L].vertices,
                             LIMITS[L].edges, LIMITS[L].harbours, LIMITS[L].players);
    int forced = cl_data_of(g)->forced_class;
    if (forced >= 0 && forced < fit)
        return ctn_error_set(err, CTN_E_OPTION,
                             "size_class %s is too small for this board and %d players; it "
                             "needs %s or larger",
                             CLASS_NAMES[forced], g->num_players, CLASS_NAMES[fit]);
    *size_class = forced >= 0 ? forced : fit;
    return CTN_OK;
}

int ctn_classic_size_class(const ctn_game *g) {
    return cl_head_of(g)->size_class;
}

int cl_seafarers_table(const ctn_ruleset *rules) {
    for (int c = 0; c < CL_CLASS_COUNT; c++)
        if (rules == cl_class_ops_of(c)->sf_rules) return 1;
    return 0;
}

int cl_world_table(const ctn_ruleset *rules) {
    return rules == &ctn_world_rules;
}

int ctn_classic_is(const ctn_game *g) {
    for (int c = 0; c < CL_CLASS_COUNT; c++)
        if (g->rules == cl_class_ops_of(c)->rules) return 1;
    return cl_seafarers_table(g->rules) || cl_world_table(g->rules);
}

int ctn_classic_seafarers(const ctn_game *g) {
    return cl_seafarers_table(g->rules) || cl_world_table(g->rules);
}

int ctn_classic_world(const ctn_game *g) {
    return cl_world_table(g->rules);
}

const ctn_topology *ctn_classic_topology(const ctn_game *g) {
    return &cl_head_of(g)->topo;
}

int ctn_classic_public_vp(const ctn_game *g, const ctn_state *s, int p) {
    return cl_class_ops_of(ctn_classic_size_class(g))->public_vp(s, p);
}

int ctn_classic_total_vp(const ctn_game *g, const ctn_state *s, int p) {
    return cl_class_ops_of(ctn_classic_size_class(g))->total_vp(s, p);
}

void ctn_classic_derive(const ctn_game *g, ctn_state *s) {
    cl_class_ops_of(ctn_classic_size_class(g))->derive(g, s);
}

int ctn_classic_longest_road(const ctn_game *g, const ctn_state *s, int player) {
    return cl_class_ops_of(ctn_classic_size_class(g))->longest_road(g, s, player);
}
