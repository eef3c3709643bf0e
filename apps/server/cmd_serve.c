/* cmd_serve.c — the `catan serve` subcommand: opens the game store, resumes every unfinished game,
 * starts the bot workers and the HTTP + WebSocket server (civetweb), then runs until SIGINT or
 * SIGTERM and stops cleanly. docs/server.md describes what it serves.
 */
#include <civetweb.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "server.h"

#ifndef CATAN_WEB_DIR
#define CATAN_WEB_DIR "web"
#endif

typedef struct {
    const char *host, *db, *web;
    long port, threads, bots, rate, keep_finished;
} serve_args;

static void usage(FILE *out) {
    fprintf(out,
            "usage: catan serve [--port 8080] [--db games.sqlite | postgresql://...] [options]\n\n"
            "Serves the browser client, the lobby API and every game's WebSocket\n"
            "(docs/server.md). Games and every action are stored as they happen; a restarted\n"
            "server resumes every game where it was.\n\n"
            "  --port N      TCP port (default 8080; 0 picks a free one, printed at start)\n"
            "  --host ADDR   address to listen on (default 127.0.0.1; 0.0.0.0 for every one)\n"
            "  --db WHERE    SQLite file (default games.sqlite, created on first start) or a\n"
            "                postgresql:// URL\n"
            "  --web DIR     the browser client's files (default %s)\n"
            "  --threads N   connection threads: each open WebSocket holds one (default 512)\n"
            "  --bots N      bot worker threads (default: the number of cores)\n"
            "  --rate N      messages a second allowed per WebSocket (default 50)\n"
            "  --keep-finished S\n"
            "                seconds a finished game nobody is watching stays in memory\n"
            "                (default 300); it stays in the store and is loaded again when asked for\n",
            CATAN_WEB_DIR);
}

static int parse_long(const char *flag, const char *text, long min, long max, long *out) {
    char *end = NULL;
    long v = strtol(text, &end, 10);
    if (!*text || *end || v < min || v > max) {
        fprintf(stderr, "catan serve: %s takes a number %ld..%ld, not '%s'\n", flag, min, max,
                text);
        return 0;
    }
    *out = v;
    return 1;
}

/* Returns 0 to run, 1 after --help, 2 on a usage error. */
static int parse_args(int argc, char **argv, serve_args *a) {
    for (int i = 1; i < argc; i += 2) {
        const char *f = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(f, "--help") == 0 || strcmp(f, "-h") == 0) {
            usage(stdout);
            return 1;
        }
        int ok = v != NULL;
        if (ok && strcmp(f, "--port") == 0) ok = parse_long(f, v, 0, 65535, &a->port);
        else if (ok && strcmp(f, "--threads") == 0) ok = parse_long(f, v, 4, 10000, &a->threads);
        else if (ok && strcmp(f, "--bots") == 0) ok = parse_long(f, v, 1, 256, &a->bots);
        else if (ok && strcmp(f, "--rate") == 0) ok = parse_long(f, v, 1, 1000000, &a->rate);
        else if (ok && strcmp(f, "--keep-finished") == 0)
            ok = parse_long(f, v, 0, 10000000, &a->keep_finished);
        else if (ok && strcmp(f, "--host") == 0) a->host = v;
        else if (ok && strcmp(f, "--db") == 0) a->db = v;
        else if (ok && strcmp(f, "--web") == 0) a->web = v;
        else {
            fprintf(stderr, "catan serve: %s '%s'\n", v ? "unknown argument" : "no value for", f);
            usage(stderr);
            return 2;
        }
        if (!ok) return 2;
    }
    return 0;
}

static int log_message(const struct mg_connection *conn, const char *message) {
    (void)conn;
    fprintf(stderr, "catan serve: civetweb: %s\n", message);
    return 1;
}

static struct mg_context *start_http(server *srv, const serve_args *a) {
    char ports[300], threads[16];
    snprintf(ports, sizeof ports, "%s:%ld", a->host, a->port);
    snprintf(threads, sizeof threads, "%ld", a->threads);
    struct stat sb;
    int have_web = stat(a->web, &sb) == 0 && S_ISDIR(sb.st_mode);
    const char *options[] = {"listening_ports", ports, "num_threads", threads,
                             "enable_websocket_ping_pong", "yes", "websocket_timeout_ms", "30000",
                             "request_timeout_ms", "10000", "tcp_nodelay", "1",
                             "listen_backlog", "1024", "connection_queue", "1024",
                             "enable_directory_listing", "no",
                             have_web ? "document_root" : NULL, a->web, NULL};
    struct mg_callbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.log_message = log_message;
    struct mg_context *ctx = mg_start(&cb, srv, options);
    if (!ctx) return NULL;
    http_register(ctx, srv);
    ws_register(ctx, srv);
    if (!have_web)
        fprintf(stderr, "catan serve: no web client at '%s' (--web): serving the API only\n",
                a->web);
    return ctx;
}

static int bound_port(struct mg_context *ctx) {
    struct mg_server_port ports[4];
    int n = mg_get_server_ports(ctx, 4, ports);
    return n > 0 ? ports[0].port : -1;
}

static size_t largest_state(void) {
    size_t m = 0;
    for (int i = 0; i < ctn_ruleset_count(); i++) {
        const ctn_ruleset *r = ctn_ruleset_at(i);
        size_t size = r->max_state_size > r->state_size ? r->max_state_size : r->state_size;
        if (size > m) m = size;
    }
    return m;
}

static void free_rooms(server *srv) {
    for (size_t i = 0; i < srv->nrooms; i++) room_free(srv->rooms[i]);
    free(srv->rooms);
}

/* Blocks SIGINT and SIGTERM in every thread (threads inherit the mask) to wait for them here. */
static void block_signals(sigset_t *set) {
    sigemptyset(set);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, set, NULL);
    signal(SIGPIPE, SIG_IGN);
}

static int run(server *srv, const serve_args *a) {
    ctn_error err;
    sigset_t set;
    block_signals(&set);
    size_t stored = 0;
    if (bot_pool_start(srv, (int)a->bots, &err) != CTN_OK ||
        server_load(srv, &stored, &err) != CTN_OK) {
        fprintf(stderr, "catan serve: %s\n", err.message);
        bot_pool_stop(srv);
        return 1;
    }
    mg_init_library(0);
    struct mg_context *ctx = start_http(srv, a);
    if (!ctx) {
        fprintf(stderr, "catan serve: cannot listen on %s:%ld\n", a->host, a->port);
        bot_pool_stop(srv);
        return 1;
    }
    printf("catan serve: listening on http://%s:%d (%s store %s, %zu games)\n", a->host,
           bound_port(ctx), ctn_store_backend(srv->store), a->db, stored);
    fflush(stdout);
    int sig = 0;
    sigwait(&set, &sig);
    fprintf(stderr, "catan serve: stopping (signal %d)\n", sig);
    mg_stop(ctx);
    bot_pool_stop(srv);
    mg_exit_library();
    return 0;
}

int cmd_serve(int argc, char **argv) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    serve_args a = {"127.0.0.1", "games.sqlite", CATAN_WEB_DIR, 8080, 512, cores > 0 ? cores : 2,
                    50, 300};
    int rc = parse_args(argc, argv, &a);
    if (rc) return rc == 1 ? 0 : 2;
    server srv;
    memset(&srv, 0, sizeof srv);
    pthread_mutex_init(&srv.lock, NULL);
    pthread_mutex_init(&srv.load_lock, NULL);
    srv.state_max = largest_state();
    srv.rate = (int)a.rate;
    srv.keep_finished = (double)a.keep_finished;
    ctn_error err;
    json_arena_install(); /* before any thread, and before any JSON value is made */
    if (!token_init()) {
        fprintf(stderr, "catan serve: libsodium cannot be initialised\n");
        return 1;
    }
    if (ctn_store_open(a.db, &srv.store, &err) != CTN_OK) {
        fprintf(stderr, "catan serve: %s\n", err.message);
        return 1;
    }
    if (getenv("CATAN_TEST_STORE_FAULTS") && strcmp(ctn_store_backend(srv.store), "sqlite") == 0)
        fprintf(stderr, "catan serve: CATAN_TEST_STORE_FAULTS is set: the store fails on demand "
                        "(a test hook, docs/server.md)\n");
    rc = run(&srv, &a);
    free_rooms(&srv);
    ctn_store_close(srv.store);
    pthread_mutex_destroy(&srv.lock);
    pthread_mutex_destroy(&srv.load_lock);
    return rc;
}
