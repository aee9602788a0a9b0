func.func @f() attributes {graph.note = 1, tm.unit} {
  return
}
