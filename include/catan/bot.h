/* bot.h — the bot interface: every bot (random, heuristic, search) is a table of three functions,
 * and sees only its own player's view of the game.
 *
 * The driver (ctn_bot_choose) computes the player's legal actions and, when the bot asks for it,
 * the player's view (ctn_game_observe); a bot never receives the full state. A bot is created for
 * one seat of one game with its own seed, so a run with fixed seeds and iteration budgets repeats
 * exactly.
 */
#ifndef CATAN_BOT_H
#define CATAN_BOT_H

#include "catan/export.h"
#include "catan/game.h"

typedef struct ctn_bot ctn_bot;

/* One action at the root of a search: how often the search tried it and the mean reward it
 * brought the deciding player (0..1, a win is 1; see mcts_bot.c). */
typedef struct ctn_bot_root_stat {
    ctn_action action; /* as the deciding player sees it: one of his legal actions */
    uint32_t visits;
    double value; /* mean reward over the visits (0 when visits is 0) */
} ctn_bot_root_stat;

/* What a bot spends on one decision: a search's iterations, or its time budget in milliseconds
 * (ms > 0: the search runs on the clock and iters does not bound it), and the decisions each
 * iteration's playout may take (depth). A bot that does not search spends none (all 0). As a
 * limit, a negative field means no limit. */
typedef struct ctn_bot_budget {
    long iters, ms, depth;
} ctn_bot_budget;

typedef struct ctn_bot_type {
    const char *name;
    const char *help;
    int needs_view;   /* 0: the legal list suffices (the driver then skips building the view) */
    int makes_offers; /* 1: it may build actions left out of the list (domestic offers), so it is
                       * asked even when the list holds a single action */
    /* Creates the bot's private data for `seat`; params is the text after "name:" or "". */
    ctn_status (*create)(const ctn_game *game, int seat, const char *params, uint64_t seed,
                         void **data, ctn_error *err);
    /* Picks one of the n legal actions of `player` (n >= 1). view is the player's view, or NULL
     * when needs_view is 0. A bot may also return a legal action that is not in the list (the
     * list leaves domestic offers out when the driver asks so): the driver checks it, and an
     * illegal pick is replaced by the first listed action. */
    ctn_action (*choose)(void *data, const ctn_game *game, const ctn_state *view, int player,
                         const ctn_action *legal, int n);
    /* Optional, for bots that only ever pick from the list (random): the index in [0, n) of the
     * pick, with the same meaning and the same draws as choose. When set the driver calls it
     * instead of choose and skips the search of the pick in the list. */
    int (*pick)(void *data, const ctn_game *game, const ctn_state *view, int player,
                const ctn_action *legal, int n);
    void (*destroy)(void *data);
    /* Optional: told of every action applied in the game, as `seat` may see it (masked), so a bot
     * can follow the game between its own decisions (e.g. to reuse a search tree). */
    void (*notify)(void *data, const ctn_game *game, int seat, int actor, ctn_action seen);
    /* Optional, for search bots: the root of the last search (see ctn_bot_root_stats). */
    int (*root_stats)(const void *data, ctn_bot_root_stat *out, int cap);
    /* Optional, for search bots: the budget its parameter text asks for (refusing what create
     * would refuse); absent: the bot spends no budget. */
    ctn_status (*budget)(const char *params, ctn_bot_budget *out, ctn_error *err);
} ctn_bot_type;


/* Bot types by name ("random", ...); NULL if unknown. */
CTN_API const ctn_bot_type *ctn_bot_type_find(const char *name);
CTN_API int ctn_bot_type_count(void);
CTN_API const ctn_bot_type *ctn_bot_type_at(int index);

/* Creates a bot from a spec "name" or "name:key=value,key=value" for one seat. */
CTN_API ctn_status ctn_bot_new(const ctn_game *game, const char *spec, int seat, uint64_t seed,
                               ctn_bot **out, ctn_error *err);
CTN_API void ctn_bot_free(ctn_bot *bot); /* NULL is fine */

/* The budget a spec asks for a decision, without a game (an unknown bot or a bad parameter is an
 * error, as ctn_bot_new would give). */
CTN_API ctn_status ctn_bot_spec_budget(const char *spec, ctn_bot_budget *out, ctn_error *err);

/* Checks a spec against a limit (a negative field: no limit; ms = 0: no time budgets): CTN_OK, or
 * CTN_E_ARGUMENT naming what the spec asks and what the limit allows. A server or a fuzzer hands
 * out bots whose cost it bounds this way. */
CTN_API ctn_status ctn_bot_spec_check(const char *spec, const ctn_bot_budget *limit,
                                      ctn_error *err);
CTN_API const char *ctn_bot_name(const ctn_bot *bot);

/* Tells the bot of an action `actor` applied in `before` (the state before it), masked for the
 * bot's seat. Does nothing for bots without notify. */
CTN_API void ctn_bot_notify(ctn_bot *bot, const ctn_game *game, const ctn_state *before, int seat,
                            int actor, ctn_action action);
CTN_API int ctn_bot_wants_notify(const ctn_bot *bot);

/* Asks the bot for an action of `player` in `state`: builds the legal list (legal_flags, e.g.
 * CTN_LEGAL_NO_OFFERS) and the view when needed, and writes the bot's pick to *out. `scratch`
 * must hold game->rules->state_size bytes; `list` CTN_MAX_ACTIONS actions. A single legal action
 * is returned without asking the bot (unless it makes its own offers). Returns 0, or -1 if nothing
 * is legal, or 1 if the bot picked an illegal action (a bug), which is then replaced by the first
 * legal one. */
CTN_API int ctn_bot_choose(ctn_bot *bot, const ctn_game *game, const ctn_state *state, int player,
                           unsigned legal_flags, ctn_state *scratch, ctn_action *list,
                           ctn_action *out);

/* The root statistics of the bot's last decision: writes up to cap entries (most visited first,
 * ties by action number) and returns how many the root has; 0 when the last decision needed no
 * search (a forced move, the guide's opening or offer) and -1 for bots that do not search. Reads
 * what the search kept anyway: asking costs the search nothing. */
CTN_API int ctn_bot_root_stats(const ctn_bot *bot, ctn_bot_root_stat *out, int cap);

#endif
