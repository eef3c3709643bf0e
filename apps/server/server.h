/* server.h — what the files of `catan serve` share (docs/server.md): rooms (one live game each,
 * with its seats, connections and bots), the registry of rooms, the bot worker pool, and the
 * HTTP and WebSocket front ends. Not a public header.
 *
 * Locking: the registry has one mutex for its list; each room has one mutex that guards
 * everything in it (state, seats, clients, bots' queue). A room's lock is never held while taking
 * the registry's. Rooms live until the server stops, so a room pointer stays valid.
 */
#ifndef CATAN_SERVER_H
#define CATAN_SERVER_H

#include <jansson.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "catan/bot.h"
#include "catan/game.h"
#include "catan/io.h"
#include "catan/store.h"

struct mg_connection;
struct mg_context;
typedef struct server server;
typedef struct room room;

enum {
    SRV_ID_LEN = 16,            /* hex digits of a game id (64 random bits) */
    SRV_TOKEN_LEN = 32,         /* hex digits of a seat token (128 random bits) */
    SRV_TOKEN_HASH_LEN = 64,    /* hex digits of its BLAKE2b-256 hash, all the server keeps */
    SRV_NAME_MAX = 40,          /* bytes of a player's name */
    SRV_BOT_SPEC_MAX = 64,      /* bytes of a bot spec ("mcts:ms=1000") */
    SRV_MESSAGE_MAX = 64 * 1024, /* bytes of a WebSocket message or an HTTP body */
    SRV_LOBBY_STORED_MAX = 50    /* games the lobby lists from the store beside those in memory */
};

/* A region for the JSON trees of one viewer's update (json_arena.c). */
typedef struct json_arena {
    struct arena_chunk *chunks;
    size_t total; /* bytes taken since it was opened */
} json_arena;

typedef enum { ROOM_WAITING, ROOM_PLAYING, ROOM_FINISHED } room_status;

typedef enum { SEAT_HUMAN, SEAT_BOT } seat_kind;

typedef struct room_seat {
    seat_kind kind;
    char bot_spec[SRV_BOT_SPEC_MAX]; /* SEAT_BOT */
    char name[SRV_NAME_MAX];
    char token_hash[SRV_TOKEN_HASH_LEN + 1]; /* the seat token's hash; zeros while free (and for bots) */
    int taken;
    int connected; /* open connections holding the token */
    ctn_bot *bot;  /* SEAT_BOT, NULL until made */
    /* a Rivals tournament seat whose deck its player gives when seated (seat_decks.c): the deck
     * given so far in the object form of card keys (NULL: not yet), owned by the seat; secret */
    int own_deck;
    json_t *deck;
} room_seat;

enum { SRV_VIEW_KEYS_MAX = 96 }; /* top-level keys of a view that delta updates follow */

/* The top-level keys of a view as a connection last received them: a hash of each key and of
 * its "key":value text, in the view's order. */
typedef struct view_keys {
    int n;
    uint64_t name[SRV_VIEW_KEYS_MAX], value[SRV_VIEW_KEYS_MAX];
} view_keys;

/* One WebSocket connection: a seat or a spectator (seat -1) of one room. */
typedef struct client {
    struct mg_connection *conn;
    room *room;       /* NULL when refused */
    int seat;         /* -1: spectator */
    char token[SRV_TOKEN_LEN + 1];
    const char *refuse_code; /* set when the connection is refused in the ready handler */
    char refuse_message[160];
    double allowance, last; /* rate limit: a token bucket */
    int dead;               /* a write failed (gone, or not reading): skipped from then on */
    int board_once;         /* ?board=once: updates after the first leave the board out */
    int board_sent;         /* an update with the board was sent to it */
    int delta;              /* ?updates=delta: updates after the first carry what changed */
    struct view_keys *sent; /* delta: the view keys this connection has (NULL: none yet) */
    struct client *next;
} client;

/* An action applied but not yet told to the room's bots (bots follow the game by notify). */
typedef struct pending {
    int player;
    ctn_action action;
    unsigned char *before; /* the state before it */
} pending;

struct room {
    pthread_mutex_t lock;
    server *srv;
    char id[SRV_ID_LEN + 1];
    char created[32];
    ctn_game_spec spec;
    ctn_game *game;
    ctn_state *state, *scratch;
    ctn_replay *replay; /* the set-up and every action: its length is the action count */
    room_status status;
    int num_seats;
    room_seat seats[CTN_MAX_PLAYERS];
    client *clients;
    ctn_action *list; /* CTN_MAX_ACTIONS, for legal lists */
    /* what the current step applied, as each viewer may see it: [seat] and [num_seats] public */
    json_t *applied[CTN_MAX_PLAYERS + 1];
    /* the texts of a step's updates, per viewer ([seat], [num_seats] public; room_push.c):
     * buffers reused from step to step, made on the first push */
    struct push_texts *push;
    char *msg; /* a delta update being written */
    size_t msgcap;
    /* the board's text, the same in every view, written once a step (room_view_shared_text) */
    char *shared;
    size_t sharedcap;
    json_arena arena; /* the trees of an update while it is written */
    /* bots */
    int bot_busy, bot_queued;
    /* the store refused the last write: bots and chance wait for room_retry, which the bot pool
     * runs a moment later (retry_*) and a client's next command runs at once */
    int store_failed;
    int meta_unsaved; /* the finished status is not stored yet */
    int retry_queued;
    double retry_at;     /* mono_now() time of the retry */
    room *next_retry;    /* the pool's retry list */
    pending *pend;
    size_t npend, cappend;
    room *next_queued; /* the pool's queue */
    /* guarded by srv->lock: the holders of the room (server_get .. server_put; a WebSocket holds
     * it while open) and when the last one let go (mono_now()), for evict.c */
    int refs;
    double last_used;
};

/* ---- rooms (room.c, room_seats.c, room_json.c) ---- */

/* Makes a room from a spec and seat kinds ("human" or a bot spec); bots are checked by making
 * them. The room is not stored or registered. */
ctn_status room_new(server *srv, const char *id, const char *created, const ctn_game_spec *spec,
                    const room_seat *seats, int num_seats, room **out, ctn_error *err);
void room_free(room *r);

/* Applies an action of `player` (a seat, or CTN_CHANCE) with the store written in the same step;
 * nothing changes on failure. Lock held. */
ctn_status room_apply(room *r, int player, ctn_action action, ctn_error *err);

/* After a change: plays due chance actions, finishes the game, queues bots, pushes updates to
 * every client and clears the step's log. Lock held. */
void room_settle(room *r);

/* Sends every connection its update (room_push.c): each viewer's texts made once a step, the
 * board's once for all of them. Lock held. */
void room_push(room *r);
/* Frees the push buffers of a room. */
void room_push_free(room *r);
/* After a failed write (store_failed): writes again what is not stored (the finished status),
 * plays the chance due and queues the bots, pushing updates only if something was applied; a
 * failure leaves store_failed set and the retry queued again. No-op when the store did not fail.
 * Lock held. */
void room_retry(room *r);

/* Writes the room's status and metadata (seats) to the store. Lock held. */
ctn_status room_save_meta(room *r, ctn_error *err);

/* The metadata text room_save_meta stores (malloc'd; NULL when out of memory). */
char *room_meta_text(const room *r);
/* Reads seats from stored metadata (as room_save_meta writes it); 0 with err when malformed.
 * Metadata of an older server, with the tokens themselves, is read with the tokens hashed and
 * *upgraded set: the caller stores it again, so the tokens leave the store. */
int room_meta_read(const char *text, room_seat *seats, int num_seats, int *upgraded,
                   ctn_error *err);

/* "waiting", "playing", "finished"; and back (-1 if none). */
const char *room_status_name(room_status s);
int room_status_parse(const char *name);

/* The seat whose token this is, or -1. Lock held. */
int room_seat_of_token(const room *r, const char *token);

/* Takes a seat (`seat` -1: the first free human seat) for `name`; writes the token. Lock held. */
ctn_status room_join(room *r, int seat, const char *name, char token[SRV_TOKEN_LEN + 1],
                     int *seat_out, int *http_status, ctn_error *err);

/* Rebuilds the game of a room whose play has not begun from a new spec (the decks its players
 * gave): game, state, replay and bots made anew; nothing changes on failure. Lock held. */
ctn_status room_remake(room *r, const ctn_game_spec *spec, ctn_error *err);

/* Hands a human seat to the heuristic bot for the rest of the game. Lock held. */
ctn_status room_resign(room *r, int seat, ctn_error *err);

/* ---- decks chosen at sit-down (seat_decks.c) ---- */

/* A create request's "decks": each "own" (a person's seat whose player gives his deck when
 * seated) is marked in own[] and replaced by null (the default deck holds the place). */
void seat_decks_from_request(json_t *req, int own[CTN_MAX_PLAYERS]);
/* Checks that the seats marked own are people's seats and marks them. */
ctn_status seat_decks_mark(const int own[CTN_MAX_PLAYERS], room_seat *seats, int n, ctn_error *err);
/* How many seats still wait for their player's deck. */
int seat_decks_awaited(const room_seat *seats, int n);
/* Puts the decks the players gave into the spec (every awaited deck given; no-op without own
 * decks). */
ctn_status seat_decks_apply(ctn_game_spec *spec, const room_seat *seats, int n, ctn_error *err);
/* Lets go of the seats' given decks. */
void seat_decks_free(room_seat *seats, int n);
/* A seat's deck fields in the stored metadata, and back (0 when malformed). */
void seat_deck_meta(const room_seat *s, json_t *o);
int seat_deck_meta_read(const json_t *o, room_seat *s);
/* Seat `seat` (its player's, by token) gives its deck: a shipped deck's name, a deck file's text
 * or an object of card keys. *http_status and err say why not; *check gets the deck check's
 * answer for a deck file's text that is refused. Once every deck is given the game is made
 * with them, and it starts when every seat is taken too. Lock held. */
ctn_status room_give_deck(room *r, int seat, const json_t *deck, int *http_status,
                          const char **code, json_t **check, ctn_error *err);

/* JSON. Lock held for all. */
json_t *room_summary_json(const room *r);
json_t *room_seats_json(const room *r);
json_t *room_actors_json(const room *r);
json_t *room_legal_json(room *r, int seat); /* [] unless the seat acts now */
json_t *room_view_json(room *r, int seat);  /* the view of a seat, or public for -1 */
/* The fields of room_describe that are the same for every viewer: status, actions, actors,
 * terminal into mid; summary, seats, winner into tail (an update has legal between them). */
void room_describe_common(room *r, json_t *mid, json_t *tail);
/* Adds to o what a `state` answer and an update share (seat, status, actions, actors,
 * terminal, legal, summary, seats, winner). */
void room_describe(room *r, int seat, json_t *o);
/* Whether the rule set's codec splits a view into the keys every view shares (the board) and the
 * viewer's own keys. */
int room_view_splits(const room *r);
/* The keys every view of the room's state shares, as the text of their object without its
 * braces ("hexes":[..],"vertices":[..]), into the reusable buffer *buf of *cap bytes; returns
 * its length, 0 when there is none (or out of memory). */
size_t room_view_shared_text(room *r, char **buf, size_t *cap);
/* The view of a seat without the keys every view shares (only when room_view_splits). */
json_t *room_view_own_json(room *r, int seat);

/* ---- the registry and the server (registry.c) ---- */

struct server {
    ctn_store *store;
    pthread_mutex_t lock; /* guards rooms, nrooms */
    pthread_mutex_t load_lock; /* one game loaded from the store at a time (server_get) */
    room **rooms;
    size_t nrooms, caprooms;
    struct bot_pool *pool;
    size_t state_max; /* the largest state of any rule set */
    int rate;         /* messages a second allowed per connection */
    double keep_finished; /* seconds a finished game nobody holds stays in memory (evict.c) */
    double last_sweep;    /* mono_now() of the last sweep (srv->lock) */
};

/* Rooms are held: server_find, server_get, server_create_game and server_add hand out a room
 * with a reference the caller gives back with server_put. A room nobody holds may leave memory
 * once its game is over (evict.c); the store still has it, and server_get loads it again. */

/* Finds a room in memory by id (NULL if none), held. */
room *server_find(server *srv, const char *id);

/* Finds a room by id, or loads the game from the store (a finished game that left memory, or one
 * another server process sharing the store created), held; NULL if there is no such game. */
room *server_get(server *srv, const char *id);

/* Gives back a room from server_find, server_get, server_create_game or server_add. */
void server_put(server *srv, room *r);

/* Adds a room to the registry, held by the caller. */
ctn_status server_add(server *srv, room *r, ctn_error *err);

/* Creates a game from a POST /api/games body: checks it, stores it and registers it (held). */
ctn_status server_create_game(server *srv, const char *body, size_t len, room **out,
                              ctn_error *err);

/* Loads every unfinished stored game, replaying its actions, and starts it; finished games stay
 * in the store until asked for (server_get). *stored gets the number of stored games. */
ctn_status server_load(server *srv, size_t *stored, ctn_error *err);

/* Appends to `list` the summaries of stored games this process does not hold in memory (finished
 * games that left it, games other server processes sharing a PostgreSQL store created), newest
 * first and at most SRV_LOBBY_STORED_MAX of them. Each is read by replaying its stored actions
 * into a room that is not registered and never plays (so no bots start here); `want` filters by
 * status ("" for all). */
void server_stored_summaries(server *srv, const char *want, json_t *list);

/* ---- finished games leaving memory (evict.c) ---- */

/* Frees the rooms of finished games that nobody has held for srv->keep_finished seconds and
 * whose bots and store are at rest (at most once a second; the others are kept). Returns how
 * many left memory. */
size_t server_sweep(server *srv);
/* Rooms in memory now. */
size_t server_rooms_in_memory(server *srv);

/* ---- the bot pool (bot_pool.c) ---- */

struct bot_pool;
ctn_status bot_pool_start(server *srv, int threads, ctn_error *err);
void bot_pool_stop(server *srv);
/* Asks for the room's bots to move (no-op if already queued or thinking, or while the room's
 * store failed). Room lock held. */
void bot_pool_schedule(server *srv, room *r);
/* Runs room_retry on the room about a second from now (no-op if already queued). Room lock
 * held. */
void bot_pool_retry(server *srv, room *r);

/* ---- front ends ---- */

void http_register(struct mg_context *ctx, server *srv);
/* GET /api/rules: {"games":[rule sets with their option tables],"bots":{game:[bot types]},
 * "maps":[shipped maps]} (rules.c); a new reference each call. */
json_t *rules_json(void);
/* The Rivals tournament decks (rivals_decks.c, docs/rules/rivals_decks.md; the eras of a query by
 * ctn_rivals_eras_parse). GET /api/rivals/pool: {"eras","era_table","deck","cards":[...]}, each card's limit for `eras`;
 * NULL when out of memory. */
json_t *rivals_pool_json(unsigned eras);
/* POST /api/rivals/decks/check: a deck file's text (len bytes) read and validated:
 * {"valid","parsed","cards","start","stacks","eras","errors","lost","deck"}; NULL when out of
 * memory. */
json_t *rivals_deck_check_json(const char *text, size_t len);
/* GET /api/rivals/decks: {"decks":[{"name":"heroes","text":...},...]}, the shipped decks a game's
 * "decks" may name. */
json_t *rivals_shipped_decks_json(void);
void ws_register(struct mg_context *ctx, server *srv);
/* Sends a text message to one connection (thread-safe); > 0 when written. A connection that does
 * not read blocks a write for at most civetweb's request timeout (10 s). */
int ws_send(struct mg_connection *conn, const char *text, size_t len);
/* {"ok":false,"cmd":..,"id":..,"error":{"code","message"}} as text */
char *error_text(const char *code, const char *message, const json_t *cmd, const json_t *id);

/* Compact JSON text: io_json_text, io_json_text_into, io_json_member_into and io_text_append
 * (src/io/json_text.c, declared in io/io_internal.h). */

/* ---- the JSON region allocator (json_arena.c) ---- */

/* Makes jansson allocate from the calling thread's open arena (malloc when none is open). Call
 * once, before any thread starts. */
void json_arena_install(void);
/* Opens an arena for the calling thread: jansson's allocations come from it until it is closed.
 * Every value made meanwhile must be freed before json_arena_close, which takes its memory back
 * at once (keeping one chunk for the next use). */
void json_arena_open(json_arena *a);
void json_arena_close(json_arena *a);
/* Frees the arena's memory (closed arenas only). */
void json_arena_free(json_arena *a);

/* ---- helpers (util.c) ---- */

/* Writes `hex_digits` random hex digits and a NUL (from the system's random source). */
int random_hex(char *out, int hex_digits);
uint64_t random_u64(void);
/* The current UTC time as "2026-11-22T10:00:00Z". */
void utc_now(char out[32]);
/* Seconds of a monotonic clock. */
double mono_now(void);

/* ---- seat tokens (token.c) ---- */

/* Initialises libsodium; 0 when it cannot be used. Call once before any other token_ function. */
int token_init(void);
/* 1 when token is SRV_TOKEN_LEN lowercase hex digits (hash: SRV_TOKEN_HASH_LEN). */
int token_wellformed(const char *token);
int token_hash_wellformed(const char *hash);
/* The hash the server keeps of a token, as hex. */
void token_hash(const char *token, char out[SRV_TOKEN_HASH_LEN + 1]);
/* A fresh token and its hash; 0 when the system has no random source. */
int token_new(char token[SRV_TOKEN_LEN + 1], char hash[SRV_TOKEN_HASH_LEN + 1]);
/* Whether two hashes are equal, in time independent of where they differ. */
int token_hash_equal(const char a[SRV_TOKEN_HASH_LEN + 1], const char b[SRV_TOKEN_HASH_LEN + 1]);

#endif
