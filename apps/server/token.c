/* token.c — seat tokens (docs/server.md): 128 random bits handed to the player once, as 32 hex
 * digits, and kept by the server, in memory and in the store, only as their BLAKE2b-256 hash
 * (libsodium's crypto_generichash), so a copied database gives nobody a seat. A presented token is
 * hashed and compared with every seat's hash in constant time (sodium_memcmp, no early exit). */
#include <sodium.h>
#include <string.h>

#include "server.h"

int token_init(void) {
    return sodium_init() >= 0;
}

int token_wellformed(const char *token) {
    if (!token || strlen(token) != SRV_TOKEN_LEN) return 0;
    for (const char *p = token; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f'))) return 0;
    return 1;
}

int token_hash_wellformed(const char *hash) {
    if (!hash || strlen(hash) != SRV_TOKEN_HASH_LEN) return 0;
    for (const char *p = hash; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f'))) return 0;
    return 1;
}

void token_hash(const char *token, char out[SRV_TOKEN_HASH_LEN + 1]) {
    unsigned char digest[SRV_TOKEN_HASH_LEN / 2];
    crypto_generichash(digest, sizeof digest, (const unsigned char *)token, strlen(token), NULL, 0);
    sodium_bin2hex(out, SRV_TOKEN_HASH_LEN + 1, digest, sizeof digest);
}

int token_new(char token[SRV_TOKEN_LEN + 1], char hash[SRV_TOKEN_HASH_LEN + 1]) {
    if (!random_hex(token, SRV_TOKEN_LEN)) return 0;
    token_hash(token, hash);
    return 1;
}

int token_hash_equal(const char a[SRV_TOKEN_HASH_LEN + 1], const char b[SRV_TOKEN_HASH_LEN + 1]) {
    return sodium_memcmp(a, b, SRV_TOKEN_HASH_LEN) == 0;
}
