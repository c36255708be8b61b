import ParityModel

/// Resolves token references through a platform's token table and finishes units that need
/// another fact (letter-spacing in points needs the font size).
enum Resolver {
    static func resolve(_ impl: inout Implementation, tokens: TokenTable, conventions: Conventions) {
        // Resolved in place, taken out of `impl` so that the array is not copied: allocating
        // arrays of facts was a third of resolving.
        var facts = FactTable(taking: &impl.facts)
        var dropped: [Int] = []
        for i in facts.facts.indices {
            if let token = facts.facts[i].value.token {
                switch facts.facts[i].value.unit {
                case .color:
                    if var c = tokens.color(token) {
                        if let a = facts.facts[i].value.number { c.light.alpha = a; c.dark.alpha = a; facts.facts[i].value.number = nil }
                        facts.facts[i].value.color = c
                    } else if !tokens.colors.isEmpty {
                        let fact = facts.facts[i]
                        impl.diagnostics.append(Diagnostic(kind: .unresolved, message: "color token `\(token)` is not defined in the \(impl.platform.rawValue) tokens", location: fact.location, key: fact.key))
                        dropped.append(i)
                        continue
                    }
                case .token where facts.facts[i].key.property == "typography":
                    if let t = tokens.typography[token]?.value { facts.facts[i].value.typography = t }
                    else if !tokens.typography.isEmpty {
                        let fact = facts.facts[i]
                        impl.diagnostics.append(Diagnostic(kind: .unresolved, message: "typography token `\(token)` is not defined in the \(impl.platform.rawValue) tokens", location: fact.location, key: fact.key))
                        dropped.append(i)
                        continue
                    }
                case .pt:
                    if let r = tokens.lengths(facts.facts[i].key.property)[token]?.value { facts.facts[i].value.number = r }
                default: break
                }
            }
            // A transparent background is no background.
            if facts.facts[i].key.property == "backgroundColor", let c = facts.facts[i].value.color, c.light.alpha == 0, c.dark.alpha == 0 { dropped.append(i) }
        }
        for i in dropped.reversed() { facts.facts.remove(at: i) }
        // Letter-spacing keys in points, in source order (the order of their diagnostics).
        var inPoints: [FactKey] = []
        for f in facts.facts where f.key.property == "letterSpacingPt" && !inPoints.contains(f.key) { inPoints.append(f.key) }
        // The last fact of each key wins.
        facts.sortAndKeepLast()
        // Letter-spacing in points -> em, with the font size of the same part and condition.
        for key in inPoints {
            guard let fact = facts.remove(key), let pt = fact.value.number else { continue }
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
                facts.add(Fact(key: emKey, value: .number(Normalize.letterSpacingEm(points: pt, fontSize: size), .em), raw: fact.raw, location: fact.location))
            } else {
                impl.diagnostics.append(Diagnostic(kind: .unresolved, message: "letter-spacing `\(fact.raw)` is in points but the font size is unknown", location: fact.location, key: emKey))
            }
        }
        // A part that draws with another part's style (a placeholder in the text's typography)
        // inherits what it does not set itself.
        for (part, rule) in conventions.inheritedStyles.sorted(by: { $0.key < $1.key }) where facts.facts.contains(where: { $0.key.part == part }) {
            var inherited: [Fact] = []
            for f in facts.facts where f.key.part == rule.from && rule.properties.contains(f.key.property) && f.key.state == "default" {
                var key = f.key
                key.part = part
                if facts[key] == nil { inherited.append(Fact(key: key, value: f.value, raw: f.raw, location: f.location)) }
            }
            for f in inherited { facts.add(f) }
        }
        impl.facts = facts.result()
    }
}

/// One implementation's facts, one per key, sorted by key: found by binary search rather than
/// by hashing a key of five strings (with the sort the output needs anyway, hashing cost four
/// times as much).
///
/// It keeps the results of the dictionary and list of keys it replaced exactly: a fact added
/// under a key that was already listed (present, or removed) is listed, and returned, twice.
private struct FactTable {
    var facts: [Fact]
    /// Keys removed, and keys added again; almost always empty.
    private var removedKeys: [FactKey] = []
    private var addedAgain: [FactKey] = []

    init(taking facts: inout [Fact]) {
        self.facts = facts
        facts = []
    }

    /// Sorts by key (stably) and keeps the last fact of each key. Facts are moved, never copied.
    mutating func sortAndKeepLast() {
        var kept = 0
        facts.withUnsafeMutableBufferPointer { facts in
            // Put each fact at its place in key order, one cycle of the permutation at a time.
            let order = FactKey.sortedIndices(UnsafeBufferPointer(facts))
            var placed = [Bool](repeating: false, count: facts.count)
            for start in facts.indices where !placed[start] {
                var j = start
                while order[j] != start {
                    placed[j] = true
                    facts.swapAt(j, order[j])
                    j = order[j]
                }
                placed[j] = true
            }
            for i in facts.indices {
                if kept > 0, facts[kept - 1].key == facts[i].key {
                    facts.swapAt(kept - 1, i)
                } else {
                    if kept != i { facts.swapAt(kept, i) }
                    kept += 1
                }
            }
        }
        facts.removeLast(facts.count - kept)
    }

    /// The index of the key's fact, or where it would be inserted.
    private func search(_ key: FactKey) -> (index: Int, found: Bool) {
        var low = 0, high = facts.count
        while low < high {
            let mid = (low + high) / 2
            let o = FactKey.order(facts[mid].key, key)
            if o == 0 { return (mid, true) }
            if o < 0 { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    subscript(key: FactKey) -> Fact? {
        let (i, found) = search(key)
        return found ? facts[i] : nil
    }

    mutating func remove(_ key: FactKey) -> Fact? {
        let (i, found) = search(key)
        guard found else { return nil }
        removedKeys.append(key)
        return facts.remove(at: i)
    }

    /// Sets the fact of its key.
    mutating func add(_ fact: Fact) {
        let (i, found) = search(fact.key)
        if found {
            facts[i] = fact
            addedAgain.append(fact.key)
        } else {
            if removedKeys.contains(fact.key) { addedAgain.append(fact.key) }
            facts.insert(fact, at: i)
        }
    }

    /// The facts in key order, each as many times as it was listed.
    mutating func result() -> [Fact] {
        for key in addedAgain {
            let (i, found) = search(key)
            if found { facts.insert(facts[i], at: i) }
        }
        addedAgain = []
        return facts
    }
}
