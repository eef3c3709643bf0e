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
 * Most components need no search: one with at most two vertices of odd degree is run through
 * whole by an Euler trail, and in a tree the longest trail is the longest path. Searches over the
 * others first contract each chain of degree-2 vertices into one edge weighted by its length: a
 * trail entering a chain must run through it, so only the junctions are choices; then two leaves
 * at one junction are set aside as a route of their own and the heavier joined to the third edge
 * (pendant pairs), so that trees hanging off the rings shrink to single edges. A search is a
 * branch and bound told what its caller already has and what is enough (trail_search): after a
 * change the old length bounds the new one, so most searches only confirm or refute one length.
 * A ship leaving an open end, for one, can only take one off the longest route, and none when it
 * is off the longest route the state keeps for its owner (route_trail, in Seafarers: each search
 * that finds a longer route also names its pieces). */
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
typedef uint32_t lg_edges; /* a set of local edges (LG_MAX_EDGES fit) */
#define LG_EDGE(k) ((lg_edges)1 << (k))

typedef struct {
    int nv, ne;
    uint8_t deg[LG_MAX_VERTICES];
    uint8_t adj_edge[LG_MAX_VERTICES][3];
    uint8_t adj_vertex[LG_MAX_VERTICES][3];
    uint8_t weight[LG_MAX_EDGES]; /* pieces an edge stands for: 1, or a contracted chain's */
    uint16_t piece[LG_MAX_EDGES]; /* a graph of pieces: the board edge of each */
    lg_edges chain[LG_MAX_EDGES]; /* a contracted graph: the pieces' edges each stands for */
} local_graph;

/* Board vertex -> local vertex, by piece kind (0 road, 1 ship); 0xFF for none. */
typedef struct {
    uint8_t at[2][CL_MAX_VERTICES];
} local_index;

static inline int new_vertex(local_graph *lg) {
    lg->deg[lg->nv] = 0;
    return lg->nv++;
}

static inline void link(local_graph *lg, int a, int b, int weight) {
    int k = lg->ne++;
    lg->weight[k] = (uint8_t)weight;
    lg->adj_edge[a][lg->deg[a]] = (uint8_t)k, lg->adj_vertex[a][lg->deg[a]++] = (uint8_t)b;
    lg->adj_edge[b][lg->deg[b]] = (uint8_t)k, lg->adj_vertex[b][lg->deg[b]++] = (uint8_t)a;
}

/* The local vertex of board vertex v for a piece of `kind`: one for both kinds at p's own
 * building, where the route may change from land to sea; a fresh one at an opponent's. */
static inline int local_vertex(local_graph *lg, local_index *ix, const cl_state *s, int p, int v,
                               int kind) {
    int owner = cl_vertex_player(s, v);
    if (owner >= 0 && owner != p) return new_vertex(lg);
    if (owner == p) kind = 0;
    if (ix->at[kind][v] == 0xFF) ix->at[kind][v] = (uint8_t)new_vertex(lg);
    return ix->at[kind][v];
}

static inline void add_piece(local_graph *lg, local_index *ix, const cl_data *d,
                             const cl_state *s, int p, int e, int kind) {
    if (lg->ne == LG_MAX_EDGES) return;
    int a = local_vertex(lg, ix, s, p, d->topo.edge_vertex[e][0], kind);
    int b = local_vertex(lg, ix, s, p, d->topo.edge_vertex[e][1], kind);
    lg->piece[lg->ne] = (uint16_t)e;
    link(lg, a, b, 1);
}

/* Adds p's pieces of `kind` in `pieces` but the one on `skip`. */
static void add_pieces(local_graph *lg, local_index *ix, const cl_data *d, const cl_state *s,
                       int p, const cl_set *pieces, int kind, int skip) {
    CL_FOR_EACH_ON_BOARD(e, pieces, d) {
        if ((int)e != skip) add_piece(lg, ix, d, s, p, (int)e, kind);
    }
}

#if CL_CLASS != CL_CLASS_S
/* Adds p's ships but the one on `skip`, walking only the words that hold them (ship_words: so
 * it must be up to date, as cl_derive makes it before the routes). */
static void add_ships(local_graph *lg, local_index *ix, const cl_data *d, const cl_state *s, int p,
                      int skip) {
    CL_FOR_EACH_IN_WORDS(e, &s->ships[p], s->ship_words[p]) {
        if ((int)e != skip) add_piece(lg, ix, d, s, p, (int)e, 1);
    }
}
#endif

/* The board vertices an index clears: in the standard class all (a constant size, stored
 * inline), in the larger ones only the board's own (ix is sized for the class's largest). */
static inline size_t indexed_vertices(const cl_data *d) {
    return CL_CLASS == CL_CLASS_S ? (size_t)CL_MAX_VERTICES : (size_t)d->topo.num_vertices;
}

/* Builds the graph of p's roads and ships, leaving out his ship on `skip` (-1: none). */
static void build_local(local_graph *lg, local_index *ix, const cl_data *d, const cl_state *s,
                        int p, int skip) {
    lg->nv = lg->ne = 0;
    memset(ix->at[0], 0xFF, indexed_vertices(d));
    add_pieces(lg, ix, d, s, p, &s->roads[p], 0, -1);
#if CL_CLASS != CL_CLASS_S
    if (!d->seafarers) return;
    memset(ix->at[1], 0xFF, indexed_vertices(d));
    add_ships(lg, ix, d, s, p, skip);
#else
    (void)skip;
#endif
}

/* A component of the local graph. */
typedef struct {
    lg_mask vertices;
    int edges;   /* its pieces */
    int odd;   /* its vertices of odd degree */
} lg_component;

static lg_component component_of(const local_graph *lg, int v) {
    int stack[LG_MAX_VERTICES], top = 0, degrees = 0;
    lg_component c = {LG_BIT(v), 0, 0};
    stack[top++] = v;
    while (top) {
        int u = stack[--top];
        degrees += lg->deg[u];
        c.odd += lg->deg[u] & 1;
        for (int k = 0; k < lg->deg[u]; k++) {
            int w = lg->adj_vertex[u][k];
            if (!(c.vertices & LG_BIT(w))) c.vertices |= LG_BIT(w), stack[top++] = w;
        }
    }
    c.edges = degrees / 2;
    return c;
}

static int is_tree(const lg_component *c) {
    return c->edges == LG_POPCOUNT(c->vertices) - 1;
}

/* The component comp of lg (unit weights) with its chains contracted: junctions are the vertices
 * of degree other than 2 and `keep` (-1: none). Returns the number of keep in the result, or -1. */
static int contract(const local_graph *lg, lg_mask comp, int keep, local_graph *out) {
    uint8_t index[LG_MAX_VERTICES];
    lg_edges done = 0; /* edges of lg already in a chain */
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
            if (done & LG_EDGE(edge)) continue;
            lg_edges chain = LG_EDGE(edge);
            while (lg->deg[at] == 2 && at != keep) { /* along the chain to the next junction */
                int j = lg->adj_edge[at][0] == edge ? 1 : 0;
                edge = lg->adj_edge[at][j], at = lg->adj_vertex[at][j], length++;
                chain |= LG_EDGE(edge);
            }
            done |= chain;
            out->chain[out->ne] = chain;
            link(out, index[u], index[at], length);
        }
    }
    return kept;
}

/* The vertex of a tree farthest from v, and its distance in edges; with `path` (else NULL) the
 * edges of the path between them. */
static int farthest(const local_graph *lg, int v, int *distance, lg_edges *path) {
    int stack[LG_MAX_VERTICES], top = 0, best = v;
    uint8_t dist[LG_MAX_VERTICES], from[LG_MAX_VERTICES], via[LG_MAX_VERTICES];
    dist[v] = 0, from[v] = 0xFF;
    stack[top++] = v;
    while (top) {
        int u = stack[--top];
        if (dist[u] > dist[best]) best = u;
        for (int k = 0; k < lg->deg[u]; k++) {
            int w = lg->adj_vertex[u][k];
            if (w == from[u]) continue;
            dist[w] = (uint8_t)(dist[u] + 1), from[w] = (uint8_t)u, via[w] = lg->adj_edge[u][k];
            stack[top++] = w;
        }
    }
    *distance = dist[best];
    if (path) {
        *path = 0;
        for (int u = best; u != v; u = from[u]) *path |= LG_EDGE(via[u]);
    }
    return best;
}

/* The edges of lg at the vertices in comp: a component's pieces. */
static lg_edges edges_of(const local_graph *lg, lg_mask comp) {
    lg_edges all = 0;
    for (lg_mask m = comp; m; m &= m - 1) {
        int v = LG_CTZ(m);
        for (int k = 0; k < lg->deg[v]; k++) all |= LG_EDGE(lg->adj_edge[v][k]);
    }
    return all;
}

/* The pieces' edges a trail of contracted graph g uses, from its edges `used`. */
static lg_edges unchained(const local_graph *g, lg_edges used) {
    lg_edges all = 0;
    for (; used; used &= used - 1) all |= g->chain[__builtin_ctz(used)];
    return all;
}

/* Pendant pairs of a contracted graph. At a junction J (degree 3) whose edges e1 and e2 lead to
 * leaves l1 and l2 (weights w1 >= w2), and e3 to the rest, a trail uses at most two of J's edges
 * (a third would have to come back from a leaf). So a trail that uses e1 or e2 is l1-J-l2
 * (w1 + w2, and nothing more: both ends are leaves), or comes along e3 to J and ends at a leaf,
 * at best l1 (one ending at J is shorter still). The longest trail is therefore the longer of
 * l1-J-l2 and the longest trail of the graph with e2 dropped and e3 and e1 made one edge from
 * e3's far end to l1 (weight w3 + w1, the pieces of both). Trails from a given start other than
 * J, l1 and l2 are the trails from it in that graph: l1-J-l2 is not one of them. */
typedef struct {
    int dropped;   /* the weight of the edges dropped */
    int pair;      /* the heaviest l1-J-l2 set aside (0: none) */
    lg_edges pair_edges;
} pendant_pairs;

/* Reduces the pendant pair at J when J has one (no vertex of `fixed` involved); returns e3's far
 * end, which may now have one of its own, or -1. */
static int prune_pair_at(local_graph *g, int j, lg_mask fixed, pendant_pairs *pp) {
    if (g->deg[j] != 3 || (fixed & LG_BIT(j))) return -1;
    int leaf[2], n = 0, rest = 0;
    for (int k = 0; k < 3; k++) {
        int u = g->adj_vertex[j][k];
        if (n < 2 && g->deg[u] == 1 && !(fixed & LG_BIT(u)))
            leaf[n++] = k;
        else
            rest = k;
    }
    if (n < 2) return -1;
    if (g->weight[g->adj_edge[j][leaf[0]]] < g->weight[g->adj_edge[j][leaf[1]]])
        n = leaf[0], leaf[0] = leaf[1], leaf[1] = n;
    int e1 = g->adj_edge[j][leaf[0]], e2 = g->adj_edge[j][leaf[1]], e3 = g->adj_edge[j][rest];
    int l1 = g->adj_vertex[j][leaf[0]], l2 = g->adj_vertex[j][leaf[1]];
    int w = g->adj_vertex[j][rest];
    if (g->weight[e1] + g->weight[e2] > pp->pair)
        pp->pair = g->weight[e1] + g->weight[e2], pp->pair_edges = LG_EDGE(e1) | LG_EDGE(e2);
    pp->dropped += g->weight[e2];
    g->weight[e3] = (uint8_t)(g->weight[e3] + g->weight[e1]);
    g->chain[e3] |= g->chain[e1];
    for (int k = 0; k < g->deg[w]; k++)
        if (g->adj_edge[w][k] == e3) g->adj_vertex[w][k] = (uint8_t)l1;
    g->adj_edge[l1][0] = (uint8_t)e3, g->adj_vertex[l1][0] = (uint8_t)w;
    g->deg[j] = g->deg[l2] = 0;
    return w;
}

/* Every pendant pair of g reduced: at each junction a second leaf meets, and again at e3's far
 * end after each reduction (it may now have a pair). */
static pendant_pairs prune_pairs(local_graph *g, lg_mask fixed) {
    pendant_pairs pp = {0, 0, 0};
    lg_mask leaves = 0, met = 0; /* met: junctions one leaf meets */
    for (int v = 0; v < g->nv; v++) leaves |= (lg_mask)(g->deg[v] == 1) << v;
    for (lg_mask m = leaves & ~fixed; m; m &= m - 1) {
        int j = g->adj_vertex[LG_CTZ(m)][0];
        if (!(met & LG_BIT(j))) {
            met |= LG_BIT(j);
            continue;
        }
        while (j >= 0) j = prune_pair_at(g, j, fixed, &pp);
    }
    return pp;
}

/* Branch and bound over the trails of a contracted graph. `best` starts at a floor, a length the
 * caller has already or need not beat, and rises with each longer trail found; the search stops
 * once it reaches `goal`, a length no trail exceeds or more than the caller needs. So a search
 * yields max(floor, longest trail) while that is below goal, else some length of at least goal. */
typedef struct {
    const local_graph *g;
    int best, goal;
    int total;      /* the pieces of the component searched: a trail's length and its unused edges'
                     * weights add up to it */
    lg_edges trail; /* once best passes the floor: the edges of a trail that long */
} trail_search;

static int max_int(int a, int b) {
    return a > b ? a : b;
}

/* Odd vertices of g: those of odd degree. */
static lg_mask odd_vertices(const local_graph *g) {
    lg_mask odd = 0;
    for (int v = 0; v < g->nv; v++)
        if (g->deg[v] & 1) odd |= LG_BIT(v);
    return odd;
}

/* Extends a trail of length len at v. The edges it has not used weigh ts->total - len together
 * and have odd degree at the vertices in `odd`. The rest of the trail changes that parity only at v and
 * where it ends, so every other vertex of `odd` keeps an unused edge, and one edge serves at most
 * two: at least (|odd| - 2) / 2 edges (rounded up) stay unused, each weighing 1 or more. A trail
 * that cannot pass best even so is cut. */
static void extend(trail_search *ts, int v, lg_edges used, lg_mask odd, int len) {
    if (len > ts->best) ts->best = len, ts->trail = used;
    int unusable = (LG_POPCOUNT(odd) - 1) / 2; /* (|odd| - 2) / 2 rounded up, or 0 */
    if (ts->total - unusable <= ts->best || ts->best >= ts->goal) return;
    const local_graph *g = ts->g;
    for (int k = 0; k < g->deg[v]; k++) {
        int edge = g->adj_edge[v][k], weight = g->weight[edge], w = g->adj_vertex[v][k];
        lg_edges bit = LG_EDGE(edge);
        if (!(used & bit))
            extend(ts, w, used | bit, odd ^ LG_BIT(v) ^ LG_BIT(w), len + weight);
    }
}

/* Pieces of contracted graph g that any trail (from `start`, or -1: from anywhere) leaves off,
 * at least: every vertex of `odd` (odd degree) but the trail's two ends keeps an unused edge,
 * which weighs at least the lightest edge there, and one edge serves two such vertices at most.
 * The two ends are taken where the lightest edges are heaviest. */
static int left_off(const local_graph *g, lg_mask odd, int start) {
    int sum = 0, top0 = 0, top1 = 0; /* the two heaviest lightest edges, top0 >= top1 */
    if (start >= 0) odd &= ~LG_BIT(start);
    for (lg_mask m = odd; m; m &= m - 1) {
        int v = LG_CTZ(m), least = 255;
        for (int k = 0; k < g->deg[v]; k++) {
            int w = g->weight[g->adj_edge[v][k]];
            least = w < least ? w : least;
        }
        sum += least;
        if (least > top0)
            top1 = top0, top0 = least;
        else if (least > top1)
            top1 = least;
    }
    int covered = sum - top0 - (start >= 0 ? 0 : top1); /* start is one end: one end left */
    return (covered + 1) / 2;
}

/* No trail of component c is longer than this: as in extend, at least (odd - 2) / 2 of its
 * pieces (rounded up) stay off any trail when it has `odd` vertices of odd degree. Checked
 * before a search so that a component that cannot beat the floor is neither contracted nor
 * searched. */
static int odd_bound(const lg_component *c) {
    return c->edges - (c->odd - 1) / 2;
}

/* no_end when it is a vertex of c of degree 1, else -1: a leaf the caller knows no trail of
 * length goal ends at, so the search leaves its chain out (cl_route_after_ship_move). */
static int no_end_in(const local_graph *lg, const lg_component *c, int no_end) {
    return no_end >= 0 && (c->vertices & LG_BIT(no_end)) && lg->deg[no_end] == 1 ? no_end : -1;
}

/* Takes leaf v's edge out of g (both ends); returns its weight. */
static int drop_leaf(local_graph *g, int v) {
    int edge = g->adj_edge[v][0], u = g->adj_vertex[v][0], last = --g->deg[u];
    for (int k = 0; k < last; k++)
        if (g->adj_edge[u][k] == edge)
            g->adj_edge[u][k] = g->adj_edge[u][last], g->adj_vertex[u][k] = g->adj_vertex[u][last];
    g->deg[v] = 0;
    return g->weight[edge];
}

/* The longest trail of component c, as a search from floor to goal yields it. With at most two
 * vertices of odd degree c has an Euler trail or circuit: all its pieces, and no trail is longer.
 * In a tree it is the longest path, found by two sweeps: the vertex farthest from any vertex ends
 * one. Otherwise a longest trail ends at vertices of odd degree (at any other end an unused edge
 * would extend it; a closed one would be an Euler circuit), so the search starts from each odd
 * vertex but the last, whose trails end at another one, from where they were found reversed. A
 * leaf no_end (else -1) ends no trail of length goal, and a trail through its chain would end
 * there: the search leaves the chain out. Pendant pairs are reduced first (prune_pairs), the
 * longest of them the search's first best. With `trail` (else NULL), a result above floor comes
 * with the edges of a trail that long there. */
static int longest_in_component(const local_graph *lg, const lg_component *c, int floor,
                                int goal, int no_end, lg_edges *trail) {
    if (c->edges <= floor) return floor;
    if (c->odd <= 2) {
        if (trail) *trail = edges_of(lg, c->vertices);
        return c->edges;
    }
    if (odd_bound(c) <= floor) return floor;
    if (is_tree(c)) {
        int length;
        lg_edges path;
        farthest(lg, farthest(lg, LG_CTZ(c->vertices), &length, NULL), &length, &path);
        if (length <= floor) return floor;
        if (trail) *trail = path;
        return length;
    }
    local_graph chains;
    int skip = contract(lg, c->vertices, no_end_in(lg, c, no_end), &chains), total = c->edges;
    if (skip >= 0) total -= drop_leaf(&chains, skip); /* the chain to no_end left out */
    pendant_pairs pp = prune_pairs(&chains, 0);
    trail_search ts = {&chains, max_int(floor, pp.pair), goal < c->edges ? goal : c->edges,
                       total - pp.dropped, pp.pair_edges};
    lg_mask odd = odd_vertices(&chains);
    if (ts.best < ts.goal && ts.total - left_off(&chains, odd, -1) > ts.best)
        for (lg_mask m = odd; (m & (m - 1)) && ts.best < ts.goal; m &= m - 1)
            extend(&ts, LG_CTZ(m), 0, odd, 0);
    if (trail && ts.best > floor) *trail = unchained(&chains, ts.trail);
    return ts.best;
}

/* The longest trail of lg, as a search from floor to goal yields it: component by component,
 * each searched only for trails longer than the best so far. With no_end a local vertex (else
 * -1), goal must be floor + 1 and no trail of length goal end at no_end. */
static int longest_local_but(const local_graph *lg, int floor, int goal, int no_end,
                             lg_edges *trail) {
    int best = floor;
    lg_mask seen = 0;
    for (int v = 0; v < lg->nv && best < goal; v++) {
        if (seen & LG_BIT(v)) continue;
        lg_component c = component_of(lg, v);
        seen |= c.vertices;
        best = longest_in_component(lg, &c, best, goal, no_end, trail);
    }
    return best;
}

static int longest_local(const local_graph *lg, int floor, int goal, lg_edges *trail) {
    return longest_local_but(lg, floor, goal, -1, trail);
}

int cl_longest_trail(const cl_data *d, const cl_state *s, int p) {
    local_graph lg;
    local_index ix;
    build_local(&lg, &ix, d, s, p, -1);
    return longest_local(&lg, 0, LG_MAX_EDGES, NULL);
}

/* ---- one piece more or less of a trade route (S§8) ---- */

static int blocked_for(const cl_state *s, int p, int v);

/* max(floor, the longest trail from local vertex v of component c): all of c when it has an Euler
 * circuit, or an Euler trail from v; in a tree the distance to the farthest vertex; else a search
 * in c with its chains contracted and its pendant pairs reduced but at v (prune_pairs: a pair
 * at v's junction is no trail from v). No trail of lg is longer than `cap` (the caller's route before
 * the change, of which lg holds the pieces or fewer), so a search that reaches it stops there:
 * the rest could only confirm it. */
static int trail_from_vertex(const local_graph *lg, const lg_component *c, int v, int floor,
                             int cap, lg_edges *trail) {
    if (c->edges <= floor) return floor;
    if (c->odd == 0 || (c->odd == 2 && (lg->deg[v] & 1))) {
        *trail = edges_of(lg, c->vertices);
        return c->edges;
    }
    if (odd_bound(c) <= floor) return floor;
    if (is_tree(c)) {
        int length;
        farthest(lg, v, &length, trail);
        return max_int(floor, length);
    }
    local_graph chains;
    int start = contract(lg, c->vertices, v, &chains);
    pendant_pairs pp = prune_pairs(&chains, LG_BIT(start)); /* pp.pair: no trail from v */
    trail_search ts = {&chains, floor, cap < c->edges ? cap : c->edges, c->edges - pp.dropped, 0};
    lg_mask odd = odd_vertices(&chains);
    if (ts.total - left_off(&chains, odd, start) <= floor) return floor;
    extend(&ts, start, 0, odd, 0);
    if (ts.best > floor) *trail = unchained(&chains, ts.trail);
    return ts.best;
}

/* The local vertex where a piece of `kind` at board vertex v attaches to p's others, or -1
 * (none there, or an opponent's building, where nothing attaches). */
static int attach_point(const local_index *ix, const cl_state *s, int p, int v, int kind) {
    if (blocked_for(s, p, v)) return -1;
    if (cl_vertex_player(s, v) == p) kind = 0;
    return ix->at[kind][v] == 0xFF ? -1 : ix->at[kind][v];
}

/* The route once edge e joins the pieces in lg (p's pieces, `old` the longest route among them
 * or a floor below it): as cl_trail_with_new_road, on the local graph of roads and ships. A new
 * longest route uses e, so it is a route ending at one end, e, and a route from the other end,
 * unless the two ends are already joined: then their component is searched again with e (a new
 * longest route uses e, so it lies there; the other components' routes are lg's, no longer than
 * old when it is lg's longest, and a caller with a floor below that learns them apart). Only a through
 * route longer than old matters, so each end's search starts from the floor below which the
 * through route cannot pass it: old - 1 less what the other end's component could add at most.
 * No trail of lg is longer than p's route before the change (s->road_length[p]: lg holds his
 * pieces then, or fewer), so no end's search goes on past it. A result above old comes with
 * `trail`: the edges of a route that long, lg's and bit lg->ne for e. */
static int with_new_piece(const local_graph *lg, const local_index *ix, const cl_data *d,
                          const cl_state *s, int p, int e, int kind, int old, lg_edges *trail) {
    int ends[2];
    lg_component comp[2] = {{0}};
    for (int k = 0; k < 2; k++) {
        ends[k] = attach_point(ix, s, p, d->topo.edge_vertex[e][k], kind);
        if (ends[k] >= 0) comp[k] = component_of(lg, ends[k]);
    }
    if (ends[0] >= 0 && ends[1] >= 0 && (comp[0].vertices & LG_BIT(ends[1]))) {
        local_graph closed = *lg; /* e closes a loop: its component again */
        if (closed.ne < LG_MAX_EDGES) link(&closed, ends[0], ends[1], 1);
        lg_component c = component_of(&closed, ends[0]);
        return longest_in_component(&closed, &c, old, LG_MAX_EDGES, -1, trail);
    }
    int length[2] = {0, 0};
    lg_edges half[2] = {0, 0}; /* a half longer than its floor, or of length 0, is real */
    for (int k = 0; k < 2; k++) {
        int floor = max_int(0, old - 1 - (k ? length[0] : comp[1].edges));
        if (ends[k] >= 0)
            length[k] =
                trail_from_vertex(lg, &comp[k], ends[k], floor, s->road_length[p], &half[k]);
    }
    /* Above old, each half is above its floor (the other adds at most what that floor left) */
    *trail = half[0] | half[1] | LG_EDGE(lg->ne);
    return max_int(old, 1 + length[0] + length[1]);
}

#if CL_CLASS != CL_CLASS_S
/* p's route (derived route_trail): the pieces of trail in lg, bit lg->ne standing for board edge
 * `extra`, in place of his pieces there before. */
static void keep_trail(cl_state *s, int p, const local_graph *lg, lg_edges trail, int extra) {
    cl_set_andnot(&s->route_trail, &s->roads[p]);
    cl_set_andnot(&s->route_trail, &s->ships[p]);
    for (; trail; trail &= trail - 1) {
        int k = __builtin_ctz(trail);
        cl_set_add(&s->route_trail, k < lg->ne ? lg->piece[k] : (unsigned)extra);
    }
}
#endif

int cl_route_with_new_piece(const cl_data *d, const cl_state *s, int p, int e, int kind) {
    local_graph lg;
    local_index ix;
    lg_edges trail = 0;
    build_local(&lg, &ix, d, s, p, -1);
    return with_new_piece(&lg, &ix, d, s, p, e, kind, s->road_length[p], &trail);
}

#if CL_CLASS != CL_CLASS_S
/* p's pieces at board vertex v that a piece of `kind` there meets (S§8), his ship on `skip`
 * (-1: none) left out: his pieces of that kind, at his own building all of his, at an opponent's
 * none. Bit k stands for d->vertex_adj_edge[v][k]. */
static unsigned meeting_mask(const cl_data *d, const cl_state *s, int p, int v, int kind,
                             int skip) {
    int owner = cl_vertex_player(s, v), own = owner == p;
    if (owner >= 0 && !own) return 0;
    const cl_set *same = kind ? &s->ships[p] : &s->roads[p]; /* the other kind only when own */
    const cl_set *other = kind ? &s->roads[p] : &s->ships[p];
    unsigned mask = 0;
    for (int k = 0; k < 3; k++) {
        unsigned f = d->vertex_adj_edge[v][k];
        if (f == CL_ID_NONE || (int)f == skip) continue;
        mask |= (unsigned)(cl_set_test(same, f) | (own & cl_set_test(other, f))) << k;
    }
    return mask;
}

/* How many of the pieces in `mask` (bits of d->vertex_adj_edge[v]) are in `among`. */
static int count_among(const cl_data *d, int v, unsigned mask, const cl_set *among) {
    int n = 0;
    for (unsigned m = mask; m; m &= m - 1)
        n += cl_set_test(among, d->vertex_adj_edge[v][__builtin_ctz(m)]);
    return n;
}

/* A piece of p's on a board edge, read once: its two board vertices, his other pieces it meets
 * at each (meeting_mask, his ship on `skip` left out; -1 for none) and how many: the degree of
 * the local vertex it joins in his graph there. */
typedef struct {
    int kind, skip;
    int v[2], meets[2];
    unsigned mask[2];
} piece_ends;

static void ends_of(const cl_data *d, const cl_state *s, int p, int e, int kind, int skip, piece_ends *pe) {
    pe->kind = kind;
    pe->skip = skip;
    for (int k = 0; k < 2; k++) {
        pe->v[k] = d->topo.edge_vertex[e][k];
        pe->mask[k] = meeting_mask(d, s, p, pe->v[k], kind, skip);
        pe->meets[k] = __builtin_popcount(pe->mask[k]);
    }
}

/* True when p's kept route goes on along his new piece (pe, off the route): it meets his other
 * pieces at one end only, and the route ends there (an odd number of its pieces meet it there).
 * No route through it is longer, so that is his route: read off the board, before any graph is
 * built. */
static int extends_kept_route(const cl_data *d, const cl_state *s, const piece_ends *pe) {
    if ((pe->meets[0] > 0) == (pe->meets[1] > 0)) return 0;
    int x = pe->meets[0] > 0 ? 0 : 1;
    return count_among(d, pe->v[x], pe->mask[x], &s->route_trail) & 1;
}

/* The other piece of p that meets his piece f at board vertex v, where exactly two do (his ship
 * on `skip` left out), or -1 when the local vertex there has another degree. */
static int next_on_chain(const cl_data *d, const cl_state *s, int p, int v, int f, int skip) {
    int kind = cl_set_test(&s->ships[p], (unsigned)f);
    unsigned mask = meeting_mask(d, s, p, v, kind, skip);
    if (__builtin_popcount(mask) != 2) return -1;
    int k = __builtin_ctz(mask);
    if ((int)d->vertex_adj_edge[v][k] == f) k = __builtin_ctz(mask & (mask - 1));
    return (int)d->vertex_adj_edge[v][k];
}

/* True unless p's pieces that a new piece at board vertex v meets (`mask`, his ship on `skip`
 * left out; two of them) lie on a ring: a chain of local vertices of degree 2 that comes back to
 * v. Walks along one of them until a vertex of another degree, or back to the first piece. */
static int off_any_ring(const cl_data *d, const cl_state *s, int p, int v, unsigned mask,
                        int skip) {
    int first = mask ? (int)d->vertex_adj_edge[v][__builtin_ctz(mask)] : -1;
    int f = first, at = v;
    for (int steps = 0; f >= 0 && steps < 2 * LG_MAX_EDGES; steps++) {
        at = d->topo.edge_vertex[f][0] == at ? d->topo.edge_vertex[f][1] : d->topo.edge_vertex[f][0];
        f = next_on_chain(d, s, p, at, f, skip);
        if (f == first) return 0;
    }
    return f < 0;
}

/* True when no route through p's new piece (pe) is longer than W, the longest route among his
 * other pieces (his ship on pe->skip left out), when W >= `least` (> 0).
 * Read off the board, before any graph is built. Two cases:
 * - e meets none of his pieces: the only route through it is e itself, 1 <= W.
 * - e meets them at one end only, where exactly two of his pieces meet it (a local vertex x of
 *   degree 2), and those are on no ring. A route through e is then e and a route R from x. If R
 *   were as long as W it would be a longest route, so one that cannot be made longer at x: it
 *   uses every piece at x. Ending elsewhere it would use an odd number of them; so it ends at x
 *   too, a closed route that no piece meets off it (else it would be longer, begun there): all
 *   of x's component, whose vertices then have even degree, 2 (at most three pieces meet), a
 *   ring. So R is shorter than W, and the route through e no longer. */
static int adds_no_length(const cl_data *d, const cl_state *s, int p, const piece_ends *pe,
                          int least) {
    int at_a = pe->meets[0], at_b = pe->meets[1];
    if (at_a == 0 && at_b == 0) return least >= 1;
    if (at_a != 0 && at_b != 0) return 0;
    int x = at_a ? 0 : 1;
    return at_a + at_b == 2 && off_any_ring(d, s, p, pe->v[x], pe->mask[x], pe->skip);
}

/* The other end of board edge f from board vertex v. */
static int far_end(const cl_data *d, int f, int v) {
    return d->topo.edge_vertex[f][0] == v ? d->topo.edge_vertex[f][1] : d->topo.edge_vertex[f][0];
}

/* The route through p's new piece (pe) when it ends a path, read off the board: it meets his
 * other pieces (his ship on pe->skip left out) at one end only, and there one piece (a local
 * vertex x of degree 1), and x's component is a path: from x on, each local vertex has degree 2
 * until one of degree 1 (or an opponent's building, which ends every route). A route through the
 * new piece is the piece and a route from x, which has no choice along the path and no more
 * pieces to take: the whole path, so the route through the piece is 1 + its length exactly.
 * Returns that length and its pieces in `path`, or -1 when the piece ends no such path (it meets
 * him elsewhere, or the walk from x reaches a vertex where three pieces meet: then a graph). The
 * walk reads each local vertex from the piece it arrives by: a road's (or a ship's) vertex joins
 * the other kind only at his own building (meeting_mask), as in the graph. */
static int path_through(const cl_data *d, const cl_state *s, int p, const piece_ends *pe,
                        uint16_t *path) {
    if (pe->meets[0] + pe->meets[1] != 1) return -1;
    int x = pe->meets[0] ? 0 : 1, at = pe->v[x];
    unsigned mask = pe->mask[x];
    int f = (int)d->vertex_adj_edge[at][__builtin_ctz(mask)], n = 0;
    while (n < LG_MAX_EDGES) {
        path[n++] = (uint16_t)f;
        at = far_end(d, f, at);
        mask = meeting_mask(d, s, p, at, cl_set_test(&s->ships[p], (unsigned)f), pe->skip);
        int degree = __builtin_popcount(mask); /* 0 at an opponent's building: an end */
        if (degree <= 1) return n;
        if (degree == 3) return -1;
        int k = __builtin_ctz(mask);
        if ((int)d->vertex_adj_edge[at][k] == f) k = __builtin_ctz(mask & (mask - 1));
        f = (int)d->vertex_adj_edge[at][k];
    }
    return -1;
}

/* p's route (derived route_trail): the n pieces of `path` and board edge `extra`, in place of his
 * pieces there before. */
static void keep_path(cl_state *s, int p, const uint16_t *path, int n, int extra) {
    cl_set_andnot(&s->route_trail, &s->roads[p]);
    cl_set_andnot(&s->route_trail, &s->ships[p]);
    for (int i = 0; i < n; i++) cl_set_add(&s->route_trail, path[i]);
    cl_set_add(&s->route_trail, (unsigned)extra);
}
#endif

int cl_route_place_piece(const cl_data *d, cl_state *s, int p, int e, int kind) {
    int old = s->road_length[p];
#if CL_CLASS != CL_CLASS_S
    piece_ends pe;
    ends_of(d, s, p, e, kind, -1, &pe);
    if (extends_kept_route(d, s, &pe)) {
        cl_set_add(&s->route_trail, (unsigned)e);
        return old + 1;
    }
    if (adds_no_length(d, s, p, &pe, old)) return old; /* his route stays as it is */
    uint16_t path[LG_MAX_EDGES];
    int along = path_through(d, s, p, &pe, path);
    if (along >= 0) { /* the route through e: e and the path */
        if (along + 1 > old) keep_path(s, p, path, along, e);
        return max_int(old, along + 1);
    }
#endif
    local_graph lg;
    local_index ix;
    lg_edges trail = 0;
    build_local(&lg, &ix, d, s, p, -1);
    int length = with_new_piece(&lg, &ix, d, s, p, e, kind, old, &trail);
#if CL_CLASS != CL_CLASS_S
    if (length > old) keep_trail(s, p, &lg, trail, e);
#endif
    return length;
}

#if CL_CLASS != CL_CLASS_S
/* True when p's leaf ship (at: its ends, meeting his other pieces) turns about its attached end
 * onto `to` (its ends): `to` meets that end and nothing of his at its other end, so it is again
 * a leaf edge at the same local vertex, his graph is the same as before and so is his route. Both
 * read off the board, before any graph is built. */
static int turns_about(const piece_ends *at, const piece_ends *to) {
    for (int k = 0; k < 2; k++) {
        if (!at->meets[k]) continue;
        for (int j = 0; j < 2; j++)
            if (to->v[j] == at->v[k]) return !to->meets[1 - j];
    }
    return 0;
}

/* A piece of p off his kept route that meets his leaf ship (at: its ends) where it is attached,
 * or -1. With the ship at an end of the route, the route without it ends there too, and goes on
 * along such a piece: a route as long as before. */
static int spare_at_attached_end(const cl_data *d, const cl_state *s, const piece_ends *at) {
    for (int k = 0; k < 2; k++) {
        int v = at->v[k];
        for (unsigned m = at->mask[k]; m; m &= m - 1) {
            unsigned f = d->vertex_adj_edge[v][__builtin_ctz(m)];
            if (!cl_set_test(&s->route_trail, f)) return (int)f;
        }
    }
    return -1;
}

/* The local vertex where p's leaf ship on e meets his other pieces (in his graph without it), or
 * -1. No trail of his longest length L ends there without the ship: the ship would lengthen it. */
static int attached_end(const local_index *ix, const cl_data *d, const cl_state *s, int p, int e) {
    for (int k = 0; k < 2; k++) {
        int at = attach_point(ix, s, p, d->topo.edge_vertex[e][k], 1);
        if (at >= 0) return at;
    }
    return -1;
}

/* p's route W once his leaf ship on `from` (at: its ends), at an end of his kept route of L, is gone: L - 1 or
 * L, for a move whose new place makes no route of L. W is L when a spare piece meets the ship
 * where it is attached (spare_at_attached_end), else a search from L - 1 that stops at L decides,
 * on lg, his graph without the ship (built here when `built` is 0). A trail of length L without
 * the ship does not end where the ship was attached (attached_end), so when that is a leaf the
 * search leaves out its chain. */
static int route_without_ship(const cl_data *d, cl_state *s, int p, const piece_ends *at,
                              int from, local_graph *lg, local_index *ix, int built) {
    int old = s->road_length[p], floor = max_int(0, old - 1);
    int spare = spare_at_attached_end(d, s, at);
    if (spare >= 0) { /* the route less the ship, and the spare piece: L */
        cl_set_del(&s->route_trail, (unsigned)from);
        cl_set_add(&s->route_trail, (unsigned)spare);
        return old;
    }
    if (!built) build_local(lg, ix, d, s, p, from);
    lg_edges trail = 0;
    int rest = longest_local_but(lg, floor, old, attached_end(ix, d, s, p, from), &trail);
    if (rest > floor)
        keep_trail(s, p, lg, trail, -1);
    else
        cl_set_del(&s->route_trail, (unsigned)from); /* the rest of the route is one of L - 1 */
    return rest;
}

/* The longest trade route after p's ship moves from `from` to `to` (S§5), called before it does,
 * on one graph of his pieces without the ship. A ship that may move is a leaf edge, and a route
 * using a leaf edge ends there, so taking it away shortens his longest route L by at most one:
 * L - 1 or L remain (W, the longest route without the ship). The new place then gives T, the
 * longest route through it, and the answer is max(W, T). T is found first, from the floor L - 1:
 * when it reaches L, W (at most L) does not matter; else the answer is W (route_without_ship).
 * (When `to` closes a loop, with_new_piece searches everything: then its answer is max(W, T)
 * itself, and the search for W confirms it.) A ship turned about its attached end leaves the
 * route as it was. Any other ship: everything again, then the new place.
 * A ship off his route_trail (a route of L) leaves W = L without a search, and only a route
 * through the new place longer than L matters. A new place that adds no length (adds_no_length:
 * T <= W, read off the board) needs no T: W stands; one that ends a path (path_through) gives T
 * exactly, also with no graph. Each case keeps route_trail a longest route. */
int cl_route_after_ship_move(const cl_data *d, cl_state *s, int p, int from, int to) {
    /* what a ship meets at each end of its old and new places, the ship itself left out; one of
     * its old ends meets nothing: a leaf edge (S§5: a ship that may move is one) */
    piece_ends at, moved;
    ends_of(d, s, p, from, 1, from, &at);
    ends_of(d, s, p, to, 1, from, &moved);
    int old = s->road_length[p], leaf = !at.meets[0] || !at.meets[1];
    int on_trail = cl_set_test(&s->route_trail, (unsigned)from);
    if (leaf && turns_about(&at, &moved)) {
        if (on_trail)
            cl_set_del(&s->route_trail, (unsigned)from), cl_set_add(&s->route_trail, (unsigned)to);
        return old;
    }
    if (leaf && !on_trail && extends_kept_route(d, s, &moved)) {
        cl_set_add(&s->route_trail, (unsigned)to); /* no route through `to` is longer */
        return old + 1;
    }
    local_graph lg;
    local_index ix;
    /* W = L off the route, W >= L - 1 (> 0 for L > 1) on it */
    if (leaf && adds_no_length(d, s, p, &moved, on_trail ? old - 1 : old))
        return on_trail ? route_without_ship(d, s, p, &at, from, &lg, &ix, 0) : old;
    uint16_t path[LG_MAX_EDGES];
    int along = leaf ? path_through(d, s, p, &moved, path) : -1;
    if (along >= 0) { /* T = 1 + along: as below, the floor L off the route and L - 1 on it */
        if (along + 1 > old || (on_trail && along + 1 == old)) {
            keep_path(s, p, path, along, to);
            return along + 1;
        }
        return on_trail ? route_without_ship(d, s, p, &at, from, &lg, &ix, 0) : old;
    }
    lg_edges trail = 0;
    build_local(&lg, &ix, d, s, p, from);
    if (!leaf) {
        int rest = longest_local(&lg, 0, LG_MAX_EDGES, &trail);
        keep_trail(s, p, &lg, trail, -1);
        int length = with_new_piece(&lg, &ix, d, s, p, to, 1, rest, &trail);
        if (length > rest) keep_trail(s, p, &lg, trail, to);
        return length;
    }
    if (!on_trail) {
        int through = with_new_piece(&lg, &ix, d, s, p, to, 1, old, &trail);
        if (through > old) keep_trail(s, p, &lg, trail, to);
        return through;
    }
    int through = with_new_piece(&lg, &ix, d, s, p, to, 1, max_int(0, old - 1), &trail);
    if (through >= old) {
        keep_trail(s, p, &lg, trail, to);
        return through;
    }
    return route_without_ship(d, s, p, &at, from, &lg, &ix, 1);
}

int cl_route_recompute(const cl_data *d, cl_state *s, int p) {
    local_graph lg;
    local_index ix;
    lg_edges trail = 0;
    build_local(&lg, &ix, d, s, p, -1);
    int length = longest_local(&lg, 0, LG_MAX_EDGES, &trail);
    keep_trail(s, p, &lg, trail, -1);
    return length;
}

/* True when p's pieces in route_trail make a route of his length road_length (S§8): as many
 * pieces, joined (one component) and with at most two ends of odd degree. */
int cl_route_trail_ok(const cl_data *d, const cl_state *s, int p) {
    local_graph lg;
    local_index ix;
    cl_set roads = cl_set_and(&s->roads[p], &s->route_trail);
    cl_set ships = cl_set_and(&s->ships[p], &s->route_trail);
    lg.nv = lg.ne = 0;
    memset(ix.at, 0xFF, sizeof ix.at);
    add_pieces(&lg, &ix, d, s, p, &roads, 0, -1);
    add_pieces(&lg, &ix, d, s, p, &ships, 1, -1);
    if (lg.ne != s->road_length[p]) return 0;
    if (lg.ne == 0) return 1;
    lg_component c = component_of(&lg, 0);
    return c.edges == lg.ne && c.odd <= 2;
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
