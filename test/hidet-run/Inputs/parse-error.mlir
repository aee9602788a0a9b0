// Not valid MLIR: used by errors.mlir.
func.func @main() {
  %x = arith.constant 1 : i64
  retur
}
