/* room_json.c — what a room says about itself: the lobby summary, the seats, a seat's view and
 * legal actions, and the update message pushed to a client (docs/server.md). Only views leave
 * the server: states go through ctn_game_observe for the client's seat (public for spectators;
 * everything once the game is over).
 */
#include <stdlib.h>
#include <string.h>

#include "io/io_internal.h"
#include "server.h"

static json_t *seat_json(const room_seat *s, int p) {
    json_t *o = json_object();
    io_set(o, "seat", json_integer(p));
    io_set(o, "kind", json_string(s->kind == SEAT_BOT ? "bot" : "human"));
    if (s->kind == SEAT_BOT) io_set(o, "bot", json_string(s->bot_spec));
    if (s->name[0]) io_set(o, "name", json_string(s->name));
    if (s->kind == SEAT_HUMAN) {
        io_set(o, "taken", json_boolean(s->taken));
        io_set(o, "connected", json_boolean(s->connected > 0));
    } else if (s->taken) {
        io_set(o, "resigned", json_true());
    }
    if (s->own_deck) { /* whether its player gave his deck; never the deck */
        io_set(o, "deck", json_string("own"));
        io_set(o, "deck_given", json_boolean(s->deck != NULL));
    }
    return o;
}

json_t *room_seats_json(const room *r) {
    json_t *a = json_array();
    for (int p = 0; p < r->num_seats; p++) io_push(a, seat_json(&r->seats[p], p));
    return a;
}

static json_t *winner_json(const room *r) {
    if (r->status != ROOM_FINISHED || !r->game->rules->returns) return json_null();
    int32_t ret[CTN_MAX_PLAYERS] = {0};
    r->game->rules->returns(r->game, r->state, ret);
    for (int p = 0; p < r->num_seats; p++)
        if (ret[p] > 0) return json_integer(p);
    return json_null();
}

json_t *room_summary_json(const room *r) {
    json_t *o = json_object(), *spec = json_object();
    io_spec_to_json(&r->spec, spec); /* the seed stays secret: it decides the dice */
    io_set(o, "id", json_string(r->id));
    io_set(o, "game", json_string(r->spec.rules->name));
    io_set(o, "players", json_integer(r->num_seats));
    io_set(o, "board", json_incref(json_object_get(spec, "board")));
    io_set(o, "options", json_incref(json_object_get(spec, "options")));
    io_set(o, "status", json_string(room_status_name(r->status)));
    io_set(o, "created", json_string(r->created));
    io_set(o, "actions", json_integer((json_int_t)ctn_replay_length(r->replay)));
    io_set(o, "seats", room_seats_json(r));
    io_set(o, "winner", winner_json(r));
    int awaited = seat_decks_awaited(r->seats, r->num_seats);
    if (awaited) io_set(o, "decks_awaited", json_integer(awaited));
    json_decref(spec);
    return o;
}

json_t *room_actors_json(const room *r) {
    json_t *a = json_array();
    ctn_actors actors = ctn_game_actors(r->game, r->state);
    for (int p = 0; p < r->num_seats; p++)
        if (actors & (1u << p)) io_push(a, json_integer(p));
    if (actors & CTN_CHANCE_BIT) io_push(a, json_string("chance"));
    return a;
}

json_t *room_legal_json(room *r, int seat) {
    json_t *a = json_array();
    if (seat < 0 || r->status != ROOM_PLAYING) return a;
    if (!(ctn_game_actors(r->game, r->state) & (1u << seat))) return a;
    int n = ctn_game_legal(r->game, r->state, seat, CTN_LEGAL_NO_OFFERS, r->list);
    for (int i = 0; i < n; i++) {
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action_to_text(r->game, r->state, r->list[i], text, sizeof text);
        json_t *e = json_object();
        io_set(e, "text", json_string(text));
        io_push(a, e);
    }
    return a;
}

/* Who a view is for: the seat, or the public while a deck is awaited (the game is not dealt
 * yet: the default decks only hold the place), or everyone once the game is over. */
static int viewer_of(const room *r, int seat) {
    if (r->status == ROOM_FINISHED) return CTN_VIEW_ALL;
    if (seat < 0 || seat_decks_awaited(r->seats, r->num_seats)) return CTN_VIEW_PUBLIC;
    return seat;
}

json_t *room_view_json(room *r, int seat) {
    int viewer = viewer_of(r, seat);
    ctn_game_observe(r->game, r->state, viewer, r->scratch);
    json_t *j = NULL;
    ctn_error err;
    if (io_state_to_json(r->game, r->scratch, &j, &err) != CTN_OK) return json_null();
    return j;
}

/* The codec of a rule set that splits its states into a shared and an own part, or NULL. */
static const io_state_codec *split_codec(const room *r) {
    const io_state_codec *codec = io_codec_find(r->game->rules, NULL);
    return codec && codec->own_to_json && codec->shared_to_json ? codec : NULL;
}

int room_view_splits(const room *r) {
    return split_codec(r) != NULL;
}

json_t *room_view_own_json(room *r, int seat) {
    int viewer = viewer_of(r, seat);
    ctn_game_observe(r->game, r->state, viewer, r->scratch);
    json_t *j = split_codec(r)->own_to_json(r->game, r->scratch);
    return j ? j : json_null();
}

size_t room_view_shared_text(room *r, char **buf, size_t *cap) {
    const io_state_codec *codec = split_codec(r);
    json_t *shared = codec ? codec->shared_to_json(r->game, r->state) : NULL;
    size_t len = shared ? io_json_text_into(shared, buf, cap) : 0;
    json_decref(shared);
    if (len < 2) return 0; /* "{}": nothing to add */
    (*buf)[len - 1] = 0;   /* {"hexes":[..],..} -> "hexes":[..],.. */
    memmove(*buf, *buf + 1, len - 1);
    return len - 2;
}

static json_t *rules_summary(const room *r) {
    const io_state_codec *codec = io_codec_find(r->game->rules, NULL);
    return codec ? codec->summary(r->game, r->state) : json_null();
}

void room_describe_common(room *r, json_t *mid, json_t *tail) {
    io_set(mid, "status", json_string(room_status_name(r->status)));
    io_set(mid, "actions", json_integer((json_int_t)ctn_replay_length(r->replay)));
    io_set(mid, "actors", room_actors_json(r));
    io_set(mid, "terminal", json_boolean(r->status == ROOM_FINISHED));
    io_set(tail, "summary", rules_summary(r));
    io_set(tail, "seats", room_seats_json(r));
    io_set(tail, "winner", winner_json(r));
}

/* The fields a `state` answer and an update share; small ones first, the view last. */
void room_describe(room *r, int seat, json_t *o) {
    json_t *tail = json_object();
    io_set(o, "game_id", json_string(r->id));
    io_set(o, "seat", seat >= 0 ? json_integer(seat) : json_null());
    room_describe_common(r, o, tail);
    io_set(o, "legal", room_legal_json(r, seat));
    json_object_update(o, tail); /* summary, seats, winner after legal, in this order */
    json_decref(tail);
}
