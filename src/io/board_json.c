/* board_json.c — board descriptions (ctn_board_desc) to and from JSON:
 * {"hexes":[{"q":0,"r":-2,"terrain":"mountains","number":10,"area":"main"},...],
 *  "harbours":[{"q":0,"r":-2,"edge":"NW","type":"3:1"},...], "robber":{"q":0,"r":0},
 *  "pirate":{"q":3,"r":1}, "areas":[{"name":"main","setup":true},...]}
 * ("area", "pirate" and "areas" for maps with sea; "robber" and "pirate" as arrays of two and a
 * seven_island hex's "corners" for World: docs/maps.md).
 */
#include <stdio.h>
#include <string.h>

#include "io_internal.h"

static const char *const BOARD_KEYS[] = {"hexes", "harbours", "robber", "pirate", "areas", NULL};
static const char *const HEX_KEYS[] = {"q", "r", "terrain", "number", "area", "corners", NULL};
static const char *const AREA_KEYS[] = {"name", "setup", NULL};
static const char *const HARBOUR_KEYS[] = {"q", "r", "edge", "type", NULL};
static const char *const ROBBER_KEYS[] = {"q", "r", NULL};

/* ---- writing ---- */

static json_t *hex_at(const ctn_board_desc *d, int h) {
    json_t *r = json_object();
    io_set(r, "q", json_integer(d->hexes[h].q));
    io_set(r, "r", json_integer(d->hexes[h].r));
    return r;
}

/* A 7-island corner's landscape as written: the resource's name, or "gold". */
static const char *corner_name(int terrain) {
    return terrain == CTN_GOLD ? "gold" : ctn_resource_name(ctn_terrain_resource(terrain));
}

/* The "corners" of hex h when it has a 7-island entry, else NULL. */
static json_t *corners_json(const ctn_board_desc *d, int h) {
    for (int k = 0; k < d->num_seven && k < CTN_BOARD_MAX_SEVEN; k++) {
        if (d->seven[k].hex != h) continue;
        json_t *list = json_array();
        for (int c = 0; c < 6; c++) io_push(list, json_string(corner_name(d->seven[k].corners[c])));
        return list;
    }
    return NULL;
}

/* The robber's or the pirate's start: one hex, or an array of two when there is a second
 * (second: 1 + its index, 0 for none), so one-robber boards keep their old form. */
static json_t *starts_json(const ctn_board_desc *d, int first, int second) {
    if (second < 1 || second > d->num_hexes) return hex_at(d, first);
    json_t *list = json_array();
    io_push(list, hex_at(d, first));
    io_push(list, hex_at(d, second - 1));
    return list;
}

json_t *io_board_desc_to_json(const ctn_board_desc *d) {
    json_t *obj = json_object(), *hexes = json_array(), *harbours = json_array();
    for (int i = 0; i < d->num_hexes && i < CTN_BOARD_MAX_HEXES; i++) {
        const ctn_hex_desc *h = &d->hexes[i];
        json_t *x = json_object();
        io_set(x, "q", json_integer(h->q));
        io_set(x, "r", json_integer(h->r));
        io_set(x, "terrain", json_string(ctn_terrain_name(h->terrain)));
        if (h->number) io_set(x, "number", json_integer(h->number));
        if (h->area && h->area <= d->num_areas)
            io_set(x, "area", json_string(d->areas[h->area - 1].name));
        json_t *corners = h->terrain == CTN_SEVEN_ISLAND ? corners_json(d, i) : NULL;
        if (corners) io_set(x, "corners", corners);
        io_push(hexes, x);
    }
    for (int i = 0; i < d->num_harbours && i < CTN_BOARD_MAX_HARBOURS; i++) {
        const ctn_harbour_desc *h = &d->harbours[i];
        json_t *x = json_object();
        io_set(x, "q", json_integer(h->q));
        io_set(x, "r", json_integer(h->r));
        io_set(x, "edge", json_string(ctn_dir_name(h->edge)));
        io_set(x, "type", json_string(ctn_harbour_type_name(h->type)));
        io_push(harbours, x);
    }
    io_set(obj, "hexes", hexes);
    io_set(obj, "harbours", harbours);
    if (d->robber >= 0 && d->robber < d->num_hexes)
        io_set(obj, "robber", starts_json(d, d->robber, d->robber2));
    if (d->pirate && d->pirate <= d->num_hexes)
        io_set(obj, "pirate", starts_json(d, d->pirate - 1, d->pirate2));
    if (d->num_areas) {
        json_t *areas = json_array();
        for (int i = 0; i < d->num_areas && i < CTN_BOARD_MAX_AREAS; i++) {
            json_t *a = json_object();
            io_set(a, "name", json_string(d->areas[i].name));
            if (d->areas[i].setup) io_set(a, "setup", json_true());
            io_push(areas, a);
        }
        io_set(obj, "areas", areas);
    }
    return obj;
}

ctn_status ctn_board_desc_to_json(const ctn_board_desc *desc, char **out, ctn_error *err) {
    json_t *j = io_board_desc_to_json(desc);
    ctn_status st = io_json_dump(j, out, err);
    json_decref(j);
    return st;
}

/* ---- reading ---- */

static ctn_status read_coords(const io_reader *rd, const json_t *x, const char *where, int8_t *q,
                              int8_t *r) {
    long long vq = 0, vr = 0;
    ctn_status st = io_get_int(rd, x, where, "q", -128, 127, &vq);
    if (st == CTN_OK) st = io_get_int(rd, x, where, "r", -128, 127, &vr);
    if (st != CTN_OK) return st;
    *q = (int8_t)vq;
    *r = (int8_t)vr;
    return CTN_OK;
}

/* Reads a name field through a lookup function; fails naming the field and the bad value. */
static ctn_status read_name(const io_reader *rd, const json_t *x, const char *where,
                            const char *key, int (*lookup)(const char *), const char *what,
                            int *out) {
    const char *name = NULL;
    ctn_status st = io_get_string(rd, x, where, key, &name);
    if (st != CTN_OK) return st;
    int v = lookup(name);
    if (v < 0)
        return ctn_error_set(rd->err, rd->code, "%s.%s: unknown %s '%.40s'", where, key, what,
                             name);
    *out = v;
    return CTN_OK;
}

/* A hex's "area": the name of one of the board's areas (read before the hexes). */
static ctn_status read_hex_area(const io_reader *rd, const json_t *x, const char *where,
                                const ctn_board_desc *d, ctn_hex_desc *h) {
    json_t *a = json_object_get(x, "area");
    h->area = 0;
    if (!a || json_is_null(a)) return CTN_OK;
    const char *name = json_string_value(a);
    if (!name) return ctn_error_set(rd->err, rd->code, "%s.area: expected an area name", where);
    for (int i = 0; i < d->num_areas; i++)
        if (strcmp(d->areas[i].name, name) == 0) {
            h->area = (uint8_t)(i + 1);
            return CTN_OK;
        }
    return ctn_error_set(rd->err, rd->code, "%s.area: '%.40s' is not in \"areas\"", where, name);
}

static ctn_status read_hex(const io_reader *rd, const json_t *x, const char *where,
                           ctn_hex_desc *h) {
    if (!json_is_object(x))
        return ctn_error_set(rd->err, rd->code, "%s: expected an object", where);
    ctn_status st = io_check_keys(rd, x, where, HEX_KEYS);
    int terrain = 0;
    long long number = 0;
    if (st == CTN_OK) st = read_coords(rd, x, where, &h->q, &h->r);
    if (st == CTN_OK)
        st = read_name(rd, x, where, "terrain", ctn_terrain_from_name, "terrain", &terrain);
    if (st == CTN_OK) st = io_get_int_opt(rd, x, where, "number", 0, 12, &number);
    if (st != CTN_OK) return st;
    if (number == 1 || number == 7)
        return ctn_error_set(rd->err, rd->code, "%s.number: %lld is not a number token", where,
                             number);
    h->terrain = (uint8_t)terrain;
    h->number = (uint8_t)number;
    return CTN_OK;
}

static ctn_status read_harbour(const io_reader *rd, const json_t *x, const char *where,
                               ctn_harbour_desc *h) {
    if (!json_is_object(x))
        return ctn_error_set(rd->err, rd->code, "%s: expected an object", where);
    ctn_status st = io_check_keys(rd, x, where, HARBOUR_KEYS);
    int edge = 0, type = 0;
    if (st == CTN_OK) st = read_coords(rd, x, where, &h->q, &h->r);
    if (st == CTN_OK)
        st = read_name(rd, x, where, "edge", ctn_dir_from_name,
                       "edge direction (E, NE, NW, W, SW, SE)", &edge);
    if (st == CTN_OK)
        st = read_name(rd, x, where, "type", ctn_harbour_type_from_name, "harbour type", &type);
    if (st != CTN_OK) return st;
    h->edge = (uint8_t)edge;
    h->type = (uint8_t)type;
    return CTN_OK;
}

/* One start hex {"q":..,"r":..} at `where`: *index is its index in the hexes. */
static ctn_status read_start(const io_reader *rd, const json_t *x, const char *where,
                             const ctn_board_desc *d, int *index) {
    if (!json_is_object(x))
        return ctn_error_set(rd->err, rd->code, "%s: expected an object {\"q\":..,\"r\":..}",
                             where);
    int8_t q = 0, r = 0;
    ctn_status st = io_check_keys(rd, x, where, ROBBER_KEYS);
    if (st == CTN_OK) st = read_coords(rd, x, where, &q, &r);
    if (st != CTN_OK) return st;
    for (int i = 0; i < d->num_hexes; i++)
        if (d->hexes[i].q == q && d->hexes[i].r == r) *index = i;
    if (*index < 0)
        return ctn_error_set(rd->err, rd->code, "%s: (%d,%d) is not one of the board's hexes",
                             where, q, r);
    return CTN_OK;
}

/* The robbers' or the pirates' starts ("robber" or "pirate", `what` naming them in the plural):
 * null/absent, one hex, or an array of one or two hexes. at[0] and at[1] are their indices, or
 * -1. */
static ctn_status read_starts(const io_reader *rd, const json_t *obj, const char *key,
                              const char *what, const ctn_board_desc *d, int at[2]) {
    const json_t *x = json_object_get(obj, key);
    char where[24], w[32];
    snprintf(where, sizeof where, "board.%s", key);
    at[0] = at[1] = -1;
    if (!x || json_is_null(x)) return CTN_OK;
    if (json_is_object(x)) return read_start(rd, x, where, d, &at[0]);
    if (!json_is_array(x))
        return ctn_error_set(rd->err, rd->code,
                             "%s: expected a hex {\"q\":..,\"r\":..} or an array of one or two",
                             where);
    size_t n = json_array_size(x);
    if (n == 0)
        return ctn_error_set(rd->err, rd->code, "%s: an array of one or two hexes, not none",
                             where);
    if (n > 2) return ctn_error_set(rd->err, rd->code, "%s: at most two %s", where, what);
    ctn_status st = CTN_OK;
    for (size_t i = 0; st == CTN_OK && i < n; i++) {
        snprintf(w, sizeof w, "%s[%zu]", where, i);
        st = read_start(rd, json_array_get(x, i), w, d, &at[i]);
    }
    if (st == CTN_OK && at[1] >= 0 && at[0] == at[1])
        st = ctn_error_set(rd->err, rd->code, "%s: both %s on (%d,%d)", where, what,
                           d->hexes[at[0]].q, d->hexes[at[0]].r);
    return st;
}

static ctn_status read_robbers_and_pirates(const io_reader *rd, const json_t *obj,
                                           ctn_board_desc *d) {
    int robber[2], pirate[2];
    ctn_status st = read_starts(rd, obj, "robber", "robbers", d, robber);
    if (st == CTN_OK) st = read_starts(rd, obj, "pirate", "pirates", d, pirate);
    if (st != CTN_OK) return st;
    d->robber = (int16_t)robber[0];
    d->robber2 = (uint16_t)(robber[1] + 1);
    d->pirate = (uint16_t)(pirate[0] + 1);
    d->pirate2 = (uint16_t)(pirate[1] + 1);
    return CTN_OK;
}

/* A 7-island corner's name: a resource (its terrain) or "gold"; -1 for anything else. */
static int corner_from_name(const char *name) {
    if (name && strcmp(name, "gold") == 0) return CTN_GOLD;
    int resource = ctn_resource_from_name(name);
    for (int t = 0; resource >= 0 && t < CTN_TERRAIN_COUNT; t++)
        if (ctn_terrain_resource(t) == resource) return t;
    return -1;
}

/* A hex's "corners": required on a seven_island hex (six landscape names, N to NW by ctn_corner,
 * stored as its d->seven entry), refused on any other. */
static ctn_status read_corners(const io_reader *rd, const json_t *x, const char *where, int h,
                               ctn_board_desc *d) {
    const json_t *list = json_object_get(x, "corners");
    if (d->hexes[h].terrain != CTN_SEVEN_ISLAND)
        return list ? ctn_error_set(rd->err, rd->code,
                                    "%s.corners: only a seven_island hex has corners", where)
                    : CTN_OK;
    if (!list)
        return ctn_error_set(rd->err, rd->code,
                             "%s.corners: missing (a seven_island hex names its six corners)",
                             where);
    if (!json_is_array(list) || json_array_size(list) != 6)
        return ctn_error_set(rd->err, rd->code,
                             "%s.corners: expected an array of six names (N, NE, SE, S, SW, NW)",
                             where);
    if (d->num_seven == CTN_BOARD_MAX_SEVEN)
        return ctn_error_set(rd->err, rd->code, "%s: at most %d seven_island hexes", where,
                             CTN_BOARD_MAX_SEVEN);
    ctn_seven_island_desc *seven = &d->seven[d->num_seven];
    for (size_t c = 0; c < 6; c++) {
        const char *name = json_string_value(json_array_get(list, c));
        int terrain = corner_from_name(name);
        if (!name)
            return ctn_error_set(rd->err, rd->code, "%s.corners[%zu]: expected a string", where, c);
        if (terrain < 0)
            return ctn_error_set(rd->err, rd->code,
                                 "%s.corners[%zu]: '%.40s' is not lumber, brick, wool, grain, ore "
                                 "or gold",
                                 where, c, name);
        seven->corners[c] = (uint8_t)terrain;
    }
    seven->hex = (uint16_t)h;
    d->num_seven++;
    return CTN_OK;
}

/* "areas": named land areas, each name once and at most CTN_AREA_NAME_MAX - 1 characters. */
static ctn_status read_areas(const io_reader *rd, const json_t *obj, ctn_board_desc *d) {
    json_t *areas = NULL;
    if (!json_object_get(obj, "areas")) return CTN_OK;
    ctn_status st = io_get_array(rd, obj, "board", "areas", CTN_BOARD_MAX_AREAS, &areas);
    for (size_t i = 0; st == CTN_OK && i < json_array_size(areas); i++) {
        char w[40];
        snprintf(w, sizeof w, "board.areas[%zu]", i);
        json_t *a = json_array_get(areas, i);
        const char *name = NULL;
        int setup = 0;
        if (!json_is_object(a))
            return ctn_error_set(rd->err, rd->code, "%s: expected an object", w);
        st = io_check_keys(rd, a, w, AREA_KEYS);
        if (st == CTN_OK) st = io_get_string(rd, a, w, "name", &name);
        if (st == CTN_OK && (!*name || strlen(name) >= CTN_AREA_NAME_MAX))
            st = ctn_error_set(rd->err, rd->code, "%s.name: 1 to %d characters", w,
                               CTN_AREA_NAME_MAX - 1);
        for (size_t j = 0; st == CTN_OK && j < i; j++)
            if (strcmp(d->areas[j].name, name) == 0)
                st = ctn_error_set(rd->err, rd->code, "%s.name: '%s' is named twice", w, name);
        if (st == CTN_OK && json_object_get(a, "setup"))
            st = io_get_bool(rd, a, w, "setup", &setup);
        if (st != CTN_OK) return st;
        snprintf(d->areas[i].name, sizeof d->areas[i].name, "%s", name);
        d->areas[i].setup = (uint8_t)setup;
        d->num_areas = (uint8_t)(i + 1);
    }
    return st;
}

ctn_status io_board_desc_from_json(const json_t *value, ctn_board_desc *out, ctn_error *err) {
    io_reader rd = {CTN_E_BOARD, err};
    if (!json_is_object(value))
        return ctn_error_set(err, CTN_E_BOARD, "a board description is a JSON object");
    ctn_status st = io_check_keys(&rd, value, "board", BOARD_KEYS);
    return st == CTN_OK ? io_board_fields_from_json(value, out, err) : st;
}

ctn_status io_board_fields_from_json(const json_t *value, ctn_board_desc *out, ctn_error *err) {
    io_reader rd = {CTN_E_BOARD, err};
    static const ctn_board_desc zero;
    ctn_board_desc d = zero;
    json_t *hexes = NULL, *harbours = NULL;
    ctn_status st = read_areas(&rd, value, &d);
    if (st == CTN_OK) st = io_get_array(&rd, value, "board", "hexes", CTN_BOARD_MAX_HEXES, &hexes);
    if (st == CTN_OK && json_array_size(hexes) == 0)
        st = ctn_error_set(err, CTN_E_BOARD, "board.hexes: a board needs at least one hex");
    d.num_hexes = (uint16_t)json_array_size(hexes);
    for (uint16_t i = 0; st == CTN_OK && i < d.num_hexes; i++) {
        char w[40];
        snprintf(w, sizeof w, "board.hexes[%u]", i);
        const json_t *x = json_array_get(hexes, i);
        st = read_hex(&rd, x, w, &d.hexes[i]);
        if (st == CTN_OK) st = read_hex_area(&rd, x, w, &d, &d.hexes[i]);
        if (st == CTN_OK) st = read_corners(&rd, x, w, i, &d);
    }
    if (st == CTN_OK && json_object_get(value, "harbours"))
        st = io_get_array(&rd, value, "board", "harbours", CTN_BOARD_MAX_HARBOURS, &harbours);
    d.num_harbours = (uint16_t)json_array_size(harbours);
    for (uint16_t i = 0; st == CTN_OK && i < d.num_harbours; i++) {
        char w[40];
        snprintf(w, sizeof w, "board.harbours[%u]", i);
        st = read_harbour(&rd, json_array_get(harbours, i), w, &d.harbours[i]);
    }
    if (st == CTN_OK) st = read_robbers_and_pirates(&rd, value, &d);
    if (st == CTN_OK) *out = d;
    return st;
}

ctn_status ctn_board_desc_from_json(const char *text, size_t len, ctn_board_desc *out,
                                    ctn_error *err) {
    json_t *v = NULL;
    ctn_status st = io_json_parse(text, len, &v, err);
    if (st == CTN_OK) st = io_board_desc_from_json(v, out, err);
    json_decref(v);
    return st;
}
