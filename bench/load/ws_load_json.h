/* ws_load_json.h — the few reads the load client makes of the server's messages: an integer field
 * of an update's head, the texts of its legal actions, an error's code. No tree is built: each
 * read walks the bytes once, skipping values it does not want. Strings are returned as they
 * stand in the JSON (escapes kept), which is the form the client sends them back in. */
#ifndef WS_LOAD_JSON_H
#define WS_LOAD_JSON_H

#include <stddef.h>

typedef struct {
    const char **at; /* each text's first byte, inside the message */
    size_t *len;
    int count, cap;
} wl_text_list;

/* The "text" of every object in the top-level "legal" array. 0, or -1 when the message has no
 * such array or it is malformed. */
int wl_legal_texts(const char *json, size_t n, wl_text_list *out);
void wl_text_list_free(wl_text_list *list);

/* The top-level integer field `key`: 0 and *out, or -1. */
int wl_int_field(const char *json, size_t n, const char *key, long *out);

/* True when the top-level member `key` is the literal true. */
int wl_true_field(const char *json, size_t n, const char *key);

/* The "code" of the top-level "error" object: 0 with its bytes, or -1. */
int wl_error_code(const char *json, size_t n, const char **code, size_t *len);

/* True when `needle` occurs in the message's bytes. */
int wl_has(const char *json, size_t n, const char *needle);

#endif
