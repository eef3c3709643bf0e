/* scenario_core.c — the shared part of the rules scenario helpers: trying, checking, playing and
 * refusing an action given as text (scenario_core.h).
 */
#include "scenario_core.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/status.h"

static const char *who(int player, char *buf, size_t cap) {
    if (player == CTN_CHANCE)
        snprintf(buf, cap, "chance");
    else
        snprintf(buf, cap, "p%d", player);
    return buf;
}

ctn_status scn_try(scn_target t, int player, const char *text) {
    ctn_action a;
    memset(t.err, 0, sizeof *t.err);
    ctn_status st = ctn_action_from_text(t.g, t.s, player, text, &a, t.err);
    if (st != CTN_OK) return st;
    return ctn_game_apply_checked(t.g, t.s, player, a, t.err);
}

int scn_is_legal(scn_target t, int player, const char *text) {
    ctn_action a;
    if (ctn_action_from_text(t.g, t.s, player, text, &a, t.err) != CTN_OK) return 0;
    if (player != CTN_CHANCE && !(ctn_game_actors(t.g, t.s) & (1u << player))) return 0;
    return ctn_game_is_legal(t.g, t.s, player, a);
}

void scn_play(const char *file, int line, scn_target t, int player, const char *text,
              const char *context) {
    char name[16];
    ctn_status st = scn_try(t, player, text);
    if (st != CTN_OK) {
        print_error("%s:%d: %s '%s' failed: %s: %s (%s)\n", file, line,
                    who(player, name, sizeof name), text, ctn_status_name(st), t.err->message,
                    context);
        _fail(file, line);
    }
}

void scn_refuse(const char *file, int line, scn_target t, int player, ctn_status expected,
                const char *text) {
    char name[16];
    uint64_t before = ctn_state_hash(t.g, t.s);
    void *copy = malloc(t.size);
    assert_non_null(copy);
    memcpy(copy, t.s, t.size);
    ctn_status st = scn_try(t, player, text);
    if (st != expected) {
        print_error("%s:%d: %s '%s': expected %s, got %s (%s)\n", file, line,
                    who(player, name, sizeof name), text, ctn_status_name(expected),
                    ctn_status_name(st), st == CTN_OK ? "applied" : t.err->message);
        free(copy);
        _fail(file, line);
    }
    int changed = ctn_state_hash(t.g, t.s) != before || memcmp(copy, t.s, t.size) != 0;
    free(copy);
    if (changed) {
        print_error("%s:%d: refused '%s' changed the state\n", file, line, text);
        _fail(file, line);
    }
}

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int scn_sort_unique(int *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_int);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (k == 0 || v[k - 1] != v[i]) v[k++] = v[i];
    return k;
}

static void list_text(char *buf, size_t cap, const int *v, int n) {
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < n && used < cap; i++)
        used += (size_t)snprintf(buf + used, cap - used, "%s%d", i ? " " : "", v[i]);
}

void scn_assert_set(const char *file, int line, const char *what, const int *have, int k,
                    const int *want, int n) {
    int *a = malloc(sizeof *a * (size_t)(k + 1)), *b = malloc(sizeof *b * (size_t)(n + 1));
    assert_true(a && b);
    if (k) memcpy(a, have, sizeof *a * (size_t)k);
    if (n) memcpy(b, want, sizeof *b * (size_t)n);
    int ka = scn_sort_unique(a, k), nb = scn_sort_unique(b, n);
    int same = ka == k && nb == n && k == n && (n == 0 || memcmp(a, b, sizeof *a * (size_t)n) == 0);
    if (!same) {
        char x[2048], y[2048];
        list_text(x, sizeof x, a, ka);
        list_text(y, sizeof y, b, nb);
        print_error("%s:%d: %s {%s}, expected {%s}%s\n", file, line, what, x, y,
                    ka != k || nb != n ? " (with repeats)" : "");
    }
    free(a);
    free(b);
    if (!same) _fail(file, line);
}

/* ---- geometry ---- */

int scn_hex(const ctn_topology *t, int q, int r) {
    int h = ctn_topology_find_hex(t, q, r);
    if (h < 0) fail_msg("no hex (%d,%d) on this board", q, r);
    return h;
}

int scn_vertex(const ctn_topology *t, int q, int r, int corner) {
    return t->hex_vertex[scn_hex(t, q, r)][corner];
}

int scn_edge(const ctn_topology *t, int q, int r, int dir) {
    return t->hex_edge[scn_hex(t, q, r)][dir];
}

int scn_side(const ctn_topology *t, int q1, int r1, int q2, int r2) {
    for (int d = 0; d < 6; d++) {
        int dq, dr;
        ctn_dir_offset(d, &dq, &dr);
        if (q1 + dq == q2 && r1 + dr == r2) return scn_edge(t, q1, r1, d);
    }
    fail_msg("hexes (%d,%d) and (%d,%d) are not neighbours", q1, r1, q2, r2);
    return -1;
}

int scn_edge_between(const ctn_topology *t, int a, int b) {
    for (int k = 0; k < t->vertex_degree[a]; k++)
        if (t->vertex_vertex[a][k] == b) return t->vertex_edge[a][k];
    fail_msg("v%d and v%d are not neighbours", a, b);
    return -1;
}
