/* classic_world.c — World Catan's own rules (docs/rules/world.md, cited W§n) that apply and the
 * generator share: the round of two active players (windows, phase 3, the claim), a 7's sequence
 * with four bandits, the 7-island and the pirates' corners.
 *
 * World states are of the large size class; in the other classes this file compiles to nothing
 * (the medium class compiles it but never runs it: its games are never World).
 */
#include "classic_internal.h"

#if CL_CLASS != CL_CLASS_S

/* ---- the round (W§5, W§7, W§8, W§10) ---- */

/* W§10: at the end of a round every player with enough points claims; the most points win, a tie
 * goes to the first in priority order (green, then clockwise). */
static int claim(const cl_data *d, cl_state *s) {
    int n = s->num_players, best = -1, winner = -1;
    for (int i = 0; i < n; i++) {
        int p = (s->current + i) % n, vp = cl_total_vp(s, p);
        if (vp >= d->vp_to_win && vp > best) best = vp, winner = p;
    }
    if (winner < 0) return 0;
    s->winner = (uint8_t)winner;
    s->phase = CL_PHASE_GAME_OVER;
    return 1;
}

/* W§7, W§8: green's window, red's window, then phase 3 for everyone from green. Returns 1 when
 * the round is over and the next one is to start. */
int cl_world_end_part(const cl_data *d, cl_state *s) {
    int n = s->num_players;
    if (s->context == CL_CTX_TURN) {
        if (s->actor == s->current) {
            s->actor = s->red; /* red's window */
            return 0;
        }
        s->context = CL_CTX_SPECIAL_BUILD; /* phase 3 */
        s->phase = CL_PHASE_SPECIAL_BUILD;
        s->actor = s->current;
        s->ship_moved = 0;
        return 0;
    }
    s->ship_moved = 0;
    s->actor = (uint8_t)((s->actor + 1) % n);
    if (s->actor != s->current) return 0;
    return !claim(d, s);
}

/* ---- the bandits (W§6) ---- */

static cl_hexid bandit_hex(const cl_state *s, int b) {
    switch (b) {
    case CL_BANDIT_ROBBER:
        return s->robber;
    case CL_BANDIT_ROBBER2:
        return s->robber2;
    case CL_BANDIT_PIRATE:
        return s->pirate;
    default:
        return s->pirate2;
    }
}

/* True when bandit b is in the game: the first robber always (a map may keep it aside until a
 * 7, S§6), the others when the map places them. */
static int bandit_present(const cl_state *s, int b) {
    return b == CL_BANDIT_ROBBER || bandit_hex(s, b) != CL_HEX_NONE;
}

/* True when bandit b may be moved now: present, not already moved in this 7, and with somewhere
 * to go (a hex of its kind that neither bandit of its kind holds). */
static int bandit_movable(const cl_data *d, const cl_state *s, int b) {
    if (!bandit_present(s, b) || (s->seven_step && ((s->bandits_moved >> b) & 1))) return 0;
    int robber = b <= CL_BANDIT_ROBBER2;
    cl_hexid one = robber ? s->robber : s->pirate, two = robber ? s->robber2 : s->pirate2;
    int held = (one != CL_HEX_NONE) + (two != CL_HEX_NONE && two != one);
    return (robber ? d->num_land_hexes : s->num_hexes - d->num_land_hexes) > held;
}

static int any_bandit_movable(const cl_data *d, const cl_state *s) {
    for (int b = 0; b < 4; b++)
        if (bandit_movable(d, s, b)) return 1;
    return 0;
}

/* W§6 step 3: green, then red, picks a card from the bank; the 7-island pays after them (in
 * cl_sea_next_gold, which sees seven_step 3). */
static void start_bank_picks(const cl_data *d, cl_state *s) {
    s->seven_step = 3;
    s->actor = s->current;
    s->gold_owed[s->current]++;
    s->gold_owed[s->red]++;
    s->resume_phase = CL_PHASE_MAIN;
    cl_sea_next_gold(d, s);
}

/* The next step of a 7 from `step`: a bandit to move for green (1) or red (2), skipped when that
 * player has none to move, or the bank picks. */
static void seven_step_from(const cl_data *d, cl_state *s, int step) {
    for (; step <= 2; step++) {
        s->seven_step = (uint8_t)step;
        s->actor = step == 1 ? s->current : s->red;
        s->phase = CL_PHASE_MOVE_ROBBER;
        if (any_bandit_movable(d, s)) return;
    }
    start_bank_picks(d, s);
}

void cl_world_after_discards(const cl_data *d, cl_state *s) {
    s->bandits_moved = 0;
    seven_step_from(d, s, 1);
}

void cl_world_bandit_moved(const cl_data *d, cl_state *s, int b) {
    s->bandits_moved |= (uint8_t)(1u << b);
    seven_step_from(d, s, s->seven_step + 1);
}

/* Moves of `type` robbing nobody to the hexes from index `from` to `to` of hexes_by_kind (none
 * when to <= from), in order; how many. */
static int put_quiet_run(const cl_data *d, int type, int from, int to, ctn_action *restrict out) {
    for (int i = from; i < to; i++) out[i - from] = CL_ACT(type, d->hexes_by_kind[i], 0);
    return to > from ? to - from : 0;
}

/* A bandit's moves when nobody can be robbed (on a 7): to every hex of its kind, from index
 * `from` to `to` of hexes_by_kind, but the two its kind's bandits hold (`one`, `two`: hexes of
 * that kind, the same or none). The runs of hexes between those two are copied whole. */
static int put_quiet_moves(const cl_data *d, int type, int from, int to, int one, int two,
                           ctn_action *restrict out) {
    int a = one == CL_HEX_NONE ? to : d->kind_pos[one];
    int b = two == CL_HEX_NONE ? to : d->kind_pos[two];
    if (a > b) {
        int t = a;
        a = b, b = t;
    }
    int n = put_quiet_run(d, type, from, a, out);
    n += put_quiet_run(d, type, a + 1, b, out + n);
    return n + put_quiet_run(d, type, (a == b ? a : b) + 1, to, out + n);
}

/* The moves of a bandit (a move of `type`) to the hexes of its kind from index `from` to `to`
 * of hexes_by_kind, but the two its kind's bandits hold: one move robbing nobody where no player
 * in `at[h] & robbable` is at hex h, else one for each of them. */
static int put_bandit_moves(const cl_data *d, int type, int from, int to, int one, int two,
                            const cl_pmask *at, unsigned robbable, ctn_action *restrict out) {
    int n = 0;
    for (int i = from; i < to; i++) {
        int h = d->hexes_by_kind[i];
        if (h == one || h == two) continue;
        unsigned victims = at[h] & robbable;
        ctn_action move = CL_ACT(type, h, 0);
        if (!victims) out[n++] = move;
        for (; victims; victims &= victims - 1)
            out[n++] = move | CL_ACT(CL_A_NONE, 0, __builtin_ctz(victims) + 1);
    }
    return n;
}

/* The `n` moves of `from` as moves of `type`: the other bandit of the same kind goes to the same
 * hexes, robbing the same players. */
static void copy_as_type(const ctn_action *restrict from, int n, int type, ctn_action *restrict out) {
    for (int i = 0; i < n; i++) out[i] = CL_ACT(type, CL_ACT_ARG0(from[i]), CL_ACT_ARG1(from[i]));
}

/* Every move of each bandit the player may move now, with the players at the new place who can
 * be robbed (in `holding`; nobody on a 7). Robbers rob a building's owner at the hex, pirates an
 * owner of a ship on its sides (S§6). When nobody can be robbed, the moves are copied in runs.
 * The two bandits of a kind go where neither stands and rob the same players, so when both may
 * move the second's moves are the first's with its own type. */
int cl_world_gen_bandits(const cl_data *d, const cl_state *s, unsigned holding, ctn_action *out) {
    static const uint8_t TYPES[4] = {CL_A_MOVE_ROBBER, CL_A_MOVE_ROBBER2, CL_A_MOVE_PIRATE,
                                     CL_A_MOVE_PIRATE2};
    if (s->seven_step) holding = 0;
    cl_pmask beside[CL_MAX_HEXES]; /* players with a ship on a side of each hex, among holding */
    if (holding) cl_sea_ship_sides(d, s, holding, beside);
    int n = 0, first = -1, first_n = 0; /* where the first bandit of the kind listed, how many */
    for (int b = 0; b < 4; b++) {
        if (b == 2) first = -1; /* the pirates */
        if (!bandit_movable(d, s, b)) continue;
        if (first >= 0) {
            copy_as_type(out + first, first_n, TYPES[b], out + n);
            n += first_n;
            continue;
        }
        int robber = b <= CL_BANDIT_ROBBER2, from = robber ? 0 : d->num_land_hexes;
        int to = robber ? d->num_land_hexes : s->num_hexes;
        /* it goes where neither bandit of its kind stands; a robber robs the buildings' owners
         * there, a pirate the ships' (beside already holds only players in `holding`) */
        int one = robber ? s->robber : s->pirate, two = robber ? s->robber2 : s->pirate2;
        first = n;
        if (!holding)
            first_n = put_quiet_moves(d, TYPES[b], from, to, one, two, out + n);
        else
            first_n = put_bandit_moves(d, TYPES[b], from, to, one, two,
                                       robber ? s->hex_owners : beside, robber ? holding : ~0u,
                                       out + n);
        n += first_n;
    }
    return n;
}

/* ---- the 7-island (W§6 step 4) ---- */

int cl_world_seven_island(const cl_data *d, cl_state *s) {
    uint8_t owed[CL_MAX_PLAYERS][CTN_RESOURCE_COUNT];
    memset(owed, 0, sizeof owed);
    int picks = 0;
    for (int i = 0; i < d->num_seven_corners; i++) {
        int v = d->seven_corner[i].vertex, p = cl_vertex_player(s, v);
        if (p < 0 || cl_sea_robbed(s, d->seven_corner[i].hex)) continue;
        int amount = cl_vertex_is_city(s, v) ? 2 : 1,
            r = ctn_terrain_resource(d->seven_corner[i].terrain);
        if (r < 0) {
            s->gold_owed[p] = (uint8_t)(s->gold_owed[p] + amount), picks = 1;
        } else {
            owed[p][r] = (uint8_t)(owed[p][r] + amount);
        }
    }
    cl_pay_claims(d, s, owed);
    return picks;
}

/* ---- building and trading limits (W§6, W§7) ---- */

void cl_world_drop_pirate_corners(const cl_data *d, const cl_state *s, cl_set *vertices) {
    if (!d->world || !d->pirate_blocks_buildings) return;
    const cl_hexid pirates[2] = {s->pirate, s->pirate2};
    for (int i = 0; i < 2; i++)
        if (pirates[i] != CL_HEX_NONE)
            for (int k = 0; k < 6; k++) cl_set_del(vertices, d->topo.hex_vertex[pirates[i]][k]);
}

int cl_world_may_trade(const cl_state *s, int p, int q) {
    int n = s->num_players, gap = ((q - p) % n + n) % n;
    return q != p && (gap <= 2 || gap >= n - 2);
}

#endif
