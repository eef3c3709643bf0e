/* store.c — the game store's public functions: choosing the backend from the location (a
 * PostgreSQL URL or an SQLite file), and one mutex per store so that any thread may call it.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "store_internal.h"

struct ctn_store {
    const store_backend *backend;
    void *db;
    pthread_mutex_t lock;
};

static int is_pg_url(const char *where) {
    return strncmp(where, "postgresql://", 13) == 0 || strncmp(where, "postgres://", 11) == 0;
}

ctn_status ctn_store_open(const char *where, ctn_store **out, ctn_error *err) {
    *out = NULL;
    if (!where || !*where)
        return ctn_error_set(err, CTN_E_ARGUMENT, "no store given: a file path or a URL");
    const store_backend *b = &store_sqlite_backend;
    if (is_pg_url(where)) {
#ifdef CATAN_HAVE_PQ
        b = &store_pg_backend;
#else
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "this catan was built without PostgreSQL (libpq); use an SQLite file");
#endif
    }
    ctn_store *s = calloc(1, sizeof *s);
    if (!s) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_status st = b->open(where, &s->db, err);
    if (st != CTN_OK) {
        free(s);
        return st;
    }
    s->backend = b;
    pthread_mutex_init(&s->lock, NULL);
    *out = s;
    return CTN_OK;
}

void ctn_store_close(ctn_store *s) {
    if (!s) return;
    s->backend->close(s->db);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

const char *ctn_store_backend(const ctn_store *s) {
    return s->backend->name;
}

ctn_status ctn_store_game_add(ctn_store *s, const ctn_store_game *game, ctn_error *err) {
    pthread_mutex_lock(&s->lock);
    ctn_status st = s->backend->game_add(s->db, game, err);
    pthread_mutex_unlock(&s->lock);
    return st;
}

ctn_status ctn_store_game_update(ctn_store *s, const char *id, const char *status,
                                 const char *meta, ctn_error *err) {
    pthread_mutex_lock(&s->lock);
    ctn_status st = s->backend->game_update(s->db, id, status, meta, err);
    pthread_mutex_unlock(&s->lock);
    return st;
}

ctn_status ctn_store_action_add(ctn_store *s, const char *id, long index, int player,
                                const char *text, ctn_error *err) {
    pthread_mutex_lock(&s->lock);
    ctn_status st = s->backend->action_add(s->db, id, index, player, text, err);
    pthread_mutex_unlock(&s->lock);
    return st;
}

ctn_status ctn_store_games(ctn_store *s, ctn_store_game_fn fn, void *ctx, ctn_error *err) {
    pthread_mutex_lock(&s->lock);
    ctn_status st = s->backend->games(s->db, fn, ctx, err);
    pthread_mutex_unlock(&s->lock);
    return st;
}

ctn_status ctn_store_game_find(ctn_store *s, const char *id, ctn_store_game_fn fn, void *ctx,
                               ctn_error *err) {
    pthread_mutex_lock(&s->lock);
    ctn_status st = s->backend->game_find(s->db, id, fn, ctx, err);
    pthread_mutex_unlock(&s->lock);
    return st;
}

ctn_status ctn_store_actions(ctn_store *s, const char *id, ctn_store_action_fn fn, void *ctx,
                             ctn_error *err) {
    pthread_mutex_lock(&s->lock);
    ctn_status st = s->backend->actions(s->db, id, fn, ctx, err);
    pthread_mutex_unlock(&s->lock);
    return st;
}
