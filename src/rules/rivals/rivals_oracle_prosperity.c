/* rivals_oracle_prosperity.c — the legality oracle's predicates for the Era of Prosperity's cards
 * built after its first seventeen (docs/rules/rivals.md R§16), written from the rulings and
 * reading the state directly, as the rest of the oracle does; rivals_oracle_play.c calls them by
 * the card's key. */
#include "rivals_oracle_prosperity.h"

/* The face the Court Astrologer set, read from its bits of prosperity_uses; -1 none. */
int oracle_astrologer_face(const rv_state *s) { return (s->prosperity_uses >> 5 & 7) - 1; }

/* The Court Astrologer from p's hand (its requirement checked by the caller): before his roll,
 * with a star, a face of the event die, while no card set it and Reiner was not played. */
static int astrologer_play(const rv_state *s, int p, int b) {
    int set = (s->turn_flags & RV_TF_REINER) || (s->grove_uses & RV_GU_JUSTICE) || oracle_astrologer_face(s) >= 0;
    return s->phase == RV_PH_PRE_ROLL && s->stars[p] >= 1 && !set && b < RV_E_COUNT;
}

int oracle_prosperity_play(const rv_state *s, int p, const char *key, int b) {
    if (!strcmp(key, "court_astrologer")) return astrologer_play(s, p, b);
    return -1;
}

/* A building (type building, not a site or unit) on p's site x printed at 2 resources or more. */
static int costly_building(const rv_state *s, int p, int x) {
    int card = s->pr[p].site[x / 4][x % 4], sum = 0;
    if (card == RV_NONE) return 0;
    const ctn_rivals_card *k = &ctn_rivals_cards[s->kind[card]];
    for (int r = 0; r < RV_NUM_RESOURCES; r++) sum += k->cost[r];
    return k->type == RV_T_BUILDING && sum >= 2;
}

int oracle_prosperity_answer(const rv_data *d, const rv_state *s, int p, int t, int a) {
    if (s->phase == RV_PH_RIOTS && t == RV_A_DECLINE) /* the Public Feeling's star */
        return (d->eras >> RV_SET_PROSPERITY & 1) && s->stars[p] >= 1;
    if (s->phase != RV_PH_INSURRECTION) return -1;
    if (t == RV_A_DECLINE) return s->stars[p] >= 1; /* */
    return t == RV_A_REMOVE && a < 48 && costly_building(s, p, a); /* */
}

int oracle_feeling_use(const rv_data *d, const rv_state *s, int p, int r) {
    return r < RV_NUM_RESOURCES && (d->eras >> RV_SET_PROSPERITY & 1) && s->stars[p] >= 2 && !(s->prosperity_uses & 256);
}

/* ---- the road complements and the Thieves' Hideout (R-251..R-256) ---- */

static const char *const SLOT_KEYS[RV_RC_SLOTS] = {"mercenaries", "small_market_town", "traveling_theater"};

static int comp_index(const char *key) {
    for (int k = 0; k < RV_RC_SLOTS; k++)
        if (!strcmp(key, SLOT_KEYS[k])) return k;
    return -1;
}

int oracle_slot_key(const char *key) { return comp_index(key) >= 0 || !strcmp(key, "thieves_hideout"); }

int oracle_comp_on(const rv_state *s, int p, int col) {
    int on = 0;
    for (int k = 0; k < RV_RC_SLOTS; k++) on |= s->rcomp[p][k] != 0 && s->rcomp_at[p][k] == col + 1;
    return on;
}

int oracle_comp_points(const rv_state *s, int p, int which) {
    int n = 0;
    for (int k = 0; k < RV_RC_SLOTS; k++)
        if (s->rcomp[p][k]) {
            const ctn_rivals_card *c = &ctn_rivals_cards[s->kind[s->rcomp[p][k] - 1]];
            n += which ? c->commerce : c->strength;
        }
    return n;
}

/* A road of p's at column col with no road complement of anybody's on it. */
static int bare_road(const rv_state *s, int p, int col) {
    if (col < 0 || col >= RV_REGION_COLS || !(s->pr[p].roads >> col & 1)) return 0;
    int taken = oracle_comp_on(s, p, col) || s->post_at[p][0] == col + 1 || s->post_at[p][1] == col + 1 ||
                (s->tavern[p][0] && s->tavern[p][1] == col + 1) || (s->camp[p][0] && s->camp[p][1] == col + 1) ||
                (s->hold[p][0] && s->hold[p][1] == col + 1);
    return !taken;
}

/* The region at p's position pos, RV_NONE off range. */
static int region_of(const rv_state *s, int p, int pos) { return pos < 0 || pos >= RV_REGION_POS ? RV_NONE : s->pr[p].region[pos / 2][pos % 2]; }

/* The laid road complements' uses: the Market Town's trade, the Theater's move. */
static int comp_use(const rv_state *s, int p, int k, int b, const oracle_slot_facts *f) {
    if (k == RV_RC_MARKET) {
        int get = b - RV_FIELD_USE, full = 0;
        if ((s->prosperity_uses & RV_PU_MARKET) || get < 0 || get >= RV_NUM_RESOURCES || f->space[get] <= 0) return 0;
        for (int pos = 0; pos < RV_REGION_POS; pos++) {
            int r = region_of(s, p, pos);
            full |= r != RV_NONE && s->stock[r] == 3 && ctn_rivals_regions[r].resource != get;
        }
        return full;
    }
    if (k != RV_RC_THEATER || (s->prosperity_uses & RV_PU_THEATER) || s->stars[p] >= RV_MAX_STARS) return 0;
    int pos = b - RV_RC_MOVE, r = region_of(s, p, pos);
    return r != RV_NONE && s->stock[r] >= 1 && bare_road(s, p, pos / 2);
}

/* nothing lies by the victim's region r (his Gold Cache, fields cards, cards turned to a
 * level, a Thieves' Hideout). */
static int region_bare(const rv_state *s, int v, int r) {
    if (r == RV_NONE || s->cache_at[v] == r + 1 || s->fields_at[v][0] == r + 1 || s->fields_at[v][1] == r + 1 ||
        s->hideout[v][1] == r + 1)
        return 0;
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (s->rot_at[v][k] == r + 1) return 0;
    return 1;
}

static int hideout_play(const rv_state *s, int p, int a, int b, const oracle_slot_facts *f) {
    int v = 1 - p;
    if (f->in_hand) /* laid by a bare region of the opponent's under 5 strength, paid */
        return !s->hideout[v][0] && f->victim_strength < RV_HIDEOUT_STRENGTH && f->pays && b < RV_REGION_POS && region_bare(s, v, region_of(s, v, b));
    if (s->hideout[p][0] == a + 1) return b == RV_HIDEOUT_OFF && s->stars[p] >= RV_HIDEOUT_STARS; /* by his region: 3 stars */
    if (s->hideout[v][0] != a + 1 || (s->prosperity_uses & RV_PU_HIDEOUT) || f->wool < 1) return 0;
    int r = region_of(s, v, b - RV_FIELD_USE);
    return b >= RV_FIELD_USE && region_bare(s, v, r) && s->stock[r] >= 1;
}

int oracle_slot_play(const rv_state *s, int p, const char *key, int a, int b, const oracle_slot_facts *f) {
    if (s->phase != RV_PH_ACTION) return 0;
    int k = comp_index(key);
    if (k < 0) return hideout_play(s, p, a, b, f);
    if (f->in_hand) return !s->rcomp[p][k] && f->pays && b < RV_REGION_COLS && bare_road(s, p, b); /* */
    return s->rcomp[p][k] == a + 1 && comp_use(s, p, k, b, f);
}

int oracle_slot_card(const rv_state *s, int p, int a) {
    int mine = s->hideout[0][0] == a + 1 || s->hideout[1][0] == a + 1;
    for (int k = 0; k < RV_RC_SLOTS; k++) mine |= s->rcomp[p][k] == a + 1;
    return mine;
}
