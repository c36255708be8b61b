import ParityModel

extension Comparator {
    /// One dimmed look written two ways: a view's opacity (SwiftUI `.opacity(0.38)`, Tailwind
    /// `disabled:opacity-40`, Compose `Modifier.alpha(0.38f)`) on one platform, its colors at a lower
    /// alpha (`color.copy(alpha = 0.38f)`) on another. Where some platform states a part's opacity
    /// in a state other than the default (and a variant and size) and another states none there but restates colors of that
    /// part or the parts inside it in that state, each platform's opacity there is folded into the
    /// alpha of the resolved colors of that part and of the parts inside it, and its opacity fact
    /// leaves the comparison: the colors then say whether the look agrees (a platform that dims
    /// twice, or not at all, still differs). Elsewhere nothing changes: two opacities that differ
    /// are one opacity drift, and an opacity no platform answers with colors is compared as such.
    ///
    /// A folded color keeps its location; its raw text says what was folded into it
    /// (`Colors.primary at opacity 0.38`).
    static func foldingOpacity(_ impls: [Implementation], tolerance: Tolerance) -> [Implementation] {
        // Most components state no opacity other than 1: one pass over the facts says so.
        var points: [FactKey] = []
        for impl in impls {
            for f in impl.facts where f.key.property == "opacity" {
                // A dimmed state; at rest, every platform states its colors, which says nothing.
                guard f.key.state != "default", let o = f.value.number, !tolerance.number(o, 1, unit: .ratio) else { continue }
                var k = f.key
                k.property = ""
                if !points.contains(k) { points.append(k) }
            }
        }
        guard !points.isEmpty else { return impls }
        var out = impls
        for point in points {
            let held = impls.map { opacity(of: $0, at: point) }
            let opaque = held.map { tolerance.number($0?.value ?? 1, 1, unit: .ratio) }
            guard opaque.contains(false),
                  impls.indices.contains(where: { opaque[$0] && restatesColors(impls[$0], at: point) }) else { continue }
            for i in out.indices {
                guard let (o, fact) = held[i], !tolerance.number(o, 1, unit: .ratio) else { continue }
                if let folded = folding(o, raw: fact.raw, at: point, into: out[i]) { out[i] = folded }
            }
        }
        return out
    }

    /// The opacity an implementation states for a part at a point (its fact in that state, else
    /// in the default state), with the fact; nil where it states none (fully opaque).
    static func opacity(of impl: Implementation, at point: FactKey) -> (value: Double, fact: Fact)? {
        var fallback: Fact?
        for f in impl.facts where f.key.property == "opacity" && f.key.part == point.part && Comparator.holds(variantAndSize: f.key, at: point) {
            if f.key.state == point.state, let n = f.value.number { return (n, f) }
            if f.key.state == "default" { fallback = f }
        }
        return fallback.flatMap { f in f.value.number.map { ($0, f) } }
    }

    /// Whether an implementation states a resolved color of the point's part, or of a part inside
    /// it, in the point's state (a color it changes there).
    static func restatesColors(_ impl: Implementation, at point: FactKey) -> Bool {
        let inside = parts(inside: point.part, of: impl)
        return impl.facts.contains { $0.key.state == point.state && isResolvedColor($0, of: inside) && holds(variantAndSize: $0.key, at: point) }
    }

    /// Whether a fact is a resolved color of one of `parts` (what an opacity can be folded into).
    static func isResolvedColor(_ f: Fact, of parts: Set<String>) -> Bool {
        f.value.unit == .color && f.value.color != nil && parts.contains(f.key.part)
    }

    /// A part and every part inside it, by the parts' parents.
    static func parts(inside part: String, of impl: Implementation) -> Set<String> {
        var inside: Set<String> = [part]
        var grew = true
        while grew {
            grew = false
            for p in impl.parts where !inside.contains(p.name) {
                if let parent = p.parent, inside.contains(parent) { inside.insert(p.name); grew = true }
            }
        }
        return inside
    }

    /// Whether a fact's variant and size hold at a point's (equal, or `*` on either side).
    static func holds(variantAndSize f: FactKey, at key: FactKey) -> Bool {
        (f.variant == key.variant || f.variant == FactKey.any || key.variant == FactKey.any)
            && (f.size == key.size || f.size == FactKey.any || key.size == FactKey.any)
    }

    /// The implementation with opacity `o` folded into the colors of `point.part` and the parts
    /// inside it at the point, and its opacity facts there gone; nil where the part holds no
    /// resolved color there (an image's opacity is compared as an opacity).
    static func folding(_ o: Double, raw: String, at point: FactKey, into impl: Implementation) -> Implementation? {
        let inside = parts(inside: point.part, of: impl)
        // The states a color of the point's state falls back to where it is not stated there:
        // the members of a combined state, then the default state.
        let fallbacks = (point.state.containsByte("+") ? point.state.split(separator: "+").map(String.init) : []) + ["default"]
        func folded(_ f: Fact, _ key: FactKey) -> Fact {
            var v = f.value
            v.color?.light.alpha *= o
            v.color?.dark.alpha *= o
            return Fact(key: key, value: v, raw: "\(f.raw) at opacity \(raw)", location: f.location)
        }
        var facts: [Fact] = []
        facts.reserveCapacity(impl.facts.count)
        // Colors stated at the point's state, by (part, property, variant, size).
        var stated: Set<FactKey> = []
        for f in impl.facts {
            if f.key.property == "opacity", f.key.part == point.part, f.key.state == point.state, holds(variantAndSize: f.key, at: point) { continue }
            if f.key.state == point.state, isResolvedColor(f, of: inside), holds(variantAndSize: f.key, at: point) {
                facts.append(folded(f, f.key))
                var k = f.key
                k.state = ""
                stated.insert(k)
            } else {
                facts.append(f)
            }
        }
        // Colors the platform does not restate in that state hold their value of a fallback state:
        // dimmed there, they are stated at the point.
        for state in fallbacks {
            for f in impl.facts where f.key.state == state && isResolvedColor(f, of: inside) && holds(variantAndSize: f.key, at: point) {
                var k = f.key
                k.state = ""
                // A specific variant or size of the point narrows a wildcard of the color's.
                if k.variant == FactKey.any { k.variant = point.variant }
                if k.size == FactKey.any { k.size = point.size }
                guard !stated.contains(k) else { continue }
                stated.insert(k)
                k.state = point.state
                facts.append(folded(f, k))
            }
        }
        guard !stated.isEmpty else { return nil }
        var out = impl
        out.facts = facts
        return out
    }
}
