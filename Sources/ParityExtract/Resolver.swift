import ParityModel

/// Resolves token references through a platform's token table and finishes units that need
/// another fact (letter-spacing in points needs the font size).
enum Resolver {
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
            // A transparent background is no background.
            if fact.key.property == "backgroundColor", let c = fact.value.color, c.light.alpha == 0, c.dark.alpha == 0 { continue }
            if facts[fact.key] == nil { order.append(fact.key) }
            facts[fact.key] = fact
        }
        // Letter-spacing in points -> em, with the font size of the same part and condition.
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
            } else {
                impl.diagnostics.append(Diagnostic(kind: .unresolved, message: "letter-spacing `\(fact.raw)` is in points but the font size is unknown", location: fact.location, key: emKey))
            }
        }
        // A part that draws with another part's style (a placeholder in the text's typography)
        // inherits what it does not set itself.
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
}
