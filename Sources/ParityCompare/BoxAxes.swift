import ParityModel

extension Comparator {
    /// Views that place what they hold on both axes and lay nothing out in a line (Compose's `Box`,
    /// SwiftUI's `ZStack`): their two-axis alignment reads as a column's (`justifyContent` the
    /// vertical position, `alignItems` the horizontal, as React Native's default `View`).
    public static let overlayViews: Set<String> = ["Box", "BoxWithConstraints", "ZStack"]
    /// The properties a row and a column name the other way round.
    static let axisPair = ("alignItems", "justifyContent")

    /// The implementations with an overlay view's alignment named as the other platforms' row
    /// names it: a part that is a `Box` on one platform (no `direction`) and a row on every other
    /// that states one (`flex-row`, `HStack`) holds one child the same wherever the axes are named,
    /// so its `alignItems` (horizontal) is the row's `justifyContent` and the other way round
    /// (a toggle's thumb at `Alignment.CenterEnd` against `flex-row items-center justify-end`).
    static func aligningBoxAxes(_ impls: [Implementation]) -> [Implementation] {
        guard impls.count > 1, impls.contains(where: { $0.parts.contains { overlayViews.contains($0.view) } }) else { return impls }
        let directions = impls.map { impl -> [String: Set<String>] in
            var out: [String: Set<String>] = [:]
            for f in impl.facts where f.key.property == "direction" { out[f.key.part, default: []].insert(f.value.keyword ?? f.value.description) }
            return out
        }
        var out = impls
        for i in impls.indices {
            let boxes = Set(impls[i].parts.filter { overlayViews.contains($0.view) && directions[i][$0.name] == nil }.map(\.name))
            let swapped = boxes.filter { part in
                let others = impls.indices.filter { $0 != i }.compactMap { directions[$0][part] }
                return !others.isEmpty && others.allSatisfy { $0 == ["row"] }
            }
            guard !swapped.isEmpty else { continue }
            func swap(_ key: inout FactKey) {
                guard swapped.contains(key.part) else { return }
                if key.property == axisPair.0 { key.property = axisPair.1 } else if key.property == axisPair.1 { key.property = axisPair.0 }
            }
            for j in out[i].facts.indices { swap(&out[i].facts[j].key) }
            for j in out[i].diagnostics.indices where out[i].diagnostics[j].key != nil { swap(&out[i].diagnostics[j].key!) }
        }
        return out
    }
}
