/* session_play.c — the protocol commands that look at or advance the current state: legal
 * (every actor's actions, chance outcomes with weights, offers on request), apply, step
 * (a sampled chance outcome) and state (the whole state for a view).
 */
#include <string.h>

#include "session_internal.h"

static const ctn_state *current(const ctn_session *s) {
    return io_history_top(&s->history);
}

/* Reads an optional "player" field: a seat or "chance"; *present says whether it was given. */
static ctn_status read_player(const ctn_session *s, const json_t *req, int *player, int *present,
                              ctn_error *err) {
    io_reader rd = {CTN_E_ARGUMENT, err};
    json_t *v = json_object_get(req, "player");
    *present = v != NULL;
    if (!v) return CTN_OK;
    return io_player_from_json(&rd, v, "player", s->game->num_players, player);
}

static ctn_status not_to_act(int player, ctn_error *err) {
    if (player == CTN_CHANCE)
        return ctn_error_set(err, CTN_E_NOT_YOUR_TURN, "no chance event is due now");
    return ctn_error_set(err, CTN_E_NOT_YOUR_TURN, "player %d is not to act now", player);
}

/* ---- legal ---- */

static json_t *chance_entries(ctn_session *s, json_t *actions) {
    const ctn_state *st = current(s);
    int n = ctn_game_chance(s->game, st, s->list, s->weights);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        json_t *a = io_action_json(s->game, st, CTN_CHANCE, s->list[i]);
        io_set(a, "weight", json_integer(s->weights[i]));
        io_push(actions, a);
        total += s->weights[i];
    }
    json_t *actor = json_object();
    io_set(actor, "player", json_string("chance"));
    io_set(actor, "count", json_integer(n));
    io_set(actor, "total_weight", json_integer((json_int_t)total));
    return actor;
}

static void push_actions(ctn_session *s, int p, int n, json_t *actions) {
    for (int i = 0; i < n; i++)
        io_push(actions, io_action_json(s->game, current(s), p, s->list[i]));
}

/* Lists a player's actions (offers only when asked) and says whether offers are possible. */
static json_t *player_entries(ctn_session *s, int p, int with_offers, json_t *actions) {
    const ctn_state *st = current(s);
    int all = ctn_game_legal(s->game, st, p, CTN_LEGAL_ALL, s->list);
    if (with_offers) push_actions(s, p, all, actions);
    int some = ctn_game_legal(s->game, st, p, CTN_LEGAL_NO_OFFERS, s->list);
    if (!with_offers) push_actions(s, p, some, actions);
    json_t *actor = json_object();
    io_set(actor, "player", json_integer(p));
    io_set(actor, "count", json_integer(with_offers ? all : some));
    io_set(actor, "offers", json_boolean(all > some));
    return actor;
}

ctn_status io_cmd_legal(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    io_reader rd = {CTN_E_ARGUMENT, err};
    int only = 0, filtered = 0, with_offers = 0;
    ctn_status st = read_player(s, req, &only, &filtered, err);
    if (st == CTN_OK && json_object_get(req, "offers"))
        st = io_get_bool(&rd, req, "", "offers", &with_offers);
    if (st != CTN_OK) return st;
    ctn_actors actors = ctn_game_actors(s->game, current(s));
    if (filtered && !(actors & (1u << only))) return not_to_act(only, err);
    json_t *list = json_array(), *who = json_array();
    for (int p = 0; p < s->game->num_players; p++)
        if ((actors & (1u << p)) && (!filtered || only == p))
            io_push(who, player_entries(s, p, with_offers, list));
    if ((actors & CTN_CHANCE_BIT) && (!filtered || only == CTN_CHANCE))
        io_push(who, chance_entries(s, list));
    io_set(resp, "actors", who);
    io_set(resp, "offers_included", json_boolean(with_offers));
    io_set(resp, "actions", list);
    io_set(resp, "terminal", json_boolean(ctn_game_is_terminal(s->game, current(s))));
    return CTN_OK;
}

/* ---- apply and step ---- */

ctn_status io_session_apply(ctn_session *s, int player, ctn_action action, json_t *resp,
                            ctn_error *err) {
    const ctn_state *cur = current(s);
    memcpy(s->scratch, cur, s->history.size);
    ctn_status st = ctn_game_apply_checked(s->game, s->scratch, player, action, err);
    if (st != CTN_OK) return st;
    char text[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(s->game, cur, action, text, sizeof text);
    json_t *applied = io_action_json(s->game, cur, player, action);
    size_t before = ctn_replay_length(s->replay);
    st = ctn_replay_append(s->replay, player, text, err);
    if (st == CTN_OK && !io_history_reserve(&s->history)) { /* cur is invalid from here on */
        ctn_replay_truncate(s->replay, before);
        st = ctn_error_set(err, CTN_E_LIMIT, "out of memory keeping the history");
    }
    if (st != CTN_OK) {
        json_decref(applied);
        return st;
    }
    io_history_push(&s->history, s->scratch);
    io_set(resp, "applied", applied);
    io_session_describe(s, resp);
    return CTN_OK;
}

/* The acting player when the request names none: the only one to act, chance included. */
static ctn_status sole_actor(const ctn_session *s, int *player, ctn_error *err) {
    ctn_actors actors = ctn_game_actors(s->game, current(s));
    if (!actors) return ctn_error_set(err, CTN_E_ILLEGAL, "the game is over");
    if (actors & (actors - 1))
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "several players are to act; say which with \"player\"");
    *player = (int)__builtin_ctz(actors);
    return CTN_OK;
}

static ctn_status read_action(const ctn_session *s, const json_t *req, int player, ctn_action *out,
                              ctn_error *err) {
    json_t *v = json_object_get(req, "action");
    if (!v) return ctn_error_set(err, CTN_E_ARGUMENT, "missing field action");
    if (json_is_string(v))
        return ctn_action_from_text(s->game, current(s), player, json_string_value(v), out, err);
    if (json_is_integer(v) && json_integer_value(v) >= 0 && json_integer_value(v) <= UINT32_MAX) {
        *out = (ctn_action)json_integer_value(v);
        return CTN_OK;
    }
    return ctn_error_set(err, CTN_E_ARGUMENT,
                         "action: expected the action's text or its number from legal");
}

ctn_status io_cmd_apply(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    int player = 0, given = 0;
    ctn_action action = 0;
    ctn_status st = read_player(s, req, &player, &given, err);
    if (st == CTN_OK && !given) st = sole_actor(s, &player, err);
    if (st == CTN_OK && !ctn_game_actors(s->game, current(s)))
        st = ctn_error_set(err, CTN_E_ILLEGAL, "the game is over");
    if (st == CTN_OK && !(ctn_game_actors(s->game, current(s)) & (1u << player)))
        st = not_to_act(player, err);
    if (st == CTN_OK) st = read_action(s, req, player, &action, err);
    if (st == CTN_OK) st = io_session_apply(s, player, action, resp, err);
    return st;
}

ctn_status io_cmd_step(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    (void)req;
    if (!(ctn_game_actors(s->game, current(s)) & CTN_CHANCE_BIT))
        return not_to_act(CTN_CHANCE, err);
    ctn_action a = ctn_game_sample_own_chance(s->game, current(s));
    return io_session_apply(s, CTN_CHANCE, a, resp, err);
}

/* ---- state ---- */

static ctn_status read_view(const ctn_session *s, const json_t *req, int *viewer, ctn_error *err) {
    json_t *v = json_object_get(req, "view");
    const char *name = json_is_string(v) ? json_string_value(v) : NULL;
    *viewer = CTN_VIEW_ALL;
    if (!v || (name && strcmp(name, "all") == 0)) return CTN_OK;
    if (name && strcmp(name, "public") == 0) {
        *viewer = CTN_VIEW_PUBLIC;
        return CTN_OK;
    }
    if (json_is_integer(v) && json_integer_value(v) >= 0 &&
        json_integer_value(v) < s->game->num_players) {
        *viewer = (int)json_integer_value(v);
        return CTN_OK;
    }
    return ctn_error_set(err, CTN_E_ARGUMENT, "view: expected \"all\", \"public\" or a seat 0..%d",
                         s->game->num_players - 1);
}

ctn_status io_cmd_state(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    int viewer = CTN_VIEW_ALL;
    json_t *j = NULL;
    ctn_status st = read_view(s, req, &viewer, err);
    if (st != CTN_OK) return st;
    ctn_game_observe(s->game, current(s), viewer, s->scratch); /* only views are written */
    st = io_state_to_json(s->game, s->scratch, &j, err);
    if (st != CTN_OK) return st;
    io_set(resp, "state", j);
    if (viewer == CTN_VIEW_ALL) io_set(resp, "hash", io_hex64(ctn_state_hash(s->game, current(s))));
    return CTN_OK;
}
