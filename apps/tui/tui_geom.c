/* tui_geom.c — where things are on the text board. Pointy-top hexes are placed from the
 * topology's integer drawing units (board.h: centre x = 2q + r, y = 3r; corners at y-2, y-1,
 * y+1, y+2): a unit of x is 4 columns, and y maps to rows so that every hex is 7 rows high and
 * hex rows overlap by 3. Board coordinates are (row, col) before the board view's scrolling;
 * tui_board.c draws at them, tui_scroll.c decides which part is visible. */
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

tui_box tui_geom_box(const ctn_topology *t) {
    tui_box b = {0, 0, 0, 0};
    int max_row = 0, max_col = 0;
    for (int v = 0; v < t->num_vertices; v++) {
        int row, col;
        tui_geom_vertex(t, v, &row, &col);
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

void tui_geom_vertex(const ctn_topology *t, int v, int *row, int *col) {
    *row = unit_row(t->vertex_y[v]);
    *col = 4 * t->vertex_x[v];
}

void tui_geom_hex(const ctn_topology *t, int h, int *row, int *col) {
    int x, y;
    ctn_hex_center(t->hex_q[h], t->hex_r[h], &x, &y);
    *row = unit_row(y);
    *col = 4 * x;
}

char tui_geom_edge(const ctn_topology *t, int e, int *row, int *col) {
    int r0, c0, r1, c1;
    tui_geom_vertex(t, t->edge_vertex[e][0], &r0, &c0);
    tui_geom_vertex(t, t->edge_vertex[e][1], &r1, &c1);
    *row = (r0 + r1) / 2;
    *col = (c0 + c1) / 2;
    return c0 == c1 ? '|' : ((r1 - r0) * (c1 - c0) > 0 ? '\\' : '/');
}

/* One end of a place: a vertex, an edge or a hex's centre, if the index is on the board. */
static int spot(const ctn_topology *t, int kind, int x, int *row, int *col) {
    if (kind == TUI_PLACE_VERTEX && x < t->num_vertices) {
        tui_geom_vertex(t, x, row, col);
        return 1;
    }
    if (kind == TUI_PLACE_EDGE && x < t->num_edges) {
        tui_geom_edge(t, x, row, col);
        return 1;
    }
    if (kind == TUI_PLACE_HEX && x < t->num_hexes) {
        tui_geom_hex(t, x, row, col);
        return 1;
    }
    return 0;
}

tui_place tui_geom_place(const ctn_topology *t, ctn_action a) {
    tui_place p = {TUI_PLACE_NONE, 0, 0};
    int type = CL_ACT_TYPE(a), x = CL_ACT_ARG0(a), kind = TUI_PLACE_NONE;
    if (type == CL_A_BUILD_SETTLEMENT || type == CL_A_BUILD_CITY)
        kind = TUI_PLACE_VERTEX;
    else if (type == CL_A_BUILD_ROAD || type == CL_A_BUILD_SHIP || type == CL_A_MOVE_SHIP ||
             type == CL_A_PLACE_SHIP)
        kind = TUI_PLACE_EDGE;
    else if (type == CL_A_MOVE_ROBBER || type == CL_A_MOVE_PIRATE || type == CL_A_MOVE_ROBBER2 ||
             type == CL_A_MOVE_PIRATE2)
        kind = TUI_PLACE_HEX;
    if (kind != TUI_PLACE_NONE && spot(t, kind, x, &p.row, &p.col)) p.kind = kind;
    return p;
}
