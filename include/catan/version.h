/* version.h — the library's version.
 *
 * The version is set once, in CMakeLists.txt's project(); the build passes it to
 * src/core/version.c, and the pkg-config file and the Python package read it from there.
 */
#ifndef CATAN_VERSION_H
#define CATAN_VERSION_H

#include "catan/export.h"

/* The project version as "MAJOR.MINOR.PATCH" (static text). */
CTN_API const char *ctn_version(void);

#endif
