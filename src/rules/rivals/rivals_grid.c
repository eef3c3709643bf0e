/* rivals_grid.c — the geometry of a principality (R§3): which regions a site touches, where a
 * card lies, how many cards lie by a region; the resources stored on regions (R§2); draw stacks
 * and the hand limit (R§5). */
#include "rivals_internal.h"

void rv_index_regions(const rv_state *s, uint32_t ids[RV_PLAYERS], uint8_t pos[RV_NUM_REGIONS]) {
    memset(pos, RV_NONE, RV_NUM_REGIONS);
    for (int p = 0; p < RV_PLAYERS; p++) {
        ids[p] = 0;
        for (uint32_t m = rv_region_mask(s, p); m; m &= m - 1) {
            int at = __builtin_ctz(m), r = rv_region_at(s, p, at);
            ids[p] |= 1u << r;
            pos[r] = (uint8_t)at;
        }
    }
}

void rv_count_held(const rv_state *s, uint8_t held[RV_PLAYERS][RV_NUM_RESOURCES]) {
    memset(held, 0, sizeof(uint8_t) * RV_PLAYERS * RV_NUM_RESOURCES);
    for (int p = 0; p < RV_PLAYERS; p++)
        for (uint32_t m = s->region_ids[p]; m; m &= m - 1) {
            int r = __builtin_ctz(m);
            held[p][ctn_rivals_regions[r].resource] = (uint8_t)(held[p][ctn_rivals_regions[r].resource] + s->stock[r]);
        }
}

void rv_count_positions(const rv_state *s, rv_positions *out) {
    memset(out, 0, sizeof *out);
    for (int p = 0; p < RV_PLAYERS; p++)
        for (uint32_t m = s->region_ids[p]; m; m &= m - 1) {
            int r = __builtin_ctz(m);
            uint32_t bit = 1u << s->region_pos[r];
            out->yield[p][ctn_rivals_regions[r].resource] |= bit;
            if (s->stock[r]) out->stocked[p] |= bit;
            if (s->stock[r] == 3) out->full[p] |= bit;
        }
}

void ctn_rivals_derive(rv_state *s) {
    rv_index_regions(s, s->region_ids, s->region_pos);
    rv_count_held(s, s->held);
    rv_positions at;
    rv_count_positions(s, &at);
    memcpy(s->pos_stocked, at.stocked, sizeof at.stocked);
    memcpy(s->pos_full, at.full, sizeof at.full);
    memcpy(s->pos_yield, at.yield, sizeof at.yield);
    s->pay_owed = rv_owed_bits(s->pay_need, s->pay_any);
    for (int p = 0; p < RV_PLAYERS; p++) {
        rv_site_sums t;
        rv_count_sites(s, p, &t);
        rv_store_site_sums(s, p, &t);
    }
}

int rv_region_pos(const rv_state *s, int p, int region) {
    return region >= 0 && region < RV_NUM_REGIONS && (s->region_ids[p] >> region & 1) ? s->region_pos[region] : -1;
}

uint32_t rv_site_regions(int town, int site) {
    int b = rv_site_bottom(site);
    return (1u << rv_pos(town, b)) | (1u << rv_pos(town + 1, b));
}

int rv_card_site(const rv_state *s, int p, int card) {
    RV_FOR_CARDS(s, p, x, c)
        if (c == card) return x;
    return -1;
}

/* Whether a site of p's holds a card of a kind (the derived site_kind, 16 bytes at a time). */
static int sites_hold_kind(const rv_state *s, int p, int kind) {
    const uint8_t *b = s->site_kind[p];
    _Static_assert(sizeof s->site_kind[p] % 16 == 0, "the site kinds are read 16 at a time");
#if defined(__SSE2__)
    const __m128i want = _mm_set1_epi8((char)kind);
    __m128i any = _mm_setzero_si128();
    for (size_t i = 0; i < sizeof s->site_kind[p]; i += 16)
        any = _mm_or_si128(any, _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(b + i)), want));
    return _mm_movemask_epi8(any) != 0;
#else
    for (size_t i = 0; i < sizeof s->site_kind[p]; i++)
        if (b[i] == kind) return 1;
    return 0;
#endif
}

int rv_owns_kind(const rv_data *d, const rv_state *s, int p, int kind) {
    if (kind < 0 || kind >= RV_MAX_KINDS) return 0; /* RV_NONE marks an empty site */
    if (sites_hold_kind(s, p, kind)) return 1;
    for (int k = 0; k < 2; k++) /* under Bran or Judith, by the fields */
        if ((s->laid[p][k] && s->kind[rv_under(s, p, k)] == kind) || (s->fields[p][k] && s->kind[rv_field_card(s, p, k)] == kind))
            return 1;
    for (int k = 0; k < d->rot_slots; k++) /* turned to a level */
        if (s->rot[p][k] && s->kind[rv_rot_card(s, p, k)] == kind) return 1;
    for (int k = 0; k < 2; k++) /* Trading Posts */
        if (s->post[p][k] && s->kind[rv_post_card(s, p, k)] == kind) return 1;
    return 0;
}

int rv_cards_by_region(const rv_state *s, int p, int r) {
    int n = (s->cache_at[p] == r + 1) + (s->hideout[p][1] == r + 1);
    for (int k = 0; k < 2; k++) n += s->fields_at[p][k] == r + 1;
    for (int k = 0; k < RV_ROT_SLOTS; k++) n += s->rot_at[p][k] == r + 1;
    return n;
}

/* A settlement has sites 1 and 2, a city also 0 and 3 (R§3); the inner site is used first. A site
 * the opponent's Trading Station lies on is taken, though not in site[][]. */
int rv_free_site(const rv_state *s, int p, int town, int bottom) {
    return rv_free_site_in(&s->pr[p], rv_empty_sites(s, p), town, bottom);
}

void rv_held(const rv_state *s, int p, int *held) {
    for (int res = 0; res < RV_NUM_RESOURCES; res++) held[res] = s->held[p][res];
}

int rv_total_all(const rv_state *s, int p) {
    int n = 0;
    for (int res = 0; res < RV_NUM_RESOURCES; res++) n += s->held[p][res];
    return n;
}

int rv_affordable(const rv_state *s, int p, const uint8_t *cost) {
    for (int r = 0; r < RV_NUM_RESOURCES; r++)
        if (cost[r] && rv_total(s, p, r) < cost[r]) return 0;
    return 1;
}

/* R§5: 3 plus the progress points. */
int rv_hand_limit(const rv_data *d, const rv_state *s, int p) {
    return RV_HAND_BASE + rv_points(d, s, p, 3);
}

/* R§5.1: a card put under a stack goes below every card there, its place known. */
void rv_stack_put_under(rv_state *s, int stack, int card) {
    rv_stack *k = &s->stacks[stack];
    k->card[k->n++] = (uint8_t)card;
}

/* Removes a card; the cards of the hidden part stay sorted. */
void rv_stack_remove(rv_state *s, int stack, int card) {
    rv_stack *k = &s->stacks[stack];
    for (int i = 0; i < k->n; i++) {
        if (k->card[i] != card) continue;
        memmove(&k->card[i], &k->card[i + 1], (size_t)(k->n - i - 1));
        k->n--;
        k->card[k->n] = 0;
        if (i < k->hidden) k->hidden--;
        return;
    }
}

int rv_stack_has(const rv_state *s, int stack, int card) {
    const rv_stack *k = &s->stacks[stack];
    for (int i = 0; i < k->n; i++)
        if (k->card[i] == card) return 1;
    return 0;
}


