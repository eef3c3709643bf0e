/* test_rivals_deck.c — Rivals tournament decks (docs/rules/rivals_decks.md): the pool's limits
 * (the base box's copies, the attack cap, named units, the expansions' copies, the eras' sizes),
 * the deck file's format (names, keys, comments, sections, the eras line) and every error of it
 * with its line, all or nothing; every tournament rule with a deck that breaks it and nothing
 * else (the exact rule and card), a valid deck, several errors reported together, and the decks
 * shipped in decks/. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/rivals.h"
#include "catan/rivals_deck.h"

static ctn_rivals_pool pool; /* made once in main */

static int card(const char *name) {
    int c = ctn_rivals_pool_find(&pool, name, strlen(name));
    if (c < 0) fail_msg("no pool card '%s'", name);
    return c;
}

/* A valid deck's starting cards, and 30 of its 32 stack cards (no Relocation, Merchant Caravan,
 * Brigands, Austin): the tests add 2 more, or other lines. */
static const char START3[] = "1 Gold Ship\n1 Marketplace\n1 Merchant Caravan\n";
static const char STACKS30[] = "2 Large Trade Ship\n1 Ore Ship\n1 Grain Ship\n1 Lumber Ship\n"
                               "1 Brick Ship\n1 Wool Ship\n1 Marketplace\n2 Toll Bridge\n"
                               "2 Storehouse\n2 Merchant Guild\n1 Harbor\n1 Trading Base\n"
                               "1 Salt Silo\n2 Mint\n2 Staple House\n1 Trade Master\n1 Merchant\n"
                               "1 Moneylender\n2 Goldsmith\n1 Brigitta, the Wise Woman\n1 Scout\n"
                               "1 Parish Hall\n1 Reiner the Herald\n";
/* The line of the first stack card after STACKS30 in a text made by deck_text (eras line 1,
 * "start:" 2, three starting cards, "stacks:" 6, 23 lines). */
enum { EXTRA_LINE = 30 };

typedef struct result {
    ctn_status parsed;
    ctn_rivals_deck deck;
    ctn_rivals_deck_report report;
} result;

static void check_text(const char *text, result *r) {
    memset(&r->deck, 0xAB, sizeof r->deck);
    r->parsed = ctn_rivals_deck_parse(&pool, text, strlen(text), &r->deck, &r->report);
    if (r->parsed == CTN_OK) ctn_rivals_deck_validate(&pool, &r->deck, &r->report);
}

static void deck_text(char *buf, size_t cap, const char *eras, const char *start,
                      const char *extra) {
    snprintf(buf, cap, "eras: %s\nstart:\n%sstacks:\n%s%s", eras, start, STACKS30, extra);
}

static void show(const result *r) {
    for (int i = 0; i < r->report.n; i++)
        print_message("  line %u card %d %s: %s\n", r->report.error[i].line,
                      r->report.error[i].card, ctn_rivals_deck_rule_name(r->report.error[i].rule),
                      r->report.error[i].message);
}

/* The text has exactly one error: `rule` for `card_name` (NULL: no card) on `line`. */
static void expect_one(const result *r, int rule, const char *card_name, uint32_t line) {
    if (r->report.n != 1) {
        show(r);
        fail_msg("%d errors, expected one %s", r->report.n, ctn_rivals_deck_rule_name(rule));
    }
    const ctn_rivals_deck_error *e = &r->report.error[0];
    if (e->rule != rule) {
        show(r);
        fail_msg("rule %s, expected %s", ctn_rivals_deck_rule_name(e->rule),
                 ctn_rivals_deck_rule_name(rule));
    }
    assert_int_equal(e->card, card_name ? card(card_name) : -1);
    assert_int_equal(e->line, line);
    assert_true(e->message[0] != '\0');
    if (card_name) assert_non_null(strstr(e->message, card_name));
}

/* A deck that breaks one tournament rule: it parses, and validation names that rule only. */
static void expect_rule(const char *eras, const char *start, const char *extra, int rule,
                        const char *card_name, uint32_t line) {
    char text[2048];
    result r;
    deck_text(text, sizeof text, eras, start, extra);
    check_text(text, &r);
    assert_int_equal(r.parsed, CTN_OK);
    expect_one(&r, rule, card_name, line);
}

/* A file that does not parse: the one error named, and nothing loaded. */
static void expect_parse_error(const char *text, int rule, uint32_t line) {
    result r;
    check_text(text, &r);
    assert_int_equal(r.parsed, CTN_E_PARSE);
    expect_one(&r, rule, NULL, line);
    ctn_rivals_deck empty;
    memset(&empty, 0, sizeof empty);
    assert_memory_equal(&r.deck, &empty, sizeof empty);
}

static void expect_valid(const char *text) {
    result r;
    check_text(text, &r);
    if (r.parsed != CTN_OK || r.report.n) {
        show(&r);
        fail_msg("refused:\n%s", text);
    }
    assert_int_equal(ctn_rivals_deck_total(&r.deck), RV_DECK_CARDS);
    assert_int_equal(ctn_rivals_deck_section_total(&r.deck, RV_SEC_START), RV_DECK_START);
}

static void test_pool_base_box(void **u) {
    (void)u;
    /* R§8.2: 110 physical deck cards in the base box, 103 within the attack cap */
    int physical = 0, within = 0;
    for (int i = 0; i < pool.n; i++) {
        if (pool.card[i].use != RV_USE_DECK) continue;
        for (int e = 0; e < 4; e++) physical += pool.card[i].copies[e];
        within += ctn_rivals_pool_limit(&pool, i, 0);
    }
    assert_int_equal(physical, 110);
    assert_int_equal(within, 103);
    static const struct {
        const char *name;
        int limit;
    } LIMITS[] = {
        {"Storehouse", 3},
        {"Toll Bridge", 2},
        {"Large Trade Ship", 2},
        {"Goldsmith", 3},
        {"Brigitta", 3},
        {"Relocation", 2},
        {"Pirate Ship", 2},
        {"Brigands", 1},
        {"Trade Master", 1},
        {"Merchant", 1},
        {"Archer", 1},
        {"Arsonist", 1},
        {"Traitor", 1},
        {"Voyage of Plunder", 1},
        {"Gudrun", 1},
        {"Guido", 1},
        {"Merchant Guild", 2},
        {"Hedge Tavern", 2},
        {"University", 2},
        {"Chapel (1-3)", 1},
        {"Chapel (4-6)", 1},
        {"Merchant Caravan", 2},
        {"Bath House", 3},
        {"Austin", 1},
        {"Yule", 0},
        {"Road", 0},
        {"Bishop", 0},
    };
    for (size_t i = 0; i < sizeof LIMITS / sizeof LIMITS[0]; i++)
        if (ctn_rivals_pool_limit(&pool, card(LIMITS[i].name), 0) != LIMITS[i].limit)
            fail_msg("%s: limit %d, expected %d", LIMITS[i].name,
                     ctn_rivals_pool_limit(&pool, card(LIMITS[i].name), 0), LIMITS[i].limit);
    /* the attack cards and named units of the base box (R§8.2) */
    static const char *const ATTACKS[] = {"Trade Master", "Merchant",          "Brigands",
                                          "Gudrun",       "Voyage of Plunder", "Archer",
                                          "Arsonist",     "Traitor",           "Guido"};
    static const char *const NAMED[] = {"Austin",         "Harald",   "Inga",
                                        "Osmund",         "Candamir", "Siglind",
                                        "Carl Forkbeard", "Heinrich", "Irmgard"};
    int attacks = 0, named = 0;
    for (int i = 0; i < pool.n; i++)
        if (pool.card[i].kind >= 0 && pool.card[i].era < RV_ERA_INTRIGUE) { /* the base box's */
            attacks += !!(pool.card[i].marks & RV_POOL_ATTACK);
            named += !!(pool.card[i].marks & RV_POOL_NAMED);
        }
    assert_int_equal(attacks, 9);
    assert_int_equal(named, 9);
    for (int i = 0; i < 9; i++) {
        assert_true(pool.card[card(ATTACKS[i])].marks & RV_POOL_ATTACK);
        assert_true(pool.card[card(NAMED[i])].marks & RV_POOL_NAMED);
    }
    assert_false(pool.card[card("Sebastian")].marks & RV_POOL_NAMED); /* a named action */
}

static void test_pool_expansions(void **u) {
    (void)u;
    /* the eras' sizes (R§1): every card of each expansion era is in the pool */
    static const int SIZES[RV_ERA_COUNT] = {0, 0, 0, 0, 28, 30, 32, 50, 41, 34};
    for (int e = RV_ERA_INTRIGUE; e < RV_ERA_COUNT; e++) {
        int n = 0;
        for (int i = 0; i < pool.n; i++) n += pool.card[i].copies[e];
        assert_int_equal(n, SIZES[e]);
        /* all their cards built (R§12, R§13, R§14, R§15, R§16) */
        assert_int_equal(ctn_rivals_era_built(e), e == RV_ERA_INTRIGUE || e == RV_ERA_MERCHANT_PRINCES || e == RV_ERA_BARBARIANS ||
                                                      e == RV_ERA_SAGES || e == RV_ERA_PROSPERITY);
    }
    for (int e = 0; e < RV_ERA_INTRIGUE; e++) assert_true(ctn_rivals_era_built(e));
    unsigned darkness = ctn_rivals_eras_from_name("Darkness", 8);
    assert_int_equal(darkness, (1u << RV_ERA_INTRIGUE) | (1u << RV_ERA_MERCHANT_PRINCES) |
                                   (1u << RV_ERA_BARBARIANS));
    assert_int_equal(ctn_rivals_pool_limit(&pool, card("Relocation"), darkness), 3);
    assert_int_equal(ctn_rivals_pool_limit(&pool, card("Pirate Ship"), darkness), 3);
    assert_int_equal(ctn_rivals_pool_limit(&pool, card("Bishop"), darkness), 1); /* attack */
    assert_int_equal(ctn_rivals_pool_limit(&pool, card("Church"), darkness), 2);
    assert_int_equal(ctn_rivals_pool_limit(&pool, card("Siward the Scout"), darkness), 1);
    assert_true(pool.card[card("Siward the Scout")].marks & RV_POOL_NAMED);
    assert_int_equal(pool.card[card("Barbarian Attack")].use, RV_USE_EVENT);
    assert_int_equal(pool.card[card("Shipwreck")].use, RV_USE_SPECIAL);
    assert_int_equal(pool.card[card("Gold Field")].use, RV_USE_CENTRE);
    /* every card is found by its own name, and by its key where it has one */
    assert_true(pool.n < RV_POOL_MAX);
    for (int i = 0; i < pool.n; i++) {
        assert_int_equal(ctn_rivals_pool_find(&pool, pool.card[i].name, strlen(pool.card[i].name)),
                         i);
        if (pool.card[i].key)
            assert_int_equal(
                ctn_rivals_pool_find(&pool, pool.card[i].key, strlen(pool.card[i].key)), i);
    }
}

static void test_format(void **u) {
    (void)u;
    char text[2048];
    deck_text(text, sizeof text, "base", START3, "2 Relocation\n");
    expect_valid(text);
    /* comments, blank lines, spaces, CRLF, any case, punctuation, keys, the typographic
     * apostrophe, sections in any order, eras anywhere, boxes and eras by name */
    snprintf(text, sizeof text,
             "# a comment\r\n\n  stacks:  \r\n%s\t2   RELOCATION   # two\n"
             "Start:\n1 gold_ship\n1 MarketPlace\n1 merchant-caravan\nERAS: gold, Turmoil base\n",
             STACKS30);
    expect_valid(text);
    deck_text(text, sizeof text, "base", "1 Gold Ship\n1 Marketplace\n1 weaver\xE2\x80\x99s shop\n",
              "1 Relocation\n1 Merchant Caravan\n");
    expect_valid(text);
    result r;
    check_text(text, &r);
    assert_int_equal(r.deck.eras, RV_ERAS_BASE_BOX);
    assert_int_equal(ctn_rivals_deck_card_total(&r.deck, card("Weaver's Shop")), 1);
    assert_int_equal(r.deck.entry[2].line, 5);
    assert_int_equal(r.deck.entry[2].section, RV_SEC_START);
    /* a card may stand in both sections; its copies add up */
    deck_text(text, sizeof text, "base", START3, "1 Merchant Caravan\n1 Relocation\n");
    check_text(text, &r);
    assert_int_equal(r.report.n, 0);
    assert_int_equal(ctn_rivals_deck_card_total(&r.deck, card("Merchant Caravan")), 2);
}

static void test_parse_errors(void **u) {
    (void)u;
    char text[2048];
    /* every rule of the file, with the line named and nothing loaded */
    expect_parse_error("eras: base\nstart:\n1 Gold Ship\nhello\n", RV_DR_SYNTAX, 4);
    expect_parse_error("eras: base\nstart:\n1 Brigand Ships\n", RV_DR_UNKNOWN_CARD, 3);
    expect_parse_error("eras: base\nstart:\n1 Chapel\n", RV_DR_AMBIGUOUS, 3);
    expect_parse_error("eras: base\nstart:\n0 Abbey\n", RV_DR_COUNT, 3);
    expect_parse_error("eras: base\nstart:\n36 Abbey\n", RV_DR_COUNT, 3);
    expect_parse_error("eras: base\nstart:\n99999999999999999999 Abbey\n", RV_DR_COUNT, 3);
    expect_parse_error("eras: base\nstart:\n2x Abbey\n", RV_DR_COUNT, 3);
    expect_parse_error("eras: base\nstart:\n2\n", RV_DR_COUNT, 3);
    expect_parse_error("eras: base\nstart:\n1 Abbey\nstart:\n", RV_DR_SECTION, 4);
    expect_parse_error("eras: base\nstacks:\nstart:\nstacks:\n", RV_DR_SECTION, 4);
    expect_parse_error("eras: base\n1 Abbey\n", RV_DR_SECTION, 2);
    expect_parse_error("eras: base\nstart: 1 Abbey\n", RV_DR_SECTION, 2);
    expect_parse_error("eras: base\nstart:\n1 Abbey\n1 abbey\n", RV_DR_REPEATED, 4);
    expect_parse_error("start:\n1 Abbey\n", RV_DR_ERAS, 0);
    expect_parse_error("eras: base\nstart:\neras: gold\n", RV_DR_ERAS, 3);
    expect_parse_error("eras: base atlantis\n", RV_DR_ERAS, 1);
    expect_parse_error("eras:\n", RV_DR_ERAS, 1);
    memset(text, 'a', 300);
    snprintf(text + 300, 100, "\neras: base\n");
    text[0] = '#';
    expect_parse_error(text, RV_DR_LINE_LENGTH, 1);
    /* a NUL byte: the length is given, not found */
    result r;
    static const char nul[] = "eras: base\nstart:\n1 Ab\0bey\n";
    r.parsed = ctn_rivals_deck_parse(&pool, nul, sizeof nul - 1, &r.deck, &r.report);
    assert_int_equal(r.parsed, CTN_E_PARSE);
    assert_int_equal(r.report.error[0].rule, RV_DR_LINE_LENGTH);
    assert_int_equal(r.report.error[0].line, 3);
    /* more card lines than a deck struct holds */
    static char many[8192];
    size_t used = (size_t)snprintf(many, sizeof many, "eras: base\nstacks:\n");
    for (int i = 0, lines = 0; i < pool.n && lines <= RV_DECK_ENTRIES; i++)
        if (pool.card[i].use == RV_USE_DECK) {
            used += (size_t)snprintf(many + used, sizeof many - used, "1 %s\n", pool.card[i].name);
            lines++;
        }
    assert_true(used < sizeof many - 1);
    expect_parse_error(many, RV_DR_TOO_MANY, 3 + RV_DECK_ENTRIES);
}

static void test_parse_all_errors(void **u) {
    (void)u;
    /* every error of a file is reported, in line order; the deck stays empty even though the
     * other lines are good */
    result r;
    check_text("eras: base\nstart:\n1 Abbey\n1 Nothing\nstacks:\n0 Abbey\nstart:\n2 Abbey\n", &r);
    assert_int_equal(r.parsed, CTN_E_PARSE);
    assert_int_equal(r.report.n, 3);
    assert_int_equal(r.report.error[0].rule, RV_DR_UNKNOWN_CARD);
    assert_int_equal(r.report.error[0].line, 4);
    assert_int_equal(r.report.error[1].rule, RV_DR_COUNT);
    assert_int_equal(r.report.error[1].line, 6);
    assert_int_equal(r.report.error[2].rule, RV_DR_SECTION);
    assert_int_equal(r.report.error[2].line, 7);
    assert_int_equal(r.deck.n, 0);
    assert_int_equal(r.deck.eras, 0);
    /* more errors than the report holds: counted, and still a failure */
    char text[4096];
    size_t used = (size_t)snprintf(text, sizeof text, "eras: base\n");
    for (int i = 0; i < RV_DECK_ERRORS + 5; i++)
        used += (size_t)snprintf(text + used, sizeof text - used, "bad\n");
    check_text(text, &r);
    assert_int_equal(r.parsed, CTN_E_PARSE);
    assert_int_equal(r.report.n, RV_DECK_ERRORS);
    assert_int_equal(r.report.lost, 5);
    assert_int_equal(r.deck.n, 0);
}

static void test_rules(void **u) {
    (void)u;
    /* one deck per rule, breaking it and nothing else (R§11.2) */
    expect_rule("base", START3, "1 Relocation\n", RV_DR_DECK_SIZE, NULL, 0);          /* 34 */
    expect_rule("base", START3, "2 Relocation\n1 Abbey\n", RV_DR_DECK_SIZE, NULL, 0); /* 36 */
    expect_rule("base", "1 Gold Ship\n1 Marketplace\n", "2 Relocation\n1 Abbey\n", RV_DR_START_SIZE,
                NULL, 0); /* 2 starting */
    expect_rule("base", "1 Gold Ship\n1 Marketplace\n1 Merchant Caravan\n1 Abbey\n",
                "1 Relocation\n", RV_DR_START_SIZE, NULL, 0); /* 4 starting */
    /* a third Merchant Caravan: one in the starting cards, two in the stacks */
    expect_rule("base", START3, "2 Merchant Caravan\n", RV_DR_COPIES, "Merchant Caravan", 5);
    expect_rule("base", "1 Gold Ship\n1 Marketplace\n1 Relocation\n", "2 Relocation\n",
                RV_DR_COPIES, "Relocation", 5);
    expect_rule("base", START3, "2 Chapel (1-3)\n", RV_DR_COPIES, "Chapel (1-3)", EXTRA_LINE);
    expect_rule("base", START3, "2 Brigands\n", RV_DR_ATTACK, "Brigands", EXTRA_LINE);
    expect_rule("base", START3, "2 Austin\n", RV_DR_NAMED, "Austin", EXTRA_LINE);
    expect_rule("base", START3, "1 Relocation\n1 Yule\n", RV_DR_NOT_DECKABLE, "Yule",
                EXTRA_LINE + 1);
    expect_rule("base", START3, "1 Relocation\n1 Settlement\n", RV_DR_NOT_DECKABLE, "Settlement",
                EXTRA_LINE + 1);
    expect_rule("base", START3, "1 Relocation\n1 Gold Field\n", RV_DR_NOT_DECKABLE, "Gold Field",
                EXTRA_LINE + 1);
    expect_rule("base darkness", START3, "1 Relocation\n1 Capricious Sea\n", RV_DR_NOT_DECKABLE,
                "Capricious Sea", EXTRA_LINE + 1);
    expect_rule("base", START3, "1 Relocation\n1 Bishop\n", RV_DR_ERA_UNDECLARED, "Bishop",
                EXTRA_LINE + 1);
    expect_rule("base enlightenment", START3, "1 Relocation\n1 Bishop\n", RV_DR_ERA_UNDECLARED,
                "Bishop", EXTRA_LINE + 1);
    expect_rule("base enlightenment", START3, "1 Relocation\n1 Cartographer\n", RV_DR_ERA_NOT_BUILT, "Cartographer",
                EXTRA_LINE + 1);
    /* named units and attack cards of an era not built: the era is named first */
    expect_rule("enlightenment", START3, "2 Broadside\n", RV_DR_ERA_NOT_BUILT, "Broadside", EXTRA_LINE);
}

static void test_rules_valid(void **u) {
    (void)u;
    char text[2048];
    /* the limits allow what the pool holds: both Chapels, two face-up era cards, a third
     * Relocation and Pirate Ship with the Age of Darkness */
    deck_text(text, sizeof text, "base", START3, "1 Chapel (1-3)\n1 chapel 4-6\n");
    expect_valid(text);
    deck_text(text, sizeof text, "base", START3, "2 Hedge Tavern\n");
    expect_valid(text);
    deck_text(text, sizeof text, "base", START3, "2 University\n");
    expect_valid(text);
    deck_text(text, sizeof text, "base", START3, "1 Brigands\n1 Austin\n");
    expect_valid(text);
    /* the Era of Intrigue is built (R§12): its cards with the era declared, face-up ones included */
    deck_text(text, sizeof text, "base intrigue", START3, "1 Bishop\n1 Church\n");
    expect_valid(text);
    /* so is the Era of Merchant Princes (R§13): its cards with the era declared, the face-up
     * Commercial Harbor, the Trading Station and the attack cards included */
    deck_text(text, sizeof text, "base merchant_princes", START3, "1 Commercial Harbor\n1 Trading Station\n");
    expect_valid(text);
    deck_text(text, sizeof text, "base merchant_princes", START3, "1 Mendicants\n1 Tactical Retreat\n");
    expect_valid(text);
    /* the Era of Barbarians is built (R§14): its cards with the era declared */
    deck_text(text, sizeof text, "base barbarians", START3, "1 Siward the Scout\n1 Border Fortress\n");
    expect_valid(text);
    deck_text(text, sizeof text, "base barbarians", START3, "1 Castle\n1 Alliance Against the Barbarians\n");
    expect_valid(text);
    /* the Era of Sages is built (R§15): its cards with the era declared, the Manifesto a deck card */
    deck_text(text, sizeof text, "base sages", START3, "1 Barbara, Sage of the Fields\n1 Grove of Fraternity\n");
    expect_valid(text);
    deck_text(text, sizeof text, "base sages", START3, "1 Manifesto of Humane Conduct\n1 Grove of Great Foresight\n");
    expect_valid(text);
    deck_text(text, sizeof text, "darkness", "1 Gold Ship\n1 Marketplace\n1 Relocation\n",
              "2 Relocation\n");
    expect_valid(text);
    deck_text(text, sizeof text, "merchant_princes", "1 Gold Ship\n1 Marketplace\n1 Pirate Ship\n",
              "2 Pirate Ship\n");
    expect_valid(text);
}

static void test_rules_all_errors(void **u) {
    (void)u;
    /* every card that breaks a rule is reported, each under the first rule it breaks, after
     * the deck's own counts */
    char text[2048];
    result r;
    deck_text(text, sizeof text, "base", START3,
              "2 Brigands\n1 Yule\n3 Austin\n1 Bishop\n3 Relocation\n");
    check_text(text, &r);
    assert_int_equal(r.parsed, CTN_OK);
    static const struct {
        int rule;
        const char *card;
    } WANT[] = {{RV_DR_DECK_SIZE, NULL},          {RV_DR_ATTACK, "Brigands"},
                {RV_DR_NOT_DECKABLE, "Yule"},     {RV_DR_NAMED, "Austin"},
                {RV_DR_ERA_UNDECLARED, "Bishop"}, {RV_DR_COPIES, "Relocation"}};
    if (r.report.n != 6) show(&r);
    assert_int_equal(r.report.n, 6);
    for (int i = 0; i < 6; i++) {
        assert_int_equal(r.report.error[i].rule, WANT[i].rule);
        assert_int_equal(r.report.error[i].card, WANT[i].card ? card(WANT[i].card) : -1);
    }
    assert_int_equal(ctn_rivals_deck_validate(&pool, &r.deck, &r.report), 6);
}

static void test_kinds(void **u) {
    (void)u;
    /* the deck as engine kinds: the starting cards first, then the stacks', in file order */
    char text[2048];
    result r;
    deck_text(text, sizeof text, "base", START3, "2 Relocation\n");
    check_text(text, &r);
    assert_int_equal(r.report.n, 0);
    int16_t kinds[RV_DECK_CARDS + 5];
    assert_int_equal(ctn_rivals_deck_kinds(&pool, &r.deck, kinds, RV_DECK_CARDS + 5), 35);
    assert_int_equal(kinds[0], ctn_rivals_card_find("gold_ship"));
    assert_int_equal(kinds[1], ctn_rivals_card_find("marketplace"));
    assert_int_equal(kinds[2], ctn_rivals_card_find("merchant_caravan"));
    assert_int_equal(kinds[3], ctn_rivals_card_find("large_trade_ship"));
    assert_int_equal(kinds[4], ctn_rivals_card_find("large_trade_ship"));
    assert_int_equal(kinds[33], ctn_rivals_card_find("relocation"));
    assert_int_equal(kinds[34], ctn_rivals_card_find("relocation"));
    assert_int_equal(ctn_rivals_deck_kinds(&pool, &r.deck, kinds, 4), 4); /* cap */
}

/* The `events:` section: none (the default picks) or exactly 4 events, each within
 * the half-moon limit with the Riots and Plague every player gives; Yule is the host's. The
 * picks are no deck cards: they count neither among the 35 nor against a card's limit. */
static void test_events(void **u) {
    (void)u;
    char text[2048], with[2200];
    result r;
    deck_text(text, sizeof text, "base", START3, "1 Relocation\n1 Austin\n");
    snprintf(with, sizeof with, "%sevents:\n2 Invention\n1 Plague\n1 Riots\n", text);
    expect_valid(with);
    check_text(with, &r);
    int16_t picks[6];
    assert_int_equal(ctn_rivals_deck_events(&pool, &r.deck, picks, 6), 4);
    assert_int_equal(picks[0], ctn_rivals_card_find("invention"));
    assert_int_equal(picks[3], ctn_rivals_card_find("riots"));
    check_text(text, &r);
    assert_int_equal(ctn_rivals_deck_events(&pool, &r.deck, picks, 6), 0); /* the default picks */
    snprintf(with, sizeof with, "%sevents:\n2 Feud\n2 Invention\n", text); /* 2 with a half moon */
    check_text(with, &r);
    expect_one(&r, RV_DR_HALF_MOON, "Feud", EXTRA_LINE + 3);
    snprintf(with, sizeof with, "%sevents:\n2 Riots\n2 Invention\n", text); /* 3 with the one given */
    check_text(with, &r);
    expect_one(&r, RV_DR_HALF_MOON, "Riots", EXTRA_LINE + 3);
    snprintf(with, sizeof with, "%sevents:\n1 Yule\n3 Year of Plenty\n", text);
    check_text(with, &r);
    assert_int_equal(r.report.n, 2);
    assert_int_equal(r.report.error[0].rule, RV_DR_HALF_MOON);
    assert_int_equal(r.report.error[1].rule, RV_DR_HALF_MOON);
    snprintf(with, sizeof with, "%sevents:\n1 Feud\n2 Invention\n1 Scout\n", text); /* no event */
    check_text(with, &r);
    expect_one(&r, RV_DR_EVENT_CARD, "Scout", EXTRA_LINE + 5);
    snprintf(with, sizeof with, "%sevents:\n1 Feud\n2 Invention\n", text); /* 3 picks */
    check_text(with, &r);
    expect_one(&r, RV_DR_EVENT_PICKS, NULL, 0);
    snprintf(with, sizeof with, "%sevents:\n2 Good Neighbors\n2 Invention\n", text); /* an undeclared era's */
    check_text(with, &r);
    expect_one(&r, RV_DR_ERA_UNDECLARED, "Good Neighbors", EXTRA_LINE + 3);
    deck_text(text, sizeof text, "base intrigue", START3, "1 Relocation\n1 Austin\n");
    snprintf(with, sizeof with, "%sevents:\n2 Good Neighbors\n2 Invention\n", text);
    expect_valid(with);
}

static void test_shipped_decks(void **u) {
    (void)u;
    static const char *const DECKS[] = {"trade", "heroes", "progress", "barbarians", "merchants", "sages", "prosperity"};
    for (int d = 0; d < (int)(sizeof DECKS / sizeof DECKS[0]); d++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/decks/%s.deck", CATAN_SOURCE_DIR, DECKS[d]);
        FILE *f = fopen(path, "rb");
        if (!f) fail_msg("cannot open %s", path);
        static char text[16384];
        size_t len = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[len] = '\0';
        expect_valid(text);
    }
}

int main(void) {
    ctn_rivals_pool_init(&pool);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pool_base_box),
        cmocka_unit_test(test_pool_expansions),
        cmocka_unit_test(test_format),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_parse_all_errors),
        cmocka_unit_test(test_rules),
        cmocka_unit_test(test_rules_valid),
        cmocka_unit_test(test_rules_all_errors),
        cmocka_unit_test(test_kinds),
        cmocka_unit_test(test_shipped_decks),
        cmocka_unit_test(test_events),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
