/* spec_decks.c — the Rivals tournament's decks in a game set-up's JSON ("decks", docs/protocol.md):
 * each seat's deck given as deck file text, a shipped deck's name, an object of card keys (the
 * form decks are written in, so replays and stores keep them) or null for the default deck; read
 * with the library's deck functions and checked against the tournament rules, every error naming
 * the seat, the line or list place, the card and the rule. Also the shipped decks' table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/rivals_deck.h"
#include "io/deck_table.h"
#include "io_internal.h"

/* Every era: an object's cards are checked as the record of a checked deck, whatever eras its
 * file declared (the eras only raise copy limits, R-83). */
#define ALL_ERAS ((1u << RV_ERA_COUNT) - 1u)

/* ---- the shipped decks ---- */

const char *ctn_rivals_deck_file_name(int i) {
    for (int k = 0; io_deck_files[k].name; k++)
        if (k == i) return io_deck_files[k].name;
    return NULL;
}

const char *ctn_rivals_deck_file_text(const char *name, size_t *len) {
    for (int k = 0; name && io_deck_files[k].name; k++)
        if (strcmp(io_deck_files[k].name, name) == 0) {
            if (len) *len = io_deck_files[k].len;
            return io_deck_files[k].text;
        }
    return NULL;
}

/* ---- reading ---- */

typedef struct deck_work {
    ctn_rivals_pool pool;
    ctn_rivals_deck deck;
    ctn_rivals_deck_report report;
} deck_work;

/* Puts a report's errors into err, as many as fit: "decks[1] (seat 1): line 12: copy-limit: ..." */
static ctn_status report_error(const deck_work *w, int seat, int text, ctn_error *err) {
    char msg[sizeof err->message];
    size_t used = 0;
    msg[0] = '\0';
    for (int i = 0; i < w->report.n && used + 1 < sizeof msg; i++) {
        const ctn_rivals_deck_error *e = &w->report.error[i];
        char where[32] = "";
        if (e->line && text) snprintf(where, sizeof where, "line %u: ", e->line);
        used += (size_t)snprintf(msg + used, sizeof msg - used, "%s%s%s: %s", i ? "; " : "", where,
                                 ctn_rivals_deck_rule_name(e->rule), e->message);
    }
    int more = w->report.n + w->report.lost - 1;
    return ctn_error_set(err, CTN_E_OPTION, "decks[%d] (seat %d): %s%s", seat, seat, msg,
                         used >= sizeof msg - 1 && more > 0 ? " ..." : "");
}

/* Adds one card to the deck under construction (entries merged per card and section). */
static void deck_add(ctn_rivals_deck *d, int card, int section, uint32_t line) {
    for (int i = 0; i < d->n; i++)
        if (d->entry[i].card == card && d->entry[i].section == section) {
            d->entry[i].count++;
            return;
        }
    if (d->n >= RV_DECK_ENTRIES) return; /* 35 + 4 cards never need more */
    ctn_rivals_deck_entry e = {(uint16_t)card, 1, (uint8_t)section, line};
    d->entry[d->n++] = e;
}

/* One list of card keys ("cards" or "events") into the deck; the first `start` go to start:. */
static ctn_status read_keys(deck_work *w, const json_t *list, const char *name, int seat, int section,
                            int start, ctn_error *err) {
    size_t i;
    json_t *k;
    json_array_foreach(list, i, k) {
        const char *key = json_is_string(k) ? json_string_value(k) : NULL;
        int card = key ? ctn_rivals_pool_find(&w->pool, key, strlen(key)) : -1;
        if (card < 0)
            return ctn_error_set(err, CTN_E_OPTION, "decks[%d] (seat %d): %s[%zu]: %s%.40s%s is no card (%s)",
                                 seat, seat, name, i, key ? "'" : "", key ? key : "not a string",
                                 key ? "'" : "", ctn_rivals_deck_rule_name(RV_DR_UNKNOWN_CARD));
        deck_add(&w->deck, card, (int)i < start ? RV_SEC_START : section, (uint32_t)i + 1);
    }
    return CTN_OK;
}

/* The object form's "eras": a list of era or box names (the base box always with them). */
static ctn_status read_eras(const json_t *list, int seat, unsigned *eras, ctn_error *err) {
    size_t i;
    json_t *e;
    *eras = RV_ERAS_BASE_BOX;
    if (!json_is_array(list) || json_array_size(list) > RV_ERA_COUNT + 3)
        return ctn_error_set(err, CTN_E_OPTION, "decks[%d] (seat %d): eras: expected a list of era names", seat, seat);
    json_array_foreach(list, i, e) {
        unsigned one = json_is_string(e) ? ctn_rivals_eras_from_name(json_string_value(e), json_string_length(e)) : 0;
        if (!one)
            return ctn_error_set(err, CTN_E_OPTION, "decks[%d] (seat %d): eras[%zu]: %s%.40s%s is no era (%s)", seat,
                                 seat, i, json_is_string(e) ? "'" : "", json_is_string(e) ? json_string_value(e) : "not a string",
                                 json_is_string(e) ? "'" : "", ctn_rivals_deck_rule_name(RV_DR_ERAS));
        *eras |= one;
    }
    return CTN_OK;
}

/* The object form: {"cards":[35 keys, the starting cards first],"events":[4 keys]?,"eras":[names]?}.
 * Without "eras" the cards are checked as the record of a checked deck, whatever its file declared,
 * and the player declares the base box. */
static ctn_status read_object(deck_work *w, const json_t *v, int seat, unsigned *declared, ctn_error *err) {
    static const char *const KEYS[] = {"cards", "events", "eras", NULL};
    char where[24];
    snprintf(where, sizeof where, "decks[%d]", seat);
    io_reader rd = {CTN_E_OPTION, err};
    json_t *cards = NULL, *events = json_object_get(v, "events");
    ctn_status st = io_check_keys(&rd, v, where, KEYS);
    if (st == CTN_OK) st = io_get_array(&rd, v, where, "cards", RV_TOURNEY_DECK, &cards);
    if (st == CTN_OK && json_array_size(cards) != RV_TOURNEY_DECK)
        st = ctn_error_set(err, CTN_E_OPTION, "decks[%d] (seat %d): cards: %zu card keys, a deck has %d (%s)",
                           seat, seat, json_array_size(cards), RV_TOURNEY_DECK,
                           ctn_rivals_deck_rule_name(RV_DR_DECK_SIZE));
    if (st == CTN_OK && events && !json_is_null(events)) {
        json_t *ev = NULL;
        st = io_get_array(&rd, v, where, "events", RV_TOURNEY_PICKS, &ev);
        if (st == CTN_OK) st = read_keys(w, ev, "events", seat, RV_SEC_EVENTS, 0, err);
    }
    json_t *eras = json_object_get(v, "eras");
    *declared = RV_ERAS_BASE_BOX;
    w->deck.eras = (uint16_t)ALL_ERAS;
    if (st == CTN_OK && eras && !json_is_null(eras)) {
        st = read_eras(eras, seat, declared, err);
        w->deck.eras = (uint16_t)*declared;
    }
    if (st == CTN_OK) st = read_keys(w, cards, "cards", seat, RV_SEC_STACKS, RV_TOURNEY_START, err);
    if (st == CTN_OK && ctn_rivals_deck_validate(&w->pool, &w->deck, &w->report) > 0)
        st = report_error(w, seat, 0, err);
    return st;
}

/* A string: a shipped deck's name (one word) or a deck file's text. */
static ctn_status read_text(deck_work *w, const char *text, size_t len, int seat, ctn_error *err) {
    if (!memchr(text, '\n', len)) {
        const char *named = ctn_rivals_deck_file_text(text, &len);
        if (!named) {
            char known[160] = "";
            for (int i = 0; ctn_rivals_deck_file_name(i); i++) {
                strncat(known, i ? ", " : "", sizeof known - strlen(known) - 1);
                strncat(known, ctn_rivals_deck_file_name(i), sizeof known - strlen(known) - 1);
            }
            return ctn_error_set(err, CTN_E_OPTION,
                                 "decks[%d] (seat %d): '%.40s' is neither a shipped deck (%s) nor a "
                                 "deck file's text",
                                 seat, seat, text, known);
        }
        text = named;
    }
    if (ctn_rivals_deck_read(&w->pool, text, len, &w->deck, &w->report) != 0) return report_error(w, seat, 1, err);
    return CTN_OK;
}

/* One seat's deck into setup->deck[seat] and, when it names them, setup->events[seat]. */
static ctn_status read_seat(deck_work *w, const json_t *v, int seat, ctn_rivals_setup *setup, ctn_error *err) {
    if (json_is_null(v)) return CTN_OK; /* the default deck, already in place */
    memset(&w->deck, 0, sizeof w->deck);
    memset(&w->report, 0, sizeof w->report);
    ctn_status st;
    unsigned declared = RV_ERAS_BASE_BOX;
    if (json_is_string(v)) st = read_text(w, json_string_value(v), json_string_length(v), seat, err);
    else if (json_is_object(v)) st = read_object(w, v, seat, &declared, err);
    else
        st = ctn_error_set(err, CTN_E_OPTION,
                           "decks[%d] (seat %d): expected deck file text, a shipped deck's name, "
                           "an object of card keys or null",
                           seat, seat);
    if (st != CTN_OK) return st;
    return ctn_rivals_setup_put_deck(setup, seat, &w->pool, &w->deck, json_is_string(v) ? w->deck.eras : declared, err);
}

/* The value of option `name` in the spec (its default when not given). */
static int32_t option_value(const ctn_game_spec *spec, const char *name) {
    int idx = ctn_option_index(spec->rules, name);
    for (int k = 0; k < spec->num_options; k++)
        if (strcmp(spec->options[k].name, name) == 0) return spec->options[k].value;
    return idx >= 0 ? spec->rules->options[idx].default_value : -1;
}

ctn_status io_spec_decks_from_json(const json_t *obj, ctn_game_spec *spec, ctn_error *err) {
    json_t *v = json_object_get(obj, "decks");
    spec->has_setup = 0;
    memset(&spec->setup, 0, sizeof spec->setup);
    if (!v || json_is_null(v)) return CTN_OK;
    if (spec->rules != &ctn_rivals_rules || option_value(spec, "mode") != RV_MODE_TOURNAMENT)
        return ctn_error_set(err, CTN_E_OPTION,
                             "decks: only a Rivals game with the option mode \"tournament\" is "
                             "played with decks");
    if (!json_is_array(v) || json_array_size(v) != RV_PLAYERS)
        return ctn_error_set(err, CTN_E_OPTION, "decks: expected a list of %d decks, one a seat", RV_PLAYERS);
    deck_work *w = malloc(sizeof *w);
    if (!w) return ctn_error_set(err, CTN_E_LIMIT, "out of memory");
    ctn_rivals_pool_init(&w->pool);
    ctn_rivals_setup setup;
    ctn_rivals_default_setup(&setup);
    ctn_status st = CTN_OK;
    for (int p = 0; p < RV_PLAYERS && st == CTN_OK; p++) st = read_seat(w, json_array_get(v, (size_t)p), p, &setup, err);
    free(w);
    if (st == CTN_OK) st = ctn_rivals_setup_check(&setup, err);
    if (st != CTN_OK) return st;
    spec->setup = setup;
    spec->has_setup = 1;
    return CTN_OK;
}

/* ---- writing ---- */

static json_t *keys_json(const int16_t *kinds, int n) {
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        io_push(a, kinds[i] >= 0 && kinds[i] < ctn_rivals_card_count ? json_string(ctn_rivals_cards[kinds[i]].key) : json_null());
    return a;
}

json_t *io_spec_decks_json(const ctn_game_spec *spec) {
    if (!spec->has_setup) return NULL;
    json_t *list = json_array();
    for (int p = 0; p < RV_PLAYERS; p++) {
        json_t *deck = json_pack("{s:o,s:o}", "cards", keys_json(spec->setup.deck[p], RV_TOURNEY_DECK), "events",
                                 keys_json(spec->setup.events[p], RV_TOURNEY_PICKS));
        unsigned eras = spec->setup.eras[p] | RV_ERAS_BASE_BOX;
        if (eras != RV_ERAS_BASE_BOX) { /* the eras beyond the base box (which every player brings) */
            json_t *names = json_array();
            for (int e = 0; e < RV_ERA_COUNT; e++)
                if (eras >> e & 1) io_push(names, json_string(ctn_rivals_era_name(e)));
            json_object_set_new(deck, "eras", names);
        }
        io_push(list, deck);
    }
    return list;
}
