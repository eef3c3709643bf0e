/* room_seats.c — the seats of a room: taking a free seat (a random 128-bit token proves it
 * afterwards; token.c), finding a seat by token, handing a resigned seat to a bot, and the
 * seats' metadata as kept in the store ({"seats":[...]}, with the tokens' hashes only) and read
 * back on restart. */
#include <stdio.h>
#include <string.h>

#include "io/io_internal.h"
#include "server.h"

static const char *const STATUS_NAMES[] = {"waiting", "playing", "finished"};

const char *room_status_name(room_status s) {
    return STATUS_NAMES[s];
}

/* ---- metadata ---- */

static json_t *seat_meta(const room_seat *s) {
    json_t *o = json_object();
    io_set(o, "kind", json_string(s->kind == SEAT_BOT ? "bot" : "human"));
    if (s->kind == SEAT_BOT) io_set(o, "bot", json_string(s->bot_spec));
    io_set(o, "name", json_string(s->name));
    io_set(o, "token_hash", json_string(s->token_hash));
    io_set(o, "taken", json_boolean(s->taken));
    seat_deck_meta(s, o);
    return o;
}

char *room_meta_text(const room *r) {
    json_t *meta = json_object(), *seats = json_array();
    for (int p = 0; p < r->num_seats; p++) io_push(seats, seat_meta(&r->seats[p]));
    io_set(meta, "seats", seats);
    char *text = json_dumps(meta, JSON_COMPACT);
    json_decref(meta);
    return text;
}

ctn_status room_save_meta(room *r, ctn_error *err) {
    char *text = room_meta_text(r);
    if (!text) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_status st =
        ctn_store_game_update(r->srv->store, r->id, room_status_name(r->status), text, err);
    free(text);
    return st;
}

/* Copies a string field of at most cap-1 bytes; 0 if absent or too long. */
static int copy_field(const json_t *o, const char *key, char *out, size_t cap) {
    const char *v = json_string_value(json_object_get(o, key));
    if (!v || strlen(v) >= cap) return 0;
    memcpy(out, v, strlen(v) + 1);
    return 1;
}

/* The seat's token hash from its metadata: "token_hash", or the "token" an older server stored
 * (hashed here; *upgraded set). "" for a seat without a token. */
static int read_token_hash(const json_t *o, room_seat *s, int *upgraded) {
    const char *hash = json_string_value(json_object_get(o, "token_hash"));
    const char *token = json_string_value(json_object_get(o, "token"));
    if (hash) return !hash[0] || (token_hash_wellformed(hash) && copy_field(o, "token_hash",
                                                                              s->token_hash,
                                                                              sizeof s->token_hash));
    if (!token) return 0;
    if (token[0]) {
        if (!token_wellformed(token)) return 0;
        token_hash(token, s->token_hash);
    }
    *upgraded = 1;
    return 1;
}

int room_meta_read(const char *text, room_seat *seats, int num_seats, int *upgraded,
                   ctn_error *err) {
    json_t *meta = json_loads(text, 0, NULL);
    json_t *list = json_object_get(meta, "seats");
    int ok = json_is_array(list) && (int)json_array_size(list) == num_seats;
    *upgraded = 0;
    memset(seats, 0, sizeof *seats * (size_t)num_seats);
    for (int p = 0; ok && p < num_seats; p++) {
        json_t *o = json_array_get(list, (size_t)p);
        room_seat *s = &seats[p];
        memset(s, 0, sizeof *s);
        const char *kind = json_string_value(json_object_get(o, "kind"));
        s->kind = kind && strcmp(kind, "bot") == 0 ? SEAT_BOT : SEAT_HUMAN;
        s->taken = json_is_true(json_object_get(o, "taken"));
        ok = copy_field(o, "name", s->name, sizeof s->name) && read_token_hash(o, s, upgraded) &&
             (s->kind == SEAT_HUMAN || copy_field(o, "bot", s->bot_spec, sizeof s->bot_spec)) &&
             seat_deck_meta_read(o, s);
    }
    json_decref(meta);
    if (!ok) seat_decks_free(seats, num_seats); /* nothing kept of malformed seats */
    if (!ok) ctn_error_set(err, CTN_E_STATE, "stored seats are malformed");
    return ok;
}

/* ---- seats ---- */

/* Every seat is compared, whatever matched before, so the time taken says nothing about which
 * seat or how much of a hash matched. */
int room_seat_of_token(const room *r, const char *token) {
    if (!token_wellformed(token)) return -1;
    char hash[SRV_TOKEN_HASH_LEN + 1];
    token_hash(token, hash);
    int seat = -1;
    for (int p = 0; p < r->num_seats; p++) {
        const room_seat *s = &r->seats[p];
        int match = token_hash_equal(s->token_hash, hash) & (s->kind == SEAT_HUMAN) & s->taken;
        seat = match && seat < 0 ? p : seat;
    }
    return seat;
}

static int free_seat(const room *r) {
    for (int p = 0; p < r->num_seats; p++)
        if (r->seats[p].kind == SEAT_HUMAN && !r->seats[p].taken) return p;
    return -1;
}

static ctn_status check_seat(const room *r, int p, int *http_status, ctn_error *err) {
    *http_status = 409;
    if (r->status == ROOM_FINISHED)
        return ctn_error_set(err, CTN_E_ILLEGAL, "the game is over");
    if (p < 0) return ctn_error_set(err, CTN_E_ILLEGAL, "every seat is taken");
    if (p >= r->num_seats) {
        *http_status = 400;
        return ctn_error_set(err, CTN_E_ARGUMENT, "seat %d: the game has seats 0..%d", p,
                             r->num_seats - 1);
    }
    if (r->seats[p].kind == SEAT_BOT)
        return ctn_error_set(err, CTN_E_ILLEGAL, "seat %d is played by a bot", p);
    if (r->seats[p].taken) return ctn_error_set(err, CTN_E_ILLEGAL, "seat %d is taken", p);
    return CTN_OK;
}

ctn_status room_join(room *r, int p, const char *name, char token[SRV_TOKEN_LEN + 1],
                     int *seat_out, int *http_status, ctn_error *err) {
    if (p < 0) p = free_seat(r);
    ctn_status st = check_seat(r, p, http_status, err);
    if (st != CTN_OK) return st;
    room_seat saved = r->seats[p];
    room_seat *s = &r->seats[p];
    *http_status = 500;
    char fresh[SRV_TOKEN_LEN + 1];
    if (!token_new(fresh, s->token_hash))
        return ctn_error_set(err, CTN_E_IO, "no random source for the token");
    snprintf(s->name, sizeof s->name, "%s", name && *name ? name : "");
    s->taken = 1;
    room_status before = r->status;
    if (free_seat(r) < 0 && r->status == ROOM_WAITING && !seat_decks_awaited(r->seats, r->num_seats))
        r->status = ROOM_PLAYING; /* a deck still awaited: the game waits for it */
    ctn_error store_err;
    st = room_save_meta(r, &store_err);
    if (st != CTN_OK) { /* not stored: not taken */
        r->seats[p] = saved;
        r->status = before;
        return ctn_error_set(err, st,
                             "the game store could not record the seat, so seat %d is still "
                             "free (%s)",
                             p, store_err.message);
    }
    memcpy(token, fresh, SRV_TOKEN_LEN + 1);
    *seat_out = p;
    return CTN_OK;
}

/* The bots a resigned seat is handed to, the first that can play the rule set. */
static const char *const RESIGN_BOTS[] = {"heuristic", "mcts:iters=300", "random", NULL};

ctn_status room_resign(room *r, int p, ctn_error *err) {
    room_seat saved = r->seats[p];
    room_seat *s = &r->seats[p];
    s->kind = SEAT_BOT;
    memset(s->token_hash, 0, sizeof s->token_hash);
    ctn_status st = CTN_E_ARGUMENT;
    for (int i = 0; RESIGN_BOTS[i] && st != CTN_OK; i++) {
        snprintf(s->bot_spec, sizeof s->bot_spec, "%s", RESIGN_BOTS[i]);
        st = ctn_bot_new(r->game, s->bot_spec, p, r->spec.seed ^ (0x5eed0000u + (unsigned)p),
                         &s->bot, err);
    }
    ctn_error store_err;
    if (st == CTN_OK && room_save_meta(r, &store_err) != CTN_OK)
        st = ctn_error_set(err, CTN_E_IO,
                           "the game store could not record the resignation, so seat %d is "
                           "still yours (%s)",
                           p, store_err.message);
    if (st != CTN_OK) {
        ctn_bot_free(s->bot);
        *s = saved;
    }
    return st;
}

int room_status_parse(const char *name) {
    for (int i = 0; i < 3; i++)
        if (name && strcmp(name, STATUS_NAMES[i]) == 0) return i;
    return -1;
}
