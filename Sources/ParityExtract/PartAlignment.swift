import Foundation
import ParityModel
import ParityIR

/// Structural alignment of parts across platforms: a view that nothing names (no comment, no
/// `parts` row, no role, a generic container) takes the name the other platforms give the view in
/// the same place of the tree — the same parent part and the same place among its siblings, or
/// the same child parts (the view that holds the icon).
enum PartAlignment {
    /// Renames unnamed parts of each implementation in place (facts, diagnostics and parts).
    static func align(_ impls: inout [Implementation]) {
        guard impls.count > 1 else { return }
        alignRoots(&impls)
        mergeRootBoxes(&impls)
        shiftNestedNames(&impls)
        flattenWrappers(&impls)
        // A box around a part is paired whether or not anything is unnamed (a badge's `View` holding
        // its text beside Compose's `BasicText(count, Modifier.background(…).padding(…))`).
        defer { alignBoxedTexts(&impls) }
        guard impls.contains(where: { $0.parts.contains { $0.isUnnamed || $0.isNumbered } }) else { return }
        alignByName(&impls)
        alignContainers(&impls)
        // A container named just now names the views in its place on the platforms that have no such container.
        alignByName(&impls)
        // A wrapper whose parent took its name just now (SwiftUI's `ZStack` inside a `GeometryReader`
        // that is the others' `box`, holding the thumb they place in `box` itself).
        if flattenWrappers(&impls) { alignByName(&impls) }
        nestLayered(&impls)
        alignPlaces(&impls)
    }

    /// A part named by its maker (`RadioDot`: `dot`) holding one unnamed view, where every other
    /// platform that has the part has it as a view of nothing inside another part, in the same place
    /// (`indicator` holding `dot`): the maker's view is that other part and its one view the part
    /// (`dot` -> `indicator`, `dot/circle0` -> `dot`). At least two other platforms say so.
    static func shiftNestedNames(_ impls: inout [Implementation]) {
        for i in impls.indices {
            for x in impls[i].parts where !x.isUnnamed && x.parent != nil {
                let kids = impls[i].parts.filter { $0.parent == x.name }
                guard kids.count == 1, kids[0].isUnnamed else { continue }
                // (The platforms whose part holds views of its own are not asked: the same maker's view elsewhere.)
                let others = impls.indices.filter { j in
                    j != i && impls[j].parts.contains { $0.name == x.name } && !impls[j].parts.contains { $0.parent == x.name }
                }
                guard others.count >= 2 else { continue }
                var outer: Set<String> = []
                let nested = others.allSatisfy { j in
                    guard let there = impls[j].parts.first(where: { $0.name == x.name }), let y = there.parent,
                          let holder = impls[j].parts.first(where: { $0.name == y }), holder.parent == x.parent else { return false }
                    outer.insert(y)
                    return true
                }
                guard nested, outer.count == 1, let y = outer.first, !impls[i].parts.contains(where: { $0.name == y }) else { continue }
                let others2 = others.map { impls[$0].platform.rawValue }.joined(separator: ", ")
                rename(&impls[i], [x.name: y, kids[0].name: x.name]) { old in "\(old == x.name ? "holds" : "inside") the \(x.name) \(y) holds on \(others2)" }
                break
            }
        }
    }

    /// Unnamed views that paint nothing and wrap what the other platforms place directly in the
    /// wrapper's parent (Compose's `Box` root holding a `Row` of the text and the badge, beside a
    /// `Box(Modifier.matchParentSize(), contentAlignment = BottomCenter)` around the indicator; the
    /// other platforms' root holds the text, the badge and the indicator): the wrapper's children
    /// take its place in the parent, and its facts are the parent's where the parent states no such
    /// property (the `Row`'s padding and gap). A wrapper is such where
    /// - the named parts it holds are, on every other platform that has them (one at least), the
    ///   parent's own children; or
    /// - it holds one unnamed view, states nothing but where that view goes (`layoutOnly`), and no
    ///   other platform has a part of its own in that place holding a view (the indicator's place).
    @discardableResult
    static func flattenWrappers(_ impls: inout [Implementation]) -> Bool {
        var any = false
        for i in impls.indices {
            var changed = true
            var rounds = 0
            while changed, rounds < 4 {
                changed = false
                rounds += 1
                for w in impls[i].parts where w.isUnnamed {
                    guard let parent = w.parent else { continue }
                    let facts = impls[i].facts.filter { $0.key.part == w.name }
                    // (A fill no one sees paints nothing: SwiftUI's `ZStack { Color.clear; Thumb() }`.)
                    guard !facts.contains(where: { Renderer.paint.contains($0.key.property) && $0.value.color?.isTransparent != true }) else { continue }
                    let children = impls[i].parts.filter { $0.parent == w.name }
                    guard !children.isEmpty else { continue }
                    let named = children.filter { !$0.isUnnamed && !$0.isNumbered }
                    var flatten = false
                    // Its facts go to the view it wraps rather than to its parent (that view is the part).
                    var intoChild = false
                    var layer = false
                    if !named.isEmpty {
                        let others = impls.indices.filter { j in j != i && named.allSatisfy { n in impls[j].parts.contains { $0.name == n.name } } }
                        flatten = !others.isEmpty && others.allSatisfy { j in
                            named.allSatisfy { n in impls[j].parts.contains { $0.name == n.name && $0.parent == parent } }
                        }
                    } else if children.count == 1, facts.allSatisfy({ layoutOnly.contains($0.key.property) }) {
                        let place = impls[i].parts.filter { $0.parent == parent && $0.index < w.index }.count
                        // What the one view it wraps holds, and what the views in that place hold elsewhere.
                        let inner = impls[i].parts.filter { $0.parent == children[0].name }.count
                        let there = impls.indices.filter { $0 != i }.compactMap { j -> Int? in
                            guard let q = impls[j].parts.first(where: { q in q.parent == parent && q.index == place }) else { return nil }
                            let n = impls[j].parts.filter { $0.parent == q.name }.count
                            return n > 0 ? n : nil
                        }
                        // No other platform has a view holding views there, or each that has holds as many
                        // (two or more) as the wrapped view: it is that view, one level down (a `Pressable`
                        // around the option's row of the ring and the texts, beside SwiftUI's `HStack` of them).
                        // A layer that states only where its one view goes (Compose's `Box(Modifier.matchParentSize(),
                        // contentAlignment = BottomStart) { track }`, as SwiftUI's `.overlay(alignment: .bottom)`) is that
                        // view's place, whatever the view holds.
                        let places = !facts.isEmpty && facts.allSatisfy { $0.key.property == "alignItems" || $0.key.property == "justifyContent" }
                        intoChild = !there.isEmpty
                        flatten = impls.indices.contains { $0 != i } && (there.isEmpty || (inner >= 2 || places && inner >= 1) && there.allSatisfy { $0 == inner })
                        layer = places && intoChild
                    } else if children.count >= 2, facts.allSatisfy({ layoutOnly.contains($0.key.property) }),
                              !impls[i].parts.contains(where: { $0.parent == parent && $0.name != w.name }) {
                        // The only view of its parent, holding unnamed views that the other platforms place
                        // in that parent itself, as many (a close glyph's two bars in a `Box` inside the button).
                        let there = impls.indices.filter { $0 != i && impls[$0].parts.contains { $0.name == parent } }
                            .map { j in impls[j].parts.filter { $0.parent == parent }.count }
                        flatten = !there.isEmpty && there.allSatisfy { $0 == children.count }
                    }
                    guard flatten else { continue }
                    let target = intoChild ? children[0].name : parent
                    // (How such a layer places its view is not the view's own: it places nothing in it.)
                    if layer { impls[i].facts.removeAll { $0.key.part == w.name } }
                    // A view that fills its wrapper along an axis has the wrapper's length there (a `ZStack`
                    // framed to fill inside a `GeometryReader` framed to a height).
                    if intoChild {
                        let lengths = Set(facts.filter { $0.value.number != nil }.map(\.key.property))
                        impls[i].facts.removeAll { $0.key.part == target && lengths.contains($0.key.property) && $0.value == Value.keyword("fill") }
                    }
                    let stated = Set(impls[i].facts.filter { $0.key.part == target }.map(\.key.property))
                    impls[i].facts.removeAll { $0.key.part == w.name && stated.contains($0.key.property) }
                    move(&impls[i]) { $0.part == w.name ? target : nil }
                    dissolve(w, in: &impls[i])
                    changed = true
                    any = true
                    break
                }
            }
        }
        return any
    }

    /// An outermost view that states nothing but how it places its views (React Native's `<View
    /// className="self-start">` around an avatar's `Pressable` and the presence dot placed `absolute` on
    /// it), whose first view paints and holds named parts that every other platform having them holds in
    /// its root, which paints there (Compose's `Box` of the circle, SwiftUI's styled button, each with the
    /// dot laid over it): that first view is the root's look, and what it holds the root's.
    /// (Other platforms written the same way, the three TSX flavors, are merged alike.)
    static func mergeRootBoxes(_ impls: inout [Implementation]) {
        // The first view of such a root, and the names it holds (views placed by position inside it
        // would be named by it: such a view is left as it is).
        func wrapped(_ i: Int) -> (first: PartInfo, held: [PartInfo])? {
            guard !impls[i].facts.contains(where: { $0.key.part == "root" && !layoutOnly.contains($0.key.property) }),
                  let first = impls[i].parts.first(where: { $0.parent == "root" && $0.index == 0 }), first.isUnnamed,
                  impls[i].facts.contains(where: { $0.key.part == first.name && Renderer.paint.contains($0.key.property) }) else { return nil }
            let held = impls[i].parts.filter { $0.parent == first.name }
            guard !held.isEmpty, held.allSatisfy({ !$0.isUnnamed && !$0.isNumbered }) else { return nil }
            return (first, held)
        }
        // The root paints and holds those names itself.
        func painted(_ j: Int, holding named: [PartInfo]) -> Bool {
            named.allSatisfy { n in impls[j].parts.contains { $0.name == n.name && $0.parent == "root" } }
                && impls[j].facts.contains { $0.key.part == "root" && Renderer.paint.contains($0.key.property) }
        }
        for i in impls.indices {
            guard let (first, held) = wrapped(i) else { continue }
            let names = Set(held.map(\.name))
            let others = impls.indices.filter { j in j != i && held.allSatisfy { n in impls[j].parts.contains { $0.name == n.name } } }
            guard others.contains(where: { painted($0, holding: held) }), others.allSatisfy({ j in
                painted(j, holding: held) || wrapped(j).map { Set($0.held.map(\.name)) == names } == true
            }) else { continue }
            let stated = Set(impls[i].facts.filter { $0.key.part == first.name }.map(\.key.property))
            impls[i].facts.removeAll { $0.key.part == "root" && stated.contains($0.key.property) }
            move(&impls[i]) { $0.part == first.name ? "root" : nil }
            dissolve(first, in: &impls[i])
        }
    }

    /// Removes the part `w` (its facts moved already): the views it holds take its place among its
    /// parent's views, in their order, and the views after it move along.
    static func dissolve(_ w: PartInfo, in impl: inout Implementation) {
        let shift = impl.parts.filter { $0.parent == w.name }.count - 1
        for k in impl.parts.indices {
            let q = impl.parts[k]
            if q.parent == w.name {
                impl.parts[k].parent = w.parent
                impl.parts[k].index = w.index + q.index
            } else if q.parent == w.parent, q.index > w.index {
                impl.parts[k].index += shift
            }
        }
        impl.parts.removeAll { $0.name == w.name }
    }

    /// An unnamed view drawn right after a named part in the same parent, as tall as it at every point
    /// and painted as it is (Compose's `Box { Box(track); Box(Modifier.width(maxWidth * f).height(h)
    /// .background(fill)) }`, a slider's or a progress bar's fill layered on its track), where every other
    /// platform having the part (most, two at least) draws one unnamed painted view inside it (`<View
    /// track><View fill/></View>`): that view, inside the part.
    static func nestLayered(_ impls: inout [Implementation]) {
        func heights(_ i: Int, _ part: String) -> Set<String> {
            Set(impls[i].facts.lazy.filter { $0.key.part == part && $0.key.property == "height" }.map { "\($0.key.state)|\($0.key.variant)|\($0.key.size)|\($0.value)" })
        }
        func paints(_ i: Int, _ part: String) -> Bool {
            impls[i].facts.contains { $0.key.part == part && $0.key.property == "backgroundColor" }
        }
        for i in impls.indices {
            for u in impls[i].parts where u.isUnnamed {
                guard let parent = u.parent, u.index > 0,
                      let t = impls[i].parts.first(where: { $0.parent == parent && $0.index == u.index - 1 }), !t.isUnnamed,
                      !impls[i].parts.contains(where: { $0.parent == u.name || $0.parent == t.name }),
                      paints(i, u.name), paints(i, t.name) else { continue }
                let tall = heights(i, u.name)
                guard !tall.isEmpty, tall == heights(i, t.name) else { continue }
                let others = impls.indices.filter { j in j != i && impls[j].parts.contains { $0.name == t.name } }
                // (Most of them, two at least: another platform may layer the view too, or read its part otherwise.)
                var inside: Set<String> = []
                var nesting: [Int] = []
                for j in others {
                    let kids = impls[j].parts.filter { $0.parent == t.name }
                    guard kids.count == 1, kids[0].isUnnamed, paints(j, kids[0].name) else { continue }
                    inside.insert(kids[0].name)
                    nesting.append(j)
                }
                guard nesting.count >= 2, nesting.count * 2 > others.count, inside.count == 1, let v = inside.first,
                      !impls[i].parts.contains(where: { $0.name == v }) else { continue }
                let there = nesting.map { impls[$0].platform.rawValue }.joined(separator: ", ")
                move(&impls[i]) { $0.part == u.name ? v : nil }
                for k in impls[i].parts.indices where impls[i].parts[k].parent == parent && impls[i].parts[k].index > u.index {
                    impls[i].parts[k].index -= 1
                }
                if let k = impls[i].parts.firstIndex(where: { $0.name == u.name }) {
                    impls[i].parts[k].name = v
                    impls[i].parts[k].how = "drawn on \(t.name), as inside it on \(there)"
                    impls[i].parts[k].parent = t.name
                    impls[i].parts[k].index = 0
                }
                break
            }
        }
    }

    /// Properties of a view that places what it holds and draws nothing.
    static let layoutOnly: Set<String> = ["alignItems", "justifyContent", "direction", "gap", "width", "height", "grow"]

    /// What a box holding one named part pads and paints (`content`'s padding around the body text).
    static let boxProperties = Renderer.paddings.union(Renderer.paint)

    /// A box around one part on some platforms (`<View style={styles.content}><Text>{body}</Text></View>`,
    /// a `Pressable` around an action's text) is that part's own padding and paint on the others
    /// (SwiftUI's `Text(body).padding(.horizontal, 16)`, Compose's `BasicText(text, Modifier.clickable
    /// { }.background(…).padding(…))`): there, the part's box facts are the box's, a part of the box's name.
    static func alignBoxedTexts(_ impls: inout [Implementation]) {
        let order = impls.indices.sorted { impls[$0].platform.ordinal < impls[$1].platform.ordinal }
        for j in order {
            for box in impls[j].parts where box.parent != nil && box.name != "root" {
                let held = namedDescendants(box.name, in: impls[j])
                guard held.count == 1, let inner = held.first,
                      impls[j].facts.contains(where: { $0.key.part == box.name && boxProperties.contains($0.key.property) }) else { continue }
                for i in order where i != j && !impls[i].parts.contains(where: { $0.name == box.name }) {
                    guard let k = impls[i].parts.firstIndex(where: { $0.name == inner }),
                          impls[i].facts.contains(where: { $0.key.part == inner && boxProperties.contains($0.key.property) }) else { continue }
                    let part = impls[i].parts[k]
                    move(&impls[i]) { $0.part == inner && boxProperties.contains($0.property) ? box.name : nil }
                    impls[i].parts.append(PartInfo(name: box.name, how: "the box of \(inner), as on \(impls[j].platform.rawValue)", view: part.view,
                                                   location: part.location, parent: part.parent, index: part.index))
                    impls[i].parts[k].parent = box.name
                    impls[i].parts[k].index = 0
                }
            }
        }
    }

    /// The outermost views are one part: where a platform names its outermost view (a Compose
    /// `// Track` comment above the track's `Box`) and the others call theirs `root`, that view is
    /// `root` too, unless another platform has a part of its name inside its root (a wrapper
    /// around the track there: then the names already pair the views).
    static func alignRoots(_ impls: inout [Implementation]) {
        let plain = impls.indices.filter { i in impls[i].parts.contains { $0.parent == nil && $0.name == "root" } }
        guard !plain.isEmpty else { return }
        for i in impls.indices {
            let tops = impls[i].parts.filter { $0.parent == nil }
            guard tops.count == 1, let top = tops.first, top.name != "root", !impls[i].parts.contains(where: { $0.name == "root" }),
                  !impls.indices.contains(where: { j in impls[j].parts.contains { $0.name == top.name && $0.parent != nil } }) else { continue }
            let others = plain.map { impls[$0].platform.rawValue }.joined(separator: ", ")
            rename(&impls[i], [top.name: "root"]) { old in "outermost view \(old) (\(top.how)), as on \(others)" }
        }
    }

    /// Unnamed views that no platform names and that hold no named part, one per platform in the same place — the same parent
    /// part and the same place among its views, or each the only unnamed view of that parent —
    /// whose facts share a property (a checkbox's box: Compose `root/box0`, SwiftUI
    /// `root/roundedRectangle0`, TSX `root/view0`) take one name, the first platform's in report
    /// order: their facts compare with each other.
    static func alignPlaces(_ impls: inout [Implementation]) {
        let order = impls.indices.sorted { impls[$0].platform.ordinal < impls[$1].platform.ordinal }
        // Views that hold named parts are containers: `alignContainers` pairs them by what they hold.
        var renames: [Int: [String: String]] = [:]
        // A parent paired earlier in this pass is named as its pair already (the buttons of a row
        // paired just now are the children of that row's name).
        func unnamedChildren(_ i: Int, of parent: String) -> [PartInfo] {
            impls[i].parts.filter { p in
                p.isUnnamed && p.parent.map { renames[i]?[$0] ?? $0 } == parent && namedDescendants(p.name, in: impls[i]).isEmpty
            }
        }
        func properties(_ i: Int, _ part: String) -> Set<String> {
            Set(impls[i].facts.lazy.filter { $0.key.part == part }.map(\.key.property))
        }
        var claimed: [Int: Set<String>] = [:]
        for (n, r) in order.enumerated() {
            for ref in impls[r].parts where ref.isUnnamed && claimed[r]?.contains(ref.name) != true {
                guard let parent = ref.parent, namedDescendants(ref.name, in: impls[r]).isEmpty else { continue }
                let refProperties = properties(r, ref.name)
                guard !refProperties.isEmpty else { continue }
                let refAlone = unnamedChildren(r, of: parent).count == 1
                for o in order[(n + 1)...] {
                    let children = unnamedChildren(o, of: parent).filter { claimed[o]?.contains($0.name) != true }
                    guard let match = children.first(where: { $0.index == ref.index }) ?? (refAlone && children.count == 1 ? children.first : nil),
                          !properties(o, match.name).isDisjoint(with: refProperties) else { continue }
                    if match.name != ref.name {
                        guard !impls[o].parts.contains(where: { $0.name == ref.name }) else { continue }
                        renames[o, default: [:]][match.name] = ref.name
                    }
                    claimed[o, default: []].insert(match.name)
                    claimed[r, default: []].insert(ref.name)
                }
            }
        }
        for (i, map) in renames {
            let platformOf = Dictionary(uniqueKeysWithValues: map.map { old, new in
                (old, order.first { impls[$0].parts.contains { $0.name == new } }.map { impls[$0].platform.rawValue } ?? "")
            })
            rename(&impls[i], map) { old in "aligned with \(platformOf[old] ?? "") (an unnamed view in the same place)" }
        }
    }

    /// Parts numbered by their place as how many of each kind (`text3`, `text4`: `#text#1`, `#text#2`):
    /// a button holding `text2` on one platform and `text3` on another holds one text on both.
    static func counted(_ parts: Set<String>) -> Set<String> {
        var n: [String: Int] = [:]
        for p in parts { n[Renderer.kind(of: p), default: 0] += 1 }
        return Set(n.flatMap { kind, count in (1...count).map { "#\(kind)#\($0)" } })
    }

    /// The named parts inside a part, at any depth; `numbered`: also the parts named by their role
    /// and place (`text2`).
    static func namedDescendants(_ part: String, in impl: Implementation, numbered: Bool = true) -> Set<String> {
        var out: Set<String> = [], frontier = [part], seen: Set<String> = [part]
        while let p = frontier.popLast() {
            for q in impl.parts where q.parent == p && seen.insert(q.name).inserted {
                if !q.isUnnamed, numbered || !q.isNumberedRole, q.name != "root" { out.insert(q.name) }
                frontier.append(q.name)
            }
        }
        return out
    }

    /// Unnamed parts that no platform names but that hold mostly the same named parts on two
    /// platforms or more (the field's box that holds the icon, the text and the placeholder:
    /// `root/hStack0` in SwiftUI, `root/pressable0` in TSX, a decoration `Row` in Compose) take one
    /// shared name, `container` (`container2`, … for more): their facts compare with each other.
    static func alignContainers(_ impls: inout [Implementation]) {
        var candidates: [(impl: Int, part: String, holds: Set<String>)] = []
        for i in impls.indices {
            let painted = Set(impls[i].facts.lazy.map(\.key.part))
            // A wrapper that sets nothing around one unnamed box that does (Compose's `Box {
            // Box(Modifier.background(…).padding(…)) { icon }; badge }`, the badge beside the pill
            // where the other platforms put it inside): the box is the container, holding what the
            // wrapper holds.
            var stands: [String: String] = [:]
            for part in impls[i].parts where part.isUnnamed && !painted.contains(part.name) {
                let boxes = impls[i].parts.filter { $0.isUnnamed && $0.parent == part.name && painted.contains($0.name) && !namedDescendants($0.name, in: impls[i]).isEmpty }
                if boxes.count == 1, let box = boxes.first { stands[box.name] = part.name }
            }
            let wrappers = Set(stands.values)
            for part in impls[i].parts where part.isUnnamed && !wrappers.contains(part.name) {
                // What it holds by name (`text`, `description`), not by a number another text before
                // it shifts (`text2`: the message on one platform, the action's label on another);
                // those where it holds nothing else (the buttons of a row: `text3`, `text4`).
                let held = stands[part.name] ?? part.name
                let named = namedDescendants(held, in: impls[i], numbered: false)
                let holds = named.isEmpty ? PartAlignment.counted(namedDescendants(held, in: impls[i])) : named
                if holds.count >= 1 { candidates.append((i, part.name, holds)) }
            }
        }
        guard candidates.count > 1 else { return }
        func overlap(_ a: Set<String>, _ b: Set<String>) -> Double { Double(a.intersection(b).count) / Double(a.union(b).count) }
        // The parts that hold the most first: a group grows by what its members hold together.
        let order = candidates.indices.sorted { (candidates[$0].holds.count, candidates[$1].impl) > (candidates[$1].holds.count, candidates[$0].impl) }
        var used = Set<Int>()
        var renames: [Int: [String: String]] = [:]
        var count = 0
        for c in order where !used.contains(c) {
            var group = [c]
            var platforms: Set<Int> = [candidates[c].impl]
            var holds = candidates[c].holds
            // The best match on each other platform.
            for d in order where d != c && !used.contains(d) && !platforms.contains(candidates[d].impl) {
                let best = candidates.indices.filter { !used.contains($0) && candidates[$0].impl == candidates[d].impl }
                    .max { overlap(holds, candidates[$0].holds) < overlap(holds, candidates[$1].holds) }
                guard best == d, overlap(holds, candidates[d].holds) >= 0.5 else { continue }
                group.append(d)
                platforms.insert(candidates[d].impl)
                holds.formUnion(candidates[d].holds)
            }
            guard group.count > 1 else { continue }
            count += 1
            var name = count == 1 ? "container" : "container\(count)"
            while impls.contains(where: { impl in impl.parts.contains { $0.name == name } }) { count += 1; name = "container\(count)" }
            for g in group {
                used.insert(g)
                renames[candidates[g].impl, default: [:]][candidates[g].part] = name
            }
        }
        for (i, map) in renames { rename(&impls[i], map) { _ in "aligned with the parts it holds" } }
    }

    /// Moves facts and diagnostics of one implementation to the part `to` gives for their key (nil:
    /// they stay), each diagnostic's message naming the new part, and sorts the facts again (a moved
    /// fact may sort elsewhere).
    static func move(_ impl: inout Implementation, to: (FactKey) -> String?) {
        for k in impl.facts.indices { if let n = to(impl.facts[k].key) { impl.facts[k].key.part = n } }
        for k in impl.diagnostics.indices {
            if let key = impl.diagnostics[k].key, let n = to(key) {
                impl.diagnostics[k].key?.part = n
                impl.diagnostics[k].message = impl.diagnostics[k].message.replacingOccurrences(of: key.part + ".", with: n + ".")
            }
        }
        impl.facts.sort { $0.key < $1.key }
    }

    /// Renames parts of one implementation: its facts, diagnostics and parts (each renamed part
    /// says how, by its old name), then sorts the facts again (a renamed part may sort elsewhere).
    static func rename(_ impl: inout Implementation, _ renames: [String: String], how: (String) -> String) {
        // The views placed by position inside a renamed part are named by its new name
        // (`root/box2/box0` inside `root/box2`, now `root/pressable2`: `root/pressable2/box0`).
        var renames = renames
        var positioned: Set<String> = []
        for p in impl.parts where p.isUnnamed && renames[p.name] == nil {
            guard let moved = PartInfo.underRenamedAncestor(p.name, renames), !impl.parts.contains(where: { $0.name == moved }) else { continue }
            renames[p.name] = moved
            positioned.insert(p.name)
        }
        move(&impl) { renames[$0.part] }
        for k in impl.parts.indices {
            let old = impl.parts[k].name
            if let n = renames[old] {
                impl.parts[k].name = n
                // (A view placed by position inside a renamed part stays placed by position.)
                if !positioned.contains(old) { impl.parts[k].how = how(old) }
            }
            if let p = impl.parts[k].parent, let n = renames[p] { impl.parts[k].parent = n }
        }
    }

    /// Whether a part's name is one a view of the role may have: of its kind (`text`), or a part a
    /// text is (`description`, `title`).
    static func sameRole(_ kind: String, _ name: String) -> Bool {
        Renderer.kind(of: name) == kind || (kind == "text" && textParts.contains(name))
    }
    static let textParts: Set<String> = ["description", "placeholder", "label", "title", "subtitle", "message", "caption"]

    /// Unnamed parts take the name other platforms give the view in the same place.
    static func alignByName(_ impls: inout [Implementation]) {
        // Where an unnamed view is: its named ancestor, then its place under each unnamed one
        // (`root/0/1`). Two unnamed parents in the same place are the same parent (a `View` and an
        // `HStack`, each the row of the ring and the texts).
        let places: [[String: String]] = impls.map { impl in
            let byName = Dictionary(impl.parts.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            var out: [String: String] = [:]
            func place(_ name: String, depth: Int) -> String {
                if let p = out[name] { return p }
                guard let q = byName[name], q.isUnnamed, let parent = q.parent, depth < 32 else { return name }
                let p = place(parent, depth: depth + 1) + "/#\(q.index)"
                out[name] = p
                return p
            }
            for q in impl.parts { _ = place(q.name, depth: 0) }
            return out
        }
        func place(_ i: Int, _ name: String?) -> String? { name.map { places[i][$0] ?? $0 } }
        for i in impls.indices {
            var renames: [String: String] = [:]
            // Parents first: a child's parent may be renamed before it is looked at.
            // Numbered parts other platforms have by the same name in the same place: how many.
            var agreed: [String: Int] = [:]
            for part in impls[i].parts where part.isNumbered {
                let n = impls.indices.filter { j in
                    j != i && impls[j].parts.contains { $0.name == part.name && $0.parent == part.parent && $0.index == part.index }
                }.count
                if n > 0 { agreed[part.name] = n }
            }
            // The first of the parts a declaration names (`bar`, beside `bar2`: SwiftUI's `bar(size.title)`,
            // `bar(size.subtitle)` of a `private func bar`) is as weak a name as the numbered ones.
            let shared = Set(impls[i].parts.filter(\.isNumberedName).map { String($0.how.dropFirst(5)) })
            // So is the first of the views of a role where the role numbers others (`text` beside `text2`: a field's
            // label the others name `label`, its field their `text`).
            let roles = Set(impls[i].parts.filter(\.isNumberedRole).map { String($0.name.reversed().drop(while: \.isNumber).reversed()) })
            for part in impls[i].parts where part.isUnnamed || part.isNumbered || shared.contains(part.name) && part.how == "name " + part.name
                || roles.contains(part.name) && part.how.hasPrefix("role of") {
                // (A name as weak as a place: a numbered one, or the first of a declaration's or a role's.)
                let weak = part.isNumbered || !part.isUnnamed
                // (A role's name takes only a name of that role.)
                let ofRole = part.isNumberedRole || part.how.hasPrefix("role of") && !part.isUnnamed
                let parent = part.parent.map { renames[$0] ?? $0 }
                let children = Set(impls[i].parts.filter { $0.parent == part.name }.map(\.name))
                // The named parts it holds, at any depth.
                let held = weak ? [] : namedDescendants(part.name, in: impls[i])
                var votes: [String: [Platform]] = [:]
                for j in impls.indices where j != i {
                    // A text numbered by its place (`text2`) takes the name of a text in its place there
                    // (`description`, `message`): one more text before it on one platform shifts the numbers.
                    if weak {
                        let kind = Renderer.kind(of: part.name)
                        // (A name renamed away just now is free: `text2` that became `description`.)
                        let fits = impls[j].parts.filter { q in
                            !q.isUnnamed && q.parent == parent && q.index == part.index && q.name != "root"
                                && !impls[i].parts.contains { (renames[$0.name] ?? $0.name) == q.name } && (!ofRole || PartAlignment.sameRole(kind, q.name))
                        }
                        if let q = fits.first { votes[q.name, default: []].append(impls[j].platform) }
                        continue
                    }
                    // Not a name this platform has already (its text in the same place as the other's),
                    // nor a view there beside a part this view holds (a row holding the icon and the
                    // texts' column is not the texts' column where the icon is beside that column).
                    // Nor a view there that holds views, none of them the parts this view holds, where those are
                    // elsewhere there (SwiftUI's `ZStack` of a slider's track, fill and thumb is not TSX's track
                    // holding the fill, beside the thumb's row).
                    func beside(_ q: PartInfo) -> Bool {
                        if held.contains(where: { n in impls[j].parts.contains { $0.name == n && $0.parent == q.parent } }) { return true }
                        let there = held.filter { n in impls[j].parts.contains { $0.name == n } }
                        return !there.isEmpty && impls[j].parts.contains { $0.parent == q.name } && namedDescendants(q.name, in: impls[j]).isDisjoint(with: there)
                    }
                    let here = parent == part.parent ? place(i, parent) : parent
                    // (A view that holds two views or more is not one that holds none there: a wrapper of the bars is no bar.)
                    let group = children.count >= 2
                    var fits = impls[j].parts.filter { q in
                        !q.isUnnamed && (q.parent == parent || place(j, q.parent) == here) && q.name != "root" && !impls[i].parts.contains { $0.name == q.name }
                            && !(group && !impls[j].parts.contains { $0.parent == q.name })
                            && (q.index == part.index || (!children.isEmpty && !children.isDisjoint(with: impls[j].parts.filter { $0.parent == q.name }.map(\.name))))
                            && !beside(q)
                    }
                    // Else, the parent's only unnamed view here takes the one named view there that
                    // this platform lacks and whose facts share a property with it (an avatar's
                    // status dot after a text or an icon: the places differ with what is shown).
                    // (Not where the other platform has an unnamed view there too: that one may be this one.)
                    if fits.isEmpty, impls[i].parts.filter({ $0.isUnnamed && $0.parent == part.parent }).count == 1,
                       !impls[j].parts.contains(where: { $0.isUnnamed && $0.parent == parent }) {
                        let mine = Set(impls[i].facts.lazy.filter { $0.key.part == part.name }.map(\.key.property))
                        // Not a view that holds other named parts than it (an accordion's header row
                        // holding the title and the chevron is not the content box holding the body text).
                        func holdsAlike(_ q: PartInfo) -> Bool {
                            let theirs = namedDescendants(q.name, in: impls[j])
                            return held.isEmpty || theirs.isEmpty || !held.isDisjoint(with: theirs)
                        }
                        let lacking = impls[j].parts.filter { q in
                            !q.isUnnamed && q.parent == parent && q.name != "root" && !impls[i].parts.contains { $0.name == q.name }
                                && !mine.isDisjoint(with: impls[j].facts.lazy.filter { $0.key.part == q.name }.map(\.key.property))
                                && holdsAlike(q) && !beside(q)
                        }
                        let plain = lacking.filter { Renderer.kind(of: $0.name) == $0.name }
                        if plain.count == 1 { fits = plain } else if lacking.count == 1 { fits = lacking }
                    }
                    // One candidate per platform: the same place first.
                    if let q = fits.first(where: { $0.index == part.index }) ?? fits.first { votes[q.name, default: []].append(impls[j].platform) }
                }
                let taken = Set(impls[i].parts.map { weak ? renames[$0.name] ?? $0.name : $0.name }).union(renames.values)
                guard let (name, platforms) = votes.filter({ !taken.contains($0.key) }).max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) else { continue }
                // Where other platforms have its number in its place, the numbers agree there, unless
                // more platforms (than those and this one) name the place otherwise (two platforms'
                // `text3` after a text each counts that three others name `description`: `text2`).
                if let n = agreed[part.name], platforms.count <= n + 1 { continue }
                renames[part.name] = name
            }
            guard !renames.isEmpty else { continue }
            let platformsOf = Dictionary(uniqueKeysWithValues: renames.map { old, new in
                (old, impls.indices.filter { $0 != i && impls[$0].parts.contains { $0.name == new } }.map { impls[$0].platform.rawValue })
            })
            rename(&impls[i], renames) { old in "aligned with " + (platformsOf[old] ?? []).joined(separator: ", ") }
        }
    }
}
