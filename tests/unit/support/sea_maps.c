/* sea_maps.c — test helper: reads the shipped Seafarers map files into board descriptions (see
 * sea_maps.h). Kept apart from the library's own map loader on purpose: the tests of the rules
 * should not depend on the code that loads maps for users. */
#include "sea_maps.h"

#include <jansson.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/classic.h"

static int find_hex(const ctn_board_desc *d, const json_t *at) {
    if (!json_is_object(at)) return -1;
    int q = (int)json_integer_value(json_object_get(at, "q"));
    int r = (int)json_integer_value(json_object_get(at, "r"));
    for (int i = 0; i < d->num_hexes; i++)
        if (d->hexes[i].q == q && d->hexes[i].r == r) return i;
    return -1;
}

static int read_areas(const json_t *root, ctn_board_desc *out) {
    const json_t *areas = json_object_get(root, "areas");
    for (size_t i = 0; i < json_array_size(areas) && i < CTN_BOARD_MAX_AREAS; i++) {
        const json_t *a = json_array_get(areas, i);
        snprintf(out->areas[i].name, sizeof out->areas[i].name, "%s",
                 json_string_value(json_object_get(a, "name")));
        out->areas[i].setup = json_is_true(json_object_get(a, "setup"));
        out->num_areas = (uint8_t)(i + 1);
    }
    return 0;
}

static int area_index(const ctn_board_desc *d, const char *name) {
    for (int i = 0; name && i < d->num_areas; i++)
        if (strcmp(d->areas[i].name, name) == 0) return i + 1;
    return 0;
}

static int read_hexes(const json_t *root, ctn_board_desc *out) {
    const json_t *hexes = json_object_get(root, "hexes");
    for (size_t i = 0; i < json_array_size(hexes); i++) {
        const json_t *h = json_array_get(hexes, i);
        int terrain = ctn_terrain_from_name(json_string_value(json_object_get(h, "terrain")));
        if (terrain < 0 || i >= CTN_BOARD_MAX_HEXES) return -1;
        ctn_hex_desc *x = &out->hexes[out->num_hexes++];
        x->q = (int8_t)json_integer_value(json_object_get(h, "q"));
        x->r = (int8_t)json_integer_value(json_object_get(h, "r"));
        x->terrain = (uint8_t)terrain;
        x->number = (uint8_t)json_integer_value(json_object_get(h, "number"));
        x->area = (uint8_t)area_index(out, json_string_value(json_object_get(h, "area")));
    }
    return 0;
}

static int read_harbours(const json_t *root, ctn_board_desc *out) {
    const json_t *harbours = json_object_get(root, "harbours");
    for (size_t i = 0; i < json_array_size(harbours) && i < CTN_BOARD_MAX_HARBOURS; i++) {
        const json_t *h = json_array_get(harbours, i);
        int dir = ctn_dir_from_name(json_string_value(json_object_get(h, "edge")));
        int type = ctn_harbour_type_from_name(json_string_value(json_object_get(h, "type")));
        if (dir < 0 || type < 0) return -1;
        ctn_harbour_desc *x = &out->harbours[out->num_harbours++];
        x->q = (int8_t)json_integer_value(json_object_get(h, "q"));
        x->r = (int8_t)json_integer_value(json_object_get(h, "r"));
        x->edge = (uint8_t)dir;
        x->type = (uint8_t)type;
    }
    return 0;
}

int sea_map_board(const char *file, ctn_board_desc *out) {
    char path[512];
    snprintf(path, sizeof path, "%s/data/maps/%s.json", CATAN_SOURCE_DIR, file);
    json_error_t jerr;
    json_t *root = json_load_file(path, 0, &jerr);
    if (!root) {
        fprintf(stderr, "%s: %s\n", path, jerr.text);
        return -1;
    }
    memset(out, 0, sizeof *out);
    int rc = read_areas(root, out);
    if (rc == 0) rc = read_hexes(root, out);
    if (rc == 0) rc = read_harbours(root, out);
    out->robber = (int16_t)find_hex(out, json_object_get(root, "robber"));
    int pirate = find_hex(out, json_object_get(root, "pirate"));
    out->pirate = (uint16_t)(pirate + 1);
    json_decref(root);
    if (rc) fprintf(stderr, "%s: bad terrain, edge or harbour type\n", path);
    return rc;
}

ctn_game *sea_map_game(const char *file, int players, const char *options) {
    static ctn_board_desc board;
    if (sea_map_board(file, &board) != 0) fail_msg("cannot read map %s", file);
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = players;
    cfg.board_kind = CTN_BOARD_EXPLICIT;
    cfg.board = &board;
    char names[CTN_MAX_OPTIONS][32];
    const char *p = options ? options : "";
    while (*p) { /* name=value pairs separated by spaces */
        while (*p == ' ') p++;
        if (!*p) break;
        int len = (int)strcspn(p, " ");
        char tok[64];
        snprintf(tok, sizeof tok, "%.*s", len, p);
        p += len;
        char *eq = strchr(tok, '=');
        if (!eq || cfg.num_options >= CTN_MAX_OPTIONS) fail_msg("bad option '%s'", tok);
        *eq = 0;
        int idx = ctn_option_index(&ctn_seafarers_rules, tok);
        ctn_error err;
        int32_t value = 0;
        if (idx < 0 || ctn_option_parse(&ctn_seafarers_rules.options[idx], eq + 1, &value,
                                        &err) != CTN_OK)
            fail_msg("option '%s' rejected", tok);
        snprintf(names[cfg.num_options], sizeof names[0], "%s", tok);
        cfg.options[cfg.num_options].name = names[cfg.num_options];
        cfg.options[cfg.num_options].value = value;
        cfg.num_options++;
    }
    ctn_game *g = NULL;
    ctn_error err;
    if (ctn_game_new(&ctn_seafarers_rules, &cfg, &g, &err) != CTN_OK)
        fail_msg("map %s: %s", file, err.message);
    return g;
}
