// libclang's C API (Debian's libclang-dev), loaded when it is first needed rather than linked:
// only its types and declarations come from the header, whose folder (/usr/lib/llvm-N/include)
// Package.swift gives to the one module that imports this, ObjCSource. The functions that
// module calls are looked up by name in a libclang it opens itself (docs/code.md, Building the
// Objective-C reader), so that no other command maps libclang and LLVM.
#include <clang-c/Index.h>
#include <dlfcn.h>

// Every libclang function ObjCSource calls, without the `clang_` of its name.
#define MB_CLANG_FUNCTIONS(X)                                                                   \
  X(createIndex) X(disposeIndex) X(parseTranslationUnit2) X(disposeTranslationUnit)             \
  X(getTranslationUnitCursor) X(getNumDiagnostics) X(getDiagnostic) X(disposeDiagnostic)        \
  X(getDiagnosticSeverity) X(getDiagnosticLocation) X(getDiagnosticSpelling)                    \
  X(getCursorKind) X(getCursorSpelling) X(isExpression) X(isStatement)                          \
  X(getCursorReferenced) X(Cursor_isNull) X(visitChildren) X(getCursorExtent)                   \
  X(getCursorLocation) X(getCursorType) X(getTypeSpelling) X(getRangeStart) X(getRangeEnd)      \
  X(tokenize) X(disposeTokens) X(getTokenSpelling) X(getTokenLocation)                          \
  X(getExpansionLocation) X(getFileName) X(getLocationForOffset) X(getRange) X(getCString) X(disposeString)

/// The libclang functions ObjCSource calls, each one non-null once `mb_clang_load` succeeded.
typedef struct MBClang {
#define MB_CLANG_FIELD(name) __typeof__(clang_##name) *_Nonnull name;
  MB_CLANG_FUNCTIONS(MB_CLANG_FIELD)
#undef MB_CLANG_FIELD
} MBClang;

/// Fills `table` from the opened library `library` (a `dlopen` handle). Returns NULL when
/// every function was found, else the name of the first one missing.
static inline const char *_Nullable mb_clang_load(void *_Nonnull library,
                                                  MBClang *_Nonnull table) {
#define MB_CLANG_LOOK_UP(name)                                                                  \
  {                                                                                             \
    void *found = dlsym(library, "clang_" #name);                                               \
    if (found == NULL) return "clang_" #name;                                                   \
    table->name = (__typeof__(clang_##name) *)found;                                            \
  }
  MB_CLANG_FUNCTIONS(MB_CLANG_LOOK_UP)
#undef MB_CLANG_LOOK_UP
  return NULL;
}
