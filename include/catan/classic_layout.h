/* classic_layout.h — the Classic state's layout, written once for every size class.
 *
 * Not a header of its own: catan/classic.h includes it once per size class with these macros
 * defined, and it undefines them at the end:
 *   CLL_STATE, CLL_SET              the names of the state and set types
 *   CLL_PLAYERS, CLL_HEXES, CLL_VERTICES, CLL_HARBOURS, CLL_SET_WORDS, CLL_HEX_WORDS
 *   CLL_HEX_T                       the type of a hex index (uint8_t up to 255 hexes)
 *   CLL_PMASK_T                     the type of a set of players (uint8_t up to 8 players)
 *   CLL_HEXWORD_T                   the word of a set of hexes (uint32_t when one word holds all)
 *   CLL_SEAFARERS                   1 to add the Seafarers fields (docs/rules/seafarers.md)
 * Sets of vertices and edges are CLL_SET_WORDS 64-bit words, sets of hexes CLL_HEX_WORDS.
 */

typedef struct CLL_SET {
    uint64_t w[CLL_SET_WORDS];
} CLL_SET;

/* The full state. Every field is public so that codecs, tests and bots can read it; only the
 * rule set writes it. Fields marked "derived" are recomputed from the others by the invariant
 * check and by the JSON loader. */
typedef struct CLL_STATE {
    ctn_rng rng; /* samples chance outcomes; advanced by every chance action applied */

    /* pieces */
    CLL_SET settlements[CLL_PLAYERS];
    CLL_SET cities[CLL_PLAYERS];
    CLL_SET roads[CLL_PLAYERS];
    CLL_SET road_candidates[CLL_PLAYERS]; /* derived: edges where a road may go */
    CLL_SET road_vertices[CLL_PLAYERS];   /* derived: vertices touched by own roads */
    CLL_SET occupied_edges;                  /* derived */
    CLL_SET settle_free; /* derived: vertices free under the distance rule */

    CLL_HEXWORD_T number_hexes[13][CLL_HEX_WORDS]; /* derived: bit h = hex h carries that number */
    uint32_t turn;             /* turns started since set-up (1 = the first turn) */
    uint32_t actions;          /* actions applied, chance included */

    /* board contents */
    uint8_t num_players;
    CLL_HEX_T num_hexes; /* every hex of the board */
    uint8_t num_harbours;
    CLL_HEX_T robber; /* hex index */
    uint8_t terrain[CLL_HEXES];
    uint8_t number[CLL_HEXES];
    uint8_t harbour_type[CLL_HARBOURS];
    uint8_t vertex_owner[CLL_VERTICES]; /* derived: 0 none, else player + 1, | 0x10 for a city */
    CLL_PMASK_T hex_owners[CLL_HEXES]; /* derived: bit p = player p has a building on a corner */
    uint8_t hex_yield[CLL_HEXES][CLL_PLAYERS]; /* derived: cards a hex gives each player */

    /* turn structure */
    uint8_t phase;              /* ctn_classic_phase */
    uint8_t context;            /* ctn_classic_context */
    uint8_t current;            /* the player whose turn it is (who rolls) */
    uint8_t actor;              /* who acts in a single-actor phase */
    uint8_t resume_phase;       /* where to return after robber, road building, a draw */
    uint8_t setup_step;         /* 0 .. 2n-1 during set-up */
    uint16_t setup_vertex;      /* the settlement just placed in set-up */
    uint8_t rolled;             /* the dice were rolled this turn */
    uint8_t last_roll;          /* 0 before the first roll */
    uint8_t free_roads;         /* roads left to place from Road Building */
    CLL_PMASK_T dev_played;     /* bit p: player p played a development card in this turn part */
    uint8_t robber_victim;      /* during CL_PHASE_STEAL */
    uint8_t longest_road_owner; /* CL_NOBODY when set aside */
    uint8_t largest_army_owner;
    uint8_t winner; /* CL_NOBODY unless the game was won */

    /* cards */
    uint8_t bank[CTN_RESOURCE_COUNT];
    uint8_t dev_deck[CL_DEV_COUNT]; /* the shuffled deck, by type (its order is chance) */
    uint8_t dev_bottom[16];         /* progress cards put under the deck (option), in order */
    uint8_t dev_bottom_len;
    uint8_t hand[CLL_PLAYERS][CTN_RESOURCE_COUNT];
    uint8_t dev_hand[CLL_PLAYERS][CL_DEV_COUNT]; /* held, unplayed (VP cards stay here) */
    uint8_t dev_new[CLL_PLAYERS][CL_DEV_COUNT];  /* of those, bought in this turn part */
    uint8_t knights[CLL_PLAYERS];                /* knights played */
    uint8_t road_length[CLL_PLAYERS];            /* derived: longest trail */
    uint8_t building_vp[CLL_PLAYERS];            /* derived: points of settlements and cities */
    uint8_t harbours[CLL_PLAYERS];               /* derived: bit t = harbour type t reached */
    uint8_t discard_owed[CLL_PLAYERS];
    uint8_t discard_floor[CLL_PLAYERS]; /* lowest resource still allowed in this discard */

    /* domestic trade */
    uint8_t offer_give[CTN_RESOURCE_COUNT];
    uint8_t offer_want[CTN_RESOURCE_COUNT];
    uint8_t offer_answer[CLL_PLAYERS]; /* 0 asked, 1 accepted, 2 declined, 3 not asked */

#if CLL_SEAFARERS
    /* Seafarers (docs/rules/seafarers.md; zero in a Classic game) */
    CLL_SET ships[CLL_PLAYERS];
    CLL_SET ships_new;                /* ships built in this turn part (they may not move, S§5) */
    CLL_SET ship_candidates[CLL_PLAYERS]; /* derived: free ship edges at the player's shipping
                                             reach (S§4; the pirate's sides not taken out) */
    CLL_SET ships_open; /* derived: every player's ships at an open end of his shipping (S§5: no
                           own building and no other own ship at one of its ends) */
    uint16_t ship_words[CLL_PLAYERS];      /* derived: bit w set when word w of ships[p] is not 0 */
    uint16_t candidate_words[CLL_PLAYERS]; /* derived: the same for ship_candidates[p] */
    CLL_SET route_trail; /* derived, and not unique: each player's pieces on one longest trade
                            route of his (S§8), so a moved ship off it leaves that length; the
                            check tests that it is one, equal states may differ here */
    CLL_HEX_T pirate;                 /* sea hex; all bits set when the map has no pirate */
    uint8_t ship_moved;               /* the player on turn moved a ship in this turn */
    uint16_t ship_moving;             /* in CL_PHASE_MOVE_SHIP: the edge of the ship picked up */
    uint8_t gold_owed[CLL_PLAYERS];   /* picks owed (S§7) */
    uint8_t gold_floor[CLL_PLAYERS];  /* lowest resource still allowed in this player's picks */
    uint32_t areas[CLL_PLAYERS];      /* bit a: the player has a building in land area a */
    uint32_t home_areas[CLL_PLAYERS]; /* of those, the areas of his set-up settlements */
    uint8_t area_vp[CLL_PLAYERS];     /* points for new areas (S§9); World: tokens taken (W§9) */

    /* World (docs/rules/world.md, cited W§n; fixed values in other games, see there) */
    CLL_HEX_T robber2;     /* the second robber's hex; all bits set when there is none */
    CLL_HEX_T pirate2;     /* the second pirate's hex; all bits set when there is none */
    uint8_t red;           /* the red active player (current is the green one); CL_NOBODY */
    uint8_t seven_step;    /* after a 7 (W§6): 0 none, 1 green moves a bandit, 2 red does,
                              3 bank picks under way (the 7-island pays after them) */
    uint8_t bandits_moved; /* during a 7: bit b for bandit b moved (CL_BANDIT_*) */
    uint8_t tokens_left;   /* discovery tokens left in the pool (W§9) */
#endif

    /* views: which seat this state was observed for (CL_NOBODY = full state) */
    uint8_t viewer; /* CL_NOBODY, a seat, or CL_VIEW_PUBLIC_SEAT for spectators */
    uint8_t hidden_hand[CLL_PLAYERS]; /* in views: card counts of hands not shown */
    uint8_t hidden_dev[CLL_PLAYERS];  /* in views: development cards not shown */
    uint8_t hidden_deck;                 /* in views: cards left in the deck (types hidden) */
    uint8_t hidden_dev_new[CLL_PLAYERS]; /* in views: of hidden_dev, bought this turn part (public) */
    uint8_t dev_used[CL_DEV_COUNT];      /* development cards played and gone, by type */
} CLL_STATE;

#undef CLL_STATE
#undef CLL_SET
#undef CLL_PLAYERS
#undef CLL_HEXES
#undef CLL_VERTICES
#undef CLL_HARBOURS
#undef CLL_SET_WORDS
#undef CLL_HEX_WORDS
#undef CLL_HEX_T
#undef CLL_PMASK_T
#undef CLL_HEXWORD_T
#undef CLL_SEAFARERS
