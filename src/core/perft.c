/* perft.c — counting legal action sequences to a depth, optionally checking every node's legal
 * list against the rule set's independent oracle. */
#include "catan/perft.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ctn_perft {
    const ctn_game *game;
    unsigned flags;
    int check, max_depth;
    uint64_t nodes, mismatches;
    char first[512];
    unsigned char *states; /* one state per depth */
    ctn_action *lists;     /* one legal list per depth */
    int *players;          /* the actor of each list entry, per depth */
    ctn_action oracle[CTN_MAX_ACTIONS];
    uint32_t weights[CTN_MAX_CHANCE];
};

ctn_status ctn_perft_new(const ctn_game *game, int max_depth, unsigned flags, int check_oracle,
                         ctn_perft **out, ctn_error *err) {
    *out = NULL;
    if (max_depth < 0 || max_depth > CTN_PERFT_MAX_DEPTH)
        return ctn_error_set(err, CTN_E_ARGUMENT, "perft depth must be 0 to %d",
                             CTN_PERFT_MAX_DEPTH);
    ctn_perft *pf = calloc(1, sizeof *pf);
    size_t levels = (size_t)max_depth + 1;
    if (pf) {
        pf->states = malloc(levels * game->rules->state_size);
        pf->lists = malloc(levels * CTN_MAX_ACTIONS * sizeof(ctn_action));
        pf->players = malloc(levels * CTN_MAX_ACTIONS * sizeof(int));
    }
    if (!pf || !pf->states || !pf->lists || !pf->players) {
        ctn_perft_free(pf);
        return ctn_error_set(err, CTN_E_LIMIT, "out of memory for perft buffers");
    }
    pf->game = game;
    pf->flags = flags;
    pf->check = check_oracle;
    pf->max_depth = max_depth;
    *out = pf;
    return CTN_OK;
}

void ctn_perft_free(ctn_perft *pf) {
    if (!pf) return;
    free(pf->states);
    free(pf->lists);
    free(pf->players);
    free(pf);
}

static int cmp_action(const void *a, const void *b) {
    ctn_action x = *(const ctn_action *)a, y = *(const ctn_action *)b;
    return x < y ? -1 : x > y;
}

int ctn_oracle_compare(const ctn_game *g, const ctn_state *s, int player, unsigned flags, char *msg,
                       size_t cap) {
    ctn_action fast[CTN_MAX_ACTIONS], slow[CTN_MAX_ACTIONS];
    uint32_t weights[CTN_MAX_CHANCE];
    int nf = player == CTN_CHANCE ? g->rules->chance_outcomes(g, s, fast, weights)
                                  : g->rules->legal_actions(g, s, player, flags, fast);
    int ns = g->rules->oracle_actions(g, s, player, flags, slow);
    qsort(fast, (size_t)nf, sizeof *fast, cmp_action);
    qsort(slow, (size_t)ns, sizeof *slow, cmp_action);
    int i = 0, j = 0;
    while (i < nf || j < ns) {
        if (i < nf && j < ns && fast[i] == slow[j]) {
            i++, j++;
            continue;
        }
        int extra_fast = j >= ns || (i < nf && fast[i] < slow[j]);
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action_to_text(g, s, extra_fast ? fast[i] : slow[j], text, sizeof text);
        snprintf(
            msg, cap,
            "player %d: '%s' (action %u) is legal for the %s only (fast %d, oracle %d actions)",
            player, text, extra_fast ? fast[i] : slow[j], extra_fast ? "fast generator" : "oracle",
            nf, ns);
        return 1;
    }
    return 0;
}

static void check_node(ctn_perft *pf, const ctn_state *s, int player) {
    char msg[sizeof pf->first];
    if (ctn_oracle_compare(pf->game, s, player, pf->flags, msg, sizeof msg) == 0) return;
    if (pf->mismatches++ == 0) memcpy(pf->first, msg, sizeof msg);
}

/* Children of state at `level`: fills the level's list, returns how many; players[] gets the actor.
 */
static int children(ctn_perft *pf, const ctn_state *s, int level, int *players) {
    const ctn_game *g = pf->game;
    ctn_action *list = pf->lists + (size_t)level * CTN_MAX_ACTIONS;
    ctn_actors actors = g->rules->actors(g, s);
    int n = 0;
    if (actors == CTN_CHANCE_BIT) {
        if (pf->check) check_node(pf, s, CTN_CHANCE);
        n = g->rules->chance_outcomes(g, s, list, pf->weights);
        for (int i = 0; i < n; i++) players[i] = CTN_CHANCE;
        return n;
    }
    for (int p = 0; p < g->num_players; p++) {
        if (!(actors & (1u << p))) continue;
        if (pf->check) check_node(pf, s, p);
        int k = g->rules->legal_actions(g, s, p, pf->flags, list + n);
        for (int i = 0; i < k; i++) players[n + i] = p;
        n += k;
    }
    return n;
}

static uint64_t count(ctn_perft *pf, const ctn_state *s, int depth, int level) {
    pf->nodes++;
    if (depth == 0) return 1;
    const ctn_game *g = pf->game;
    if (g->rules->is_terminal(g, s)) return 0;
    int *players = pf->players + (size_t)level * CTN_MAX_ACTIONS;
    int n = children(pf, s, level, players);
    ctn_action *list = pf->lists + (size_t)level * CTN_MAX_ACTIONS;
    if (depth == 1 && !pf->check) return (uint64_t)n;
    ctn_state *child = (ctn_state *)(pf->states + (size_t)(level + 1) * g->rules->state_size);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        memcpy(child, s, g->rules->state_size);
        ctn_game_apply(g, child, players[i], list[i]);
        total += count(pf, child, depth - 1, level + 1);
    }
    return total;
}

uint64_t ctn_perft_count(ctn_perft *pf, const ctn_state *state, int depth) {
    if (depth > pf->max_depth) return 0;
    return count(pf, state, depth, 0);
}

uint64_t ctn_perft_divide(ctn_perft *pf, const ctn_state *s, int depth, ctn_perft_divide_fn fn,
                          void *ctx) {
    if (depth < 1 || depth > pf->max_depth) return 0;
    const ctn_game *g = pf->game;
    if (g->rules->is_terminal(g, s)) return 0;
    int *players = pf->players;
    int n = children(pf, s, 0, players);
    ctn_action *list = pf->lists;
    ctn_state *child = (ctn_state *)(pf->states + g->rules->state_size);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        memcpy(child, s, g->rules->state_size);
        ctn_game_apply(g, child, players[i], list[i]);
        uint64_t c = count(pf, child, depth - 1, 1);
        fn(ctx, players[i], list[i], c);
        total += c;
    }
    return total;
}

uint64_t ctn_perft_nodes(const ctn_perft *pf) {
    return pf->nodes;
}

uint64_t ctn_perft_mismatches(const ctn_perft *pf, const char **first) {
    if (first) *first = pf->first;
    return pf->mismatches;
}
