// HarfBuzz without its FreeType bridge: faces are read from the font file's blob, so this
// module shares no header with CFreeType.
#include <hb.h>
#include <hb-ot.h>
