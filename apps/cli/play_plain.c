/* play_plain.c — the line-based client of `catan play`: the board as a list of hexes, the
 * players, the numbered legal actions (Classic ones with where they act), a prompt; the others'
 * moves as log lines, masked for the human's seat. Classic states of every size class are read
 * through tui_cview (apps/tui/tui_cview.h); World's round, bandits and 7-island are put in words
 * by apps/tui/tui_world.h. */
#include "play_plain.h"

#include <stdlib.h>
#include <string.h>

#include "catan/classic.h"
#include "catan/rivals.h"
#include "catan/struggle.h"
#include "tui_cview.h"
#include "tui_rivals.h"
#include "tui_world.h"

/* The states one game needs, of the rule set's own size, and World's 7-island corners. */
typedef struct {
    ctn_state *s, *view, *before;
    ctn_action *list;
    tui_cview *cv;
    tui_seven *seven;
} plain_states;

static const char *terrain_short(int t) {
    return t >= 0 && t < CTN_TERRAIN_COUNT ? ctn_terrain_name(t) : "?";
}

/* "forest 8, hills 5" for the hexes around a vertex or along an edge, after what buf holds
 * (the 7-island's number is 7). */
static void describe_place(const tui_cview *v, const uint16_t *hexes, int count, char *buf,
                           size_t cap) {
    size_t n = strlen(buf);
    const char *sep = "";
    for (int k = 0; k < count && n < cap; k++) {
        int h = hexes[k];
        if (h == CTN_NONE || h >= v->num_hexes) continue;
        n += (size_t)snprintf(buf + n, cap - n, "%s%s", sep, terrain_short(v->terrain[h]));
        sep = ", ";
        int num = v->terrain[h] == CTN_SEVEN_ISLAND ? 7 : v->number[h];
        if (num && n < cap) n += (size_t)snprintf(buf + n, cap - n, " %d", num);
    }
}

/* A place's hexes, the harbours at a corner and what a 7-island corner pays on a 7. */
static void describe_vertex(const ctn_topology *t, const tui_cview *v, const tui_seven *seven,
                            int x, char *where, size_t cap) {
    int seven_terrain = tui_seven_terrain(seven, CTN_NONE, x);
    if (seven_terrain >= 0) snprintf(where, cap, "on a 7 %s; ", tui_seven_pays(seven_terrain));
    describe_place(v, t->vertex_hex[x], 3, where, cap);
}

static int bandit_move(int type) {
    return type == CL_A_MOVE_ROBBER || type == CL_A_MOVE_PIRATE || type == CL_A_MOVE_ROBBER2 ||
           type == CL_A_MOVE_PIRATE2;
}

static void describe_action(const ctn_game *g, const tui_cview *v, const tui_seven *seven,
                            ctn_action a, char *where, size_t cap) {
    const ctn_topology *t = ctn_classic_topology(g);
    int type = CL_ACT_TYPE(a), x = CL_ACT_ARG0(a);
    uint16_t hexes[2] = {(uint16_t)x, CTN_NONE};
    if ((type == CL_A_BUILD_SETTLEMENT || type == CL_A_BUILD_CITY) && x < t->num_vertices) {
        describe_vertex(t, v, seven, x, where, cap);
        for (int i = 0; i < v->num_harbours; i++)
            if (t->harbour_vertex[i][0] == x || t->harbour_vertex[i][1] == x) {
                size_t len = strlen(where);
                snprintf(where + len, cap - len, "; %s harbour",
                         ctn_harbour_type_name(v->harbour_type[i]));
            }
    } else if ((type == CL_A_BUILD_ROAD || type == CL_A_BUILD_SHIP || type == CL_A_MOVE_SHIP ||
                type == CL_A_PLACE_SHIP) &&
               x < t->num_edges)
        describe_place(v, t->edge_hex[x], 2, where, cap);
    else if (bandit_move(type))
        describe_place(v, hexes, 1, where, cap);
}

static void action_line(const ctn_game *g, const plain_states *st, int classic, ctn_action a,
                        char *buf, size_t cap) {
    char text[CTN_ACTION_TEXT_MAX], where[128] = "";
    ctn_action_to_text(g, st->view, a, text, sizeof text);
    if (classic) describe_action(g, st->cv, st->seven, a, where, sizeof where);
    if (g->rules == &ctn_rivals_rules)
        tui_rivals_where(g, (const ctn_rivals_state *)st->view, a, where, sizeof where);
    if (where[0])
        snprintf(buf, cap, "%-28s (%s)", text, where);
    else
        snprintf(buf, cap, "%s", text);
}

/* " R" for the robber, " P" for the pirate, "R2" and "P2" for World's second ones. */
static const char *bandit_mark(const tui_cview *v, int h) {
    return h == v->robber    ? " R"
           : h == v->robber2 ? "R2"
           : h == v->pirate  ? " P"
           : h == v->pirate2 ? "P2"
                             : "  ";
}

static void show_board(const ctn_game *g, const tui_cview *v, const tui_seven *seven) {
    const ctn_topology *t = ctn_classic_topology(g);
    printf("board (R = robber, P = pirate%s):",
           v->world ? "; R2, P2 the second ones; the 7-island's number is 7" : "");
    for (int h = 0; h < v->num_hexes; h++) {
        char num[8] = "--";
        if (v->number[h]) snprintf(num, sizeof num, "%d", v->number[h]);
        if (v->terrain[h] == CTN_SEVEN_ISLAND) snprintf(num, sizeof num, "7");
        printf("%s h%-3d %-9s %2s%s", h % 5 == 0 ? "\n " : "", h, terrain_short(v->terrain[h]), num,
               bandit_mark(v, h));
    }
    char text[256];
    tui_seven_text(seven, text, sizeof text);
    if (text[0]) printf("\n7-island corners (each pays on a 7): %s", text);
    printf("\nharbours:");
    for (int i = 0; i < v->num_harbours; i++)
        printf(" %s at v%d/v%d%s", ctn_harbour_type_name(v->harbour_type[i]),
               t->harbour_vertex[i][0], t->harbour_vertex[i][1],
               i + 1 < v->num_harbours ? "," : "");
    printf("\n");
}

/* World: the round, its part, the active players, the bandits and the discovery tokens. */
static void show_round(const tui_cview *v) {
    char part[96], actives[48], bandits[64];
    tui_world_part(v, part, sizeof part);
    tui_world_actives(v, actives, sizeof actives);
    tui_world_bandits(v, bandits, sizeof bandits);
    printf("\n  round %d: %s | active %s | bandits %s | discovery tokens %d\n", v->turn, part,
           actives, bandits, v->tokens_left);
}

/* The mark after a seat: " (you)", and World's active players "G" (green) and "R" (red). */
static void seat_marks(const tui_cview *v, int p, int seat, char *buf, size_t cap) {
    const char *active = !v->world ? "" : p == v->current ? " G" : p == v->red ? " R" : "";
    snprintf(buf, cap, "%s%s", p == seat ? " (you)" : "", active);
}

static void show_players(const ctn_game *g, const ctn_state *view, const tui_cview *v, int seat) {
    for (int p = 0; p < v->num_players; p++) {
        int cards = v->hidden_hand[p], devs = v->hidden_dev[p];
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) cards += v->hand[p][r];
        for (int c = 0; c < CL_DEV_COUNT; c++) devs += v->dev_hand[p][c];
        char ships[24] = "";
        if (v->seafarers) snprintf(ships, sizeof ships, "  %d ships", v->ships[p]);
        char marks[16];
        seat_marks(v, p, seat, marks, sizeof marks);
        printf("  p%-2d%-8s %2d VP  %2d cards  %d dev  %d knights  road %d%s%s%s\n", p, marks,
               p == seat ? ctn_classic_total_vp(g, view, p) : ctn_classic_public_vp(g, view, p),
               cards, devs, v->knights[p], v->road_length[p], ships,
               v->longest_road_owner == p ? "  [longest road]" : "",
               v->largest_army_owner == p ? "  [largest army]" : "");
    }
    printf("  your hand:");
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        printf(" %d %s", v->hand[seat][r], ctn_resource_name(r));
    printf("   dev cards:");
    for (int c = 0; c < CL_DEV_COUNT; c++)
        if (v->dev_hand[seat][c]) printf(" %d %s", v->dev_hand[seat][c], ctn_dev_card_name(c));
    if (v->gold_owed[seat]) printf("   gold picks owed: %d", v->gold_owed[seat]);
    printf("\n  bank:");
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) printf(" %d %s", v->bank[r], ctn_resource_name(r));
    if (v->world)
        show_round(v);
    else
        printf("   phase %s, turn %d\n", ctn_classic_phase_name(v->phase), v->turn);
}

static void show_struggle(const ctn_game *g, const ctn_struggle_state *v, int seat) {
    for (int p = 0; p < g->num_players; p++) {
        int cards = v->hidden_hand[p];
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) cards += v->hand[p][r];
        printf("  p%d%s %2d VP  %2d cards  %d roads  %d knights  %d settlements  %d cities\n", p,
               p == seat ? " (you)" : "      ", ctn_struggle_vp(g, v, p), cards, v->roads[p],
               v->knights[p], v->settlements[p], v->cities[p]);
    }
    printf("  your hand:");
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        printf(" %d %s", v->hand[seat][r], ctn_resource_name(r));
    printf("\n  market:");
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++)
        if (v->market[r]) printf(" %d %s", v->market[r], ctn_resource_name(r));
    printf("   phase %s, turn %u\n", ctn_struggle_phase_name(v->phase), v->turn);
}

/* Rivals: each principality's regions and cards in a line, the person's hand. */
static void show_rivals(const ctn_game *g, const ctn_rivals_state *v, int seat) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        int cards = v->hidden_hand[p] + __builtin_popcountll(v->hand[p][0]) +
                    __builtin_popcountll(v->hand[p][1]);
        printf("  p%d%s %d VP  strength %d  commerce %d  %d cards in hand\n    regions:", p,
               p == seat ? " (you)" : "", ctn_rivals_vp(g, v, p), ctn_rivals_strength(g, v, p),
               ctn_rivals_commerce(g, v, p), cards);
        for (int c = v->pr[p].left; c <= v->pr[p].right; c++)
            for (int b = 0; b < 2; b++) {
                int r = v->pr[p].region[c][b];
                char name[24];
                if (r == RV_NONE) continue;
                tui_rivals_region_text(r, name, sizeof name);
                printf(" p%d %s (%d)", 2 * c + b, name, v->stock[r]);
            }
        printf("\n    cards:");
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
            int c = v->pr[p].site[x / RV_SITES][x % RV_SITES];
            const ctn_rivals_card *k = c != RV_NONE ? tui_rivals_card(g, v, c) : NULL;
            if (c != RV_NONE) printf(" %s (t%d)", k ? k->name : "?", x / RV_SITES);
        }
        printf("\n");
    }
    printf("  your hand:");
    for (int c = 0; c < ctn_rivals_num_draw_cards(g); c++)
        if (v->hand[seat][c >> 6] >> (c & 63) & 1)
            printf(" c%d %s,", c, tui_rivals_card(g, v, c) ? tui_rivals_card(g, v, c)->name : "?");
    printf("\n   phase %s, turn %u\n", ctn_rivals_phase_name(v->phase), v->turn);
}

/* The human's view, read; the status lines. */
static void observe(const ctn_game *g, plain_states *st, int seat) {
    ctn_game_observe(g, st->s, seat, st->view);
    if (ctn_classic_is(g)) tui_cview_fill(g, st->view, st->cv);
}

static void show_status(const ctn_game *g, const plain_states *st, int seat) {
    if (ctn_classic_is(g))
        show_players(g, st->view, st->cv, seat);
    else if (g->rules == &ctn_rivals_rules)
        show_rivals(g, (const ctn_rivals_state *)st->view, seat);
    else
        show_struggle(g, (const ctn_struggle_state *)st->view, seat);
}

/* Parses one line of the human's; returns 1 with *out set, 0 to ask again, -1 to quit. */
static int answer(const ctn_game *g, const plain_states *st, int seat, int n, const char *line,
                  ctn_action *out) {
    int classic = ctn_classic_is(g);
    if (!line[0]) return 0;
    if (!strcmp(line, "quit") || !strcmp(line, "q")) return -1;
    if (!strcmp(line, "board") && classic) {
        show_board(g, st->cv, st->seven);
        return 0;
    }
    if (!strcmp(line, "help")) {
        printf("  a number picks that action; or type an action (e.g. 'offer 1 wool -> 1 ore');\n"
               "  'board' shows the hexes, 'quit' ends the game\n");
        return 0;
    }
    char *end = NULL;
    long k = strtol(line, &end, 10);
    if (*end == 0 && k >= 1 && k <= n) {
        *out = st->list[k - 1];
        return 1;
    }
    ctn_error err = {0};
    if (ctn_action_from_text(g, st->view, seat, line, out, &err) != CTN_OK) {
        printf("  %s\n", err.message);
        return 0;
    }
    return 1;
}

/* Reads the human's choice; returns 0 with *out set, 1 to quit. */
static int ask(const ctn_game *g, const plain_states *st, int seat, int n, FILE *in,
               ctn_action *out) {
    char line[256], buf[200];
    int classic = ctn_classic_is(g);
    for (int i = 0; i < n; i++) {
        action_line(g, st, classic, st->list[i], buf, sizeof buf);
        printf("  %3d  %s\n", i + 1, buf);
    }
    for (;;) {
        printf("p%d> ", seat);
        fflush(stdout);
        if (!fgets(line, sizeof line, in)) return 1;
        line[strcspn(line, "\r\n")] = 0;
        int r = answer(g, st, seat, n, line, out);
        if (r) return r < 0;
    }
}

static void log_action(const ctn_game *g, const ctn_state *before, int p, ctn_action a, int seat) {
    char text[CTN_ACTION_TEXT_MAX];
    ctn_action seen = g->rules->mask_action(g, before, p, a, seat);
    ctn_action_to_text(g, before, seen, text, sizeof text);
    if (p == CTN_CHANCE)
        printf("  . %s\n", text);
    else
        printf("  p%d %s\n", p, text);
}

/* World: a line where a round starts (its active players) and where phase 3 starts. */
static void log_round(const ctn_game *g, const plain_states *st, int seat) {
    if (!ctn_classic_world(g) || ctn_game_is_terminal(g, st->s)) return;
    uint32_t turn = g->rules->turns(g, st->s);
    tui_cview_turn was = tui_cview_turn_of(g, st->before), now = tui_cview_turn_of(g, st->s);
    if (turn != g->rules->turns(g, st->before))
        printf("-- round %u: green p%d%s, red p%d%s --\n", turn, now.current,
               now.current == seat ? " (you)" : "", now.red, now.red == seat ? " (you)" : "");
    else if (now.context == CL_CTX_SPECIAL_BUILD && was.context != CL_CTX_SPECIAL_BUILD)
        printf("-- phase 3: everyone builds in turn from green p%d --\n", now.current);
}

/* Applies an action, tells the bots that follow the game, prints it as the human sees it. */
static void apply_logged(const ctn_game *g, ctn_bot **bots, plain_states *st, int p, ctn_action act,
                         int seat) {
    memcpy(st->before, st->s, g->rules->state_size);
    ctn_game_apply(g, st->s, p, act);
    for (int q = 0; q < g->num_players; q++)
        if (bots[q]) ctn_bot_notify(bots[q], g, st->before, q, p, act);
    log_action(g, st->before, p, act, seat);
    log_round(g, st, seat);
}

/* The human's move: asks until the answer is legal. Returns 1 to quit. */
static int human_move(const ctn_game *g, plain_states *st, int seat, FILE *in, ctn_action *act) {
    ctn_error err = {0};
    observe(g, st, seat);
    show_status(g, st, seat);
    int n = ctn_game_legal(g, st->view, seat, CTN_LEGAL_NO_OFFERS, st->list);
    for (;;) {
        if (ask(g, st, seat, n, in, act)) return 1;
        if (ctn_game_is_legal(g, st->s, seat, *act)) return 0;
        /* illegal: apply_checked on a copy only explains why */
        memcpy(st->before, st->s, g->rules->state_size);
        if (ctn_game_apply_checked(g, st->before, seat, *act, &err) != CTN_OK)
            printf("  %s\n", err.message);
    }
}

static void show_result(const ctn_game *g, const ctn_state *s, int seat) {
    int32_t ret[CTN_MAX_PLAYERS] = {0};
    g->rules->returns(g, s, ret);
    int winner = -1;
    for (int p = 0; p < g->num_players; p++)
        if (ret[p] > 0) winner = p;
    printf("game over: %s\n", winner == seat ? "you win!" : winner < 0 ? "nobody won" : "you lost");
}

static void game_loop(const ctn_game *g, ctn_bot **bots, plain_states *st, int seat, FILE *in) {
    while (!ctn_game_is_terminal(g, st->s)) {
        int p = ctn_actors_pick(ctn_game_actors(g, st->s));
        ctn_action act;
        if (p == CTN_CHANCE)
            act = ctn_game_sample_own_chance(g, st->s);
        else if (p == seat) {
            if (human_move(g, st, seat, in, &act)) return;
        } else if (ctn_bot_choose(bots[p], g, st->s, p, CTN_LEGAL_NO_OFFERS, st->view, st->list,
                                  &act) < 0)
            break;
        apply_logged(g, bots, st, p, act, seat);
    }
    if (ctn_game_is_terminal(g, st->s)) show_result(g, st->s, seat);
}

int play_plain(const ctn_game *g, const ctn_board_desc *board, ctn_bot **bots, int seat,
               uint64_t seed, FILE *in) {
    size_t size = g->rules->state_size;
    plain_states st = {calloc(1, size),
                       calloc(1, size),
                       calloc(1, size),
                       calloc(CTN_MAX_ACTIONS, sizeof(ctn_action)),
                       calloc(1, sizeof(tui_cview)),
                       calloc(1, sizeof(tui_seven))};
    int rc = 0;
    if (!st.s || !st.view || !st.before || !st.list || !st.cv || !st.seven) {
        fprintf(stderr, "catan play: out of memory\n");
        rc = 1;
    } else {
        if (ctn_classic_is(g)) tui_seven_read(board, ctn_classic_topology(g), st.seven);
        ctn_game_init_state(g, st.s, seed);
        printf("Catan (%s): you are p%d of %d (seed %llu). Type 'help' for help.\n", g->rules->name,
               seat, g->num_players, (unsigned long long)seed);
        observe(g, &st, seat);
        if (ctn_classic_is(g)) show_board(g, st.cv, st.seven);
        game_loop(g, bots, &st, seat, in);
    }
    free(st.s);
    free(st.view);
    free(st.before);
    free(st.list);
    free(st.cv);
    free(st.seven);
    return rc;
}
