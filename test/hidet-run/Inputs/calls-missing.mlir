// Calls a function that nothing defines: used by errors.mlir.
func.func private @hidet_run_test_no_such_function(i64) -> i64
func.func @main(%a: i64) -> i64 {
  %r = func.call @hidet_run_test_no_such_function(%a) : (i64) -> i64
  return %r : i64
}
