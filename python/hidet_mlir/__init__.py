"""hidet-mlir for PyTorch.

    import hidet_mlir
    cm = hidet_mlir.compile(model, (x,), target="emulate")   # or "cuda"
    y = cm(x)
    fast = torch.compile(model, backend="hidet_mlir", options={"target": "emulate"})

The hidet-mlir tools come from the build named by $HIDET_BUILD (docs/python.md)."""
from .compiler import CompiledModule, compile
from .errors import HidetCompileError, HidetError, HidetRuntimeError
from .runtime import ModelLibrary
from .dynamo import hidet_mlir_backend

__all__ = ["compile", "CompiledModule", "HidetError", "HidetCompileError", "HidetRuntimeError",
           "ModelLibrary", "hidet_mlir_backend"]

try:
    from .dynamo import register as _register
    _register()
except Exception:  # an old torch without dynamo: hidet_mlir.compile still works
    pass
