/* codec.c — the table of per-rule-set state codecs and the generic state and action JSON
 * functions built on it. A rule set gains JSON support by adding its codec to CODECS.
 */
#include <stdlib.h>
#include <string.h>

#include "io_internal.h"

static const io_state_codec *const CODECS[] = {&io_classic_codec, &io_seafarers_codec,
                                               &io_world_codec, &io_struggle_codec,
                                               &io_rivals_codec};
enum { NUM_CODECS = sizeof CODECS / sizeof CODECS[0] };

const io_state_codec *io_codec_find(const ctn_ruleset *rules, ctn_error *err) {
    for (int i = 0; rules && i < NUM_CODECS; i++)
        if (strcmp(CODECS[i]->game, rules->name) == 0) return CODECS[i];
    ctn_error_set(err, CTN_E_UNKNOWN_GAME, "no JSON codec for the rule set '%s'",
                  rules ? rules->name : "(none)");
    return NULL;
}

ctn_status io_state_to_json(const ctn_game *game, const ctn_state *state, json_t **out,
                            ctn_error *err) {
    const io_state_codec *codec = io_codec_find(game->rules, err);
    if (!codec) return CTN_E_UNKNOWN_GAME;
    json_t *j = codec->to_json(game, state);
    if (!j) return ctn_error_set(err, CTN_E_LIMIT, "out of memory writing the state");
    *out = j;
    return CTN_OK;
}

ctn_status io_state_from_json(const ctn_game *game, const json_t *value, ctn_state *out,
                              ctn_error *err) {
    const io_state_codec *codec = io_codec_find(game->rules, err);
    if (!codec) return CTN_E_UNKNOWN_GAME;
    size_t size = ctn_state_size(game);
    ctn_state *scratch = calloc(1, size);
    if (!scratch) return ctn_error_set(err, CTN_E_LIMIT, "out of memory reading the state");
    ctn_status st = codec->from_json(game, value, scratch, err);
    if (st == CTN_OK) memcpy(out, scratch, size);
    free(scratch);
    return st;
}

ctn_status ctn_state_to_json(const ctn_game *game, const ctn_state *state, char **out,
                             ctn_error *err) {
    json_t *j = NULL;
    ctn_status st = io_state_to_json(game, state, &j, err);
    if (st == CTN_OK) st = io_json_dump(j, out, err);
    json_decref(j);
    return st;
}

ctn_status ctn_state_view_to_json(const ctn_game *game, const ctn_state *state, int viewer,
                                  char **out, ctn_error *err) {
    if (viewer != CTN_VIEW_ALL && viewer != CTN_VIEW_PUBLIC &&
        (viewer < 0 || viewer >= game->num_players))
        return ctn_error_set(err, CTN_E_ARGUMENT, "no seat %d in a %d-player game", viewer,
                             game->num_players);
    ctn_state *view = calloc(1, ctn_state_size(game));
    if (!view) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_game_observe(game, state, viewer, view);
    ctn_status st = ctn_state_to_json(game, view, out, err);
    free(view);
    return st;
}

ctn_status ctn_state_from_json(const ctn_game *game, const char *text, size_t len, ctn_state *out,
                               ctn_error *err) {
    json_t *v = NULL;
    ctn_status st = io_json_parse(text, len, &v, err);
    if (st == CTN_OK) st = io_state_from_json(game, v, out, err);
    json_decref(v);
    return st;
}

json_t *io_action_json(const ctn_game *game, const ctn_state *state, int player,
                       ctn_action action) {
    char text[CTN_ACTION_TEXT_MAX];
    ctn_action_to_text(game, state, action, text, sizeof text);
    json_t *o = json_object();
    io_set(o, "player", io_player_json(player));
    io_set(o, "action", json_integer(action));
    io_set(o, "text", json_string(text));
    return o;
}
