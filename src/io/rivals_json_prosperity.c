/* rivals_json_prosperity.c — the Era of Prosperity's part of a Rivals state in JSON
 * (docs/rules/rivals.md R§16): each player's stars and the era's once-a-turn uses
 * (RV_PU_*), as "prosperity": {"stars": [red, blue], "uses": n}, written only when one is not 0
 * (so the other modes' states are unchanged); "insurgents": the players the Insurrection still
 * asks (bit p, R-248), only while it does; "roads": the road complements, [card + 1, column + 1] for
 * each player's 3 slots, and "hideout": [card + 1, region id + 1] for the Thieves' Hideout
 * by each player's region, each only while one lies. */
#include "catan/rivals.h"
#include "io_internal.h"

/* The bytes of a field as a JSON list. */
static json_t *byte_list(const uint8_t *bytes, int n) {
    json_t *a = json_array();
    for (int i = 0; i < n; i++) io_push(a, json_integer(bytes[i]));
    return a;
}

static int any_byte(const uint8_t *bytes, int n) {
    for (int i = 0; i < n; i++)
        if (bytes[i]) return 1;
    return 0;
}

json_t *io_rivals_prosperity_json(const ctn_rivals_state *s) {
    uint8_t roads[RV_PLAYERS * RV_RC_SLOTS * 2];
    for (int i = 0; i < RV_PLAYERS * RV_RC_SLOTS; i++)
        roads[2 * i] = s->rcomp[i / RV_RC_SLOTS][i % RV_RC_SLOTS], roads[2 * i + 1] = s->rcomp_at[i / RV_RC_SLOTS][i % RV_RC_SLOTS];
    int laid = any_byte(roads, (int)sizeof roads), hideout = any_byte(&s->hideout[0][0], 2 * RV_PLAYERS);
    if (!s->stars[0] && !s->stars[1] && !s->prosperity_uses && !s->insurgents && !laid && !hideout) return NULL;
    json_t *o = json_pack("{s:[i,i],s:i}", "stars", s->stars[0], s->stars[1], "uses", s->prosperity_uses);
    if (s->insurgents) io_set(o, "insurgents", json_integer(s->insurgents));
    if (laid) io_set(o, "roads", byte_list(roads, (int)sizeof roads));
    if (hideout) io_set(o, "hideout", byte_list(&s->hideout[0][0], 2 * RV_PLAYERS));
    return o;
}

/* An optional list of n bytes, each card + 1 then a place + 1 (at most place_max), into out. */
static ctn_status read_pairs(const io_reader *rd, const json_t *t, const char *key, int n, int place_max, uint8_t *out) {
    json_t *a = NULL;
    if (!json_object_get(t, key)) return CTN_OK;
    ctn_status st = io_get_array_of(rd, t, "prosperity", key, (size_t)n, &a);
    for (int i = 0; st == CTN_OK && i < n; i++) {
        long long v;
        st = io_int(rd, json_array_get(a, (size_t)i), "prosperity", key, 0, i % 2 ? place_max : 255, &v);
        if (st == CTN_OK) out[i] = (uint8_t)v;
    }
    return st;
}

ctn_status io_rivals_prosperity_read(const io_reader *rd, const json_t *o, ctn_rivals_state *s) {
    static const char *const KEYS[] = {"stars", "uses", "insurgents", "roads", "hideout", NULL};
    json_t *t = json_object_get(o, "prosperity"), *stars = NULL;
    if (!t) return CTN_OK;
    if (!json_is_object(t)) return io_bad(rd, "prosperity: expected an object");
    ctn_status st = io_check_keys(rd, t, "prosperity", KEYS);
    if (st == CTN_OK) st = io_get_array_of(rd, t, "prosperity", "stars", RV_PLAYERS, &stars);
    for (int p = 0; st == CTN_OK && p < RV_PLAYERS; p++) {
        long long v;
        st = io_int(rd, json_array_get(stars, (size_t)p), "prosperity", "stars", 0, RV_MAX_STARS, &v);
        if (st == CTN_OK) s->stars[p] = (uint8_t)v;
    }
    long long uses = 0; /* the check refuses a bad face */
    if (st == CTN_OK) st = io_get_int(rd, t, "prosperity", "uses", 0, RV_PU_ALL, &uses);
    s->prosperity_uses = (uint16_t)uses;
    if (st == CTN_OK && json_object_get(t, "insurgents")) st = io_get_u8(rd, t, "prosperity", "insurgents", 3, &s->insurgents);
    uint8_t roads[RV_PLAYERS * RV_RC_SLOTS * 2] = {0};
    if (st == CTN_OK) st = read_pairs(rd, t, "roads", (int)sizeof roads, RV_REGION_COLS, roads);
    for (int i = 0; st == CTN_OK && i < RV_PLAYERS * RV_RC_SLOTS; i++)
        s->rcomp[i / RV_RC_SLOTS][i % RV_RC_SLOTS] = roads[2 * i], s->rcomp_at[i / RV_RC_SLOTS][i % RV_RC_SLOTS] = roads[2 * i + 1];
    if (st == CTN_OK) st = read_pairs(rd, t, "hideout", 2 * RV_PLAYERS, RV_NUM_REGIONS, &s->hideout[0][0]);
    return st; /* the check refuses a card or place of the wrong kind */
}
