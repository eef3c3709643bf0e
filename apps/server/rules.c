/* rules.c — what a client needs to offer a game (GET /api/rules, docs/server.md): every rule set
 * with its option table (as the engine protocol's `games` command lists it), the bots that can
 * play each rule set, and the shipped maps (name, family, title, game, player range, the options
 * each sets, typed as the game's table), and the card tables of the card games that name their
 * cards by key in views (Rivals: `cards.rivals`). Made once; the answer never changes while
 * serving.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/io_internal.h"
#include "server.h"

/* A map's option value (text) as JSON of the option's type; the text itself when unknown. */
static json_t *map_option_json(const ctn_ruleset *rules, const char *name, const char *text) {
    int idx = rules ? ctn_option_index(rules, name) : -1;
    int32_t v = 0;
    ctn_error err;
    if (idx < 0 || ctn_option_parse(&rules->options[idx], text, &v, &err) != CTN_OK)
        return json_string(text);
    const ctn_option_spec *spec = &rules->options[idx];
    if (spec->type == CTN_OPT_BOOL) return json_boolean(v);
    if (spec->type == CTN_OPT_ENUM) return json_string(spec->values[v]);
    return json_integer(v);
}

/* {"name","family","title","game","min_players","max_players","options":{..}} */
static json_t *map_json(const ctn_map *m) {
    json_t *o = json_object(), *opts = json_object();
    char family[sizeof m->name];
    snprintf(family, sizeof family, "%s", m->name);
    size_t n = strlen(family); /* new_shores_4 -> new_shores */
    if (n > 2 && family[n - 2] == '_' && family[n - 1] >= '0' && family[n - 1] <= '9')
        family[n - 2] = 0;
    const ctn_ruleset *rules = m->game[0] ? ctn_ruleset_find(m->game) : NULL;
    for (int i = 0; i < m->num_options; i++)
        io_set(opts, m->options[i].name,
               map_option_json(rules, m->options[i].name, m->options[i].value));
    io_set(o, "name", json_string(m->name));
    io_set(o, "family", json_string(family));
    io_set(o, "title", json_string(m->title[0] ? m->title : m->name));
    io_set(o, "game", m->game[0] ? json_string(m->game) : json_null());
    io_set(o, "min_players", json_integer(m->min_players));
    io_set(o, "max_players", json_integer(m->max_players));
    io_set(o, "options", opts);
    return o;
}

/* The bot types that can take a seat in a game of these rules (made for a default game of it). */
static json_t *bots_json(const ctn_ruleset *r) {
    json_t *list = json_array();
    char text[96];
    int players = r->min_players > 4 ? r->min_players : r->max_players < 4 ? r->max_players : 4;
    snprintf(text, sizeof text, "{\"game\":\"%s\",\"players\":%d}", r->name, players);
    ctn_game_spec *spec = malloc(sizeof *spec);
    ctn_game *g = NULL;
    ctn_error err;
    if (spec && ctn_game_spec_from_json(text, strlen(text), spec, &err) == CTN_OK &&
        ctn_game_spec_create(spec, &g, &err) == CTN_OK) {
        for (int i = 0; i < ctn_bot_type_count(); i++) {
            ctn_bot *bot = NULL;
            const char *name = ctn_bot_type_at(i)->name;
            if (ctn_bot_new(g, name, 0, 1, &bot, &err) != CTN_OK) continue;
            io_push(list, json_string(name));
            ctn_bot_free(bot);
        }
    }
    ctn_game_free(g);
    free(spec);
    return list;
}

static json_t *make_rules_json(void) {
    json_t *maps = json_array();
    ctn_map *m = malloc(sizeof *m);
    ctn_error err;
    /* new_world is generated from the seed: its title says so; any seed gives its range. */
    if (m && ctn_map_named("new_world", 4, 1, m, &err) == CTN_OK) {
        json_t *o = map_json(m);
        io_set(o, "title", json_string("The New World (generated from the seed)"));
        io_set(o, "generated", json_true());
        io_push(maps, o);
    }
    for (int i = 0; m && ctn_map_file_name(i); i++)
        if (ctn_map_named(ctn_map_file_name(i), 0, 0, m, &err) == CTN_OK)
            io_push(maps, map_json(m));
    free(m);
    json_t *bots = json_object();
    for (int i = 0; i < ctn_ruleset_count(); i++)
        io_set(bots, ctn_ruleset_at(i)->name, bots_json(ctn_ruleset_at(i)));
    json_t *o = json_object();
    io_set(o, "games", io_rulesets_json());
    io_set(o, "bots", bots);
    io_set(o, "maps", maps);
    io_set(o, "cards", json_pack("{s:o}", "rivals", io_rivals_cards_json()));
    return o;
}

static json_t *cached;
static void make_cached(void) {
    cached = make_rules_json();
}

json_t *rules_json(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, make_cached);
    return cached ? json_deep_copy(cached) : json_object();
}
