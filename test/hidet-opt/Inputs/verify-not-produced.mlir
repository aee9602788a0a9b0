func.func @f(%w: index, %k: index) -> index {
  // expected-error @+1 {{this message is never produced}}
  %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 4, 8>>} : () -> index
  // expected-note @below {{nor is this}}
  return %0 : index
}
