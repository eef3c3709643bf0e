/* session.c — the engine protocol session (docs/protocol.md): request parsing and limits, the
 * command table and dispatch, responses and errors, the undo history, and the commands that
 * manage games (new, load, position, save, undo, hash, games, help). Legal actions, apply, step
 * and state are in session_play.c, go in session_go.c.
 */
#include <stdlib.h>
#include <string.h>

#include "session_internal.h"

/* ---- history ---- */

int io_history_reserve(io_history *h) {
    if (h->depth < h->cap) return 1;
    if (h->depth >= CTN_IO_HISTORY_MAX) { /* drop the older half */
        size_t drop = h->depth / 2;
        memmove(h->states, h->states + drop * h->size, (h->depth - drop) * h->size);
        h->depth -= drop;
        h->base += drop;
        return 1;
    }
    size_t cap = h->cap ? h->cap * 2 : 64;
    if (cap > CTN_IO_HISTORY_MAX) cap = CTN_IO_HISTORY_MAX;
    unsigned char *p = realloc(h->states, cap * h->size);
    if (!p) return 0;
    h->states = p;
    h->cap = cap;
    return 1;
}

void io_history_push(io_history *h, const ctn_state *state) {
    memcpy(h->states + h->depth * h->size, state, h->size);
    h->depth++;
}

const ctn_state *io_history_top(const io_history *h) {
    return h->depth ? (const ctn_state *)(h->states + (h->depth - 1) * h->size) : NULL;
}

void io_history_free(io_history *h) {
    free(h->states);
    memset(h, 0, sizeof *h);
}

/* ---- the session value ---- */

ctn_status ctn_session_new(unsigned flags, ctn_session **out, ctn_error *err) {
    ctn_session *s = calloc(1, sizeof *s);
    if (s) {
        s->list = malloc(sizeof *s->list * CTN_MAX_ACTIONS);
        s->weights = malloc(sizeof *s->weights * CTN_MAX_ACTIONS);
    }
    if (!s || !s->list || !s->weights) {
        ctn_session_free(s);
        *out = NULL;
        return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    }
    s->flags = flags;
    s->bot_limit = (ctn_bot_budget){-1, -1, -1};
    *out = s;
    return CTN_OK;
}

void ctn_session_limit_bots(ctn_session *s, const ctn_bot_budget *limit) {
    s->bot_limit = *limit;
}

/* The parts that belong to one game; swapped in whole by new and load. */
typedef struct {
    ctn_game *game;
    ctn_replay *replay;
    io_history history;
    ctn_state *scratch;
} game_parts;

static void parts_free(game_parts *p) {
    ctn_game_free(p->game);
    ctn_replay_free(p->replay);
    io_history_free(&p->history);
    free(p->scratch);
    memset(p, 0, sizeof *p);
}

static void parts_swap(ctn_session *s, game_parts *p) {
    game_parts old = {s->game, s->replay, s->history, s->scratch};
    s->game = p->game;
    s->replay = p->replay;
    s->history = p->history;
    s->scratch = p->scratch;
    *p = old;
}

void ctn_session_free(ctn_session *s) {
    if (!s) return;
    game_parts p = {s->game, s->replay, s->history, s->scratch};
    parts_free(&p);
    free(s->list);
    free(s->weights);
    free(s);
}

const ctn_game *ctn_session_game(const ctn_session *s) {
    return s->game;
}
const ctn_state *ctn_session_state(const ctn_session *s) {
    return s->game ? io_history_top(&s->history) : NULL;
}

/* ---- describing the current state ---- */

void io_session_describe(const ctn_session *s, json_t *resp) {
    const ctn_state *st = io_history_top(&s->history);
    const io_state_codec *codec = io_codec_find(s->game->rules, NULL);
    io_set(resp, "actors", io_actors_json(ctn_game_actors(s->game, st), s->game->num_players));
    io_set(resp, "terminal", json_boolean(ctn_game_is_terminal(s->game, st)));
    io_set(resp, "hash", io_hex64(ctn_state_hash(s->game, st)));
    if (codec) io_set(resp, "summary", codec->summary(s->game, st));
}

/* ---- new, load, save ---- */

/* Starts the parts of a fresh game: the game, its first state, an empty replay. */
static ctn_status parts_start(const ctn_game_spec *spec, game_parts *p, ctn_error *err) {
    ctn_status st = ctn_game_spec_create(spec, &p->game, err);
    if (st == CTN_OK) st = ctn_replay_new(spec, &p->replay, err);
    if (st != CTN_OK) return st;
    p->history.size = ctn_state_size(p->game);
    p->scratch = malloc(p->history.size);
    if (!p->scratch || !io_history_reserve(&p->history))
        return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_game_init_state(p->game, p->scratch, spec->seed);
    io_history_push(&p->history, p->scratch);
    return CTN_OK;
}

static ctn_status cmd_new(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    ctn_game_spec *spec = malloc(sizeof *spec);
    game_parts p;
    memset(&p, 0, sizeof p);
    ctn_status st =
        spec ? io_spec_from_json(req, spec, err) : ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    if (st == CTN_OK) st = parts_start(spec, &p, err);
    if (st == CTN_OK) {
        parts_swap(s, &p);
        s->positioned = 0;
        io_spec_to_json(spec, resp);
        io_session_describe(s, resp);
    }
    parts_free(&p);
    free(spec);
    return st;
}

/* Replay step: keeps every state of the replay in the new history. */
static ctn_status load_step(void *ctx, size_t index, const ctn_game *game, const ctn_state *state,
                            ctn_error *err) {
    io_history *h = ctx;
    (void)index;
    h->size = ctn_state_size(game);
    if (!io_history_reserve(h)) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    io_history_push(h, state);
    return CTN_OK;
}

static ctn_status load_replay(ctn_session *s, const json_t *req, ctn_replay **out, ctn_error *err) {
    json_t *obj = json_object_get(req, "replay");
    json_t *path = json_object_get(req, "path");
    if ((obj != NULL) == (path != NULL))
        return ctn_error_set(err, CTN_E_ARGUMENT, "load needs either \"replay\" or \"path\"");
    if (obj) return io_replay_from_json(obj, out, err);
    if (!(s->flags & CTN_SESSION_FILES))
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "this session does not open files; send \"replay\"");
    if (!json_is_string(path)) return ctn_error_set(err, CTN_E_ARGUMENT, "path: expected a string");
    return ctn_replay_load_file(json_string_value(path), out, err);
}

static ctn_status cmd_load(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    game_parts p;
    memset(&p, 0, sizeof p);
    ctn_status st = load_replay(s, req, &p.replay, err);
    if (st == CTN_OK) st = ctn_replay_play(p.replay, load_step, &p.history, &p.game, NULL, err);
    if (st == CTN_OK && !(p.scratch = malloc(p.history.size)))
        st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    if (st == CTN_OK) {
        parts_swap(s, &p);
        s->positioned = 0;
        io_spec_to_json(ctn_replay_spec(s->replay), resp);
        io_set(resp, "actions", json_integer((json_int_t)ctn_replay_length(s->replay)));
        io_session_describe(s, resp);
    }
    parts_free(&p);
    return st;
}

/* ---- position ---- */

/* Reads the request's full state into the scratch state. Views are refused: the state reader
 * takes them too (bots read views), but a game set to one would play on with hidden cards
 * erased. */
static ctn_status read_position(ctn_session *s, const json_t *req, ctn_error *err) {
    json_t *v = json_object_get(req, "state");
    if (!v) return ctn_error_set(err, CTN_E_ARGUMENT, "missing field state");
    if (!json_is_object(v))
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "state: expected a full state JSON object (as \"state\" answers)");
    json_t *name = json_object_get(v, "game"), *players = json_object_get(v, "num_players");
    if (json_is_string(name) && strcmp(json_string_value(name), s->game->rules->name) != 0)
        return ctn_error_set(err, CTN_E_STATE, "state: a %.40s state, but the game is %s",
                             json_string_value(name), s->game->rules->name);
    if (json_is_integer(players) && json_integer_value(players) != s->game->num_players)
        return ctn_error_set(err, CTN_E_STATE, "state: num_players %lld, but the game has %d",
                             (long long)json_integer_value(players), s->game->num_players);
    json_t *view = json_object_get(v, "view");
    if (view && !(json_is_string(view) && strcmp(json_string_value(view), "all") == 0))
        return ctn_error_set(err, CTN_E_STATE,
                             "state: a view is not a full state (position takes view \"all\")");
    return io_state_from_json(s->game, v, s->scratch, err);
}

/* Replaces the state by the scratch state: the undo history restarts at it, and the replay (which
 * cannot lead to it) is emptied; save refuses from then until the next new or load. */
static void take_position(ctn_session *s) {
    s->history.depth = 0;
    s->history.base = 0;
    io_history_reserve(&s->history); /* room for one state is always kept */
    io_history_push(&s->history, s->scratch);
    ctn_replay_truncate(s->replay, 0);
    s->positioned = 1;
}

static ctn_status cmd_position(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    ctn_status st = read_position(s, req, err);
    if (st != CTN_OK) return st;
    take_position(s);
    io_session_describe(s, resp);
    return CTN_OK;
}

ctn_status ctn_session_set_position(ctn_session *s, const ctn_state *state, ctn_error *err) {
    if (!s->game) return ctn_error_set(err, CTN_E_STATE, "no game: start one with new or load");
    char msg[256];
    if (s->game->rules->check(s->game, state, msg, sizeof msg) != 0)
        return ctn_error_set(err, CTN_E_STATE, "inconsistent state: %s", msg);
    memcpy(s->scratch, state, ctn_state_size(s->game));
    take_position(s);
    return CTN_OK;
}

/* ---- save ---- */

static ctn_status cmd_save(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    json_t *path = json_object_get(req, "path");
    if (s->positioned)
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "no replay: the game was set by position, which a replay cannot "
                             "start from; save the state instead");
    if (path && !(s->flags & CTN_SESSION_FILES))
        return ctn_error_set(err, CTN_E_ARGUMENT, "this session does not write files");
    if (path && !json_is_string(path))
        return ctn_error_set(err, CTN_E_ARGUMENT, "path: expected a string");
    json_t *replay = io_replay_to_json(s->replay);
    if (!replay) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    io_set(replay, "final_hash", io_hex64(ctn_state_hash(s->game, io_history_top(&s->history))));
    ctn_status st = CTN_OK;
    if (path) {
        char *text = NULL;
        st = io_json_dump(replay, &text, err);
        if (st == CTN_OK) st = io_write_file(json_string_value(path), text, err);
        free(text);
        if (st == CTN_OK) io_set(resp, "path", json_incref(path));
    }
    if (st == CTN_OK)
        io_set(resp, "replay", replay);
    else
        json_decref(replay);
    return st;
}

/* ---- undo, hash, games, help ---- */

static ctn_status cmd_undo(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    (void)req;
    io_history *h = &s->history;
    if (h->depth <= 1) {
        if (h->base == 0)
            return ctn_error_set(err, CTN_E_NOTHING_TO_UNDO,
                                 s->positioned ? "nothing to undo: the game is at the position set"
                                               : "nothing to undo: the game is at its start");
        return ctn_error_set(err, CTN_E_NOTHING_TO_UNDO,
                             "nothing to undo: only the last %d states are kept",
                             CTN_IO_HISTORY_MAX / 2);
    }
    size_t index = h->base + h->depth - 2; /* the action being undone */
    int player = 0;
    const char *text = ctn_replay_action(s->replay, index, &player);
    json_t *undone = json_object();
    io_set(undone, "player", io_player_json(player));
    io_set(undone, "action", json_string(text ? text : ""));
    io_set(resp, "undone", undone);
    h->depth--;
    ctn_replay_truncate(s->replay, index);
    io_session_describe(s, resp);
    return CTN_OK;
}

static ctn_status cmd_hash(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    (void)req;
    (void)err;
    io_set(resp, "hash", io_hex64(ctn_state_hash(s->game, io_history_top(&s->history))));
    return CTN_OK;
}

static ctn_status cmd_games(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    (void)s;
    (void)req;
    (void)err;
    io_set(resp, "games", io_rulesets_json());
    return CTN_OK;
}

static ctn_status cmd_help(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err);

/* ---- the command table ---- */

static const char *const K_NONE[] = {"cmd", "id", NULL};
static const char *const K_NEW[] = {"cmd",  "id",    "game",    "players",
                                    "seed", "board", "options", "decks", NULL};
static const char *const K_LEGAL[] = {"cmd", "id", "player", "offers", NULL};
static const char *const K_APPLY[] = {"cmd", "id", "player", "action", NULL};
static const char *const K_STATE[] = {"cmd", "id", "view", NULL};
static const char *const K_LOAD[] = {"cmd", "id", "replay", "path", NULL};
static const char *const K_SAVE[] = {"cmd", "id", "path", NULL};
static const char *const K_POSITION[] = {"cmd", "id", "state", NULL};
static const char *const K_GO[] = {"cmd", "id", "bot", "seed", "player", NULL};

typedef struct {
    const char *name;
    io_command_fn run;
    const char *const *keys;
    int needs_game;
    const char *summary;
} command;

static const command COMMANDS[] = {
    {"new", cmd_new, K_NEW, 0, "start a game: game, players, seed, board, options, decks"},
    {"legal", io_cmd_legal, K_LEGAL, 1, "the legal actions of everyone to act (offers on request)"},
    {"apply", io_cmd_apply, K_APPLY, 1, "apply an action (text or number) for a player or chance"},
    {"step", io_cmd_step, K_NONE, 1, "apply a chance outcome sampled from the game's generator"},
    {"state", io_cmd_state, K_STATE, 1,
     "the state as JSON, for view \"all\", \"public\" or a seat"},
    {"undo", cmd_undo, K_NONE, 1, "take back the last action"},
    {"hash", cmd_hash, K_NONE, 1, "the 64-bit hash of the current state"},
    {"save", cmd_save, K_SAVE, 1, "the replay of the game so far (and write it to path)"},
    {"load", cmd_load, K_LOAD, 0, "replace the game by a replay (object or path), checking it"},
    {"position", cmd_position, K_POSITION, 1,
     "replace the current state by a full state JSON (checked like the state reader)"},
    {"go", io_cmd_go, K_GO, 1, "a bot's move for the seat to act, from its view (bot, seed)"},
    {"games", cmd_games, K_NONE, 0, "the rule sets and their options"},
    {"help", cmd_help, K_NONE, 0, "this list"},
};
enum { NUM_COMMANDS = sizeof COMMANDS / sizeof COMMANDS[0] };

static ctn_status cmd_help(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    (void)s;
    (void)req;
    (void)err;
    json_t *list = json_array();
    for (int i = 0; i < NUM_COMMANDS; i++) {
        json_t *c = json_object();
        io_set(c, "cmd", json_string(COMMANDS[i].name));
        io_set(c, "summary", json_string(COMMANDS[i].summary));
        io_push(list, c);
    }
    io_set(resp, "commands", list);
    return CTN_OK;
}

static ctn_status dispatch(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    io_reader rd = {CTN_E_ARGUMENT, err};
    const char *name = NULL;
    if (!json_is_object(req))
        return ctn_error_set(err, CTN_E_ARGUMENT, "a request is a JSON object with \"cmd\"");
    ctn_status st = io_get_string(&rd, req, "", "cmd", &name);
    if (st != CTN_OK) return st;
    io_set(resp, "cmd", json_string(name));
    for (int i = 0; i < NUM_COMMANDS; i++) {
        const command *c = &COMMANDS[i];
        if (strcmp(c->name, name) != 0) continue;
        char where[40];
        snprintf(where, sizeof where, "a %s request", c->name);
        st = io_check_keys(&rd, req, where, c->keys);
        if (st == CTN_OK && c->needs_game && !s->game)
            st = ctn_error_set(err, CTN_E_NO_GAME, "no game yet: send {\"cmd\":\"new\",...} first");
        return st == CTN_OK ? c->run(s, req, resp, err) : st;
    }
    return ctn_error_set(err, CTN_E_UNKNOWN_COMMAND,
                         "unknown command '%.40s'; {\"cmd\":\"help\"} lists them", name);
}

/* ---- responses ---- */

static json_t *error_response(ctn_status st, const ctn_error *err, json_t *id, json_t *cmd) {
    json_t *resp = json_object(), *e = json_object();
    io_set(resp, "ok", json_false());
    if (id) io_set(resp, "id", json_incref(id));
    if (cmd) io_set(resp, "cmd", json_incref(cmd));
    io_set(e, "code", json_string(ctn_status_name(st)));
    io_set(e, "message", io_string_lossy(err->message));
    io_set(resp, "error", e);
    return resp;
}

char *ctn_session_handle(ctn_session *s, const char *line, size_t len) {
    ctn_error err = {CTN_OK, ""};
    json_t *req = NULL, *resp = json_object();
    ctn_status st = io_json_parse(line, len, &req, &err);
    json_t *id = json_is_object(req) ? json_object_get(req, "id") : NULL;
    if (st == CTN_OK && resp) {
        if (id) io_set(resp, "id", json_incref(id));
        io_set(resp, "ok", json_true());
        st = dispatch(s, req, resp, &err);
    }
    if (st != CTN_OK) {
        json_t *cmd = resp ? json_object_get(resp, "cmd") : NULL;
        json_t *e = error_response(st, &err, id, cmd);
        json_decref(resp);
        resp = e;
    }
    char *out = resp ? io_json_text(resp) : NULL;
    json_decref(resp);
    json_decref(req);
    return out;
}
