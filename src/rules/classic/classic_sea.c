/* classic_sea.c — the Seafarers rules (docs/rules/seafarers.md, cited S§n) that the generator and
 * apply share: where ships may go and move, the pirate's moves, gold picks and new land areas.
 *
 * Seafarers states exist in the medium and large size classes only: in the standard class this
 * file compiles to nothing. The free ship edges next to each player's shipping are kept in the
 * state as derived sets (ship_candidates, updated by apply through the functions below), and so
 * are the ships at an open end, which may move (ships_open), and the words of each player's ship
 * and candidate sets that are not empty (ship_words, candidate_words: the lists' loops walk only
 * those); where a ship may move to is computed at each decision.
 */
#include "classic_internal.h"

#if CL_CLASS != CL_CLASS_S

int cl_sea_ships_left(const cl_state *s, int p) {
    return 15 - (int)cl_set_count(&s->ships[p]);
}

/* True when edge e is a side of the pirate's hex (S§6), or in World of either pirate's (W§6). */
int cl_sea_pirate_side(const cl_data *d, const cl_state *s, int e) {
    return (int)(cl_sea_pirate_word(d, s, (unsigned)e >> 6) >> (e & 63)) & 1;
}

int cl_sea_robbed(const cl_state *s, int h) {
    return h == s->robber || h == s->robber2;
}

/* True when p's shipping may grow from vertex v (S§4): his building is there, or his ship and
 * no opponent's building. Without branches: the three edges of vertex_edge3 tested together. */
static inline __attribute__((always_inline)) int in_ship_reach(const cl_data *d, const cl_state *s,
                                                               int p, int v) {
    int owner = cl_vertex_player(s, v);
    const cl_id *f = d->vertex_edge3[v];
    int ship = (int)(cl_set_test(&s->ships[p], f[0]) | cl_set_test(&s->ships[p], f[1]) |
                     cl_set_test(&s->ships[p], f[2]));
    return (owner == p) | ((owner < 0) & ship);
}

/* Vertices from which p's shipping may grow (S§4): his buildings, and the ends of his ships
 * where no opponent's building stands. */
static cl_set ship_reach(const cl_data *d, const cl_state *s, int p) {
    cl_set reach = s->settlements[p];
    cl_set_or(&reach, &s->cities[p]);
    CL_FOR_EACH(e, &s->ships[p]) {
        for (int k = 0; k < 2; k++) {
            int v = d->topo.edge_vertex[e][k], owner = cl_vertex_player(s, v);
            if (owner < 0 || owner == p) cl_set_add(&reach, (unsigned)v);
        }
    }
    return reach;
}

/* Free ship edges at the vertices of `reach`, gathered edge by edge (three a vertex), not as
 * whole vertex sets. */
static cl_set free_ship_edges_at(const cl_data *d, const cl_state *s, const cl_set *reach) {
    cl_set spots = {{0}};
    CL_FOR_EACH(v, reach) {
        for (int k = 0; k < 3; k++) {
            unsigned e = d->vertex_adj_edge[v][k];
            if (e != CL_ID_NONE) cl_set_add(&spots, e);
        }
    }
    spots = cl_set_and(&spots, &d->ship_edges);
    cl_set_andnot(&spots, &s->occupied_edges);
    return spots;
}


/* The derived ship candidates of p from scratch (S§4): free ship edges at his shipping reach. */
void cl_sea_recompute_ship_candidates(const cl_data *d, cl_state *s, int p) {
    if (!d->seafarers) {
        memset(&s->ship_candidates[p], 0, sizeof(cl_set));
        s->candidate_words[p] = 0;
        return;
    }
    cl_set reach = ship_reach(d, s, p);
    s->ship_candidates[p] = free_ship_edges_at(d, s, &reach);
    s->candidate_words[p] = cl_set_words_used(&s->ship_candidates[p]);
}

/* p's shipping now reaches v (his new building or ship end): its free ship edges join his
 * candidates. */
void cl_sea_reach_vertex(const cl_data *d, cl_state *s, int p, int v) {
    for (int k = 0; k < 3; k++) {
        unsigned e = d->vertex_adj_edge[v][k];
        if (e != CL_ID_NONE && cl_set_test(&d->ship_edges, e) &&
            !cl_set_test(&s->occupied_edges, e))
            cl_add_candidate(s, p, e);
    }
}

/* Whose ship is on edge f, or -1 (a road's edge): p's first, as the likeliest. */
static int whose_ship(const cl_state *s, unsigned f, int p) {
    if (cl_set_test(&s->ships[p], f)) return p;
    for (int q = 0; q < s->num_players; q++)
        if (cl_set_test(&s->ships[q], f)) return q;
    return -1;
}

/* Edge e was freed (a ship moved away): it becomes a candidate of each player whose shipping
 * reaches one of its ends: the owner of a building there, else the owners of the ships there. */
void cl_sea_free_edge(const cl_data *d, cl_state *s, int e, int p) {
    if (!cl_set_test(&d->ship_edges, (unsigned)e)) return;
    for (int k = 0; k < 2; k++) {
        int v = d->topo.edge_vertex[e][k], owner = cl_vertex_player(s, v);
        if (owner >= 0) {
            cl_add_candidate(s, owner, (unsigned)e);
            continue;
        }
        const cl_id *f = d->edge_end_edges[e][k]; /* the other edges at v (one there: it twice) */
        for (int j = 0; j < 2 - (f[0] == f[1]); j++)
            if (cl_set_test(&s->occupied_edges, f[j])) {
                int q = whose_ship(s, f[j], p);
                if (q >= 0) cl_add_candidate(s, q, (unsigned)e);
            }
    }
}

/* Word w of p's ship spots (S§4, S§6): his ship candidates less the pirates' sides. */
static inline uint64_t spots_word(const cl_data *d, const cl_state *s, int p, unsigned w) {
    return s->ship_candidates[p].w[w] & ~cl_sea_pirate_word(d, s, w);
}

/* Edges where p may build a ship (S§4): his ship candidates (free ship edges at a vertex of his
 * shipping reach) that are not a side of the pirate's hex. */
cl_set cl_sea_ship_spots(const cl_data *d, const cl_state *s, int p) {
    cl_set spots = {{0}};
    for (unsigned words = s->candidate_words[p]; words; words &= words - 1) {
        unsigned w = (unsigned)__builtin_ctz(words);
        spots.w[w] = spots_word(d, s, p, w);
    }
    return spots;
}

/* The ship builds of p (S§4): his ship spots (cl_sea_ship_spots) in edge order, taken from the
 * words of his candidates that are not empty. */
int cl_sea_gen_ship_builds(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    int n = 0;
    for (unsigned words = s->candidate_words[p]; words; words &= words - 1) {
        unsigned w = (unsigned)__builtin_ctz(words);
        uint64_t spots = spots_word(d, s, p, w);
        for (; spots; spots &= spots - 1)
            out[n++] = CL_ACT(CL_A_BUILD_SHIP, 64 * w + (unsigned)__builtin_ctzll(spots), 0);
    }
    return n;
}

/* Vertices touched by p's ships: with his roads', where his settlements may go (S§4). */
cl_set cl_sea_ship_vertices(const cl_data *d, const cl_state *s, int p) {
    cl_set at = {{0}};
    CL_FOR_EACH_IN_WORDS(e, &s->ships[p], s->ship_words[p]) { /* its two ends, bit by bit */
        cl_set_add(&at, d->topo.edge_vertex[e][0]);
        cl_set_add(&at, d->topo.edge_vertex[e][1]);
    }
    return at;
}

/* True when p has a ship at end k of edge e other than on e: two bit tests (edge_end_edges). */
static int other_ship_at_end(const cl_data *d, const cl_state *s, int p, int e, int k) {
    const cl_id *f = d->edge_end_edges[e][k];
    return (int)(cl_set_test(&s->ships[p], f[0]) | cl_set_test(&s->ships[p], f[1]));
}

/* True when p's ship e is at an open end of his shipping (S§5): at one of its ends he has no
 * building and no other ship. Without branches. */
static int at_open_end(const cl_data *d, const cl_state *s, int p, int e) {
    int open = 0;
    for (int k = 0; k < 2; k++) {
        int v = d->topo.edge_vertex[e][k];
        open |= (int)(cl_vertex_player(s, v) != p) & (other_ship_at_end(d, s, p, e, k) ^ 1);
    }
    return open;
}

/* The places that moving p's ship e takes away (S§5), into `gone` (at most four; the same edge
 * may come twice); how many. Only at a lone end of the ship (no building there, no other ship of
 * his) may a place go: an other edge there, his candidate, whose far end his shipping does not
 * reach. */
static int places_taken(const cl_data *d, const cl_state *s, int p, int e, cl_id gone[4]) {
    int n = 0;
    for (int k = 0; k < 2; k++) {
        int v = d->topo.edge_vertex[e][k];
        if (cl_vertex_player(s, v) >= 0 || other_ship_at_end(d, s, p, e, k)) continue;
        for (int j = 0; j < 2; j++) {
            cl_id f = d->edge_end_edges[e][k][j];
            if (!cl_set_test(&s->ship_candidates[p], f)) continue; /* no place: none taken */
            int far = d->topo.edge_vertex[f][0] ^ d->topo.edge_vertex[f][1] ^ v;
            gone[n] = f;
            n += !in_ship_reach(d, s, p, far);
        }
    }
    return n;
}

/* p's ship on e is about to move (still there): the places its move takes away (places_taken)
 * leave his candidates. If the ship's new place gives his shipping one of their ends back, the
 * new place's ends are reached afterwards (cl_sea_reach_vertex) and give them back too. */
void cl_sea_drop_places_taken(const cl_data *d, cl_state *s, int p, int e) {
    cl_id gone[4];
    int num_gone = places_taken(d, s, p, e, gone);
    for (int i = 0; i < num_gone; i++) cl_del_candidate(s, p, gone[i]);
}

/* The edges of `ids` (n of them) that lie in word w of a set, as that word. */
static uint64_t ids_word(const cl_id *ids, int n, unsigned w) {
    uint64_t word = 0;
    for (int i = 0; i < n; i++) word |= (uint64_t)((ids[i] >> 6) == w) << (ids[i] & 63);
    return word;
}

/* Edge e's bit of the derived set ships_open set to `open` (0 or 1), without a branch. */
static void put_open(cl_state *s, int e, int open) {
    uint64_t bit = 1ull << (e & 63), *word = &s->ships_open.w[e >> 6];
    *word = (*word & ~bit) | (bit & -(uint64_t)open);
}

/* Whether p's ship on e is at an open end, into ships_open. */
static void refresh_open(const cl_data *d, cl_state *s, int p, int e) {
    put_open(s, e, at_open_end(d, s, p, e));
}

/* The one ship of p at end k of edge e other than on e, when it is alone there (no other ship
 * of his, no building of his at that vertex), as its edge; else -1. A vertex with two edges has
 * its other edge twice in edge_end_edges: it counts once. */
static int lone_ship_at_end(const cl_data *d, const cl_state *s, int p, int e, int k) {
    if (cl_vertex_player(s, d->topo.edge_vertex[e][k]) == p) return -1;
    const cl_id *f = d->edge_end_edges[e][k];
    int s0 = cl_set_test(&s->ships[p], f[0]), s1 = cl_set_test(&s->ships[p], f[1]) & (f[0] != f[1]);
    return s0 == s1 ? -1 : s0 ? f[0] : f[1];
}

/* p's ship left edge e (its bit of ships_open already cleared): a ship of his now alone at an end
 * of e is at an open end. Taking a ship away opens ends and never closes one, so no other ship
 * of his changes. */
void cl_sea_open_after_leaving(const cl_data *d, cl_state *s, int p, int e) {
    for (int k = 0; k < 2; k++) {
        int g = lone_ship_at_end(d, s, p, e, k);
        if (g >= 0) cl_set_add(&s->ships_open, (unsigned)g);
    }
}

/* p's ship came to edge e (built or moved there): whether it is at an open end; and a ship of his
 * that was alone at an end of e is not open there any more, so open only if it is at its far
 * end. Every other ship of his keeps its state: those at e's ends were not alone there. */
void cl_sea_open_after_arriving(const cl_data *d, cl_state *s, int p, int e) {
    refresh_open(d, s, p, e);
    for (int k = 0; k < 2; k++) {
        int g = lone_ship_at_end(d, s, p, e, k);
        if (g < 0) continue;
        int far_end = d->topo.edge_vertex[g][0] == d->topo.edge_vertex[e][k]; /* its index */
        int far = d->topo.edge_vertex[g][far_end];
        put_open(s, g, (cl_vertex_player(s, far) != p) & (other_ship_at_end(d, s, p, g, far_end) ^ 1));
    }
}

void cl_sea_refresh_open_at(const cl_data *d, cl_state *s, int p, int v) {
    for (int k = 0; k < 3; k++) {
        unsigned e = d->vertex_adj_edge[v][k];
        if (e != CL_ID_NONE && cl_set_test(&s->ships[p], e)) refresh_open(d, s, p, (int)e);
    }
}

void cl_sea_recompute_open(const cl_data *d, cl_state *s) {
    memset(&s->ships_open, 0, sizeof s->ships_open);
    for (int p = 0; p < s->num_players; p++)
        CL_FOR_EACH(e, &s->ships[p]) refresh_open(d, s, p, (int)e);
}

/* S§5: in the main phase of one's own turn; in World in one's part of phase 3 (W§8). Once. */
int cl_sea_may_move_ships(const cl_data *d, const cl_state *s, int p) {
    if (d->world)
        return s->phase == CL_PHASE_SPECIAL_BUILD && p == s->actor && !s->ship_moved;
    return s->phase == CL_PHASE_MAIN && s->context == CL_CTX_TURN && p == s->current &&
           !s->ship_moved;
}

/* The first places near p's reach (his ship spots: spots_word),
 * at most `max`, in edge order, into `near`; how many were found. The candidates are taken a
 * word at a time from their words that are not empty, and only until `max` places are found. */
static int first_near_places(const cl_data *d, const cl_state *s, int p, unsigned *near, int max) {
    int n = 0;
    for (unsigned words = s->candidate_words[p]; words; words &= words - 1) {
        unsigned w = (unsigned)__builtin_ctz(words);
        uint64_t spots = spots_word(d, s, p, w);
        for (; spots; spots &= spots - 1) {
            near[n++] = 64 * w + (unsigned)__builtin_ctzll(spots);
            if (n == max) return n;
        }
    }
    return n;
}

/* True when ship e of p has somewhere to go among the places near his reach, all `num_near` of
 * them in `near`: one that moving it does not take away. A place that does not touch the ship's
 * ends (the four edges of edge_end_edges) is never taken: only when none is so are the places
 * taken worked out. */
static int has_place(const cl_data *d, const cl_state *s, int p, int e, const unsigned *near,
                     int num_near) {
    const cl_id *at = &d->edge_end_edges[e][0][0]; /* the edges at its ends, [2][2] in a row */
    for (int i = 0; i < num_near; i++)
        if (near[i] != at[0] && near[i] != at[1] && near[i] != at[2] && near[i] != at[3]) return 1;
    cl_id gone[4];
    int num_gone = places_taken(d, s, p, e, gone);
    for (int i = 0; i < num_near; i++) {
        int taken = 0;
        for (int j = 0; j < num_gone; j++) taken |= near[i] == gone[j];
        if (!taken) return 1;
    }
    return 0;
}

/* The first step of every ship move of p (S§5): picking up each movable ship that has a place
 * to go, where it could be built without it. A ship may be picked up when it is at an open end
 * of his shipping (the derived set ships_open), not built in this turn part (ships_new) and not
 * on a side of the pirate's hex; the first two are taken word by word from the sets, in the
 * words that hold his ships (ship_words). A ship takes away only places at its ends other than
 * itself (it occupies its own edge, never a place): two edges at each end, four at most. So with
 * five places near his reach every movable ship has one; up to five are gathered at the first
 * movable ship, and only with fewer is each ship tested against them. */
int cl_sea_gen_ship_moves(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    enum { ENOUGH = 5 };
    if (!cl_sea_may_move_ships(d, s, p)) return 0;
    unsigned near[ENOUGH];
    int num_near = -1, n = 0;
    for (unsigned words = s->ship_words[p]; words; words &= words - 1) { /* his ships' words */
        unsigned w = (unsigned)__builtin_ctz(words);
        uint64_t open = s->ships[p].w[w] & s->ships_open.w[w] & ~s->ships_new.w[w] &
                        ~cl_sea_pirate_word(d, s, w);
        for (; open; open &= open - 1) { /* his movable ships: open end, not new, off the pirate */
            int e = (int)(64 * w) + __builtin_ctzll(open);
            if (num_near < 0) num_near = first_near_places(d, s, p, near, ENOUGH);
            if (num_near == 0) return 0; /* nowhere to go for any ship */
            if (num_near == ENOUGH || has_place(d, s, p, e, near, num_near))
                out[n++] = CL_ACT(CL_A_MOVE_SHIP, e, 0);
        }
    }
    return n;
}

/* Where p's movable ship on e may go (for bots that plan a move before picking a ship up): the
 * places near his reach that moving it does not take away. */
cl_set cl_sea_ship_places(const cl_data *d, const cl_state *s, int p, int e) {
    cl_id gone[4];
    int num_gone = places_taken(d, s, p, e, gone);
    cl_set places = cl_sea_ship_spots(d, s, p);
    for (int i = 0; i < num_gone; i++) cl_set_del(&places, gone[i]);
    return places;
}

/* The second step: the places of the ship picked up, in edge order: p's candidates (a word at a
 * time, in their words that are not empty), less the pirates' sides and the places the ship
 * takes away (worked out once, a few edges). */
int cl_sea_gen_ship_places(const cl_data *d, const cl_state *s, int p, ctn_action *out) {
    cl_id gone[4];
    int num_gone = places_taken(d, s, p, s->ship_moving, gone), n = 0;
    for (unsigned words = s->candidate_words[p]; words; words &= words - 1) {
        unsigned w = (unsigned)__builtin_ctz(words);
        uint64_t places = spots_word(d, s, p, w) & ~ids_word(gone, num_gone, w);
        for (; places; places &= places - 1)
            out[n++] = CL_ACT(CL_A_PLACE_SHIP, 64 * w + (unsigned)__builtin_ctzll(places), 0);
    }
    return n;
}

void cl_sea_ship_sides(const cl_data *d, const cl_state *s, unsigned holding,
                       cl_pmask beside[CL_MAX_HEXES]) {
    memset(beside, 0, sizeof(cl_pmask) * CL_MAX_HEXES);
    for (int q = 0; q < s->num_players; q++) {
        if (!(holding & (1u << q))) continue;
        CL_FOR_EACH_IN_WORDS(e, &s->ships[q], s->ship_words[q]) {
            for (int k = 0; k < 2; k++) {
                unsigned h = d->topo.edge_hex[e][k];
                if (h < (unsigned)s->num_hexes) beside[h] |= (cl_pmask)(1u << q);
            }
        }
    }
}

/* The sea hexes but the pirate's, each with its row of the robber's victim table written whole
 * (`width` entries, at least the most victims a hex can have; the list has room for scratch
 * entries past its count) and only its real entries counted, as the robber's moves are. */
static inline int put_pirate_moves(const cl_data *d, const cl_state *s, const cl_pmask *beside,
                                   ctn_action *restrict out, const int width) {
    const int pirate = s->pirate;
    int n = 0;
    for (int i = d->num_land_hexes; i < s->num_hexes; i++) { /* the sea hexes, in order */
        int h = d->hexes_by_kind[i];
        const ctn_action *restrict row = d->robber_victims[beside[h]];
        ctn_action move = CL_ACT(CL_A_MOVE_PIRATE, h, 0);
        for (int k = 0; k < width; k++) out[n + k] = row[k] | move;
        n += (h != pirate) * d->robber_move_count[beside[h]];
    }
    return n;
}

/* The pirate to every other sea hex (S§6), with each player there who can be robbed: one with a
 * ship on a side of the hex and a card (bit q of `holding`), or with nobody when there is none.
 * The victims' fields come from the robber's table, a row per set of victims. A map that gives
 * the pirate no start (CL_HEX_NONE) has it beside the board until a 7 or a knight brings it to
 * any sea hex, as the robber of a map without one (docs/rules/seafarers-maps.md, ruling 8). */
int cl_sea_gen_pirate_moves(const cl_data *d, const cl_state *s, unsigned holding,
                            ctn_action *out) {
    cl_pmask beside[CL_MAX_HEXES];
    cl_sea_ship_sides(d, s, holding, beside);
    return s->num_players <= 5 /* at most 4 victims at a hex */
               ? put_pirate_moves(d, s, beside, out, 4)
               : put_pirate_moves(d, s, beside, out, 8);
}

/* Gold picks (S§7): resource r from the floor on while the bank has r and its cards of r and the
 * later resources cover the picks left. */
int cl_sea_gen_gold(const cl_state *s, int p, ctn_action *out) {
    int n = 0, from_here = 0, owed = s->gold_owed[p];
    for (int r = CTN_RESOURCE_COUNT - 1; r >= s->gold_floor[p]; r--) {
        from_here += s->bank[r];
        out[n] = CL_ACT(CL_A_PICK_GOLD, r, 0);
        n += s->bank[r] && from_here >= owed;
    }
    return n;
}

/* The next player to pick gold, from the player on turn onwards (S§7), his picks cut to the bank;
 * or back to where the turn resumes when nobody owes any. World: the bank picks of a 7 are picks
 * too, and when they are done the 7-island pays, perhaps with picks of its own (W§6). */
void cl_sea_next_gold(const cl_data *d, cl_state *s) {
    for (;;) {
        int bank = 0;
        for (int r = 0; r < CTN_RESOURCE_COUNT; r++) bank += s->bank[r];
        for (int i = 0; i < s->num_players; i++) {
            int q = (s->current + i) % s->num_players;
            if (s->gold_owed[q] > bank) s->gold_owed[q] = (uint8_t)bank;
            if (!s->gold_owed[q]) continue;
            s->actor = (uint8_t)q;
            s->phase = CL_PHASE_GOLD;
            return;
        }
        if (s->seven_step != 3) break;
        s->seven_step = 0, s->bandits_moved = 0;
        if (!cl_world_seven_island(d, s)) break;
    }
    s->phase = s->resume_phase;
    if (s->context != CL_CTX_SETUP) s->actor = s->current; /* set-up: the picker goes on */
}

/* After production of `roll` (S§7): picks owed for the gold hexes showing it, robber's aside. */
void cl_sea_produce_gold(const cl_data *d, cl_state *s, int roll) {
    int any = 0;
    CL_FOR_EACH_HEX(h, s->number_hexes[roll]) {
        if (s->terrain[h] != CTN_GOLD || cl_sea_robbed(s, (int)h)) continue;
        for (int p = 0; p < s->num_players; p++) {
            s->gold_owed[p] = (uint8_t)(s->gold_owed[p] + s->hex_yield[h][p]);
            any |= s->hex_yield[h][p];
        }
    }
    if (!any) return;
    s->resume_phase = CL_PHASE_MAIN;
    cl_sea_next_gold(d, s);
}

void cl_sea_pick_gold(const cl_data *d, cl_state *s, int p, int r) {
    s->hand[p][r]++;
    s->bank[r]--;
    s->gold_floor[p] = (uint8_t)r;
    if (--s->gold_owed[p]) return;
    s->gold_floor[p] = 0;
    cl_sea_next_gold(d, s);
}

/* A settlement on v (S§9): set-up settlements make their areas home; a later one in an area new
 * to the player may pay the island bonus, in World a discovery token while the pool lasts (W§9). */
void cl_sea_settle_area(const cl_data *d, cl_state *s, int p, int v, int setup) {
    int a = d->vertex_area[v] - 1;
    if (a < 0) return;
    uint32_t bit = 1u << (a & 31);
    if (setup) s->home_areas[p] |= bit;
    int pays = !setup && !(s->areas[p] & bit) && d->island_bonus &&
               !(d->island_bonus_once && (s->areas[p] & ~s->home_areas[p]));
    if (pays && d->world) pays = s->tokens_left > 0, s->tokens_left = (uint8_t)(s->tokens_left - pays);
    if (pays) s->area_vp[p] = (uint8_t)(s->area_vp[p] + d->island_bonus);
    s->areas[p] |= bit;
}

#endif
