#!/usr/bin/env bash
# Sets up (first run only), builds and runs parity: Scripts/parity.sh check label
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bash "$here/Scripts/setup.sh"
# shellcheck source=Scripts/build-flags.sh
. "$here/Scripts/build-flags.sh"
swift build --package-path "$here" "${release_flags[@]}" --product parity >&2
exec "$here/.build/release/parity" "$@"
