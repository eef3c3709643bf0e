/* tui_world.c — World Catan in words for the terminal clients (tui_world.h): the 7-islands'
 * corners from the board description, the part of the round, the active players and the
 * bandits. */
#include "tui_world.h"

#include <stdio.h>
#include <string.h>

#include "catan/classic.h"

void tui_seven_read(const ctn_board_desc *board, const ctn_topology *t, tui_seven *out) {
    memset(out, 0, sizeof *out);
    if (!board) return;
    for (int k = 0; k < board->num_seven && k < CTN_BOARD_MAX_SEVEN; k++) {
        int h = board->seven[k].hex;
        if (h >= t->num_hexes) continue;
        for (int c = 0; c < 6; c++) {
            out->at[out->num].hex = h;
            out->at[out->num].corner = c;
            out->at[out->num].vertex = t->hex_vertex[h][c];
            out->at[out->num].terrain = board->seven[k].corners[c];
            out->num++;
        }
    }
}

int tui_seven_terrain(const tui_seven *s, int h, int v) {
    for (int i = 0; i < s->num; i++)
        if (s->at[i].vertex == v && (h == CTN_NONE || s->at[i].hex == h)) return s->at[i].terrain;
    return -1;
}

const char *tui_seven_pays(int terrain) {
    int r = ctn_terrain_resource(terrain);
    return r >= 0 ? ctn_resource_name(r) : terrain == CTN_GOLD ? "gold" : "?";
}

char tui_seven_letter(int terrain) {
    static const char LETTERS[CTN_RESOURCE_COUNT] = {'L', 'B', 'W', 'G', 'O'};
    int r = ctn_terrain_resource(terrain);
    return r >= 0 ? LETTERS[r] : terrain == CTN_GOLD ? '$' : '?';
}

void tui_seven_text(const tui_seven *s, char *buf, size_t cap) {
    static const char *const CORNERS[6] = {"N", "NE", "SE", "S", "SW", "NW"};
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < s->num && n < cap; i++) {
        const char *sep = s->at[i].corner ? ", " : n ? "; " : "";
        if (!s->at[i].corner)
            n += (size_t)snprintf(buf + n, cap - n, "%sh%d: ", sep, s->at[i].hex), sep = "";
        if (n < cap)
            n += (size_t)snprintf(buf + n, cap - n, "%s%s %s", sep, CORNERS[s->at[i].corner],
                                  tui_seven_pays(s->at[i].terrain));
    }
}

/* A 7's steps (W§6): discards, the bandits, the bank picks. */
static int seven_part(const tui_cview *v, char *buf, size_t cap) {
    if (v->phase == CL_PHASE_DISCARD)
        snprintf(buf, cap, "7: discards");
    else if (v->phase == CL_PHASE_MOVE_ROBBER && v->seven_step == 1)
        snprintf(buf, cap, "7: green p%d moves a bandit", v->current);
    else if (v->phase == CL_PHASE_MOVE_ROBBER && v->seven_step == 2)
        snprintf(buf, cap, "7: red p%d moves a bandit", v->red);
    else if (v->phase == CL_PHASE_GOLD && v->seven_step == 3)
        snprintf(buf, cap, "7: bank picks (p%d), then the 7-island pays", v->actor);
    else
        return 0;
    return 1;
}

void tui_world_part(const tui_cview *v, char *buf, size_t cap) {
    if (seven_part(v, buf, cap)) return;
    switch (v->phase) {
    case CL_PHASE_SETUP_SETTLEMENT:
    case CL_PHASE_SETUP_ROAD:
        snprintf(buf, cap, "set-up: p%d places", v->actor);
        return;
    case CL_PHASE_GAME_OVER:
        snprintf(buf, cap, "game over");
        return;
    case CL_PHASE_PRE_ROLL:
    case CL_PHASE_ROLL:
        snprintf(buf, cap, "green p%d rolls", v->current);
        return;
    case CL_PHASE_MOVE_ROBBER:
        snprintf(buf, cap, "knight: p%d moves a bandit", v->actor);
        return;
    case CL_PHASE_GOLD:
        snprintf(buf, cap, "gold picks (p%d)", v->actor);
        return;
    default:
        break;
    }
    if (v->context == CL_CTX_SPECIAL_BUILD)
        snprintf(buf, cap, "phase 3: p%d's part", v->actor);
    else if (v->actor == v->current)
        snprintf(buf, cap, "green p%d's window", v->actor);
    else
        snprintf(buf, cap, "red p%d's window", v->actor);
}

void tui_world_actives(const tui_cview *v, char *buf, size_t cap) {
    if (v->red == TUI_CV_NOBODY)
        snprintf(buf, cap, "green die p%d", v->current);
    else
        snprintf(buf, cap, "green die p%d, red die p%d", v->current, v->red);
}

void tui_world_bandits(const tui_cview *v, char *buf, size_t cap) {
    static const char *const NAMES[4] = {"ROB", "RB2", "PIR", "PI2"};
    const int at[4] = {v->robber, v->robber2, v->pirate, v->pirate2};
    size_t n = 0;
    buf[0] = 0;
    for (int b = 0; b < 4 && n < cap; b++)
        if (at[b] != TUI_CV_NOBODY)
            n += (size_t)snprintf(buf + n, cap - n, "%s%s h%d", n ? " " : "", NAMES[b], at[b]);
}
