/* new_world.c — the "New World" Seafarers map: a seeded random board of islands in a sea frame
 * (docs/maps.md, "new_world"). The same players and seed always give the same board.
 *
 * The frame is a block of rows of hexes whose outer ring is sea. Islands grow from random seed
 * hexes inside it, one hex at a time, never touching another island, so every island is its own
 * land area. Terrains are dealt from the table below with as few equal neighbours as a bounded
 * number of deals finds; number tokens likewise keep 6 and 8 apart and off the gold fields;
 * harbours go on coasts, no two on one hex or sharing a corner. The robber starts on the desert,
 * the pirate on a sea hex away from land.
 */
#include <string.h>

#include "catan/board.h"
#include "catan/rng.h"

/* What one player-count range gets: the frame, the islands and the pieces dealt onto them. */
typedef struct nw_table {
    int min_players, max_players;
    int width, height;  /* the frame: rows of hexes, the outer ring sea */
    int islands;        /* island seeds */
    int land;           /* land hexes in all */
    uint8_t terrain[8]; /* by ctn_terrain: how many hexes of each (sea: none) */
    uint8_t tokens[40]; /* one per land hex other than deserts; 0 ends the list */
    uint8_t harbours[CTN_HARBOUR_TYPE_COUNT]; /* by ctn_harbour_type */
} nw_table;

static const nw_table TABLES[] = {
    {3,
     4,
     10,
     8,
     4,
     26,
     {[CTN_FOREST] = 5,
      [CTN_HILLS] = 4,
      [CTN_PASTURE] = 5,
      [CTN_FIELDS] = 5,
      [CTN_MOUNTAINS] = 4,
      [CTN_DESERT] = 1,
      [CTN_GOLD] = 2},
     {2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 4},
     {[CTN_HARBOUR_GENERIC] = 4, 1, 1, 1, 1, 1}},
    {5,
     6,
     12,
     9,
     6,
     36,
     {[CTN_FOREST] = 7,
      [CTN_HILLS] = 6,
      [CTN_PASTURE] = 7,
      [CTN_FIELDS] = 7,
      [CTN_MOUNTAINS] = 6,
      [CTN_DESERT] = 1,
      [CTN_GOLD] = 2},
     {2, 2, 3, 3, 3, 3, 4,  4,  4,  4,  5,  5,  5,  5,  6,  6,  6, 8,
      8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11, 11, 11, 11, 12, 12, 3},
     {[CTN_HARBOUR_GENERIC] = 5, 1, 1, 2, 1, 1}},
};
enum { NW_TABLES = sizeof TABLES / sizeof TABLES[0], NW_TRIES = 200 };

typedef struct {
    const nw_table *tb;
    ctn_rng rng;
    int n; /* hexes in the frame */
    int8_t q[CTN_BOARD_MAX_HEXES], r[CTN_BOARD_MAX_HEXES];
    uint8_t inner[CTN_BOARD_MAX_HEXES];  /* not on the frame's outer ring */
    uint8_t island[CTN_BOARD_MAX_HEXES]; /* island number + 1, 0 for sea */
    uint8_t terrain[CTN_BOARD_MAX_HEXES], number[CTN_BOARD_MAX_HEXES];
    int16_t nb[CTN_BOARD_MAX_HEXES][6]; /* neighbour index by ctn_dir, -1 off the frame */
} nw_board;

static const int DQ[6] = {1, 1, 0, -1, -1, 0}, DR[6] = {0, -1, -1, 0, 1, 1}; /* by ctn_dir */

static int find(const nw_board *b, int q, int r) {
    for (int i = 0; i < b->n; i++)
        if (b->q[i] == q && b->r[i] == r) return i;
    return -1;
}

/* Rows of `width` hexes, shifted so that the block stays rectangular on screen. */
static void make_frame(nw_board *b) {
    const nw_table *t = b->tb;
    b->n = 0;
    for (int row = 0; row < t->height; row++)
        for (int col = 0; col < t->width; col++) {
            int i = b->n++;
            b->r[i] = (int8_t)(row - t->height / 2);
            b->q[i] = (int8_t)(col - t->width / 2 - (row - (row & 1)) / 2 + t->height / 4);
            b->inner[i] = row > 0 && row < t->height - 1 && col > 0 && col < t->width - 1;
        }
    for (int i = 0; i < b->n; i++)
        for (int k = 0; k < 6; k++)
            b->nb[i][k] = (int16_t)find(b, b->q[i] + DQ[k], b->r[i] + DR[k]);
}

/* True when hex h may join island `id`: inside the frame, sea, touching no other island. */
static int may_join(const nw_board *b, int h, int id) {
    if (h < 0 || !b->inner[h] || b->island[h]) return 0;
    for (int k = 0; k < 6; k++) {
        int g = b->nb[h][k];
        if (g >= 0 && b->island[g] && b->island[g] != id) return 0;
    }
    return 1;
}

/* One attempt at the islands: seeds, then growth hex by hex on a random island that can grow. */
static int grow_islands(nw_board *b) {
    const nw_table *t = b->tb;
    memset(b->island, 0, sizeof b->island);
    int land = 0;
    for (int id = 1; id <= t->islands; id++) {
        int h = (int)ctn_rng_below(&b->rng, (uint32_t)b->n), tries = 0;
        while (!may_join(b, h, id) && tries++ < 4 * b->n) h = (h + 1) % b->n;
        if (!may_join(b, h, id)) return 0;
        b->island[h] = (uint8_t)id, land++;
    }
    for (int stuck = 0; land < t->land && stuck < 50 * t->islands;) {
        int id = 1 + (int)ctn_rng_below(&b->rng, (uint32_t)t->islands);
        int options[CTN_BOARD_MAX_HEXES], count = 0;
        for (int h = 0; h < b->n; h++)
            if (may_join(b, h, id))
                for (int k = 0; k < 6; k++)
                    if (b->nb[h][k] >= 0 && b->island[b->nb[h][k]] == id) {
                        options[count++] = h;
                        break;
                    }
        if (!count) {
            stuck++;
            continue;
        }
        b->island[options[ctn_rng_below(&b->rng, (uint32_t)count)]] = (uint8_t)id, land++;
    }
    return land == t->land;
}

static void shuffle(ctn_rng *rng, uint8_t *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)ctn_rng_below(rng, (uint32_t)i + 1);
        uint8_t x = a[i];
        a[i] = a[j], a[j] = x;
    }
}

/* Pairs of neighbouring land hexes for which `bad` holds. */
static int count_pairs(const nw_board *b, int (*bad)(const nw_board *, int, int)) {
    int pairs = 0;
    for (int h = 0; h < b->n; h++)
        for (int k = 0; k < 3; k++) { /* each pair once: E, NE, NW */
            int g = b->nb[h][k];
            if (g >= 0 && b->island[h] && b->island[g] && bad(b, h, g)) pairs++;
        }
    return pairs;
}

static int same_terrain(const nw_board *b, int h, int g) {
    return b->terrain[h] == b->terrain[g];
}

static int red(int number) {
    return number == 6 || number == 8;
}

static int reds_touch(const nw_board *b, int h, int g) {
    return red(b->number[h]) && red(b->number[g]);
}

/* Terrains: the deal with the fewest equal neighbours out of NW_TRIES. */
static void deal_terrain(nw_board *b) {
    uint8_t pool[CTN_BOARD_MAX_HEXES], best[CTN_BOARD_MAX_HEXES];
    int n = 0, best_pairs = 1 << 30;
    for (int t = 0; t < 8; t++)
        for (int k = 0; k < b->tb->terrain[t]; k++) pool[n++] = (uint8_t)t;
    for (int attempt = 0; attempt < NW_TRIES && best_pairs > 0; attempt++) {
        shuffle(&b->rng, pool, n);
        int i = 0;
        for (int h = 0; h < b->n; h++) b->terrain[h] = b->island[h] ? pool[i++] : CTN_SEA;
        int pairs = count_pairs(b, same_terrain);
        if (pairs < best_pairs) best_pairs = pairs, memcpy(best, pool, (size_t)n);
    }
    int i = 0;
    for (int h = 0; h < b->n; h++) b->terrain[h] = b->island[h] ? best[i++] : CTN_SEA;
}

/* Numbers: a deal with 6 and 8 neither side by side nor on gold, else the best found. */
static void deal_numbers(nw_board *b) {
    uint8_t pool[40], best[CTN_BOARD_MAX_HEXES];
    int n = 0, best_score = 1 << 30;
    while (n < 40 && b->tb->tokens[n]) pool[n] = b->tb->tokens[n], n++;
    for (int attempt = 0; attempt < NW_TRIES && best_score > 0; attempt++) {
        shuffle(&b->rng, pool, n);
        int i = 0, score = 0;
        for (int h = 0; h < b->n; h++) {
            int numbered = b->island[h] && b->terrain[h] != CTN_DESERT;
            b->number[h] = numbered ? pool[i++] : 0;
            score += b->terrain[h] == CTN_GOLD && red(b->number[h]);
        }
        score += count_pairs(b, reds_touch);
        if (score < best_score) best_score = score, memcpy(best, b->number, (size_t)b->n);
    }
    memcpy(b->number, best, (size_t)b->n);
}

/* Harbours on coasts: a land hex's side facing a sea hex of the frame, at most one per hex, no
 * two sharing a corner (sides next to each other on one hex, or meeting across the sea). */
static int place_harbours(nw_board *b, ctn_board_desc *out) {
    uint8_t types[16];
    int nt = 0;
    for (int t = 0; t < CTN_HARBOUR_TYPE_COUNT; t++)
        for (int k = 0; k < b->tb->harbours[t]; k++) types[nt++] = (uint8_t)t;
    int used_hex[CTN_BOARD_MAX_HEXES] = {0};
    out->num_harbours = 0;
    for (int tries = 0; out->num_harbours < nt && tries < 50 * nt; tries++) {
        int h = (int)ctn_rng_below(&b->rng, (uint32_t)b->n);
        int k = (int)ctn_rng_below(&b->rng, 6);
        int g = b->nb[h][k];
        if (!b->island[h] || used_hex[h] || g < 0 || b->island[g]) continue;
        int clash = 0; /* the two land hexes flanking this side already carry one */
        for (int side = -1; side <= 1; side += 2) {
            int f = b->nb[h][(k + side + 6) % 6];
            if (f >= 0 && used_hex[f]) clash = 1;
        }
        if (clash) continue;
        used_hex[h] = 1;
        ctn_harbour_desc *x = &out->harbours[out->num_harbours];
        x->q = b->q[h], x->r = b->r[h], x->edge = (uint8_t)k;
        x->type = types[out->num_harbours++];
    }
    return out->num_harbours == nt;
}

static void write_board(const nw_board *b, ctn_board_desc *out) {
    out->num_hexes = (uint16_t)b->n;
    out->robber = -1; /* the desert */
    for (int h = 0; h < b->n; h++) {
        ctn_hex_desc *x = &out->hexes[h];
        x->q = b->q[h], x->r = b->r[h];
        x->terrain = b->terrain[h], x->number = b->number[h];
    }
}

/* The pirate: a sea hex with no land neighbour, chosen at random (any sea hex if none). */
static void place_pirate(nw_board *b, ctn_board_desc *out) {
    int open[CTN_BOARD_MAX_HEXES], n = 0;
    for (int pass = 0; pass < 2 && !n; pass++)
        for (int h = 0; h < b->n; h++) {
            if (b->island[h]) continue;
            int coast = 0;
            for (int k = 0; k < 6; k++) coast |= b->nb[h][k] >= 0 && b->island[b->nb[h][k]];
            if (!coast || pass) open[n++] = h;
        }
    out->pirate = (uint16_t)(1 + open[ctn_rng_below(&b->rng, (uint32_t)n)]);
}

ctn_status ctn_new_world_board(int players, uint64_t seed, ctn_board_desc *out, ctn_error *err) {
    const nw_table *tb = NULL;
    for (int i = 0; i < NW_TABLES; i++)
        if (players >= TABLES[i].min_players && players <= TABLES[i].max_players) tb = &TABLES[i];
    if (!tb)
        return ctn_error_set(err, CTN_E_BOARD, "new_world is for 3 to 6 players, not %d", players);
    static const nw_board zero;
    nw_board b = zero;
    b.tb = tb;
    ctn_rng_seed(&b.rng, ctn_seed_derive(seed, 0x6e77)); /* "nw": its own stream */
    make_frame(&b);
    memset(out, 0, sizeof *out);
    for (int attempt = 0; attempt < NW_TRIES; attempt++) {
        if (!grow_islands(&b)) continue;
        deal_terrain(&b);
        deal_numbers(&b);
        if (!place_harbours(&b, out)) continue;
        write_board(&b, out);
        place_pirate(&b, out);
        return CTN_OK;
    }
    return ctn_error_set(err, CTN_E_BOARD, "new_world: no board found for seed %llu",
                         (unsigned long long)seed);
}
