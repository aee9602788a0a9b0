"""Element types, and tensors to and from numpy (.npy for hidet-run)."""
import numpy as np
import torch

# MLIR element type -> torch dtype (what torch-mlir emits at the builtin level).
ELEMENT_TO_DTYPE = {
    "f32": torch.float32,
    "f64": torch.float64,
    "f16": torch.float16,
    "bf16": torch.bfloat16,
    "i64": torch.int64,
    "i32": torch.int32,
    "i16": torch.int16,
    "i8": torch.int8,
    "ui8": torch.uint8,
    "i1": torch.bool,
}
DTYPE_TO_ELEMENT = {v: k for k, v in ELEMENT_TO_DTYPE.items()}


def describe(dtype, shape):
    return "%s[%s]" % (str(dtype).replace("torch.", ""), ", ".join(str(d) for d in shape))


def check_tensor(t, dtype, shape, what):
    """A clear error when `t` is not a tensor of the compiled dtype and shape."""
    from .errors import HidetError
    if not isinstance(t, torch.Tensor):
        raise HidetError("hidet_mlir: %s is a %s; compiled models take tensors" % (what, type(t).__name__))
    if t.dtype != dtype or tuple(t.shape) != tuple(shape):
        raise HidetError("hidet_mlir: %s is %s but the model was compiled for %s"
                         % (what, describe(t.dtype, t.shape), describe(dtype, shape)))


def to_numpy(t):
    """A C-contiguous numpy array of t's bits (bf16 as int16, which hidet-run reads as bf16)."""
    t = t.detach().to("cpu").contiguous()
    if t.dtype == torch.bfloat16:
        t = t.view(torch.int16)
    a = t.numpy()
    # (np.ascontiguousarray would make a rank-0 array rank 1)
    return a if a.flags["C_CONTIGUOUS"] else a.copy(order="C")


def from_numpy(a, dtype):
    if not a.flags["C_CONTIGUOUS"]:
        a = a.copy(order="C")
    if dtype == torch.bfloat16:
        return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
    t = torch.from_numpy(a)
    if t.dtype != dtype:
        t = t.to(dtype)
    return t
