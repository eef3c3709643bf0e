/* tui_board.c — the Classic, Seafarers and World board in text, drawn from the person's view
 * (app->cv) at the places tui_geom.c computes, scrolled by tui_scroll.c:
 *
 *         .            a hex: '.' corners, / \ | edges; inside: the number token (6 and 8
 *       / PIR \        in red), the terrain (sea in blue, gold underlined), the hex id, or ROB
 *     .   8   .        for the robber (RB2 for World's second); PIR marks the pirate's sea hex
 *     | forest|        (PI2 the second). Harbours are labelled in the sea beside their edge
 *     .  h12  .        (3:1, or 2:1 and the resource). Settlements are the owner's mark (0-9,
 *       \   /          a, b), cities [mark], roads the edge's glyph and ships '~' in the
 *         .            owner's colour, reversed. Edges only ships may take are blue. '@' marks
 *                      where the selected action acts ('*' where a moved ship comes from).
 *         .
 *       / O \          World's 7-island: "7" in the number's place, and beside each corner
 *     .$  7  W.        the letter of the landscape printed there, which pays on every 7
 *     |7island|        (L B W G O: lumber, brick, wool, grain, ore; $ gold).
 *     .L h75 B.
 *       \ G /
 *         .
 */
#include <stdio.h>
#include <string.h>

#include "catan/classic.h"
#include "tui_internal.h"

enum { SHIP_GLYPH = '~' };

char tui_seat_glyph(int seat) {
    if (seat >= 0 && seat < 10) return (char)('0' + seat);
    if (seat >= 10 && seat < 36) return (char)('a' + seat - 10);
    return '?';
}

void tui_board_size(const tui_app *app, int *rows, int *cols) {
    tui_box b = tui_geom_box(ctn_classic_topology(app->game));
    *rows = b.rows;
    *cols = b.cols;
}

/* The board's drawing context: the rectangle and the offset of board coordinates in it. */
typedef struct {
    const tui_rect *r;
    const ctn_topology *t;
    const tui_cview *v;
    const tui_seven *seven;
    int dy, dx;
} canvas;

static void put(const canvas *c, int row, int col, attr_t attr, const char *text) {
    tui_text(c->r, row + c->dy, col + c->dx, attr, text);
}

/* Text centred on a column. */
static void put_centred(const canvas *c, int row, int col, attr_t attr, const char *text) {
    put(c, row, col - ((int)strlen(text) - 1) / 2, attr, text);
}

static void put_char(const canvas *c, int row, int col, attr_t attr, char ch) {
    char text[2] = {ch, 0};
    put(c, row, col, attr, text);
}

static const char *terrain_label(int terrain) {
    static const char *const LABELS[] = {"sea",     "forest", "hills", "pasture", "fields",
                                         "mountns", "desert", "gold",  "7island"};
    return terrain >= 0 && terrain < CTN_TERRAIN_COUNT ? LABELS[terrain] : "?";
}

static int is_sea(const tui_cview *v, int h) {
    return h == CTN_NONE || h >= v->num_hexes || v->terrain[h] == CTN_SEA;
}

static void draw_hex(const canvas *c, int h) {
    const tui_cview *v = c->v;
    int row, col;
    char buf[16];
    tui_geom_hex(c->t, h, &row, &col);
    int num = v->number[h];
    if (v->terrain[h] == CTN_SEVEN_ISLAND)
        put_centred(c, row - 1, col, A_BOLD | A_REVERSE, "7");
    else if (num) {
        snprintf(buf, sizeof buf, "%d", num);
        attr_t attr = (num == 6 || num == 8) ? tui_pair(TUI_PAIR_HOT) | A_BOLD : A_BOLD;
        put_centred(c, row - 1, col, attr, buf);
    }
    put_centred(c, row, col, tui_terrain_attr(v->terrain[h]), terrain_label(v->terrain[h]));
    if (h == v->robber || h == v->robber2)
        put_centred(c, row + 1, col, A_REVERSE | A_BOLD, h == v->robber ? "ROB" : "RB2");
    else {
        snprintf(buf, sizeof buf, "h%d", h);
        put_centred(c, row + 1, col, is_sea(v, h) ? tui_pair(TUI_PAIR_SEA) | A_DIM : A_DIM, buf);
    }
}

/* The pirates (World has two), on the row of their sea hex above the harbour labels and the
 * number. */
static void draw_pirates(const canvas *c) {
    const int at[2] = {c->v->pirate, c->v->pirate2};
    for (int i = 0; i < 2; i++) {
        if (at[i] < 0) continue;
        int row, col;
        tui_geom_hex(c->t, at[i], &row, &col);
        put_centred(c, row - 2, col, tui_pair(TUI_PAIR_SEA) | A_REVERSE | A_BOLD,
                    i ? "PI2" : "PIR");
    }
}

/* The landscape of each 7-island corner, one step inside the hex from the corner. */
static void draw_seven_corners(const canvas *c) {
    for (int i = 0; i < c->seven->num; i++) {
        int hr, hc, row, col, terrain = c->seven->at[i].terrain;
        tui_geom_hex(c->t, c->seven->at[i].hex, &hr, &hc);
        tui_geom_vertex(c->t, c->seven->at[i].vertex, &row, &col);
        if (col == hc)
            row += row < hr ? 1 : -1;
        else
            col += col < hc ? 1 : -1;
        put_char(c, row, col, tui_terrain_attr(terrain) | A_BOLD, tui_seven_letter(terrain));
    }
}

/* An edge no road may take: all its hexes (and the outside) are sea. */
static int sea_edge(const canvas *c, int e) {
    return c->v->seafarers && is_sea(c->v, c->t->edge_hex[e][0]) &&
           is_sea(c->v, c->t->edge_hex[e][1]);
}

static void draw_edges(const canvas *c) {
    for (int e = 0; e < c->t->num_edges; e++) {
        int row, col;
        char glyph = tui_geom_edge(c->t, e, &row, &col);
        int road = c->v->road_owner[e], ship = c->v->ship_owner[e];
        if (ship >= 0)
            put_char(c, row, col, tui_player_attr(ship) | A_REVERSE, SHIP_GLYPH);
        else if (road >= 0)
            put_char(c, row, col, tui_player_attr(road) | A_REVERSE, glyph);
        else
            put_char(c, row, col, sea_edge(c, e) ? tui_pair(TUI_PAIR_SEA) : A_DIM, glyph);
    }
}

static int harbour_vertex(const canvas *c, int v) {
    for (int i = 0; i < c->v->num_harbours; i++)
        if (c->t->harbour_vertex[i][0] == v || c->t->harbour_vertex[i][1] == v) return 1;
    return 0;
}

static int sea_vertex(const canvas *c, int v) {
    if (!c->v->seafarers) return 0;
    for (int k = 0; k < 3; k++)
        if (!is_sea(c->v, c->t->vertex_hex[v][k])) return 0;
    return 1;
}

static void draw_vertices(const canvas *c) {
    for (int v = 0; v < c->t->num_vertices; v++) {
        int row, col, owner = c->v->vertex_owner[v];
        tui_geom_vertex(c->t, v, &row, &col);
        if (!owner) {
            attr_t attr = harbour_vertex(c, v) ? tui_pair(TUI_PAIR_HARBOUR) | A_BOLD
                          : sea_vertex(c, v)   ? tui_pair(TUI_PAIR_SEA)
                                               : A_DIM;
            put(c, row, col, attr, ".");
            continue;
        }
        int p = (owner & 0x0F) - 1;
        char text[8];
        attr_t attr = tui_player_attr(p) | A_REVERSE;
        if (owner & 0x10) {
            snprintf(text, sizeof text, "[%c]", tui_seat_glyph(p));
            put(c, row, col - 1, attr, text);
        } else
            put_char(c, row, col, attr, tui_seat_glyph(p));
    }
}

static void draw_harbours(const canvas *c) {
    attr_t attr = tui_pair(TUI_PAIR_HARBOUR) | A_BOLD;
    for (int i = 0; i < c->v->num_harbours; i++) {
        int e = c->t->harbour_edge[i], h = c->t->edge_hex[e][0];
        if (h == CTN_NONE) continue;
        if (is_sea(c->v, h)) h = c->t->edge_hex[e][1]; /* the land side */
        if (h == CTN_NONE || h >= c->v->num_hexes) continue;
        int er, ec, hr, hc;
        tui_geom_edge(c->t, e, &er, &ec);
        tui_geom_hex(c->t, h, &hr, &hc);
        int sr = 2 * er - hr, sc = 2 * ec - hc; /* the sea hex's centre */
        int near = er < hr ? sr + 1 : er > hr ? sr - 1 : sr;
        int far = er < hr ? sr : er > hr ? sr : sr + 1;
        int type = c->v->harbour_type[i];
        /* padded: the label covers the sea hex's id on that row */
        put_centred(c, near, sc, attr, type == CTN_HARBOUR_GENERIC ? " 3:1 " : " 2:1 ");
        if (type != CTN_HARBOUR_GENERIC)
            put_centred(c, far, sc, tui_pair(TUI_PAIR_HARBOUR), ctn_harbour_type_name(type));
    }
}

/* '@' where the selected action acts ("@@@" under a hex's centre), '*' where a ship picked up
 * to move leaves. */
static void draw_highlight(const tui_app *app, const canvas *c) {
    const tui_entry *e = tui_actions_selected(app);
    if (!e) return;
    tui_place p = tui_geom_place(c->t, e->action);
    attr_t attr = tui_pair(TUI_PAIR_HIGHLIGHT) | A_BOLD | A_BLINK;
    if (c->v->ship_moving != TUI_CV_NOBODY) {
        tui_place from = tui_geom_place(c->t, CL_ACT(CL_A_BUILD_SHIP, c->v->ship_moving, 0));
        if (from.kind != TUI_PLACE_NONE) put(c, from.row, from.col, attr, "*");
    }
    if (p.kind == TUI_PLACE_HEX)
        put(c, p.row + 1, p.col - 1, attr, "@@@");
    else if (p.kind != TUI_PLACE_NONE)
        put(c, p.row, p.col, attr, "@");
}

void tui_board_draw(tui_app *app, const tui_rect *r) {
    const ctn_topology *t = ctn_classic_topology(app->game);
    tui_box b = tui_geom_box(t);
    canvas c = {r, t, app->cv, &app->seven, 0, 0};
    tui_scroll_offsets(app, r, &b, &c.dy, &c.dx);
    for (int h = 0; h < app->cv->num_hexes; h++) draw_hex(&c, h);
    draw_seven_corners(&c);
    draw_edges(&c);
    draw_vertices(&c);
    draw_harbours(&c);
    draw_pirates(&c);
    draw_highlight(app, &c);
}
