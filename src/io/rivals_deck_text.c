/* rivals_deck_text.c — a Rivals tournament deck file read into a ctn_rivals_deck
 * (docs/rules/rivals_decks.md): comments, the `eras:` line, the sections `start:` and `stacks:`,
 * card lines "2 Storehouse". Every error of the file is reported with its line; the result is all
 * or nothing. No allocation. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "catan/rivals_deck.h"

typedef struct deck_reader {
    const ctn_rivals_pool *pool;
    ctn_rivals_deck deck;
    ctn_rivals_deck_report *report;
    uint32_t line;
    int section;                         /* RV_SEC_*, or -1 before the first */
    uint32_t section_line[RV_SEC_COUNT]; /* where each began, 0 not yet */
    uint32_t eras_line;
    int too_many; /* reported once */
} deck_reader;

static const char *const SECTION_NAMES[RV_SEC_COUNT] = {"start", "stacks", "events"};

static int is_space(char c) {
    return c == ' ' || c == '\t';
}
static int is_digit(char c) {
    return c >= '0' && c <= '9';
}

/* Reports an error of the current line. */
static void fail(deck_reader *r, int rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void fail(deck_reader *r, int rule, const char *fmt, ...) {
    char msg[RV_DECK_MESSAGE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    ctn_rivals_deck_report_add(r->report, rule, -1, r->line, "%s", msg);
}

/* Text of the file quoted in a message: at most 60 bytes, control bytes shown as '?'. */
typedef struct quoted {
    char text[64];
} quoted;
static quoted quote(const char *s, size_t len) {
    quoted q;
    size_t n = len < 60 ? len : 60;
    for (size_t i = 0; i < n; i++)
        q.text[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7F ? '?' : s[i];
    q.text[n] = '\0';
    return q;
}

/* The keyword of a header line ("eras", "start", "stacks") before its ':', or -1. */
enum { HDR_ERAS = RV_SEC_COUNT };
static int header_of(const char *s, size_t len, size_t *colon) {
    static const char *const WORDS[] = {"start", "stacks", "events", "eras"};
    const char *c = memchr(s, ':', len);
    if (!c) return -1;
    size_t n = (size_t)(c - s);
    while (n > 0 && is_space(s[n - 1])) n--;
    for (int w = 0; w < 4; w++) {
        if (strlen(WORDS[w]) != n) continue;
        size_t i = 0;
        while (i < n && (s[i] | 0x20) == WORDS[w][i]) i++;
        if (i == n) {
            *colon = (size_t)(c - s);
            return w;
        }
    }
    return -1;
}

static void read_eras(deck_reader *r, const char *s, size_t len) {
    if (r->eras_line) {
        fail(r, RV_DR_ERAS, "a second 'eras:' line (the first is line %u)", r->eras_line);
        return;
    }
    r->eras_line = r->line;
    unsigned eras = 0;
    int words = 0;
    for (size_t i = 0; i < len;) {
        while (i < len && (is_space(s[i]) || s[i] == ',')) i++;
        size_t w = i;
        while (i < len && !is_space(s[i]) && s[i] != ',') i++;
        if (i == w) break;
        words++;
        unsigned named = ctn_rivals_eras_from_name(s + w, i - w);
        if (!named)
            fail(r, RV_DR_ERAS,
                 "unknown era '%s': name a box (base, darkness, enlightenment) or an era "
                 "(as 'catan deck pool' shows them)",
                 quote(s + w, i - w).text);
        eras |= named;
    }
    if (!words) fail(r, RV_DR_ERAS, "'eras:' names no era: say 'eras: base' at least");
    r->deck.eras = (uint16_t)(eras | RV_ERAS_BASE_BOX);
}

static void read_section(deck_reader *r, int section, size_t rest) {
    if (rest) {
        fail(r, RV_DR_SECTION, "'%s:' begins a section; nothing may follow it on its line",
             SECTION_NAMES[section]);
        return;
    }
    if (r->section_line[section]) {
        fail(r, RV_DR_SECTION, "the section '%s:' began already on line %u", SECTION_NAMES[section],
             r->section_line[section]);
        return;
    }
    r->section_line[section] = r->line;
    r->section = section;
}

/* The card a name stands for, or -1 with the error reported. */
static int card_of(deck_reader *r, const char *name, size_t len) {
    int card = ctn_rivals_pool_find(r->pool, name, len);
    if (card >= 0) return card;
    char some[RV_DECK_MESSAGE] = "";
    int found = 0, one = -1;
    for (int i = 0; i < r->pool->n; i++) {
        if (ctn_rivals_pool_match(r->pool, i, name, len) != 1) continue;
        size_t used = strlen(some);
        if (used + strlen(r->pool->card[i].name) + 4 < 72)
            snprintf(some + used, sizeof some - used, "%s'%s'", found ? ", " : "",
                     r->pool->card[i].name);
        found++;
        one = i;
    }
    if (found > 1)
        fail(r, RV_DR_AMBIGUOUS, "'%s' may be several cards: %s; name one", quote(name, len).text,
             some);
    else if (found == 1)
        fail(r, RV_DR_UNKNOWN_CARD, "no card is called '%s'; did you mean '%s'?",
             quote(name, len).text, r->pool->card[one].name);
    else
        fail(r, RV_DR_UNKNOWN_CARD, "no card is called '%s' ('catan deck pool' lists them)",
             quote(name, len).text);
    return -1;
}

static void add_entry(deck_reader *r, int card, int count) {
    for (int i = 0; i < r->deck.n; i++) {
        const ctn_rivals_deck_entry *e = &r->deck.entry[i];
        if (e->card != card || e->section != r->section) continue;
        fail(r, RV_DR_REPEATED,
             "%s is listed in this section already, on line %u; give one line with the whole count",
             r->pool->card[card].name, e->line);
        return;
    }
    if (r->deck.n >= RV_DECK_ENTRIES) {
        if (!r->too_many++) fail(r, RV_DR_TOO_MANY, "more than %d card lines", RV_DECK_ENTRIES);
        return;
    }
    ctn_rivals_deck_entry *e = &r->deck.entry[r->deck.n++];
    e->card = (uint16_t)card;
    e->count = (uint8_t)count;
    e->section = (uint8_t)r->section;
    e->line = r->line;
}

static void read_card(deck_reader *r, const char *s, size_t len) {
    size_t i = 0;
    int count = 0;
    while (i < len && is_digit(s[i])) {
        if (count <= RV_DECK_CARDS) count = count * 10 + (s[i] - '0');
        i++;
    }
    if (i == len) {
        fail(r, RV_DR_COUNT, "the count '%s' has no card name after it", quote(s, len).text);
        return;
    }
    if (!is_space(s[i])) {
        size_t end = i;
        while (end < len && !is_space(s[end])) end++;
        fail(r, RV_DR_COUNT,
             "'%s' is not a count: a card line is a count, a space and the card's name",
             quote(s, end).text);
        return;
    }
    if (count < 1 || count > RV_DECK_CARDS) {
        fail(r, RV_DR_COUNT, "the count '%s' is not a number from 1 to %d", quote(s, i).text,
             RV_DECK_CARDS);
        return;
    }
    while (i < len && is_space(s[i])) i++;
    if (r->section < 0) {
        fail(r, RV_DR_SECTION,
             "the card line '%s' comes before any section: begin the starting cards with "
             "'start:' and the others with 'stacks:'",
             quote(s, len).text);
        return;
    }
    int card = card_of(r, s + i, len - i);
    if (card >= 0) add_entry(r, card, count);
}

static void read_line(deck_reader *r, const char *s, size_t len) {
    if (len > RV_DECK_LINE_MAX) {
        fail(r, RV_DR_LINE_LENGTH, "the line is longer than %d bytes", RV_DECK_LINE_MAX);
        return;
    }
    if (memchr(s, '\0', len)) {
        fail(r, RV_DR_LINE_LENGTH, "the line holds a NUL byte");
        return;
    }
    const char *hash = memchr(s, '#', len);
    if (hash) len = (size_t)(hash - s);
    while (len > 0 && (is_space(s[len - 1]) || s[len - 1] == '\r')) len--;
    while (len > 0 && is_space(*s)) s++, len--;
    if (len == 0) return;
    size_t colon = 0;
    int header = header_of(s, len, &colon);
    if (header == HDR_ERAS)
        read_eras(r, s + colon + 1, len - colon - 1);
    else if (header >= 0) {
        size_t rest = colon + 1;
        while (rest < len && is_space(s[rest])) rest++;
        read_section(r, header, len - rest);
    } else if (is_digit(*s))
        read_card(r, s, len);
    else
        fail(r, RV_DR_SYNTAX,
             "'%s' is not a card line ('2 Storehouse'), a section ('start:', 'stacks:') or the "
             "eras ('eras: base')",
             quote(s, len).text);
}

ctn_status ctn_rivals_deck_parse(const ctn_rivals_pool *pool, const char *text, size_t len,
                                 ctn_rivals_deck *deck, ctn_rivals_deck_report *report) {
    deck_reader r;
    memset(&r, 0, sizeof r);
    r.pool = pool;
    r.report = report;
    r.section = -1;
    memset(report, 0, sizeof *report);
    for (size_t at = 0; at < len;) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - text) : len;
        r.line++;
        read_line(&r, text + at, end - at);
        at = end + 1;
    }
    if (!r.eras_line) {
        r.line = 0;
        fail(&r, RV_DR_ERAS, "no 'eras:' line: say which eras you bring ('eras: base' at least)");
    }
    if (report->n || report->lost) {
        memset(deck, 0, sizeof *deck);
        return CTN_E_PARSE;
    }
    *deck = r.deck;
    return CTN_OK;
}

int ctn_rivals_deck_read(const ctn_rivals_pool *pool, const char *text, size_t len, ctn_rivals_deck *deck,
                         ctn_rivals_deck_report *report) {
    if (ctn_rivals_deck_parse(pool, text, len, deck, report) != CTN_OK) return report->n + report->lost;
    return ctn_rivals_deck_validate(pool, deck, report);
}
