/* tui_rivals_where.c — where a Rivals action goes, in words, for the terminal client's action list
 * and event log: a card to build with its name, facts and the town and regions it touches; a
 * road, settlement or city and its place; the region a resource is paid from or goes to, with its
 * stock; a stack with its size; a trade's rate. Read from the view the action is chosen in. */
#include <stdio.h>
#include <string.h>

#include "tui_rivals.h"

static const char *const SIDES[2] = {"left", "right"};

/* "grain 6 (2 of 3)": the region at position pos of player p with its stock. */
static void region_at(const ctn_rivals_state *s, int p, int pos, char *buf, size_t cap) {
    if (p < 0 || p >= RV_PLAYERS || pos < 0 || pos >= RV_REGION_POS) return;
    int r = s->pr[p].region[pos / 2][pos % 2];
    char name[32];
    if (r == RV_NONE) return;
    tui_rivals_region_text(r, name, sizeof name);
    tui_append(buf, cap, "%s %s (%d of 3)", pos % 2 ? "lower" : "upper", name, s->stock[r]);
}

/* "c7 Grain Mill: 1 lumber 1 grain; doubles grain" */
static void card_named(const ctn_game *g, const ctn_rivals_state *s, int card, char *buf, size_t cap) {
    const ctn_rivals_card *c = tui_rivals_card(g, s, card);
    char facts[80];
    if (!c) {
        tui_append(buf, cap, "a hidden card");
        return;
    }
    tui_rivals_facts(c, facts, sizeof facts);
    tui_append(buf, cap, "%s: %s", c->name, facts);
}

/* "above the settlement t5, by lumber 2 and gold 1" */
static void town_side(const ctn_rivals_state *s, int p, int t, int bottom, char *buf, size_t cap) {
    if (t < 0 || t >= RV_TOWN_COLS) return;
    const rv_principality *pr = &s->pr[p];
    char a[24], b[24];
    tui_rivals_region_text(pr->region[t][bottom], a, sizeof a);
    tui_rivals_region_text(pr->region[t + 1][bottom], b, sizeof b);
    tui_append(buf, cap, " %s the %s t%d, by %s and %s", bottom ? "below" : "above",
               pr->town[t] == 2 ? "city" : "settlement", t, a, b);
}

/* The end a road or settlement goes to: its region column. */
static void end_text(const ctn_rivals_state *s, int p, int side, const char *what, char *buf,
                     size_t cap) {
    const rv_principality *pr = &s->pr[p];
    int col = side ? pr->right : pr->left;
    tui_append(buf, cap, "%s at the %s end (column %d)", what, SIDES[side & 1], col);
}

static void stack_text(const ctn_rivals_state *s, int k, char *buf, size_t cap) {
    if (k >= 0 && k < RV_STACKS) tui_append(buf, cap, "stack %d: %d cards", k, s->stacks[k].n);
}

/* Actions of the turn's building and trading. */
static int build_where(const ctn_game *g, const ctn_rivals_state *s, ctn_action a, char *buf,
                       size_t cap) {
    int p = s->actor < RV_PLAYERS ? s->actor : s->current;
    int x = RV_ACT_A(a), y = RV_ACT_B(a), z = RV_ACT_C(a);
    switch (RV_ACT_TYPE(a)) {
    case RV_A_ROAD:
        end_text(s, p, x, "road (2 brick 1 lumber)", buf, cap);
        return 1;
    case RV_A_SETTLEMENT:
        end_text(s, p, x, "settlement (1 lumber 1 brick 1 wool 1 grain)", buf, cap);
        if (y != RV_NONE) tui_append(buf, cap, ", scouting");
        return 1;
    case RV_A_CITY:
        tui_append(buf, cap, "city (2 grain 3 ore) on");
        town_side(s, p, x, 0, buf, cap);
        return 1;
    case RV_A_BUILD:
        card_named(g, s, x, buf, cap);
        town_side(s, p, y, z & 1, buf, cap);
        return 1;
    case RV_A_TRADE:
        tui_append(buf, cap, "give 3 %s (2 with its ship), get 1 %s", ctn_rivals_resource_name(x),
                   ctn_rivals_resource_name(y));
        return 1;
    case RV_A_BRIGITTA:
    case RV_A_CARAVAN:
    case RV_A_GOLDSMITH:
    case RV_A_SHIP_TRADE:
    case RV_A_SWAP_REGIONS:
    case RV_A_SWAP_CARDS:
    case RV_A_FF_PICK:
    case RV_A_PICK:
        card_named(g, s, x, buf, cap);
        return 1;
    default:
        return 0;
    }
}

/* Payments, gains, stacks and the other choices of a turn. */
static void choice_where(const ctn_game *g, const ctn_rivals_state *s, ctn_action a, char *buf,
                         size_t cap) {
    int p = s->actor < RV_PLAYERS ? s->actor : s->current;
    int x = RV_ACT_A(a), y = RV_ACT_B(a);
    switch (RV_ACT_TYPE(a)) {
    case RV_A_PAY:
        tui_append(buf, cap, "pay from ");
        region_at(s, p, x, buf, cap);
        break;
    case RV_A_GAIN:
        tui_append(buf, cap, "put on ");
        region_at(s, p, x, buf, cap);
        break;
    case RV_A_START_STACK:
    case RV_A_DRAW:
    case RV_A_BURY:
    case RV_A_TAKE_TOP:
    case RV_A_SEARCH:
        stack_text(s, x, buf, cap);
        break;
    case RV_A_RETURN:
        card_named(g, s, x, buf, cap);
        tui_append(buf, cap, " under ");
        stack_text(s, y, buf, cap);
        break;
    case RV_A_SCOUT_PICK:
        tui_rivals_region_text(x, buf, cap);
        break;
    case RV_A_PLACE: {
        char a0[24], a1[24];
        tui_rivals_region_text(s->new_regions[x ? 1 : 0], a0, sizeof a0);
        tui_rivals_region_text(s->new_regions[x ? 0 : 1], a1, sizeof a1);
        tui_append(buf, cap, "%s above, %s below", a0, a1);
        break;
    }
    case RV_A_FEUD_NAME:
    case RV_A_FEUD_CHOOSE: {
        int victim = RV_ACT_TYPE(a) == RV_A_FEUD_NAME ? 1 - p : p;
        if (x < RV_TOWN_COLS * RV_SITES &&
            s->pr[victim].site[x / RV_SITES][x % RV_SITES] != RV_NONE)
            card_named(g, s, s->pr[victim].site[x / RV_SITES][x % RV_SITES], buf, cap);
        break;
    }
    default:
        break;
    }
}

void tui_rivals_where(const ctn_game *g, const ctn_rivals_state *s, ctn_action a, char *buf,
                      size_t cap) {
    buf[0] = 0;
    if (RV_IS_CHANCE(a)) {
        if (RV_ACT_TYPE(a) == RV_C_REGION) tui_rivals_region_text(RV_ACT_A(a), buf, cap);
        if (RV_ACT_TYPE(a) == RV_C_CARD && RV_ACT_A(a) != RV_UNKNOWN)
            card_named(g, s, RV_ACT_A(a), buf, cap);
        return;
    }
    if (!build_where(g, s, a, buf, cap)) choice_where(g, s, a, buf, cap);
}
