import ParityModel

/// Resolves token references through a platform's token table and finishes units that need
/// another fact (letter-spacing in points needs the font size).
enum Resolver {
    static func resolve(_ impl: inout Implementation, tokens: TokenTable, conventions: Conventions) {
        // Size steps compare by their short names (`large` = `lg`, Normalize.sizeAliases).
        if impl.facts.contains(where: { Normalize.sizeAliases[$0.key.size] != nil }) {
            for i in impl.facts.indices { impl.facts[i].key.size = Normalize.sizeName(impl.facts[i].key.size) }
            for i in impl.diagnostics.indices where impl.diagnostics[i].key != nil { impl.diagnostics[i].key!.size = Normalize.sizeName(impl.diagnostics[i].key!.size) }
        }
        // One pass in key order builds the sorted facts; what depends on source order (the
        // diagnostics, and which letter-spacing in points comes first) is put back in it after.
        // Facts are read in place through a buffer pointer: reading one out of the array copies
        // its nine references, and such copies were a sixth of resolving.
        var diagnostics: [(at: Int, Diagnostic)] = [], inPoints: [(at: Int, key: FactKey)] = []
        var sorted = impl.facts.withUnsafeBufferPointer { input in
            // A new array (the extractor's is still referenced), built by sorting indices rather
            // than facts, which the standard library copies on every move.
            var sorted: [Fact] = []
            sorted.reserveCapacity(input.count)
            var previous = -1
            for i in FactKey.sortedIndices(input) {
                guard let change = tokenChange(input[i].value, property: input[i].key.property, tokens) else {
                    let kind = input[i].value.unit == .color ? "color" : "typography"
                    diagnostics.append((i, Diagnostic(kind: .unresolved, message: "\(kind) token `\(input[i].value.token ?? "")` is not defined in the \(impl.platform.rawValue) tokens", location: input[i].location, key: input[i].key)))
                    continue
                }
                if input[i].key.property == "letterSpacingPt" { inPoints.append((i, input[i].key)) }
                // The last fact of each key wins.
                if previous >= 0, input[previous].key == input[i].key { sorted.removeLast() }
                sorted.append(input[i])
                change.apply(to: &sorted[sorted.count - 1].value)
                previous = i
            }
            return sorted
        }
        impl.diagnostics += diagnostics.sorted { $0.at < $1.at }.map(\.1)
        // Letter-spacing keys in points, by their first fact in the source.
        inPoints.sort { $0.at < $1.at }
        var seen: [FactKey] = []
        inPoints.removeAll { p in
            if seen.contains(p.key) { return true }
            seen.append(p.key)
            return false
        }
        var facts = FactTable(taking: &sorted)
        // Letter-spacing in points -> em, with the font size of the same part and condition.
        for (_, key) in inPoints {
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
            } else if pt == 0 {
                // No tracking is no tracking at any size.
                facts.add(Fact(key: emKey, value: .number(0, .em), raw: fact.raw, location: fact.location))
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
        normalizeCorners(&facts)
        impl.facts = facts.result()
    }

    /// A part's corners under one key (`Normalize.cornerProperties`): where it also sets one
    /// radius (`rounded-lg rounded-tr-none`, `borderRadius` beside `borderTopRightRadius`), the
    /// corners it does not set have that radius; four corners of one value are that `radius`.
    private static func normalizeCorners(_ facts: inout FactTable) {
        let corners = Normalize.cornerProperties
        var keys: [FactKey] = []
        for f in facts.facts where corners.contains(f.key.property) {
            var k = f.key
            k.property = "radius"
            if keys.last != k, !keys.contains(k) { keys.append(k) }
        }
        for radiusKey in keys {
            func cornerKey(_ c: String) -> FactKey { var k = radiusKey; k.property = c; return k }
            if let r = facts.remove(radiusKey) {
                for c in corners where facts[cornerKey(c)] == nil { facts.add(Fact(key: cornerKey(c), value: r.value, raw: r.raw, location: r.location)) }
            }
            let set = corners.compactMap { facts[cornerKey($0)] }
            if set.count == 4, set.allSatisfy({ $0.value == set[0].value }) {
                for c in corners { _ = facts.remove(cornerKey(c)) }
                facts.add(Fact(key: radiusKey, value: set[0].value, raw: set[0].raw, location: set[0].location))
            }
        }
    }

    /// What resolving the value's token through the platform's tokens changes (for a value
    /// picked at run time, in each alternative: one not defined keeps its name); nil where the
    /// token is not defined and the platform has tokens of its kind.
    static func tokenChange(_ value: Value, property: String, _ tokens: TokenTable) -> Change? {
        if let alternatives = value.alternatives {
            return .alternatives(alternatives.map { a in
                var a = a
                (tokenChange(a, property: property, tokens) ?? .none).apply(to: &a)
                return a
            })
        }
        guard let token = value.token else { return Change.none }
        switch value.unit {
        case .color:
            if var c = tokens.color(token) {
                if let a = value.number { c.light.alpha = a; c.dark.alpha = a }
                return .color(c, clearsNumber: value.number != nil, system: tokens.colors[token] == nil)
            }
            if !tokens.colors.isEmpty, value.color == nil { return nil }
        case .token where property == "typography":
            // A text style the project does not define is its library's (Material's, Apple's,
            // Tailwind's default): compared by its value, as a system color is.
            if let t = tokens.typographyValue(token) { return .typography(t, system: tokens.typography[token] == nil) }
            // A built-in token (Tailwind's default `text-sm`) keeps its value where the project does not define it.
            if value.typography != nil { return .typography(nil, system: true) }
            if !tokens.typography.isEmpty { return nil }
        case .pt:
            if let r = tokens.lengths(property)[token]?.value { return .number(r) }
        default: break
        }
        return Change.none
    }
}

/// What resolving a token does to a fact.
enum Change {
    case none
    /// A color, and whether the token is one of the platform's system colors.
    case color(ColorPair, clearsNumber: Bool, system: Bool)
    /// A typography (nil: the one the fact holds), and whether the token is the library's.
    case typography(TypographyValue?, system: Bool)
    case number(Double)
    /// The alternatives of a value picked at run time, each resolved.
    case alternatives([Value])

    func apply(to value: inout Value) {
        switch self {
        case .none: break
        case .alternatives(let a): value.alternatives = a
        case .color(let c, let clearsNumber, let system):
            value.color = c
            if clearsNumber { value.number = nil }
            if system { value.systemToken = true }
        case .typography(let t, let system):
            if let t { value.typography = t }
            if system { value.systemToken = true }
        case .number(let n): value.number = n
        }
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

    /// - Parameter facts: sorted by key, one per key.
    init(taking facts: inout [Fact]) {
        self.facts = facts
        facts = []
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
