/* io.h — the I/O layer: JSON codecs for board descriptions, game set-ups and states; replays;
 * and the engine protocol session (docs/protocol.md).
 *
 * Everything here speaks JSON text (NUL-terminated or with an explicit length) so that callers
 * need no JSON library. Text this layer returns is allocated with malloc: free it with
 * ctn_io_free. Fallible functions return a ctn_status and fill a caller-owned ctn_error; on
 * failure their out-parameters are left as they were (or set to NULL for pointers).
 *
 * Views: a state given to ctn_state_to_json is serialised as it is. To show a state to a player
 * or a spectator, observe it first (ctn_game_observe) or call ctn_state_view_to_json, which does;
 * the serialiser never prints hidden cards of a view.
 */
#ifndef CATAN_IO_H
#define CATAN_IO_H

#include <stddef.h>
#include <stdint.h>

#include "catan/export.h"
#include "catan/board.h"
#include "catan/bot.h"
#include "catan/game.h"
#include "catan/rivals.h"
#include "catan/status.h"

enum {
    CTN_IO_LINE_MAX = 1 << 20,   /* longest protocol request line and replay file, in bytes */
    CTN_IO_DEPTH_MAX = 32,       /* deepest JSON nesting of arrays and objects accepted */
    CTN_IO_HISTORY_MAX = 8192,   /* undo depth kept by a session (older states are dropped) */
    CTN_IO_ACTIONS_MAX = 1000000 /* actions in one replay or session */
};

/* Frees text returned by this layer; NULL is fine. */
CTN_API void ctn_io_free(void *p);

/* Formats a 64-bit hash as exactly 16 lowercase hex digits into buf (at least 17 bytes). */
CTN_API void ctn_hash_format(uint64_t hash, char buf[17]);

/* Parses 16 hex digits (either case) into *out; fails with CTN_E_PARSE. */
CTN_API ctn_status ctn_hash_parse(const char *text, uint64_t *out, ctn_error *err);

/* ---- board descriptions ---------------------------------------------------------------- */

/* Parses {"hexes":[{"q":0,"r":-2,"terrain":"mountains","number":10},...],
 * "harbours":[{"q":0,"r":-2,"edge":"NW","type":"3:1"},...], "robber":{"q":0,"r":0}}
 * ("harbours" and "robber" optional; "number" may be 0, null or absent for none). Checks the
 * structure (names, ranges, list sizes, the robber on a listed hex); the rule set checks the rest
 * when a game is made. Fails with CTN_E_PARSE (not JSON), CTN_E_BOARD (bad content). */
CTN_API ctn_status ctn_board_desc_from_json(const char *text, size_t len, ctn_board_desc *out,
                                            ctn_error *err);

/* Writes the description as JSON text in the form above; *out is freed with ctn_io_free. */
CTN_API ctn_status ctn_board_desc_to_json(const ctn_board_desc *desc, char **out, ctn_error *err);

/* ---- game set-ups ---------------------------------------------------------------------- */

/* Everything that makes a game and its first state: what a `new` request and a replay header
 * say. Option names point into rules->options (static), so a spec is a plain copyable value. */
typedef struct ctn_game_spec {
    const ctn_ruleset *rules;
    int num_players;
    uint64_t seed;
    ctn_board_kind board_kind;
    ctn_board_desc board; /* CTN_BOARD_EXPLICIT only */
    int num_options;
    ctn_option_value options[CTN_MAX_OPTIONS];
    /* The Rivals tournament's decks (the game's set-up, ctn_game_config.setup) when has_setup;
     * else both players play the default deck (docs/rules/rivals.md R-88). In JSON: "decks". */
    int has_setup;
    ctn_rivals_setup setup;
} ctn_game_spec;

/* Parses {"game":"classic","players":4,"seed":1,"board":"beginner"|"random"|"default"|{...},
 * "options":{"tie_returns_card":true,"turn_mode":"paired",...}} ("board", "options" and "seed"
 * optional: default board, default options, seed 0), and for Rivals with mode "tournament"
 * "decks":[D0,D1], each seat's deck as deck file text, a shipped deck's name ("trade"), an object
 * {"cards":[35 card keys],"events":[4 event keys]} (how decks are written) or null (the default
 * deck), checked against the tournament rules (CTN_E_OPTION naming the seat, line, card and rule;
 * docs/protocol.md). Other fields are ignored. Seeds are JSON
 * integers 0..2^63-1 or decimal strings up to 2^64-1. Options are checked against the rule set's
 * table: unknown names and bad values fail with CTN_E_OPTION naming the option. Other failures:
 * CTN_E_PARSE, CTN_E_ARGUMENT (wrong types, player count), CTN_E_UNKNOWN_GAME, CTN_E_BOARD. */
CTN_API ctn_status ctn_game_spec_from_json(const char *text, size_t len, ctn_game_spec *out,
                                           ctn_error *err);

/* Writes the spec as JSON text (every option of the rule set, explicitly, and "decks" as objects
 * when the spec has them); free with ctn_io_free. */
CTN_API ctn_status ctn_game_spec_to_json(const ctn_game_spec *spec, char **out, ctn_error *err);

/* Makes the game the spec describes; *out is freed with ctn_game_free. The first state is then
 * ctn_game_init_state(*out, state, spec->seed). */
CTN_API ctn_status ctn_game_spec_create(const ctn_game_spec *spec, ctn_game **out, ctn_error *err);

/* The shipped Rivals tournament decks (the files of decks/, compiled in): the i-th one's name ("heroes",
 * in name order; NULL past the last), and the text of the one called name (NULL if none; *len
 * its length when len is not NULL). */
CTN_API const char *ctn_rivals_deck_file_name(int i);
CTN_API const char *ctn_rivals_deck_file_text(const char *name, size_t *len);

/* ---- maps (docs/maps.md) ----------------------------------------------------------------- */

/* A map: a board description with its name, title, game, the player counts it is for and the
 * rule options it sets (as text, checked against the game when applied). */
typedef struct ctn_map {
    char name[32];
    char title[96];
    char game[16]; /* "" for any */
    int min_players, max_players;
    int num_options;
    struct {
        char name[32];
        char value[32];
    } options[CTN_MAX_OPTIONS];
    ctn_board_desc board;
} ctn_map;

/* Parses a map file: {"format":"catan-map","version":1,"name":..,"title":..,"game":..,
 * "players":{"min":..,"max":..},"options":{..}, and the board fields of a board description with
 * "areas" and "pirate"}. Fails with CTN_E_PARSE or CTN_E_BOARD naming the field. */
CTN_API ctn_status ctn_map_from_json(const char *text, size_t len, ctn_map *out, ctn_error *err);

/* A shipped map by name: a file name ("new_shores_4"), a family name that picks the file for the
 * player count ("new_shores", "four_islands": _3, _4, or _6 for 5-6 players), or "new_world",
 * generated from `seed`. Fails with CTN_E_BOARD listing the shipped names. */
CTN_API ctn_status ctn_map_named(const char *name, int players, uint64_t seed, ctn_map *out,
                                 ctn_error *err);

/* The i-th shipped map file's name, or NULL past the last. */
CTN_API const char *ctn_map_file_name(int i);

/* Sets spec's board to the map's and adds the map's options where the spec sets none; fails when
 * the map is for another game or player count (CTN_E_BOARD) or an option is bad (CTN_E_OPTION). */
CTN_API ctn_status ctn_map_apply(const ctn_map *map, ctn_game_spec *spec, ctn_error *err);

/* ---- states ---------------------------------------------------------------------------- */

/* Writes a state (a full state, or a view made by ctn_game_observe) as JSON text: the board's
 * geometry (hexes, vertices, edges, harbours with ids, coordinates and adjacencies), the pieces,
 * players, bank, deck and turn. A view shows only what its viewer may know. Fails with
 * CTN_E_UNKNOWN_GAME for a rule set without a JSON codec. Free *out with ctn_io_free. */
CTN_API ctn_status ctn_state_to_json(const ctn_game *game, const ctn_state *state, char **out,
                                     ctn_error *err);

/* Observes the state for `viewer` (a seat, CTN_VIEW_PUBLIC or CTN_VIEW_ALL) and writes the view. */
CTN_API ctn_status ctn_state_view_to_json(const ctn_game *game, const ctn_state *state, int viewer,
                                          char **out, ctn_error *err);

/* Reads a state written by ctn_state_to_json for the same game into out (state_size bytes):
 * for a full state the result is byte-identical to the state written. Derived fields are
 * recomputed; inconsistent input (pieces out of range or overlapping, cards not conserved, ...)
 * fails with CTN_E_STATE naming the field; bad JSON with CTN_E_PARSE. out is untouched on failure.
 */
CTN_API ctn_status ctn_state_from_json(const ctn_game *game, const char *text, size_t len,
                                       ctn_state *out, ctn_error *err);

/* ---- replays --------------------------------------------------------------------------- */

/* A game set-up and the actions played from it, each as (player, text); optionally the hash of
 * the final state. Players are seats or CTN_CHANCE. */
typedef struct ctn_replay ctn_replay;

/* An empty replay of the game `spec` describes; free with ctn_replay_free. */
CTN_API ctn_status ctn_replay_new(const ctn_game_spec *spec, ctn_replay **out, ctn_error *err);
CTN_API void ctn_replay_free(ctn_replay *replay); /* NULL is fine */

/* Appends an action in text form (copied) and forgets the final hash. Fails with CTN_E_LIMIT
 * past CTN_IO_ACTIONS_MAX actions. */
CTN_API ctn_status ctn_replay_append(ctn_replay *replay, int player, const char *text,
                                     ctn_error *err);

/* Drops the actions from index `count` on (no-op if there are fewer); forgets the final hash. */
CTN_API void ctn_replay_truncate(ctn_replay *replay, size_t count);

/* Read access. ctn_replay_action returns the text (owned by the replay) and writes the player;
 * NULL for an index out of range. */
CTN_API const ctn_game_spec *ctn_replay_spec(const ctn_replay *replay);
CTN_API size_t ctn_replay_length(const ctn_replay *replay);
CTN_API const char *ctn_replay_action(const ctn_replay *replay, size_t index, int *player);

/* The recorded final hash: returns 1 and writes it when present, else 0. */
CTN_API int ctn_replay_final_hash(const ctn_replay *replay, uint64_t *hash);
CTN_API void ctn_replay_set_final_hash(ctn_replay *replay, uint64_t hash);

/* Parses {"format":"catan-replay","version":1, <game spec fields>, "actions":[{"player":0,
 * "action":"build_settlement v12"},{"player":"chance","action":"roll 8"},...],
 * "final_hash":"0123456789abcdef"} ("final_hash" and a free-form "meta" optional). Fails with
 * CTN_E_PARSE for bad JSON, a bad header (format, version, unknown fields) or a bad final_hash;
 * with the spec's errors; with CTN_E_ARGUMENT for a malformed action entry (naming its index).
 * Actions are checked only when played. *out is NULL on failure. */
CTN_API ctn_status ctn_replay_from_json(const char *text, size_t len, ctn_replay **out,
                                        ctn_error *err);

/* Reads and parses a replay file (at most CTN_IO_LINE_MAX bytes); CTN_E_IO when unreadable. */
CTN_API ctn_status ctn_replay_load_file(const char *path, ctn_replay **out, ctn_error *err);

/* Writes the replay as JSON text (free with ctn_io_free), or into a file. */
CTN_API ctn_status ctn_replay_to_json(const ctn_replay *replay, char **out, ctn_error *err);
CTN_API ctn_status ctn_replay_save_file(const ctn_replay *replay, const char *path, ctn_error *err);

/* Called by ctn_replay_play with the first state (index 0) and after each action (index i + 1);
 * a failure stops the replay with that error. */
typedef ctn_status (*ctn_replay_step_fn)(void *ctx, size_t index, const ctn_game *game,
                                         const ctn_state *state, ctn_error *err);

/* Plays the replay: makes the game, applies every action with ctn_game_apply_checked and, when
 * the replay has a final hash, compares it (CTN_E_MISMATCH). Errors name the action index,
 * player and text. On success *game (ctn_game_free) and *state (ctn_io_free) hold the final
 * position; either pointer may be NULL when not wanted. step may be NULL. */
CTN_API ctn_status ctn_replay_play(const ctn_replay *replay, ctn_replay_step_fn step, void *ctx,
                                   ctn_game **game, ctn_state **state, ctn_error *err);

/* ---- the engine protocol --------------------------------------------------------------- */

/* One protocol session: at most one game, its undo history and its replay. No globals: run as
 * many sessions as you like, each from one thread at a time. */
typedef struct ctn_session ctn_session;

enum {
    CTN_SESSION_FILES = 1u << 0 /* allow "path" in load and save (local tools, not servers) */
};

/* Creates a session; flags are CTN_SESSION_* bits. Free with ctn_session_free. */
CTN_API ctn_status ctn_session_new(unsigned flags, ctn_session **out, ctn_error *err);
CTN_API void ctn_session_free(ctn_session *session); /* NULL is fine */

/* Bounds what the bots of "go" may spend on their decision (ctn_bot_spec_check): a request for a
 * bot beyond the limit is refused with an error naming it. A new session has no limit. */
CTN_API void ctn_session_limit_bots(ctn_session *session, const ctn_bot_budget *limit);

/* Handles one request (a JSON object with "cmd"; len bytes, need not be NUL-terminated) and
 * returns the response as one line of JSON without the newline; free it with ctn_io_free.
 * Returns NULL only when out of memory. A failed request leaves the session as it was. */
CTN_API char *ctn_session_handle(ctn_session *session, const char *line, size_t len);

/* Sets the current state, as the request "position" does from JSON: state is a full state of the
 * session's game (ctn_state_size bytes) as the library made it (from a game of the same spec,
 * ctn_session_state, ctn_game_apply...), not arbitrary bytes: unlike JSON it is not read field
 * by field, only run through the rule set's invariant check, which it must pass. The undo history
 * restarts at it and save refuses until the next new or load. Fails, changing nothing, without a
 * game or when the check fails. */
CTN_API ctn_status ctn_session_set_position(ctn_session *session, const ctn_state *state,
                                            ctn_error *err);

/* The session's game and current state (full, not a view), or NULL before a game exists. */
CTN_API const ctn_game *ctn_session_game(const ctn_session *session);
CTN_API const ctn_state *ctn_session_state(const ctn_session *session);

#endif
