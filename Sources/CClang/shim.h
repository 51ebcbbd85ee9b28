// libclang's C API (Debian's libclang-dev). Its include folder, /usr/lib/llvm-N/include, is
// found by Package.swift and given to the one module that imports this, ObjCSource.
#include <clang-c/Index.h>
