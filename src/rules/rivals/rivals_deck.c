/* rivals_deck.c — a tournament deck against the rules (R§11.2): 35 cards, 3 of them starting
 * cards; per card, in this order, the first rule it breaks: a deck card (no event, centre or
 * special card), of an era the player declares, of an era the engine plays, a named unit once, an
 * attack card once, no more copies than the declared eras hold. Also the error report and the
 * rules' names. No I/O. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "catan/rivals.h"
#include "rivals_deck_internal.h"

static const char *const RULE_NAMES[RV_DR_COUNT_RULES] = {
    [RV_DR_SYNTAX] = "syntax",
    [RV_DR_LINE_LENGTH] = "line-length",
    [RV_DR_COUNT] = "count",
    [RV_DR_UNKNOWN_CARD] = "unknown-card",
    [RV_DR_AMBIGUOUS] = "ambiguous-card",
    [RV_DR_SECTION] = "section",
    [RV_DR_REPEATED] = "repeated-card",
    [RV_DR_ERAS] = "eras",
    [RV_DR_TOO_MANY] = "too-many-lines",
    [RV_DR_DECK_SIZE] = "deck-size",
    [RV_DR_START_SIZE] = "start-cards",
    [RV_DR_NOT_DECKABLE] = "deck-card",
    [RV_DR_ERA_UNDECLARED] = "era-declared",
    [RV_DR_ERA_NOT_BUILT] = "era-built",
    [RV_DR_NAMED] = "named-unit",
    [RV_DR_ATTACK] = "attack-card",
    [RV_DR_COPIES] = "copy-limit",
    [RV_DR_EVENT_PICKS] = "event-picks",
    [RV_DR_EVENT_CARD] = "event-card",
    [RV_DR_HALF_MOON] = "half-moon",
};

const char *ctn_rivals_deck_rule_name(int rule) {
    return rule >= 0 && rule < RV_DR_COUNT_RULES ? RULE_NAMES[rule] : NULL;
}

void ctn_rivals_deck_report_add(ctn_rivals_deck_report *report, int rule, int card, uint32_t line,
                                const char *fmt, ...) {
    if (report->n >= RV_DECK_ERRORS) {
        report->lost++;
        return;
    }
    ctn_rivals_deck_error *e = &report->error[report->n++];
    e->rule = (uint8_t)rule;
    e->card = (int16_t)card;
    e->line = line;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->message, sizeof e->message, fmt, ap);
    va_end(ap);
}

int ctn_rivals_deck_section_total(const ctn_rivals_deck *deck, int section) {
    int total = 0;
    for (int i = 0; i < deck->n; i++)
        if (deck->entry[i].section == section) total += deck->entry[i].count;
    return total;
}

int ctn_rivals_deck_total(const ctn_rivals_deck *deck) {
    int total = 0;
    for (int i = 0; i < deck->n; i++) total += deck->entry[i].section != RV_SEC_EVENTS ? deck->entry[i].count : 0;
    return total;
}

int ctn_rivals_deck_card_total(const ctn_rivals_deck *deck, int card) {
    int total = 0;
    for (int i = 0; i < deck->n; i++)
        if (deck->entry[i].card == card && deck->entry[i].section != RV_SEC_EVENTS) total += deck->entry[i].count;
    return total;
}

int ctn_rivals_deck_events(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck, int16_t *kinds, int cap) {
    int n = 0;
    for (int i = 0; i < deck->n; i++) {
        const ctn_rivals_deck_entry *e = &deck->entry[i];
        for (int k = 0; e->section == RV_SEC_EVENTS && k < e->count && n < cap; k++) kinds[n++] = pool->card[e->card].kind;
    }
    return n;
}

int ctn_rivals_deck_kinds(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck, int16_t *kinds,
                          int cap) {
    int n = 0;
    for (int sec = 0; sec < RV_SEC_EVENTS; sec++)
        for (int i = 0; i < deck->n; i++) {
            const ctn_rivals_deck_entry *e = &deck->entry[i];
            if (e->section != sec) continue;
            for (int k = 0; k < e->count && n < cap; k++) kinds[n++] = pool->card[e->card].kind;
        }
    return n;
}

/* The eras of a bit set as "gold, turmoil" into buf. */
static const char *era_list(unsigned eras, char *buf, size_t cap) {
    size_t used = 0;
    buf[0] = '\0';
    for (int e = 0; e < RV_ERA_COUNT && used < cap; e++)
        if (eras & (1u << e))
            used +=
                (size_t)snprintf(buf + used, cap - used, "%s%s", used ? ", " : "", rv_eras[e].name);
    return buf;
}

/* A card's check: the rule it breaks (RV_DR_*), with its message, or -1. */
typedef struct card_check {
    const ctn_rivals_pool *pool;
    const ctn_rivals_deck *deck;
    int card, count;
    char *msg;
    size_t cap;
} card_check;

static int check_deckable(const card_check *k) {
    static const char *const WHAT[] = {
        [RV_USE_EVENT] = "an event card (the event stack is made separately)",
        [RV_USE_CENTRE] = "a centre card or a card of the starting principality",
        [RV_USE_SPECIAL] = "a card with a special back (sea cards, Public Feeling)",
    };
    int use = k->pool->card[k->card].use;
    if (use == RV_USE_DECK) return -1;
    snprintf(k->msg, k->cap, "%s is %s, not a deck card", k->pool->card[k->card].name, WHAT[use]);
    return RV_DR_NOT_DECKABLE;
}

static int check_declared(const card_check *k) {
    unsigned eras = ctn_rivals_pool_eras(k->pool, k->card);
    char list[96];
    if (eras & (k->deck->eras | RV_ERAS_BASE_BOX)) return -1;
    snprintf(k->msg, k->cap,
             "%s is a card of the era of %s, which the 'eras:' line does not declare",
             k->pool->card[k->card].name, era_list(eras, list, sizeof list));
    return RV_DR_ERA_UNDECLARED;
}

static int check_built(const card_check *k) {
    unsigned eras = ctn_rivals_pool_eras(k->pool, k->card) & (k->deck->eras | RV_ERAS_BASE_BOX);
    char list[96];
    for (int e = 0; e < RV_ERA_COUNT; e++)
        if ((eras & (1u << e)) && rv_eras[e].built) return -1;
    snprintf(k->msg, k->cap,
             "%s is a card of the era of %s, which the engine does not play yet "
             "(docs/rules/rivals.md R§11)",
             k->pool->card[k->card].name, era_list(eras, list, sizeof list));
    return RV_DR_ERA_NOT_BUILT;
}

static int check_named(const card_check *k) {
    if (!(k->pool->card[k->card].marks & RV_POOL_NAMED) || k->count <= 1) return -1;
    snprintf(k->msg, k->cap, "%s is a named unit: a deck holds it once; this one has %d",
             k->pool->card[k->card].name, k->count);
    return RV_DR_NAMED;
}

static int check_attack(const card_check *k) {
    if (!(k->pool->card[k->card].marks & RV_POOL_ATTACK) || k->count <= 1) return -1;
    snprintf(k->msg, k->cap,
             "%s is an Action - Attack card: a deck holds at most 1 of each; this one has %d",
             k->pool->card[k->card].name, k->count);
    return RV_DR_ATTACK;
}

static int check_copies(const card_check *k) {
    int limit = ctn_rivals_pool_limit(k->pool, k->card, k->deck->eras);
    char list[96];
    if (k->count <= limit) return -1;
    snprintf(k->msg, k->cap, "%d copies of %s, but the eras brought (%s) hold %d", k->count,
             k->pool->card[k->card].name,
             era_list(ctn_rivals_pool_eras(k->pool, k->card) & (k->deck->eras | RV_ERAS_BASE_BOX),
                      list, sizeof list),
             limit);
    return RV_DR_COPIES;
}

/* The card rules in the order they are tried; a card is reported under the first it breaks. */
static int (*const CARD_RULES[])(const card_check *) = {
    check_deckable, check_declared, check_built, check_named, check_attack, check_copies,
};

static int check_card(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck, int at,
                      ctn_rivals_deck_report *report) {
    const ctn_rivals_deck_entry *e = &deck->entry[at];
    if (e->section == RV_SEC_EVENTS) return 0; /* the picks' own rules (check_events) */
    for (int i = 0; i < at; i++)
        if (deck->entry[i].card == e->card && deck->entry[i].section != RV_SEC_EVENTS) return 0; /* its first entry's */
    char msg[RV_DECK_MESSAGE];
    card_check k = {pool, deck,      e->card, ctn_rivals_deck_card_total(deck, e->card),
                    msg,  sizeof msg};
    for (size_t r = 0; r < sizeof CARD_RULES / sizeof CARD_RULES[0]; r++) {
        int rule = CARD_RULES[r](&k);
        if (rule < 0) continue;
        ctn_rivals_deck_report_add(report, rule, e->card, e->line, "%s", msg);
        return 1;
    }
    return 0;
}

/* One pick's rules: an event the engine plays, within the half-moon limit with the player's
 * compulsory Riots and Plague counted. Returns 1 when it breaks one (reported). */
static int check_pick(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck, const ctn_rivals_deck_entry *e,
                      ctn_rivals_deck_report *report) {
    const ctn_rivals_pool_card *c = &pool->card[e->card];
    if (c->use != RV_USE_EVENT || c->kind < 0) {
        ctn_rivals_deck_report_add(report, RV_DR_EVENT_CARD, e->card, e->line,
                                   "%s is no event the engine plays (the section 'events:' names 4 events)", c->name);
        return 1;
    }
    unsigned eras = ctn_rivals_pool_eras(pool, e->card);
    if (!(eras & (deck->eras | RV_ERAS_BASE_BOX))) { /* an expansion's event, as its cards */
        char list[96];
        ctn_rivals_deck_report_add(report, RV_DR_ERA_UNDECLARED, e->card, e->line,
                                   "%s is an event of the era of %s, which the 'eras:' line does not declare", c->name,
                                   era_list(eras, list, sizeof list));
        return 1;
    }
    int given = !strcmp(c->key, "riots") || !strcmp(c->key, "plague"), limit = ctn_rivals_event_limit(c->kind);
    if (e->count + given <= limit) return 0;
    if (limit == 0)
        ctn_rivals_deck_report_add(report, RV_DR_HALF_MOON, e->card, e->line, "%s is the host's; no player adds it", c->name);
    else
        ctn_rivals_deck_report_add(report, RV_DR_HALF_MOON, e->card, e->line,
                                   "%d %s%s, but a player adds at most %d (the half-moon rule)", e->count + given,
                                   c->name, given ? " with the one every player gives" : "", limit);
    return 1;
}

/* The event picks (R§6.4): none (the default picks), or exactly 4 valid ones. */
static int check_events(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck, ctn_rivals_deck_report *report) {
    int picks = ctn_rivals_deck_section_total(deck, RV_SEC_EVENTS), errors = 0;
    if (picks == 0) return 0;
    if (picks != RV_DECK_EVENTS) {
        ctn_rivals_deck_report_add(report, RV_DR_EVENT_PICKS, -1, 0,
                                   "a player adds %d events (section 'events:'); this deck names %d", RV_DECK_EVENTS, picks);
        errors++;
    }
    for (int i = 0; i < deck->n; i++)
        if (deck->entry[i].section == RV_SEC_EVENTS) errors += check_pick(pool, deck, &deck->entry[i], report);
    return errors;
}

int ctn_rivals_deck_validate(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck,
                             ctn_rivals_deck_report *report) {
    int errors = 0;
    int total = ctn_rivals_deck_total(deck);
    int start = ctn_rivals_deck_section_total(deck, RV_SEC_START);
    if (total != RV_DECK_CARDS) {
        ctn_rivals_deck_report_add(report, RV_DR_DECK_SIZE, -1, 0,
                                   "a deck has %d cards; this one has %d (%d starting, %d in the "
                                   "stacks)",
                                   RV_DECK_CARDS, total, start, total - start);
        errors++;
    }
    if (start != RV_DECK_START) {
        ctn_rivals_deck_report_add(
            report, RV_DR_START_SIZE, -1, 0,
            "a deck has %d starting cards (section 'start:'); this one has %d", RV_DECK_START,
            start);
        errors++;
    }
    for (int i = 0; i < deck->n; i++) errors += check_card(pool, deck, i, report);
    return errors + check_events(pool, deck, report);
}

ctn_status ctn_rivals_setup_put_deck(ctn_rivals_setup *setup, int seat, const ctn_rivals_pool *pool,
                                     const ctn_rivals_deck *deck, unsigned eras, ctn_error *err) {
    int16_t kinds[RV_TOURNEY_DECK], picks[RV_TOURNEY_PICKS];
    if (seat < 0 || seat >= RV_PLAYERS) return ctn_error_set(err, CTN_E_OPTION, "no seat %d in a tournament", seat);
    if (ctn_rivals_deck_kinds(pool, deck, kinds, RV_TOURNEY_DECK) != RV_TOURNEY_DECK)
        return ctn_error_set(err, CTN_E_OPTION, "seat %d: a deck of %d cards the engine plays is needed", seat, RV_TOURNEY_DECK);
    memcpy(setup->deck[seat], kinds, sizeof kinds);
    if (ctn_rivals_deck_events(pool, deck, picks, RV_TOURNEY_PICKS) == RV_TOURNEY_PICKS)
        memcpy(setup->events[seat], picks, sizeof picks); /* else the picks in place */
    setup->eras[seat] = (uint16_t)eras; /* public */
    return CTN_OK;
}
