/* deck_table.h — the shipped Rivals tournament decks (the files of decks/) compiled into the library: the
 * build generates the table (cmake/embed_files.cmake), spec_decks.c reads it. */
#ifndef CATAN_IO_DECK_TABLE_H
#define CATAN_IO_DECK_TABLE_H

#include <stddef.h>

typedef struct io_deck_file {
    const char *name; /* the file's name without .deck: "heroes" */
    const char *text; /* its text */
    size_t len;
} io_deck_file;

/* Every shipped deck, in name order, ended by an entry with a NULL name. */
extern const io_deck_file io_deck_files[];

#endif
