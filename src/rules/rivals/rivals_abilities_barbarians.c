/* rivals_abilities_barbarians.c — the abilities of the Age of Darkness's Era of Barbarians
 * (docs/rules/rivals.md R§14), one small function per card, named by the card table, and the era's
 * requirements (RV_RQ_*); its events and the Barbarian Attack's strike are in
 * rivals_events_barbarians.c. */
#include "rivals_internal.h"

/* ---- the cards ---- */

/* Arnd the Strategist (a hero): at a Barbarian Attack each other hero in his town counts twice
 * (rv_barbarian_units, R-142). */
int rv_ab_arnd(rv_ctx *c) {
    (void)c;
    return 0;
}

/* Caravel (a ship, requires a city): at a Barbarian Attack each other ship in its town counts
 * twice (rv_barbarian_units, R-142). */
int rv_ab_caravel(rv_ctx *c) {
    (void)c;
    return 0;
}

/* Castle (face up): its victory point; at a Barbarian Attack each strength point of its owner's
 * Border Fortress counts as a unit (rv_barbarian_units, R-143, R-201). Castellan and Siegfried
 * require it. */
int rv_ab_castle(rv_ctx *c) {
    (void)c;
    return 0;
}

/* Arsenal: at a Brigand Attack the resources of the regions beside it are neither counted nor
 * lost, as the Storehouse's. */
int rv_ab_arsenal(rv_ctx *c) { return c->hook == RV_H_PROTECTS; }

/* Baroc the Barbarian (a hero): his ore after a Brigand Attack (rv_baroc_ore, R-149). */
int rv_ab_baroc(rv_ctx *c) {
    (void)c;
    return 0;
}

/* Whether p has room for some resource: a card that takes resources of choice is not played
 * without (R§5.3). */
static int room_for_any(const rv_state *s, int p) {
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (rv_room(s, p, r) > 0) return 1;
    return 0;
}

/* Lists `play c<id>` (the card in the hand or principality) in the action phase when `ok`. */
static int list_play(rv_ctx *c, int ok) {
    if (c->s->phase != RV_PH_ACTION || !ok) return 0;
    c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
    return 1;
}

/* Balliwick (1x): once a turn, in the action phase, its owner names a draw stack and takes its
 * top card, unseen before (`play c<id>`, then `draw s<k>`: Odin's Temple's step, R-145). */
int rv_ab_balliwick(rv_ctx *c) {
    rv_state *s = c->s;
    if (c->hook == RV_H_LIST)
        return list_play(c, !(s->turn_flags2 & RV_TF2_BALLIWICK) && rv_card_site(s, c->player, c->card) >= 0 &&
                                rv_stack_cards_for(c->d, s, c->player));
    if (c->hook == RV_H_PLAY) {
        s->turn_flags2 |= RV_TF2_BALLIWICK;
        s->library = RV_LIB_TEMPLE;
    }
    return 0;
}

/* Whether card c of p's hand may go for the Secret Brotherhood's resource: a unit or action card.
 * The hand is asked first: a card elsewhere may be of a kind the view hides (the tournament). */
int rv_brotherhood_fodder(const rv_state *s, int p, int c) {
    if (!rv_in_hand(s, p, c)) return 0;
    int type = rv_card_of(s, c)->type;
    return type >= RV_T_HERO && type <= RV_T_ATTACK;
}

/* Secret Brotherhood (1x): at a Barbarian Attack lost its owner discards 1 resource, not 2
 * (strike); once a turn, in the action phase, he discards a unit or action card of his hand for 1
 * resource of his choice (`play c<id> c<card>`, R-146). */
int rv_ab_secret_brotherhood(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (s->turn_flags2 & RV_TF2_BROTHERHOOD) || rv_card_site(s, p, c->card) < 0 ||
            !room_for_any(s, p))
            return 0;
        int n = 0;
        for (int x = 0; x < c->d->num_draw; x++)
            if (rv_brotherhood_fodder(s, p, x)) c->out[n++] = RV_ACT(RV_A_PLAY, c->card, x, 0);
        return n;
    }
    if (c->hook == RV_H_PLAY) {
        int x = RV_ACT_B(c->action);
        rv_hand_del(s, p, x);
        rv_discard_add(c->d, s, p, x);
        s->turn_flags2 |= RV_TF2_BROTHERHOOD;
        rv_push_gain(s, p, 0x3F);
    }
    return 0;
}

/* The region positions beside p's Castle (its side of its town), 0 without one. */
static uint32_t castle_regions(const rv_state *s, int p) {
    RV_FOR_CARDS(s, p, x, c) {
        if (rv_card_of(s, c)->ability == rv_ab_castle) return rv_site_regions(x / RV_SITES, x % RV_SITES) & rv_region_mask(s, p);
    }
    return 0;
}

/* Castellan (requires a Castle): each of the two regions beside the Castle gains 1 of its own
 * resource, as room allows; played when one has room. */
int rv_ab_castellan(rv_ctx *c) {
    rv_state *s = c->s;
    uint32_t m = castle_regions(s, c->player);
    if (c->hook == RV_H_LIST) {
        int room = 0;
        for (uint32_t k = m; k; k &= k - 1) room |= s->stock[rv_region_at(s, c->player, __builtin_ctz(k))] < 3;
        return list_play(c, room);
    }
    if (c->hook == RV_H_PLAY)
        for (uint32_t k = m; k; k &= k - 1) rv_gain_region(s, rv_region_at(s, c->player, __builtin_ctz(k)), 1);
    return 0;
}

/* Siegfried (requires a Castle and 2 heroes): 2 resources of choice (`play c<id>`; "1–2" played
 * as 2, R-123), or his Triumph Card turned one level up (`play c<id> triumph`). */
int rv_ab_siegfried(rv_ctx *c) {
    if (c->hook == RV_H_LIST) {
        int n = list_play(c, room_for_any(c->s, c->player));
        if (c->s->phase == RV_PH_ACTION && rv_triumph_can_turn(c->s, c->player))
            c->out[n++] = RV_ACT(RV_A_PLAY, c->card, RV_TRIUMPH_ARG, 0);
        return n;
    }
    if (c->hook != RV_H_PLAY) return 0;
    if (RV_ACT_B(c->action) == RV_TRIUMPH_ARG) {
        rv_triumph_up(c->d, c->s, c->player);
        return 0;
    }
    rv_push_gain(c->s, c->player, 0x3F);
    rv_push_gain(c->s, c->player, 0x3F);
    return 0;
}

/* ---- the Triumph Card (R-190) ---- */

/* The slot of p's card of an ability among his cards turned to a level, -1 none. */
static int ability_slot(const rv_state *s, int p, rv_ability_fn fn) {
    for (int k = 0; k < RV_ROT_SLOTS; k++)
        if (s->rot[p][k] && rv_card_of(s, rv_rot_card(s, p, k))->ability == fn) return k;
    return -1;
}

static int triumph_slot(const rv_state *s, int p) { return ability_slot(s, p, rv_ab_triumph_card); }

int rv_triumph_level(const rv_state *s, int p) {
    int k = triumph_slot(s, p);
    return k < 0 ? -1 : s->rot_level[p][k];
}

/* The Barbarian Attack's winner declines to turn his Triumph Card: 2 resources of choice. */
void rv_triumph_decline(rv_state *s, int p) {
    s->turn_flags2 &= (uint8_t)~(RV_TF2_TRIUMPH << p);
    rv_push_gain(s, p, 0x3F);
    rv_push_gain(s, p, 0x3F);
}

int rv_triumph_card_of(const rv_state *s, int p) {
    int k = triumph_slot(s, p);
    return k < 0 ? -1 : rv_rot_card(s, p, k);
}

int rv_triumph_can_turn(const rv_state *s, int p) {
    int k = triumph_slot(s, p);
    return k >= 0 && s->rot_level[p][k] < rv_card_of(s, rv_rot_card(s, p, k))->levels;
}

/* When it reaches its top level (3 victory points) the opponent's Barbarian Stronghold on p's
 * road goes to its layer's discard pile. */
int rv_triumph_up(const rv_data *d, rv_state *s, int p) {
    int k = triumph_slot(s, p);
    if (k < 0 || !rv_rot_up(s, p, k)) return 0;
    if (s->rot_level[p][k] == rv_card_of(s, rv_rot_card(s, p, k))->levels && rv_stronghold_on(s, p)) {
        rv_discard_add(d, s, 1 - p, s->hold[p][0] - 1);
        s->hold[p][0] = s->hold[p][1] = 0;
    }
    return 1;
}

/* Triumph Card (face up, requires a city, 1x): laid from the face-up stack (the tournament: from
 * the hand, R-206) at level 0 (0 victory points) in a free slot for cards turned to a level, by
 * no region (`play c<id>`, R-190); each level is 1 victory point, up to 3. */
int rv_ab_triumph_card(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || (!rv_in_faceup(s, c->card) && !rv_in_hand(s, p, c->card)) ||
            triumph_slot(s, p) >= 0 || rv_rot_slot(s, p, -1) < 0)
            return 0; /* face up, or the tournament's deck card in his hand */
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, 0, 0);
        return 1;
    }
    if (c->hook == RV_H_PLAY && s->phase == RV_PH_TRIUMPH) { /* turned, not the 2 resources */
        s->turn_flags2 &= (uint8_t)~(RV_TF2_TRIUMPH << p);
        rv_triumph_up(c->d, s, p);
    } else if (c->hook == RV_H_PLAY) {
        int k = rv_rot_slot(s, p, -1);
        s->rot[p][k] = (uint8_t)(c->card + 1);
        s->rot_at[p][k] = 0;
        s->rot_level[p][k] = 0;
    }
    return 0;
}

/* ---- the Border Fortress (R-200) ---- */

int rv_fortress_strength(const rv_state *s, int p) {
    int k = ability_slot(s, p, rv_ab_border_fortress);
    return k < 0 ? 0 : s->rot_level[p][k];
}

/* Laying it: `play c<id> p<pos>` for each hills region of p's holding a brick with nothing by it,
 * while he has no Border Fortress (1x) and a free slot. */
static int list_fortress_lay(rv_ctx *c) {
    const rv_state *s = c->s;
    int p = c->player, n = 0;
    if (ability_slot(s, p, rv_ab_border_fortress) >= 0 || rv_rot_slot(s, p, -1) < 0) return 0;
    for (uint32_t m = rv_region_mask(s, p); m; m &= m - 1) {
        int pos = __builtin_ctz(m), r = rv_region_at(s, p, pos);
        if (ctn_rivals_regions[r].resource == RV_BRICK && s->stock[r] >= 1 && !rv_region_taken(s, p, r))
            c->out[n++] = RV_ACT(RV_A_PLAY, c->card, pos, 0);
    }
    return n;
}

/* Border Fortress (1x; 0-4 strength): laid from the hand by a hills region of its owner's holding
 * a brick and nothing by it, paid with that brick, at level 0 (`play c<id> p<pos>`); for 1 wool
 * and 1 ore he turns it one level up (`play c<id> level<k>`, k the new level), 1 strength a level
 * (the card table's strength column); with his Castle each level counts as a unit at a Barbarian
 * Attack (rv_barbarian_units). Rulings. */
int rv_ab_border_fortress(rv_ctx *c) {
    static const uint8_t RAISE[RV_NUM_RESOURCES] = {0, 0, 1, 0, 1, 0};
    rv_state *s = c->s;
    int p = c->player, k = rv_rot_slot(s, p, c->card);
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION) return 0;
        if (k < 0) return list_fortress_lay(c);
        if (s->rot_level[p][k] >= rv_card_of(s, c->card)->levels || !rv_affordable(s, p, RAISE)) return 0;
        c->out[0] = RV_ACT(RV_A_PLAY, c->card, RV_FIELD_USE + s->rot_level[p][k] + 1, 0);
        return 1;
    }
    if (c->hook != RV_H_PLAY) return 0;
    if (k >= 0) {
        rv_set_payment(s, p, RAISE, 0, 0, RV_AP_NONE, 0);
        rv_rot_up(s, p, k);
        return 0;
    }
    int pos = RV_ACT_B(c->action);
    uint8_t none[RV_NUM_RESOURCES] = {0};
    k = rv_rot_slot(s, p, -1);
    s->rot[p][k] = (uint8_t)(c->card + 1);
    s->rot_at[p][k] = (uint8_t)(rv_region_at(s, p, pos) + 1);
    s->rot_level[p][k] = 0;
    rv_set_payment(s, p, none, 1, 1u << pos, RV_AP_NONE, 0); /* the brick of the region it lies by */
    return 0;
}

/* ---- the Alliance Against the Barbarians (R-204) ---- */

/* p's units, one each: heroes, trade ships and the other units. */
static int units_of(const rv_data *d, const rv_state *s, int p) {
    return rv_count_type(d, s, p, RV_T_HERO) + rv_count_type(d, s, p, RV_T_TRADE_SHIP) + rv_count_type(d, s, p, RV_T_UNIT);
}

/* Alliance Against the Barbarians (requires a unit and 1 victory point on the Triumph Card): each
 * player with a unit takes 1 resource of his choice, the player first, and the one with more
 * units 1 more (a tie: nobody); played with room for some resource (`play c<id>`, R-204). */
int rv_ab_alliance(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) return list_play(c, room_for_any(s, p));
    if (c->hook != RV_H_PLAY) return 0;
    int units[RV_PLAYERS] = {units_of(c->d, s, 0), units_of(c->d, s, 1)};
    for (int i = 0; i < RV_PLAYERS; i++)
        if (units[(p + i) % RV_PLAYERS]) rv_push_gain(s, (p + i) % RV_PLAYERS, 0x3F);
    if (units[0] != units[1]) rv_push_gain(s, units[0] > units[1] ? 0 : 1, 0x3F);
    return 0;
}

/* Siward the Scout (a hero): his strength point. His looks (the top 3 events or draw cards, or
 * the opponent's hand for 1 gold) change nothing the engine keeps: it models no player's knowledge
 * (R-111's precedent), so they are not offered. */
int rv_ab_siward(rv_ctx *c) {
    (void)c;
    return 0;
}

/* White Raven Tavern: once a turn, in the action phase, its owner pays 1 gold and rolls the die
 * (`play c<id>`, then the chance `tavern_die <n>`): 1–2 nothing, 3–5 one resource of choice, 6 two;
 * played with room for some resource. */
int rv_ab_white_raven_tavern(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST)
        return list_play(c, !(s->turn_flags2 & RV_TF2_TAVERN) && rv_card_site(s, p, c->card) >= 0 &&
                                rv_total(s, p, RV_GOLD) >= 1 && room_for_any(s, p));
    if (c->hook == RV_H_PLAY) {
        uint8_t need[RV_NUM_RESOURCES] = {0, 0, 0, 0, 0, 1};
        rv_set_payment(s, p, need, 0, 0, RV_AP_NONE, 0);
        s->turn_flags2 |= RV_TF2_TAVERN;
        s->barbarians |= RV_BA_TAVERN;
    }
    return 0;
}

void rv_tavern_roll(rv_state *s, int face) {
    s->barbarians &= (uint8_t)~RV_BA_TAVERN;
    for (int k = face >= 6 ? 2 : face >= 3 ? 1 : 0; k > 0; k--) rv_push_gain(s, s->current, 0x3F);
}

int rv_stronghold_on(const rv_state *s, int p) { return s->hold[p][0] != 0; }

/* Whether a city of p's lies beside his road in region column col (towns col - 1 and col). */
static int city_beside_road(const rv_state *s, int p, int col) {
    return (col >= 1 && s->pr[p].town[col - 1] == 2) || (col < RV_TOWN_COLS && s->pr[p].town[col] == 2);
}

/* Barbarian Stronghold: laid from the hand in the action phase, paid 1 lumber 1 gold, on a road
 * of the opponent's beside a city of his (`play c<id> road<column>`), where no road complement
 * lies (a Red Light Tavern, Brigand Camp or Trading Post, rv_road_taken); the barbarians then
 * count 1 more against him, and a Baroc of the player's takes 2 ore. It lies in the
 * opponent's `hold` slot of its own, outside every site. */
int rv_ab_barbarian_stronghold(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player, victim = 1 - p;
    if (c->hook == RV_H_LIST) {
        if (s->phase != RV_PH_ACTION || s->hold[victim][0] || !rv_affordable(s, p, rv_card_of(s, c->card)->cost)) return 0;
        int n = 0;
        for (int col = 0; col < RV_REGION_COLS; col++)
            if ((s->pr[victim].roads >> col & 1) && city_beside_road(s, victim, col) && !rv_road_taken(s, victim, col))
                c->out[n++] = RV_ACT(RV_A_PLAY, c->card, col, 0);
        return n;
    }
    if (c->hook == RV_H_PLAY) rv_lay_foreign(c, s->hold[victim], RV_ACT_B(c->action) + 1);
    return 0;
}

/* Marie the Shieldmaiden (a hero): in a turn after the one she was built in, her owner uses her
 * (`play c<id>`, Marie in his principality) when the opponent has a hero: the opponent names 2 of
 * his heroes (all when he has 1 or 2; the Feud's `feud_name`), the owner takes one of them
 * (`feud_choose x<site>`), which takes Marie's site; Marie goes to the discard pile. */
int rv_ab_marie(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_BUILT) s->turn_flags2 |= RV_TF2_MARIE;
    if (c->hook == RV_H_LIST) {
        int heroes = 0;
        for (int x = 0; x < RV_TOWN_COLS * RV_SITES; x++) heroes += rv_hero_at(s, 1 - p, x);
        return list_play(c, !(s->turn_flags2 & RV_TF2_MARIE) && rv_card_site(s, p, c->card) >= 0 && heroes > 0);
    }
    if (c->hook != RV_H_PLAY) return 0;
    s->ev_holder = (uint8_t)p;
    s->named_n = 0;
    s->ff_left = RV_FF_MARIE;
    s->stage = RV_STG_FEUD;
    return 0;
}

void rv_marie_take(const rv_data *d, rv_state *s, int x) {
    int p = s->current, victim = 1 - p, hero = rv_site_card(s, victim, x), at = -1;
    RV_FOR_CARDS(s, p, y, c) {
        if (rv_card_of(s, c)->ability == rv_ab_marie) at = y;
    }
    rv_unlay(s, victim, x);
    if (at >= 0) {
        rv_abandon(d, s, p, at);
        rv_set_site(s, p, at, hero);
    } else {
        rv_discard_add(d, s, p, hero); /* never: Marie lies there until now */
    }
    s->ff_left = 0;
    s->named_n = 0;
    memset(s->named, 0, sizeof s->named);
    s->stage = RV_STG_ACTION;
}

/* The strength of p's strongest hero (the Contest's choice, R-155), -1 without a hero. */
static int hero_strength(const rv_state *s, int p, int strongest) {
    int best = -1;
    RV_FOR_CARDS(s, p, x, c) {
        const rv_card *k = rv_card_of(s, c);
        if (k->type == RV_T_HERO && (best < 0 || (strongest ? k->strength > best : k->strength < best))) best = k->strength;
    }
    return best;
}

/* Contest of the Heroes (an attack): played when both players have a hero; the player's strongest
 * hero meets the opponent's weakest (the choices never worse), each rolls the production die and
 * adds his hero's strength (the chance node `contest_dice <a> <b>`); the higher total takes 1
 * resource of choice and then 1 he names from the other (the Trade Master's take); a tie, nothing
 * but Robert's owner wins it. */
int rv_ab_contest(rv_ctx *c) {
    rv_state *s = c->s;
    int p = c->player;
    if (c->hook == RV_H_LIST) return list_play(c, hero_strength(s, p, 1) >= 0 && hero_strength(s, 1 - p, 0) >= 0);
    if (c->hook == RV_H_PLAY) s->barbarians |= RV_BA_CONTEST;
    return 0;
}

void rv_contest_roll(const rv_data *d, rv_state *s, int a, int b) {
    int p = s->current, mine = a + hero_strength(s, p, 1), his = b + hero_strength(s, 1 - p, 0);
    int winner = mine > his ? p : his > mine ? 1 - p : rv_tie_winner(d, s); /* Robert's tie */
    s->barbarians &= (uint8_t)~RV_BA_CONTEST;
    if (winner == RV_NONE) return;
    rv_push_gain(s, winner, 0x3F);
    rv_start_takes(s, winner, 1, 0);
}

int rv_wolfgang_at(const rv_state *s, int *owner, int *site) {
    for (int p = 0; p < RV_PLAYERS; p++)
        RV_FOR_CARDS(s, p, x, c) {
            if (rv_card_of(s, c)->ability != rv_ab_wolfgang) continue;
            *owner = p;
            *site = x;
            return c;
        }
    *owner = *site = -1;
    return -1;
}

/* The regions beside Wolfgang's site with room for 1 more. */
static uint32_t wolfgang_room(const rv_state *s, int owner, int site) {
    uint32_t m = 0;
    for (uint32_t k = rv_site_regions(site / RV_SITES, site % RV_SITES) & rv_region_mask(s, owner); k; k &= k - 1)
        if (s->stock[rv_region_at(s, owner, __builtin_ctz(k))] < 3) m |= 1u << __builtin_ctz(k);
    return m;
}

/* A free settlement or city site of p's (the Missionary's order, R-115), -1 none. */
static int free_town_site(const rv_state *s, int p) {
    for (int t = 0; t < RV_TOWN_COLS; t++)
        for (int b = 0; s->pr[p].town[t] && b < 2; b++) {
            int k = rv_free_site(s, p, t, b);
            if (k >= 0) return t * RV_SITES + k;
        }
    return -1;
}

void rv_wolfgang_offer(const rv_data *d, rv_state *s) {
    (void)d;
    int owner, site;
    if (rv_wolfgang_at(s, &owner, &site) >= 0 && wolfgang_room(s, owner, site)) s->barbarians |= RV_BA_WOLFGANG_ADD;
}

int rv_wolfgang_may(const rv_state *s, int p) {
    int owner, site;
    if (rv_wolfgang_at(s, &owner, &site) < 0) return 0;
    if (s->barbarians & RV_BA_WOLFGANG_ADD) return p == owner && wolfgang_room(s, owner, site) != 0;
    return (s->barbarians & RV_BA_WOLFGANG_TAKE) && p != owner && rv_total(s, p, RV_GOLD) >= 2 && free_town_site(s, p) >= 0;
}

/* Wolfgang the Street Performer (a hero): at a celebration (the event die's face) his owner may add
 * 1 resource to each region beside him (`play c<id>`, or `decline`); when he does, the opponent may
 * pay 2 gold to the supply and take Wolfgang onto his own first free site (`play c<id>`, or
 * `decline`), R-156. */
int rv_ab_wolfgang(rv_ctx *c) {
    rv_state *s = c->s;
    int owner, site, p = c->player;
    if (c->hook != RV_H_PLAY || rv_wolfgang_at(s, &owner, &site) < 0) return 0;
    if (s->barbarians & RV_BA_WOLFGANG_ADD) {
        for (uint32_t k = rv_site_regions(site / RV_SITES, site % RV_SITES) & rv_region_mask(s, owner); k; k &= k - 1)
            rv_gain_region(s, rv_region_at(s, owner, __builtin_ctz(k)), 1);
        s->barbarians = (uint8_t)((s->barbarians & ~RV_BA_WOLFGANG_ADD) | RV_BA_WOLFGANG_TAKE);
        if (!rv_wolfgang_may(s, 1 - owner)) s->barbarians &= (uint8_t)~RV_BA_WOLFGANG_TAKE;
        return 0;
    }
    uint8_t need[RV_NUM_RESOURCES] = {0, 0, 0, 0, 0, 2};
    int to = free_town_site(s, p);
    rv_set_payment(s, p, need, 0, 0, RV_AP_NONE, 0);
    rv_unlay(s, owner, site);
    rv_set_site(s, p, to, c->card);
    s->barbarians &= (uint8_t)~RV_BA_WOLFGANG_TAKE;
    return 0;
}

int rv_requirement_barbarians(const rv_data *d, const rv_state *s, int p, int req) {
    int castle = rv_count_ability(d, s, p, rv_ab_castle) > 0;
    switch (req) {
    case RV_RQ_CASTLE: return castle;
    case RV_RQ_CASTLE_TWO_HEROES: return castle && rv_count_type(d, s, p, RV_T_HERO) >= 2;
    case RV_RQ_ALLIANCE: return units_of(d, s, p) >= 1 && rv_triumph_level(s, p) >= 1; /* */
    default: return 0;
    }
}
