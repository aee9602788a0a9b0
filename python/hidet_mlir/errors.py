"""The exceptions of hidet_mlir."""


class HidetError(RuntimeError):
    """Base class of every error hidet_mlir raises."""


class HidetCompileError(HidetError):
    """Exporting or compiling failed. `diagnostics` holds the compiler's own text
    (e.g. `model.mlir:12:10: error: 'tosa.rescale' op is not supported ...`),
    `command` the command line that failed (None for an export failure)."""

    def __init__(self, message, diagnostics="", command=None):
        super().__init__(message)
        self.diagnostics = diagnostics
        self.command = command


class HidetRuntimeError(HidetError):
    """A compiled model failed when it ran. For the cuda target `status` is the
    runtime's HidetCudaStatus (1 no driver, 2 no device, 3 driver too old,
    4 out of memory, 5 launch, 6 invalid, 7 other; docs/runtime.md) and the
    message is the runtime's; for the emulate target `status` is hidet-run's
    exit code."""

    def __init__(self, message, status=None):
        super().__init__(message)
        self.status = status
