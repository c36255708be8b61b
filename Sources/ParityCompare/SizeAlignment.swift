import ParityModel

extension Comparator {
    /// Size names that stand for the middle step of a scale, as platforms spell it, the name
    /// compared under first (two platforms that spell it apart compare under the earlier name).
    static let middleSizes: [String] = ["md", "default", "base", "normal", "regular"]

    /// The implementations with their sizes named as the other platforms name them:
    /// - a middle step one platform spells apart (SwiftUI's `ControlSize.regular`, `size: "default"`)
    ///   takes the others' name for it (`md`), where they have one such name and this platform does not;
    /// - a size of a library's scale (`Implementation.librarySizes`: SwiftUI's `mini`, `extraLarge`)
    ///   that no other platform has is not compared: the library has it, not the design system.
    static func aligningSizes(_ impls: [Implementation]) -> [Implementation] {
        guard impls.count > 1 else { return impls }
        let sizes = impls.map { impl in
            var s = Set<String>()
            for f in impl.facts where f.key.size != FactKey.any { s.insert(f.key.size) }
            return s
        }
        var out = impls
        for i in impls.indices where !sizes[i].isEmpty {
            var others = Set<String>()
            for j in impls.indices where j != i { others.formUnion(sizes[j]) }
            guard !others.isEmpty else { continue }
            var rename: [String: String] = [:]
            let mine = sizes[i].filter { middleSizes.contains($0) && !others.contains($0) }
            let theirs = others.filter { middleSizes.contains($0) && !sizes[i].contains($0) }
            if mine.count == 1, theirs.count == 1, let m = mine.first, let t = theirs.first,
               let a = middleSizes.firstIndex(of: t), let b = middleSizes.firstIndex(of: m), a < b { rename[m] = t }
            let dropped = Set((impls[i].librarySizes ?? []).filter { !others.contains(rename[$0] ?? $0) })
            guard !rename.isEmpty || !dropped.isEmpty else { continue }
            out[i].facts = impls[i].facts.compactMap { f in
                guard !dropped.contains(f.key.size) else { return nil }
                var f = f
                if let r = rename[f.key.size] { f.key.size = r }
                return f
            }
            out[i].diagnostics = impls[i].diagnostics.compactMap { d in
                guard let k = d.key else { return d }
                guard !dropped.contains(k.size) else { return nil }
                var d = d
                if let r = rename[k.size] { d.key!.size = r }
                return d
            }
        }
        return out
    }
}
