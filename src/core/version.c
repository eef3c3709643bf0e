/* version.c — ctn_version(): the project version, given by the build (CMakeLists.txt). */
#include "catan/version.h"

#ifndef CATAN_VERSION
#error "CATAN_VERSION must be defined by the build (CMakeLists.txt)"
#endif

const char *ctn_version(void) {
    return CATAN_VERSION;
}
