/* room.c — one live game on the server: making it, applying an action with the store written in
 * the same step, playing chance as soon as it is due, finishing, and pushing updates to every
 * client after each change. Seats and JSON are in room_seats.c and room_json.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/io_internal.h"
#include "server.h"

static uint64_t bot_seed(uint64_t game_seed, int seat) {
    uint64_t z = game_seed + 0x9E3779B97F4A7C15ull * (uint64_t)(seat + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Makes the bots of the bot seats that have none. */
static ctn_status make_bots(room *r, ctn_error *err) {
    for (int p = 0; p < r->num_seats; p++) {
        room_seat *s = &r->seats[p];
        if (s->kind != SEAT_BOT || s->bot) continue;
        ctn_status st = ctn_bot_new(r->game, s->bot_spec, p, bot_seed(r->spec.seed, p), &s->bot, err);
        if (st != CTN_OK) return st;
    }
    return CTN_OK;
}

ctn_status room_new(server *srv, const char *id, const char *created, const ctn_game_spec *spec,
                    const room_seat *seats, int num_seats, room **out, ctn_error *err) {
    *out = NULL;
    room *r = calloc(1, sizeof *r);
    if (!r) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    pthread_mutex_init(&r->lock, NULL);
    r->srv = srv;
    snprintf(r->id, sizeof r->id, "%s", id);
    snprintf(r->created, sizeof r->created, "%s", created);
    r->spec = *spec;
    r->num_seats = num_seats;
    memcpy(r->seats, seats, sizeof *seats * (size_t)num_seats);
    ctn_status st = ctn_game_spec_create(spec, &r->game, err);
    if (st == CTN_OK) st = ctn_replay_new(spec, &r->replay, err);
    if (st == CTN_OK) {
        size_t size = ctn_state_size(r->game);
        r->state = malloc(size);
        r->scratch = malloc(size);
        r->list = malloc(sizeof *r->list * CTN_MAX_ACTIONS);
        if (!r->state || !r->scratch || !r->list)
            st = ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    }
    if (st == CTN_OK) {
        ctn_game_init_state(r->game, r->state, spec->seed);
        st = make_bots(r, err);
    }
    if (st != CTN_OK) {
        room_free(r);
        return st;
    }
    *out = r;
    return CTN_OK;
}

/* Swaps what a room's game is made of (spec, game, states, replay, bots) with another room's. */
static void swap_game(room *a, room *b) {
    ctn_game_spec spec = a->spec;
    ctn_game *game = a->game;
    ctn_state *state = a->state, *scratch = a->scratch;
    ctn_replay *replay = a->replay;
    a->spec = b->spec, a->game = b->game, a->state = b->state, a->scratch = b->scratch;
    a->replay = b->replay;
    b->spec = spec, b->game = game, b->state = state, b->scratch = scratch, b->replay = replay;
    for (int p = 0; p < a->num_seats; p++) {
        ctn_bot *bot = a->seats[p].bot;
        a->seats[p].bot = b->seats[p].bot;
        b->seats[p].bot = bot;
    }
}

ctn_status room_remake(room *r, const ctn_game_spec *spec, ctn_error *err) {
    room_seat seats[CTN_MAX_PLAYERS];
    memcpy(seats, r->seats, sizeof *seats * (size_t)r->num_seats);
    for (int p = 0; p < r->num_seats; p++) seats[p].bot = NULL, seats[p].deck = NULL;
    room *fresh = NULL;
    ctn_status st = room_new(r->srv, r->id, r->created, spec, seats, r->num_seats, &fresh, err);
    if (st != CTN_OK) return st;
    swap_game(r, fresh);
    room_free(fresh); /* the old game, its bots */
    return CTN_OK;
}

static void pending_clear(room *r) {
    for (size_t i = 0; i < r->npend; i++) free(r->pend[i].before);
    r->npend = 0;
}

static void applied_clear(room *r) {
    for (int v = 0; v <= CTN_MAX_PLAYERS; v++) {
        json_decref(r->applied[v]);
        r->applied[v] = NULL;
    }
}

void room_free(room *r) {
    if (!r) return;
    for (int p = 0; p < r->num_seats; p++) {
        ctn_bot_free(r->seats[p].bot);
        json_decref(r->seats[p].deck);
    }
    pending_clear(r);
    free(r->pend);
    applied_clear(r);
    room_push_free(r);
    ctn_game_free(r->game);
    ctn_replay_free(r->replay);
    free(r->state);
    free(r->scratch);
    free(r->list);
    pthread_mutex_destroy(&r->lock);
    free(r);
}

/* ---- applying ---- */

static int wants_notify(const room *r) {
    for (int p = 0; p < r->num_seats; p++)
        if (r->seats[p].bot && ctn_bot_wants_notify(r->seats[p].bot)) return 1;
    return 0;
}

/* Keeps the action (with the state before it) for the bots' notify. */
static void pending_push(room *r, int player, ctn_action action, const ctn_state *before) {
    if (!wants_notify(r)) return;
    if (r->npend == r->cappend) {
        size_t cap = r->cappend ? r->cappend * 2 : 16;
        pending *p = realloc(r->pend, cap * sizeof *p);
        if (!p) return;
        r->pend = p;
        r->cappend = cap;
    }
    size_t size = ctn_state_size(r->game);
    unsigned char *copy = malloc(size);
    if (!copy) return;
    memcpy(copy, before, size);
    r->pend[r->npend++] = (pending){player, action, copy};
}

/* Adds the action, as each viewer may see it, to the step's log. */
static void log_applied(room *r, int player, ctn_action action, const ctn_state *before) {
    for (int v = 0; v <= r->num_seats; v++) {
        int viewer = v < r->num_seats ? v : CTN_VIEW_PUBLIC;
        ctn_action seen = r->game->rules->mask_action(r->game, before, player, action, viewer);
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action_to_text(r->game, before, seen, text, sizeof text);
        if (!r->applied[v]) r->applied[v] = json_array();
        json_t *e = json_object();
        io_set(e, "player", io_player_json(player));
        io_set(e, "text", json_string(text));
        io_push(r->applied[v], e);
    }
}

ctn_status room_apply(room *r, int player, ctn_action action, ctn_error *err) {
    size_t size = ctn_state_size(r->game);
    size_t index = ctn_replay_length(r->replay);
    if (index >= CTN_IO_ACTIONS_MAX)
        return ctn_error_set(err, CTN_E_LIMIT, "the game has reached %d actions",
                             CTN_IO_ACTIONS_MAX);
    memcpy(r->scratch, r->state, size);
    ctn_status st = ctn_game_apply_checked(r->game, r->scratch, player, action, err);
    if (st != CTN_OK) return st;
    char text[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(r->game, r->state, action, text, sizeof text);
    st = ctn_replay_append(r->replay, player, text, err);
    if (st != CTN_OK) return st;
    /* stored first: nothing is changed, told or acknowledged unless the store has it */
    ctn_error store_err;
    if (ctn_store_action_add(r->srv->store, r->id, (long)index, player, text, &store_err) !=
        CTN_OK) {
        ctn_replay_truncate(r->replay, index);
        r->store_failed = 1;
        return ctn_error_set(err, CTN_E_IO,
                             "the game store could not record action %zu, so it was not "
                             "applied; the game is as it was (%s)",
                             index, store_err.message);
    }
    r->store_failed = 0;
    log_applied(r, player, action, r->state);
    pending_push(r, player, action, r->state);
    memcpy(r->state, r->scratch, size);
    return CTN_OK;
}

/* ---- settling after a change ---- */

static ctn_actors bot_seats(const room *r) {
    ctn_actors m = 0;
    for (int p = 0; p < r->num_seats; p++)
        if (r->seats[p].kind == SEAT_BOT) m |= 1u << p;
    return m;
}

/* Plays chance while it is due; finishes the game at its end. */
static void play_chance(room *r) {
    while (r->status == ROOM_PLAYING) {
        ctn_actors actors = ctn_game_actors(r->game, r->state);
        if (!actors || ctn_game_is_terminal(r->game, r->state)) {
            ctn_error err;
            r->status = ROOM_FINISHED;
            pending_clear(r);
            r->meta_unsaved = room_save_meta(r, &err) != CTN_OK;
            if (r->meta_unsaved) {
                r->store_failed = 1;
                fprintf(stderr, "catan serve: game %s: finished, not yet stored: %s\n", r->id,
                        err.message);
            }
            return;
        }
        if (!(actors & CTN_CHANCE_BIT)) return;
        ctn_error err;
        ctn_action a = ctn_game_sample_own_chance(r->game, r->state);
        if (room_apply(r, CTN_CHANCE, a, &err) != CTN_OK) {
            fprintf(stderr, "catan serve: game %s: chance: %s\n", r->id, err.message);
            return;
        }
    }
}

/* Plays chance, queues bots, and (when `always`, or when something was applied) pushes the
 * updates; a room whose store failed is tried again later (bot_pool_retry). */
static void settle(room *r, int always) {
    play_chance(r);
    if (r->status == ROOM_PLAYING && (ctn_game_actors(r->game, r->state) & bot_seats(r)))
        bot_pool_schedule(r->srv, r);
    if (always || r->applied[r->num_seats]) room_push(r);
    applied_clear(r);
    if (r->store_failed) bot_pool_retry(r->srv, r);
}

void room_settle(room *r) {
    settle(r, 1);
}

void room_retry(room *r) {
    if (!r->store_failed) return;
    ctn_error err;
    r->store_failed = 0;
    if (r->meta_unsaved) {
        r->meta_unsaved = room_save_meta(r, &err) != CTN_OK;
        r->store_failed = r->meta_unsaved;
    }
    settle(r, 0);
}
