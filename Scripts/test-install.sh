#!/usr/bin/env bash
# Installs parity into a temporary prefix with Scripts/install.sh and checks the installed binary
# from another folder: it links no Swift library, runs with a bare environment (no toolchain on
# PATH or LD_LIBRARY_PATH) and, where a mount namespace can be made (root), with the toolchain's
# folder hidden altogether. Scripts/test.sh runs it after `swift test`: the static release build
# takes minutes on a fresh clone, too long for a unit test of the debug suite.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
fail() { printf 'test-install: FAIL: %s\n' "$*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

start=$(date +%s)
bash Scripts/install.sh "$tmp/prefix"
bin="$tmp/prefix/bin/parity"
[ -x "$bin" ] || fail "no $bin after Scripts/install.sh"

needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | xargs)
[ "$needed" = "ld-linux-x86-64.so.2 libc.so.6 libgcc_s.so.1 libm.so.6 libstdc++.so.6 libtree-sitter.so.0" ] \
  || fail "the binary needs: $needed (expected only libtree-sitter.so.0 and the C/C++ runtime)"
if ldd "$bin" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found'; then fail "ldd lists the libraries above"; fi

# Another folder, a bare environment, a copy of the example with its baselines.
mkdir -p "$tmp/elsewhere"
cp -R Examples/design-system "$tmp/elsewhere/ds"
cp -R Baselines "$tmp/elsewhere/Baselines"
cd "$tmp/elsewhere"
version=$(env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= HOME="$tmp" "$bin" --version) || fail "parity --version failed"
[[ "$version" =~ ^parity\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "parity --version printed: $version"
code=0
env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= HOME="$tmp" "$bin" check --all --root ds > report.txt || code=$?
[ "$code" = 0 ] || { cat report.txt >&2; fail "parity check --all --root ds exited $code"; }
grep -q '^7 components, 172 properties, 5 findings (0 new, 5 baselined)' report.txt || { tail -3 report.txt >&2; fail "unexpected summary"; }

# The toolchain's folder hidden by an empty file system, in a mount namespace of its own.
toolchain=$(dirname "$(dirname "$(command -v swift)")")
if unshare -m true 2>/dev/null; then
  hidden=$(unshare -m sh -c 'mount -t tmpfs none "$1" && ls -A "$1" | wc -l && env -i PATH=/usr/bin:/bin "$2" --version' sh "$toolchain" "$bin") \
    || fail "parity --version failed with $toolchain hidden"
  [ "$(printf '%s\n' "$hidden" | head -1)" = 0 ] && [ "$(printf '%s\n' "$hidden" | tail -1)" = "$version" ] \
    || fail "with $toolchain hidden: $hidden"
  hid="ran with $toolchain hidden"
else
  hid="not run with $toolchain hidden (unshare -m needs root here); ran with a bare environment only"
fi
printf 'test-install: ok in %ss: %s from %s; needs %s; %s\n' "$(( $(date +%s) - start ))" "$version" "$tmp/elsewhere" "$needed" "$hid" >&2
