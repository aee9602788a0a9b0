// Every tm verifier rule (C verifier and IRDL constraints) has a case here.
// RUN: hidet-opt %s --split-input-file --verify-diagnostics

func.func @zero_dim() {
  // expected-error @+1 {{'tm.num_workers' op has an invalid 'mapping': task mapping dims must be positive, got 0}}
  %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 0, 8>>} : () -> index
  return
}

// -----

func.func @negative_dim() {
  // expected-error @+1 {{task mapping dims must be positive, got -2}}
  %0 = "tm.num_tasks"() {mapping = #tm.repeat<array<i64: -2>>} : () -> index
  return
}

// -----

func.func @i32_dims() {
  // expected-error @+1 {{task mapping dims must have i64 elements}}
  %0 = "tm.num_tasks"() {mapping = #tm.repeat<array<i32: 2>>} : () -> index
  return
}

// -----

func.func @empty_dims() {
  // expected-error @+1 {{task mapping must have at least one dimension}}
  %0 = "tm.num_tasks"() {mapping = #tm.repeat<array<i64>>} : () -> index
  return
}

// -----

func.func @rank_mismatch() {
  // expected-error @+1 {{composed task mappings must have equal ranks, got 2 and 1}}
  %0 = "tm.num_workers"() {mapping = #tm.compose<[#tm.spatial<array<i64: 4, 8>>, #tm.repeat<array<i64: 4>>]>} : () -> index
  return
}

// -----

func.func @empty_compose() {
  // expected-error @+1 {{#tm.compose needs at least one task mapping}}
  %0 = "tm.num_workers"() {mapping = #tm.compose<[]>} : () -> index
  return
}

// -----

func.func @compose_of_non_mapping() {
  // expected-error @+1 {{expected a task mapping}}
  %0 = "tm.num_workers"() {mapping = #tm.compose<[#tm.spatial<array<i64: 4>>, 3 : i64]>} : () -> index
  return
}

// -----

func.func @mapping_not_tm() {
  // expected-error @+1 {{has an invalid 'mapping': expected a task mapping}}
  %0 = "tm.num_workers"() {mapping = array<i64: 4, 8>} : () -> index
  return
}

// -----

func.func @too_many_workers() {
  // expected-error @+1 {{task mapping has too many workers or tasks}}
  %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 1048576, 1048576, 1048576>>} : () -> index
  return
}

// -----

func.func @rank_over_8() {
  // expected-error @+1 {{task mapping rank exceeds 8}}
  %0 = "tm.num_workers"() {mapping = #tm.spatial<array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 1>>} : () -> index
  return
}

// -----

func.func @task_result_count(%w: index, %k: index) {
  // expected-error @+1 {{must have one result per task dimension: the mapping has rank 2, the op has 1 results}}
  %0 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> index
  return
}

// -----

func.func @task_non_index(%w: i32, %k: index) {
  // IRDL: operands must be index.
  // expected-error @+1 {{expected 'index' but got 'i32'}}
  %0:2 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (i32, index) -> (index, index)
  return
}

// -----

func.func @task_non_index_result(%w: index, %k: index) {
  // expected-error @+1 {{expected 'index' but got 'i64'}}
  %0:2 = "tm.task"(%w, %k) {mapping = #tm.spatial<array<i64: 4, 8>>} : (index, index) -> (index, i64)
  return
}

// -----

func.func @missing_mapping() {
  // expected-error @+1 {{'tm.num_workers' op attribute "mapping" is expected but not provided}}
  %0 = "tm.num_workers"() : () -> index
  return
}

// -----

func.func @valid_not_i1(%w: index) {
  // expected-error @+1 {{expected 'i1' but got 'i32'}}
  %0 = "tm.worker_valid"(%w) {mapping = #tm.spatial<array<i64: 4>>} : (index) -> i32
  return
}

// -----

func.func @bad_attr_param() {
  // IRDL: the parameter of #tm.spatial must be a dense array.
  // expected-error @+1 {{expected base attribute 'builtin.dense_array' but got 'builtin.integer'}}
  %0 = "tm.num_workers"() {mapping = #tm.spatial<4>} : () -> index
  return
}
