/* store_sqlite.c — the SQLite backend of the game store: one file, created with its tables on
 * first open; write-ahead logging, so an append is one short transaction that survives a crash of
 * the process (synchronous=NORMAL: a power cut may lose the last few).
 *
 * Tables: games(id, created, status, spec, meta) and actions(game_id, idx, player, text) with
 * (game_id, idx) as primary key, so an action number is written once.
 *
 * Opening an existing file first checks it without writing (header against size, then PRAGMA
 * quick_check on a read-only connection) and refuses a damaged, unreadable or unwritable store
 * with what is wrong, so a server never starts on it and overwrites what is left. A write that
 * fails (full disk, I/O error, a lock held past BUSY_TIMEOUT_MS) is rolled back by SQLite and
 * reported as CTN_E_IO; the next write tries again.
 */
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store_internal.h"

/* How long a write waits for another process's lock before it fails (io_error): bounded, as the
 * server holds the room's lock meanwhile. */
enum { BUSY_TIMEOUT_MS = 5000 };

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
    if ((sqlite3_errcode(l->db) & 0xff) == SQLITE_BUSY)
        return ctn_error_set(err, CTN_E_IO,
                             "sqlite: %s: %s (another process holds its lock; waited %d ms)",
                             what, sqlite3_errmsg(l->db), BUSY_TIMEOUT_MS);
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

/* ---- checks before opening: a damaged or unwritable store is refused, and left untouched ---- */

static unsigned be(const unsigned char *p, int n) {
    unsigned v = 0;
    for (int i = 0; i < n; i++) v = v << 8 | p[i];
    return v;
}

/* Whether the store has a write-ahead log with frames in it (after a crash, or while another
 * process has it open): a checkpoint cut short may then have written the header of a larger file
 * than there is yet, which opening completes from the log. */
static int has_wal(const char *where) {
    char wal[1100];
    struct stat sb;
    snprintf(wal, sizeof wal, "%s-wal", where);
    return stat(wal, &sb) == 0 && sb.st_size > 0;
}

/* The file's header against its size: the magic text, a whole number of pages, and no fewer
 * pages than the header counts (when that count is valid and no log may complete the file).
 * "" when they agree, else what is wrong, into why. */
static void check_header(const char *where, long long size, char *why, size_t cap) {
    unsigned char h[100];
    FILE *f = fopen(where, "rb");
    size_t n = f ? fread(h, 1, sizeof h, f) : 0;
    if (f) fclose(f);
    why[0] = 0;
    if (n < sizeof h || memcmp(h, "SQLite format 3", 16) != 0) {
        snprintf(why, cap, "not an SQLite database (its %s header is missing or overwritten)",
                 n < sizeof h ? "100-byte" : "\"SQLite format 3\"");
        return;
    }
    unsigned page = be(h + 16, 2) == 1 ? 65536 : be(h + 16, 2);
    unsigned counted = be(h + 28, 4);
    int valid = be(h + 92, 4) == be(h + 24, 4) && !has_wal(where);
    if (page < 512 || (page & (page - 1)))
        snprintf(why, cap, "its header is corrupted (page size %u)", page);
    else if (size % page)
        snprintf(why, cap, "truncated: %lld bytes is not a whole number of %u-byte pages", size,
                 page);
    else if (valid && counted > size / page)
        snprintf(why, cap, "truncated: its header counts %u pages, the file holds %lld", counted,
                 size / page);
}

/* What PRAGMA quick_check found: nothing, damage, or an error that says nothing about the file
 * (it could not be opened or read, e.g. read-only without its -shm file). */
typedef enum { CHECK_OK, CHECK_DAMAGED, CHECK_UNSURE } check_result;

/* PRAGMA quick_check on a connection: its first findings (or the error that stopped it) into
 * why. */
static check_result quick_check(sqlite3 *db, char *why, size_t cap) {
    sqlite3_stmt *q = NULL;
    why[0] = 0;
    int rc = sqlite3_prepare_v2(db, "PRAGMA quick_check(3)", -1, &q, NULL);
    size_t len = 0;
    while (rc == SQLITE_OK && (rc = sqlite3_step(q)) == SQLITE_ROW) {
        const char *line = (const char *)sqlite3_column_text(q, 0);
        if (line && strcmp(line, "ok") != 0 && len + 3 < cap)
            len += (size_t)snprintf(why + len, cap - len, "%s%s",
                                    len ? "; " : "PRAGMA quick_check: ", line);
        rc = SQLITE_OK;
    }
    int code = sqlite3_errcode(db) & 0xff;
    if (rc != SQLITE_DONE && rc != SQLITE_OK && !why[0])
        snprintf(why, cap, "PRAGMA quick_check: %s", sqlite3_errmsg(db));
    sqlite3_finalize(q);
    if (!why[0]) return CHECK_OK;
    if (len || code == SQLITE_CORRUPT || code == SQLITE_NOTADB) return CHECK_DAMAGED;
    return CHECK_UNSURE;
}

/* The check on a read-only connection of its own, before the store is opened for writing. */
static check_result quick_check_file(const char *where, const char *vfs, char *why, size_t cap) {
    sqlite3 *db = NULL;
    check_result res = CHECK_UNSURE;
    if (sqlite3_open_v2(where, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, vfs) == SQLITE_OK)
        res = quick_check(db, why, cap);
    else
        snprintf(why, cap, "%s", db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_close(db);
    return res;
}

static ctn_status damaged(const char *where, const char *why, ctn_error *err) {
    return ctn_error_set(err, CTN_E_IO,
                         "sqlite: the store '%s' is damaged: %s. It was left as it is: restore "
                         "it from a backup, or move it away to start with an empty store",
                         where, why);
}

/* The directory a path is in. */
static void dir_of(const char *where, char *out, size_t cap) {
    const char *slash = strrchr(where, '/');
    if (!slash) snprintf(out, cap, ".");
    else if (slash == where) snprintf(out, cap, "/");
    else snprintf(out, cap, "%.*s", (int)(slash - where), where);
}

/* Refuses a store that would lose games or fail at its first write: a damaged file, one the
 * server cannot read and write, or one in a directory it cannot write (SQLite keeps its
 * write-ahead log beside the file). A missing or empty file is a new store. *check_later is set
 * when the read-only check could not run: lite_open checks on its own connection then. */
static ctn_status check_store_file(const char *where, const char *vfs, int *check_later,
                                   ctn_error *err) {
    struct stat sb;
    char dir[1024], why[400];
    dir_of(where, dir, sizeof dir);
    if (stat(where, &sb) != 0) {
        if (errno != ENOENT)
            return ctn_error_set(err, CTN_E_IO, "sqlite: cannot open '%s': %s", where,
                                 strerror(errno));
        if (access(dir, W_OK | X_OK) != 0)
            return ctn_error_set(err, CTN_E_IO,
                                 "sqlite: cannot create the store '%s': directory '%s': %s",
                                 where, dir, strerror(errno));
        return CTN_OK;
    }
    if (!S_ISREG(sb.st_mode))
        return ctn_error_set(err, CTN_E_IO, "sqlite: the store '%s' is not a regular file", where);
    if (access(where, R_OK | W_OK) != 0)
        return ctn_error_set(err, CTN_E_IO,
                             "sqlite: the store '%s' is not readable and writable (%s): the "
                             "server writes every action to it",
                             where, strerror(errno));
    if (access(dir, W_OK | X_OK) != 0)
        return ctn_error_set(err, CTN_E_IO,
                             "sqlite: the directory '%s' of the store is not writable (%s): "
                             "SQLite keeps its write-ahead log (-wal, -shm) beside the file",
                             dir, strerror(errno));
    if (sb.st_size == 0) return CTN_OK;
    check_header(where, (long long)sb.st_size, why, sizeof why);
    if (why[0]) return damaged(where, why, err);
    check_result res = quick_check_file(where, vfs, why, sizeof why);
    if (res == CHECK_DAMAGED) return damaged(where, why, err);
    *check_later = res == CHECK_UNSURE;
    return CTN_OK;
}

static ctn_status lite_open(const char *where, void **db, ctn_error *err) {
    const char *vfs = store_fault_vfs();
    int check_later = 0;
    char why[400];
    ctn_status st = check_store_file(where, vfs, &check_later, err);
    if (st != CTN_OK) return st;
    lite *l = calloc(1, sizeof *l);
    if (!l) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    if (sqlite3_open_v2(where, &l->db, flags, vfs) != SQLITE_OK)
        st = ctn_error_set(err, CTN_E_IO, "sqlite: cannot open '%s': %s", where,
                           l->db ? sqlite3_errmsg(l->db) : "out of memory");
    if (st == CTN_OK && sqlite3_db_readonly(l->db, "main") == 1)
        st = ctn_error_set(err, CTN_E_IO,
                           "sqlite: the store '%s' opens read-only (a read-only file or file "
                           "system): the server writes every action to it",
                           where);
    if (st == CTN_OK) sqlite3_busy_timeout(l->db, BUSY_TIMEOUT_MS);
    check_result res = st == CTN_OK && check_later ? quick_check(l->db, why, sizeof why) : CHECK_OK;
    if (res == CHECK_DAMAGED) st = damaged(where, why, err);
    if (res == CHECK_UNSURE)
        st = ctn_error_set(err, CTN_E_IO, "sqlite: cannot read the store '%s': %s", where, why);
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
