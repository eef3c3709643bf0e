/* store_faultvfs.c — a test hook for the SQLite store: a VFS named "catan-faults" that delegates
 * every call to the default VFS but can be told, at any moment, to fail like a broken disk.
 *
 * It exists only for tests (tests/store/test_store.c, tests/integration/
 * test_server_store_faults.sh) and is used only when the environment variable
 * CATAN_TEST_STORE_FAULTS names a control file; without it the store uses SQLite's default VFS
 * and this file costs nothing. The control file is read again on every write, sync, truncate and
 * open, so a test changes the fault while the server runs (the file named at the first open of
 * the process is the one read). Its first word:
 *   (missing file, empty, "none")  no fault
 *   full       writes and truncates fail with SQLITE_FULL (a full disk)
 *   ioerr      writes, syncs and truncates fail with SQLITE_IOERR_* (a failing disk)
 *   readonly   files are opened read-only from then on (a read-only file system)
 * A number after full or ioerr lets that many write transactions through first (counted from
 * when the file's text changes; a transaction is one hold of the write-ahead log's write lock):
 * "full 1" stores the next write and fails the ones after it. Reads always go through: a failing
 * store still serves what it holds. Calls on one store are serialised (store.c), so the counters
 * need no lock of their own.
 */
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store_internal.h"

typedef enum { FAULT_NONE, FAULT_FULL, FAULT_IOERR, FAULT_READONLY } fault_kind;

typedef struct {
    sqlite3_file base;
    sqlite3_file *real; /* follows this struct in the same allocation */
} fault_file;

static sqlite3_vfs fault_vfs;
static sqlite3_io_methods fault_methods;
static char control_path[1024];

static char control_text[64]; /* the control file's text when last read */
static long spared;           /* write transactions still let through */
static int in_spared;         /* within one of them */

/* The fault the control file asks for now (none within a spared transaction). */
static fault_kind fault_now(void) {
    char text[64] = "", word[32] = "";
    FILE *f = fopen(control_path, "r");
    if (f) {
        size_t n = fread(text, 1, sizeof text - 1, f);
        text[n] = 0;
        fclose(f);
    }
    if (strcmp(text, control_text) != 0) { /* a new fault: its count starts afresh */
        memcpy(control_text, text, sizeof text);
        spared = 0;
        if (sscanf(text, "%31s %ld", word, &spared) < 2) spared = 0;
    }
    if (sscanf(text, "%31s", word) != 1 || in_spared) return FAULT_NONE;
    if (strcmp(word, "full") == 0) return FAULT_FULL;
    if (strcmp(word, "ioerr") == 0) return FAULT_IOERR;
    if (strcmp(word, "readonly") == 0) return FAULT_READONLY;
    return FAULT_NONE;
}

static sqlite3_file *real_of(sqlite3_file *f) {
    return ((fault_file *)f)->real;
}

/* ---- the file methods: a fault where one is asked for, else the real file's ---- */

static int f_close(sqlite3_file *f) {
    return real_of(f)->pMethods->xClose(real_of(f));
}
static int f_read(sqlite3_file *f, void *buf, int n, sqlite3_int64 off) {
    return real_of(f)->pMethods->xRead(real_of(f), buf, n, off);
}
static int f_write(sqlite3_file *f, const void *buf, int n, sqlite3_int64 off) {
    fault_kind k = fault_now();
    if (k == FAULT_FULL) return SQLITE_FULL;
    if (k == FAULT_IOERR) return SQLITE_IOERR_WRITE;
    return real_of(f)->pMethods->xWrite(real_of(f), buf, n, off);
}
static int f_truncate(sqlite3_file *f, sqlite3_int64 size) {
    fault_kind k = fault_now();
    if (k == FAULT_FULL) return SQLITE_FULL;
    if (k == FAULT_IOERR) return SQLITE_IOERR_TRUNCATE;
    return real_of(f)->pMethods->xTruncate(real_of(f), size);
}
static int f_sync(sqlite3_file *f, int flags) {
    if (fault_now() == FAULT_IOERR) return SQLITE_IOERR_FSYNC;
    return real_of(f)->pMethods->xSync(real_of(f), flags);
}
static int f_size(sqlite3_file *f, sqlite3_int64 *size) {
    return real_of(f)->pMethods->xFileSize(real_of(f), size);
}
static int f_lock(sqlite3_file *f, int level) {
    return real_of(f)->pMethods->xLock(real_of(f), level);
}
static int f_unlock(sqlite3_file *f, int level) {
    return real_of(f)->pMethods->xUnlock(real_of(f), level);
}
static int f_check_lock(sqlite3_file *f, int *out) {
    return real_of(f)->pMethods->xCheckReservedLock(real_of(f), out);
}
static int f_control(sqlite3_file *f, int op, void *arg) {
    return real_of(f)->pMethods->xFileControl(real_of(f), op, arg);
}
static int f_sector(sqlite3_file *f) {
    return real_of(f)->pMethods->xSectorSize(real_of(f));
}
static int f_device(sqlite3_file *f) {
    return real_of(f)->pMethods->xDeviceCharacteristics(real_of(f));
}
static int f_shm_map(sqlite3_file *f, int page, int size, int extend, void volatile **out) {
    return real_of(f)->pMethods->xShmMap(real_of(f), page, size, extend, out);
}
/* The write lock of the write-ahead log (offset 0) taken and released: a write transaction
 * begins and ends, spared while the count lasts. */
static int f_shm_lock(sqlite3_file *f, int offset, int n, int flags) {
    int rc = real_of(f)->pMethods->xShmLock(real_of(f), offset, n, flags);
    if (offset != 0 || rc != SQLITE_OK || !(flags & SQLITE_SHM_EXCLUSIVE)) return rc;
    if (flags & SQLITE_SHM_UNLOCK) {
        in_spared = 0;
    } else {
        fault_now(); /* reads the count of a new fault */
        in_spared = spared > 0;
        if (in_spared) spared--;
    }
    return rc;
}
static void f_shm_barrier(sqlite3_file *f) {
    real_of(f)->pMethods->xShmBarrier(real_of(f));
}
static int f_shm_unmap(sqlite3_file *f, int delete_flag) {
    return real_of(f)->pMethods->xShmUnmap(real_of(f), delete_flag);
}
static int f_fetch(sqlite3_file *f, sqlite3_int64 off, int n, void **out) {
    return real_of(f)->pMethods->xFetch(real_of(f), off, n, out);
}
static int f_unfetch(sqlite3_file *f, sqlite3_int64 off, void *p) {
    return real_of(f)->pMethods->xUnfetch(real_of(f), off, p);
}

static sqlite3_io_methods fault_methods = {
    3,        f_close,      f_read,     f_write,         f_truncate,   f_sync,
    f_size,   f_lock,       f_unlock,   f_check_lock,    f_control,    f_sector,
    f_device, f_shm_map,    f_shm_lock, f_shm_barrier,   f_shm_unmap,  f_fetch,
    f_unfetch,
};

/* ---- the VFS: opens through the default VFS, read-only when asked ---- */

static int v_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags,
                  int *out_flags) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    fault_file *ff = (fault_file *)file;
    ff->real = (sqlite3_file *)(ff + 1);
    if (fault_now() == FAULT_READONLY)
        flags = (flags & ~(SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)) | SQLITE_OPEN_READONLY;
    int rc = real_vfs->xOpen(real_vfs, name, ff->real, flags, out_flags);
    /* SQLite calls xClose when pMethods is set, even after a failed open */
    ff->base.pMethods = ff->real->pMethods ? &fault_methods : NULL;
    return rc;
}

static int v_delete(sqlite3_vfs *vfs, const char *name, int sync_dir) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xDelete(real_vfs, name, sync_dir);
}
static int v_access(sqlite3_vfs *vfs, const char *name, int flags, int *out) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xAccess(real_vfs, name, flags, out);
}
static int v_full_path(sqlite3_vfs *vfs, const char *name, int n, char *out) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xFullPathname(real_vfs, name, n, out);
}
static void *v_dl_open(sqlite3_vfs *vfs, const char *name) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xDlOpen(real_vfs, name);
}
static void v_dl_error(sqlite3_vfs *vfs, int n, char *out) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    real_vfs->xDlError(real_vfs, n, out);
}
static void (*v_dl_sym(sqlite3_vfs *vfs, void *lib, const char *sym))(void) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xDlSym(real_vfs, lib, sym);
}
static void v_dl_close(sqlite3_vfs *vfs, void *lib) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    real_vfs->xDlClose(real_vfs, lib);
}
static int v_random(sqlite3_vfs *vfs, int n, char *out) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xRandomness(real_vfs, n, out);
}
static int v_sleep(sqlite3_vfs *vfs, int us) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xSleep(real_vfs, us);
}
static int v_time(sqlite3_vfs *vfs, double *out) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xCurrentTime(real_vfs, out);
}
static int v_last_error(sqlite3_vfs *vfs, int n, char *out) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xGetLastError(real_vfs, n, out);
}
static int v_time64(sqlite3_vfs *vfs, sqlite3_int64 *out) {
    sqlite3_vfs *real_vfs = vfs->pAppData;
    return real_vfs->xCurrentTimeInt64(real_vfs, out);
}

/* Registers the VFS once (the control file is the one named at the first open). */
static void register_once(void) {
    sqlite3_vfs *real_vfs = sqlite3_vfs_find(NULL);
    const char *path = getenv("CATAN_TEST_STORE_FAULTS");
    if (!real_vfs || real_vfs->iVersion < 2 || !path) return;
    snprintf(control_path, sizeof control_path, "%s", path);
    fault_vfs = (sqlite3_vfs){
        .iVersion = 2,
        .szOsFile = (int)sizeof(fault_file) + real_vfs->szOsFile,
        .mxPathname = real_vfs->mxPathname,
        .zName = "catan-faults",
        .pAppData = real_vfs,
        .xOpen = v_open,
        .xDelete = v_delete,
        .xAccess = v_access,
        .xFullPathname = v_full_path,
        .xDlOpen = v_dl_open,
        .xDlError = v_dl_error,
        .xDlSym = v_dl_sym,
        .xDlClose = v_dl_close,
        .xRandomness = v_random,
        .xSleep = v_sleep,
        .xCurrentTime = v_time,
        .xGetLastError = v_last_error,
        .xCurrentTimeInt64 = v_time64,
    };
    if (sqlite3_vfs_register(&fault_vfs, 0) != SQLITE_OK) fault_vfs.zName = NULL;
}

const char *store_fault_vfs(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    const char *path = getenv("CATAN_TEST_STORE_FAULTS");
    if (!path || !*path) return NULL;
    pthread_once(&once, register_once);
    return fault_vfs.zName;
}
