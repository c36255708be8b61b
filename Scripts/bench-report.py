#!/usr/bin/env python3
"""Helpers of Scripts/bench.sh (Python 3.11 standard library only).

    bench-report.py verify REPORT.json CORPUS/expected-drift.json
        exit 1 unless parity's findings are exactly the corpus's injected drift
        (component, part.property, platform).
    bench-report.py ast-grep-counts SCAN.json OUT.json
        counts the matches of each of the six rules; exit 1 if one matched nothing.
    bench-report.py merge OUT.json ROUND.json...
        joins hyperfine JSON files of one-run rounds into one (times in round order).
    bench-report.py table --dir .bench --sizes "50 200 1000" ...
        prints results.md from the hyperfine JSON and rss.tsv files in --dir.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
from pathlib import Path


def findings_of_report(report: dict) -> set[tuple[str, str, str]]:
    return {(f["component"], f"{f['part']}.{f['property']}", p) for f in report["findings"] for p in f["platforms"]}


def findings_of_manifest(manifest: dict) -> set[tuple[str, str, str]]:
    return {(f["component"], f["property"], f["platform"]) for f in manifest["findings"]}


def verify(report_path: str, manifest_path: str) -> None:
    report = json.loads(Path(report_path).read_text())
    manifest = json.loads(Path(manifest_path).read_text())
    got, want = findings_of_report(report), findings_of_manifest(manifest)
    extra, missing = sorted(got - want), sorted(want - got)
    raw = sum(len(f["platforms"]) for f in report["findings"])
    if extra or missing or raw != len(want):
        for x in extra[:20]:
            print(f"bench: unexpected finding {x}", file=sys.stderr)
        for x in missing[:20]:
            print(f"bench: missing finding {x}", file=sys.stderr)
        print(f"bench: error: parity reported {raw} findings, the corpus has {len(want)} injected; not timing wrong work",
              file=sys.stderr)
        sys.exit(1)
    print(f"bench: {manifest_path}: parity reports exactly the {len(want)} injected findings "
          f"({len(manifest['drifts'])} drifts in {manifest['n']} components)", file=sys.stderr)


RULES = ["compose-dp", "compose-font-weight", "swiftui-font-weight", "swiftui-modifier", "tsx-classname", "tsx-style-pair"]


def ast_grep_counts(scan_path: str, out_path: str) -> None:
    """Counts the matches of each rule in an `ast-grep scan --json` output; exit 1 if a rule
    matched nothing (the peer would then do less work than it should)."""
    matches = json.loads(Path(scan_path).read_text())
    counts = {r: 0 for r in RULES}
    for m in matches:
        counts[m["ruleId"]] = counts.get(m["ruleId"], 0) + 1
    Path(out_path).write_text(json.dumps(counts, indent=2, sort_keys=True) + "\n")
    print(f"bench: ast-grep matches: {', '.join(f'{r} {n}' for r, n in sorted(counts.items()))}", file=sys.stderr)
    if any(n == 0 for n in counts.values()):
        print("bench: error: an ast-grep rule matched nothing; fix Bench/ast-grep/rules", file=sys.stderr)
        sys.exit(1)


def merge(out_path: str, round_paths: list[str]) -> None:
    """One hyperfine JSON from the rounds' files: each command's times in round order."""
    merged: dict = {"results": []}
    for path in round_paths:
        for r in json.loads(Path(path).read_text())["results"]:
            mine = next((m for m in merged["results"] if m["command"] == r["command"]), None)
            if mine is None:
                merged["results"].append({"command": r["command"], "times": list(r["times"]),
                                          "user": [r["user"]], "system": [r["system"]]})
            else:
                mine["times"] += r["times"]
                mine["user"].append(r["user"])
                mine["system"].append(r["system"])
    Path(out_path).write_text(json.dumps(merged, indent=2) + "\n")


def times(path: Path) -> dict[str, list[float]]:
    data = json.loads(path.read_text())
    return {r["command"]: r["times"] for r in data["results"]}


def med(xs: list[float]) -> float:
    return statistics.median(xs)


def pairwise(a: list[float], b: list[float]) -> list[float]:
    """Ratios run by run (i-th of a over i-th of b)."""
    return [x / y for x, y in zip(a, b)]


def ratio_cell(rs: list[float]) -> str:
    return f"{med(rs):.2f} ({min(rs):.2f}–{max(rs):.2f})"


def corpus_size(dir: Path) -> tuple[int, int]:
    files = [p for p in dir.rglob("*") if p.is_file() and p.name != "expected-drift.json"]
    return len(files), sum(p.stat().st_size for p in files)


def tool_version(cmd: list[str]) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout.strip().splitlines()[0]
    except (OSError, IndexError):
        return "?"


def table(args: argparse.Namespace) -> None:
    out = Path(args.dir)
    sizes = [int(s) for s in args.sizes.split()]
    rss: dict[str, list[int]] = {}
    for line in (out / "rss.tsv").read_text().splitlines():
        name, kb = line.split("\t")
        if kb.strip():
            rss.setdefault(name, []).append(int(kb))

    def rss_mb(name: str) -> str:
        return f"{med(rss[name]) / 1024:.0f}" if name in rss else "–"

    t = {n: times(out / f"hyperfine-{n}.json") for n in sizes}
    label = times(out / "hyperfine-label.json")["check label"]
    cpu = "?"
    try:
        cpu = next(l.split(":", 1)[1].strip() for l in Path("/proc/cpuinfo").read_text().splitlines() if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else ["?"] * 3
    commit = tool_version(["git", "rev-parse", "--short", "HEAD"])
    runs = len(next(iter(t.values()))["check"]) if t else 0

    p = print
    p("# parity benchmark results")
    p()
    p(f"Written by `bash Scripts/bench.sh` (commit {commit}). Release build; hyperfine, {runs} rounds after a warm-up round of {args.warmup} run(s) each; "
      f"a round runs every command once, back to back. Times are medians in ms; a ratio is the median of the ratios "
      f"within a round (min–max in brackets).")
    p()
    p(f"- machine: {os.cpu_count()} CPUs ({cpu}), {platform.system()} {platform.release()}; "
      f"load average when the report was written: {' '.join(load)}")
    p(f"- tools: {tool_version(['hyperfine', '--version'])}, {tool_version(['ast-grep', '--version'])}, "
      f"{tool_version(['swift', '--version'])}")
    p(f"- corpora: `Scripts/gen-corpus.py --seed {args.seed} --drift-rate {args.drift_rate}`; parity's findings were checked "
      f"against each corpus's `expected-drift.json` before timing")
    p()
    p("| N | files | MB | floor j1 | floor j2 | check | ast-grep | ast-grep j1 | check / floor j1 | check / ast-grep | peak RSS check (MB) | peak RSS ast-grep (MB) |")
    p("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for n in sizes:
        files, size = corpus_size(out / f"corpus-{n}")
        r = t[n]
        p(f"| {n} | {files} | {size / 1e6:.1f} | {med(r['floor j1']) * 1e3:.0f} | {med(r['floor j2']) * 1e3:.0f} | "
          f"{med(r['check']) * 1e3:.0f} | {med(r['ast-grep']) * 1e3:.0f} | {med(r['ast-grep j1']) * 1e3:.0f} | "
          f"{ratio_cell(pairwise(r['check'], r['floor j1']))} | {ratio_cell(pairwise(r['check'], r['ast-grep']))} | "
          f"{rss_mb(f'check {n}')} | {rss_mb(f'ast-grep {n}')} |")
    p()
    if 200 in t and 1000 in t:
        p("Growth from N=200 to N=1000 (linear is 5):")
        p()
        p("| command | time(1000) / time(200) |")
        p("|---|---|")
        for cmd in ["floor j1", "floor j2", "check", "ast-grep", "ast-grep j1"]:
            p(f"| {cmd} | {ratio_cell(pairwise(t[1000][cmd], t[200][cmd]))} |")
        p()
    counts = {n: json.loads((out / f"ast-grep-counts-{n}.json").read_text()) for n in sizes if (out / f"ast-grep-counts-{n}.json").exists()}
    if counts:
        p("ast-grep matches per rule (the peer's work):")
        p()
        p("| N | " + " | ".join(RULES) + " |")
        p("|---|" + "---|" * len(RULES))
        for n, c in counts.items():
            p(f"| {n} | " + " | ".join(str(c.get(r, 0)) for r in RULES) + " |")
        p()
    p(f"`parity check label` on the example: median {med(label) * 1e3:.0f} ms "
      f"(min {min(label) * 1e3:.0f}, max {max(label) * 1e3:.0f}), peak RSS {rss_mb('check label')} MB.")
    p()
    if 1000 in t:
        r = t[1000]
        goals = [
            ("check --all on N=1000 no slower than the single-threaded parse floor",
             med(pairwise(r["check"], r["floor j1"])) <= 1.0, f"check/floor j1 = {med(pairwise(r['check'], r['floor j1'])):.2f}"),
            ("check --all on N=1000 faster than the ast-grep scan",
             med(pairwise(r["check"], r["ast-grep"])) < 1.0, f"check/ast-grep = {med(pairwise(r['check'], r['ast-grep'])):.2f}"),
            ("peak memory ≤ 150 MB on N=1000",
             "check 1000" in rss and med(rss["check 1000"]) / 1024 <= 150, f"{rss_mb('check 1000')} MB"),
            ("`parity check label` ≤ 100 ms", med(label) <= 0.1, f"{med(label) * 1e3:.0f} ms"),
        ]
        p("| goal (issue #8) | met | measured |")
        p("|---|---|---|")
        for goal, ok, value in goals:
            p(f"| {goal} | {'yes' if ok else 'no'} | {value} |")
        p()
    p("Commands (DIR = `.bench/corpus-N`): floor j1/j2 = `parity-floor --jobs 1|2 DIR`; "
      "check = `parity check --all --format json --no-baseline --root DIR`; "
      "ast-grep = `ast-grep scan -c Bench/ast-grep/sgconfig.yml --json DIR` (j1: with `-j 1`). "
      "Raw data: `.bench/hyperfine-*.json`, `.bench/rss.tsv`.")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("verify")
    v.add_argument("report")
    v.add_argument("manifest")
    c = sub.add_parser("ast-grep-counts")
    c.add_argument("scan")
    c.add_argument("out")
    m = sub.add_parser("merge")
    m.add_argument("out")
    m.add_argument("rounds", nargs="+")
    tb = sub.add_parser("table")
    tb.add_argument("--dir", required=True)
    tb.add_argument("--sizes", required=True)
    tb.add_argument("--seed", required=True)
    tb.add_argument("--drift-rate", required=True)
    tb.add_argument("--warmup", required=True)
    args = ap.parse_args()
    if args.cmd == "verify":
        verify(args.report, args.manifest)
    elif args.cmd == "ast-grep-counts":
        ast_grep_counts(args.scan, args.out)
    elif args.cmd == "merge":
        merge(args.out, args.rounds)
    else:
        table(args)


if __name__ == "__main__":
    main()
