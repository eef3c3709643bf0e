/* session_internal.h — the engine protocol session's layout, its undo history, and the command
 * handlers shared between session.c (dispatch, game management), session_play.c (legal
 * actions, apply, step, state) and session_go.c (a bot's move and analysis). Not a public header.
 */
#ifndef CATAN_SESSION_INTERNAL_H
#define CATAN_SESSION_INTERNAL_H

#include "io_internal.h"

/* A stack of states: the oldest kept first, the current state last. When CTN_IO_HISTORY_MAX
 * states are kept, the older half is dropped; `base` counts the actions before the oldest. */
typedef struct io_history {
    unsigned char *states;
    size_t size; /* bytes per state */
    size_t depth, cap;
    size_t base;
} io_history;

struct ctn_session {
    unsigned flags;
    ctn_game *game;     /* NULL before the first game */
    ctn_replay *replay; /* the set-up and every action since, for save */
    io_history history; /* the current state is the top */
    ctn_state *scratch; /* one state, for trying an action */
    ctn_action *list;   /* CTN_MAX_ACTIONS, for legal actions */
    uint32_t *weights;  /* CTN_MAX_ACTIONS, for chance weights */
    int positioned;     /* the state was set by position: no replay leads to it */
    ctn_bot_budget bot_limit; /* what go's bots may spend (ctn_session_limit_bots) */
};

/* History. push needs a prior successful reserve; pop keeps at least one state. */
int io_history_reserve(io_history *h);
void io_history_push(io_history *h, const ctn_state *state);
const ctn_state *io_history_top(const io_history *h);
void io_history_free(io_history *h);

/* Adds "actors", "terminal", "hash" and the codec's "summary" of the current state. */
void io_session_describe(const ctn_session *s, json_t *resp);

/* Applies an action of `player` to the current state, recording it; on failure nothing changes.
 * Adds "applied" (the action) and the description to resp. */
ctn_status io_session_apply(ctn_session *s, int player, ctn_action action, json_t *resp,
                            ctn_error *err);

/* Command handlers: read req, fill resp, return a status (resp is discarded on failure). */
typedef ctn_status (*io_command_fn)(ctn_session *s, const json_t *req, json_t *resp,
                                    ctn_error *err);
ctn_status io_cmd_legal(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err);
ctn_status io_cmd_apply(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err);
ctn_status io_cmd_step(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err);
ctn_status io_cmd_state(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err);
ctn_status io_cmd_go(ctn_session *s, const json_t *req, json_t *resp, ctn_error *err);

#endif
