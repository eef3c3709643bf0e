/* classic_awards.c — Longest Road (§6.1) and Largest Army (§6.2): the longest trail through a
 * player's roads and who holds each special card after a change.
 */
#include "classic_internal.h"

/* The road graph of one player: his roads and the vertices his trails may not pass. */
typedef struct {
    const cl_data *d;
    uint64_t roads[2];
    uint64_t blocked[2];
} road_graph;

static inline int has(const uint64_t *set, unsigned i) {
    return (set[i >> 6] >> (i & 63)) & 1u;
}

/* Longest trail continuing from vertex v without the edges in used (passed by value). */
static int trail_from(const road_graph *gr, int v, uint64_t used0, uint64_t used1) {
    int best = 0;
    for (int k = 0; k < 3; k++) {
        unsigned e = gr->d->vertex_adj_edge[v][k];
        if (e == 0xFF || !has(gr->roads, e)) continue;
        uint64_t bit = 1ull << (e & 63);
        if ((e < 64 ? used0 : used1) & bit) continue;
        int w = gr->d->vertex_adj_vertex[v][k];
        int len = 1;
        if (!has(gr->blocked, (unsigned)w))
            len += e < 64 ? trail_from(gr, w, used0 | bit, used1)
                          : trail_from(gr, w, used0, used1 | bit);
        if (len > best) best = len;
    }
    return best;
}

static int degree(const road_graph *gr, int v) {
    int deg = 0;
    for (int k = 0; k < 3; k++) {
        unsigned e = gr->d->vertex_adj_edge[v][k];
        deg += e != 0xFF && has(gr->roads, e);
    }
    return deg;
}

/* Walks the component containing v, marking its vertices in seen and comp. Returns its edge count;
 * *has_end is set when it has a vertex of odd degree or a blocked one. */
static int component(const road_graph *gr, int v, cl_set *seen, cl_set *comp, int *has_end) {
    int stack[CL_MAX_VERTICES], top = 0, edges2 = 0;
    stack[top++] = v;
    cl_set_add(seen, (unsigned)v);
    *has_end = 0;
    while (top) {
        int u = stack[--top];
        cl_set_add(comp, (unsigned)u);
        int deg = degree(gr, u);
        edges2 += deg;
        if ((deg & 1) || has(gr->blocked, (unsigned)u)) *has_end = 1;
        for (int k = 0; k < 3; k++) {
            unsigned e = gr->d->vertex_adj_edge[u][k];
            if (e == 0xFF || !has(gr->roads, e)) continue;
            int w = gr->d->vertex_adj_vertex[u][k];
            if (!cl_set_test(seen, (unsigned)w)) cl_set_add(seen, (unsigned)w), stack[top++] = w;
        }
    }
    return edges2 / 2;
}

/* Where a longest trail may start. Open trails start at a vertex of odd own-road degree or at an
 * opponent's building: anywhere else an unused edge would extend them. In a tree a degree-3 start
 * leaves two unused edges, so only leaves and blocked vertices remain. A closed trail over vertices
 * of even degree only is an Euler circuit of its whole component (counted by edges). */
static int longest_in_component(const road_graph *gr, const cl_set *comp, int edges, int has_end) {
    if (!has_end) return edges;
    int tree = edges == (int)cl_set_count(comp) - 1, best = 0;
    CL_FOR_EACH(v, comp) {
        int deg = degree(gr, (int)v);
        if (!(deg == 1 || (deg == 3 && !tree) || has(gr->blocked, v))) continue;
        int len = trail_from(gr, (int)v, 0, 0);
        if (len > best) best = len;
        if (best == edges) break; /* cannot do better than every road */
    }
    return best;
}

static road_graph graph_of(const cl_data *d, const cl_state *s, int p);

int cl_longest_trail(const cl_data *d, const cl_state *s, int p) {
    road_graph gr = graph_of(d, s, p);
    int best = 0;
    cl_set seen = {{0, 0}};
    CL_FOR_EACH(v, &s->road_vertices[p]) {
        if (cl_set_test(&seen, v)) continue;
        cl_set comp = {{0, 0}};
        int has_end, edges = component(&gr, (int)v, &seen, &comp, &has_end);
        int len = longest_in_component(&gr, &comp, edges, has_end);
        if (len > best) best = len;
    }
    return best;
}

/* True when an unblocked walk along p's roads leads from a to b. */
static int connected(const road_graph *gr, int a, int b) {
    int stack[CL_MAX_VERTICES], top = 0;
    cl_set seen = {{0, 0}};
    stack[top++] = a;
    cl_set_add(&seen, (unsigned)a);
    while (top) {
        int u = stack[--top];
        if (u == b) return 1;
        if (u != a && has(gr->blocked, (unsigned)u)) continue;
        for (int k = 0; k < 3; k++) {
            unsigned e = gr->d->vertex_adj_edge[u][k];
            if (e == 0xFF || !has(gr->roads, e)) continue;
            int w = gr->d->vertex_adj_vertex[u][k];
            if (!cl_set_test(&seen, (unsigned)w)) cl_set_add(&seen, (unsigned)w), stack[top++] = w;
        }
    }
    return 0;
}

static road_graph graph_of(const cl_data *d, const cl_state *s, int p) {
    road_graph gr = {d, {s->roads[p].w[0], s->roads[p].w[1]}, {0, 0}};
    for (int q = 0; q < s->num_players; q++)
        if (q != p) {
            gr.blocked[0] |= s->settlements[q].w[0] | s->cities[q].w[0];
            gr.blocked[1] |= s->settlements[q].w[1] | s->cities[q].w[1];
        }
    return gr;
}

/* Called before edge e joins p's roads. A new longest trail must use e. If e's ends lie in parts
 * of the network that no unblocked walk joins, such a trail is a trail ending at one end, then e,
 * then a trail from the other end, and the two halves share no edge; otherwise (e closes a loop)
 * everything is recomputed. Returns the length after adding e. */
int cl_trail_with_new_road(const cl_data *d, const cl_state *s, int p, int e) {
    road_graph gr = graph_of(d, s, p);
    int a = d->topo.edge_vertex[e][0], b = d->topo.edge_vertex[e][1];
    int in_a = cl_set_test(&s->road_vertices[p], (unsigned)a),
        in_b = cl_set_test(&s->road_vertices[p], (unsigned)b);
    if (in_a && in_b && connected(&gr, a, b)) {
        cl_state after = *s;
        cl_set_add(&after.roads[p], (unsigned)e);
        cl_set_or(&after.road_vertices[p], &d->edge_vertices[e]);
        return cl_longest_trail(d, &after, p);
    }
    int ta = (in_a && !has(gr.blocked, (unsigned)a)) ? trail_from(&gr, a, 0, 0) : 0;
    int tb = (in_b && !has(gr.blocked, (unsigned)b)) ? trail_from(&gr, b, 0, 0) : 0;
    int through = 1 + ta + tb;
    return through > s->road_length[p] ? through : s->road_length[p];
}

int ctn_classic_longest_road(const ctn_game *g, const ctn_classic_state *s, int player) {
    return cl_longest_trail(cl_data_of(g), s, player);
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
