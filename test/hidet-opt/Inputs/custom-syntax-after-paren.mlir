func.func @f()graph.select
