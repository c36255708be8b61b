#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, in its own build folder:
#   Scripts/sanitize.sh address     every Swift and C module with AddressSanitizer
#                                   (swift test --sanitize=address); the tests run the sanitized parity
#   Scripts/sanitize.sh undefined   the C code in the process (the grammars) with clang's
#                                   UndefinedBehaviorSanitizer, every finding fatal. swiftc rejects
#                                   -sanitize=undefined on Linux; Swift code traps on overflow and
#                                   out-of-bounds access by itself in these debug builds.
# Leak detection is off: the leaks LeakSanitizer reports come from XCTest's runner and libxml2
# (XMLDocument in the JUnit test), not from parity.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
case "${1:-}" in
  address)
    ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build-asan ;;
  undefined)
    rt="$(dirname "$(dirname "$(command -v swiftc)")")/lib/clang"
    ubsan="$(find "$rt" -name 'libclang_rt.ubsan_standalone-x86_64.a' | head -1)"
    [ -n "$ubsan" ] || { echo "sanitize: libclang_rt.ubsan_standalone not found under $rt" >&2; exit 2; }
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 swift test --scratch-path .build-ubsan \
      -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined -Xlinker "$ubsan" ;;
  *) echo "usage: Scripts/sanitize.sh address|undefined" >&2; exit 2 ;;
esac
