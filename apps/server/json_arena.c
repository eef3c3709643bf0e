/* json_arena.c — a region allocator for the JSON trees the server builds only to write an update
 * and throw away (docs/server.md, "Performance"). jansson's allocation functions are set once to
 * ones that take memory from the calling thread's open arena, if it has one, and from malloc
 * otherwise; freeing a block of the open arena does nothing, and closing the arena takes all its
 * memory back at once. Outside an arena everything is plain malloc and free, so strings jansson
 * hands out (json_dumps) may still be freed with free().
 *
 * Rule: a value made while an arena is open must be freed before it is closed (the server builds
 * a viewer's trees, writes their text, drops them, then closes).
 */
#include <stdint.h>
#include <stdlib.h>

#include "server.h"

enum { ARENA_ALIGN = 16, ARENA_FIRST = 64 * 1024, ARENA_KEEP_MAX = 4 * 1024 * 1024 };

typedef struct arena_chunk {
    struct arena_chunk *next;
    size_t size, used;
    _Alignas(ARENA_ALIGN) unsigned char data[];
} arena_chunk;

static _Thread_local json_arena *open_arena;

static arena_chunk *chunk_new(size_t size, arena_chunk *next) {
    arena_chunk *c = malloc(sizeof *c + size);
    if (!c) return NULL;
    c->next = next;
    c->size = size;
    c->used = 0;
    return c;
}

static void *arena_take(json_arena *a, size_t size) {
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    arena_chunk *c = a->chunks;
    if (!c || c->size - c->used < size) {
        size_t want = c ? c->size * 2 : ARENA_FIRST;
        while (want < size) want *= 2;
        c = chunk_new(want, a->chunks);
        if (!c) return NULL;
        a->chunks = c;
    }
    void *p = c->data + c->used;
    c->used += size;
    a->total += size;
    return p;
}

static int arena_owns(const json_arena *a, const void *p) {
    uintptr_t x = (uintptr_t)p;
    for (const arena_chunk *c = a->chunks; c; c = c->next)
        if (x >= (uintptr_t)c->data && x < (uintptr_t)c->data + c->size) return 1;
    return 0;
}

static void *arena_malloc(size_t size) {
    json_arena *a = open_arena;
    return a ? arena_take(a, size) : malloc(size);
}

static void arena_free(void *p) {
    json_arena *a = open_arena;
    if (!p || (a && arena_owns(a, p))) return;
    free(p);
}

void json_arena_install(void) {
    json_set_alloc_funcs(arena_malloc, arena_free);
}

void json_arena_open(json_arena *a) {
    open_arena = a;
}

/* Frees every chunk; keeps one chunk as large as what this use took (bounded), so the next use
 * of the arena takes no memory from malloc. */
void json_arena_close(json_arena *a) {
    open_arena = NULL;
    size_t need = a->total;
    arena_chunk *keep = a->chunks && !a->chunks->next && a->chunks->size >= need ? a->chunks : NULL;
    if (keep) {
        keep->used = 0;
    } else {
        for (arena_chunk *c = a->chunks, *next; c; c = next) {
            next = c->next;
            free(c);
        }
        a->chunks = NULL;
        if (need > ARENA_FIRST && need <= ARENA_KEEP_MAX) a->chunks = chunk_new(need, NULL);
    }
    a->total = 0;
}

void json_arena_free(json_arena *a) {
    for (arena_chunk *c = a->chunks, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    a->chunks = NULL;
    a->total = 0;
}
