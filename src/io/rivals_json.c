/* rivals_json.c — Rivals for Catan states (and views) as JSON, both ways (docs/rules/rivals.md R§8).
 * Scalars of the turn are one table of names and offsets; the principalities list their regions
 * (with stocks), roads, towns and cards by place; hands and stacks list card ids, or null where a
 * view hides them (then only counts). A full state must pass the rule set's invariant check.
 * The kind (card table key) of every draw card id and every event id is state ("kinds" and
 * "event_kinds", null for one a view does not show); a key several rows share is read as the row
 * the game deals that id, else the first. For clients the writer adds derived facts that the
 * reader ignores: the phase's name, each player's strength, skill, commerce and progress points,
 * the holders of the strength and trade advantages, and the points that win. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "catan/rivals.h"
#include "io_internal.h"

typedef ctn_rivals_state rv_state;

/* One-byte fields written and read by name (max: the largest value accepted). */
static const struct {
    const char *key;
    size_t off;
    int max;
} SCALARS[] = {
    {"phase", offsetof(rv_state, phase), RV_PH_COUNT - 1},
    {"current", offsetof(rv_state, current), 1},
    {"actor", offsetof(rv_state, actor), 255},
    {"winner", offsetof(rv_state, winner), 255},
    {"stage", offsetof(rv_state, stage), 64},
    {"production", offsetof(rv_state, production), 6},
    {"event_face", offsetof(rv_state, event_face), RV_E_COUNT - 1},
    {"brigitta", offsetof(rv_state, brigitta), 6},
    {"roads_left", offsetof(rv_state, roads_left), 9},
    {"settlements_left", offsetof(rv_state, settlements_left), 9},
    {"cities_left", offsetof(rv_state, cities_left), 7},
    {"event_now", offsetof(rv_state, event_now), 255},
    {"pay_player", offsetof(rv_state, pay_player), 1},
    {"pay_any", offsetof(rv_state, pay_any), 18},
    {"after_pay", offsetof(rv_state, after_pay), 8},
    {"arg", offsetof(rv_state, arg), 255},
    {"new_town_col", offsetof(rv_state, new_town_col), 255},
    {"draw_stack", offsetof(rv_state, draw_stack), RV_STACKS - 1},
    {"draw_for", offsetof(rv_state, draw_for), 1},
    {"draws_left", offsetof(rv_state, draws_left), 3},
    {"named_n", offsetof(rv_state, named_n), 3},
    {"bury", offsetof(rv_state, bury), 255},
    {"bury_owner", offsetof(rv_state, bury_owner), 1},
    {"buys_left", offsetof(rv_state, buys_left), 2},
    {"exchanged", offsetof(rv_state, exchanged), 2},
    {"search_stack", offsetof(rv_state, search_stack), RV_STACKS - 1},
    {"ev_holder", offsetof(rv_state, ev_holder), 255},
    {"ff_left", offsetof(rv_state, ff_left), 4},
};
enum { NUM_SCALARS = sizeof SCALARS / sizeof SCALARS[0] };

/* The theme games' fields (R§6.2), in the object "theme", written when any is set and read when
 * present (absent: all 0, as in every introductory game). */
static const struct {
    const char *key;
    size_t off;
    int max;
} THEME_SCALARS[] = {
    {"start_picks", offsetof(rv_state, start_picks), 3}, {"takes_left", offsetof(rv_state, takes_left), 3},
    {"taker", offsetof(rv_state, taker), 1},             {"take_flags", offsetof(rv_state, take_flags), 15},
    {"lose_ship", offsetof(rv_state, lose_ship), 1},     {"turn_flags", offsetof(rv_state, turn_flags), 255},
    {"after_n", offsetof(rv_state, after_n), 3},         {"cache_at_red", offsetof(rv_state, cache_at), RV_NUM_REGIONS},
    {"cache_at_blue", offsetof(rv_state, cache_at) + 1, RV_NUM_REGIONS},
};
enum { NUM_THEME_SCALARS = sizeof THEME_SCALARS / sizeof THEME_SCALARS[0] };

/* The Era of Turmoil's fields (R§7.3), in the object "turmoil", written when any is set and read
 * when present; `strike` (an action, 32 bits) is read apart. */
static const struct {
    const char *key;
    size_t off;
    int max;
} TURMOIL_SCALARS[] = {
    {"react", offsetof(rv_state, react), 3}, {"riots", offsetof(rv_state, riots), 3},
    {"loss", offsetof(rv_state, loss), 1},   {"steal", offsetof(rv_state, steal), 2},
};
enum { NUM_TURMOIL_SCALARS = sizeof TURMOIL_SCALARS / sizeof TURMOIL_SCALARS[0] };
static const char *const TURMOIL_KEYS[] = {"react", "riots", "loss", "steal", "strike", NULL};

static const char *const STATE_KEYS[] = {
    "game", "view", "num_players", "turn", "actions", "scalars", "players", "stacks", "discard",
    "region_stack", "events", "pay_need", "pay_mask", "gains", "new_regions", "named", "vp", "rng",
    "phase", "kinds", "event_kinds", "advantage", "vp_to_win", "theme", "turmoil", "duel", "tournament", "barbarians", "prosperity", "explorers", NULL};
static const char *const BARBARIAN_KEYS[] = {"events_back", "turn_flags", "work", "stronghold", NULL};
static const char *const DUEL_KEYS[] = {"found", "unknown", "pool_unknown", NULL};
static const char *const TOURNEY_KEYS[] = {"pile1", "gold_cache", "prepared", "events_seen", NULL};
static const char *const THEME_KEYS[] = {"faceup", "start_picks", "takes_left", "taker", "take_flags",
                                         "lose_ship", "turn_flags", "after_n", "cache_at_red", "cache_at_blue",
                                         "library", "intrigue", "dispute", "michael", "laid", "tavern", "fields",
                                         "turned", "merchant_flags", "posts", "camp", "station", "station_used",
                                         "academy_uses", "grove_uses", "sages_work", "sages_uses", "foresight", NULL};
static const char *const PLAYER_KEYS[] = {"hand", "hand_count", "left", "right", "roads", "regions", "towns", "sites",
                                          "points", "laid", NULL};

static json_t *u8_list(const uint8_t *v, int n) {
    json_t *a = json_array();
    for (int i = 0; i < n; i++) io_push(a, json_integer(v[i]));
    return a;
}

/* A set of event ids as a list. */
static json_t *event_set(uint32_t bits) {
    json_t *a = json_array();
    for (int e = 0; e < RV_MAX_EVENTS; e++)
        if (bits >> e & 1) io_push(a, json_integer(e));
    return a;
}

static json_t *card_set(const uint64_t *bits) {
    json_t *a = json_array();
    for (int c = 0; c < RV_MAX_DRAW_CARDS; c++)
        if (bits[c >> 6] >> (c & 63) & 1) io_push(a, json_integer(c));
    return a;
}

/* The derived points of a player (written for clients, not read). */
static json_t *points_json(const ctn_game *g, const rv_state *s, int p) {
    return json_pack("{s:i,s:i,s:i,s:i}", "strength", ctn_rivals_strength(g, s, p), "skill",
                     ctn_rivals_skill(g, s, p), "commerce", ctn_rivals_commerce(g, s, p), "progress",
                     ctn_rivals_progress(g, s, p));
}

/* The card table key of every draw card id (kinds: as the state or view shows it, null when it
 * does not) or event id (events). */
static json_t *kinds_json(const ctn_game *g, const rv_state *s, int events) {
    json_t *a = json_array();
    int n = events ? ctn_rivals_num_events(g) : ctn_rivals_num_draw_cards(g);
    for (int c = 0; c < n; c++) {
        int k = events ? ctn_rivals_event_kind_in(g, s, c) : ctn_rivals_kind(g, s, c);
        io_push(a, k >= 0 ? json_string(ctn_rivals_cards[k].key) : json_null());
    }
    return a;
}

/* Facts a client shows that follow from the rest (written, never read), and the kinds (read). */
static void derived_json(const ctn_game *g, const rv_state *s, json_t *o) {
    io_set(o, "phase", json_string(ctn_rivals_phase_name(s->phase)));
    io_set(o, "vp_to_win", json_integer(ctn_rivals_vp_to_win(g)));
    io_set(o, "kinds", kinds_json(g, s, 0));
    io_set(o, "event_kinds", kinds_json(g, s, 1));
    io_set(o, "advantage", json_pack("{s:o,s:o}", "strength",
                                     io_seat_or_null(ctn_rivals_strength_holder(g, s), RV_NONE), "trade",
                                     io_seat_or_null(ctn_rivals_trade_holder(g, s), RV_NONE)));
    json_t *players = json_object_get(o, "players");
    for (int p = 0; p < RV_PLAYERS; p++) io_set(json_array_get(players, (size_t)p), "points", points_json(g, s, p));
}

/* The site of p's card of this key, or -1. */
static int site_of_key(const rv_state *s, int p, const char *key) {
    for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
        int c = s->pr[p].site[x / RV_SITES][x % RV_SITES];
        if (c != RV_NONE && s->kind[c] != RV_NONE && !strcmp(ctn_rivals_cards[s->kind[c]].key, key)) return x;
    }
    return -1;
}

/* The Era of Intrigue's cards that lie outside the sites, for clients:
 * {"card","site"} a building under the hero on that site, {"card","road"} the opponent's Red
 * Light Tavern on p's road in that column, {"card","region","side"} a card laid by p's region of
 * that id (side: the Abbey Brewery's); the Era of Merchant Princes' cards turned to a level,
 * {"card","region","level"}, and the opponent's Trading Station on p's city site,
 * {"card","station"}. Derived from the state's fields; written, never read. */
static json_t *laid_json(const rv_state *s, int p) {
    static const char *const HEROES[2] = {"bran", "judith"};
    json_t *a = json_array();
    for (int k = 0; k < 2; k++)
        if (s->laid[p][k]) io_push(a, json_pack("{s:i,s:i}", "card", s->laid[p][k] - 1, "site", site_of_key(s, p, HEROES[k])));
    if (s->tavern[p][0]) io_push(a, json_pack("{s:i,s:i}", "card", s->tavern[p][0] - 1, "road", s->tavern[p][1] - 1));
    if (s->camp[p][0]) io_push(a, json_pack("{s:i,s:i}", "card", s->camp[p][0] - 1, "road", s->camp[p][1] - 1)); /* */
    if (s->hold[p][0]) io_push(a, json_pack("{s:i,s:i}", "card", s->hold[p][0] - 1, "road", s->hold[p][1] - 1)); /* */
    if (s->station[p][0]) /* the opponent's Trading Station on p's city site: {"card","station"} */
        io_push(a, json_pack("{s:i,s:i}", "card", s->station[p][0] - 1, "station", s->station[p][1] - 1));
    for (int k = 0; k < 2; k++)
        if (s->fields[p][k])
            io_push(a, json_pack("{s:i,s:i,s:i}", "card", s->fields[p][k] - 1, "region", s->fields_at[p][k] - 1, "side",
                                 k ? 0 : s->brewery_side[p]));
    for (int k = 0; k < 2; k++) /* a Trading Post on his road: {"card","post"} */
        if (s->post[p][k]) io_push(a, json_pack("{s:i,s:i}", "card", s->post[p][k] - 1, "post", s->post_at[p][k] - 1));
    for (int k = 0; k < RV_RC_SLOTS; k++) /* the Era of Prosperity's road complements, as a Trading Post */
        if (s->rcomp[p][k]) io_push(a, json_pack("{s:i,s:i}", "card", s->rcomp[p][k] - 1, "post", s->rcomp_at[p][k] - 1));
    if (s->hideout[p][0]) /* the opponent's Thieves' Hideout by p's region: {"card","region"} */
        io_push(a, json_pack("{s:i,s:i}", "card", s->hideout[p][0] - 1, "region", s->hideout[p][1] - 1));
    for (int k = 0; k < RV_ROT_SLOTS; k++) /* turned to a level: {"card","region","level"} */
        if (s->rot[p][k])
            io_push(a, json_pack("{s:i,s:i,s:i}", "card", s->rot[p][k] - 1, "region", s->rot_at[p][k] - 1, "level",
                                 s->rot_level[p][k]));
    return a;
}

/* Whether a card lies turned to a level in either principality. */
static int turned(const rv_state *s) {
    int any = 0;
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < RV_ROT_SLOTS; k++) any |= s->rot[p][k];
    return any;
}

static json_t *principality_json(const rv_state *s, int p) {
    const rv_principality *pr = &s->pr[p];
    json_t *o = json_object(), *roads = json_array(), *regions = json_array(), *towns = json_array(),
           *sites = json_array();
    int hidden = s->viewer != RV_NONE && s->hidden_hand[p];
    io_set(o, "hand", hidden ? json_null() : card_set(s->hand[p]));
    io_set(o, "hand_count", json_integer(s->hidden_hand[p] + __builtin_popcountll(s->hand[p][0]) +
                                         __builtin_popcountll(s->hand[p][1])));
    io_set(o, "left", json_integer(pr->left));
    io_set(o, "right", json_integer(pr->right));
    for (int c = 0; c < RV_REGION_COLS; c++) {
        if (pr->roads >> c & 1) io_push(roads, json_integer(c));
        for (int b = 0; b < 2; b++) {
            int r = pr->region[c][b];
            if (r == RV_NONE) continue;
            json_t *e = json_pack("{s:i,s:i,s:s,s:i,s:i}", "pos", c * 2 + b, "region", r, "resource",
                                  ctn_rivals_resource_name(ctn_rivals_regions[r].resource), "number",
                                  ctn_rivals_regions[r].number, "stock", s->stock[r]);
            io_push(regions, e);
        }
    }
    for (int t = 0; t < RV_TOWN_COLS; t++) {
        if (pr->town[t]) io_push(towns, json_pack("{s:i,s:s}", "col", t, "kind", pr->town[t] == 2 ? "city" : "settlement"));
        for (int k = 0; k < RV_SITES; k++)
            if (pr->site[t][k] != RV_NONE) io_push(sites, json_pack("{s:i,s:i}", "site", t * RV_SITES + k, "card", pr->site[t][k]));
    }
    io_set(o, "roads", roads);
    io_set(o, "regions", regions);
    io_set(o, "towns", towns);
    io_set(o, "sites", sites);
    io_set(o, "laid", laid_json(s, p));
    return o;
}

static json_t *rivals_to_json(const ctn_game *g, const ctn_state *state) {
    const rv_state *s = (const rv_state *)state;
    json_t *o = json_object(), *sc = json_object(), *players = json_array(), *stacks = json_array(),
           *regions = json_array(), *gains = json_array(), *vp = json_array();
    io_set(o, "game", json_string("rivals"));
    io_set(o, "view", io_viewer_json(s->viewer, RV_NONE, RV_VIEW_PUBLIC_SEAT));
    io_set(o, "num_players", json_integer(RV_PLAYERS));
    io_set(o, "turn", json_integer(s->turn));
    io_set(o, "actions", json_integer(s->actions));
    for (int i = 0; i < NUM_SCALARS; i++) io_set(sc, SCALARS[i].key, json_integer(((const uint8_t *)s)[SCALARS[i].off]));
    io_set(o, "scalars", sc);
    for (int p = 0; p < RV_PLAYERS; p++) {
        io_push(players, principality_json(s, p));
        io_push(vp, json_integer(ctn_rivals_vp(g, s, p)));
    }
    io_set(o, "players", players);
    io_set(o, "vp", vp);
    for (int k = 0; k < ctn_rivals_num_stacks(g); k++) {
        const rv_stack *st = &s->stacks[k];
        int shown = st->n == 0 || st->card[0] != RV_UNKNOWN;
        io_push(stacks, json_pack("{s:i,s:i,s:o}", "count", st->n, "hidden", st->hidden, "cards",
                                  shown ? u8_list(st->card, st->n) : json_null()));
    }
    io_set(o, "stacks", stacks);
    io_set(o, "discard", card_set(s->discard));
    for (int r = 0; r < RV_NUM_REGIONS; r++)
        if (s->region_stack >> r & 1) io_push(regions, json_integer(r));
    io_set(o, "region_stack", regions);
    io_set(o, "events", event_set(s->ev_pool));
    io_set(o, "pay_need", u8_list(s->pay_need, RV_NUM_RESOURCES));
    io_set(o, "pay_mask", json_integer(s->pay_mask));
    for (int i = 0; i < s->gains_n; i++) io_push(gains, json_pack("[i,i]", s->gains[i].player, s->gains[i].mask));
    io_set(o, "gains", gains);
    io_set(o, "new_regions", u8_list(s->new_regions, 2));
    io_set(o, "named", u8_list(s->named, 3));
    if (s->viewer == RV_NONE) io_set(o, "rng", io_rng_json(&s->rng));
    int theme = (s->faceup[0] | s->faceup[1] | s->library | s->intrigue | s->dispute[0] | s->dispute[1] | s->michael | s->laid[0][0] | s->laid[0][1] |
                 s->laid[1][0] | s->laid[1][1] | s->tavern[0][0] | s->tavern[1][0] | s->fields[0][0] | s->fields[0][1] |
                 s->fields[1][0] | s->fields[1][1] | turned(s) | s->merchant_flags | s->post[0][0] | s->post[0][1] |
                 s->post[1][0] | s->post[1][1] | s->camp[0][0] | s->camp[1][0] | s->station[0][0] | s->station[1][0] |
                 s->station_used | s->academy_uses | s->grove_uses | s->sages_work | s->sages_uses | s->foresight) != 0;
    for (int i = 0; i < NUM_THEME_SCALARS; i++) theme |= ((const uint8_t *)s)[THEME_SCALARS[i].off] != 0;
    if (theme) {
        json_t *t = json_object();
        io_set(t, "faceup", card_set(s->faceup));
        for (int i = 0; i < NUM_THEME_SCALARS; i++)
            io_set(t, THEME_SCALARS[i].key, json_integer(((const uint8_t *)s)[THEME_SCALARS[i].off]));
        if (s->library) io_set(t, "library", json_integer(s->library)); /* Eras of Progress and Intrigue, optional */
        if (s->intrigue) io_set(t, "intrigue", json_integer(s->intrigue)); /* Era of Intrigue, optional */
        if (s->dispute[0] | s->dispute[1]) io_set(t, "dispute", u8_list(s->dispute, RV_PLAYERS));
        if (s->michael) io_set(t, "michael", json_integer(s->michael)); /* Era of Intrigue, optional */
        if (s->laid[0][0] | s->laid[0][1] | s->laid[1][0] | s->laid[1][1]) /* under Bran, Judith: card + 1 */
            io_set(t, "laid", json_pack("[i,i,i,i]", s->laid[0][0], s->laid[0][1], s->laid[1][0], s->laid[1][1]));
        if (s->tavern[0][0] | s->tavern[1][0]) /* the Red Light Tavern: card + 1, road column + 1, each player */
            io_set(t, "tavern", json_pack("[i,i,i,i]", s->tavern[0][0], s->tavern[0][1], s->tavern[1][0], s->tavern[1][1]));
        if (s->fields[0][0] | s->fields[0][1] | s->fields[1][0] | s->fields[1][1]) /* by the fields: each player's
                                                 * Brewery card + 1, region + 1, side, Miller card + 1, region + 1 */
            io_set(t, "fields", json_pack("[i,i,i,i,i,i,i,i,i,i]", s->fields[0][0], s->fields_at[0][0], s->brewery_side[0],
                                          s->fields[0][1], s->fields_at[0][1], s->fields[1][0], s->fields_at[1][0],
                                          s->brewery_side[1], s->fields[1][1], s->fields_at[1][1]));
        if (turned(s)) { /* turned to a level: each player's slots, card + 1, region + 1, level */
            json_t *list = json_array();
            for (int p = 0; p < RV_PLAYERS; p++)
                for (int k = 0; k < RV_ROT_SLOTS; k++) {
                    io_push(list, json_integer(s->rot[p][k]));
                    io_push(list, json_integer(s->rot_at[p][k]));
                    io_push(list, json_integer(s->rot_level[p][k]));
                }
            io_set(t, "turned", list);
        }
        if (s->merchant_flags) io_set(t, "merchant_flags", json_integer(s->merchant_flags));
        if (s->camp[0][0] | s->camp[1][0]) /* the Brigand Camp: card + 1, road column + 1, each player */
            io_set(t, "camp", json_pack("[i,i,i,i]", s->camp[0][0], s->camp[0][1], s->camp[1][0], s->camp[1][1]));
        if (s->station[0][0] | s->station[1][0]) /* the Trading Station: card + 1, site + 1, each player */
            io_set(t, "station", json_pack("[i,i,i,i]", s->station[0][0], s->station[0][1], s->station[1][0], s->station[1][1]));
        if (s->station_used) io_set(t, "station_used", json_integer(s->station_used)); /* */
        if (s->post[0][0] | s->post[0][1] | s->post[1][0] | s->post[1][1]) /* Trading Posts: card + 1, column + 1 */
            io_set(t, "posts", json_pack("[i,i,i,i,i,i,i,i]", s->post[0][0], s->post_at[0][0], s->post[0][1], s->post_at[0][1],
                                         s->post[1][0], s->post_at[1][0], s->post[1][1], s->post_at[1][1]));
        if (s->academy_uses) io_set(t, "academy_uses", json_integer(s->academy_uses)); /* */
        if (s->grove_uses) io_set(t, "grove_uses", json_integer(s->grove_uses)); /* */
        if (s->sages_work) io_set(t, "sages_work", json_integer(s->sages_work)); /* */
        if (s->sages_uses) io_set(t, "sages_uses", json_integer(s->sages_uses)); /* */
        if (s->foresight) io_set(t, "foresight", event_set(s->foresight)); /* the events looked at */
        io_set(o, "theme", t);
    }
    int turmoil = s->strike != 0;
    for (int i = 0; i < NUM_TURMOIL_SCALARS; i++) turmoil |= ((const uint8_t *)s)[TURMOIL_SCALARS[i].off] != 0;
    if (turmoil) {
        json_t *t = json_object();
        for (int i = 0; i < NUM_TURMOIL_SCALARS; i++)
            io_set(t, TURMOIL_SCALARS[i].key, json_integer(((const uint8_t *)s)[TURMOIL_SCALARS[i].off]));
        io_set(t, "strike", json_integer(s->strike));
        io_set(o, "turmoil", t);
    }
    if (s->ev_found || s->ev_unknown) /* the duel's events (R§6.3): none of it in the other modes */
        io_set(o, "duel", json_pack("{s:o,s:i,s:i}", "found", event_set(s->ev_found), "unknown", s->ev_unknown,
                                    "pool_unknown", s->ev_pool_unknown));
    if (ctn_rivals_num_stacks(g) == 2 * 4 && ctn_rivals_stack_owner(g, 0) == 0) /* the tournament (R§6.4) */
        io_set(o, "tournament", json_pack("{s:o,s:[i,i],s:i,s:o}", "pile1", card_set(s->discard1), "gold_cache",
                                          s->cache_card[0], s->cache_card[1], "prepared", s->prep_done,
                                          "events_seen", event_set(s->ev_seen)));
    int barbarians = s->turn_flags2 | s->barbarians | s->hold[0][0] | s->hold[1][0]; /* the Era of Barbarians (R§14) */
    for (int i = 0; i < RV_EV_BACK; i++) barbarians |= s->ev_back[i];
    if (barbarians) {
        json_t *back = json_array(); /* each event put back: event id + 1, the cards above it */
        for (int i = 0; i < RV_EV_BACK; i++) io_push(back, json_pack("[i,i]", s->ev_back[i], s->ev_depth[i]));
        io_set(o, "barbarians", json_pack("{s:o,s:i,s:i}", "events_back", back, "turn_flags", s->turn_flags2, "work", s->barbarians));
        if (s->hold[0][0] | s->hold[1][0]) /* the Stronghold on each player's road: card + 1, column + 1 */
            io_set(json_object_get(o, "barbarians"), "stronghold",
                   json_pack("[i,i,i,i]", s->hold[0][0], s->hold[0][1], s->hold[1][0], s->hold[1][1]));
    }
    json_t *prosperity = io_rivals_prosperity_json(s); /* the Era of Prosperity's stars */
    if (prosperity) io_set(o, "prosperity", prosperity);
    json_t *explorers = io_rivals_explorers_json(s); /* the Era of Explorers' sea areas */
    if (explorers) io_set(o, "explorers", explorers);
    derived_json(g, s, o);
    return o;
}

static json_t *rivals_summary(const ctn_game *g, const ctn_state *state) {
    const rv_state *s = (const rv_state *)state;
    json_t *o = json_object(), *vp = json_array();
    io_set(o, "turn", json_integer(s->turn));
    io_set(o, "phase", json_string(ctn_rivals_phase_name(s->phase)));
    io_set(o, "current", json_integer(s->current));
    io_set(o, "winner", io_seat_or_null(s->winner, RV_NONE));
    for (int p = 0; p < RV_PLAYERS; p++) io_push(vp, json_integer(ctn_rivals_vp(g, s, p)));
    io_set(o, "vp", vp);
    return o;
}

/* ---- reading ---- */

typedef struct {
    io_reader rd;
    const ctn_game *g;
} reader;

/* An array of at most cap integers in [0, max]; *n gets the length. */
static ctn_status read_list(const reader *c, const json_t *v, const char *what, int cap, int max, int *out, int *n) {
    if (!json_is_array(v) || (int)json_array_size(v) > cap) return io_bad(&c->rd, "%s: expected a list of at most %d", what, cap);
    *n = (int)json_array_size(v);
    for (int i = 0; i < *n; i++) {
        json_t *x = json_array_get(v, (size_t)i);
        if (!json_is_integer(x) || json_integer_value(x) < 0 || json_integer_value(x) > max)
            return io_bad(&c->rd, "%s[%d]: expected 0..%d", what, i, max);
        out[i] = (int)json_integer_value(x);
    }
    return CTN_OK;
}

static ctn_status read_cards(const reader *c, const json_t *v, const char *what, uint64_t *bits) {
    int ids[RV_MAX_DRAW_CARDS], n = 0;
    ctn_status st = read_list(c, v, what, RV_MAX_DRAW_CARDS, ctn_rivals_num_draw_cards(c->g) - 1, ids, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) bits[ids[i] >> 6] |= 1ull << (ids[i] & 63);
    return st;
}

static ctn_status read_player(const reader *c, const json_t *x, int p, rv_state *s) {
    rv_principality *pr = &s->pr[p];
    char where[32];
    snprintf(where, sizeof where, "players[%d]", p);
    if (!json_is_object(x)) return io_bad(&c->rd, "%s: expected an object", where);
    ctn_status st = io_check_keys(&c->rd, x, where, PLAYER_KEYS);
    long long v;
    memset(pr->region, RV_NONE, sizeof pr->region);
    memset(pr->site, RV_NONE, sizeof pr->site);
    json_t *hand = json_object_get(x, "hand");
    if (st == CTN_OK && hand && !json_is_null(hand)) st = read_cards(c, hand, where, s->hand[p]);
    if (st == CTN_OK && st == CTN_OK) st = io_get_int(&c->rd, x, where, "hand_count", 0, RV_MAX_DRAW_CARDS, &v);
    if (st == CTN_OK && (!hand || json_is_null(hand))) {
        if (s->viewer == RV_NONE) return io_bad(&c->rd, "%s.hand: a full state shows every hand", where);
        s->hidden_hand[p] = (uint8_t)v;
    }
    if (st == CTN_OK) st = io_get_u8(&c->rd, x, where, "left", RV_REGION_COLS - 1, &pr->left);
    if (st == CTN_OK) st = io_get_u8(&c->rd, x, where, "right", RV_REGION_COLS - 1, &pr->right);
    int list[64], n = 0;
    if (st == CTN_OK) st = read_list(c, json_object_get(x, "roads"), "roads", RV_REGION_COLS, RV_REGION_COLS - 1, list, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) pr->roads = (uint16_t)(pr->roads | 1u << list[i]);
    json_t *a = json_object_get(x, "regions");
    if (st == CTN_OK && !json_is_array(a)) st = io_bad(&c->rd, "%s.regions: expected a list", where);
    for (size_t i = 0; st == CTN_OK && i < json_array_size(a); i++) {
        json_t *e = json_array_get(a, i);
        long long pos, r, stock;
        st = io_get_int(&c->rd, e, where, "pos", 0, RV_REGION_POS - 1, &pos);
        if (st == CTN_OK) st = io_get_int(&c->rd, e, where, "region", 0, RV_NUM_REGIONS - 1, &r);
        if (st == CTN_OK) st = io_get_int(&c->rd, e, where, "stock", 0, 3, &stock);
        if (st == CTN_OK) {
            pr->region[pos / 2][pos % 2] = (uint8_t)r;
            s->stock[r] = (uint8_t)stock;
        }
    }
    a = json_object_get(x, "towns");
    if (st == CTN_OK && !json_is_array(a)) st = io_bad(&c->rd, "%s.towns: expected a list", where);
    for (size_t i = 0; st == CTN_OK && i < json_array_size(a); i++) {
        json_t *e = json_array_get(a, i);
        long long col;
        const char *kind = NULL;
        st = io_get_int(&c->rd, e, where, "col", 0, RV_TOWN_COLS - 1, &col);
        if (st == CTN_OK) st = io_get_string(&c->rd, e, where, "kind", &kind);
        if (st == CTN_OK && strcmp(kind, "city") && strcmp(kind, "settlement")) st = io_bad(&c->rd, "%s: bad town kind", where);
        if (st == CTN_OK) pr->town[col] = (uint8_t)(strcmp(kind, "city") == 0 ? 2 : 1);
    }
    a = json_object_get(x, "sites");
    if (st == CTN_OK && !json_is_array(a)) st = io_bad(&c->rd, "%s.sites: expected a list", where);
    for (size_t i = 0; st == CTN_OK && i < json_array_size(a); i++) {
        json_t *e = json_array_get(a, i);
        long long site, card;
        st = io_get_int(&c->rd, e, where, "site", 0, RV_TOWN_COLS * RV_SITES - 1, &site);
        if (st == CTN_OK) st = io_get_int(&c->rd, e, where, "card", 0, ctn_rivals_num_draw_cards(c->g) - 1, &card);
        if (st == CTN_OK) pr->site[site / RV_SITES][site % RV_SITES] = (uint8_t)card;
    }
    return st;
}

static ctn_status read_stacks(const reader *c, const json_t *o, rv_state *s) {
    json_t *a = json_object_get(o, "stacks");
    int count = ctn_rivals_num_stacks(c->g);
    if (!json_is_array(a) || (int)json_array_size(a) != count) return io_bad(&c->rd, "stacks: expected %d stacks", count);
    ctn_status st = CTN_OK;
    for (int k = 0; st == CTN_OK && k < count; k++) {
        json_t *x = json_array_get(a, (size_t)k);
        rv_stack *stk = &s->stacks[k];
        st = io_get_u8(&c->rd, x, "stacks", "count", RV_STACK_CAP, &stk->n);
        if (st == CTN_OK) st = io_get_u8(&c->rd, x, "stacks", "hidden", stk->n, &stk->hidden);
        json_t *cards = json_object_get(x, "cards");
        if (st != CTN_OK) break;
        if (!cards || json_is_null(cards)) {
            if (s->viewer == RV_NONE) return io_bad(&c->rd, "stacks[%d]: a full state shows every stack", k);
            memset(stk->card, RV_UNKNOWN, stk->n);
            continue;
        }
        int ids[RV_STACK_CAP], n = 0;
        st = read_list(c, cards, "stacks.cards", RV_STACK_CAP, ctn_rivals_num_draw_cards(c->g) - 1, ids, &n);
        if (st == CTN_OK && n != stk->n) st = io_bad(&c->rd, "stacks[%d]: %d cards for a count of %d", k, n, stk->n);
        for (int i = 0; st == CTN_OK && i < n; i++) stk->card[i] = (uint8_t)ids[i];
    }
    return st;
}

/* The tournament: each player's cards are his deck's, in any order (a determinized state shuffles
 * the hidden ones among them, R-96), so a position of a game with other decks is refused. */
static ctn_status check_decks(const reader *c, const rv_state *s) {
    if (!(ctn_rivals_num_stacks(c->g) == 2 * 4 && ctn_rivals_stack_owner(c->g, 0) == 0)) return CTN_OK;
    for (int p = 0; p < RV_PLAYERS; p++) {
        int left[256] = {0};
        for (int i = p * RV_TOURNEY_DECK; i < (p + 1) * RV_TOURNEY_DECK; i++) left[ctn_rivals_dealt_kind(c->g, i) & 0xFF]++;
        for (int i = p * RV_TOURNEY_DECK; i < (p + 1) * RV_TOURNEY_DECK; i++)
            if (s->kind[i] != RV_NONE && --left[s->kind[i]] < 0)
                return io_bad(&c->rd, "kinds[%d]: %s is more than seat %d's deck holds (a position of a game with other decks?)",
                              i, ctn_rivals_cards[s->kind[i]].key, p);
    }
    return CTN_OK;
}

/* A list of card keys, one per id of a kind table (`name`: "kinds" for the draw cards, "event_kinds"
 * for the events) into out: null for one a view does not show, and without the list the rows
 * the game's set-up deals (`dealt`). A key several rows share is read as the set-up's row when it
 * names that card, else as its first row. */
static ctn_status read_kind_list(const reader *c, const json_t *o, const char *name, int n,
                                 int (*dealt)(const ctn_game *, int), int view, uint8_t *out) {
    const json_t *a = json_object_get(o, name);
    if (!a) {
        for (int i = 0; i < n; i++) out[i] = (uint8_t)dealt(c->g, i);
        return CTN_OK;
    }
    if (!json_is_array(a) || (int)json_array_size(a) != n) return io_bad(&c->rd, "%s: expected %d card keys", name, n);
    for (int i = 0; i < n; i++) {
        const json_t *k = json_array_get(a, (size_t)i);
        int row = dealt(c->g, i), kind = -1;
        if (json_is_null(k) && view) continue;
        if (json_is_string(k))
            kind = !strcmp(json_string_value(k), ctn_rivals_cards[row].key) ? row : ctn_rivals_card_find(json_string_value(k));
        if (kind < 0) return io_bad(&c->rd, "%s[%d]: not a card key", name, i);
        out[i] = (uint8_t)kind;
    }
    return CTN_OK;
}

/* Which card each draw card id and each event id is (the tournament's decks and picks; every
 * other mode's are its set-up's). */
static ctn_status read_kinds(const reader *c, const json_t *o, rv_state *s) {
    int view = s->viewer != RV_NONE;
    memset(s->kind, RV_NONE, sizeof s->kind);
    memset(s->ev_kind, RV_NONE, sizeof s->ev_kind);
    ctn_status st = read_kind_list(c, o, "kinds", ctn_rivals_num_draw_cards(c->g), ctn_rivals_dealt_kind, view, s->kind);
    if (st == CTN_OK)
        st = read_kind_list(c, o, "event_kinds", ctn_rivals_num_events(c->g), ctn_rivals_event_kind, view, s->ev_kind);
    return st == CTN_OK ? check_decks(c, s) : st;
}

static ctn_status read_rng(const reader *c, const json_t *o, rv_state *s) {
    json_t *a = json_object_get(o, "rng");
    if (s->viewer != RV_NONE) return a ? io_bad(&c->rd, "rng: a view carries no generator") : CTN_OK;
    if (!json_is_array(a) || json_array_size(a) != 4) return io_bad(&c->rd, "rng: expected 4 hex strings");
    for (int i = 0; i < 4; i++) {
        const char *hex = json_string_value(json_array_get(a, (size_t)i));
        ctn_error e;
        if (!hex || ctn_hash_parse(hex, &s->rng.s[i], &e) != CTN_OK) return io_bad(&c->rd, "rng[%d]: expected 16 hex digits", i);
    }
    if (!(s->rng.s[0] | s->rng.s[1] | s->rng.s[2] | s->rng.s[3])) return io_bad(&c->rd, "rng: all zero");
    return CTN_OK;
}

static ctn_status read_misc(const reader *c, const json_t *o, rv_state *s) {
    int list[RV_MAX_DRAW_CARDS], n = 0;
    ctn_status st = read_cards(c, json_object_get(o, "discard"), "discard", s->discard);
    if (st == CTN_OK) st = read_list(c, json_object_get(o, "region_stack"), "region_stack", RV_NUM_REGIONS, RV_NUM_REGIONS - 1, list, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) s->region_stack |= 1u << list[i];
    if (st == CTN_OK) st = read_list(c, json_object_get(o, "events"), "events", RV_MAX_EVENTS, ctn_rivals_num_events(c->g) - 1, list, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) s->ev_pool |= 1u << list[i];
    if (st == CTN_OK) st = read_list(c, json_object_get(o, "pay_need"), "pay_need", RV_NUM_RESOURCES, 18, list, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) s->pay_need[i] = (uint8_t)list[i];
    long long mask;
    if (st == CTN_OK) st = io_get_int(&c->rd, o, "", "pay_mask", 0, (1 << RV_REGION_POS) - 1, &mask);
    if (st == CTN_OK) s->pay_mask = (uint32_t)mask;
    json_t *g = json_object_get(o, "gains");
    if (st == CTN_OK && (!json_is_array(g) || json_array_size(g) > RV_GAIN_QUEUE)) st = io_bad(&c->rd, "gains: expected a list");
    for (size_t i = 0; st == CTN_OK && i < json_array_size(g); i++) {
        int pm[2], k = 0;
        st = read_list(c, json_array_get(g, i), "gains[]", 2, 63 | RV_GAIN_AGAIN, pm, &k);
        if (st == CTN_OK && (k != 2 || pm[0] > 1)) st = io_bad(&c->rd, "gains[%zu]: expected [seat, mask]", i);
        if (st == CTN_OK) s->gains[s->gains_n++] = (rv_gain){(uint8_t)pm[0], (uint8_t)pm[1]};
    }
    if (st == CTN_OK) st = read_list(c, json_object_get(o, "new_regions"), "new_regions", 2, 255, list, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) s->new_regions[i] = (uint8_t)list[i];
    if (st == CTN_OK) st = read_list(c, json_object_get(o, "named"), "named", 3, RV_TOWN_COLS * RV_SITES - 1, list, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) s->named[i] = (uint8_t)list[i];
    return st;
}

static ctn_status read_theme(const reader *c, const json_t *o, rv_state *s) {
    json_t *t = json_object_get(o, "theme");
    if (!t) return CTN_OK;
    if (!json_is_object(t)) return io_bad(&c->rd, "theme: expected an object");
    ctn_status st = io_check_keys(&c->rd, t, "theme", THEME_KEYS);
    if (st == CTN_OK) st = read_cards(c, json_object_get(t, "faceup"), "theme.faceup", s->faceup);
    for (int i = 0; st == CTN_OK && i < NUM_THEME_SCALARS; i++)
        st = io_get_u8(&c->rd, t, "theme", THEME_SCALARS[i].key, THEME_SCALARS[i].max, (uint8_t *)s + THEME_SCALARS[i].off);
    if (st == CTN_OK && json_object_get(t, "library")) st = io_get_u8(&c->rd, t, "theme", "library", 5, &s->library); /* up to the Retreat's */
    if (st == CTN_OK && json_object_get(t, "intrigue")) st = io_get_u8(&c->rd, t, "theme", "intrigue", 63, &s->intrigue);
    if (st == CTN_OK && json_object_get(t, "michael"))
        st = io_get_u8(&c->rd, t, "theme", "michael", RV_MICHAEL_SETS, &s->michael);
    if (st == CTN_OK && json_object_get(t, "fields")) {
        int list[RV_MAX_DRAW_CARDS], n = 0;
        st = read_list(c, json_object_get(t, "fields"), "theme.fields", 10, ctn_rivals_num_draw_cards(c->g), list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) {
            int q = i / 5, j = i % 5;
            uint8_t *slot = j == 0 ? &s->fields[q][0] : j == 1 ? &s->fields_at[q][0] : j == 2 ? &s->brewery_side[q]
                          : j == 3 ? &s->fields[q][1] : &s->fields_at[q][1];
            *slot = (uint8_t)list[i];
        }
    }
    if (st == CTN_OK && json_object_get(t, "turned")) {
        int list[RV_MAX_DRAW_CARDS], n = 0;
        st = read_list(c, json_object_get(t, "turned"), "theme.turned", 3 * RV_PLAYERS * RV_ROT_SLOTS,
                       ctn_rivals_num_draw_cards(c->g), list, &n);
        int per = n / (3 * RV_PLAYERS); /* slots a player: RV_ROT_SLOTS, or the 2 of older files */
        if (st == CTN_OK && n % (3 * RV_PLAYERS)) st = io_bad(&c->rd, "theme.turned: expected 3 numbers a slot of each player");
        for (int i = 0; st == CTN_OK && i < n; i++) {
            int q = i / (3 * per), k = i / 3 % per, j = i % 3;
            uint8_t *slot = j == 0 ? &s->rot[q][k] : j == 1 ? &s->rot_at[q][k] : &s->rot_level[q][k];
            *slot = (uint8_t)list[i];
        }
    }
    if (st == CTN_OK && json_object_get(t, "merchant_flags"))
        st = io_get_u8(&c->rd, t, "theme", "merchant_flags", 0xFF, &s->merchant_flags); /* every RV_MF_* bit */
    if (st == CTN_OK && json_object_get(t, "camp")) {
        int list[RV_MAX_DRAW_CARDS], n = 0;
        st = read_list(c, json_object_get(t, "camp"), "theme.camp", 2 * RV_PLAYERS, ctn_rivals_num_draw_cards(c->g), list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) s->camp[i / 2][i % 2] = (uint8_t)list[i];
    }
    if (st == CTN_OK && json_object_get(t, "station")) { /* card + 1, site + 1 */
        int list[RV_MAX_DRAW_CARDS], n = 0;
        st = read_list(c, json_object_get(t, "station"), "theme.station", 2 * RV_PLAYERS, ctn_rivals_num_draw_cards(c->g), list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) s->station[i / 2][i % 2] = (uint8_t)list[i];
    }
    if (st == CTN_OK && json_object_get(t, "station_used"))
        st = io_get_u8(&c->rd, t, "theme", "station_used", 1, &s->station_used);
    if (st == CTN_OK && json_object_get(t, "posts")) {
        int list[RV_MAX_DRAW_CARDS], n = 0;
        st = read_list(c, json_object_get(t, "posts"), "theme.posts", 4 * RV_PLAYERS, ctn_rivals_num_draw_cards(c->g), list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) *(i % 2 ? &s->post_at[i / 4][i / 2 % 2] : &s->post[i / 4][i / 2 % 2]) = (uint8_t)list[i];
    }
    if (st == CTN_OK && json_object_get(t, "academy_uses"))
        st = io_get_u8(&c->rd, t, "theme", "academy_uses", 2, &s->academy_uses);
    if (st == CTN_OK && json_object_get(t, "grove_uses"))
        st = io_get_u8(&c->rd, t, "theme", "grove_uses", RV_GU_ALL, &s->grove_uses);
    if (st == CTN_OK && json_object_get(t, "sages_work"))
        st = io_get_u8(&c->rd, t, "theme", "sages_work", RV_SW_ALL, &s->sages_work);
    if (st == CTN_OK && json_object_get(t, "sages_uses"))
        st = io_get_u8(&c->rd, t, "theme", "sages_uses", RV_SU_ALL, &s->sages_uses);
    if (st == CTN_OK && json_object_get(t, "foresight")) { /* the events looked at */
        int list[RV_MAX_EVENTS], n = 0;
        st = read_list(c, json_object_get(t, "foresight"), "theme.foresight", RV_FORESIGHT_LOOK, ctn_rivals_num_events(c->g) - 1, list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) s->foresight |= 1u << list[i];
    }
    if (st == CTN_OK && json_object_get(t, "tavern")) {
        int list[RV_MAX_DRAW_CARDS], n = 0;
        st = read_list(c, json_object_get(t, "tavern"), "theme.tavern", 2 * RV_PLAYERS, ctn_rivals_num_draw_cards(c->g), list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) s->tavern[i / 2][i % 2] = (uint8_t)list[i];
    }
    if (st == CTN_OK && json_object_get(t, "laid")) {
        int list[RV_MAX_DRAW_CARDS], n = 0;
        st = read_list(c, json_object_get(t, "laid"), "theme.laid", 2 * RV_PLAYERS, ctn_rivals_num_draw_cards(c->g), list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) s->laid[i / 2][i % 2] = (uint8_t)list[i];
    }
    if (st == CTN_OK && json_object_get(t, "dispute")) {
        int list[RV_MAX_DRAW_CARDS], n = 0;
        st = read_list(c, json_object_get(t, "dispute"), "theme.dispute", RV_PLAYERS, RV_MAX_DRAW_CARDS, list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) s->dispute[i] = (uint8_t)list[i];
    }
    return st;
}

static ctn_status read_turmoil(const reader *c, const json_t *o, rv_state *s) {
    json_t *t = json_object_get(o, "turmoil");
    if (!t) return CTN_OK;
    if (!json_is_object(t)) return io_bad(&c->rd, "turmoil: expected an object");
    ctn_status st = io_check_keys(&c->rd, t, "turmoil", TURMOIL_KEYS);
    for (int i = 0; st == CTN_OK && i < NUM_TURMOIL_SCALARS; i++)
        st = io_get_u8(&c->rd, t, "turmoil", TURMOIL_SCALARS[i].key, TURMOIL_SCALARS[i].max,
                       (uint8_t *)s + TURMOIL_SCALARS[i].off);
    if (st == CTN_OK) st = io_read_u32(&c->rd, t, "strike", &s->strike);
    return st;
}

static ctn_status read_barbarians(const reader *c, const json_t *o, rv_state *s) {
    json_t *t = json_object_get(o, "barbarians");
    if (!t) return CTN_OK;
    if (!json_is_object(t)) return io_bad(&c->rd, "barbarians: expected an object");
    ctn_status st = io_check_keys(&c->rd, t, "barbarians", BARBARIAN_KEYS);
    if (st == CTN_OK) st = io_get_u8(&c->rd, t, "barbarians", "turn_flags", 15, &s->turn_flags2);
    if (st == CTN_OK) st = io_get_u8(&c->rd, t, "barbarians", "work", 255, &s->barbarians);
    json_t *back = json_object_get(t, "events_back");
    size_t pairs = json_is_array(back) ? json_array_size(back) : 0; /* 3 in files before R-205 */
    if (st == CTN_OK && pairs != RV_EV_BACK && pairs != 3)
        return io_bad(&c->rd, "barbarians.events_back: expected %d pairs", RV_EV_BACK);
    for (int i = 0; st == CTN_OK && i < (int)pairs; i++) {
        int pair[2], n = 0;
        st = read_list(c, json_array_get(back, (size_t)i), "barbarians.events_back", 2, RV_MAX_EVENTS, pair, &n);
        if (st == CTN_OK && n != 2) return io_bad(&c->rd, "barbarians.events_back: expected pairs");
        if (st == CTN_OK) s->ev_back[i] = (uint8_t)pair[0], s->ev_depth[i] = (uint8_t)pair[1];
    }
    if (st == CTN_OK && json_object_get(t, "stronghold")) {
        int list[4], n = 0;
        st = read_list(c, json_object_get(t, "stronghold"), "barbarians.stronghold", 4, ctn_rivals_num_draw_cards(c->g), list, &n);
        for (int i = 0; st == CTN_OK && i < n; i++) s->hold[i / 2][i % 2] = (uint8_t)list[i];
    }
    return st;
}

static ctn_status read_duel(const reader *c, const json_t *o, rv_state *s) {
    json_t *t = json_object_get(o, "duel");
    if (!t) return CTN_OK;
    if (!json_is_object(t)) return io_bad(&c->rd, "duel: expected an object");
    int list[RV_MAX_EVENTS], n = 0;
    ctn_status st = io_check_keys(&c->rd, t, "duel", DUEL_KEYS);
    if (st == CTN_OK) st = read_list(c, json_object_get(t, "found"), "duel.found", RV_MAX_EVENTS, ctn_rivals_num_events(c->g) - 1, list, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) s->ev_found |= 1u << list[i];
    if (st == CTN_OK) st = io_get_u8(&c->rd, t, "duel", "unknown", RV_MAX_EVENTS, &s->ev_unknown);
    if (st == CTN_OK) st = io_get_u8(&c->rd, t, "duel", "pool_unknown", RV_MAX_EVENTS, &s->ev_pool_unknown);
    return st;
}

/* The tournament's own piles, laid Gold Caches and the preparation round (R§6.4). */
static ctn_status read_tourney(const reader *c, const json_t *o, rv_state *s) {
    json_t *t = json_object_get(o, "tournament");
    if (!t) return CTN_OK;
    if (!json_is_object(t)) return io_bad(&c->rd, "tournament: expected an object");
    int list[RV_PLAYERS], n = 0;
    long long v;
    ctn_status st = io_check_keys(&c->rd, t, "tournament", TOURNEY_KEYS);
    if (st == CTN_OK) st = read_cards(c, json_object_get(t, "pile1"), "tournament.pile1", s->discard1);
    if (st == CTN_OK) st = read_list(c, json_object_get(t, "gold_cache"), "tournament.gold_cache", RV_PLAYERS, ctn_rivals_num_draw_cards(c->g), list, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) s->cache_card[i] = (uint8_t)list[i];
    if (st == CTN_OK) st = io_get_int(&c->rd, t, "tournament", "prepared", 0, 7, &v);
    if (st == CTN_OK) s->prep_done = (uint8_t)v;
    int seen[RV_MAX_EVENTS];
    json_t *es = json_object_get(t, "events_seen"); /* optional: none revealed (older positions) */
    n = 0;
    if (st == CTN_OK && es) st = read_list(c, es, "tournament.events_seen", RV_MAX_EVENTS, ctn_rivals_num_events(c->g) - 1, seen, &n);
    for (int i = 0; st == CTN_OK && i < n; i++) s->ev_seen |= 1u << seen[i];
    return st;
}

static ctn_status rivals_from_json(const ctn_game *g, const json_t *o, ctn_state *out, ctn_error *err) {
    rv_state *s = (rv_state *)out;
    reader c = {{CTN_E_STATE, err}, g};
    if (g->rules->state_size != sizeof(rv_state)) return ctn_error_set(err, CTN_E_STATE, "state size mismatch for rivals");
    if (!json_is_object(o)) return io_bad(&c.rd, "a state is a JSON object");
    memset(s, 0, sizeof *s);
    io_state_header h = {"rivals", STATE_KEYS, RV_PLAYERS, RV_NONE, RV_VIEW_PUBLIC_SEAT};
    ctn_status st = io_read_header(&c.rd, o, &h, &s->viewer);
    if (st == CTN_OK) st = read_rng(&c, o, s);
    if (st == CTN_OK) st = io_read_u32(&c.rd, o, "turn", &s->turn);
    if (st == CTN_OK) st = io_read_u32(&c.rd, o, "actions", &s->actions);
    json_t *sc = json_object_get(o, "scalars");
    if (st == CTN_OK && !json_is_object(sc)) st = io_bad(&c.rd, "scalars: expected an object");
    for (int i = 0; st == CTN_OK && i < NUM_SCALARS; i++)
        st = io_get_u8(&c.rd, sc, "scalars", SCALARS[i].key, SCALARS[i].max, (uint8_t *)s + SCALARS[i].off);
    json_t *players = json_object_get(o, "players");
    if (st == CTN_OK && (!json_is_array(players) || json_array_size(players) != RV_PLAYERS))
        st = io_bad(&c.rd, "players: expected 2");
    for (int p = 0; st == CTN_OK && p < RV_PLAYERS; p++) st = read_player(&c, json_array_get(players, (size_t)p), p, s);
    if (st == CTN_OK) st = read_stacks(&c, o, s);
    if (st == CTN_OK) st = read_kinds(&c, o, s);
    if (st == CTN_OK) st = read_misc(&c, o, s);
    if (st == CTN_OK) st = read_theme(&c, o, s);
    if (st == CTN_OK) st = read_turmoil(&c, o, s);
    if (st == CTN_OK) st = read_duel(&c, o, s);
    if (st == CTN_OK) st = read_barbarians(&c, o, s);
    if (st == CTN_OK) st = io_rivals_prosperity_read(&c.rd, o, s);
    if (st == CTN_OK) st = io_rivals_explorers_read(&c.rd, o, s);
    if (st == CTN_OK) st = read_tourney(&c, o, s);
    if (st != CTN_OK) return st;
    ctn_rivals_derive(s); /* the derived fields, from the principalities and kinds read */
    char msg[CTN_ERROR_MESSAGE_MAX];
    if (g->rules->check(g, out, msg, sizeof msg) != 0) return io_bad(&c.rd, "inconsistent state: %s", msg);
    return CTN_OK;
}

const io_state_codec io_rivals_codec = {
    .game = "rivals",
    .to_json = rivals_to_json,
    .from_json = rivals_from_json,
    .summary = rivals_summary,
};
