/* game.h — the one game interface every rule set implements, and the generic driver over it.
 *
 * A rule set (classic, struggle, world, rivals) is a table of functions over data (ctn_ruleset).
 * A game (ctn_game) is an immutable configuration: rule set, player count, options and the
 * rule set's derived data (board topology, tables). A state (ctn_state) is a fixed-size,
 * pointer-free value of game->rules->state_size bytes: clone it with memcpy, hash its bytes.
 * A rule set may size its state by the game (Classic: by the board and the players); game->rules
 * is then the table of the game's size class, so every driver simply reads game->rules.
 *
 * Who acts is a set (ctn_actors): several players may have to act at once (discards on a 7,
 * answers to a trade offer), and chance is a pseudo-player (CTN_CHANCE) whose actions carry
 * integer weights. Actions are small integers whose meaning each rule set defines; every action
 * has a stable text form.
 *
 * Every rule set's state begins with a ctn_rng: chance outcomes are sampled from a copy of it and
 * every chance action applied advances it one step, so a game replayed from its recorded actions
 * ends in the same bytes as the game that was played.
 *
 * The engine never allocates after ctn_game_new, never reads clocks or files, and is integer-only,
 * so the same seed and actions give the same bytes on every compiler and build type.
 */
#ifndef CATAN_GAME_H
#define CATAN_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "catan/export.h"
#include "catan/board.h"
#include "catan/rng.h"
#include "catan/status.h"

typedef uint32_t ctn_action;
typedef uint32_t ctn_actors; /* bit p = player p must/may act now; CTN_CHANCE_BIT = chance */

typedef struct ctn_state ctn_state; /* opaque: each rule set defines its own layout */
typedef struct ctn_game ctn_game;
typedef struct ctn_ruleset ctn_ruleset;

enum {
    CTN_MAX_PLAYERS = 12,
    CTN_CHANCE = 31,        /* the chance pseudo-player */
    CTN_MAX_ACTIONS = 8192, /* upper bound of any rule set's legal list */
    CTN_MAX_CHANCE = 256,   /* upper bound of any rule set's chance outcomes */
    CTN_ACTION_TEXT_MAX = 96,
    CTN_MAX_OPTIONS = 32
};
#define CTN_CHANCE_BIT (1u << CTN_CHANCE)

/* Viewers for ctn_game_observe besides seats 0..n-1. */
enum { CTN_VIEW_ALL = -1, CTN_VIEW_PUBLIC = -2 };

/* Flags for legal-action generation. */
enum {
    CTN_LEGAL_ALL = 0,
    CTN_LEGAL_NO_OFFERS = 1u << 0, /* leave domestic trade offers out (random play, search) */
    /* leave out giving up one's own cards for nothing (Rivals, R-63): random players that keep
     * what they build, whose tournament games end (docs/benchmarks.md) */
    CTN_LEGAL_NO_GIVE_UP = 1u << 1
};

/* How a board is chosen when a game is created. */
typedef enum ctn_board_kind {
    CTN_BOARD_DEFAULT = 0, /* the rule set's usual board (random where it has one) */
    CTN_BOARD_BEGINNER,
    CTN_BOARD_RANDOM,
    CTN_BOARD_EXPLICIT /* the description in ctn_game_config.board */
} ctn_board_kind;

/* Option descriptions: data tables in each rule set, read by parsers and documentation. */
typedef enum ctn_option_type { CTN_OPT_BOOL, CTN_OPT_INT, CTN_OPT_ENUM } ctn_option_type;

typedef struct ctn_option_spec {
    const char *name;
    ctn_option_type type;
    int32_t default_value;
    int32_t min, max;          /* CTN_OPT_INT */
    const char *const *values; /* CTN_OPT_ENUM: NULL-terminated names, value = index */
    const char *help;
} ctn_option_spec;

typedef struct ctn_option_value {
    const char *name; /* borrowed; only read during ctn_game_new */
    int32_t value;
} ctn_option_value;

/* Everything needed to create a game; the seed goes to ctn_game_init_state instead. */
typedef struct ctn_game_config {
    int num_players;
    ctn_board_kind board_kind;
    const ctn_board_desc *board; /* CTN_BOARD_EXPLICIT only; copied */
    int num_options;
    ctn_option_value options[CTN_MAX_OPTIONS];
    /* Set-up data of the rule set's own (Rivals' tournament: a ctn_rivals_setup), read during
     * ctn_game_new only; NULL: the rule set's default. */
    const void *setup;
} ctn_game_config;

/* The rule-set table. Functions taking a player work for any player in ctn_actors. */
struct ctn_ruleset {
    const char *name;
    const char *title;
    uint32_t state_size;
    /* The largest state a game of this rule set can have: a rule set whose states come in size
     * classes gives each class a table of its own, and game_setup may switch game->rules to the
     * table of the class the game needs (its name, options and behaviour stay the rule set's).
     * 0: state_size. Buffers shared by games of any size use this. */
    uint32_t max_state_size;
    int min_players, max_players;
    int num_options;
    const ctn_option_spec *options;
    /* A shipped map (docs/maps.md) played when a game names no board ("default"); NULL: the rule
     * set's own default board. */
    const char *default_map;

    /* Builds game->data from the config (options already parsed into game->option_values). */
    ctn_status (*game_setup)(ctn_game *game, const ctn_game_config *cfg, ctn_error *err);
    void (*game_teardown)(ctn_game *game);

    /* Writes the initial state for this seed (random board, first player's turn). */
    void (*init)(const ctn_game *game, ctn_state *state, uint64_t seed);
    ctn_actors (*actors)(const ctn_game *game, const ctn_state *state);
    /* Writes the legal actions of `player` (an actor) into out; returns how many. out has room for
     * CTN_MAX_ACTIONS: a generator may write scratch entries past the count it returns. */
    int (*legal_actions)(const ctn_game *game, const ctn_state *state, int player, unsigned flags,
                         ctn_action *out);
    /* Writes the chance outcomes and their integer weights (probability = weight / sum). */
    int (*chance_outcomes)(const ctn_game *game, const ctn_state *state, ctn_action *out,
                           uint32_t *weights);
    /* Optional fast path: draws a chance outcome with the distribution chance_outcomes describes
     * (NULL: the driver samples from chance_outcomes). */
    ctn_action (*sample_chance)(const ctn_game *game, const ctn_state *state, ctn_rng *rng);
    /* Optional fast path for random play (NULL: the driver's own loop). Plays on from `state` as
     * the driver does with the random bot in every seat: chance drawn with sample_chance from a
     * copy of the state's generator, each player choosing list[ctn_rng_below(rngs[p], n)] among
     * his n legal actions (no draw when n is 1), the lowest seat first when several act; it stops
     * at the end, when no action is legal, or after max_actions actions (0: no limit). The same
     * actions as the driver's loop, hence the same games. `list` has room for CTN_MAX_ACTIONS.
     * Returns the actions played; *decisions gets how many were players' choices. */
    uint32_t (*play_random)(const ctn_game *game, ctn_state *state, ctn_rng *const *rngs, unsigned flags,
                            uint32_t max_actions, ctn_action *list, uint32_t *decisions);
    /* Applies a legal action of `player` (CTN_CHANCE for chance). Must not be given an illegal one.
     */
    void (*apply)(const ctn_game *game, ctn_state *state, int player, ctn_action action);
    int (*is_terminal)(const ctn_game *game, const ctn_state *state);
    /* Per-player result of a finished game: 1 for the winner, 0 for the others. */
    void (*returns)(const ctn_game *game, const ctn_state *state, int32_t *out);
    /* Turns started so far, for reports. */
    uint32_t (*turns)(const ctn_game *game, const ctn_state *state);
    /* Victory points as they stand (counting hidden cards), for reports. */
    int (*score)(const ctn_game *game, const ctn_state *state, int player);
    /* Optional: how strong each player's position looks, for search cut-offs, in thousandths of
     * a unit such that a player's chance of winning is proportional to exp(value / 1000) (a
     * victory point is about one unit). */
    void (*evaluate)(const ctn_game *game, const ctn_state *state, int32_t *values);

    /* Copies state into view with everything `viewer` may not know hidden (see ctn_game_observe).
     */
    void (*observe)(const ctn_game *game, const ctn_state *state, int viewer, ctn_state *view);
    /* A full state consistent with a view: everything the viewer does not know (other hands, the
     * deck's contents, unseen cards) dealt at random from what is unknown, a fresh generator.
     * Search bots sample such states ("determinization"). */
    void (*determinize)(const ctn_game *game, const ctn_state *view, ctn_rng *rng, ctn_state *out);
    /* The action as `viewer` may see it when `player` applied it in `state` (hides stolen cards).
     */
    ctn_action (*mask_action)(const ctn_game *game, const ctn_state *state, int player,
                              ctn_action action, int viewer);

    int (*action_to_text)(const ctn_game *game, const ctn_state *state, ctn_action action,
                          char *buf, size_t cap);
    ctn_status (*action_from_text)(const ctn_game *game, const ctn_state *state, int player,
                                   const char *text, ctn_action *out, ctn_error *err);

    /* The slow, independent legality oracle: every encodable action of `player` that the rule
     * text allows, written without the fast generator's data structures. */
    int (*oracle_actions)(const ctn_game *game, const ctn_state *state, int player, unsigned flags,
                          ctn_action *out);
    /* Hash of the state's meaning: its primary fields in a fixed order, without derived caches, so
     * recorded hashes survive changes of layout made for speed. NULL: hash the bytes. */
    uint64_t (*hash)(const ctn_game *game, const ctn_state *state);
    /* Recomputes everything derivable from scratch and compares; 0 when consistent. */
    int (*check)(const ctn_game *game, const ctn_state *state, char *msg, size_t cap);
};

/* A configured game. Immutable after ctn_game_new; share it freely between threads. */
struct ctn_game {
    const ctn_ruleset *rules;
    int num_players;
    int32_t option_values[CTN_MAX_OPTIONS]; /* by index into rules->options */
    ctn_board_kind board_kind;
    void *data; /* the rule set's derived data (topology, tables); owned */
};

/* Rule-set registry. */
CTN_API const ctn_ruleset *ctn_ruleset_find(const char *name);
CTN_API int ctn_ruleset_count(void);
CTN_API const ctn_ruleset *ctn_ruleset_at(int index);

/* Creates a game; *out is freed with ctn_game_free. Unknown options, bad values, unsupported
 * player counts and invalid boards fail with a message in err. */
CTN_API ctn_status ctn_game_new(const ctn_ruleset *rules, const ctn_game_config *cfg,
                                ctn_game **out, ctn_error *err);
CTN_API void ctn_game_free(ctn_game *game); /* NULL is fine */

/* Index of an option by name in rules->options, or -1. */
CTN_API int ctn_option_index(const ctn_ruleset *rules, const char *name);
/* Parses an option value from text ("true", "3", "paired"); fails with CTN_E_OPTION. */
CTN_API ctn_status ctn_option_parse(const ctn_option_spec *spec, const char *text, int32_t *value,
                                    ctn_error *err);

/* Thin wrappers over the rule-set table; the state size is game->rules->state_size. */
static inline size_t ctn_state_size(const ctn_game *g) {
    return g->rules->state_size;
}
CTN_API void ctn_game_init_state(const ctn_game *game, ctn_state *state, uint64_t seed);
CTN_API ctn_actors ctn_game_actors(const ctn_game *game, const ctn_state *state);
CTN_API int ctn_game_legal(const ctn_game *game, const ctn_state *state, int player, unsigned flags,
                           ctn_action *out);
CTN_API int ctn_game_chance(const ctn_game *game, const ctn_state *state, ctn_action *out,
                            uint32_t *weights);
CTN_API int ctn_game_is_terminal(const ctn_game *game, const ctn_state *state);

/* Applies a legal action; in builds with CATAN_CHECK_INVARIANTS it then runs the rule set's
 * check and aborts with its message if an invariant is broken (a bug, never user input). */
CTN_API void ctn_game_apply(const ctn_game *game, ctn_state *state, int player, ctn_action action);

/* Validates then applies: fails with CTN_E_NOT_YOUR_TURN or CTN_E_ILLEGAL and leaves the state
 * untouched. Use this for any action from outside the engine. */
CTN_API ctn_status ctn_game_apply_checked(const ctn_game *game, ctn_state *state, int player,
                                          ctn_action action, ctn_error *err);

/* True when `action` is among the legal actions of `player` (or chance outcomes). */
CTN_API int ctn_game_is_legal(const ctn_game *game, const ctn_state *state, int player,
                              ctn_action action);

/* Picks a chance outcome by its weight with the given generator. */
CTN_API ctn_action ctn_game_sample_chance(const ctn_game *game, const ctn_state *state,
                                          ctn_rng *rng);

/* Picks a chance outcome with the state's own generator (not advanced here: applying the chance
 * action advances it). Same state, same outcome. */
CTN_API ctn_action ctn_game_sample_own_chance(const ctn_game *game, const ctn_state *state);

/* What `viewer` (a seat, CTN_VIEW_PUBLIC or CTN_VIEW_ALL) may know, as a state of the same size.
 * Every path that shows a state to a player (bots, clients, JSON) goes through this. */
CTN_API void ctn_game_observe(const ctn_game *game, const ctn_state *state, int viewer,
                              ctn_state *view);

/* A full state consistent with the view (see ctn_ruleset.determinize); view may equal out. */
CTN_API void ctn_game_determinize(const ctn_game *game, const ctn_state *view, ctn_rng *rng,
                                  ctn_state *out);

/* 64-bit FNV-1a hash of the state: of the rule set's primary fields when it says which, else of the
 * state bytes (states keep their padding zeroed). */
CTN_API uint64_t ctn_state_hash(const ctn_game *game, const ctn_state *state);

/* FNV-1a over len bytes, continuing from h (start with CTN_HASH_SEED). */
#define CTN_HASH_SEED 0xCBF29CE484222325ull
CTN_API uint64_t ctn_hash_bytes(uint64_t h, const void *data, size_t len);

/* Text forms. action_from_text fails with CTN_E_PARSE and a message for malformed text, or with
 * CTN_E_ILLEGAL when well-formed text contradicts the position (a wrong trade rate, say). */
CTN_API int ctn_action_to_text(const ctn_game *game, const ctn_state *state, ctn_action action,
                               char *buf, size_t cap);
CTN_API ctn_status ctn_action_from_text(const ctn_game *game, const ctn_state *state, int player,
                                        const char *text, ctn_action *out, ctn_error *err);

/* The actor a sequential driver serves next: the lowest-numbered player in the set, or chance
 * when it acts alone; -1 for an empty set (terminal). Simultaneous actions in every rule set
 * commute, so this order loses nothing. */
static inline int ctn_actors_pick(ctn_actors actors) {
    ctn_actors players = actors & ~CTN_CHANCE_BIT;
    if (players) return (int)__builtin_ctz(players);
    return actors ? CTN_CHANCE : -1;
}

#endif
