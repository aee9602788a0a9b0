"""Exporting a torch.nn.Module to TOSA or linalg-on-tensors MLIR with torch-mlir.

As bench/models/export.py does: every parameter and buffer becomes an argument
of @forward (named_parameters, then named_buffers, both with
remove_duplicate=False), followed by the real inputs, so the MLIR holds no
weights and a compiled artifact does not depend on their values."""
import re

import torch
import torch.utils._pytree as pytree

from .errors import HidetCompileError
from ._tensors import ELEMENT_TO_DTYPE


class _Functional(torch.nn.Module):
    """Calls `model` with its state taken from the leading arguments and records
    the structure of its output (a tensor, a tuple, a dict ...) as a pytree spec."""

    def __init__(self, model, names, record):
        super().__init__()
        self.model = model
        self.names = names
        self.record = record  # a dict outside the module: export may trace a copy of it

    def forward(self, *args):
        state = dict(zip(self.names, args[:len(self.names)]))
        inputs = args[len(self.names):]
        out = torch.func.functional_call(self.model, state, inputs, strict=False)
        flat, spec = pytree.tree_flatten(out)
        for i, t in enumerate(flat):
            if not isinstance(t, torch.Tensor):
                raise HidetCompileError("hidet_mlir: output %d of the model is a %s; only tensors (in any "
                                        "nesting of tuples, lists and dicts) can be returned" % (i, type(t).__name__))
        self.record["out_spec"] = spec
        self.record["num_outputs"] = len(flat)
        return tuple(flat)


def state_of(model):
    """(names, tensors) of the parameters then the buffers of `model`."""
    named = list(model.named_parameters(remove_duplicate=False)) + \
        list(model.named_buffers(remove_duplicate=False))
    return [n for n, _ in named], [t for _, t in named]


class Exported:
    """The MLIR text of @forward and what calling it needs."""

    def __init__(self, text, frontend, arg_types, result_types, out_spec):
        self.text = text
        self.frontend = frontend
        self.arg_types = arg_types        # [(torch.dtype, shape tuple)] state then inputs
        self.result_types = result_types  # [(torch.dtype, shape tuple)]
        self.out_spec = out_spec


def _parse_tensor_type(t, where):
    m = re.fullmatch(r"tensor<(.*)>", t.strip())
    if not m:
        raise HidetCompileError("hidet_mlir: %s has type %s; only ranked tensors are supported" % (where, t))
    parts = m.group(1).split("x")
    elem = parts[-1]
    dims = parts[:-1]
    if any(d == "?" for d in dims):
        raise HidetCompileError("hidet_mlir: %s has a dynamic shape (%s); hidet-mlir compiles static shapes only "
                                "(torch.compile: pass dynamic=False)" % (where, t))
    if elem not in ELEMENT_TO_DTYPE:
        raise HidetCompileError("hidet_mlir: %s has element type %s, which hidet_mlir does not pass" % (where, elem))
    return ELEMENT_TO_DTYPE[elem], tuple(int(d) for d in dims)


def _split_types(s):
    s = s.strip()
    if s.startswith("(") and s.endswith(")"):
        s = s[1:-1]
    return re.findall(r"tensor<[^>]*>|[^,\s][^,]*", s) if s.strip() else []


def signature(text):
    """The argument and result types of @forward in torch-mlir's generic-form output."""
    m = re.search(r'function_type = \((.*?)\) -> (\(.*?\)|[^,]+?), sym_name = "forward"', text)
    if not m:
        raise HidetCompileError("hidet_mlir: could not find @forward's type in torch-mlir's output")
    args = [_parse_tensor_type(t, "argument %d of @forward" % i) for i, t in enumerate(_split_types(m.group(1)))]
    results = [_parse_tensor_type(t, "result %d of @forward" % i) for i, t in enumerate(_split_types(m.group(2)))]
    return args, results


def check_inference_mode(model):
    """Training-mode layers that update state or draw random numbers cannot be
    compiled as a pure function: a clear error instead of a different result."""
    for name, mod in model.named_modules():
        if not mod.training:
            continue
        if isinstance(mod, torch.nn.modules.batchnorm._BatchNorm) and mod.track_running_stats:
            what = "BatchNorm %r is in training mode (it updates its running statistics)" % (name or type(mod).__name__)
        elif isinstance(mod, torch.nn.modules.dropout._DropoutNd) and mod.p > 0:
            what = "Dropout %r is in training mode with p=%g (random)" % (name or type(mod).__name__, mod.p)
        else:
            continue
        raise HidetCompileError("hidet_mlir: %s; hidet_mlir compiles inference: call model.eval()" % what)


def export(model, state_names, args, frontend):
    """Exports `model` called on args (its state tensors, then its inputs)."""
    check_inference_mode(model)
    try:
        from torch_mlir import fx
        from torch_mlir.compiler_utils import OutputType
    except ImportError as e:
        raise HidetCompileError("hidet_mlir: torch-mlir is needed to export PyTorch modules (%s)" % e)
    output_type = {"tosa": OutputType.TOSA, "linalg": OutputType.LINALG_ON_TENSORS}.get(frontend)
    if output_type is None:
        raise HidetCompileError("hidet_mlir: frontend must be 'tosa' or 'linalg', got %r" % (frontend,))
    record = {}
    wrapper = _Functional(model, state_names, record)
    # torch-mlir's importer looks lifted buffers up in state_dict(): make every
    # buffer persistent while exporting, then restore the module as it was.
    saved = [(mod, set(mod._non_persistent_buffers_set)) for mod in model.modules()]
    try:
        for mod, _ in saved:
            mod._non_persistent_buffers_set.clear()
        with torch.no_grad():
            prog = torch.export.export(wrapper, tuple(args), strict=False)
            sig = prog.graph_signature
            mutated = list(getattr(sig, "buffers_to_mutate", {}).values()) + \
                list(getattr(sig, "user_inputs_to_mutate", {}).values())
            if mutated:
                raise HidetCompileError(
                    "hidet_mlir: the module mutates %s (e.g. BatchNorm's running statistics in training mode: "
                    "call model.eval()); hidet_mlir compiles functions without side effects"
                    % ", ".join(str(m) for m in mutated))
            m = fx.export_and_import(prog, output_type=output_type, func_name="forward")
    except HidetCompileError:
        raise
    except Exception as e:  # torch.export or torch-mlir could not handle the module
        msg = "%s: %s" % (type(e).__name__, e)
        raise HidetCompileError("hidet_mlir: torch-mlir could not export the module to %s:\n%s" % (frontend, msg),
                                diagnostics=msg) from e
    finally:
        for mod, s in saved:
            mod._non_persistent_buffers_set.update(s)
    text = m.operation.get_asm(print_generic_op_form=True, large_elements_limit=None)
    arg_types, result_types = signature(text)
    if len(arg_types) != len(args):
        raise HidetCompileError("hidet_mlir: the exported @forward takes %d arguments, expected %d (state and inputs)"
                                % (len(arg_types), len(args)))
    if record.get("num_outputs") != len(result_types):
        raise HidetCompileError("hidet_mlir: the exported @forward returns %d tensors but the module returns %s"
                                % (len(result_types), record.get("num_outputs")))
    return Exported(text, frontend, arg_types, result_types, record["out_spec"])
