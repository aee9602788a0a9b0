// Valid for the parser, rejected by the hidet verifier: used by errors.mlir.
func.func @main(%w: index, %k: index) -> index {
  %c:2 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 0>>} : (index, index) -> (index, index)
  return %c#0 : index
}
