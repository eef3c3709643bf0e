/* test_rivals_agree.c — Rivals for Catan: the fast generator against the independent oracle
 * (rivals_oracle.c) over random playouts of every mode: the introductory game, the Eras of Gold,
 * Turmoil and Progress, and the duel, the later eras' theme games and the tournament, of the default
 * decks and of decks/barbarians.deck (docs/rules/rivals.md).
 *
 * At every position of every playout:
 * - the invariant check passes (every card in one place, stocks 0–3, centre stacks);
 * - the actor's legal list (or the chance outcomes) equals the oracle's;
 * - the actor's legal list computed from his own view equals the one from the full state;
 * - no view shows the opponent's hand (except to the picker of Fraternal Feuds) or any stack's
 *   cards (except the searched stack to the searcher), nor the generator;
 * - every legal action's text parses back to the same action;
 * - a determinization of the actor's view passes the invariant check and is observed as the very
 *   same view;
 * - a card returned under a stack, picked from one or drawn is hidden from the other player.
 * In the Era of Merchant Princes' playouts every card laid, turned or used with `play` is played;
 * in the Era of Barbarians' the Border Fortress, the Stronghold and the Alliance (the tournament
 * of its decks: the first two).
 * Over all playouts of a mode every phase of the game is reached at least once (in the Era of Gold
 * also the Merchant's give-back; in the Era of Turmoil every phase but the Merchant's and the
 * Pirate Ship's, whose cards are not in it; in the Era of Progress the Library's choice), so the
 * oracle is compared in each. Playouts: 60 of the intro, or
 * half of CATAN_AGREE_GAMES when set (the sanitizer build sets 6: 3 games; CATAN_AGREE_GAMES=4000
 * runs 2000 by hand); half as many of each theme game, whose games are longer. ctest runs the
 * modes in 4 parts (CATAN_TEST_PART=k/n: every n-th mode from the k-th), each with its own timeout.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "catan/io.h"
#include "catan/perft.h"
#include "catan/rivals.h"
#include "catan/rivals_deck.h"
#include "rules/rivals/rivals_internal.h"
#include "test_part.h"

/* The tournament's decks when not the default (the Era of Barbarians' playouts). */
static const ctn_rivals_setup *decks;

/* Random play reaches 12 points slowly: the theme games stop undecided after 300 turns. */
static ctn_game *new_game(int mode) {
    ctn_game_config cfg = {.num_players = 2, .num_options = 2, .options = {{"mode", mode}, {"turn_limit", mode ? 300 : 0}}, .setup = decks};
    ctn_game *g = NULL;
    ctn_error err = {0};
    assert_int_equal(ctn_game_new(&ctn_rivals_rules, &cfg, &g, &err), CTN_OK);
    return g;
}

static int games_wanted(void) {
    const char *e = getenv("CATAN_AGREE_GAMES");
    return e ? atoi(e) / 2 : 60; /* the sanitizer build asks for 6: 3 (whole games) */
}

static int cmp(const void *a, const void *b) {
    ctn_action x = *(const ctn_action *)a, y = *(const ctn_action *)b;
    return x < y ? -1 : x > y;
}

static void check_view(const rv_state *s, const rv_state *v, int viewer) {
    int other = 1 - viewer;
    uint8_t zero[sizeof v->rng] = {0};
    assert_memory_equal(&v->rng, zero, sizeof zero);
    int shown = (s->phase == RV_PH_FF_PICK || s->phase == RV_PH_STEAL) && s->actor == viewer;
    if (!shown) {
        assert_true(v->hand[other][0] == 0 && v->hand[other][1] == 0);
        assert_int_equal(v->hidden_hand[other], rv_hand_count(s, other));
    }
    assert_memory_equal(v->hand[viewer], s->hand[viewer], sizeof s->hand[viewer]);
    for (int k = 0; k < RV_STACKS; k++) {
        assert_int_equal(v->stacks[k].n, s->stacks[k].n);
        if (s->start_picks == 0) assert_memory_equal(v->faceup, s->faceup, sizeof s->faceup); /* open */
        if (s->phase == RV_PH_SEARCH && s->actor == viewer && k == s->search_stack) continue;
        for (int i = 0; i < v->stacks[k].n; i++) assert_int_equal(v->stacks[k].card[i], RV_UNKNOWN);
    }
}

static void check_texts(const ctn_game *g, const ctn_state *st, int player, const ctn_action *list, int n) {
    for (int i = 0; i < n; i++) {
        char text[CTN_ACTION_TEXT_MAX];
        ctn_action back = 0;
        ctn_error err = {0};
        ctn_action_to_text(g, st, list[i], text, sizeof text);
        if (ctn_action_from_text(g, st, player, text, &back, &err) != CTN_OK || back != list[i])
            fail_msg("text '%s' of action %u parses to %u (%s)", text, list[i], back, err.message);
    }
}

static void check_hidden_moves(const ctn_game *g, const rv_state *s, int player, ctn_action a) {
    if (player == CTN_CHANCE) {
        if (RV_ACT_TYPE(a) == RV_C_CARD) {
            assert_int_equal(RV_ACT_A(g->rules->mask_action(g, (const ctn_state *)s, player, a, 1 - s->draw_for)), RV_UNKNOWN);
            assert_int_equal(g->rules->mask_action(g, (const ctn_state *)s, player, a, s->draw_for), a);
        }
        return;
    }
    ctn_action m = g->rules->mask_action(g, (const ctn_state *)s, player, a, 1 - player);
    int t = RV_ACT_TYPE(a);
    if (t == RV_A_RETURN || t == RV_A_PICK) assert_int_equal(RV_ACT_A(m), RV_UNKNOWN);
    else assert_int_equal(m, a);
}

/* Phases the playouts of a mode need not reach: those its cards cannot bring about (Turmoil has
 * no Merchant, no Pirate Ship and no Library; Progress none of those of Gold and Turmoil; the duel
 * no Sebastian, whose only copy bears the half moon, R§6.3), and in the duel the Archer's, the
 * Traitor's and the Library's, which need single cards of their 12- and 14-card stacks: too rare
 * in 30 random duels (the Turmoil and Progress playouts reach them with the same code). */
static int never_in(int mode, int phase) {
    if (phase == RV_PH_PREPARE) return mode != RV_MODE_TOURNAMENT; /* the tournament's alone */
    if (phase == RV_PH_SEA_ROLL) return mode != RV_MODE_MERCHANTS; /* the Era of Merchant Princes' alone */
    if (phase == RV_PH_CONTEST_ROLL) return mode != RV_MODE_BARBARIANS && mode != RV_MODE_SAGES; /* the Dispute's too */
    if (phase == RV_PH_COUNCIL || phase == RV_PH_VIGILANCE || phase == RV_PH_LOOK || phase == RV_PH_FORESIGHT)
        return mode != RV_MODE_SAGES; /* the Era of Sages' alone */
    if (phase == RV_PH_INSURRECTION) return mode != RV_MODE_PROSPERITY; /* the Era of Prosperity's alone */
    if (phase >= RV_PH_TAVERN_ROLL) return mode != RV_MODE_BARBARIANS; /* the Era of Barbarians' alone */
    if (mode == RV_MODE_TOURNAMENT) /* no starting stack; the default decks hold no Merchant, Pirate Ship, Library */
        return phase == RV_PH_START_STACK || phase == RV_PH_GIVE || phase == RV_PH_LOSE_SHIP || phase == RV_PH_LIBRARY;
    if (mode == RV_MODE_TURMOIL) return phase == RV_PH_GIVE || phase == RV_PH_LOSE_SHIP || phase == RV_PH_LIBRARY;
    if (mode == RV_MODE_PROGRESS)
        return phase == RV_PH_GIVE || phase == RV_PH_LOSE_SHIP || (phase >= RV_PH_GUARD && phase <= RV_PH_STEAL);
    if (mode == RV_MODE_INTRIGUE) /* its cards built so far (R§12.3): no Gold, Turmoil or Progress choices */
        return phase == RV_PH_GIVE || phase == RV_PH_LOSE_SHIP || (phase >= RV_PH_GUARD && phase <= RV_PH_STEAL);
    if (mode == RV_MODE_MERCHANTS) /* its cards built so far (R§13.3): none of the other eras' choices */
        return phase == RV_PH_GIVE || phase == RV_PH_LOSE_SHIP || (phase >= RV_PH_GUARD && phase <= RV_PH_LIBRARY);
    if (mode == RV_MODE_BARBARIANS || mode == RV_MODE_SAGES) /* their cards built so far (R§14.3, R§15.3; the
                                                               * Sages' Grove of Freedom's choice): no other era's */
        return phase == RV_PH_GIVE || phase == RV_PH_LOSE_SHIP || (phase >= RV_PH_GUARD && phase <= RV_PH_STEAL);
    if (mode == RV_MODE_PROSPERITY) /* its cards built so far (R§16.3): no other era's choices, no Library */
        return phase == RV_PH_GIVE || phase == RV_PH_LOSE_SHIP || (phase >= RV_PH_GUARD && phase <= RV_PH_LIBRARY);
    if (mode == RV_MODE_EXPLORERS) /* its buildings built so far (R§17.3): no card of its own to play */
        return phase == RV_PH_GIVE || phase == RV_PH_LOSE_SHIP || (phase >= RV_PH_GUARD && phase <= RV_PH_LIBRARY);
    if (mode == RV_MODE_DUEL)
        return phase == RV_PH_REACT || phase == RV_PH_UNIT_LOSS || phase == RV_PH_STEAL || phase == RV_PH_LIBRARY;
    return 0;
}

/* Whether a is the Manifesto turned up for an attack card. */
static int is_attack_paid(const rv_state *s, ctn_action a) {
    return RV_ACT_TYPE(a) == RV_A_PLAY && RV_ACT_B(a) >= RV_MANIFESTO_ATTACK && rv_card_of(s, RV_ACT_A(a))->ability == rv_ab_manifesto;
}

static void playouts(int mode) {
    ctn_game *g = new_game(mode);
    size_t size = ctn_state_size(g);
    rv_state s, view, det, view2;
    assert_int_equal(size, sizeof s);
    static ctn_action fast[CTN_MAX_ACTIONS], from_view[CTN_MAX_ACTIONS];
    uint32_t weights[CTN_MAX_CHANCE];
    int phases_seen[RV_PH_COUNT] = {0}, games = games_wanted(), finished = 0, won = 0;
    int plays_seen[RV_MAX_KINDS] = {0}; /* the cards' plays (RV_A_PLAY) chosen, by kind */
    int ships_built = 0; /* the Era of Explorers' explorer ships */
    int attack_paid = 0;                /* the Manifesto turned for an attack card */
    if (mode != RV_MODE_INTRO) games = games > 1 ? games / 2 : 1; /* longer games: half as many */
    if (decks) games = games > 5 ? games / 5 : 1; /* a second tournament: a fifth of them (the debug build's time) */
    for (int game = 0; game < games; game++) {
        ctn_game_init_state(g, (ctn_state *)&s, 1000 + (uint64_t)game);
        ctn_rng pick;
        ctn_rng_seed(&pick, 77 + (uint64_t)game);
        for (int step = 0; step < 20000 && !ctn_game_is_terminal(g, (ctn_state *)&s); step++) {
            char msg[256];
            if (g->rules->check(g, (ctn_state *)&s, msg, sizeof msg)) fail_msg("game %d step %d: %s", game, step, msg);
            phases_seen[s.phase]++;
            int player = ctn_actors_pick(ctn_game_actors(g, (ctn_state *)&s));
            assert_true(player >= 0);
            if (ctn_oracle_compare(g, (ctn_state *)&s, player, 0, msg, sizeof msg))
                fail_msg("game %d step %d phase %s: %s", game, step, ctn_rivals_phase_name(s.phase), msg);
            ctn_action a;
            if (player == CTN_CHANCE) {
                int n = ctn_game_chance(g, (ctn_state *)&s, fast, weights);
                assert_true(n > 0);
                check_texts(g, (ctn_state *)&s, player, fast, n);
                a = ctn_game_sample_chance(g, (ctn_state *)&s, &pick);
            } else {
                int n = ctn_game_legal(g, (ctn_state *)&s, player, 0, fast);
                assert_true(n > 0);
                ctn_game_observe(g, (ctn_state *)&s, player, (ctn_state *)&view);
                check_view(&s, &view, player);
                int nv = ctn_game_legal(g, (ctn_state *)&view, player, 0, from_view);
                assert_int_equal(nv, n);
                qsort(from_view, (size_t)nv, sizeof *from_view, cmp);
                ctn_action sorted[CTN_MAX_ACTIONS];
                memcpy(sorted, fast, sizeof *fast * (size_t)n);
                qsort(sorted, (size_t)n, sizeof *sorted, cmp);
                assert_memory_equal(sorted, from_view, sizeof *sorted * (size_t)n);
                check_texts(g, (ctn_state *)&s, player, fast, n);
                ctn_game_determinize(g, (ctn_state *)&view, &pick, (ctn_state *)&det);
                if (g->rules->check(g, (ctn_state *)&det, msg, sizeof msg)) fail_msg("determinized: %s", msg);
                ctn_game_observe(g, (ctn_state *)&det, player, (ctn_state *)&view2);
                assert_memory_equal(&view, &view2, sizeof view);
                a = fast[ctn_rng_below(&pick, (uint32_t)n)];
                /* a card given up only 1 time in 32 (uniform play gives them up as often as it
                 * builds, and the principalities never grow far enough for the later phases) */
                while (RV_ACT_TYPE(a) == RV_A_ABANDON && ctn_rng_below(&pick, 32)) a = fast[ctn_rng_below(&pick, (uint32_t)n)];
                /* the Manifesto turned for an attack card needs its owl, resources and card at
                 * once: chosen 1 time in 2 when legal, so the oracle is compared on it */
                for (int i = 0; i < n; i++)
                    if (is_attack_paid(&s, fast[i]) && ctn_rng_below(&pick, 2)) a = fast[i];
            }
            if (player != CTN_CHANCE && RV_ACT_TYPE(a) == RV_A_PLAY) plays_seen[s.kind[RV_ACT_A(a)]]++;
            ships_built += player != CTN_CHANCE && RV_ACT_TYPE(a) == RV_A_EXPLORER_SHIP;
            if (player != CTN_CHANCE && is_attack_paid(&s, a)) attack_paid++;
            check_hidden_moves(g, &s, player, a);
            ctn_game_apply(g, (ctn_state *)&s, player, a);
        }
        finished += ctn_game_is_terminal(g, (ctn_state *)&s);
        won += s.phase == RV_PH_GAME_OVER && s.winner != RV_NONE;
        if (s.phase == RV_PH_GAME_OVER && s.winner != RV_NONE)
            assert_true(ctn_rivals_vp(g, &s, s.winner) >= rv_data_of(g)->vp_to_win);
    }
    assert_int_equal(finished, games);
    int full = games_wanted() >= 60;
    if (full && !decks) assert_true(won > 0); /* some games are won, not all stopped at the limit */
    int last = mode == RV_MODE_INTRO ? RV_PH_SEARCH : mode == RV_MODE_GOLD ? RV_PH_GIVE : RV_PH_COUNT - 1;
    if (full && !decks) /* the default decks' phases */
        for (int ph = 0; ph <= last; ph++)
            if (ph != RV_PH_GAME_OVER && !never_in(mode, ph) && !phases_seen[ph])
                fail_msg("phase %s never reached", ctn_rivals_phase_name(ph));
    static const char *const SAGES_PLAYS[] = {"manifesto", "wise_protection", "dispute_of_the_sages", "great_foresight", "grove_of_justice",
                                              "grove_of_vigilance", "grove_of_fraternity", "grove_of_great_foresight"};
    for (size_t i = 0; full && mode == RV_MODE_SAGES && i < sizeof SAGES_PLAYS / sizeof *SAGES_PLAYS; i++)
        if (!plays_seen[ctn_rivals_card_find(SAGES_PLAYS[i])]) fail_msg("no play of %s", SAGES_PLAYS[i]);
    if (full && mode == RV_MODE_EXPLORERS && !ships_built) fail_msg("no explorer ship built (R-263)");
    if (full && mode == RV_MODE_SAGES && !attack_paid) fail_msg("no Manifesto turned for an attack card (R-210)");
    static const char *const PROSPERITY_PLAYS[] = {"mercenaries", "small_market_town", "traveling_theater", "thieves_hideout"};
    for (size_t i = 0; full && mode == RV_MODE_PROSPERITY && i < sizeof PROSPERITY_PLAYS / sizeof *PROSPERITY_PLAYS; i++)
        if (!plays_seen[ctn_rivals_card_find(PROSPERITY_PLAYS[i])]) fail_msg("no play of %s (R-251..R-255)", PROSPERITY_PLAYS[i]);
    static const char *const MERCHANT_PLAYS[] = {"cloth_merchants_residence", "paper_merchants_residence", "commercial_harbor",
                                                  "wainwright", "trading_post", "ship_builder", "brigand_camp", "tactical_retreat",
                                                  "trading_station"};
    for (size_t i = 0; full && mode == RV_MODE_MERCHANTS && i < sizeof MERCHANT_PLAYS / sizeof *MERCHANT_PLAYS; i++)
        if (!plays_seen[ctn_rivals_card_find(MERCHANT_PLAYS[i])]) /* so the oracle was compared on them */
            fail_msg("no play of %s", MERCHANT_PLAYS[i]);
    /* the Era of Barbarians' last cards and the Stronghold, so the oracle was
     * compared on them; the tournament's random play turns no Triumph Card up for the Alliance */
    static const char *const BARBARIAN_PLAYS[] = {"border_fortress", "barbarian_stronghold", "alliance_against_the_barbarians"};
    int barbarian_plays = mode == RV_MODE_BARBARIANS ? 3 : decks ? 2 : 0;
    for (int i = 0; full && i < barbarian_plays; i++)
        if (!plays_seen[ctn_rivals_card_find(BARBARIAN_PLAYS[i])])
            fail_msg("no play of %s", BARBARIAN_PLAYS[i]);
    ctn_game_free(g);
}

static void playouts_progress(void **unused) {
    (void)unused;
    playouts(RV_MODE_PROGRESS);
}

static void playouts_intro(void **unused) {
    (void)unused;
    playouts(RV_MODE_INTRO);
}

static void playouts_gold(void **unused) {
    (void)unused;
    playouts(RV_MODE_GOLD);
}

static void playouts_turmoil(void **unused) {
    (void)unused;
    playouts(RV_MODE_TURMOIL);
}

static void playouts_duel(void **unused) {
    (void)unused;
    playouts(RV_MODE_DUEL);
}

/* The Era of Intrigue's theme game (R§12): Odin's Temple's and the Priestess's choices. */
static void playouts_intrigue(void **unused) {
    (void)unused;
    playouts(RV_MODE_INTRIGUE);
}

/* The Era of Merchant Princes' theme game (R§13): the cards built so far. */
static void playouts_merchants(void **unused) {
    (void)unused;
    playouts(RV_MODE_MERCHANTS);
}

/* The Era of Barbarians' theme game (R§14): all its cards, the Barbarian Attack put back under
 * the top 4 events; the Border Fortress, the Alliance and the Stronghold played. */
static void playouts_barbarians(void **unused) {
    (void)unused;
    playouts(RV_MODE_BARBARIANS);
}

/* A tournament of two decks/barbarians.deck (R§14, R-202..R-205): the era's cards in own stacks,
 * its events in the 13 with 6 Barbarian Attacks put back, the Stronghold's slot, hidden kinds. */
static void playouts_tournament_barbarians(void **unused) {
    (void)unused;
    static ctn_rivals_setup set;
    ctn_rivals_default_setup(&set);
    ctn_rivals_pool *pool = malloc(sizeof *pool);
    ctn_rivals_deck *deck = malloc(sizeof *deck);
    ctn_rivals_deck_report *rep = malloc(sizeof *rep);
    assert_non_null(pool);
    assert_non_null(deck);
    assert_non_null(rep);
    ctn_rivals_pool_init(pool);
    size_t len;
    const char *text = ctn_rivals_deck_file_text("barbarians", &len);
    assert_non_null(text);
    assert_int_equal(ctn_rivals_deck_parse(pool, text, len, deck, rep), CTN_OK);
    for (int p = 0; p < 2; p++) {
        assert_int_equal(ctn_rivals_deck_kinds(pool, deck, set.deck[p], 35), 35);
        set.eras[p] = (uint16_t)(RV_ERAS_BASE_BOX | 1u << RV_ERA_BARBARIANS);
        for (int i = 0; i < RV_TOURNEY_PICKS; i++) set.events[p][i] = (int16_t)ctn_rivals_card_find(i < 3 ? "barbarian_attack" : "retreat_of_the_barbarians");
    }
    free(rep);
    free(deck);
    free(pool);
    decks = &set;
    playouts(RV_MODE_TOURNAMENT);
}

static int default_decks(void **unused) {
    (void)unused;
    decks = NULL;
    return 0;
}

/* The Era of Sages' theme game (R§15): sages laid and risen, owls paid, the Manifesto, the Academy. */
static void playouts_sages(void **unused) {
    (void)unused;
    playouts(RV_MODE_SAGES);
}

/* The Era of Prosperity's theme game (R§16): stars gained and paid, the face-up Builder's Huts,
 * Prince and Princess, Feeding the Poor, Taxation. */
static void playouts_prosperity(void **unused) {
    (void)unused;
    playouts(RV_MODE_PROSPERITY);
}

/* The Era of Explorers' theme game (R§17): the sea areas, the Explorer Harbor's closed road site,
 * explorer ships built. */
static void playouts_explorers(void **unused) {
    (void)unused;
    playouts(RV_MODE_EXPLORERS);
}

/* The tournament (the default decks): own stacks, the preparation round, hidden kinds. */
static void playouts_tournament(void **unused) {
    (void)unused;
    playouts(RV_MODE_TOURNAMENT);
}

int main(void) {
    if (getenv("CATAN_AGREE_ONLY")) cmocka_set_test_filter(getenv("CATAN_AGREE_ONLY")); /* e.g. playouts_sages, by hand */
    const struct CMUnitTest tests[] = {cmocka_unit_test(playouts_intro), cmocka_unit_test(playouts_gold),
                                       cmocka_unit_test(playouts_turmoil), cmocka_unit_test(playouts_progress),
                                       cmocka_unit_test(playouts_duel), cmocka_unit_test(playouts_tournament),
                                       cmocka_unit_test(playouts_intrigue), cmocka_unit_test(playouts_merchants),
                                       cmocka_unit_test(playouts_barbarians), cmocka_unit_test_teardown(playouts_tournament_barbarians, default_decks),
                                       cmocka_unit_test(playouts_sages), cmocka_unit_test(playouts_prosperity),
                                       cmocka_unit_test(playouts_explorers)};
    int part, parts; /* run in parts as several ctest tests (CATAN_TEST_PART, tests/CMakeLists.txt) */
    test_part(&part, &parts);
    struct CMUnitTest chosen[sizeof tests / sizeof *tests];
    size_t n = 0;
    for (size_t i = (size_t)part; i < sizeof tests / sizeof *tests; i += (size_t)parts) chosen[n++] = tests[i];
    return _cmocka_run_group_tests("test_rivals_agree", chosen, n, NULL, NULL);
}
