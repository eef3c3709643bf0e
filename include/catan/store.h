/* store.h — the game store: every game of a server, its set-up, its seats and every action, kept
 * as they happen so that a restarted server resumes each game exactly where it was.
 *
 * Two backends behind one interface: SQLite (a file, created with its tables on first open) and
 * PostgreSQL (a "postgresql://" or "postgres://" URL; several server processes may share one).
 * The store does not interpret the texts it keeps: the set-up is the game spec as JSON
 * (ctn_game_spec_to_json), the metadata any JSON the server writes (seats, names, tokens), the
 * actions their canonical text. Actions are append-only and numbered from 0 within a game: an
 * append at an index already used fails (CTN_E_IO), so two writers can never fork a game.
 *
 * Every function may be called from any thread: calls on one store are serialised inside it.
 * Failures are CTN_E_IO with the database's message (or CTN_E_ARGUMENT for a bad location).
 */
#ifndef CATAN_STORE_H
#define CATAN_STORE_H

#include "catan/status.h"

typedef struct ctn_store ctn_store;

/* Opens the store at `where`: a PostgreSQL URL ("postgresql://user@host:port/db"), or else a file
 * path for SQLite (created, with its tables, when missing). *out is freed with ctn_store_close. */
ctn_status ctn_store_open(const char *where, ctn_store **out, ctn_error *err);
void ctn_store_close(ctn_store *store); /* NULL is fine */

/* The backend's name: "sqlite" or "postgresql". */
const char *ctn_store_backend(const ctn_store *store);

/* One stored game. The strings belong to the store and live only during the callback. */
typedef struct ctn_store_game {
    const char *id;      /* chosen by the caller, unique */
    const char *created; /* the caller's timestamp text */
    const char *status;  /* the caller's status word ("waiting", "playing", "finished") */
    const char *spec;    /* the game set-up, JSON */
    const char *meta;    /* seats and the like, JSON */
} ctn_store_game;

/* Records a new game (fails if the id exists). */
ctn_status ctn_store_game_add(ctn_store *store, const ctn_store_game *game, ctn_error *err);

/* Replaces a game's status and metadata. */
ctn_status ctn_store_game_update(ctn_store *store, const char *id, const char *status,
                                 const char *meta, ctn_error *err);

/* Appends action number `index` (0-based, the next one) of game `id`: player is a seat or
 * CTN_CHANCE, text its canonical text. Durable when this returns CTN_OK. */
ctn_status ctn_store_action_add(ctn_store *store, const char *id, long index, int player,
                                const char *text, ctn_error *err);

/* Calls fn for every game, oldest first; fn returns 0 to go on, non-zero to stop (then
 * ctn_store_games returns CTN_OK). */
typedef int (*ctn_store_game_fn)(void *ctx, const ctn_store_game *game);
ctn_status ctn_store_games(ctn_store *store, ctn_store_game_fn fn, void *ctx, ctn_error *err);

/* Calls fn once for game `id` if it is stored (not at all otherwise). */
ctn_status ctn_store_game_find(ctn_store *store, const char *id, ctn_store_game_fn fn, void *ctx,
                               ctn_error *err);

/* Calls fn for every action of game `id` in order (index 0, 1, ...); same stopping rule. */
typedef int (*ctn_store_action_fn)(void *ctx, long index, int player, const char *text);
ctn_status ctn_store_actions(ctn_store *store, const char *id, ctn_store_action_fn fn, void *ctx,
                             ctn_error *err);

#endif
