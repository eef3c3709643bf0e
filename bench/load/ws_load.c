/* ws_load.c — the load test's WebSocket clients in one C process (bench/load_server.py starts
 * it): many seats on loopback, each acting on its turn after a random think time, timing every
 * action from the request sent to its answer received. One process with epoll answers thousands
 * of actions a second on a fraction of a core, so the server, not the client, sets the pace.
 *
 *   ws_load --port P --seats FILE [--seconds S] [--think-ms T] [--seed N] [--interval I]
 *           [--replace]
 *
 * FILE holds one WebSocket path per line ("/ws?game=…&token=…&board=once&updates=delta"), one per
 * seat. The client connects every seat, prints {"ready":…} and waits for a line on stdin, so the
 * caller can take its figures from that moment; it then plays for S seconds, prints a sample line
 * every I seconds ({"sample":…}: actions answered and refused in the interval, p50 and p99) and at
 * the end one line of figures ({"final":…}). With --replace a seat whose game ended is reported
 * ({"finished":i}, i its index: the order of FILE, then of the seats added) and its connection
 * closed, and each line the caller writes on stdin afterwards is the path of a new seat to play,
 * so the load can stay the same for hours. Exit status 0, or 1 with a message on stderr when a
 * connection fails or the server closes one.
 *
 * The updates are read as load_server.py's Python client reads them: "actions" and the texts of
 * "legal" from the head of an update; a seat acts when it has legal actions, no request in flight
 * and a position it has not acted on yet.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "ws_load_json.h"

typedef struct {
    char *data;
    size_t len, cap;
} buffer;

typedef struct {
    int fd;
    buffer in;          /* bytes received, not yet taken as frames */
    buffer legal;       /* the texts of the last update's legal actions, as JSON strings, 0-ended */
    uint32_t *offsets;  /* where each text starts in `legal` */
    int num_legal, cap_legal;
    long actions, acted_at; /* the position's action count; the one acted on (-1: none) */
    int over;               /* its game ended: reported, then the connection closed */
    double sent_at, due;    /* when the request in flight was sent; when to act (0: none) */
    uint64_t rng;
} seat;

typedef struct {
    double *v;
    size_t n, cap;
} samples;

typedef struct {
    char code[48];
    long count;
} error_count;

static struct {
    seat *seats;
    int num_seats;
    samples lat, interval_lat;
    long updates, update_bytes, update_max, refused_interval;
    error_count errors[16];
    int num_errors;
    int counting;
    int replace; /* report finished games and take new seats on stdin (--replace) */
    int cap_seats;
} L;

static void die(const char *fmt, const char *what) {
    fprintf(stderr, "ws_load: ");
    fprintf(stderr, fmt, what);
    fputc('\n', stderr);
    exit(1);
}

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static uint64_t next_rand(uint64_t *x) { /* xorshift64* */
    *x ^= *x >> 12, *x ^= *x << 25, *x ^= *x >> 27;
    return *x * 0x2545F4914F6CDD1DULL;
}

static double uniform01(uint64_t *x) {
    return (double)(next_rand(x) >> 11) * (1.0 / 9007199254740992.0);
}

static void reserve(buffer *b, size_t more) {
    if (b->len + more <= b->cap) return;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + more) cap *= 2;
    b->data = realloc(b->data, cap);
    if (!b->data) die("%s", "out of memory");
    b->cap = cap;
}

static void push_sample(samples *s, double v) {
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 1 << 16;
        s->v = realloc(s->v, s->cap * sizeof *s->v);
        if (!s->v) die("%s", "out of memory");
    }
    s->v[s->n++] = v;
}

/* ---- connecting ---- */

static void write_all(int fd, const void *p, size_t n) {
    const char *c = p;
    while (n) {
        ssize_t k = write(fd, c, n);
        if (k < 0 && errno == EINTR) continue;
        if (k < 0 && errno == EAGAIN) { /* the socket's buffer is full: wait a moment */
            usleep(100);
            continue;
        }
        if (k <= 0) die("write: %s", strerror(errno));
        c += k, n -= (size_t)k;
    }
}

/* Opens the WebSocket at `path` (blocking handshake); leftover bytes stay in s->in. */
static void connect_seat(seat *s, int port, const char *path) {
    s->fd = socket(AF_INET, SOCK_STREAM, 0);
    if (s->fd < 0) die("socket: %s", strerror(errno));
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(s->fd, (struct sockaddr *)&a, sizeof a) < 0) die("connect: %s", strerror(errno));
    int one = 1;
    setsockopt(s->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    char req[1024];
    int n = snprintf(req, sizeof req,
                     "GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
                     "Connection: Upgrade\r\nSec-WebSocket-Key: bG9hZC10ZXN0LWtleS0xMg==\r\n"
                     "Sec-WebSocket-Version: 13\r\n\r\n",
                     path, port);
    if (n <= 0 || n >= (int)sizeof req) die("path too long: %s", path);
    write_all(s->fd, req, (size_t)n);
    for (;;) {
        reserve(&s->in, 4096);
        ssize_t k = read(s->fd, s->in.data + s->in.len, s->in.cap - s->in.len);
        if (k <= 0) die("closed during the handshake of %s", path);
        s->in.len += (size_t)k;
        char *end = memmem(s->in.data, s->in.len, "\r\n\r\n", 4);
        if (!end) continue;
        if (strncmp(s->in.data, "HTTP/1.1 101", 12) != 0) die("handshake refused for %s", path);
        size_t head = (size_t)(end + 4 - s->in.data);
        memmove(s->in.data, s->in.data + head, s->in.len - head);
        s->in.len -= head;
        return;
    }
}

/* ---- frames ---- */

static void send_frame(seat *s, int opcode, const char *payload, size_t n) {
    unsigned char head[14];
    size_t h = 0;
    head[h++] = (unsigned char)(0x80 | opcode);
    if (n < 126) {
        head[h++] = (unsigned char)(0x80 | n);
    } else if (n < 65536) {
        head[h++] = 0x80 | 126;
        head[h++] = (unsigned char)(n >> 8), head[h++] = (unsigned char)n;
    } else {
        head[h++] = 0x80 | 127;
        for (int i = 7; i >= 0; i--) head[h++] = (unsigned char)(n >> (8 * i));
    }
    uint32_t key = (uint32_t)next_rand(&s->rng);
    unsigned char mask[4];
    memcpy(mask, &key, 4);
    memcpy(head + h, mask, 4), h += 4;
    char stackbuf[1024];
    char *out = n + h <= sizeof stackbuf ? stackbuf : malloc(n + h);
    if (!out) die("%s", "out of memory");
    memcpy(out, head, h);
    for (size_t i = 0; i < n; i++) out[h + i] = (char)(payload[i] ^ mask[i & 3]);
    write_all(s->fd, out, n + h);
    if (out != stackbuf) free(out);
}

/* The next whole frame in s->in: returns its length and sets *op and *payload, or -1. */
static long take_frame(seat *s, int *op, char **payload, size_t *consumed) {
    unsigned char *b = (unsigned char *)s->in.data;
    size_t have = s->in.len, h = 2;
    if (have < 2) return -1;
    if (!(b[0] & 0x80)) die("%s", "a fragmented frame (this client reads whole frames only)");
    uint64_t n = b[1] & 0x7F;
    if (n == 126) {
        if (have < 4) return -1;
        n = ((uint64_t)b[2] << 8) | b[3], h = 4;
    } else if (n == 127) {
        if (have < 10) return -1;
        n = 0;
        for (int i = 0; i < 8; i++) n = (n << 8) | b[2 + i];
        h = 10;
    }
    if (b[1] & 0x80) h += 4; /* a masked server frame: not expected; unmasked below */
    if (have < h + n) return -1;
    if (b[1] & 0x80)
        for (uint64_t i = 0; i < n; i++) b[h + i] ^= b[h - 4 + (i & 3)];
    *op = b[0] & 0x0F;
    *payload = (char *)b + h;
    *consumed = h + n;
    return (long)n;
}

/* ---- messages ---- */

static void count_error(const char *code, size_t n) {
    if (n >= sizeof L.errors[0].code) n = sizeof L.errors[0].code - 1;
    for (int i = 0; i < L.num_errors; i++)
        if (strlen(L.errors[i].code) == n && memcmp(L.errors[i].code, code, n) == 0) {
            L.errors[i].count++;
            return;
        }
    if (L.num_errors == (int)(sizeof L.errors / sizeof L.errors[0])) return;
    memcpy(L.errors[L.num_errors].code, code, n);
    L.errors[L.num_errors].code[n] = 0;
    L.errors[L.num_errors++].count = 1;
}

static void keep_legal(seat *s, const char *p, size_t n) {
    s->legal.len = 0, s->num_legal = 0;
    wl_text_list texts;
    if (wl_legal_texts(p, n, &texts) < 0) die("%s", "an update whose \"legal\" could not be read");
    for (int i = 0; i < texts.count; i++) {
        if (s->num_legal == s->cap_legal) {
            s->cap_legal = s->cap_legal ? s->cap_legal * 2 : 64;
            s->offsets = realloc(s->offsets, (size_t)s->cap_legal * sizeof *s->offsets);
            if (!s->offsets) die("%s", "out of memory");
        }
        reserve(&s->legal, texts.len[i] + 1);
        s->offsets[s->num_legal++] = (uint32_t)s->legal.len;
        memcpy(s->legal.data + s->legal.len, texts.at[i], texts.len[i]);
        s->legal.len += texts.len[i];
        s->legal.data[s->legal.len++] = 0;
    }
    wl_text_list_free(&texts);
}

/* A seat whose game ended: "{"finished":i}" for the caller, then the connection is closed (a
 * finished game nobody watches may leave the server's memory). */
static void finish_seat(seat *s) {
    printf("{\"finished\":%d}\n", (int)(s - L.seats));
    fflush(stdout);
    s->over = 1;
    s->num_legal = 0;
}

static void on_message(seat *s, const char *p, size_t n, double now) {
    if (n > 17 && memcmp(p, "{\"event\":\"update\"", 17) == 0) {
        if (L.counting) {
            L.updates++, L.update_bytes += (long)n;
            if ((long)n > L.update_max) L.update_max = (long)n;
        }
        long actions;
        if (wl_int_field(p, n, "actions", &actions) < 0) die("%s", "an update without \"actions\"");
        s->actions = actions;
        keep_legal(s, p, n);
        if (L.replace && !s->over && wl_true_field(p, n, "terminal")) finish_seat(s);
        return;
    }
    if (s->sent_at == 0 || !wl_has(p, n, "\"cmd\":\"apply\"")) return;
    double lat = now - s->sent_at;
    push_sample(&L.lat, lat), push_sample(&L.interval_lat, lat);
    s->sent_at = 0;
    if (wl_has(p, n, "\"ok\":false")) {
        const char *code;
        size_t len;
        if (wl_error_code(p, n, &code, &len) == 0) count_error(code, len);
        else count_error("unknown", 7);
        L.refused_interval++;
        s->acted_at = -1;
    }
}

/* Takes every whole frame in s->in. */
static void drain(seat *s, double now) {
    size_t off = 0;
    for (;;) {
        seat view = *s;
        view.in.data += off, view.in.len -= off;
        int op;
        char *payload;
        size_t used;
        long n = take_frame(&view, &op, &payload, &used);
        if (n < 0) break;
        if (op == 9) send_frame(s, 10, payload, (size_t)n);
        else if (op == 8) die("%s", "the server closed a connection");
        else if (op == 1) on_message(s, payload, (size_t)n, now);
        off += used;
    }
    memmove(s->in.data, s->in.data + off, s->in.len - off);
    s->in.len -= off;
}

static int read_seat(seat *s, double now) {
    for (;;) {
        reserve(&s->in, 65536);
        ssize_t k = read(s->fd, s->in.data + s->in.len, s->in.cap - s->in.len);
        if (k > 0) {
            s->in.len += (size_t)k;
            continue;
        }
        if (k == 0) die("%s", "the server closed a connection");
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) break;
        die("read: %s", strerror(errno));
    }
    drain(s, now);
    return 0;
}

/* ---- timers: a binary heap of seats by due time ---- */

static int *heap, heap_n;

static int heap_less(int a, int b) {
    return L.seats[heap[a]].due < L.seats[heap[b]].due;
}

static void heap_swap(int a, int b) {
    int t = heap[a];
    heap[a] = heap[b], heap[b] = t;
}

static void heap_push(int i) {
    int k = heap_n++;
    heap[k] = i;
    while (k && heap_less(k, (k - 1) / 2)) heap_swap(k, (k - 1) / 2), k = (k - 1) / 2;
}

static int heap_pop(void) {
    int top = heap[0], k = 0;
    heap[0] = heap[--heap_n];
    for (;;) {
        int c = 2 * k + 1;
        if (c >= heap_n) break;
        if (c + 1 < heap_n && heap_less(c + 1, c)) c++;
        if (!heap_less(c, k)) break;
        heap_swap(c, k), k = c;
    }
    return top;
}

static int wants_to_act(const seat *s) {
    return s->num_legal > 0 && s->sent_at == 0 && s->actions != s->acted_at;
}

static void schedule(int i, double now, double think_s) {
    seat *s = &L.seats[i];
    if (!wants_to_act(s) || s->due != 0) return;
    double u = uniform01(&s->rng);
    s->due = now - think_s * log1p(-u) + 1e-9; /* exponential, mean think_s */
    heap_push(i);
}

static void act(seat *s) {
    const char *text = s->legal.data + s->offsets[next_rand(&s->rng) % (uint64_t)s->num_legal];
    char msg[512];
    int n = snprintf(msg, sizeof msg, "{\"cmd\":\"apply\",\"action\":\"%s\"}", text);
    if (n <= 0 || n >= (int)sizeof msg) die("an action text too long: %s", text);
    s->acted_at = s->actions;
    s->sent_at = now_s();
    send_frame(s, 1, msg, (size_t)n);
}

/* ---- figures ---- */

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double pct_ms(samples *s, double q) {
    if (!s->n) return -1;
    size_t i = (size_t)(q * (double)s->n);
    if (i >= s->n) i = s->n - 1;
    return s->v[i] * 1000.0;
}

static void print_pct(const char *name, samples *s, double q) {
    double v = pct_ms(s, q);
    if (v < 0) printf("\"%s\":null", name);
    else printf("\"%s\":%.2f", name, v);
}

static void print_sample(double t) {
    qsort(L.interval_lat.v, L.interval_lat.n, sizeof(double), cmp_double);
    printf("{\"sample\":{\"t_s\":%.0f,\"actions\":%zu,\"refused\":%ld,", t, L.interval_lat.n,
           L.refused_interval);
    print_pct("p50_ms", &L.interval_lat, 0.5), putchar(',');
    print_pct("p99_ms", &L.interval_lat, 0.99), printf("}}\n");
    fflush(stdout);
    L.interval_lat.n = 0, L.refused_interval = 0;
}

static double cpu_s(void) {
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 +
           (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
}

/* The run's figures; `cpu` is this process's CPU time spent playing. */
static void print_final(double elapsed, double cpu) {
    qsort(L.lat.v, L.lat.n, sizeof(double), cmp_double);
    printf("{\"final\":{\"seconds\":%.3f,\"actions\":%zu,", elapsed, L.lat.n);
    print_pct("p50_ms", &L.lat, 0.5), putchar(',');
    print_pct("p90_ms", &L.lat, 0.9), putchar(',');
    print_pct("p99_ms", &L.lat, 0.99), putchar(',');
    print_pct("max_ms", &L.lat, 1.0);
    printf(",\"updates\":%ld,\"update_bytes\":%ld,\"update_max\":%ld,\"cpu_s\":%.3f,\"errors\":{",
           L.updates, L.update_bytes, L.update_max, cpu);
    for (int i = 0; i < L.num_errors; i++)
        printf("%s\"%s\":%ld", i ? "," : "", L.errors[i].code, L.errors[i].count);
    printf("}}}\n");
    fflush(stdout);
}

/* ---- main ---- */

static int set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL, 0);
    return flags < 0 ? -1 : fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

static void raise_fd_limit(void) {
    struct rlimit r;
    if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
        r.rlim_cur = r.rlim_max;
        setrlimit(RLIMIT_NOFILE, &r);
    }
}

static char **read_paths(const char *file, int *count) {
    FILE *f = fopen(file, "r");
    if (!f) die("cannot open %s", file);
    char **paths = NULL, line[1024];
    int n = 0, cap = 0;
    while (fgets(line, sizeof line, f)) {
        size_t len = strcspn(line, "\r\n");
        if (!len) continue;
        line[len] = 0;
        if (n == cap) {
            cap = cap ? cap * 2 : 256;
            paths = realloc(paths, (size_t)cap * sizeof *paths);
            if (!paths) die("%s", "out of memory");
        }
        paths[n++] = strdup(line);
    }
    fclose(f);
    *count = n;
    return paths;
}

typedef struct {
    int port;
    const char *seats_file;
    double seconds, think_s, interval;
    uint64_t seed;
} options;

static options parse_args(int argc, char **argv) {
    options o = {0, NULL, 60, 0.6, 60, 1};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--replace")) {
            L.replace = 1;
            continue;
        }
        if (!v) die("%s needs a value", a);
        if (!strcmp(a, "--port")) o.port = atoi(v);
        else if (!strcmp(a, "--seats")) o.seats_file = v;
        else if (!strcmp(a, "--seconds")) o.seconds = atof(v);
        else if (!strcmp(a, "--think-ms")) o.think_s = atof(v) / 1000.0;
        else if (!strcmp(a, "--interval")) o.interval = atof(v);
        else if (!strcmp(a, "--seed")) o.seed = strtoull(v, NULL, 10);
        else die("unknown option %s", a);
        i++;
    }
    if (o.port <= 0 || !o.seats_file)
        die("%s", "usage: ws_load --port P --seats FILE [--seconds S] [--think-ms T] [--seed N] "
                  "[--interval I] [--replace]");
    if (o.think_s <= 0 || o.seconds <= 0 || o.interval <= 0)
        die("%s", "--seconds, --think-ms and --interval must be positive");
    return o;
}

/* Connects a new seat at `path` and watches it (epoll key: its index). */
static void add_seat(int ep, int port, const char *path, uint64_t *mix) {
    if (L.num_seats == L.cap_seats) {
        L.cap_seats = L.cap_seats ? 2 * L.cap_seats : 256;
        L.seats = realloc(L.seats, (size_t)L.cap_seats * sizeof *L.seats);
        heap = realloc(heap, (size_t)L.cap_seats * sizeof *heap);
        if (!L.seats || !heap) die("%s", "out of memory");
    }
    int i = L.num_seats++;
    seat *s = &L.seats[i];
    memset(s, 0, sizeof *s);
    s->rng = next_rand(mix) | 1;
    s->acted_at = -1, s->actions = -1;
    connect_seat(s, port, path);
    if (set_nonblocking(s->fd) < 0) die("fcntl: %s", strerror(errno));
    struct epoll_event e = {.events = EPOLLIN, .data.u32 = (uint32_t)i};
    if (epoll_ctl(ep, EPOLL_CTL_ADD, s->fd, &e) < 0) die("epoll_ctl: %s", strerror(errno));
}

/* Reads what stdin has (non-blocking) and adds a seat for each whole line. 0 at its end. */
static int read_commands(int ep, const options *o, uint64_t *mix, double now) {
    static buffer in;
    for (;;) {
        reserve(&in, 4096);
        ssize_t k = read(0, in.data + in.len, in.cap - in.len);
        if (k == 0) return 0;
        if (k < 0) {
            if (errno == EINTR) continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) break;
            die("stdin: %s", strerror(errno));
        }
        in.len += (size_t)k;
    }
    size_t start = 0;
    for (size_t i = 0; i < in.len; i++) {
        if (in.data[i] != '\n') continue;
        in.data[i] = 0;
        if (i > start) {
            add_seat(ep, o->port, in.data + start, mix);
            drain(&L.seats[L.num_seats - 1], now);
            schedule(L.num_seats - 1, now, o->think_s);
        }
        start = i + 1;
    }
    memmove(in.data, in.data + start, in.len - start);
    in.len -= start;
    return 1;
}

static void play(const options *o, int ep, uint64_t *mix) {
    struct epoll_event ev[256];
    double start = now_s(), end = start + o->seconds, next_sample = start + o->interval;
    double cpu_start = cpu_s();
    int commands = L.replace;
    L.counting = 1;
    for (int i = 0; i < L.num_seats; i++) {
        drain(&L.seats[i], start); /* frames that came with the handshake */
        schedule(i, start, o->think_s);
    }
    L.lat.n = L.interval_lat.n = 0;
    for (;;) {
        double now = now_s();
        if (now >= end) break;
        if (now >= next_sample) print_sample(now - start), next_sample += o->interval;
        while (heap_n && L.seats[heap[0]].due <= now) {
            int i = heap_pop();
            L.seats[i].due = 0;
            if (wants_to_act(&L.seats[i])) act(&L.seats[i]);
        }
        double wait = heap_n ? L.seats[heap[0]].due - now : 0.05;
        if (wait > 0.05) wait = 0.05;
        int k = epoll_wait(ep, ev, 256, wait > 0 ? (int)(wait * 1000.0) + 1 : 0);
        if (k < 0 && errno != EINTR) die("epoll_wait: %s", strerror(errno));
        for (int j = 0; j < k; j++) {
            if (ev[j].data.u32 == UINT32_MAX) {
                if (commands && !read_commands(ep, o, mix, now_s())) {
                    epoll_ctl(ep, EPOLL_CTL_DEL, 0, NULL);
                    commands = 0;
                }
                continue;
            }
            int i = (int)ev[j].data.u32;
            seat *s = &L.seats[i];
            if (s->fd < 0) continue;
            read_seat(s, now_s());
            if (s->over) { /* reported: let the game go */
                epoll_ctl(ep, EPOLL_CTL_DEL, s->fd, NULL);
                close(s->fd);
                s->fd = -1;
                continue;
            }
            schedule(i, now_s(), o->think_s);
        }
    }
    print_final(now_s() - start, cpu_s() - cpu_start);
}

/* Waits for the caller's line that starts the run (read byte by byte: stdin is read raw later). */
static int wait_for_go(void) {
    char ch;
    for (;;) {
        ssize_t k = read(0, &ch, 1);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return 0;
        if (ch == '\n') return 1;
    }
}

int main(int argc, char **argv) {
    options o = parse_args(argc, argv);
    raise_fd_limit();
    int num_paths = 0;
    char **paths = read_paths(o.seats_file, &num_paths);
    if (!num_paths) die("no seats in %s", o.seats_file);
    int ep = epoll_create1(0);
    if (ep < 0) die("epoll_create1: %s", strerror(errno));
    uint64_t mix = o.seed * 0x9E3779B97F4A7C15ULL + 1;
    for (int i = 0; i < num_paths; i++) add_seat(ep, o.port, paths[i], &mix), free(paths[i]);
    free(paths);
    printf("{\"ready\":%d}\n", L.num_seats);
    fflush(stdout);
    if (!wait_for_go()) return 0; /* the caller gave up */
    if (L.replace) {
        if (set_nonblocking(0) < 0) die("fcntl: %s", strerror(errno));
        struct epoll_event e = {.events = EPOLLIN, .data.u32 = UINT32_MAX};
        if (epoll_ctl(ep, EPOLL_CTL_ADD, 0, &e) < 0) die("epoll_ctl: %s", strerror(errno));
    }
    play(&o, ep, &mix);
    return 0;
}
