/* fuzz_deck_text.c — libFuzzer target: Rivals tournament deck files (docs/rules/rivals_decks.md).
 * Any input is a deck or a list of errors, never both: a failed read leaves the deck empty and
 * says why on every error; a deck read holds only pool cards with counts of 1 to 35, declares the
 * base box, validates without a crash, and written back as text reads as the same cards. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/rivals_deck.h"

static ctn_rivals_pool pool;
static int pool_ready;

static void check_errors(const ctn_rivals_deck_report *report) {
    if (report->n < 0 || report->n > RV_DECK_ERRORS || report->lost < 0) abort();
    for (int i = 0; i < report->n; i++) {
        const ctn_rivals_deck_error *e = &report->error[i];
        if (!e->message[0] || !ctn_rivals_deck_rule_name(e->rule)) abort();
        if (e->card < -1 || e->card >= pool.n) abort();
    }
}

/* The deck as a file of its own: the eras, then each section's cards by name. */
static size_t write_deck(const ctn_rivals_deck *deck, char *out, size_t cap) {
    size_t used = (size_t)snprintf(out, cap, "eras:");
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if (deck->eras & (1u << e))
            used += (size_t)snprintf(out + used, cap - used, " %s", ctn_rivals_era_name(e));
    for (int sec = 0; sec < RV_SEC_COUNT; sec++) {
        static const char *const NAMES[RV_SEC_COUNT] = {"start", "stacks", "events"};
        used += (size_t)snprintf(out + used, cap - used, "\n%s:\n", NAMES[sec]);
        for (int i = 0; i < deck->n; i++)
            if (deck->entry[i].section == sec)
                used += (size_t)snprintf(out + used, cap - used, "%d %s\n", deck->entry[i].count,
                                         pool.card[deck->entry[i].card].name);
    }
    return used;
}

static void check_deck(const ctn_rivals_deck *deck) {
    if (deck->n > RV_DECK_ENTRIES || (deck->eras & RV_ERAS_BASE_BOX) != RV_ERAS_BASE_BOX) abort();
    for (int i = 0; i < deck->n; i++) {
        const ctn_rivals_deck_entry *e = &deck->entry[i];
        if (e->card >= pool.n || e->count < 1 || e->count > RV_DECK_CARDS) abort();
        if (e->section >= RV_SEC_COUNT || e->line == 0) abort();
    }
    ctn_rivals_deck_report report;
    memset(&report, 0, sizeof report);
    int errors = ctn_rivals_deck_validate(&pool, deck, &report);
    if (errors != report.n + report.lost) abort();
    check_errors(&report);
    static char text[RV_DECK_ENTRIES * 64 + 256];
    size_t len = write_deck(deck, text, sizeof text);
    ctn_rivals_deck again;
    if (ctn_rivals_deck_parse(&pool, text, len, &again, &report) != CTN_OK) abort();
    if (again.n != deck->n || again.eras != deck->eras) abort();
    for (int i = 0; i < deck->n; i++)
        if (ctn_rivals_deck_card_total(&again, deck->entry[i].card) !=
            ctn_rivals_deck_card_total(deck, deck->entry[i].card))
            abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!pool_ready) {
        ctn_rivals_pool_init(&pool);
        pool_ready = 1;
    }
    ctn_rivals_deck deck;
    ctn_rivals_deck_report report;
    memset(&deck, 0x5A, sizeof deck);
    ctn_status st = ctn_rivals_deck_parse(&pool, (const char *)data, size, &deck, &report);
    check_errors(&report);
    if (st == CTN_OK) {
        if (report.n || report.lost) abort();
        check_deck(&deck);
    } else {
        static const ctn_rivals_deck empty;
        if (st != CTN_E_PARSE || report.n == 0) abort();
        if (memcmp(&deck, &empty, sizeof deck) != 0) abort(); /* nothing half-loaded */
    }
    return 0;
}
