/* tui_cview_fill.h — the reader of one size class's state into a tui_cview, written once.
 *
 * Not a header of its own: tui_cview.c includes it once per size class with these macros
 * defined, and it undefines them at the end:
 *   CV_STATE    the state type (ctn_classic_state, ctn_classic_state_m, ctn_classic_state_l)
 *   CV_NAME(x)  x with the class's suffix (the names of the static functions made here)
 *   CV_SEA      1 when the layout has the Seafarers fields
 */

/* Seat owning edge e in one of the per-player sets, or TUI_CV_NOBODY. */
static void CV_NAME(edge_owners)(const CV_STATE *s, int edges, int ships, int8_t *out) {
    int words = (int)(sizeof s->roads[0].w / sizeof s->roads[0].w[0]);
    for (int e = 0; e < edges; e++) out[e] = TUI_CV_NOBODY;
    for (int p = 0; p < s->num_players; p++)
        for (int k = 0; k < words; k++) {
            uint64_t w = s->roads[p].w[k];
#if CV_SEA
            if (ships) w = s->ships[p].w[k];
#else
            if (ships) w = 0;
#endif
            for (; w; w &= w - 1) {
                int e = 64 * k + __builtin_ctzll(w);
                if (e < edges) out[e] = (int8_t)p;
            }
        }
}

static void CV_NAME(players)(const CV_STATE *s, tui_cview *v) {
    for (int p = 0; p < s->num_players; p++) {
        memcpy(v->hand[p], s->hand[p], CTN_RESOURCE_COUNT);
        memcpy(v->dev_hand[p], s->dev_hand[p], CL_DEV_COUNT);
        memcpy(v->dev_new[p], s->dev_new[p], CL_DEV_COUNT);
        v->hidden_hand[p] = s->hidden_hand[p];
        v->hidden_dev[p] = s->hidden_dev[p];
        v->knights[p] = s->knights[p];
        v->road_length[p] = s->road_length[p];
#if CV_SEA
        v->gold_owed[p] = s->gold_owed[p];
        v->area_vp[p] = s->area_vp[p];
#endif
    }
}

static void CV_NAME(fill)(const CV_STATE *s, const ctn_topology *t, tui_cview *v) {
    v->num_players = s->num_players < TUI_CV_PLAYERS ? s->num_players : TUI_CV_PLAYERS;
    v->num_hexes = s->num_hexes < t->num_hexes ? s->num_hexes : t->num_hexes;
    v->num_harbours = s->num_harbours < t->num_harbours ? s->num_harbours : t->num_harbours;
    v->robber = s->robber < v->num_hexes ? s->robber : TUI_CV_NOBODY;
#if CV_SEA
    v->pirate = s->pirate < v->num_hexes ? s->pirate : TUI_CV_NOBODY;
    v->ship_moving = s->phase == CL_PHASE_MOVE_SHIP ? s->ship_moving : TUI_CV_NOBODY;
    v->robber2 = s->robber2 < v->num_hexes ? s->robber2 : TUI_CV_NOBODY;
    v->pirate2 = s->pirate2 < v->num_hexes ? s->pirate2 : TUI_CV_NOBODY;
    v->red = s->red < v->num_players ? s->red : TUI_CV_NOBODY;
    v->seven_step = s->seven_step;
    v->tokens_left = s->tokens_left;
#else
    v->pirate = v->ship_moving = v->robber2 = v->pirate2 = v->red = TUI_CV_NOBODY;
#endif
    v->context = s->context;
    v->actor = s->actor;
    v->phase = s->phase;
    v->current = s->current;
    v->last_roll = s->last_roll;
    v->turn = (int)s->turn;
    v->longest_road_owner =
        s->longest_road_owner == CL_NOBODY ? TUI_CV_NOBODY : s->longest_road_owner;
    v->largest_army_owner =
        s->largest_army_owner == CL_NOBODY ? TUI_CV_NOBODY : s->largest_army_owner;
    v->hidden_deck = s->hidden_deck;
    memcpy(v->terrain, s->terrain, (size_t)v->num_hexes);
    memcpy(v->number, s->number, (size_t)v->num_hexes);
    memcpy(v->harbour_type, s->harbour_type, (size_t)v->num_harbours);
    size_t vertices =
        t->num_vertices < sizeof s->vertex_owner ? t->num_vertices : sizeof s->vertex_owner;
    memcpy(v->vertex_owner, s->vertex_owner, vertices);
    memcpy(v->bank, s->bank, CTN_RESOURCE_COUNT);
    CV_NAME(edge_owners)(s, t->num_edges, 0, v->road_owner);
    CV_NAME(edge_owners)(s, t->num_edges, 1, v->ship_owner);
    CV_NAME(players)(s, v);
    for (int e = 0; e < t->num_edges; e++)
        if (v->ship_owner[e] >= 0) v->ships[v->ship_owner[e]]++;
}

static tui_cview_turn CV_NAME(turn_of)(const CV_STATE *s) {
    tui_cview_turn t = {s->current, TUI_CV_NOBODY, s->context};
#if CV_SEA
    if (s->red < s->num_players) t.red = s->red;
#endif
    return t;
}

#undef CV_STATE
#undef CV_NAME
#undef CV_SEA
