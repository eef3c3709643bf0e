/* map_table.h — the shipped map files (the JSON files of data/maps) compiled into the library: the
 * build generates the table (cmake/embed_files.cmake), map_json.c reads it. */
#ifndef CATAN_IO_MAP_TABLE_H
#define CATAN_IO_MAP_TABLE_H

#include <stddef.h>

typedef struct io_map_file {
    const char *name; /* the file's name without .json: "new_shores_4" */
    const char *text; /* its JSON text */
    size_t len;
} io_map_file;

/* Every shipped map file, in name order, ended by an entry with a NULL name. */
extern const io_map_file io_map_files[];

#endif
