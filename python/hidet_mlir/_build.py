"""Finding the hidet-mlir build (HIDET_BUILD) and running its tools."""
import os
import subprocess

from .errors import HidetCompileError, HidetError


def build_dir(explicit=None):
    """The build folder: `explicit`, else $HIDET_BUILD. It must hold bin/hidet-opt."""
    d = explicit or os.environ.get("HIDET_BUILD")
    if not d:
        raise HidetError("hidet_mlir: no hidet-mlir build: set HIDET_BUILD to a build folder "
                         "(the one holding bin/hidet-opt, e.g. <repo>/build) or pass build_dir=")
    d = os.path.abspath(os.path.expanduser(d))
    if not os.path.isfile(os.path.join(d, "bin", "hidet-opt")):
        raise HidetError("hidet_mlir: HIDET_BUILD=%s is not a hidet-mlir build (no bin/hidet-opt)" % d)
    return d


def tool(build, name):
    path = os.path.join(build, "bin", name)
    if not os.access(path, os.X_OK):
        raise HidetError("hidet_mlir: %s is missing from the build %s (build it with ninja)" % (name, build))
    return path


def tool_stamp(build, names):
    """A string that changes when any of the tools is rebuilt (part of the cache key)."""
    parts = []
    for n in names:
        st = os.stat(tool(build, n))
        parts.append("%s:%d:%d" % (n, st.st_size, st.st_mtime_ns))
    return ";".join(parts)


def mlir_lib_dir(build):
    """LLVM's library folder (for libmlir_c_runner_utils.so), read from the build's CMake cache."""
    cache = os.path.join(build, "CMakeCache.txt")
    try:
        with open(cache) as f:
            for line in f:
                if line.startswith("MLIR_DIR:"):
                    # .../lib/cmake/mlir -> .../lib
                    return os.path.normpath(os.path.join(line.split("=", 1)[1].strip(), "..", ".."))
    except OSError:
        pass
    return "/usr/lib/llvm-22/lib"


def run_tool(cmd, what, env=None, cwd=None):
    """Runs a hidet tool; a non-zero exit raises HidetCompileError carrying its diagnostics."""
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=cwd)
    if p.returncode != 0:
        diag = (p.stderr.strip() or p.stdout.strip() or "(no output)")
        raise HidetCompileError("%s failed (exit %d): %s\n%s" % (what, p.returncode, " ".join(cmd), diag),
                                diagnostics=diag, command=cmd)
    return p
