#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/) and runs each for a bounded time, one after another, on one core.
#   Scripts/fuzz.sh [seconds-per-target] [target…]     (default: 600 s; tsx swift kotlin config baseline css tailwind-config)
# The working corpus and logs live in Fuzz/.build/{corpus,logs}/<target>; the seed corpus comes from
# Examples/design-system and Baselines. A crashing input is written to Tests/Fixtures/fuzz/<target>/:
# keep it there, and FuzzRegressionTests replays it on every `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(tsx swift kotlin config baseline css tailwind-config)

# Every module gets AddressSanitizer and coverage, optimized (-c release: an unoptimized build runs 10x fewer inputs);
# only the fuzz target links libFuzzer (see Fuzz/Package.swift).
# FUZZ_SANITIZER=none builds without AddressSanitizer: tree-sitter then allocates from parity's own
# pools (Sources/TreeSitterAllocator, off under ASan), so a run of this kind fuzzes the pools. swiftc
# gives coverage only with a sanitizer, so then only the C code (grammars, pools) guides the fuzzer.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
swift_flags=(-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table)
cc_sanitize="-fsanitize=fuzzer-no-link,address"
if [ "${FUZZ_SANITIZER:-address}" = none ]; then swift_flags=(); cc_sanitize="-fsanitize=fuzzer-no-link"; fi
clang_rt="$(dirname "$(dirname "$(command -v swiftc)")")/lib/clang"
libfuzzer="$(find "$clang_rt" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -1)"
[ -n "$libfuzzer" ] || { echo "fuzz: libclang_rt.fuzzer_no_main not found under $clang_rt" >&2; exit 2; }
swift build --package-path Fuzz -c release --product parity-fuzz \
  "${swift_flags[@]}" -Xcc "$cc_sanitize" -Xlinker "$libfuzzer"
bin="$(swift build --package-path Fuzz -c release --show-bin-path)/parity-fuzz"

seed() {
  local target="$1" dir="$2"
  case "$target" in
    tsx) find Examples/design-system -name '*.tsx' -o -name '*.ts' ;;
    swift) find Examples/design-system -name '*.swift' ;;
    kotlin) find Examples/design-system -name '*.kt' ;;
    config) { find Tests/Fixtures/config -name '*.json' 2>/dev/null || true; echo parity.json; } ;;
    baseline) find Baselines -name '*.json' ;;
    css) find Examples/design-system -name '*.css' ;;
    tailwind-config) find Examples/design-system -name 'tailwind.config.*' ;;
  esac | while read -r f; do cp "$f" "$dir/seed-$(printf %s "$f" | tr / _)"; done
  # Earlier crashes are seeds too.
  if [ -d "Tests/Fixtures/fuzz/$target" ]; then cp Tests/Fixtures/fuzz/"$target"/* "$dir"/ 2>/dev/null || true; fi
}

for target in "${targets[@]}"; do
  corpus="Fuzz/.build/corpus/$target"
  logs="Fuzz/.build/logs"
  mkdir -p "$corpus" "$logs" "Tests/Fixtures/fuzz/$target"
  seed "$target" "$corpus"
  echo "fuzz: $target for ${seconds}s (log: $logs/$target.log)"
  status=0
  PARITY_FUZZ_TARGET="$target" "$bin" "$corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -artifact_prefix="Tests/Fixtures/fuzz/$target/" -print_final_stats=1 >"$logs/$target.log" 2>&1 || status=$?
  grep -E '^#[0-9]+.*DONE|stat::number_of_executed_units|stat::average_exec_per_sec|ERROR:|SUMMARY' "$logs/$target.log" || true
  if [ "$status" -ne 0 ]; then echo "fuzz: $target found a problem (exit $status); see $logs/$target.log and Tests/Fixtures/fuzz/$target/"; fi
done
