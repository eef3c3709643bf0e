/* tui_actions.c — the person's legal actions as a list: each with its text and where it acts
 * ("forest 8, hills 5; 3:1 harbour", a ship's two edges, the pirate's sea and the land by it,
 * the robbed player, gold picks owed; in World the second robber and pirate, what a 7-island
 * corner pays, bank picks on a 7), a text filter (every word must occur), a cursor that
 * scrolls, and the drawing of the list. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "catan/classic.h"
#include "catan/struggle.h"
#include "tui_rivals.h"
#include "tui_strbuf.h"
#include "tui_internal.h"

/* "forest 8 robber" for one hex; "open sea" off the board in Seafarers. */
static void hex_text(const tui_cview *v, int h, char *buf, size_t cap) {
    const char *sep = buf[0] ? ", " : "";
    if (h == CTN_NONE || h >= v->num_hexes) {
        if (v->seafarers) tui_append(buf, cap, "%sopen sea", sep);
        return;
    }
    tui_append(buf, cap, "%s%s", sep, ctn_terrain_name(v->terrain[h]));
    if (v->number[h]) tui_append(buf, cap, " %d", v->number[h]);
    if (v->terrain[h] == CTN_SEVEN_ISLAND) tui_append(buf, cap, " 7");
    if (h == v->robber) tui_append(buf, cap, " robber");
    if (h == v->robber2) tui_append(buf, cap, " robber2");
    if (h == v->pirate) tui_append(buf, cap, " pirate");
    if (h == v->pirate2) tui_append(buf, cap, " pirate2");
}

static void hexes_text(const tui_cview *v, const uint16_t *hexes, int count, char *buf,
                       size_t cap) {
    for (int k = 0; k < count; k++) hex_text(v, hexes[k], buf, cap);
}

/* "; robs p2 (4 cards)" for the victim argument of a robber or pirate move. */
static void victim_text(const tui_cview *v, int victim, char *buf, size_t cap) {
    if (victim < 1 || victim > v->num_players) return;
    int p = victim - 1, cards = v->hidden_hand[p];
    for (int r = 0; r < CTN_RESOURCE_COUNT; r++) cards += v->hand[p][r];
    tui_append(buf, cap, "; robs p%d (%d cards)", p, cards);
}

/* The land around a sea hex: "sea by hills 5, forest 8". */
static void sea_hex_text(const ctn_topology *t, const tui_cview *v, int h, char *buf, size_t cap) {
    char land[TUI_WHERE_MAX] = "";
    hex_text(v, h, buf, cap);
    for (int d = 0; d < 6; d++) {
        int n = t->hex_neighbour[h][d];
        if (n != CTN_NONE && n < v->num_hexes && v->terrain[n] != CTN_SEA)
            hex_text(v, n, land, sizeof land);
    }
    if (land[0]) tui_append(buf, cap, " by %s", land);
}

static void vertex_text(const ctn_topology *t, const tui_cview *v, const tui_seven *seven, int x,
                        char *buf, size_t cap) {
    char hexes[TUI_WHERE_MAX] = "";
    int seven_terrain = tui_seven_terrain(seven, CTN_NONE, x);
    hexes_text(v, t->vertex_hex[x], 3, hexes, sizeof hexes);
    if (seven_terrain >= 0) /* first: the list is narrow */
        tui_append(buf, cap, "on a 7 %s; ", tui_seven_pays(seven_terrain));
    tui_append(buf, cap, "%s", hexes);
    for (int i = 0; i < v->num_harbours; i++)
        if (t->harbour_vertex[i][0] == x || t->harbour_vertex[i][1] == x)
            tui_append(buf, cap, "; %s harbour", ctn_harbour_type_name(v->harbour_type[i]));
}

static void classic_where(const tui_app *app, const tui_cview *v, ctn_action a, char *buf,
                          size_t cap) {
    const ctn_topology *t = ctn_classic_topology(app->game);
    int type = CL_ACT_TYPE(a), x = CL_ACT_ARG0(a), y = CL_ACT_ARG1(a);
    if ((type == CL_A_BUILD_SETTLEMENT || type == CL_A_BUILD_CITY) && x < t->num_vertices)
        vertex_text(t, v, &app->seven, x, buf, cap);
    else if ((type == CL_A_BUILD_ROAD || type == CL_A_BUILD_SHIP || type == CL_A_MOVE_SHIP ||
              type == CL_A_PLACE_SHIP) &&
             x < t->num_edges)
        hexes_text(v, t->edge_hex[x], 2, buf, cap);
    else if ((type == CL_A_MOVE_ROBBER || type == CL_A_MOVE_ROBBER2) && x < v->num_hexes) {
        hex_text(v, x, buf, cap);
        victim_text(v, y, buf, cap);
    } else if ((type == CL_A_MOVE_PIRATE || type == CL_A_MOVE_PIRATE2) && x < v->num_hexes) {
        sea_hex_text(t, v, x, buf, cap);
        victim_text(v, y, buf, cap);
    } else if (type == CL_A_PICK_GOLD && x < CTN_RESOURCE_COUNT)
        tui_append(buf, cap, "%s: the bank has %d %s",
                   v->seven_step == 3 ? "bank pick on a 7" : "gold", v->bank[x],
                   ctn_resource_name(x));
}

static void struggle_where(const ctn_struggle_state *s, ctn_action a, char *buf, size_t cap) {
    int type = ST_ACT_TYPE(a), x = ST_ACT_ARG0(a), y = ST_ACT_ARG1(a);
    if (type != ST_A_BUILD || x < 0 || x >= ST_BUILD_COUNT) return;
    size_t n = 0;
    for (int r = 0; r < CTN_RESOURCE_COUNT && n < cap; r++)
        if (ctn_struggle_costs[x][r])
            n += (size_t)snprintf(buf + n, cap - n, "%s%d %s", n ? " " : "cost ",
                                  ctn_struggle_costs[x][r], ctn_resource_name(r));
    if (x == ST_BUILD_EXPANSION && y < ST_EXP_COUNT && n < cap)
        snprintf(buf + n, cap - n, "; %d left", s->expansion_supply[y]);
}

void tui_actions_where(const tui_app *app, const ctn_state *s, const tui_cview *cv, ctn_action a,
                       char *buf, size_t cap) {
    buf[0] = 0;
    if (app->classic)
        classic_where(app, cv, a, buf, cap);
    else if (app->rivals)
        tui_rivals_where(app->game, (const ctn_rivals_state *)s, a, buf, cap);
    else
        struggle_where((const ctn_struggle_state *)s, a, buf, cap);
}

void tui_actions_build(tui_app *app, const ctn_action *legal, int n) {
    ctn_action keep = 0;
    int had = app->num_shown > 0;
    if (had) keep = app->entries[app->shown[app->cursor]].action;
    app->num_entries = n;
    for (int i = 0; i < n; i++) {
        tui_entry *e = &app->entries[i];
        e->action = legal[i];
        ctn_action_to_text(app->game, app->view, legal[i], e->text, sizeof e->text);
        tui_actions_where(app, app->view, app->cv, legal[i], e->where, sizeof e->where);
    }
    tui_actions_filter(app);
    for (int i = 0; had && i < app->num_shown; i++)
        if (app->entries[app->shown[i]].action == keep) app->cursor = i;
}

/* Case-insensitive: does hay contain needle? */
static int contains(const char *hay, const char *needle, size_t len) {
    for (; *hay; hay++) {
        size_t k = 0;
        while (k < len && hay[k] &&
               tolower((unsigned char)hay[k]) == tolower((unsigned char)needle[k]))
            k++;
        if (k == len) return 1;
    }
    return len == 0;
}

/* Every word of the filter occurs in the entry's text or description. */
static int passes(const tui_entry *e, const char *filter) {
    const char *p = filter;
    while (*p) {
        while (*p == ' ') p++;
        size_t len = 0;
        while (p[len] && p[len] != ' ') len++;
        if (len && !contains(e->text, p, len) && !contains(e->where, p, len)) return 0;
        p += len;
    }
    return 1;
}

void tui_actions_filter(tui_app *app) {
    app->num_shown = 0;
    for (int i = 0; i < app->num_entries; i++)
        if (passes(&app->entries[i], app->filter)) app->shown[app->num_shown++] = i;
    app->cursor = 0;
    app->top = 0;
}

void tui_actions_move(tui_app *app, int delta) {
    if (app->num_shown == 0) return;
    long c = (long)app->cursor + delta;
    if (c < 0) c = 0;
    if (c >= app->num_shown) c = app->num_shown - 1;
    app->cursor = (int)c;
    app->scroll.follow = 1; /* the board shows the new selection's place */
}

const tui_entry *tui_actions_selected(const tui_app *app) {
    if (app->num_shown == 0 || app->cursor < 0 || app->cursor >= app->num_shown) return NULL;
    return &app->entries[app->shown[app->cursor]];
}

static void draw_header(tui_app *app, const tui_rect *r) {
    char title[160];
    int actor = tui_driver_actor(app);
    if (tui_driver_is_over(app))
        snprintf(title, sizeof title, "Game over");
    else if (app->num_entries == 0)
        snprintf(title, sizeof title, "Waiting for p%d", actor);
    else if (app->filter[0] || app->filtering)
        snprintf(title, sizeof title, "Your actions: %d of %d match /%s%s", app->num_shown,
                 app->num_entries, app->filter, app->filtering ? "_" : "");
    else
        snprintf(title, sizeof title, "Your actions (%d)", app->num_entries);
    tui_title(r, title);
}

void tui_actions_draw(tui_app *app, const tui_rect *r) {
    if (r->h < 2) return;
    draw_header(app, r);
    int rows = r->h - 1;
    if (app->cursor < app->top) app->top = app->cursor;
    if (app->cursor >= app->top + rows) app->top = app->cursor - rows + 1;
    if (app->top > app->num_shown - rows) app->top = app->num_shown - rows;
    if (app->top < 0) app->top = 0;
    if (app->num_entries > 0 && app->num_shown == 0)
        tui_text(r, 1, 2, A_DIM, "(nothing matches the filter: Backspace or Esc)");
    for (int i = 0; i < rows && app->top + i < app->num_shown; i++) {
        int k = app->top + i;
        const tui_entry *e = &app->entries[app->shown[k]];
        int sel = k == app->cursor;
        attr_t attr = sel ? A_REVERSE | A_BOLD : A_NORMAL;
        tui_rect line = {r->y + 1 + i, r->x, 1, r->w};
        if (sel) tui_fill(&line, 0, attr);
        tui_textf(&line, 0, 0, attr, "%c %3d %s", sel ? '>' : ' ', k + 1, e->text);
        if (e->where[0]) {
            int col = 6 + (int)strlen(e->text) + 2;
            if (col < 30) col = 30;
            tui_text(&line, 0, col, sel ? attr : A_DIM, e->where);
        }
    }
    if (app->top > 0) tui_text(r, 1, r->w - 3, A_BOLD, " ^ ");
    if (app->top + rows < app->num_shown) tui_text(r, r->h - 1, r->w - 3, A_BOLD, " v ");
}
