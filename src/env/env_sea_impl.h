/* env_sea_impl.h — the body of the Seafarers / World codec, written once for the medium and large
 * Classic size classes: env_sea.c includes it once per class with these macros defined, and it
 * undefines them at the end:
 *   SEA_STATE   the class's state type (ctn_classic_state_m, ctn_classic_state_l)
 *   SEA_SET     its set type
 *   SEA_FN(x)   the name of function x for this class
 * The layout is docs/environments.md's ("seafarers and world"); keep the two in step. The
 * observation is encoded from the seat's view (ctn_game_observe). */

static int SEA_FN(action_count)(const ctn_game *g) {
    return sea_space_of(g).count;
}

static int SEA_FN(obs_size)(const ctn_game *g) {
    sea_space sp = sea_space_of(g);
    int P = sp.players;
    return SEA_GLOBAL + 4 * P + SEA_PER_PLAYER * P + SEA_HEX_PLANES * sp.hexes +
           (2 * P + CTN_HARBOUR_TYPE_COUNT) * sp.vertices + (2 * P + 2) * sp.edges;
}

/* The first `count` members of a set as count bytes of 0/1. */
static uint8_t *SEA_FN(put_set)(uint8_t *o, const SEA_SET *set, int count) {
    for (int i = 0; i < count; i++) o[i] = (uint8_t)(set->w[i >> 6] >> (i & 63) & 1);
    return o + count;
}

static int SEA_FN(sum)(const uint8_t *v, int n) {
    int t = 0;
    for (int i = 0; i < n; i++) t += v[i];
    return t;
}

/* Phase, who acts, turn scalars, the bank, used cards, own cards, the offer on the table. */
static uint8_t *SEA_FN(put_global)(const ctn_game *g, const SEA_STATE *v, int seat, uint8_t *o) {
    int P = g->num_players;
    o = env_one_hot(o, CL_PHASE_COUNT, v->phase);
    o = env_one_hot(o, P, v->current < P ? rel_seat(v->current, seat, P) : -1);
    o = env_one_hot(o, P, v->actor < P ? rel_seat(v->actor, seat, P) : -1);
    o = env_one_hot(o, P, v->red < P ? rel_seat(v->red, seat, P) : -1);
    o = env_one_hot(o, P, v->winner < P ? rel_seat(v->winner, seat, P) : -1);
    *o++ = v->rolled;
    *o++ = v->last_roll;
    *o++ = v->free_roads;
    *o++ = (uint8_t)(v->dev_played >> seat & 1);
    *o++ = env_u8(v->hidden_deck + v->dev_bottom_len);
    *o++ = env_u8((int)v->turn);
    *o++ = (uint8_t)(ctn_game_actors(g, (const ctn_state *)v) >> seat & 1);
    *o++ = v->discard_owed[seat];
    *o++ = v->gold_owed[seat];
    *o++ = v->ship_moved;
    *o++ = v->seven_step;
    *o++ = v->tokens_left;
    for (int b = 0; b < 4; b++) *o++ = (uint8_t)(v->bandits_moved >> b & 1);
    memcpy(o, v->bank, 5), o += 5;
    memcpy(o, v->dev_used, 5), o += 5;
    memcpy(o, v->hand[seat], 5), o += 5;
    memcpy(o, v->dev_hand[seat], 5), o += 5;
    memcpy(o, v->dev_new[seat], 5), o += 5;
    memcpy(o, v->offer_give, 5), o += 5;
    memcpy(o, v->offer_want, 5), o += 5;
    return o;
}

/* Public counts of every player, the observer first. */
static uint8_t *SEA_FN(put_players)(const ctn_game *g, const SEA_STATE *v, int seat, uint8_t *o) {
    int P = g->num_players;
    for (int r = 0; r < P; r++, o += SEA_PER_PLAYER) {
        int p = (seat + r) % P;
        o[0] = env_u8(p == seat ? SEA_FN(sum)(v->hand[p], 5) : v->hidden_hand[p]);
        o[1] = env_u8(p == seat ? SEA_FN(sum)(v->dev_hand[p], CL_DEV_COUNT) : v->hidden_dev[p]);
        o[2] = v->knights[p];
        o[3] = env_u8(ctn_classic_public_vp(g, (const ctn_state *)v, p));
        o[4] = v->road_length[p];
        o[5] = v->longest_road_owner == p;
        o[6] = v->largest_army_owner == p;
        o[7] = v->discard_owed[p];
        o[8] = v->gold_owed[p];
        o[9] = v->area_vp[p];
        o[10] = (uint8_t)__builtin_popcount(v->areas[p]);
        for (int t = 0; t < CTN_HARBOUR_TYPE_COUNT; t++)
            o[11 + t] = (uint8_t)(v->harbours[p] >> t & 1);
    }
    return o;
}

/* Hex planes: terrain one-hot, number, pips, then robber, pirate, second robber, second pirate. */
static uint8_t *SEA_FN(put_hexes)(const SEA_STATE *v, int H, uint8_t *o) {
    memset(o, 0, (size_t)(SEA_HEX_PLANES * H));
    for (int h = 0; h < H; h++) {
        int t = v->terrain[h], n = v->number[h];
        if (t < CTN_TERRAIN_COUNT) o[t * H + h] = 1;
        o[CTN_TERRAIN_COUNT * H + h] = (uint8_t)n;
        o[(CTN_TERRAIN_COUNT + 1) * H + h] = (uint8_t)pips_of(n);
    }
    uint8_t *b = o + (CTN_TERRAIN_COUNT + 2) * H;
    int bandits[4] = {v->robber, v->pirate, v->robber2, v->pirate2};
    for (int k = 0; k < 4; k++)
        if (bandits[k] < H) b[k * H + bandits[k]] = 1;
    return o + SEA_HEX_PLANES * H;
}

/* Vertex planes (settlements, cities by player; harbour types), edge planes (roads, ships by
 * player; ships built this turn part; the ship picked up to move). */
static uint8_t *SEA_FN(put_pieces)(const ctn_game *g, const SEA_STATE *v, int seat, uint8_t *o) {
    int P = g->num_players;
    const ctn_topology *t = ctn_classic_topology(g);
    int V = t->num_vertices, E = t->num_edges;
    for (int r = 0; r < P; r++) o = SEA_FN(put_set)(o, &v->settlements[(seat + r) % P], V);
    for (int r = 0; r < P; r++) o = SEA_FN(put_set)(o, &v->cities[(seat + r) % P], V);
    memset(o, 0, (size_t)(CTN_HARBOUR_TYPE_COUNT * V));
    for (int h = 0; h < v->num_harbours && h < t->num_harbours; h++) {
        int type = v->harbour_type[h];
        if (type >= CTN_HARBOUR_TYPE_COUNT) continue;
        for (int k = 0; k < 2; k++)
            if (t->harbour_vertex[h][k] < V) o[type * V + t->harbour_vertex[h][k]] = 1;
    }
    o += CTN_HARBOUR_TYPE_COUNT * V;
    for (int r = 0; r < P; r++) o = SEA_FN(put_set)(o, &v->roads[(seat + r) % P], E);
    for (int r = 0; r < P; r++) o = SEA_FN(put_set)(o, &v->ships[(seat + r) % P], E);
    o = SEA_FN(put_set)(o, &v->ships_new, E);
    memset(o, 0, (size_t)E);
    if (v->phase == CL_PHASE_MOVE_SHIP && v->ship_moving < E) o[v->ship_moving] = 1;
    return o + E;
}

static void SEA_FN(encode)(const ctn_game *g, const ctn_state *state, int seat, unsigned parts,
                           uint64_t *cache, uint8_t *obs) {
    (void)parts, (void)cache;
    SEA_STATE v;
    ctn_game_observe(g, state, seat, (ctn_state *)&v);
    uint8_t *o = SEA_FN(put_global)(g, &v, seat, obs);
    o = SEA_FN(put_players)(g, &v, seat, o);
    o = SEA_FN(put_hexes)(&v, ctn_classic_topology(g)->num_hexes, o);
    o = SEA_FN(put_pieces)(g, &v, seat, o);
    assert(o - obs == SEA_FN(obs_size)(g));
}

const env_codec SEA_FN(codec) = {SEA_FN(obs_size), SEA_FN(action_count), SEA_FN(encode),
                                 sea_to_id,         sea_from_id,          NULL};

#undef SEA_STATE
#undef SEA_SET
#undef SEA_FN
