/* rivals_check.c — the invariants (R§3, R§4): every card in exactly one place (draw cards in a
 * hand, a stack, a site, the discard pile or on their way under a stack; regions in a
 * principality or the region stack), stocks within 0–3, the centre stacks' counts, the shape of
 * each principality, the one-of rule and the events. */
#include <stdio.h>

#include "rivals_internal.h"

#define FAIL(...) return snprintf(msg, cap, __VA_ARGS__), 1

/* How many of player p's events (his picks and the Riots and Plague he adds) share kind k's name. */
static int events_named(const rv_data *d, const rv_state *s, int p, int k) {
    int n = !strcmp(ctn_rivals_cards[k].key, "riots") || !strcmp(ctn_rivals_cards[k].key, "plague");
    for (int e = 0; e < d->num_events; e++)
        n += d->ev_picker[e] == p && s->ev_kind[e] != RV_NONE && !strcmp(ctn_rivals_cards[s->ev_kind[e]].key, ctn_rivals_cards[k].key);
    return n;
}

/* Which card each event id is: the set-up's, but for the tournament's picks, which a view may
 * hide and a determinized state deals anew: events a player may pick, within the half-moon
 * limit with his Riots and Plague counted. */
static int check_event_kinds(const rv_data *d, const rv_state *s, char *msg, size_t cap) {
    for (int e = 0; e < RV_MAX_EVENTS; e++) {
        int k = s->ev_kind[e], p = e < d->num_events ? d->ev_picker[e] : -1;
        if (e >= d->num_events ? k != RV_NONE : p < 0 && k != d->event_kind[e]) FAIL("event %d is not the set-up's", e);
        if (p < 0 || (k == RV_NONE && s->viewer != RV_NONE)) continue;
        if (k == RV_NONE || ctn_rivals_event_limit(k) <= 0) FAIL("event %d: no event player %d may pick", e, p);
        if (events_named(d, s, p, k) > ctn_rivals_event_limit(k))
            FAIL("player %d: more %s events than the half-moon rule allows", p, ctn_rivals_cards[k].key);
    }
    if (s->ev_seen & ~(rv_tourney(d) ? (1u << d->num_events) - 1 : 0u)) FAIL("bad events seen");
    return 0;
}

/* Which card each draw card id is: the set-up's outside the tournament, whose decks are its own
 * (and which the hash takes only there: a card of the table, or none in a view); no card for the
 * ids past the game's. */
static int check_card_kinds(const rv_data *d, const rv_state *s, char *msg, size_t cap) {
    for (int c = 0; c < RV_MAX_DRAW_CARDS; c++) {
        int k = s->kind[c];
        if (c >= d->num_draw ? k != RV_NONE : rv_tourney(d) ? k >= ctn_rivals_card_count && !(k == RV_NONE && s->viewer != RV_NONE) : k != d->dealt[c])
            FAIL("card %d is not the set-up's", c);
    }
    return 0;
}

/* The cards turned to a level: each a card with levels, by a region of p's of its
 * resource (any: a card of none, the Principal Sage Woman, R-160) that no other card lies by, or by
 * none for a card placed nowhere (the Manifesto, R-163), its level within its top one; the eras'
 * once-a-turn uses. */
/* The Groves of Fraternity and Great Foresight: their uses' bits; the draws due
 * only while one is under way; the events looked at, 3 at most, still in the stack, only during the
 * look (a chance step while it shows fewer) and the choice, by the active player, after a use. */
static int check_sages_groves(const rv_data *d, const rv_state *s, char *msg, size_t cap) {
    int u = s->sages_uses, look = (s->sages_work & RV_SW_FORESIGHT) != 0;
    if ((u & ~RV_SU_ALL) || (u && !(d->eras & (1u << RV_SET_SAGES)))) FAIL("bad grove uses %d of sages_uses", u);
    if ((u & (RV_SU_DRAWS | RV_SU_GIFT)) && s->phase != RV_PH_LIBRARY && s->phase != RV_PH_DRAW) FAIL("the Grove of Fraternity's draws outside a draw");
    if ((u & (RV_SU_DRAWS | RV_SU_GIFT)) && !(u & RV_SU_FRATERNITY) && !(s->grove_uses & RV_GU_COLE)) FAIL("the Grove of Fraternity's draws without its use");
    if (look && !(u & RV_SU_FORESIGHT) && !(s->grove_uses & RV_GU_COLE)) FAIL("the Grove of Great Foresight's look without its use");
    if ((u & RV_SU_BORROWED) && (!look || !(s->grove_uses & RV_GU_COLE))) FAIL("the opponent's Grove of Great Foresight borrowed without Cole's use under way");
    if (look != (s->phase == RV_PH_LOOK || s->phase == RV_PH_FORESIGHT)) FAIL("the Grove of Great Foresight's look outside its phases");
    if ((s->foresight && !look) || (s->foresight & ~s->ev_pool) || __builtin_popcount(s->foresight) > RV_FORESIGHT_LOOK)
        FAIL("bad events looked at %#x", (unsigned)s->foresight);
    if (((u & RV_SU_LOOKED) != 0) != (s->phase == RV_PH_FORESIGHT)) FAIL("the Grove of Great Foresight's choice out of turn");
    if (s->phase == RV_PH_FORESIGHT && (s->actor != s->current || rv_foresight_grove(s) < 0)) FAIL("the Grove of Great Foresight's choice for the wrong player");
    return 0;
}

/* The Era of Sages' pending work: its bits, the Dispute's dice rolled at once,
 * the Council's phase with its actor's part under way, one kind of gift at a time. */
static int check_sages_work(const rv_data *d, const rv_state *s, char *msg, size_t cap) {
    int w = s->sages_work;
    if ((w & ~RV_SW_ALL) || (w && !(d->eras & (1u << RV_SET_SAGES)))) FAIL("bad Era of Sages work %d", w);
    if ((w & RV_SW_DISPUTE) && s->phase != RV_PH_CONTEST_ROLL) FAIL("the Dispute's dice not rolled");
    if (s->phase == RV_PH_CONTEST_ROLL && !(w & RV_SW_DISPUTE) && !(s->barbarians & RV_BA_CONTEST)) FAIL("a contest's dice without a contest");
    if ((w & RV_SW_COUNCIL_OWL) && (w & RV_SW_COUNCIL_RES)) FAIL("the Council's owls and resources both given");
    if ((w & (RV_SW_COUNCIL_OWL | RV_SW_COUNCIL_RES)) && s->phase != RV_PH_COUNCIL) FAIL("a Council's gift outside its phase");
    if (s->phase == RV_PH_COUNCIL && (s->actor >= RV_PLAYERS || !(w & RV_SW_COUNCIL << s->actor))) FAIL("the Council's phase for the wrong player");
    if (s->phase == RV_PH_VIGILANCE && s->actor != rv_vigilance_owner(d, s)) FAIL("the Grove of Vigilance asks the wrong player");
    return check_sages_groves(d, s, msg, cap);
}

/* Where a card turned to a level lies: by region r of p's (r -1: by none, a card placed nowhere). */
static int turned_place_ok(const rv_state *s, int p, int c, int r) {
    const rv_card *card = rv_card_of(s, c);
    if (card->place == RV_P_NONE) return r < 0;
    return r >= 0 && r < RV_NUM_REGIONS && rv_region_pos(s, p, r) >= 0 &&
           (card->resource == RV_NONE || ctn_rivals_regions[r].resource == card->resource);
}

static int check_turned(const rv_data *d, const rv_state *s, uint8_t *card_seen, char *msg, size_t cap) {
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int k = 0; k < RV_ROT_SLOTS; k++) {
            if (s->rot[p][k] && k >= d->rot_slots) FAIL("player %d: slot %d past the game's %d slots turned to a level (R-202)", p, k, d->rot_slots);
            if (!s->rot[p][k]) {
                if (s->rot_at[p][k] | s->rot_level[p][k]) FAIL("player %d: an empty slot %d with a region or level", p, k);
                continue;
            }
            int c = rv_rot_card(s, p, k), r = s->rot_at[p][k] - 1;
            if (c < d->num_draw && rv_card_of(s, c)->ability == rv_ab_triumph_card) { /* by no region */
                if (r >= 0 || s->rot_level[p][k] > rv_card_of(s, c)->levels) FAIL("player %d: a Triumph Card by region %d, level %d", p, r, s->rot_level[p][k]);
                if (card_seen[c]++) FAIL("card %d turned to a level is in two places", c);
                continue;
            }
            if (c >= d->num_draw || !rv_card_of(s, c)->levels || s->rot_level[p][k] > rv_card_of(s, c)->levels ||
                !turned_place_ok(s, p, c, r))
                FAIL("player %d: card %d turned to level %d by region %d", p, c, s->rot_level[p][k], r);
            if (r < 0) {
                if (card_seen[c]++) FAIL("card %d turned to a level is in two places", c);
                continue;
            }
            if (rv_cards_by_region(s, p, r) > 1) FAIL("player %d: two cards by region %d", p, r);
            if (card_seen[c]++) FAIL("card %d turned to a level is in two places", c);
        }
    for (int p = 0; p < RV_PLAYERS; p++) /* Trading Posts on roads of their owner's, one a road */
        for (int k = 0; k < 2; k++) {
            if (!s->post[p][k]) {
                if (s->post_at[p][k]) FAIL("player %d: a road column without a Trading Post", p);
                continue;
            }
            int c = rv_post_card(s, p, k), col = s->post_at[p][k] - 1;
            if (c >= d->num_draw || col < 0 || col >= RV_REGION_COLS || !(s->pr[p].roads >> col & 1) ||
                rv_card_of(s, c)->ability != rv_ab_trading_post || (k && s->post_at[p][0] == col + 1) ||
                (s->tavern[p][0] && s->tavern[p][1] == col + 1))
                FAIL("player %d: Trading Post %d on road %d", p, c, col);
            if (card_seen[c]++) FAIL("Trading Post %d is in two places", c);
        }
    for (int p = 0; p < RV_PLAYERS; p++) { /* a Brigand Camp on a road of p's, no other complement there */
        if (!s->camp[p][0]) {
            if (s->camp[p][1]) FAIL("player %d: a road column without a Brigand Camp", p);
            continue;
        }
        int c = s->camp[p][0] - 1, col = s->camp[p][1] - 1;
        if (c >= d->num_draw || col < 0 || col >= RV_REGION_COLS || !(s->pr[p].roads >> col & 1) ||
            rv_card_of(s, c)->ability != rv_ab_brigand_camp || s->post_at[p][0] == col + 1 || s->post_at[p][1] == col + 1 ||
            (s->tavern[p][0] && s->tavern[p][1] == col + 1))
            FAIL("player %d: Brigand Camp %d on road %d", p, c, col);
        if (card_seen[c]++) FAIL("the Brigand Camp is in two places");
    }
    for (int p = 0; p < RV_PLAYERS; p++) { /* a Trading Station on a free site of p's city */
        int x = rv_station_site(s, p);
        if (!s->station[p][0]) {
            if (s->station[p][1]) FAIL("player %d: a site without a Trading Station", p);
            continue;
        }
        int c = s->station[p][0] - 1;
        if (c >= d->num_draw || x < 0 || x >= RV_TOWN_COLS * RV_SITES || s->pr[p].town[x / RV_SITES] != 2 ||
            rv_site_card(s, p, x) != RV_NONE || rv_card_of(s, c)->ability != rv_ab_trading_station)
            FAIL("player %d: Trading Station %d on site %d", p, c, x);
        if (card_seen[c]++) FAIL("the Trading Station is in two places");
    }
    if (s->station_used > 1 || (s->station_used && !(d->eras & (1u << RV_SET_MERCHANTS))))
        FAIL("bad Trading Station use %d", s->station_used);
    if ((s->merchant_flags & ~(RV_MF_HARBOR | RV_MF_WAINWRIGHT | RV_MF_LIGHTHOUSE | RV_MF_POST | RV_MF_POST << 1 | RV_MF_SEA | RV_MF_SEA_LOSS | RV_MF_SEA_LOSS << 1)) || (s->merchant_flags && !(d->eras & (1u << RV_SET_MERCHANTS))))
        FAIL("bad Era of Merchant Princes uses %d", s->merchant_flags);
    if (s->academy_uses > 2 || (s->academy_uses && !(d->eras & (1u << RV_SET_SAGES))))
        FAIL("bad Academy of Sages uses %d", s->academy_uses);
    if ((s->grove_uses & ~RV_GU_ALL) || (s->grove_uses && !(d->eras & (1u << RV_SET_SAGES))) ||
        !(s->grove_uses & RV_GU_JUSTICE) != (rv_justice_face(s) < 0) || rv_justice_face(s) >= RV_E_COUNT)
        FAIL("bad grove uses %d", s->grove_uses);
    for (int p = 0; p < RV_PLAYERS; p++) /* the Era of Prosperity's stars */
        if (s->stars[p] > RV_MAX_STARS || (s->stars[p] && !(d->eras & (1u << RV_SET_PROSPERITY))))
            FAIL("player %d: bad stars %d", p, s->stars[p]);
    if (rv_astrologer_face(s) >= RV_E_COUNT || s->prosperity_uses > RV_PU_ALL || (s->prosperity_uses && !(d->eras & (1u << RV_SET_PROSPERITY))) ||
        (rv_astrologer_face(s) >= 0 && rv_justice_face(s) >= 0)) /* one face set by a card */
        FAIL("bad Era of Prosperity uses %d", s->prosperity_uses);
    if (s->insurgents > 3 || (s->insurgents && (!(d->eras & (1u << RV_SET_PROSPERITY)) || s->stage != RV_STG_INSURRECTION)))
        FAIL("bad Insurrection work %d", s->insurgents); /* */
    if (s->phase == RV_PH_INSURRECTION && (s->actor >= RV_PLAYERS || !(s->insurgents >> s->actor & 1)))
        FAIL("the Insurrection asks a player it does not");
    int sea_player;
    const char *sea_bad = rv_check_explorers(d, s, &sea_player); /* the Era of Explorers' sea areas */
    if (sea_bad) FAIL("player %d: %s", sea_player, sea_bad);
    return check_sages_work(d, s, msg, cap);
}

static int check_principality(const rv_data *d, const rv_state *s, int p, uint8_t *region_seen, uint8_t *card_seen,
                              char *msg, size_t cap) {
    const rv_principality *pr = &s->pr[p];
    int pending = s->after_pay == RV_AP_REGIONS || s->after_pay == RV_AP_SCOUT ? s->new_town_col : -1;
    if (p != s->current) pending = -1;
    if (pr->left > pr->right || pr->right >= RV_REGION_COLS) FAIL("player %d: bad extent", p);
    for (int c = 0; c < RV_REGION_COLS; c++)
        for (int b = 0; b < 2; b++) {
            int r = pr->region[c][b], inside = c >= pr->left && c <= pr->right;
            if (r == RV_NONE) {
                if (inside) FAIL("player %d: no region at column %d", p, c);
                continue;
            }
            if (!inside) FAIL("player %d: region outside the principality at column %d", p, c);
            if (r >= RV_NUM_REGIONS || region_seen[r]++) FAIL("region %d twice", r);
        }
    for (int t = 0; t < RV_TOWN_COLS; t++) {
        int inside = t >= pr->left && t < pr->right;
        if (pr->town[t] > 2) FAIL("player %d: bad town", p);
        if (pr->town[t] && !inside && t != pending && t + 1 != pending) FAIL("player %d: town %d off the row", p, t);
        if (inside && !pr->town[t]) FAIL("player %d: gap at town column %d", p, t);
        for (int k = 0; k < RV_SITES; k++) {
            int c = pr->site[t][k];
            if (c == RV_NONE) continue;
            if (c >= d->num_draw || card_seen[c]++) FAIL("card %d twice", c);
            if (!pr->town[t] || ((k == 0 || k == 3) && pr->town[t] != 2)) FAIL("player %d: card on no site", p);
        }
    }
    for (int c = 0; c < RV_REGION_COLS; c++)
        if ((pr->roads >> c & 1) && (c < pr->left || c > pr->right)) FAIL("player %d: road off the row", p);
    for (int k = 0; k < ctn_rivals_card_count; k++) {
        if (!(ctn_rivals_cards[k].flags & RV_F_ONE_OF)) continue;
        int n = 0;
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) {
            int e = pr->site[x / RV_SITES][x % RV_SITES];
            n += e != RV_NONE && s->kind[e] == k;
        }
        if (n > 1) FAIL("player %d: two %s", p, ctn_rivals_cards[k].name);
    }
    return 0;
}

/* The Era of Turmoil's pending work (R§7.3): only in its games, each in its phase's shape. */
static int check_turmoil(const rv_data *d, const rv_state *s, char *msg, size_t cap) {
    int any = s->react | s->riots | s->loss | (s->steal == 1) | (s->strike != 0 && !(d->eras & (1u << RV_SET_SAGES)));
    if (!(d->eras & (1u << RV_SET_TURMOIL)) && any) FAIL("Era of Turmoil state in a mode without its cards"); /* a strike: the Grove of Peace's too */
    if (s->steal == 2 && !(d->eras & (1u << RV_SET_INTRIGUE))) FAIL("Godfrey's pick in a mode without the Era of Intrigue");
    if (s->react > 3 || s->riots > 3 || s->loss > 1 || s->steal > 2) FAIL("bad Era of Turmoil work");
    if ((s->react & ~s->riots) && s->stage == RV_STG_RIOTS) FAIL("Sebastian offered to a player the Riots spare");
    if (s->riots && s->stage != RV_STG_RIOTS) FAIL("Riots outside their stage");
    if (s->strike) {
        int c = RV_ACT_A(s->strike);
        if (RV_ACT_TYPE(s->strike) != RV_A_PLAY || c >= d->num_draw || !(s->discard[c >> 6] >> (c & 63) & 1))
            FAIL("the attack awaiting the guards is not a played card");
        if (rv_guard_faces(d, s, 1 - s->current) == 0) FAIL("an attack awaits guards that are not there");
    }
    if (s->phase == RV_PH_REACT && !(s->react >> s->actor & 1)) FAIL("Sebastian offered to the wrong player");
    if (s->phase == RV_PH_STEAL && (!s->steal || s->actor != s->current)) FAIL("a Traitor's pick out of turn");
    return 0;
}

/* The Era of Barbarians' state (R§14): only in its games; the events put back at known places
 * are Barbarian Attacks out of the set, at distinct places above Yule. */
static int check_barbarians(const rv_data *d, const rv_state *s, char *msg, size_t cap) {
    int any = s->turn_flags2 | s->barbarians, above = rv_events_above_yule(s), back = 0;
    for (int i = 0; i < RV_EV_BACK; i++) back |= s->ev_back[i] | s->ev_depth[i];
    if (!(d->eras & (1u << RV_SET_BARBARIANS))) {
        if (any || (back && !(d->eras & (1u << RV_SET_PROSPERITY)))) FAIL("Era of Barbarians state in a mode without its cards");
        if (!back) return 0; /* the Insurrection's places put back are checked below */
    }
    if (s->barbarians & ~(RV_BA_ATTACK | RV_BA_ATTACK << 1 | RV_BA_RETREAT | RV_BA_RETREAT << 1 | RV_BA_TAVERN | RV_BA_CONTEST | RV_BA_WOLFGANG_ADD | RV_BA_WOLFGANG_TAKE)) FAIL("bad Era of Barbarians work %d", s->barbarians);
    if ((s->barbarians & (RV_BA_ATTACK * 3 | RV_BA_RETREAT * 3)) && s->stage != RV_STG_BARBARIANS) FAIL("a Barbarian Attack or Retreat outside its stage");
    if ((s->barbarians & RV_BA_CONTEST) && s->phase != RV_PH_CONTEST_ROLL) FAIL("the Contest's dice not rolled");
    int owner, site;
    if ((s->barbarians & (RV_BA_WOLFGANG_ADD | RV_BA_WOLFGANG_TAKE)) && rv_wolfgang_at(s, &owner, &site) < 0) FAIL("Wolfgang's offer without Wolfgang");
    if (s->phase == RV_PH_WOLFGANG && !(s->barbarians & (RV_BA_WOLFGANG_ADD | RV_BA_WOLFGANG_TAKE))) FAIL("Wolfgang's phase without his offer");
    if (s->phase == RV_PH_TRIUMPH && (s->actor >= RV_PLAYERS || !(s->turn_flags2 & RV_TF2_TRIUMPH << s->actor) || !rv_triumph_can_turn(s, s->actor)))
        FAIL("the Triumph Card's choice offered to the wrong player");
    if ((s->barbarians & RV_BA_TAVERN) && s->phase != RV_PH_TAVERN_ROLL && s->phase != RV_PH_PAY) FAIL("a Tavern's die not rolled");
    for (int i = 0; i < RV_EV_BACK; i++) {
        int e = s->ev_back[i] - 1;
        if (!s->ev_back[i]) {
            if (s->ev_depth[i]) FAIL("a depth without an event");
            continue;
        }
        rv_ability_fn fn = e < d->num_events ? ctn_rivals_cards[s->ev_kind[e]].ability : NULL;
        if ((fn != rv_ev_barbarian_attack && fn != rv_ev_insurrection) || (s->ev_pool >> e & 1))
            FAIL("event %d put back is no Barbarian Attack or Insurrection out of the set", e);
        if (s->ev_depth[i] >= above) FAIL("event %d put back under Yule (%d above it, %d above Yule)", e, s->ev_depth[i], above);
        for (int j = 0; j < i; j++)
            if (s->ev_back[j] && (s->ev_back[j] == s->ev_back[i] || s->ev_depth[j] == s->ev_depth[i]))
                FAIL("two events put back at one place");
    }
    return 0;
}

/* The derived region index (region_ids, region_pos) as ctn_rivals_derive recomputes it. */
static int check_region_index(const rv_state *s, char *msg, size_t cap) {
    uint32_t ids[RV_PLAYERS];
    uint8_t pos[RV_NUM_REGIONS];
    rv_index_regions(s, ids, pos);
    for (int p = 0; p < RV_PLAYERS; p++)
        if (ids[p] != s->region_ids[p]) FAIL("player %d: region index %x, recomputed %x", p, s->region_ids[p], ids[p]);
    for (int r = 0; r < RV_NUM_REGIONS; r++)
        if (pos[r] != s->region_pos[r]) FAIL("region %d: indexed at %d, lies at %d", r, s->region_pos[r], pos[r]);
    return 0;
}

/* The derived held[][] as ctn_rivals_derive recomputes it (from the stocks and the region index). */
static int check_held(const rv_state *s, char *msg, size_t cap) {
    uint8_t held[RV_PLAYERS][RV_NUM_RESOURCES];
    rv_count_held(s, held);
    for (int p = 0; p < RV_PLAYERS; p++)
        for (int res = 0; res < RV_NUM_RESOURCES; res++)
            if (held[p][res] != s->held[p][res])
                FAIL("player %d: holds %d of resource %d, recomputed %d", p, s->held[p][res], res, held[p][res]);
    return 0;
}

/* The derived pay_owed as ctn_rivals_derive recomputes it (from pay_need and pay_any). */
static int check_owed(const rv_state *s, char *msg, size_t cap) {
    uint8_t owed = rv_owed_bits(s->pay_need, s->pay_any);
    if (owed != s->pay_owed) FAIL("payment owed %x by bits, recomputed %x", s->pay_owed, owed);
    return 0;
}

/* The derived pos_stocked, pos_full and pos_yield as ctn_rivals_derive recomputes them. */
static int check_positions(const rv_state *s, char *msg, size_t cap) {
    rv_positions at;
    rv_count_positions(s, &at);
    for (int p = 0; p < RV_PLAYERS; p++) {
        if (at.stocked[p] != s->pos_stocked[p]) FAIL("player %d: positions holding resources %x, recomputed %x", p, s->pos_stocked[p], at.stocked[p]);
        if (at.full[p] != s->pos_full[p]) FAIL("player %d: full positions %x, recomputed %x", p, s->pos_full[p], at.full[p]);
        for (int res = 0; res < RV_NUM_RESOURCES; res++)
            if (at.yield[p][res] != s->pos_yield[p][res])
                FAIL("player %d: positions yielding resource %d %x, recomputed %x", p, res, s->pos_yield[p][res], at.yield[p][res]);
    }
    return 0;
}

/* The derived site_vp, site_points, site_ships, hook_cards, site_kind and booster_sites as
 * ctn_rivals_derive recomputes them. */
static int check_site_vp(const rv_state *s, char *msg, size_t cap) {
    for (int p = 0; p < RV_PLAYERS; p++) {
        rv_site_sums t;
        rv_count_sites(s, p, &t);
        if (t.vp != s->site_vp[p]) FAIL("player %d: site points %d, recomputed %d", p, s->site_vp[p], t.vp);
        for (int w = 0; w < 4; w++)
            if (t.points[w] != s->site_points[p][w]) FAIL("player %d: site points of kind %d %d, recomputed %d", p, w, s->site_points[p][w], t.points[w]);
        for (int r = 0; r < RV_NUM_RESOURCES; r++)
            if (t.ships[r] != s->site_ships[p][r]) FAIL("player %d: %d trade ships of resource %d, recomputed %d", p, s->site_ships[p][r], r, t.ships[r]);
        for (int h = 0; h < RV_HOOK_SLOTS; h++)
            if (t.hooks[h] != s->hook_cards[p][h]) FAIL("player %d: %d cards answer hook %d, recomputed %d", p, s->hook_cards[p][h], h, t.hooks[h]);
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++)
            if (t.kinds[x] != s->site_kind[p][x]) FAIL("player %d: site %d of kind %d, recomputed %d", p, x, s->site_kind[p][x], t.kinds[x]);
        if (t.boosters != s->booster_sites[p])
            FAIL("player %d: boosters on sites %llx, recomputed %llx", p, (unsigned long long)s->booster_sites[p], (unsigned long long)t.boosters);
    }
    return 0;
}

int rv_check(const ctn_game *g, const ctn_state *state, char *msg, size_t cap) {
    const rv_data *d = rv_data_of(g);
    const rv_state *s = (const rv_state *)state;
    uint8_t region_seen[RV_NUM_REGIONS] = {0}, card_seen[RV_MAX_DRAW_CARDS] = {0};
    if (check_card_kinds(d, s, msg, cap)) return 1; /* first: the rest reads the card table by kind */
    for (int r = 0; r < RV_NUM_REGIONS; r++)
        if (s->stock[r] > 3) FAIL("region %d holds %d", r, s->stock[r]);
    int roads = 0, towns = 0, cities = 0;
    for (int p = 0; p < RV_PLAYERS; p++) {
        if (check_principality(d, s, p, region_seen, card_seen, msg, cap)) return 1;
        roads += __builtin_popcount(s->pr[p].roads);
        for (int t = 0; t < RV_TOWN_COLS; t++) towns += s->pr[p].town[t] > 0, cities += s->pr[p].town[t] == 2;
    }
    if (check_region_index(s, msg, cap)) return 1;
    if (check_held(s, msg, cap)) return 1;
    if (check_positions(s, msg, cap)) return 1;
    if (check_owed(s, msg, cap)) return 1;
    if (check_site_vp(s, msg, cap)) return 1;
    const char *unused = rv_unused_field_set(d, s);
    if (unused) FAIL("%s is set, though the game does not use it (and the hash leaves it out)", unused);
    if (roads + s->roads_left != RV_ROADS) FAIL("roads: %d built, %d left", roads, s->roads_left);
    if (towns + s->settlements_left != RV_SETTLEMENTS) FAIL("settlements: %d built, %d left", towns, s->settlements_left);
    if (cities + s->cities_left != RV_CITIES) FAIL("cities: %d built, %d left", cities, s->cities_left);
    for (int r = 0; r < RV_NUM_REGIONS; r++) {
        int n = region_seen[r] + (int)(s->region_stack >> r & 1) + (s->new_regions[0] == r) + (s->new_regions[1] == r);
        if (n != 1) FAIL("region %d is in %d places", r, n);
    }
    for (int p = 0; p < RV_PLAYERS; p++) /* under Bran a Temple, under Judith a Church */
        for (int k = 0; k < 2; k++) {
            if (!s->laid[p][k]) continue;
            int c = rv_under(s, p, k), hero = -1;
            for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++)
                if (rv_site_card(s, p, x) != RV_NONE && rv_laid_slot(rv_card_of(s, rv_site_card(s, p, x))) == k) hero = x;
            if (c >= d->num_draw || hero < 0 || rv_card_of(s, c)->ability != (k ? rv_ab_church : rv_ab_odins_temple))
                FAIL("player %d: card %d laid under no hero of slot %d", p, c, k);
            if (card_seen[c]++) FAIL("card %d under a hero is in two places", c);
        }
    for (int p = 0; p < RV_PLAYERS; p++) /* the Abbey Brewery and Reiner the Miller by a fields region */
        for (int k = 0; k < 2; k++) {
            if (!s->fields[p][k]) continue;
            int c = rv_field_card(s, p, k), r = s->fields_at[p][k] - 1;
            if (c >= d->num_draw || r < 0 || r >= RV_NUM_REGIONS || rv_region_pos(s, p, r) < 0 ||
                ctn_rivals_regions[r].resource != RV_GRAIN || rv_card_of(s, c)->ability != (k ? rv_ab_reiner_miller : rv_ab_abbey_brewery) ||
                s->brewery_side[p] > 2 || (k && s->fields_at[p][0] == s->fields_at[p][1]))
                FAIL("player %d: card %d by region %d", p, c, r);
            if (card_seen[c]++) FAIL("card %d by a fields region is in two places", c);
        }
    if (check_turned(d, s, card_seen, msg, cap)) return 1;
    if (rv_check_comps(d, s, card_seen, msg, cap) || rv_check_hideouts(d, s, card_seen, msg, cap)) return 1; /* */
    for (int p = 0; p < RV_PLAYERS; p++) { /* a Red Light Tavern on a road of p's */
        if (!s->tavern[p][0]) continue;
        int c = s->tavern[p][0] - 1, col = s->tavern[p][1] - 1;
        if (c >= d->num_draw || col < 0 || col >= RV_REGION_COLS || !(s->pr[p].roads >> col & 1) ||
            rv_card_of(s, c)->ability != rv_ab_red_light_tavern)
            FAIL("player %d: Red Light Tavern %d on road %d", p, c, col);
        if (card_seen[c]++) FAIL("the Red Light Tavern is in two places");
    }
    for (int p = 0; p < RV_PLAYERS; p++) { /* a Barbarian Stronghold on a road of p's, no other complement there */
        if (!s->hold[p][0]) {
            if (s->hold[p][1]) FAIL("player %d: a road column without a Barbarian Stronghold", p);
            continue;
        }
        int c = s->hold[p][0] - 1, col = s->hold[p][1] - 1;
        int shared = (s->tavern[p][0] && s->tavern[p][1] == col + 1) || (s->camp[p][0] && s->camp[p][1] == col + 1) ||
                     s->post_at[p][0] == col + 1 || s->post_at[p][1] == col + 1;
        if (c >= d->num_draw || col < 0 || col >= RV_REGION_COLS || !(s->pr[p].roads >> col & 1) || shared ||
            rv_card_of(s, c)->ability != rv_ab_barbarian_stronghold)
            FAIL("player %d: Barbarian Stronghold %d on road %d", p, c, col);
        if (card_seen[c]++) FAIL("the Barbarian Stronghold is in two places");
    }
    for (int p = 0; p < RV_PLAYERS; p++) { /* the Gold Cache lies at a gold field of its owner */
        if (!s->cache_at[p]) continue;
        int r = s->cache_at[p] - 1;
        int gc = rv_tourney(d) ? s->cache_card[p] - 1 : d->c_gold_cache;
        if (gc < 0 || r >= RV_NUM_REGIONS || ctn_rivals_regions[r].resource != RV_GOLD || rv_region_pos(s, p, r) < 0)
            FAIL("player %d: Gold Cache at region %d", p, r);
        if (card_seen[gc]++) FAIL("the Gold Cache is in two places");
    }
    if (s->viewer == RV_NONE) { /* hidden cards are known in full states only */
        for (int k = 0; k < RV_STACKS; k++) {
            const rv_stack *st = &s->stacks[k];
            if (st->hidden > st->n || st->n > RV_STACK_CAP) FAIL("stack %d: bad counts", k);
            if (k >= d->num_stacks && st->n) FAIL("stack %d is not in this game", k);
            for (int i = 0; i < st->n; i++) {
                int c = st->card[i];
                if (c >= d->num_draw || card_seen[c]++) FAIL("card %d twice (stack %d)", c, k);
                if (!rv_stack_matches(d, s, k, c)) FAIL("card %d under stack %d of another back", c, k);
                if (i > 0 && i < st->hidden && st->card[i - 1] > c) FAIL("stack %d: hidden part unsorted", k);
            }
        }
        for (int c = 0; c < d->num_draw; c++) {
            int n = card_seen[c] + rv_in_hand(s, 0, c) + rv_in_hand(s, 1, c) +
                    (int)(s->discard[c >> 6] >> (c & 63) & 1) + (s->bury == c) + rv_in_faceup(s, c);
            if (n != 1) FAIL("card %d is in %d places", c, n);
            if (rv_in_faceup(s, c) && !(rv_card_of(s, c)->flags & RV_F_FACE_UP)) FAIL("card %d is not a face-up card", c);
        }
    }
    for (int c = d->num_draw; c < RV_MAX_DRAW_CARDS; c++)
        if (rv_in_faceup(s, c)) FAIL("face-up stack: unknown card %d", c);
    if (s->start_picks > RV_START_HAND || s->takes_left > 3 /* Bera, R-243 */ || s->lose_ship > 1 || s->taker > 1 || s->library > RV_LIB_RETREAT)
        FAIL("bad pending work");
    if (s->library == RV_LIB_LIBRARY && !(d->eras & (1u << RV_SET_PROGRESS | 1u << RV_SET_SAGES)))
        FAIL("a Library's choice in a mode without the Era of Progress or the Grove of Freedom");
    if (s->library > RV_LIB_LIBRARY && s->library != RV_LIB_RETREAT && !(d->eras & (1u << RV_SET_INTRIGUE)) &&
        !(s->library == RV_LIB_TEMPLE && (d->eras & (1u << RV_SET_BARBARIANS | 1u << RV_SET_SAGES)))) /* the Balliwick's top
                                                  * card, the Grove of Fraternity's */
        FAIL("a Temple's or Priestess's choice in a mode without the Era of Intrigue");
    if (s->library == RV_LIB_RETREAT && !(d->eras & (1u << RV_SET_BARBARIANS))) FAIL("a Retreat's choice in a mode without the Era of Barbarians");
    if (s->intrigue & ~(RV_IN_PRIEST | RV_IN_REFILL | RV_IN_REFILL << 1 | RV_IN_DRAW | RV_IN_DRAW << 1 | RV_IN_MISSIONARY) || (s->intrigue && !(d->eras & (1u << RV_SET_INTRIGUE))))
        FAIL("bad Era of Intrigue work %d", s->intrigue);
    if (s->michael > RV_MICHAEL_SETS || (s->michael && !(d->eras & (1u << RV_SET_INTRIGUE)))) FAIL("bad Michael %d", s->michael);
    for (int p = 0; p < RV_PLAYERS; p++)
        if (s->dispute[p] > rv_hand_count(s, p)) FAIL("Religious Dispute: %d cards to put away, %d in hand", s->dispute[p], rv_hand_count(s, p));
    if (check_turmoil(d, s, msg, cap)) return 1;
    if (check_event_kinds(d, s, msg, cap)) return 1;
    if (check_barbarians(d, s, msg, cap)) return 1;
    if (s->ev_pool & (1u << d->yule) || s->ev_pool & ~(d->ev_fixed | s->ev_found)) FAIL("bad event stack");
    if (s->ev_found & ~d->ev_candidates || __builtin_popcount(s->ev_found) + s->ev_unknown != d->ev_random ||
        s->ev_pool_unknown > s->ev_unknown)
        FAIL("the duel's events: %d found, %d unseen, %d of them in the stack", __builtin_popcount(s->ev_found),
             s->ev_unknown, s->ev_pool_unknown);
    if (rv_events_left(s) < 3) FAIL("the event stack lost Yule's place");
    if (s->gains_n > RV_GAIN_QUEUE) FAIL("gain queue overflow");
    if (s->phase == RV_PH_GAME_OVER && s->winner != RV_NONE && rv_vp(d, s, s->winner) < d->vp_to_win)
        FAIL("winner %d has %d points", s->winner, rv_vp(d, s, s->winner));
    if (s->phase != RV_PH_GAME_OVER && s->phase >= RV_PH_COUNT) FAIL("bad phase");
    for (int p = 0; p < RV_PLAYERS; p++) { /* one kind of points counted alone, as in the whole tally */
        rv_tally t;
        rv_tally_of(d, s, p, &t);
        for (int w = 0; w < 4; w++)
            if (rv_points(d, s, p, w) != t.points[w]) FAIL("player %d: points of kind %d %d alone, %d in the tally", p, w, rv_points(d, s, p, w), t.points[w]);
        int own = t.vp + rv_hook_all(d, (rv_state *)(uintptr_t)s, p, RV_H_VP); /* the Harbor's */
        if (rv_vp_own(d, s, p) != own) FAIL("player %d: %d points of his own, %d in the tally", p, rv_vp_own(d, s, p), own);
    }
    return 0;
}
