/* bot_internal.h — the bot handle's layout, shared by bot.c and the match runner (match.c), which
 * reads a seat's bot type and data once per game instead of once per decision. */
#ifndef CATAN_BOT_INTERNAL_H
#define CATAN_BOT_INTERNAL_H

#include "catan/bot.h"

struct ctn_bot {
    const ctn_bot_type *type;
    void *data;
};

/* The random bot's pick (random_bot.c), called directly by the match runner when a seat's bot
 * is random so that link-time optimization can inline it. */
int ctn_random_bot_pick(void *data, const ctn_game *game, const ctn_state *view, int player,
                        const ctn_action *legal, int n);
/* The random bot's generator, which a rule set's play_random draws its picks from. */
ctn_rng *ctn_random_bot_rng(void *data);

#endif
