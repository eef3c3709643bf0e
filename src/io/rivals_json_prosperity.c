/* rivals_json_prosperity.c — the Era of Prosperity's part of a Rivals state in JSON
 * (docs/rules/rivals.md R§16): each player's stars and the era's once-a-turn uses
 * (RV_PU_*), as "prosperity": {"stars": [red, blue], "uses": n}, written only when one is not 0
 * (so the other modes' states are unchanged); "insurgents": the players the Insurrection still
 * asks (bit p, R-248), only while it does. */
#include "catan/rivals.h"
#include "io_internal.h"

json_t *io_rivals_prosperity_json(const ctn_rivals_state *s) {
    if (!s->stars[0] && !s->stars[1] && !s->prosperity_uses && !s->insurgents) return NULL;
    json_t *o = json_pack("{s:[i,i],s:i}", "stars", s->stars[0], s->stars[1], "uses", s->prosperity_uses);
    if (s->insurgents) io_set(o, "insurgents", json_integer(s->insurgents));
    return o;
}

ctn_status io_rivals_prosperity_read(const io_reader *rd, const json_t *o, ctn_rivals_state *s) {
    static const char *const KEYS[] = {"stars", "uses", "insurgents", NULL};
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
    if (st == CTN_OK) st = io_get_int(rd, t, "prosperity", "uses", 0, 2 * RV_PU_FEELING - 1, &uses);
    s->prosperity_uses = (uint16_t)uses;
    if (st == CTN_OK && json_object_get(t, "insurgents")) st = io_get_u8(rd, t, "prosperity", "insurgents", 3, &s->insurgents);
    return st;
}
