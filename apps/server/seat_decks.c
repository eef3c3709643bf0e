/* seat_decks.c — a Rivals tournament's decks chosen at sit-down (docs/server.md): the creator
 * leaves a person's seat's deck to its player ("decks":["own",..]), the player gives it once
 * seated (POST /api/games/{id}/deck), checked as a created game's decks are, and the game is made
 * with every deck only when all are given. A given deck is secret: it lives in the seat (and the
 * stored metadata, which no answer shows) until the game is made with it.
 */
#include <stdlib.h>
#include <string.h>

#include "io/io_internal.h"
#include "server.h"

/* The word that leaves a seat's deck to its player. */
static const char OWN[] = "own";

void seat_decks_from_request(json_t *req, int own[CTN_MAX_PLAYERS]) {
    json_t *decks = json_object_get(req, "decks");
    memset(own, 0, sizeof(int) * CTN_MAX_PLAYERS);
    if (!json_is_array(decks)) return;
    for (size_t i = 0; i < json_array_size(decks) && i < CTN_MAX_PLAYERS; i++) {
        const char *v = json_string_value(json_array_get(decks, i));
        if (!v || strcmp(v, OWN) != 0) continue;
        own[i] = 1;
        json_array_set_new(decks, i, json_null()); /* the default deck holds the place */
    }
}

ctn_status seat_decks_mark(const int own[CTN_MAX_PLAYERS], room_seat *seats, int n, ctn_error *err) {
    for (int p = 0; p < n; p++) {
        if (!own[p]) continue;
        if (seats[p].kind == SEAT_BOT)
            return ctn_error_set(err, CTN_E_ARGUMENT,
                                 "decks[%d]: \"own\" leaves a deck to a person, but seat %d is "
                                 "played by a bot (%s): give its deck here",
                                 p, p, seats[p].bot_spec);
        seats[p].own_deck = 1;
    }
    return CTN_OK;
}

int seat_decks_awaited(const room_seat *seats, int n) {
    int k = 0;
    for (int p = 0; p < n; p++) k += seats[p].own_deck && !seats[p].deck;
    return k;
}

/* Reads a "decks" list into a copy of the spec; *spec changes only when every deck is valid. */
static ctn_status spec_with_decks(ctn_game_spec *spec, json_t *list, ctn_error *err) {
    json_t *obj = json_pack("{s:o}", "decks", list);
    ctn_game_spec copy = *spec;
    ctn_status st = obj ? io_spec_decks_from_json(obj, &copy, err)
                        : ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    json_decref(obj);
    if (st == CTN_OK) *spec = copy;
    return st;
}

void seat_decks_free(room_seat *seats, int n) {
    for (int p = 0; p < n; p++) {
        json_decref(seats[p].deck);
        seats[p].deck = NULL;
    }
}

ctn_status seat_decks_apply(ctn_game_spec *spec, const room_seat *seats, int n, ctn_error *err) {
    int own = 0;
    for (int p = 0; p < n; p++) own |= seats[p].own_deck;
    if (!own) return CTN_OK;
    json_t *list = io_spec_decks_json(spec); /* the decks given at creation, as card keys */
    if (!list) return ctn_error_set(err, CTN_E_STATE, "the game has no decks");
    for (int p = 0; p < n; p++)
        if (seats[p].own_deck && seats[p].deck) json_array_set(list, (size_t)p, seats[p].deck);
    return spec_with_decks(spec, list, err);
}

/* Checks one seat's deck (any form a created game takes) and writes it as card keys. */
static ctn_status read_deck(const room *r, int seat, const json_t *deck, json_t **keys,
                            ctn_error *err) {
    json_t *list = json_array();
    for (int p = 0; p < r->num_seats; p++)
        io_push(list, p == seat ? json_incref((json_t *)deck) : json_null());
    ctn_game_spec spec = r->spec;
    ctn_status st = spec_with_decks(&spec, list, err);
    if (st != CTN_OK) return st;
    json_t *all = io_spec_decks_json(&spec);
    *keys = json_incref(json_array_get(all, (size_t)seat));
    json_decref(all);
    return *keys ? CTN_OK : ctn_error_set(err, CTN_E_LIMIT, "out of memory");
}

void seat_deck_meta(const room_seat *s, json_t *o) {
    if (!s->own_deck) return;
    io_set(o, "own_deck", json_true());
    if (s->deck) json_object_set(o, "deck", s->deck);
}

int seat_deck_meta_read(const json_t *o, room_seat *s) {
    json_t *deck = json_object_get(o, "deck");
    s->own_deck = json_is_true(json_object_get(o, "own_deck"));
    if (!deck) return 1;
    if (!s->own_deck || !json_is_object(deck)) return 0;
    s->deck = json_incref(deck);
    return 1;
}

/* Why a seat may not give a deck now, or CTN_OK. */
static ctn_status may_give(const room *r, int seat, int *http_status, const char **code,
                           ctn_error *err) {
    *http_status = 409;
    *code = "no_decks";
    if (!r->spec.has_setup)
        return ctn_error_set(err, CTN_E_ILLEGAL,
                             "this game takes no decks: only a Rivals tournament game whose "
                             "creator left a seat's deck to its player (\"own\") does");
    *code = "deck_given";
    if (!r->seats[seat].own_deck)
        return ctn_error_set(err, CTN_E_ILLEGAL,
                             "seat %d's deck was given when the game was created", seat);
    *code = "game_started";
    if (r->status != ROOM_WAITING || ctn_replay_length(r->replay) > 0)
        return ctn_error_set(err, CTN_E_ILLEGAL,
                             "the game has started: seat %d's deck can no longer change", seat);
    return CTN_OK;
}

static int seats_free(const room *r) {
    int k = 0;
    for (int p = 0; p < r->num_seats; p++)
        k += r->seats[p].kind == SEAT_HUMAN && !r->seats[p].taken;
    return k;
}

/* With the seat's new deck in place: stores it and, once every deck is given, makes the game
 * with them (and starts it when every seat is taken). */
static ctn_status settle_deck(room *r, ctn_error *err) {
    int complete = seat_decks_awaited(r->seats, r->num_seats) == 0;
    ctn_game_spec spec = r->spec;
    ctn_status st = complete ? seat_decks_apply(&spec, r->seats, r->num_seats, err) : CTN_OK;
    if (st != CTN_OK) return st;
    room_status before = r->status;
    if (complete && !seats_free(r)) r->status = ROOM_PLAYING;
    ctn_error store_err;
    if (room_save_meta(r, &store_err) != CTN_OK) {
        r->status = before;
        return ctn_error_set(err, CTN_E_IO,
                             "the game store could not record the deck, so it was not taken (%s)",
                             store_err.message);
    }
    if (complete && (st = room_remake(r, &spec, err)) != CTN_OK) r->status = before;
    return st;
}

ctn_status room_give_deck(room *r, int seat, const json_t *deck, int *http_status,
                          const char **code, json_t **check, ctn_error *err) {
    *check = NULL;
    ctn_status st = may_give(r, seat, http_status, code, err);
    if (st != CTN_OK) return st;
    *http_status = 400;
    *code = "bad_deck";
    if (!json_is_string(deck) && !json_is_object(deck))
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "deck: expected a shipped deck's name, a deck file's text or an "
                             "object of card keys");
    json_t *keys = NULL;
    if ((st = read_deck(r, seat, deck, &keys, err)) != CTN_OK) {
        if (json_is_string(deck) && strchr(json_string_value(deck), '\n'))
            *check = rivals_deck_check_json(json_string_value(deck), json_string_length(deck));
        return st;
    }
    json_t *old = r->seats[seat].deck;
    r->seats[seat].deck = keys;
    *http_status = 500;
    *code = NULL;
    if ((st = settle_deck(r, err)) != CTN_OK) {
        r->seats[seat].deck = old;
        json_decref(keys);
        return st;
    }
    json_decref(old);
    return CTN_OK;
}
