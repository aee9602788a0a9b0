arith.constant 0x8graph.select
