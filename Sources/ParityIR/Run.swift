import Foundation
import ParityModel

/// Evaluates a component at every point of its input space and folds what it set into facts.
public struct ComponentRun {
    public let program: Program
    public let builtins: Builtins
    public let renderer: Renderer
    public var space: InputSpace
    /// States known to be inputs before evaluating (state parameters of the signature).
    public var states: Set<String>
    /// At most this many points are evaluated.
    public var maxPoints = 400
    /// Evaluates the body once per state set for all variants and sizes at once (`Choice`
    /// values), rendering it at each point; an evaluation that reads a choice where it cannot
    /// is thrown away and done point by point. Off: point by point only (the same facts).
    public var symbolic = ComponentRun.symbolicDefault

    /// `PARITY_TRACE_SYMBOLIC=1`: one line per component run on standard error.
    static let trace = ProcessInfo.processInfo.environment["PARITY_TRACE_SYMBOLIC"] == "1"
    /// `PARITY_TRACE_CHOICES=1`: each expression evaluated again per alternative of a choice.
    static let traceChoices = ProcessInfo.processInfo.environment["PARITY_TRACE_CHOICES"] == "1"

    /// `PARITY_EVALUATION=points` turns symbolic evaluation off (to compare).
    public static let symbolicDefault: Bool = {
        ProcessInfo.processInfo.environment["PARITY_EVALUATION"] != "points"
    }()

    /// Renders a symbolic state set's value once for all its variants and sizes
    /// (`Renderer.renderLifted`). Off: at each point (the same facts).
    public var liftedRendering = ComponentRun.liftedDefault

    /// `PARITY_RENDERING=points` turns the lifted rendering off (to compare).
    public static let liftedDefault: Bool = {
        ProcessInfo.processInfo.environment["PARITY_RENDERING"] != "points"
    }()

    /// Evaluates the body once for every state set as well (a `Choice` per state read), rendering
    /// it at each state set; an evaluation that trips is done per state set. Off: per state set
    /// (the same facts).
    public var symbolicStates = ComponentRun.statesDefault

    /// `PARITY_STATES=sets` turns the evaluation of all state sets at once off (to compare).
    public static let statesDefault: Bool = {
        ProcessInfo.processInfo.environment["PARITY_STATES"] != "sets"
    }()

    /// Renders the evaluation of every state set at once (`everySet`) once, for every state set
    /// too (`Renderer.renderLifted(…, everyState: true)`); where what is drawn depends on a state,
    /// once per state set. Off: once per state set (the same facts).
    public var everyStateRendering = ComponentRun.everyStateDefault

    /// `PARITY_STATE_RENDERING=sets` renders once per state set (to compare).
    public static let everyStateDefault: Bool = {
        ProcessInfo.processInfo.environment["PARITY_STATE_RENDERING"] != "sets"
    }()

    public init(program: Program, builtins: Builtins, renderer: Renderer, space: InputSpace, states: Set<String> = []) {
        self.program = program
        self.builtins = builtins
        self.renderer = renderer
        self.space = space
        self.states = states
    }

    public struct Result {
        public var facts: [Fact] = []
        public var diagnostics: [Diagnostic] = []
        public var origins: [PartOrigin] = []
        public var points: Int = 0
        /// Points whose facts were those of a point that agrees on everything its evaluation read.
        public var reused: Int = 0
        public var states: [String] = []
        /// State sets evaluated symbolically, and those whose symbolic evaluation tripped.
        public var symbolicSets = 0, trippedSets = 0
        /// Symbolic state sets rendered once for all their variants and sizes (the others at each point).
        public var liftedSets = 0
        /// Whether every state set was rendered at once (`everyStateRendering`).
        public var everyStateRendered = false
    }

    /// Evaluates `body` (the component called at a point) at each point and folds the facts.
    public func run(_ body: (Evaluator) -> IRValue) -> Result {
        var space = self.space
        if space.combined.isEmpty { space.combined = builtins.combinedStates }
        var memo: [MemoKey: Evaluator.Memo] = [:]
        // What each evaluation looked at: a point that agrees with an evaluated one on all of it
        // gives the same facts (evaluation is deterministic), so it is not evaluated again.
        var looked: [(point: Point, variant: Bool, size: Bool, madeVariant: Bool, madeSize: Bool, states: Set<String>)] = []
        let modifierNames = Set(renderer.sinks.modifiers.keys)
        let modifierArity = renderer.sinks.modifierArity
        var states = self.states
        // What was rendered, and for each point the rendering that holds its facts.
        var renderings: [Fold.Rendering] = []
        var done: [Point: Int] = [:]
        func keep(_ p: Point, in r: Int) {
            done[p] = r
            renderings[r].points.append(p)
        }
        var order: [Point] = []
        var origins: [PartOrigin] = []
        var seenOrigin: Set<String> = []
        // Where every rendering's parts are (for the boxes below).
        var drawnSites: Set<SourceLocation> = []
        renderer.mergedBoxes = []
        var stable = false
        var reused = 0
        // The body's value at a base point where it read no state: the same at every state of
        // that point, so only rendering it (which may read states: a render prop) is done again.
        var shared: [Point: (value: IRValue, read: (variant: Bool, size: Bool, madeVariant: Bool, madeSize: Bool))] = [:]
        // Symbolic evaluations by state set (and one for every set where the body read no state);
        // sets whose evaluation tripped are done point by point.
        var symbolicRuns: [Set<String>: (ev: Evaluator, value: IRValue)] = [:]
        var symbolicShared: (ev: Evaluator, value: IRValue)?
        var tripped: Set<Set<String>> = []
        // One evaluation for every state set (and every variant and size): each state read is a
        // choice, assumed per state set when rendering. Where it trips, per state set as below.
        var everySet: (ev: Evaluator, value: IRValue)?
        // An evaluator for all variants and sizes at once, at a state set or (`everySet`) all of them.
        func symbolicEvaluator(_ set: Set<String>, everySet: Bool) -> Evaluator {
            let ev = Evaluator(program: program, builtins: builtins, point: Point(variant: nil, size: nil, states: set), memo: memo)
            ev.modifierNames = modifierNames
            ev.modifierArity = modifierArity
            ev.symbolic([space.variants, space.sizes], states: everySet)
            return ev
        }
        if self.symbolic, symbolicStates {
            let ev = symbolicEvaluator([], everySet: true)
            let value = body(ev)
            memo = ev.memoTable
            if ev.choices!.tripped {
                if ComponentRun.trace { FileHandle.standardError.write(Data("states tripped at:\n\(ev.choices!.tripSite)\n".utf8)) }
            } else {
                everySet = (ev, value)
            }
        }
        let symbolic = self.symbolic && (everySet != nil || !(space.variants.isEmpty && space.sizes.isEmpty))
        // Keeps the parts a rendering named and the states it read.
        func rendered(_ os: [PartOrigin], _ ev: Evaluator) {
            memo = ev.memoTable
            for o in os {
                drawnSites.insert(o.location)
                if seenOrigin.insert(o.name).inserted { origins.append(o) }
            }
            let newStates = ev.statesRead.subtracting(states)
            if !newStates.isEmpty {
                states.formUnion(newStates)
                stable = false
            }
        }
        // Renders a point's value and keeps its facts.
        func render(_ value: IRValue, at p: Point, _ ev: Evaluator) {
            var facts: [PointFact] = []
            var os: [PartOrigin] = []
            renderer.render(value, evaluator: ev, into: &facts, origins: &os)
            // The parts drawn matter at rest only (`Fold.Rendering.parts`).
            renderings.append(Fold.Rendering(facts: facts, parts: p.states.isEmpty ? os.map(\.name) : []))
            keep(p, in: renderings.count - 1)
            order.append(p)
            rendered(os, ev)
        }
        // A symbolic state set's value rendered once for all its points: the rendering's index
        // (nil: at each point).
        var lifted: [Set<String>: Int?] = [:]
        // The evaluation of every state set rendered once for all of them: the rendering's index.
        var everyState: Int?
        if let run = everySet, liftedRendering, everyStateRendering {
            let ev = run.ev
            ev.point = Point(variant: nil, size: nil, states: [])
            ev.unassumeStates()
            var os: [PartOrigin] = []
            var restParts: [String] = []
            if let facts = renderer.renderLifted(run.value, evaluator: ev, origins: &os, everyState: true, restParts: &restParts) {
                var bits: [String: UInt32] = [:]
                for (name, d) in ev.choices!.stateDimensions { if let b = PointFact.stateBit(d) { bits[name] = b } }
                renderings.append(Fold.Rendering(facts: facts, parts: restParts, stateBits: bits))
                everyState = renderings.count - 1
                rendered(os, ev)
            }
        }
        let basePoints = space.basePoints
        var finalSets: [Set<String>] = []
        while !stable {
            stable = true
            let sets = space.stateSets(Array(states))
            // The last round read no new state: these are the sets of the final states.
            finalSets = sets
            for base in basePoints {
                for set in sets {
                    var p = base
                    p.states = set
                    guard done[p] == nil, order.count < maxPoints else { continue }
                    if let r = everyState {
                        keep(p, in: r)
                        order.append(p)
                        continue
                    }
                    if symbolic, !tripped.contains(set) {
                        if symbolicRuns[set] == nil {
                            if let s = everySet ?? symbolicShared { symbolicRuns[set] = s } else {
                                let ev = symbolicEvaluator(set, everySet: false)
                                let value = body(ev)
                                memo = ev.memoTable
                                if ev.choices!.tripped {
                                    tripped.insert(set)
                                    if ComponentRun.trace { FileHandle.standardError.write(Data("tripped at:\n\(ev.choices!.tripSite)\n".utf8)) }
                                } else {
                                    symbolicRuns[set] = (ev, value)
                                    if set.isEmpty, ev.statesRead.isEmpty { symbolicShared = (ev, value) }
                                }
                            }
                        }
                        if let run = symbolicRuns[set] {
                            let ev = run.ev
                            ev.point = p
                            ev.assume(states: set)
                            if lifted[set] == nil {
                                var os: [PartOrigin] = []
                                if liftedRendering, let facts = renderer.renderLifted(run.value, evaluator: ev, origins: &os) {
                                    renderings.append(Fold.Rendering(facts: facts, parts: set.isEmpty ? os.map(\.name) : []))
                                    lifted[set] = .some(renderings.count - 1)
                                    rendered(os, ev)
                                } else {
                                    lifted[set] = .some(nil)
                                }
                            }
                            if case .some(.some(let r)) = lifted[set] {
                                keep(p, in: r)
                                order.append(p)
                                continue
                            }
                            let c = space.cell(of: p)
                            ev.choices!.assumed[0] = c.variant
                            ev.choices!.assumed[1] = c.size
                            render(run.value, at: p, ev)
                            ev.choices!.assumed[0] = -1
                            ev.choices!.assumed[1] = -1
                            continue
                        }
                    }
                    if let same = looked.first(where: { l in
                        (l.point.variant == p.variant || !l.variant && l.madeVariant) && (l.point.size == p.size || !l.size && l.madeSize)
                            && l.states.allSatisfy { p.has($0) == l.point.has($0) }
                    }) {
                        keep(p, in: done[same.point]!)
                        reused += 1
                        continue
                    }
                    let ev = Evaluator(program: program, builtins: builtins, point: p, memo: memo)
                    ev.modifierNames = modifierNames
                    ev.modifierArity = modifierArity
                    let value: IRValue
                    // What the shared body looked at counts as looked at here too.
                    var bodyRead = (variant: false, size: false, madeVariant: false, madeSize: false)
                    if let s = shared[base] { value = s.value; bodyRead = s.read } else {
                        value = body(ev)
                        if set.isEmpty, ev.statesRead.isEmpty {
                            shared[base] = (value, (ev.readVariant, ev.readSize, ev.madeVariant, ev.madeSize))
                        }
                    }
                    render(value, at: p, ev)
                    looked.append((p, ev.readVariant || bodyRead.variant, ev.readSize || bodyRead.size, ev.madeVariant || bodyRead.madeVariant,
                                   ev.madeSize || bodyRead.madeSize, ev.statesRead))
                }
            }
        }
        // A box around one icon that a rendering made one part with the icon, where it painted nothing,
        // and another kept as a part, where it painted (`active:bg-…` on a `Pressable` around an icon):
        // rendered again as a part in every rendering, or the fold read what it paints in that state as
        // its look at rest (a view made only in that state).
        if renderer.keepBoxes.isEmpty {
            let both = renderer.mergedBoxes.intersection(drawnSites)
            if !both.isEmpty {
                renderer.keepBoxes = both
                defer { renderer.keepBoxes = [] }
                return run(body)
            }
        }
        ComponentRun.oneViewOnePart(&renderings, &origins)
        var result = Fold(space: space, states: states, program: program, sets: finalSets).fold(renderings)
        result.origins = origins
        result.points = order.count
        result.reused = reused
        result.states = states.sorted()
        result.symbolicSets = symbolicRuns.count
        result.trippedSets = tripped.count
        result.liftedSets = lifted.values.filter { $0 != nil }.count
        result.everyStateRendered = everyState != nil
        if ComponentRun.trace { FileHandle.standardError.write(Data("symbolic: \(program.files.first?.path ?? "?") every set \(everySet != nil) rendered once \(everyState != nil) sets \(symbolicRuns.count) tripped \(tripped.count) lifted \(result.liftedSets)/\(lifted.count) points \(order.count)\n".utf8)) }
        return result
    }
}

extension ComponentRun {
    /// A view written once and named by its place, which a view drawn before it at some points only
    /// moves (a separator drawn in one variant before the tabs: `root/pressable1` there,
    /// `root/pressable0` in the other), is one part where no rendering draws it twice: its other
    /// names, and the names of the views inside it, become the first.
    static func oneViewOnePart(_ renderings: inout [Fold.Rendering], _ origins: inout [PartOrigin]) {
        struct Site: Hashable { let location: SourceLocation, view: String, parent: String? }
        var renames: [String: String] = [:]
        // The name a part takes: its own rename, else its nearest renamed ancestor's, again until none applies.
        func renamed(_ n: String) -> String {
            var n = n
            for _ in 0..<8 {
                if let r = renames[n] { n = r; continue }
                guard let moved = PartInfo.underRenamedAncestor(n, renames) else { break }
                n = moved
            }
            return n
        }
        var sites: [Site: [String]] = [:]
        var order: [Site] = []
        for o in origins where o.isUnnamed {
            let site = Site(location: o.location, view: o.view, parent: o.parent.map(renamed))
            if sites[site] == nil { order.append(site) }
            sites[site, default: []].append(o.name)
        }
        guard sites.values.contains(where: { $0.count > 1 }) else { return }
        var drawn: [Set<String>] = []
        for site in order {
            let names = sites[site]!.map(renamed)
            guard Set(names).count > 1 else { continue }
            if drawn.isEmpty { drawn = renderings.map { Set($0.facts.map(\.part)).union($0.parts) } }
            let group = Set(names)
            guard drawn.allSatisfy({ $0.intersection(group).count <= 1 }) else { continue }
            for n in names.dropFirst() where n != names[0] { renames[n] = names[0] }
        }
        guard !renames.isEmpty else { return }
        for r in renderings.indices {
            for f in renderings[r].facts.indices { renderings[r].facts[f].part = renamed(renderings[r].facts[f].part) }
            renderings[r].parts = renderings[r].parts.map(renamed)
        }
        var seen: Set<String> = []
        origins = origins.compactMap { o in
            var o = o
            o.name = renamed(o.name)
            o.parent = o.parent.map(renamed)
            return seen.insert(o.name).inserted ? o : nil
        }
    }
}

/// Folds facts per point into facts keyed `(part, property, state, variant, size)`: a state is
/// reported where it changes the value; `*` where the value does not change along a dimension.
struct Fold {
    let space: InputSpace
    let states: Set<String>
    let program: Program
    /// `space.stateSets` of `states` (the run's final state sets).
    let sets: [Set<String>]

    /// What a view that does not draw a property has of it: no border, fully opaque. (Not a fill:
    /// a color a state leaves unstated is as often a library default parity does not hold, such as
    /// Material's checked thumb where `SwitchDefaults.colors(…)` names only the unchecked one.)
    static let undrawn: [String: Value] = ["borderWidth": .number(0, .pt), "opacity": .number(1, .ratio)]

    /// What a case of an input dimension (`fill=outlined`) that does not draw a property has of it
    /// besides `undrawn`: no fill. A case is drawn by its own code, as a variant is (a solid pill and
    /// an outlined one), not the resting look changed by a state.
    static let undrawnInCase: [String: Value] = ["backgroundColor": Value(unit: .color, color: .transparent)]

    /// A value's identity for folding: the normalized value, or the reason it is unresolved.
    enum Identity: Hashable { case value(Value), unresolved(String) }

    func identity(_ f: PointFact) -> Identity { f.value.map { .value($0) } ?? .unresolved(f.unresolved ?? "?") }

    /// A fact's group: its part and property.
    struct GroupKey: Hashable {
        let part: String
        let property: String
    }

    /// Facts rendered for some points: at each point (one point, facts unmarked), or once for
    /// the variants and sizes of a state set (each fact holds at the cells it is marked with).
    struct Rendering {
        var facts: [PointFact]
        /// The parts it drew, facts or none (kept for a rendering with no state: the parts at rest).
        var parts: [String] = []
        var points: [Point] = []
        /// A rendering of every state set at once: the bit of each state its facts are marked
        /// with (`PointFact.statesOn`, `statesOff`); empty for a rendering of one state set.
        var stateBits: [String: UInt32] = [:]
    }

    func fold(_ renderings: [Rendering]) -> ComponentRun.Result {
        // Points by index, and the index of each cell of each state set: the groups below are
        // arrays by point index, so no point is hashed per fact (that was most of folding).
        var pointList: [Point] = []
        let vs: [String?] = space.variants.isEmpty ? [nil] : space.variants
        let ss: [String?] = space.sizes.isEmpty ? [nil] : space.sizes
        var setIndex: [Set<String>: Int] = [:]
        for (i, set) in sets.enumerated() { setIndex[set] = i }
        // cell[set][v][s]: the index of that point, or -1 (filled from the points rendered, each
        // state set hashed once per point instead of every cell's point hashed).
        var cell = [[[Int]]](repeating: [[Int]](repeating: [Int](repeating: -1, count: ss.count), count: vs.count), count: sets.count)
        // The index of a point's variant (size) in `vs` (`ss`): a point with none where the space
        // has some, or the other way round, is at no cell.
        func index(_ name: String?, _ i: Int, _ all: [String]) -> Int? {
            all.isEmpty ? (name == nil ? 0 : nil) : (i >= 0 ? i : nil)
        }
        // Per rendering, its points' indices with their variant and size indices.
        // (For a rendering of every state set: the bits of the point's states, and whether it is at rest.)
        var cellsOf: [[(point: Int, v: Int, s: Int, states: UInt32, rest: Bool)]] = []
        for r in renderings {
            var cs: [(point: Int, v: Int, s: Int, states: UInt32, rest: Bool)] = []
            for p in r.points {
                let c = space.cell(of: p)
                if let si = setIndex[p.states], let v = index(p.variant, c.variant, space.variants), let sz = index(p.size, c.size, space.sizes) {
                    cell[si][v][sz] = pointList.count
                }
                var bits: UInt32 = 0
                if !r.stateBits.isEmpty { for name in p.states { bits |= r.stateBits[name] ?? 0 } }
                cs.append((pointList.count, c.variant, c.size, bits, p.states.isEmpty))
                pointList.append(p)
            }
            cellsOf.append(cs)
        }
        // Facts stay where the renderings hold them; the grids below hold references (rendering,
        // index) and compare identity numbers, so no fact is copied until it is emitted.
        // (part, property) -> fact reference per point index (the last one set at a point wins):
        // each fact is looked up once, and set at every point of its rendering where it holds.
        var groupIndex: [GroupKey: Int] = [:]
        var groupKeys: [GroupKey] = []
        var groups: [[Ref]] = []
        var partsAtRest: Set<String> = []
        // The group of each fact of the last rendering: renderings of one component mostly list
        // the same parts and properties in the same order, and comparing the strings (the same
        // storage, so the first check decides) costs less than hashing them.
        var previous: [Int] = []
        for (ri, r) in renderings.enumerated() where !r.points.isEmpty {
            let cs = cellsOf[ri]
            let atRest = cs.contains { $0.rest }
            // A part drawn with no state is there at rest, though it sets nothing there (a switch
            // whose every class has a state prefix): what a state sets is that state's.
            if atRest { partsAtRest.formUnion(r.parts) }
            var these: [Int] = []
            these.reserveCapacity(r.facts.count)
            r.facts.withUnsafeBufferPointer { facts in
                for j in facts.indices {
                    let g: Int
                    if j < previous.count, groupKeys[previous[j]].part == facts[j].part, groupKeys[previous[j]].property == facts[j].property {
                        g = previous[j]
                    } else {
                        let k = GroupKey(part: facts[j].part, property: facts[j].property)
                        if let i = groupIndex[k] { g = i } else {
                            g = groups.count
                            groupIndex[k] = g
                            groupKeys.append(k)
                            groups.append([Ref](repeating: .none, count: pointList.count))
                        }
                    }
                    these.append(g)
                    let ref = Ref(rendering: Int32(ri), index: Int32(j))
                    var held = false
                    for c in cs where facts[j].holds(variant: c.v, size: c.s, states: c.states) { groups[g][c.point] = ref; held = held || c.rest }
                    // Parts made with no state at some variant and size (the rest are views made only in a state).
                    if atRest, held { partsAtRest.insert(facts[j].part) }
                }
            }
            previous = these
        }
        // The renderings' facts, then the facts of what a state stops drawing (`Fold.undrawn`).
        var facts = renderings.map(\.facts) + [[]]
        let undrawnAt = Int32(renderings.count)
        // Whether a part draws anything at a point, by point index (made per part where needed).
        var drawnAt: [String: [Bool]] = [:]
        func drawn(_ part: String, at i: Int) -> Bool {
            if let d = drawnAt[part] { return d[i] }
            var d = [Bool](repeating: false, count: pointList.count)
            for (g, key) in groupKeys.enumerated() where key.part == part {
                for (j, r) in groups[g].enumerated() where r.rendering >= 0 { d[j] = true }
            }
            drawnAt[part] = d
            return d[i]
        }
        let groupOrder = groupKeys.indices.sorted { (groupKeys[$0].part, groupKeys[$0].property) < (groupKeys[$1].part, groupKeys[$1].property) }
        var out = ComponentRun.Result()
        for g in groupOrder {
            let k = groupKeys[g]
            var refs = groups[g]
            // Identity numbers by point index, within the group: its few distinct values are
            // compared, not hashed (hashing every fact's value was a third of folding); a fact
            // that holds at many points is numbered once.
            var distinct: [Identity] = []
            var numbered: [(ref: Ref, number: Int32)] = []
            var last = Ref.none
            for r in refs where r.rendering >= 0 && r != last {
                last = r
                guard !numbered.contains(where: { $0.ref == r }) else { continue }
                let v = identity(facts[Int(r.rendering)][Int(r.index)])
                if let n = distinct.firstIndex(of: v) { numbered.append((r, Int32(n + 1))) } else {
                    distinct.append(v)
                    numbered.append((r, Int32(distinct.count)))
                }
            }
            func id(_ r: Ref) -> Int32 { r.rendering < 0 ? 0 : numbered.first { $0.ref == r }!.number }
            func at(_ set: Int, _ v: Int, _ s: Int) -> Ref {
                let i = cell[set][v][s]
                return i >= 0 ? refs[i] : .none
            }
            // Base per (variant, size): the value with no state, else at the first state set that has
            // one (a view made only in a state). Where the part is there with no state, or the property
            // has a value with no state at some variant and size, a cell without one has none (a ghost
            // button has no resting fill; an `aria-disabled:opacity-50` text is opaque at rest).
            let strict = partsAtRest.contains(k.part) || vs.indices.contains { v in ss.indices.contains { s in at(0, v, s).rendering >= 0 } }
            func base(_ v: Int, _ s: Int) -> Ref {
                if strict { return at(0, v, s) }
                for set in sets.indices where at(set, v, s).rendering >= 0 { return at(set, v, s) }
                return .none
            }
            // What a state stops drawing (a border overlaid `if !isChecked`, a class list without
            // `border` while checked): where a state's rendering draws the part but not the property,
            // which the cell has at rest, the property holds what nothing drawn gives (`Fold.undrawn`).
            if Fold.undrawn[k.property] != nil || Fold.undrawnInCase[k.property] != nil, strict {
                for (si, set) in sets.enumerated() where !set.isEmpty {
                    guard let none = Fold.undrawn[k.property] ?? (set.contains { $0.containsByte("=") } ? Fold.undrawnInCase[k.property] : nil) else { continue }
                    for v in vs.indices {
                        for sz in ss.indices {
                            let i = cell[si][v][sz]
                            guard i >= 0, refs[i].rendering < 0, case let b = at(0, v, sz), b.rendering >= 0, b.rendering != undrawnAt, drawn(k.part, at: i) else { continue }
                            var f = facts[Int(b.rendering)][Int(b.index)]
                            f.value = none
                            f.unresolved = nil
                            f.raw = "no \(k.property) while \(set.sorted().joined(separator: "+"))"
                            f.cellVariant = -1
                            f.cellSize = -1
                            f.statesOn = 0
                            f.statesOff = 0
                            facts[Int(undrawnAt)].append(f)
                            let r = Ref(rendering: undrawnAt, index: Int32(facts[Int(undrawnAt)].count - 1))
                            refs[i] = r
                            let v = identity(f)
                            if let n = distinct.firstIndex(of: v) { numbered.append((r, Int32(n + 1))) } else {
                                distinct.append(v)
                                numbered.append((r, Int32(distinct.count)))
                            }
                        }
                    }
                }
            }
            for (si, set) in sets.enumerated() {
                var cells: [[Ref]] = []
                var changes = set.isEmpty
                for v in vs.indices {
                    var row: [Ref] = []
                    for s in ss.indices {
                        let f = set.isEmpty ? base(v, s) : at(si, v, s)
                        // A value that differs from the cell's base, or that only this state sets.
                        if !set.isEmpty, f.rendering >= 0 { let b = base(v, s); if b.rendering < 0 || id(f) != id(b) { changes = true } }
                        row.append(f)
                    }
                    cells.append(row)
                }
                guard changes else { continue }
                let bases = set.isEmpty ? nil : vs.indices.map { v in ss.indices.map { s in base(v, s) } }
                emit(cells, bases: bases, id, facts, vs: vs, ss: ss, state: set.isEmpty ? "default" : set.sorted().joined(separator: "+"), &out)
            }
        }
        // A natural size won where it was set last: the property is unset there.
        // (The unit first: comparing every fact's whole value was 12 M instructions at N=200.)
        out.facts.removeAll { $0.value.unit == .keyword && $0.value == .naturalSize }
        return out
    }

    /// A fact of a rendering, by the rendering's index and its place among the rendering's facts.
    struct Ref: Equatable {
        let rendering: Int32
        let index: Int32
        static let none = Ref(rendering: -1, index: -1)
    }

    /// Emits one state's grid with `*` where a dimension does not change the value. `bases` (for
    /// a state other than default): each cell's default value; a cell equal to its base is left out
    /// unless the whole row folds into one fact (comparison takes the default there anyway).
    func emit(_ cells: [[Ref]], bases: [[Ref]]?, _ id: (Ref) -> Int32, _ facts: [[PointFact]], vs: [String?], ss: [String?], state: String, _ out: inout ComponentRun.Result) {
        func same(_ a: Ref, _ b: Ref) -> Bool { id(a) == id(b) }
        func unchanged(_ i: [Int], _ j: [Int]) -> Bool {
            guard let bases else { return false }
            return i.allSatisfy { a in j.allSatisfy { b in cells[a][b].rendering >= 0 && same(cells[a][b], bases[a][b]) } }
        }
        func add(_ r: Ref, variant: String?, size: String?) {
            if r.rendering >= 0 { self.add(facts[Int(r.rendering)][Int(r.index)], state: state, variant: variant, size: size, &out) }
        }
        let first = cells[0][0]
        if cells.allSatisfy({ $0.allSatisfy { same($0, first) } }) {
            add(first, variant: nil, size: nil)
            return
        }
        // Independent of the variant: one fact per size.
        if ss.indices.allSatisfy({ s in vs.indices.allSatisfy { same(cells[$0][s], cells[0][s]) } }) {
            for (j, s) in ss.enumerated() where !unchanged(Array(vs.indices), [j]) { add(cells[0][j], variant: nil, size: s) }
            return
        }
        if vs.indices.allSatisfy({ v in ss.indices.allSatisfy { same(cells[v][$0], cells[v][0]) } }) {
            for (i, v) in vs.enumerated() where !unchanged([i], Array(ss.indices)) { add(cells[i][0], variant: v, size: nil) }
            return
        }
        for (i, v) in vs.enumerated() {
            for (j, s) in ss.enumerated() where !unchanged([i], [j]) { add(cells[i][j], variant: v, size: s) }
        }
    }

    func add(_ fact: PointFact, state: String, variant: String?, size: String?, _ out: inout ComponentRun.Result) {
        let f = fact.materialized(program)
        let key = FactKey(part: f.part, property: f.property, state: state, variant: variant ?? FactKey.any, size: size ?? FactKey.any)
        if let value = f.value {
            out.facts.append(Fact(key: key, value: value, raw: f.raw, location: f.location))
        } else if let why = f.unresolved, IRValue.isRuntime(reason: why) {
            out.facts.append(Fact(key: key, value: .dynamic, raw: f.raw, location: f.location))
        } else {
            let raw = f.raw.count > 80 ? String(f.raw.prefix(77)) + "…" : f.raw
            out.diagnostics.append(Diagnostic(kind: .unresolved, message: "\(key): `\(raw)` is unresolved: \(f.unresolved ?? "not a value parity reads")", location: f.location, key: key))
        }
    }
}

extension ComponentRun.Result {
    /// Adds the parts only `flagged` has: the views a boolean parameter that is `false` by default
    /// shows (`if (online) StatusDot()`, `{online ? <Dot/> : null}`), evaluated with those
    /// parameters `true`. The parts both have keep this result's facts.
    ///
    /// A flag that swaps the whole view (`if (dot) { Box(Modifier.size(8.dp)…); return }`, `if (dot)
    /// return <View className="size-2 rounded-full" />`): the flagged root is another view, so the
    /// parts of the flagged tree that share a name with this result's but are other views are
    /// that flag's (`root` -> `dot`, `icon` -> `dotIcon`), where one flag was turned on.
    public mutating func addOptionalParts(from flagged: ComponentRun.Result, flags: [String] = []) {
        var flagged = flagged
        let locations = Set(origins.map(\.location)), names = Set(origins.map(\.name))
        if flags.count == 1, let root = origins.first(where: { $0.name == "root" }),
           let other = flagged.origins.first(where: { $0.name == "root" }), other.location != root.location {
            let flag = ComponentRun.Result.partName(ofFlag: flags[0])
            var renamed: [String: String] = [:]
            for o in flagged.origins where !locations.contains(o.location) && names.contains(o.name) {
                renamed[o.name] = o.name == "root" ? flag : flag + o.name.prefix(1).uppercased() + o.name.dropFirst()
            }
            if !renamed.values.contains(where: names.contains) { flagged.rename(renamed, flag: flags[0]) }
        }
        let new = flagged.origins.filter { !locations.contains($0.location) && !names.contains($0.name) }
        // States only the given form draws (an avatar that is a `Button` only `if let action`: pressed):
        // its facts there of the parts both forms draw are the component's too. Given values with no
        // flag on, a state is the given form's per part (a card tappable only with an action has its
        // pressed look though its footer link is pressable in both forms); with flags on, per component
        // (what a flag changes of a part is that flag's state, `addFlagFacts`).
        func parts(_ state: String) -> [String] { state.split(separator: "+").map(String.init) }
        let drawn = Set(facts.flatMap { parts($0.key.state) })
        let stateOnly = Set(flagged.facts.flatMap { parts($0.key.state) }).subtracting(drawn).subtracting(["default"])
        var drawnByPart: [String: Set<String>] = [:]
        if flags.isEmpty { for f in facts { drawnByPart[f.key.part, default: []].formUnion(parts(f.key.state)) } }
        func onlyThere(_ f: Fact) -> Bool {
            let states = parts(f.key.state)
            if states.contains(where: stateOnly.contains) { return true }
            guard flags.isEmpty else { return false }
            return states.contains { $0 != "default" && !drawnByPart[f.key.part, default: []].contains($0) }
        }
        let kept = flagged.facts.filter { names.contains($0.key.part) && onlyThere($0) }
        guard !new.isEmpty || !kept.isEmpty else { return }
        let added = Set(new.map(\.name))
        facts += flagged.facts.filter { added.contains($0.key.part) } + kept
        diagnostics += flagged.diagnostics.filter { $0.key.map { added.contains($0.part) } ?? false }
        origins += new
        states = Array(Set(states).union(flagged.states)).sorted()
    }

    /// The part a flag that swaps the view names: the flag without `is`, `show`, `has` or `with`
    /// (`isDot`, `showDot` -> `dot`).
    public static func partName(ofFlag flag: String) -> String {
        var name = Substring(flag)
        for prefix in ["is", "show", "has", "with"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let c = rest.first, c.isUppercase { name = rest; break }
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The dimension a flag is (`isCompact`, `compact` -> `compact`): its one case but the default
    /// is the state `compact=true`, compared only among the platforms that have the flag.
    public static func flagDimension(_ flag: String) -> String { Normalize.tokenName(partName(ofFlag: flag)) }

    /// Adds what `flagged` (the component evaluated with the flag `true`, all else as here) holds
    /// of the parts drawn here at other values than here: each such fact at the flag's state
    /// (`compact=true`, `compact=true+pressed`), where a flag changes what the component looks like
    /// (`padding(vertical = if (compact) 8.dp else 12.dp)`). What it holds at the same values, and
    /// the parts only it draws (`addOptionalParts`), are not added; a value it cannot read there that
    /// is read here is `unresolved` at that state.
    public mutating func addFlagFacts(from flagged: ComponentRun.Result, flag: String) {
        let state = Evaluator.dimensionState(ComponentRun.Result.flagDimension(flag), "true")
        func at(_ key: FactKey) -> FactKey {
            var k = key
            k.state = key.state == "default" ? state : (key.state.split(separator: "+").map(String.init) + [state]).sorted().joined(separator: "+")
            return k
        }
        // The parts drawn by the same view in both (not where the flag swaps a view for another,
        // `const Component = asChild ? Slot : Text`: the facts of a view are not another's).
        func site(_ o: PartOrigin) -> String { "\(o.name)\u{0}\(o.view)\u{0}\(o.location)" }
        let sites = Set(origins.map(site))
        let names = Set(flagged.origins.filter { sites.contains(site($0)) }.map(\.name))
        var here: [String: [Fact]] = [:]
        for f in facts { here[f.key.part + "\u{0}" + f.key.property + "\u{0}" + f.key.state, default: []].append(f) }
        func overlaps(_ a: String, _ b: String) -> Bool { a == b || a == FactKey.any || b == FactKey.any }
        var added = 0
        for f in flagged.facts where names.contains(f.key.part) {
            let same = here[f.key.part + "\u{0}" + f.key.property + "\u{0}" + f.key.state, default: []]
                .filter { overlaps($0.key.variant, f.key.variant) && overlaps($0.key.size, f.key.size) }
            guard same.isEmpty || same.contains(where: { $0.value != f.value }) else { continue }
            facts.append(Fact(key: at(f.key), value: f.value, raw: f.raw, location: f.location))
            added += 1
        }
        let unread = Set(diagnostics.compactMap { d in d.key.map { "\($0.part).\($0.property)@\(d.location)" } })
        for d in flagged.diagnostics {
            guard let key = d.key, names.contains(key.part), !unread.contains("\(key.part).\(key.property)@\(d.location)") else { continue }
            diagnostics.append(d.rekeyed(at(key)))
            added += 1
        }
        if added > 0 { states = Array(Set(states).union([state])).sorted() }
    }

    /// Renames parts (old -> new) in facts, diagnostics and origins.
    mutating func rename(_ names: [String: String], flag: String) {
        guard !names.isEmpty else { return }
        for i in facts.indices { if let n = names[facts[i].key.part] { facts[i].key.part = n } }
        for i in diagnostics.indices {
            guard var key = diagnostics[i].key, let n = names[key.part] else { continue }
            key.part = n
            diagnostics[i] = diagnostics[i].rekeyed(key)
        }
        for i in origins.indices {
            if let n = names[origins[i].name] {
                origins[i].name = n
                origins[i].how += " when `\(flag)` is true"
            }
            if let p = origins[i].parent, let n = names[p] { origins[i].parent = n }
        }
    }
}
