import Foundation
import ParityModel

/// Structural alignment of parts across platforms: a view that nothing names (no comment, no
/// `parts` row, no role, a generic container) takes the name the other platforms give the view in
/// the same place of the tree — the same parent part and the same place among its siblings, or
/// the same child parts (the view that holds the icon).
enum PartAlignment {
    /// Renames unnamed parts of each implementation in place (facts, diagnostics and parts).
    static func align(_ impls: inout [Implementation]) {
        guard impls.count > 1, impls.contains(where: { $0.parts.contains(where: \.isUnnamed) }) else { return }
        for i in impls.indices {
            var renames: [String: String] = [:]
            // Parents first: a child's parent may be renamed before it is looked at.
            for part in impls[i].parts where part.isUnnamed {
                let parent = part.parent.map { renames[$0] ?? $0 }
                let children = Set(impls[i].parts.filter { $0.parent == part.name }.map(\.name))
                var votes: [String: [Platform]] = [:]
                for j in impls.indices where j != i {
                    let fits = impls[j].parts.filter { q in
                        !q.isUnnamed && q.parent == parent && q.name != "root"
                            && (q.index == part.index || (!children.isEmpty && !children.isDisjoint(with: impls[j].parts.filter { $0.parent == q.name }.map(\.name))))
                    }
                    // One candidate per platform: the same place first.
                    if let q = fits.first(where: { $0.index == part.index }) ?? fits.first { votes[q.name, default: []].append(impls[j].platform) }
                }
                let taken = Set(impls[i].parts.map(\.name)).union(renames.values)
                guard let (name, platforms) = votes.filter({ !taken.contains($0.key) }).max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) else { continue }
                renames[part.name] = name
                _ = platforms
            }
            guard !renames.isEmpty else { continue }
            for k in impls[i].facts.indices { if let n = renames[impls[i].facts[k].key.part] { impls[i].facts[k].key.part = n } }
            for k in impls[i].diagnostics.indices {
                if let key = impls[i].diagnostics[k].key, let n = renames[key.part] {
                    impls[i].diagnostics[k].key?.part = n
                    impls[i].diagnostics[k].message = impls[i].diagnostics[k].message.replacingOccurrences(of: key.part + ".", with: n + ".")
                }
            }
            let platformsOf = Dictionary(uniqueKeysWithValues: renames.map { old, new in
                (old, impls.indices.filter { $0 != i && impls[$0].parts.contains { $0.name == new } }.map { impls[$0].platform.rawValue })
            })
            for k in impls[i].parts.indices {
                let old = impls[i].parts[k].name
                if let n = renames[old] {
                    impls[i].parts[k].name = n
                    impls[i].parts[k].how = "aligned with " + (platformsOf[old] ?? []).joined(separator: ", ")
                }
                if let p = impls[i].parts[k].parent, let n = renames[p] { impls[i].parts[k].parent = n }
            }
            // Facts were sorted by key; a renamed part may sort elsewhere.
            impls[i].facts.sort { $0.key < $1.key }
        }
    }
}
