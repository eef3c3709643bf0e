/* classic_json_l.c — the Classic state codec's writer and reader compiled for the large size
 * class of the state (CL_CLASS_L; see src/rules/classic/classic_internal.h).
 */
#define CL_CLASS CL_CLASS_L

#include "classic_json_write.c"
#include "classic_json_read.c"
