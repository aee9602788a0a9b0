// --verify-diagnostics: every diagnostic must match an expected-* comment
// and every comment a diagnostic; then the exit status is 0 even though
// chunks failed. Lines are the file's, also inside --split-input-file
// chunks. Chunks that succeed are still printed (as with mlir-opt).
// RUN: hidet-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: hidet-opt --split-input-file --verify-diagnostics %s -o %t && FileCheck %s < %t
// Nothing is printed on stderr when everything matches.
// RUN: hidet-opt --split-input-file --verify-diagnostics %s 2>&1 >/dev/null | count 0

// The hidet verifier's errors; @+N.
func.func @task(%w: index, %k: index) -> index {
  // expected-error @+1 {{must have one result per task dimension: the mapping has rank 2, the op has 1 results}}
  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  return %0 : index
}

// -----

// @-N, @above, @below, and a comment on the diagnostic's own line.
func.func @lines(%w: index, %k: index) -> (index, index, index, index) {
  %0 = "tm.num_tasks"() {mapping = #tm.spatial<array<i64: 0>>} : () -> index
  %1 = "tm.num_tasks"() {mapping = #tm.repeat<array<i64: 0>>} : () -> index
  // expected-error @above {{invalid 'mapping'}}
  // expected-error @-3 {{'tm.num_tasks' op has an invalid 'mapping': task mapping dims must be positive, got 0}}
  // expected-error @below {{invalid 'mapping'}}
  %2 = "tm.num_workers"() {mapping = #tm.col_spatial<array<i64: -3>>} : () -> index
  %3 = "tm.num_workers"() {mapping = #tm.col_repeat<array<i64: 0>>} : () -> index // expected-error {{invalid 'mapping'}}
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// Notes: the error and the note it carries, at different lines. (The "see
// current operation" note, which mlir-opt turns off in this mode, is not
// expected.)
// expected-note @below {{see existing symbol definition here}}
func.func @twice() {
  return
}
// expected-error @below {{redefinition of symbol named 'twice'}}
func.func @twice() {
  return
}

// -----

// A warning (from the parser). An expectation of the wrong kind would not
// match it.
func.func @resources() {
  return
}
{-#
  external_resources: {
    // expected-warning @below {{ignoring unknown external resources for 'nosuch'}}
    nosuch: {
      blob: "x"
    }
  }
#-}

// -----

// A parse error; the chunk after it is unaffected.
func.func @parse() {
  // expected-error @below {{invalid SSA name}}
  "func.return"(%) : () -> ()
}

// -----

// Regex expectations: literal text with {{regex}} parts; -re with @+N.
func.func @regex(%w: index, %k: index) -> (index, index, index) {
  // expected-error-re @+1 {{the mapping has rank {{[0-9]+}}, the op has 3 results}}
  %0:3 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> (index, index, index)
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

// Text that merely mentions expected-errors, or an expected-error: in
// prose, is no expectation.
// CHECK:      func.func @fine() {
// CHECK-NEXT:   return
// CHECK:      // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @last
func.func @fine() {
  return
}

// -----

func.func @last() {
  return
}
