/*===-- hidet-c/Passes.h - hidet passes and mixed pipelines -------*- C -*-===*
 * hidet passes are C external passes. The C API cannot register an external
 * pass by name, so upstream pipeline parsing never sees them; this header
 * offers a parser for pipelines that mix hidet and upstream passes.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_C_PASSES_H
#define HIDET_C_PASSES_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What --list-passes and docs/passes.md show for a pass. */
typedef struct {
  const char *argument;    /* pipeline name, e.g. "hidet-verify" */
  const char *summary;     /* one line */
  const char *description; /* one paragraph */
  const char *options;     /* one "key=VALUES (default D): meaning" line per
                              option (joined by '\n'), or "" */
} HidetPassInfo;

/* The registered hidet passes, in a fixed order. */
size_t hidetGetNumPasses(void);
const HidetPassInfo *hidetGetPassInfo(size_t index);

/* The named pipelines (below) that pipeline strings may use like passes:
 * their count, and the name and text of one (NULL past the end). The text
 * is as declared, with its `${option}` placeholders. */
size_t hidetGetNumNamedPipelines(void);
const char *hidetGetNamedPipeline(size_t index, const char **text);

/* An option of a named pipeline: `name{key=value ...}` sets it, and its
 * value replaces `${key}` in the pipeline's text before expansion (a value
 * with whitespace or any of {}(),' goes in double quotes; an empty value
 * drops the `opt=` in front of the placeholder). */
typedef struct {
  const char *name;         /* the key, e.g. "arch" */
  const char *syntax;       /* the values it takes, e.g. "sm_80|sm_90|sm_90a" or "DIR" */
  const char *defaultValue; /* e.g. "sm_80"; "auto" = computed at expansion */
  const char *help;         /* one line */
} HidetNamedPipelineOption;

/* The options of named pipeline `pipeline` (0 for an index past the end),
 * and one of them (NULL past the end). */
size_t hidetGetNumNamedPipelineOptions(size_t pipeline);
const HidetNamedPipelineOption *hidetGetNamedPipelineOption(size_t pipeline, size_t option);

/* Creates the hidet pass named `argument` with `options` in pipeline syntax
 * (space-separated key=value, may be empty). On an unknown pass or a bad
 * option returns a null pass and writes the reason into `error`. */
MlirPass hidetCreatePassByName(MlirStringRef argument, MlirStringRef options, char *error,
                               size_t errorSize);

/* hidet-verify: runs the hidet verifier (hidetVerify) on the op. */
MlirPass hidetCreateVerifyPass(void);

/* hidet-lower-task-mappings: tm ops to arith index arithmetic. */
MlirPass hidetCreateLowerTaskMappingsPass(void);

/* A pipeline parse error: the 0-based byte offset into the pipeline text
 * where the problem is, and a one-line message. */
typedef struct {
  size_t offset;
  char message[512];
} HidetPipelineError;

/* Parses `pipeline` and adds its passes to `pm`, which must be anchored on
 * `builtin.module`. Grammar, as upstream's textual pipelines:
 *   pipeline := element (',' element)*
 *   element  := name '(' pipeline ')'     nest under ops named `name`
 *             | name ('{' options '}')?   a pass, hidet or upstream
 * A top-level `builtin.module(...)` names the root itself; a bare list is
 * taken as if wrapped in it. Names starting with "hidet-" are hidet passes;
 * everything else is handed to upstream MLIR in runs of consecutive passes.
 * On failure fills `error` (if non-null). */
MlirLogicalResult hidetPassManagerAddPipeline(MlirPassManager pm, MlirStringRef pipeline,
                                              HidetPipelineError *error);

/* The same for a nested pass manager (or one from another tool, e.g. the
 * OpPassManager that mlir-opt hands the plugin): the elements are added to
 * `pm` as they are, and `op(...)` nests under it; `builtin.module(...)` is
 * not taken as the root here. */
MlirLogicalResult hidetOpPassManagerAddPipeline(MlirOpPassManager pm, MlirStringRef pipeline,
                                                HidetPipelineError *error);

#ifdef __cplusplus
}
#endif

/* Named pipelines, usable by name inside any hidet pipeline string.
 * hidet-reference: graph ops on tensors -> linalg -> bufferized loops on
 *   memrefs (results become trailing output memref arguments); the CPU
 *   lowering to LLVM follows separately.
 * hidet-emulator-lowering: a module with gpu.module kernels (gpu/nvgpu or
 *   already NVVM level) and host gpu.launch_func -> kernels at the NVVM level
 *   -> CPU code calling the emulator runtime (runtime/emulator.h); the CPU
 *   lowering to LLVM follows separately. */
/* hidet-cpu-lowering: a module of func/scf/memref/arith/math (and LLVM
 * dialect) code -> the LLVM dialect, ready for the ExecutionEngine. */
#define HIDET_CPU_LOWERING_PIPELINE_WITH(memrefToLLVM)                                       \
  "hidet-lower-task-mappings,func.func(scf-forall-to-for),expand-strided-metadata,"         \
  "lower-affine,func.func(convert-scf-to-cf,arith-expand)," memrefToLLVM ","                \
  "convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,convert-index-to-llvm,"   \
  "convert-ub-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts"
#define HIDET_CPU_LOWERING_PIPELINE HIDET_CPU_LOWERING_PIPELINE_WITH("finalize-memref-to-llvm")
/* hidet-cuda-host-lowering: the output of hidet-compile-to-ptx (gpu.binary
 * PTX + host code) -> LLVM-dialect host code calling the CUDA runtime
 * (runtime/cuda/hidet_cuda.h): hidet-gpu-to-cuda, then the CPU lowering
 * with memref.alloc/dealloc as the runtime's _mlir_memref_to_llvm_* device
 * allocations. hidet-compile-model and hidet-run --target=cuda use it. */
#define HIDET_CUDA_HOST_PIPELINE                                                             \
  "hidet-gpu-to-cuda,"                                                                       \
  HIDET_CPU_LOWERING_PIPELINE_WITH("finalize-memref-to-llvm{use-generic-functions=true}")
#define HIDET_REFERENCE_PIPELINE                                                             \
  "hidet-lower-graph-to-linalg,arith-expand{include-bf16=true},"                             \
  "one-shot-bufferize{bufferize-function-boundaries "                                        \
  "function-boundary-type-conversion=identity-layout-map},"                                  \
  "buffer-results-to-out-params{modify-public-functions},"                                  \
  "buffer-deallocation-pipeline,func.func(convert-linalg-to-loops),"                         \
  "convert-bufferization-to-memref"
/* hidet-gpu-to-ptx{arch=sm_80 toolkit=auto dedup=true threads=0}: a module with host
 * code and gpu.module kernels (gpu/nvgpu/memref/scf/arith/vector/math, tm
 * ops) -> one gpu.binary per distinct gpu.module (hidet-dedup-kernels
 * merges identical ones first unless dedup=false) holding PTX (format=isa: the LLVM NVPTX
 * backend, no ptxas); host code keeps its gpu.launch_func ops. Math ops
 * become libdevice (__nv_*) calls, linked from the toolkit. The text has
 * placeholders: ${arch}, ${features} (the PTX ISA version for the arch,
 * +ptx80) and ${toolkit} (found at expansion; see docs/passes.md), so it is
 * not usable as is outside hidetPassManagerAddPipeline. convert-nvvm-to-llvm
 * turns the NVVM ops that have no LLVM intrinsic (mbarrier.try_wait.parity,
 * wgmma.mma_async, TMA stores) into inline PTX; the emulator's pipeline
 * skips it, as it rewrites those ops itself. The per-module work
 * (HIDET_PTX_BACKEND_PIPELINE) runs on ${threads} threads (0: one per core,
 * 1: serial); the PTX is the same whatever the count. */
#define HIDET_GPU_TO_PTX_PIPELINE                                                            \
  "hidet-dedup-kernels{dedup=${dedup}},"                                                     \
  "hidet-lower-task-mappings,hidet-lower-subgroup-reduce,hidet-legalize-mma-elementwise,"   \
  "convert-nvgpu-to-nvvm,"                                                                   \
  "hidet-parallel-gpu-modules{threads=${threads} pipeline={" HIDET_PTX_BACKEND_PIPELINE "}},"  \
  HIDET_PTX_BACKEND_PIPELINE
/* The per-module part of hidet-gpu-to-ptx: each gpu.module to NVVM, then
 * to PTX in a gpu.binary. hidet-parallel-gpu-modules runs it on every
 * module on `threads` threads; the same text after it then finds nothing
 * left to do, or, with threads=1, a single module or a module that fails,
 * does the (serial) work and reports the errors. */
#define HIDET_PTX_BACKEND_PIPELINE                                                           \
  "gpu.module(expand-strided-metadata,lower-affine,convert-scf-to-cf,"                       \
  "convert-gpu-to-nvvm{has-redux=true},convert-nvvm-to-llvm,"                                \
  "reconcile-unrealized-casts),nvvm-attach-target{chip=${arch} features=${features}},"       \
  "gpu-module-to-binary{format=isa toolkit=${toolkit}}"
/* Graph functions -> fused, scheduled GPU kernels (gpu/nvgpu level) plus
 * bufferized host code launching them: partition, outline, schedule each
 * kernel function with its template (report=true: and print the stitch
 * report, hidet-stitch-report; cache=, cache-write=, top=, list-top=: the
 * schedule cache options of hidet-schedule-anchors), pipeline with cp.async, fuse
 * prologues/epilogues, then bufferize the host side (docs/passes.md,
 * docs/schedules.md). With unsupported=host, groups that no template takes
 * stay host functions, lowered like the reference path (graph -> linalg ->
 * loops); otherwise hidet-lower-graph-to-linalg finds nothing to do. */
#define HIDET_COMPILE_TO_GPU_PIPELINE_WITH(dedup)                                            \
  "hidet-partition{report=${report}},hidet-outline-kernels," dedup                           \
  "hidet-schedule-anchors{arch=${arch} tune=${tune} schedule=${schedule} report=${report} "  \
  "unsupported=${unsupported} cache=${cache} cache-write=${cache-write} top=${top} "         \
  "list-top=${list-top} precision=${precision}},"                                            \
  "hidet-stitch-report{arch=${arch} report=${report}},"                                      \
  "hidet-pipeline{stages=${stages} report=${report}},"                                       \
  "hidet-fuse-prologue-epilogue{report=${report}},"                                          \
  "hidet-lower-graph-to-linalg,"                                                             \
  "one-shot-bufferize{bufferize-function-boundaries "                                        \
  "function-boundary-type-conversion=identity-layout-map},"                                  \
  "func.func(convert-linalg-to-loops),"                                                      \
  "buffer-results-to-out-params{modify-public-functions},convert-bufferization-to-memref,"  \
  "hidet-host-buffers,canonicalize,cse"
#define HIDET_COMPILE_TO_GPU_PIPELINE HIDET_COMPILE_TO_GPU_PIPELINE_WITH("")
/* ...and on to PTX in gpu.binary ops. Identical kernel functions are
 * merged right after outlining, so that scheduling, fusion, the host-side
 * bufferization, canonicalize and cse see each distinct kernel once
 * (BERT-base: 202 -> 20, 1.1 s less CPU); hidet-gpu-to-ptx's own
 * hidet-dedup-kernels then merges kernels that became alike later. */
#define HIDET_COMPILE_TO_PTX_PIPELINE                                                        \
  HIDET_COMPILE_TO_GPU_PIPELINE_WITH("hidet-dedup-kernels{dedup=${dedup}},")                 \
  "," HIDET_GPU_TO_PTX_PIPELINE
/* Kernels -> CPU code for the emulator; the same NVVM lowering as
 * hidet-gpu-to-ptx (gpu.subgroup_reduce: redux.sync where sm_80 has it,
 * shuffles elsewhere; the mma element-wise kinds convert-gpu-to-nvvm
 * crashes on rewritten first), so the emulator runs what the GPU would.
 * nvgpu ops in host functions and gpu.launch bodies (TMA descriptors,
 * mbarriers) are converted before outlining, as upstream's sm_90 pipelines
 * do: a kernel then takes a tensor map as a pointer, which the outliner and
 * convert-gpu-to-nvvm can pass. */
#define HIDET_EMULATOR_PIPELINE                                                              \
  "func.func(convert-nvgpu-to-nvvm),hidet-lower-task-mappings,gpu-kernel-outlining,"        \
  "hidet-lower-subgroup-reduce,"                                                            \
  "hidet-legalize-mma-elementwise,convert-nvgpu-to-nvvm,"                                    \
  "gpu.module(expand-strided-metadata,lower-affine,convert-scf-to-cf,"                       \
  "convert-gpu-to-nvvm{has-redux=true},reconcile-unrealized-casts),hidet-gpu-to-emulator"

#endif /* HIDET_C_PASSES_H */
