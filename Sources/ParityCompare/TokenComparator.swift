import ParityModel

/// Compares the design-token tables of every platform, as one result named `tokens` whose
/// keys are `color.<name>.light|dark`, `typography.<name>.size|lineHeight|letterSpacing`,
/// `radius.<name>`, `spacing.<name>` and `shadow.<name>.x|y|blur|color`.
public struct TokenComparator: Sendable {
    public static let component = "tokens"
    /// Token kinds, compared separately: a platform takes part in a kind when it defines at
    /// least one token of it (a `theme.ts` without shadows is not missing every shadow).
    static let kinds = ["color", "typography", "radius", "spacing", "shadow"]

    public var comparator: Comparator

    public init(comparator: Comparator = Comparator()) { self.comparator = comparator }

    /// - Parameters:
    ///   - tables: each platform's tokens.
    ///   - files: the token file shown for each platform.
    public func compare(_ tables: [Platform: TokenTable], files: [Platform: String]) -> ComponentResult {
        var own: [Platform: [Fact]] = [:]
        for (p, t) in tables { own[p] = TokenComparator.facts(t) }
        // A system color counts as defined where another platform's own tokens define the name.
        let ownColorNames = Dictionary(uniqueKeysWithValues: tables.map { ($0.key, Set($0.value.colors.keys)) })
        var facts = own
        for (p, t) in tables {
            let elsewhere = Set(ownColorNames.filter { $0.key != p }.values.flatMap { $0 })
            for (name, entry) in t.systemColors.sorted(by: { $0.key < $1.key }) where elsewhere.contains(name) && t.colors[name] == nil {
                facts[p, default: []] += TokenComparator.colorFacts(name, entry)
            }
        }
        var rows: [Row] = [], findings: [Finding] = []
        for kind in TokenComparator.kinds {
            let inKind = { (key: FactKey) in key.part == kind || key.part.hasPrefix(kind + ".") }
            var impls: [Implementation] = []
            for p in Platform.allCases {
                guard let table = tables[p] else { continue }
                let kindFacts = (facts[p] ?? []).filter { inKind($0.key) }
                let unresolved = table.diagnostics.filter { d in d.key.map(inKind) ?? false }
                // It takes part by its own tokens: colors it defines itself (system colors, a
                // scheme's names for its palette) do not make every other platform's token missing on it.
                if !(own[p] ?? []).contains(where: { inKind($0.key) }) && unresolved.isEmpty { continue }
                // A token of the kind it lacks is missing in the file that defines its others (its
                // radius file, not the first token file).
                let file = TokenComparator.mostCommonFile(kindFacts.map(\.location.file) + unresolved.map(\.location.file)) ?? files[p] ?? ""
                impls.append(Implementation(component: TokenComparator.component, platform: p, file: file, facts: kindFacts, diagnostics: unresolved))
            }
            var c = comparator
            c.platforms = impls.map(\.platform)
            c.collapsesAbsentParts = false
            c.foldsOpacity = false
            let result = c.compare(component: TokenComparator.component, impls)
            rows += result.rows
            findings += result.findings
        }
        // Files that could not be read or parsed.
        let problems = tables.sorted { $0.key < $1.key }.compactMap { p, t -> Implementation? in
            let diags = t.diagnostics.filter { $0.key == nil }
            return diags.isEmpty ? nil : Implementation(component: TokenComparator.component, platform: p, file: files[p] ?? "", facts: [], diagnostics: diags)
        }
        var c = comparator
        c.platforms = []
        findings += c.compare(component: TokenComparator.component, problems).findings
        findings.sort { ($0.key, $0.kind, $0.id) < ($1.key, $1.kind, $1.id) }
        return ComponentResult(component: TokenComparator.component, files: files.filter { tables[$0.key] != nil }, rows: rows.sorted { $0.key < $1.key }, findings: findings)
    }

    /// The file most of the locations are in (the first by name among equals); nil for none.
    static func mostCommonFile(_ files: [String]) -> String? {
        var counts: [String: Int] = [:]
        for f in files where !f.isEmpty { counts[f, default: 0] += 1 }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// Each platform's token table as an implementation of `tokens` (what `parity show tokens`
    /// prints): its own facts and the tokens it could not read.
    public static func implementations(_ tables: [Platform: TokenTable], files: [Platform: String]) -> [Implementation] {
        Platform.allCases.compactMap { p in
            tables[p].map { Implementation(component: component, platform: p, file: files[p] ?? "", facts: facts($0).sorted { $0.key < $1.key }, diagnostics: $0.diagnostics) }
        }
    }

    /// The facts of a platform's own tokens.
    public static func facts(_ t: TokenTable) -> [Fact] {
        var out: [Fact] = []
        for (name, e) in t.colors { out += colorFacts(name, e) }
        for (name, e) in t.typography {
            let part = "typography.\(name)"
            out.append(Fact(key: FactKey(part: part, property: "size"), value: .number(e.value.size, .pt), raw: e.raw, location: e.location))
            out.append(Fact(key: FactKey(part: part, property: "lineHeight"), value: .number(e.value.lineHeight, .pt), raw: e.raw, location: e.location))
            out.append(Fact(key: FactKey(part: part, property: "letterSpacing"), value: .number(e.value.letterSpacing, .em), raw: e.raw, location: e.location))
        }
        for (name, e) in t.radius { out.append(Fact(key: FactKey(part: "radius", property: name), value: .number(e.value, .pt), raw: e.raw, location: e.location)) }
        for (name, e) in t.spacing { out.append(Fact(key: FactKey(part: "spacing", property: name), value: .number(e.value, .pt), raw: e.raw, location: e.location)) }
        for (name, e) in t.shadows {
            let part = "shadow.\(name)", s = e.value
            for (field, n) in [("x", s.x), ("y", s.y), ("blur", s.blur)] {
                out.append(Fact(key: FactKey(part: part, property: field), value: .number(n, .pt), raw: e.raw, location: e.location))
            }
            out.append(Fact(key: FactKey(part: part, property: "color"), value: Value(unit: .color, color: ColorPair(light: s.color, dark: s.color)), raw: e.raw, location: e.location))
        }
        return out.sorted { $0.key < $1.key }
    }

    /// `color.<name>.light` and `.dark`, each with the text of its own mode.
    static func colorFacts(_ name: String, _ e: TokenEntry<ColorPair>) -> [Fact] {
        let part = "color.\(name)"
        return [
            Fact(key: FactKey(part: part, property: "light"), value: Value(unit: .color, color: ColorPair(light: e.value.light, dark: e.value.light)), raw: e.raw, location: e.location),
            Fact(key: FactKey(part: part, property: "dark"), value: Value(unit: .color, color: ColorPair(light: e.value.dark, dark: e.value.dark)),
                 raw: e.darkRaw ?? e.raw, location: e.darkLocation ?? e.location),
        ]
    }
}
