/* rivals_explorers.c — the Era of Explorers' sea areas (docs/rules/rivals.md R§17): the Explorer
 * Harbor on each principality's left road site, the 3x3 face-down sea cards whose faces
 * are drawn only when discovered, the explorer ships and the sail and cannon
 * points of the era's cards. The voyages themselves are not built (R§17.3). */
#include "rivals_internal.h"

/* An explorer ship costs 1 lumber and 1 wool; no Ship Builder lowers it. */
const uint8_t rv_explorer_ship_cost[RV_NUM_RESOURCES] = {1, 0, 1, 0, 0, 0};

/* The sail and cannon points a card prints: the card table's columns. */
int ctn_rivals_card_sea_points(int kind, int *cannons) {
    int ok = kind >= 0 && kind < ctn_rivals_card_count;
    if (cannons) *cannons = ok ? ctn_rivals_cards[kind].cannons : 0;
    return ok ? ctn_rivals_cards[kind].sail : 0;
}

/* Player p's sail points, and his cannon points through `cannons`: his cards' sums. */
int rv_sail_points(const rv_state *s, int p, int *cannons) {
    int sail = 0, guns = 0;
    RV_FOR_CARDS(s, p, x, c) {
        int g;
        sail += ctn_rivals_card_sea_points(s->kind[c], &g);
        guns += g;
    }
    if (cannons) *cannons = guns;
    return sail;
}

int rv_explorers(const rv_data *d) { return (d->eras >> RV_SET_EXPLORERS) & 1; }

/* the Explorer Harbor takes the left road site, so no road is built on that side. */
int rv_harbor_blocks(const rv_data *d, int side) { return rv_explorers(d) && side == 0; }

/* every sea card face down, one explorer ship standing, two lying unbuilt. */
void rv_explorers_init(const rv_data *d, rv_state *s) {
    if (!rv_explorers(d)) return;
    for (int p = 0; p < RV_PLAYERS; p++) {
        memset(s->sea[p], RV_SEA_HIDDEN, sizeof s->sea[p]);
        memset(s->sea_level[p], 0, sizeof s->sea_level[p]);
        s->ships[p] = 1;
    }
}

/* Whether p may stand up another explorer ship now (the caller checks the phase and the cost). */
int rv_ship_buildable(const rv_data *d, const rv_state *s, int p) { return rv_explorers(d) && s->ships[p] < RV_MAX_SHIPS; }

void rv_build_explorer_ship(rv_state *s, int p) {
    s->ships[p]++;
    rv_set_payment(s, p, rv_explorer_ship_cost, 0, 0, RV_AP_NONE, 0);
}

/* How many copies of a sea card one sea area holds: two Shipwrecks, one of the others. */
int rv_sea_copies(int sea) { return sea == RV_SEA_WRECK ? 2 : sea > RV_SEA_HIDDEN && sea < RV_SEA_KINDS ? 1 : 0; }

/* Whether a sea card turns to levels: the islands and the pirates. */
int rv_sea_turns(int sea) { return sea >= RV_SEA_BARDS && sea <= RV_SEA_JEAN; }

/* The invariants of the sea areas (rivals_check.c): known cards no more often than a sea area
 * holds them, levels only on islands and pirates, 1..3 standing ships; all 0 in other modes. */
const char *rv_check_explorers(const rv_data *d, const rv_state *s, int *player) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        int seen[RV_SEA_KINDS] = {0};
        *player = p;
        if (!rv_explorers(d)) {
            for (int i = 0; i < RV_SEA_CARDS; i++)
                if (s->sea[p][i] || s->sea_level[p][i]) return "sea area outside the Era of Explorers";
            if (s->ships[p]) return "explorer ships outside the Era of Explorers";
            continue;
        }
        if (s->ships[p] < 1 || s->ships[p] > RV_MAX_SHIPS) return "bad explorer ships";
        for (int i = 0; i < RV_SEA_CARDS; i++) {
            int k = s->sea[p][i];
            if (k >= RV_SEA_KINDS) return "bad sea card";
            if (k != RV_SEA_HIDDEN && ++seen[k] > rv_sea_copies(k)) return "sea card more often than a sea area holds it";
            if (s->sea_level[p][i] > (rv_sea_turns(k) ? RV_SEA_MAX_LEVEL : 0)) return "bad sea card level";
        }
    }
    return NULL;
}
