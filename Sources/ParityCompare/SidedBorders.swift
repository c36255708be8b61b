import ParityModel

extension Comparator {
    /// One border of some sides written two ways: a color of every side beside widths of some
    /// sides only (Tailwind's `border-b border-separator`, React Native's `borderBottomWidth: 1,
    /// borderColor: c`), and a color of those sides (`borderBottomColor: c`). Where a part states
    /// a width for some sides and none (or zero) for all of them, its border color is the color
    /// of the sides it draws (`Normalize.borderSideColors`), unless that side's color is stated
    /// at the same point; elsewhere nothing changes.
    static func sidingBorders(_ impls: [Implementation]) -> [Implementation] {
        let sideWidth = Dictionary(uniqueKeysWithValues: Normalize.borderSideWidths.map { ($1, $0) })
        // A fact's point overlaps another's: the same part, and each dimension the same or any.
        func overlaps(_ a: FactKey, _ b: FactKey) -> Bool {
            a.part == b.part && [(a.variant, b.variant), (a.size, b.size)].allSatisfy { $0 == $1 || $0 == FactKey.any || $1 == FactKey.any }
        }
        return impls.map { impl in
            // Most parts state no side of a border: one pass says so.
            guard impl.facts.contains(where: { sideWidth[$0.key.property] != nil }) else { return impl }
            let widths = impl.facts.filter { ($0.key.property == "borderWidth" || sideWidth[$0.key.property] != nil) && ($0.value.number ?? 1) > 0 }
            var out = impl
            var facts: [Fact] = []
            // The variants the facts name: a border color of every variant beside widths of some
            // variants is read at each of them.
            var variants: [String] = []
            for f in impl.facts where f.key.variant != FactKey.any && !variants.contains(f.key.variant) { variants.append(f.key.variant) }
            // The color facts `f` stands for at `k`'s point: the sides drawn there, else `f` as it is.
            func sided(_ f: Fact, at k: FactKey) -> [Fact] {
                let here = widths.filter { overlaps($0.key, k) }
                let drawn = Set(here.compactMap { sideWidth[$0.key.property] })
                guard !drawn.isEmpty, !here.contains(where: { $0.key.property == "borderWidth" }) else { return [Fact(key: k, value: f.value, raw: f.raw, location: f.location)] }
                return ["top", "end", "bottom", "start"].filter(drawn.contains).compactMap { side in
                    var c = k
                    c.property = Normalize.borderSideColors[side]!
                    // A side whose own color the platform states there keeps that color.
                    return impl.facts.contains(where: { $0.key.property == c.property && $0.key.state == c.state && overlaps($0.key, c) }) ? nil
                        : Fact(key: c, value: f.value, raw: f.raw, location: f.location)
                }
            }
            for f in impl.facts {
                guard f.key.property == "borderColor", widths.contains(where: { sideWidth[$0.key.property] != nil && overlaps($0.key, f.key) }) else { facts.append(f); continue }
                let perVariant = f.key.variant == FactKey.any && widths.contains { $0.key.variant != FactKey.any && overlaps($0.key, f.key) }
                guard perVariant else { facts += sided(f, at: f.key); continue }
                for v in variants {
                    var k = f.key
                    k.variant = v
                    // A color the platform states at that variant itself stays as it is.
                    if impl.facts.contains(where: { $0.key == k }) { continue }
                    facts += sided(f, at: k)
                }
            }
            out.facts = facts
            return out
        }
    }

    /// The thickest line laid along an edge that is read as that side's border.
    static let edgeLineWidth = 4.0

    /// A thin line one platform lays along an edge of a part (SwiftUI's `.overlay(alignment: .bottom)
    /// { Rectangle().fill(c).frame(height: 1) }`, `PartInfo.edge`) where another platform states that
    /// side's border of the part (`border-b`, `borderBottomWidth`) and none has a part of the line's
    /// name: that side's border, its thickness the width and its fill the color. A line the other
    /// platforms draw as a view of their own (a tab's indicator, aligned by name) stays a view.
    static func edgeLinesAsBorders(_ impls: [Implementation]) -> [Implementation] {
        guard impls.contains(where: { $0.parts.contains { $0.edge != nil } }) else { return impls }
        var out = impls
        for (i, impl) in impls.enumerated() {
            for line in impl.parts {
                guard let edge = line.edge, let parent = line.parent, let widthProperty = Normalize.borderSideWidths[edge],
                      let colorProperty = Normalize.borderSideColors[edge] else { continue }
                let others = impls.indices.filter { $0 != i }.map { impls[$0] }
                let across = edge == "top" || edge == "bottom" ? "height" : "width"
                // Another platform's part of the line's name that is a line of its own, not laid along an
                // edge (a tab's indicator drawn as a view): the line stays a view. (A part of that name that
                // is no line, given it by its place, is no reason to; nor a line along the edge elsewhere.)
                func isLine(_ o: Implementation) -> Bool {
                    o.facts.contains { $0.key.part == line.name && $0.key.property == across && ($0.value.number.map { $0 <= edgeLineWidth } ?? false) }
                }
                guard !others.contains(where: { o in o.parts.contains { $0.name == line.name && $0.edge == nil } && isLine(o) }),
                      others.contains(where: { $0.facts.contains { $0.key.part == parent && $0.key.property == widthProperty } }) else { continue }
                let along: Set<String> = across == "height" ? ["width", "maxWidth", "minWidth"] : ["height", "maxHeight", "minHeight"]
                let facts = out[i].facts.filter { $0.key.part == line.name }
                guard facts.contains(where: { $0.key.property == "backgroundColor" }),
                      facts.contains(where: { $0.key.property == across }),
                      facts.allSatisfy({ f in f.key.property == "backgroundColor" || along.contains(f.key.property)
                          || f.key.property == across && (f.value.number.map { $0 > 0 && $0 <= edgeLineWidth } ?? false) }) else { continue }
                var moved: [Fact] = []
                for f in facts where !along.contains(f.key.property) {
                    var k = f.key
                    k.part = parent
                    k.property = f.key.property == across ? widthProperty : colorProperty
                    moved.append(Fact(key: k, value: f.value, raw: f.raw, location: f.location))
                }
                out[i].facts = out[i].facts.filter { $0.key.part != line.name } + moved
                out[i].parts.removeAll { $0.name == line.name }
            }
        }
        return out
    }
}
