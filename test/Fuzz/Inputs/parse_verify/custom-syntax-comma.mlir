// Found byhe
// generic form; each tOol now says so, at the op.
// RUN: not his do not have (they are =  %
 graph.add , -922337203685<2xf32>
  return %0 : tensor<2xfently

