/* perft.h — counting legal action sequences, the chess engines' check of move generators.
 *
 * perft(d) counts the leaves d actions below a position, with every player's actions and every
 * chance outcome expanded as separate children (actions of all players who may act now are
 * children, so simultaneous decisions count in every order). A finished game before depth d is no
 * leaf (as checkmate in chess). With checking on, every node's fast legal list is compared with the
 * rule set's independent oracle, and the first disagreement is recorded.
 */
#ifndef CATAN_PERFT_H
#define CATAN_PERFT_H

#include "catan/export.h"
#include "catan/game.h"

typedef struct ctn_perft ctn_perft;

enum { CTN_PERFT_MAX_DEPTH = 32 };

/* Allocates buffers for searches up to max_depth; flags go to legal generation. */
CTN_API ctn_status ctn_perft_new(const ctn_game *game, int max_depth, unsigned flags,
                                 int check_oracle, ctn_perft **out, ctn_error *err);
CTN_API void ctn_perft_free(ctn_perft *pf);

/* Leaf count at `depth` below state (depth <= max_depth). */
CTN_API uint64_t ctn_perft_count(ctn_perft *pf, const ctn_state *state, int depth);

/* Calls fn for every child of state with its subtree count at depth - 1 (depth >= 1); returns the
 * total. player is the actor or CTN_CHANCE. */
typedef void (*ctn_perft_divide_fn)(void *ctx, int player, ctn_action action, uint64_t count);
CTN_API uint64_t ctn_perft_divide(ctn_perft *pf, const ctn_state *state, int depth,
                                  ctn_perft_divide_fn fn, void *ctx);

/* Nodes visited, and oracle disagreements found (with a description of the first one). */
CTN_API uint64_t ctn_perft_nodes(const ctn_perft *pf);
CTN_API uint64_t ctn_perft_mismatches(const ctn_perft *pf, const char **first);

/* Compares the fast legal list (or chance outcomes) of `player` with the oracle's at one position;
 * returns 0 when they are the same set, else writes a description. */
CTN_API int ctn_oracle_compare(const ctn_game *game, const ctn_state *state, int player,
                               unsigned flags, char *msg, size_t cap);

#endif
