/* bot.c — the bot registry and the driver call that hands a bot its legal actions and view. */
#include "bot_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const ctn_bot_type ctn_random_bot;
extern const ctn_bot_type ctn_heuristic_bot;
extern const ctn_bot_type ctn_mcts_bot;

static const ctn_bot_type *const BOT_TYPES[] = {&ctn_random_bot, &ctn_heuristic_bot, &ctn_mcts_bot};
enum { NUM_BOT_TYPES = sizeof BOT_TYPES / sizeof BOT_TYPES[0] };


int ctn_bot_type_count(void) {
    return NUM_BOT_TYPES;
}
const ctn_bot_type *ctn_bot_type_at(int i) {
    return (i >= 0 && i < NUM_BOT_TYPES) ? BOT_TYPES[i] : NULL;
}

const ctn_bot_type *ctn_bot_type_find(const char *name) {
    for (int i = 0; i < NUM_BOT_TYPES; i++)
        if (strcmp(BOT_TYPES[i]->name, name) == 0) return BOT_TYPES[i];
    return NULL;
}

/* The error for a bot name not in the table, listing the known ones. */
static ctn_status unknown_bot(const char *name, ctn_error *err) {
    char known[128] = "";
    for (int i = 0; i < NUM_BOT_TYPES; i++) {
        size_t len = strlen(known);
        snprintf(known + len, sizeof known - len, "%s%s", i ? ", " : "", BOT_TYPES[i]->name);
    }
    return ctn_error_set(err, CTN_E_ARGUMENT, "unknown bot '%s' (known: %s)", name, known);
}

/* Splits "name:params": the type, and *params the text after the colon ("" when none). */
static ctn_status spec_type(const char *spec, const ctn_bot_type **type, const char **params,
                            ctn_error *err) {
    char name[64];
    const char *colon = strchr(spec, ':');
    size_t len = colon ? (size_t)(colon - spec) : strlen(spec);
    if (len == 0 || len >= sizeof name)
        return ctn_error_set(err, CTN_E_ARGUMENT, "bad bot name in '%s'", spec);
    memcpy(name, spec, len);
    name[len] = 0;
    *type = ctn_bot_type_find(name);
    if (!*type) return unknown_bot(name, err);
    *params = colon ? colon + 1 : "";
    return CTN_OK;
}

ctn_status ctn_bot_new(const ctn_game *game, const char *spec, int seat, uint64_t seed,
                       ctn_bot **out, ctn_error *err) {
    *out = NULL;
    const ctn_bot_type *type = NULL;
    const char *params = "";
    ctn_status st = spec_type(spec, &type, &params, err);
    if (st != CTN_OK) return st;
    ctn_bot *bot = calloc(1, sizeof *bot);
    if (!bot) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    bot->type = type;
    st = type->create(game, seat, params, seed, &bot->data, err);
    if (st != CTN_OK) {
        free(bot);
        return st;
    }
    *out = bot;
    return CTN_OK;
}

ctn_status ctn_bot_spec_budget(const char *spec, ctn_bot_budget *out, ctn_error *err) {
    *out = (ctn_bot_budget){0, 0, 0};
    const ctn_bot_type *type = NULL;
    const char *params = "";
    ctn_status st = spec_type(spec, &type, &params, err);
    if (st == CTN_OK && type->budget) st = type->budget(params, out, err);
    return st;
}

ctn_status ctn_bot_spec_check(const char *spec, const ctn_bot_budget *limit, ctn_error *err) {
    ctn_bot_budget b;
    ctn_status st = ctn_bot_spec_budget(spec, &b, err);
    if (st != CTN_OK) return st;
    if (b.ms > 0 && limit->ms == 0)
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "bot '%s' thinks on the clock (ms=%ld); here a bot's budget must be "
                             "iterations (iters=N)",
                             spec, b.ms);
    if (b.ms > 0 && limit->ms > 0 && b.ms > limit->ms)
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "bot '%s' asks %ld ms a decision; at most ms=%ld here", spec, b.ms,
                             limit->ms);
    if (b.ms == 0 && limit->iters >= 0 && b.iters > limit->iters)
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "bot '%s' asks %ld iterations a decision; at most iters=%ld here",
                             spec, b.iters, limit->iters);
    if (limit->depth >= 0 && b.depth > limit->depth)
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "bot '%s' plays %ld decisions a playout; at most depth=%ld here", spec,
                             b.depth, limit->depth);
    return CTN_OK;
}

void ctn_bot_free(ctn_bot *bot) {
    if (!bot) return;
    if (bot->type->destroy) bot->type->destroy(bot->data);
    free(bot);
}

const char *ctn_bot_name(const ctn_bot *bot) {
    return bot->type->name;
}

int ctn_bot_wants_notify(const ctn_bot *bot) {
    return bot->type->notify != NULL;
}

int ctn_bot_root_stats(const ctn_bot *bot, ctn_bot_root_stat *out, int cap) {
    return bot->type->root_stats ? bot->type->root_stats(bot->data, out, cap) : -1;
}

void ctn_bot_notify(ctn_bot *bot, const ctn_game *game, const ctn_state *before, int seat,
                    int actor, ctn_action action) {
    if (!bot->type->notify) return;
    ctn_action seen = game->rules->mask_action(game, before, actor, action, seat);
    bot->type->notify(bot->data, game, seat, actor, seen);
}

int ctn_bot_choose(ctn_bot *bot, const ctn_game *game, const ctn_state *state, int player,
                   unsigned legal_flags, ctn_state *scratch, ctn_action *list, ctn_action *out) {
    int n = ctn_game_legal(game, state, player, legal_flags, list);
    if (n <= 0) return -1;
    if (n == 1 && !bot->type->makes_offers) { /* a forced move needs no decision */
        *out = list[0];
        return 0;
    }
    const ctn_state *view = NULL;
    if (bot->type->needs_view) {
        ctn_game_observe(game, state, player, scratch);
        view = scratch;
    }
    if (bot->type->pick) { /* an index into the list: nothing to search */
        int i = bot->type->pick(bot->data, game, view, player, list, n);
        if ((unsigned)i < (unsigned)n) {
            *out = list[i];
            return 0;
        }
        *out = list[0];
        return 1; /* a bot bug: reported, and the game goes on */
    }
    *out = bot->type->choose(bot->data, game, view, player, list, n);
    /* a bot may build an action it was not offered (a domestic offer): the engine must allow it */
    for (int i = 0; i < n; i++)
        if (list[i] == *out) return 0;
    if (ctn_game_is_legal(game, state, player, *out)) return 0;
    *out = list[0];
    return 1; /* a bot bug: reported, and the game goes on */
}
