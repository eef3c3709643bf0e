/* http.c — the lobby's HTTP API under /api (docs/server.md): the rule sets' option tables and
 * the shipped maps, list and create games, a game's summary, take a seat, give a seat's own deck
 * (a Rivals tournament), download a finished game's replay, and a finished game's full state
 * after its first K actions; the Rivals tournament's card pool and deck check; what the process
 * holds (stats). Answers are JSON; errors are {"ok":false,"error":{code,message}} with status
 * 400, 403, 404, 405, 409, 413, 415 or 500.
 */
#include <civetweb.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "catan/rivals_deck.h"
#include "io/io_internal.h"
#include "server.h"

static const char *reason(int status) {
    switch (status) {
    case 200: return "OK";
    case 201: return "Created";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 413: return "Payload Too Large";
    case 415: return "Unsupported Media Type";
    default: return "Internal Server Error";
    }
}

static int reply_text(struct mg_connection *conn, int status, const char *text,
                      const char *extra_headers) {
    size_t len = strlen(text);
    mg_printf(conn,
              "HTTP/1.1 %d %s\r\nContent-Type: application/json\r\nContent-Length: %zu\r\n"
              "Cache-Control: no-store\r\n%s\r\n",
              status, reason(status), len, extra_headers ? extra_headers : "");
    mg_write(conn, text, len);
    return status;
}

/* Sends a JSON value (taking the reference) with {"ok":true} in front. */
static int reply_ok(struct mg_connection *conn, int status, json_t *o) {
    json_t *r = json_object();
    io_set(r, "ok", json_true());
    json_object_update(r, o);
    json_decref(o);
    char *text = json_dumps(r, JSON_COMPACT);
    json_decref(r);
    int rc = reply_text(conn, text ? status : 500, text ? text : "{\"ok\":false}", NULL);
    free(text);
    return rc;
}

static int reply_error(struct mg_connection *conn, int status, const char *code,
                       const char *message) {
    char *text = error_text(code, message, NULL, NULL);
    int rc = reply_text(conn, status, text ? text : "{\"ok\":false}", NULL);
    free(text);
    return rc;
}

/* An engine error as an HTTP answer: bad input is 400, storage 500. */
static int reply_status(struct mg_connection *conn, const ctn_error *err) {
    int status = err->status == CTN_E_IO ? 500 : err->status == CTN_E_LIMIT ? 413 : 400;
    return reply_error(conn, status, ctn_status_name(err->status), err->message);
}

/* Reads the body (at most SRV_MESSAGE_MAX bytes); returns NULL after answering 413. */
static char *read_body(struct mg_connection *conn, size_t *len) {
    const struct mg_request_info *ri = mg_get_request_info(conn);
    if (ri->content_length > SRV_MESSAGE_MAX) {
        reply_error(conn, 413, "too_large", "a request body is at most 65536 bytes");
        return NULL;
    }
    char *buf = malloc(SRV_MESSAGE_MAX + 2);
    size_t n = 0;
    int k;
    while (buf && n <= SRV_MESSAGE_MAX &&
           (k = mg_read(conn, buf + n, SRV_MESSAGE_MAX + 1 - n)) > 0)
        n += (size_t)k;
    if (!buf || n > SRV_MESSAGE_MAX) {
        free(buf);
        reply_error(conn, 413, "too_large", "a request body is at most 65536 bytes");
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

/* ---- routes ---- */

static int list_games(struct mg_connection *conn, server *srv) {
    const char *q = mg_get_request_info(conn)->query_string;
    char want[16] = "";
    if (q && mg_get_var(q, strlen(q), "status", want, sizeof want) < 0) want[0] = 0;
    if (want[0] && room_status_parse(want) < 0)
        return reply_error(conn, 400, "bad_argument",
                           "status: expected waiting, playing or finished");
    char brief[4] = "";
    if (q && mg_get_var(q, strlen(q), "brief", brief, sizeof brief) < 0) brief[0] = 0;
    json_t *list = json_array();
    pthread_mutex_lock(&srv->lock);
    size_t n = srv->nrooms;
    room **rooms = malloc(sizeof *rooms * (n ? n : 1));
    if (rooms && n) memcpy(rooms, srv->rooms, sizeof *rooms * n);
    for (size_t i = 0; rooms && i < n; i++) rooms[i]->refs++; /* held while listed */
    pthread_mutex_unlock(&srv->lock);
    for (size_t i = n; rooms && i-- > 0;) { /* newest first */
        room *r = rooms[i];
        pthread_mutex_lock(&r->lock);
        if (!want[0] || strcmp(room_status_name(r->status), want) == 0)
            io_push(list, room_summary_json(r));
        pthread_mutex_unlock(&r->lock);
        server_put(srv, r);
    }
    free(rooms);
    server_stored_summaries(srv, want, list);
    for (size_t i = 0; brief[0] == '1' && i < json_array_size(list); i++)
        json_object_del(json_array_get(list, i), "board"); /* a World map is 15 KB a game */
    json_t *o = json_object();
    io_set(o, "games", list);
    return reply_ok(conn, 200, o);
}

static int create_game(struct mg_connection *conn, server *srv) {
    size_t len = 0;
    char *body = read_body(conn, &len);
    if (!body) return 413;
    room *r = NULL;
    ctn_error err = {CTN_OK, ""};
    ctn_status st = server_create_game(srv, body, len, &r, &err);
    free(body);
    if (st != CTN_OK) return reply_status(conn, &err);
    json_t *o = json_object();
    pthread_mutex_lock(&r->lock);
    io_set(o, "game", room_summary_json(r));
    pthread_mutex_unlock(&r->lock);
    server_put(srv, r);
    return reply_ok(conn, 201, o);
}

static int get_game(struct mg_connection *conn, room *r) {
    json_t *o = json_object();
    pthread_mutex_lock(&r->lock);
    io_set(o, "game", room_summary_json(r));
    pthread_mutex_unlock(&r->lock);
    return reply_ok(conn, 200, o);
}

/* Reads the join body: an optional seat and name. */
static int read_join(const json_t *req, int *seat, const char **name, ctn_error *err) {
    static const char *const KEYS[] = {"seat", "name", NULL};
    io_reader rd = {CTN_E_ARGUMENT, err};
    long long s = -1;
    if (!json_is_object(req))
        return ctn_error_set(err, CTN_E_ARGUMENT, "expected {\"seat\":?,\"name\":?}") == CTN_OK;
    if (io_check_keys(&rd, req, "a join", KEYS) != CTN_OK) return 0;
    if (io_get_int_opt(&rd, req, "", "seat", 0, CTN_MAX_PLAYERS - 1, &s) != CTN_OK) return 0;
    json_t *n = json_object_get(req, "name");
    if (n && (!json_is_string(n) || json_string_length(n) >= SRV_NAME_MAX)) {
        ctn_error_set(err, CTN_E_ARGUMENT, "name: a string of at most %d bytes",
                      SRV_NAME_MAX - 1);
        return 0;
    }
    *seat = (int)s;
    *name = n ? json_string_value(n) : "";
    return 1;
}

static int join_game(struct mg_connection *conn, room *r) {
    size_t len = 0;
    char *body = read_body(conn, &len);
    if (!body) return 413;
    json_t *req = NULL;
    ctn_error err = {CTN_OK, ""};
    int seat = -1, taken = -1, status = 400;
    const char *name = "";
    char token[SRV_TOKEN_LEN + 1];
    ctn_status st = len ? io_json_parse(body, len, &req, &err) : CTN_OK;
    if (st == CTN_OK && !req) req = json_object();
    if (st == CTN_OK && !read_join(req, &seat, &name, &err)) st = err.status;
    if (st == CTN_OK) {
        pthread_mutex_lock(&r->lock);
        st = room_join(r, seat, name, token, &taken, &status, &err);
        if (st == CTN_OK) room_settle(r); /* the game may start; spectators see the seat */
        pthread_mutex_unlock(&r->lock);
    }
    json_decref(req);
    free(body);
    if (st != CTN_OK && status == 409) return reply_error(conn, 409, "seat_taken", err.message);
    if (st != CTN_OK) return reply_status(conn, &err);
    json_t *o = json_object();
    io_set(o, "game_id", json_string(r->id));
    io_set(o, "seat", json_integer(taken));
    io_set(o, "token", json_string(token));
    return reply_ok(conn, 200, o);
}

/* An error answer with one more member beside "error" (taken), e.g. a deck check's answer. */
static int reply_error_with(struct mg_connection *conn, int status, const char *code,
                            const char *message, const char *key, json_t *extra) {
    if (!extra) return reply_error(conn, status, code, message);
    json_t *o = json_pack("{s:b,s:{s:s,s:s},s:o}", "ok", 0, "error", "code", code, "message",
                          message, key, extra);
    char *text = o ? json_dumps(o, JSON_COMPACT) : NULL;
    json_decref(o);
    int rc = reply_text(conn, status, text ? text : "{\"ok\":false}", NULL);
    free(text);
    return rc;
}

/* Reads a deck body: {"token":..,"deck":..,"seat":?}; the seat is the token's. Returns 0, or
 * the HTTP status of the refusal (err set). Lock held. */
static int read_give(room *r, const json_t *req, int *seat, ctn_error *err) {
    static const char *const KEYS[] = {"token", "deck", "seat", NULL};
    io_reader rd = {CTN_E_ARGUMENT, err};
    long long want = -1;
    if (!json_is_object(req) || !json_is_string(json_object_get(req, "token")) ||
        !json_object_get(req, "deck")) {
        ctn_error_set(err, CTN_E_ARGUMENT, "expected {\"token\":..,\"deck\":..,\"seat\":?}");
        return 400;
    }
    if (io_check_keys(&rd, req, "a deck", KEYS) != CTN_OK ||
        io_get_int_opt(&rd, req, "", "seat", 0, CTN_MAX_PLAYERS - 1, &want) != CTN_OK)
        return 400;
    *seat = room_seat_of_token(r, json_string_value(json_object_get(req, "token")));
    if (*seat < 0) {
        ctn_error_set(err, CTN_E_ARGUMENT, "this token holds no seat of game %s", r->id);
        return 403;
    }
    if (want >= 0 && want != *seat) {
        ctn_error_set(err, CTN_E_ARGUMENT, "seat %lld is not yours: your token holds seat %d", want, *seat);
        return 403;
    }
    return 0;
}

/* Gives the deck of the body's seat: the answer, or NULL with the refusal's status, code (NULL:
 * the store failed, err says how) and, for a deck file's text, the check's answer. */
static json_t *give_locked(room *r, const json_t *req, int *status, const char **code,
                           json_t **check, ctn_error *err) {
    int seat = -1;
    json_t *o = NULL;
    pthread_mutex_lock(&r->lock);
    *status = read_give(r, req, &seat, err);
    if (*status == 403) *code = seat < 0 ? "bad_token" : "not_your_seat";
    if (!*status && room_give_deck(r, seat, json_object_get(req, "deck"), status, code, check,
                                   err) == CTN_OK) {
        room_settle(r); /* the seat's deck given; the game may start */
        o = json_pack("{s:i,s:b,s:o}", "seat", seat, "deck_given", 1, "game", room_summary_json(r));
    }
    pthread_mutex_unlock(&r->lock);
    return o;
}

/* POST /api/games/{id}/deck: a seated player gives his deck (seat_decks.c). */
static int give_deck(struct mg_connection *conn, room *r) {
    size_t len = 0;
    char *body = read_body(conn, &len);
    if (!body) return 413;
    json_t *req = NULL, *check = NULL;
    ctn_error err = {CTN_OK, ""};
    ctn_status st = io_json_parse(body, len, &req, &err);
    free(body);
    if (st != CTN_OK) return reply_status(conn, &err); /* malformed JSON */
    int status = 400;
    const char *code = "bad_argument";
    json_t *o = give_locked(r, req, &status, &code, &check, &err);
    json_decref(req);
    if (o) return reply_ok(conn, 200, o);
    if (!code) return reply_status(conn, &err);
    return reply_error_with(conn, status, code, err.message, "check", check);
}

static int not_finished(struct mg_connection *conn, room *r) {
    pthread_mutex_unlock(&r->lock);
    return reply_error(conn, 409, "not_finished",
                       "replays and past states are shown once the game is over");
}

static int get_replay(struct mg_connection *conn, room *r) {
    pthread_mutex_lock(&r->lock);
    if (r->status != ROOM_FINISHED) return not_finished(conn, r);
    ctn_replay_set_final_hash(r->replay, ctn_state_hash(r->game, r->state));
    char *text = NULL;
    ctn_error err;
    ctn_status st = ctn_replay_to_json(r->replay, &text, &err);
    pthread_mutex_unlock(&r->lock);
    if (st != CTN_OK) return reply_status(conn, &err);
    char headers[128];
    snprintf(headers, sizeof headers,
             "Content-Disposition: attachment; filename=\"catan-%s.json\"\r\n", r->id);
    reply_text(conn, 200, text, headers);
    ctn_io_free(text);
    return 200;
}

/* The full state after the first `at` actions of a finished game. Lock held. */
static json_t *state_at(room *r, long at, ctn_error *err) {
    ctn_state *s = r->scratch;
    ctn_game_init_state(r->game, s, r->spec.seed);
    json_t *last = json_null();
    for (long i = 0; i < at; i++) {
        int player = 0;
        const char *text = ctn_replay_action(r->replay, (size_t)i, &player);
        ctn_action a = 0;
        if (ctn_action_from_text(r->game, s, player, text, &a, err) != CTN_OK) return NULL;
        ctn_game_apply(r->game, s, player, a);
        if (i == at - 1) {
            json_decref(last);
            last = json_object();
            io_set(last, "player", io_player_json(player));
            io_set(last, "text", json_string(text));
        }
    }
    json_t *o = json_object(), *j = NULL;
    if (io_state_to_json(r->game, s, &j, err) != CTN_OK) {
        json_decref(o), json_decref(last);
        return NULL;
    }
    io_set(o, "at", json_integer(at));
    io_set(o, "actions", json_integer((json_int_t)ctn_replay_length(r->replay)));
    io_set(o, "last", last);
    io_set(o, "state", j);
    return o;
}

static int get_state(struct mg_connection *conn, room *r) {
    const char *q = mg_get_request_info(conn)->query_string;
    char buf[24] = "";
    if (!q || mg_get_var(q, strlen(q), "at", buf, sizeof buf) < 0) buf[0] = 0;
    char *end = NULL;
    long at = strtol(buf, &end, 10);
    pthread_mutex_lock(&r->lock);
    if (r->status != ROOM_FINISHED) return not_finished(conn, r);
    long n = (long)ctn_replay_length(r->replay);
    if (!buf[0] || *end || at < 0 || at > n) {
        pthread_mutex_unlock(&r->lock);
        char msg[80];
        snprintf(msg, sizeof msg, "at: expected an action count 0..%ld", n);
        return reply_error(conn, 400, "bad_argument", msg);
    }
    ctn_error err;
    json_t *o = state_at(r, at, &err);
    pthread_mutex_unlock(&r->lock);
    if (!o) return reply_status(conn, &err);
    return reply_ok(conn, 200, o);
}

/* /api/games/{id}[/{what}] */
static int game_route(struct mg_connection *conn, server *srv, const char *method,
                      const char *rest) {
    char id[SRV_ID_LEN + 1];
    size_t n = strcspn(rest, "/");
    if (n != SRV_ID_LEN) return reply_error(conn, 404, "no_such_game", "no such game");
    memcpy(id, rest, n);
    id[n] = 0;
    room *r = server_get(srv, id);
    if (!r) return reply_error(conn, 404, "no_such_game", "no such game");
    const char *what = rest[n] ? rest + n + 1 : "";
    int get = strcmp(method, "GET") == 0, post = strcmp(method, "POST") == 0, rc;
    if (!*what && get) rc = get_game(conn, r);
    else if (strcmp(what, "join") == 0 && post) rc = join_game(conn, r);
    else if (strcmp(what, "deck") == 0 && post) rc = give_deck(conn, r);
    else if (strcmp(what, "replay") == 0 && get) rc = get_replay(conn, r);
    else if (strcmp(what, "state") == 0 && get) rc = get_state(conn, r);
    else rc = reply_error(conn, 404, "not_found", "no such resource (docs/server.md lists them)");
    server_put(srv, r);
    return rc;
}

/* GET /api/rivals/pool?eras=LIST: the pool with each card's limit for those eras. */
static int rivals_pool(struct mg_connection *conn) {
    const char *q = mg_get_request_info(conn)->query_string;
    char list[256] = "";
    int n = q ? mg_get_var(q, strlen(q), "eras", list, sizeof list) : -1;
    if (n == -2) return reply_error(conn, 400, "bad_argument", "eras: at most 255 bytes");
    if (n >= 0 && (size_t)n != strlen(list))
        return reply_error(conn, 400, "bad_argument", "eras: a NUL byte in the list");
    ctn_error err = {CTN_OK, ""};
    unsigned eras = ctn_rivals_eras_parse(list, &err);
    if (!eras) return reply_error(conn, 400, "bad_argument", err.message);
    json_t *o = rivals_pool_json(eras);
    return o ? reply_ok(conn, 200, o) : reply_error(conn, 500, "internal", "out of memory");
}

/* A deck check's body is text: no Content-Type, or text/plain. */
static int is_plain_text(const char *type) {
    size_t n = strlen("text/plain");
    return !type || !*type || (strncasecmp(type, "text/plain", n) == 0 &&
                               (type[n] == 0 || type[n] == ';' || type[n] == ' '));
}

/* POST /api/rivals/decks/check: the body, a deck file's text, read and validated. */
static int rivals_deck_check(struct mg_connection *conn) {
    if (!is_plain_text(mg_get_header(conn, "Content-Type")))
        return reply_error(conn, 415, "bad_argument",
                           "the body is a deck file's text: send it as text/plain");
    size_t len = 0;
    char *body = read_body(conn, &len);
    if (!body) return 413;
    json_t *utf8 = json_stringn(body, len); /* NULL when the bytes are not UTF-8 */
    json_t *o = utf8 ? rivals_deck_check_json(body, len) : NULL;
    int rc = !utf8  ? reply_error(conn, 400, "bad_argument", "the body is not UTF-8 text")
             : o    ? reply_ok(conn, 200, o)
                    : reply_error(conn, 500, "internal", "out of memory");
    json_decref(utf8);
    free(body);
    return rc;
}

static int rivals_route(struct mg_connection *conn, const char *method, const char *what) {
    int get = strcmp(method, "GET") == 0, post = strcmp(method, "POST") == 0;
    if (strcmp(what, "pool") == 0)
        return get ? rivals_pool(conn)
                   : reply_error(conn, 405, "bad_argument", "use GET on /api/rivals/pool");
    if (strcmp(what, "decks") == 0) {
        json_t *o = get ? rivals_shipped_decks_json() : NULL;
        return !get ? reply_error(conn, 405, "bad_argument", "use GET on /api/rivals/decks")
               : o  ? reply_ok(conn, 200, o)
                    : reply_error(conn, 500, "internal", "out of memory");
    }
    if (strcmp(what, "decks/check") == 0)
        return post ? rivals_deck_check(conn)
                    : reply_error(conn, 405, "bad_argument",
                                  "use POST on /api/rivals/decks/check with the deck's text");
    return reply_error(conn, 404, "not_found", "no such resource (docs/server.md lists them)");
}

/* GET /api/stats: what the process holds (for operators and the eviction test). */
static int server_stats(struct mg_connection *conn, server *srv) {
    json_t *o = json_object();
    io_set(o, "games_in_memory", json_integer((json_int_t)server_rooms_in_memory(srv)));
    io_set(o, "keep_finished_s", json_real(srv->keep_finished));
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 mi = mallinfo2(); /* the heap in use, beside the resident size */
    io_set(o, "heap_in_use_bytes", json_integer((json_int_t)mi.uordblks));
#endif
    return reply_ok(conn, 200, o);
}

static int api(struct mg_connection *conn, void *cbdata) {
    server *srv = cbdata;
    const struct mg_request_info *ri = mg_get_request_info(conn);
    const char *uri = ri->local_uri ? ri->local_uri : "";
    const char *method = ri->request_method;
    if (strcmp(uri, "/api/games") == 0 || strcmp(uri, "/api/games/") == 0) {
        if (strcmp(method, "GET") == 0) return list_games(conn, srv);
        if (strcmp(method, "POST") == 0) return create_game(conn, srv);
        return reply_error(conn, 405, "bad_argument", "use GET or POST on /api/games");
    }
    if (strncmp(uri, "/api/games/", 11) == 0) return game_route(conn, srv, method, uri + 11);
    if (strcmp(uri, "/api/rules") == 0) {
        if (strcmp(method, "GET") == 0) return reply_ok(conn, 200, rules_json());
        return reply_error(conn, 405, "bad_argument", "use GET on /api/rules");
    }
    if (strncmp(uri, "/api/rivals/", 12) == 0) return rivals_route(conn, method, uri + 12);
    if (strcmp(uri, "/api/stats") == 0) {
        if (strcmp(method, "GET") == 0) return server_stats(conn, srv);
        return reply_error(conn, 405, "bad_argument", "use GET on /api/stats");
    }
    return reply_error(conn, 404, "not_found", "no such resource (docs/server.md lists them)");
}

void http_register(struct mg_context *ctx, server *srv) {
    mg_set_request_handler(ctx, "/api", api, srv);
}
