/* rivals_deck.h — Rivals for Catan tournament decks (docs/rules/rivals_decks.md, R§11): the eras,
 * the card pool a deck is chosen from with its copy limits, a deck as a fixed-size value, the
 * deck file's text form and the validation against the tournament rules.
 *
 * The pool is built from the engine's card table (include/catan/rivals.h) for the base box and
 * from a table of the expansion cards the engine does not have yet, so each fact has one place.
 * Nothing here allocates: a pool, a deck and a report are plain structs owned by the caller.
 */
#ifndef CATAN_RIVALS_DECK_H
#define CATAN_RIVALS_DECK_H

#include "catan/export.h"

#include <stddef.h>
#include <stdint.h>

#include "catan/rivals.h"
#include "catan/status.h"

/* The eras (R§1): the base box's four sets (the same numbers as RV_SET_*), then the expansions'. */
enum {
    RV_ERA_BASIC = 0,
    RV_ERA_GOLD,
    RV_ERA_TURMOIL,
    RV_ERA_PROGRESS,
    RV_ERA_INTRIGUE, /* Age of Darkness */
    RV_ERA_MERCHANT_PRINCES,
    RV_ERA_BARBARIANS,
    RV_ERA_EXPLORERS, /* Age of Enlightenment */
    RV_ERA_SAGES,
    RV_ERA_PROSPERITY,
    RV_ERA_COUNT
};
/* The base box: every player brings it (R§6.4), declared or not. */
#define RV_ERAS_BASE_BOX 0x0Fu

/* What a card of the pool is to a deck (R§11.2). */
enum {
    RV_USE_DECK = 0, /* a deck card */
    RV_USE_EVENT,    /* an event card: the event stack is built otherwise */
    RV_USE_CENTRE,   /* a centre or starting-principality card (road, settlement, city, region) */
    RV_USE_SPECIAL   /* a card with a special back (sea cards, Public Feeling) */
};

/* Marks of a pool card. */
enum {
    RV_POOL_ATTACK = 1u << 0, /* an "Action – Attack" card: at most 1 in a deck */
    RV_POOL_NAMED = 1u << 1   /* a unit with a proper name: at most 1 in a deck */
};

enum { RV_POOL_MAX = 320 };

/* One card name of the pool, with its copies in each era. */
typedef struct ctn_rivals_pool_card {
    const char *name; /* English name */
    const char *key;  /* the engine's key, or NULL for a card the engine does not have */
    int16_t kind;     /* its first row in ctn_rivals_cards, or -1 */
    uint8_t era;      /* RV_ERA_* of its first copies */
    uint8_t use;      /* RV_USE_* */
    uint8_t marks;    /* RV_POOL_* */
    uint8_t copies[RV_ERA_COUNT];
} ctn_rivals_pool_card;

typedef struct ctn_rivals_pool {
    int n;
    ctn_rivals_pool_card card[RV_POOL_MAX];
} ctn_rivals_pool;

/* Fills pool with every card name known: the engine's table, then the expansion cards and the
 * centre cards. The order is fixed, so a card's index is the same in every pool. */
CTN_API void ctn_rivals_pool_init(ctn_rivals_pool *pool);
/* The index of the card called `name` (len bytes, not NUL-terminated), or -1. Case, spaces and
 * punctuation do not count ("weavers shop" is Weaver's Shop); the engine's key matches too. */
CTN_API int ctn_rivals_pool_find(const ctn_rivals_pool *pool, const char *name, size_t len);
/* 2 when `name` is the card's name or key (as ctn_rivals_pool_find compares), 1 when its words
 * begin the card's name ("Chapel" of "Chapel (1-3)"), else 0. */
CTN_API int ctn_rivals_pool_match(const ctn_rivals_pool *pool, int card, const char *name,
                                  size_t len);
/* How many copies of a card a deck may hold when its player brings the eras in `eras` (a bit set
 * of RV_ERA_*; the base box counts always): the copies over those eras, 1 at most for an attack
 * card or a named unit, 0 for a card that is not a deck card. */
CTN_API int ctn_rivals_pool_limit(const ctn_rivals_pool *pool, int card, unsigned eras);
/* The eras in which the card has copies (a bit set of RV_ERA_*). */
CTN_API unsigned ctn_rivals_pool_eras(const ctn_rivals_pool *pool, int card);

/* Era facts: its name in deck files ("merchant_princes"), its box ("base", "darkness",
 * "enlightenment"), and whether the engine plays its cards yet. NULL / 0 off range. */
CTN_API const char *ctn_rivals_era_name(int era);
CTN_API const char *ctn_rivals_era_box(int era);
CTN_API int ctn_rivals_era_built(int era);
/* The eras named by a word of an `eras:` line (an era or a box name, any case), 0 if none. */
CTN_API unsigned ctn_rivals_eras_from_name(const char *word, size_t len);
/* The eras of a comma- or space-separated list of era or box names, the base box always among
 * them (`catan deck pool --eras`, GET /api/rivals/pool?eras=); 0 with err set on an unknown name. */
CTN_API unsigned ctn_rivals_eras_parse(const char *list, ctn_error *err);

/* A deck (R§11.1): what its file says, card by card. A card may have one entry in each section. */
enum { RV_DECK_CARDS = 35, RV_DECK_START = 3, RV_DECK_STACKS = 4, RV_DECK_ENTRIES = 80 };
enum { RV_SEC_START = 0, RV_SEC_STACKS, RV_SEC_EVENTS, RV_SEC_COUNT }; /* events: the 4 picks (optional) */
enum { RV_DECK_EVENTS = 4 };

typedef struct ctn_rivals_deck_entry {
    uint16_t card;   /* pool index */
    uint8_t count;   /* 1..35 */
    uint8_t section; /* RV_SEC_* */
    uint32_t line;   /* its line in the file */
} ctn_rivals_deck_entry;

typedef struct ctn_rivals_deck {
    uint16_t eras; /* the eras declared, with the base box */
    uint16_t n;    /* entries */
    ctn_rivals_deck_entry entry[RV_DECK_ENTRIES];
} ctn_rivals_deck;

/* What is wrong with a deck file: the rules of the format and of the tournament. */
typedef enum ctn_rivals_deck_rule {
    /* the file (ctn_rivals_deck_parse) */
    RV_DR_SYNTAX = 0,   /* a line that is not a comment, a header or a card line */
    RV_DR_LINE_LENGTH,  /* a line over RV_DECK_LINE_MAX bytes, or a NUL byte */
    RV_DR_COUNT,        /* a card count that is not a number from 1 to 35 */
    RV_DR_UNKNOWN_CARD, /* a name that is no card of the pool */
    RV_DR_AMBIGUOUS,    /* a name that stands for several cards (Chapel) */
    RV_DR_SECTION,      /* a card line outside a section, or a section begun twice */
    RV_DR_REPEATED,     /* a card listed twice in one section */
    RV_DR_ERAS,         /* no `eras:` line, two, an unknown era, or one after a section */
    RV_DR_TOO_MANY,     /* more than RV_DECK_ENTRIES card lines */
    /* the tournament (ctn_rivals_deck_validate, R§11.2) */
    RV_DR_DECK_SIZE,      /* not 35 cards */
    RV_DR_START_SIZE,     /* not 3 starting cards */
    RV_DR_NOT_DECKABLE,   /* an event, centre or special card */
    RV_DR_ERA_UNDECLARED, /* a card of no era the player declares */
    RV_DR_ERA_NOT_BUILT,  /* a card of an era the engine does not play yet */
    RV_DR_NAMED,          /* a named unit more than once */
    RV_DR_ATTACK,         /* an attack card more than once */
    RV_DR_COPIES,         /* more copies than the declared eras hold */
    RV_DR_EVENT_PICKS,    /* an `events:` section without exactly 4 events */
    RV_DR_EVENT_CARD,     /* a card in `events:` that is no event the engine plays */
    RV_DR_HALF_MOON,      /* an event picked more often than the half-moon rule allows (or Yule) */
    RV_DR_COUNT_RULES
} ctn_rivals_deck_rule;

/* The rule's short name in messages ("copy-limit"), or NULL off range. */
CTN_API const char *ctn_rivals_deck_rule_name(int rule);

enum { RV_DECK_LINE_MAX = 200, RV_DECK_ERRORS = 48, RV_DECK_MESSAGE = 160 };

typedef struct ctn_rivals_deck_error {
    uint8_t rule;  /* ctn_rivals_deck_rule */
    int16_t card;  /* pool index, or -1 for the whole deck or a line */
    uint32_t line; /* 0 for the whole deck */
    char message[RV_DECK_MESSAGE];
} ctn_rivals_deck_error;

/* Every error found, in file order for the file's, in deck order for the rules'. `lost` counts
 * errors past RV_DECK_ERRORS that were not kept. */
typedef struct ctn_rivals_deck_report {
    int n, lost;
    ctn_rivals_deck_error error[RV_DECK_ERRORS];
} ctn_rivals_deck_report;

/* Reads a deck file's text (len bytes; docs/rules/rivals_decks.md). All or nothing: on success
 * *deck holds the file and CTN_OK is returned; on any error *deck is emptied (n = 0, eras = 0),
 * every error of the file is in *report and CTN_E_PARSE is returned. report is reset first. */
CTN_API ctn_status ctn_rivals_deck_parse(const ctn_rivals_pool *pool, const char *text, size_t len,
                                         ctn_rivals_deck *deck, ctn_rivals_deck_report *report);
/* Checks a deck against the tournament rules (R§11.2), appending an error per card and rule
 * broken to *report; returns the number of errors found (0: the deck is valid). */
CTN_API int ctn_rivals_deck_validate(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck,
                                     ctn_rivals_deck_report *report);
/* ctn_rivals_deck_parse, then ctn_rivals_deck_validate: the errors found (0: a legal deck). */
CTN_API int ctn_rivals_deck_read(const ctn_rivals_pool *pool, const char *text, size_t len,
                                 ctn_rivals_deck *deck, ctn_rivals_deck_report *report);
/* Puts a legal deck into seat's place of a tournament set-up: its 35 cards, its event picks when
 * it names them (else those in place stay) and the eras its player declares (public, R-96). */
CTN_API ctn_status ctn_rivals_setup_put_deck(ctn_rivals_setup *setup, int seat, const ctn_rivals_pool *pool,
                                             const ctn_rivals_deck *deck, unsigned eras, ctn_error *err);
/* Cards of a deck (the 35: the event picks not counted), those of one section, and of one pool
 * card over the starting and stack sections. */
CTN_API int ctn_rivals_deck_total(const ctn_rivals_deck *deck);
CTN_API int ctn_rivals_deck_section_total(const ctn_rivals_deck *deck, int section);
CTN_API int ctn_rivals_deck_card_total(const ctn_rivals_deck *deck, int card);

/* The deck's cards one by one as engine kinds (rows of ctn_rivals_cards, -1 for a card the
 * engine does not have), the starting cards first, each section in file order; writes at most cap
 * and returns how many it wrote (35 for a valid deck: 3 starting cards, then 32 for the stacks). */
CTN_API int ctn_rivals_deck_kinds(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck,
                                  int16_t *kinds, int cap);
/* The deck's event picks (section `events:`) one by one as engine kinds, in file order; writes at
 * most cap and returns how many (0: the file names none, the default picks apply; 4 when valid). */
CTN_API int ctn_rivals_deck_events(const ctn_rivals_pool *pool, const ctn_rivals_deck *deck,
                                   int16_t *kinds, int cap);

/* Appends an error to a report (printf-style message); keeps count of those past its room. */
CTN_API void ctn_rivals_deck_report_add(ctn_rivals_deck_report *report, int rule, int card,
                                        uint32_t line, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

#endif
