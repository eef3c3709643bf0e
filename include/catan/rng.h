/* rng.h — the project's only random number generator: xoshiro256** seeded by splitmix64.
 *
 * Everything random in the engine (boards, chance sampling, bots) draws from a ctn_rng value the
 * caller owns. The generator is a plain 32-byte value, so it can live inside a fixed-size game
 * state and is copied with it. All functions are inline: they sit in the hot path of simulations.
 */
#ifndef CATAN_RNG_H
#define CATAN_RNG_H

#include <stdint.h>

typedef struct ctn_rng {
    uint64_t s[4];
} ctn_rng;

/* One splitmix64 step: advances *x and returns a well-mixed 64-bit value. */
static inline uint64_t ctn_splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Seeds the generator; every 64-bit seed gives a distinct, valid (non-zero) state. */
static inline void ctn_rng_seed(ctn_rng *rng, uint64_t seed) {
    uint64_t x = seed;
    for (int i = 0; i < 4; i++) rng->s[i] = ctn_splitmix64(&x);
}

static inline uint64_t ctn_rotl64(uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

/* Next 64 random bits. */
static inline uint64_t ctn_rng_next(ctn_rng *rng) {
    uint64_t *s = rng->s;
    uint64_t result = ctn_rotl64(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = ctn_rotl64(s[3], 45);
    return result;
}

/* Uniform integer in [0, bound) for bound >= 1, without modulo bias (Lemire's method), from the
 * random word `word` and, in the rare case that rejects it, further words from rng. */
static inline uint32_t ctn_rng_below_from(uint64_t word, ctn_rng *rng, uint32_t bound) {
    uint64_t m = (uint64_t)(uint32_t)(word >> 32) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(ctn_rng_next(rng) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Uniform integer in [0, bound) for bound >= 1, from rng's next words. */
static inline uint32_t ctn_rng_below(ctn_rng *rng, uint32_t bound) {
    return ctn_rng_below_from(ctn_rng_next(rng), rng, bound);
}

/* Derives an independent seed for stream `index` of a run seeded with `seed` (games, seats,
 * threads). */
static inline uint64_t ctn_seed_derive(uint64_t seed, uint64_t index) {
    uint64_t x = seed ^ (index * 0xD1B54A32D192ED03ull);
    ctn_splitmix64(&x);
    return ctn_splitmix64(&x);
}

#endif
