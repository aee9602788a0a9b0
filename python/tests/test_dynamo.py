"""torch.compile(backend="hidet_mlir") on the emulate target."""
import warnings

import pytest
import torch

import hidet_mlir  # noqa: F401  (the installed package's entry point registers the backend too)
from models import convnet, mlp, transformer_layer

OPTS = {"target": "emulate"}


@pytest.fixture(autouse=True)
def fresh_dynamo():
    torch._dynamo.reset()
    yield
    torch._dynamo.reset()


@pytest.mark.parametrize("build", [mlp, convnet, transformer_layer], ids=["mlp", "convnet", "transformer"])
def test_torch_compile_matches_eager(build):
    m, inputs = build()
    cm = torch.compile(m, backend="hidet_mlir", options=OPTS)
    with torch.no_grad():
        ref = m(*inputs)
    torch.testing.assert_close(cm(*inputs), ref, atol=1e-4, rtol=1e-4)


def test_new_shapes_and_dynamic_graphs():
    m, (x,) = mlp()
    cm = torch.compile(m, backend="hidet_mlir", options=OPTS)
    # Each new batch size: dynamo recompiles (the second time with symbolic
    # sizes); every shape runs as its own static compilation.
    for n in (4, 3, 5):
        x = torch.randn(n, 16)
        torch.testing.assert_close(cm(x), m(x).detach(), atol=1e-4, rtol=1e-4)


def test_graph_break_runs_python_between_graphs():
    seen = []

    def f(x):
        y = torch.relu(x) * 3
        seen.append(1)  # a graph break: two graphs, the append runs eagerly
        return torch.tanh(y) + 1

    x = torch.randn(4, 8)
    out = torch.compile(f, backend="hidet_mlir", options=OPTS)(x)
    torch.testing.assert_close(out, f(x))


def test_unsupported_op_error_and_eager_fallback():
    def f(x):
        return torch.argmax(x, 1) + 1

    x = torch.randn(4, 8)
    with pytest.raises(Exception, match="not supported by hidet-import-tosa"):
        torch.compile(f, backend="hidet_mlir", options=OPTS)(x)
    torch._dynamo.reset()
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        out = torch.compile(f, backend="hidet_mlir", options={"target": "emulate", "fallback": "eager"})(x)
    torch.testing.assert_close(out, f(x))
    assert any("running a graph eagerly" in str(x.message) for x in w)


def test_backend_found_without_importing_the_package():
    # An installed package registers the backend through its
    # torch_dynamo_backends entry point.
    import os
    import subprocess
    import sys
    from importlib.metadata import entry_points
    if "hidet_mlir" not in entry_points(group="torch_dynamo_backends").names:
        pytest.skip("hidet_mlir is not installed (imported from the source tree)")
    code = ("import sys, torch; assert 'hidet_mlir' not in sys.modules\n"
            "f = torch.compile(lambda x: torch.relu(x) * 2 + 1, backend='hidet_mlir', options={'target': 'emulate'})\n"
            "x = torch.randn(8)\n"
            "torch.testing.assert_close(f(x), torch.relu(x) * 2 + 1); print('ok')\n")
    p = subprocess.run([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, env=dict(os.environ))
    assert p.returncode == 0 and "ok" in p.stdout, p.stdout
