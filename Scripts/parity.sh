#!/usr/bin/env bash
# Sets up (first run only), builds and runs parity: Scripts/parity.sh check label
#
# The build is a debug build: it compiles in about 40 s on 2 cores (the optimized static build
# takes two and a half minutes) and shares its products with `swift test` (Scripts/test.sh), and it
# checks the example in a tenth of a second. For large design systems, install the optimized
# binary (Scripts/install.sh) or set PARITY_RELEASE=1 to build and run it here.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bash "$here/Scripts/setup.sh"
if [ "${PARITY_RELEASE:-0}" = 1 ]; then
  # shellcheck source=Scripts/build-flags.sh
  . "$here/Scripts/build-flags.sh"
  swift build --package-path "$here" "${release_flags[@]}" --product parity >&2
  exec "$here/.build/release/parity" "$@"
fi
swift build --package-path "$here" --product parity >&2
exec "$here/.build/debug/parity" "$@"
