#!/usr/bin/env bash
# Runs a command of an unpacked toolchain (scripts/bundle.sh) and proves,
# from the dynamic loader's own account, which shared libraries it loaded:
#   scripts/check_loads.sh TOOLCHAIN_DIR COMMAND [ARGS...]
# The command runs with LD_DEBUG=libs,files (one log per process, the command's
# children too: cc, ld, ...). Every object a process maps is the file of
# the loader's last "trying file=" before its "generating link map" (or the
# absolute name a dlopen gave). Fails (exit 1) when
#   - the command fails, or no process of TOOLCHAIN_DIR/bin/ ran;
#   - a process of TOOLCHAIN_DIR/bin/ loaded a library from outside
#     TOOLCHAIN_DIR other than the C/C++ core (glibc, libstdc++, libgcc_s);
#   - any process loaded a file under /usr/lib/llvm-*, or a libLLVM*,
#     libMLIR* or libmlir_* from outside TOOLCHAIN_DIR.
# Prints each toolchain process's libraries, split into toolchain and core.
set -euo pipefail

die() {
  echo "check_loads: error: $*" >&2
  exit 1
}
[ $# -ge 2 ] || {
  echo "usage: scripts/check_loads.sh TOOLCHAIN_DIR COMMAND [ARGS...]" >&2
  exit 2
}
dir="$(cd "$1" 2>/dev/null && pwd -P)" || die "no toolchain folder '$1'"
shift
logs="$(mktemp -d "${TMPDIR:-/tmp}/hidet-check-loads.XXXXXX")"
trap 'rm -rf "$logs"' EXIT

rc=0
LD_DEBUG=libs,files LD_DEBUG_OUTPUT="$logs/ld" "$@" || rc=$?
[ "$rc" = 0 ] || die "the command failed (exit $rc): $*"
compgen -G "$logs/ld.*" >/dev/null || die "the loader wrote no log (LD_DEBUG unsupported?)"

# The core of scripts/bundle.sh, by file name (libstdc++.so.6.0.30 too).
is_core() {
  case "${1%%.so*}" in
    ld-linux-x86-64 | libc | libm | libdl | libpthread | librt | libutil | libresolv | libmvec | \
      libstdc++ | libgcc_s) return 0 ;;
  esac
  return 1
}

# The objects one process's log says were mapped, one realpath a line.
loaded() {
  awk '
    /trying file=/ { sub(/.*trying file=/, ""); last = $0; next }
    /dynamically loaded by|needed by/ {
      s = $0; sub(/.*file=/, "", s); sub(/ \[.*/, "", s)
      if (s ~ /^\//) last = s
      next
    }
    /generating link map/ { if (last != "") print last; last = "" }
  ' "$1" | while read -r f; do readlink -f "$f"; done
}

bad=0
tool_procs=0
other_procs=0
for log in "$logs"/ld.*; do
  pid="${log##*.}"
  # The program a log belongs to: what its first libraries were needed by.
  prog="$(sed -n 's/.*needed by \(\/[^ ]*\) \[0\]$/\1/p' "$log" | head -1)"
  prog_real="$(readlink -f "$prog" 2>/dev/null || true)"
  objects="$(loaded "$log")"
  if [ -n "$prog_real" ] && [ "${prog_real#"$dir"/bin/}" != "$prog_real" ]; then
    tool_procs=$((tool_procs + 1))
    ours=()
    core=()
    while read -r f; do
      [ -n "$f" ] || continue
      if [ "${f#"$dir"/}" != "$f" ]; then
        ours+=("${f#"$dir"/}")
      elif is_core "$(basename "$f")"; then
        core+=("$f")
      else
        echo "check_loads: FAIL: ${prog_real#"$dir"/} (pid $pid) loaded $f, outside the toolchain" >&2
        bad=1
      fi
    done <<<"$objects"
    echo "check_loads: ${prog_real#"$dir"/} (pid $pid): ${#ours[@]} libraries from the toolchain" \
      "(${ours[*]}), ${#core[@]} from the system core (${core[*]})"
  else
    other_procs=$((other_procs + 1))
  fi
  while read -r f; do
    [ -n "$f" ] || continue
    [ "${f#"$dir"/}" = "$f" ] || continue
    case "$f" in
      /usr/lib/llvm-*/* | */libLLVM* | */libMLIR* | */libmlir_*)
        echo "check_loads: FAIL: pid $pid (${prog:-?}) loaded $f, of the LLVM/MLIR packages" >&2
        bad=1 ;;
    esac
  done <<<"$objects"
done
[ "$tool_procs" -gt 0 ] || die "no process of $dir/bin ran"
[ "$bad" = 0 ] || exit 1
echo "check_loads: ok: $tool_procs toolchain process(es) and $other_procs other(s) (the C toolchain," \
  "...) loaded no library of the LLVM/MLIR packages"
