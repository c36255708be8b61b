import Foundation
import Testing
@testable import ParityModel
@testable import ParityCompare
@testable import ParityExtract

// Foundation has types of these names too.
private typealias SourceLocation = ParityModel.SourceLocation
private typealias Comparator = ParityCompare.Comparator

// The report path (resolver, comparator, JSON writer) was rewritten for speed. These tests hold
// the new code to the old: the JSON writer to Foundation's encoder and to the `Encodable` path,
// and the resolver, the comparator and the value descriptions to copies of their first
// versions (below, unchanged but for names), on many generated inputs.

/// A deterministic pseudo-random source (a 64-bit LCG), so failures reproduce.
struct Dice {
    var state: UInt64
    init(_ seed: UInt64) { state = seed &* 6364136223846793005 &+ 1442695040888963407 }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
}

// MARK: JSON

@Suite struct ReportWriterTests {
    static let nasty = "q\"uote \\ back / slash \n\t\r\u{8}\u{c}\u{1}\u{1f} é ✓ 😀 e\u{301}"

    static func location(_ d: inout Dice) -> ParityModel.SourceLocation {
        SourceLocation(file: d.pick(["kotlin/components/Label.kt", "swift/A \"b\".swift", ReportWriterTests.nasty]), line: d.int(100_000), column: d.int(300))
    }

    static func report(seed: UInt64, timestamp: String?) -> Report {
        var d = Dice(seed)
        var components: [ComponentResult] = []
        for c in 0..<(1 + d.int(6)) {
            var files: [Platform: String] = [:]
            for p in Platform.allCases where d.chance(70) { files[p] = "\(p.rawValue)/c\(c).x" }
            var rows: [Row] = []
            for r in 0..<d.int(5) {
                var cells: [Platform: Cell] = [:]
                for p in Platform.allCases where d.chance(80) {
                    cells[p] = Cell(raw: d.chance(70) ? d.pick(["gap-2", "\"center\"", ReportWriterTests.nasty, ""]) : nil,
                                    value: d.chance(70) ? d.pick(["8 pt", "accent (#0071E3)", "—", ReportWriterTests.nasty]) : nil,
                                    unit: d.chance(70) ? d.pick(["pt", "color"]) : nil,
                                    location: d.chance(70) ? location(&d) : nil,
                                    status: d.pick([.match, .mismatch, .missing, .unresolved]))
                }
                rows.append(Row(key: FactKey(part: "part\(r)", property: d.pick(["gap", "color", ReportWriterTests.nasty]), state: d.pick(["default", "pressed"]),
                                             variant: d.pick(["*", "primary"]), size: d.pick(["*", "sm"])), cells: cells))
            }
            var findings: [Finding] = []
            for _ in 0..<d.int(4) {
                var values: [Platform: PlatformValue] = [:]
                for p in Platform.allCases where d.chance(60) {
                    values[p] = PlatformValue(raw: d.pick(["x", "", ReportWriterTests.nasty]), normalized: d.pick(["8 pt", "—", "?"]), location: d.chance(60) ? location(&d) : nil)
                }
                var f = Finding(component: "c\(c)", key: FactKey(part: "root", property: d.pick(["gap", "color"]), variant: d.pick(["*", "ghost"])),
                                kind: d.pick(FindingKind.allCases), severity: d.pick([.error, .warning, .note]),
                                platforms: Platform.allCases.filter { _ in d.chance(40) }, expected: d.chance(50) ? d.pick(["8 pt", ReportWriterTests.nasty]) : nil,
                                values: values, message: d.pick(["root.gap: kotlin has 7 pt", ReportWriterTests.nasty]))
                f.baselined = d.chance(30)
                findings.append(f)
            }
            components.append(ComponentResult(component: d.chance(10) ? ReportWriterTests.nasty : "component\(c)", files: files, rows: rows, findings: findings))
        }
        var stale: [BaselineEntry] = []
        for _ in 0..<d.int(3) {
            let f = Finding(component: "old", key: FactKey(part: "text", property: "color"), kind: .mismatch, severity: .error, platforms: [.swift, .kotlin],
                            expected: "a", values: [.swift: PlatformValue(raw: "r", normalized: "n\(d.int(9))", location: nil), .kotlin: PlatformValue(raw: "", normalized: ReportWriterTests.nasty, location: nil)],
                            message: "m")
            stale.append(BaselineEntry(finding: f, reason: d.pick(["", "accepted: \"legacy\""])))
        }
        var report = Report(root: d.pick([".", ".bench/corpus-200", ReportWriterTests.nasty]), components: components, stale: stale)
        report.timestamp = timestamp
        return report
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func directWritersGiveFoundationsBytes() throws {
        for seed in 0..<60 as Range<UInt64> {
            let report = ReportWriterTests.report(seed: seed, timestamp: seed % 3 == 0 ? "2026-11-29T12:00:00Z" : nil)
            let foundation = ReportWriterTests.text(Array(try canonicalJSONEncoder().encode(report)))
            let direct = ReportWriterTests.text(try CanonicalJSON.encode(report, parallel: false, newline: false))
            let throughEncodable = ReportWriterTests.text(try CanonicalJSON.encodeThroughEncodable(report))
            #expect(direct == foundation, "seed \(seed)")
            #expect(throughEncodable == foundation, "seed \(seed)")
            // Each direct writer on its own, at the top level.
            for c in report.components {
                #expect(ReportWriterTests.text(try CanonicalJSON.encode(c)) == ReportWriterTests.text(Array(try canonicalJSONEncoder().encode(c))))
                #expect(ReportWriterTests.text(try CanonicalJSON.encode(c.rows)) == ReportWriterTests.text(Array(try canonicalJSONEncoder().encode(c.rows))))
            }
            #expect(ReportWriterTests.text(try CanonicalJSON.encode(report.findings)) == ReportWriterTests.text(Array(try canonicalJSONEncoder().encode(report.findings))))
        }
    }

    @Test func parallelAndSequentialGiveTheSameBytes() throws {
        for seed in 100..<110 as Range<UInt64> {
            let report = ReportWriterTests.report(seed: seed, timestamp: nil)
            let sequential = try CanonicalJSON.encode(report, parallel: false, newline: true)
            let parallel = try CanonicalJSON.encode(report, parallel: true, newline: true)
            #expect(sequential == parallel)
            let withoutNewline = try CanonicalJSON.encode(report, parallel: false, newline: false)
            #expect(sequential.last == 0x0A && Array(sequential.dropLast()) == withoutNewline)
        }
    }

    @Test func anEmptyReport() throws {
        let report = Report(root: "", components: [], stale: [])
        #expect(ReportWriterTests.text(try CanonicalJSON.encode(report)) == ReportWriterTests.text(Array(try canonicalJSONEncoder().encode(report))))
    }
}

// MARK: Descriptions

@Suite struct DescriptionTests {
    @Test func formatNumberMatchesTheDescriptionPath() {
        var d = Dice(7)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.026, 0.00004, -0.00004, 0.00005, 0.00015, 0.0001, 1e-9, 17.0, 123456.78905,
                                999_999_999.99999, 1e9, 1e9 + 0.5, -1e9 - 0.25, 1e15, 1e15 + 0.5, 4e15 + 0.5, 1e16, 1e300, -1e300,
                                .infinity, -.infinity, .nan, .pi, -.pi, 2.675, 1.00005, 0.99995]
        for _ in 0..<20_000 {
            let scale = d.pick([1.0, 0.001, 1000, 1e6, 1e-6])
            values.append((Double(d.int(2_000_001)) - 1_000_000) / 997 * scale)
            values.append(Double(d.int(100_000)) / 10_000 + d.pick([0, 0.00005, -0.00005, 0.000049]))
        }
        for v in values {
            #expect(formatNumber(v) == formatNumberByDescription(v), "\(v)")
        }
    }

    @Test func descriptionsMatchTheirFirstVersions() {
        var d = Dice(11)
        for _ in 0..<5_000 {
            let rgba = { (d: inout Dice) in RGBA(red: d.int(300) - 20, green: d.int(256), blue: d.int(256), alpha: d.pick([1, 0, 0.5, 0.999, 1.0 / 255, 0.04, 1.2])) }
            let light = rgba(&d)
            let pair = ColorPair(light: light, dark: d.chance(50) ? light : rgba(&d))
            let typo = TypographyValue(size: d.pick([13, 15.5, 0.333333]), lineHeight: d.pick([18, 20.25]), letterSpacing: d.pick([-0.006, 0, 0.0125, -0.00004]))
            var v = Value(unit: d.pick([.pt, .em, .weight, .token, .keyword, .color, .ratio]))
            if d.chance(50) { v.token = d.pick(["accent", "labelQuaternary", "", "é✓", String(repeating: "x", count: 200)]) }
            if d.chance(40) { v.number = d.pick([8, -0.026, 1.5, 600, 1e20, 0.00001]) }
            if d.chance(30) { v.keyword = d.pick(["center", "", String(repeating: "k", count: 300), "ü"]) }
            if d.chance(30) { v.color = pair }
            if d.chance(20) { v.typography = typo }
            #expect(v.description == FirstVersion.description(v))
            #expect(light.description == FirstVersion.description(light))
            #expect(pair.description == FirstVersion.description(pair))
            #expect(typo.description == FirstVersion.description(typo))
        }
    }

    @Test func factKeyOrderAgreesWithLessAndEquals() {
        var d = Dice(3)
        let names = ["", "*", "a", "b", "root", "rootz", "é", "e\u{301}", "Z", "paddingHorizontal", "paddingHorizontalX"]
        for _ in 0..<5_000 {
            let a = FactKey(part: d.pick(names), property: d.pick(names), state: d.pick(names), variant: d.pick(names), size: d.pick(names))
            var b = a
            if d.chance(70) { b.part = d.pick(names) }
            if d.chance(50) { b.variant = d.pick(names) }
            if d.chance(50) { b.size = d.pick(names) }
            let o = FactKey.order(a, b)
            #expect((o == 0) == (a == b))
            // (`<` compares the last field by bytes even where `==` holds: `é` and `e\u{301}`.)
            if o != 0 { #expect((o < 0) == (a < b)) }
            if a.part == b.part && a.property == b.property { #expect(FactKey.orderWithinGroup(a, b) == o) }
        }
    }
}

// MARK: Resolver and comparator

@Suite struct ResolverAndComparatorTests {
    static let platformsShuffled: [[Platform]] = [Platform.allCases, Platform.allCases.reversed(), [.swift, .uniwind, .kotlin], [.kotlin], []]

    static func value(_ d: inout Dice, property: String) -> Value {
        switch d.int(7) {
        case 0: return .number(d.pick([8, 8.005, 7, 12, 0.5]), property == "letterSpacingPt" ? .pt : d.pick([.pt, .em, .ratio]))
        case 1: return .keyword(d.pick(["center", "row", "start"]))
        case 2: return Value(unit: .color, token: d.pick(["accent", "label", "missing", "clear"]), number: d.chance(20) ? 0.5 : nil)
        case 3: return Value(unit: .color, color: ColorPair(light: RGBA(red: 0, green: 0, blue: d.pick([0, 1])), dark: RGBA(red: 0, green: 0, blue: 0, alpha: d.pick([0, 1]))))
        case 4: return Value(unit: .token, token: d.pick(["xs", "sm", "nope"]))
        case 5: return Value(unit: .pt, token: d.pick(["md", "lg", "nope"]))
        default: return .number(d.pick([400, 600]), .weight)
        }
    }

    static func facts(_ d: inout Dice, file: String, count: Int) -> [Fact] {
        var out: [Fact] = []
        for i in 0..<count {
            let property = d.pick(["gap", "color", "typography", "backgroundColor", "letterSpacingPt", "fontSize", "radius", "letterSpacing"])
            let key = FactKey(part: d.pick(["root", "text", "placeholder", "icon"]), property: property, state: d.pick(["default", "default", "pressed", "inset+focused"]),
                              variant: d.pick(["*", "*", "primary", "ghost"]), size: d.pick(["*", "*", "*", "sm"]))
            out.append(Fact(key: key, value: value(&d, property: property), raw: "raw\(i)", location: SourceLocation(file: file, line: i + 1, column: d.int(40) + 1)))
            // Duplicate keys: the last one wins.
            if d.chance(10) { out.append(Fact(key: key, value: value(&d, property: property), raw: "dup\(i)", location: SourceLocation(file: file, line: i + 1, column: 99))) }
        }
        return out
    }

    static func tokens(_ d: inout Dice) -> TokenTable {
        var t = TokenTable()
        let loc = SourceLocation(file: "tokens", line: 1, column: 1)
        if d.chance(80) {
            t.colors["accent"] = TokenEntry(value: ColorPair(light: RGBA(red: 0, green: 113, blue: 227), dark: RGBA(red: 1, green: 2, blue: 3)), raw: "accent", location: loc)
            t.systemColors["clear"] = TokenEntry(value: ColorPair(light: RGBA(red: 0, green: 0, blue: 0, alpha: 0), dark: RGBA(red: 0, green: 0, blue: 0, alpha: 0)), raw: "clear", location: loc)
        }
        if d.chance(50) { t.colors["label"] = TokenEntry(value: ColorPair(light: RGBA(red: 9, green: 9, blue: 9), dark: RGBA(red: 9, green: 9, blue: 9)), raw: "label", location: loc) }
        if d.chance(80) {
            t.typography["xs"] = TokenEntry(value: TypographyValue(size: 13, lineHeight: 18, letterSpacing: -0.006), raw: "xs", location: loc)
            t.typography["sm"] = TokenEntry(value: TypographyValue(size: 15, lineHeight: 20, letterSpacing: -0.016), raw: "sm", location: loc)
        }
        if d.chance(70) { t.spacing["md"] = TokenEntry(value: 12, raw: "md", location: loc) }
        if d.chance(70) { t.radius["lg"] = TokenEntry(value: 16, raw: "lg", location: loc) }
        return t
    }

    @Test func resolverMatchesItsFirstVersion() {
        var d = Dice(21)
        var conventions = Conventions()
        conventions.inheritedStyles["icon"] = InheritedStyle(from: "text", properties: ["color", "letterSpacing"])
        for round in 0..<3_000 {
            let tokens = ResolverAndComparatorTests.tokens(&d)
            let platform = d.pick(Platform.allCases)
            let facts = ResolverAndComparatorTests.facts(&d, file: "f.swift", count: d.int(14))
            var diagnostics: [Diagnostic] = []
            if d.chance(20) { diagnostics.append(Diagnostic(kind: .warning, message: "w", location: SourceLocation(file: "f", line: 1, column: 1))) }
            var new = Implementation(component: "c", platform: platform, file: "f.swift", facts: facts, diagnostics: diagnostics)
            var old = new
            let conventionsUsed = round % 2 == 0 ? conventions : Conventions()
            Resolver.resolve(&new, tokens: tokens, conventions: conventionsUsed)
            FirstVersion.resolve(&old, tokens: tokens, conventions: conventionsUsed)
            #expect(new == old, "round \(round)")
        }
    }

    /// Letter-spacing in points needs the font size to be in em, but for none: 0 pt is 0 em at any size.
    @Test func noTrackingInPointsIsNoTrackingWithoutAFontSize() {
        let at = SourceLocation(file: "f.swift", line: 1, column: 1)
        var impl = Implementation(component: "c", platform: .swift, file: "f.swift", facts: [
            Fact(key: FactKey(part: "text", property: "letterSpacingPt", state: "default"), value: .number(0, .pt), raw: "0", location: at),
            Fact(key: FactKey(part: "label", property: "letterSpacingPt", state: "default"), value: .number(0.5, .pt), raw: "0.5", location: at),
        ])
        Resolver.resolve(&impl, tokens: TokenTable(), conventions: Conventions())
        #expect(impl.facts.map(\.key.description) == ["text.letterSpacing"])
        #expect(impl.facts.first?.value == .number(0, .em))
        #expect(impl.diagnostics.map(\.key?.description) == ["label.letterSpacing"])
    }

    @Test func comparatorMatchesItsFirstVersion() {
        var d = Dice(5)
        for round in 0..<3_000 {
            var impls: [Implementation] = []
            for p in d.pick(ResolverAndComparatorTests.platformsShuffled) {
                var facts = ResolverAndComparatorTests.facts(&d, file: "\(p.rawValue).x", count: d.int(10))
                // Usually sorted, as the resolver leaves them; sometimes not (token tables).
                if d.chance(80) { facts.sort { $0.key < $1.key } }
                var diagnostics: [Diagnostic] = []
                if d.chance(25), let f = facts.first {
                    diagnostics.append(Diagnostic(kind: .unresolved, message: "u", location: f.location, key: FactKey(part: "root", property: "gap", variant: d.pick(["*", "primary"]))))
                }
                if d.chance(5) { diagnostics.append(Diagnostic(kind: .parseError, message: "p", location: SourceLocation(file: "x", line: 3, column: 4))) }
                impls.append(Implementation(component: "c", platform: p, file: "\(p.rawValue).x", facts: facts, diagnostics: diagnostics))
            }
            var comparator = Comparator()
            if d.chance(30) { comparator.referencePlatform = d.pick(Platform.allCases) }
            if d.chance(20) { comparator.platforms = [.swift, .kotlin] }
            let new = comparator.compare(component: "c", impls)
            let old = FirstVersion.compare(comparator, component: "c", impls)
            #expect(new == old, "round \(round)")
        }
    }
}

// MARK: The first versions

/// The code these tests hold the new code to, as it was before the rewrite for speed.
enum FirstVersion {
    static func formatNumber(_ n: Double) -> String { formatNumberByDescription(n) }

    static func description(_ c: RGBA) -> String {
        func hex2(_ v: Int) -> String {
            let digits = Array("0123456789ABCDEF")
            let c = max(0, min(255, v))
            return String([digits[c / 16], digits[c % 16]])
        }
        var s = "#" + hex2(c.red) + hex2(c.green) + hex2(c.blue)
        if abs(c.alpha - 1) >= 0.5 / 255 { s += hex2(Int((c.alpha * 255).rounded())) }
        return s
    }

    static func description(_ c: ColorPair) -> String { c.light == c.dark ? description(c.light) : "\(description(c.light)) / \(description(c.dark))" }

    static func description(_ t: TypographyValue) -> String { "\(formatNumber(t.size))/\(formatNumber(t.lineHeight)) pt, \(formatNumber(t.letterSpacing)) em" }

    static func description(_ v: Value) -> String {
        var concrete: String?
        if let n = v.number { concrete = v.unit == .weight || v.unit == .ratio ? formatNumber(n) : "\(formatNumber(n)) \(v.unit.rawValue)" }
        if let k = v.keyword { concrete = k }
        if let c = v.color { concrete = description(c) }
        if let t = v.typography { concrete = description(t) }
        switch (v.token, concrete) {
        case let (t?, c?): return "\(t) (\(c))"
        case let (t?, nil): return t
        case let (nil, c?): return c
        default: return "?"
        }
    }

    static func resolve(_ impl: inout Implementation, tokens: TokenTable, conventions: Conventions) {
        var facts: [FactKey: Fact] = [:]
        var order: [FactKey] = []
        for var fact in impl.facts {
            if let token = fact.value.token {
                switch fact.value.unit {
                case .color:
                    if var c = tokens.color(token) {
                        if let a = fact.value.number { c.light.alpha = a; c.dark.alpha = a; fact.value.number = nil }
                        fact.value.color = c
                        // A system color is compared by its colors (`Value.systemToken`).
                        if tokens.colors[token] == nil { fact.value.systemToken = true }
                    } else if !tokens.colors.isEmpty {
                        impl.diagnostics.append(Diagnostic(kind: .unresolved, message: "color token `\(token)` is not defined in the \(impl.platform.rawValue) tokens", location: fact.location, key: fact.key))
                        continue
                    }
                case .token where fact.key.property == "typography":
                    if let t = tokens.typography[token]?.value { fact.value.typography = t }
                    else if !tokens.typography.isEmpty {
                        impl.diagnostics.append(Diagnostic(kind: .unresolved, message: "typography token `\(token)` is not defined in the \(impl.platform.rawValue) tokens", location: fact.location, key: fact.key))
                        continue
                    }
                case .pt:
                    if let r = tokens.lengths(fact.key.property)[token]?.value { fact.value.number = r }
                default: break
                }
            }
            if facts[fact.key] == nil { order.append(fact.key) }
            facts[fact.key] = fact
        }
        for key in order where key.property == "letterSpacingPt" {
            guard let fact = facts.removeValue(forKey: key), let pt = fact.value.number else { continue }
            var sizeKey = key
            sizeKey.property = "fontSize"
            var typoKey = key
            typoKey.property = "typography"
            var defaultTypo = typoKey
            defaultTypo.state = "default"
            let size = facts[sizeKey]?.value.number ?? facts[typoKey]?.value.typography?.size ?? facts[defaultTypo]?.value.typography?.size
            var emKey = key
            emKey.property = "letterSpacing"
            if let size {
                facts[emKey] = Fact(key: emKey, value: .number(Normalize.letterSpacingEm(points: pt, fontSize: size), .em), raw: fact.raw, location: fact.location)
                order.append(emKey)
            } else if pt == 0 {
                // No tracking at any size (added in session 24).
                facts[emKey] = Fact(key: emKey, value: .number(0, .em), raw: fact.raw, location: fact.location)
                order.append(emKey)
            } else {
                impl.diagnostics.append(Diagnostic(kind: .unresolved, message: "letter-spacing `\(fact.raw)` is in points but the font size is unknown", location: fact.location, key: emKey))
            }
        }
        for (part, rule) in conventions.inheritedStyles.sorted(by: { $0.key < $1.key }) where facts.keys.contains(where: { $0.part == part }) {
            for key in order where key.part == rule.from && rule.properties.contains(key.property) && key.state == "default" {
                var inherited = key
                inherited.part = part
                if facts[inherited] == nil, let f = facts[key] {
                    facts[inherited] = Fact(key: inherited, value: f.value, raw: f.raw, location: f.location)
                    order.append(inherited)
                }
            }
        }
        impl.facts = order.compactMap { facts[$0] }.sorted { $0.key < $1.key }
    }

    static func compare(_ c: ParityCompare.Comparator, component: String, _ impls: [Implementation]) -> ComponentResult {
        var findings: [Finding] = []
        let present = Set(impls.map(\.platform))
        for p in c.platforms where !present.contains(p) {
            let key = FactKey(part: "component", property: "file", state: "default")
            findings.append(Finding(component: component, key: key, kind: .missingImplementation, severity: .error, platforms: [p],
                                    expected: nil, values: [:], message: "\(component) has no \(p.rawValue) implementation"))
        }
        var unresolvedKeys: [Platform: Set<FactKey>] = [:]
        for impl in impls {
            for d in impl.diagnostics {
                switch d.kind {
                case .parseError:
                    let key = FactKey(part: "file", property: "syntax", state: "default", variant: "\(d.location.line)", size: FactKey.any)
                    var f = Finding(component: component, key: key, kind: .parseError, severity: .error, platforms: [impl.platform], expected: nil,
                                    values: [impl.platform: PlatformValue(raw: "", normalized: d.message, location: d.location)],
                                    message: "\(d.location.file):\(d.location.line):\(d.location.column): \(d.message); parity still compared what it could read")
                    f.id = Finding.stableID(component: component, key: FactKey(part: "file", property: "syntax", state: "default"), kind: .parseError, platforms: [impl.platform]) + "-\(d.location.line)"
                    findings.append(f)
                case .unresolved:
                    guard let key = d.key else { continue }
                    unresolvedKeys[impl.platform, default: []].insert(key)
                    findings.append(Finding(component: component, key: key, kind: .unresolved, severity: .warning, platforms: [impl.platform], expected: nil,
                                            values: [impl.platform: PlatformValue(raw: "", normalized: "?", location: d.location)], message: d.message))
                case .warning:
                    findings.append(Finding(component: component, key: FactKey(part: "file", property: "read", state: "default"), kind: .parseError, severity: .warning,
                                            platforms: [impl.platform], expected: nil, values: [impl.platform: PlatformValue(raw: "", normalized: d.message, location: d.location)], message: d.message))
                }
            }
        }
        let table = expanded(impls)
        let keys = Set(table.values.flatMap { $0.keys }).sorted()
        var rows: [Row] = []
        for key in keys {
            var cells: [Platform: Cell] = [:]
            var fact: [Platform: Fact] = [:]
            // Point by point (added with extraction by evaluation): a platform without a fact in a
            // state holds its default value there, except in platform-only states.
            var defaultKey = key
            defaultKey.state = "default"
            for impl in impls {
                if let f = table[impl.platform]?[key] { fact[impl.platform] = f }
                else if key.state != "default", !c.platformOnly(key), let f = table[impl.platform]?[defaultKey] { fact[impl.platform] = f }
            }
            let have = impls.map(\.platform).filter { fact[$0] != nil }
            let lacking = impls.map(\.platform).filter { fact[$0] == nil }
            var clusters: [[Platform]] = []
            let seeding = have.sorted { (fact[$0]!.value.isResolved ? 0 : 1, $0) < (fact[$1]!.value.isResolved ? 0 : 1, $1) }
            for p in seeding {
                let v = fact[p]!.value
                let fits = clusters.indices.filter { i in clusters[i].allSatisfy { c.tolerance.matches(fact[$0]!.value, v) } }
                if let i = fits.max(by: { clusters[$0].count < clusters[$1].count }) { clusters[i].append(p) } else { clusters.append([p]) }
            }
            let expectedCluster = clusters.first { cl in c.referencePlatform.map { cl.contains($0) } ?? false }
                ?? clusters.max { $0.count < $1.count || ($0.count == $1.count && $0[0] > $1[0]) }
            let expectedFact = expectedCluster.flatMap { fact[$0[0]] }
            for p in have {
                let f = fact[p]!
                let ok = expectedCluster?.contains(p) ?? true
                cells[p] = Cell(raw: f.raw, value: f.value.description, unit: f.value.unit.rawValue, location: f.location, status: ok ? .match : .mismatch)
            }
            for p in lacking {
                let unresolved = unresolvedKeys[p]?.contains(key) ?? false
                cells[p] = Cell(raw: nil, value: nil, unit: nil, location: nil, status: unresolved ? .unresolved : .missing)
            }
            rows.append(Row(key: key, cells: cells))
            var values: [Platform: PlatformValue] { Dictionary(uniqueKeysWithValues: impls.map(\.platform).map { p -> (Platform, PlatformValue) in
                if let f = fact[p] { return (p, PlatformValue(raw: f.raw, normalized: f.value.description, location: f.location)) }
                // Where the value would go (added with extraction by evaluation): its part's view, else the file.
                let impl = impls.first { $0.platform == p }!
                return (p, PlatformValue(raw: "", normalized: "—", location: impl.parts.first { $0.name == key.part }?.location
                    ?? impl.parts.first { $0.name == "root" }?.location ?? SourceLocation(file: impl.file, line: 1, column: 1)))
            }) }
            if clusters.count > 1, let expectedCluster, let expectedFact {
                let differing = have.filter { !expectedCluster.contains($0) }
                let detail = differing.map { "\($0.rawValue) has \(fact[$0]!.value) (\(fact[$0]!.raw))" }.joined(separator: ", ")
                findings.append(Finding(component: component, key: key, kind: .mismatch, severity: .error, platforms: differing,
                                        expected: expectedFact.value.description, values: values,
                                        message: "\(key): \(detail); expected \(expectedFact.value)"))
            }
            let missing = lacking.filter { !(unresolvedKeys[$0]?.contains(key) ?? false) }
            if !missing.isEmpty, !have.isEmpty, !c.platformOnly(key) {
                let names = missing.map(\.rawValue).joined(separator: ", ")
                let definers = have.map(\.rawValue).joined(separator: ", ")
                findings.append(Finding(component: component, key: key, kind: .missing, severity: .warning, platforms: missing,
                                        expected: expectedFact?.value.description, values: values,
                                        message: "\(key): defined on \(definers) but not on \(names)"))
            }
        }
        // A drift the same at every size (then variant) of the component is one finding at `*` (added in session 24).
        for dimension in [\FactKey.size, \FactKey.variant] as [WritableKeyPath<FactKey, String>] {
            func rest(_ k: FactKey) -> FactKey { var x = k; x[keyPath: dimension] = FactKey.any; return x }
            let all = Set(rows.map { $0.key[keyPath: dimension] }).subtracting([FactKey.any])
            var out: [Finding] = [], done: Set<Int> = []
            for (i, f) in findings.enumerated() where !done.contains(i) {
                guard f.kind == .mismatch || f.kind == .missing, f.key[keyPath: dimension] != FactKey.any else { out.append(f); continue }
                let same = findings.indices.filter { j in
                    let g = findings[j]
                    return g.kind == f.kind && g.key[keyPath: dimension] != FactKey.any && rest(g.key) == rest(f.key) && g.platforms == f.platforms
                        && g.expected == f.expected && g.values.mapValues(\.normalized) == f.values.mapValues(\.normalized)
                }
                let these = Set(same.map { findings[$0].key[keyPath: dimension] })
                let inRows = Set(rows.filter { rest($0.key) == rest(f.key) }.map { $0.key[keyPath: dimension] })
                guard same.count > 1, these == inRows, these == all else { out.append(f); continue }
                done.formUnion(same)
                let key = rest(f.key), old = f.key.description
                var g = Finding(component: f.component, key: key, kind: f.kind, severity: f.severity, platforms: f.platforms, expected: f.expected, values: f.values,
                                message: f.message.hasPrefix(old) ? key.description + f.message.dropFirst(old.count) : f.message)
                g.baselined = f.baselined
                out.append(g)
            }
            findings = out
        }
        // A variant a platform with variants of its own lacks is one finding (added in session 22).
        var variantsOf: [Platform: Set<String>] = [:]
        for impl in impls {
            var vs = Set(impl.facts.map(\.key.variant))
            for d in impl.diagnostics { if let k = d.key, !(k.part == "file" && k.property == "syntax") { vs.insert(k.variant) } }
            vs.remove(FactKey.any)
            variantsOf[impl.platform] = vs
        }
        let (variantKept, byVariant) = grouped(findings) { f in
            f.kind == .missing && f.key.variant != FactKey.any
                && f.platforms.allSatisfy { p in !(variantsOf[p] ?? []).isEmpty && !(variantsOf[p] ?? []).contains(f.key.variant) } ? f.key.variant : nil
        }
        var afterVariants = variantKept
        for fs in byVariant {
            let variant = fs[0].key.variant, lacking = fs[0].platforms
            let count = Set(fs.map { $0.key.part + "." + $0.key.property }).count
            var values: [Platform: PlatformValue] = [:]
            for impl in impls {
                let vs = variantsOf[impl.platform] ?? []
                if lacking.contains(impl.platform) {
                    let listed = vs.sorted().prefix(8).joined(separator: ", ") + (vs.count > 8 ? ", …" : "")
                    values[impl.platform] = PlatformValue(raw: "", normalized: "— (variants: \(listed))", location: SourceLocation(file: impl.file, line: 1, column: 1))
                } else if vs.contains(variant), let first = impl.facts.first(where: { $0.key.variant == variant }) {
                    let n = impl.facts.filter { $0.key.variant == variant }.count
                    values[impl.platform] = PlatformValue(raw: "", normalized: n == 1 ? "1 fact" : "\(n) facts", location: first.location)
                }
            }
            let definers = impls.filter { !lacking.contains($0.platform) && (variantsOf[$0.platform] ?? []).contains(variant) }.map(\.platform.rawValue)
            let names = lacking.map(\.rawValue).joined(separator: ", ")
            afterVariants.append(Finding(component: component, key: FactKey(part: "variant", property: variant, state: "default", variant: variant), kind: .missing,
                                         severity: .warning, platforms: lacking, expected: nil, values: values,
                                         message: "variant \(variant): drawn on \(definers.joined(separator: ", ")) (\(count == 1 ? "1 property" : "\(count) properties")) but \(names) has no such variant; "
                                            + "if \(names) names it otherwise, rename one; if it is \(definers.count == 1 ? definers[0] : "their")'s own, add \"\(component)/variant.\(variant)\" to `ignores`"))
        }
        findings = afterVariants
        // A part a platform draws not at all is one finding (added in session 10), not one per property.
        let drawn = Dictionary(impls.map { ($0.platform, Set($0.parts.map(\.name) + $0.facts.map(\.key.part))) }, uniquingKeysWith: { a, _ in a })
        let (partKept, byPart) = grouped(findings) { f in
            let variantFinding = f.key.part == "variant" && f.key.property == f.key.variant
            return f.kind == .missing && !variantFinding && f.platforms.allSatisfy({ !(drawn[$0]?.contains(f.key.part) ?? true) }) ? f.key.part : nil
        }
        var kept = partKept
        for fs in byPart {
            let part = fs[0].key.part, lacking = fs[0].platforms
            let props = Set(fs.map(\.key.property)).sorted()
            // A part that only lays out what it holds is no finding (added in session 22).
            if props.allSatisfy({ c.layoutOnly.contains($0) }) { continue }
            var values: [Platform: PlatformValue] = [:]
            for impl in impls {
                if lacking.contains(impl.platform) {
                    values[impl.platform] = PlatformValue(raw: "", normalized: "—", location: impl.parts.first { $0.name == "root" }?.location ?? SourceLocation(file: impl.file, line: 1, column: 1))
                } else if drawn[impl.platform]!.contains(part) {
                    let at = impl.parts.first { $0.name == part }?.location ?? impl.facts.first { $0.key.part == part }?.location ?? SourceLocation(file: impl.file, line: 1, column: 1)
                    values[impl.platform] = PlatformValue(raw: "", normalized: props.count == 1 ? "1 property" : "\(props.count) properties", location: at)
                }
            }
            let definers = impls.filter { !lacking.contains($0.platform) && drawn[$0.platform]!.contains(part) }.map(\.platform.rawValue).joined(separator: ", ")
            let names = lacking.map(\.rawValue).joined(separator: ", ")
            let shown = props.prefix(6).joined(separator: ", ") + (props.count > 6 ? ", …" : "")
            kept.append(Finding(component: component, key: FactKey(part: part, property: "part", state: "default"), kind: .missing, severity: .warning, platforms: lacking,
                                expected: nil, values: values,
                                message: "\(part): drawn on \(definers) (\(shown)) but \(names) draws no such part; if \(names) draws it under another name, say which view it is in parity.json `parts`"))
        }
        findings = kept
        findings.sort { ($0.key, $0.kind, $0.id) < ($1.key, $1.kind, $1.id) }
        return ComponentResult(component: component, files: Dictionary(uniqueKeysWithValues: impls.map { ($0.platform, $0.file) }), rows: rows, findings: findings)
    }

    /// Findings grouped by `key` (nil: kept) and the platforms they lack, in the order first met.
    static func grouped(_ findings: [Finding], by key: (Finding) -> String?) -> ([Finding], [[Finding]]) {
        var kept: [Finding] = [], groups: [String: [Finding]] = [:], order: [String] = []
        for f in findings {
            guard let k = key(f) else { kept.append(f); continue }
            let g = k + "|" + f.platforms.map(\.rawValue).joined(separator: ",")
            if groups[g] == nil { order.append(g) }
            groups[g, default: []].append(f)
        }
        return (kept, order.map { groups[$0]! })
    }

    static func expanded(_ impls: [Implementation]) -> [Platform: [FactKey: Fact]] {
        struct Group: Hashable { let part: String; let property: String }
        var variants: [Group: Set<String>] = [:], sizes: [Group: Set<String>] = [:]
        for impl in impls {
            for f in impl.facts {
                let g = Group(part: f.key.part, property: f.key.property)
                if f.key.variant != FactKey.any { variants[g, default: []].insert(f.key.variant) }
                if f.key.size != FactKey.any { sizes[g, default: []].insert(f.key.size) }
            }
        }
        var out: [Platform: [FactKey: Fact]] = [:]
        for impl in impls {
            var table: [FactKey: Fact] = [:]
            let ordered = impl.facts.sorted { ($0.key.variant == FactKey.any ? 0 : 1, $0.key.size == FactKey.any ? 0 : 1) < ($1.key.variant == FactKey.any ? 0 : 1, $1.key.size == FactKey.any ? 0 : 1) }
            for f in ordered {
                let g = Group(part: f.key.part, property: f.key.property)
                let vs = f.key.variant == FactKey.any ? (variants[g].map(Array.init) ?? [FactKey.any]) : [f.key.variant]
                let ss = f.key.size == FactKey.any ? (sizes[g].map(Array.init) ?? [FactKey.any]) : [f.key.size]
                for v in vs {
                    for s in ss {
                        var k = f.key
                        k.variant = v
                        k.size = s
                        var copy = f
                        copy.key = k
                        table[k] = copy
                    }
                }
            }
            out[impl.platform] = table
        }
        return out
    }
}
