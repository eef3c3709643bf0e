/* driver.c — the timing half of bench/paired/run.sh: loads two builds of the engine (shared
 * libraries made from entry.c) into one process and times them on the same chunks of games,
 * alternating which goes first. Both meet the same machine at nearly the same moment, so a noisy
 * shared host disturbs the ratio of a pair far less than it disturbs separate runs.
 *
 * usage: driver LIB_A LIB_B RULES PLAYERS ROUNDS [CHUNK]
 * Prints each side's fastest and median chunk in games per second and the median and quartiles of
 * the per-round ratio (A's speed over B's); exits 1 if the two play different games. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef int (*init_fn)(const char *rules, int players);
typedef uint64_t (*play_fn)(int first, int count);

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static play_fn load(const char *path, const char *rules, int players) {
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "driver: %s\n", dlerror());
        exit(2);
    }
    init_fn init = (init_fn)dlsym(lib, "paired_init");
    play_fn play = (play_fn)dlsym(lib, "paired_play");
    if (!init || !play || init(rules, players) != 0) {
        fprintf(stderr, "driver: %s: cannot set up %d-player %s\n", path, players, rules);
        exit(2);
    }
    return play;
}

int main(int argc, char **argv) {
    if (argc < 6) {
        fprintf(stderr, "usage: driver LIB_A LIB_B RULES PLAYERS ROUNDS [CHUNK]\n");
        return 2;
    }
    int players = atoi(argv[4]), rounds = atoi(argv[5]), chunk = argc > 6 ? atoi(argv[6]) : 500;
    if (players < 1 || rounds < 1 || chunk < 1) {
        fprintf(stderr, "driver: PLAYERS, ROUNDS and CHUNK must be positive\n");
        return 2;
    }
    play_fn play[2] = {load(argv[1], argv[3], players), load(argv[2], argv[3], players)};
    double *secs[2] = {malloc(sizeof(double) * (size_t)rounds), malloc(sizeof(double) * (size_t)rounds)};
    double *ratio = malloc(sizeof(double) * (size_t)rounds);
    if (!secs[0] || !secs[1] || !ratio) return 2;
    for (int i = 0; i < rounds; i++) {
        int first = (i % 20) * chunk; /* 20 chunks of different games, over and over */
        uint64_t folded[2];
        for (int j = 0; j < 2; j++) {
            int side = (i & 1) ? 1 - j : j;
            double t0 = now();
            folded[side] = play[side](first, chunk);
            secs[side][i] = now() - t0;
        }
        if (folded[0] != folded[1]) {
            fprintf(stderr, "driver: the two builds play different games (round %d)\n", i);
            return 1;
        }
        ratio[i] = secs[1][i] / secs[0][i];
    }
    qsort(secs[0], (size_t)rounds, sizeof(double), by_value);
    qsort(secs[1], (size_t)rounds, sizeof(double), by_value);
    qsort(ratio, (size_t)rounds, sizeof(double), by_value);
    printf("A: fastest %.0f, median %.0f games/s | B: fastest %.0f, median %.0f games/s\n", chunk / secs[0][0],
           chunk / secs[0][rounds / 2], chunk / secs[1][0], chunk / secs[1][rounds / 2]);
    printf("speed A/B over %d rounds of %d games: median %.3f (quartiles %.3f-%.3f)\n", rounds, chunk,
           ratio[rounds / 2], ratio[rounds / 4], ratio[3 * rounds / 4]);
    return 0;
}
