/* bitset.h — fixed-size bitsets over vertices, edges or hexes.
 *
 * A bitset is an array of 64-bit words whose length the caller fixes at compile time; these inline
 * helpers take the word count explicitly so one set of functions serves a 128-bit classic board
 * and a 1024-bit world map. Sets are plain values: copy them with memcpy or assignment.
 */
#ifndef CATAN_BITSET_H
#define CATAN_BITSET_H

#include <stdbool.h>
#include <stdint.h>

#define CTN_WORDS(bits) (((bits) + 63) / 64)

static inline bool ctn_bit_test(const uint64_t *w, unsigned i) {
    return (w[i >> 6] >> (i & 63)) & 1u;
}
static inline void ctn_bit_set(uint64_t *w, unsigned i) {
    w[i >> 6] |= 1ull << (i & 63);
}
static inline void ctn_bit_clear(uint64_t *w, unsigned i) {
    w[i >> 6] &= ~(1ull << (i & 63));
}

static inline unsigned ctn_bits_count(const uint64_t *w, unsigned words) {
    unsigned n = 0;
    for (unsigned i = 0; i < words; i++) n += (unsigned)__builtin_popcountll(w[i]);
    return n;
}

static inline bool ctn_bits_any(const uint64_t *w, unsigned words) {
    for (unsigned i = 0; i < words; i++)
        if (w[i]) return true;
    return false;
}

/* dst |= src */
static inline void ctn_bits_or(uint64_t *dst, const uint64_t *src, unsigned words) {
    for (unsigned i = 0; i < words; i++) dst[i] |= src[i];
}

/* dst &= ~src */
static inline void ctn_bits_andnot(uint64_t *dst, const uint64_t *src, unsigned words) {
    for (unsigned i = 0; i < words; i++) dst[i] &= ~src[i];
}

/* Index of the lowest set bit of a word (w != 0). */
static inline unsigned ctn_lowest_bit(uint64_t w) {
    return (unsigned)__builtin_ctzll(w);
}

/* Iterates the set bits of a multi-word set: for each index i, runs the statement that follows.
 * Usage: CTN_FOR_EACH_BIT(i, set, words) { use(i); }   (the set must not change in the loop) */
#define CTN_FOR_EACH_BIT(idx, set, words)                                                          \
    for (unsigned ctn_w_ = 0; ctn_w_ < (words); ctn_w_++)                                          \
        for (uint64_t ctn_b_ = (set)[ctn_w_]; ctn_b_; ctn_b_ &= ctn_b_ - 1)                        \
            for (unsigned idx = ctn_w_ * 64 + ctn_lowest_bit(ctn_b_), ctn_once_ = 1; ctn_once_;    \
                 ctn_once_ = 0)

#endif
