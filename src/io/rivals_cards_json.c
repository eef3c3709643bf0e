/* rivals_cards_json.c — the Rivals card table (ctn_rivals_cards, docs/rules/rivals.md R§7) as JSON,
 * for clients that draw any card from its facts: key, name, set, type, where it goes, cost by
 * resource, points, the resource of a booster or trade ship, flags and the printed requirement. A
 * view names its cards by key ("kinds"); this table says what each key is. */
#include "catan/rivals.h"
#include "io_internal.h"

static const char *const SETS[RV_SET_COUNT] = {"basic", "gold", "turmoil", "progress", "intrigue", "merchants", "barbarians", "sages", "prosperity", "explorers"};
static const char *const TYPES[RV_T_COUNT] = {"building", "hero",   "trade_ship", "unit",
                                              "action",   "attack", "site",       "event"};
static const char *const PLACES[] = {"town", "city", "region", "none"};

static const char *name_of(const char *const *names, int n, int i) {
    return i >= 0 && i < n ? names[i] : "?";
}

static json_t *cost_json(const uint8_t *cost) {
    json_t *o = json_object();
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (cost[r]) io_set(o, ctn_rivals_resource_name(r), json_integer(cost[r]));
    return o;
}

static json_t *card_json(const ctn_rivals_card *c) {
    json_t *o =
        json_pack("{s:s,s:s,s:s,s:s,s:s}", "key", c->key, "name", c->name, "set",
                  name_of(SETS, RV_SET_COUNT, c->set), "type", name_of(TYPES, RV_T_COUNT, c->type),
                  "place", name_of(PLACES, 4, c->place));
    io_set(o, "cost", cost_json(c->cost));
    io_set(o, "vp", json_integer(c->vp));
    io_set(o, "strength", json_integer(c->strength));
    io_set(o, "skill", json_integer(c->skill));
    io_set(o, "commerce", json_integer(c->commerce));
    io_set(o, "progress", json_integer(c->progress));
    io_set(o, "resource",
           c->resource == RV_NONE ? json_null()
                                  : json_string(ctn_rivals_resource_name(c->resource)));
    io_set(o, "one_of", json_boolean(c->flags & RV_F_ONE_OF));
    io_set(o, "booster", json_boolean(c->flags & RV_F_BOOSTER));
    io_set(o, "requires", c->requires ? json_string(c->requires) : json_null());
    if (c->levels) io_set(o, "levels", json_integer(c->levels)); /* turned to a level: points per level */
    if (c->owls) io_set(o, "owls", json_integer(c->owls)); /* the Era of Sages' owl cost */
    int stars = ctn_rivals_card_stars((int)(c - ctn_rivals_cards));
    if (stars) io_set(o, "stars", json_integer(stars)); /* the Era of Prosperity's star cost */
    return o;
}

json_t *io_rivals_cards_json(void) {
    json_t *a = json_array();
    for (int i = 0; i < ctn_rivals_card_count; i++) io_push(a, card_json(&ctn_rivals_cards[i]));
    return a;
}
