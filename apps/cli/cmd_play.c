/* cmd_play.c — `catan play`: a game in the terminal against bots (Classic or Struggle).
 * On a terminal it starts the ncurses client (apps/tui); with --plain, or when stdin or stdout is
 * not a terminal, it plays line by line: the human picks an action by number or types it, and
 * reads a log of what the others do. Either way the human sees only his own view (the same
 * ctn_game_observe path as bots and clients). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "catan/bot.h"
#include "catan/classic.h"
#include "catan/struggle.h"
#include "cli.h"
#include "cli_common.h"
#include "tui.h"

typedef struct {
    cli_game_args ga;
    int seat;
    uint64_t seed;
    const char *bot;
    int mode; /* 0 automatic, 1 plain, 2 terminal client */
    FILE *in;
} play_args;

static const char *terrain_short(int t) {
    static const char *const names[] = {"sea",    "forest",    "hills", "pasture",
                                        "fields", "mountains", "desert"};
    return t >= 0 && t <= CTN_DESERT ? names[t] : "?";
}

/* "forest 8, hills 5" for the hexes around a vertex or along an edge. */
static void describe_place(const ctn_game *g, const ctn_classic_state *s, const uint16_t *hexes,
                           int count, char *buf, size_t cap) {
    size_t n = 0;
    buf[0] = 0;
    for (int k = 0; k < count && n < cap; k++) {
        int h = hexes[k];
        if (h == CTN_NONE) continue;
        n +=
            (size_t)snprintf(buf + n, cap - n, "%s%s", n ? ", " : "", terrain_short(s->terrain[h]));
        if (s->number[h] && n < cap) n += (size_t)snprintf(buf + n, cap - n, " %d", s->number[h]);
    }
    (void)g;
}

static void action_line(const ctn_game *g, const ctn_classic_state *s, ctn_action a, char *buf,
                        size_t cap) {
    const ctn_topology *t = ctn_classic_topology(g);
    char text[CTN_ACTION_TEXT_MAX], where[128] = "";
    ctn_action_to_text(g, (const ctn_state *)s, a, text, sizeof text);
    int type = CL_ACT_TYPE(a), x = CL_ACT_ARG0(a);
    if (type == CL_A_BUILD_SETTLEMENT || type == CL_A_BUILD_CITY) {
        describe_place(g, s, t->vertex_hex[x], 3, where, sizeof where);
        for (int i = 0; i < s->num_harbours; i++)
            if (t->harbour_vertex[i][0] == x || t->harbour_vertex[i][1] == x) {
                size_t len = strlen(where);
                snprintf(where + len, sizeof where - len, "; %s harbour",
                         ctn_harbour_type_name(s->harbour_type[i]));
            }
    } else if (type == CL_A_BUILD_ROAD)
        describe_place(g, s, t->edge_hex[x], 2, where, sizeof where);
    else if (type == CL_A_MOVE_ROBBER) {
        uint16_t h[1] = {(uint16_t)x};
        describe_place(g, s, h, 1, where, sizeof where);
    }
    if (where[0])
        snprintf(buf, cap, "%-28s (%s)", text, where);
    else
        snprintf(buf, cap, "%s", text);
}

static void show_board(const ctn_game *g, const ctn_classic_state *s) {
    const ctn_topology *t = ctn_classic_topology(g);
    printf("board (R = robber):");
    for (int h = 0; h < s->num_hexes; h++) {
        char num[8] = "--";
        if (s->number[h]) snprintf(num, sizeof num, "%d", s->number[h]);
        printf("%s h%-2d %-9s %2s%s", h % 5 == 0 ? "\n " : "", h, terrain_short(s->terrain[h]), num,
               h == s->robber ? " R" : "  ");
    }
    printf("\nharbours:");
    for (int i = 0; i < s->num_harbours; i++)
        printf(" %s at v%d/v%d%s", ctn_harbour_type_name(s->harbour_type[i]),
               t->harbour_vertex[i][0], t->harbour_vertex[i][1],
               i + 1 < s->num_harbours ? "," : "\n");
}

static void show_players(const ctn_game *g, const ctn_classic_state *v, int seat) {
    static const char *const res[] = {"lumber", "brick", "wool", "grain", "ore"};
    for (int p = 0; p < g->num_players; p++) {
        int cards = v->hidden_hand[p], devs = v->hidden_dev[p];
        for (int r = 0; r < 5; r++) cards += v->hand[p][r];
        for (int c = 0; c < CL_DEV_COUNT; c++) devs += v->dev_hand[p][c];
        printf("  p%d%s %2d VP  %2d cards  %d dev  %d knights  road %d%s%s\n", p,
               p == seat ? " (you)" : "      ",
               p == seat ? ctn_classic_total_vp(g, (const ctn_state *)v, p) : ctn_classic_public_vp(g, (const ctn_state *)v, p), cards,
               devs, v->knights[p], v->road_length[p],
               v->longest_road_owner == p ? "  [longest road]" : "",
               v->largest_army_owner == p ? "  [largest army]" : "");
    }
    printf("  your hand:");
    for (int r = 0; r < 5; r++) printf(" %d %s", v->hand[seat][r], res[r]);
    printf("   dev cards:");
    for (int c = 0; c < CL_DEV_COUNT; c++)
        if (v->dev_hand[seat][c]) printf(" %d %s", v->dev_hand[seat][c], ctn_dev_card_name(c));
    printf("\n  bank:");
    for (int r = 0; r < 5; r++) printf(" %d %s", v->bank[r], res[r]);
    printf("   phase %s, turn %u\n", ctn_classic_phase_name(v->phase), v->turn);
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

/* Any rule set's state, for the line-based loop. */
typedef union {
    ctn_classic_state classic;
    ctn_struggle_state struggle;
} any_state;

static void show_status(const ctn_game *g, const any_state *view, int seat) {
    if (ctn_classic_is(g))
        show_players(g, &view->classic, seat);
    else
        show_struggle(g, &view->struggle, seat);
}

/* Reads the human's choice; returns 0 with *out set, 1 to quit. */
static int ask(const ctn_game *g, const any_state *view, int seat, const ctn_action *list, int n,
               FILE *in, ctn_action *out) {
    char line[256], buf[200];
    int classic = ctn_classic_is(g);
    for (int i = 0; i < n; i++) {
        if (classic)
            action_line(g, &view->classic, list[i], buf, sizeof buf);
        else
            ctn_action_to_text(g, (const ctn_state *)view, list[i], buf, sizeof buf);
        printf("  %3d  %s\n", i + 1, buf);
    }
    for (;;) {
        printf("p%d> ", seat);
        fflush(stdout);
        if (!fgets(line, sizeof line, in)) return 1;
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0]) continue;
        if (!strcmp(line, "quit") || !strcmp(line, "q")) return 1;
        if (!strcmp(line, "board") && classic) {
            show_board(g, &view->classic);
            continue;
        }
        if (!strcmp(line, "help")) {
            printf(
                "  a number picks that action; or type an action (e.g. 'offer 1 wool -> 1 ore');\n"
                "  'board' shows the hexes, 'quit' ends the game\n");
            continue;
        }
        char *end = NULL;
        long k = strtol(line, &end, 10);
        if (*end == 0 && k >= 1 && k <= n) {
            *out = list[k - 1];
            return 0;
        }
        ctn_error err = {0};
        ctn_action a;
        if (ctn_action_from_text(g, (const ctn_state *)view, seat, line, &a, &err) != CTN_OK) {
            printf("  %s\n", err.message);
            continue;
        }
        *out = a;
        return 0;
    }
}

static int parse_args(int argc, char **argv, play_args *a) {
    memset(a, 0, sizeof *a);
    a->bot = "heuristic";
    /* without --seed, a new game each time (the seed is shown, so any game can be replayed) */
    a->seed = ctn_seed_derive((uint64_t)(cli_now() * 1e9), (uint64_t)getpid());
    a->in = stdin;
    for (int i = 1; i < argc; i++) {
        int r = cli_game_arg(&a->ga, argc, argv, &i);
        if (r < 0) return 2;
        if (r > 0) continue;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf(
                "usage: catan play [--game classic|struggle] [--players N] [--seat S] [--bots "
                "SPEC] [--seed S]\n"
                "                  [--board random|beginner|MAP|FILE] [--option name=value]... "
                "[--plain|--tui]\n"
                "Plays in the terminal: you hold seat S (default 0), bots (default heuristic; e.g.\n"
                "heuristic, mcts:iters=2000) the others. On a terminal the game is drawn with\n"
                "ncurses (press ? in it for the keys); --plain, or input or output that is not a\n"
                "terminal, gives the line-based client. Without --seed every game is new;\n"
                "the seed is shown, and --seed S plays that game again.\n");
            return 1;
        }
        if (!strcmp(argv[i], "--plain") || !strcmp(argv[i], "--tui")) {
            a->mode = argv[i][2] == 'p' ? 1 : 2;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "catan play: unknown option or missing value: '%s'\n", argv[i]);
            return 2;
        }
        const char *v = argv[++i];
        if (!strcmp(argv[i - 1], "--seat")) {
            char *end = NULL;
            long seat = strtol(v, &end, 10);
            if (!*v || *end || seat < 0 || seat >= CTN_MAX_PLAYERS) {
                fprintf(stderr, "catan play: --seat takes a seat number, not '%s'\n", v);
                return 2;
            }
            a->seat = (int)seat;
        } else if (!strcmp(argv[i - 1], "--bots"))
            a->bot = v;
        else if (!strcmp(argv[i - 1], "--seed")) {
            if (cli_parse_u64("catan play", "--seed", v, &a->seed)) return 2;
        } else {
            fprintf(stderr, "catan play: unknown option '%s'\n", argv[i - 1]);
            return 2;
        }
    }
    return 0;
}

static void log_action(const ctn_game *g, const any_state *before, int p, ctn_action a, int seat) {
    char text[CTN_ACTION_TEXT_MAX];
    ctn_action seen = g->rules->mask_action(g, (const ctn_state *)before, p, a, seat);
    ctn_action_to_text(g, (const ctn_state *)before, seen, text, sizeof text);
    if (p == CTN_CHANCE)
        printf("  . %s\n", text);
    else
        printf("  p%d %s\n", p, text);
}

/* Applies an action, tells the bots that follow the game, prints it as the human sees it. */
static void apply_logged(const ctn_game *g, ctn_bot **bots, any_state *s, any_state *before, int p,
                         ctn_action act, int seat) {
    *before = *s;
    ctn_game_apply(g, (ctn_state *)s, p, act);
    for (int q = 0; q < g->num_players; q++)
        if (bots[q]) ctn_bot_notify(bots[q], g, (const ctn_state *)before, q, p, act);
    log_action(g, before, p, act, seat);
}

/* The line-based game; returns the exit status. */
static int play_plain(const ctn_game *g, ctn_bot **bots, const play_args *a) {
    static any_state s, view, before;
    static ctn_action list[CTN_MAX_ACTIONS];
    ctn_error err = {0};
    ctn_game_init_state(g, (ctn_state *)&s, a->seed);
    printf("Catan (%s): you are p%d of %d (seed %llu). Type 'help' for help.\n", g->rules->name,
           a->seat, g->num_players, (unsigned long long)a->seed);
    ctn_game_observe(g, (ctn_state *)&s, a->seat, (ctn_state *)&view);
    if (ctn_classic_is(g)) show_board(g, &view.classic);
    while (!ctn_game_is_terminal(g, (ctn_state *)&s)) {
        int p = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
        ctn_action act;
        if (p == CTN_CHANCE) {
            act = ctn_game_sample_own_chance(g, (ctn_state *)&s);
        } else if (p == a->seat) {
            ctn_game_observe(g, (ctn_state *)&s, a->seat, (ctn_state *)&view);
            show_status(g, &view, a->seat);
            int n = ctn_game_legal(g, (ctn_state *)&view, a->seat, CTN_LEGAL_NO_OFFERS, list);
            for (;;) {
                if (ask(g, &view, a->seat, list, n, a->in, &act)) return 0;
                if (ctn_game_is_legal(g, (ctn_state *)&s, p, act)) break;
                before = s; /* illegal: apply_checked only explains why, changing nothing */
                if (ctn_game_apply_checked(g, (ctn_state *)&before, p, act, &err) != CTN_OK)
                    printf("  %s\n", err.message);
            }
        } else if (ctn_bot_choose(bots[p], g, (ctn_state *)&s, p, CTN_LEGAL_NO_OFFERS,
                                  (ctn_state *)&view, list, &act) < 0)
            break;
        apply_logged(g, bots, &s, &before, p, act, a->seat);
    }
    if (ctn_game_is_terminal(g, (ctn_state *)&s)) {
        int32_t ret[CTN_MAX_PLAYERS] = {0};
        g->rules->returns(g, (ctn_state *)&s, ret);
        int winner = -1;
        for (int p = 0; p < g->num_players; p++)
            if (ret[p] > 0) winner = p;
        printf("game over: %s\n", winner == a->seat ? "you win!"
                                  : winner < 0      ? "nobody won"
                                                    : "you lost");
    }
    return 0;
}

int cmd_play(int argc, char **argv) {
    play_args a;
    int rc = parse_args(argc, argv, &a);
    if (rc) return rc == 1 ? 0 : rc;
    if (a.ga.game && strcmp(a.ga.game, "classic") && strcmp(a.ga.game, "struggle")) {
        fprintf(stderr, "catan play: the terminal plays classic or struggle, not '%s'\n",
                a.ga.game);
        return 2;
    }
    ctn_game *g = cli_game_create(&a.ga, "catan play");
    if (!g) return 2;
    if (ctn_classic_is(g) && ctn_classic_size_class(g) != CL_CLASS_S) {
        fprintf(stderr, "catan play: the terminal draws boards of up to %d hexes for up to %d "
                        "players for now; play larger maps in the browser (catan serve)\n",
                CL_MAX_HEXES, CL_MAX_PLAYERS);
        ctn_game_free(g);
        return 2;
    }
    if (a.seat < 0 || a.seat >= g->num_players) {
        fprintf(stderr, "catan play: --seat must be 0 to %d\n", g->num_players - 1);
        ctn_game_free(g);
        return 2;
    }
    ctn_bot *bots[CTN_MAX_PLAYERS] = {0};
    ctn_error err = {0};
    rc = 0;
    for (int p = 0; p < g->num_players && !rc; p++)
        if (p != a.seat && ctn_bot_new(g, a.bot, p, ctn_seed_derive(a.seed, (uint64_t)p + 1),
                                       &bots[p], &err) != CTN_OK) {
            fprintf(stderr, "catan play: %s\n", err.message);
            rc = 2;
        }
    int tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    if (!rc && (a.mode == 2 || (a.mode == 0 && tty))) {
        tui_options o = {g, bots, a.seat, a.seed, a.bot};
        rc = tui_play(&o);
        if (rc < 0) {
            fprintf(stderr, "catan play: playing line by line instead\n");
            rc = play_plain(g, bots, &a);
        }
    } else if (!rc)
        rc = play_plain(g, bots, &a);
    for (int p = 0; p < g->num_players; p++) ctn_bot_free(bots[p]);
    ctn_game_free(g);
    return rc;
}
