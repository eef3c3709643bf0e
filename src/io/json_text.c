/* json_text.c — compact JSON text of a jansson value, written for speed: the server sends every
 * seat a whole view after every action, and jansson's json_dumps (an snprintf per number, a
 * callback per piece and an allocation per object and array for its loop check) took half of the
 * server's time and a third of the protocol fuzz target's. The same text as
 * json_dumps(JSON_COMPACT | JSON_ENCODE_ANY) for the values the library builds (strings valid
 * UTF-8, kept as they are; reals as jansson writes them), except that a real that is not finite
 * is written null where jansson fails. The same growable buffer puts the server's pushed
 * messages together from pieces of text (io_text_append).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <math.h>

#include "io_internal.h"

typedef struct {
    char *p;
    size_t len, cap;
    int oom;
} out_buf;

static int reserve(out_buf *b, size_t more) {
    if (b->oom) return 0;
    if (b->len + more <= b->cap) return 1;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + more) cap *= 2;
    char *p = realloc(b->p, cap);
    if (!p) {
        b->oom = 1;
        return 0;
    }
    b->p = p;
    b->cap = cap;
    return 1;
}

static void put(out_buf *b, const char *s, size_t n) {
    if (!reserve(b, n)) return;
    memcpy(b->p + b->len, s, n);
    b->len += n;
}

static void put_int(out_buf *b, json_int_t v) {
    char tmp[24];
    int i = (int)sizeof tmp;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do {
        tmp[--i] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0) tmp[--i] = '-';
    put(b, tmp + i, sizeof tmp - (size_t)i);
}

static void put_string(out_buf *b, const char *s, size_t n) {
    static const char HEX[] = "0123456789ABCDEF";
    if (!reserve(b, n + 2)) return;
    b->p[b->len++] = '"';
    size_t run = 0; /* bytes copied as they are, pending */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        put(b, s + run, i - run);
        run = i + 1;
        char esc[6] = {'\\', (char)c, 0, 0, 0, 0};
        size_t k = 2;
        if (c == '\n') esc[1] = 'n';
        else if (c == '\b') esc[1] = 'b';
        else if (c == '\f') esc[1] = 'f';
        else if (c == '\t') esc[1] = 't';
        else if (c == '\r') esc[1] = 'r';
        else if (c < 0x20) {
            memcpy(esc, "\\u00", 4);
            esc[4] = HEX[c >> 4];
            esc[5] = HEX[c & 15];
            k = 6;
        }
        put(b, esc, k);
    }
    put(b, s + run, n - run);
    put(b, "\"", 1);
}

/* A real as jansson writes it: %.17g, with ".0" when that reads as an integer, and an exponent
 * without '+' or leading zeros; null when not finite (jansson refuses those). */
static void put_real(out_buf *b, double x) {
    if (!isfinite(x)) {
        put(b, "null", 4);
        return;
    }
    char tmp[40];
    int n = snprintf(tmp, sizeof tmp, "%.17g", x);
    char *e = strchr(tmp, 'e');
    if (!e && !strchr(tmp, '.')) {
        memcpy(tmp + n, ".0", 3);
        n += 2;
    } else if (e) {
        char *digits = e + 1, *from = digits;
        if (*from == '+') from++;
        else if (*from == '-') digits++, from++;
        while (*from == '0' && from[1]) from++;
        memmove(digits, from, strlen(from) + 1);
        n = (int)strlen(tmp);
    }
    put(b, tmp, (size_t)n);
}

static void put_value(out_buf *b, const json_t *v) {
    switch (json_typeof(v)) {
    case JSON_OBJECT: {
        const char *key;
        json_t *item;
        int first = 1;
        put(b, "{", 1);
        json_object_foreach((json_t *)v, key, item) {
            if (!first) put(b, ",", 1);
            first = 0;
            put_string(b, key, strlen(key));
            put(b, ":", 1);
            put_value(b, item);
        }
        put(b, "}", 1);
        break;
    }
    case JSON_ARRAY:
        put(b, "[", 1);
        for (size_t i = 0; i < json_array_size(v); i++) {
            if (i) put(b, ",", 1);
            put_value(b, json_array_get(v, i));
        }
        put(b, "]", 1);
        break;
    case JSON_STRING: put_string(b, json_string_value(v), json_string_length(v)); break;
    case JSON_INTEGER: put_int(b, json_integer_value(v)); break;
    case JSON_REAL: put_real(b, json_real_value(v)); break;
    case JSON_TRUE: put(b, "true", 4); break;
    case JSON_FALSE: put(b, "false", 5); break;
    default: put(b, "null", 4); break;
    }
}

char *io_json_text(const json_t *value) {
    char *buf = NULL;
    size_t cap = 0;
    if (io_json_text_into(value, &buf, &cap) == 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

size_t io_json_member_into(const char *key, const json_t *value, char **buf, size_t *cap,
                        size_t len) {
    out_buf b = {*buf, len, *cap, 0};
    put_string(&b, key, strlen(key));
    put(&b, ":", 1);
    put_value(&b, value);
    if (reserve(&b, 1)) b.p[b.len] = 0;
    *buf = b.p, *cap = b.cap;
    return b.oom ? 0 : b.len;
}

size_t io_text_append(char **buf, size_t *cap, size_t len, const char *text, size_t n) {
    out_buf b = {*buf, len, *cap, 0};
    put(&b, text, n);
    if (reserve(&b, 1)) b.p[b.len] = 0;
    *buf = b.p, *cap = b.cap;
    return b.oom ? 0 : b.len;
}

size_t io_json_text_into(const json_t *value, char **buf, size_t *cap) {
    out_buf b = {*buf, 0, *cap, 0};
    put_value(&b, value);
    if (reserve(&b, 1)) b.p[b.len] = 0;
    *buf = b.p, *cap = b.cap;
    return b.oom ? 0 : b.len;
}
