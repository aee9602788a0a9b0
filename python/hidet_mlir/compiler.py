"""hidet_mlir.compile: a torch.nn.Module and example inputs -> a callable that runs hidet-mlir's kernels."""
import atexit
import hashlib
import os
import shutil
import tempfile
import threading

import torch
import torch.utils._pytree as pytree

from . import _build, _export
from .errors import HidetCompileError, HidetError
from ._tensors import check_tensor, describe
from .runtime import EmulateRunner, ModelLibrary

TARGETS = ("emulate", "cuda")
OPTIONS = ("frontend", "arch", "build_dir", "cache_dir", "unsupported", "opts", "cubin", "emu_args")
LIB_NAME = "hidet_model"
_PROCESS_CACHE = None


def _default_arch():
    if torch.cuda.is_available():
        major, minor = torch.cuda.get_device_capability()
        if major >= 9:
            return "sm_90"
        if major == 8:
            return "sm_80"
        raise HidetError("hidet_mlir: the GPU's compute capability %d.%d is below 8.0, which hidet-mlir "
                         "does not compile for" % (major, minor))
    return "sm_80"


def _cache_root(explicit):
    d = explicit or os.environ.get("HIDET_MLIR_CACHE_DIR")
    if d:
        os.makedirs(d, exist_ok=True)  # asked for: an error if it cannot be made
        return d
    d = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "hidet_mlir")
    try:
        os.makedirs(d, exist_ok=True)
        if os.access(d, os.W_OK):
            return d
    except OSError:
        pass
    # No writable home: a cache for this process only.
    global _PROCESS_CACHE
    if _PROCESS_CACHE is None:
        _PROCESS_CACHE = tempfile.mkdtemp(prefix="hidet_mlir_cache_")
        atexit.register(shutil.rmtree, _PROCESS_CACHE, True)
    return _PROCESS_CACHE


def _as_module(model):
    if isinstance(model, torch.nn.Module):
        return model
    if callable(model):
        class _Fn(torch.nn.Module):
            def forward(self, *args):
                return model(*args)
        return _Fn()
    raise HidetError("hidet_mlir: compile takes a torch.nn.Module or a function of tensors, got %s"
                     % type(model).__name__)


def _as_inputs(inputs):
    if isinstance(inputs, torch.Tensor):
        return (inputs,)
    if isinstance(inputs, (list, tuple)):
        return tuple(inputs)
    raise HidetError("hidet_mlir: inputs must be a tensor or a tuple/list of tensors, got %s"
                     % type(inputs).__name__)


class _Compiled:
    """One compiled signature: the exported graph and its runner."""

    def __init__(self, exported, runner, artifact_dir):
        self.exported = exported
        self.runner = runner
        self.artifact_dir = artifact_dir


class CompiledModule:
    """Calls the compiled model: `cm(*inputs)` returns what `model(*inputs)`
    returns (the same nesting of tensors). The model's parameters and buffers
    are read at each call (updated weights are used; they are arguments of
    the compiled code, not constants). A call with inputs of another dtype or
    shape compiles again (cached per signature, in memory and on disk)."""

    def __init__(self, model, target, options):
        if target not in TARGETS:
            raise HidetError("hidet_mlir: target must be one of %s, got %r" % (", ".join(TARGETS), target))
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise HidetError("hidet_mlir: unknown option(s) %s (known: %s)" % (", ".join(unknown), ", ".join(OPTIONS)))
        self.model = model
        self.target = target
        self.options = dict(options)
        self.frontend = self.options.get("frontend") or "auto"
        if self.frontend not in ("auto", "tosa", "linalg"):
            raise HidetError("hidet_mlir: frontend must be 'auto', 'tosa' or 'linalg', got %r" % (self.frontend,))
        self.build = _build.build_dir(self.options.get("build_dir"))
        self._compiled = {}
        self._lock = threading.Lock()

    # ---- signatures and compilation --------------------------------------
    def _state(self):
        return _export.state_of(self.model)

    @staticmethod
    def _signature(tensors):
        return tuple((t.dtype, tuple(t.shape)) for t in tensors)

    def compiled_for(self, *inputs):
        """The compiled artifact for these inputs (compiling it if needed)."""
        return self._lookup(inputs)[0]

    def _lookup(self, inputs):
        names, state = self._state()
        for i, t in enumerate(inputs):
            if not isinstance(t, torch.Tensor):
                raise HidetError("hidet_mlir: input %d is a %s; compiled models take tensors only"
                                 % (i, type(t).__name__))
        key = self._signature(list(state) + list(inputs))
        with self._lock:
            c = self._compiled.get(key)
            if c is None:
                c = self._compile(names, state, inputs)
                self._compiled[key] = c
        return c, state

    def _compile(self, names, state, inputs):
        _export.check_inference_mode(self.model)
        if self.frontend != "auto":
            return self._compile_with(names, state, inputs, self.frontend)
        # auto: TOSA, then linalg-on-tensors; each path has ops the other lacks.
        try:
            return self._compile_with(names, state, inputs, "tosa")
        except HidetCompileError as first:
            try:
                return self._compile_with(names, state, inputs, "linalg")
            except HidetCompileError as second:
                raise HidetCompileError(
                    "hidet_mlir: the module compiles through neither frontend.\n== through TOSA ==\n%s\n"
                    "== through linalg-on-tensors ==\n%s" % (first, second),
                    diagnostics=first.diagnostics + "\n" + second.diagnostics, command=second.command)

    def _compile_with(self, names, state, inputs, frontend):
        args = [t.detach().to("cpu") for t in list(state) + list(inputs)]
        exported = _export.export(self.model, names, args, frontend)
        arch = self.options.get("arch") or _default_arch()
        tools = ["hidet-opt", "hidet-run"] if self.target == "emulate" else ["hidet-compile-model"]
        key = hashlib.sha256("\0".join([
            exported.text, self.target, frontend, arch, str(self.options.get("unsupported")),
            str(self.options.get("opts")), str(self.options.get("cubin")),
            _build.tool_stamp(self.build, tools)]).encode()).hexdigest()[:32]
        root = _cache_root(self.options.get("cache_dir"))
        final = os.path.join(root, "%s-%s" % (self.target, key))
        if not os.path.isdir(final):
            tmp = tempfile.mkdtemp(prefix="tmp-", dir=root)
            try:
                with open(os.path.join(tmp, "model.mlir"), "w") as f:
                    f.write(exported.text)
                if self.target == "emulate":
                    self._build_emulate(tmp, arch, frontend)
                else:
                    self._build_cuda(tmp, arch, frontend)
                try:
                    os.rename(tmp, final)
                except OSError:  # another process got there first
                    shutil.rmtree(tmp, ignore_errors=True)
            except BaseException:
                shutil.rmtree(tmp, ignore_errors=True)
                raise
        if self.target == "emulate":
            libs = [os.path.join(_build.mlir_lib_dir(self.build), "libmlir_c_runner_utils.so")]
            runner = EmulateRunner(_build.tool(self.build, "hidet-run"), os.path.join(final, "gpu.mlir"),
                                   exported.arg_types, exported.result_types,
                                   shared_libs=[p for p in libs if os.path.exists(p)],
                                   extra_args=self.options.get("emu_args") or ())
        else:
            runner = ModelLibrary(os.path.join(final, "lib", "lib%s.so" % LIB_NAME), LIB_NAME)
            expected = exported.arg_types + exported.result_types
            got = [(dt, shape) for _, dt, shape, _ in runner.args]
            if got != expected:
                raise HidetCompileError("hidet_mlir: the library's arguments %s do not match the export's %s"
                                        % ([describe(*a) for a in got], [describe(*a) for a in expected]))
        return _Compiled(exported, runner, final)

    def _build_emulate(self, d, arch, frontend):
        passes = "hidet-import-%s,hidet-graph-canonicalize,hidet-compile-to-gpu{arch=%s unsupported=%s%s}" % (
            frontend, arch, self.options.get("unsupported") or "host",
            (" " + self.options["opts"]) if self.options.get("opts") else "")
        # torch-mlir's linalg exports hold tm_tensor ops (aten.cumsum's
        # tm_tensor.scan), a dialect MLIR does not load: they parse generic,
        # and hidet-import-linalg converts the scan or names the op it cannot.
        allow = ["--allow-unregistered-dialect"] if frontend == "linalg" else []
        _build.run_tool([_build.tool(self.build, "hidet-opt")] + allow + ["-p", "builtin.module(%s)" % passes,
                         os.path.join(d, "model.mlir"), "-o", os.path.join(d, "gpu.mlir")],
                        "hidet-opt (import and compile for the emulator)")

    def _build_cuda(self, d, arch, frontend):
        if self.options.get("unsupported") not in (None, "error"):
            raise HidetError("hidet_mlir: the cuda target compiles every group to a GPU kernel "
                             "(unsupported=error); unsupported=%r is for the emulate target"
                             % self.options["unsupported"])
        cmd = [_build.tool(self.build, "hidet-compile-model"), os.path.join(d, "model.mlir"),
               "-o", os.path.join(d, "lib"), "--name=" + LIB_NAME, "--import=" + frontend,
               "--canonicalize", "--arch=" + arch]
        if self.options.get("opts"):
            cmd.append("--opts=" + self.options["opts"])
        if self.options.get("cubin"):
            cmd.append("--cubin")
        _build.run_tool(cmd, "hidet-compile-model")

    # ---- calls -----------------------------------------------------------
    def __call__(self, *inputs):
        c, state = self._lookup(inputs)
        tensors = list(state) + list(inputs)
        ex = c.exported
        n_state = len(state)
        for i, (t, (dtype, shape)) in enumerate(zip(tensors, ex.arg_types)):
            what = "parameter/buffer %d" % i if i < n_state else "input %d" % (i - n_state)
            check_tensor(t, dtype, shape, what)
        devices = {t.device for t in tensors}
        if len(devices) > 1:
            raise HidetError("hidet_mlir: the inputs and the module's parameters are on several devices (%s); "
                             "put them on one" % ", ".join(sorted(str(d) for d in devices)))
        device = devices.pop() if devices else torch.device("cpu")
        # Detached, contiguous (copied when not): the compiled code takes row-major buffers.
        tensors = [t.detach().contiguous() for t in tensors]
        with torch.no_grad():
            if self.target == "emulate":
                outs = c.runner.run(tensors)
                if device.type != "cpu":
                    outs = [o.to(device) for o in outs]
            else:
                outs = self._run_cuda(c, tensors, device)
        return pytree.tree_unflatten(outs, ex.out_spec)

    def _run_cuda(self, c, tensors, device):
        lib = c.runner
        outs = [torch.empty(shape, dtype=dtype, device=device) for dtype, shape in c.exported.result_types]
        ptrs = [t.data_ptr() for t in tensors] + [o.data_ptr() for o in outs]
        if device.type == "cpu":
            lib.forward_host(ptrs)
        elif device.type == "cuda":
            want = int(os.environ.get("HIDET_CUDA_DEVICE", "0"))
            index = device.index if device.index is not None else torch.cuda.current_device()
            if index != want:
                raise HidetError("hidet_mlir: the tensors are on cuda:%d but the hidet runtime uses device %d "
                                 "(set HIDET_CUDA_DEVICE=%d)" % (index, want, index))
            lib.set_stream(torch.cuda.current_stream(device).cuda_stream)
            lib.forward(ptrs)
        else:
            raise HidetError("hidet_mlir: the cuda target runs tensors on cuda (or cpu, copied), not %s" % device)
        return outs


def compile(model, inputs, target="emulate", **options):
    """Compiles `model` for `inputs` (a tensor or a tuple of tensors) and returns a CompiledModule.

    target: "emulate" (the CPU GPU-emulator through hidet-run; any machine) or
    "cuda" (a model library from hidet-compile-model, run through the CUDA
    runtime; CUDA tensors run on the current stream, CPU tensors are copied in
    and out). Options: frontend ("auto" (default): TOSA, and linalg-on-tensors
    when that fails; "tosa"; "linalg"), arch ("sm_80", "sm_90",
    "sm_90a"; default from the GPU, else sm_80), build_dir (default
    $HIDET_BUILD), cache_dir (default $HIDET_MLIR_CACHE_DIR or
    ~/.cache/hidet_mlir), unsupported (emulate only: "host" (default) computes
    groups no GPU template handles on the host, "error" rejects them), opts
    (more options of hidet-compile-to-gpu / --opts of hidet-compile-model),
    cubin (cuda: also embed ptxas' cubin), emu_args (more hidet-run flags).

    Errors of the export or the compiler raise HidetCompileError with the
    compiler's diagnostics; errors when running raise HidetRuntimeError."""
    cm = CompiledModule(_as_module(model), target, options)
    cm.compiled_for(*_as_inputs(inputs))
    return cm
