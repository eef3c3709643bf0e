/* store_pg.c — the PostgreSQL backend of the game store (libpq): the same two tables as the
 * SQLite backend, created on first connection (under an advisory lock, so several servers may
 * start at once). Each call is one statement in its own transaction; the primary key
 * (game_id, idx) of actions lets only one writer append a given action of a game.
 */
#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store_internal.h"

static const char SCHEMA[] =
    "SELECT pg_advisory_lock(7243130);"
    "CREATE TABLE IF NOT EXISTS games (seq BIGSERIAL UNIQUE, id TEXT PRIMARY KEY,"
    " created TEXT NOT NULL, status TEXT NOT NULL, spec TEXT NOT NULL, meta TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS actions (game_id TEXT NOT NULL REFERENCES games(id),"
    " idx BIGINT NOT NULL, player INTEGER NOT NULL, text TEXT NOT NULL,"
    " PRIMARY KEY (game_id, idx));"
    "SELECT pg_advisory_unlock(7243130);";

/* The first line of libpq's message (they end with a newline). */
static ctn_status fail(PGconn *db, ctn_error *err, const char *what) {
    const char *m = PQerrorMessage(db);
    int len = (int)strcspn(m, "\n");
    return ctn_error_set(err, CTN_E_IO, "postgresql: %s: %.*s", what, len, m);
}

static void pg_close(void *db) {
    if (db) PQfinish(db);
}

static ctn_status pg_open(const char *where, void **db, ctn_error *err) {
    PGconn *c = PQconnectdb(where);
    if (!c) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    if (PQstatus(c) != CONNECTION_OK) {
        ctn_status st = fail(c, err, "cannot connect");
        PQfinish(c);
        return st;
    }
    PQclear(PQexec(c, "SET client_min_messages = warning"));
    PGresult *r = PQexec(c, SCHEMA);
    ctn_status st = PQresultStatus(r) == PGRES_TUPLES_OK || PQresultStatus(r) == PGRES_COMMAND_OK
                        ? CTN_OK
                        : fail(c, err, "creating the tables");
    PQclear(r);
    if (st != CTN_OK) {
        PQfinish(c);
        return st;
    }
    *db = c;
    return CTN_OK;
}

/* Runs a statement with text parameters; expects `want` (PGRES_COMMAND_OK or TUPLES_OK). */
static PGresult *exec(PGconn *c, const char *sql, int n, const char *const *params,
                      ExecStatusType want, const char *what, ctn_error *err) {
    PGresult *r = PQexecParams(c, sql, n, NULL, params, NULL, NULL, 0);
    if (PQresultStatus(r) != want) {
        fail(c, err, what);
        PQclear(r);
        return NULL;
    }
    return r;
}

static ctn_status pg_game_add(void *db, const ctn_store_game *g, ctn_error *err) {
    const char *p[5] = {g->id, g->created, g->status, g->spec, g->meta};
    PGresult *r = exec(db,
                       "INSERT INTO games (id, created, status, spec, meta) "
                       "VALUES ($1,$2,$3,$4,$5)",
                       5, p, PGRES_COMMAND_OK, "adding a game", err);
    PQclear(r);
    return r ? CTN_OK : CTN_E_IO;
}

static ctn_status pg_game_update(void *db, const char *id, const char *status, const char *meta,
                                 ctn_error *err) {
    const char *p[3] = {status, meta, id};
    PGresult *r = exec(db, "UPDATE games SET status = $1, meta = $2 WHERE id = $3", 3, p,
                       PGRES_COMMAND_OK, "updating a game", err);
    if (!r) return CTN_E_IO;
    ctn_status st = strcmp(PQcmdTuples(r), "1") == 0
                        ? CTN_OK
                        : ctn_error_set(err, CTN_E_IO, "postgresql: no stored game '%s'", id);
    PQclear(r);
    return st;
}

static ctn_status pg_action_add(void *db, const char *id, long index, int player,
                                const char *text, ctn_error *err) {
    char idx[24], who[16];
    snprintf(idx, sizeof idx, "%ld", index);
    snprintf(who, sizeof who, "%d", player);
    const char *p[4] = {id, idx, who, text};
    PGresult *r = exec(db, "INSERT INTO actions (game_id, idx, player, text) VALUES ($1,$2,$3,$4)",
                       4, p, PGRES_COMMAND_OK, "appending an action", err);
    PQclear(r);
    return r ? CTN_OK : CTN_E_IO;
}

/* Calls fn for each game row of a query's result. */
static ctn_status each_game(PGresult *r, ctn_store_game_fn fn, void *ctx) {
    if (!r) return CTN_E_IO;
    for (int i = 0; i < PQntuples(r); i++) {
        ctn_store_game g = {PQgetvalue(r, i, 0), PQgetvalue(r, i, 1), PQgetvalue(r, i, 2),
                            PQgetvalue(r, i, 3), PQgetvalue(r, i, 4)};
        if (fn(ctx, &g)) break;
    }
    PQclear(r);
    return CTN_OK;
}

static ctn_status pg_games(void *db, ctn_store_game_fn fn, void *ctx, ctn_error *err) {
    return each_game(exec(db, "SELECT id, created, status, spec, meta FROM games ORDER BY seq", 0,
                          NULL, PGRES_TUPLES_OK, "listing games", err),
                     fn, ctx);
}

static ctn_status pg_game_find(void *db, const char *id, ctn_store_game_fn fn, void *ctx,
                               ctn_error *err) {
    const char *p[1] = {id};
    return each_game(exec(db, "SELECT id, created, status, spec, meta FROM games WHERE id = $1", 1,
                          p, PGRES_TUPLES_OK, "finding a game", err),
                     fn, ctx);
}

static ctn_status pg_actions(void *db, const char *id, ctn_store_action_fn fn, void *ctx,
                             ctn_error *err) {
    const char *p[1] = {id};
    PGresult *r = exec(db,
                       "SELECT idx, player, text FROM actions WHERE game_id = $1 ORDER BY idx",
                       1, p, PGRES_TUPLES_OK, "listing actions", err);
    if (!r) return CTN_E_IO;
    for (int i = 0; i < PQntuples(r); i++)
        if (fn(ctx, strtol(PQgetvalue(r, i, 0), NULL, 10),
               (int)strtol(PQgetvalue(r, i, 1), NULL, 10), PQgetvalue(r, i, 2)))
            break;
    PQclear(r);
    return CTN_OK;
}

const store_backend store_pg_backend = {
    "postgresql",  pg_open,  pg_close,     pg_game_add, pg_game_update,
    pg_action_add, pg_games, pg_game_find, pg_actions,
};
