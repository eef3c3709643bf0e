/* cmd_engine.c — the `catan engine` subcommand: the JSON-lines engine protocol (docs/protocol.md)
 * on stdin/stdout. One response line per request line, flushed at once; blank lines are skipped;
 * end of input ends the session. Lines over the size limit are answered with a too_large error
 * without being kept in memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catan/io.h"
#include "cli.h"

static void usage(FILE *out) {
    fprintf(out, "usage: catan engine [--no-files]\n\n"
                 "Reads one JSON request per line on stdin and writes one JSON response per line\n"
                 "on stdout (docs/protocol.md). {\"cmd\":\"help\"} lists the commands.\n\n"
                 "  --no-files   refuse \"path\" in load and save requests\n");
}

/* Reads one line (without its newline) into buf, which holds CTN_IO_LINE_MAX + 1 bytes. Returns
 * the length, CTN_IO_LINE_MAX + 1 for a longer line (the rest is skipped), or -1 at the end. */
static long read_line(FILE *in, char *buf) {
    long len = 0;
    int c = EOF;
    while ((c = getc(in)) != EOF && c != '\n')
        if (len <= CTN_IO_LINE_MAX) buf[len++] = (char)c;
    if (c == EOF && len == 0) return -1;
    if (len > 0 && len <= CTN_IO_LINE_MAX && buf[len - 1] == '\r') len--;
    return len;
}

static int is_blank(const char *s, long len) {
    for (long i = 0; i < len; i++)
        if (s[i] != ' ' && s[i] != '\t') return 0;
    return 1;
}

int cmd_engine(int argc, char **argv) {
    unsigned flags = CTN_SESSION_FILES;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--no-files") == 0) {
            flags &= ~(unsigned)CTN_SESSION_FILES;
            continue;
        }
        fprintf(stderr, "catan engine: unknown argument '%s'\n", argv[i]);
        usage(stderr);
        return 2;
    }
    ctn_error err;
    ctn_session *session = NULL;
    char *buf = malloc((size_t)CTN_IO_LINE_MAX + 1);
    if (!buf || ctn_session_new(flags, &session, &err) != CTN_OK) {
        fprintf(stderr, "catan engine: out of memory\n");
        free(buf);
        return 1;
    }
    long len;
    while ((len = read_line(stdin, buf)) >= 0) {
        if (is_blank(buf, len)) continue;
        char *resp = ctn_session_handle(session, buf, (size_t)len);
        if (resp)
            printf("%s\n", resp);
        else
            printf("{\"ok\":false,\"error\":{\"code\":\"too_large\",\"message\":\"out of "
                   "memory\"}}\n");
        ctn_io_free(resp);
        fflush(stdout);
    }
    ctn_session_free(session);
    free(buf);
    return 0;
}
