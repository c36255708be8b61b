#!/usr/bin/env bash
# Runs parity's whole test suite on a fresh machine: installs what it needs, then `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
# The JSON Schema validator the report tests use (Python's jsonschema from PyPI).
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  python3 -m pip install --quiet 'jsonschema>=4.18' || echo "test: warning: could not install jsonschema; schema tests will fail" >&2
fi
swift build --product parity
swift test "$@"
