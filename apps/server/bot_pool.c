/* bot_pool.c — the bots' worker threads. A room whose bot is to act is queued once; a worker
 * takes it, copies the state and the actions its bots have not been told of yet, and thinks
 * without holding the room's lock, so clients and other games never wait for a bot. Then it
 * applies the move if it is still legal (a human may have acted meanwhile) and settles the room.
 * One worker at a time works on a room (room.bot_busy), so a room's bots are never shared.
 * The workers also run the retries of rooms whose store failed (room_retry), each RETRY_S after
 * it was asked for, so a game of bots, or one waiting for chance, goes on when the store is back.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "server.h"

#define RETRY_S 1.0 /* seconds between tries of a room whose store failed */

struct bot_pool {
    pthread_mutex_t lock;
    pthread_cond_t wake; /* on CLOCK_MONOTONIC, as mono_now() */
    room *head, *tail;
    room *retry; /* rooms to retry, each at its retry_at */
    int stop;
    int nthreads;
    pthread_t *threads;
};

/* A worker's own buffers. */
typedef struct {
    server *srv;
    ctn_state *state, *scratch;
    ctn_action *list;
} worker;

void bot_pool_schedule(server *srv, room *r) {
    struct bot_pool *pool = srv->pool;
    if (!pool || r->bot_queued || r->bot_busy || r->store_failed) return;
    r->bot_queued = 1;
    r->next_queued = NULL;
    pthread_mutex_lock(&pool->lock);
    if (pool->tail)
        pool->tail->next_queued = r;
    else
        pool->head = r;
    pool->tail = r;
    pthread_cond_signal(&pool->wake);
    pthread_mutex_unlock(&pool->lock);
}

void bot_pool_retry(server *srv, room *r) {
    struct bot_pool *pool = srv->pool;
    if (!pool || r->retry_queued) return;
    r->retry_queued = 1;
    pthread_mutex_lock(&pool->lock);
    r->retry_at = mono_now() + RETRY_S;
    r->next_retry = pool->retry;
    pool->retry = r;
    pthread_cond_signal(&pool->wake);
    pthread_mutex_unlock(&pool->lock);
}

/* Takes a room off the retry list whose time has come; else NULL, with *next the earliest
 * retry time (INFINITY for none). Pool lock held. */
static room *due_retry(struct bot_pool *pool, double *next) {
    double now = mono_now();
    *next = INFINITY;
    for (room **p = &pool->retry; *p; p = &(*p)->next_retry) {
        room *r = *p;
        if (r->retry_at <= now) {
            *p = r->next_retry;
            return r;
        }
        if (r->retry_at < *next) *next = r->retry_at;
    }
    return NULL;
}

/* Waits on the pool's condition until `at` (mono_now() seconds), or without end. */
static void wait_until(struct bot_pool *pool, double at) {
    if (isinf(at)) {
        pthread_cond_wait(&pool->wake, &pool->lock);
        return;
    }
    struct timespec ts = {(time_t)at, (long)((at - floor(at)) * 1e9)};
    pthread_cond_timedwait(&pool->wake, &pool->lock, &ts);
}

/* The next room to work on: a queued one (*retry 0), or one due for a retry (*retry 1); NULL
 * when the pool stops. */
static room *next_room(struct bot_pool *pool, int *retry) {
    room *r = NULL;
    pthread_mutex_lock(&pool->lock);
    while (!pool->stop && !r) {
        double next = INFINITY;
        if ((r = pool->head) != NULL) {
            pool->head = r->next_queued;
            if (!pool->head) pool->tail = NULL;
            *retry = 0;
        } else if ((r = due_retry(pool, &next)) != NULL) {
            *retry = 1;
        } else {
            wait_until(pool, next);
        }
    }
    pthread_mutex_unlock(&pool->lock);
    return pool->stop ? NULL : r;
}

static void retry(room *r) {
    pthread_mutex_lock(&r->lock);
    r->retry_queued = 0;
    room_retry(r);
    pthread_mutex_unlock(&r->lock);
}

/* The lowest bot seat among those to act, or -1. */
static int bot_to_act(const room *r) {
    if (r->status != ROOM_PLAYING) return -1;
    ctn_actors actors = ctn_game_actors(r->game, r->state);
    for (int p = 0; p < r->num_seats; p++)
        if ((actors & (1u << p)) && r->seats[p].kind == SEAT_BOT && r->seats[p].bot) return p;
    return -1;
}

/* Tells every bot of the room about the actions in pend (then frees them). */
static void deliver(room *r, ctn_bot **bots, pending *pend, size_t n) {
    for (size_t i = 0; i < n; i++) {
        for (int p = 0; p < r->num_seats; p++)
            if (bots[p])
                ctn_bot_notify(bots[p], r->game, (const ctn_state *)pend[i].before, p,
                               pend[i].player, pend[i].action);
        free(pend[i].before);
    }
    free(pend);
}

static void think(worker *w, room *r) {
    pthread_mutex_lock(&r->lock);
    r->bot_queued = 0;
    int p = r->bot_busy ? -1 : bot_to_act(r);
    if (p < 0) {
        pthread_mutex_unlock(&r->lock);
        return;
    }
    r->bot_busy = 1;
    memcpy(w->state, r->state, ctn_state_size(r->game));
    pending *pend = r->pend;
    size_t npend = r->npend;
    r->pend = NULL, r->npend = r->cappend = 0;
    ctn_bot *bots[CTN_MAX_PLAYERS] = {0};
    for (int q = 0; q < r->num_seats; q++) bots[q] = r->seats[q].bot;
    pthread_mutex_unlock(&r->lock);

    deliver(r, bots, pend, npend);
    ctn_action a = 0;
    int rc = ctn_bot_choose(bots[p], r->game, w->state, p, CTN_LEGAL_NO_OFFERS, w->scratch,
                            w->list, &a);

    pthread_mutex_lock(&r->lock);
    r->bot_busy = 0;
    ctn_error err;
    if (rc >= 0 && r->status == ROOM_PLAYING && room_apply(r, p, a, &err) != CTN_OK &&
        err.status != CTN_E_ILLEGAL && err.status != CTN_E_NOT_YOUR_TURN)
        fprintf(stderr, "catan serve: game %s: bot in seat %d: %s\n", r->id, p, err.message);
    room_settle(r);
    pthread_mutex_unlock(&r->lock);
}

static void *work(void *arg) {
    worker *w = arg;
    room *r;
    int is_retry = 0;
    while ((r = next_room(w->srv->pool, &is_retry)) != NULL) {
        if (is_retry) retry(r);
        else think(w, r);
    }
    free(w->state), free(w->scratch), free(w->list), free(w);
    return NULL;
}

static worker *worker_new(server *srv) {
    worker *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->srv = srv;
    w->state = malloc(srv->state_max);
    w->scratch = malloc(srv->state_max);
    w->list = malloc(sizeof *w->list * CTN_MAX_ACTIONS);
    if (!w->state || !w->scratch || !w->list) {
        free(w->state), free(w->scratch), free(w->list), free(w);
        return NULL;
    }
    return w;
}

ctn_status bot_pool_start(server *srv, int threads, ctn_error *err) {
    struct bot_pool *pool = calloc(1, sizeof *pool);
    if (pool) pool->threads = calloc((size_t)threads, sizeof *pool->threads);
    if (!pool || !pool->threads) {
        free(pool);
        return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    }
    pthread_mutex_init(&pool->lock, NULL);
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&pool->wake, &attr);
    pthread_condattr_destroy(&attr);
    srv->pool = pool;
    for (int i = 0; i < threads; i++) {
        worker *w = worker_new(srv);
        if (!w || pthread_create(&pool->threads[i], NULL, work, w) != 0) {
            free(w);
            bot_pool_stop(srv);
            return ctn_error_set(err, CTN_E_LIMIT, "cannot start bot worker %d", i);
        }
        pool->nthreads++;
    }
    return CTN_OK;
}

void bot_pool_stop(server *srv) {
    struct bot_pool *pool = srv->pool;
    if (!pool) return;
    pthread_mutex_lock(&pool->lock);
    pool->stop = 1;
    pthread_cond_broadcast(&pool->wake);
    pthread_mutex_unlock(&pool->lock);
    for (int i = 0; i < pool->nthreads; i++) pthread_join(pool->threads[i], NULL);
    pthread_mutex_destroy(&pool->lock);
    pthread_cond_destroy(&pool->wake);
    free(pool->threads);
    free(pool);
    srv->pool = NULL;
}
