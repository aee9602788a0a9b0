// --help / -h / -help, --version and --list-passes print to stdout and exit
// 0 without reading any input.
// RUN: hidet-opt --help | FileCheck %s --check-prefix=HELP
// RUN: hidet-opt -h < /dev/null | FileCheck %s --check-prefix=HELP
// RUN: hidet-opt -help %t.missing | FileCheck %s --check-prefix=HELP
// HELP:      OVERVIEW: hidet-opt - run hidet and upstream MLIR passes on MLIR input
// HELP:      USAGE: hidet-opt [options] [input file, default '-' (stdin)]
// HELP-DAG:  -o <file>
// HELP-DAG:  --pass-pipeline=<pipeline>
// HELP-DAG:  -p <pipeline>
// HELP-DAG:  --split-input-file
// HELP-DAG:  --verify-diagnostics
// HELP-DAG:  --allow-unregistered-dialect
// HELP-DAG:  --mlir-print-ir-after-all
// HELP-DAG:  --mlir-print-ir-before-all
// HELP-DAG:  --mlir-print-op-generic
// HELP-DAG:  --mlir-print-debuginfo
// HELP-DAG:  --no-verify-each
// HELP-DAG:  --list-passes
// HELP-DAG:  --version
// HELP:      Exit status: 0 on success, 1 on any error.

// RUN: hidet-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: hidet-opt -version | FileCheck %s --check-prefix=VERSION
// VERSION:      {{^}}hidet-opt (hidet-mlir) {{[0-9]+\.[0-9]+\.[0-9]+}}{{$}}
// VERSION-NEXT: {{^}}  built on MLIR/LLVM 22{{$}}

// RUN: hidet-opt --list-passes | FileCheck %s --check-prefix=PASSES
// PASSES:      {{^}}hidet passes (usable in --pass-pipeline next to any upstream MLIR pass):{{$}}
// PASSES-NEXT: {{^}}  hidet-verify{{$}}
// PASSES-NEXT: {{^}}    Check graph and tm ops against the hidet verifier{{$}}
// PASSES:      {{^}}  hidet-gpu-to-emulator{{$}}
// PASSES:      {{^}}    options: bounds-check=true|false (default true): check every load{{.*}}{{$}}
// Options come from each pass's option table, one a line:
// PASSES:      {{^}}  hidet-schedule-anchors{{$}}
// PASSES:      {{^}}    options: arch=sm_80|sm_90|sm_90a (default sm_80): {{.+}}
// PASSES-NEXT: {{^}}             tune=fixed|cost-model|measure (default cost-model): {{.+}}
// PASSES-NEXT: {{^}}             schedule=<w..-o..-l..-i..-k..-s..>: {{.+}}
// PASSES-NEXT: {{^}}             report=true|false (default false): {{.+}}
// PASSES-NEXT: {{^}}             unsupported=error|host (default error): {{.+}}
// PASSES-NEXT: {{^}}             cache=FILE: {{.+}}
// PASSES-NEXT: {{^}}             cache-write=FILE: {{.+}}
// PASSES-NEXT: {{^}}             top=1..100 (default 1): {{.+}}
// PASSES-NEXT: {{^}}             list-top=FILE: {{.+}}
// PASSES-NEXT: {{^}}             precision=f32|tf32 (default f32): {{.+}}
// PASSES-NEXT: {{^}}  hidet-stitch-report{{$}}
// PASSES-NEXT: {{^}}    Report each fused kernel: its ops' stitch schemes and the bytes it moves{{$}}
// PASSES:      {{^}}    options: arch=sm_80|sm_90|sm_90a (default sm_80): {{.+}}
// PASSES-NEXT: {{^}}             report=true|false (default true): {{.+}}
// PASSES-NEXT: {{^}}  hidet-pipeline{{$}}
// PASSES:      {{^}}    options: stages=2|3|4: {{.+}}
// PASSES-NEXT: {{^}}             report=true|false (default false): {{.+}}
// PASSES:      {{^}}named pipelines (usable like passes):{{$}}
// PASSES-NEXT: {{^}}  hidet-reference{{$}}
// PASSES-NEXT: {{^}}    = hidet-lower-graph-to-linalg,{{.*}}
// PASSES-NEXT: {{^}}  hidet-cpu-lowering{{$}}
// PASSES-NEXT: {{^}}    = hidet-lower-task-mappings,{{.*}}reconcile-unrealized-casts{{$}}
// PASSES-NEXT: {{^}}  hidet-emulator-lowering{{$}}
// PASSES-NEXT: {{^}}    = func.func(convert-nvgpu-to-nvvm),hidet-lower-task-mappings,{{.*}},hidet-gpu-to-emulator{{$}}
