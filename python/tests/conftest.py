"""pytest setup of the hidet_mlir tests: they need HIDET_BUILD (a hidet-mlir
build) and use a fresh compilation cache per session."""
import os

import pytest
import torch


def pytest_configure(config):
    if not os.environ.get("HIDET_BUILD"):
        raise pytest.UsageError("set HIDET_BUILD to a hidet-mlir build folder (the one holding bin/hidet-opt)")


@pytest.fixture(scope="session", autouse=True)
def cache_dir(tmp_path_factory):
    d = str(tmp_path_factory.mktemp("hidet_mlir_cache"))
    old = os.environ.get("HIDET_MLIR_CACHE_DIR")
    os.environ["HIDET_MLIR_CACHE_DIR"] = d
    yield d
    if old is None:
        os.environ.pop("HIDET_MLIR_CACHE_DIR", None)
    else:
        os.environ["HIDET_MLIR_CACHE_DIR"] = old


@pytest.fixture(autouse=True)
def seed():
    torch.manual_seed(0)
    yield
