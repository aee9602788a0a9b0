//===-- dialect_handles.cpp - graph and tm as registry entries ------------===//
// The hidet dialects are IRDL definitions loaded into one context at a time
// (register_dialects.c), so they have no C++ class that a DialectRegistry
// could name. A registry entry is only a name, a TypeID and an allocator,
// though: the allocator here loads the IRDL definitions into the context
// that asks and returns the dialect it asked for. That is what lets a
// registry (mlir-opt's, through the dialect plugin, or a pass's dependent
// dialects) bring in graph and tm on demand. The C API offers no way to
// insert such an entry, hence this file is C++; it stays this small.
//===----------------------------------------------------------------------===//
#include "hidet-c/Dialects.h"

#include "mlir/CAPI/Registration.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

namespace {

// One TypeID per name, the same in every registry (a registry refuses two
// TypeIDs for one name). TypeIDs from addresses need 8-byte alignment.
alignas(8) const char graphTag = 0;
alignas(8) const char tmTag = 0;

mlir::Dialect *loadHidet(mlir::MLIRContext *ctx, llvm::StringRef name) {
  if (mlirLogicalResultIsFailure(hidetRegisterDialects(wrap(ctx))))
    return nullptr;
  return ctx->getLoadedDialect(name);
}

void insertBoth(MlirDialectRegistry registry) {
  mlir::DialectRegistry *r = unwrap(registry);
  r->insert(mlir::TypeID::getFromOpaquePointer(&graphTag), "graph",
            [](mlir::MLIRContext *ctx) { return loadHidet(ctx, "graph"); });
  r->insert(mlir::TypeID::getFromOpaquePointer(&tmTag), "tm",
            [](mlir::MLIRContext *ctx) { return loadHidet(ctx, "tm"); });
}

MlirDialect loadGraph(MlirContext ctx) { return wrap(loadHidet(unwrap(ctx), "graph")); }
MlirDialect loadTm(MlirContext ctx) { return wrap(loadHidet(unwrap(ctx), "tm")); }
MlirStringRef graphNamespace() { return mlirStringRefCreateFromCString("graph"); }
MlirStringRef tmNamespace() { return mlirStringRefCreateFromCString("tm"); }

const MlirDialectRegistrationHooks graphHooks = {insertBoth, loadGraph, graphNamespace};
const MlirDialectRegistrationHooks tmHooks = {insertBoth, loadTm, tmNamespace};

} // namespace

extern "C" MlirDialectHandle hidetGetGraphDialectHandle(void) { return {&graphHooks}; }
extern "C" MlirDialectHandle hidetGetTmDialectHandle(void) { return {&tmHooks}; }
extern "C" void hidetDialectRegistryInsertDialects(MlirDialectRegistry registry) {
  insertBoth(registry);
}
