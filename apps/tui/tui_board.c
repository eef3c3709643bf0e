/* tui_board.c — the Classic board in text. Pointy-top hexes are drawn from the topology's
 * integer drawing units (board.h: centre x = 2q + r, y = 3r; corners at y-2, y-1, y+1, y+2):
 * a unit of x is 4 columns, and y maps to rows so that every hex is 7 rows high and hex rows
 * overlap by 3:
 *
 *         .            a hex: '.' corners, / \ | edges; inside: the number token (6 and 8
 *       /   \          in red), the terrain, the hex id or ROB for the robber. Harbours are
 *     .   8   .        labelled in the sea beside their edge (3:1, or 2:1 and the resource).
 *     | forest|        Settlements are the owner's digit, cities [digit], roads the edge in
 *     .  h12  .        the owner's colour; '@' marks where the selected action acts.
 *       \   /
 *         .
 */
#include <stdio.h>
#include <string.h>

#include "catan/classic.h"
#include "tui_internal.h"

enum { MARGIN_COLS = 8, MARGIN_ROWS = 2 };

static int floor_div3(int y) {
    return y >= 0 ? y / 3 : -((-y + 2) / 3);
}

/* Screen row of a drawing-unit y. */
static int unit_row(int y) {
    static const int OFFSET[3] = {0, 1, 3};
    int q = floor_div3(y);
    return 4 * q + OFFSET[y - 3 * q];
}

typedef struct {
    int min_row, min_col, rows, cols;
} board_box;

static board_box box_of(const ctn_topology *t) {
    board_box b = {0, 0, 0, 0};
    int max_row = 0, max_col = 0;
    for (int v = 0; v < t->num_vertices; v++) {
        int row = unit_row(t->vertex_y[v]), col = 4 * t->vertex_x[v];
        if (v == 0 || row < b.min_row) b.min_row = row;
        if (v == 0 || col < b.min_col) b.min_col = col;
        if (v == 0 || row > max_row) max_row = row;
        if (v == 0 || col > max_col) max_col = col;
    }
    b.min_row -= MARGIN_ROWS;
    b.min_col -= MARGIN_COLS;
    b.rows = max_row + MARGIN_ROWS - b.min_row + 1;
    b.cols = max_col + MARGIN_COLS - b.min_col + 1;
    return b;
}

void tui_board_size(const tui_app *app, int *rows, int *cols) {
    board_box b = box_of(ctn_classic_topology(app->game));
    *rows = b.rows;
    *cols = b.cols;
}

/* The board's drawing context: the rectangle and the offset of unit coordinates in it. */
typedef struct {
    const tui_rect *r;
    int dy, dx;
} canvas;

static void put(const canvas *c, int row, int col, attr_t attr, const char *text) {
    tui_text(c->r, row + c->dy, col + c->dx, attr, text);
}

/* Text centred on a column. */
static void put_centred(const canvas *c, int row, int col, attr_t attr, const char *text) {
    put(c, row, col - ((int)strlen(text) - 1) / 2, attr, text);
}

static void vertex_pos(const ctn_topology *t, int v, int *row, int *col) {
    *row = unit_row(t->vertex_y[v]);
    *col = 4 * t->vertex_x[v];
}

static void hex_pos(const ctn_topology *t, int h, int *row, int *col) {
    int x, y;
    ctn_hex_center(t->hex_q[h], t->hex_r[h], &x, &y);
    *row = unit_row(y);
    *col = 4 * x;
}

static void edge_pos(const ctn_topology *t, int e, int *row, int *col, char *glyph) {
    int r0, c0, r1, c1;
    vertex_pos(t, t->edge_vertex[e][0], &r0, &c0);
    vertex_pos(t, t->edge_vertex[e][1], &r1, &c1);
    *row = (r0 + r1) / 2;
    *col = (c0 + c1) / 2;
    *glyph = c0 == c1 ? '|' : ((r1 - r0) * (c1 - c0) > 0 ? '\\' : '/');
}

static const char *terrain_label(int terrain) {
    static const char *const LABELS[] = {"sea",     "forest", "hills", "pasture", "fields",
                                         "mountns", "desert", "gold",  "7island"};
    return terrain >= 0 && terrain < CTN_TERRAIN_COUNT ? LABELS[terrain] : "?";
}

static void draw_hex(const canvas *c, const ctn_topology *t, const ctn_classic_state *s, int h) {
    int row, col;
    char buf[16];
    hex_pos(t, h, &row, &col);
    int num = s->number[h];
    if (num) {
        snprintf(buf, sizeof buf, "%d", num);
        attr_t attr = (num == 6 || num == 8) ? tui_pair(TUI_PAIR_HOT) | A_BOLD : A_BOLD;
        put_centred(c, row - 1, col, attr, buf);
    }
    put_centred(c, row, col, tui_terrain_attr(s->terrain[h]), terrain_label(s->terrain[h]));
    if (h == s->robber)
        put_centred(c, row + 1, col, A_REVERSE | A_BOLD, "ROB");
    else {
        snprintf(buf, sizeof buf, "h%d", h);
        put_centred(c, row + 1, col, A_DIM, buf);
    }
}

static int road_owner(const ctn_classic_state *s, int e) {
    for (int p = 0; p < s->num_players; p++)
        if (s->roads[p].w[e >> 6] >> (e & 63) & 1) return p;
    return -1;
}

static void draw_edges(const canvas *c, const ctn_topology *t, const ctn_classic_state *s) {
    for (int e = 0; e < t->num_edges && e < CL_MAX_EDGES; e++) {
        int row, col;
        char glyph;
        edge_pos(t, e, &row, &col, &glyph);
        int owner = road_owner(s, e);
        attr_t attr = owner >= 0 ? tui_player_attr(owner) | A_REVERSE : A_DIM;
        char text[2] = {glyph, 0};
        put(c, row, col, attr, text);
    }
}

static int harbour_vertex(const ctn_topology *t, const ctn_classic_state *s, int v) {
    for (int i = 0; i < s->num_harbours && i < t->num_harbours; i++)
        if (t->harbour_vertex[i][0] == v || t->harbour_vertex[i][1] == v) return 1;
    return 0;
}

static void draw_vertices(const canvas *c, const ctn_topology *t, const ctn_classic_state *s) {
    for (int v = 0; v < t->num_vertices && v < CL_MAX_VERTICES; v++) {
        int row, col, owner = s->vertex_owner[v];
        vertex_pos(t, v, &row, &col);
        if (!owner) {
            put(c, row, col, harbour_vertex(t, s, v) ? tui_pair(TUI_PAIR_HARBOUR) | A_BOLD : A_DIM,
                ".");
            continue;
        }
        int p = (owner & 0x0F) - 1;
        char text[16];
        attr_t attr = tui_player_attr(p) | A_REVERSE;
        if (owner & 0x10) {
            snprintf(text, sizeof text, "[%d]", p);
            put(c, row, col - 1, attr, text);
        } else {
            snprintf(text, sizeof text, "%d", p);
            put(c, row, col, attr, text);
        }
    }
}

static void draw_harbours(const canvas *c, const ctn_topology *t, const ctn_classic_state *s) {
    attr_t attr = tui_pair(TUI_PAIR_HARBOUR) | A_BOLD;
    for (int i = 0; i < s->num_harbours && i < t->num_harbours; i++) {
        int e = t->harbour_edge[i], h = t->edge_hex[e][0];
        if (h == CTN_NONE) continue;
        int er, ec, hr, hc;
        char glyph;
        edge_pos(t, e, &er, &ec, &glyph);
        hex_pos(t, h, &hr, &hc);
        int sr = 2 * er - hr, sc = 2 * ec - hc; /* the sea hex's centre */
        int near = er < hr ? sr + 1 : er > hr ? sr - 1 : sr;
        int far = er < hr ? sr : er > hr ? sr : sr + 1;
        int type = s->harbour_type[i];
        put_centred(c, near, sc, attr, type == CTN_HARBOUR_GENERIC ? "3:1" : "2:1");
        if (type != CTN_HARBOUR_GENERIC)
            put_centred(c, far, sc, tui_pair(TUI_PAIR_HARBOUR), ctn_harbour_type_name(type));
    }
}

/* Where the selected action acts: a corner, an edge, or the robber's new hex (its centre).
 * Returns 0 when the selection acts nowhere on the board. */
static int highlight_pos(const tui_app *app, const ctn_topology *t, int *row, int *col, int *hex) {
    const tui_entry *e = tui_actions_selected(app);
    if (!e) return 0;
    int type = CL_ACT_TYPE(e->action), x = CL_ACT_ARG0(e->action);
    char glyph;
    *hex = 0;
    if ((type == CL_A_BUILD_SETTLEMENT || type == CL_A_BUILD_CITY) && x < t->num_vertices)
        vertex_pos(t, x, row, col);
    else if (type == CL_A_BUILD_ROAD && x < t->num_edges)
        edge_pos(t, x, row, col, &glyph);
    else if (type == CL_A_MOVE_ROBBER && x < t->num_hexes) {
        hex_pos(t, x, row, col);
        *hex = 1;
    } else
        return 0;
    return 1;
}

/* '@' where the selected action acts ("@@@" under the robber's new hex). */
static void draw_highlight(const tui_app *app, const canvas *c, const ctn_topology *t) {
    int row, col, hex;
    if (!highlight_pos(app, t, &row, &col, &hex)) return;
    attr_t attr = tui_pair(TUI_PAIR_HIGHLIGHT) | A_BOLD | A_BLINK;
    if (hex)
        put(c, row + 1, col - 1, attr, "@@@");
    else
        put(c, row, col, attr, "@");
}

/* The offset of board coordinates in a rectangle of `size` cells: centred when the board fits,
 * else keeping `focus` (the highlight, or the middle) in view without showing past the edges. */
static int offset(int size, int min, int extent, int focus, int has_focus) {
    if (extent <= size) return (size - extent) / 2 - min;
    if (!has_focus) return (size - extent) / 2 - min;
    int off = size / 2 - focus;
    if (min + off > 0) off = -min;
    if (min + extent + off < size) off = size - extent - min;
    return off;
}

void tui_board_draw(tui_app *app, const tui_rect *r) {
    const ctn_topology *t = ctn_classic_topology(app->game);
    const ctn_classic_state *s = (const ctn_classic_state *)app->view;
    board_box b = box_of(t);
    int row = 0, col = 0, hex = 0, focus = highlight_pos(app, t, &row, &col, &hex);
    canvas c = {r, offset(r->h, b.min_row, b.rows, row, focus),
                offset(r->w, b.min_col, b.cols, col, focus)};
    for (int h = 0; h < s->num_hexes && h < t->num_hexes; h++) draw_hex(&c, t, s, h);
    draw_edges(&c, t, s);
    draw_vertices(&c, t, s);
    draw_harbours(&c, t, s);
    draw_highlight(app, &c, t);
}
