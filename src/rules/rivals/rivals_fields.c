/* rivals_fields.c — which of the state's fields a game uses: the fields of the theme games, the
 * duel, the tournament and each era, one table in the order the state hash takes them. The hash
 * takes a group only in a game that uses it; the check requires every byte of the groups a game
 * does not use to stay 0, so that leaving them out of the hash loses nothing. */
#include <stddef.h>

#include "rivals_internal.h"

/* When a group is in use: in every game, in every game but the introductory one, in the duel, in
 * the tournament, or when one of the eras `eras` is in play. */
enum { RV_IN_ALL, RV_IN_THEMES, RV_IN_DUEL, RV_IN_TOURNEY, RV_IN_ERAS };
/* How a group is hashed: its bytes; the cards turned to a level (the first rot_slots of each
 * player's three rows); which card each draw card and event id is (the ids the game has). */
enum { RV_FH_BYTES, RV_FH_TURNED, RV_FH_KINDS };

typedef struct {
    const char *name;
    uint16_t off, size;
    uint8_t how, when;
    uint16_t eras;
} rv_field_group;

#define ERA(e) (1u << RV_SET_##e)
#define GROUP(f, when, eras) { #f, offsetof(rv_state, f), sizeof ((rv_state *)0)->f, RV_FH_BYTES, when, eras }
#define ALL(f) GROUP(f, RV_IN_ALL, 0)
#define THEMES(f) GROUP(f, RV_IN_THEMES, 0)
#define DUEL(f) GROUP(f, RV_IN_DUEL, 0)
#define TOURNEY(f) GROUP(f, RV_IN_TOURNEY, 0)
#define ERAS(f, eras) GROUP(f, RV_IN_ERAS, eras)

/* The order is the hash's: a change of order changes every state hash (and the reference hashes
 * kept in tests and documents). ev_back and ev_depth serve two eras and are listed, and hashed,
 * with each. */
static const rv_field_group rv_groups[] = {
    THEMES(faceup), THEMES(start_picks),
    ALL(takes_left), ALL(taker), ALL(take_flags), /* the event die's trade face (R§5.4): the intro's too */
    THEMES(lose_ship), THEMES(turn_flags), THEMES(after_n), THEMES(cache_at),
    ERAS(react, ERA(TURMOIL)), ERAS(riots, ERA(TURMOIL)), ERAS(loss, ERA(TURMOIL)),
    ERAS(steal, ERA(TURMOIL) | ERA(INTRIGUE)), /* the Traitor's, Godfrey's */
    ERAS(strike, ERA(TURMOIL) | ERA(SAGES)), /* an attack awaiting the guards: the Grove of Peace's too */
    DUEL(ev_found), DUEL(ev_unknown), DUEL(ev_pool_unknown),
    ERAS(library, ERA(PROGRESS) | ERA(INTRIGUE) | ERA(BARBARIANS) | ERA(SAGES)),
    ERAS(intrigue, ERA(INTRIGUE) | ERA(SAGES)), ERAS(dispute, ERA(INTRIGUE) | ERA(SAGES)), /* Wise Protection's too */
    ERAS(michael, ERA(INTRIGUE)), ERAS(laid, ERA(INTRIGUE)), ERAS(tavern, ERA(INTRIGUE)), ERAS(fields, ERA(INTRIGUE)),
    ERAS(fields_at, ERA(INTRIGUE)), ERAS(brewery_side, ERA(INTRIGUE)),
    { "rot", offsetof(rv_state, rot), sizeof ((rv_state *)0)->rot, RV_FH_TURNED, RV_IN_ERAS, ERA(MERCHANTS) | ERA(SAGES) | ERA(BARBARIANS) },
    ERAS(merchant_flags, ERA(MERCHANTS) | ERA(SAGES) | ERA(BARBARIANS)),
    ERAS(academy_uses, ERA(SAGES)), ERAS(grove_uses, ERA(SAGES)), ERAS(sages_work, ERA(SAGES)),
    ERAS(sages_uses, ERA(SAGES)), ERAS(foresight, ERA(SAGES)), /* */
    ERAS(post, ERA(MERCHANTS)), ERAS(post_at, ERA(MERCHANTS)), ERAS(camp, ERA(MERCHANTS)), ERAS(station, ERA(MERCHANTS)),
    ERAS(station_used, ERA(MERCHANTS)),
    ERAS(ev_back, ERA(BARBARIANS)), ERAS(ev_depth, ERA(BARBARIANS)), ERAS(turn_flags2, ERA(BARBARIANS)),
    ERAS(barbarians, ERA(BARBARIANS)), ERAS(hold, ERA(BARBARIANS)), /* the Stronghold's own slot */
    ERAS(stars, ERA(PROSPERITY)), ERAS(prosperity_uses, ERA(PROSPERITY)), ERAS(insurgents, ERA(PROSPERITY)),
    ERAS(rcomp, ERA(PROSPERITY)), ERAS(rcomp_at, ERA(PROSPERITY)), ERAS(hideout, ERA(PROSPERITY)),
    ERAS(ev_back, ERA(PROSPERITY)), ERAS(ev_depth, ERA(PROSPERITY)), /* */
    ERAS(sea, ERA(EXPLORERS)), ERAS(sea_level, ERA(EXPLORERS)), ERAS(ships, ERA(EXPLORERS)), /* */
    { "kind", offsetof(rv_state, kind), sizeof ((rv_state *)0)->kind, RV_FH_KINDS, RV_IN_TOURNEY, 0 },
    TOURNEY(discard1), TOURNEY(cache_card), TOURNEY(prep_done), TOURNEY(ev_seen),
};
enum { RV_NUM_GROUPS = sizeof rv_groups / sizeof rv_groups[0] };

#undef ERA
#undef GROUP
#undef ALL
#undef THEMES
#undef DUEL
#undef TOURNEY
#undef ERAS

static int group_in_use(const rv_data *d, const rv_field_group *g) {
    switch (g->when) {
    case RV_IN_ALL: return 1;
    case RV_IN_THEMES: return d->mode != RV_MODE_INTRO;
    case RV_IN_DUEL: return d->mode == RV_MODE_DUEL;
    case RV_IN_TOURNEY: return rv_tourney(d);
    default: return (d->eras & g->eras) != 0;
    }
}

/* The cards turned to a level: the slots the game's cards can fill (R-202: the Era of Merchant
 * Princes 2, the Era of Sages 8). */
static uint64_t hash_turned(const rv_data *d, const rv_state *s, uint64_t h) {
    size_t slots = (size_t)d->rot_slots;
    for (int p = 0; p < RV_PLAYERS; p++) h = ctn_hash_bytes(h, s->rot[p], slots);
    for (int p = 0; p < RV_PLAYERS; p++) h = ctn_hash_bytes(h, s->rot_at[p], slots);
    for (int p = 0; p < RV_PLAYERS; p++) h = ctn_hash_bytes(h, s->rot_level[p], slots);
    return h;
}

uint64_t rv_hash_groups(const rv_data *d, const rv_state *s, uint64_t h) {
    for (int i = 0; i < RV_NUM_GROUPS; i++) {
        const rv_field_group *g = &rv_groups[i];
        if (!group_in_use(d, g)) continue;
        if (g->how == RV_FH_TURNED) h = hash_turned(d, s, h);
        else if (g->how == RV_FH_KINDS) {
            h = ctn_hash_bytes(h, s->kind, (size_t)d->num_draw);
            h = ctn_hash_bytes(h, s->ev_kind, (size_t)d->num_events);
        } else h = ctn_hash_bytes(h, (const uint8_t *)s + g->off, g->size);
    }
    return h;
}

/* Whether any byte of [off, off + size) of s is set. */
static int any_set(const rv_state *s, size_t off, size_t size) {
    const uint8_t *b = (const uint8_t *)s + off;
    for (size_t i = 0; i < size; i++)
        if (b[i]) return 1;
    return 0;
}

/* The turned cards' rows past the game's slots, which the hash leaves out: 0 in every game. */
static int turned_tail_set(const rv_data *d, const rv_state *s) {
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = d->rot_slots; k < RV_ROT_SLOTS; k++)
            if (s->rot[p][k] | s->rot_at[p][k] | s->rot_level[p][k]) return 1;
    return 0;
}

/* Whether the field at `off` belongs to a group the game uses (ev_back and ev_depth belong to two). */
static int bytes_in_use(const rv_data *d, size_t off) {
    for (int i = 0; i < RV_NUM_GROUPS; i++)
        if (rv_groups[i].off == off && rv_groups[i].how == RV_FH_BYTES && group_in_use(d, &rv_groups[i])) return 1;
    return 0;
}

const char *rv_unused_field_set(const rv_data *d, const rv_state *s) {
    if (turned_tail_set(d, s)) return "rot (past the game's slots)";
    for (int i = 0; i < RV_NUM_GROUPS; i++) {
        const rv_field_group *g = &rv_groups[i];
        if (g->how == RV_FH_KINDS || group_in_use(d, g) || bytes_in_use(d, g->off)) continue;
        int set = g->how == RV_FH_TURNED /* rot, rot_at and rot_level */
                      ? any_set(s, offsetof(rv_state, rot), sizeof s->rot) || any_set(s, offsetof(rv_state, rot_at), sizeof s->rot_at) ||
                            any_set(s, offsetof(rv_state, rot_level), sizeof s->rot_level)
                      : any_set(s, g->off, g->size);
        if (set) return g->name;
    }
    return NULL;
}
