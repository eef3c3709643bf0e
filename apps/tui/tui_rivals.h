/* tui_rivals.h — Rivals for Catan in the terminal client: the two-principality table
 * (tui_rivals_table.c), the players panel's rows (tui_rivals_panel.c), where an action goes in
 * words (tui_rivals_where.c) and the cards and regions in words from their tables
 * (tui_rivals_cards.c). */
#ifndef CATAN_TUI_RIVALS_H
#define CATAN_TUI_RIVALS_H

#include <stddef.h>
#include <stdint.h>

#include "catan/rivals.h"
#include "tui_strbuf.h"

/* The card table row of a draw card id as the view s shows it, or NULL (off range, or unseen). */
const ctn_rivals_card *tui_rivals_card(const ctn_game *g, const ctn_rivals_state *s, int card);
/* "1 lumber 1 grain" ("free" for no cost). */
void tui_rivals_cost_text(const uint8_t *cost, char *buf, size_t cap);
/* "1 lumber 1 grain; 1 VP, 2 strength; doubles grain": cost, points, resource. */
void tui_rivals_facts(const ctn_rivals_card *c, char *buf, size_t cap);
/* "1V 2S" for a card cell (V victory, S strength, K skill, C commerce, P progress). */
void tui_rivals_short_points(const ctn_rivals_card *c, char *buf, size_t cap);
/* "grain 6" for a region card id. */
void tui_rivals_region_text(int region, char *buf, size_t cap);
/* Where a Rivals action goes, in words, as s (the view it is chosen in) shows it. */
void tui_rivals_where(const ctn_game *g, const ctn_rivals_state *s, ctn_action a, char *buf,
                      size_t cap);

#endif
