/* rivals_deck_pool.c — the tournament deck pool (R§11.2): every card name with its copies in each
 * era, made from the engine's card table (the base box) and the table of the cards it does not
 * hold (rivals_deck_cards.c); finding a card by name; a card's limit for the eras a player brings.
 * No I/O, no allocation: the pool is a struct the caller owns. */
#include <string.h>

#include "catan/rivals.h"
#include "rivals_deck_internal.h"

enum { CANON_MAX = 128 };

/* The base box's eras are the engine's sets, by number (include/catan/rivals_deck.h). */
_Static_assert((int)RV_ERA_BASIC == (int)RV_SET_BASIC && (int)RV_ERA_GOLD == (int)RV_SET_GOLD &&
                   (int)RV_ERA_TURMOIL == (int)RV_SET_TURMOIL &&
                   (int)RV_ERA_PROGRESS == (int)RV_SET_PROGRESS && (int)RV_ERA_INTRIGUE == (int)RV_SET_INTRIGUE &&
                   (int)RV_ERA_MERCHANT_PRINCES == (int)RV_SET_MERCHANTS &&
                   (int)RV_ERA_BARBARIANS == (int)RV_SET_BARBARIANS,
               "the eras of the deck pool follow the card table's sets");

/* The card table's sets after the Age of Darkness's first two eras are not the pool's era numbers. */
int rv_set_era(int set) {
    return set == RV_SET_SAGES ? RV_ERA_SAGES : set == RV_SET_PROSPERITY ? RV_ERA_PROSPERITY : set == RV_SET_EXPLORERS ? RV_ERA_EXPLORERS : set;
}

static int is_alnum(unsigned char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* A name's canonical form: lower-case letters and digits, words joined by '_', apostrophes (' and
 * the typographic one) dropped, other punctuation and spaces between words. Returns its length,
 * or -1 when it does not fit. */
static int canon(const char *s, size_t len, char *out) {
    int n = 0, gap = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\'') continue;
        if (c == 0xE2 && i + 2 < len && (unsigned char)s[i + 1] == 0x80 &&
            (unsigned char)s[i + 2] == 0x99) {
            i += 2;
            continue;
        }
        if (!is_alnum(c)) {
            gap = 1;
            continue;
        }
        if (n + 2 >= CANON_MAX) return -1;
        if (gap && n > 0) out[n++] = '_';
        gap = 0;
        out[n++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    out[n] = '\0';
    return n;
}

/* 2: `name` is the card's name or key; 1: its words begin the card's name; 0: neither. */
int ctn_rivals_pool_match(const ctn_rivals_pool *pool, int card, const char *name, size_t len) {
    char want[CANON_MAX], have[CANON_MAX];
    int wn = canon(name, len, want);
    if (wn <= 0 || card < 0 || card >= pool->n) return 0;
    const ctn_rivals_pool_card *c = &pool->card[card];
    if (c->key && strcmp(want, c->key) == 0) return 2;
    if (canon(c->name, strlen(c->name), have) < 0) return 0;
    if (strcmp(want, have) == 0) return 2;
    return strncmp(want, have, (size_t)wn) == 0 && have[wn] == '_';
}

/* Whether the canonical form of `name` (as canon makes it) is want[0..wn), worked out character
 * by character without writing it, so a lookup stops at the first character that differs. */
static int canon_equals(const char *name, const char *want, int wn) {
    int n = 0, gap = 0;
    for (const unsigned char *c = (const unsigned char *)name; *c; c++) {
        if (*c == '\'') continue;
        if (c[0] == 0xE2 && c[1] == 0x80 && c[2] == 0x99) {
            c += 2;
            continue;
        }
        if (!is_alnum(*c)) {
            gap = 1;
            continue;
        }
        if (gap && n > 0 && (n >= wn || want[n++] != '_')) return 0;
        gap = 0;
        char lower = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
        if (n >= wn || want[n++] != lower) return 0;
    }
    return n == wn;
}

int ctn_rivals_pool_find(const ctn_rivals_pool *pool, const char *name, size_t len) {
    char want[CANON_MAX];
    int wn = canon(name, len, want); /* once, not once a card */
    if (wn <= 0) return -1;
    for (int i = 0; i < pool->n; i++) {
        const ctn_rivals_pool_card *c = &pool->card[i];
        if ((c->key && strcmp(want, c->key) == 0) || canon_equals(c->name, want, wn)) return i;
    }
    return -1;
}

static int unit_type(int type) {
    return type == RV_T_HERO || type == RV_T_TRADE_SHIP || type == RV_T_UNIT;
}

/* Adds a card name's copies in one era: to its entry when the pool has the name, else as a new
 * entry; returns the entry. */
static ctn_rivals_pool_card *pool_add(ctn_rivals_pool *pool, const char *name, int era,
                                      int copies) {
    int at = ctn_rivals_pool_find(pool, name, strlen(name));
    if (at < 0 && pool->n < RV_POOL_MAX) {
        at = pool->n++;
        memset(&pool->card[at], 0, sizeof pool->card[at]);
        pool->card[at].name = name;
        pool->card[at].kind = -1;
        pool->card[at].era = (uint8_t)era;
    }
    if (at < 0) return NULL; /* RV_POOL_MAX is above every table's size (tested) */
    pool->card[at].copies[era] = (uint8_t)(pool->card[at].copies[era] + copies);
    return &pool->card[at];
}

void ctn_rivals_pool_init(ctn_rivals_pool *pool) {
    pool->n = 0;
    for (int i = 0; i < ctn_rivals_card_count; i++) {
        const ctn_rivals_card *k = &ctn_rivals_cards[i];
        if (rv_set_era(k->set) >= RV_ERA_COUNT) continue; /* no era of the pool: not a tournament card */
        ctn_rivals_pool_card *c = pool_add(pool, k->name, rv_set_era(k->set), k->copies);
        if (!c || c->key) continue;
        c->key = k->key;
        c->kind = (int16_t)i;
        c->use = k->type == RV_T_EVENT ? RV_USE_EVENT : RV_USE_DECK;
        c->marks = (uint8_t)((k->type == RV_T_ATTACK ? RV_POOL_ATTACK : 0) |
                             ((k->flags & RV_F_NAMED) && unit_type(k->type) ? RV_POOL_NAMED : 0));
    }
    for (int i = 0; i < rv_deck_row_count; i++) {
        const rv_deck_row *r = &rv_deck_rows[i];
        ctn_rivals_pool_card *c = pool_add(pool, r->name, r->era, r->copies);
        if (!c || c->kind >= 0) continue; /* an expansion's copy of an engine card */
        c->use = r->use;
        c->marks = r->marks;
    }
}

unsigned ctn_rivals_pool_eras(const ctn_rivals_pool *pool, int card) {
    unsigned eras = 0;
    if (card < 0 || card >= pool->n) return 0;
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if (pool->card[card].copies[e]) eras |= 1u << e;
    return eras;
}

int ctn_rivals_pool_limit(const ctn_rivals_pool *pool, int card, unsigned eras) {
    if (card < 0 || card >= pool->n || pool->card[card].use != RV_USE_DECK) return 0;
    const ctn_rivals_pool_card *c = &pool->card[card];
    int copies = 0;
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if ((eras | RV_ERAS_BASE_BOX) & (1u << e)) copies += c->copies[e];
    return (c->marks & (RV_POOL_ATTACK | RV_POOL_NAMED)) && copies > 1 ? 1 : copies;
}

const char *ctn_rivals_era_name(int era) {
    return era >= 0 && era < RV_ERA_COUNT ? rv_eras[era].name : NULL;
}

const char *ctn_rivals_era_box(int era) {
    return era >= 0 && era < RV_ERA_COUNT ? rv_eras[era].box : NULL;
}

int ctn_rivals_era_built(int era) {
    return era >= 0 && era < RV_ERA_COUNT && rv_eras[era].built;
}

static int word_is(const char *word, size_t len, const char *name) {
    if (strlen(name) != len) return 0;
    for (size_t i = 0; i < len; i++) {
        char c = word[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c != name[i]) return 0;
    }
    return 1;
}

unsigned ctn_rivals_eras_from_name(const char *word, size_t len) {
    unsigned eras = 0;
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if (word_is(word, len, rv_eras[e].name) || word_is(word, len, rv_eras[e].box))
            eras |= 1u << e;
    return eras;
}

unsigned ctn_rivals_eras_parse(const char *list, ctn_error *err) {
    unsigned eras = RV_ERAS_BASE_BOX;
    for (const char *s = list; s && *s;) {
        size_t n = strcspn(s, ", ");
        unsigned e = n ? ctn_rivals_eras_from_name(s, n) : 0;
        if (n && !e) {
            ctn_error_set(err, CTN_E_ARGUMENT,
                          "unknown era '%.*s' (base, darkness, enlightenment or an era's name)",
                          (int)(n > 40 ? 40 : n), s);
            return 0;
        }
        eras |= e;
        s += n + (s[n] != '\0');
    }
    return eras;
}
