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
        let table = FactRows(impls)
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
            for s in seeding {
                let v = impls[s].facts[factOf(s)].value
                var joins = -1
                // Only a larger cluster than the one found can change the choice.
                for c in clusterSize.indices where joins < 0 || clusterSize[c] > clusterSize[joins] {
                    let fits = !seeding.contains { clusterOf[$0] == c && !tolerance.matches(impls[$0].facts[factOf($0)].value, v) }
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
                for c in clusterSize.indices {
                    if expected < 0 || clusterSize[c] > clusterSize[expected]
                        || (clusterSize[c] == clusterSize[expected] && impls[clusterFirst[c]].platform.rank < impls[clusterFirst[expected]].platform.rank) {
                        expected = c
                    }
                }
            }
            var cells: [Platform: Cell] = [:]
            cells.reserveCapacity(impls.count)
            for i in impls.indices {
                if factOf(i) >= 0 {
                    let f = impls[i].facts[factOf(i)]
                    let ok = expected < 0 || clusterOf[i] == expected
                    cells[impls[i].platform] = Cell(raw: f.raw, value: f.value.description, unit: f.value.unit.rawValue, location: f.location, status: ok ? .match : .mismatch)
                } else {
                    let unresolved = !unresolvedKeys[i].isEmpty && unresolvedKeys[i].contains(key)
                    cells[impls[i].platform] = Cell(raw: nil, value: nil, unit: nil, location: nil, status: unresolved ? .unresolved : .missing)
                }
            }
            rows.append(Row(key: key, cells: cells))
            // Findings are rare: most rows agree.
            guard clusterSize.count > 1 || (have > 0 && have < impls.count) else { continue }
            let expectedFact = expected >= 0 ? impls[clusterFirst[expected]].facts[factOf(clusterFirst[expected])] : nil
            let present = impls.indices.filter { factOf($0) >= 0 }
            let values = Dictionary(uniqueKeysWithValues: impls.indices.map { i -> (Platform, PlatformValue) in
                guard factOf(i) >= 0 else { return (impls[i].platform, PlatformValue(raw: "", normalized: "—", location: nil)) }
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
            let missing = impls.indices.filter { factOf($0) < 0 && !unresolvedKeys[$0].contains(key) }
            if !missing.isEmpty, !present.isEmpty, !platformOnly(key) {
                let names = missing.map { impls[$0].platform.rawValue }.joined(separator: ", ")
                let definers = present.map { impls[$0].platform.rawValue }.joined(separator: ", ")
                findings.append(Finding(component: component, key: key, kind: .missing, severity: .warning, platforms: missing.map { impls[$0].platform },
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
/// property) group at a time; only groups with a specific variant or size are expanded. This
/// replaced a dictionary per platform keyed by `FactKey`, whose hashing of five strings on every
/// lookup was most of the comparison. Keys are compared in place, through buffer pointers:
/// reading one out of an array copies its five strings.
struct FactRows {
    /// The key of each row.
    private(set) var keys: [FactKey] = []
    /// Row by row, for each implementation the index of its fact of the row's key, or -1.
    private(set) var facts: [Int] = []
    var count: Int { keys.count }

    /// One fact under the key of its row.
    private struct Item {
        var key: FactKey
        var impl: Int
        var fact: Int
        /// Of facts of one platform that land on the same key, the highest rank wins, then the
        /// later fact: a specific variant and size win over an expanded wildcard.
        var rank: Int
    }

    init(_ impls: [Implementation]) {
        let any = FactKey.any
        var items: [Item] = []
        var runs: [Range<Int>] = []
        for (i, impl) in impls.enumerated() {
            let start = items.count
            impl.facts.withUnsafeBufferPointer { facts in
                for f in FactKey.sortedIndices(facts) {
                    let key = facts[f].key
                    items.append(Item(key: key, impl: i, fact: f, rank: (key.variant == any ? 0 : 2) + (key.size == any ? 0 : 1)))
                }
            }
            runs.append(start..<items.count)
        }
        items.withUnsafeBufferPointer { items in
            var next = runs.map(\.lowerBound)
            var group: [Int] = []
            while true {
                // The platform whose next fact has the first (part, property).
                var first = -1
                for i in runs.indices where next[i] < runs[i].upperBound {
                    if first < 0 { first = i; continue }
                    let a = items[next[i]].key, b = items[next[first]].key
                    if a.part != b.part ? a.part.utf8.lexicographicallyPrecedes(b.part.utf8)
                        : a.property != b.property && a.property.utf8.lexicographicallyPrecedes(b.property.utf8) {
                        first = i
                    }
                }
                guard first >= 0 else { return }
                let head = next[first]
                group.removeAll(keepingCapacity: true)
                var expands = false
                for i in runs.indices {
                    while next[i] < runs[i].upperBound, items[next[i]].key.part == items[head].key.part, items[next[i]].key.property == items[head].key.property {
                        expands = expands || items[next[i]].rank != 0
                        group.append(next[i])
                        next[i] += 1
                    }
                }
                if expands {
                    let expanded = FactRows.expand(group.map { items[$0] })
                    var all = Array(expanded.indices)
                    expanded.withUnsafeBufferPointer { addRows($0, &all, width: impls.count) }
                } else {
                    addRows(items, &group, width: impls.count)
                }
            }
        }
    }

    /// Adds the rows of a group of items of one (part, property).
    private mutating func addRows(_ items: UnsafeBufferPointer<Item>, _ group: inout [Int], width: Int) {
        group.sort { a, b in
            let o = FactKey.orderWithinGroup(items[a].key, items[b].key)
            return o != 0 ? o < 0 : (items[a].impl, items[a].rank, items[a].fact) < (items[b].impl, items[b].rank, items[b].fact)
        }
        var start = 0
        while start < group.count {
            var end = start + 1
            while end < group.count, FactKey.orderWithinGroup(items[group[start]].key, items[group[end]].key) == 0 { end += 1 }
            let row = facts.count
            facts.append(contentsOf: repeatElement(-1, count: width))
            // Sorted by platform, rank and fact: the last item of each platform wins.
            for item in group[start..<end] { facts[row + items[item].impl] = items[item].fact }
            keys.append(items[group[start]].key)
            start = end
        }
    }

    /// The items of a group with each wildcard variant (size) replaced by every specific
    /// variant (size) of the group.
    private static func expand(_ group: [Item]) -> [Item] {
        let any = FactKey.any
        var variants: [String] = [], sizes: [String] = []
        for e in group {
            if e.key.variant != any, !variants.contains(e.key.variant) { variants.append(e.key.variant) }
            if e.key.size != any, !sizes.contains(e.key.size) { sizes.append(e.key.size) }
        }
        var out: [Item] = []
        out.reserveCapacity(group.count * max(1, variants.count) * max(1, sizes.count))
        for e in group {
            let vs = e.key.variant == any && !variants.isEmpty ? variants : [e.key.variant]
            let ss = e.key.size == any && !sizes.isEmpty ? sizes : [e.key.size]
            for v in vs {
                for s in ss {
                    var copy = e
                    copy.key.variant = v
                    copy.key.size = s
                    out.append(copy)
                }
            }
        }
        return out
    }
}
