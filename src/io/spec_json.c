/* spec_json.c — game set-ups (ctn_game_spec) to and from JSON: rule set, players, seed, board
 * ("default", "beginner", "random" or a description) and options checked against the rule set's
 * option table, the Rivals tournament's decks (spec_decks.c); the list of rule sets for the
 * protocol's "games" command.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io_internal.h"

static const char *const BOARD_KIND_NAMES[] = {
    [CTN_BOARD_DEFAULT] = "default",
    [CTN_BOARD_BEGINNER] = "beginner",
    [CTN_BOARD_RANDOM] = "random",
};

static const char *const OPTION_TYPE_NAMES[] = {
    [CTN_OPT_BOOL] = "bool", [CTN_OPT_INT] = "int", [CTN_OPT_ENUM] = "enum"};

/* ---- reading ---- */

static ctn_status read_rules(const io_reader *rd, const json_t *obj, const ctn_ruleset **out) {
    const char *name = NULL;
    ctn_status st = io_get_string(rd, obj, "", "game", &name);
    if (st != CTN_OK) return st;
    const ctn_ruleset *rules = ctn_ruleset_find(name);
    if (!rules) {
        char known[160] = "";
        for (int i = 0; i < ctn_ruleset_count(); i++) {
            strncat(known, i ? ", " : "", sizeof known - strlen(known) - 1);
            strncat(known, ctn_ruleset_at(i)->name, sizeof known - strlen(known) - 1);
        }
        return ctn_error_set(rd->err, CTN_E_UNKNOWN_GAME, "unknown game '%.40s' (known: %s)", name,
                             known);
    }
    *out = rules;
    return CTN_OK;
}

ctn_status io_read_seed(const io_reader *rd, const json_t *obj, uint64_t *out) {
    json_t *v = json_object_get(obj, "seed");
    if (!v || json_is_null(v)) {
        *out = 0;
        return CTN_OK;
    }
    if (json_is_integer(v) && json_integer_value(v) >= 0) {
        *out = (uint64_t)json_integer_value(v);
        return CTN_OK;
    }
    const char *s = json_is_string(v) ? json_string_value(v) : NULL;
    int digits = s && *s >= '0' && *s <= '9' && strlen(s) <= 20;
    for (const char *c = s; digits && *c; c++) digits = *c >= '0' && *c <= '9';
    if (digits) {
        errno = 0;
        char *end = NULL;
        unsigned long long x = strtoull(s, &end, 10);
        if (errno == 0 && end && !*end) {
            *out = (uint64_t)x;
            return CTN_OK;
        }
    }
    return ctn_error_set(rd->err, CTN_E_ARGUMENT,
                         "seed: expected an integer 0..2^63-1 or a decimal string up to 2^64-1");
}

/* A shipped map by name, for "board" (its errors start "board: "). */
static ctn_status read_map_name(const char *name, ctn_game_spec *spec, ctn_map *map, int *is_map,
                                ctn_error *err) {
    *is_map = 1;
    ctn_status st = ctn_map_named(name, spec->num_players, spec->seed, map, err);
    if (st != CTN_OK && err) {
        char msg[sizeof err->message];
        snprintf(msg, sizeof msg, "%s", err->message);
        ctn_error_set(err, st, "board: %s", msg);
    }
    return st;
}

/* "board": a kind ("default", "beginner", "random"), a shipped map's name, a map object
 * ("format":"catan-map") or a board description object; none or "default" is the rule set's
 * default map when it has one (World). A map is applied after the options are read, so that
 * options the spec gives win over the map's. */
static ctn_status read_board(const json_t *obj, ctn_game_spec *spec, ctn_map *map, int *is_map,
                             ctn_error *err) {
    json_t *v = json_object_get(obj, "board");
    spec->board_kind = CTN_BOARD_DEFAULT;
    *is_map = 0;
    int by_default =
        !v || json_is_null(v) || (json_is_string(v) && !strcmp(json_string_value(v), "default"));
    if (by_default && spec->rules->default_map)
        return read_map_name(spec->rules->default_map, spec, map, is_map, err);
    if (!v || json_is_null(v)) return CTN_OK;
    if (json_is_object(v) && json_object_get(v, "format")) {
        *is_map = 1;
        return io_map_from_json(v, map, err);
    }
    if (json_is_object(v)) {
        spec->board_kind = CTN_BOARD_EXPLICIT;
        return io_board_desc_from_json(v, &spec->board, err);
    }
    if (!json_is_string(v))
        return ctn_error_set(err, CTN_E_BOARD,
                             "board: expected \"default\", \"beginner\", \"random\", a map "
                             "name, a map or a board description object");
    const char *name = json_string_value(v);
    for (int k = 0; k < (int)(sizeof BOARD_KIND_NAMES / sizeof *BOARD_KIND_NAMES); k++)
        if (strcmp(name, BOARD_KIND_NAMES[k]) == 0) {
            spec->board_kind = (ctn_board_kind)k;
            return CTN_OK;
        }
    return read_map_name(name, spec, map, is_map, err);
}

static void list_options(const ctn_ruleset *rules, char *buf, size_t cap) {
    buf[0] = 0;
    for (int i = 0; i < rules->num_options; i++) {
        strncat(buf, i ? ", " : "", cap - strlen(buf) - 1);
        strncat(buf, rules->options[i].name, cap - strlen(buf) - 1);
    }
}

/* One option value: JSON bool for bool options, integer for int (and 0/1 for bool) options,
 * or a string in the text form ctn_option_parse reads. */
static ctn_status read_option_value(const ctn_option_spec *spec, const json_t *v, int32_t *out,
                                    ctn_error *err) {
    if (json_is_string(v)) return ctn_option_parse(spec, json_string_value(v), out, err);
    if (json_is_boolean(v) && spec->type == CTN_OPT_BOOL) {
        *out = json_is_true(v);
        return CTN_OK;
    }
    if (json_is_integer(v) && spec->type != CTN_OPT_ENUM) {
        long long x = json_integer_value(v);
        long long lo = spec->type == CTN_OPT_INT ? spec->min : 0;
        long long hi = spec->type == CTN_OPT_INT ? spec->max : 1;
        if (x < lo || x > hi)
            return ctn_error_set(err, CTN_E_OPTION,
                                 "option '%s' must be between %lld and %lld, not %lld", spec->name,
                                 lo, hi, x);
        *out = (int32_t)x;
        return CTN_OK;
    }
    if (spec->type == CTN_OPT_ENUM) {
        char vals[160] = "";
        for (int i = 0; spec->values[i]; i++) {
            strncat(vals, i ? ", " : "", sizeof vals - strlen(vals) - 1);
            strncat(vals, spec->values[i], sizeof vals - strlen(vals) - 1);
        }
        return ctn_error_set(err, CTN_E_OPTION, "option '%s' takes a string: one of %s", spec->name,
                             vals);
    }
    return ctn_error_set(err, CTN_E_OPTION, "option '%s' takes %s", spec->name,
                         spec->type == CTN_OPT_BOOL ? "true or false" : "an integer");
}

static ctn_status read_options(const json_t *obj, ctn_game_spec *spec, ctn_error *err) {
    json_t *opts = json_object_get(obj, "options");
    spec->num_options = 0;
    if (!opts || json_is_null(opts)) return CTN_OK;
    if (!json_is_object(opts))
        return ctn_error_set(err, CTN_E_OPTION, "options: expected an object of name: value");
    const char *key;
    json_t *v;
    json_object_foreach(opts, key, v) {
        int idx = ctn_option_index(spec->rules, key);
        if (idx < 0) {
            char known[512];
            list_options(spec->rules, known, sizeof known);
            return ctn_error_set(err, CTN_E_OPTION, "unknown option '%.40s' for %s (known: %s)",
                                 key, spec->rules->name, known);
        }
        if (spec->num_options >= CTN_MAX_OPTIONS)
            return ctn_error_set(err, CTN_E_OPTION, "too many options");
        int32_t value = 0;
        ctn_status st = read_option_value(&spec->rules->options[idx], v, &value, err);
        if (st != CTN_OK) return st;
        spec->options[spec->num_options].name = spec->rules->options[idx].name;
        spec->options[spec->num_options].value = value;
        spec->num_options++;
    }
    return CTN_OK;
}

ctn_status io_spec_from_json(const json_t *obj, ctn_game_spec *out, ctn_error *err) {
    io_reader rd = {CTN_E_ARGUMENT, err};
    if (!json_is_object(obj)) return ctn_error_set(err, CTN_E_ARGUMENT, "expected a JSON object");
    ctn_game_spec *spec = calloc(1, sizeof *spec);
    if (!spec) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    long long players = 0;
    ctn_status st = read_rules(&rd, obj, &spec->rules);
    if (st == CTN_OK)
        st = io_get_int(&rd, obj, "", "players", spec->rules->min_players, spec->rules->max_players,
                        &players);
    spec->num_players = (int)players;
    if (st == CTN_OK) st = io_read_seed(&rd, obj, &spec->seed);
    ctn_map *map = calloc(1, sizeof *map);
    int is_map = 0;
    if (!map) st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    if (st == CTN_OK) st = read_board(obj, spec, map, &is_map, err);
    if (st == CTN_OK) st = read_options(obj, spec, err);
    if (st == CTN_OK && is_map) st = ctn_map_apply(map, spec, err);
    if (st == CTN_OK) st = io_spec_decks_from_json(obj, spec, err);
    if (st == CTN_OK) *out = *spec;
    free(map);
    free(spec);
    return st;
}

ctn_status ctn_game_spec_from_json(const char *text, size_t len, ctn_game_spec *out,
                                   ctn_error *err) {
    json_t *v = NULL;
    ctn_status st = io_json_parse(text, len, &v, err);
    if (st == CTN_OK) st = io_spec_from_json(v, out, err);
    json_decref(v);
    return st;
}

/* ---- writing ---- */

static json_t *option_json(const ctn_option_spec *spec, int32_t value) {
    if (spec->type == CTN_OPT_BOOL) return json_boolean(value);
    if (spec->type == CTN_OPT_INT) return json_integer(value);
    int n = 0;
    while (spec->values[n]) n++;
    return value >= 0 && value < n ? json_string(spec->values[value]) : json_integer(value);
}

json_t *io_spec_board_json(const ctn_game_spec *spec) {
    if (spec->board_kind == CTN_BOARD_EXPLICIT) return io_board_desc_to_json(&spec->board);
    int k = spec->board_kind >= 0 && spec->board_kind <= CTN_BOARD_RANDOM ? spec->board_kind : 0;
    return json_string(BOARD_KIND_NAMES[k]);
}

json_t *io_seed_json(uint64_t seed) {
    if (seed <= (uint64_t)INT64_MAX) return json_integer((json_int_t)seed);
    char buf[24];
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)seed);
    return json_string(buf);
}

void io_spec_to_json(const ctn_game_spec *spec, json_t *obj) {
    const ctn_ruleset *rules = spec->rules;
    io_set(obj, "game", json_string(rules->name));
    io_set(obj, "players", json_integer(spec->num_players));
    io_set(obj, "seed", io_seed_json(spec->seed));
    io_set(obj, "board", io_spec_board_json(spec));
    json_t *opts = json_object();
    for (int i = 0; i < rules->num_options; i++) {
        int32_t value = rules->options[i].default_value;
        for (int k = 0; k < spec->num_options; k++)
            if (strcmp(spec->options[k].name, rules->options[i].name) == 0)
                value = spec->options[k].value;
        io_set(opts, rules->options[i].name, option_json(&rules->options[i], value));
    }
    io_set(obj, "options", opts);
    json_t *decks = io_spec_decks_json(spec);
    if (decks) io_set(obj, "decks", decks);
}

ctn_status ctn_game_spec_to_json(const ctn_game_spec *spec, char **out, ctn_error *err) {
    json_t *obj = json_object();
    if (obj) io_spec_to_json(spec, obj);
    ctn_status st = io_json_dump(obj, out, err);
    json_decref(obj);
    return st;
}

ctn_status ctn_game_spec_create(const ctn_game_spec *spec, ctn_game **out, ctn_error *err) {
    if (!spec->rules) return ctn_error_set(err, CTN_E_UNKNOWN_GAME, "the spec names no rule set");
    ctn_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.num_players = spec->num_players;
    cfg.board_kind = spec->board_kind;
    cfg.board = spec->board_kind == CTN_BOARD_EXPLICIT ? &spec->board : NULL;
    cfg.num_options = spec->num_options;
    memcpy(cfg.options, spec->options, sizeof cfg.options);
    cfg.setup = spec->has_setup ? &spec->setup : NULL;
    return ctn_game_new(spec->rules, &cfg, out, err);
}

/* ---- rule sets ---- */

static json_t *option_spec_json(const ctn_option_spec *spec) {
    json_t *o = json_object();
    io_set(o, "name", json_string(spec->name));
    io_set(o, "type", json_string(OPTION_TYPE_NAMES[spec->type]));
    io_set(o, "default", option_json(spec, spec->default_value));
    if (spec->type == CTN_OPT_INT) {
        io_set(o, "min", json_integer(spec->min));
        io_set(o, "max", json_integer(spec->max));
    }
    if (spec->type == CTN_OPT_ENUM) {
        json_t *vals = json_array();
        for (int i = 0; spec->values[i]; i++) io_push(vals, json_string(spec->values[i]));
        io_set(o, "values", vals);
    }
    io_set(o, "help", json_string(spec->help ? spec->help : ""));
    return o;
}

json_t *io_rulesets_json(void) {
    json_t *list = json_array();
    for (int i = 0; i < ctn_ruleset_count(); i++) {
        const ctn_ruleset *r = ctn_ruleset_at(i);
        json_t *o = json_object(), *opts = json_array();
        io_set(o, "name", json_string(r->name));
        io_set(o, "title", json_string(r->title ? r->title : r->name));
        io_set(o, "min_players", json_integer(r->min_players));
        io_set(o, "max_players", json_integer(r->max_players));
        io_set(o, "state_json", json_boolean(io_codec_find(r, NULL) != NULL));
        for (int k = 0; k < r->num_options; k++) io_push(opts, option_spec_json(&r->options[k]));
        io_set(o, "options", opts);
        io_push(list, o);
    }
    return list;
}
