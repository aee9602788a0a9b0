// tm: task mappings (Hidet, ASPLOS'23). A task mapping assigns the tasks of a
// grid to workers. IRDL checks the parameter kinds; the C verifier
// (lib/verify_tm.c) checks what IRDL cannot: positive dims, i64 elements,
// equal ranks inside compose, one tm.task result per task dimension.
irdl.dialect @tm {
  // spatial(d1..dn): prod(d) workers, one task each, row-major.
  irdl.attribute @spatial {
    %dims = irdl.base "#builtin.dense_array"
    irdl.parameters(dims: %dims)
  }
  // repeat(d1..dn): one worker doing all prod(d) tasks, row-major.
  irdl.attribute @repeat {
    %dims = irdl.base "#builtin.dense_array"
    irdl.parameters(dims: %dims)
  }
  // Column-major variants: workers / tasks enumerate the first dim fastest.
  irdl.attribute @col_spatial {
    %dims = irdl.base "#builtin.dense_array"
    irdl.parameters(dims: %dims)
  }
  irdl.attribute @col_repeat {
    %dims = irdl.base "#builtin.dense_array"
    irdl.parameters(dims: %dims)
  }
  // compose([m1, m2, ...]): left is outer.
  irdl.attribute @compose {
    %parts = irdl.base "#builtin.array"
    irdl.parameters(parts: %parts)
  }

  // Number of workers a mapping needs.
  irdl.operation @num_workers {
    %m = irdl.any
    %idx = irdl.is index
    irdl.attributes { "mapping" = %m }
    irdl.results(count: %idx)
  }
  // Number of tasks each worker performs.
  irdl.operation @num_tasks {
    %m = irdl.any
    %idx = irdl.is index
    irdl.attributes { "mapping" = %m }
    irdl.results(count: %idx)
  }
  // Coordinates of the k-th task of worker w (one result per task dim).
  irdl.operation @task {
    %m = irdl.any
    %idx = irdl.is index
    irdl.attributes { "mapping" = %m }
    irdl.operands(worker: %idx, k: %idx)
    irdl.results(coords: variadic %idx)
  }
  // i1: worker < num_workers(mapping). Guards kernels launched with more
  // threads than the mapping uses.
  irdl.operation @worker_valid {
    %m = irdl.any
    %idx = irdl.is index
    %i1 = irdl.is i1
    irdl.attributes { "mapping" = %m }
    irdl.operands(worker: %idx)
    irdl.results(valid: %i1)
  }
}
