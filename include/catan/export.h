/* export.h — CTN_API marks the declarations of the public API that the shared library libcatan
 * exports.
 *
 * The engine is compiled with hidden visibility (-fvisibility=hidden): only functions and data
 * declared with CTN_API in the headers of include/catan/ are visible outside libcatan.so, so
 * programs and the Python package see the documented API and nothing of the rule sets'
 * internals. In the static libraries the mark changes nothing. tests/lib/test_libcatan.sh checks
 * that the exported symbols are exactly the CTN_API declarations.
 */
#ifndef CATAN_EXPORT_H
#define CATAN_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define CTN_API __attribute__((visibility("default")))
#else
#define CTN_API
#endif

#endif
