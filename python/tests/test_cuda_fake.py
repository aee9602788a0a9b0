"""The cuda target against the fake CUDA driver (test/Runtime/fake_cuda.c,
built with the tests): argument passing, streams and error statuses. No GPU
is needed; kernels are launched (recorded) but compute nothing."""
import os
import re
import subprocess
import sys

import pytest
import torch

import hidet_mlir
from models import mlp

HERE = os.path.dirname(os.path.abspath(__file__))
FAKE = os.path.join(os.environ.get("HIDET_BUILD", ""), "test", "Runtime", "libfakecuda.so")

pytestmark = pytest.mark.skipif(not os.path.exists(FAKE), reason="no libfakecuda.so in the build")


@pytest.fixture(scope="module", autouse=True)
def compiled():
    # Compile once here (cached on disk); each scenario's process finds it.
    m, (x,) = mlp()
    return hidet_mlir.compile(m, x, target="cuda")


def child(scenario, driver=FAKE, **env):
    e = dict(os.environ, HIDET_CUDA_DRIVER=driver, **env)
    e["PYTHONPATH"] = os.pathsep.join([HERE] + [p for p in [e.get("PYTHONPATH")] if p])
    p = subprocess.run([sys.executable, os.path.join(HERE, "cuda_child.py"), scenario], env=e,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    return p.stdout


def test_library_arguments_match_the_export(compiled):
    lib = compiled.compiled_for(torch.randn(4, 16)).runner
    assert lib.num_args == 6 and lib.num_outputs == 1
    assert [(n, d, s) for n, d, s, _ in lib.args] == [
        ("in0", torch.float32, (32, 16)), ("in1", torch.float32, (32,)), ("in2", torch.float32, (8, 32)),
        ("in3", torch.float32, (8,)), ("in4", torch.float32, (4, 16)), ("out0", torch.float32, (4, 8))]


def test_compile_errors_carry_the_diagnostics(compiled):
    # Another dtype is another signature, compiled anew: the cuda target makes
    # every group a GPU kernel, and no matmul template takes f64.
    with pytest.raises(hidet_mlir.HidetCompileError) as e:
        compiled(torch.randn(4, 16, dtype=torch.float64))
    assert "hidet-compile-model failed" in str(e.value)
    assert "computes f32 only" in e.value.diagnostics


def test_host_tensors_run_through_forward_host():
    out = child("host", FAKE_CUDA_TRACE="1")
    assert "fake-cuda: launch forward_kernel" in out
    assert "host: out (4, 8) torch.float32" in out
    # The fake's count of cuLaunchKernel calls is the number of traced launches.
    launches = out.count("fake-cuda: launch ")
    assert launches >= 1 and "host: launches %d\n" % launches in out


def test_device_pointers_and_streams():
    out = child("device")
    assert "device: args in0:float32:32x16 in1:float32:32 in2:float32:8x32 in3:float32:8 " \
           "in4:float32:4x16 out0:float32:4x8" in out
    assert re.search(r"device: launches [1-9][0-9]* on our stream True", out), out
    assert "device: default stream True" in out
    assert "device: null pointer: status 6" in out and "an argument pointer is NULL" in out
    assert "device: short: hidet_mlir: hidet_model takes 6 pointers, got 5" in out


@pytest.mark.parametrize("scenario,driver,mode,expect", [
    ("nodriver", "/nonexistent/libcuda.so.1", "ok", "status 1: .*no CUDA device: the CUDA driver"),
    ("nodevice", FAKE, "nodevice", "status 2: .*no CUDA device: cuInit failed: CUDA_ERROR_NO_DEVICE"),
    ("oldptx", FAKE, "oldptx", "status 3: .*CUDA_ERROR_UNSUPPORTED_PTX_VERSION"),
    ("oom", FAKE, "oom", "status 4: .*out of device memory"),
])
def test_error_statuses(scenario, driver, mode, expect):
    out = child(scenario, driver=driver, FAKE_CUDA_MODE=mode)
    assert re.search(scenario + ": " + expect, out), out
