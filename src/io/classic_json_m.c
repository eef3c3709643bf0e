/* classic_json_m.c — the Classic state codec's writer and reader compiled for the medium size
 * class of the state (CL_CLASS_M; see src/rules/classic/classic_internal.h).
 */
#define CL_CLASS CL_CLASS_M

#include "classic_json_write.c"
#include "classic_json_read.c"
