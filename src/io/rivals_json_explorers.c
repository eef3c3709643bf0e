/* rivals_json_explorers.c — the Era of Explorers' part of a Rivals state in JSON
 * (docs/rules/rivals.md R§17): each player's sea area as "explorers": {"sea": [red, blue],
 * "levels": [red, blue], "ships": [red, blue]}, a sea area being its 9 cards (0 face down, else
 * the RV_SEA_* discovered there, R-262) and their levels; written only in that era's games, where
 * every player has a ship (so the other modes' states are unchanged). */
#include "catan/rivals.h"
#include "io_internal.h"

static json_t *row_json(const uint8_t *v) {
    json_t *a = json_array();
    for (int i = 0; i < RV_SEA_CARDS; i++) json_array_append_new(a, json_integer(v[i]));
    return a;
}

json_t *io_rivals_explorers_json(const ctn_rivals_state *s) {
    if (!s->ships[0] && !s->ships[1]) return NULL;
    json_t *sea = json_array(), *levels = json_array();
    for (int p = 0; p < RV_PLAYERS; p++) {
        json_array_append_new(sea, row_json(s->sea[p]));
        json_array_append_new(levels, row_json(s->sea_level[p]));
    }
    return json_pack("{s:o,s:o,s:[i,i]}", "sea", sea, "levels", levels, "ships", s->ships[0], s->ships[1]);
}

/* One of "sea" or "levels": two arrays of 9 integers from 0 to `top`. */
static ctn_status read_rows(const io_reader *rd, const json_t *t, const char *key, int top, uint8_t out[RV_PLAYERS][RV_SEA_CARDS]) {
    json_t *rows = NULL;
    ctn_status st = io_get_array_of(rd, t, "explorers", key, RV_PLAYERS, &rows);
    for (int p = 0; st == CTN_OK && p < RV_PLAYERS; p++) {
        json_t *row = json_array_get(rows, (size_t)p);
        if (!json_is_array(row) || json_array_size(row) != RV_SEA_CARDS)
            return io_bad(rd, "explorers: %s: expected 2 arrays of %d integers", key, RV_SEA_CARDS);
        for (int i = 0; st == CTN_OK && i < RV_SEA_CARDS; i++) {
            long long v;
            st = io_int(rd, json_array_get(row, (size_t)i), "explorers", key, 0, top, &v);
            if (st == CTN_OK) out[p][i] = (uint8_t)v;
        }
    }
    return st;
}

ctn_status io_rivals_explorers_read(const io_reader *rd, const json_t *o, ctn_rivals_state *s) {
    static const char *const KEYS[] = {"sea", "levels", "ships", NULL};
    json_t *t = json_object_get(o, "explorers"), *ships = NULL;
    if (!t) return CTN_OK;
    if (!json_is_object(t)) return io_bad(rd, "explorers: expected an object");
    ctn_status st = io_check_keys(rd, t, "explorers", KEYS);
    if (st == CTN_OK) st = read_rows(rd, t, "sea", RV_SEA_KINDS - 1, s->sea);
    if (st == CTN_OK) st = read_rows(rd, t, "levels", RV_SEA_MAX_LEVEL, s->sea_level);
    if (st == CTN_OK) st = io_get_array_of(rd, t, "explorers", "ships", RV_PLAYERS, &ships);
    for (int p = 0; st == CTN_OK && p < RV_PLAYERS; p++) {
        long long v;
        st = io_int(rd, json_array_get(ships, (size_t)p), "explorers", "ships", 0, RV_MAX_SHIPS, &v);
        if (st == CTN_OK) s->ships[p] = (uint8_t)v;
    }
    return st;
}
