/* store_internal.h — the table every storage backend fills in (store.c dispatches to it and
 * serialises calls with a mutex). Not a public header.
 */
#ifndef CATAN_STORE_INTERNAL_H
#define CATAN_STORE_INTERNAL_H

#include "catan/store.h"

typedef struct store_backend {
    const char *name;
    ctn_status (*open)(const char *where, void **db, ctn_error *err);
    void (*close)(void *db);
    ctn_status (*game_add)(void *db, const ctn_store_game *game, ctn_error *err);
    ctn_status (*game_update)(void *db, const char *id, const char *status, const char *meta,
                              ctn_error *err);
    ctn_status (*action_add)(void *db, const char *id, long index, int player, const char *text,
                             ctn_error *err);
    ctn_status (*games)(void *db, ctn_store_game_fn fn, void *ctx, ctn_error *err);
    ctn_status (*game_find)(void *db, const char *id, ctn_store_game_fn fn, void *ctx,
                            ctn_error *err);
    ctn_status (*actions)(void *db, const char *id, ctn_store_action_fn fn, void *ctx,
                          ctn_error *err);
} store_backend;

extern const store_backend store_sqlite_backend;

/* The name of the fault-injecting test VFS (store_faultvfs.c) when CATAN_TEST_STORE_FAULTS names
 * its control file, else NULL (SQLite's default VFS). */
const char *store_fault_vfs(void);
#ifdef CATAN_HAVE_PQ
extern const store_backend store_pg_backend;
#endif

#endif
