/* classic_awards.c — Longest Road (§6.1) and Largest Army (§6.2): the longest trail through a
 * player's roads and who holds each special card after a change.
 */
#include "classic_internal.h"

/* A player's roads as a small graph of their own: at most 15 edges, so vertices and edges get
 * local numbers, adjacency lists hold only his roads, and a trail's used edges fit in 16 bits. */
enum { LG_MAX_EDGES = 16, LG_MAX_VERTICES = 32 };

typedef struct {
    int nv, ne;
    uint8_t deg[LG_MAX_VERTICES];
    uint8_t adj_edge[LG_MAX_VERTICES][3];
    uint8_t adj_vertex[LG_MAX_VERTICES][3];
    uint8_t blocked[LG_MAX_VERTICES]; /* an opponent's building: trails end here */
    uint8_t local[CL_MAX_VERTICES];   /* board vertex -> local number, 0xFF if none */
} local_graph;

static int local_vertex(local_graph *lg, const cl_state *s, int p, int v) {
    if (lg->local[v] != 0xFF) return lg->local[v];
    int owner = cl_vertex_player(s, v), i = lg->nv++;
    lg->local[v] = (uint8_t)i;
    lg->deg[i] = 0;
    lg->blocked[i] = owner >= 0 && owner != p;
    return i;
}

/* Builds the graph of p's roads, leaving out edge `skip` (or none when skip < 0). */
static void build_local(local_graph *lg, const cl_data *d, const cl_state *s, int p, int skip) {
    lg->nv = lg->ne = 0;
    memset(lg->local, 0xFF, sizeof lg->local);
    CL_FOR_EACH(e, &s->roads[p]) {
        if ((int)e == skip || lg->ne == LG_MAX_EDGES) continue;
        int a = local_vertex(lg, s, p, d->topo.edge_vertex[e][0]);
        int b = local_vertex(lg, s, p, d->topo.edge_vertex[e][1]);
        int k = lg->ne++;
        lg->adj_edge[a][lg->deg[a]] = (uint8_t)k, lg->adj_vertex[a][lg->deg[a]++] = (uint8_t)b;
        lg->adj_edge[b][lg->deg[b]] = (uint8_t)k, lg->adj_vertex[b][lg->deg[b]++] = (uint8_t)a;
    }
}

/* Longest trail continuing from local vertex v without the edges in `used`. */
static int trail_from(const local_graph *lg, int v, unsigned used) {
    int best = 0;
    for (int k = 0; k < lg->deg[v]; k++) {
        unsigned bit = 1u << lg->adj_edge[v][k];
        if (used & bit) continue;
        int w = lg->adj_vertex[v][k];
        int len = 1 + (lg->blocked[w] ? 0 : trail_from(lg, w, used | bit));
        if (len > best) best = len;
    }
    return best;
}

/* Marks the component of v in comp (a local vertex mask); returns its edge count and whether it
 * has a vertex of odd degree or a blocked one. */
static int component(const local_graph *lg, int v, uint32_t *comp, int *has_end) {
    int stack[LG_MAX_VERTICES], top = 0, degrees = 0;
    stack[top++] = v;
    *comp |= 1u << v;
    *has_end = 0;
    while (top) {
        int u = stack[--top];
        degrees += lg->deg[u];
        if ((lg->deg[u] & 1) || lg->blocked[u]) *has_end = 1;
        for (int k = 0; k < lg->deg[u]; k++) {
            int w = lg->adj_vertex[u][k];
            if (!(*comp & (1u << w))) *comp |= 1u << w, stack[top++] = w;
        }
    }
    return degrees / 2;
}

/* Where a longest trail may start. Open trails start at a vertex of odd own-road degree or at an
 * opponent's building: anywhere else an unused edge would extend them. In a tree a degree-3 start
 * leaves two unused edges, so only leaves and blocked vertices remain. A closed trail over vertices
 * of even degree only is an Euler circuit of its whole component (counted by edges). */
static int longest_in_component(const local_graph *lg, uint32_t comp, int edges, int has_end) {
    if (!has_end) return edges;
    int tree = edges == __builtin_popcount(comp) - 1, best = 0;
    for (uint32_t m = comp; m; m &= m - 1) {
        int v = __builtin_ctz(m), deg = lg->deg[v];
        if (!(deg == 1 || (deg == 3 && !tree) || lg->blocked[v])) continue;
        int len = trail_from(lg, v, 0);
        if (len > best) best = len;
        if (best == edges) break; /* no trail is longer than all the roads */
    }
    return best;
}

static int longest_local(const local_graph *lg) {
    int best = 0;
    uint32_t seen = 0;
    for (int v = 0; v < lg->nv; v++) {
        if (seen & (1u << v)) continue;
        uint32_t comp = 0;
        int has_end, edges = component(lg, v, &comp, &has_end);
        seen |= comp;
        int len = longest_in_component(lg, comp, edges, has_end);
        if (len > best) best = len;
    }
    return best;
}

int cl_longest_trail(const cl_data *d, const cl_state *s, int p) {
    local_graph lg;
    build_local(&lg, d, s, p, -1);
    return longest_local(&lg);
}

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
