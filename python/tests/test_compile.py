"""hidet_mlir.compile on the emulate target: real torch.nn modules against PyTorch."""
import pytest
import torch

import hidet_mlir
from models import convnet, mlp, transformer_layer

TOL = dict(atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize("build", [mlp, convnet, transformer_layer], ids=["mlp", "convnet", "transformer"])
def test_modules_match_pytorch(build):
    m, inputs = build()
    cm = hidet_mlir.compile(m, inputs, target="emulate")
    with torch.no_grad():
        ref = m(*inputs)
    out = cm(*inputs)
    assert out.shape == ref.shape and out.dtype == ref.dtype
    torch.testing.assert_close(out, ref, **TOL)


def test_weights_are_read_at_each_call_and_signatures_recompile():
    m, (x,) = mlp()
    cm = hidet_mlir.compile(m, x, target="emulate")
    with torch.no_grad():
        m[0].weight.mul_(2.0)  # not baked into the compiled code
    torch.testing.assert_close(cm(x), m(x).detach(), **TOL)
    x2 = torch.randn(3, 16)  # another shape: compiled again, cached separately
    torch.testing.assert_close(cm(x2), m(x2).detach(), **TOL)
    assert len(cm._compiled) == 2


def test_output_structure_dtypes_and_non_contiguous_inputs():
    def f(a, b):
        return {"sum": a + b, "pair": (torch.relu(a), (b * 2).to(torch.float64))}
    a = torch.randn(6, 4).t()  # non-contiguous: copied to row-major
    b = torch.randn(4, 6)
    cm = hidet_mlir.compile(f, (a, b), target="emulate")
    out = cm(a, b)
    ref = f(a, b)
    assert set(out) == {"sum", "pair"} and out["pair"][1].dtype == torch.float64
    torch.testing.assert_close(out["sum"], ref["sum"])
    torch.testing.assert_close(out["pair"][0], ref["pair"][0])
    torch.testing.assert_close(out["pair"][1], ref["pair"][1])


def test_wrong_inputs_are_errors():
    m, (x,) = mlp()
    cm = hidet_mlir.compile(m, x, target="emulate")
    with pytest.raises(hidet_mlir.HidetError, match=r"input 0 is a int"):
        cm(3)
    with pytest.raises(hidet_mlir.HidetError, match="unknown option"):
        hidet_mlir.compile(m, x, target="emulate", tile=4)
    with pytest.raises(hidet_mlir.HidetError, match="target must be one of"):
        hidet_mlir.compile(m, x, target="tpu")


def test_compiler_errors_carry_the_diagnostics():
    # tosa.argmax (TOSA) and an index-valued reduction (linalg): neither
    # importer translates torch.argmax (torch.flip, used here before, imports
    # since the linalg importer folds constant index arithmetic).
    with pytest.raises(hidet_mlir.HidetCompileError) as e:
        hidet_mlir.compile(lambda x: torch.argmax(x, 1), torch.randn(4, 8), target="emulate")
    text = str(e.value)
    assert "'tosa.argmax' op is not supported by hidet-import-tosa" in text
    assert "an argmax/argmin index result cannot be imported" in text
    assert "error:" in e.value.diagnostics


def test_training_mode_batchnorm_is_refused():
    m, (x,) = convnet()
    m.train()
    with pytest.raises(hidet_mlir.HidetCompileError, match="BatchNorm .* is in training mode.*call model.eval"):
        hidet_mlir.compile(m, x, target="emulate")


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["f16", "bf16"])
def test_half_precision(dtype):
    # Tensor-core matmuls on the emulator; bf16 travels to hidet-run as its bits.
    m = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 16)).eval().to(dtype)
    x = torch.randn(8, 32).to(dtype)
    out = hidet_mlir.compile(m, x, target="emulate")(x)
    assert out.dtype == dtype
    with torch.no_grad():
        ref = m.float()(x.float())  # PyTorch in f32: the half results round differently
    torch.testing.assert_close(out.float(), ref, atol=1e-2, rtol=1e-2)
