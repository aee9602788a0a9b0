//===-- plugin.cpp - hidet as a plugin of upstream MLIR tools -------------===//
// libhidet-mlir-plugin.so: `mlir-opt --load-dialect-plugin=... ` registers
// the graph and tm dialects in the tool's registry (they load into a
// context on first use), and `--load-pass-plugin=...` registers every hidet
// pass and named pipeline by its name, so that upstream pipeline strings
// can use them: `--pass-pipeline=builtin.module(hidet-import-tosa,
// hidet-compile-to-ptx{arch=sm_80})`. The plugin ABI is C++; this file is
// only the shim. Each registered name is a pipeline entry whose builder
// hands `name{options}` to hidetOpPassManagerAddPipeline, so the options
// are checked by hidet's own parser, with its messages, exactly as in
// hidet-opt, and a bad one fails the pipeline parse (docs/embedding.md).
//===----------------------------------------------------------------------===//
#include "hidet-c/Dialects.h"
#include "hidet-c/Passes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include <string>

namespace {

void registerOne(const char *name, const char *summary) {
  std::string argument = name;
  mlir::registerPassPipeline(
      argument, summary,
      [argument](mlir::OpPassManager &pm, llvm::StringRef options,
                 llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler) {
        std::string text = argument;
        if (!options.empty())
          text += "{" + options.str() + "}";
        HidetPipelineError error = {0, ""};
        if (mlirLogicalResultIsFailure(hidetOpPassManagerAddPipeline(
                wrap(&pm), mlirStringRefCreate(text.data(), text.size()), &error)))
          return errorHandler(error.message);
        return mlir::success();
      },
      // The options are hidet's, not an upstream PassOptions: nothing to
      // show in upstream's option listing.
      [](llvm::function_ref<void(const mlir::detail::PassOptions &)>) {});
}

void registerPasses() {
  // mlir-opt calls this once per --load-pass-plugin; a name registered
  // twice would be a fatal error.
  static bool registered = false;
  if (registered)
    return;
  registered = true;
  for (size_t i = 0; i < hidetGetNumPasses(); ++i) {
    const HidetPassInfo *info = hidetGetPassInfo(i);
    // The option keys, from the help lines "key=VALUES (default D): help".
    std::string summary = info->summary;
    llvm::StringRef options = info->options;
    for (bool first = true; !options.empty(); first = false) {
      auto [line, rest] = options.split('\n');
      summary += (first ? "; options: " : ", ") + line.split('=').first.str();
      options = rest;
    }
    registerOne(info->argument, summary.c_str());
  }
  for (size_t i = 0; i < hidetGetNumNamedPipelines(); ++i) {
    std::string summary = "hidet named pipeline (docs/passes.md)";
    for (size_t j = 0; j < hidetGetNumNamedPipelineOptions(i); ++j)
      summary += (j ? ", " : "; options: ") + std::string(hidetGetNamedPipelineOption(i, j)->name);
    registerOne(hidetGetNamedPipeline(i, nullptr), summary.c_str());
  }
}

void registerDialects(mlir::DialectRegistry *registry) {
  hidetDialectRegistryInsertDialects(wrap(registry));
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "hidet", HIDET_VERSION, registerPasses};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "hidet", HIDET_VERSION, registerDialects};
}
