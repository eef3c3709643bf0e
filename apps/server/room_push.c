/* room_push.c — the update pushed to every connection of a room after each change
 * (docs/server.md). A step writes, once per viewer (a seat, or the public view), the update's
 * small fields and its view as a list of "key":value members, each with a hash; the board, the
 * same in every view, once for all viewers. Each connection then gets one of three texts put
 * together from those pieces: whole (the view with its board), brief (board=once: the view
 * without its board) or delta (updates=delta: only the members whose text changed since that
 * connection's previous update). The JSON trees behind the texts live in the room's arena
 * (json_arena.c) for as long as one viewer's texts take to write.
 */
#include <stdlib.h>
#include <string.h>

#include "io/io_internal.h"
#include "server.h"

/* One top-level member of a viewer's view: where its text is, and hashes of its key and text. */
typedef struct view_seg {
    size_t start, len;
    uint64_t name, value;
} view_seg;

/* A viewer's texts for the current step. */
typedef struct viewer_texts {
    char *head; /* the update without "state" and without its closing brace */
    char *own;  /* the view's members (the board's keys left out), joined with commas */
    char *whole, *brief;
    size_t headcap, owncap, wholecap, briefcap;
    size_t headlen, ownlen, wholelen, brieflen; /* wholelen, brieflen: 0 until made */
    view_seg seg[SRV_VIEW_KEYS_MAX + 1];
    int nseg; /* > SRV_VIEW_KEYS_MAX: too many to follow, delta connections get brief */
    int made; /* head and own made this step (0 also when out of memory) */
} viewer_texts;

/* A room's push buffers: each viewer's texts, and the update's fields every viewer shares
 * (room_describe_common), written once a step without their braces. */
typedef struct push_texts {
    viewer_texts view[CTN_MAX_PLAYERS + 1];
    char *mid, *tail;
    size_t midcap, tailcap, midlen, taillen;
} push_texts;

/* 64-bit hash of a text (FNV-1a over 8-byte words, then a final mix). */
static uint64_t text_hash(const char *p, size_t n) {
    uint64_t h = 0xcbf29ce484222325ull;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ w) * 0x100000001b3ull;
        h ^= h >> 29;
    }
    for (; i < n; i++) h = (h ^ (unsigned char)p[i]) * 0x100000001b3ull;
    h ^= n;
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
    return h ^ (h >> 31);
}

/* Appends n bytes to a text of *len bytes in the buffer *buf of *cap bytes (io_text_append,
 * src/io/json_text.c); 0 when out of memory. */
static int append(char **buf, size_t *cap, size_t *len, const char *text, size_t n) {
    size_t got = io_text_append(buf, cap, *len, text, n);
    if (!got && *len + n) return 0;
    *len = got;
    return 1;
}

/* The view's members into vt->own and vt->seg. */
static int write_members(viewer_texts *vt, const json_t *view) {
    const char *key;
    json_t *value;
    size_t len = 0;
    vt->nseg = 0;
    vt->ownlen = 0;
    if (!json_is_object(view)) return 0;
    json_object_foreach((json_t *)view, key, value) {
        if (len && !append(&vt->own, &vt->owncap, &len, ",", 1)) return 0;
        size_t start = len;
        len = io_json_member_into(key, value, &vt->own, &vt->owncap, len);
        if (!len) return 0;
        if (vt->nseg <= SRV_VIEW_KEYS_MAX) {
            view_seg *s = &vt->seg[vt->nseg];
            s->start = start;
            s->len = len - start;
            s->name = text_hash(key, strlen(key));
            s->value = text_hash(vt->own + start, s->len);
        }
        vt->nseg++;
    }
    vt->ownlen = len;
    return 1;
}

/* The text of an object without its braces into *buf; its length (0 when empty or out of
 * memory). */
static size_t inner_text(const json_t *o, char **buf, size_t *cap) {
    size_t len = io_json_text_into(o, buf, cap);
    if (len <= 2) return 0;
    memmove(*buf, *buf + 1, len - 2);
    (*buf)[len - 2] = 0;
    return len - 2;
}

/* The fields every viewer's update shares, once a step. */
static int make_common(room *r, push_texts *pt) {
    json_arena_open(&r->arena);
    json_t *mid = json_object(), *tail = json_object();
    room_describe_common(r, mid, tail);
    pt->midlen = inner_text(mid, &pt->mid, &pt->midcap);
    pt->taillen = inner_text(tail, &pt->tail, &pt->tailcap);
    json_decref(mid);
    json_decref(tail);
    json_arena_close(&r->arena);
    return pt->midlen && pt->taillen;
}

/* The update's fields but the view, without the closing brace: {"event":"update","applied":..,
 * "game_id":..,"seat":..,<mid>,"legal":..,<tail>. */
static int write_head(room *r, push_texts *pt, viewer_texts *vt, int seat) {
    int v = seat >= 0 ? seat : r->num_seats;
    json_t *legal = room_legal_json(r, seat);
    json_t *applied = r->applied[v] ? json_incref(r->applied[v]) : json_array();
    json_t *id = json_string(r->id), *who = seat >= 0 ? json_integer(seat) : json_null();
    size_t len = 0;
    int ok = append(&vt->head, &vt->headcap, &len, "{\"event\":\"update\",", 18) &&
             (len = io_json_member_into("applied", applied, &vt->head, &vt->headcap, len)) &&
             append(&vt->head, &vt->headcap, &len, ",", 1) &&
             (len = io_json_member_into("game_id", id, &vt->head, &vt->headcap, len)) &&
             append(&vt->head, &vt->headcap, &len, ",", 1) &&
             (len = io_json_member_into("seat", who, &vt->head, &vt->headcap, len)) &&
             append(&vt->head, &vt->headcap, &len, ",", 1) &&
             append(&vt->head, &vt->headcap, &len, pt->mid, pt->midlen) &&
             append(&vt->head, &vt->headcap, &len, ",", 1) &&
             (len = io_json_member_into("legal", legal, &vt->head, &vt->headcap, len)) &&
             append(&vt->head, &vt->headcap, &len, ",", 1) &&
             append(&vt->head, &vt->headcap, &len, pt->tail, pt->taillen);
    json_decref(legal);
    json_decref(applied);
    json_decref(id);
    json_decref(who);
    vt->headlen = ok ? len : 0;
    return ok;
}

/* Makes a viewer's head and members (seat: -1 for the public view). */
static int make_viewer(room *r, push_texts *pt, viewer_texts *vt, int seat) {
    json_arena_open(&r->arena);
    int split = room_view_splits(r);
    json_t *view = split ? room_view_own_json(r, seat) : room_view_json(r, seat);
    int ok = write_head(r, pt, vt, seat) && write_members(vt, view);
    json_decref(view);
    json_arena_close(&r->arena);
    return ok;
}

/* The view's members, joined with commas, after *len bytes of *buf. */
static int append_members(const viewer_texts *vt, char **buf, size_t *cap, size_t *len) {
    return append(buf, cap, len, vt->own, vt->ownlen);
}

/* The board's text, written at most once a step; 0 when there is none. */
static size_t board_text(room *r, size_t *shared) {
    if (*shared == (size_t)-1) {
        json_arena_open(&r->arena);
        *shared = room_view_shared_text(r, &r->shared, &r->sharedcap);
        json_arena_close(&r->arena);
    }
    return *shared;
}

/* The whole update (board included) or brief (without it) of a viewer. */
static size_t full_text(room *r, viewer_texts *vt, int with_board, size_t *shared, char **buf,
                        size_t *cap) {
    size_t len = 0;
    int ok = append(buf, cap, &len, vt->head, vt->headlen) &&
             append(buf, cap, &len, ",\"state\":{", 10) && append_members(vt, buf, cap, &len);
    size_t board = with_board && room_view_splits(r) ? board_text(r, shared) : 0;
    if (ok && board)
        ok = (!vt->ownlen || append(buf, cap, &len, ",", 1)) &&
             append(buf, cap, &len, r->shared, board);
    return ok && append(buf, cap, &len, "}}", 2) ? len : 0;
}

/* Whether every key the connection has is still in the view (delta updates only add and
 * replace keys). */
static int keys_kept(const viewer_texts *vt, const view_keys *k) {
    for (int i = 0; i < k->n; i++) {
        if (i < vt->nseg && vt->seg[i].name == k->name[i]) continue;
        int found = 0;
        for (int j = 0; j < vt->nseg && !found; j++) found = vt->seg[j].name == k->name[i];
        if (!found) return 0;
    }
    return 1;
}

/* Whether member j of the view is one the connection has with the same text. */
static int member_known(const viewer_texts *vt, const view_keys *k, int j) {
    const view_seg *s = &vt->seg[j];
    if (j < k->n && k->name[j] == s->name) return k->value[j] == s->value;
    for (int i = 0; i < k->n; i++)
        if (k->name[i] == s->name) return k->value[i] == s->value;
    return 0;
}

/* The delta update of a connection into r->msg: the members it does not have. */
static size_t delta_text(room *r, const viewer_texts *vt, const view_keys *k) {
    size_t len = 0;
    int ok = append(&r->msg, &r->msgcap, &len, vt->head, vt->headlen) &&
             append(&r->msg, &r->msgcap, &len, ",\"delta\":true,\"state\":{", 23);
    int first = 1;
    for (int j = 0; ok && j < vt->nseg; j++) {
        if (member_known(vt, k, j)) continue;
        ok = (first || append(&r->msg, &r->msgcap, &len, ",", 1)) &&
             append(&r->msg, &r->msgcap, &len, vt->own + vt->seg[j].start, vt->seg[j].len);
        first = 0;
    }
    return ok && append(&r->msg, &r->msgcap, &len, "}}", 2) ? len : 0;
}

/* Records that a delta connection now has every member of the view. */
static void keys_record(client *c, const viewer_texts *vt) {
    if (!c->sent) c->sent = malloc(sizeof *c->sent);
    if (!c->sent) return;
    c->sent->n = vt->nseg <= SRV_VIEW_KEYS_MAX ? vt->nseg : 0;
    for (int i = 0; i < c->sent->n; i++) {
        c->sent->name[i] = vt->seg[i].name;
        c->sent->value[i] = vt->seg[i].value;
    }
}

/* The text of a connection's update: delta when it follows the view's keys and has them all
 * (a key gone from the view, rare, gets it the brief form), brief when it has the board, else
 * whole. */
static size_t client_text(room *r, client *c, viewer_texts *vt, size_t *shared, const char **text) {
    int split = room_view_splits(r);
    int followed = vt->nseg <= SRV_VIEW_KEYS_MAX;
    if (c->delta && c->sent && c->board_sent && followed && keys_kept(vt, c->sent)) {
        size_t len = delta_text(r, vt, c->sent);
        *text = r->msg; /* after writing: the buffer may have moved */
        return len;
    }
    if (split && (c->board_once || c->delta) && c->board_sent) {
        if (!vt->brieflen) vt->brieflen = full_text(r, vt, 0, shared, &vt->brief, &vt->briefcap);
        *text = vt->brief;
        return vt->brieflen;
    }
    if (!vt->wholelen) vt->wholelen = full_text(r, vt, 1, shared, &vt->whole, &vt->wholecap);
    *text = vt->whole;
    return vt->wholelen;
}

void room_push(room *r) {
    if (!r->push) r->push = calloc(1, sizeof *r->push);
    if (!r->push) return;
    push_texts *pt = r->push;
    for (int v = 0; v <= r->num_seats; v++)
        pt->view[v].made = 0, pt->view[v].wholelen = 0, pt->view[v].brieflen = 0;
    int tried[CTN_MAX_PLAYERS + 1] = {0}, common = -1;
    size_t shared = (size_t)-1;
    for (client *c = r->clients; c; c = c->next) {
        int v = c->seat >= 0 ? c->seat : r->num_seats;
        viewer_texts *vt = &pt->view[v];
        if (c->dead) continue; /* its thread closes it; the room does not wait for it again */
        if (common < 0) common = make_common(r, pt);
        if (!tried[v]) tried[v] = 1, vt->made = common && make_viewer(r, pt, vt, c->seat);
        if (!vt->made) continue;
        const char *text = NULL;
        size_t len = client_text(r, c, vt, &shared, &text);
        if (!len) continue;
        if (ws_send(c->conn, text, len) <= 0) {
            c->dead = 1;
            continue;
        }
        c->board_sent = 1;
        if (c->delta) keys_record(c, vt);
    }
}

void room_push_free(room *r) {
    push_texts *pt = r->push;
    if (pt) {
        for (int v = 0; v <= CTN_MAX_PLAYERS; v++) {
            viewer_texts *vt = &pt->view[v];
            free(vt->head), free(vt->own), free(vt->whole), free(vt->brief);
        }
        free(pt->mid), free(pt->tail);
    }
    free(pt);
    free(r->msg);
    free(r->shared);
    json_arena_free(&r->arena);
}
