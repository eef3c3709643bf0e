/* ws_load_json.c — the load client's reads of the server's JSON messages (ws_load_json.h): a
 * cursor over the bytes that skips whole values, so a field is found among the top-level members
 * without building anything. */
#include "ws_load_json.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *p, *end;
} cursor;

static void skip_ws(cursor *c) {
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\n' || *c->p == '\r' || *c->p == '\t'))
        c->p++;
}

/* A string at the cursor: its contents (escapes kept) and the cursor after it; -1 if none. */
static int read_string(cursor *c, const char **at, size_t *len) {
    skip_ws(c);
    if (c->p >= c->end || *c->p != '"') return -1;
    const char *start = ++c->p;
    while (c->p < c->end && *c->p != '"') c->p += *c->p == '\\' ? 2 : 1;
    if (c->p >= c->end) return -1;
    *at = start, *len = (size_t)(c->p - start);
    c->p++;
    return 0;
}

/* Moves past the value at the cursor (any kind, nested ones whole); -1 if malformed. */
static int skip_value(cursor *c) {
    skip_ws(c);
    if (c->p >= c->end) return -1;
    if (*c->p == '"') {
        const char *at;
        size_t len;
        return read_string(c, &at, &len);
    }
    if (*c->p != '{' && *c->p != '[') { /* a number or a literal */
        while (c->p < c->end && !strchr(",}] \n\r\t", *c->p)) c->p++;
        return 0;
    }
    int depth = 0;
    while (c->p < c->end) {
        char ch = *c->p;
        if (ch == '"') {
            const char *at;
            size_t len;
            if (read_string(c, &at, &len) < 0) return -1;
            continue;
        }
        c->p++;
        if (ch == '{' || ch == '[') depth++;
        if ((ch == '}' || ch == ']') && --depth == 0) return 0;
    }
    return -1;
}

/* Walks the members of the object at the cursor; stops at the one named `key` (cursor on its
 * value) and returns 0, or -1 when there is none. */
static int find_member(cursor *c, const char *key) {
    size_t klen = strlen(key);
    skip_ws(c);
    if (c->p >= c->end || *c->p != '{') return -1;
    c->p++;
    for (;;) {
        skip_ws(c);
        if (c->p < c->end && *c->p == '}') return -1;
        const char *at;
        size_t len;
        if (read_string(c, &at, &len) < 0) return -1;
        skip_ws(c);
        if (c->p >= c->end || *c->p != ':') return -1;
        c->p++;
        if (len == klen && memcmp(at, key, klen) == 0) return (skip_ws(c), 0);
        if (skip_value(c) < 0) return -1;
        skip_ws(c);
        if (c->p < c->end && *c->p == ',') c->p++;
    }
}

static void push_text(wl_text_list *out, const char *at, size_t len) {
    if (out->count == out->cap) {
        out->cap = out->cap ? out->cap * 2 : 64;
        out->at = realloc(out->at, (size_t)out->cap * sizeof *out->at);
        out->len = realloc(out->len, (size_t)out->cap * sizeof *out->len);
        if (!out->at || !out->len) abort();
    }
    out->at[out->count] = at, out->len[out->count++] = len;
}

int wl_legal_texts(const char *json, size_t n, wl_text_list *out) {
    memset(out, 0, sizeof *out);
    cursor c = {json, json + n};
    if (find_member(&c, "legal") < 0 || c.p >= c.end || *c.p != '[') return -1;
    c.p++;
    for (;;) {
        skip_ws(&c);
        if (c.p >= c.end) return -1;
        if (*c.p == ']') return 0;
        cursor item = c;
        if (find_member(&item, "text") == 0) {
            const char *at;
            size_t len;
            if (read_string(&item, &at, &len) < 0) return -1;
            push_text(out, at, len);
        }
        if (skip_value(&c) < 0) return -1;
        skip_ws(&c);
        if (c.p < c.end && *c.p == ',') c.p++;
    }
}

void wl_text_list_free(wl_text_list *list) {
    free(list->at), free(list->len);
    memset(list, 0, sizeof *list);
}

int wl_int_field(const char *json, size_t n, const char *key, long *out) {
    cursor c = {json, json + n};
    if (find_member(&c, key) < 0 || c.p >= c.end) return -1;
    char *stop;
    char digits[32];
    size_t k = 0;
    while (c.p + k < c.end && k < sizeof digits - 1 && strchr("-0123456789", c.p[k])) k++;
    if (!k) return -1;
    memcpy(digits, c.p, k), digits[k] = 0;
    *out = strtol(digits, &stop, 10);
    return *stop ? -1 : 0;
}

int wl_true_field(const char *json, size_t n, const char *key) {
    cursor c = {json, json + n};
    return find_member(&c, key) == 0 && c.end - c.p >= 4 && memcmp(c.p, "true", 4) == 0;
}

int wl_error_code(const char *json, size_t n, const char **code, size_t *len) {
    cursor c = {json, json + n};
    if (find_member(&c, "error") < 0 || find_member(&c, "code") < 0) return -1;
    return read_string(&c, code, len);
}

int wl_has(const char *json, size_t n, const char *needle) {
    size_t k = strlen(needle);
    for (size_t i = 0; i + k <= n; i++)
        if (json[i] == needle[0] && memcmp(json + i, needle, k) == 0) return 1;
    return 0;
}
