#!/usr/bin/env bash
# Runs parity's whole test suite on a fresh machine: installs what it needs, then `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
# The JSON Schema validator the report tests use (Python's jsonschema from PyPI).
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  python3 -m pip install --quiet 'jsonschema>=4.18' || echo "test: warning: could not install jsonschema; schema tests will fail" >&2
fi
# Pillow reads the HTML report's screenshot quickly (the test falls back to a slow stdlib decoder).
if ! python3 -c 'import PIL' 2>/dev/null; then
  python3 -m pip install --quiet Pillow || echo "test: warning: could not install Pillow; the screenshot test decodes PNG with the stdlib (slower)" >&2
fi
# Headless Chromium takes the HTML report's screenshot; without it that test skips with a message.
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } \
      || echo "test: warning: could not install chromium; the HTML screenshot test will skip" >&2
  else
    echo "test: note: chromium is not installed (as root: apt-get install chromium); the HTML screenshot test will skip" >&2
  fi
fi
swift build --product parity
swift test "$@"
# The install script into a temporary prefix, and the installed binary run from another folder
# without the toolchain (Scripts/test-install.sh). A step after the unit tests, not a unit test:
# its static release build takes minutes on a fresh clone. With arguments (a subset of the
# unit tests) it does not run, and says so.
if [ $# -eq 0 ]; then
  bash Scripts/test-install.sh
else
  echo "test: note: arguments given to swift test: Scripts/test-install.sh (the install check) did not run" >&2
fi
