/* ws.c — a table's WebSocket, /ws?game={id}&token={token}[&board=once][&updates=delta]
 * (docs/server.md): a connection is one seat (by its token) or a spectator; it gets that seat's
 * update on connect and after every change (with board=once, updates after the first leave out
 * the board, which never changes; with updates=delta, they carry only the view's keys that
 * changed), and may ask for the state, the legal actions, apply an action or resign. Limits:
 * messages over 64 KiB (too_large, then the socket is closed), more than 50 messages a second
 * (rate_limited; `--rate`); every refused message changes nothing.
 */
#include <civetweb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/io_internal.h"
#include "server.h"

/* A text frame's header (RFC 6455 §5.2, unmasked: server to client) into h; its length. */
static size_t frame_header(unsigned char h[10], size_t len) {
    h[0] = 0x80 | MG_WEBSOCKET_OPCODE_TEXT;
    if (len < 126) {
        h[1] = (unsigned char)len;
        return 2;
    }
    if (len <= 0xFFFF) {
        h[1] = 126, h[2] = (unsigned char)(len >> 8), h[3] = (unsigned char)len;
        return 4;
    }
    h[1] = 127;
    for (int i = 0; i < 8; i++) h[2 + i] = (unsigned char)((uint64_t)len >> (56 - 8 * i));
    return 10;
}

/* Small messages go out as one write of header and text (civetweb's mg_websocket_write makes
 * two, so two TCP segments a message); large ones through civetweb. */
int ws_send(struct mg_connection *conn, const char *text, size_t len) {
    unsigned char frame[4096];
    size_t head = frame_header(frame, len);
    if (head + len > sizeof frame)
        return mg_websocket_write(conn, MG_WEBSOCKET_OPCODE_TEXT, text, len);
    memcpy(frame + head, text, len);
    mg_lock_connection(conn);
    int n = mg_write(conn, frame, head + len);
    mg_unlock_connection(conn);
    return n;
}

static void ws_close(struct mg_connection *conn) {
    static const char normal[2] = {0x03, (char)0xE8}; /* 1000: normal closure */
    mg_websocket_write(conn, MG_WEBSOCKET_OPCODE_CONNECTION_CLOSE, normal, sizeof normal);
}

char *error_text(const char *code, const char *message, const json_t *cmd, const json_t *id) {
    json_t *o = json_object(), *e = json_object();
    io_set(o, "ok", json_false());
    if (cmd) io_set(o, "cmd", json_deep_copy(cmd));
    if (id) io_set(o, "id", json_deep_copy(id));
    io_set(e, "code", json_string(code));
    io_set(e, "message", io_string_lossy(message));
    io_set(o, "error", e);
    char *text = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    return text;
}

static void send_error(client *c, const char *code, const char *message, const json_t *req) {
    const json_t *cmd = req ? json_object_get(req, "cmd") : NULL;
    const json_t *id = req ? json_object_get(req, "id") : NULL;
    char *text = error_text(code, message, json_is_string(cmd) ? cmd : NULL, id);
    if (text) ws_send(c->conn, text, strlen(text));
    free(text);
}

static void send_json(client *c, json_t *o, const json_t *req) {
    const json_t *id = json_object_get(req, "id");
    if (id) io_set(o, "id", json_deep_copy(id));
    char *text = io_json_text(o);
    if (text) ws_send(c->conn, text, strlen(text));
    free(text);
    json_decref(o);
}

static json_t *ok_json(const char *cmd) {
    json_t *o = json_object();
    io_set(o, "ok", json_true());
    io_set(o, "cmd", json_string(cmd));
    return o;
}

/* ---- commands (room lock held) ---- */

static void cmd_state(client *c, const json_t *req) {
    json_t *o = ok_json("state");
    room_describe(c->room, c->seat, o);
    io_set(o, "state", room_view_json(c->room, c->seat));
    send_json(c, o, req);
}

static void cmd_legal(client *c, const json_t *req) {
    json_t *o = ok_json("legal");
    io_set(o, "actions", room_legal_json(c->room, c->seat));
    send_json(c, o, req);
}

/* Whether this connection may act for its seat now; else sends the error. */
static int may_act(client *c, const json_t *req) {
    room *r = c->room;
    char msg[160];
    if (c->seat < 0) {
        send_error(c, "not_your_seat", "spectators cannot act; join a seat to play", req);
        return 0;
    }
    if (room_seat_of_token(r, c->token) != c->seat) {
        snprintf(msg, sizeof msg, "seat %d was resigned: this connection only watches", c->seat);
        send_error(c, "not_your_seat", msg, req);
        return 0;
    }
    if (r->status == ROOM_WAITING) {
        send_error(c, "not_your_turn",
                   seat_decks_awaited(r->seats, r->num_seats)
                       ? "the game waits for the players' decks (POST /api/games/{id}/deck)"
                       : "the game waits for players to take the free seats",
                   req);
        return 0;
    }
    if (r->status == ROOM_FINISHED) {
        send_error(c, "illegal_action", "the game is over", req);
        return 0;
    }
    return 1;
}

static void cmd_apply(client *c, const json_t *req) {
    room *r = c->room;
    const char *text = json_string_value(json_object_get(req, "action"));
    ctn_error err = {CTN_OK, ""};
    ctn_action a = 0;
    room_retry(r); /* after a store failure: what the game waits for, first */
    if (!may_act(c, req)) return;
    if (r->store_failed && (ctn_game_actors(r->game, r->state) & CTN_CHANCE_BIT)) {
        send_error(c, "io_error",
                   "the game store is failing: the chance due (e.g. the dice) is not stored yet, "
                   "so the game waits; try again when the store is back",
                   req);
        return;
    }
    if (!(ctn_game_actors(r->game, r->state) & (1u << c->seat))) {
        char msg[96];
        snprintf(msg, sizeof msg, "seat %d may not act now", c->seat);
        send_error(c, "not_your_seat", msg, req);
        return;
    }
    if (!text) {
        send_error(c, "bad_argument", "action: expected the action's text, e.g. \"roll\"", req);
        return;
    }
    ctn_status st = ctn_action_from_text(r->game, r->state, c->seat, text, &a, &err);
    if (st == CTN_OK) st = room_apply(r, c->seat, a, &err);
    if (st != CTN_OK) {
        send_error(c, ctn_status_name(st), err.message, req);
        return;
    }
    json_t *o = ok_json("apply");
    json_t *last = r->applied[c->seat] ? json_array_get(r->applied[c->seat], 0) : NULL;
    io_set(o, "applied", last ? json_incref(last) : json_null());
    send_json(c, o, req);
    room_settle(r);
}

static void cmd_resign(client *c, const json_t *req) {
    ctn_error err;
    room_retry(c->room);
    if (!may_act(c, req)) return;
    if (room_resign(c->room, c->seat, &err) != CTN_OK) {
        send_error(c, ctn_status_name(err.status), err.message, req);
        return;
    }
    send_json(c, ok_json("resign"), req);
    room_settle(c->room);
}

typedef struct {
    const char *name;
    void (*run)(client *c, const json_t *req);
    const char *const *keys;
} ws_command;

static const char *const K_NONE[] = {"cmd", "id", NULL};
static const char *const K_APPLY[] = {"cmd", "id", "action", NULL};

static const ws_command COMMANDS[] = {
    {"state", cmd_state, K_NONE},
    {"legal", cmd_legal, K_NONE},
    {"apply", cmd_apply, K_APPLY},
    {"resign", cmd_resign, K_NONE},
};

static void handle(client *c, const char *data, size_t len) {
    json_t *req = NULL;
    ctn_error err = {CTN_OK, ""};
    io_reader rd = {CTN_E_ARGUMENT, &err};
    ctn_status st = io_json_parse(data, len, &req, &err);
    const char *name = NULL;
    if (st == CTN_OK && !json_is_object(req))
        st = ctn_error_set(&err, CTN_E_ARGUMENT, "a request is a JSON object with \"cmd\"");
    if (st == CTN_OK) st = io_get_string(&rd, req, "", "cmd", &name);
    const ws_command *cmd = NULL;
    for (size_t i = 0; st == CTN_OK && i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
        if (strcmp(COMMANDS[i].name, name) == 0) cmd = &COMMANDS[i];
    if (st == CTN_OK && !cmd)
        st = ctn_error_set(&err, CTN_E_UNKNOWN_COMMAND,
                           "unknown command '%.40s': state, legal, apply or resign", name);
    if (st == CTN_OK) st = io_check_keys(&rd, req, "the request", cmd->keys);
    if (st != CTN_OK) {
        send_error(c, ctn_status_name(st), err.message, json_is_object(req) ? req : NULL);
    } else {
        pthread_mutex_lock(&c->room->lock);
        cmd->run(c, req);
        pthread_mutex_unlock(&c->room->lock);
    }
    json_decref(req);
}

/* The token bucket: srv->rate messages a second, bursts up to as many. */
static int within_rate(client *c) {
    double now = mono_now(), rate = c->room->srv->rate;
    c->allowance += (now - c->last) * rate;
    c->last = now;
    if (c->allowance > rate) c->allowance = rate;
    if (c->allowance < 1.0) return 0;
    c->allowance -= 1.0;
    return 1;
}

/* ---- civetweb's callbacks ---- */

static int on_connect(const struct mg_connection *conn, void *cbdata) {
    (void)cbdata;
    const struct mg_request_info *ri = mg_get_request_info(conn);
    server *srv = mg_get_user_data(mg_get_context(conn));
    client *c = calloc(1, sizeof *c);
    if (!c) return 1; /* refuse */
    c->seat = -1;
    c->allowance = srv->rate;
    c->last = mono_now();
    const char *q = ri->query_string ? ri->query_string : "";
    char id[SRV_ID_LEN + 2] = "";
    if (mg_get_var(q, strlen(q), "game", id, sizeof id) < 0) id[0] = 0;
    int tok = mg_get_var(q, strlen(q), "token", c->token, sizeof c->token);
    if (tok < 0) c->token[0] = 0;
    char board[8] = "";
    int has_board = mg_get_var(q, strlen(q), "board", board, sizeof board);
    c->board_once = has_board >= 0 && strcmp(board, "once") == 0;
    char updates[8] = "";
    int has_updates = mg_get_var(q, strlen(q), "updates", updates, sizeof updates);
    c->delta = has_updates >= 0 && strcmp(updates, "delta") == 0;
    c->room = server_get(srv, id);
    if (has_board != -1 && !c->board_once && strcmp(board, "full") != 0) {
        c->refuse_code = "bad_argument";
        snprintf(c->refuse_message, sizeof c->refuse_message,
                 "board: \"once\" (updates after the first without the board) or \"full\"");
    } else if (has_updates != -1 && !c->delta && strcmp(updates, "whole") != 0) {
        c->refuse_code = "bad_argument";
        snprintf(c->refuse_message, sizeof c->refuse_message,
                 "updates: \"delta\" (updates after the first carry only what changed) or "
                 "\"whole\"");
    } else if (tok == -2) { /* longer than any token: not a spectator, a bad token */
        c->refuse_code = "bad_token";
        snprintf(c->refuse_message, sizeof c->refuse_message, "a token is %d hex digits",
                 SRV_TOKEN_LEN);
    } else if (!c->room) {
        c->refuse_code = "no_such_game";
        snprintf(c->refuse_message, sizeof c->refuse_message, "no game '%.20s'", id);
    }
    mg_set_user_connection_data(conn, c);
    return 0;
}

/* Resolves the token into a seat; refuses a bad one. Lock held. */
static void take_seat(client *c) {
    if (!c->token[0]) return;
    c->seat = room_seat_of_token(c->room, c->token);
    if (c->seat < 0) {
        c->refuse_code = "bad_token";
        snprintf(c->refuse_message, sizeof c->refuse_message,
                 "this token holds no seat of game %s", c->room->id);
    }
}

static void on_ready(struct mg_connection *conn, void *cbdata) {
    (void)cbdata;
    client *c = mg_get_user_connection_data(conn);
    if (!c) return;
    c->conn = conn;
    if (c->room) {
        room *r = c->room;
        pthread_mutex_lock(&r->lock);
        take_seat(c);
        if (!c->refuse_code) {
            c->next = r->clients;
            r->clients = c;
            if (c->seat >= 0) r->seats[c->seat].connected++;
            room_settle(r); /* everyone's update: this one's first, the others' seats */
        }
        pthread_mutex_unlock(&r->lock);
    }
    if (c->refuse_code) {
        send_error(c, c->refuse_code, c->refuse_message, NULL);
        ws_close(conn);
    }
}

static int on_data(struct mg_connection *conn, int bits, char *data, size_t len, void *cbdata) {
    (void)cbdata;
    client *c = mg_get_user_connection_data(conn);
    int op = bits & 0xf;
    if (!c || c->refuse_code || op == MG_WEBSOCKET_OPCODE_CONNECTION_CLOSE) return 0;
    if (op == MG_WEBSOCKET_OPCODE_PING || op == MG_WEBSOCKET_OPCODE_PONG) return 1;
    if (len > SRV_MESSAGE_MAX) {
        char msg[96];
        snprintf(msg, sizeof msg, "a message of %zu bytes: the limit is %d", len, SRV_MESSAGE_MAX);
        send_error(c, "too_large", msg, NULL);
        ws_close(conn);
        return 0;
    }
    if (!within_rate(c)) {
        json_t *req = json_loadb(data, len, 0, NULL); /* only to echo its id */
        char msg[96];
        snprintf(msg, sizeof msg, "more than %d messages a second: this one was dropped",
                 c->room->srv->rate);
        send_error(c, "rate_limited", msg, json_is_object(req) ? req : NULL);
        json_decref(req);
        return 1;
    }
    if (op != MG_WEBSOCKET_OPCODE_TEXT || !(bits & 0x80)) {
        send_error(c, "parse_error", "send each request as one unfragmented text message", NULL);
        return 1;
    }
    handle(c, data, len);
    return 1;
}

static void on_close(const struct mg_connection *conn, void *cbdata) {
    (void)cbdata;
    client *c = mg_get_user_connection_data(conn);
    if (!c) return;
    room *r = c->room;
    if (r && !c->refuse_code) {
        pthread_mutex_lock(&r->lock);
        for (client **p = &r->clients; *p; p = &(*p)->next)
            if (*p == c) {
                *p = c->next;
                break;
            }
        if (c->seat >= 0) r->seats[c->seat].connected--;
        room_settle(r); /* the others see the seat disconnected */
        pthread_mutex_unlock(&r->lock);
    }
    if (r) server_put(r->srv, r); /* held since on_connect */
    mg_set_user_connection_data(conn, NULL);
    free(c->sent);
    free(c);
}

void ws_register(struct mg_context *ctx, server *srv) {
    (void)srv;
    mg_set_websocket_handler(ctx, "/ws", on_connect, on_ready, on_data, on_close, NULL);
}
