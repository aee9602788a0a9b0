func.func @one() {
  return
}

// -----

func.func @two(%w: index, %k: index) -> index {
  // expected-error @+1 {{wrong text}}
  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  return %0 : index
}

// -----

func.func @three() {
  // expected-error {{never produced}}
  return
}
