"""One scenario of test_cuda_fake.py, in its own process (the CUDA runtime
initializes once per process and keeps the outcome). Prints what it saw."""
import ctypes
import os
import sys

import torch

import hidet_mlir
from models import mlp


class Stats(ctypes.Structure):
    # test/Runtime/fake_cuda.h
    _fields_ = [(n, ctypes.c_int) for n in (
        "inits", "moduleLoads", "cubinLoads", "ptxLoads", "moduleUnloads", "functionLookups",
        "attributeSets", "lastAttributeValue", "allocs", "frees", "launches", "asyncCopies", "ctxSyncs",
        "streamSyncs", "streamsCreated", "streamsDestroyed", "eventsCreated", "eventsDestroyed",
        "eventRecords", "tensorMaps")] + [
        ("lastKernel", ctypes.c_char * 64), ("grid", ctypes.c_uint * 3), ("block", ctypes.c_uint * 3),
        ("smem", ctypes.c_uint), ("stream", ctypes.c_void_p), ("numParams", ctypes.c_int),
        ("paramPtrs", ctypes.c_void_p * 16), ("paramValues", ctypes.c_uint64 * 16),
        ("lastCopyStream", ctypes.c_void_p)]


def fake():
    """The fake driver the runtime dlopens (the same handle: the same stats)."""
    lib = ctypes.CDLL(os.environ["HIDET_CUDA_DRIVER"])
    lib.fakeCudaStats.restype = ctypes.POINTER(Stats)
    return lib


def main(scenario):
    torch.manual_seed(0)
    m, (x,) = mlp()
    cm = hidet_mlir.compile(m, x, target="cuda")
    if scenario == "host":
        # CPU tensors: NAME_forward_host copies in, launches, waits, copies out.
        y = cm(x)
        print("host: out", tuple(y.shape), y.dtype)
        print("host: launches", fake().fakeCudaStats().contents.launches)
        return
    if scenario == "device":
        # Device pointers (the fake's device memory is host memory) on a stream we set.
        lib = cm.compiled_for(x).runner
        drv = fake()
        stream = ctypes.c_void_p()
        assert drv.cuStreamCreate(ctypes.byref(stream), 0) == 0
        print("device: args", " ".join("%s:%s:%s" % (n, str(d).replace("torch.", ""), "x".join(map(str, s)))
                                       for n, d, s, _ in lib.args))
        _, state = hidet_mlir.compiler._export.state_of(m)
        tensors = [t.detach().contiguous() for t in list(state) + [x]]
        out = torch.empty(4, 8)
        ptrs = [t.data_ptr() for t in tensors] + [out.data_ptr()]
        lib.set_stream(stream.value)
        lib.forward(ptrs)
        lib.synchronize()
        st = drv.fakeCudaStats().contents
        print("device: launches", st.launches, "on our stream", st.stream == stream.value)
        lib.set_stream(0)
        lib.forward(ptrs)
        print("device: default stream", drv.fakeCudaStats().contents.stream is None)
        try:
            lib.forward(ptrs[:-1] + [0])
        except hidet_mlir.HidetRuntimeError as e:
            print("device: null pointer: status", e.status, str(e).split(": ", 1)[1])
        try:
            lib.forward(ptrs[:-1])
        except hidet_mlir.HidetError as e:
            print("device: short:", e)
        return
    # Error statuses come back as HidetRuntimeError with the runtime's message.
    try:
        cm(x)
        print("%s: no error" % scenario)
    except hidet_mlir.HidetRuntimeError as e:
        print("%s: status %d: %s" % (scenario, e.status, e))


if __name__ == "__main__":
    main(sys.argv[1])
