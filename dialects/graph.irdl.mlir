// graph: tensor operator graphs on builtin ranked tensors.
// IRDL checks operand/result kinds and the attributes that every instance
// must carry; lib/verify_graph.c checks shapes, element types, attribute
// values and the optional attributes (which IRDL cannot express).
irdl.dialect @graph {
  // 2-D matrix product: [M,K] x [K,N] -> [M,N].
  irdl.operation @matmul {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Batched matrix product; batch dims broadcast (numpy).
  irdl.operation @batch_matmul {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // 2-D convolution. Optional attrs (C verifier): strides, padding
  // (top,bottom,left,right), dilations, groups, layout "NCHW"|"NHWC".
  // Filter is [F,C/groups,KH,KW] for NCHW and [KH,KW,C/groups,F] for NHWC.
  irdl.operation @conv2d {
    %input = irdl.base "!builtin.tensor"
    %filter = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input, filter: %filter)
    irdl.results(result: %result)
  }
  // Elementwise binary op with numpy broadcasting.
  irdl.operation @add {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Elementwise binary op with numpy broadcasting.
  irdl.operation @sub {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Elementwise binary op with numpy broadcasting.
  irdl.operation @mul {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Elementwise binary op with numpy broadcasting.
  irdl.operation @div {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Elementwise binary op with numpy broadcasting.
  irdl.operation @max {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Elementwise binary op with numpy broadcasting.
  irdl.operation @min {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Elementwise binary op with numpy broadcasting.
  irdl.operation @pow {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @neg {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @exp {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @log {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @sqrt {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @rsqrt {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @tanh {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @sigmoid {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @relu {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @gelu {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op: log(1 + x), accurate for small x (torch's
  // Softplus, log1p(exp(x))).
  irdl.operation @log1p {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @erf {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @abs {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @sin {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @cos {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @floor {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise unary op.
  irdl.operation @ceil {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Reduction over `axes`; kind sum|max|min|mean; optional keepdims.
  irdl.operation @reduce {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_kind = irdl.base "#builtin.string"
    %attr_axes = irdl.base "#builtin.dense_array"
    irdl.attributes { "kind" = %attr_kind, "axes" = %attr_axes }
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Softmax along `axis`.
  irdl.operation @softmax {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_axis = irdl.base "#builtin.integer"
    irdl.attributes { "axis" = %attr_axis }
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Layer norm of x over dims axis.. (optional axis, default -1;
  // optional epsilon, default 1e-5); gamma/beta have the normalized shape.
  irdl.operation @layer_norm {
    %input = irdl.base "!builtin.tensor"
    %gamma = irdl.base "!builtin.tensor"
    %beta = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input, gamma: %gamma, beta: %beta)
    irdl.results(result: %result)
  }
  // 2-D pooling; kind max|avg; optional strides (default kernel),
  // padding, layout.
  irdl.operation @pool2d {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_kind = irdl.base "#builtin.string"
    %attr_kernel = irdl.base "#builtin.dense_array"
    irdl.attributes { "kind" = %attr_kind, "kernel" = %attr_kernel }
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Scaled dot-product attention (docs/dialects.md): q [B.., Hq, Lq, D],
  // k [B.., Hkv, Lk, D], v [B.., Hkv, Lk, Dv], Hq % Hkv == 0 (grouped
  // K/V heads), an optional mask (i1: true attends; float: added to the
  // scores) broadcastable to [B.., Hq, Lq, Lk]; optional f64 `scale`
  // (default 1/sqrt(D)) and bool `causal` (C verifier).
  irdl.operation @attention {
    %q = irdl.base "!builtin.tensor"
    %k = irdl.base "!builtin.tensor"
    %v = irdl.base "!builtin.tensor"
    %mask = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(q: %q, k: %k, v: %v, mask: optional %mask)
    irdl.results(result: %result)
  }
  // Permutes dims: result dim i is input dim perm[i].
  irdl.operation @transpose {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_perm = irdl.base "#builtin.dense_array"
    irdl.attributes { "perm" = %attr_perm }
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Reshape; the new shape is the result type.
  irdl.operation @reshape {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Numpy broadcast to the result type's shape.
  irdl.operation @broadcast {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Concatenation along `axis`.
  // IRDL checks every operand of a variadic group against ONE constraint
  // variable, which binds to the first operand's type: a plain variadic
  // would force all inputs to have the same type. So the first input has
  // its own constraint: any two tensors concatenate; with three or more,
  // inputs 2..N must share a type (importers chain binary concats instead).
  irdl.operation @concat {
    %first = irdl.base "!builtin.tensor"
    %rest = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_axis = irdl.base "#builtin.integer"
    irdl.attributes { "axis" = %attr_axis }
    irdl.operands(first: %first, rest: variadic %rest)
    irdl.results(result: %result)
  }
  // Strided slice: starts, ends, optional steps (default 1).
  irdl.operation @slice {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_starts = irdl.base "#builtin.dense_array"
    %attr_ends = irdl.base "#builtin.dense_array"
    irdl.attributes { "starts" = %attr_starts, "ends" = %attr_ends }
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Element type conversion; same shape.
  irdl.operation @cast {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // Elementwise comparison with numpy broadcasting; predicate
  // eq|ne|lt|le|gt|ge; the result is i1. lhs and rhs have one element type
  // (integer: signed; float: ordered, except "ne", true on NaN).
  irdl.operation @compare {
    %lhs = irdl.base "!builtin.tensor"
    %rhs = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_predicate = irdl.base "#builtin.string"
    irdl.attributes { "predicate" = %attr_predicate }
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // Elementwise cond ? on_true : on_false with numpy broadcasting of all
  // three; cond is i1.
  irdl.operation @select {
    %cond = irdl.base "!builtin.tensor"
    %on_true = irdl.base "!builtin.tensor"
    %on_false = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    irdl.operands(cond: %cond, on_true: %on_true, on_false: %on_false)
    irdl.results(result: %result)
  }
  // Gathers slices of `input` along `axis` at integer `indices`: result
  // shape input[:axis] + indices + input[axis+1:].
  irdl.operation @gather {
    %input = irdl.base "!builtin.tensor"
    %indices = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_axis = irdl.base "#builtin.integer"
    irdl.attributes { "axis" = %attr_axis }
    irdl.operands(input: %input, indices: %indices)
    irdl.results(result: %result)
  }
  // Constant padding: padding = (lo0, hi0, lo1, hi1, ...); optional f64
  // `value` (C verifier), default 0.
  irdl.operation @pad {
    %input = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_padding = irdl.base "#builtin.dense_array"
    irdl.attributes { "padding" = %attr_padding }
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }
  // A triangular boolean mask (docs/dialects.md, tri_mask): a 2-D i1
  // tensor whose dim k has the size of dim dims[k] of `like` (whose values
  // are not read), element [i, j] true where j - i <= diagonal (torch's
  // tril of ones; diagonal 0: the causal mask).
  irdl.operation @tri_mask {
    %like = irdl.base "!builtin.tensor"
    %result = irdl.base "!builtin.tensor"
    %attr_dims = irdl.base "#builtin.dense_array"
    %attr_diagonal = irdl.base "#builtin.integer"
    irdl.attributes { "dims" = %attr_dims, "diagonal" = %attr_diagonal }
    irdl.operands(like: %like)
    irdl.results(result: %result)
  }
  // A constant tensor; `value` is an elements attribute.
  irdl.operation @constant {
    %result = irdl.base "!builtin.tensor"
    %attr_value = irdl.any
    irdl.attributes { "value" = %attr_value }
    irdl.results(result: %result)
  }
}
