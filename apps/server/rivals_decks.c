/* rivals_decks.c — the Rivals tournament decks over HTTP (docs/server.md, docs/rules/rivals_decks.md):
 * the card pool with each card's limit for the eras asked (GET /api/rivals/pool) and the check of
 * a deck file's text (POST /api/rivals/decks/check), both from the library's deck functions that
 * `catan deck` uses, and the shipped decks a game may name (GET /api/rivals/decks). Only JSON is made here; http.c reads the request and answers.
 */
#include <stdlib.h>
#include <string.h>

#include "catan/rivals_deck.h"
#include "io/io_internal.h"
#include "server.h"

static const char *const USE_NAMES[] = {"deck", "event", "centre", "special"};

/* ["basic","gold",...]: the eras of a bit set. */
static json_t *eras_json(unsigned eras) {
    json_t *a = json_array();
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if (eras & (1u << e)) io_push(a, json_string(ctn_rivals_era_name(e)));
    return a;
}

/* Every era: {"name","box","built"}. */
static json_t *era_table_json(void) {
    json_t *a = json_array();
    for (int e = 0; e < RV_ERA_COUNT; e++)
        io_push(a, json_pack("{s:s,s:s,s:b}", "name", ctn_rivals_era_name(e), "box",
                             ctn_rivals_era_box(e), "built", ctn_rivals_era_built(e)));
    return a;
}

static json_t *pool_card_json(const ctn_rivals_pool *pool, int i, unsigned eras) {
    const ctn_rivals_pool_card *c = &pool->card[i];
    json_t *copies = json_object();
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if (c->copies[e]) io_set(copies, ctn_rivals_era_name(e), json_integer(c->copies[e]));
    json_t *o = json_object();
    io_set(o, "id", json_integer(i));
    io_set(o, "name", json_string(c->name));
    io_set(o, "key", c->key ? json_string(c->key) : json_null());
    io_set(o, "era", json_string(ctn_rivals_era_name(c->era)));
    io_set(o, "built", json_boolean(ctn_rivals_era_built(c->era)));
    io_set(o, "use", json_string(USE_NAMES[c->use]));
    io_set(o, "attack", json_boolean(c->marks & RV_POOL_ATTACK));
    io_set(o, "named", json_boolean(c->marks & RV_POOL_NAMED));
    io_set(o, "limit", json_integer(ctn_rivals_pool_limit(pool, i, eras)));
    io_set(o, "copies", copies);
    return o;
}

/* The deck's shape (R§11.1), so that a client need not know the numbers. */
static json_t *deck_shape_json(void) {
    return json_pack("{s:i,s:i,s:i,s:i}", "cards", RV_DECK_CARDS, "start", RV_DECK_START,
                     "stacks", RV_DECK_STACKS, "stack_size",
                     (RV_DECK_CARDS - RV_DECK_START) / RV_DECK_STACKS);
}

json_t *rivals_pool_json(unsigned eras) {
    ctn_rivals_pool *pool = malloc(sizeof *pool);
    if (!pool) return NULL;
    ctn_rivals_pool_init(pool);
    json_t *cards = json_array();
    for (int i = 0; i < pool->n; i++) io_push(cards, pool_card_json(pool, i, eras));
    free(pool);
    json_t *o = json_object();
    io_set(o, "eras", eras_json(eras));
    io_set(o, "era_table", era_table_json());
    io_set(o, "deck", deck_shape_json());
    io_set(o, "cards", cards);
    return o;
}

/* One error: {"line":n or null,"card":name or null,"key","rule","message"}. */
static json_t *error_json(const ctn_rivals_pool *pool, const ctn_rivals_deck_error *e) {
    const ctn_rivals_pool_card *c = e->card >= 0 ? &pool->card[e->card] : NULL;
    json_t *o = json_object();
    io_set(o, "line", e->line ? json_integer(e->line) : json_null());
    io_set(o, "card", c ? json_string(c->name) : json_null());
    io_set(o, "key", c && c->key ? json_string(c->key) : json_null());
    io_set(o, "rule", json_string(ctn_rivals_deck_rule_name(e->rule)));
    io_set(o, "message", io_string_lossy(e->message));
    return o;
}

/* The deck read, one section: [{"id","name","key","count","line"}] in file order. */
static json_t *section_json(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck, int sec) {
    json_t *a = json_array();
    for (int i = 0; i < deck->n; i++) {
        const ctn_rivals_deck_entry *d = &deck->entry[i];
        if (d->section != sec) continue;
        const ctn_rivals_pool_card *c = &pool->card[d->card];
        io_push(a, json_pack("{s:i,s:s,s:o,s:i,s:i}", "id", d->card, "name", c->name, "key",
                             c->key ? json_string(c->key) : json_null(), "count", d->count,
                             "line", (int)d->line));
    }
    return a;
}

static json_t *check_json(const ctn_rivals_pool *pool, int parsed, const ctn_rivals_deck *deck,
                          const ctn_rivals_deck_report *report) {
    json_t *errors = json_array();
    for (int i = 0; i < report->n; i++) io_push(errors, error_json(pool, &report->error[i]));
    json_t *o = json_object();
    io_set(o, "valid", json_boolean(parsed && report->n == 0 && report->lost == 0));
    io_set(o, "parsed", json_boolean(parsed));
    io_set(o, "cards", json_integer(ctn_rivals_deck_total(deck)));
    io_set(o, "start", json_integer(ctn_rivals_deck_section_total(deck, RV_SEC_START)));
    io_set(o, "stacks", json_integer(ctn_rivals_deck_section_total(deck, RV_SEC_STACKS)));
    io_set(o, "eras", eras_json(deck->eras));
    io_set(o, "errors", errors);
    io_set(o, "lost", json_integer(report->lost));
    io_set(o, "deck", parsed ? json_pack("{s:o,s:o}", "start", section_json(pool, deck, RV_SEC_START),
                                         "stacks", section_json(pool, deck, RV_SEC_STACKS))
                             : json_null());
    return o;
}

json_t *rivals_deck_check_json(const char *text, size_t len) {
    ctn_rivals_pool *pool = malloc(sizeof *pool);
    ctn_rivals_deck *deck = malloc(sizeof *deck);
    ctn_rivals_deck_report *report = malloc(sizeof *report);
    json_t *o = NULL;
    if (pool && deck && report) {
        ctn_rivals_pool_init(pool);
        int parsed = ctn_rivals_deck_parse(pool, text, len, deck, report) == CTN_OK;
        if (parsed) ctn_rivals_deck_validate(pool, deck, report);
        o = check_json(pool, parsed, deck, report);
    }
    free(report);
    free(deck);
    free(pool);
    return o;
}

json_t *rivals_shipped_decks_json(void) {
    json_t *list = json_array();
    for (int i = 0; ctn_rivals_deck_file_name(i); i++) {
        size_t len = 0;
        const char *name = ctn_rivals_deck_file_name(i), *text = ctn_rivals_deck_file_text(name, &len);
        io_push(list, json_pack("{s:s,s:s%}", "name", name, "text", text, len));
    }
    return json_pack("{s:o}", "decks", list);
}
