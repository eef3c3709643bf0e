/* replay.c — replays: a game set-up plus the actions played, each as (player, text), and the
 * final hash. Loading, saving (JSON text or files) and playing them back with every action
 * checked. Action texts live in one growing arena, so truncating (undo) is O(1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io_internal.h"

typedef struct {
    int player;
    size_t offset; /* of the NUL-terminated text in the arena */
} replay_entry;

struct ctn_replay {
    ctn_game_spec spec;
    replay_entry *entries;
    size_t count, cap;
    char *arena;
    size_t arena_len, arena_cap;
    int has_hash;
    uint64_t final_hash;
};

static const char *const REPLAY_KEYS[] = {"format",     "version", "game",    "players",
                                          "seed",       "board",   "options", "actions",
                                          "final_hash", "meta",    "decks",   NULL};
static const char *const ACTION_KEYS[] = {"player", "action", NULL};

/* ---- the value ---- */

ctn_status ctn_replay_new(const ctn_game_spec *spec, ctn_replay **out, ctn_error *err) {
    ctn_replay *r = calloc(1, sizeof *r);
    if (!r) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    r->spec = *spec;
    *out = r;
    return CTN_OK;
}

void ctn_replay_free(ctn_replay *r) {
    if (!r) return;
    free(r->entries);
    free(r->arena);
    free(r);
}

static int grow(void **buf, size_t *cap, size_t need, size_t unit) {
    if (need <= *cap) return 1;
    size_t n = *cap ? *cap : 64;
    while (n < need) n *= 2;
    void *p = realloc(*buf, n * unit);
    if (!p) return 0;
    *buf = p;
    *cap = n;
    return 1;
}

ctn_status ctn_replay_append(ctn_replay *r, int player, const char *text, ctn_error *err) {
    size_t len = strlen(text) + 1;
    if (r->count >= CTN_IO_ACTIONS_MAX)
        return ctn_error_set(err, CTN_E_LIMIT, "more than %d actions", CTN_IO_ACTIONS_MAX);
    if (!grow((void **)&r->entries, &r->cap, r->count + 1, sizeof *r->entries) ||
        !grow((void **)&r->arena, &r->arena_cap, r->arena_len + len, 1))
        return ctn_error_set(err, CTN_E_LIMIT, "out of memory recording an action");
    memcpy(r->arena + r->arena_len, text, len);
    r->has_hash = 0; /* a recorded final hash no longer describes the end */
    r->entries[r->count].player = player;
    r->entries[r->count].offset = r->arena_len;
    r->arena_len += len;
    r->count++;
    return CTN_OK;
}

void ctn_replay_truncate(ctn_replay *r, size_t count) {
    r->has_hash = 0;
    if (count >= r->count) return;
    r->count = count;
    r->arena_len = r->entries[count].offset;
}

const ctn_game_spec *ctn_replay_spec(const ctn_replay *r) {
    return &r->spec;
}
size_t ctn_replay_length(const ctn_replay *r) {
    return r->count;
}

const char *ctn_replay_action(const ctn_replay *r, size_t index, int *player) {
    if (index >= r->count) return NULL;
    if (player) *player = r->entries[index].player;
    return r->arena + r->entries[index].offset;
}

int ctn_replay_final_hash(const ctn_replay *r, uint64_t *hash) {
    if (r->has_hash && hash) *hash = r->final_hash;
    return r->has_hash;
}

void ctn_replay_set_final_hash(ctn_replay *r, uint64_t hash) {
    r->has_hash = 1;
    r->final_hash = hash;
}

/* ---- JSON ---- */

json_t *io_replay_to_json(const ctn_replay *r) {
    json_t *o = json_object(), *actions = json_array();
    io_set(o, "format", json_string("catan-replay"));
    io_set(o, "version", json_integer(1));
    if (o) io_spec_to_json(&r->spec, o);
    for (size_t i = 0; i < r->count; i++) {
        json_t *a = json_object();
        io_set(a, "player", io_player_json(r->entries[i].player));
        io_set(a, "action", json_string(r->arena + r->entries[i].offset));
        io_push(actions, a);
    }
    io_set(o, "actions", actions);
    if (r->has_hash) io_set(o, "final_hash", io_hex64(r->final_hash));
    return o;
}

static ctn_status read_header(const io_reader *rd, const json_t *obj) {
    const char *format = NULL;
    long long version = 0;
    ctn_status st = io_get_string(rd, obj, "", "format", &format);
    if (st == CTN_OK && strcmp(format, "catan-replay") != 0)
        st = ctn_error_set(rd->err, CTN_E_PARSE, "format: expected \"catan-replay\", not '%.40s'",
                           format);
    if (st == CTN_OK) st = io_get_int(rd, obj, "", "version", 1, 1, &version);
    if (st == CTN_OK) st = io_check_keys(rd, obj, "the replay", REPLAY_KEYS);
    return st;
}

static ctn_status read_action(const io_reader *rd, ctn_replay *r, const json_t *x, size_t i) {
    char w[40];
    const char *text = NULL;
    int player = 0;
    json_t *pv = NULL;
    snprintf(w, sizeof w, "actions[%zu]", i);
    if (!json_is_object(x))
        return ctn_error_set(rd->err, rd->code, "%s: expected {\"player\":..,\"action\":..}", w);
    ctn_status st = io_check_keys(rd, x, w, ACTION_KEYS);
    if (st == CTN_OK) st = io_need(rd, x, w, "player", &pv);
    if (st == CTN_OK) {
        char pw[56];
        snprintf(pw, sizeof pw, "%s.player", w);
        st = io_player_from_json(rd, pv, pw, r->spec.num_players, &player);
    }
    if (st == CTN_OK) st = io_get_string(rd, x, w, "action", &text);
    if (st == CTN_OK && strlen(text) >= CTN_ACTION_TEXT_MAX)
        st = ctn_error_set(rd->err, rd->code, "%s.action: longer than %d characters", w,
                           CTN_ACTION_TEXT_MAX - 1);
    if (st == CTN_OK) st = ctn_replay_append(r, player, text, rd->err);
    return st;
}

static ctn_status read_actions_and_hash(const io_reader *rd, ctn_replay *r, const json_t *obj) {
    json_t *actions = NULL, *hash = json_object_get(obj, "final_hash");
    ctn_status st = io_get_array(rd, obj, "", "actions", CTN_IO_ACTIONS_MAX, &actions);
    for (size_t i = 0; st == CTN_OK && i < json_array_size(actions); i++)
        st = read_action(rd, r, json_array_get(actions, i), i);
    if (st != CTN_OK || !hash || json_is_null(hash)) return st;
    uint64_t h = 0;
    if (!json_is_string(hash) || ctn_hash_parse(json_string_value(hash), &h, NULL) != CTN_OK)
        return ctn_error_set(rd->err, CTN_E_PARSE, "final_hash: expected 16 hex digits");
    ctn_replay_set_final_hash(r, h);
    return CTN_OK;
}

ctn_status io_replay_from_json(const json_t *obj, ctn_replay **out, ctn_error *err) {
    io_reader rd = {CTN_E_ARGUMENT, err}, header = {CTN_E_PARSE, err};
    if (!json_is_object(obj)) return ctn_error_set(err, CTN_E_PARSE, "a replay is a JSON object");
    ctn_status st = read_header(&header, obj);
    ctn_game_spec *spec = st == CTN_OK ? malloc(sizeof *spec) : NULL;
    if (st == CTN_OK && !spec) st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    if (st == CTN_OK) st = io_spec_from_json(obj, spec, err);
    ctn_replay *r = NULL;
    if (st == CTN_OK) st = ctn_replay_new(spec, &r, err);
    free(spec);
    if (st == CTN_OK) st = read_actions_and_hash(&rd, r, obj);
    if (st != CTN_OK) {
        ctn_replay_free(r);
        return st;
    }
    *out = r;
    return CTN_OK;
}

ctn_status ctn_replay_from_json(const char *text, size_t len, ctn_replay **out, ctn_error *err) {
    json_t *v = NULL;
    *out = NULL;
    ctn_status st = io_json_parse(text, len, &v, err);
    if (st == CTN_OK) st = io_replay_from_json(v, out, err);
    json_decref(v);
    return st;
}

ctn_status ctn_replay_load_file(const char *path, ctn_replay **out, ctn_error *err) {
    char *text = NULL;
    size_t len = 0;
    *out = NULL;
    ctn_status st = io_read_file(path, &text, &len, err);
    if (st == CTN_OK) st = ctn_replay_from_json(text, len, out, err);
    free(text);
    return st;
}

ctn_status ctn_replay_to_json(const ctn_replay *r, char **out, ctn_error *err) {
    json_t *j = io_replay_to_json(r);
    ctn_status st = io_json_dump(j, out, err);
    json_decref(j);
    return st;
}

ctn_status ctn_replay_save_file(const ctn_replay *r, const char *path, ctn_error *err) {
    char *text = NULL;
    ctn_status st = ctn_replay_to_json(r, &text, err);
    if (st == CTN_OK) st = io_write_file(path, text, err);
    free(text);
    return st;
}

/* ---- playing ---- */

/* Prefixes err's message with the action it concerns. */
static ctn_status action_error(ctn_error *err, ctn_status st, size_t i, int player,
                               const char *text) {
    char msg[CTN_ERROR_MESSAGE_MAX];
    char who[16];
    if (player == CTN_CHANCE)
        snprintf(who, sizeof who, "chance");
    else
        snprintf(who, sizeof who, "player %d", player);
    snprintf(msg, sizeof msg, "%s", err ? err->message : "");
    return ctn_error_set(err, st, "action %zu (%s, '%.96s'): %s", i, who, text, msg);
}

static ctn_status play_one(const ctn_replay *r, size_t i, const ctn_game *g, ctn_state *s,
                           ctn_error *err) {
    int player = 0;
    const char *text = ctn_replay_action(r, i, &player);
    ctn_actors actors = ctn_game_actors(g, s);
    ctn_status st = CTN_OK;
    ctn_action a = 0;
    if (player != CTN_CHANCE && (player < 0 || player >= g->num_players))
        st = ctn_error_set(err, CTN_E_ARGUMENT, "no player %d in a %d-player game", player,
                           g->num_players);
    else if (!actors)
        st = ctn_error_set(err, CTN_E_ILLEGAL, "the game is already over");
    else if (!(actors & (1u << player)))
        st = ctn_error_set(err, CTN_E_NOT_YOUR_TURN, "%s is not to act now",
                           player == CTN_CHANCE ? "chance" : "this player");
    if (st == CTN_OK) st = ctn_action_from_text(g, s, player, text, &a, err);
    if (st == CTN_OK) st = ctn_game_apply_checked(g, s, player, a, err);
    return st == CTN_OK ? CTN_OK : action_error(err, st, i, player, text);
}

ctn_status ctn_replay_play(const ctn_replay *r, ctn_replay_step_fn step, void *ctx,
                           ctn_game **game_out, ctn_state **state_out, ctn_error *err) {
    ctn_game *g = NULL;
    ctn_state *s = NULL;
    ctn_status st = ctn_game_spec_create(&r->spec, &g, err);
    if (st == CTN_OK && !(s = malloc(ctn_state_size(g))))
        st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    if (st == CTN_OK) ctn_game_init_state(g, s, r->spec.seed);
    if (st == CTN_OK && step) st = step(ctx, 0, g, s, err);
    for (size_t i = 0; st == CTN_OK && i < r->count; i++) {
        st = play_one(r, i, g, s, err);
        if (st == CTN_OK && step) st = step(ctx, i + 1, g, s, err);
    }
    uint64_t h = st == CTN_OK ? ctn_state_hash(g, s) : 0;
    if (st == CTN_OK && r->has_hash && h != r->final_hash) {
        char got[17], want[17];
        ctn_hash_format(h, got);
        ctn_hash_format(r->final_hash, want);
        st = ctn_error_set(err, CTN_E_MISMATCH,
                           "after %zu actions the state hash is %s, the replay records %s",
                           r->count, got, want);
    }
    if (st != CTN_OK || !state_out) free(s);
    if (st != CTN_OK || !game_out) ctn_game_free(g);
    if (st == CTN_OK && state_out) *state_out = s;
    if (st == CTN_OK && game_out) *game_out = g;
    return st;
}
