/* world_boards.c — test helper: small World boards made from the shipped Seafarers maps (see
 * world_boards.h). Each board names the hexes of its additions by coordinates, and the builder
 * checks that they are what it expects (land for the robber, sea for the pirates, a sea hex on the
 * rim for the 7-island, with only sea around it or next to land as the recipe says), so a change
 * to the map files shows here. */
#include "world_boards.h"

#include <stdio.h>
#include <string.h>

#include "catan/classic.h"

typedef struct {
    const char *name, *map;
    int open_setup; /* drop the map's areas: set-up anywhere, areas computed */
    int robber2[2]; /* q, r of the second robber's start (land) */
    int pirate[2];  /* the pirate's start; {99, 99}: the map's own */
    int pirate2[2]; /* the second pirate's start (sea) */
    int seven[2];   /* the sea hex on the rim that becomes the 7-island */
    int island;     /* 1: the 7-island has only sea around it, an area of its own (W§9); 0: it
                       touches land, whose area it joins (W§3) */
} board_recipe;

static const board_recipe BOARDS[] = {
    {"shores", "new_shores_4", 0, {1, -3}, {99, 99}, {2, 0}, {-5, 4}, 1},
    {"shores_open", "new_shores_6", 1, {2, -2}, {-3, 0}, {3, 1}, {-1, 4}, 0},
};

/* The 7-island's printed corners, N, NE, SE, S, SW, NW (W§6). */
static const uint8_t SEVEN_CORNERS[6] = {CTN_FOREST, CTN_HILLS,     CTN_PASTURE,
                                         CTN_FIELDS, CTN_MOUNTAINS, CTN_GOLD};

static int hex_at(const ctn_board_desc *b, const int at[2]) {
    for (int i = 0; i < b->num_hexes; i++)
        if (b->hexes[i].q == at[0] && b->hexes[i].r == at[1]) return i;
    return -1;
}

/* True when hex i lacks a neighbour in the list (it lies on the mat's rim) and touches land
 * (`by_land`) or only sea. */
static int on_rim(const ctn_board_desc *b, int i, int by_land) {
    int neighbours = 0, land = 0;
    for (int d = 0; d < 6; d++) {
        int dq, dr;
        ctn_dir_offset(d, &dq, &dr);
        int at[2] = {b->hexes[i].q + dq, b->hexes[i].r + dr}, j = hex_at(b, at);
        neighbours += j >= 0;
        land += j >= 0 && b->hexes[j].terrain != CTN_SEA;
    }
    return neighbours < 6 && (land > 0) == by_land;
}

/* Finds the hex at `at` and checks that it is sea (want_sea) or land other than gold; -1 if not. */
static int pick(const board_recipe *w, const ctn_board_desc *b, const int at[2], int want_sea,
                const char *what) {
    int i = hex_at(b, at);
    int sea = i >= 0 && b->hexes[i].terrain == CTN_SEA;
    if (i < 0 || sea != want_sea || b->hexes[i].terrain == CTN_GOLD) {
        fprintf(stderr, "world board %s: %s at (%d,%d) is not a %s hex of %s\n", w->name, what,
                at[0], at[1], want_sea ? "sea" : "land", w->map);
        return -1;
    }
    return i;
}

/* The area of a land hex next to hex i (0: none). */
static int neighbour_area(const ctn_board_desc *b, int i) {
    for (int d = 0; d < 6; d++) {
        int dq, dr;
        ctn_dir_offset(d, &dq, &dr);
        int at[2] = {b->hexes[i].q + dq, b->hexes[i].r + dr}, j = hex_at(b, at);
        if (j >= 0 && b->hexes[j].terrain != CTN_SEA && b->hexes[j].area) return b->hexes[j].area;
    }
    return 0;
}

/* Turns sea hex `i` into the 7-island. With named areas, an island takes an area of its own
 * (W§9), one next to land the area of that land (W§3: two areas never meet at a vertex). */
static void make_seven_island(ctn_board_desc *b, int i, int island) {
    b->hexes[i].terrain = CTN_SEVEN_ISLAND;
    b->hexes[i].number = 0;
    b->hexes[i].area = (uint8_t)neighbour_area(b, i);
    if (island && b->num_areas && b->num_areas < CTN_BOARD_MAX_AREAS) {
        ctn_area_desc *a = &b->areas[b->num_areas++];
        memset(a, 0, sizeof *a);
        snprintf(a->name, sizeof a->name, "seven_island");
        b->hexes[i].area = b->num_areas;
    }
    b->num_seven = 1;
    b->seven[0].hex = (uint16_t)i;
    memcpy(b->seven[0].corners, SEVEN_CORNERS, sizeof SEVEN_CORNERS);
}

static int build(const board_recipe *w, ctn_board_desc *out) {
    static ctn_map map;
    ctn_error err;
    if (ctn_map_named(w->map, 4, 1, &map, &err) != CTN_OK &&
        ctn_map_named(w->map, 6, 1, &map, &err) != CTN_OK) {
        fprintf(stderr, "world board %s: %s\n", w->name, err.message);
        return -1;
    }
    *out = map.board;
    if (w->open_setup) {
        out->num_areas = 0;
        for (int i = 0; i < out->num_hexes; i++) out->hexes[i].area = 0;
    }
    int robber2 = pick(w, out, w->robber2, 0, "the second robber");
    int pirate = w->pirate[0] == 99 ? out->pirate - 1 : pick(w, out, w->pirate, 1, "the pirate");
    int pirate2 = pick(w, out, w->pirate2, 1, "the second pirate");
    int seven = pick(w, out, w->seven, 1, "the 7-island");
    if (robber2 < 0 || pirate < 0 || pirate2 < 0 || seven < 0) return -1;
    if (!on_rim(out, seven, !w->island)) {
        fprintf(stderr, "world board %s: the 7-island is not on the rim %s\n", w->name,
                w->island ? "with only sea around" : "next to land");
        return -1;
    }
    out->robber2 = (uint16_t)(robber2 + 1);
    out->pirate = (uint16_t)(pirate + 1);
    out->pirate2 = (uint16_t)(pirate2 + 1);
    make_seven_island(out, seven, w->island);
    return 0;
}

int world_board_named(const char *name, ctn_board_desc *out) {
    for (size_t i = 0; i < sizeof BOARDS / sizeof BOARDS[0]; i++)
        if (strcmp(BOARDS[i].name, name) == 0) return build(&BOARDS[i], out);
    fprintf(stderr, "no World test board named '%s'\n", name);
    return -1;
}

/* Adds the "name=value" pairs of `options` to the spec, checked against the World options. */
static int add_options(const char *options, ctn_game_spec *spec) {
    for (const char *p = options ? options : ""; *p;) {
        while (*p == ' ') p++;
        int len = (int)strcspn(p, " ");
        if (!len) break;
        char tok[64];
        snprintf(tok, sizeof tok, "%.*s", len, p);
        p += len;
        char *eq = strchr(tok, '=');
        if (eq) *eq = 0;
        int idx = eq ? ctn_option_index(&ctn_world_rules, tok) : -1;
        ctn_error err;
        int32_t value = 0;
        if (idx < 0 || spec->num_options >= CTN_MAX_OPTIONS ||
            ctn_option_parse(&ctn_world_rules.options[idx], eq + 1, &value, &err) != CTN_OK) {
            fprintf(stderr, "World option '%s' rejected\n", tok);
            return -1;
        }
        spec->options[spec->num_options].name = ctn_world_rules.options[idx].name;
        spec->options[spec->num_options++].value = value;
    }
    return 0;
}

int world_board_spec(const char *name, int players, uint64_t seed, const char *options,
                     ctn_game_spec *out) {
    memset(out, 0, sizeof *out);
    out->rules = &ctn_world_rules;
    out->num_players = players;
    out->seed = seed;
    out->board_kind = CTN_BOARD_EXPLICIT;
    if (world_board_named(name, &out->board) != 0) return -1;
    return add_options(options, out);
}
