import ParityModel

/// Compares the implementations of one component.
public struct Comparator: Sendable {
    public var tolerance = Tolerance()
    public var referencePlatform: Platform?
    public var platformOnlyStates: Set<String> = ["inset"]
    public var platforms: [Platform] = Platform.allCases

    public init() {}

    public func compare(component: String, _ impls: [Implementation]) -> ComponentResult {
        var findings: [Finding] = []
        let present = Set(impls.map(\.platform))
        for p in platforms where !present.contains(p) {
            let key = FactKey(part: "component", property: "file", state: "default")
            findings.append(Finding(component: component, key: key, kind: .missingImplementation, severity: .error, platforms: [p],
                                    expected: nil, values: [:], message: "\(component) has no \(p.rawValue) implementation"))
        }
        // Diagnostics.
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
            // Each platform's fact of this key, looked up once (hashing a key is not free).
            var fact: [Platform: Fact] = [:]
            for impl in impls { if let f = table[impl.platform]?[key] { fact[impl.platform] = f } }
            let have = impls.map(\.platform).filter { fact[$0] != nil }
            let lacking = impls.map(\.platform).filter { fact[$0] == nil }
            // Clusters of equal values; the expected one is the reference platform's, else the largest.
            var clusters: [[Platform]] = []
            // Resolved values seed the clusters; a value joins the largest cluster whose every
            // member it matches (an unresolved token name matches any value of that name).
            let seeding = have.sorted { (fact[$0]!.value.isResolved ? 0 : 1, $0) < (fact[$1]!.value.isResolved ? 0 : 1, $1) }
            for p in seeding {
                let v = fact[p]!.value
                let fits = clusters.indices.filter { i in clusters[i].allSatisfy { tolerance.matches(fact[$0]!.value, v) } }
                if let i = fits.max(by: { clusters[$0].count < clusters[$1].count }) { clusters[i].append(p) } else { clusters.append([p]) }
            }
            let expectedCluster = clusters.first { c in referencePlatform.map { c.contains($0) } ?? false }
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
            // Built only for a finding: most rows agree.
            var values: [Platform: PlatformValue] { Dictionary(uniqueKeysWithValues: impls.map(\.platform).map { p -> (Platform, PlatformValue) in
                if let f = fact[p] { return (p, PlatformValue(raw: f.raw, normalized: f.value.description, location: f.location)) }
                return (p, PlatformValue(raw: "", normalized: "—", location: nil))
            }) }
            if clusters.count > 1, let expectedCluster, let expectedFact {
                let differing = have.filter { !expectedCluster.contains($0) }
                let detail = differing.map { "\($0.rawValue) has \(fact[$0]!.value) (\(fact[$0]!.raw))" }.joined(separator: ", ")
                findings.append(Finding(component: component, key: key, kind: .mismatch, severity: .error, platforms: differing,
                                        expected: expectedFact.value.description, values: values,
                                        message: "\(key): \(detail); expected \(expectedFact.value)"))
            }
            let missing = lacking.filter { !(unresolvedKeys[$0]?.contains(key) ?? false) }
            if !missing.isEmpty, !have.isEmpty, !platformOnly(key) {
                let names = missing.map(\.rawValue).joined(separator: ", ")
                let definers = have.map(\.rawValue).joined(separator: ", ")
                findings.append(Finding(component: component, key: key, kind: .missing, severity: .warning, platforms: missing,
                                        expected: expectedFact?.value.description, values: values,
                                        message: "\(key): defined on \(definers) but not on \(names)"))
            }
        }
        findings.sort { ($0.key, $0.kind, $0.id) < ($1.key, $1.kind, $1.id) }
        return ComponentResult(component: component, files: Dictionary(uniqueKeysWithValues: impls.map { ($0.platform, $0.file) }), rows: rows, findings: findings)
    }

    func platformOnly(_ key: FactKey) -> Bool {
        key.state.split(separator: "+").contains { platformOnlyStates.contains(String($0)) }
    }

    /// Facts keyed per platform, with facts that hold for any variant (or size) copied onto
    /// every variant (size) another platform distinguishes for the same part and property.
    func expanded(_ impls: [Implementation]) -> [Platform: [FactKey: Fact]] {
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
            // Specific facts win over expanded wildcard ones.
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
