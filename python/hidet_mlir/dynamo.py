"""The torch.compile backend "hidet_mlir".

    torch.compile(model, backend="hidet_mlir", options={"target": "emulate"})

Dynamo hands each captured FX graph (one per graph break) to
`hidet_mlir_backend`, which compiles it with hidet_mlir.compile; the Python
code between graphs runs eagerly, as with every backend. Options are those of
hidet_mlir.compile plus "target" (default "cuda" when torch sees a GPU, else
"emulate") and "fallback": "error" (default) raises HidetCompileError when
a graph does not compile (an op torch-mlir or hidet-mlir does not handle),
"eager" warns and runs that graph with PyTorch instead."""
import warnings

import torch

from .compiler import CompiledModule, _as_module
from .errors import HidetCompileError, HidetError


def _is_static(x):
    return isinstance(x, torch.Tensor) and all(isinstance(d, int) for d in x.shape)


def _real(t):
    """A real tensor with t's dtype and shape (dynamo may pass fake tensors; only
    dtype and shape matter to the export)."""
    from torch._subclasses.fake_tensor import FakeTensor
    if isinstance(t, FakeTensor):
        return torch.zeros(tuple(int(d) for d in t.shape), dtype=t.dtype)
    return t


class _Bound(torch.nn.Module):
    """The graph with its non-tensor inputs (SymInt sizes of a dynamic graph,
    given as ints at the call) bound to the values of one call."""

    def __init__(self, gm, positions, values):
        super().__init__()
        self.gm = gm
        self.positions = positions
        self.values = values

    def forward(self, *tensors):
        args = list(tensors)
        for p, v in zip(self.positions, self.values):
            args.insert(p, v)
        return self.gm(*args)


class _Backend:
    """What the backend returns for one graph: splits each call's arguments into
    tensors and the rest (ints, for a graph dynamo made dynamic) and runs the
    CompiledModule of those values, which compiles once per tensor signature.
    Every shape runs as a static compilation of its own."""

    def __init__(self, gm, target, options, fallback):
        self.gm = gm
        self.target = target
        self.options = options
        self.fallback = fallback
        self.modules = {}

    def module_for(self, args):
        positions = tuple(i for i, a in enumerate(args) if not isinstance(a, torch.Tensor))
        values = tuple(args[i] for i in positions)
        for i, v in zip(positions, values):
            if not isinstance(v, (int, float, bool)):
                raise HidetCompileError("hidet_mlir: graph input %d is a %s; the graphs hidet_mlir compiles take "
                                        "tensors and numbers" % (i, type(v).__name__))
        key = (positions, values)
        cm = self.modules.get(key)
        if cm is None:
            module = _Bound(self.gm, positions, values) if positions else self.gm
            cm = CompiledModule(_as_module(module), self.target, self.options)
            self.modules[key] = cm
        tensors = [a for a in args if isinstance(a, torch.Tensor)]
        return cm, tensors

    def __call__(self, *args):
        try:
            cm, tensors = self.module_for(args)
            cm.compiled_for(*tensors)
        except HidetCompileError as e:
            if self.fallback != "eager":
                raise
            warnings.warn("hidet_mlir: running a graph eagerly, it did not compile: %s" % e)
            return self.gm(*args)
        return cm(*tensors)


def hidet_mlir_backend(gm, example_inputs, options=None, mode=None, name=None):
    """torch.compile(backend="hidet_mlir", options={...}) calls this with the
    options dict; `mode` (torch.compile's mode string) is ignored."""
    options = dict(options or {})
    target = options.pop("target", None) or ("cuda" if torch.cuda.is_available() else "emulate")
    fallback = options.pop("fallback", "error")
    if fallback not in ("error", "eager"):
        raise HidetError("hidet_mlir: fallback must be 'error' or 'eager', got %r" % (fallback,))
    backend = _Backend(gm, target, options, fallback)
    if all(_is_static(x) for x in example_inputs):
        # A static graph compiles now, so that errors surface at the first call.
        try:
            cm, tensors = backend.module_for([_real(x) for x in example_inputs])
            cm.compiled_for(*tensors)
        except HidetCompileError as e:
            if fallback == "eager":
                warnings.warn("hidet_mlir: running a graph eagerly, it did not compile: %s" % e)
                return gm.forward
            raise
    return backend


def register():
    """Registers the backend with dynamo under the name "hidet_mlir", unless
    dynamo knows it already: an installed package's entry point
    (torch_dynamo_backends) is found by dynamo itself, which then imports this
    package and registers the function; registering here too would be a
    duplicate."""
    from torch._dynamo.backends import registry
    if getattr(registry, "_BACKENDS", {}).get("hidet_mlir") is not None:
        return  # an entry point dynamo is loading (or will load)
    if "hidet_mlir" in getattr(registry, "_COMPILER_FNS", {}):
        return
    registry.register_backend(hidet_mlir_backend, name="hidet_mlir")
