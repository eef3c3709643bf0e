/* mcts_bot.c — information-set Monte Carlo tree search (single observer), for every rule set.
 *
 * Each iteration samples a full state consistent with the bot's view (ctn_game_determinize), then
 * walks a tree whose edges are actions as this player sees them (ctn_ruleset.mask_action: an
 * opponent's hidden card is "?"), choosing among the edges available in that sample by UCB1 with
 * availability counts; it adds one node, plays a depth-limited rollout (greedy, random or heuristic moves,
 * chance sampled from the sample's own generator) and backs up a reward per player: 1 for a win,
 * otherwise his share of exp(value / 1000) over all players, the values being the rule set's
 * evaluation (or the points) where the rollout stops: a chance of winning when the evaluation is
 * fitted as one (Classic's and Rivals' are); with two players, the logistic of his lead. Chance and every
 * player's decisions are nodes; each node's statistics are from the point of view of whoever acts
 * there. The tree follows the game through
 * notify, so the part below the actions played is reused.
 *
 * Progressive widening: a decision node visited v times considers at most 1 + widen * sqrt(v) of
 * its actions, and adds them in the order the rollout policy prefers (rollout_policy.h) instead of
 * at random. Without it, a node deep in the tree tries its actions uniformly at random, so with
 * thirty-odd actions per decision the players of the tree's first plies play at random, which in
 * 4-player Classic cost more than the search gained.
 *
 * The rule set's heuristic bot (heuristic_bot.h), where there is one, is the "guide": with
 * opening=1 it places the set-up (turns() == 0), which a few thousand noisy iterations over fifty
 * spots judge worse than its hand-made spot values; with offers=1 the bot makes the domestic
 * offers the guide would make (the tree leaves offers out) and searches everything else; its pick
 * at the root (from the bot's own view) is expanded first and gets a progressive bias of
 * prior/(visits+1), so the search overrides it only on clear evidence (in 4-player Classic a
 * strong prior, 30, won 38 of 100 games against three heuristic bots, a weak one, 3, 23: a few
 * thousand iterations of 4-player rollouts are too noisy to rank close actions); with guide=1 the
 * same is done at every tree node with bias/(visits+1) (slow: a heuristic call per node).
 *
 * Parameters: iters=N (default 1000) or ms=N (a time budget, not reproducible); c=N (exploration
 * constant in hundredths, default 35); rollout=greedy|random|heuristic (default greedy: a cheap
 * preference by action type, see rollout_policy.h); depth=N (rollout decisions, default 40);
 * a rule set may have its own defaults, measured better (mcts_tuned.c: Rivals');
 * reuse=0|1 (default 1); widen=N (hundredths, default 100; 0: every action at once);
 * opening=0|1 and offers=0|1 (default 1); prior=N (hundredths, default 3000; 0: none);
 * guide=0|1 (default 0), bias=N (hundredths, default 100).
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot_params.h"
#include "catan/bot.h"
#include "heuristic_bot.h"
#include "mcts_tuned.h"
#include "rollout_policy.h"

typedef struct {
    ctn_action key;
    int32_t child, next; /* child node, next edge of the same node */
    uint32_t visits, avail;
    double reward; /* sum of rewards of the node's player */
} edge;

typedef struct {
    int32_t first;  /* first edge, or -1 */
    int32_t player; /* who acts here (CTN_CHANCE for chance) */
    ctn_action hint; /* the guide's pick here (as a key), HINT_UNSET before it is asked */
    uint32_t visits;
} node;

typedef struct {
    int seat, rollout_kind, depth, reuse, opening, offers;
    long iters, ms;
    double c, bias, widen, root_bias;
    int guide;
    ctn_rng rng;
    node *nodes;
    edge *edges;
    int32_t num_nodes, cap_nodes, num_edges, cap_edges, root;
    int32_t searched; /* the root of the last search, or -1 (ctn_bot_root_stats) */
    ctn_state *sample, *view;
    ctn_action *list, *spare;
    int32_t *path; /* edges taken in this iteration */
    int path_cap;
    void *rollout_bots[CTN_MAX_PLAYERS]; /* the rule set's heuristic per seat (guide, rollouts) */
    int have_guides;
    long long total_iterations;
} mcts;

enum { MCTS_MAX_NODES = 1 << 21, MCTS_PATH_MAX = 4096 };
enum { ROLLOUT_RANDOM = MCTS_ROLLOUT_RANDOM, ROLLOUT_HEURISTIC = MCTS_ROLLOUT_HEURISTIC, ROLLOUT_GREEDY = MCTS_ROLLOUT_GREEDY };
#define HINT_UNSET 0xFFFFFFFFu
#define HINT_NONE 0xFFFFFFFEu

/* ---- the tree ---- */

static int32_t new_node(mcts *m, int player) {
    if (m->num_nodes == m->cap_nodes) {
        int32_t cap = m->cap_nodes ? m->cap_nodes * 2 : 4096;
        node *grown = realloc(m->nodes, (size_t)cap * sizeof *grown);
        if (!grown) return -1;
        m->nodes = grown, m->cap_nodes = cap;
    }
    m->nodes[m->num_nodes] = (node){-1, player, HINT_UNSET, 0};
    return m->num_nodes++;
}

static int32_t new_edge(mcts *m, int32_t parent, ctn_action key, int child_player) {
    if (m->num_edges == m->cap_edges) {
        int32_t cap = m->cap_edges ? m->cap_edges * 2 : 8192;
        edge *grown = realloc(m->edges, (size_t)cap * sizeof *grown);
        if (!grown) return -1;
        m->edges = grown, m->cap_edges = cap;
    }
    int32_t child = new_node(m, child_player);
    if (child < 0) return -1;
    int32_t e = m->num_edges++;
    m->edges[e] = (edge){key, child, m->nodes[parent].first, 0, 0, 0.0};
    m->nodes[parent].first = e;
    return e;
}

static int32_t find_edge(const mcts *m, int32_t n, ctn_action key) {
    for (int32_t e = m->nodes[n].first; e >= 0; e = m->edges[e].next)
        if (m->edges[e].key == key) return e;
    return -1;
}

static void reset_tree(mcts *m, int player) {
    m->num_nodes = m->num_edges = 0;
    m->root = new_node(m, player);
}

/* ---- one iteration ---- */

static int mover(const ctn_game *g, const ctn_state *s) {
    return ctn_actors_pick(ctn_game_actors(g, s));
}

static ctn_action key_of(const mcts *m, const ctn_game *g, const ctn_state *s, int p,
                         ctn_action a) {
    return g->rules->mask_action(g, s, p, a, m->seat);
}

/* A real action of the list whose key is `key` (several may share one, e.g. an unseen card). */
static ctn_action action_with_key(mcts *m, const ctn_game *g, const ctn_state *s, int p, int n,
                                  ctn_action key) {
    int matches = 0;
    ctn_action pick = m->list[0];
    for (int i = 0; i < n; i++)
        if (key_of(m, g, s, p, m->list[i]) == key &&
            ctn_rng_below(&m->rng, (uint32_t)++matches) == 0)
            pick = m->list[i];
    return pick;
}

/* UCB1 over the node's edges available in this sample; marks them available. Returns the edge,
 * or -1 with *unexpanded set to an available action without an edge (chosen at random). */
static ctn_action guide_pick(mcts *m, const ctn_game *g, const ctn_state *s, int p, int count) {
    ctn_action h = ctn_heuristic_bot.choose(m->rollout_bots[p], g, s, p, m->list, count);
    return h;
}

static int32_t select_edge(mcts *m, const ctn_game *g, const ctn_state *s, int p, int32_t n,
                           int count, ctn_action *unexpanded) {
    node *nd = &m->nodes[n];
    if (m->guide && nd->hint == HINT_UNSET)
        nd->hint = count > 1 ? key_of(m, g, s, p, guide_pick(m, g, s, p, count)) : HINT_NONE;
    ctn_action hint = m->guide || n == m->root ? nd->hint : HINT_NONE;
    double bias = n == m->root ? m->root_bias : m->bias;
    nd->visits++;
    int32_t best = -1;
    double best_value = -1.0;
    int fresh = 0, hint_fresh = -1, expanded = 0;
    for (int i = 0; i < count; i++) {
        ctn_action key = key_of(m, g, s, p, m->list[i]);
        int32_t e = find_edge(m, n, key);
        if (e < 0) {
            if (key == hint) hint_fresh = fresh;
            m->spare[fresh++] = m->list[i];
            continue;
        }
        expanded++;
        edge *x = &m->edges[e];
        x->avail++;
        double value = x->visits
                           ? x->reward / x->visits + m->c * sqrt(log((double)x->avail) / x->visits)
                           : 1e9;
        if (key == hint) value += bias / (x->visits + 1.0);
        if (value > best_value) best_value = value, best = e;
    }
    int width = m->widen > 0 ? 1 + (int)(m->widen * sqrt((double)nd->visits)) : INT32_MAX;
    if (!fresh || (expanded >= width && best >= 0)) return best;
    if (hint_fresh >= 0)
        *unexpanded = m->spare[hint_fresh];
    else if (m->widen > 0)
        *unexpanded = ctn_rollout_pick(g, s, p, m->spare, fresh, &m->rng);
    else
        *unexpanded = m->spare[ctn_rng_below(&m->rng, (uint32_t)fresh)];
    return -1;
}

/* Rollout rewards: 1 for the winner of a finished game, else each player's share of
 * exp(value / 1000) (a softmax of the evaluation: the points, 1000 each, when there is none). */
static void rewards(const ctn_game *g, const ctn_state *s, double *r) {
    int n = g->num_players;
    if (ctn_game_is_terminal(g, s)) {
        int32_t ret[CTN_MAX_PLAYERS];
        g->rules->returns(g, s, ret);
        for (int p = 0; p < n; p++) r[p] = ret[p];
        return;
    }
    int32_t values[CTN_MAX_PLAYERS], top = INT32_MIN;
    for (int p = 0; p < n; p++) values[p] = 1000 * g->rules->score(g, s, p);
    if (g->rules->evaluate) g->rules->evaluate(g, s, values);
    for (int p = 0; p < n; p++) top = values[p] > top ? values[p] : top;
    double total = 0;
    for (int p = 0; p < n; p++) total += r[p] = exp((double)(values[p] - top) / 1000.0);
    for (int p = 0; p < n; p++) r[p] /= total;
}

static void rollout(mcts *m, const ctn_game *g, ctn_state *s) {
    for (int decisions = 0; decisions < m->depth && !ctn_game_is_terminal(g, s);) {
        int p = mover(g, s);
        ctn_action a;
        if (p == CTN_CHANCE) {
            a = ctn_game_sample_own_chance(g, s);
        } else {
            int n = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, m->list);
            if (n <= 0) break;
            if (m->rollout_kind == ROLLOUT_GREEDY)
                a = ctn_rollout_pick(g, s, p, m->list, n, &m->rng);
            else
                a = m->list[ctn_rng_below(&m->rng, (uint32_t)n)];
            if (m->rollout_kind == ROLLOUT_HEURISTIC) {
                ctn_action h = ctn_heuristic_bot.choose(m->rollout_bots[p], g, s, p, m->list, n);
                int listed = 0;
                for (int i = 0; i < n && !listed; i++) listed = m->list[i] == h;
                if (listed || ctn_game_is_legal(g, s, p, h)) a = h; /* an offer it built itself */
            }
            decisions++;
        }
        ctn_game_apply(g, s, p, a);
    }
}

static void iterate(mcts *m, const ctn_game *g) {
    ctn_state *s = m->sample;
    ctn_game_determinize(g, m->view, &m->rng, s);
    int32_t n = m->root;
    int depth = 0;
    while (!ctn_game_is_terminal(g, s) && depth < m->path_cap) {
        int p = mover(g, s);
        if (p == CTN_CHANCE) { /* chance: follow the sampled outcome's edge, adding it if new */
            ctn_action a = ctn_game_sample_own_chance(g, s);
            ctn_action key = key_of(m, g, s, p, a);
            int32_t e = find_edge(m, n, key);
            ctn_game_apply(g, s, p, a);
            if (e < 0 && (e = new_edge(m, n, key, mover(g, s))) < 0) break;
            m->path[depth++] = e;
            n = m->edges[e].child;
            continue;
        }
        int count = ctn_game_legal(g, s, p, CTN_LEGAL_NO_OFFERS, m->list);
        if (count <= 0) break;
        ctn_action fresh = 0;
        int32_t e = select_edge(m, g, s, p, n, count, &fresh);
        if (e < 0) { /* expand one new action, then roll out */
            ctn_action key = key_of(m, g, s, p, fresh);
            ctn_game_apply(g, s, p, fresh);
            if ((e = new_edge(m, n, key, mover(g, s))) < 0) break;
            m->edges[e].avail = 1;
            m->path[depth++] = e;
            rollout(m, g, s);
            break;
        }
        ctn_game_apply(g, s, p, action_with_key(m, g, s, p, count, m->edges[e].key));
        m->path[depth++] = e;
        n = m->edges[e].child;
    }
    double r[CTN_MAX_PLAYERS];
    rewards(g, s, r);
    /* each edge's reward is for the player acting at the node it leaves */
    int32_t at = m->root;
    for (int i = 0; i < depth; i++) {
        edge *x = &m->edges[m->path[i]];
        int who = m->nodes[at].player;
        x->visits++;
        if (who >= 0 && who < g->num_players) x->reward += r[who];
        at = x->child;
    }
    m->total_iterations++;
}

/* ---- the bot table ---- */

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static ctn_action mcts_choose(void *data, const ctn_game *g, const ctn_state *view, int player,
                              const ctn_action *legal, int n) {
    mcts *m = data;
    ctn_action h = HINT_NONE;
    m->searched = -1;
    if (m->have_guides && (m->offers || m->root_bias > 0 ||
                           (m->opening && g->rules->turns && g->rules->turns(g, view) == 0))) {
        h = ctn_heuristic_bot.choose(m->rollout_bots[player], g, view, player, legal, n);
        int listed = 0;
        for (int i = 0; i < n && !listed; i++) listed = legal[i] == h;
        if (!listed && m->offers) return h; /* an offer it built: the driver checks it */
        if (m->opening && g->rules->turns(g, view) == 0 && listed) return h;
    }
    if (n == 1) return legal[0];
    memcpy(m->view, view, g->rules->state_size);
    if (!m->reuse || m->root < 0 || m->nodes[m->root].player != player ||
        m->num_nodes > MCTS_MAX_NODES)
        reset_tree(m, player);
    if (h != HINT_NONE) m->nodes[m->root].hint = h; /* the guide's pick from the view */
    double deadline = m->ms ? now_ms() + (double)m->ms : 0;
    for (long i = 0; m->ms ? (i % 16 || now_ms() < deadline) : i < m->iters; i++) iterate(m, g);
    m->searched = m->root;
    int32_t best = -1;
    for (int i = 0; i < n; i++) {
        int32_t e = find_edge(m, m->root, legal[i]);
        if (e >= 0 && (best < 0 || m->edges[e].visits > m->edges[best].visits)) best = e;
    }
    if (best < 0) return legal[ctn_rng_below(&m->rng, (uint32_t)n)];
    return m->edges[best].key;
}

static void mcts_notify(void *data, const ctn_game *g, int seat, int actor, ctn_action seen) {
    (void)g, (void)seat, (void)actor;
    mcts *m = data;
    if (m->root < 0) return;
    int32_t e = find_edge(m, m->root, seen);
    m->root = e >= 0 ? m->edges[e].child : -1;
}

/* Better first: more visits, then the lower action number. */
static int stat_before(const ctn_bot_root_stat *a, const ctn_bot_root_stat *b) {
    return a->visits != b->visits ? a->visits > b->visits : a->action < b->action;
}

/* Inserts x into the sorted out[0..*n), keeping at most cap entries. */
static void stat_insert(ctn_bot_root_stat *out, int *n, int cap, ctn_bot_root_stat x) {
    int i = *n < cap ? (*n)++ : cap;
    while (i > 0 && stat_before(&x, &out[i - 1])) {
        if (i < cap) out[i] = out[i - 1];
        i--;
    }
    if (i < cap) out[i] = x;
}

static int mcts_root_stats(const void *data, ctn_bot_root_stat *out, int cap) {
    const mcts *m = data;
    if (m->searched < 0) return 0;
    int count = 0, kept = 0;
    for (int32_t e = m->nodes[m->searched].first; e >= 0; e = m->edges[e].next, count++) {
        const edge *x = &m->edges[e];
        ctn_bot_root_stat st = {x->key, x->visits, x->visits ? x->reward / x->visits : 0.0};
        if (cap > 0) stat_insert(out, &kept, cap, st);
    }
    return count;
}

static void mcts_destroy(void *data) {
    mcts *m = data;
    if (!m) return;
    for (int p = 0; p < CTN_MAX_PLAYERS; p++)
        if (m->rollout_bots[p]) ctn_heuristic_bot.destroy(m->rollout_bots[p]);
    free(m->nodes), free(m->edges), free(m->sample), free(m->view), free(m->list), free(m->spare);
    free(m->path);
    free(m);
}

static ctn_status read_params(mcts *m, const char *text, const mcts_tuned *def, ctn_error *err) {
    static const char *const ROLLOUTS[] = {"random", "heuristic", "greedy", NULL};
    bot_params bp;
    long c = 35, depth = 40, reuse = 1, bias = 100, opening = 1, offers = 1, guide = 0;
    long widen = 100, root_bias = 3000;
    ctn_status st = bot_params_parse(text, &bp, err);
    if (!st) st = bot_params_int(&bp, "iters", 1000, 1, 100000000, &m->iters, err);
    if (!st) st = bot_params_int(&bp, "ms", 0, 0, 3600000, &m->ms, err);
    if (!st) st = bot_params_int(&bp, "c", 35, 0, 10000, &c, err);
    if (!st) st = bot_params_int(&bp, "depth", def->depth, 0, 100000, &depth, err);
    if (!st) st = bot_params_int(&bp, "reuse", 1, 0, 1, &reuse, err);
    if (!st) st = bot_params_int(&bp, "bias", 100, 0, 100000, &bias, err);
    if (!st) st = bot_params_int(&bp, "opening", 1, 0, 1, &opening, err);
    if (!st) st = bot_params_int(&bp, "offers", 1, 0, 1, &offers, err);
    if (!st) st = bot_params_int(&bp, "guide", 0, 0, 1, &guide, err);
    if (!st) st = bot_params_int(&bp, "widen", 100, 0, 100000, &widen, err);
    if (!st) st = bot_params_int(&bp, "prior", def->prior, 0, 1000000, &root_bias, err);
    if (!st) st = bot_params_choice(&bp, "rollout", ROLLOUTS, def->rollout, &m->rollout_kind, err);
    if (!st) st = bot_params_done(&bp, "mcts", err);
    m->c = (double)c / 100.0, m->depth = (int)depth, m->reuse = (int)reuse;
    m->widen = (double)widen / 100.0, m->guide = (int)guide;
    m->root_bias = (double)root_bias / 100.0;
    m->bias = (double)bias / 100.0, m->opening = (int)opening, m->offers = (int)offers;
    return st;
}

static ctn_status mcts_create(const ctn_game *g, int seat, const char *params, uint64_t seed,
                              void **data, ctn_error *err) {
    mcts *m = calloc(1, sizeof *m);
    if (!m) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    m->seat = seat;
    m->root = m->searched = -1;
    m->path_cap = MCTS_PATH_MAX;
    ctn_rng_seed(&m->rng, seed);
    ctn_status st = read_params(m, params ? params : "", mcts_tuned_for(g), err);
    m->sample = malloc(g->rules->state_size);
    m->view = malloc(g->rules->state_size);
    m->list = malloc(CTN_MAX_ACTIONS * sizeof *m->list);
    m->spare = malloc(CTN_MAX_ACTIONS * sizeof *m->spare);
    m->path = malloc(MCTS_PATH_MAX * sizeof *m->path);
    if (st == CTN_OK && (!m->sample || !m->view || !m->list || !m->spare || !m->path))
        st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    m->have_guides = st == CTN_OK;
    for (int p = 0; st == CTN_OK && p < g->num_players; p++) {
        ctn_error ignored;
        if (ctn_heuristic_bot.create(g, p, "", ctn_seed_derive(seed, (uint64_t)p + 77),
                                     &m->rollout_bots[p], &ignored) != CTN_OK)
            m->have_guides = 0;
    }
    if (!m->have_guides) m->guide = 0;
    if (st == CTN_OK && m->rollout_kind == ROLLOUT_HEURISTIC && !m->have_guides)
        st = ctn_error_set(err, CTN_E_ARGUMENT, "mcts: no heuristic for %s", g->rules->name);
    if (st != CTN_OK) {
        mcts_destroy(m);
        return st;
    }
    *data = m;
    return CTN_OK;
}

/* The budget of a parameter text: iterations, or milliseconds when ms is given; the depth. */
static ctn_status mcts_budget(const char *params, ctn_bot_budget *out, ctn_error *err) {
    mcts m = {0};
    ctn_status st = read_params(&m, params, &mcts_general_defaults, err); /* no game: the general depth, the deepest default */
    if (st == CTN_OK) *out = (ctn_bot_budget){m.ms ? 0 : m.iters, m.ms, m.depth};
    return st;
}

const ctn_bot_type ctn_mcts_bot = {
    .name = "mcts",
    .help = "information-set Monte Carlo tree search (iters=N or ms=N, c=, "
            "rollout=greedy|random|heuristic, depth=, reuse=, widen=, opening=, offers=, "
            "prior=, guide=, bias=)",
    .needs_view = 1,
    .makes_offers = 1, /* the guide's domestic offers (offers=1) */
    .create = mcts_create,
    .choose = mcts_choose,
    .destroy = mcts_destroy,
    .notify = mcts_notify,
    .root_stats = mcts_root_stats,
    .budget = mcts_budget,
};
