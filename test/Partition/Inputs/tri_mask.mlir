// graph.tri_mask on the GPU path (test/Partition/tri-mask-gpu-run.test).
// @grid: an element-wise kernel over [s, s] with the mask's `?` sizes from
// x's dim 1; @sm: a static mask (diagonal 1) fused into a softmax's loads;
// @att: a mask with diagonal 1 (not causal, so not a flag) fused into
// graph.attention's mask loads over `?` batch and length.
func.func @grid(%x: tensor<?x?x4xf32> {hidet.symbols = ["b", "s", ""]}, %y: tensor<?x?xf32> {hidet.symbols = ["s", "s"]}) -> (tensor<?x?xf32> {hidet.symbols = ["s", "s"]}) {
  %m = "graph.tri_mask"(%x) {dims = array<i64: 1, 1>, diagonal = -1 : i64} : (tensor<?x?x4xf32>) -> tensor<?x?xi1>
  %z = "graph.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %r = "graph.select"(%m, %y, %z) : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @sm(%x: tensor<6x4xf32>, %y: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %m = "graph.tri_mask"(%x) {dims = array<i64: 0, 0>, diagonal = 1 : i64} : (tensor<6x4xf32>) -> tensor<6x6xi1>
  %z = "graph.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %r = "graph.select"(%m, %y, %z) : (tensor<6x6xi1>, tensor<6x6xf32>, tensor<f32>) -> tensor<6x6xf32>
  %s = "graph.softmax"(%r) {axis = 1 : i64} : (tensor<6x6xf32>) -> tensor<6x6xf32>
  return %s : tensor<6x6xf32>
}

func.func @att(%q: tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) -> (tensor<?x2x?x16xf32> {hidet.symbols = ["b", "", "s", ""]}) {
  %m = "graph.tri_mask"(%q) {dims = array<i64: 2, 2>, diagonal = 1 : i64} : (tensor<?x2x?x16xf32>) -> tensor<?x?xi1>
  %m4 = "graph.reshape"(%m) : (tensor<?x?xi1>) -> tensor<1x1x?x?xi1>
  %a = "graph.attention"(%q, %q, %q, %m4) {scale = 0.25 : f64} : (tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<1x1x?x?xi1>) -> tensor<?x2x?x16xf32>
  return %a : tensor<?x2x?x16xf32>
}

// Stubs that make seeded random arguments (hidet-run --arg=rand --out).
func.func @a2x5x4(%a: memref<2x5x4xf32>) { return }
func.func @a1x9x4(%a: memref<1x9x4xf32>) { return }
func.func @a5x5(%a: memref<5x5xf32>) { return }
func.func @a9x9(%a: memref<9x9xf32>) { return }
func.func @a6x4(%a: memref<6x4xf32>) { return }
func.func @a6x6(%a: memref<6x6xf32>) { return }
func.func @a1x2x1x16(%a: memref<1x2x1x16xf32>) { return }
func.func @a3x2x37x16(%a: memref<3x2x37x16xf32>) { return }
