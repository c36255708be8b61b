#!/usr/bin/env bash
# Installs parity:   bash Scripts/install.sh [PREFIX]      (default /usr/local; the binary goes to PREFIX/bin/parity)
#
# Builds the release binary with the Swift standard library and Foundation linked in statically
# (--static-swift-stdlib, the flags of Scripts/build-flags.sh, the same build action.yml and
# `PARITY_RELEASE=1 Scripts/parity.sh` make, so after either this only copies), installs it atomically, then checks that the installed binary runs
# from another folder with the toolchain's libraries off the search path. At run time it needs
# only the tree-sitter runtime (Debian/Ubuntu: libtree-sitter0) and the C/C++ runtime every
# Debian system has (libc6, libstdc++6, libgcc-s1).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${1:-/usr/local}"
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
say() { printf 'install: %s\n' "$*" >&2; }
die() { printf 'install: error: %s\n' "$*" >&2; exit 1; }

bash "$here/Scripts/setup.sh"
# shellcheck source=Scripts/build-flags.sh
. "$here/Scripts/build-flags.sh"
swift build --package-path "$here" "${release_flags[@]}" --product parity >&2
bin="$(swift build --package-path "$here" "${release_flags[@]}" --show-bin-path)/parity"
[ -x "$bin" ] || die "the build left no binary at $bin"

mkdir -p "$prefix/bin" || die "cannot create $prefix/bin (run as root for /usr/local, or pass a PREFIX you can write)"
tmp="$prefix/bin/.parity.$$"
trap 'rm -f "$tmp"' EXIT
cp "$bin" "$tmp"
# Without the symbol table: 70 MB instead of 85 MB, the same reports.
if command -v strip >/dev/null; then strip "$tmp"; fi
chmod 755 "$tmp"
mv -f "$tmp" "$prefix/bin/parity"

# The installed binary, from another folder, with a bare environment: no toolchain on PATH or
# LD_LIBRARY_PATH. It must link no Swift library dynamically.
libs=$(ldd "$prefix/bin/parity")
if grep 'not found' <<<"$libs" >&2; then
  die "$prefix/bin/parity needs libraries that are not installed (listed above); Debian/Ubuntu: apt-get install -y libtree-sitter0"
fi
if grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime' <<<"$libs" >&2; then
  die "$prefix/bin/parity links Swift libraries dynamically (listed above); it must be built with --static-swift-stdlib"
fi
version=$(cd / && env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= "$prefix/bin/parity" --version) \
  || die "$prefix/bin/parity does not run without the toolchain (is libtree-sitter0 installed?)"
say "installed $prefix/bin/parity ($version; $(du -h "$prefix/bin/parity" | cut -f1)); run-time libraries: $(awk '$1 ~ /^lib/ {print $1}' <<<"$libs" | xargs)"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) say "note: $prefix/bin is not on PATH" ;; esac
