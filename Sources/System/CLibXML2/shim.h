// libxml2's headers, for XMLTree only.
//
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> includes the system's
// <unicode/ucnv.h> when LIBXML_ICU_ENABLED is defined. Foundation carries its own copy of ICU
// (_FoundationICU) with other definitions of the same types, and a module that sees both fails to
// build ("'UErrorCode' has different definitions in different modules"): that happened to any
// target importing Foundation beside a module that had cached this one. Nothing here uses ICU, and
// the only declarations it changes are two trailing pointer members of xmlCharEncodingHandler,
// a struct we never allocate or read, so the system ICU is kept out of the module altogether.
// .ci/check_libxml_shim fails if an ICU header comes back; .ci/readme_order builds in the README's order.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
