/* game.c — the generic game driver: creation, options, checked apply, sampling, hashing.
 *
 * Everything here works for any rule set through its ctn_ruleset table.
 */
#include "catan/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int ctn_option_index(const ctn_ruleset *rules, const char *name) {
    for (int i = 0; i < rules->num_options; i++)
        if (strcmp(rules->options[i].name, name) == 0) return i;
    return -1;
}

static ctn_status option_check_range(const ctn_option_spec *spec, int32_t value, ctn_error *err) {
    int32_t lo = 0, hi = 1;
    if (spec->type == CTN_OPT_INT) {
        lo = spec->min;
        hi = spec->max;
    } else if (spec->type == CTN_OPT_ENUM) {
        hi = -1;
        while (spec->values[hi + 1]) hi++;
    }
    if (value < lo || value > hi)
        return ctn_error_set(err, CTN_E_OPTION, "option '%s' must be between %d and %d, not %d",
                             spec->name, lo, hi, value);
    return CTN_OK;
}

ctn_status ctn_option_parse(const ctn_option_spec *spec, const char *text, int32_t *value,
                            ctn_error *err) {
    if (spec->type == CTN_OPT_BOOL) {
        if (strcmp(text, "true") == 0 || strcmp(text, "1") == 0)
            *value = 1;
        else if (strcmp(text, "false") == 0 || strcmp(text, "0") == 0)
            *value = 0;
        else
            return ctn_error_set(err, CTN_E_OPTION, "option '%s' takes true or false, not '%s'",
                                 spec->name, text);
        return CTN_OK;
    }
    if (spec->type == CTN_OPT_ENUM) {
        for (int i = 0; spec->values[i]; i++)
            if (strcmp(spec->values[i], text) == 0) {
                *value = i;
                return CTN_OK;
            }
        char list[160] = "";
        for (int i = 0; spec->values[i]; i++) {
            strncat(list, i ? ", " : "", sizeof list - strlen(list) - 1);
            strncat(list, spec->values[i], sizeof list - strlen(list) - 1);
        }
        return ctn_error_set(err, CTN_E_OPTION, "option '%s' takes one of %s, not '%s'", spec->name,
                             list, text);
    }
    char *end = NULL;
    long v = strtol(text, &end, 10);
    if (!*text || *end)
        return ctn_error_set(err, CTN_E_OPTION, "option '%s' takes an integer, not '%s'",
                             spec->name, text);
    if (v < spec->min || v > spec->max)
        return ctn_error_set(err, CTN_E_OPTION, "option '%s' must be between %d and %d, not %ld",
                             spec->name, spec->min, spec->max, v);
    *value = (int32_t)v;
    return CTN_OK;
}

ctn_status ctn_game_new(const ctn_ruleset *rules, const ctn_game_config *cfg, ctn_game **out,
                        ctn_error *err) {
    *out = NULL;
    if (cfg->num_players < rules->min_players || cfg->num_players > rules->max_players)
        return ctn_error_set(err, CTN_E_ARGUMENT, "%s is for %d to %d players, not %d", rules->name,
                             rules->min_players, rules->max_players, cfg->num_players);
    if (cfg->board_kind == CTN_BOARD_EXPLICIT && !cfg->board)
        return ctn_error_set(err, CTN_E_BOARD, "an explicit board needs a board description");
    if (cfg->num_options < 0 || cfg->num_options > CTN_MAX_OPTIONS)
        return ctn_error_set(err, CTN_E_OPTION, "too many options");
    ctn_game *g = calloc(1, sizeof *g);
    if (!g) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    g->rules = rules;
    g->num_players = cfg->num_players;
    g->board_kind = cfg->board_kind;
    for (int i = 0; i < rules->num_options; i++)
        g->option_values[i] = rules->options[i].default_value;
    ctn_status st = CTN_OK;
    for (int i = 0; i < cfg->num_options && st == CTN_OK; i++) {
        int idx = ctn_option_index(rules, cfg->options[i].name);
        if (idx < 0)
            st = ctn_error_set(err, CTN_E_OPTION, "unknown option '%s' for %s",
                               cfg->options[i].name, rules->name);
        else if ((st = option_check_range(&rules->options[idx], cfg->options[i].value, err)) ==
                 CTN_OK)
            g->option_values[idx] = cfg->options[i].value;
    }
    if (st == CTN_OK) st = rules->game_setup(g, cfg, err);
    if (st != CTN_OK) {
        ctn_game_free(g);
        return st;
    }
    *out = g;
    return CTN_OK;
}

void ctn_game_free(ctn_game *game) {
    if (!game) return;
    if (game->data && game->rules->game_teardown) game->rules->game_teardown(game);
    free(game);
}

void ctn_game_init_state(const ctn_game *g, ctn_state *s, uint64_t seed) {
    memset(s, 0, g->rules->state_size);
    g->rules->init(g, s, seed);
}

ctn_actors ctn_game_actors(const ctn_game *g, const ctn_state *s) {
    return g->rules->actors(g, s);
}

int ctn_game_legal(const ctn_game *g, const ctn_state *s, int player, unsigned flags,
                   ctn_action *out) {
    return g->rules->legal_actions(g, s, player, flags, out);
}

int ctn_game_chance(const ctn_game *g, const ctn_state *s, ctn_action *out, uint32_t *weights) {
    return g->rules->chance_outcomes(g, s, out, weights);
}

int ctn_game_is_terminal(const ctn_game *g, const ctn_state *s) {
    return g->rules->is_terminal(g, s);
}

void ctn_game_apply(const ctn_game *g, ctn_state *s, int player, ctn_action action) {
    g->rules->apply(g, s, player, action);
#ifdef CATAN_CHECK_INVARIANTS
    char msg[512];
    if (g->rules->check(g, s, msg, sizeof msg) != 0) {
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action_to_text(g, s, action, text, sizeof text);
        fprintf(stderr, "invariant broken after player %d applied '%s': %s\n", player, text, msg);
        abort();
    }
#endif
}

int ctn_game_is_legal(const ctn_game *g, const ctn_state *s, int player, ctn_action action) {
    ctn_action list[CTN_MAX_ACTIONS];
    uint32_t weights[CTN_MAX_CHANCE];
    int n = player == CTN_CHANCE ? g->rules->chance_outcomes(g, s, list, weights)
                                 : g->rules->legal_actions(g, s, player, CTN_LEGAL_ALL, list);
    for (int i = 0; i < n; i++)
        if (list[i] == action) return 1;
    return 0;
}

ctn_status ctn_game_apply_checked(const ctn_game *g, ctn_state *s, int player, ctn_action action,
                                  ctn_error *err) {
    ctn_actors actors = g->rules->actors(g, s);
    if (actors == 0) return ctn_error_set(err, CTN_E_ILLEGAL, "the game is over");
    if (player != CTN_CHANCE && (player < 0 || player >= g->num_players))
        return ctn_error_set(err, CTN_E_ARGUMENT, "no player %d in a %d-player game", player,
                             g->num_players);
    if (!(actors & (1u << player))) {
        if (player == CTN_CHANCE)
            return ctn_error_set(err, CTN_E_NOT_YOUR_TURN, "no chance event is due now");
        return ctn_error_set(err, CTN_E_NOT_YOUR_TURN, "player %d is not to act now", player);
    }
    if (!ctn_game_is_legal(g, s, player, action)) {
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action_to_text(g, s, action, text, sizeof text);
        return ctn_error_set(err, CTN_E_ILLEGAL, "'%s' is not legal for %s now", text,
                             player == CTN_CHANCE ? "chance" : "this player");
    }
    ctn_game_apply(g, s, player, action);
    return CTN_OK;
}

ctn_action ctn_game_sample_chance(const ctn_game *g, const ctn_state *s, ctn_rng *rng) {
    if (g->rules->sample_chance) return g->rules->sample_chance(g, s, rng);
    ctn_action list[CTN_MAX_CHANCE];
    uint32_t weights[CTN_MAX_CHANCE];
    int n = g->rules->chance_outcomes(g, s, list, weights);
    uint32_t total = 0;
    for (int i = 0; i < n; i++) total += weights[i];
    uint32_t pick = ctn_rng_below(rng, total);
    for (int i = 0; i < n; i++) {
        if (pick < weights[i]) return list[i];
        pick -= weights[i];
    }
    return list[n - 1];
}

void ctn_game_determinize(const ctn_game *g, const ctn_state *view, ctn_rng *rng, ctn_state *out) {
    g->rules->determinize(g, view, rng, out);
}

ctn_action ctn_game_sample_own_chance(const ctn_game *g, const ctn_state *s) {
    ctn_rng rng;
    memcpy(&rng, s, sizeof rng); /* every state begins with its generator */
    return ctn_game_sample_chance(g, s, &rng);
}

void ctn_game_observe(const ctn_game *g, const ctn_state *s, int viewer, ctn_state *view) {
    g->rules->observe(g, s, viewer, view);
}

uint64_t ctn_hash_bytes(uint64_t h, const void *data, size_t len) {
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= 0x100000001B3ull;
    }
    return h;
}

uint64_t ctn_state_hash(const ctn_game *g, const ctn_state *s) {
    if (g->rules->hash) return g->rules->hash(g, s);
    return ctn_hash_bytes(CTN_HASH_SEED, s, g->rules->state_size);
}

int ctn_action_to_text(const ctn_game *g, const ctn_state *s, ctn_action action, char *buf,
                       size_t cap) {
    return g->rules->action_to_text(g, s, action, buf, cap);
}

ctn_status ctn_action_from_text(const ctn_game *g, const ctn_state *s, int player, const char *text,
                                ctn_action *out, ctn_error *err) {
    return g->rules->action_from_text(g, s, player, text, out, err);
}
