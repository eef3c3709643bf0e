/* registry.c — the server's rooms: finding one by id (held until put back), creating a game
 * from a lobby request (checked, stored, registered), and loading every unfinished stored game at
 * start-up by replaying its stored actions, so that each resumes exactly where it was; a finished
 * game, or one another server process stored in a shared store, is loaded on first use.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/io_internal.h"
#include "server.h"

room *server_find(server *srv, const char *id) {
    room *found = NULL;
    if (!id) return NULL;
    pthread_mutex_lock(&srv->lock);
    for (size_t i = 0; i < srv->nrooms && !found; i++)
        if (strcmp(srv->rooms[i]->id, id) == 0) found = srv->rooms[i];
    if (found) found->refs++;
    pthread_mutex_unlock(&srv->lock);
    return found;
}

void server_put(server *srv, room *r) {
    if (!r) return;
    pthread_mutex_lock(&srv->lock);
    r->refs--;
    r->last_used = mono_now();
    pthread_mutex_unlock(&srv->lock);
}

ctn_status server_add(server *srv, room *r, ctn_error *err) {
    ctn_status st = CTN_OK;
    pthread_mutex_lock(&srv->lock);
    r->refs = 1; /* the caller's */
    r->last_used = mono_now();
    if (srv->nrooms == srv->caprooms) {
        size_t cap = srv->caprooms ? srv->caprooms * 2 : 64;
        room **p = realloc(srv->rooms, cap * sizeof *p);
        if (p) {
            srv->rooms = p;
            srv->caprooms = cap;
        } else {
            st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
        }
    }
    if (st == CTN_OK) srv->rooms[srv->nrooms++] = r;
    pthread_mutex_unlock(&srv->lock);
    return st;
}

/* ---- creating a game ---- */

static const char *const CREATE_KEYS[] = {"game",    "players", "seed",  "board",
                                          "options", "seats",   "decks", NULL};

/* What a bot may spend on a move on the server: iterations or milliseconds, and playout depth. */
static const ctn_bot_budget BOT_LIMIT = {.iters = 1000000, .ms = 10000, .depth = 1000};

/* Reads "seats": an array of "human" or bot specs, one per player (default: all human). */
static ctn_status read_seats(const json_t *req, int n, room_seat *seats, ctn_error *err) {
    memset(seats, 0, sizeof *seats * (size_t)n);
    json_t *list = json_object_get(req, "seats");
    if (!list) return CTN_OK;
    if (!json_is_array(list) || (int)json_array_size(list) != n)
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "seats: expected an array of %d entries (\"human\" or a bot)", n);
    for (int p = 0; p < n; p++) {
        const char *kind = json_string_value(json_array_get(list, (size_t)p));
        if (!kind || !*kind || strlen(kind) >= SRV_BOT_SPEC_MAX)
            return ctn_error_set(err, CTN_E_ARGUMENT,
                                 "seats[%d]: expected \"human\" or a bot such as \"heuristic\"", p);
        if (strcmp(kind, "human") == 0) continue;
        ctn_error why;
        if (ctn_bot_spec_check(kind, &BOT_LIMIT, &why) != CTN_OK)
            return ctn_error_set(err, CTN_E_ARGUMENT, "seats[%d]: %s", p, why.message);
        seats[p].kind = SEAT_BOT;
        memcpy(seats[p].bot_spec, kind, strlen(kind) + 1);
    }
    return CTN_OK;
}

static int has_humans(const room *r) {
    for (int p = 0; p < r->num_seats; p++)
        if (r->seats[p].kind == SEAT_HUMAN) return 1;
    return 0;
}

/* Writes a new room to the store. */
static ctn_status store_room(server *srv, room *r, ctn_error *err) {
    char *spec = NULL, *meta = room_meta_text(r);
    ctn_status st = ctn_game_spec_to_json(&r->spec, &spec, err);
    if (st == CTN_OK && !meta) st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_error store_err;
    if (st == CTN_OK) {
        ctn_store_game g = {r->id, r->created, room_status_name(r->status), spec, meta};
        if (ctn_store_game_add(srv->store, &g, &store_err) != CTN_OK)
            st = ctn_error_set(err, CTN_E_IO,
                               "the game store could not record the new game, so it was not "
                               "created (%s)",
                               store_err.message);
    }
    ctn_io_free(spec);
    free(meta);
    return st;
}

static ctn_status make_room(server *srv, json_t *req, room **out, ctn_error *err) {
    io_reader rd = {CTN_E_ARGUMENT, err};
    ctn_game_spec spec;
    room_seat seats[CTN_MAX_PLAYERS];
    int own[CTN_MAX_PLAYERS];
    char id[SRV_ID_LEN + 1], created[32];
    ctn_status st = io_check_keys(&rd, req, "a game", CREATE_KEYS);
    if (st == CTN_OK) seat_decks_from_request(req, own);
    if (st == CTN_OK) st = io_spec_from_json(req, &spec, err);
    if (st == CTN_OK) st = read_seats(req, spec.num_players, seats, err);
    if (st == CTN_OK) st = seat_decks_mark(own, seats, spec.num_players, err);
    if (st == CTN_OK && !random_hex(id, SRV_ID_LEN))
        st = ctn_error_set(err, CTN_E_IO, "no random source for the game id");
    if (st != CTN_OK) return st;
    if (!json_object_get(req, "seed")) spec.seed = random_u64();
    utc_now(created);
    return room_new(srv, id, created, &spec, seats, spec.num_players, out, err);
}

ctn_status server_create_game(server *srv, const char *body, size_t len, room **out,
                              ctn_error *err) {
    json_t *req = NULL;
    room *r = NULL;
    *out = NULL;
    ctn_status st = io_json_parse(body, len, &req, err);
    if (st == CTN_OK && !json_is_object(req))
        st = ctn_error_set(err, CTN_E_ARGUMENT, "a game is a JSON object");
    if (st == CTN_OK) st = make_room(srv, req, &r, err);
    json_decref(req);
    if (st != CTN_OK) return st;
    server_sweep(srv); /* a new game in memory: finished ones may leave it */
    r->status = has_humans(r) ? ROOM_WAITING : ROOM_PLAYING;
    st = store_room(srv, r, err);
    if (st == CTN_OK) st = server_add(srv, r, err);
    if (st != CTN_OK) {
        room_free(r);
        return st;
    }
    pthread_mutex_lock(&r->lock);
    room_settle(r); /* a game of bots only starts at once */
    pthread_mutex_unlock(&r->lock);
    *out = r;
    return CTN_OK;
}

/* ---- loading the stored games ---- */

typedef struct {
    char *id, *created, *status, *spec, *meta;
} stored_game;

typedef struct {
    stored_game *list;
    size_t n, cap;
    int oom;
} stored_list;

static char *dup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

static int collect_game(void *ctx, const ctn_store_game *g) {
    stored_list *l = ctx;
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        stored_game *p = realloc(l->list, cap * sizeof *p);
        if (!p) return l->oom = 1;
        l->list = p;
        l->cap = cap;
    }
    stored_game s = {dup(g->id), dup(g->created), dup(g->status), dup(g->spec), dup(g->meta)};
    l->list[l->n++] = s;
    return !(s.id && s.created && s.status && s.spec && s.meta) ? (l->oom = 1) : 0;
}

typedef struct {
    room *r;
    ctn_status st;
    ctn_error err;
} replaying;

/* Applies one stored action (checked) without writing it again. */
static int replay_action(void *ctx, long index, int player, const char *text) {
    replaying *rp = ctx;
    room *r = rp->r;
    ctn_action a = 0;
    if ((size_t)index != ctn_replay_length(r->replay)) {
        rp->st = ctn_error_set(&rp->err, CTN_E_STATE, "action %ld is missing", (long)ctn_replay_length(r->replay));
        return 1;
    }
    rp->st = ctn_action_from_text(r->game, r->state, player, text, &a, &rp->err);
    if (rp->st == CTN_OK) rp->st = ctn_game_apply_checked(r->game, r->state, player, a, &rp->err);
    if (rp->st == CTN_OK) rp->st = ctn_replay_append(r->replay, player, text, &rp->err);
    if (rp->st != CTN_OK) return 1;
    return 0;
}

static ctn_status load_one(server *srv, const stored_game *g, room **out, ctn_error *err) {
    ctn_game_spec spec;
    room_seat seats[CTN_MAX_PLAYERS];
    int status = room_status_parse(g->status);
    ctn_status st = ctn_game_spec_from_json(g->spec, strlen(g->spec), &spec, err);
    int upgraded = 0;
    int seats_read = st == CTN_OK && room_meta_read(g->meta, seats, spec.num_players, &upgraded, err);
    if (st == CTN_OK && !seats_read) st = CTN_E_STATE;
    if (st == CTN_OK && status < 0)
        st = ctn_error_set(err, CTN_E_STATE, "unknown status '%s'", g->status);
    if (st == CTN_OK && !seat_decks_awaited(seats, spec.num_players)) /* the players' decks */
        st = seat_decks_apply(&spec, seats, spec.num_players, err);
    if (st != CTN_OK && seats_read) seat_decks_free(seats, spec.num_players);
    if (st == CTN_OK) st = room_new(srv, g->id, g->created, &spec, seats, spec.num_players, out, err);
    if (st != CTN_OK) return st;
    (*out)->status = (room_status)status;
    replaying rp = {*out, CTN_OK, {CTN_OK, ""}};
    st = ctn_store_actions(srv->store, g->id, replay_action, &rp, err);
    if (st == CTN_OK && rp.st != CTN_OK) st = ctn_error_set(err, rp.st, "%s", rp.err.message);
    if (st == CTN_OK && upgraded) st = room_save_meta(*out, err); /* the tokens leave the store */
    if (st != CTN_OK) {
        room_free(*out);
        *out = NULL;
    }
    return st;
}

static void stored_free(stored_list *l) {
    for (size_t i = 0; i < l->n; i++) {
        stored_game *g = &l->list[i];
        free(g->id), free(g->created), free(g->status), free(g->spec), free(g->meta);
    }
    free(l->list);
}

static int is_game_id(const char *id) {
    if (!id || strlen(id) != SRV_ID_LEN) return 0;
    for (const char *p = id; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f'))) return 0;
    return 1;
}

room *server_get(server *srv, const char *id) {
    room *r = server_find(srv, id);
    if (r || !is_game_id(id)) return r;
    server_sweep(srv); /* a game comes back into memory: others may leave it */
    pthread_mutex_lock(&srv->load_lock);
    r = server_find(srv, id); /* loaded meanwhile? */
    stored_list l = {0};
    ctn_error err;
    if (!r && ctn_store_game_find(srv->store, id, collect_game, &l, &err) == CTN_OK && l.n == 1 &&
        !l.oom && load_one(srv, &l.list[0], &r, &err) == CTN_OK) {
        if (server_add(srv, r, &err) == CTN_OK) {
            pthread_mutex_lock(&r->lock);
            room_settle(r);
            pthread_mutex_unlock(&r->lock);
        } else {
            room_free(r);
            r = NULL;
        }
    }
    stored_free(&l);
    pthread_mutex_unlock(&srv->load_lock);
    return r;
}

ctn_status server_load(server *srv, size_t *stored, ctn_error *err) {
    stored_list l = {0};
    ctn_status st = ctn_store_games(srv->store, collect_game, &l, err);
    if (st == CTN_OK && l.oom) st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    *stored = l.n;
    for (size_t i = 0; st == CTN_OK && i < l.n; i++) {
        room *r = NULL;
        ctn_error e;
        if (room_status_parse(l.list[i].status) == ROOM_FINISHED) continue; /* on first use */
        if (load_one(srv, &l.list[i], &r, &e) != CTN_OK) {
            fprintf(stderr, "catan serve: stored game %s cannot be resumed: %s\n", l.list[i].id,
                    e.message);
            continue;
        }
        st = server_add(srv, r, err);
        if (st != CTN_OK) {
            room_free(r);
            break;
        }
        pthread_mutex_lock(&r->lock);
        room_settle(r);
        pthread_mutex_unlock(&r->lock);
        server_put(srv, r);
    }
    stored_free(&l);
    return st;
}

void server_stored_summaries(server *srv, const char *want, json_t *list) {
    stored_list l = {0};
    ctn_error err;
    if (ctn_store_games(srv->store, collect_game, &l, &err) != CTN_OK || l.oom) {
        stored_free(&l);
        return;
    }
    int listed = 0;
    for (size_t i = l.n; i-- > 0 && listed < SRV_LOBBY_STORED_MAX;) { /* newest first */
        const stored_game *g = &l.list[i];
        room *r = NULL;
        if (want[0] && strcmp(g->status, want) != 0) continue;
        if ((r = server_find(srv, g->id)) != NULL) { /* in memory: listed with the rooms */
            server_put(srv, r);
            continue;
        }
        if (load_one(srv, g, &r, &err) != CTN_OK) continue; /* listed once it can be resumed */
        io_push(list, room_summary_json(r));
        room_free(r);
        listed++;
    }
    stored_free(&l);
}
