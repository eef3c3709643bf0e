/* sim.h — what the parts of `catan sim` share: the run's arguments (the line-up, the games, the
 * shard of them this process plays), the totals its games add up to, and the reports. cmd_sim.c
 * plays the games, sim_report.c writes the table and the JSON report (with the raw totals that
 * let shards be merged), sim_merge.c merges the JSON reports of shards (--merge).
 */
#ifndef CATAN_CLI_SIM_H
#define CATAN_CLI_SIM_H

#include <stdint.h>

#include "catan/stats.h"
#include "cli_common.h"

typedef struct {
    cli_game_args ga;
    char seats[CTN_MAX_PLAYERS][CTN_TALLY_NAME_MAX]; /* the line-up: bot specs, game 0's seats */
    int num_seats;
    uint64_t games, seed, threads, max_actions;
    int json, offers, rotate, threads_given;
    int keep_cards; /* --keep-cards: CTN_LEGAL_NO_GIVE_UP */
    int entry_bot[CTN_MAX_PLAYERS]; /* tally index of each line-up entry */
    /* --shard I/N: this process plays games [first, end) of the run's `games`, the I-th (1..N)
     * of N parts as even as can be; without it I = N = 1 and the range is every game. */
    uint64_t shard_index, shard_count, first, end;
    int merged; /* the report is of shards merged by --merge (threads and seconds summed) */
    int decks;  /* a Rivals tournament with decks: each travels with its line-up entry */
} sim_args;

typedef struct {
    uint64_t games, undecided, turns, actions, decisions, hash;
    uint64_t wins[CTN_MAX_PLAYERS];
    int64_t points[CTN_MAX_PLAYERS];
    ctn_tally tally;
    /* a Rivals tournament between decks: line-up entry e plays deck e (cmd_sim.c); its wins, and
     * its games and wins as red (seat 0) */
    uint64_t deck_wins[2], deck_red_games[2], deck_red_wins[2];
} sim_totals;

/* The games [first, end) of shard i (1-based) of n over `games` games. */
void sim_shard_range(uint64_t games, uint64_t i, uint64_t n, uint64_t *first, uint64_t *end);

/* Writes the report of a finished run (or of merged shards) to stdout, as JSON (a->json) or as
 * the table. */
void sim_report(const sim_args *a, const sim_totals *t, double secs);

/* `catan sim --merge FILE...` (argv after --merge, with --json anywhere): reads the JSON reports
 * of the shards of one run and writes the report of the whole run. Returns the exit status. */
int sim_merge(int argc, char **argv);

#endif
