/* json_util.c — JSON helpers shared by the I/O layer: guarded parsing (nesting depth, duplicate
 * keys), compact dumping, file reading, typed field readers with precise messages, the readers
 * the rule sets' state codecs share (names, counts, the state header), small builders, and hash
 * formatting.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io_internal.h"

void ctn_io_free(void *p) {
    free(p);
}

/* ---- hashes ---- */

void ctn_hash_format(uint64_t hash, char buf[17]) {
    static const char DIGITS[] = "0123456789abcdef";
    for (int i = 15; i >= 0; i--) {
        buf[i] = DIGITS[hash & 15u];
        hash >>= 4;
    }
    buf[16] = 0;
}

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

ctn_status ctn_hash_parse(const char *text, uint64_t *out, ctn_error *err) {
    uint64_t v = 0;
    size_t n = text ? strlen(text) : 0;
    if (n != 16)
        return ctn_error_set(err, CTN_E_PARSE, "a hash is 16 hex digits, not %zu characters", n);
    for (size_t i = 0; i < n; i++) {
        int d = hex_digit(text[i]);
        if (d < 0)
            return ctn_error_set(err, CTN_E_PARSE, "a hash is 16 hex digits; '%c' is not one",
                                 text[i]);
        v = (v << 4) | (uint64_t)d;
    }
    *out = v;
    return CTN_OK;
}

/* ---- parsing and dumping ---- */

/* Depth of the deepest array/object nesting, scanning outside strings; stops early past max. */
static int nesting_too_deep(const char *text, size_t len, int max) {
    int depth = 0, in_string = 0;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (in_string) {
            if (c == '\\')
                i++;
            else if (c == '"')
                in_string = 0;
        } else if (c == '"') {
            in_string = 1;
        } else if (c == '[' || c == '{') {
            if (++depth > max) return 1;
        } else if (c == ']' || c == '}') {
            depth--;
        }
    }
    return 0;
}

ctn_status io_json_parse(const char *text, size_t len, json_t **out, ctn_error *err) {
    if (len > CTN_IO_LINE_MAX)
        return ctn_error_set(err, CTN_E_LIMIT, "input of %zu bytes is over the limit of %d", len,
                             CTN_IO_LINE_MAX);
    if (nesting_too_deep(text, len, CTN_IO_DEPTH_MAX))
        return ctn_error_set(err, CTN_E_LIMIT, "JSON nested deeper than %d levels",
                             CTN_IO_DEPTH_MAX);
    json_error_t jerr;
    json_t *v = json_loadb(text, len, JSON_REJECT_DUPLICATES | JSON_DECODE_ANY, &jerr);
    if (!v)
        return ctn_error_set(err, CTN_E_PARSE, "invalid JSON at line %d column %d: %s", jerr.line,
                             jerr.column, jerr.text);
    *out = v;
    return CTN_OK;
}

ctn_status io_json_dump(const json_t *value, char **out, ctn_error *err) {
    char *s = value ? io_json_text(value) : NULL;
    if (!s) return ctn_error_set(err, CTN_E_LIMIT, "out of memory writing JSON");
    *out = s;
    return CTN_OK;
}

ctn_status io_read_file(const char *path, char **out, size_t *len, ctn_error *err) {
    FILE *f = fopen(path, "rb");
    if (!f) return ctn_error_set(err, CTN_E_IO, "cannot open '%s': %s", path, strerror(errno));
    char *buf = malloc((size_t)CTN_IO_LINE_MAX + 1);
    size_t n = buf ? fread(buf, 1, (size_t)CTN_IO_LINE_MAX + 1, f) : 0;
    int failed = !buf || ferror(f);
    fclose(f);
    ctn_status st = CTN_OK;
    if (!buf)
        st = ctn_error_set(err, CTN_E_LIMIT, "out of memory reading '%s'", path);
    else if (failed)
        st = ctn_error_set(err, CTN_E_IO, "cannot read '%s'", path);
    else if (n > CTN_IO_LINE_MAX)
        st = ctn_error_set(err, CTN_E_LIMIT, "'%s' is over the limit of %d bytes", path,
                           CTN_IO_LINE_MAX);
    if (st != CTN_OK) {
        free(buf);
        return st;
    }
    buf[n] = 0;
    *out = buf;
    *len = n;
    return CTN_OK;
}

ctn_status io_write_file(const char *path, const char *text, ctn_error *err) {
    FILE *f = fopen(path, "wb");
    if (!f) return ctn_error_set(err, CTN_E_IO, "cannot write '%s': %s", path, strerror(errno));
    int failed = fputs(text, f) < 0 || fputc('\n', f) == EOF;
    if (fclose(f) != 0 || failed) return ctn_error_set(err, CTN_E_IO, "cannot write '%s'", path);
    return CTN_OK;
}

/* ---- field readers ---- */

static const char *dot(const char *where) {
    return where && *where ? "." : "";
}
static const char *nz(const char *where) {
    return where ? where : "";
}

ctn_status io_need(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                   json_t **out) {
    json_t *v = json_is_object(obj) ? json_object_get(obj, key) : NULL;
    if (!v)
        return ctn_error_set(rd->err, rd->code, "missing field %s%s%s", nz(where), dot(where), key);
    *out = v;
    return CTN_OK;
}

ctn_status io_int(const io_reader *rd, const json_t *value, const char *where, const char *key,
                  long long min, long long max, long long *out) {
    const char *sep = key && *nz(where) ? "." : "";
    const char *k = key ? key : "";
    if (!json_is_integer(value))
        return ctn_error_set(rd->err, rd->code, "%s%s%s: expected an integer from %lld to %lld",
                             nz(where), sep, k, min, max);
    long long v = json_integer_value(value);
    if (v < min || v > max)
        return ctn_error_set(rd->err, rd->code, "%s%s%s: %lld is not between %lld and %lld",
                             nz(where), sep, k, v, min, max);
    *out = v;
    return CTN_OK;
}

ctn_status io_get_int(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                      long long min, long long max, long long *out) {
    json_t *v = NULL;
    ctn_status st = io_need(rd, obj, where, key, &v);
    return st != CTN_OK ? st : io_int(rd, v, where, key, min, max, out);
}

ctn_status io_get_int_opt(const io_reader *rd, const json_t *obj, const char *where,
                          const char *key, long long min, long long max, long long *out) {
    json_t *v = json_object_get(obj, key);
    if (!v || json_is_null(v)) return CTN_OK;
    return io_int(rd, v, where, key, min, max, out);
}

ctn_status io_get_u8(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                     int max, uint8_t *out) {
    long long v = 0;
    ctn_status st = io_get_int(rd, obj, where, key, 0, max, &v);
    if (st == CTN_OK) *out = (uint8_t)v;
    return st;
}

ctn_status io_get_bool(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                       int *out) {
    json_t *v = NULL;
    ctn_status st = io_need(rd, obj, where, key, &v);
    if (st != CTN_OK) return st;
    if (!json_is_boolean(v))
        return ctn_error_set(rd->err, rd->code, "%s%s%s: expected true or false", nz(where),
                             dot(where), key);
    *out = json_is_true(v);
    return CTN_OK;
}

ctn_status io_get_string(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                         const char **out) {
    json_t *v = NULL;
    ctn_status st = io_need(rd, obj, where, key, &v);
    if (st != CTN_OK) return st;
    if (!json_is_string(v))
        return ctn_error_set(rd->err, rd->code, "%s%s%s: expected a string", nz(where), dot(where),
                             key);
    *out = json_string_value(v);
    return CTN_OK;
}

ctn_status io_get_object(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                         json_t **out) {
    json_t *v = NULL;
    ctn_status st = io_need(rd, obj, where, key, &v);
    if (st != CTN_OK) return st;
    if (!json_is_object(v))
        return ctn_error_set(rd->err, rd->code, "%s%s%s: expected an object", nz(where), dot(where),
                             key);
    *out = v;
    return CTN_OK;
}

ctn_status io_get_array(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                        size_t max_len, json_t **out) {
    json_t *v = NULL;
    ctn_status st = io_need(rd, obj, where, key, &v);
    if (st != CTN_OK) return st;
    if (!json_is_array(v))
        return ctn_error_set(rd->err, rd->code, "%s%s%s: expected an array", nz(where), dot(where),
                             key);
    if (json_array_size(v) > max_len)
        return ctn_error_set(rd->err, rd->code, "%s%s%s: at most %zu entries, not %zu", nz(where),
                             dot(where), key, max_len, json_array_size(v));
    *out = v;
    return CTN_OK;
}

ctn_status io_get_array_of(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                           size_t n, json_t **out) {
    ctn_status st = io_get_array(rd, obj, where, key, (size_t)-1, out);
    if (st == CTN_OK && json_array_size(*out) != n)
        return ctn_error_set(rd->err, rd->code, "%s%s%s: expected %zu entries, not %zu", nz(where),
                             dot(where), key, n, json_array_size(*out));
    return st;
}

ctn_status io_check_keys(const io_reader *rd, const json_t *obj, const char *where,
                         const char *const *allowed) {
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)obj, key, value) {
        int known = 0;
        for (int i = 0; allowed[i] && !known; i++) known = strcmp(allowed[i], key) == 0;
        if (!known)
            return ctn_error_set(rd->err, rd->code, "unknown field '%.64s'%s%s", key,
                                 where && *where ? " in " : "", nz(where));
    }
    return CTN_OK;
}

ctn_status io_get_seat(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                       int num_players, int allow_none, int none_value, int *out) {
    json_t *v = NULL;
    ctn_status st = io_need(rd, obj, where, key, &v);
    if (st != CTN_OK) return st;
    if (allow_none && json_is_null(v)) {
        *out = none_value;
        return CTN_OK;
    }
    long long seat = 0;
    if (!json_is_integer(v))
        return ctn_error_set(rd->err, rd->code, "%s%s%s: expected a seat 0..%d%s", nz(where),
                             dot(where), key, num_players - 1, allow_none ? " or null" : "");
    st = io_int(rd, v, where, key, 0, num_players - 1, &seat);
    if (st == CTN_OK) *out = (int)seat;
    return st;
}

/* ---- state readers ---- */

ctn_status io_bad(const io_reader *rd, const char *fmt, ...) {
    if (rd->err) {
        va_list ap;
        va_start(ap, fmt);
        rd->err->status = rd->code;
        vsnprintf(rd->err->message, sizeof rd->err->message, fmt, ap);
        va_end(ap);
    }
    return rd->code;
}

ctn_status io_read_name(const io_reader *rd, const json_t *obj, const char *where, const char *key,
                        const char *(*name)(int), int count, uint8_t *out) {
    const char *s = NULL;
    ctn_status st = io_get_string(rd, obj, where, key, &s);
    if (st != CTN_OK) return st;
    for (int i = 0; i < count; i++)
        if (strcmp(name(i), s) == 0) {
            *out = (uint8_t)i;
            return CTN_OK;
        }
    return io_bad(rd, "%s%s%s: unknown value '%.40s'", nz(where), dot(where), key, s);
}

ctn_status io_read_counts(const io_reader *rd, const json_t *obj, const char *where,
                          const char *key, const char *(*name)(int), int count, int max,
                          uint8_t *out) {
    json_t *o = NULL;
    ctn_status st = io_get_object(rd, obj, where, key, &o);
    if (st != CTN_OK) return st;
    char w[64];
    snprintf(w, sizeof w, "%s%s%s", nz(where), dot(where), key);
    const char *k;
    json_t *v;
    json_object_foreach(o, k, v) {
        int i = 0;
        while (i < count && strcmp(name(i), k) != 0) i++;
        if (i == count) return io_bad(rd, "%s: unknown name '%.40s'", w, k);
        long long x = 0;
        st = io_int(rd, v, w, k, 0, max, &x);
        if (st != CTN_OK) return st;
        out[i] = (uint8_t)x;
    }
    return CTN_OK;
}

ctn_status io_read_u32(const io_reader *rd, const json_t *obj, const char *key, uint32_t *out) {
    long long v = 0;
    ctn_status st = io_get_int(rd, obj, "", key, 0, UINT32_MAX, &v);
    if (st == CTN_OK) *out = (uint32_t)v;
    return st;
}

static ctn_status read_viewer(const io_reader *rd, const json_t *obj, const io_state_header *h,
                              uint8_t *out) {
    json_t *v = NULL;
    ctn_status st = io_need(rd, obj, "", "view", &v);
    if (st != CTN_OK) return st;
    const char *name = json_is_string(v) ? json_string_value(v) : NULL;
    if (name && strcmp(name, "all") == 0)
        *out = (uint8_t)h->all;
    else if (name && strcmp(name, "public") == 0)
        *out = (uint8_t)h->public_seat;
    else if (json_is_integer(v) && json_integer_value(v) >= 0 &&
             json_integer_value(v) < h->num_players)
        *out = (uint8_t)json_integer_value(v);
    else
        return io_bad(rd, "view: expected \"all\", \"public\" or a seat 0..%d", h->num_players - 1);
    return CTN_OK;
}

ctn_status io_read_header(const io_reader *rd, const json_t *obj, const io_state_header *h,
                          uint8_t *viewer) {
    const char *game = NULL;
    long long n = 0;
    ctn_status st = io_check_keys(rd, obj, "state", h->keys);
    if (st == CTN_OK) st = io_get_string(rd, obj, "", "game", &game);
    if (st == CTN_OK && strcmp(game, h->game) != 0)
        st = io_bad(rd, "game: this is a %s game, not '%.40s'", h->game, game);
    if (st == CTN_OK)
        st = io_get_int(rd, obj, "", "num_players", h->num_players, h->num_players, &n);
    if (st == CTN_OK) st = read_viewer(rd, obj, h, viewer);
    return st;
}

/* ---- builders ---- */

void io_set(json_t *obj, const char *key, json_t *value) {
    if (value) json_object_set_new(obj, key, value);
}

void io_push(json_t *array, json_t *value) {
    if (value) json_array_append_new(array, value);
}

json_t *io_seat_or_null(int seat, int none) {
    return seat == none ? json_null() : json_integer(seat);
}

json_t *io_hex64(uint64_t value) {
    char buf[17];
    ctn_hash_format(value, buf);
    return json_string(buf);
}

json_t *io_counts_json(const uint8_t *c, int n, const char *(*name)(int)) {
    json_t *o = json_object();
    for (int i = 0; i < n; i++) io_set(o, name(i), json_integer(c[i]));
    return o;
}

json_t *io_viewer_json(int viewer, int nobody, int public_seat) {
    if (viewer == nobody) return json_string("all");
    if (viewer == public_seat) return json_string("public");
    return json_integer(viewer);
}

json_t *io_actors_json(ctn_actors actors, int num_players) {
    json_t *a = json_array();
    for (int p = 0; p < num_players; p++)
        if (actors & (1u << p)) io_push(a, json_integer(p));
    if (actors & CTN_CHANCE_BIT) io_push(a, json_string("chance"));
    return a;
}

json_t *io_rng_json(const ctn_rng *rng) {
    json_t *a = json_array();
    for (int i = 0; i < 4; i++) io_push(a, io_hex64(rng->s[i]));
    return a;
}

json_t *io_player_json(int player) {
    return player == CTN_CHANCE ? json_string("chance") : json_integer(player);
}

/* Length of the valid UTF-8 sequence at p (1-4), or 0 when it is not one. */
static int utf8_length(const unsigned char *p) {
    int n = p[0] < 0x80                   ? 1
            : p[0] >= 0xC2 && p[0] < 0xE0 ? 2
            : p[0] >= 0xE0 && p[0] < 0xF0 ? 3
            : p[0] >= 0xF0 && p[0] < 0xF5 ? 4
                                          : 0;
    for (int i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80) return 0;
    return n;
}

json_t *io_string_lossy(const char *text) {
    json_t *j = json_string(text);
    if (j) return j;
    char buf[CTN_ERROR_MESSAGE_MAX * 2];
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)text;
    while (*p && n + 5 < sizeof buf) {
        int len = utf8_length(p);
        if (len == 0) {
            buf[n++] = '?';
            p++;
            continue;
        }
        memcpy(buf + n, p, (size_t)len);
        n += (size_t)len;
        p += len;
    }
    buf[n] = 0;
    j = json_string(buf); /* still NULL for overlong forms or surrogates jansson refuses */
    return j ? j : json_string("(message not valid UTF-8)");
}

ctn_status io_player_from_json(const io_reader *rd, const json_t *value, const char *where,
                               int num_players, int *out) {
    if (json_is_string(value) && strcmp(json_string_value(value), "chance") == 0) {
        *out = CTN_CHANCE;
        return CTN_OK;
    }
    long long seat = 0;
    if (!json_is_integer(value))
        return ctn_error_set(rd->err, rd->code, "%s: a player is a seat 0..%d or \"chance\"",
                             nz(where), num_players - 1);
    ctn_status st = io_int(rd, value, where, NULL, 0, num_players - 1, &seat);
    if (st == CTN_OK) *out = (int)seat;
    return st;
}
