/* store_pg.c — the PostgreSQL backend of the game store (libpq): the same two tables as the
 * SQLite backend, created on first connection (under an advisory lock, so several servers may
 * start at once). Each call is one statement in its own transaction; the primary key
 * (game_id, idx) of actions lets only one writer append a given action of a game.
 *
 * A lost connection (the PostgreSQL server stopped, restarted or unreachable) fails the call in
 * hand with CTN_E_IO and is opened again (PQreset) by the next call, so the store recovers when
 * the server is back. A statement the connection was lost under is sent once more on the new
 * connection; a write retried that way which meets its own row (stored before the loss) counts as
 * done, so an action is never refused after it was stored.
 */
#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store_internal.h"

#define CONNECT_TIMEOUT_S "5" /* seconds a (re)connection may take before the call fails */

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
    /* connect_timeout first: a URL that gives its own wins */
    const char *const keys[] = {"connect_timeout", "dbname", NULL};
    const char *const values[] = {CONNECT_TIMEOUT_S, where, NULL};
    PGconn *c = PQconnectdbParams(keys, values, 1);
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

/* A lost connection (the server restarted, or went away and came back) is opened again. */
static int reconnected(PGconn *c) {
    if (PQstatus(c) == CONNECTION_OK) return 1;
    PQreset(c);
    return PQstatus(c) == CONNECTION_OK;
}

/* One statement's outcome: its result when it had the status wanted; else NULL, with the
 * SQLSTATE of the error (or "") and whether the statement was sent again on a new connection. */
typedef struct {
    char sqlstate[6];
    int retried;
} outcome;

static PGresult *exec_once(PGconn *c, const char *sql, int n, const char *const *params,
                           ExecStatusType want, outcome *o) {
    PGresult *r = PQexecParams(c, sql, n, NULL, params, NULL, NULL, 0);
    if (PQresultStatus(r) == want) return r;
    const char *state = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : NULL;
    snprintf(o->sqlstate, sizeof o->sqlstate, "%s", state ? state : "");
    PQclear(r);
    return NULL;
}

/* Runs a statement with text parameters; expects `want` (PGRES_COMMAND_OK or TUPLES_OK). A
 * connection found lost, before the statement or by it, is opened again and the statement sent
 * once more (o->retried): a write may then find that its first attempt was stored. */
static PGresult *exec(PGconn *c, const char *sql, int n, const char *const *params,
                      ExecStatusType want, const char *what, outcome *o, ctn_error *err) {
    *o = (outcome){"", 0};
    if (!reconnected(c)) {
        fail(c, err, "the server is unreachable");
        return NULL;
    }
    PGresult *r = exec_once(c, sql, n, params, want, o);
    if (!r && PQstatus(c) == CONNECTION_BAD && reconnected(c)) {
        o->retried = 1;
        r = exec_once(c, sql, n, params, want, o);
    }
    if (!r) fail(c, err, what);
    return r;
}

/* Whether a query with these parameters returns a row (after a retried write: was the first
 * attempt stored?). */
static int has_row(PGconn *c, const char *sql, int n, const char *const *params) {
    outcome o;
    ctn_error ignored;
    PGresult *r = exec(c, sql, n, params, PGRES_TUPLES_OK, "", &o, &ignored);
    int found = r && PQntuples(r) > 0;
    PQclear(r);
    return found;
}

/* A write's result: CTN_OK, or after a retry that hit the primary key, CTN_OK when the row is
 * exactly the one the first attempt wrote (it was stored before the connection was lost). */
static ctn_status written(PGconn *c, PGresult *r, const outcome *o, const char *check_sql, int n,
                          const char *const *params) {
    if (r) {
        PQclear(r);
        return CTN_OK;
    }
    if (o->retried && strcmp(o->sqlstate, "23505") == 0 && has_row(c, check_sql, n, params))
        return CTN_OK;
    return CTN_E_IO;
}

static ctn_status pg_game_add(void *db, const ctn_store_game *g, ctn_error *err) {
    const char *p[5] = {g->id, g->created, g->status, g->spec, g->meta};
    outcome o;
    PGresult *r = exec(db,
                       "INSERT INTO games (id, created, status, spec, meta) "
                       "VALUES ($1,$2,$3,$4,$5)",
                       5, p, PGRES_COMMAND_OK, "adding a game", &o, err);
    return written(db, r, &o, "SELECT 1 FROM games WHERE id = $1 AND created = $2", 2, p);
}

static ctn_status pg_game_update(void *db, const char *id, const char *status, const char *meta,
                                 ctn_error *err) {
    const char *p[3] = {status, meta, id};
    outcome o;
    PGresult *r = exec(db, "UPDATE games SET status = $1, meta = $2 WHERE id = $3", 3, p,
                       PGRES_COMMAND_OK, "updating a game", &o, err);
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
    outcome o;
    PGresult *r = exec(db, "INSERT INTO actions (game_id, idx, player, text) VALUES ($1,$2,$3,$4)",
                       4, p, PGRES_COMMAND_OK, "appending an action", &o, err);
    return written(db, r, &o,
                   "SELECT 1 FROM actions WHERE game_id = $1 AND idx = $2 AND player = $3 "
                   "AND text = $4",
                   4, p);
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
    outcome o;
    return each_game(exec(db, "SELECT id, created, status, spec, meta FROM games ORDER BY seq", 0,
                          NULL, PGRES_TUPLES_OK, "listing games", &o, err),
                     fn, ctx);
}

static ctn_status pg_game_find(void *db, const char *id, ctn_store_game_fn fn, void *ctx,
                               ctn_error *err) {
    const char *p[1] = {id};
    outcome o;
    return each_game(exec(db, "SELECT id, created, status, spec, meta FROM games WHERE id = $1", 1,
                          p, PGRES_TUPLES_OK, "finding a game", &o, err),
                     fn, ctx);
}

static ctn_status pg_actions(void *db, const char *id, ctn_store_action_fn fn, void *ctx,
                             ctn_error *err) {
    const char *p[1] = {id};
    outcome o;
    PGresult *r = exec(db,
                       "SELECT idx, player, text FROM actions WHERE game_id = $1 ORDER BY idx",
                       1, p, PGRES_TUPLES_OK, "listing actions", &o, err);
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
