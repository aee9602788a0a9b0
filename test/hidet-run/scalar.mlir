// Scalar arguments and results: integers, floats, index, i1; several results.
// RUN: hidet-run %s --arg=6 --arg=7 | FileCheck %s --check-prefix=MUL
// RUN: hidet-run %s --arg=-4 --arg=0x10 | FileCheck %s --check-prefix=NEG
// RUN: cat %s | hidet-run - --arg=6 --arg=7 -O0 | FileCheck %s --check-prefix=MUL
// RUN: hidet-run %s --arg 6 --arg 7 -O3 | FileCheck %s --check-prefix=MUL
// RUN: hidet-run %s --entry=@mixed --arg=0.1 --arg=0.2 --arg=true --arg=-3 | FileCheck %s --check-prefix=MIXED
// RUN: hidet-run %s --entry=mixed --arg=-inf --arg=2 --arg=0 --arg=255 | FileCheck %s --check-prefix=SPECIAL
// RUN: hidet-run %s --entry=mixed --arg=nan --arg=1 --arg=false --arg=1 | FileCheck %s --check-prefix=NAN
// RUN: hidet-run %s --entry=narrow --arg=300 --arg=65535 --arg=0.5 | FileCheck %s --check-prefix=NARROW
// RUN: hidet-run %s --entry=none | FileCheck %s --allow-empty --check-prefix=NONE
// RUN: hidet-run %s --entry=private_fn --arg=41 | FileCheck %s --check-prefix=PRIV

// MUL: result #0: 45
// MUL-NOT: result #1
// NEG: result #0: -61
func.func @main(%a: i64, %b: i64) -> i64 {
  %m = arith.muli %a, %b : i64
  %c3 = arith.constant 3 : i64
  %r = arith.addi %m, %c3 : i64
  return %r : i64
}

// f64 prints with every digit it needs; f32 with a float's; i1 as 0/1; i8 wraps.
// MIXED:      result #0: 0.30000000000000004
// MIXED-NEXT: result #1: 0.3
// MIXED-NEXT: result #2: 0
// MIXED-NEXT: result #3: -6
// MIXED-NEXT: result #4: 42
// SPECIAL:      result #0: -inf
// SPECIAL-NEXT: result #1: -inf
// SPECIAL-NEXT: result #2: 1
// SPECIAL-NEXT: result #3: -2
// NAN:      result #0: nan
// NAN-NEXT: result #1: nan
// NAN-NEXT: result #2: 1
// NAN-NEXT: result #3: 2
func.func @mixed(%x: f64, %y: f64, %p: i1, %q: i8) -> (f64, f32, i1, i8, index) {
  %s = arith.addf %x, %y : f64
  %xf = arith.truncf %x : f64 to f32
  %yf = arith.truncf %y : f64 to f32
  %sf = arith.addf %xf, %yf : f32
  %true = arith.constant true
  %np = arith.xori %p, %true : i1
  %q2 = arith.addi %q, %q : i8
  %i = arith.constant 42 : index
  return %s, %sf, %np, %q2, %i : f64, f32, i1, i8, index
}

// NARROW:      result #0: 600
// NARROW-NEXT: result #1: 65535
// NARROW-NEXT: result #2: 0.75
func.func @narrow(%a: i16, %b: ui16, %h: f16) -> (i16, ui16, f16) {
  %a2 = arith.addi %a, %a : i16
  %h2 = arith.constant 0.25 : f16
  %hs = arith.addf %h, %h2 : f16
  return %a2, %b, %hs : i16, ui16, f16
}

// NONE-NOT: result
func.func @none() {
  return
}

// A private function can be the entry too.
// PRIV: result #0: 42
func.func private @private_fn(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %r = arith.addi %a, %c1 : index
  return %r : index
}
