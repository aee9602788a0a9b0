func.func @f(%w: index, %k: index) -> index {
  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  // expected-warning @-1 {{must have one result per task dimension}}
  return %0 : index
}
