/* util.c — small helpers of the server: random tokens and ids from the system's random source,
 * and clocks (UTC timestamps for the lobby, a monotonic clock for rate limits). */
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

#include "server.h"

static int random_bytes(unsigned char *buf, size_t n) {
    size_t got = 0;
    while (got < n) {
        ssize_t k = getrandom(buf + got, n - got, 0);
        if (k <= 0) return 0;
        got += (size_t)k;
    }
    return 1;
}

int random_hex(char *out, int hex_digits) {
    unsigned char buf[64];
    size_t n = (size_t)(hex_digits + 1) / 2;
    if (n > sizeof buf || !random_bytes(buf, n)) return 0;
    static const char HEX[] = "0123456789abcdef";
    for (int i = 0; i < hex_digits; i++) out[i] = HEX[(buf[i / 2] >> (i % 2 ? 0 : 4)) & 15];
    out[hex_digits] = 0;
    return 1;
}

uint64_t random_u64(void) {
    uint64_t v = 0;
    unsigned char buf[8];
    if (random_bytes(buf, sizeof buf)) memcpy(&v, buf, sizeof v);
    return v >> 1; /* seeds are JSON integers up to 2^63-1 */
}

void utc_now(char out[32]) {
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

double mono_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
