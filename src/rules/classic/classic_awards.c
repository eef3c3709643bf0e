/* classic_awards.c — Longest Road (§6.1), in Seafarers the longest trade route (S§8), and
 * Largest Army (§6.2): the longest trail through a player's roads (and ships) and who holds each
 * special card after a change.
 */
#include "classic_internal.h"

/* A player's roads (and ships) as a small graph of their own: at most 15 roads and 15 ships, so
 * vertices and edges get local numbers, adjacency lists hold only his pieces, and a trail's used
 * edges fit in one word.
 *
 * A trade route passes from roads to ships only at the player's own building (S§8). That is a
 * plain trail condition once each board vertex without his building is split in two, one local
 * vertex for his roads there and one for his ships: a trail through the road copy cannot go on by
 * ship. Every trail property the search below relies on (degrees, components, trees) then holds
 * as in the base game. An opponent's building, where trails end, gets a local vertex for each
 * piece that meets it, so it is a leaf of the graph like any other end.
 *
 * Searches over graphs with cycles first contract each chain of degree-2 vertices into one edge
 * weighted by its length: a trail entering a chain must run through it, so only the junctions
 * are choices. */
#if CL_CLASS == CL_CLASS_S
enum { LG_MAX_EDGES = 16, LG_MAX_VERTICES = 32 };
typedef uint32_t lg_mask; /* a set of local vertices */
#define LG_CTZ(m)      __builtin_ctz(m)
#define LG_POPCOUNT(m) __builtin_popcount(m)
#else
enum { LG_MAX_EDGES = 32, LG_MAX_VERTICES = 64 };
typedef uint64_t lg_mask;
#define LG_CTZ(m)      __builtin_ctzll(m)
#define LG_POPCOUNT(m) __builtin_popcountll(m)
#endif
#define LG_BIT(v) ((lg_mask)1 << (v))

typedef struct {
    int nv, ne;
    uint8_t deg[LG_MAX_VERTICES];
    uint8_t adj_edge[LG_MAX_VERTICES][3];
    uint8_t adj_vertex[LG_MAX_VERTICES][3];
    uint8_t weight[LG_MAX_EDGES]; /* pieces an edge stands for: 1, or a contracted chain's */
} local_graph;

/* Board vertex -> local vertex, by piece kind (0 road, 1 ship); 0xFF for none. */
typedef struct {
    uint8_t at[2][CL_MAX_VERTICES];
} local_index;

static int new_vertex(local_graph *lg) {
    lg->deg[lg->nv] = 0;
    return lg->nv++;
}

static void link(local_graph *lg, int a, int b, int weight) {
    int k = lg->ne++;
    lg->weight[k] = (uint8_t)weight;
    lg->adj_edge[a][lg->deg[a]] = (uint8_t)k, lg->adj_vertex[a][lg->deg[a]++] = (uint8_t)b;
    lg->adj_edge[b][lg->deg[b]] = (uint8_t)k, lg->adj_vertex[b][lg->deg[b]++] = (uint8_t)a;
}

/* The local vertex of board vertex v for a piece of `kind`: one for both kinds at p's own
 * building, where the route may change from land to sea; a fresh one at an opponent's. */
static int local_vertex(local_graph *lg, local_index *ix, const cl_state *s, int p, int v,
                        int kind) {
    int owner = cl_vertex_player(s, v);
    if (owner >= 0 && owner != p) return new_vertex(lg);
    if (owner == p) kind = 0;
    if (ix->at[kind][v] == 0xFF) ix->at[kind][v] = (uint8_t)new_vertex(lg);
    return ix->at[kind][v];
}

static void add_piece(local_graph *lg, local_index *ix, const cl_data *d, const cl_state *s, int p,
                      int e, int kind) {
    if (lg->ne == LG_MAX_EDGES) return;
    int a = local_vertex(lg, ix, s, p, d->topo.edge_vertex[e][0], kind);
    int b = local_vertex(lg, ix, s, p, d->topo.edge_vertex[e][1], kind);
    link(lg, a, b, 1);
}

/* Builds the graph of p's roads and ships, leaving out his ship on `skip` (-1: none). */
static void build_local(local_graph *lg, local_index *ix, const cl_data *d, const cl_state *s,
                        int p, int skip) {
    lg->nv = lg->ne = 0;
    memset(ix->at[0], 0xFF, sizeof ix->at[0]);
    CL_FOR_EACH(e, &s->roads[p]) add_piece(lg, ix, d, s, p, (int)e, 0);
#if CL_CLASS != CL_CLASS_S
    if (!d->seafarers) return;
    memset(ix->at[1], 0xFF, sizeof ix->at[1]);
    CL_FOR_EACH(e, &s->ships[p]) {
        if ((int)e != skip) add_piece(lg, ix, d, s, p, (int)e, 1);
    }
#else
    (void)skip;
#endif
}

/* Longest trail continuing from local vertex v without the edges in `used`. */
static int trail_from(const local_graph *lg, int v, uint32_t used) {
    int best = 0;
    for (int k = 0; k < lg->deg[v]; k++) {
        uint32_t bit = (uint32_t)1 << lg->adj_edge[v][k];
        if (used & bit) continue;
        int len = lg->weight[lg->adj_edge[v][k]] + trail_from(lg, lg->adj_vertex[v][k], used | bit);
        if (len > best) best = len;
    }
    return best;
}

/* Marks the component of v in comp (a local vertex mask); returns its edge count and whether it
 * has a vertex of odd degree. */
static int component(const local_graph *lg, int v, lg_mask *comp, int *has_end) {
    int stack[LG_MAX_VERTICES], top = 0, degrees = 0;
    stack[top++] = v;
    *comp |= LG_BIT(v);
    *has_end = 0;
    while (top) {
        int u = stack[--top];
        degrees += lg->deg[u];
        if (lg->deg[u] & 1) *has_end = 1;
        for (int k = 0; k < lg->deg[u]; k++) {
            int w = lg->adj_vertex[u][k];
            if (!(*comp & LG_BIT(w))) *comp |= LG_BIT(w), stack[top++] = w;
        }
    }
    return degrees / 2;
}

/* The component comp of lg (unit weights) with its chains contracted: junctions are the vertices
 * of degree other than 2 and `keep` (-1: none); junction i of the result is local vertex
 * junction[i]. Returns the local number of keep in the result, or -1. */
static int contract(const local_graph *lg, lg_mask comp, int keep, local_graph *out) {
    uint8_t index[LG_MAX_VERTICES];
    uint32_t done = 0; /* edges of lg already in a chain */
    int kept = -1;
    out->nv = out->ne = 0;
    for (lg_mask m = comp; m; m &= m - 1) {
        int v = LG_CTZ(m);
        if (lg->deg[v] != 2 || v == keep) index[v] = (uint8_t)new_vertex(out);
        if (v == keep) kept = index[v];
    }
    for (lg_mask m = comp; m; m &= m - 1) {
        int u = LG_CTZ(m);
        if (lg->deg[u] == 2 && u != keep) continue;
        for (int k = 0; k < lg->deg[u]; k++) {
            int edge = lg->adj_edge[u][k], at = lg->adj_vertex[u][k], length = 1;
            if (done & ((uint32_t)1 << edge)) continue;
            done |= (uint32_t)1 << edge;
            while (lg->deg[at] == 2 && at != keep) { /* along the chain to the next junction */
                int j = lg->adj_edge[at][0] == edge ? 1 : 0;
                edge = lg->adj_edge[at][j], at = lg->adj_vertex[at][j], length++;
                done |= (uint32_t)1 << edge;
            }
            link(out, index[u], index[at], length);
        }
    }
    return kept;
}

/* The vertex of a tree farthest from v, and its distance in edges. */
static int farthest(const local_graph *lg, int v, int *distance) {
    int stack[LG_MAX_VERTICES], top = 0, best = v;
    uint8_t dist[LG_MAX_VERTICES], from[LG_MAX_VERTICES];
    dist[v] = 0, from[v] = 0xFF;
    stack[top++] = v;
    while (top) {
        int u = stack[--top];
        if (dist[u] > dist[best]) best = u;
        for (int k = 0; k < lg->deg[u]; k++) {
            int w = lg->adj_vertex[u][k];
            if (w == from[u]) continue;
            dist[w] = (uint8_t)(dist[u] + 1), from[w] = (uint8_t)u;
            stack[top++] = w;
        }
    }
    *distance = dist[best];
    return best;
}

/* The longest trail of one component. In a tree it is the longest path, found by two sweeps:
 * the vertex farthest from any vertex ends one. Otherwise open trails start at a vertex of odd
 * degree (anywhere else an unused edge would extend them), and a closed trail over vertices of
 * even degree only is an Euler circuit of the whole component (counted by edges). */
static int longest_in_component(const local_graph *lg, lg_mask comp, int edges, int has_end) {
    if (!has_end) return edges;
    int best = 0;
    if (edges == LG_POPCOUNT(comp) - 1) {
        farthest(lg, farthest(lg, LG_CTZ(comp), &best), &best);
        return best;
    }
    local_graph chains;
    contract(lg, comp, -1, &chains);
    for (int v = 0; v < chains.nv; v++) {
        if (!(chains.deg[v] & 1)) continue;
        int len = trail_from(&chains, v, 0);
        if (len > best) best = len;
        if (best == edges) break; /* no trail is longer than all the pieces */
    }
    return best;
}

static int longest_local(const local_graph *lg) {
    int best = 0;
    lg_mask seen = 0;
    for (int v = 0; v < lg->nv; v++) {
        if (seen & LG_BIT(v)) continue;
        lg_mask comp = 0;
        int has_end, edges = component(lg, v, &comp, &has_end);
        seen |= comp;
        int len = longest_in_component(lg, comp, edges, has_end);
        if (len > best) best = len;
    }
    return best;
}

int cl_longest_trail(const cl_data *d, const cl_state *s, int p) {
    local_graph lg;
    local_index ix;
    build_local(&lg, &ix, d, s, p, -1);
    return longest_local(&lg);
}

/* ---- one new piece of a trade route (S§8) ---- */

static int blocked_for(const cl_state *s, int p, int v);

/* Longest trail from local vertex v: in v's component with its chains contracted. */
static int trail_from_vertex(const local_graph *lg, int v) {
    lg_mask comp = 0;
    int has_end;
    component(lg, v, &comp, &has_end);
    local_graph chains;
    return trail_from(&chains, contract(lg, comp, v, &chains), 0);
}

/* The local vertex where a new piece of `kind` at board vertex v would attach, or -1. */
static int attach_point(const local_index *ix, const cl_state *s, int p, int v, int kind) {
    if (cl_vertex_player(s, v) == p) kind = 0;
    return ix->at[kind][v] == 0xFF ? -1 : ix->at[kind][v];
}

/* As cl_trail_with_new_road, on the local graph of roads and ships: a new longest route uses e,
 * so it is a route ending at one end, e, and a route from the other end, unless the two ends are
 * already joined (then everything is recomputed with e). */
int cl_route_with_new_piece(const cl_data *d, const cl_state *s, int p, int e, int kind) {
    local_graph lg;
    local_index ix;
    build_local(&lg, &ix, d, s, p, -1);
    int ends[2];
    for (int k = 0; k < 2; k++) {
        int v = d->topo.edge_vertex[e][k];
        ends[k] = blocked_for(s, p, v) ? -1 : attach_point(&ix, s, p, v, kind);
    }
    if (ends[0] >= 0 && ends[1] >= 0) {
        lg_mask comp = 0;
        int has_end;
        component(&lg, ends[0], &comp, &has_end);
        if (comp & LG_BIT(ends[1])) { /* e closes a loop: everything again */
            add_piece(&lg, &ix, d, s, p, e, kind);
            return longest_local(&lg);
        }
    }
    int through = 1;
    for (int k = 0; k < 2; k++)
        if (ends[k] >= 0) through += trail_from_vertex(&lg, ends[k]);
    return through > s->road_length[p] ? through : s->road_length[p];
}

#if CL_CLASS != CL_CLASS_S
/* The longest trade route once p's ship on e leaves, called before it does. A ship that may move
 * is at an open end (S§5): its open end meets nothing else of his, so a route using it ends
 * there and is the ship plus a route from its other end. When that is shorter than his longest
 * route, the longest does not need the ship; otherwise everything is recomputed without it. */
int cl_route_without_ship(const cl_data *d, const cl_state *s, int p, int e) {
    local_graph lg;
    local_index ix;
    build_local(&lg, &ix, d, s, p, e);
    int through = 1, open = 0;
    for (int k = 0; k < 2; k++) {
        int v = d->topo.edge_vertex[e][k], at = attach_point(&ix, s, p, v, 1);
        if (blocked_for(s, p, v)) continue;
        if (at < 0)
            open = 1;
        else
            through += trail_from_vertex(&lg, at);
    }
    if (open && through < s->road_length[p]) return s->road_length[p];
    return longest_local(&lg);
}
#endif

/* ---- on the board's own graph, for the one new road (no local numbering needed) ---- */

/* An opponent's building at v: p's trails end there. */
static int blocked_for(const cl_state *s, int p, int v) {
    int owner = cl_vertex_player(s, v);
    return owner >= 0 && owner != p;
}

/* Longest trail from board vertex v along the edges in `avail` (p's roads not yet used). The
 * usable edges at v are gathered into a mask first, so the walk branches only on real roads. */
static int trail_on_board(const cl_data *d, const cl_state *s, int p, int v, cl_set avail) {
    unsigned usable = 0;
    for (int k = 0; k < 3; k++) {
        unsigned e = d->vertex_adj_edge[v][k]; /* CL_ID_NONE: no edge; masked to stay in the set */
        usable |= (unsigned)((e != CL_ID_NONE) & cl_set_test(&avail, e & (CL_MAX_EDGES - 1))) << k;
    }
    int best = 0;
    for (; usable; usable &= usable - 1) {
        int k = __builtin_ctz(usable);
        unsigned e = d->vertex_adj_edge[v][k];
        int w = d->vertex_adj_vertex[v][k];
        int len = 1;
        if (!blocked_for(s, p, w)) {
            cl_set rest = avail;
            cl_set_del(&rest, e);
            len += trail_on_board(d, s, p, w, rest);
        }
        if (len > best) best = len;
    }
    return best;
}

/* True when a walk along p's roads from a reaches b without passing an opponent's building. */
static int joined_on_board(const cl_data *d, const cl_state *s, int p, int a, int b) {
    int stack[LG_MAX_VERTICES + 2], top = 0;
    cl_set seen = {{0}};
    cl_set_add(&seen, (unsigned)a);
    stack[top++] = a;
    while (top) {
        int u = stack[--top];
        if (u == b) return 1;
        if (u != a && blocked_for(s, p, u)) continue;
        for (int k = 0; k < 3; k++) {
            unsigned e = d->vertex_adj_edge[u][k];
            if (e == CL_ID_NONE || !cl_set_test(&s->roads[p], e)) continue;
            unsigned w = d->vertex_adj_vertex[u][k];
            if (!cl_set_test(&seen, w)) cl_set_add(&seen, w), stack[top++] = (int)w;
        }
    }
    return 0;
}

static int has_road_at(const cl_data *d, const cl_state *s, int p, int v) {
    cl_set at = cl_set_and(&s->roads[p], &d->vertex_edges[v]);
    return cl_set_any(&at);
}

/* Called before edge e joins p's roads. A new longest trail must use e: a trail ending at one
 * end, then e, then a trail from the other end. When an opponent's building closes an end, or no
 * unblocked walk joins the two ends, the two halves cannot share an edge and are searched apart;
 * otherwise (e closes a loop) everything is recomputed. Returns the length after adding e. */
int cl_trail_with_new_road(const cl_data *d, const cl_state *s, int p, int e) {
    int a = d->topo.edge_vertex[e][0], b = d->topo.edge_vertex[e][1];
    int open_a = !blocked_for(s, p, a), open_b = !blocked_for(s, p, b);
    if (open_a && open_b && has_road_at(d, s, p, a) && has_road_at(d, s, p, b) &&
        joined_on_board(d, s, p, a, b)) {
        cl_state after = *s;
        cl_set_add(&after.roads[p], (unsigned)e);
        return cl_longest_trail(d, &after, p);
    }
    int ta = open_a ? trail_on_board(d, s, p, a, s->roads[p]) : 0;
    int tb = open_b ? trail_on_board(d, s, p, b, s->roads[p]) : 0;
    int through = 1 + ta + tb;
    return through > s->road_length[p] ? through : s->road_length[p];
}

/* The unique maximum of values[0..n) if it is at least `min`, else CL_NOBODY. */
static int unique_leader(const uint8_t *values, int n, int min) {
    int best = -1, count = 0, who = CL_NOBODY;
    for (int p = 0; p < n; p++) {
        if (values[p] > best)
            best = values[p], count = 1, who = p;
        else if (values[p] == best)
            count++;
    }
    return (best >= min && count == 1) ? who : CL_NOBODY;
}

void cl_update_longest_road(const cl_data *d, cl_state *s) {
    int n = s->num_players, h = s->longest_road_owner;
    if (!d->tie_returns_card && h != CL_NOBODY) {
        int best = 0;
        for (int p = 0; p < n; p++)
            if (s->road_length[p] > best) best = s->road_length[p];
        if (s->road_length[h] >= 5 && s->road_length[h] == best)
            return; /* still (jointly) longest */
    }
    s->longest_road_owner = (uint8_t)unique_leader(s->road_length, n, 5);
}

void cl_update_largest_army(const cl_data *d, cl_state *s, int p) {
    int h = s->largest_army_owner;
    if (d->tie_returns_card || h == CL_NOBODY)
        s->largest_army_owner = (uint8_t)unique_leader(s->knights, s->num_players, 3);
    else if (s->knights[p] > s->knights[h])
        s->largest_army_owner = (uint8_t)p;
}
