/* bot_params.c — parsing a bot's parameter text into keys and values, with typed readers. */
#include "bot_params.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

ctn_status bot_params_parse(const char *text, bot_params *out, ctn_error *err) {
    memset(out, 0, sizeof *out);
    const char *p = text;
    while (p && *p) {
        const char *comma = strpbrk(p, ",:"); /* ':' too, for seat lists that use commas */
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        const char *eq = memchr(p, '=', len);
        if (!eq || eq == p || out->count == BOT_PARAMS_MAX)
            return ctn_error_set(
                err, CTN_E_ARGUMENT,
                "bot parameters are key=value pairs separated by ':' or ',', not '%.*s'", (int)len,
                p);
        size_t klen = (size_t)(eq - p), vlen = len - klen - 1;
        if (klen >= sizeof out->key[0] || vlen >= sizeof out->value[0] || vlen == 0)
            return ctn_error_set(err, CTN_E_ARGUMENT, "bad bot parameter '%.*s'", (int)len, p);
        memcpy(out->key[out->count], p, klen);
        memcpy(out->value[out->count], eq + 1, vlen);
        out->count++;
        p = comma ? comma + 1 : NULL;
    }
    return CTN_OK;
}

static const char *find(bot_params *p, const char *key) {
    for (int i = 0; i < p->count; i++)
        if (strcmp(p->key[i], key) == 0) {
            p->used[i] = 1;
            return p->value[i];
        }
    return NULL;
}

ctn_status bot_params_int(bot_params *p, const char *key, long def, long min, long max, long *out,
                          ctn_error *err) {
    const char *v = find(p, key);
    if (!v) {
        *out = def;
        return CTN_OK;
    }
    char *end = NULL;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (*end || errno || x < min || x > max)
        return ctn_error_set(err, CTN_E_ARGUMENT,
                             "bot parameter %s takes an integer from %ld to %ld, not '%s'", key,
                             min, max, v);
    *out = x;
    return CTN_OK;
}

ctn_status bot_params_choice(bot_params *p, const char *key, const char *const *choices, int def,
                             int *out, ctn_error *err) {
    const char *v = find(p, key);
    if (!v) {
        *out = def;
        return CTN_OK;
    }
    for (int i = 0; choices[i]; i++)
        if (strcmp(choices[i], v) == 0) {
            *out = i;
            return CTN_OK;
        }
    return ctn_error_set(err, CTN_E_ARGUMENT, "bot parameter %s does not take '%s'", key, v);
}

ctn_status bot_params_done(const bot_params *p, const char *bot, ctn_error *err) {
    for (int i = 0; i < p->count; i++)
        if (!p->used[i])
            return ctn_error_set(err, CTN_E_ARGUMENT, "the %s bot has no parameter '%s'", bot,
                                 p->key[i]);
    return CTN_OK;
}
