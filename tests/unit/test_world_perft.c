/* test_world_perft.c — World Catan perft reference counts: every position in tests/perft/world/
 * (set-up in pairs and with an odd seat, the pre-roll, green's window with offers, red's window,
 * phase 3 with a ship move, each step of a 7, a knight, the 7-island paying, a discovery token,
 * the claim with a tie, a city blocked by a pirate) is replayed, its hash checked, and every depth
 * recounted with the independent oracle checking each node. Two rules that change no legal list
 * are checked on their positions from the rule text: each settlement in a new area takes a
 * discovery token while the pool lasts (W§9, areas read from the board), and the claim's tie goes
 * to the first of the tied players in priority order (W§10). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "catan/classic.h"
#include "catan/io.h"
#include "catan/perft.h"
#include "perft_files.h"

#define PERFT_DIR CATAN_SOURCE_DIR "/tests/perft/world"

static void test_reference_positions(void **state) {
    (void)state;
    assert_true(perft_check_dir(PERFT_DIR, "world", PERFT_FLAGS_FROM_FILE) >= 16);
}

/* Plays the replay of a reference file; *g and *s are freed by the caller, and the board it was
 * played on is copied to *board when given. */
static void play_file(const char *path, ctn_game **g, ctn_state **s, ctn_board_desc *board) {
    json_error_t jerr;
    json_t *root = json_load_file(path, 0, &jerr);
    if (!root) fail_msg("%s: %s", path, jerr.text);
    char *text = json_dumps(json_object_get(root, "replay"), 0);
    ctn_replay *rp = NULL;
    ctn_error err;
    if (ctn_replay_from_json(text, strlen(text), &rp, &err) != CTN_OK ||
        ctn_replay_play(rp, NULL, NULL, g, s, &err) != CTN_OK)
        fail_msg("%s: %s", path, err.message);
    if (board) *board = ctn_replay_spec(rp)->board;
    ctn_replay_free(rp);
    free(text);
    json_decref(root);
}

/* ---- W§9, from the board's named areas ---- */

/* The named area of vertex v (W§3: that of its land hexes), 0 for none. */
static int vertex_area(const ctn_game *g, const ctn_board_desc *b, int v) {
    const ctn_topology *t = ctn_classic_topology(g);
    for (int k = 0; k < 3; k++) {
        int h = t->vertex_hex[v][k];
        if (h != CTN_NONE && b->hexes[h].terrain != CTN_SEA && b->hexes[h].area)
            return b->hexes[h].area;
    }
    return 0;
}

/* True when p has a building in area a. */
static int builds_in(const ctn_game *g, const ctn_board_desc *b, const ctn_classic_state_l *s,
                     int p, int a) {
    for (int v = 0; v < ctn_classic_topology(g)->num_vertices; v++) {
        int mine = (s->settlements[p].w[v / 64] | s->cities[p].w[v / 64]) >> (v % 64) & 1;
        if (mine && vertex_area(g, b, v) == a) return 1;
    }
    return 0;
}

/* W§9: each settlement the actor may build takes a discovery token, worth island_bonus points,
 * exactly when its area holds no building of his yet and the pool is not empty. Returns how many
 * of them are in a new area. */
static int check_tokens(const char *path) {
    ctn_game *g = NULL;
    ctn_state *st = NULL;
    static ctn_board_desc b;
    play_file(path, &g, &st, &b);
    assert_true(b.num_areas > 0);
    const ctn_classic_state_l *s = (const ctn_classic_state_l *)st;
    static ctn_classic_state_l after;
    static ctn_action list[CTN_MAX_ACTIONS];
    int p = s->actor, fresh = 0, bonus = g->option_values[CL_OPT_ISLAND_BONUS];
    int n = ctn_game_legal(g, st, p, CTN_LEGAL_NO_OFFERS, list);
    for (int i = 0; i < n; i++) {
        if (CL_ACT_TYPE(list[i]) != CL_A_BUILD_SETTLEMENT) continue;
        int a = vertex_area(g, &b, CL_ACT_ARG0(list[i])),
            new_area = a && !builds_in(g, &b, s, p, a);
        int token = new_area && s->tokens_left > 0;
        fresh += new_area;
        after = *s;
        ctn_game_apply(g, (ctn_state *)&after, p, list[i]);
        assert_int_equal(after.tokens_left, s->tokens_left - token);
        assert_int_equal(after.area_vp[p], s->area_vp[p] + token * bonus);
    }
    ctn_io_free(st);
    ctn_game_free(g);
    return fresh;
}

static void test_discovery_tokens(void **state) {
    (void)state;
    assert_true(check_tokens(PERFT_DIR "/discovery_token.json") > 0);
    assert_true(check_tokens(PERFT_DIR "/token_pool_empty.json") > 0);
}

/* W§10: at the end of the round every player at the goal claims; of the tied leaders the first
 * from green clockwise wins, not the lowest seat. */
static void test_claim_tie(void **state) {
    (void)state;
    ctn_game *g = NULL;
    ctn_state *st = NULL;
    play_file(PERFT_DIR "/claim_tie.json", &g, &st, NULL);
    ctn_classic_state_l *s = (ctn_classic_state_l *)st;
    int n = s->num_players, best = 0, lowest = -1, expected = -1, tied = 0;
    for (int p = 0; p < n; p++) {
        int vp = ctn_classic_total_vp(g, st, p);
        if (vp > best) best = vp, lowest = p, tied = 0;
        tied += vp == best;
    }
    for (int i = n - 1; i >= 0; i--)
        if (ctn_classic_total_vp(g, st, (s->current + i) % n) == best)
            expected = (s->current + i) % n;
    assert_true(tied >= 2 && best >= g->option_values[CL_OPT_VP_TO_WIN]);
    assert_int_not_equal(expected, lowest);           /* the tie-break is by the round's order */
    assert_int_equal((s->actor + 1) % n, s->current); /* the round's last part */
    assert_false(ctn_game_is_terminal(g, st));
    ctn_error err;
    ctn_action end;
    assert_int_equal(ctn_action_from_text(g, st, s->actor, "end_turn", &end, &err), CTN_OK);
    assert_int_equal(ctn_game_apply_checked(g, st, s->actor, end, &err), CTN_OK);
    assert_true(ctn_game_is_terminal(g, st));
    assert_int_equal(s->winner, expected);
    ctn_io_free(st);
    ctn_game_free(g);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reference_positions),
        cmocka_unit_test(test_discovery_tokens),
        cmocka_unit_test(test_claim_tie),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
