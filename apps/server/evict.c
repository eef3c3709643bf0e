/* evict.c — finished games leaving memory. A server left up for weeks would otherwise hold every
 * game it ever served: each room keeps its game, states, bots and update buffers (about 140 KiB
 * for a 4-player Classic game). A room leaves once its game is over, nobody has held it for
 * srv->keep_finished seconds (no open WebSocket, no request under way), and nothing is pending
 * for it: no bot queued or thinking, no retry of a failed store write, the finished status
 * stored. The store keeps the game, and server_get loads it again by replaying its actions when
 * somebody asks for it (its summary, replay, past states, a spectator).
 *
 * Safety: a room is found only through the registry (server_find takes a reference under
 * srv->lock), so one with no reference that is taken out of the registry under that lock cannot
 * be reached by anyone else; the bot pool's queue and retry list hold rooms without references,
 * which is why a room queued there stays.
 */
#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "server.h"

/* Whether a room's game is over and nothing is pending for it. Room lock held. */
static int at_rest(const room *r) {
    return r->status == ROOM_FINISHED && !r->clients && !r->bot_busy && !r->bot_queued &&
           !r->retry_queued && !r->store_failed && !r->meta_unsaved;
}

/* Whether the room may leave memory now. srv->lock held; takes the room's lock only if free. */
static int may_leave(const server *srv, room *r, double now) {
    if (r->refs > 0 || now - r->last_used < srv->keep_finished) return 0;
    if (pthread_mutex_trylock(&r->lock) != 0) return 0; /* in use: next time */
    int rest = at_rest(r);
    pthread_mutex_unlock(&r->lock);
    return rest;
}

/* Hands the pages the freed rooms left in malloc's arenas back to the system (at most every ten
 * seconds): with a thread per connection, glibc keeps many arenas, and what one room freed is
 * reused only by the threads of its arena, so without this the resident size creeps up by the
 * fragments the rooms leave even though the heap in use stays the same. */
static void give_back_memory(double now) {
#if defined(__GLIBC__)
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static double last;
    pthread_mutex_lock(&lock);
    int due = now - last >= 10.0;
    if (due) last = now;
    pthread_mutex_unlock(&lock);
    if (due) malloc_trim(0);
#else
    (void)now;
#endif
}

size_t server_sweep(server *srv) {
    double now = mono_now();
    room **gone = NULL;
    size_t ngone = 0;
    pthread_mutex_lock(&srv->lock);
    if (now - srv->last_sweep >= 1.0) {
        srv->last_sweep = now;
        size_t kept = 0;
        for (size_t i = 0; i < srv->nrooms; i++) {
            room *r = srv->rooms[i];
            if (may_leave(srv, r, now)) {
                room **more = realloc(gone, (ngone + 1) * sizeof *gone);
                if (more) {
                    gone = more;
                    gone[ngone++] = r;
                    continue;
                }
            }
            srv->rooms[kept++] = r; /* the order (oldest first) stays */
        }
        srv->nrooms = kept;
    }
    pthread_mutex_unlock(&srv->lock);
    for (size_t i = 0; i < ngone; i++) room_free(gone[i]);
    free(gone);
    if (ngone) give_back_memory(now);
    return ngone;
}

size_t server_rooms_in_memory(server *srv) {
    pthread_mutex_lock(&srv->lock);
    size_t n = srv->nrooms;
    pthread_mutex_unlock(&srv->lock);
    return n;
}
