#!/usr/bin/env bash
# Packs the built tools into a relocatable toolchain (docs/toolchain.md):
#   scripts/bundle.sh [--build=DIR] [--xz="XZ OPTIONS"] [--no-libdevice]
#                     [--tools=LIST] [--full-icu] OUTDIR
# writes OUTDIR/hidet-toolchain-<version>-linux-x86_64.tar.xz, one folder
# hidet-toolchain-<version>-linux-x86_64/ holding
#   bin/   hidet-opt, hidet-run, hidet-compile-model (stripped; their run
#          path rewritten to $ORIGIN/../lib)
#   lib/   every shared library the tools load that is not part of the
#          C/C++ core every Linux has (the loader's closure, from ldd), the
#          MLIR runner utilities hidet-run --shared-lib takes, and
#          libhidet_cuda_runtime_model.a, which hidet-compile-model links
#          into model libraries
#   cuda/nvvm/libdevice/libdevice.10.bc   from the CUDA toolkit
#          ($CUDA_HOME, ptxas on PATH, /usr/local/cuda; a warning when none
#          is found), unless --no-libdevice: the math functions' library,
#          which hidet's toolkit discovery finds next to the tools
#   MANIFEST.txt   what is inside, sizes, what the machine must provide
# --build: the build folder (default build/), configured with this
# checkout's CMakeLists.txt (the tools need an old-style DT_RPATH).
# --xz: the compressor's options (default "--x86 --lzma2=preset=9e":
# smallest; "-0" packs in seconds, for tests).
# --tools: a comma-separated subset of hidet-opt,hidet-run,hidet-compile-model
# (default all three). A tuning machine needs only hidet-compile-model; the
# runner utilities are packed only with hidet-run, which is their user. The
# tarball keeps its name; MANIFEST.txt's header lists the tools inside.
# --full-icu: pack ICU's data library as it is (31 MB, 7 MB packed) instead
# of a stub (see stub_icudata below).
set -euo pipefail

die() {
  echo "bundle.sh: error: $*" >&2
  exit 1
}
usage() {
  echo "usage: scripts/bundle.sh [--build=DIR] [--xz=\"XZ OPTIONS\"] [--no-libdevice]" \
    "[--tools=hidet-opt,hidet-run,hidet-compile-model] [--full-icu] OUTDIR" >&2
  exit 2
}

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build"
xzopts="--x86 --lzma2=preset=9e"
libdevice=yes
toollist=hidet-opt,hidet-run,hidet-compile-model
full_icu=no
out=
for arg in "$@"; do
  case "$arg" in
    --build=*) build="${arg#--build=}" ;;
    --xz=*) xzopts="${arg#--xz=}" ;;
    --no-libdevice) libdevice=no ;;
    --tools=*) toollist="${arg#--tools=}" ;;
    --full-icu) full_icu=yes ;;
    -h | --help) usage ;;
    -*) echo "bundle.sh: error: unknown option '$arg'" >&2; usage ;;
    *) [ -z "$out" ] || die "more than one output folder ('$out', '$arg')"; out="$arg" ;;
  esac
done
[ -n "$out" ] || usage

for cmd in ldd readelf strip xz tar cmake; do
  command -v "$cmd" >/dev/null || die "'$cmd' is not installed (needed to pack the toolchain)"
done

tools=()
IFS=, read -r -a wanted <<<"$toollist"
for t in "${wanted[@]}"; do
  case "$t" in
    hidet-opt | hidet-run | hidet-compile-model) ;;
    *) die "--tools: unknown tool '$t' (hidet-opt, hidet-run, hidet-compile-model)" ;;
  esac
  case " ${tools[*]} " in *" $t "*) die "--tools: '$t' named twice" ;; esac
  tools+=("$t")
done
[ ${#tools[@]} -gt 0 ] || die "--tools: no tool named"
[ -d "$build" ] || die "no build folder '$build' (run scripts/build.sh)"
build="$(cd "$build" && pwd)"
for t in "${tools[@]}"; do
  [ -x "$build/bin/$t" ] || die "no $build/bin/$t: build first (scripts/build.sh)"
done
runtime="$build/runtime/cuda/libhidet_cuda_runtime_model.a"
[ -f "$runtime" ] || die "no $runtime: build first (scripts/build.sh)"
if grep -q "HIDET_SANITIZE:BOOL=ON" "$build/CMakeCache.txt" 2>/dev/null; then
  die "$build is a sanitizer build; pack a release build (scripts/build.sh)"
fi
llvm_prefix="$(sed -n 's/^HIDET_LLVM_PREFIX:PATH=//p' "$build/CMakeCache.txt")"
[ -d "$llvm_prefix/lib" ] || die "cannot read HIDET_LLVM_PREFIX from $build/CMakeCache.txt"

# One run path, held as DT_RPATH: the executable's DT_RPATH is searched for
# the dependencies of every library without a run path of its own, so
# rewriting it reaches the whole closure (CMakeLists.txt,
# HIDET_TOOL_LINK_OPTIONS). A DT_RUNPATH would reach only the tools' own
# dependencies.
old_rpath=()
for t in "${tools[@]}"; do
  rp="$(readelf -d "$build/bin/$t" | sed -n 's/.*(RPATH).*\[\(.*\)\]$/\1/p')"
  [ -n "$rp" ] || die "$build/bin/$t has no DT_RPATH (a build configured before the bundle" \
    "support? re-run cmake on $build, then ninja)"
  old_rpath+=("$rp")
done

version="$("$build/bin/hidet-compile-model" --version | awk '{print $2; exit}')"
[ -n "$version" ] || die "cannot read the version of $build/bin/hidet-compile-model"
name="hidet-toolchain-$version-linux-x86_64"
mkdir -p "$out" || die "cannot create $out"
out="$(cd "$out" && pwd)"
stage="$(mktemp -d "${TMPDIR:-/tmp}/hidet-bundle.XXXXXX")"
partial=
trap 'rm -rf "$stage" ${partial:+"$partial"}' EXIT
top="$stage/$name"
mkdir -p "$top/bin" "$top/lib"

# The core every x86-64 Linux has, left to the machine: glibc (the loader,
# libc, libm, libdl, libpthread, librt, libutil, libresolv, libmvec) and
# GCC's C++ runtime (libstdc++, libgcc_s). Everything else the loader
# resolves is packed, whatever package it came from.
is_core() {
  case "$1" in
    ld-linux-x86-64.so.2 | libc.so.6 | libm.so.6 | libdl.so.2 | libpthread.so.0 | librt.so.1 | \
      libutil.so.1 | libresolv.so.2 | libmvec.so.1 | libstdc++.so.6 | libgcc_s.so.1 | linux-vdso.so.1)
      return 0 ;;
  esac
  return 1
}

# The loader's closure: `ldd` resolves every DT_NEEDED, transitively, as a
# run of the program would. Roots: the tools, and the runner utilities
# (loaded only on request, with hidet-run --shared-lib) when hidet-run is
# packed.
roots=("${tools[@]/#/$build/bin/}")
runner_utils=()
case " ${tools[*]} " in *" hidet-run "*) runner_utils=(libmlir_c_runner_utils libmlir_runner_utils) ;; esac
for u in "${runner_utils[@]}"; do
  f="$(readlink -f "$llvm_prefix/lib/$u.so")" || true
  [ -f "$f" ] || die "no $llvm_prefix/lib/$u.so"
  roots+=("$f")
done
declare -A libs=()
for r in "${roots[@]}"; do
  lddout="$(ldd "$r")" || die "ldd $r failed"
  if grep -q "not found" <<<"$lddout"; then
    die "$r: the loader cannot find: $(grep 'not found' <<<"$lddout" | awk '{print $1}' | tr '\n' ' ')"
  fi
  while read -r soname arrow path _; do
    if [ "$arrow" != "=>" ] || [ "${path:0:1}" != / ]; then continue; fi
    is_core "$soname" || libs[$soname]="$path"
  done <<<"$lddout"
done
soname_of() { readelf -d "$1" | sed -n 's/.*(SONAME).*\[\(.*\)\]$/\1/p'; }
utils=()
for f in "${roots[@]:${#tools[@]}}"; do  # the runner utilities, if any
  so="$(soname_of "$f")"
  [ -n "$so" ] || die "$f has no SONAME"
  libs[$so]="$f"
  utils+=("$so")
done

size_of() { stat -c %s "$1"; }
manifest="$top/MANIFEST.txt"
{
  echo "hidet-mlir toolchain $version (linux x86-64), packed $(date -u +%Y-%m-%d) by scripts/bundle.sh"
  echo "from $build, against LLVM/MLIR in $llvm_prefix"
  echo "tools: ${tools[*]}"
  echo
  echo "file                                   bytes packed   bytes at source  source"
} >"$manifest"
add() { # add SRC DEST: copy, strip, record
  local src="$1" dest="$2" before after
  cp -L "$src" "$top/$dest"
  chmod u+w "$top/$dest"
  before="$(size_of "$top/$dest")"
  case "$dest" in
    bin/*) strip --strip-all "$top/$dest" ;;
    *.so*) strip --strip-unneeded "$top/$dest" ;;
  esac
  after="$(size_of "$top/$dest")"
  printf '%-38s %12s %17s  %s\n' "$dest" "$after" "$before" "$src" >>"$manifest"
}
for t in "${tools[@]}"; do
  add "$build/bin/$t" "bin/$t"
done
# ICU's data library (libicudata.so.N, 31 MB: locale and converter tables
# as one object, icudtN_dat) is in the closure only through libLLVM ->
# libxml2 -> libicuuc: libxml2 calls ICU for character-set conversions,
# which only LLVM's Windows-manifest code reaches, never a hidet tool. So
# the bundle holds a stub of the same soname whose icudtN_dat is 64 zero
# bytes (libicuuc binds the symbol at load time, BIND_NOW): should ICU ever
# open its data, the header's magic number does not match and ICU reports
# an error code rather than reading tables. Saves 7 MB of the tarball.
stub_icudata() { # stub_icudata SONAME DEST
  local n="${1#libicudata.so.}"
  n="${n%%.*}"
  printf '/* Stub of ICU data (scripts/bundle.sh): an invalid data header. */\n%s\n' \
    "const unsigned char icudt${n}_dat[64] __attribute__((aligned(16))) = {0};" >"$stage/icudata.c"
  "${CC:-cc}" -shared -fPIC -O2 -Wl,-soname,"$1" -o "$2" "$stage/icudata.c" ||
    die "cannot build the ICU data stub (a C compiler: \$CC or cc; or pack with --full-icu)"
}
for soname in $(printf '%s\n' "${!libs[@]}" | sort); do
  if [ "$full_icu" = no ] && [[ "$soname" == libicudata.so.* ]]; then
    stub_icudata "$soname" "$top/lib/$soname"
    printf '%-38s %12s %17s  %s\n' "lib/$soname" "$(size_of "$top/lib/$soname")" \
      "$(size_of "$(readlink -f "${libs[$soname]}")")" "stub of ${libs[$soname]} (--full-icu packs it)" >>"$manifest"
    continue
  fi
  add "${libs[$soname]}" "lib/$soname"
done
# What hidet-run --shared-lib is documented with: the unversioned names.
for so in "${utils[@]}"; do
  ln -s "$so" "$top/lib/${so%%.so*}.so"
done
add "$runtime" "lib/libhidet_cuda_runtime_model.a"

if [ "$libdevice" = yes ]; then
  toolkit=
  ptxas="$(command -v ptxas || true)"
  for d in "${CUDA_HOME:-}" "${ptxas:+$(dirname "$(dirname "$(readlink -f "$ptxas")")")}" /usr/local/cuda; do
    if [ -n "$d" ] && [ -f "$d/nvvm/libdevice/libdevice.10.bc" ]; then
      toolkit="$d"
      break
    fi
  done
  if [ -n "$toolkit" ]; then
    mkdir -p "$top/cuda/nvvm/libdevice"
    add "$toolkit/nvvm/libdevice/libdevice.10.bc" "cuda/nvvm/libdevice/libdevice.10.bc"
  else
    echo "bundle.sh: warning: no CUDA toolkit with nvvm/libdevice/libdevice.10.bc (\$CUDA_HOME," \
      "ptxas on PATH, /usr/local/cuda): packing without libdevice" >&2
    libdevice=no
  fi
fi

# $ORIGIN/../lib in place of the build's run path (it fits: CMake edits
# within the string's bytes).
cat >"$stage/rpath.cmake" <<'EOF'
file(RPATH_CHANGE FILE "${F}" OLD_RPATH "${OLD}" NEW_RPATH "$ORIGIN/../lib")
EOF
for i in "${!tools[@]}"; do
  cmake -DF="$top/bin/${tools[$i]}" -DOLD="${old_rpath[$i]}" -P "$stage/rpath.cmake" >/dev/null ||
    die "cannot rewrite the run path of bin/${tools[$i]}"
  rp="$(readelf -d "$top/bin/${tools[$i]}" | sed -n 's/.*(RPATH).*\[\(.*\)\]$/\1/p')"
  # shellcheck disable=SC2016 # the literal $ORIGIN
  [ "$rp" = '$ORIGIN/../lib' ] || die "bin/${tools[$i]}: run path is '$rp' after the rewrite"
done

# Check: from the packed tools, the loader resolves every library that is
# not core inside lib/.
for t in "${tools[@]}"; do
  while read -r soname arrow path _; do
    [ "$arrow" = "=>" ] || continue
    is_core "$soname" && continue
    [ "$(readlink -f "$path")" = "$(readlink -f "$top/lib/$soname")" ] ||
      die "bin/$t: $soname resolves to '$path', not to the bundle's lib/"
  done < <(ldd "$top/bin/$t")
done

# The newest symbol versions of the core the packed files ask for.
glibc="$(find "$top" -type f \( -path '*/bin/*' -o -name '*.so*' \) -exec readelf -V {} + 2>/dev/null |
  grep -o 'Name: GLIBC_[0-9.]*' | sed 's/Name: GLIBC_//' | sort -uV | tail -1)"
glibcxx="$(find "$top" -type f \( -path '*/bin/*' -o -name '*.so*' \) -exec readelf -V {} + 2>/dev/null |
  grep -o 'Name: GLIBCXX_[0-9.]*' | sed 's/Name: GLIBCXX_//' | sort -uV | tail -1)"
{
  echo
  echo "Needs from the machine: an x86-64 Linux with glibc >= $glibc and a libstdc++.so.6 with"
  echo "GLIBCXX_$glibcxx (the core left out above: glibc, libstdc++, libgcc_s); for"
  echo "hidet-compile-model a C compiler driver (cc, or \$CC / --cc) with its linker; for"
  echo "--cubin, ptxas (CUDA toolkit: \$CUDA_HOME/bin, PATH, /usr/local/cuda/bin); to run"
  echo "model libraries, an NVIDIA driver (libcuda.so.1)."
  if [ "$libdevice" = no ]; then
    echo "Packed without libdevice: kernels calling math functions need a CUDA toolkit"
    echo "(\$CUDA_HOME, ptxas on PATH, /usr/local/cuda)."
  fi
} >>"$manifest"

tarball="$out/$name.tar.xz"
partial="$tarball.tmp.$$"
# shellcheck disable=SC2086 # xzopts is a list of options
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - "$name" |
  xz $xzopts -c >"$partial" || die "packing $tarball failed"
mv "$partial" "$tarball"
partial=
unpacked="$(du -sb "$top" | cut -f1)"
echo "bundle.sh: wrote $tarball ($(size_of "$tarball") bytes; unpacked $unpacked bytes," \
  "${#libs[@]} shared libraries; xz $xzopts)"
