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
            let size = fontSize(at: key, facts)
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
        lineHeights(&facts, &impl.diagnostics)
        // A part that draws with another part's style (a placeholder in the text's typography)
        // inherits what it does not set itself.
        for (part, rule) in conventions.inheritedStyles.sorted(by: { $0.key < $1.key }) where facts.facts.contains(where: { $0.key.part == part }) {
            var inherited: [Fact] = []
            // (Of a field's parts, the one holding its font: the root of a field that is the component is its `text` too.)
            let from = rule.fromViews.flatMap { views in
                impl.parts.first { p in views.contains(p.view) && facts.facts.contains { $0.key.part == p.name && rule.properties.contains($0.key.property) } }?.name
            } ?? rule.from
            for f in facts.facts where f.key.part == from && rule.properties.contains(f.key.property) && f.key.state == "default" {
                var key = f.key
                key.part = part
                if facts[key] == nil { inherited.append(Fact(key: key, value: f.value, raw: f.raw, location: f.location)) }
            }
            for f in inherited { facts.add(f) }
        }
        normalizeCorners(&facts)
        impl.facts = facts.result()
    }

    /// The font size of a part at a key's condition: its `fontSize`, else its typography's there,
    /// else its typography's at rest.
    private static func fontSize(at key: FactKey, _ facts: FactTable) -> Double? {
        var k = key
        k.property = "fontSize"
        if let n = facts[k]?.value.number { return n }
        k.property = "typography"
        if let n = facts[k]?.value.typography?.size { return n }
        k.state = "default"
        return facts[k]?.value.typography?.size
    }

    /// SwiftUI's line spacing (`.lineSpacing(s)`, the space added between lines) -> the line height
    /// it makes with the system font of the same part and condition (`Normalize.systemLineHeight`),
    /// where no line height is stated (the vertical padding of half of it that a text-style helper
    /// adds is the line height's too: `Renderer.withoutLineShare` drops it).
    private static func lineHeights(_ facts: inout FactTable, _ diagnostics: inout [Diagnostic]) {
        let keys = facts.facts.lazy.filter { $0.key.property == "lineSpacing" }.map(\.key)
        for key in Array(keys) {
            guard let fact = facts.remove(key), let spacing = fact.value.number else { continue }
            var height = key
            height.property = "lineHeight"
            guard let size = fontSize(at: key, facts) else {
                diagnostics.append(Diagnostic(kind: .unresolved, message: "line spacing `\(fact.raw)` makes a line height with the font size, which parity did not read here", location: fact.location, key: height))
                continue
            }
            if facts[height] == nil {
                facts.add(Fact(key: height, value: .number(Normalize.systemLineHeight(fontSize: size) + spacing, .pt), raw: fact.raw, location: fact.location))
            }
        }
    }

    /// A part's corners (`Normalize.cornerProperties`): where it also sets one radius
    /// (`borderRadius` beside a variant's `borderBottomRightRadius`, `rounded-lg rounded-tr-none`),
    /// each corner it does not set has that radius, at every variant and size either names (a `*`
    /// stands for each variant and size the implementation's facts name); four corners of one value
    /// are that `radius`.
    private static func normalizeCorners(_ facts: inout FactTable) {
        let corners = Normalize.cornerProperties
        let cornerSet = Set(corners)
        guard facts.facts.contains(where: { cornerSet.contains($0.key.property) }) else { return }
        var variants: [String] = [], sizes: [String] = []
        for f in facts.facts {
            if f.key.variant != FactKey.any, !variants.contains(f.key.variant) { variants.append(f.key.variant) }
            if f.key.size != FactKey.any, !sizes.contains(f.key.size) { sizes.append(f.key.size) }
        }
        struct Group: Hashable { let part: String, state: String }
        var groups: [Group: [Fact]] = [:], order: [Group] = []
        for f in facts.facts where f.key.property == "radius" || cornerSet.contains(f.key.property) {
            let g = Group(part: f.key.part, state: f.key.state)
            if groups[g] == nil { order.append(g) }
            groups[g, default: []].append(f)
        }
        for g in order {
            let group = groups[g]!
            guard group.contains(where: { cornerSet.contains($0.key.property) }) else { continue }
            // Whether the corners are stated again at each named variant and size (a radius beside
            // corners, or a `*` beside named keys); else only at the keys they have.
            let expands = group.contains { $0.key.property == "radius" }
                || group.contains { $0.key.variant == FactKey.any } && group.contains { $0.key.variant != FactKey.any }
                || group.contains { $0.key.size == FactKey.any } && group.contains { $0.key.size != FactKey.any }
            var keys: [(variant: String, size: String)] = []
            for f in group {
                let vs = expands && f.key.variant == FactKey.any && !variants.isEmpty ? variants : [f.key.variant]
                let ss = expands && f.key.size == FactKey.any && !sizes.isEmpty ? sizes : [f.key.size]
                for v in vs { for s in ss where !keys.contains(where: { $0 == (v, s) }) { keys.append((v, s)) } }
            }
            // The most specific fact of a property that holds at a key (without a radius, only the
            // fact at that key: corners of a `*` are not stated again per variant).
            func holding(_ property: String, _ k: (variant: String, size: String)) -> Fact? {
                if !expands { return group.first { $0.key.property == property && $0.key.variant == k.variant && $0.key.size == k.size } }
                func specificity(_ key: FactKey) -> Int { (key.variant == FactKey.any ? 0 : 2) + (key.size == FactKey.any ? 0 : 1) }
                return group.filter { f in
                    f.key.property == property && (f.key.variant == k.variant || f.key.variant == FactKey.any) && (f.key.size == k.size || f.key.size == FactKey.any)
                }.max { specificity($0.key) < specificity($1.key) }
            }
            var made: [Fact] = []
            for k in keys {
                let set = corners.compactMap { c -> Fact? in
                    guard let f = holding(c, k) ?? holding("radius", k) else { return nil }
                    return Fact(key: FactKey(part: g.part, property: c, state: g.state, variant: k.variant, size: k.size), value: f.value, raw: f.raw, location: f.location)
                }
                if set.count == 4, set.allSatisfy({ $0.value == set[0].value }) {
                    made.append(Fact(key: FactKey(part: g.part, property: "radius", state: g.state, variant: k.variant, size: k.size), value: set[0].value, raw: set[0].raw, location: set[0].location))
                } else {
                    made += set
                }
            }
            // A corner of one value at every variant (or size) the facts name is stated once, for
            // `*`, as the fold states any value that does not change along a dimension.
            func folded(_ fs: [Fact], _ names: [String], _ dim: WritableKeyPath<FactKey, String>) -> [Fact] {
                guard names.count > 1 else { return fs }
                var out: [Fact] = [], done: Set<Int> = []
                for (i, f) in fs.enumerated() where !done.contains(i) {
                    guard f.key[keyPath: dim] != FactKey.any else { out.append(f); continue }
                    let same = fs.indices.filter { j in
                        var a = fs[j].key, b = f.key
                        a[keyPath: dim] = FactKey.any
                        b[keyPath: dim] = FactKey.any
                        return a == b && fs[j].value == f.value && fs[j].key[keyPath: dim] != FactKey.any
                    }
                    if Set(same.map { fs[$0].key[keyPath: dim] }) == Set(names) {
                        var k = f.key
                        k[keyPath: dim] = FactKey.any
                        out.append(Fact(key: k, value: f.value, raw: f.raw, location: f.location))
                        done.formUnion(same)
                    } else {
                        out.append(f)
                    }
                }
                return out
            }
            made = folded(folded(made, variants, \.variant), sizes, \.size)
            // What a corner or radius of the part now is, in place of what was listed.
            for f in group where !made.contains(where: { $0.key == f.key }) { facts.drop(f.key) }
            for f in made { facts.replace(f) }
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

    /// Sets the fact of its key in place of any, as if it had been listed so (no second listing).
    mutating func replace(_ fact: Fact) {
        let (i, found) = search(fact.key)
        if found { facts[i] = fact } else { facts.insert(fact, at: i) }
    }

    /// Drops the fact of a key, as if it had not been listed.
    mutating func drop(_ key: FactKey) {
        let (i, found) = search(key)
        if found { facts.remove(at: i) }
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
