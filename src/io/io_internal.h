/* io_internal.h — what the I/O layer's files share: JSON helpers over jansson, the readers the
 * rule sets' state codecs share, the per-rule-set state codec table, and the json_t-level forms
 * of the public codecs. Not a public header.
 */
#ifndef CATAN_IO_INTERNAL_H
#define CATAN_IO_INTERNAL_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

#include "catan/game.h"
#include "catan/io.h"
#include "catan/status.h"

/* ---- JSON helpers (json_util.c) ---- */

/* Parses text (len bytes) as one JSON value: duplicate keys, NUL characters and nesting deeper
 * than CTN_IO_DEPTH_MAX are rejected (CTN_E_PARSE, CTN_E_LIMIT). *out is a new reference. */
ctn_status io_json_parse(const char *text, size_t len, json_t **out, ctn_error *err);

/* Dumps a value as one compact line; *out is malloc'd. */
ctn_status io_json_dump(const json_t *value, char **out, ctn_error *err);

/* Reads a whole file of at most CTN_IO_LINE_MAX bytes (CTN_E_IO, CTN_E_LIMIT); *out is malloc'd
 * and NUL-terminated, *len its length. */
ctn_status io_read_file(const char *path, char **out, size_t *len, ctn_error *err);

/* Writes text and a newline to a file, replacing it (CTN_E_IO). */
ctn_status io_write_file(const char *path, const char *text, ctn_error *err);

/* Field readers. Each reports a failure as `code` with a message naming `where`.`key` (where
 * names the enclosing object, e.g. "players[2]"; it may be ""), and leaves *out untouched. The
 * _opt forms accept a missing field (and JSON null) and then write nothing and return CTN_OK. */
typedef struct io_reader {
    ctn_status code; /* the status of every failure: CTN_E_STATE, CTN_E_ARGUMENT, ... */
    ctn_error *err;
} io_reader;

ctn_status io_need(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                   json_t **out);
ctn_status io_int(const io_reader *rd, const json_t *value, const char *where, const char *key,
                  long long min, long long max, long long *out);
ctn_status io_get_int(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                      long long min, long long max, long long *out);
ctn_status io_get_int_opt(const io_reader *rd, const json_t *obj, const char *where,
                          const char *key, long long min, long long max, long long *out);
ctn_status io_get_u8(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                     int max, uint8_t *out);
ctn_status io_get_bool(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                       int *out);
ctn_status io_get_string(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                         const char **out);
ctn_status io_get_object(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                         json_t **out);
ctn_status io_get_array(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                        size_t max_len, json_t **out);
/* An array of exactly n entries (a player's each, say). */
ctn_status io_get_array_of(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                           size_t n, json_t **out);

/* Fails when obj (an object) has a key not in the NULL-terminated list. */
ctn_status io_check_keys(const io_reader *rd, const json_t *obj, const char *where,
                         const char *const *allowed);

/* A seat 0..num_players-1, or null (written as none_value) when allow_none. */
ctn_status io_get_seat(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                       int num_players, int allow_none, int none_value, int *out);

/* Object helpers that tolerate a NULL value (allocation failure): the key is then left out. */
void io_set(json_t *obj, const char *key, json_t *value);
void io_push(json_t *array, json_t *value);
/* A seat as an integer, or null for `none`. */
json_t *io_seat_or_null(int seat, int none);
/* A 64-bit value as 16 hex digits. */
json_t *io_hex64(uint64_t value);
/* An object name(i): c[i] for i < n. */
json_t *io_counts_json(const uint8_t *c, int n, const char *(*name)(int));
/* A state's "view": "all" for the rule set's nobody value, "public" for its public seat, or the
 * seat. */
json_t *io_viewer_json(int viewer, int nobody, int public_seat);
/* The players who must act now, in seat order, then "chance" when chance acts. */
json_t *io_actors_json(ctn_actors actors, int num_players);
/* A generator's four words, each as 16 hex digits. */
json_t *io_rng_json(const ctn_rng *rng);
/* A player number as JSON: the seat, or "chance" for CTN_CHANCE. */
json_t *io_player_json(int player);
/* A JSON string of text that may hold invalid UTF-8 (messages quoting input, cut at a limit):
 * bytes that do not form valid UTF-8 become '?'. */
json_t *io_string_lossy(const char *text);
/* Reads a player: a seat 0..num_players-1 or "chance" (CTN_CHANCE). */
ctn_status io_player_from_json(const io_reader *rd, const json_t *value, const char *where,
                               int num_players, int *out);

/* The optional "seed" of obj (spec_json.c): an integer 0..2^63-1 or a decimal string up to
 * 2^64-1; 0 when absent or null. */
ctn_status io_read_seed(const io_reader *rd, const json_t *obj, uint64_t *out);
/* A seed as JSON: an integer up to 2^63-1, a decimal string above. */
json_t *io_seed_json(uint64_t seed);

/* ---- state readers (json_util.c), shared by the rule sets' codecs ---- */

/* Records rd->code and a printf-style message (when rd->err is set); returns rd->code. */
ctn_status io_bad(const io_reader *rd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A string field naming one of count values, name(0)..name(count-1); *out is its index. */
ctn_status io_read_name(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                        const char *(*name)(int), int count, uint8_t *out);
/* An object of name: count (names from `name`, each count 0..max); names left out are not
 * written, so they keep what out held (zero in a fresh state). */
ctn_status io_read_counts(const io_reader *rd, const json_t *obj, const char *where,
                          const char *key, const char *(*name)(int), int count, int max,
                          uint8_t *out);
/* A top-level field 0..UINT32_MAX. */
ctn_status io_read_u32(const io_reader *rd, const json_t *obj, const char *key, uint32_t *out);

/* What every rule set's state object starts with. */
typedef struct io_state_header {
    const char *game;        /* the rule set's name, the only accepted "game" */
    const char *const *keys; /* every key a state may have, NULL-terminated */
    int num_players;         /* the only accepted "num_players" */
    int all, public_seat;    /* the viewer values of "view": "all" and "public" */
} io_state_header;

/* Checks the keys, "game" and "num_players", and reads "view" (a seat, "all" or "public") into
 * *viewer. */
ctn_status io_read_header(const io_reader *rd, const json_t *obj, const io_state_header *h,
                          uint8_t *viewer);

/* ---- boards (board_json.c) ---- */

json_t *io_board_desc_to_json(const ctn_board_desc *desc);
/* value is the board object; failures are CTN_E_BOARD, messages name fields as "board.hexes[3]". */
ctn_status io_board_desc_from_json(const json_t *value, ctn_board_desc *out, ctn_error *err);
/* The board fields of an object that may hold other keys (a map's): hexes, harbours, robber,
 * pirate, areas. */
ctn_status io_board_fields_from_json(const json_t *value, ctn_board_desc *out, ctn_error *err);
/* A map object (map_json.c). */
ctn_status io_map_from_json(const json_t *obj, ctn_map *out, ctn_error *err);

/* ---- game set-ups (spec_json.c) ---- */

/* Reads the spec fields of obj ("game", "players", "seed", "board", "options"). */
ctn_status io_spec_from_json(const json_t *obj, ctn_game_spec *out, ctn_error *err);
/* Sets the spec fields on obj (every option explicit). */
void io_spec_to_json(const ctn_game_spec *spec, json_t *obj);
/* The spec's "decks" (spec_decks.c): read after the options (the mode must be the tournament),
 * and written as a list of objects, NULL when the spec has none. */
ctn_status io_spec_decks_from_json(const json_t *obj, ctn_game_spec *spec, ctn_error *err);
json_t *io_spec_decks_json(const ctn_game_spec *spec);
/* The board as the spec says it: "beginner", "random", "default" or the description. */
json_t *io_spec_board_json(const ctn_game_spec *spec);
/* The rule sets and their options, for the protocol's "games" command. */
json_t *io_rulesets_json(void);

/* The Rivals card table: one object per row of ctn_rivals_cards (rivals_cards_json.c). */
json_t *io_rivals_cards_json(void);

/* ---- replays (replay.c) ---- */

ctn_status io_replay_from_json(const json_t *obj, ctn_replay **out, ctn_error *err);
json_t *io_replay_to_json(const ctn_replay *replay);

/* ---- per-rule-set state codecs (codec.c and <ruleset>_json.c) ---- */

typedef struct io_state_codec {
    const char *game; /* the rule set's name */
    /* The whole state (or view) as JSON; NULL when out of memory. */
    json_t *(*to_json)(const ctn_game *game, const ctn_state *state);
    /* Reads a state written by to_json into out (state_size bytes, zeroed by the caller);
     * failures are CTN_E_STATE with a message naming the field. */
    ctn_status (*from_json)(const ctn_game *game, const json_t *value, ctn_state *out,
                            ctn_error *err);
    /* A few fields that say where the game stands (phase, turn, scores) for protocol replies. */
    json_t *(*summary)(const ctn_game *game, const ctn_state *state);
    /* Optional (NULL in rule sets without a board): to_json in two parts, so that a server
     * writes the large part once for all the viewers of a state. shared_to_json gives the keys
     * that are the same in every view of a state (the board: geometry, pieces, bandits), so it
     * may be given the full state; own_to_json gives the other keys of to_json. Together they
     * hold exactly the keys and values of to_json (in another order). */
    json_t *(*own_to_json)(const ctn_game *game, const ctn_state *state);
    json_t *(*shared_to_json)(const ctn_game *game, const ctn_state *state);
} io_state_codec;

/* The codec of a rule set, or NULL (fails with CTN_E_UNKNOWN_GAME when err is given). */
const io_state_codec *io_codec_find(const ctn_ruleset *rules, ctn_error *err);

extern const io_state_codec io_classic_codec;
extern const io_state_codec io_seafarers_codec;
extern const io_state_codec io_world_codec;
extern const io_state_codec io_struggle_codec;
extern const io_state_codec io_rivals_codec;

/* Full state as json_t through the codec table (views: observe first). */
ctn_status io_state_to_json(const ctn_game *game, const ctn_state *state, json_t **out,
                            ctn_error *err);
/* Reads into a scratch state, then copies to out only on success. */
ctn_status io_state_from_json(const ctn_game *game, const json_t *value, ctn_state *out,
                              ctn_error *err);

/* ---- actions ---- */

/* {"player":p|"chance","action":code,"text":"..."} for an action of `player` in `state`. */
json_t *io_action_json(const ctn_game *game, const ctn_state *state, int player, ctn_action action);

/* ---- compact JSON text (json_text.c) ---- */

/* Compact JSON text of a value, as json_dumps(JSON_COMPACT | JSON_ENCODE_ANY) writes it but
 * faster; malloc'd, NULL when out of memory. */
char *io_json_text(const json_t *value);
/* The same into a reusable buffer *buf of *cap bytes (grown with realloc; free it when done);
 * returns the text's length, 0 when out of memory. */
size_t io_json_text_into(const json_t *value, char **buf, size_t *cap);
/* Appends "key":value to the text of len bytes in *buf; returns the new length, 0 when out of
 * memory. */
size_t io_json_member_into(const char *key, const json_t *value, char **buf, size_t *cap,
                           size_t len);
/* Appends n bytes of text (kept 0-terminated) to the text of len bytes in *buf; returns the new
 * length, 0 when out of memory. */
size_t io_text_append(char **buf, size_t *cap, size_t len, const char *text, size_t n);

/* The Era of Explorers' part of a Rivals state (rivals_json_explorers.c): the "explorers" object,
 * NULL outside that era; its reading leaves the state as it is when the key is absent. */
json_t *io_rivals_explorers_json(const struct ctn_rivals_state *s);
ctn_status io_rivals_explorers_read(const io_reader *rd, const json_t *o, struct ctn_rivals_state *s);
/* The Era of Prosperity's part of a Rivals state (rivals_json_prosperity.c): the "prosperity"
 * object, NULL when no player holds a star and no use was had; reading it (absent: none). */
struct ctn_rivals_state;
json_t *io_rivals_prosperity_json(const struct ctn_rivals_state *s);
ctn_status io_rivals_prosperity_read(const io_reader *rd, const json_t *o, struct ctn_rivals_state *s);

#endif
