// expected-error @6 {{must have one result per task dimension}}
// expected-error @11 {{must have one result per task dimension}}
// expected-error @unknown {{}}

func.func @f(%w: index, %k: index) -> index {
  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  return %0 : index
}
// -----
func.func @g(%w: index, %k: index) -> index {
  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  return %0 : index
}
