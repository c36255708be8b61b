#!/usr/bin/env bash
# Installs what parity needs to build: the system tree-sitter runtime (Debian's
# libtree-sitter-dev) and the grammar C sources pinned in Grammars/grammars.lock.
# Idempotent: a second run checks and does nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
lock=Grammars/grammars.lock

say() { printf 'setup: %s\n' "$*" >&2; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

# 1. The tree-sitter runtime (0.20.7, ABI 13-14).
if [ ! -f /usr/include/tree_sitter/api.h ]; then
  if [ "$(id -u)" -ne 0 ]; then
    die "libtree-sitter-dev is missing. Run as root: apt-get update && apt-get install -y libtree-sitter-dev"
  fi
  say "installing libtree-sitter-dev with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q libtree-sitter-dev >/dev/null 2>&1 || {
    apt-get update -q >/dev/null && apt-get install -y -q libtree-sitter-dev >/dev/null
  } || die "apt-get could not install libtree-sitter-dev; run: apt-get update && apt-get install -y libtree-sitter-dev"
fi

# Fixes to the fetched grammar sources, applied after every fetch and every check (idempotent).
patch_grammars() {
  # tree-sitter-swift 0.7.4's scanner allocates its 4-byte state with calloc(0, …): every Swift
  # parse then reads and writes past the allocation (found by AddressSanitizer in Scripts/fuzz.sh).
  local f=Grammars/swift/src/scanner.c
  if [ -f "$f" ] && grep -q 'calloc(0, sizeof(struct ScannerState))' "$f"; then
    sed -i 's/calloc(0, sizeof(struct ScannerState))/calloc(1, sizeof(struct ScannerState))/' "$f"
    say "patched $f: the scanner state is allocated with calloc(1, …)"
  fi
}

# 2. Grammar sources.
read -r pkg version sha < <(grep -v '^#' "$lock" | grep -v '^languages' | head -n 1)
languages=$(awk '$1 == "languages" { $1 = ""; print }' "$lock" | xargs)
stamp=Grammars/.fetched
want="$pkg $version $sha"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  missing=0
  for lang in $languages; do
    [ -f "Grammars/$lang/src/parser.c" ] || missing=1
  done
  if [ "$missing" = 0 ]; then patch_grammars; exit 0; fi
fi

# Python's standard library fetches; pip only says which index to use (its configuration).
if ! python3 -m pip --version >/dev/null 2>&1; then
  [ "$(id -u)" -eq 0 ] || die "python3 with pip is needed to fetch the grammars. Run as root: apt-get install -y python3-pip"
  say "installing python3-pip with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y -q python3-pip >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q python3-pip >/dev/null; }; } \
    || die "apt-get could not install python3-pip; run: apt-get update && apt-get install -y python3-pip"
fi
# The staging folder is inside Grammars/ (same file system: the moves below are renames) and is
# removed on every exit, so a failed fetch leaves nothing behind.
tmp="Grammars/.staging.$$"
rm -rf "$tmp"
trap 'rm -rf "$tmp" "$tmp.download"' EXIT
# Python's standard library only: the index's page, exactly the pinned file, its sha256 checked
# before anything is extracted, and only parsers/<lang>/src/{parser.c,scanner.c,tree_sitter/*.h}
# (and tsx's common/scanner.h) written. No pip: nothing is built to fetch C sources.
# shellcheck disable=SC2086
python3 Scripts/fetch-grammars.py "$pkg" "$version" "$sha" "$tmp" $languages

# Move each grammar into place only once all are complete: no half-extracted grammar is left
# (the stamp goes first, so an interrupted move is fetched again by the next run).
rm -f "$stamp"
for lang in $languages; do
  rm -rf "Grammars/$lang/src"
  mkdir -p "Grammars/$lang"
  mv "$tmp/$lang/src" "Grammars/$lang/src"
done
rm -rf Grammars/tsx/common
mv "$tmp/tsx/common" Grammars/tsx/common
patch_grammars
echo "$want" > "$stamp"
say "grammars ready: $languages"
