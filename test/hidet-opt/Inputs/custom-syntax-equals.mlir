graph.pad=
