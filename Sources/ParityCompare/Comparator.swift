import ParityModel

/// Compares the implementations of one component.
public struct Comparator: Sendable {
    public var tolerance = Tolerance()
    public var referencePlatform: Platform?
    public var platformOnlyStates: Set<String> = ["inset"]
    /// Properties a platform may leave to its layout rather than state (a primitive that centers
    /// its indicator, a SwiftUI frame that centers what it holds, Compose's `Box` placing at the
    /// top start) or state by other means (a badge moved by an offset on one platform, by
    /// absolute insets on another), or that only one platform has at all (an SF Symbol's stroke
    /// weight, `symbolWeight`): one that some platforms state and the others leave unstated
    /// is no `missing` finding — their unstated values are not known — while two stated values
    /// that differ are a `mismatch`.
    public var unstatedLayout: Set<String> = ["alignItems", "justifyContent", "offsetX", "offsetY", "direction", "symbolWeight", "grow"]
    /// Properties of a view that lays out what it holds and draws nothing: a part that states only
    /// these, which another platform does not have, is no finding (`collapsingAbsentParts`).
    public var layoutOnly: Set<String> = ["alignItems", "justifyContent", "direction", "gap", "minLength", "grow"]
    /// Values every platform holds where it states none, or states by other means: a gap,
    /// padding, border width, corner radius or offset of 0, the regular weight (400), a size that fills the
    /// parent (`flex-1`, `weight(1f)`, `maxWidth: .infinity`), an opacity or scale of 1, no shadow. A property only some platforms
    /// state, at one of these values everywhere it is stated, is no `missing` finding.
    public var unstatedDefaults: [String: [Value]] = {
        let zero = Value(unit: .pt, number: 0), fill = Value(unit: .keyword, keyword: "fill")
        var out: [String: [Value]] = ["fontWeight": [Value(unit: .weight, number: 400)], "width": [fill], "height": [fill],
                                      // Fully opaque, and no shadow (`isEnabled ? 1 : 0.5`, SwiftUI `Shadow.none`, `shadow-none`).
                                      "opacity": [Value(unit: .ratio, number: 1)], "shadow": [Value(unit: .token, token: "none"), zero],
                                      // Drawn at its own size (`scale-100`, `.scaleEffect(1)`).
                                      "scale": [Value(unit: .ratio, number: 1)],
                                      // No tracking (a text that sets no letter-spacing).
                                      "letterSpacing": [Value(unit: .em, number: 0)]]
        // (A spacer's `minLength` 0, SwiftUI's `Spacer(minLength: 0)`: what a flexible spacer elsewhere has.)
        for p in ["gap", "paddingTop", "paddingBottom", "paddingStart", "paddingEnd", "borderWidth", "radius", "offsetX", "offsetY", "minLength"] + Normalize.cornerProperties
            + Normalize.borderSideWidths.values { out[p] = [zero] }
        // By part as `part.property`: a text field's placeholder is one line on every platform
        // (React Native's single-line `TextInput`, SwiftUI's `TextField` prompt), stated or not.
        out["placeholder.lineLimit"] = [Value(unit: .ratio, number: 1)]
        return out
    }()
    /// Colors that paint nothing where they are transparent in both modes (`Color.Transparent`,
    /// `bg-transparent`): stated on some platforms only, at such a color, they are no `missing`.
    public var invisibleColors: Set<String> = Set(["backgroundColor", "borderColor"] + Normalize.borderSideColors.values)
    /// Properties a part hands down to the views inside it: a Compose container's
    /// `LocalContentColor`, a SwiftUI container's `.foregroundStyle`, Tailwind's `text-*` on a
    /// view that holds a text. A platform that states one only on what the container holds (the
    /// text inside a React Native `Pressable`) has the value there: it is no `missing` where a part
    /// inside that platform's part holds the same value in the same state, variant and size.
    public var inheritedProperties: Set<String> = ["color"]
    /// Properties of a box that the view hugging one child and that child share: padding inside
    /// a background drawn by a `View` around its only `Text` (`<View className="bg-…"><Text
    /// className="px-3">`) is the padding of a SwiftUI `Text` that draws the background itself. A
    /// platform that states one on the part's only child, on the parent it is the only child of,
    /// or on the same view under another part name, at the same value, has it: no `missing`. So is
    /// the opacity a disabled state dims with (a SwiftUI `ButtonStyle`'s `.opacity(isEnabled ? 1 : 0.5)`
    /// on the label's box where it paints nothing, on a `Pressable` around its text elsewhere). So
    /// is a size: a field's height on the `View` around its only `TextInput` is the height SwiftUI
    /// frames the `TextField` itself to.
    public var boxProperties: Set<String> = ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd", "opacity", "width", "height", "minWidth", "minHeight"]
    public var platforms: [Platform] = Platform.allCases
    /// Whether a part's opacity that the platforms disagree on is folded into its colors'
    /// alpha before comparing (`foldingOpacity`).
    public var foldsOpacity = true

    /// A color of alpha 0 in light and dark mode.
    static func invisible(_ v: Value) -> Bool { v.color?.isTransparent ?? false }
    /// A part a platform draws not at all is one `missing` finding, not one per property
    /// (components; token tables compare each token's modes, so they keep a finding per mode).
    public var collapsesAbsentParts = true

    public init() {}

    public func compare(component: String, _ given: [Implementation]) -> ComponentResult {
        let aligned = Comparator.sidingBorders(Comparator.edgeLinesAsBorders(Comparator.aligningBoxAxes(Comparator.aligningSizes(given))))
        let impls = foldsOpacity ? Comparator.foldingOpacity(aligned, tolerance: tolerance) : aligned
        var findings: [Finding] = []
        for p in platforms where !impls.contains(where: { $0.platform == p }) {
            let key = FactKey(part: "component", property: "file", state: "default")
            findings.append(Finding(component: component, key: key, kind: .missingImplementation, severity: .error, platforms: [p],
                                    expected: nil, values: [:], message: "\(component) has no \(p.rawValue) implementation"))
        }
        // Diagnostics. Unresolved keys per implementation, in the order of `impls`.
        var unresolvedKeys = [Set<FactKey>](repeating: [], count: impls.count)
        for (i, impl) in impls.enumerated() {
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
                    unresolvedKeys[i].insert(key)
                    findings.append(Finding(component: component, key: key, kind: .unresolved, severity: .warning, platforms: [impl.platform], expected: nil,
                                            values: [impl.platform: PlatformValue(raw: "", normalized: "?", location: d.location)], message: d.message))
                case .warning:
                    findings.append(Finding(component: component, key: FactKey(part: "file", property: "read", state: "default"), kind: .parseError, severity: .warning,
                                            platforms: [impl.platform], expected: nil, values: [impl.platform: PlatformValue(raw: "", normalized: d.message, location: d.location)], message: d.message))
                }
            }
        }
        let table = FactRows(impls, noFallback: platformOnlyStates)
        // Where a value that a platform lacks would go: the view of the part, else its file.
        let partLocations = impls.map { impl in Dictionary(impl.parts.map { ($0.name, $0.location) }, uniquingKeysWith: { a, _ in a }) }
        func whereMissing(_ i: Int, _ part: String) -> SourceLocation {
            partLocations[i][part] ?? partLocations[i]["root"] ?? SourceLocation(file: impls[i].file, line: 1, column: 1)
        }
        var rows: [Row] = []
        rows.reserveCapacity(table.count)
        // Scratch of one row, by implementation; reused from row to row.
        var clusterOf = [Int](repeating: -1, count: impls.count)
        var seeding: [Int] = [], clusterSize: [Int] = [], clusterFirst: [Int] = []
        let referenceImpl = referencePlatform.flatMap { p in impls.firstIndex { $0.platform == p } }
        for row in 0..<table.count {
            let key = table.keys[row]
            let factOf = { (i: Int) in table.facts[row * impls.count + i] }
            // Clusters of equal values; the expected one is the reference platform's, else the largest.
            // Resolved values seed the clusters; a value joins the largest cluster whose every
            // member it matches (an unresolved token name matches any value of that name).
            func seedRank(_ i: Int) -> Int { (impls[i].facts[factOf(i)].value.isResolved ? 0 : 8) + impls[i].platform.rank }
            seeding.removeAll(keepingCapacity: true)
            var have = 0
            for i in impls.indices {
                clusterOf[i] = -1
                guard factOf(i) >= 0 else { continue }
                have += 1
                let rank = seedRank(i)
                var at = seeding.count
                while at > 0, seedRank(seeding[at - 1]) > rank { at -= 1 }
                seeding.insert(i, at: at)
            }
            clusterSize.removeAll(keepingCapacity: true)
            clusterFirst.removeAll(keepingCapacity: true)
            // A text style is compared without what some platform states of it on its own (`text-sm
            // leading-5` beside Material's `labelLarge`: the line heights are a row of their own).
            let masked = key.property == "typography" ? statedTypographyComponents(impls, key) : []
            var maskedValues: [Value] = []
            if !masked.isEmpty {
                for i in impls.indices { maskedValues.append(factOf(i) >= 0 ? Comparator.masking(impls[i].facts[factOf(i)].value, masked) : Value(unit: .token)) }
            }
            for s in seeding {
                let v = maskedValues.isEmpty ? impls[s].facts[factOf(s)].value : maskedValues[s]
                var joins = -1
                // Only a larger cluster than the one found can change the choice.
                for c in clusterSize.indices where joins < 0 || clusterSize[c] > clusterSize[joins] {
                    let fits = !seeding.contains {
                        clusterOf[$0] == c && !(maskedValues.isEmpty ? tolerance.matches(impls[$0].facts[factOf($0)].value, v) : tolerance.matches(maskedValues[$0], v))
                    }
                    if fits { joins = c }
                }
                if joins >= 0 {
                    clusterOf[s] = joins
                    clusterSize[joins] += 1
                } else {
                    clusterOf[s] = clusterSize.count
                    clusterSize.append(1)
                    clusterFirst.append(s)
                }
            }
            var expected = referenceImpl.map { clusterOf[$0] } ?? -1
            if expected < 0 {
                // A platform that states no such part of a text style but whose style there holds a value
                // counts for that value (`text-sm` holding −0.016 em against one platform's `tracking-tight`
                // and SwiftUI's stated tracking): the one that differs from what the styles hold is the drift.
                var votes = clusterSize
                if clusterSize.count > 1, let unit = TypographyValue.parts[key.property] {
                    for i in impls.indices where factOf(i) < 0 {
                        guard let (_, held) = typographyPart(impls[i], key) else { continue }
                        if let c = clusterSize.indices.first(where: { tolerance.matches(impls[clusterFirst[$0]].facts[factOf(clusterFirst[$0])].value, Value(unit: unit, number: held)) }) {
                            votes[c] += 1
                        }
                    }
                }
                for c in votes.indices {
                    if expected < 0 || votes[c] > votes[expected]
                        || (votes[c] == votes[expected] && impls[clusterFirst[c]].platform.rank < impls[clusterFirst[expected]].platform.rank) {
                        expected = c
                    }
                }
            }
            var cells: [Platform: Cell] = [:]
            cells.reserveCapacity(impls.count)
            // Platforms mostly agree: a value equal to the previous one has its description.
            var described = -1, description = ""
            for i in impls.indices {
                if factOf(i) >= 0 {
                    let ok = expected < 0 || clusterOf[i] == expected
                    if described < 0 || impls[i].facts[factOf(i)].value != impls[described].facts[factOf(described)].value {
                        description = impls[i].facts[factOf(i)].value.description
                        described = i
                    }
                    // Field by field: copying the whole fact out of the array first cost more than the cell.
                    cells[impls[i].platform] = Cell(raw: impls[i].facts[factOf(i)].raw, value: description,
                                                    unit: impls[i].facts[factOf(i)].value.unit.rawValue, location: impls[i].facts[factOf(i)].location,
                                                    status: ok ? .match : .mismatch)
                } else {
                    let unresolved = !unresolvedKeys[i].isEmpty && unresolvedKeys[i].contains(key)
                    cells[impls[i].platform] = Cell(raw: nil, value: nil, unit: nil, location: nil, status: unresolved ? .unresolved : .missing)
                }
            }
            rows.append(Row(key: key, cells: cells))
            // Findings are rare: most rows agree.
            guard clusterSize.count > 1 || (have > 0 && have < impls.count) else { continue }
            // A combined state whose every platform holds its value of one member state says
            // nothing that member's row does not (a drift in `checked` is not found again in
            // `checked+disabled` where disabling changes nothing).
            if let members = table.members[row], members.contains(where: { m in
                impls.indices.allSatisfy { i in
                    let a = factOf(i), b = table.facts[m * impls.count + i]
                    return a == b || (a >= 0 && b >= 0 && impls[i].facts[a].value == impls[i].facts[b].value)
                }
            }) { continue }
            let expectedFact = expected >= 0 ? impls[clusterFirst[expected]].facts[factOf(clusterFirst[expected])] : nil
            let present = impls.indices.filter { factOf($0) >= 0 }
            let values = Dictionary(uniqueKeysWithValues: impls.indices.map { i -> (Platform, PlatformValue) in
                guard factOf(i) >= 0 else {
                    // What the platform's text style holds of it (`text-xs` beside a stated line height).
                    if let unit = TypographyValue.parts[key.property], let (f, n) = typographyPart(impls[i], key) {
                        return (impls[i].platform, PlatformValue(raw: f.raw, normalized: "\(Value(unit: unit, number: n)) (\(f.value.token ?? "typography"))", location: f.location))
                    }
                    return (impls[i].platform, PlatformValue(raw: "", normalized: "—", location: whereMissing(i, key.part)))
                }
                let f = impls[i].facts[factOf(i)]
                return (impls[i].platform, PlatformValue(raw: f.raw, normalized: f.value.description, location: f.location))
            })
            if clusterSize.count > 1, let expectedFact {
                let differing = present.filter { clusterOf[$0] != expected }
                let detail = differing.map { i in
                    let f = impls[i].facts[factOf(i)]
                    return "\(impls[i].platform.rawValue) has \(f.value) (\(f.raw))"
                }.joined(separator: ", ")
                findings.append(Finding(component: component, key: key, kind: .mismatch, severity: .error, platforms: differing.map { impls[$0].platform },
                                        expected: expectedFact.value.description, values: values,
                                        message: "\(key): \(detail); expected \(expectedFact.value)"))
            }
            var missing = impls.indices.filter { factOf($0) < 0 && !unresolvedKeys[$0].contains(key) }
            // A platform without the dimension a state is a case of (`shape=square`) lacks nothing there.
            if !missing.isEmpty, key.state.containsByte("=") { missing.removeAll { !impls[$0].hasDimensions(of: key.state) } }
            // (Most rows lack nothing: the property names are hashed only where one does.)
            if !missing.isEmpty, let expectedFact, inheritedProperties.contains(key.property) {
                missing.removeAll { holdsInside(impls[$0], key, expectedFact.value) }
            }
            if !missing.isEmpty, let expectedFact, boxProperties.contains(key.property) {
                missing.removeAll { holdsInSameBox(impls[$0], key, expectedFact.value) }
            }
            if !missing.isEmpty, key.property == "radius" {
                missing.removeAll { roundsOnlyWhenPainted(impls[$0], key) }
            }
            if !missing.isEmpty, let expectedFact, key.property == "gap" {
                missing.removeAll { spacesChildren(impls[$0], key, expectedFact.value) }
            }
            // A text's minimum height at the line height its style holds there (SwiftUI's `.frame(minHeight:
            // style.lineHeight)` as the line box) is the height a line of that text takes anyway.
            if !missing.isEmpty, let expectedFact, let (property, unit) = Comparator.lineBoxes[key.property] {
                var k = key
                k.property = property
                missing.removeAll { typographyHolds(impls[$0], k, unit: unit, expectedFact.value) }
            }
            if !missing.isEmpty, let expectedFact, let unit = TypographyValue.parts[key.property] {
                missing.removeAll { typographyHolds(impls[$0], key, unit: unit, expectedFact.value) }
                // A platform whose text style holds another value there, where another platform's style
                // holds this one (`text-xs` beside `text-sm` and SwiftUI's stated 15 pt): the text
                // styles' own row finds that drift, once; it lacks nothing here.
                if !missing.isEmpty, impls.indices.contains(where: { factOf($0) < 0 && typographyHolds(impls[$0], key, unit: unit, expectedFact.value) }) {
                    missing.removeAll { typographyPart(impls[$0], key) != nil }
                }
                // A platform whose text style there is unresolved may hold this part in it: not missing
                // (its typography's own finding says why).
                var style = key
                style.property = "typography"
                missing.removeAll { unresolvedKeys[$0].contains(style) }
            }
            // A platform that states a text style's parts and names no style (SwiftUI's
            // `.font(.system(size: 14, weight: .medium))`) has it where each part is stated there at
            // the style's value or is compared as its own row.
            if key.property == "typography", !missing.isEmpty, let t = expectedFact?.value.typography {
                missing.removeAll { i in
                    Comparator.comparedTypographyParts.allSatisfy { property in
                        if masked.contains(property) { return true }
                        var k = key
                        k.property = property
                        let held = t[part: property]
                        // (Stated at the row's cell or for all of them: `text-xs` per size beside a stated 13 pt at every size.)
                        if let f = impls[i].facts.first(where: { Comparator.covers($0.key, k) }) {
                            return tolerance.matches(f.value, Value(unit: f.value.unit, number: held))
                        }
                        // A line height stated as the text's line box (`.frame(minHeight: style.lineHeight)`).
                        for (box, (part, _)) in Comparator.lineBoxes where part == property {
                            k.property = box
                            if let f = impls[i].facts.first(where: { Comparator.covers($0.key, k) }) {
                                return tolerance.matches(f.value, Value(unit: f.value.unit, number: held))
                            }
                        }
                        // Not stated, where the style holds what a text that states nothing has (no tracking).
                        return (unstatedDefaults[property] ?? []).contains { d in
                            d.number.map { n in held.map { tolerance.number(n, $0, unit: d.unit) } ?? false } ?? false
                        }
                    }
                }
            }
            let defaults = unstatedDefaults["\(key.part).\(key.property)"] ?? unstatedDefaults[key.property] ?? []
            let atDefault = !defaults.isEmpty && present.allSatisfy { i in defaults.contains { tolerance.matches($0, impls[i].facts[factOf(i)].value) } }
                || invisibleColors.contains(key.property) && present.allSatisfy { i in Comparator.invisible(impls[i].facts[factOf(i)].value) }
            // A value every platform that states it computes as the app runs (a progress fill's width) is
            // no drift where another draws it without stating it (a custom shape's path).
            let runtimeOnly = present.allSatisfy { impls[$0].facts[factOf($0)].value == .dynamic }
            if !missing.isEmpty, !present.isEmpty, !platformOnly(key), !unstatedLayout.contains(key.property), !atDefault, !runtimeOnly {
                let names = missing.map { impls[$0].platform.rawValue }.joined(separator: ", ")
                let definers = present.map { impls[$0].platform.rawValue }.joined(separator: ", ")
                findings.append(Finding(component: component, key: key, kind: .missing, severity: .warning, platforms: missing.map { impls[$0].platform },
                                        expected: expectedFact?.value.description, values: values,
                                        message: "\(key): defined on \(definers) but not on \(names)"))
            }
        }
        findings = collapsingUniform(findings, rows, along: \.size)
        findings = collapsingUniform(findings, rows, along: \.variant)
        if collapsesAbsentParts {
            // A variant's finding stands as it is; the rest are collapsed by part.
            let (rest, variants) = collapsingAbsentVariants(findings, impls)
            findings = collapsingAbsentParts(rest, impls, partLocations: partLocations, whereMissing: whereMissing) + variants
        }
        findings.sort { ($0.key, $0.kind, $0.id) < ($1.key, $1.kind, $1.id) }
        return ComponentResult(component: component, files: Dictionary(uniqueKeysWithValues: impls.map { ($0.platform, $0.file) }), rows: rows, findings: findings)
    }

    /// One finding for a drift that is the same at every size (or variant) the rows have: the
    /// mismatches or absences of one part, property, state and variant (size) whose platforms
    /// hold the same values at each of its sizes (variants) are one finding with `*` there. (A
    /// value that changes with the size on one platform splits the rows by size for all: a
    /// variant whose drift does not change with it is still one drift.)
    func collapsingUniform(_ findings: [Finding], _ rows: [Row], along dimension: WritableKeyPath<FactKey, String>) -> [Finding] {
        func collapsible(_ f: Finding) -> Bool { (f.kind == .mismatch || f.kind == .missing) && f.key[keyPath: dimension] != FactKey.any }
        guard findings.count > 1, findings.contains(where: collapsible) else { return findings }
        // The drift a finding states, but for the dimension.
        struct Drift: Hashable {
            var key: FactKey
            var kind: FindingKind
            var platforms: [Platform]
            var expected: String?
            var values: [Platform: String]
        }
        func drift(_ f: Finding) -> Drift {
            var key = f.key
            key[keyPath: dimension] = FactKey.any
            return Drift(key: key, kind: f.kind, platforms: f.platforms, expected: f.expected, values: f.values.mapValues { $0.normalized })
        }
        var groups: [Drift: [Int]] = [:]
        for (i, f) in findings.enumerated() where collapsible(f) { groups[drift(f), default: []].append(i) }
        // The values of the dimension the rows have, by the rest of their key, and those of the
        // component: a finding at `*` holds at all of these (a border only some
        // variants have stays a finding per variant).
        var valuesOf: [FactKey: Set<String>] = [:], all: Set<String> = []
        for r in rows {
            var key = r.key
            key[keyPath: dimension] = FactKey.any
            valuesOf[key, default: []].insert(r.key[keyPath: dimension])
            all.insert(r.key[keyPath: dimension])
        }
        all.remove(FactKey.any)
        // The first finding of a group stands for it, the others go.
        var merged: [Int: Finding] = [:], dropped: Set<Int> = []
        for (d, members) in groups where members.count > 1 {
            let these = Set(members.map { findings[$0].key[keyPath: dimension] })
            guard valuesOf[d.key] == these, these == all else { continue }
            let first = findings[members[0]]
            let old = first.key.description
            let message = first.message.hasPrefix(old) ? d.key.description + first.message.dropFirst(old.count) : first.message
            var f = Finding(component: first.component, key: d.key, kind: first.kind, severity: first.severity, platforms: first.platforms,
                            expected: first.expected, values: first.values, message: message)
            f.baselined = first.baselined
            merged[members[0]] = f
            dropped.formUnion(members.dropFirst())
        }
        guard !merged.isEmpty else { return findings }
        return findings.indices.filter { !dropped.contains($0) }.map { merged[$0] ?? findings[$0] }
    }

    /// The parts of a typography that two typographies are compared on (`Tolerance`), in the
    /// order a fact states them; its weight is compared only as `fontWeight` rows.
    static let comparedTypographyParts = ["fontSize", "lineHeight", "letterSpacing"]

    /// Whether fact key `f` is `key` or states its property for every cell `key` is at (a fact for
    /// all sizes covers the row of one size; one of a size does not cover the row of all sizes).
    static func covers(_ f: FactKey, _ key: FactKey) -> Bool {
        f.part == key.part && f.property == key.property && f.state == key.state
            && (f.variant == key.variant || f.variant == FactKey.any) && (f.size == key.size || f.size == FactKey.any)
    }

    /// Whether a fact's key holds at `key`'s point: the same state, and the same variant and size
    /// or `*` on either side.
    static func holds(_ f: FactKey, at key: FactKey) -> Bool {
        f.state == key.state && holds(variantAndSize: f, at: key)
    }

    /// A typography value with the parts in `masked` set to 0 (compared elsewhere).
    static func masking(_ v: Value, _ masked: Set<String>) -> Value {
        guard var t = v.typography else { return v }
        for property in comparedTypographyParts where masked.contains(property) { t[part: property] = 0 }
        var out = v
        out.typography = t
        return out
    }

    /// The typography parts some platform states on their own for `key`'s part, state, variant and size.
    func statedTypographyComponents(_ impls: [Implementation], _ key: FactKey) -> Set<String> {
        var out: Set<String> = []
        for impl in impls {
            for f in impl.facts where f.key.part == key.part && f.key.state == key.state && f.key.variant == key.variant && f.key.size == key.size {
                if Comparator.comparedTypographyParts.contains(f.key.property) { out.insert(f.key.property) }
            }
        }
        return out
    }

    /// Box properties a text states its style's part with (`minHeight`: the line height, SwiftUI's
    /// `.frame(minHeight: style.lineHeight)`), and that part's unit.
    static let lineBoxes: [String: (String, Unit)] = ["minHeight": ("lineHeight", .pt)]

    /// Whether the part's typography in `key`'s state, variant and size holds `value` for the
    /// property (`TypographyValue.parts`).
    func typographyHolds(_ impl: Implementation, _ key: FactKey, unit: Unit, _ value: Value) -> Bool {
        guard let n = value.number, let (_, held) = typographyPart(impl, key) else { return false }
        return tolerance.matches(Value(unit: unit, number: held), Value(unit: unit, number: n))
    }

    /// The part's typography fact in `key`'s state, variant and size, and what it holds of `key.property`.
    func typographyPart(_ impl: Implementation, _ key: FactKey) -> (Fact, Double)? {
        for f in impl.facts where f.key.part == key.part && f.key.property == "typography" && Comparator.holds(f.key, at: key) {
            if let held = f.value.typography?[part: key.property] { return (f, held) }
        }
        return nil
    }

    /// Whether the part's box, under another part name, has a fact of `key.property` that holds
    /// `value` in `key`'s state, variant and size (`boxProperties`): the same view, the parent the
    /// part is the only child of, or the part's only child.
    func holdsInSameBox(_ impl: Implementation, _ key: FactKey, _ value: Value) -> Bool {
        guard let me = impl.parts.first(where: { $0.name == key.part }) else { return false }
        func children(_ name: String) -> [PartInfo] { impl.parts.filter { $0.parent == name } }
        var box: Set<String> = Set(impl.parts.filter { $0.name != me.name && $0.location == me.location }.map(\.name))
        if let p = me.parent, children(p).count == 1 || me.index == 0 && impl.parts.contains(where: { $0.name == p && $0.view == PartInfo.textRunsView }) { box.insert(p) }
        let mine = children(me.name)
        if mine.count == 1 { box.insert(mine[0].name) }
        guard !box.isEmpty else { return false }
        return impl.facts.contains { f in
            f.key.property == key.property && box.contains(f.key.part) && Comparator.holds(f.key, at: key) && tolerance.matches(f.value, value)
        }
    }

    /// Whether a platform draws the part's rounded shape only in other states, and paints nothing
    /// at `key` (SwiftUI's `.background { if configuration.isPressed { RoundedRectangle(…).fill(…) } }`
    /// beside a `Pressable` that is `rounded-sm` at rest with no fill): a radius nothing shows there.
    func roundsOnlyWhenPainted(_ impl: Implementation, _ key: FactKey) -> Bool {
        // A part the implementation draws (its views are known, as for `holdsInSameBox`).
        guard impl.parts.contains(where: { $0.name == key.part }) else { return false }
        var rounded = false
        for f in impl.facts where f.key.part == key.part {
            if Comparator.paint.contains(f.key.property), Comparator.holds(f.key, at: key), !Comparator.invisible(f.value) { return false }
            if f.key.property == "radius", f.key.state != key.state { rounded = true }
        }
        return rounded
    }
    static let paint: Set<String> = Set(["backgroundColor", "borderWidth", "borderColor"] + Normalize.borderSideWidths.values + Normalize.borderSideColors.values)

    static let paddings: Set<String> = ["paddingStart", "paddingEnd", "paddingTop", "paddingBottom"]

    /// Whether a platform spaces the views inside `key.part` by `value` without a gap: a child pads
    /// itself by it (Orbit Android's alert icon's `padding(end = 8.dp)` beside iOS's `HStack(spacing: 8)`)
    /// or a spacer child is that long (Compose's `Spacer(Modifier.size(16.dp))`, SwiftUI's
    /// `Spacer().frame(height: 16)`), in `key`'s state, variant and size.
    func spacesChildren(_ impl: Implementation, _ key: FactKey, _ value: Value) -> Bool {
        let children = Set(impl.parts.lazy.filter { $0.parent == key.part }.map(\.name))
        guard !children.isEmpty else { return false }
        return impl.facts.contains { f in
            guard children.contains(f.key.part), Comparator.holds(f.key, at: key) else { return false }
            let spacer = f.key.part.split(separator: "/").last.map { $0.hasPrefix("spacer") } ?? false
            return (Comparator.paddings.contains(f.key.property) || spacer && (f.key.property == "width" || f.key.property == "height")) && tolerance.matches(f.value, value)
        }
    }

    /// Whether a part inside `key.part` (its descendant in the implementation's parts) has a fact
    /// of `key.property` that holds `value` in `key`'s state, variant and size (`inheritedProperties`).
    func holdsInside(_ impl: Implementation, _ key: FactKey, _ value: Value) -> Bool {
        let inside = Comparator.parts(inside: key.part, of: impl)
        return impl.facts.contains { f in
            f.key.property == key.property && f.key.part != key.part && Comparator.holds(f.key, at: key) && inside.contains(f.key.part) && tolerance.matches(f.value, value)
        }
    }

    /// The `missing` findings at a variant that a platform does not have, where it has variants
    /// of its own (Orbit Android's `BadgeCritical` beside iOS's `Badge.Style.status(.critical)`), as
    /// one finding for the variant: the variant is what is missing there, not each property drawn
    /// at it. Its key is the part `variant`, the property the variant's name (so `ignores` drops
    /// it as `badge/variant.critical`).
    /// Returns the other findings and the variants' apart.
    func collapsingAbsentVariants(_ findings: [Finding], _ impls: [Implementation]) -> (rest: [Finding], variants: [Finding]) {
        // Most components have no missing value at a variant: no variant sets are made for them.
        guard findings.contains(where: { $0.kind == .missing && $0.key.variant != FactKey.any }) else { return (findings, []) }
        let variantsOf = impls.map { impl in
            // (A syntax error's key holds its line where a variant goes: no variant.)
            Set(impl.facts.lazy.map(\.key.variant)).union(impl.diagnostics.lazy.compactMap { d in d.key.flatMap { $0.variantShown ? $0.variant : nil } })
                .subtracting([FactKey.any])
        }
        let index = Dictionary(impls.enumerated().map { ($1.platform, $0) }, uniquingKeysWith: { a, _ in a })
        let (rest, groups) = Comparator.grouping(findings) { f in
            guard f.kind == .missing, f.key.variant != FactKey.any, f.platforms.allSatisfy({ p in
                index[p].map { !variantsOf[$0].isEmpty && !variantsOf[$0].contains(f.key.variant) } ?? false
            }) else { return nil }
            return f.key.variant
        }
        var out: [Finding] = []
        for fs in groups {
            let first = fs[0]
            let variant = first.key.variant
            let properties = Set(fs.map { "\($0.key.part).\($0.key.property)" }).count
            var values: [Platform: PlatformValue] = [:]
            for i in impls.indices {
                let v = impls[i]
                if first.platforms.contains(v.platform) {
                    let has = variantsOf[i].sorted().prefix(8).joined(separator: ", ") + (variantsOf[i].count > 8 ? ", …" : "")
                    values[v.platform] = PlatformValue(raw: "", normalized: "— (variants: \(has))", location: SourceLocation(file: v.file, line: 1, column: 1))
                } else if variantsOf[i].contains(variant), let f = v.facts.first(where: { $0.key.variant == variant }) {
                    let n = v.facts.lazy.filter { $0.key.variant == variant }.count
                    values[v.platform] = PlatformValue(raw: "", normalized: n == 1 ? "1 fact" : "\(n) facts", location: f.location)
                }
            }
            let definers = impls.indices.filter { !first.platforms.contains(impls[$0].platform) && variantsOf[$0].contains(variant) }.map { impls[$0].platform.rawValue }
            let missingNames = first.platforms.map(\.rawValue).joined(separator: ", ")
            let message = "variant \(variant): drawn on \(definers.joined(separator: ", ")) (\(properties == 1 ? "1 property" : "\(properties) properties")) but \(missingNames) has no such variant; "
                + "if \(missingNames) names it otherwise, rename one; if it is \(definers.count == 1 ? definers[0] : "their")'s own, add \"\(first.component)/variant.\(variant)\" to `ignores`"
            out.append(Finding(component: first.component, key: FactKey(part: "variant", property: variant, state: "default", variant: variant), kind: .missing,
                               severity: .warning, platforms: first.platforms, expected: nil, values: values, message: message))
        }
        return (rest, out)
    }

    /// Findings grouped by `key` (nil: kept as they are) and the platforms they lack, in the order
    /// each group is first met: the ones kept, and the groups.
    static func grouping(_ findings: [Finding], by key: (Finding) -> String?) -> (kept: [Finding], groups: [[Finding]]) {
        var kept: [Finding] = []
        var groups: [String: [Finding]] = [:]
        var order: [String] = []
        for f in findings {
            guard let k = key(f) else { kept.append(f); continue }
            let g = k + "\u{0}" + f.platforms.map(\.rawValue).joined(separator: ",")
            if groups[g] == nil { order.append(g) }
            groups[g, default: []].append(f)
        }
        return (kept, order.map { groups[$0]! })
    }

    /// The `missing` findings of a part that a platform does not draw at all (no view of that
    /// name, no fact of it) as one finding for the part: the part is what is missing there, not
    /// each of its properties (Orbit iOS's slider drew nine properties of a spacer Android has no
    /// counterpart for: nine findings). Its key's property is `part`.
    func collapsingAbsentParts(_ findings: [Finding], _ impls: [Implementation], partLocations: [[String: SourceLocation]],
                               whereMissing: (Int, String) -> SourceLocation) -> [Finding] {
        let drawn = impls.map { impl in Set(impl.parts.map(\.name)).union(impl.facts.map(\.key.part)) }
        let index = Dictionary(impls.enumerated().map { ($1.platform, $0) }, uniquingKeysWith: { a, _ in a })
        let grouped = Comparator.grouping(findings) { f in
            f.kind == .missing && f.platforms.allSatisfy { p in index[p].map { !drawn[$0].contains(f.key.part) } ?? false } ? f.key.part : nil
        }
        var out = grouped.kept
        for fs in grouped.groups {
            let first = fs[0]
            let part = first.key.part
            let properties = Array(Set(fs.map(\.key.property))).sorted()
            // A part that only lays out what it holds (a stack's gap, a spacer's minimum length) draws
            // nothing: another platform nests its views otherwise (Orbit iOS's `HStack(spacing: 8)`
            // around a button's icon and text, which Android lays out in the button's own `Row`).
            if properties.allSatisfy({ layoutOnly.contains($0) }) { continue }
            let definers = impls.indices.filter { !first.platforms.contains(impls[$0].platform) && drawn[$0].contains(part) }
            var values: [Platform: PlatformValue] = [:]
            for i in impls.indices {
                if first.platforms.contains(impls[i].platform) {
                    values[impls[i].platform] = PlatformValue(raw: "", normalized: "—", location: whereMissing(i, part))
                } else if drawn[i].contains(part) {
                    let at = partLocations[i][part] ?? impls[i].facts.first { $0.key.part == part }?.location ?? SourceLocation(file: impls[i].file, line: 1, column: 1)
                    values[impls[i].platform] = PlatformValue(raw: "", normalized: properties.count == 1 ? "1 property" : "\(properties.count) properties", location: at)
                }
            }
            let shown = properties.prefix(6).joined(separator: ", ") + (properties.count > 6 ? ", …" : "")
            let missingNames = first.platforms.map(\.rawValue).joined(separator: ", ")
            let message = "\(part): drawn on \(definers.map { impls[$0].platform.rawValue }.joined(separator: ", ")) (\(shown)) but \(missingNames) draws no such part; "
                + "if \(missingNames) draws it under another name, say which view it is in parity.json `parts`"
            out.append(Finding(component: first.component, key: FactKey(part: part, property: "part", state: "default"), kind: .missing, severity: .warning,
                               platforms: first.platforms, expected: nil, values: values, message: message))
        }
        return out
    }

    func platformOnly(_ key: FactKey) -> Bool {
        key.state.split(separator: "+").contains { platformOnlyStates.contains(String($0)) }
    }
}

extension Platform {
    /// The position in `allCases`, the order of `<` (which searches `allCases` on every call).
    var rank: Int {
        switch self {
        case .uniwind: 0
        case .nativewind: 1
        case .stylesheet: 2
        case .swift: 3
        case .kotlin: 4
        }
    }
}

/// The rows of a component's table: every key any platform has, in key order, with each
/// platform's fact of it; facts that hold for any variant (or size) are copied onto every
/// variant (size) another platform distinguishes for the same part and property.
///
/// Each platform's facts, in key order (the resolver leaves them so), are merged one (part,
/// property) group at a time. Within a group the states, variants and sizes are numbered in
/// their order, so that expanding and sorting handle integers, not strings. This replaced a
/// dictionary per platform keyed by `FactKey`, whose hashing of five strings on every lookup
/// was most of the comparison.
struct FactRows {
    /// The key of each row.
    private(set) var keys: [FactKey] = []
    /// Row by row, for each implementation the index of its fact of the row's key, or -1.
    private(set) var facts: [Int] = []
    var count: Int { keys.count }

    /// One fact of a group under the key of its row, numbered within the group.
    private struct Entry {
        /// The row within the group: state, variant and size in key order.
        var row: Int
        var impl: Int
        /// Of facts of one platform that land on the same key, the highest rank wins, then the
        /// later fact: a specific variant and size win over an expanded wildcard.
        var rank: Int
        var fact: Int
    }

    /// States whose value on a platform that does not set it is not its default value (a state
    /// only one platform has, such as SwiftUI `inset`).
    private let noFallback: Set<String>

    /// - Parameter noFallback: states a platform without facts for them does not take its default
    ///   value in (comparison is point by point: elsewhere, a platform that does not change a value
    ///   in a state holds its default value there).
    init(_ impls: [Implementation], noFallback: Set<String> = []) {
        self.noFallback = noFallback
        // Each platform's facts in key order.
        let sorted = impls.map { impl in impl.facts.withUnsafeBufferPointer { FactKey.sortedIndices($0) } }
        var next = [Int](repeating: 0, count: impls.count)
        func key(_ i: Int) -> FactKey? { next[i] < sorted[i].count ? impls[i].facts[sorted[i][next[i]]].key : nil }
        var group: [(impl: Int, fact: Int)] = []
        while true {
            // The first (part, property) among the platforms' next facts.
            var first: FactKey?
            for i in impls.indices {
                guard let a = key(i) else { continue }
                guard let b = first else { first = a; continue }
                if a.part != b.part ? utf8Precedes(a.part, b.part)
                    : a.property != b.property && utf8Precedes(a.property, b.property) {
                    first = a
                }
            }
            guard let first else { return }
            group.removeAll(keepingCapacity: true)
            for i in impls.indices {
                while let k = key(i), k.part == first.part, k.property == first.property {
                    group.append((i, sorted[i][next[i]]))
                    next[i] += 1
                }
            }
            addRows(impls, group, part: first.part, property: first.property)
        }
    }

    /// Scratch of one group, reused from group to group.
    private var states = Distinct(), variants = Distinct(), sizes = Distinct()
    private var numbered: [(state: Int, variant: Int?, size: Int?)] = []
    private var entries: [Entry] = []

    /// Adds the rows of the facts of one (part, property).
    private mutating func addRows(_ impls: [Implementation], _ group: [(impl: Int, fact: Int)], part: String, property: String) {
        let any = FactKey.any
        // The distinct states, variants and sizes, and each fact's, by number.
        states.values.removeAll(keepingCapacity: true)
        variants.values.removeAll(keepingCapacity: true)
        sizes.values.removeAll(keepingCapacity: true)
        numbered.removeAll(keepingCapacity: true)
        for (i, f) in group {
            let key = impls[i].facts[f].key
            numbered.append((states.number(key.state), key.variant == any ? nil : variants.number(key.variant), key.size == any ? nil : sizes.number(key.size)))
        }
        // Wildcards stay wildcards only where the group has nothing specific.
        if variants.values.isEmpty { _ = variants.number(any) }
        if sizes.values.isEmpty { _ = sizes.number(any) }
        let base = facts.count
        // Usually the group is one row (one key, the same on every platform that has it):
        // no numbering or sorting then.
        if states.values.count == 1, variants.values.count == 1, sizes.values.count == 1 {
            facts.append(contentsOf: repeatElement(-1, count: impls.count))
            var bestRank = -1
            for ((i, f), n) in zip(group, numbered) {
                let rank = (n.variant == nil ? 0 : 2) + (n.size == nil ? 0 : 1)
                if facts[base + i] < 0 { bestRank = -1 }
                // Facts of a platform come in key order, then source order: the later wins a tie.
                if rank >= bestRank { facts[base + i] = f; bestRank = rank }
            }
            keys.append(FactKey(part: part, property: property, state: states.values[0], variant: variants.values[0], size: sizes.values[0]))
            return
        }
        let stateOrder = states.sortedPositions(), variantOrder = variants.sortedPositions(), sizeOrder = sizes.sortedPositions()
        let perState = variants.values.count * sizes.values.count
        entries.removeAll(keepingCapacity: true)
        for ((i, f), n) in zip(group, numbered) {
            let rank = (n.variant == nil ? 0 : 2) + (n.size == nil ? 0 : 1)
            let vs = n.variant.map { $0..<$0 + 1 } ?? 0..<variants.values.count
            let ss = n.size.map { $0..<$0 + 1 } ?? 0..<sizes.values.count
            for v in vs {
                for s in ss {
                    let row = stateOrder[n.state] * perState + variantOrder[v] * sizes.values.count + sizeOrder[s]
                    entries.append(Entry(row: row, impl: i, rank: rank, fact: f))
                }
            }
        }
        entries.sort { ($0.row, $0.impl, $0.rank, $0.fact) < ($1.row, $1.impl, $1.rank, $1.fact) }
        let stateAt = states.inOrder(stateOrder), variantAt = variants.inOrder(variantOrder), sizeAt = sizes.inOrder(sizeOrder)
        var start = 0
        // The row of each (variant, size) in the default state, by its index within a state.
        let defaultPosition = stateAt.firstIndex(of: "default")
        var defaultRow = [Int](repeating: -1, count: perState)
        let groupStart = facts.count
        while start < entries.count {
            let row = entries[start].row
            var end = start + 1
            while end < entries.count, entries[end].row == row { end += 1 }
            let base = facts.count
            facts.append(contentsOf: repeatElement(-1, count: impls.count))
            // Sorted by platform, rank and fact: the last entry of each platform wins.
            for e in entries[start..<end] { facts[base + e.impl] = e.fact }
            let state = stateAt[row / perState]
            if row / perState == defaultPosition { defaultRow[row % perState] = base }
            keys.append(FactKey(part: part, property: property, state: state,
                                variant: variantAt[row % perState / sizes.values.count], size: sizeAt[row % sizes.values.count]))
            start = end
        }
        // Point by point: where a platform sets nothing in a state, it holds its default value there.
        let firstRow = groupStart / impls.count
        let combined = keys[firstRow...].contains { $0.state.containsByte("+") }
        guard defaultPosition != nil || combined else { return }
        let multi = variants.values.count > 1 || sizes.values.count > 1
        // The group's rows by state and (variant, size): the members of a combined state.
        var rowsOf: [String: [Int: Int]] = [:]
        if combined {
            for (n, k) in keys[firstRow...].enumerated() { rowsOf[k.state, default: [:]][multi ? positionWithin(k, variantAt, sizeAt) : 0] = firstRow + n }
        }
        var at = groupStart
        for (n, k) in keys[firstRow...].enumerated() {
            defer { at += impls.count }
            guard k.state != "default", !k.state.split(separator: "+").contains(where: { noFallback.contains(String($0)) }) else { continue }
            let within = multi ? positionWithin(k, variantAt, sizeAt) : 0
            let d = defaultRow[within]
            // A case of a dimension (`shape=square`) falls back only on the platforms that have it.
            let dimensional = k.state.containsByte("=")
            if combined, k.state.containsByte("+") {
                let names = k.state.split(separator: "+").map(String.init)
                let memberRows = names.compactMap { rowsOf[$0]?[within] }
                members[firstRow + n] = memberRows
                for i in 0..<impls.count where facts[at + i] < 0 && (!dimensional || impls[i].hasDimensions(of: k.state)) {
                    // A platform that states every member was evaluated with them together: where it
                    // sets nothing, it holds its default (a part made only in a state: its value in
                    // the first member that has one). One that states some members only holds its
                    // value of those: the others change nothing there.
                    var from = names.allSatisfy(statedStates(impls, i).contains) && d >= 0 ? facts[d + i] : -1
                    if from < 0 { for m in memberRows where facts[m * impls.count + i] >= 0 { from = facts[m * impls.count + i]; break } }
                    if from < 0, d >= 0 { from = facts[d + i] }
                    facts[at + i] = from
                }
                continue
            }
            guard d >= 0 else { continue }
            for i in 0..<impls.count where facts[at + i] < 0 && facts[d + i] >= 0 && (!dimensional || impls[i].hasDimensions(of: k.state)) {
                facts[at + i] = facts[d + i]
            }
        }
    }

    /// The rows of the members of each combined-state row (`checked+disabled` → `checked`, `disabled`)
    /// at the same variant and size, where the group has them.
    private(set) var members: [Int: [Int]] = [:]
    /// The states each platform states a fact in (the members of combined states included), made
    /// when a group first has a combined state.
    private var stated: [Set<String>?] = []

    private mutating func statedStates(_ impls: [Implementation], _ i: Int) -> Set<String> {
        if stated.isEmpty { stated = Array(repeating: nil, count: impls.count) }
        if let s = stated[i] { return s }
        var s: Set<String> = []
        for f in impls[i].facts where f.key.state != "default" { for m in f.key.state.split(separator: "+") { s.insert(String(m)) } }
        stated[i] = s
        return s
    }
}

/// The index of a key's (variant, size) within one state's rows.
private func positionWithin(_ k: FactKey, _ variantAt: [String], _ sizeAt: [String]) -> Int {
    (variantAt.firstIndex(of: k.variant) ?? 0) * sizeAt.count + (sizeAt.firstIndex(of: k.size) ?? 0)
}

/// The distinct values of a field within a group, numbered as first met.
private struct Distinct {
    var values: [String] = []

    mutating func number(_ value: String) -> Int {
        if let i = values.firstIndex(of: value) { return i }
        values.append(value)
        return values.count - 1
    }

    /// For each number, its position among the values in the order of `FactKey`'s `<`.
    func sortedPositions() -> [Int] {
        guard values.count > 1 else { return [0] }
        let order = values.indices.sorted { utf8Precedes(values[$0], values[$1]) }
        var position = [Int](repeating: 0, count: values.count)
        for (p, i) in order.enumerated() { position[i] = p }
        return position
    }

    /// The values by position.
    func inOrder(_ positions: [Int]) -> [String] {
        var out = values
        for (i, p) in positions.enumerated() { out[p] = values[i] }
        return out
    }
}
