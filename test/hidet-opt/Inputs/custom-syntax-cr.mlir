//graph.add
