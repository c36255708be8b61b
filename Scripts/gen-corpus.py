#!/usr/bin/env python3
"""Writes a synthetic design system of N components on all five platforms (issue #8).

    python3 Scripts/gen-corpus.py --n 200 --seed 8 --out .bench/n200 [--drift-rate 0.1]

The corpus is the example design system (Examples/design-system) varied: its token,
theme, helper and metro/tailwind config files are copied as they are, and component i is
the example's component i mod 6 (label, badge, button, input, checkbox, switch) renamed
`<base><i>` (`label0042`, `Label0042`) with some values re-chosen from the token sets.
Every value is chosen once per component and written on all five platforms in each
platform's spelling, so a corpus without injected drift has no drift at all; the example's
four deliberate drifts are removed. With probability --drift-rate a component gets one
injected drift: one value on one platform is changed to another token value. Each drift
is listed in DIR/expected-drift.json with the findings parity must report for it
(component, part.property, platform). The same arguments always write the same bytes.

Only the Python 3.11 standard library is used.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

PLATFORMS = ["uniwind", "nativewind", "stylesheet", "swift", "kotlin"]
BASES = ["label", "badge", "button", "input", "checkbox", "switch"]


def pascal(name: str) -> str:
    return name[:1].upper() + name[1:]


def template_path(base: str, platform: str) -> str:
    if platform in ("uniwind", "nativewind", "stylesheet"):
        return f"{platform}/components/ui/{base}.tsx"
    if platform == "swift":
        return f"swift/Components/{pascal(base)}.swift"
    return f"kotlin/components/{pascal(base)}.kt"


def output_path(name: str, platform: str) -> str:
    if platform in ("uniwind", "nativewind", "stylesheet"):
        return f"{platform}/components/ui/{name}.tsx"
    if platform == "swift":
        return f"swift/Components/{pascal(name)}.swift"
    return f"kotlin/components/{pascal(name)}.kt"


# ---------------------------------------------------------------------------
# Value spellings per platform. "tw" is the Tailwind spelling shared by Uniwind and
# NativeWind (both example metro configs set rem = 16, so `gap-2` is 8 pt on both).

WEIGHTS = {  # weight -> Tailwind, React Native, SwiftUI, Compose
    500: ("medium", "500", "medium", "Medium"),
    600: ("semibold", "600", "semibold", "SemiBold"),
    700: ("bold", "700", "bold", "Bold"),
}


def kebab_token(token: str) -> str:
    return re.sub(r"([A-Z])", lambda m: "-" + m.group(1).lower(), token)


def spacing_class(prefix: str, pt: int) -> str:
    """Tailwind spacing class for a length in points at rem 16 (n x 0.25rem = 4n pt)."""
    assert pt % 4 == 0, pt
    return f"{prefix}-{pt // 4}"


@dataclass
class Slot:
    """One value of a component, written on every platform.

    `spell[p]` is (snippet in the example's file, number of occurrences, render(value)).
    `findings` are the part.property names parity reports when one platform differs.
    """

    name: str
    findings: list[str]
    options: list
    spell: dict
    drift: bool = True


def weight_slot(tw: str, ss: str, swift: str, kotlin: str) -> Slot:
    return Slot(
        "text.fontWeight", ["text.fontWeight"], [500, 600, 700],
        {
            "tw": (tw, 1, lambda v: f"font-{WEIGHTS[v][0]}"),
            "stylesheet": (ss, 1, lambda v: f'fontWeight: "{WEIGHTS[v][1]}"'),
            "swift": (swift, 1, lambda v: f"weight: .{WEIGHTS[v][2]}"),
            "kotlin": (kotlin, 1, lambda v: f"FontWeight.{WEIGHTS[v][3]}"),
        },
    )


def gap_slot() -> Slot:
    return Slot(
        "root.gap", ["root.gap"], [4, 8, 12, 16],
        {
            "tw": ("gap-2", 1, lambda v: spacing_class("gap", v)),
            "stylesheet": ("gap: 8", 1, lambda v: f"gap: {v}"),
            "swift": (".center, spacing: 8)", 1, lambda v: f".center, spacing: {v})"),
            "kotlin": ("spacedBy(8.dp)", 1, lambda v: f"spacedBy({v}.dp)"),
        },
    )


def radius_slot(options: list[str], tw: str, ss: str, ss_literal: bool, token: str, count: int, swift_count: int = 1) -> Slot:
    # The SwiftUI components hold their shape in a local (one `Radius.x`); Compose writes it twice.
    return Slot(
        "root.radius", ["root.radius"], options,
        {
            "tw": (tw, 1, lambda v: f"rounded-{v}"),
            "stylesheet": (ss, 1, (lambda v: f"borderRadius: radius.{v}") if ss_literal else (lambda v: f"radius.{v}")),
            "swift": (f"Radius.{token}", swift_count, lambda v: f"Radius.{v}"),
            "kotlin": (f"Radius.{token}", count, lambda v: f"Radius.{v}"),
        },
    )


def padding_x_slot(options: list[int], pt: int) -> Slot:
    return Slot(
        "root.paddingHorizontal", ["root.paddingEnd", "root.paddingStart"], options,
        {
            "tw": (spacing_class("px", pt), 1, lambda v: spacing_class("px", v)),
            "stylesheet": (f"paddingHorizontal: {pt}", 1, lambda v: f"paddingHorizontal: {v}"),
            "swift": (f".padding(.horizontal, {pt})", 1, lambda v: f".padding(.horizontal, {v})"),
            "kotlin": (f"horizontal = {pt}.dp", 1, lambda v: f"horizontal = {v}.dp"),
        },
    )


def square_slot(part: str, options: list[int], tw: str, tw_render, pt: int, swift_pt: int) -> Slot:
    return Slot(
        f"{part}.size", [f"{part}.height", f"{part}.width"], options,
        {
            "tw": (tw, 1, tw_render),
            "stylesheet": (f"width: {pt}, height: {pt}", 1, lambda v: f"width: {v}, height: {v}"),
            "swift": (f".frame(width: {swift_pt}, height: {swift_pt})", 1, lambda v: f".frame(width: {v}, height: {v})"),
            "kotlin": (f".size({pt}.dp)", 1, lambda v: f".size({v}.dp)"),
        },
    )


def typography_slot(options: list[str], token: str) -> Slot:
    # parity reports a typography token change as one `typography` finding (size, line
    # height and tracking are part of the token's value), see MutationTests.
    return Slot(
        "text.typography", ["text.typography"], options,
        {
            "tw": (f'"text-{token} ', 1, lambda v: f'"text-{v} '),
            "stylesheet": (f"fontSize.{token}", 1, lambda v: f"fontSize.{v}"),
            "swift": (f".scaledTextStyle(.{token}", 1, lambda v: f".scaledTextStyle(.{v}"),
            "kotlin": (f"Typography.{token}", 1, lambda v: f"Typography.{v}"),
        },
    )


SLOTS: dict[str, list[Slot]] = {
    "label": [
        weight_slot("font-semibold", 'fontWeight: "600"', "weight: .semibold", "FontWeight.SemiBold"),
        gap_slot(),
        typography_slot(["sm", "md", "base", "lg"], "base"),
        Slot(
            "text.color", ["text.color"], ["label", "labelSecondary"],
            {
                "tw": (' text-label"', 1, lambda v: f' text-{kebab_token(v)}"'),
                "stylesheet": (": colors.label }", 1, lambda v: f": colors.{v} }}"),
                "swift": ("? Color.label :", 1, lambda v: f"? Color.{v} :"),
                "kotlin": ("(enabled) colors.label else", 1, lambda v: f"(enabled) colors.{v} else"),
            },
        ),
    ],
    "badge": [
        # The example's Compose badge is Medium on purpose (its drift 1); here it follows the slot.
        weight_slot("font-semibold", 'fontWeight: "600"', "weight: .semibold", "FontWeight.Medium"),
        padding_x_slot([4, 8, 12], 8),
        typography_slot(["xs", "sm"], "xs"),
    ],
    "button": [
        weight_slot("font-semibold", 'fontWeight: "600"', "weight: .semibold", "FontWeight.SemiBold"),
        gap_slot(),
        radius_slot(["sm", "md", "lg"], "rounded-md", "radius.md", False, "md", 1),
    ],
    "input": [
        # The example's StyleSheet input has the literal 10 on purpose (its drift 3).
        radius_slot(["sm", "md", "lg"], "rounded-md", "borderRadius: 10", True, "md", 2),
        Slot(
            "root.height", ["root.height"], [40, 44, 48],
            {
                "tw": ("h-11", 1, lambda v: spacing_class("h", v)),
                "stylesheet": ("height: 44", 1, lambda v: f"height: {v}"),
                "swift": (".frame(height: 44)", 1, lambda v: f".frame(height: {v})"),
                "kotlin": (".height(44.dp)", 1, lambda v: f".height({v}.dp)"),
            },
        ),
        padding_x_slot([12, 16], 12),
    ],
    "checkbox": [
        square_slot("root", [16, 20, 24], "size-5", lambda v: spacing_class("size", v), 20, 20),
        radius_slot(["sm", "md"], "rounded-sm", "radius.sm", False, "sm", 2),
    ],
    "switch": [
        # The example's SwiftUI thumb is 28 on purpose (its drift 2).
        square_slot("thumb", [25, 27, 29], "size-[27px]", lambda v: f"size-[{v}px]", 27, 28),
    ],
}

# Fixed edits that remove the example's deliberate drifts not covered by a slot.
FIXES: dict[tuple[str, str], list[tuple[str, str]]] = {
    ("label", "stylesheet"): [('alignItems: "flex-start"', 'alignItems: "center"')],
    ("input", "stylesheet"): [("import { fontSize, useTheme }", "import { fontSize, radius, useTheme }")],
}


def substitute(text: str, edits: list[tuple[str, int, str]], where: str) -> str:
    """Replaces each snippet (which must occur exactly `count` times) in one pass over the
    original text, so a replacement is never matched by a later snippet."""
    spans = []
    for snippet, count, replacement in edits:
        starts = [m.start() for m in re.finditer(re.escape(snippet), text)]
        if len(starts) != count:
            sys.exit(f"gen-corpus: {where}: `{snippet}` occurs {len(starts)} times, expected {count}; update SLOTS")
        spans += [(s, s + len(snippet), replacement) for s in starts]
    spans.sort()
    for a, b in zip(spans, spans[1:]):
        if a[1] > b[0]:
            sys.exit(f"gen-corpus: {where}: snippets overlap at offset {b[0]}; update SLOTS")
    out, pos = [], 0
    for start, end, replacement in spans:
        out.append(text[pos:start])
        out.append(replacement)
        pos = end
    out.append(text[pos:])
    return "".join(out)


# Framework names that start with a component's name and must keep their spelling.
FRAMEWORK_NAMES = {"ButtonStyle", "ButtonStyleConfiguration", "LabelStyle", "ToggleStyle"}


def rename(text: str, base: str, number: str) -> str:
    """`Label` -> `Label0042`, also as a prefix (`LabelPrimitive`, `ButtonVariant`) and with
    the example's `Field`/`Acme` prefixes; never after a dot (`SwiftUI.Button`, `Role.Switch`)
    and never a framework name (`ButtonStyle`)."""
    name = pascal(base)

    def replace(m: re.Match) -> str:
        prefix, rest = m.group(1), m.group(2)
        if rest and not rest[0].isupper():
            return m.group(0)
        if not prefix and name + rest in FRAMEWORK_NAMES:
            return m.group(0)
        return f"{prefix}{name}{number}{rest}"

    return re.sub(rf"(?<![\w.])((?:Acme|Field)?){name}(\w*)", replace, text)


@dataclass
class Drift:
    component: str
    slot: str
    platform: str
    expected: object
    actual: object
    findings: list[str] = field(default_factory=list)


def generate(example: Path, out: Path, n: int, seed: int, drift_rate: float) -> list[Drift]:
    templates = {(b, p): (example / template_path(b, p)).read_text(encoding="utf-8") for b in BASES for p in PLATFORMS}
    component_files = {template_path(b, p) for b in BASES for p in PLATFORMS}
    support = sorted(
        str(f.relative_to(example)) for f in example.rglob("*")
        if f.is_file() and f.name != "README.md" and str(f.relative_to(example)) not in component_files
    )
    files: dict[str, str] = {rel: (example / rel).read_text(encoding="utf-8") for rel in support}

    rng = random.Random(seed)
    width = max(4, len(str(n - 1)))
    drifts: list[Drift] = []
    for i in range(n):
        base = BASES[i % len(BASES)]
        number = f"{i:0{width}d}"
        name = f"{base}{number}"
        slots = SLOTS[base]
        values = {s.name: rng.choice(s.options) for s in slots}
        drift = None
        if rng.random() < drift_rate:
            slot = rng.choice([s for s in slots if s.drift])
            platform = rng.choice(PLATFORMS)
            other = rng.choice([o for o in slot.options if o != values[slot.name]])
            drift = Drift(name, slot.name, platform, values[slot.name], other, sorted(slot.findings))
            drifts.append(drift)
        for platform in PLATFORMS:
            text = templates[(base, platform)]
            for old, new in FIXES.get((base, platform), []):
                text = substitute(text, [(old, 1, new)], template_path(base, platform))
            edits = []
            for slot in slots:
                snippet, count, render = slot.spell["tw" if platform in ("uniwind", "nativewind") else platform]
                value = values[slot.name]
                if drift and drift.slot == slot.name and drift.platform == platform:
                    value = drift.actual
                edits.append((snippet, count, render(value)))
            text = substitute(text, edits, template_path(base, platform))
            files[output_path(name, platform)] = rename(text, base, number)

    for rel in sorted(files):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(files[rel].encode("utf-8"))
    return drifts


def main() -> None:
    root = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description="Write a synthetic design system for parity's benchmark and tests.")
    ap.add_argument("--n", type=int, required=True, help="number of components")
    ap.add_argument("--seed", type=int, required=True, help="random seed; the same arguments write the same bytes")
    ap.add_argument("--out", type=Path, required=True, help="output folder (created; a previous corpus there is replaced)")
    ap.add_argument("--drift-rate", type=float, default=0.1, help="probability that a component gets one injected drift (default 0.1)")
    ap.add_argument("--example", type=Path, default=root / "Examples" / "design-system", help="the design system to vary")
    args = ap.parse_args()
    if args.n < 1 or not 0 <= args.drift_rate <= 1:
        ap.error("--n must be at least 1 and --drift-rate between 0 and 1")

    out: Path = args.out
    if out.exists() and any(out.iterdir()):
        if not (out / "expected-drift.json").exists():
            sys.exit(f"gen-corpus: {out} is not empty and not a corpus (no expected-drift.json); choose another --out")
        for entry in out.iterdir():
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    out.mkdir(parents=True, exist_ok=True)

    drifts = generate(args.example, out, args.n, args.seed, args.drift_rate)
    manifest = {
        "generator": "Scripts/gen-corpus.py",
        "n": args.n,
        "seed": args.seed,
        "driftRate": args.drift_rate,
        "drifts": [
            {"component": d.component, "slot": d.slot, "platform": d.platform,
             "expected": d.expected, "actual": d.actual, "findings": d.findings}
            for d in drifts
        ],
        "findings": sorted(
            ({"component": d.component, "property": f, "platform": d.platform} for d in drifts for f in d.findings),
            key=lambda x: (x["component"], x["property"], x["platform"]),
        ),
    }
    (out / "expected-drift.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
