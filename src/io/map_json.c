/* map_json.c — maps (docs/maps.md): a board with its name, title, game, player range and the
 * rule options it sets, read from JSON ({"format":"catan-map","version":1,...}); the shipped maps
 * by name (compiled in, map_table.h), including the generated "new_world"; and applying a map to
 * a game spec.
 */
#include <stdio.h>
#include <string.h>

#include "io/map_table.h"
#include "io_internal.h"

static const char *const MAP_KEYS[] = {"format",  "version", "name",  "title",    "game",
                                       "players", "options", "hexes", "harbours", "robber",
                                       "pirate",  "areas",   NULL};
static const char *const PLAYERS_KEYS[] = {"min", "max", NULL};

/* A string field copied into a fixed buffer; a missing optional field leaves "". */
static ctn_status read_text(const io_reader *rd, const json_t *obj, const char *key, int required,
                            char *out, size_t cap) {
    const char *s = NULL;
    out[0] = 0;
    if (!required && !json_object_get(obj, key)) return CTN_OK;
    ctn_status st = io_get_string(rd, obj, "map", key, &s);
    if (st == CTN_OK && strlen(s) >= cap)
        st = ctn_error_set(rd->err, rd->code, "map.%s: at most %zu characters", key, cap - 1);
    if (st == CTN_OK) snprintf(out, cap, "%s", s);
    return st;
}

static ctn_status read_header(const io_reader *rd, const json_t *obj, ctn_map *m) {
    const char *format = NULL;
    long long version = 0;
    ctn_status st = io_check_keys(rd, obj, "map", MAP_KEYS);
    if (st == CTN_OK) st = io_get_string(rd, obj, "map", "format", &format);
    if (st == CTN_OK && strcmp(format, "catan-map") != 0)
        st = ctn_error_set(rd->err, rd->code, "map.format: expected \"catan-map\", not '%.40s'",
                           format);
    if (st == CTN_OK) st = io_get_int(rd, obj, "map", "version", 1, 1000000, &version);
    if (st == CTN_OK && version != 1)
        st = ctn_error_set(rd->err, rd->code, "map.version: this engine reads version 1, not %lld",
                           version);
    if (st == CTN_OK) st = read_text(rd, obj, "name", 1, m->name, sizeof m->name);
    if (st == CTN_OK) st = read_text(rd, obj, "title", 0, m->title, sizeof m->title);
    if (st == CTN_OK) st = read_text(rd, obj, "game", 1, m->game, sizeof m->game);
    return st;
}

static ctn_status read_players(const io_reader *rd, const json_t *obj, ctn_map *m) {
    json_t *p = NULL;
    long long lo = 0, hi = 0;
    ctn_status st = io_get_object(rd, obj, "map", "players", &p);
    if (st == CTN_OK) st = io_check_keys(rd, p, "map.players", PLAYERS_KEYS);
    if (st == CTN_OK) st = io_get_int(rd, p, "map.players", "min", 1, CTN_MAX_PLAYERS, &lo);
    if (st == CTN_OK) st = io_get_int(rd, p, "map.players", "max", lo, CTN_MAX_PLAYERS, &hi);
    m->min_players = (int)lo, m->max_players = (int)hi;
    return st;
}

/* Options as text (ctn_option_parse's form): integers, true/false or strings. They are checked
 * against the game's option table when the map is applied. */
static ctn_status read_options(const io_reader *rd, const json_t *obj, ctn_map *m) {
    json_t *opts = json_object_get(obj, "options");
    m->num_options = 0;
    if (!opts || json_is_null(opts)) return CTN_OK;
    if (!json_is_object(opts))
        return ctn_error_set(rd->err, rd->code, "map.options: expected an object of name: value");
    const char *key;
    json_t *v;
    json_object_foreach(opts, key, v) {
        if (m->num_options == CTN_MAX_OPTIONS || strlen(key) >= sizeof m->options[0].name)
            return ctn_error_set(rd->err, rd->code, "map.options: too many or too long names");
        char *text = m->options[m->num_options].value;
        size_t cap = sizeof m->options[0].value;
        if (json_is_integer(v))
            snprintf(text, cap, "%lld", (long long)json_integer_value(v));
        else if (json_is_boolean(v))
            snprintf(text, cap, "%s", json_is_true(v) ? "true" : "false");
        else if (json_is_string(v) && strlen(json_string_value(v)) < cap)
            snprintf(text, cap, "%s", json_string_value(v));
        else
            return ctn_error_set(rd->err, rd->code,
                                 "map.options.%.40s: expected an integer, true/false or a name",
                                 key);
        snprintf(m->options[m->num_options].name, sizeof m->options[0].name, "%s", key);
        m->num_options++;
    }
    return CTN_OK;
}

ctn_status io_map_from_json(const json_t *obj, ctn_map *out, ctn_error *err) {
    io_reader rd = {CTN_E_BOARD, err};
    if (!json_is_object(obj)) return ctn_error_set(err, CTN_E_BOARD, "a map is a JSON object");
    static const ctn_map zero;
    ctn_map *m = out;
    *m = zero;
    ctn_status st = read_header(&rd, obj, m);
    if (st == CTN_OK) st = read_players(&rd, obj, m);
    if (st == CTN_OK) st = read_options(&rd, obj, m);
    if (st == CTN_OK) st = io_board_fields_from_json(obj, &m->board, err);
    return st;
}

ctn_status ctn_map_from_json(const char *text, size_t len, ctn_map *out, ctn_error *err) {
    json_t *v = NULL;
    ctn_status st = io_json_parse(text, len, &v, err);
    if (st == CTN_OK) st = io_map_from_json(v, out, err);
    json_decref(v);
    return st;
}

/* ---- the shipped maps ---- */

const char *ctn_map_file_name(int i) {
    for (int k = 0; io_map_files[k].name; k++)
        if (k == i) return io_map_files[k].name;
    return NULL;
}

static const io_map_file *find_file(const char *name) {
    for (int k = 0; io_map_files[k].name; k++)
        if (strcmp(io_map_files[k].name, name) == 0) return &io_map_files[k];
    return NULL;
}

/* The shipped file for `name` and the player count: the file itself, or name_3, name_4 or name_6
 * (for 5 and 6 players). */
static const io_map_file *find_for_players(const char *name, int players) {
    const io_map_file *f = find_file(name);
    if (f) return f;
    char full[64];
    snprintf(full, sizeof full, "%s_%d", name, players >= 5 ? 6 : players);
    return find_file(full);
}

static int is_family(const char *name) {
    size_t n = strlen(name);
    for (int k = 0; io_map_files[k].name; k++)
        if (strncmp(io_map_files[k].name, name, n) == 0 && io_map_files[k].name[n] == '_') return 1;
    return 0;
}

static void list_names(char *buf, size_t cap) {
    snprintf(buf, cap, "new_world");
    for (int k = 0; io_map_files[k].name; k++) {
        size_t used = strlen(buf);
        snprintf(buf + used, cap - used, ", %s", io_map_files[k].name);
    }
}

ctn_status ctn_map_named(const char *name, int players, uint64_t seed, ctn_map *out,
                         ctn_error *err) {
    if (strcmp(name, "new_world") == 0) {
        static const ctn_map zero;
        *out = zero;
        snprintf(out->name, sizeof out->name, "new_world");
        snprintf(out->title, sizeof out->title, "The New World (generated, seed %llu)",
                 (unsigned long long)seed);
        snprintf(out->game, sizeof out->game, "seafarers");
        out->min_players = 3, out->max_players = 6;
        return ctn_new_world_board(players, seed, &out->board, err);
    }
    const io_map_file *f = find_for_players(name, players);
    if (!f) {
        char known[512];
        list_names(known, sizeof known);
        if (is_family(name))
            return ctn_error_set(err, CTN_E_BOARD, "map '%.40s' has no version for %d players",
                                 name, players);
        return ctn_error_set(err, CTN_E_BOARD, "no map named '%.40s' (shipped: %s)", name, known);
    }
    return ctn_map_from_json(f->text, f->len, out, err);
}

/* ---- applying a map to a game ---- */

ctn_status ctn_map_apply(const ctn_map *map, ctn_game_spec *spec, ctn_error *err) {
    if (map->game[0] && strcmp(map->game, spec->rules->name) != 0)
        return ctn_error_set(err, CTN_E_BOARD, "map '%s' is for the game %s, not %s", map->name,
                             map->game, spec->rules->name);
    if (spec->num_players < map->min_players || spec->num_players > map->max_players)
        return ctn_error_set(err, CTN_E_BOARD, "map '%s' is for %d to %d players, not %d",
                             map->name, map->min_players, map->max_players, spec->num_players);
    spec->board_kind = CTN_BOARD_EXPLICIT;
    spec->board = map->board;
    for (int i = 0; i < map->num_options; i++) {
        int idx = ctn_option_index(spec->rules, map->options[i].name);
        if (idx < 0)
            return ctn_error_set(err, CTN_E_OPTION, "map '%s': unknown option '%s' for %s",
                                 map->name, map->options[i].name, spec->rules->name);
        const char *option = spec->rules->options[idx].name;
        int given = 0; /* options the spec sets itself win */
        for (int k = 0; k < spec->num_options; k++)
            given |= strcmp(spec->options[k].name, option) == 0;
        if (given) continue;
        if (spec->num_options == CTN_MAX_OPTIONS)
            return ctn_error_set(err, CTN_E_OPTION, "too many options");
        int32_t value = 0;
        ctn_status st =
            ctn_option_parse(&spec->rules->options[idx], map->options[i].value, &value, err);
        if (st != CTN_OK) return st;
        spec->options[spec->num_options].name = option;
        spec->options[spec->num_options++].value = value;
    }
    return CTN_OK;
}
