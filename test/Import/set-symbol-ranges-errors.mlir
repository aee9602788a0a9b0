// hidet-set-symbol-ranges' errors: exit 1, no output, never a crash.
// Bad option text is refused when the pipeline is read, at the pass's
// column of the pipeline (lib/symbol_ranges.c's messages, shared with
// hidet-compile-model's --symbol-range).
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch})' 2>&1 | FileCheck %s --check-prefix=NOEQ
// NOEQ: <pass-pipeline>:1:16: error: ranges expects NAME=LO:HI with 1 <= LO <= HI <= 2147483647 and NAME of letters, digits, '_' and '.' (NAME=LO:HI,NAME=LO:HI,... for several), got 'batch'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=1-8})' 2>&1 | FileCheck %s --check-prefix=DASH
// DASH: <pass-pipeline>:1:16: error: ranges expects NAME=LO:HI {{.*}}, got 'batch=1-8'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=1:8:9})' 2>&1 | FileCheck %s --check-prefix=THREE
// THREE: error: ranges expects NAME=LO:HI {{.*}}, got 'batch=1:8:9'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=b-x=1:8})' 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: error: ranges expects NAME=LO:HI {{.*}}, got 'b-x=1:8'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=1:8,})' 2>&1 | FileCheck %s --check-prefix=COMMA
// COMMA: error: ranges expects NAME=LO:HI {{.*}}, got '' after the last ','
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=,batch=1:8})' 2>&1 | FileCheck %s --check-prefix=LEAD
// LEAD: error: ranges expects NAME=LO:HI {{.*}}, got ''
// LO > HI, and bounds out of range:
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=9:8})' 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: <pass-pipeline>:1:16: error: ranges expects NAME=LO:HI with 1 <= LO <= HI <= 2147483647 {{.*}}, got 'batch=9:8'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=0:8})' 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: ranges expects NAME=LO:HI with 1 <= LO {{.*}}, got 'batch=0:8'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=1:2147483648})' 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: ranges expects NAME=LO:HI {{.*}}, got 'batch=1:2147483648'
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=1:99999999999999999999})' 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: ranges expects NAME=LO:HI {{.*}}, got 'batch=1:99999999999999999999'
// A name given twice, and more than 8 ranges:
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=1:8,seq=1:2,batch=1:9})' 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: <pass-pipeline>:1:16: error: ranges names 'batch' twice
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=a=1:2,b=1:2,c=1:2,d=1:2,e=1:2,f=1:2,g=1:2,h=1:2,i=1:2})' 2>&1 | FileCheck %s --check-prefix=MANY
// MANY: error: ranges: at most 8 ranges

// At run time: a name that no function's arguments carry (seq is a result's
// symbol only; 'len' is a static dim's), at the module, and nothing
// changes; no ranges at all.
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=1:8,seq=1:16})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: set-symbol-ranges-errors.mlir:[[# @LINE + 6]]:1: error: 'builtin.module' op hidet-set-symbol-ranges: ranges names 'seq', which is no symbol of a function's arguments (hidet.symbols) here (the symbols: batch)
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=batch=1:8,seq=1:16})' 2>/dev/null | count 0
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges{ranges=len=1:16})' 2>&1 | FileCheck %s --check-prefix=STATIC
// STATIC: error: 'builtin.module' op hidet-set-symbol-ranges: ranges names 'len', which is no symbol of a function's arguments (hidet.symbols) here (the symbols: batch)
// RUN: not hidet-opt %s -p 'builtin.module(hidet-set-symbol-ranges)' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: 'builtin.module' op hidet-set-symbol-ranges needs ranges=NAME=LO:HI,... (it was given no range)
module {
func.func @f(%a: tensor<?x4xf32> {hidet.symbols = ["batch", "len"]}) -> (tensor<?x4xf32> {hidet.symbols = ["batch", "seq"]}) {
  return %a : tensor<?x4xf32>
}
}
