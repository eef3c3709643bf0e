/* store_sqlite.c — the SQLite backend of the game store: one file, created with its tables on
 * first open; write-ahead logging, so an append is one short transaction that survives a crash of
 * the process (synchronous=NORMAL: a power cut may lose the last few).
 *
 * Tables: games(id, created, status, spec, meta) and actions(game_id, idx, player, text) with
 * (game_id, idx) as primary key, so an action number is written once.
 */
#include <sqlite3.h>
#include <stdlib.h>

#include "store_internal.h"

typedef struct {
    sqlite3 *db;
    sqlite3_stmt *add_game, *update_game, *add_action, *list_games, *list_actions, *find_game;
} lite;

static const char SCHEMA[] =
    "PRAGMA journal_mode=WAL;"
    "PRAGMA synchronous=NORMAL;"
    "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, created TEXT NOT NULL,"
    " status TEXT NOT NULL, spec TEXT NOT NULL, meta TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS actions (game_id TEXT NOT NULL, idx INTEGER NOT NULL,"
    " player INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY (game_id, idx));";

static ctn_status fail(lite *l, ctn_error *err, const char *what) {
    return ctn_error_set(err, CTN_E_IO, "sqlite: %s: %s", what, sqlite3_errmsg(l->db));
}

static void lite_close(void *db) {
    lite *l = db;
    if (!l) return;
    sqlite3_finalize(l->add_game);
    sqlite3_finalize(l->update_game);
    sqlite3_finalize(l->add_action);
    sqlite3_finalize(l->list_games);
    sqlite3_finalize(l->list_actions);
    sqlite3_finalize(l->find_game);
    sqlite3_close(l->db);
    free(l);
}

static int prepare(lite *l, const char *sql, sqlite3_stmt **out) {
    return sqlite3_prepare_v2(l->db, sql, -1, out, NULL) == SQLITE_OK;
}

static ctn_status lite_open(const char *where, void **db, ctn_error *err) {
    lite *l = calloc(1, sizeof *l);
    if (!l) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_status st = CTN_OK;
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    if (sqlite3_open_v2(where, &l->db, flags, NULL) != SQLITE_OK)
        st = ctn_error_set(err, CTN_E_IO, "sqlite: cannot open '%s': %s", where,
                           l->db ? sqlite3_errmsg(l->db) : "out of memory");
    if (st == CTN_OK) sqlite3_busy_timeout(l->db, 5000);
    if (st == CTN_OK && sqlite3_exec(l->db, SCHEMA, NULL, NULL, NULL) != SQLITE_OK)
        st = fail(l, err, "creating the tables");
    if (st == CTN_OK &&
        !(prepare(l, "INSERT INTO games (id, created, status, spec, meta) VALUES (?,?,?,?,?)",
                  &l->add_game) &&
          prepare(l, "UPDATE games SET status = ?, meta = ? WHERE id = ?", &l->update_game) &&
          prepare(l, "INSERT INTO actions (game_id, idx, player, text) VALUES (?,?,?,?)",
                  &l->add_action) &&
          prepare(l, "SELECT id, created, status, spec, meta FROM games ORDER BY rowid",
                  &l->list_games) &&
          prepare(l, "SELECT idx, player, text FROM actions WHERE game_id = ? ORDER BY idx",
                  &l->list_actions) &&
          prepare(l, "SELECT id, created, status, spec, meta FROM games WHERE id = ?",
                  &l->find_game)))
        st = fail(l, err, "preparing statements");
    if (st != CTN_OK) {
        lite_close(l);
        return st;
    }
    *db = l;
    return CTN_OK;
}

/* Runs a bound statement that returns no rows, then resets it. */
static ctn_status run(lite *l, sqlite3_stmt *stmt, const char *what, ctn_error *err) {
    int rc = sqlite3_step(stmt);
    ctn_status st = rc == SQLITE_DONE ? CTN_OK : fail(l, err, what);
    sqlite3_reset(stmt);
    sqlite3_clear_bindings(stmt);
    return st;
}

static void bind_text(sqlite3_stmt *stmt, int i, const char *text) {
    sqlite3_bind_text(stmt, i, text, -1, SQLITE_TRANSIENT);
}

static ctn_status lite_game_add(void *db, const ctn_store_game *g, ctn_error *err) {
    lite *l = db;
    bind_text(l->add_game, 1, g->id);
    bind_text(l->add_game, 2, g->created);
    bind_text(l->add_game, 3, g->status);
    bind_text(l->add_game, 4, g->spec);
    bind_text(l->add_game, 5, g->meta);
    return run(l, l->add_game, "adding a game", err);
}

static ctn_status lite_game_update(void *db, const char *id, const char *status, const char *meta,
                                   ctn_error *err) {
    lite *l = db;
    bind_text(l->update_game, 1, status);
    bind_text(l->update_game, 2, meta);
    bind_text(l->update_game, 3, id);
    ctn_status st = run(l, l->update_game, "updating a game", err);
    if (st == CTN_OK && sqlite3_changes(l->db) != 1)
        st = ctn_error_set(err, CTN_E_IO, "sqlite: no stored game '%s'", id);
    return st;
}

static ctn_status lite_action_add(void *db, const char *id, long index, int player,
                                  const char *text, ctn_error *err) {
    lite *l = db;
    bind_text(l->add_action, 1, id);
    sqlite3_bind_int64(l->add_action, 2, index);
    sqlite3_bind_int(l->add_action, 3, player);
    bind_text(l->add_action, 4, text);
    return run(l, l->add_action, "appending an action", err);
}

static const char *column(sqlite3_stmt *stmt, int i) {
    const unsigned char *t = sqlite3_column_text(stmt, i);
    return t ? (const char *)t : "";
}

/* Calls fn for each row of a bound query of games, then resets it. */
/* Ends a listing query: CTN_OK if it ran to its end (rc SQLITE_DONE), else the database's error;
 * the statement is reset for its next use either way. */
static ctn_status finish(lite *l, sqlite3_stmt *q, int rc, const char *what, ctn_error *err) {
    ctn_status st = rc == SQLITE_DONE ? CTN_OK : fail(l, err, what);
    sqlite3_reset(q);
    sqlite3_clear_bindings(q);
    return st;
}

static ctn_status each_game(lite *l, sqlite3_stmt *q, ctn_store_game_fn fn, void *ctx,
                            ctn_error *err) {
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        ctn_store_game g = {column(q, 0), column(q, 1), column(q, 2), column(q, 3), column(q, 4)};
        if (fn(ctx, &g)) {
            rc = SQLITE_DONE;
            break;
        }
    }
    return finish(l, q, rc, "listing games", err);
}

static ctn_status lite_games(void *db, ctn_store_game_fn fn, void *ctx, ctn_error *err) {
    lite *l = db;
    return each_game(l, l->list_games, fn, ctx, err);
}

static ctn_status lite_game_find(void *db, const char *id, ctn_store_game_fn fn, void *ctx,
                                 ctn_error *err) {
    lite *l = db;
    bind_text(l->find_game, 1, id);
    return each_game(l, l->find_game, fn, ctx, err);
}

static ctn_status lite_actions(void *db, const char *id, ctn_store_action_fn fn, void *ctx,
                               ctn_error *err) {
    lite *l = db;
    sqlite3_stmt *q = l->list_actions;
    bind_text(q, 1, id);
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        if (fn(ctx, (long)sqlite3_column_int64(q, 0), sqlite3_column_int(q, 1), column(q, 2))) {
            rc = SQLITE_DONE;
            break;
        }
    }
    return finish(l, q, rc, "listing actions", err);
}

const store_backend store_sqlite_backend = {
    "sqlite",        lite_open,  lite_close,     lite_game_add, lite_game_update,
    lite_action_add, lite_games, lite_game_find, lite_actions,
};
