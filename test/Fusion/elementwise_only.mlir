// A graph with no anchor: add(broadcast) -> exp -> transpose is one leftover
// injective group, compiled to a one-thread-per-element kernel and checked
// on the emulator against the reference path.
// RUN: hidet-opt %S/Inputs/injective.mlir --pass-pipeline='builtin.module(hidet-compile-to-gpu)' -o %t.mlir
// RUN: hidet-run --target=emulate %t.mlir --entry=g --arg=rand --arg=rand --arg=poison --compare=%S/Inputs/injective.mlir --atol=1e-6 --rtol=1e-6 | FileCheck %s
// CHECK: compare: PASS
