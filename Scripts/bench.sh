#!/usr/bin/env bash
# The benchmark of issue #8, in one command:   bash Scripts/bench.sh
#
# Release-builds parity and parity-floor, writes synthetic design systems of N = 50, 200 and
# 1000 components under .bench/ (Scripts/gen-corpus.py, fixed seed), checks that parity
# reports exactly the drift each corpus was given, then times with hyperfine:
#   floor j1 / j2   parity-floor --jobs 1|2 DIR      read + tree-sitter-parse every file, nothing else
#   check           parity check --all --format json --no-baseline --root DIR
#   ast-grep        ast-grep scan --json (six rules in Bench/ast-grep), default threads and -j 1
# in rounds (each command once per round, back to back; ratios are taken within a round),
# plus `parity check label` on the example, and peak RSS with /usr/bin/time -v.
# Writes .bench/results.md (medians, ratios pair by pair, growth 200 -> 1000) and the raw
# hyperfine JSON next to it.
#
# Environment: BENCH_SIZES (default "50 200 1000"), BENCH_RUNS (8 rounds), BENCH_WARMUP (1),
# BENCH_SEED (8), BENCH_DRIFT_RATE (0.1). Measure on a quiet machine: other load skews every number.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SIZES=${BENCH_SIZES:-"50 200 1000"}
RUNS=${BENCH_RUNS:-8}
WARMUP=${BENCH_WARMUP:-1}
SEED=${BENCH_SEED:-8}
DRIFT_RATE=${BENCH_DRIFT_RATE:-0.1}
OUT=$ROOT/.bench
mkdir -p "$OUT"

say() { printf 'bench: %s\n' "$*" >&2; }

# --- Tools -------------------------------------------------------------------------------
apt_install() {
  if [ "$(id -u)" = 0 ]; then apt-get install -y "$@" >/dev/null || { apt-get update >/dev/null && apt-get install -y "$@" >/dev/null; }
  else sudo apt-get install -y "$@" >/dev/null; fi
}
command -v hyperfine >/dev/null || { say "installing hyperfine (apt)"; apt_install hyperfine; }
[ -x /usr/bin/time ] || { say "installing time (apt)"; apt_install time; }
# /usr/bin/sg on Debian is shadow-utils' `sg`, so look for the `ast-grep` name only.
command -v ast-grep >/dev/null || { say "installing ast-grep-cli (pip)"; python3 -m pip install --quiet ast-grep-cli; }
hash -r
command -v ast-grep >/dev/null || { say "error: ast-grep is not on PATH after pip install ast-grep-cli"; exit 2; }

# --- Build ---------------------------------------------------------------------------------
bash Scripts/setup.sh
say "release build"
swift build -c release --product parity >&2
swift build -c release --product parity-floor >&2
BIN=$(swift build -c release --show-bin-path)
PARITY=$BIN/parity
FLOOR=$BIN/parity-floor
SGCONFIG=$ROOT/Bench/ast-grep/sgconfig.yml

# --- Corpora and correctness ---------------------------------------------------------------
for n in $SIZES; do
  dir=$OUT/corpus-$n
  say "corpus N=$n (seed $SEED, drift rate $DRIFT_RATE) -> ${dir#$ROOT/}"
  python3 Scripts/gen-corpus.py --n "$n" --seed "$SEED" --drift-rate "$DRIFT_RATE" --out "$dir"
  set +e
  "$PARITY" check --all --format json --no-baseline --root "$dir" > "$OUT/report-$n.json"
  rc=$?
  set -e
  [ "$rc" -le 1 ] || { say "error: parity check failed (exit $rc) on $dir"; exit 2; }
  python3 Scripts/bench-report.py verify "$OUT/report-$n.json" "$dir/expected-drift.json"
  ast-grep scan -c "$SGCONFIG" --json "$dir" > "$OUT/ast-grep-$n.json"
  python3 Scripts/bench-report.py ast-grep-counts "$OUT/ast-grep-$n.json" "$OUT/ast-grep-counts-$n.json"
done

# --- Timings -------------------------------------------------------------------------------
# -N: no intermediate shell; -i: parity exits 1 because the corpora carry drift (checked above).
# This VM's speed drifts by up to 30% over tens of seconds, so the commands are timed in rounds:
# each round runs every command once, back to back, and a ratio is taken within a round.
# One warm-up round (WARMUP runs of each command) comes first and is not kept.
for n in $SIZES; do
  dir=$OUT/corpus-$n
  cmds=(-n "floor j1" "$FLOOR --jobs 1 $dir"
        -n "floor j2" "$FLOOR --jobs 2 $dir"
        -n "check" "$PARITY check --all --format json --no-baseline --root $dir"
        -n "ast-grep" "ast-grep scan -c $SGCONFIG --json $dir"
        -n "ast-grep j1" "ast-grep scan -c $SGCONFIG --json -j 1 $dir")
  say "hyperfine N=$n: $RUNS rounds"
  hyperfine -N -i --warmup "$WARMUP" --runs 1 --style none "${cmds[@]}" > /dev/null
  rounds=()
  for r in $(seq "$RUNS"); do
    hyperfine -N -i --runs 1 --style none --export-json "$OUT/hyperfine-$n-round$r.json" "${cmds[@]}" > /dev/null
    rounds+=("$OUT/hyperfine-$n-round$r.json")
  done
  python3 Scripts/bench-report.py merge "$OUT/hyperfine-$n.json" "${rounds[@]}"
  rm -f "${rounds[@]}"
done
say "hyperfine: parity check label on the example"
hyperfine -N -i --warmup "$WARMUP" --runs "$((RUNS * 2))" --style basic \
  --export-json "$OUT/hyperfine-label.json" \
  -n "check label" "$PARITY check label" >&2

# --- Peak memory ---------------------------------------------------------------------------
# Maximum resident set size of three runs each (kB), kept as "command<TAB>kB" lines.
: > "$OUT/rss.tsv"
rss() {
  local name=$1; shift
  for _ in 1 2 3; do
    /usr/bin/time -v "$@" 2> "$OUT/time.txt" > /dev/null || true
    printf '%s\t%s\n' "$name" "$(awk -F': ' '/Maximum resident set size/ {print $2}' "$OUT/time.txt")" >> "$OUT/rss.tsv"
  done
}
for n in $SIZES; do
  dir=$OUT/corpus-$n
  say "peak RSS N=$n"
  rss "floor j1 $n" "$FLOOR" --jobs 1 "$dir"
  rss "floor j2 $n" "$FLOOR" --jobs 2 "$dir"
  rss "check $n" "$PARITY" check --all --format json --no-baseline --root "$dir"
  rss "ast-grep $n" ast-grep scan -c "$SGCONFIG" --json "$dir"
done
rss "check label" "$PARITY" check label

# --- Report --------------------------------------------------------------------------------
python3 Scripts/bench-report.py table --dir "$OUT" --sizes "$SIZES" --seed "$SEED" --drift-rate "$DRIFT_RATE" \
  --warmup "$WARMUP" > "$OUT/results.md"
say "wrote ${OUT#$ROOT/}/results.md"
cat "$OUT/results.md"
