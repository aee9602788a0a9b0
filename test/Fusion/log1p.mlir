// graph.log1p (torch's Softplus is log1p(exp(x)), which torch-mlir keeps as
// math.log1p): log(1 + x) without the rounding of 1 + x, so tiny x keep
// their digits (log(1 + 1e-10) would be 0 in f32). The reference path and
// the GPU kernel on the emulator against Python's math.log1p (computed in
// f64 of the f32 inputs, an independent reference) on x = +-10^-k
// (k = 0..11) and 0, 0.75, .., 35.25, rtol 1e-6 (a few f32 ulps), output poisoned.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/x.npy '<f4' 4x24 '((-1)**i * 10.0**-(i%12)) if i < 48 else (i - 48) * 0.75'
// RUN: python3 %S/../hidet-run/Inputs/npy_util.py write %t/y.npy '<f4' 4x24 'math.log1p(bf16.__globals__["struct"].unpack("<f", bf16.__globals__["struct"].pack("<f", ((-1)**i * 10.0**-(i%12)) if i < 48 else (i - 48) * 0.75))[0])'
// RUN: hidet-run %s --target=reference --entry=f --arg=@%t/x.npy --arg=poison --expect=1:%t/y.npy --atol=0 --rtol=1e-6 | FileCheck %s
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-gpu{arch=sm_80 unsupported=error})' -o %t/gpu.mlir
// RUN: hidet-run %t/gpu.mlir --target=emulate --entry=f --arg=@%t/x.npy --arg=poison --expect=1:%t/y.npy --atol=0 --rtol=1e-6 | FileCheck %s
// RUN: hidet-opt %s -p 'builtin.module(hidet-compile-to-ptx{arch=sm_80 unsupported=error})' --ptx-dir=%t/ptx -o /dev/null
// RUN: %hidet_src/scripts/ptx_report.sh --no-spills %t/ptx sm_80 sm_90 | FileCheck %s --check-prefix=PTX
// CHECK: expect: PASS
// PTX-COUNT-2: f_kernel0{{(_r0)?}} sm_{{[89]}}0 regs={{[0-9]+}} spill_stores=0 spill_loads=0
func.func @f(%x: tensor<4x24xf32>) -> tensor<4x24xf32> {
  %0 = "graph.log1p"(%x) : (tensor<4x24xf32>) -> tensor<4x24xf32>
  return %0 : tensor<4x24xf32>
}
