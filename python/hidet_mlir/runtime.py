"""Running compiled models.

`ModelLibrary` wraps a model library built by `hidet-compile-model`
(libNAME.so: the host code, the kernels' PTX and the CUDA runtime; entry
points in docs/runtime.md) through ctypes. `EmulateRunner` runs a module
compiled by `hidet-compile-to-gpu` on the CPU GPU-emulator with
`hidet-run --target=emulate`."""
import ctypes
import os
import subprocess
import tempfile

import numpy as np

from .errors import HidetError, HidetRuntimeError
from ._tensors import ELEMENT_TO_DTYPE, from_numpy, to_numpy

STATUS_NAMES = {
    1: "no driver", 2: "no device", 3: "driver too old", 4: "out of memory",
    5: "launch failed", 6: "invalid argument", 7: "driver error",
}


class ModelLibrary:
    """A loaded libNAME.so. Arguments are raw pointers (ints): device pointers
    for `forward` (enqueued on the current stream, not synchronized), host
    pointers for `forward_host` (copies in, runs, waits, copies out); inputs
    first, then outputs, in the order of `arg_info`."""

    def __init__(self, path, name):
        self.path = path
        self.name = name
        # RTLD_LOCAL: each library carries its own copy of the runtime.
        self.lib = ctypes.CDLL(path, mode=os.RTLD_LOCAL | os.RTLD_NOW)

        def fn(suffix, restype, argtypes):
            f = getattr(self.lib, "%s_%s" % (name, suffix))
            f.restype = restype
            f.argtypes = argtypes
            return f
        self._forward = fn("forward", ctypes.c_int, [ctypes.c_void_p])
        self._forward_host = fn("forward_host", ctypes.c_int, [ctypes.c_void_p])
        self._set_stream = fn("set_stream", ctypes.c_int, [ctypes.c_void_p])
        self._synchronize = fn("synchronize", ctypes.c_int, [])
        self._num_args = fn("num_args", ctypes.c_int, [])
        self._num_outputs = fn("num_outputs", ctypes.c_int, [])
        self._arg_info = fn("arg_info", ctypes.c_char_p, [ctypes.c_int])
        self._arg_bytes = fn("arg_bytes", ctypes.c_size_t, [ctypes.c_int])
        self._last_error = fn("last_error", ctypes.c_char_p, [])
        self.num_args = self._num_args()
        self.num_outputs = self._num_outputs()
        self.args = [self._parse_info(i) for i in range(self.num_args)]

    def _parse_info(self, i):
        # "in0 f32 1x128x768" / "out0 f32 1x128x768" / "in1 f32 scalar" (rank 0)
        parts = self._arg_info(i).decode().split()
        elem = parts[1]
        if elem not in ELEMENT_TO_DTYPE:
            raise HidetError("hidet_mlir: %s: argument %d has element type %s, which hidet_mlir does not pass"
                             % (self.path, i, elem))
        shape = () if len(parts) < 3 or parts[2] == "scalar" else tuple(int(d) for d in parts[2].split("x"))
        return parts[0], ELEMENT_TO_DTYPE[elem], shape, int(self._arg_bytes(i))

    def last_error(self):
        return (self._last_error() or b"").decode(errors="replace")

    def _check(self, what, status):
        if status != 0:
            raise HidetRuntimeError("hidet_mlir: %s_%s returned status %d (%s): %s" % (
                self.name, what, status, STATUS_NAMES.get(status, "?"), self.last_error()), status=status)

    def _pointers(self, ptrs):
        if len(ptrs) != self.num_args:
            raise HidetError("hidet_mlir: %s takes %d pointers, got %d" % (self.name, self.num_args, len(ptrs)))
        return (ctypes.c_void_p * len(ptrs))(*ptrs)

    def forward(self, ptrs):
        self._check("forward", self._forward(self._pointers(ptrs)))

    def forward_host(self, ptrs):
        self._check("forward_host", self._forward_host(self._pointers(ptrs)))

    def set_stream(self, stream):
        """`stream`: a CUstream as an int (torch.cuda.Stream.cuda_stream), 0 for the legacy default stream."""
        self._check("set_stream", self._set_stream(ctypes.c_void_p(stream or None)))

    def synchronize(self):
        self._check("synchronize", self._synchronize())


class EmulateRunner:
    """Runs @forward of a hidet-compile-to-gpu module on the emulator, one
    hidet-run process per call; tensors travel as .npy files."""

    def __init__(self, hidet_run, module_path, arg_types, result_types, shared_libs=(), extra_args=()):
        self.hidet_run = hidet_run
        self.module_path = module_path
        self.arg_types = arg_types
        self.result_types = result_types
        self.shared_libs = list(shared_libs)
        self.extra_args = list(extra_args)

    def run(self, tensors):
        n = len(tensors)
        with tempfile.TemporaryDirectory(prefix="hidet_mlir_") as tmp:
            cmd = [self.hidet_run, "--target=emulate", self.module_path, "--entry=forward"]
            for i, t in enumerate(tensors):
                path = os.path.join(tmp, "in%d.npy" % i)
                np.save(path, to_numpy(t))
                cmd.append("--arg=@" + path)
            for j in range(len(self.result_types)):
                cmd.append("--arg=poison")
                cmd.append("--out=%d:%s" % (n + j, os.path.join(tmp, "out%d.npy" % j)))
            cmd += ["--shared-lib=" + s for s in self.shared_libs]
            cmd += self.extra_args
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if p.returncode != 0:
                raise HidetRuntimeError("hidet_mlir: the emulator run failed (exit %d): %s\n%s" % (
                    p.returncode, " ".join(cmd), p.stderr.strip() or p.stdout.strip()), status=p.returncode)
            outs = []
            for j, (dtype, shape) in enumerate(self.result_types):
                a = np.load(os.path.join(tmp, "out%d.npy" % j))
                t = from_numpy(a, dtype).reshape(shape)
                outs.append(t)
            return outs
