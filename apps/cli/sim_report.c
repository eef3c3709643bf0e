/* sim_report.c — the reports of `catan sim`: the table, and the JSON object whose "run",
 * "shard" and "raw" parts carry what the summary figures are computed from (sums, per-seat counts,
 * the per-bot tally with its pairwise wins), so that the reports of a run's shards can be merged
 * into the report of the whole run (sim_merge.c).
 */
#include <stdio.h>

#include "sim.h"

static void json_string(const char *s) {
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static double ratio(double x, uint64_t n) {
    return n ? x / (double)n : 0.0;
}

static void json_bots(const sim_args *a, const sim_totals *t, const double *elo) {
    const ctn_tally *ty = &t->tally;
    printf(",\"wins_by_bot\":{");
    for (int b = 0; b < ty->count; b++) {
        printf("%s", b ? "," : "");
        json_string(ty->bots[b].name);
        printf(":%llu", (unsigned long long)ty->bots[b].wins);
    }
    printf("},\"bots\":{");
    for (int b = 0; b < ty->count; b++) {
        const ctn_bot_tally *bt = &ty->bots[b];
        ctn_share_test st = ctn_share_test_run(bt->wins, bt->games, 1.0 / a->num_seats);
        printf("%s", b ? "," : "");
        json_string(bt->name);
        printf(":{\"games\":%llu,\"wins\":%llu,\"win_rate\":%.6f,\"ci_low\":%.6f,\"ci_high\":%.6f,"
               "\"fair_share\":%.6f,\"p_value\":%.6g,\"avg_points\":%.4f,\"elo\":%.1f}",
               (unsigned long long)bt->games, (unsigned long long)bt->wins, st.rate, st.ci.low,
               st.ci.high, st.fair, st.p_value, ratio((double)bt->points, bt->games), elo[b]);
    }
    printf("}");
}

static void json_per_seat(const sim_args *a, const sim_totals *t) {
    printf(",\"per_seat\":[");
    for (int p = 0; p < a->num_seats; p++) {
        ctn_interval ci = ctn_wilson_interval(t->wins[p], t->games, CTN_Z95);
        printf("%s{\"seat\":%d,\"wins\":%llu,\"win_rate\":%.6f,\"ci_low\":%.6f,\"ci_high\":%.6f,"
               "\"avg_points\":%.4f}",
               p ? "," : "", p, (unsigned long long)t->wins[p], ratio((double)t->wins[p], t->games),
               ci.low, ci.high, ratio((double)t->points[p], t->games));
    }
    printf("]");
}

/* A deck's name for the report: as given on the command line, or the default deck's. */
static const char *deck_label(const sim_args *a, int e) {
    return a->ga.deck_name[e][0] ? a->ga.deck_name[e] : "heroes (default)";
}

/* Deck 0's share of the decided games, with its 95% Wilson interval. */
static ctn_interval deck_share(const sim_totals *t, double *rate) {
    uint64_t decided = t->deck_wins[0] + t->deck_wins[1];
    *rate = ratio((double)t->deck_wins[0], decided);
    return ctn_wilson_interval(t->deck_wins[0], decided, CTN_Z95);
}

static void json_decks(const sim_args *a, const sim_totals *t) {
    double rate;
    ctn_interval ci = deck_share(t, &rate);
    printf(",\"decks\":{\"decided\":%llu,\"deck0_share\":%.6f,\"ci_low\":%.6f,\"ci_high\":%.6f,\"entries\":[",
           (unsigned long long)(t->deck_wins[0] + t->deck_wins[1]), rate, ci.low, ci.high);
    for (int e = 0; e < 2; e++) {
        ctn_interval c = ctn_wilson_interval(t->deck_wins[e], t->games, CTN_Z95);
        printf("%s{\"deck\":", e ? "," : "");
        json_string(deck_label(a, e));
        printf(",\"games\":%llu,\"wins\":%llu,\"win_rate\":%.6f,\"ci_low\":%.6f,\"ci_high\":%.6f,"
               "\"red_games\":%llu,\"red_wins\":%llu}",
               (unsigned long long)t->games, (unsigned long long)t->deck_wins[e], ratio((double)t->deck_wins[e], t->games),
               c.low, c.high, (unsigned long long)t->deck_red_games[e], (unsigned long long)t->deck_red_wins[e]);
    }
    printf("]}");
}

/* What identifies the run a shard belongs to: every argument that decides its games. */
static void json_run(const sim_args *a) {
    printf(",\"run\":{\"game\":");
    json_string(a->ga.game ? a->ga.game : "classic");
    printf(",\"players\":%d,\"board\":", a->num_seats);
    if (a->ga.board)
        json_string(a->ga.board);
    else
        printf("null");
    printf(",\"options\":[");
    for (int o = 0; o < a->ga.num_options; o++) {
        printf("%s", o ? "," : "");
        json_string(a->ga.option_text[o]);
    }
    printf("],\"seats\":[");
    for (int p = 0; p < a->num_seats; p++) {
        printf("%s", p ? "," : "");
        json_string(a->seats[p]);
    }
    printf("],\"games\":%llu,\"seed\":%llu,\"rotate\":%s,\"max_actions\":%llu,\"offers\":%s,\"keep_cards\":%s}",
           (unsigned long long)a->games, (unsigned long long)a->seed, a->rotate ? "true" : "false",
           (unsigned long long)a->max_actions, a->offers ? "true" : "false", a->keep_cards ? "true" : "false");
    /* merged shards report the whole run: its one part */
    printf(",\"shard\":{\"index\":%llu,\"count\":%llu,\"first\":%llu,\"end\":%llu}",
           (unsigned long long)(a->merged ? 1 : a->shard_index),
           (unsigned long long)(a->merged ? 1 : a->shard_count), (unsigned long long)a->first,
           (unsigned long long)a->end);
    if (a->merged) printf(",\"merged_from\":%llu", (unsigned long long)a->shard_count);
}

/* The sums every figure of the report is computed from (sim_merge.c adds them up). */
static void json_raw(const sim_args *a, const sim_totals *t) {
    printf(",\"raw\":{\"games\":%llu,\"undecided\":%llu,\"turns\":%llu,\"actions\":%llu,"
           "\"decisions\":%llu,\"hash\":\"%016llx\",\"wins\":[",
           (unsigned long long)t->games, (unsigned long long)t->undecided,
           (unsigned long long)t->turns, (unsigned long long)t->actions,
           (unsigned long long)t->decisions, (unsigned long long)t->hash);
    for (int p = 0; p < a->num_seats; p++)
        printf("%s%llu", p ? "," : "", (unsigned long long)t->wins[p]);
    printf("],\"points\":[");
    for (int p = 0; p < a->num_seats; p++) printf("%s%lld", p ? "," : "", (long long)t->points[p]);
    printf("],\"bots\":[");
    const ctn_tally *ty = &t->tally;
    for (int b = 0; b < ty->count; b++) {
        const ctn_bot_tally *bt = &ty->bots[b];
        printf("%s{\"name\":", b ? "," : "");
        json_string(bt->name);
        printf(",\"games\":%llu,\"wins\":%llu,\"points\":%lld,\"beat\":[",
               (unsigned long long)bt->games, (unsigned long long)bt->wins, (long long)bt->points);
        for (int c = 0; c < ty->count; c++)
            printf("%s%llu", c ? "," : "", (unsigned long long)ty->beat[b][c]);
        printf("]}");
    }
    printf("]");
    if (a->decks) { /* a deck match's sums (sim_merge.c adds them up) */
        const uint64_t *rows[3] = {t->deck_wins, t->deck_red_games, t->deck_red_wins};
        static const char *const NAMES[3] = {"wins", "red_games", "red_wins"};
        printf(",\"decks\":{");
        for (int k = 0; k < 3; k++)
            printf("%s\"%s\":[%llu,%llu]", k ? "," : "", NAMES[k], (unsigned long long)rows[k][0],
                   (unsigned long long)rows[k][1]);
        printf("}");
    }
    printf("}");
}

static void report_json(const sim_args *a, const sim_totals *t, const double *elo, double secs) {
    double n = t->games ? (double)t->games : 1.0;
    double gps = secs > 0 ? (double)t->games / secs : 0,
           aps = secs > 0 ? (double)t->actions / secs : 0;
    printf("{\"game\":\"%s\",\"players\":%d,\"games\":%llu,\"seed\":%llu,\"threads\":%llu,"
           "\"rotate\":%s,\"seats\":[",
           a->ga.game ? a->ga.game : "classic", a->num_seats, (unsigned long long)t->games,
           (unsigned long long)a->seed, (unsigned long long)a->threads,
           a->rotate ? "true" : "false");
    for (int p = 0; p < a->num_seats; p++) {
        printf("%s", p ? "," : "");
        json_string(a->seats[p]);
    }
    printf("],\"wins\":[");
    for (int p = 0; p < a->num_seats; p++)
        printf("%s%llu", p ? "," : "", (unsigned long long)t->wins[p]);
    printf("]");
    json_bots(a, t, elo);
    json_per_seat(a, t);
    if (a->decks) json_decks(a, t);
    printf(",\"undecided\":%llu,\"avg_turns\":%.2f,\"avg_actions\":%.2f,\"avg_decisions\":%.2f,"
           "\"games_per_sec\":%.1f,\"actions_per_sec\":%.0f,\"ns_per_action\":%.2f,"
           "\"seconds\":%.3f,\"hash\":\"%016llx\"",
           (unsigned long long)t->undecided, (double)t->turns / n, (double)t->actions / n,
           (double)t->decisions / n, gps, aps, aps > 0 ? 1e9 / aps : 0, secs,
           (unsigned long long)t->hash);
    json_run(a);
    json_raw(a, t);
    printf("}\n");
}

/* One table row: games, wins, win rate, interval (percent). */
static void text_counts(const char *label, uint64_t wins, uint64_t games) {
    ctn_interval ci = ctn_wilson_interval(wins, games, CTN_Z95);
    printf("  %-26s %8llu %8llu %7.1f%%  [%5.1f, %5.1f]", label, (unsigned long long)games,
           (unsigned long long)wins, 100.0 * ratio((double)wins, games), 100.0 * ci.low,
           100.0 * ci.high);
}

static void text_bots(const sim_args *a, const sim_totals *t, const double *elo) {
    const ctn_tally *ty = &t->tally;
    double fair = 1.0 / a->num_seats;
    char fair_label[32];
    snprintf(fair_label, sizeof fair_label, "vs fair %.1f%%", 100.0 * fair);
    printf("  %-26s %8s %8s %8s  %-14s  %-18s %9s%s\n", "bot", "games", "wins", "win rate",
           "95% CI", fair_label, "points", ty->count > 1 ? "      Elo" : "");
    for (int b = 0; b < ty->count; b++) {
        const ctn_bot_tally *bt = &ty->bots[b];
        ctn_share_test st = ctn_share_test_run(bt->wins, bt->games, fair);
        char verdict[32];
        const char *side = st.direction > 0 ? "above" : st.direction < 0 ? "below" : "fair";
        if (st.p_value < 1e-4)
            snprintf(verdict, sizeof verdict, "%s p<0.0001", side);
        else
            snprintf(verdict, sizeof verdict, "%s p=%.4f", side, st.p_value);
        text_counts(bt->name, bt->wins, bt->games);
        printf("  %-18s %9.2f", verdict, ratio((double)bt->points, bt->games));
        if (ty->count > 1) printf(" %8.1f", elo[b]);
        printf("\n");
    }
}

static void text_seats(const sim_args *a, const sim_totals *t) {
    printf("  %-26s %8s %8s %8s  %-14s  %-18s %9s\n", "seat", "games", "wins", "win rate", "95% CI",
           "", "points");
    for (int p = 0; p < a->num_seats; p++) {
        char label[CTN_TALLY_NAME_MAX + 16];
        if (a->rotate)
            snprintf(label, sizeof label, "seat %d", p);
        else
            snprintf(label, sizeof label, "seat %d %s", p, a->seats[p]);
        text_counts(label, t->wins[p], t->games);
        printf("  %-18s %9.2f\n", "", ratio((double)t->points[p], t->games));
    }
}

/* A Rivals deck match: each deck's wins over all games and as red, then the verdict on the
 * decided games (the decks took turns at red, so the first player's advantage cancels). */
static void text_decks(const sim_args *a, const sim_totals *t) {
    printf("  %-26s %8s %8s %8s  %-14s  %s\n", "deck (with the bot listed)", "games", "wins", "win rate",
           "95% CI", "as red: games, wins");
    for (int e = 0; e < 2; e++) {
        char label[CTN_TALLY_NAME_MAX + 80];
        snprintf(label, sizeof label, "deck%d %s", e, deck_label(a, e));
        text_counts(label, t->deck_wins[e], t->games);
        printf("  %llu, %llu\n", (unsigned long long)t->deck_red_games[e], (unsigned long long)t->deck_red_wins[e]);
    }
    double rate;
    ctn_interval ci = deck_share(t, &rate);
    uint64_t decided = t->deck_wins[0] + t->deck_wins[1];
    const char *verdict = !decided ? "no game decided"
                          : ci.low > 0.5 ? "deck0 wins (the interval is above 50%)"
                          : ci.high < 0.5 ? "deck1 wins (the interval is below 50%)"
                                          : "no difference shown (the interval holds 50%)";
    printf("  decks: %s beat %s in %.1f%% of %llu decided games [%.1f, %.1f]: %s%s\n", deck_label(a, 0),
           deck_label(a, 1), 100.0 * rate, (unsigned long long)decided, 100.0 * ci.low, 100.0 * ci.high, verdict,
           a->rotate ? "" : "; with --no-rotate each deck kept its seat, so the first player's advantage is in it");
}

static void report_text(const sim_args *a, const sim_totals *t, const double *elo, double secs) {
    double n = t->games ? (double)t->games : 1.0;
    double gps = secs > 0 ? (double)t->games / secs : 0,
           aps = secs > 0 ? (double)t->actions / secs : 0;
    printf("catan sim: %llu games of %s, %d seats (%s), seed %llu, %llu thread(s)\n",
           (unsigned long long)t->games, a->ga.game ? a->ga.game : "classic", a->num_seats,
           a->rotate ? "line-up rotated each game" : "fixed seats", (unsigned long long)a->seed,
           (unsigned long long)a->threads);
    if (a->merged)
        printf("  merged from %llu shards (threads and seconds are their sums)\n",
               (unsigned long long)a->shard_count);
    else if (a->shard_count > 1)
        printf("  shard %llu of %llu: games %llu to %llu of %llu\n",
               (unsigned long long)a->shard_index, (unsigned long long)a->shard_count,
               (unsigned long long)a->first, (unsigned long long)a->end - 1,
               (unsigned long long)a->games);
    text_bots(a, t, elo);
    text_seats(a, t);
    if (a->decks) text_decks(a, t);
    printf("  undecided %llu\n", (unsigned long long)t->undecided);
    printf("  per game: %.1f turns, %.1f actions (%.1f decisions, the rest chance)\n",
           (double)t->turns / n, (double)t->actions / n, (double)t->decisions / n);
    printf("  speed: %.1f games/s, %.0f actions/s (%.1f ns per action), %.2f s\n", gps, aps,
           aps > 0 ? 1e9 / aps : 0, secs);
    printf("  result hash %016llx\n", (unsigned long long)t->hash);
}

void sim_shard_range(uint64_t games, uint64_t i, uint64_t n, uint64_t *first, uint64_t *end) {
    *first = games / n * (i - 1) + (games % n < i - 1 ? games % n : i - 1);
    *end = *first + games / n + (i <= games % n ? 1 : 0);
}

void sim_report(const sim_args *a, const sim_totals *t, double secs) {
    double elo[CTN_TALLY_MAX_BOTS];
    ctn_tally_ratings(&t->tally, elo);
    if (a->json)
        report_json(a, t, elo, secs);
    else
        report_text(a, t, elo, secs);
}
