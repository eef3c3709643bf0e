/* cli.h — the subcommands of the `catan` tool; each lives in its own cmd_*.c file. */
#ifndef CATAN_CLI_H
#define CATAN_CLI_H

/* Every subcommand takes the arguments after its name (argv[0] is the subcommand) and returns the
 * process exit status: 0 success, 1 failure of the work, 2 bad usage. */
int cmd_engine(int argc, char **argv);
int cmd_sim(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_deck(int argc, char **argv);
#ifdef CATAN_HAVE_SERVER
int cmd_serve(int argc, char **argv); /* apps/server/cmd_serve.c */
#endif

#endif
