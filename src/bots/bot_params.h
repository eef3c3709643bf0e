/* bot_params.h — parsing a bot's parameter text ("iters=2000:depth=30" or "iters=2000,depth=30";
 * ':' is the separator to use inside comma-separated seat lists). */
#ifndef CATAN_BOT_PARAMS_H
#define CATAN_BOT_PARAMS_H

#include "catan/status.h"

enum { BOT_PARAMS_MAX = 8 };

typedef struct bot_params {
    int count;
    char key[BOT_PARAMS_MAX][24];
    char value[BOT_PARAMS_MAX][40];
    int used[BOT_PARAMS_MAX];
} bot_params;

/* Splits "k=v,k=v"; fails with CTN_E_ARGUMENT naming the bad part. */
ctn_status bot_params_parse(const char *text, bot_params *out, ctn_error *err);

/* Reads an integer within [min, max] (default when absent); fails on bad values. */
ctn_status bot_params_int(bot_params *p, const char *key, long def, long min, long max, long *out, ctn_error *err);

/* Reads one of the names in `choices` (NULL-terminated); *out is its index, or def when absent. */
ctn_status bot_params_choice(bot_params *p, const char *key, const char *const *choices, int def, int *out,
                             ctn_error *err);

/* Fails with the first key no reader asked for (a typo should not pass silently). */
ctn_status bot_params_done(const bot_params *p, const char *bot, ctn_error *err);

#endif
