/* session_go.c — the protocol's go command (docs/protocol.md): a bot's move for the seat to act
 * in the current state, chosen through the driver bots play games with (ctn_bot_choose), so the
 * bot sees that seat's view only; for bots that search (MCTS) the answer also carries the root's
 * actions with their visits and mean values, like a chess engine's analysis.
 */
#include <stdlib.h>
#include <string.h>

#include "catan/bot.h"
#include "session_internal.h"

/* The seat the bot plays: "player" if given (it must be to act), else the only player to act.
 * Refuses a finished game and a pending chance event. */
static ctn_status go_seat(const ctn_session *s, const json_t *req, int *seat, ctn_error *err) {
    io_reader rd = {CTN_E_ARGUMENT, err};
    ctn_actors actors = ctn_game_actors(s->game, io_history_top(&s->history));
    if (!actors) return ctn_error_set(err, CTN_E_ILLEGAL, "the game is over: no seat is to act");
    if (actors & CTN_CHANCE_BIT)
        return ctn_error_set(err, CTN_E_NOT_YOUR_TURN,
                             "chance is to act: resolve it with step or apply before go");
    if (json_object_get(req, "player")) {
        ctn_status st = io_get_seat(&rd, req, "", "player", s->game->num_players, 0, 0, seat);
        if (st == CTN_OK && !(actors & (1u << *seat)))
            st = ctn_error_set(err, CTN_E_NOT_YOUR_TURN, "player %d is not to act now", *seat);
        return st;
    }
    if (actors & (actors - 1))
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "several players are to act; say which with \"player\"");
    *seat = (int)__builtin_ctz(actors);
    return CTN_OK;
}

/* The root statistics as {"visits": total, "root": [{action, text, visits, value}, ...]}, or
 * null for a bot that does not search. */
static json_t *analysis_json(const ctn_session *s, const ctn_bot *bot, int seat) {
    int count = ctn_bot_root_stats(bot, NULL, 0);
    if (count < 0) return json_null();
    ctn_bot_root_stat *stats = malloc(sizeof *stats * (size_t)(count ? count : 1));
    if (!stats) return NULL;
    count = ctn_bot_root_stats(bot, stats, count);
    json_t *root = json_array(), *out = json_object();
    json_int_t total = 0;
    for (int i = 0; i < count; i++) {
        json_t *a = io_action_json(s->game, io_history_top(&s->history), seat, stats[i].action);
        io_set(a, "visits", json_integer(stats[i].visits));
        io_set(a, "value", json_real(stats[i].value));
        io_push(root, a);
        total += stats[i].visits;
    }
    free(stats);
    io_set(out, "visits", json_integer(total));
    io_set(out, "root", root);
    return out;
}

ctn_status io_cmd_go(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err) {
    io_reader rd = {CTN_E_ARGUMENT, err};
    const char *spec = NULL;
    uint64_t seed = 0;
    int seat = 0;
    ctn_bot *bot = NULL;
    ctn_action pick = 0;
    ctn_status st = io_get_string(&rd, req, "", "bot", &spec);
    if (st == CTN_OK) st = io_read_seed(&rd, req, &seed);
    if (st == CTN_OK) st = ctn_bot_spec_check(spec, &s->bot_limit, err);
    if (st == CTN_OK) st = go_seat(s, req, &seat, err);
    if (st == CTN_OK) st = ctn_bot_new(s->game, spec, seat, seed, &bot, err);
    const ctn_state *cur = io_history_top(&s->history);
    if (st == CTN_OK && ctn_bot_choose(bot, s->game, cur, seat, CTN_LEGAL_NO_OFFERS, s->scratch,
                                       s->list, &pick) < 0)
        st = ctn_error_set(err, CTN_E_ILLEGAL, "player %d has no legal action", seat);
    if (st == CTN_OK) {
        io_set(resp, "player", json_integer(seat));
        io_set(resp, "bot", json_string(spec));
        io_set(resp, "seed", io_seed_json(seed));
        io_set(resp, "action", io_action_json(s->game, cur, seat, pick));
        io_set(resp, "analysis", analysis_json(s, bot, seat));
    }
    ctn_bot_free(bot);
    return st;
}
