#!/usr/bin/env bash
# Counts instructions of `parity check --all` (and of the parse floor) on a synthetic corpus with
# callgrind, which is repeatable on a loaded machine:   bash Scripts/profile.sh [N]   (default 200)
#
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 that Swift 6 and clang emit by default
# ("unhandled dwarf2 abbrev form code 0x25", then it gives up), so this builds a release binary
# with DWARF 4 debug info in its own scratch folder (.build/prof). Writes .bench/callgrind.out.*
# and prints the top 25 functions, inclusive, demangled.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-200}
OUT=.bench
mkdir -p "$OUT"
command -v valgrind >/dev/null || apt-get install -y valgrind >/dev/null
bash Scripts/setup.sh
FLAGS=(-c release -Xswiftc -g -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 --scratch-path .build/prof)
swift build "${FLAGS[@]}" --product parity >&2
swift build "${FLAGS[@]}" --product parity-floor >&2
BIN=$(swift build "${FLAGS[@]}" --show-bin-path)
python3 Scripts/gen-corpus.py --n "$N" --seed 8 --out "$OUT/prof-$N"
top() {
  callgrind_annotate --inclusive=yes "$1" 2>/dev/null | grep -E '^ *[0-9,]+ \(' | sed -n '2,26p' |
    swift demangle --simplified | sed -E 's/ \[[^]]*\]$//; s#\?\?\?:##'
}
valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$OUT/callgrind.out.check-$N" \
  "$BIN/parity" check --all --format json --no-baseline --root "$OUT/prof-$N" > "$OUT/prof-report-$N.json" 2> "$OUT/callgrind-check-$N.log" || true
python3 Scripts/bench-report.py verify "$OUT/prof-report-$N.json" "$OUT/prof-$N/expected-drift.json"
valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$OUT/callgrind.out.floor-$N" \
  "$BIN/parity-floor" --jobs 1 "$OUT/prof-$N" > /dev/null 2> "$OUT/callgrind-floor-$N.log"
echo "== parity check --all, N=$N: $(grep -o 'refs: *[0-9,]*' "$OUT/callgrind-check-$N.log")"
top "$OUT/callgrind.out.check-$N"
echo "== parity-floor --jobs 1, N=$N: $(grep -o 'refs: *[0-9,]*' "$OUT/callgrind-floor-$N.log")"
