import Foundation
import ParityModel

/// A fact at one point: what a sink set, or why the value reaching it could not be read.
public struct PointFact: Sendable {
    public var part: String
    public var property: String
    public var value: Value?
    /// Set when `value` is nil: why the value is unresolved.
    public var unresolved: String?
    public var raw: String
    public var location: SourceLocation

    /// Where the value was written, when `raw` and `location` are still to be read from the
    /// program (only for the facts that are kept: most points repeat another point's facts).
    public var loc: Loc?

    /// In a rendering for all variants and sizes at once (`Renderer.renderLifted`): the index of
    /// the variant and of the size the fact holds at, or -1 where it holds at all of them.
    public var cellVariant: Int16 = -1
    public var cellSize: Int16 = -1

    /// In a rendering for every state set at once (`Renderer.renderLifted(…, everyState: true)`):
    /// the states that must hold (`statesOn`) and must not (`statesOff`) for the fact to hold, a
    /// bit per state dimension of the evaluation (`PointFact.stateBit`); 0 where it holds at all.
    public var statesOn: UInt32 = 0
    public var statesOff: UInt32 = 0

    /// The bit of a state dimension (2, 3, … of a `ChoiceContext`) in `statesOn`/`statesOff`;
    /// nil past the 32 a fact can hold.
    public static func stateBit(_ dimension: Int) -> UInt32? { dimension >= 2 && dimension < 34 ? 1 << UInt32(dimension - 2) : nil }

    /// The marks of the states an assignment assumes (index: dimension, value: its alternative or
    /// -1; the variant and size, 0 and 1, are not states): a state at alternative 1 in `on`, at 0 in
    /// `off`; nil where an assumed state has no bit.
    public static func stateMarks(assumed: [Int]) -> (on: UInt32, off: UInt32)? {
        var on: UInt32 = 0, off: UInt32 = 0
        for d in assumed.indices.dropFirst(2) where assumed[d] >= 0 {
            guard let bit = stateBit(d) else { return nil }
            if assumed[d] == 1 { on |= bit } else { off |= bit }
        }
        return (on, off)
    }

    /// Whether the fact holds at the cell of variant `v` and size `s` (indices).
    @inline(__always)
    public func holds(variant v: Int, size s: Int) -> Bool {
        (cellVariant < 0 || Int(cellVariant) == v) && (cellSize < 0 || Int(cellSize) == s)
    }

    /// Whether the fact holds at that cell in a state set whose states are the bits of `states`.
    @inline(__always)
    public func holds(variant v: Int, size s: Int, states: UInt32) -> Bool {
        holds(variant: v, size: s) && states & statesOn == statesOn && states & statesOff == 0
    }

    /// Whether the fact holds wherever `f` does (its cell, and the states `f` holds in).
    @inline(__always)
    func covers(_ f: PointFact) -> Bool {
        holds(variant: Int(f.cellVariant), size: Int(f.cellSize)) && statesOn & ~f.statesOn == 0 && statesOff & ~f.statesOff == 0
    }

    /// Whether the fact is marked with states it holds in (not in every state set).
    var heldInSomeStates: Bool { statesOn | statesOff != 0 }

    /// Whether the fact and `f` hold together somewhere (their cells and states do not exclude each other).
    @inline(__always)
    func meets(_ f: PointFact) -> Bool {
        (cellVariant < 0 || f.cellVariant < 0 || cellVariant == f.cellVariant) && (cellSize < 0 || f.cellSize < 0 || cellSize == f.cellSize)
            && statesOn & f.statesOff == 0 && statesOff & f.statesOn == 0
    }

    /// Whether the fact holds exactly where `f` does.
    @inline(__always)
    func sameCell(_ f: PointFact) -> Bool {
        cellVariant == f.cellVariant && cellSize == f.cellSize && statesOn == f.statesOn && statesOff == f.statesOff
    }

    public init(part: String, property: String, value: Value?, unresolved: String? = nil, raw: String, location: SourceLocation) {
        self.part = part
        self.property = property
        self.value = value
        self.unresolved = unresolved
        self.raw = raw
        self.location = location
    }

    init(part: String, property: String, value: Value?, unresolved: String? = nil, loc: Loc) {
        self.init(part: part, property: property, value: value, unresolved: unresolved, raw: "", location: PointFact.deferred)
        self.loc = loc
    }

    static let deferred = SourceLocation(file: "", line: 0, column: 0)

    /// `raw` and `location` read from the program where they were deferred.
    func materialized(_ program: Program) -> PointFact {
        guard let loc else { return self }
        var f = self
        if f.raw.isEmpty { f.raw = program.text(loc) }
        f.location = program.location(loc)
        f.loc = nil
        return f
    }
}

/// How a part got its name, for `parity show`.
public typealias PartOrigin = PartInfo

/// What a platform interpreter (Tailwind classes, style objects) sets from one value.
public struct Setting: Sendable {
    public var property: String
    public var value: Value?
    public var unresolved: String?
    public var raw: String
    public var loc: Loc
    /// Another part than the view's.
    public var part: String?
    /// States that must all hold (`active:`), and states that must not (`disabled:` of another rule is not this one's business).
    public var states: Set<String>
    /// Letter-spacing in points waits for the font size (the resolver converts it).
    public init(property: String, value: Value?, unresolved: String? = nil, raw: String, loc: Loc, part: String? = nil, states: Set<String> = []) {
        self.property = property
        self.value = value
        self.unresolved = unresolved
        self.raw = raw
        self.loc = loc
        self.part = part
        self.states = states
    }
}

/// A platform's interpreter of values no table row can read (Tailwind class strings).
public protocol Interpreter: Sendable {
    func settings(_ value: IRValue, evaluator: Evaluator) -> [Setting]
    /// In a rendering for all variants and sizes at once: the settings of a value that may hold
    /// choices, each marked with the cell it holds at, read without reading through a choice;
    /// nil where the interpreter cannot (the sink is then applied once per alternative).
    func cellSettings(_ value: IRValue, evaluator: Evaluator) -> [CellSetting]?
}

extension Interpreter {
    public func cellSettings(_ value: IRValue, evaluator: Evaluator) -> [CellSetting]? { nil }
}

/// A setting and the cell it holds at (indices of the variant and size, -1: at all of them).
public struct CellSetting: Sendable {
    public var setting: Setting
    public var variant: Int16
    public var size: Int16
    /// The states it holds in, where every state set is rendered at once (`PointFact.statesOn`).
    public var statesOn: UInt32
    public var statesOff: UInt32
    public init(setting: Setting, variant: Int16 = -1, size: Int16 = -1, statesOn: UInt32 = 0, statesOff: UInt32 = 0) {
        self.setting = setting
        self.variant = variant
        self.size = size
        self.statesOn = statesOn
        self.statesOff = statesOff
    }
}

/// Turns the views a component made at one point into facts, through the platform's sinks.
/// A class: `lifting` and the sink closures of `walk` capture it, and a struct of tables was
/// copied (a retain per table) at every one of them.
public final class Renderer {
    public let sinks: Sinks
    /// The names the view rules give views by their role (`text`, `icon`).
    lazy var roleNames = Set(sinks.views.values.compactMap(\.role))
    public let interpreters: [String: any Interpreter]
    /// Part names by callee or maker (`parts` of the component in parity.json).
    public let parts: [String: String]
    /// Points per rem, for `rem` lengths.
    public let rem: Double
    /// Rules and part names already looked up: the same callees and texts recur at every point.
    private let cache = Cache()
    /// Where the boxes are (their parts' locations) that a rendering made one part with the icon they
    /// frame, painting nothing there, since `ComponentRun.run` began.
    public var mergedBoxes: Set<SourceLocation> = []
    /// Boxes around an icon kept as parts of their own in every rendering: those another rendering
    /// kept where they paint (`active:bg-…` on a `Pressable` around an icon; `ComponentRun.run`).
    public var keepBoxes: Set<SourceLocation> = []

    final class Cache: @unchecked Sendable {
        var rules: [String: ViewRule?] = [:]
        var partNames: [String: String?] = [:]
        var subjects: [String: String] = [:]
    }

    /// Numbers of parts that share a name, kept across the points of one component.
    let numbering = Numbering()

    final class Numbering {
        /// A view's source site and which of the views made there at one point it is.
        struct Key: Hashable { let site: Site, occurrence: Int }

        private var assigned: [Key: String] = [:]
        private var count: [String: Int] = [:]
        /// Per role and place in the tree (parent part and index): the sites met there and their names.
        private var slots: [String: [(site: Key, name: String)]] = [:]

        /// What was assigned so far, to be put back when a rendering is thrown away.
        struct State {
            let assigned: [Key: String]
            let count: [String: Int]
            let slots: [String: [(site: Key, name: String)]]
        }
        var state: State {
            get { State(assigned: assigned, count: count, slots: slots) }
            set { assigned = newValue.assigned; count = newValue.count; slots = newValue.slots }
        }

        /// The name of the view at `site` whose role or name is `part`: the name that site got
        /// at another point; else the name of another site in the same place of the tree that
        /// is not made at this point (the other branch of a `switch` over the variant); else
        /// `part` for the first site met, then `part2`, `part3`…
        func name(_ part: String, site: Key, slot: String, present: Set<Site>) -> String {
            if let n = assigned[site] { return n }
            let key = part + "|" + slot
            if let alt = slots[key]?.first(where: { !present.contains($0.site.site) }) {
                assigned[site] = alt.name
                slots[key, default: []].append((site, alt.name))
                return alt.name
            }
            let n = count[part, default: 0]
            count[part] = n + 1
            let name = n == 0 ? part : part + "\(n + 1)"
            assigned[site] = name
            slots[key, default: []].append((site, name))
            return name
        }

        /// `part` is the name of the view at `site` without a number, the first of its role (the
        /// outermost view that is also the text: a text inside it is `text2`).
        func reserve(_ part: String, site: Key) {
            guard assigned[site] == nil else { return }
            assigned[site] = part
            count[part] = max(count[part, default: 0], 1)
        }

        /// The view at `site` is part of the view named `name` (an icon merged into the box named as
        /// the icon): it has that name, and the number it took is given again where it was the last.
        func merge(_ site: Key, into name: String) {
            guard let old = assigned[site], old != name else { return }
            assigned[site] = name
            for k in slots.keys { if let i = slots[k]?.firstIndex(where: { $0.site == site }) { slots[k]?[i].name = name } }
            let base = String(old.reversed().drop(while: \.isNumber).reversed())
            if let n = count[base], n > 1, old == base + "\(n)" { count[base] = n - 1 }
        }
    }

    public init(sinks: Sinks, interpreters: [String: any Interpreter] = [:], parts: [String: String] = [:], rem: Double = 16) {
        self.sinks = sinks
        self.interpreters = interpreters
        self.parts = parts
        self.rem = rem
    }

    /// `sinks.rule(callee)`, remembered.
    func rule(_ callee: String) -> ViewRule? {
        if let r = cache.rules[callee] { return r }
        let r = sinks.rule(callee)
        cache.rules[callee] = r
        return r
    }

    public func render(_ root: IRValue, evaluator: Evaluator, into facts: inout [PointFact], origins: inout [PartOrigin]) {
        var ctx = Context(evaluator: evaluator, program: evaluator.program)
        render(root, &ctx)
        aliased(&ctx.facts)
        grown(&ctx.facts, ctx.origins)
        facts += ctx.facts
        origins += ctx.origins
    }

    /// A rendering's facts with `sinks.partPropertyAliases` applied: an aliased property becomes
    /// its replacements, unless the part sets one of them itself.
    func aliased(_ facts: inout [PointFact]) {
        guard !sinks.partPropertyAliases.isEmpty else { return }
        var out: [PointFact] = []
        var changed = false
        for f in facts {
            // A numbered part (`icon2`) is aliased as its kind (`icon`).
            guard let targets = (sinks.partPropertyAliases[f.part] ?? sinks.partPropertyAliases[Renderer.kind(of: f.part)])?[f.property] else { out.append(f); continue }
            changed = true
            if facts.contains(where: { $0.part == f.part && targets.contains($0.property) }) { continue }
            for t in targets {
                var g = f
                g.property = t
                out.append(g)
            }
        }
        if changed { facts = out }
    }

    /// `grow` (`flex-1`, `flex: 1`, `Modifier.weight(1f)`): the part fills its parent along the
    /// parent's main axis — its width in a row, its height in a column (`sinks.defaultDirection`
    /// where the parent states none), as SwiftUI's `.frame(maxWidth: .infinity)` in an `HStack`.
    /// A size the part sets itself wins; where the parent's direction is not known it stays `grow`.
    func grown(_ facts: inout [PointFact], _ origins: [PartOrigin]) {
        guard facts.contains(where: { $0.property == "grow" }) else { return }
        var out: [PointFact] = []
        for f in facts {
            guard f.property == "grow" else { out.append(f); continue }
            let parent = origins.last { $0.name == f.part }?.parent
            let stated = parent.flatMap { p in
                facts.last { $0.part == p && $0.property == "direction" && $0.meets(f) }
            }
            guard parent != nil, let direction = stated?.value?.keyword ?? sinks.defaultDirection, (f.value?.number ?? 0) > 0 else { out.append(f); continue }
            var g = f
            g.property = direction == "row" ? "width" : "height"
            g.value = Value(unit: .keyword, keyword: "fill")
            if facts.contains(where: { $0.part == f.part && $0.property == g.property && $0.sameCell(f) }) { continue }
            out.append(g)
        }
        facts = out
    }

    /// A part's name without the number a second part of its kind gets (`icon2` → `icon`).
    public static func kind(of part: String) -> String {
        var end = part.endIndex
        while end > part.startIndex, part[part.index(before: end)].isNumber { end = part.index(before: end) }
        return end == part.startIndex ? part : String(part[..<end])
    }

    /// Renders a value of a symbolic evaluation once for every variant and size (no variant or
    /// size assumed): a sink whose value reads a choice is applied again once per alternative
    /// of it, that alternative assumed, and its facts are marked with the variant and size they
    /// hold at (`PointFact.cellVariant`, `cellSize`). Nil where the views themselves, or how
    /// they are walked, depend on the variant or size: the caller renders at each point then.
    /// At any point, the facts that hold there are those `render` makes at that point, in order.
    ///
    /// `everyState`: the evaluator assumes no state either (`Evaluator.unassumeStates`), and the
    /// rendering is for every state set at once: a sink whose value reads a state is applied once
    /// per alternative of it, and its facts are marked with the states they hold in
    /// (`PointFact.statesOn`, `statesOff`); nil where what is drawn depends on a state.
    public func renderLifted(_ root: IRValue, evaluator: Evaluator, origins: inout [PartOrigin], everyState: Bool = false) -> [PointFact]? {
        var restParts: [String] = []
        return renderLifted(root, evaluator: evaluator, origins: &origins, everyState: everyState, restParts: &restParts)
    }

    /// `renderLifted`, with the parts drawn at rest in `restParts`: rendering every state set, a
    /// root that is a choice over a state (a composable whose views are picked by `pressed`) is
    /// rendered once per alternative of it, that alternative assumed and its facts marked with it;
    /// the parts at rest are those drawn where no state holds.
    public func renderLifted(_ root: IRValue, evaluator: Evaluator, origins: inout [PartOrigin], everyState: Bool, restParts: inout [String]) -> [PointFact]? {
        guard let choices = evaluator.choices, !choices.tripped else { return nil }
        let numbered = numbering.state
        var facts: [PointFact] = []
        var made: [PartOrigin] = []
        guard liftedPass(root, evaluator, everyState: everyState, atRest: true, &facts, &made, &restParts) else {
            numbering.state = numbered
            return nil
        }
        origins += made
        return facts
    }

    /// One lifted rendering of `root` (`renderLifted`), its facts and parts added; false where it failed.
    private func liftedPass(_ root: IRValue, _ evaluator: Evaluator, everyState: Bool, atRest: Bool, _ facts: inout [PointFact], _ origins: inout [PartOrigin], _ restParts: inout [String]) -> Bool {
        let choices = evaluator.choices!
        if everyState, let c = root.openChoice, c.dimension >= 2, let bit = PointFact.stateBit(c.dimension) {
            defer { choices.assumed[c.dimension] = -1 }
            for (i, alternative) in c.alternatives.enumerated() {
                choices.assumed[c.dimension] = i
                let start = facts.count
                guard liftedPass(alternative, evaluator, everyState: true, atRest: atRest && i == 0, &facts, &origins, &restParts) else { return false }
                for k in start..<facts.count {
                    if i == 1 { facts[k].statesOn |= bit } else { facts[k].statesOff |= bit }
                }
            }
            return true
        }
        var ctx = Context(evaluator: evaluator, program: evaluator.program)
        ctx.lifted = true
        ctx.everyState = everyState
        render(root, &ctx)
        if ctx.failed || choices.tripped {
            if ComponentRun.trace { FileHandle.standardError.write(Data("lifted rendering failed (\(ctx.failed ? "failed " + ctx.why : "tripped")) at:\n\(choices.tripSite)\n".utf8)) }
            if choices.tripped { choices.reset() }
            return false
        }
        aliased(&ctx.facts)
        grown(&ctx.facts, ctx.origins)
        facts += ctx.facts
        origins += ctx.origins
        if atRest { restParts += ctx.origins.map(\.name) }
        return true
    }

    /// In a lifted rendering, runs `body` (which applies sinks to values): where it reads a
    /// choice whose dimension is not assumed, its facts are dropped and it runs again once per
    /// alternative of that dimension, assumed. Facts it adds are marked with what is assumed.
    /// What else it would change (views a layer holds) depends on the point: the rendering fails.
    func lifting(_ ctx: inout Context, _ body: (inout Context) -> Void) {
        guard ctx.lifted, let choices = ctx.evaluator.choices else { body(&ctx); return }
        // A sink applied while applying another, which read a choice: the outer one is applied
        // again per alternative of it.
        if !ctx.failed, choices.tripped, ctx.liftingDepth > 0 { return }
        guard !ctx.failed, !choices.tripped else { ctx.failed = true; ctx.why = "tripped before a sink"; return }
        let start = ctx.facts.count
        let layers = ctx.layerChildren.count
        ctx.liftingDepth += 1
        body(&ctx)
        ctx.liftingDepth -= 1
        if !choices.tripped {
            let v = Int16(choices.assumed[0]), s = Int16(choices.assumed.count > 1 ? choices.assumed[1] : -1)
            // Rendering every state set at once: the states assumed here are those the facts hold in.
            guard let (on, off) = ctx.everyState ? PointFact.stateMarks(assumed: choices.assumed) : (0, 0) else {
                ctx.failed = true; ctx.why = "too many states"; return
            }
            if v >= 0 || s >= 0 || on | off != 0 {
                if ctx.layerChildren.count != layers { ctx.failed = true; ctx.why = "layer"; return }
                for i in start..<ctx.facts.count {
                    if ctx.facts[i].cellVariant < 0 { ctx.facts[i].cellVariant = v }
                    if ctx.facts[i].cellSize < 0 { ctx.facts[i].cellSize = s }
                    ctx.facts[i].statesOn |= on
                    ctx.facts[i].statesOff |= off
                }
            }
            return
        }
        guard let c = choices.trippedBy, choices.assumed[c.dimension] < 0 else { ctx.failed = true; ctx.why = "no choice \(choices.trippedBy == nil)"; return }
        choices.reset()
        ctx.facts.removeSubrange(start...)
        ctx.layerChildren.removeSubrange(layers...)
        for i in c.alternatives.indices {
            choices.assumed[c.dimension] = i
            lifting(&ctx, body)
            if ctx.failed { break }
        }
        choices.assumed[c.dimension] = -1
    }

    /// Whether a value is a view; a choice (a prop per state or variant, `disabled={disabled}`) is
    /// looked into without being read where all its alternatives agree, so a lifted rendering does
    /// not trip on it.
    static func isView(_ v: IRValue) -> Bool {
        if case .choice(let c) = v.storage, c.context.assumed[c.dimension] < 0 {
            let views = c.alternatives.map(isView)
            if views.allSatisfy({ $0 == views[0] }) { return views[0] }
        }
        if case .view = v.kind { return true }
        return false
    }

    /// Compose's `Color.Unspecified`, `TextUnit.Unspecified`, `IntrinsicSize.Min`: nothing set.
    func isUnset(_ v: IRValue) -> Bool {
        guard case .enumCase(let t, let n) = v.kind else { return false }
        return sinks.unset.contains(n) || sinks.unset.contains("\(t).\(n)") || t.hasSuffix("Unspecified")
    }

    func render(_ root: IRValue, _ ctx: inout Context) {
        renderedRoot = root
        fieldDrawnMemo = nil
        let evaluator = ctx.evaluator
        let views = evaluator.flattenViews(root)
        if views.isEmpty, !root.isUnknown { return }
        if views.isEmpty {
            ctx.facts.append(PointFact(part: "root", property: "view", value: nil, unresolved: reason(root), raw: evaluator.program.text(root.loc), location: evaluator.program.location(root.loc)))
        }
        var varies = false
        for v in views { sites(v, into: &ctx.present, varies: &varies) }
        // Views in a modifier's argument that differ by variant or size: the views made depend on the point.
        if varies { ctx.failed = true; ctx.why = "views in a choice" }
        for (i, v) in views.enumerated() {
            walk(v, parent: nil, index: i, inherited: [], &ctx)
        }
    }

    struct Context {
        let evaluator: Evaluator
        let program: Program
        var facts: [PointFact] = []
        var origins: [PartOrigin] = []
        /// Views a layer modifier holds that are children of the view being walked.
        var layerChildren: [View] = []
        /// The source sites of every view made at this point.
        var present: Set<Site> = []
        /// How many views of each site were named so far at this point.
        var occurrences: [Site: Int] = [:]
        /// Rendering for all variants and sizes at once (`renderLifted`), and whether that
        /// failed (what was walked depends on the point).
        var lifted = false
        /// Rendering every state set at once too (`renderLifted(…, everyState: true)`).
        var everyState = false
        /// How many sinks are being applied (`lifting`) around the one being applied.
        var liftingDepth = 0
        var failed = false
        var why = ""
        /// The outermost view is a stack that layers its children (`Sinks.layerStacks`).
        var layeredRoot = false
        /// The site each numbered part name was given to, in this rendering (`Numbering.merge`).
        var numbered: [String: Numbering.Key] = [:]
        /// The view being walked is its parent's only child.
        var onlyChild = false
        /// The part of a field's decoration that layers its children (`Box { container(); Row { … } }`):
        /// its first child, an unnamed container, is the field's box too (Material's `Container`).
        var decorationStack: String?
        /// Whether the views walked are beside a field's own text in its decoration: a text there is the placeholder.
        var besideFieldText = false
        /// The part of a view whose only content is one view in an overlay or background layer (`track`).
        var layerOf: String?
        /// The part of a view whose one content container lays out its box (`ViewRule.contentLaysOut`).
        var laidOutBy: String?
        /// What the view being walked was made with (`Sinks.providedByContainer`): its children's
        /// providers that are not its own.
        var parentLocals: Locals?
        /// The view whose arguments are being read: whether it is disabled by its own `enabled`
        /// argument (`Renderer.viewDisabled`) is read where a sink asks, so a lifted rendering
        /// applies the sink once per alternative of an argument that is a choice (`disabled={disabled}`).
        var argumentsOf: View?
    }

    /// Whether the view whose arguments are being read is disabled by its own `enabled` argument
    /// (`Button(enabled = enabled)`: false while enabled; no such argument: false, it is always
    /// enabled); nil where that argument is not known (the component's state says), or no view's
    /// arguments are being read.
    func viewDisabled(_ ctx: Context) -> Bool? {
        ctx.argumentsOf.flatMap { disabledByArgument($0, ctx.evaluator) }
    }

    /// Where a view's source is: file and byte offset.
    struct Site: Hashable { let file: Int32, start: Int32 }

    func site(_ v: View) -> Site { Site(file: v.loc.file, start: v.loc.start) }

    /// The sites of a view and of every view it holds (children, slots, views in modifier arguments).
    /// `varies`: set where an argument is a choice (with no variant or size assumed) that holds views.
    func sites(_ v: View, into out: inout Set<Site>, varies: inout Bool) {
        guard out.insert(site(v)).inserted else { return }
        for c in v.children { sites(c, into: &out, varies: &varies) }
        for m in v.modifiers { for (_, a) in m.args { argSites(a, into: &out, varies: &varies) } }
        for (_, a) in v.args { argSites(a, into: &out, varies: &varies) }
    }

    func argSites(_ a: IRValue, into out: inout Set<Site>, varies: inout Bool) {
        switch a.storage {
        case .choice(let c):
            // An assumed choice is its alternative, which may be a choice of another dimension.
            let i = c.context.assumed[c.dimension]
            if i >= 0 { argSites(c.alternatives[i], into: &out, varies: &varies) } else if c.alternatives.contains(where: holdsView) { varies = true }
        case .view(let w): sites(w, into: &out, varies: &varies)
        case .list(let items): for i in items { argSites(i, into: &out, varies: &varies) }
        default: break
        }
    }

    /// Whether a value is or holds a view, through choices.
    func holdsView(_ a: IRValue) -> Bool {
        switch a.storage {
        case .view: return true
        case .list(let items): return items.contains(where: holdsView)
        case .choice(let c): return c.alternatives.contains(where: holdsView)
        default: return false
        }
    }

    func reason(_ v: IRValue) -> String {
        if case .unknown(let r) = v.kind { return r }
        return "not a value parity reads"
    }

    /// The part a picture is (`ViewRule.pictureMarks`), as React Native's `<Image>` is named.
    static let picturePart = "image"

    /// The part a view is, and how it got that name.
    func name(_ v: View, parent: String?, index: Int) -> (String, String) {
        let rule = self.rule(v.callee)
        if let c = v.comment, let p = partNamed(Renderer.label(ofComment: c)) { return (p, "comment") }
        if let p = parts[v.callee] ?? v.madeBy.flatMap({ parts[$0] }) { return (p, "parts map") }
        if parent == nil {
            if sinks.namedRoots, rule == nil, let p = partNamed(lastName(v.callee)) {
                return (p, "name \(v.callee)")
            }
            return ("root", "outermost view")
        }
        if let d = v.doc, let p = docPart(Renderer.summary(of: d), rule) { return (p, "doc comment of \(v.madeBy ?? v.callee)") }
        if let marks = rule?.pictureMarks, !marks.isEmpty, !v.args.contains(where: { $0.label.map { rule?.glyphMarks.contains($0) == true } ?? false }),
           ![v.holds, v.readAs].contains(where: { $0.flatMap(partNamed) != nil }),
           let mark = v.args.lazy.compactMap(\.label).first(where: marks.contains) ?? v.modifiers.lazy.map(\.name).first(where: marks.contains) {
            return (Renderer.picturePart, "a picture: \(v.callee) with \(mark)")
        }
        if let role = rule?.role {
            // A text that shows the component's `description` is its description (`sinks.roleParts`);
            // not a field that shows its placeholder as its title (SwiftUI's `TextField(placeholder,
            // text:, prompt: Text(placeholder))`): the field is the text, its prompt the placeholder.
            for h in [v.holds, v.readAs].compactMap({ $0 }) where !sinks.inputViews.contains(v.callee) {
                if let p = partNamed(h), sinks.roleParts[role]?.contains(p) == true || sinks.fieldRoleParts[role]?.contains(p) == true && fieldDrawn { return (p, "holds {\(h)}") }
            }
            return (role, "role of \(v.callee)")
        }
        // Not a role's name on a view around several views of that role (`<View style={styles.text}>`
        // around a title and a subtitle is not the text: the texts inside are); a box around one
        // icon is that icon (`<View style={styles.icon}><Icon/></View>`).
        // A box a role's maker draws, styled under a part name of its own (`FileTileIcon`'s `<View
        // className={slots.badge}><Icon/></View>`): that part; the role's view is inside it.
        if let h = v.holds, rule?.container == true, let p = partNamed(h), roleNames.contains(p),
           v.children.contains(where: { self.rule($0.callee)?.role == p }),
           let other = h.split(separator: " ").lazy.compactMap({ self.partNamed(String($0)) }).first(where: { !self.roleNames.contains($0) }) {
            return (other, "holds {\(h)}")
        }
        if let h = v.holds, let p = partNamed(h), rule?.role == p || !roleNames.contains(p)
            || v.children.filter({ self.rule($0.callee)?.role == p }).count < 2 { return (p, "holds {\(h)}") }
        // A container a helper of the component makes, named as a part (`RadioIndicator()`'s `Box`);
        // not by a role's name around views of that role (`CheckboxCardText`'s `VStack` of a title
        // and a description: the texts inside are the texts).
        if let m = v.madeBy, rule?.container == true, let p = partNamed(lastName(m)),
           !(roleNames.contains(p) && v.children.contains(where: { self.rule($0.callee)?.role == p })) { return (p, "name \(m)") }
        if !(rule?.container ?? false), rule == nil || v.madeBy != nil {
            let own = v.madeBy ?? v.callee
            let last = lastName(own)
            // A library's `Root` inside the outermost view (`<InputPrimitive.Root>` around the field) is no
            // second root: it is named by its place below.
            if lowerFirst(last) != "root" {
                if let p = partNamed(last) { return (p, "name \(own)") }
                return (lowerFirst(last), "name \(own)")
            }
        }
        // A box a modifier made (`frameBox`) is named by its place as a `frame`; a view variant by
        // its view (`Path#roundedRect`: `path`).
        let callee = v.callee == Renderer.frameBox ? "frame" : lowerFirst(lastName(Renderer.variantBase(v.callee) ?? v.callee))
        return ("\(parent!)/\(callee)\(index)", PartInfo.unnamed)
    }

    /// The view a view variant is of (`Path#roundedRect`, `drawCircle#stroke`: `Path`, `drawCircle`);
    /// nil for a callee that is no variant (a box a modifier made, `#frame`, is none).
    static func variantBase(_ callee: String) -> String? {
        callee.firstIndex(of: "#").flatMap { $0 == callee.startIndex ? nil : String(callee[..<$0]) }
    }

    /// What a comment above a view says it is: its first three words (`// Track`, `{/* Thumb,
    /// on top */}`). A sentence says more than that (`{/* The spacers put the thumb at (width -
    /// thumb) * value */}` is about the spacers, not a thumb).
    static func label(ofComment c: String) -> String {
        var words = 0, inWord = false
        for (i, b) in c.utf8.enumerated() {
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b >= 0x80
            if letter, !inWord {
                words += 1
                if words > 3 { return String(decoding: c.utf8.prefix(i), as: UTF8.self) }
            }
            inWord = letter
        }
        return c
    }

    /// Words that end the subject of a doc comment's summary: what follows says where the view is
    /// or what it holds (`The count pill that follows the label`: a pill, not the label; `A row
    /// with an icon and a title`: not the icon).
    static let docSubjectEnds: Set<String> = ["that", "which", "who", "whose", "where", "when", "while", "beside", "after", "before", "next",
                                              "following", "follows", "inside", "within", "above", "below", "under", "over", "around", "with", "for", "of"]

    /// A summary up to the first word of `docSubjectEnds`.
    static func subject(of summary: String) -> String {
        var end = summary.endIndex, i = summary.startIndex
        // In a summary that opens with an article, another article after a word of the subject
        // starts a clause of its own (`The pill the thumb slides along`: the pill, whatever slides
        // along it; not `Draws the icon it is given`).
        var words = 0, lastWord = "", opensWithArticle = false
        while i < summary.endIndex {
            guard summary[i].isLetter else { i = summary.index(after: i); continue }
            var j = i
            while j < summary.endIndex, summary[j].isLetter { j = summary.index(after: j) }
            let word = summary[i..<j].lowercased()
            if docSubjectEnds.contains(word) { end = i; break }
            if words > 1, Renderer.articles.contains(word), opensWithArticle, !Renderer.articles.contains(lastWord) { end = i; break }
            if words == 0 { opensWithArticle = Renderer.articles.contains(word) }
            lastWord = word
            words += 1
            i = j
        }
        return String(summary[..<end])
    }

    /// Whether a shadow record casts nothing: one of its colors is clear, or every number it holds is 0.
    static func castsNoShadow(_ r: Record) -> Bool {
        var numbers: [Double] = []
        for (_, f) in r.fields {
            switch f.kind {
            case .color(let c, _): if c.isTransparent { return true }
            case .number(let n, _): numbers.append(n)
            default: break
            }
        }
        return !numbers.isEmpty && numbers.allSatisfy { $0 == 0 }
    }

    /// Words that open a noun phrase (`Renderer.subject(of:)`).
    static let articles: Set<String> = ["the", "a", "an"]

    /// A doc comment's summary, its first sentence: what the view is. The rest documents how it
    /// works and names other things (Spark's `Surface`, "Material surface is the central metaphor
    /// in material design. … used by the [Text] and [Icon] components": not a text).
    static func summary(of doc: String) -> String {
        let b = Array(doc.utf8)
        var i = 0
        while i < b.count {
            // A period before a space or a line break ends the sentence.
            if b[i] == UInt8(ascii: "."), i + 1 == b.count || b[i + 1] == 0x20 || b[i + 1] == 0x0A { break }
            // What it is comes before a comma or semicolon; what follows says more (`The trailing
            // radio ring, with an accent dot when checked`: the ring, not the dot; `One tab: icon and
            // label centered in a cell`: the tab, not the label).
            if b[i] == UInt8(ascii: ",") || b[i] == UInt8(ascii: ";") || b[i] == UInt8(ascii: ":") && (i + 1 == b.count || b[i + 1] == 0x20) { break }
            // So does a blank line (` *` and spaces only).
            if b[i] == 0x0A {
                var k = i + 1
                while k < b.count, b[k] == 0x20 || b[k] == 0x09 || b[k] == UInt8(ascii: "*") || b[k] == UInt8(ascii: "/") { k += 1 }
                if k == b.count || b[k] == 0x0A { break }
            }
            i += 1
        }
        return i == b.count ? doc : String(decoding: b[..<i], as: UTF8.self)
    }

    /// Whether the view being rendered draws a field a user types in (`Sinks.inputViews`), at some
    /// alternative: a text showing its `label` is the label part (`Sinks.fieldRoleParts`). Looked
    /// for only when such a text is met.
    var fieldDrawn: Bool {
        if let f = fieldDrawnMemo { return f }
        let f = !sinks.inputViews.isEmpty && renderedRoot.map(drawsField) == true
        fieldDrawnMemo = f
        return f
    }
    private var renderedRoot: IRValue?
    private var fieldDrawnMemo: Bool?

    func drawsField(_ v: IRValue) -> Bool {
        switch v.storage {
        case .view(let w):
            return sinks.inputViews.contains(w.callee) || w.children.contains { drawsField(IRValue(.view($0), $0.loc)) }
                || w.slots.values.joined().contains { drawsField(IRValue(.view($0), $0.loc)) } || w.args.contains { holdsView($0.value) && drawsField($0.value) }
        case .list(let items): return items.contains(where: drawsField)
        case .choice(let c): return c.alternatives.contains(where: drawsField)
        default: return false
        }
    }

    /// The part a doc comment's summary names: its first part word, past a role word that a
    /// container cannot be (`The toast's text button; …` of a `Box`: `button`, not `text`).
    func docPart(_ summary: String, _ rule: ViewRule?) -> String? {
        var s: String
        if let known = cache.subjects[summary] { s = known } else { s = Renderer.subject(of: summary); cache.subjects[summary] = s }
        for _ in 0..<4 {
            guard let p = partNamed(s) else { return nil }
            guard rule?.container == true, rule?.role == nil, roleWords.contains(p) else { return p }
            guard let r = s.range(of: p, options: .caseInsensitive) else { return nil }
            s.replaceSubrange(r, with: " ")
        }
        return nil
    }

    /// The part a text of names says (`partNamedUncached`), remembered.
    func partNamed(_ text: String) -> String? {
        if let p = cache.partNames[text] { return p }
        let p = partNamedUncached(text)
        cache.partNames[text] = p
        return p
    }

    /// Per name in order (`BadgeIcon badgeDot` is first `BadgeIcon`), a word that names a part:
    /// of a capitalized name (a type or a component: `IconButtonBadge`, `ThumbIcon`) the last, its
    /// head noun; of another (a property, a variable: `descriptionText`, `iconColor`) the first.
    func partNamedUncached(_ text: String) -> String? {
        var words: [String] = []
        var cur = ""
        var capitalized: Bool?
        var found: String?
        func endWord() {
            if !cur.isEmpty { let w = cur.lowercased(); words.append(Sinks.partSynonyms[w] ?? w); cur = "" }
        }
        func endName() -> String? {
            endWord()
            defer { words.removeAll(); capitalized = nil }
            // A name that ends in a word for a box around something (`iconBox`, `dotWrapper`) names
            // that box, not what it holds: the box part where `box` is one, else no part.
            // (`iconBoxVariants`, `dotStyles`: the words for a style of it come after.)
            var style = false
            while words.count > 2, let last = words.last, Renderer.styleWords.contains(last) { words.removeLast(); style = true }
            if capitalized != true, words.count > 1, let last = words.last, Renderer.holderWords.contains(last) {
                return sinks.partNames.contains(last) ? last : nil
            }
            // So does a type named so (`IconTile`, `IconContainer`: the tinted square around the glyph).
            if capitalized == true, words.count > 1, let last = words.last, Renderer.boxWords.contains(last) {
                return sinks.partNames.contains(last) ? last : nil
            }
            // The style of a view of a role inside a part (`badgeIconStyle`: the badge's icon) is
            // that view's, unless the part is a kind of it (`descriptionTextStyle`, `Sinks.roleParts`).
            if style, capitalized != true, let head = words.last(where: sinks.partNames.contains), roleWords.contains(head),
               let first = words.first(where: sinks.partNames.contains), first != head, sinks.roleParts[head]?.contains(first) != true {
                return head
            }
            return capitalized == true ? words.last { sinks.partNames.contains($0) } : words.first { sinks.partNames.contains($0) }
        }
        for ch in text {
            if ch.isLetter {
                if capitalized == nil { capitalized = ch.isUppercase }
                if ch.isUppercase { endWord() }
                cur.append(ch)
            } else if ch.isNumber || ch == "_" {
                endWord()
            } else if let p = endName() {
                found = p
                break
            }
        }
        if found == nil { found = endName() }
        return found
    }

    /// The parts views are by role (`text`, `icon`): the words a style helper's name may end in
    /// for the view it styles (`partNamedUncached`).
    private lazy var roleWords = Set(sinks.views.values.compactMap(\.role))

    /// Last words of a name for the style of a view (`iconBoxVariants`, `trackStyles`).
    static let styleWords: Set<String> = ["variants", "variant", "styles", "style", "classes", "class", "names", "name"]
    /// Last words of a name for a view that holds another (`iconBox`, `labelContainer`, the shape
    /// around an icon: `iconCircleVariants`; the row that places a slider's thumb: `thumbRow`).
    static let holderWords = boxWords.union(["background", "bg", "surface", "circle", "square", "row", "column", "stack", "layer", "button"])
    /// Last words of a type's name for a view that holds another (`IconTile`, `IconContainer`; not `RadioCircle`,
    /// a shape that is the part).
    static let boxWords: Set<String> = ["box", "container", "wrapper", "holder", "well", "frame", "backdrop", "tile"]

    func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }

    /// The last dot-separated name of a callee (`Button0002Primitive.Root` -> `Root`), by bytes:
    /// the generic `split` was a tenth of naming parts.
    func lastName(_ s: String) -> String {
        guard let dot = s.utf8.lastIndex(of: UInt8(ascii: ".")) else { return s }
        let rest = s[s.utf8.index(after: dot)...]
        return rest.isEmpty ? (s.split(separator: ".").last.map(String.init) ?? s) : String(rest)
    }

    /// Whether modifiers paint their view in any way (a fill, a background, a border).
    func paints<M: Sequence<ModifierCall>>(_ modifiers: M) -> Bool {
        modifiers.contains { m in (sinks.modifiers[m.name] ?? []).contains { $0.kind == .border || $0.properties.contains("backgroundColor") || $0.properties.contains("borderColor") } }
    }

    /// Whether modifiers fill the view's box with a color (Compose's `.background(c)`), a layer or not.
    func fills<M: Sequence<ModifierCall>>(_ modifiers: M) -> Bool {
        modifiers.contains { m in (sinks.modifiers[m.name] ?? []).contains { $0.properties.contains("backgroundColor") } }
    }

    /// Whether a shape is drawn in a rectangle other than the one it is given: by its own argument
    /// (`Path(roundedRect: CGRect(…, width: rect.width * share, …))`, `ShapeRule.rect`) or by a modifier's
    /// (`Capsule().path(in: part)`, `Sinks.rectModifiers`).
    func drawsInPartOfItsRect(_ w: View) -> Bool {
        func partOfIt(_ r: IRValue?) -> Bool { r.map { !IRValue.isDrawingRect($0) } ?? false }
        if let a = sinks.shapes[w.callee]?.rect, partOfIt(w.args.first(where: { $0.label == a })?.value) { return true }
        return w.modifiers.contains { m in sinks.rectModifiers[m.name].map { l in partOfIt(m.args.first { $0.label == l }?.value) } ?? false }
    }

    /// Whether modifiers paint a box around their view (a background or a border).
    func paintsBox<M: Sequence<ModifierCall>>(_ modifiers: M) -> Bool {
        modifiers.contains { m in (sinks.modifiers[m.name] ?? []).contains { $0.kind == .layer && $0.index == 0 && $0.properties.contains("backgroundColor") || $0.kind == .border } }
    }

    /// A two-axis alignment's vertical and horizontal positions, from the words of its name:
    /// `CenterStart` (Compose), `topLeading` (SwiftUI), `center`; a name with one axis is centered
    /// on the other (`leading`, `Top`). Nil for a name that is no alignment.
    static func alignment(_ name: String) -> (vertical: String, horizontal: String)? {
        var words: [String] = []
        var cur = ""
        for ch in name {
            if ch.isUppercase, !cur.isEmpty { words.append(cur); cur = "" }
            cur.append(contentsOf: ch.lowercased())
        }
        if !cur.isEmpty { words.append(cur) }
        let vertical: [String: String] = ["top": "start", "bottom": "end"]
        let horizontal: [String: String] = ["start": "start", "leading": "start", "left": "start", "end": "end", "trailing": "end", "right": "end"]
        guard !words.isEmpty, words.count <= 2, words.allSatisfy({ $0 == "center" || vertical[$0] != nil || horizontal[$0] != nil }) else { return nil }
        let v = words.lazy.compactMap { vertical[$0] }.first ?? "center"
        let h = words.lazy.compactMap { horizontal[$0] }.first ?? "center"
        return (v, h)
    }

    /// Sink kinds whose value may be given by a function of nothing (`color = { tint }`).
    static let producedKinds: Set<SinkKind> = [.color, .length, .weight, .opacity]

    /// The view without the padding that gives its first and last lines their share of its line
    /// spacing (`Sinks.lineSpacingShare`: `.lineSpacing(s)` then `.padding(.vertical, s / 2)`, at
    /// every alternative where `s` is picked by a state, variant or size), or nil.
    func withoutLineShare(_ v: View) -> View? {
        guard let share = sinks.lineSpacingShare, let i = v.modifiers.firstIndex(where: { $0.name == share.spacing }),
              let spacing = v.modifiers[i].args.first?.value else { return nil }
        // Half of `s`, alternative by alternative (read without reading through a choice).
        func isHalf(_ p: IRValue, _ s: IRValue) -> Bool {
            switch (p.storage, s.storage) {
            case (.number(let a, _), .number(let b, _)): return abs(a - b / 2) < 0.001
            case (.choice(let c), .choice(let d)) where c.dimension == d.dimension && c.alternatives.count == d.alternatives.count:
                return zip(c.alternatives, d.alternatives).allSatisfy { isHalf($0, $1) }
            case (.choice(let c), _): return c.alternatives.allSatisfy { isHalf($0, s) }
            case (_, .choice(let d)): return d.alternatives.allSatisfy { isHalf(p, $0) }
            default: return false
            }
        }
        guard let j = v.modifiers.indices.first(where: { j in
            guard j > i, v.modifiers[j].name == share.padding, v.modifiers[j].args.count == 2,
                  Set(edgeNames(v.modifiers[j].args[0].value).flatMap { sinks.edges[$0] ?? [] }) == share.sides else { return false }
            return isHalf(v.modifiers[j].args[1].value, spacing)
        }) else { return nil }
        let c = v.copy()
        c.modifiers.remove(at: j)
        return c
    }

    /// The view with each style that stands for an inherited modifier's value (`Sinks.inheritedStyles`:
    /// `AnyShapeStyle(.tint)`, `.fill(.tint)` in an overlay) replaced by that value, from the view's own
    /// modifier or the nearest container's, through its children and the views in its arguments;
    /// unresolved where none sets it. Nil where nothing in it is such a style.
    func withInheritedStyles(_ v: View, _ outer: [String: IRValue]) -> View? {
        var current = outer
        for (n, setter) in sinks.inheritedStyles {
            if let own = v.modifiers.first(where: { $0.name == setter })?.args.first?.value { current[n] = own }
        }
        // The style, or an implicit member of no known type named as one (`AnyShapeStyle(.tint)`) where
        // something sets it.
        func replaced(_ x: IRValue) -> IRValue? {
            // A choice (a color per variant, `isEnabled ? variant.foreground : .labelQuaternary`) is
            // looked into without being read, so a lifted rendering does not trip on it: each
            // alternative replaced, or nil where none is such a style.
            if case .choice(let c) = x.storage {
                let i = c.context.assumed[c.dimension]
                if i >= 0 { return replaced(c.alternatives[i]) }
                let alternatives = c.alternatives.map { replaced($0) }
                guard alternatives.contains(where: { $0 != nil }) else { return nil }
                let made = Choice(dimension: c.dimension, alternatives: zip(alternatives, c.alternatives).map { $0 ?? $1 }, context: c.context)
                return IRValue(.choice(made), x.loc)
            }
            switch x.kind {
            case .enumCase(let t, let n) where (t == "ShapeStyle" || t.isEmpty) && sinks.inheritedStyles[n] != nil:
                if let value = current[n] { return value }
                guard t == "ShapeStyle", let setter = sinks.inheritedStyles[n] else { return nil }
                return .unknown("the `.\(n)` style, which no `.\(setter)(…)` on this view or a container of it sets", x.loc)
            case .view(let inner):
                return withInheritedStyles(inner, current).map { IRValue(.view($0), x.loc) }
            default: return nil
            }
        }
        var changed = false
        func args(_ a: [(label: String?, value: IRValue)]) -> [(label: String?, value: IRValue)] {
            a.map { arg in
                guard let r = replaced(arg.value) else { return arg }
                changed = true
                return (arg.label, r)
            }
        }
        let modifiers = v.modifiers.map { m in
            var m = m
            m.args = args(m.args)
            return m
        }
        let ownArgs = args(v.args)
        let children = v.children.map { c in
            guard let r = withInheritedStyles(c, current) else { return c }
            changed = true
            return r
        }
        guard changed else { return nil }
        let c = v.copy()
        c.modifiers = modifiers
        c.args = ownArgs
        c.children = children
        return c
    }

    /// A container the code names nothing around one text field, its modifiers on it (SwiftUI's
    /// `HStack { TextField(…) }.padding(.horizontal, 12).frame(height: 40).background(fill, in: shape)`):
    /// the field with those modifiers after its own, the box being the field's as the other platforms
    /// style the field itself. Nil for any other view.
    func fieldInBox(_ v: View) -> View? {
        guard v.children.count == 1, !v.modifiers.isEmpty, rule(v.callee)?.container == true, sinks.chainOrder == .innerFirst,
              v.madeBy == nil, v.comment == nil, v.holds == nil, sinks.inputViews.contains(v.children[0].callee) else { return nil }
        let field = v.children[0].copy()
        field.modifiers += v.modifiers
        return field
    }

    /// The name of the box a re-framing modifier makes (`Sinks.reframing`).
    public static let frameBox = "#frame"

    /// A view whose chain sizes it twice, as the box the second sizing makes around the view
    /// with the modifiers before it (`Sinks.reframe`); nil when it is not.
    func reframed(_ v: View) -> View? {
        guard let k = sinks.reframe(v.modifiers) else { return nil }
        // A frame that only lets the view grow with nothing painted from there on (`.frame(width: 28)
        // .frame(maxWidth: .infinity, alignment: .trailing)` inside a track): it places the view and
        // draws nothing, so the view keeps its size.
        if sinks.isFlexibleFrame(v.modifiers[k]), !paintsBox(v.modifiers[k...]) {
            let w = v.copy()
            w.modifiers.remove(at: k)
            return w
        }
        let box = namedBox(v, from: k)
        // A frame that only lets the view grow, placing it, sized again by a later frame of the box
        // (`.frame(maxWidth: .infinity, alignment: …).padding(2).frame(width: 52)`): the later one is the box's size.
        if let first = box.modifiers.first, sinks.isFlexibleFrame(first) {
            let axes = sinks.axes(first)
            if box.modifiers.dropFirst().contains(where: { sinks.reframing.contains($0.name) && sinks.axes($0).isSuperset(of: axes) }) { box.modifiers.removeFirst() }
        }
        return box
    }

    /// A box (`frameBox`) with `v`'s modifiers from `k` on, around `v` with those before: the box
    /// is what the code made (its maker's name), the view inside it that view. `outerFirst`: a
    /// chain written outside in (Compose's): the box has the modifiers up to `k`, the view the rest.
    func boxed(_ v: View, from k: Int, outerFirst: Bool = false) -> (box: View, inner: View) {
        let inner = v.copy()
        inner.modifiers = outerFirst ? Array(v.modifiers[(k + 1)...]) : Array(v.modifiers[..<k])
        inner.madeBy = nil
        inner.boxMadeBy = nil
        let box = View(callee: Renderer.frameBox, args: [], modifiers: outerFirst ? Array(v.modifiers[...k]) : Array(v.modifiers[k...]),
                       children: [inner], loc: v.modifiers[k].loc, locals: v.locals)
        // The box a property that framed a named view again made (`View.boxMadeBy`): its name; the view inside keeps its own.
        if !outerFirst, let outer = v.boxMadeBy {
            inner.madeBy = v.madeBy
            box.madeBy = outer
            return (box, inner)
        }
        // Where the box paints nothing and the view inside it does (a caller's `.frame(height: 24)` around
        // `CheckboxBox`, whose body fills and strokes its shape), the maker's name stays on the painted view.
        // (Nothing layered on the box either: a ring `.overlay(Circle().stroke(…))` around a padded dot is the box's.)
        let layered = box.modifiers.contains { m in sinks.modifiers[m.name]?.contains { $0.kind == .layer || $0.kind == .border } == true }
        if !outerFirst, !layered, paintsBox(inner.modifiers) || sinks.shapes[inner.callee] != nil && inner.modifiers.contains(where: { sinks.modifiers[$0.name]?.contains { $0.properties.contains("backgroundColor") } == true }) {
            inner.madeBy = v.madeBy
            return (box, inner)
        }
        box.madeBy = v.madeBy
        return (box, inner)
    }

    /// `boxed`, with the view's comment and doc naming the box too; the view inside it is named by its role.
    func namedBox(_ v: View, from k: Int, outerFirst: Bool = false) -> View {
        let (box, inner) = boxed(v, from: k, outerFirst: outerFirst)
        box.comment = v.comment
        box.doc = v.doc
        inner.comment = nil
        inner.doc = nil
        return box
    }

    /// A view whose modifier chain pads it outside its painted box, or paints a fill around a
    /// padded fill (`Sinks.chainOrder`); nil when it does neither. Read from the innermost
    /// modifier out: a padding before any paint is the box's; one outside the box is a margin and
    /// goes (SwiftUI's `.padding(12).background(c).padding(4)`, Compose's
    /// `Modifier.padding(4.dp).background(c).padding(12.dp)`: 12, not 4), as does one between a fill
    /// and the stroke around it (`.border(1.dp, c).padding(1.dp).background(f)`: one box); a fill
    /// painted around a padded fill is a box of its own (`boxed`) with that padding, holding the
    /// view with the modifiers inside it (a thumb's `.background(white).padding(10.dp).background(dot)`).
    func layered(_ v: View) -> View? {
        // A library view that paints inside its modifiers (`Sinks.paintsInsideModifiers`): its own
        // fill is the innermost, so a padding of its modifiers is outside it.
        guard let order = sinks.chainOrder, !v.modifiers.isEmpty else { return nil }
        // So does a stack of painted layers (a radio's ring `ZStack { Circle().fill(c); Circle().strokeBorder(s) }`:
        // `.padding(.top, 2)` on it is outside the ring).
        let paintsInside = sinks.paintsInsideModifiers.contains(v.callee)
            || (sinks.layerStacks.contains(v.callee) && v.children.contains(where: decorates))
        guard v.modifiers.count > (paintsInside ? 0 : 1) else { return nil }
        let n = v.modifiers.count
        var painted: Set<Paint> = paintsInside ? [.fill] : []
        var outside: [Int] = []
        var drop: Set<Int> = []
        for step in 0..<n {
            let i = order == .innerFirst ? step : n - 1 - step
            let m = v.modifiers[i]
            if pads(m) {
                if !painted.isEmpty { outside.append(i) }
                continue
            }
            guard let p = paint(m) else { continue }
            // A paint of a kind the view has already, around a padding of it (a fill around a padded
            // fill; a ring around a padded, bordered circle: `Circle().strokeBorder(c).padding(4)
            // .overlay { Circle().strokeBorder(accent) }`): a box of its own.
            if painted.contains(p), let first = outside.first, drop.isEmpty {
                // The box: the first padding outside the inner paint and everything outside it.
                return namedBox(v, from: first, outerFirst: order == .outerFirst)
            }
            drop.formUnion(outside)
            outside = []
            painted.insert(p)
        }
        drop.formUnion(outside)
        guard !drop.isEmpty else { return nil }
        let w = v.copy()
        w.modifiers = v.modifiers.indices.filter { !drop.contains($0) }.map { v.modifiers[$0] }
        return w
    }

    /// Paddings of one modifier chain add up (`.padding(8).padding(.leading, 4)` pads the leading
    /// edge by 12): each padding fact of `added` becomes the sum of it and the last fact of `earlier`
    /// for its edge at its cell; what cannot be added is unresolved, with both texts.
    func addPaddings(_ earlier: Range<Int>, _ added: Range<Int>, _ ctx: inout Context) {
        let program = ctx.program
        let text = { (g: PointFact) in g.raw.isEmpty ? g.loc.map(program.text) ?? "" : g.raw }
        // A spacing token adds its length (the resolver has not given it yet).
        let lengths = ctx.evaluator.builtins.tokenLengths
        let length = { (v: Value?) in v.flatMap { v in v.number ?? (v.unit == .pt ? v.token.flatMap { lengths[$0] } : nil) } }
        for i in added where Renderer.paddings.contains(ctx.facts[i].property) {
            let f = ctx.facts[i]
            guard let j = earlier.last(where: { j in
                let e = ctx.facts[j]
                return e.part == f.part && e.property == f.property && e.covers(f)
            }) else {
                // An earlier padding of this edge at some cells only: the sum differs by cell.
                if ctx.lifted, earlier.contains(where: { ctx.facts[$0].part == f.part && ctx.facts[$0].property == f.property }) {
                    ctx.failed = true; ctx.why = "paddings"
                }
                continue
            }
            let e = ctx.facts[j]
            ctx.facts[i].raw = "\(text(e)) + \(text(f))"
            if let a = length(e.value), let b = length(f.value), e.value?.unit == f.value?.unit, let unit = f.value?.unit {
                ctx.facts[i].value = .number(a + b, unit)
            } else {
                ctx.facts[i].value = nil
                ctx.facts[i].unresolved = e.unresolved ?? f.unresolved ?? "paddings that add up to a length parity cannot compute"
            }
        }
    }

    enum Paint { case fill, stroke }

    /// What a modifier paints of its view's box: a stroke (a border sink) or a fill (a sink of its background color).
    func paint(_ m: ModifierCall) -> Paint? {
        guard let ss = sinks.modifiers[m.name] else { return nil }
        if ss.contains(where: { $0.kind == .border }) { return .stroke }
        if ss.contains(where: { $0.properties.contains("backgroundColor") }) { return .fill }
        // A layer that decorates the view (`.overlay(Capsule().strokeBorder(c))`): what its shape paints.
        let positional = m.args.filter { $0.label == nil }
        guard let layer = ss.first(where: { $0.kind == .layer }), let i = layer.index, i < positional.count,
              case .view(let w) = positional[i].value.kind, decorates(w) else { return nil }
        return w.modifiers.contains { (sinks.modifiers[$0.name] ?? []).contains { $0.kind == .border } } ? .stroke : .fill
    }

    public static let paddings: Set<String> = ["paddingStart", "paddingEnd", "paddingTop", "paddingBottom"]

    /// Whether a modifier only pads its view.
    func pads(_ m: ModifierCall) -> Bool {
        guard let ss = sinks.modifiers[m.name], !ss.isEmpty else { return false }
        return ss.allSatisfy { s in
            s.kind == .paddingEdges || s.kind == .padding || !s.properties.isEmpty && s.properties.allSatisfy(Renderer.paddings.contains)
        }
    }

    /// An icon inside the component that sizes and paints a box of its own
    /// (`Image(systemName:).font(.system(size: 14)).frame(width: 28, height: 28).background(…)`, a
    /// step button drawn by its glyph): the box (`Sinks.boxing` modifiers on) around the icon (the
    /// modifiers before), as a button holding an icon is on the other platforms.
    func boxedIcon(_ v: View) -> View? {
        let role = rule(v.callee)?.role
        if !sinks.boxing.isEmpty, role == "icon", let k = iconBoxStart(v), paintsBox(v.modifiers[k...]) {
            return boxed(v, from: k).box
        }
        // A text padded and then painted (an action's label): a box around the text — unless its
        // maker names the box as a part (`CountBadge`: the text in a box, in `walk`).
        if let boxing = sinks.textBoxing[v.callee], role == "text", v.madeBy.flatMap({ partNamed(lastName($0)) }).map({ $0 == "text" }) ?? true,
           let k = v.modifiers.firstIndex(where: { boxing.contains($0.name) }), paintsBox(v.modifiers[k...]) {
            return boxed(v, from: k).box
        }
        return nil
    }

    /// Whether a drawing paints the whole box it is drawn in: a paint view (`Sinks.paintViews`) placed
    /// nowhere of its own (`Sinks.drawingPlacement`: a circle at a `center` is part of a glyph).
    func paintsWholeBox(_ w: View) -> Bool {
        guard sinks.paintViews.contains(w.callee) else { return false }
        guard let at = sinks.drawingPlacement[Renderer.variantBase(w.callee) ?? w.callee] else { return true }
        return argument(at, w.args, w.args.filter { $0.label == nil }.map(\.value)) == nil
    }

    /// A canvas that paints its whole box (`Sinks.canvasBoxes`): that box, its drawing behind it.
    func paintedCanvas(_ v: View) -> View? {
        guard let boxCallee = sinks.canvasBoxes[v.callee], let layer = sinks.canvasLayer, v.children.contains(where: paintsWholeBox) else { return nil }
        let box = v.copy()
        box.callee = boxCallee
        box.children = []
        box.modifiers = v.modifiers + [ModifierCall(name: layer, args: [(nil, IRValue(.list(v.children.map { IRValue(.view($0), $0.loc) }), v.loc))], loc: v.loc)]
        return box
    }

    /// A container with no content whose layer draws a glyph (`Sinks.glyphDrawings`): the glyph view
    /// drawing what the layer holds, with the container's other modifiers.
    func drawnGlyph(_ v: View, _ rule: ViewRule?, _ evaluator: Evaluator) -> View? {
        guard let glyph = sinks.glyphView, v.children.isEmpty, rule?.container == true else { return nil }
        var drawings: [View] = []
        var rest: [ModifierCall] = []
        var paintedBox = false
        for m in v.modifiers {
            let ss = sinks.modifiers[m.name] ?? []
            // Painted in a glyph's outline: the glyph in that color.
            if let paint = sinks.glyphPaint, let shape = ss.first(where: { $0.kind == .shape }), let fill = ss.first(where: { $0.kind == .color }) {
                let positional = m.args.filter { $0.label == nil }.map(\.value)
                var outline: String?
                switch argument(shape, m.args, positional)?.kind {
                case .view(let w)?: outline = w.callee
                case .record(let r)?: outline = r.type
                default: break
                }
                if let o = outline, sinks.glyphShapes.contains(o), let color = argument(fill, m.args, positional) {
                    drawings.append(View(callee: paint, args: [("color", color)], loc: m.loc, locals: v.locals))
                    continue
                }
            }
            let layer = ss.contains { $0.kind == .layer }
            let views = layer ? m.args.flatMap { evaluator.flattenViews($0.value) } : []
            guard layer, views.contains(where: { sinks.glyphDrawings.contains($0.callee) }) else { rest.append(m); continue }
            // A circle or rectangle painted across the box beside the glyph's lines (a check box's
            // fill and ring under its check mark): the box's own paint; the lines, a glyph in it.
            let paints = views.filter(paintsWholeBox)
            if !paints.isEmpty {
                let label = m.args.first?.label
                rest.append(ModifierCall(name: m.name, args: [(label, IRValue(.list(paints.map { IRValue(.view($0), $0.loc) }), m.loc))], loc: m.loc))
                paintedBox = true
            }
            drawings += views.filter { w in !paints.contains { $0 === w } }
        }
        guard !drawings.isEmpty else { return nil }
        if paintedBox {
            let g = View(callee: glyph, args: [], children: drawings, loc: drawings[0].loc, locals: v.locals)
            let box = v.copy()
            box.modifiers = rest
            box.children = [g]
            return box
        }
        let c = View(callee: glyph, args: [], children: drawings, loc: v.loc, locals: v.locals)
        c.modifiers = rest
        c.madeBy = v.madeBy
        c.comment = v.comment
        return c
    }

    /// Where the box of an icon that has one begins: its first `Sinks.boxing` modifier, or past the
    /// frame it fills (`Sinks.fillsFrame`), the next frame or padding.
    func iconBoxStart(_ v: View) -> Int? {
        let boxing = sinks.boxing
        if let r = v.modifiers.firstIndex(where: { sinks.fillsFrame.contains($0.name) }),
           v.modifiers[r...].contains(where: { boxing.contains($0.name) }) {
            // Its own frame may be written in parts (`.frame(width: 24).frame(height: 24)`): a
            // frame of a side already framed begins the box, as does a padding after its frame.
            var sized: Set<String> = []
            for i in r..<v.modifiers.count {
                let m = v.modifiers[i]
                if boxing.contains(m.name) {
                    let labels = Set(m.args.compactMap(\.label))
                    if !sized.isDisjoint(with: labels) { return i }
                    sized.formUnion(labels)
                } else if !sized.isEmpty, pads(m) {
                    return i
                }
            }
            return nil
        }
        return v.modifiers.firstIndex { boxing.contains($0.name) }
    }

    /// The properties a box that only frames an icon may set (its size and how it places the icon).
    static let framing: Set<String> = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "alignItems", "justifyContent"]
    static let sizes: Set<String> = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"]
    /// What a view paints of its box.
    public static let paint: Set<String> = Set(["backgroundColor", "borderColor", "borderWidth", "radius"] + Normalize.borderSideWidths.values + Normalize.borderSideColors.values)

    /// A stack's first view framed to the stack's own size, painted where the stack paints nothing
    /// (an avatar: `ZStack(alignment: .bottomTrailing) { content.frame(width: d, height: d)
    /// .background(c).clipShape(Circle()); statusDot }.frame(width: d, height: d)`), covers it: what
    /// it paints is the stack's look, and the stack's content sits where that frame puts it,
    /// centered; the stack's alignment only places the views on it (the dot).
    /// In a container whose children stretch across it (`stretches`), a child fills a side it sets
    /// as `fill` (`flex-1`, `w-full`) or leaves unset where the container places nothing (no `alignItems`).
    func covering(part: String, from start: (origins: Int, facts: Int), ownFrom: Int, stretches: Bool = false, _ ctx: inout Context) {
        guard start.origins < ctx.origins.count, ctx.origins[start.origins].parent == part else { return }
        let child = ctx.origins[start.origins].name
        let own = ctx.facts[ownFrom..<start.facts].filter { $0.part == part }
        let mine = ctx.facts[start.facts...].filter { $0.part == child }
        let placed = own.contains { $0.property == "alignItems" || $0.property == "justifyContent" }
        // Rendering every state set at once, where either paints in some states only, whether it covers differs by state set.
        if ctx.everyState, mine.contains(where: { Renderer.paint.contains($0.property) }), own.contains(where: \.heldInSomeStates) || mine.contains(where: \.heldInSomeStates) {
            ctx.failed = true; ctx.why = "covering per state"; return
        }
        guard !own.contains(where: { Renderer.paint.contains($0.property) }), mine.contains(where: { Renderer.paint.contains($0.property) }),
              ["width", "height"].allSatisfy({ p in
                  guard let a = own.last(where: { $0.property == p })?.value else { return false }
                  // A length the view states but parity cannot read (`fillMaxWidth(progress)`, a bar's fill)
                  // may not cover its container.
                  guard let f = mine.last(where: { $0.property == p }) else { return stretches && !placed }
                  guard let b = f.value else { return false }
                  return a == b || stretches && b.keyword == "fill"
              }) else { return }
        var drop: [Int] = []
        for i in start.facts..<ctx.facts.count where ctx.facts[i].part == child {
            let p = ctx.facts[i].property
            // Stretched across its container, how it places its content is the container's too.
            if Renderer.paint.contains(p) || stretches && (p == "alignItems" || p == "justifyContent") { ctx.facts[i].part = part }
            else if Renderer.sizes.contains(p) { drop.append(i) }
        }
        for i in drop.reversed() { ctx.facts.remove(at: i) }
        // Centered by the covering view's frame (shown where the stack's alignment is written).
        for i in ownFrom..<start.facts where ctx.facts[i].part == part && (ctx.facts[i].property == "alignItems" || ctx.facts[i].property == "justifyContent") {
            ctx.facts[i].value = .keyword("center")
            ctx.facts[i].raw = "centered in the frame of the view that covers it"
        }
    }

    /// Whether a view's modifiers make it fill its parent's box (`Sinks.parentFilling`: Compose's `matchParentSize()`).
    func fillsParent(_ v: View) -> Bool { v.modifiers.contains { sinks.parentFilling.contains($0.name) } }
    /// The bounds of a length and the length they fix where they are equal (`lengthsFromBounds`).
    static let bounds = [("minHeight", "maxHeight", "height"), ("minWidth", "maxWidth", "width")]

    /// Spacers of a fixed length between two of a part's views (`Icon(…); Spacer(Modifier.width(8.dp));
    /// Text(…)`): the part's gap along its axis (its `direction`, a row where it states none),
    /// where the part sets no gap itself; the spacers are no parts.
    func spacersAsGap(_ children: [View], _ starts: [(origins: Int, facts: Int)], part: String, _ ctx: inout Context) {
        guard !sinks.spacers.isEmpty, children.count >= 3,
              children.dropFirst().dropLast().contains(where: { sinks.spacers.contains($0.callee) }) else { return }
        let mine = ctx.facts.filter { $0.part == part }
        if mine.contains(where: { $0.property == "gap" }) { return }
        let axis = mine.last(where: { $0.property == "direction" })?.value?.keyword == "column" ? "height" : "width"
        var gone: [Int] = []
        for i in 1..<(children.count - 1) where sinks.spacers.contains(children[i].callee) {
            let (o, from) = starts[i]
            let to = i + 1 < starts.count ? starts[i + 1].facts : ctx.facts.count
            let originsEnd = i + 1 < starts.count ? starts[i + 1].origins : ctx.origins.count
            guard o < originsEnd, ctx.origins[o].how == PartInfo.unnamed, ctx.origins[o].view == children[i].callee else { continue }
            let name = ctx.origins[o].name
            guard from < to, ctx.facts[from..<to].allSatisfy({ $0.part == name && $0.property == axis }) else { continue }
            for k in from..<to {
                ctx.facts[k].part = part
                ctx.facts[k].property = "gap"
            }
            gone.append(o)
        }
        for o in gone.reversed() { ctx.origins.remove(at: o) }
    }

    /// A view's minimum and maximum of one length at the same value (`.frame(minHeight: 20, maxHeight: 20)`,
    /// `{ minHeight: 20, maxHeight: 20 }`) are that length: its `height`, as the other platforms state it.
    func lengthsFromBounds(from start: Int, part: String, _ ctx: inout Context) {
        guard start < ctx.facts.count, ctx.facts[start...].contains(where: { $0.property == "minHeight" || $0.property == "minWidth" }) else { return }
        for (lower, upper, length) in Renderer.bounds {
            var drop: [Int] = []
            for i in start..<ctx.facts.count where ctx.facts[i].part == part && ctx.facts[i].property == lower && ctx.facts[i].value?.number != nil {
                let f = ctx.facts[i]
                guard let j = (start..<ctx.facts.count).first(where: { j in
                    let g = ctx.facts[j]
                    return !drop.contains(j) && g.part == part && g.property == upper && g.value == f.value
                        && g.sameCell(f)
                }) else { continue }
                ctx.facts[i].property = length
                drop.append(j)
            }
            for j in drop.sorted(by: >) { ctx.facts.remove(at: j) }
        }
    }

    func walk(_ v: View, parent: String?, index: Int, inherited: [ModifierCall], _ ctx: inout Context) {
        if parent == nil, !sinks.inheritedStyles.isEmpty, let w = withInheritedStyles(v, [:]) { return walk(w, parent: parent, index: index, inherited: inherited, &ctx) }
        if let w = fieldInBox(v) { return walk(w, parent: parent, index: index, inherited: inherited, &ctx) }
        let layerOf = ctx.layerOf
        ctx.layerOf = nil
        if let w = layered(v) {
            // The only view in a layer of a part with no content of its own (a switch's thumb in its
            // track's overlay, `Circle().fill(…).frame(…).padding(2)`): its margin insets it from the
            // part's edges, the part's padding, as the other platforms state it on the track.
            if let p = layerOf, p == parent, w.callee == v.callee, w.modifiers.count < v.modifiers.count {
                let margins = v.modifiers.filter { m in pads(m) && !w.modifiers.contains { $0.loc == m.loc && $0.name == m.name } }
                for m in margins { lifting(&ctx) { modifier(m, part: p, &$0) } }
            }
            return walk(w, parent: parent, index: index, inherited: inherited, &ctx)
        }
        if let box = decorationAroundText(v) { return walk(box, parent: parent, index: index, inherited: inherited, &ctx) }
        if let trimmed = withoutLineShare(v) { return walk(trimmed, parent: parent, index: index, inherited: inherited, &ctx) }
        if let box = reframed(v) { return walk(box, parent: parent, index: index, inherited: inherited, &ctx) }
        if parent != nil, let box = boxedIcon(v) { return walk(box, parent: parent, index: index, inherited: inherited, &ctx) }
        let rule = self.rule(v.callee)
        if let box = paintedCanvas(v) { return walk(box, parent: parent, index: index, inherited: inherited, &ctx) }
        if let glyph = drawnGlyph(v, rule, ctx.evaluator) { return walk(glyph, parent: parent, index: index, inherited: inherited, &ctx) }
        // An empty container that takes no room (`Spacer(Modifier.width(0.dp))`): nothing to draw, no part.
        if parent != nil, rule?.container == true, v.children.isEmpty, !v.modifiers.isEmpty, v.modifiers.allSatisfy(setsOnlyZeroLengths) { return }
        // A view that only passes its content on, with none (SwiftUI's `EmptyView()`, an empty `Group`): nothing drawn, no part.
        if parent != nil, let rule, rule.transparent, v.children.isEmpty, v.args.isEmpty { return }
        // A container that gives its one view all its space (SwiftUI's `GeometryReader`) but paints a box
        // of its own around a view that paints too (a progress track's `.background(separator)` around the
        // fill's `Rectangle().fill(c).frame(width: proxy.size.width * p)`) is a view of its own: two paints
        // are not one view's (the fill was dropped under the track's background).
        if let rule, rule.transparent, v.children.count == 1, !(rule.container && paints(v.modifiers) && paints(v.children[0].modifiers)) {
            // Its sinks that name a part set that part (a context provider's value).
            for sink in rule.args {
                guard let p = sink.part, let value = sink.labels.lazy.compactMap({ l in v.arg(l) }).first else { continue }
                lifting(&ctx) { apply(sink, [value], part: p, &$0) }
            }
            let c = v.children[0].copy()
            c.modifiers += v.modifiers
            if c.comment == nil { c.comment = v.comment }
            return walk(c, parent: parent, index: index, inherited: inherited, &ctx)
        }
        // A view that only groups its content, modified or not (SwiftUI's `Group { if let v { Text(v) } else {
        // Text(placeholder) } }.frame(maxWidth: .infinity)`, React's `<React.Fragment key={i}>` around a step's
        // connector and its button): each view in it is its parent's and takes the modifiers, as SwiftUI applies them.
        if let rule, rule.transparent, rule.args.isEmpty, v.children.count > 1, parent != nil {
            for (i, child) in v.children.enumerated() {
                let c = child.copy()
                c.modifiers += v.modifiers
                walk(c, parent: parent, index: index + i, inherited: inherited, &ctx)
            }
            return
        }
        let besideFieldText = ctx.besideFieldText, decorationStack = ctx.decorationStack, laidOutBy = ctx.laidOutBy, onlyChild = ctx.onlyChild
        ctx.besideFieldText = false
        ctx.decorationStack = nil
        ctx.laidOutBy = nil
        ctx.onlyChild = false
        var (part, how) = name(v, parent: parent, index: index)
        if let parent, rule?.ofParent == true { part = parent; how = "parent" }
        // The outermost view a field's decoration draws (`BasicTextField(decorationBox = { inner ->
        // Row(Modifier.background(…).padding(…)) { … inner() } })`) is the field's own box, and the
        // first container of a decoration that layers its children (Material's `Container` behind the row).
        if let parent, v.decorates || decorationStack == parent && index == 0 && how == PartInfo.unnamed && rule?.container == true {
            part = parent
            how = "parent"
        }
        // The one container a surface holds, painting nothing itself (`Surface(color = …) { Row(Modifier.padding(…)) { … } }`): the surface's box.
        if let parent, laidOutBy == parent, how == PartInfo.unnamed, rule?.container == true, !paintsBox(v.modifiers), !fills(v.modifiers) {
            part = parent
            how = "parent"
        }
        // A text beside the field's own text in its decoration (`Box { if (value.isEmpty()) Text(hint); inner() }`): the placeholder.
        if besideFieldText, rule?.role == "text", how.hasPrefix("role of"), !sinks.fieldViews.contains(v.callee), v.readAs != View.fieldText {
            part = "placeholder"
            how = "beside the field's text"
        }
        // A container holding only the caller's view in a slot (`Box(Modifier.size(s)) { CompositionLocalProvider(…, content = icon) }`)
        // and that view are one part, named by the slot: the box's size is the icon's.
        if how == PartInfo.unnamed, rule?.container == true, v.children.count == 1, v.children[0].fromCaller, let p = partNamed(v.children[0].callee) {
            part = p
            how = "holds {\(v.children[0].callee)}"
        } else if v.fromCaller, let parent, parent == partNamed(v.callee) {
            part = parent
            how = "parent"
        } else if how == PartInfo.unnamed, rule?.container == true, v.children.count == 1,
                  let role = self.rule(v.children[0].callee)?.role, sinks.boxedRoles.contains(role) {
            // The box that sizes a spinner (`Sinks.boxedRoles`) and the spinner are one part.
            part = role
            how = "box around \(v.children[0].callee)"
        } else if let parent, rule?.role.map(sinks.boxedRoles.contains) == true, parent == rule?.role {
            // The spinner in that box: the box's part.
            part = parent
            how = "parent"
        }
        // A text in a box of its own (`CountBadge`'s `Text(…).padding(…).background(…, in: shape)`):
        // the box is the part its maker names, the text its role.
        var boxedText: String?
        if parent != nil, let role = rule?.role, role == "text", how.hasPrefix("role of"), let m = v.madeBy,
           let p = partNamed(lastName(m)), p != role, paintsBox(v.modifiers) {
            boxedText = role
            part = p
            how = "name \(m), a text in a box"
        }
        // A view the code styles as the root (`slots.root()`, `styles.root`), or the one container,
        // right inside an outermost view that sets nothing itself (a touch wrapper; a `Pressable`
        // whose render function returns one styled `View`): the root's own look.
        if parent == "root", how == PartInfo.unnamed, v.holds.map({ $0.split(separator: " ").contains("root") }) ?? false || onlyChild && rule?.container == true,
           !ctx.facts.contains(where: { $0.part == "root" }) {
            part = "root"
            how = "parent"
        }
        // The first child of an outermost stack that layers its children and sets nothing itself
        // (`Box(modifier) { Box(Modifier.size(…).background(…)) { icon }; CountBadge(Modifier.align(TopEnd)) }`):
        // the root's own look; the later children lie on it (as a badge on a `Pressable`).
        if parent == nil, sinks.layerStacks.contains(v.callee) { ctx.layeredRoot = true }
        // So is such a first child that fills a root that sizes itself and paints nothing (an avatar's
        // `Box(Modifier.size(40.dp)) { Box(Modifier.matchParentSize().clip(shape).background(c)) { … } }`).
        if parent == "root", index == 0, ctx.layeredRoot, how == PartInfo.unnamed, rule?.container == true,
           !ctx.facts.contains(where: { $0.part == "root" && (!fillsParent(v) || Renderer.paint.contains($0.property)) }) {
            part = "root"
            how = "parent"
        }
        // A second view of the same role gets a number (`text`, `text2`), the same at every point
        // of the input space: by the source of the view, not its order at the point (a check
        // mark shown only when checked does not renumber the icon after it).
        if how != "outermost view", how != "parent", how != PartInfo.unnamed {
            let here = site(v)
            let occurrence = ctx.occurrences[here, default: 0]
            ctx.occurrences[here] = occurrence + 1
            part = numbering.name(part, site: Numbering.Key(site: here, occurrence: occurrence), slot: "\(parent ?? "")#\(index)", present: ctx.present)
            // (Kept for a view of its box's kind, the one `Numbering.merge` may give back.)
            if let parent, Renderer.kind(of: parent) == Renderer.kind(of: part) { ctx.numbered[part] = Numbering.Key(site: here, occurrence: occurrence) }
            // The text in the box is numbered as a text of its own (`text2` beside a title's `text`).
            if let t = boxedText {
                boxedText = numbering.name(t, site: Numbering.Key(site: here, occurrence: -1 - occurrence), slot: "\(part)#0", present: ctx.present)
            }
        }
        let ownOrigin = how != "parent" ? ctx.origins.count : nil
        if how != "parent" {
            var info = PartInfo(name: part, how: how, view: v.callee, location: ctx.program.location(v.loc), parent: parent, index: index)
            info.edge = v.edgeLine
            ctx.origins.append(info)
        }
        let ownFactsFrom = ctx.facts.count
        if let rule {
            for (property, keyword) in rule.facts.sorted(by: { $0.key < $1.key }) {
                libraryFact(part, property, .keyword(keyword), raw: v.callee, at: v.loc, &ctx)
            }
            for fixed in rule.fixed where holds(fixed.state, ctx.evaluator) && fixed.unless.map({ v.arg($0) == nil }) ?? true {
                libraryFact(fixed.part ?? part, fixed.property, fixed.normalized, raw: "\(v.callee) (the library's \(fixed.value))", at: v.loc, &ctx)
            }
        }
        let isText = rule?.role == "text" || rule?.role == "placeholder"
        let factsFrom = ctx.facts.count
        // What a text takes from its containers, unless it sets the same itself (its own font
        // replaces an inherited one whole).
        if isText { for m in inherited where !overridden(m, by: v.modifiers[...]) { lifting(&ctx) { modifier(m, part: boxedText ?? part, &$0) } } }
        if let role = rule?.role, let taken = sinks.roleInheritedModifiers[role] {
            for m in inherited where taken.contains(m.name) && !overridden(m, by: v.modifiers[...]) {
                lifting(&ctx) { modifier(m, part: part, aliases: rule?.aliases ?? [:], &$0) }
            }
        }
        // A shape that paints nothing itself: filled as a container's modifier says (`Sinks.shapeInheritedFill`).
        if !sinks.shapeInheritedFill.isEmpty, sinks.shapes[v.callee] != nil, !v.modifiers.contains(where: { sinks.shapePaints.contains($0.name) }),
           let m = inherited.last(where: { sinks.shapeInheritedFill[$0.name] != nil }) {
            var fill = m
            fill.name = sinks.shapeInheritedFill[m.name]!
            lifting(&ctx) { modifier(fill, part: part, &$0) }
        }
        // The outermost view that is also a text field: its text arguments set the text part.
        let argPart = how == "outermost view" ? rule?.role ?? part : boxedText ?? part
        if argPart != part { ctx.origins.append(PartInfo(name: argPart, how: "role of \(v.callee), \(boxedText == nil ? "the outermost view" : "in the box")", view: v.callee, location: ctx.program.location(v.loc), parent: part, index: 0)) }
        if argPart != part, boxedText == nil { numbering.reserve(argPart, site: Numbering.Key(site: site(v), occurrence: Int.min)) }
        if rule != nil || !sinks.commonArgs.isEmpty {
            var positional = v.args.filter { $0.label == nil }.map(\.value)
            positional.removeAll(where: Renderer.isView)
            let outerArguments = ctx.argumentsOf
            defer { ctx.argumentsOf = outerArguments }
            ctx.argumentsOf = v
            for sink in (rule?.args ?? []) + sinks.commonArgs {
                var value = argument(sink, v.args, positional)
                // An argument that sets nothing (`Text(text, color = Color.Unspecified)`) leaves the
                // view what it takes from around it.
                // (Not read through a choice not assumed: that would trip a lifted rendering.)
                if let given = value, rule?.inherits.isEmpty == false, given.openChoice == nil, isUnset(given) { value = nil }
                // What a view takes from around it (`LocalContentColor`) does not replace what its own
                // arguments set (`BasicText(style = style.copy(color = secondary))` in a Surface's content color).
                if value == nil, rule?.inherits.isEmpty == false, !sink.properties.isEmpty,
                   ctx.facts[factsFrom...].contains(where: { $0.part == (sink.part ?? argPart) && sink.properties.contains($0.property) }) { continue }
                if value == nil, let rule {
                    for l in sink.labels {
                        guard let locals = rule.inherits[l] else { continue }
                        if let lv = locals.lazy.compactMap({ v.locals.lookup($0) }).first { value = lv; break }
                        // Nothing provides it: what the project's theme gives it (`KitTheme`'s
                        // `LocalTextStyle provides type.body`), else the library's default (Material's).
                        let evaluator = ctx.evaluator
                        if let given = locals.lazy.compactMap({ evaluator.libraryDefault($0, v.loc) }).first {
                            value = given
                            break
                        }
                    }
                }
                guard let value else { continue }
                lifting(&ctx) { apply(sink, [value], part: sink.part ?? argPart, &$0) }
            }
        }
        // A shape view has the radius its shape gives (`RoundedRectangle(cornerRadius: 8)`, `Capsule()`);
        // not a drawing of what it is drawn in (a circle of a `Canvas` glyph is no corner of the glyph).
        // A square one (`Rectangle()` drawn as a fill or a divider) states no radius: it is what a view without one has.
        if let shapeRule = sinks.shapes[v.callee], rule?.ofParent != true, !shapeRule.square {
            lifting(&ctx) { ctx in
                let shape = IRValue(.view(v), v.loc)
                // A radius parity cannot compute (`Path(roundedRect: rect, cornerRadius: rect.height / 2)`) is unresolved, not dropped.
                if !addRadius(shape, part: part, &ctx), let (rule, labeled) = shapeArguments(shape), rule.fixed == nil, corners(rule, labeled) == nil,
                        let arg = radiusArgument(shape, rule, labeled), case .unknown(let why) = arg.kind {
                    unresolved(part, "radius", why, arg, &ctx)
                }
            }
        }
        let outerLayers = ctx.layerChildren
        ctx.layerChildren = []
        // Text sinks of an outermost text view set its text part.
        let textPart = how == "outermost view" && isText ? rule?.role : boxedText
        // Where this view's first padding began setting facts: paddings of a modifier chain add up.
        var paddedFrom: Int?
        // The modifiers a project view's body set (SwiftUI): a caller's environment modifier
        // (`.foregroundColor`, `.font`) does not reach into a view whose body sets the same.
        let bodySet = sinks.chainOrder == .innerFirst ? min(v.maker?.bodyModifiers ?? 0, v.modifiers.count) : 0
        for (i, m) in v.modifiers.enumerated() {
            // A container passes what its text takes (`.font`) down rather than taking it itself.
            if rule?.role == nil, !v.children.isEmpty, sinks.inheritedModifiers.contains(m.name) { continue }
            if i >= bodySet, bodySet > 0, sinks.inheritedModifiers.contains(m.name), overridden(m, by: v.modifiers[..<bodySet]) { continue }
            let before = ctx.facts.count
            lifting(&ctx) { modifier(m, part: part, textPart: textPart, aliases: rule?.aliases ?? [:], &$0) }
            guard sinks.chainOrder != nil, pads(m) else { continue }
            if let from = paddedFrom { addPaddings(from..<before, before..<ctx.facts.count, &ctx) } else { paddedFrom = before }
        }
        // A text that sets no font and takes none from its containers has the library's (`.body`).
        if isText, let defaults = rule?.defaults, !defaults.isEmpty {
            let tp = textPart ?? boxedText ?? part
            let own = ctx.facts[factsFrom...].filter { ($0.part == tp || $0.part == part) && Renderer.fontProperties.contains($0.property) }
            if own.isEmpty {
                for (name, style) in defaults.sorted(by: { $0.key < $1.key }) {
                    let m = ModifierCall(name: name, args: [(nil, IRValue(.enumCase(type: "", name: style), v.loc))], loc: v.loc)
                    let before = ctx.facts.count
                    lifting(&ctx) { modifier(m, part: tp, &$0) }
                    for i in before..<ctx.facts.count { ctx.facts[i].raw = "\(v.callee) (the library's .\(style))" }
                }
            } else {
                unlessAtEveryCell(own, why: "text default", &ctx)
            }
        }
        var layered = ctx.layerChildren
        ctx.layerChildren = outerLayers
        // View arguments that are parts of their own.
        for (label, name) in (rule?.viewArgs ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let a = v.arg(label), case .view(let w) = a.kind else { continue }
            let named = w.copy()
            named.comment = name
            layered.append(named)
        }
        for (property, names) in sinks.partInherits[part] ?? [:] {
            // Whether the part sets the property itself: at some cells only, then it depends on the point.
            let own = ctx.facts.filter { $0.part == part && $0.property == property }
            if !own.isEmpty {
                unlessAtEveryCell(own, why: "inherits", &ctx)
                continue
            }
            if let value = names.lazy.compactMap({ v.locals.lookup($0) }).first { lifting(&ctx) { single(.color, property, value, part: part, &$0) } }
        }
        // A container right inside a provider holds what it provides (a project Surface's content
        // color); not one with no content (a `Spacer` beside the text the provider colors).
        if rule?.container == true, !v.children.isEmpty {
            for (property, names) in sinks.providedByContainer.sorted(by: { $0.key < $1.key }) {
                let outer = ctx.parentLocals
                // The provider lookups first: most containers have none, and the facts need not be scanned.
                guard let node = names.lazy.compactMap({ v.locals.node($0) }).first,
                      names.lazy.compactMap({ outer?.node($0) }).first !== node,
                      // What the views inside draw with says what could not be read; the container adds nothing.
                      !node.value.isUnknown,
                      // Not where the view it is in holds it already (a Material Card's content color is the card's).
                      !ctx.facts.contains(where: { ($0.part == part || $0.part == parent) && $0.property == property }) else { continue }
                lifting(&ctx) { single(.color, property, node.value, part: part, &$0) }
            }
        }
        let passDown = inherited + v.modifiers.filter { sinks.inheritedModifiers.contains($0.name) }
        // A content closure another argument replaces (a `TextField`'s label where its `prompt:` shows).
        let hidden = rule.map { r in r.hidesChildren && r.viewArgs.keys.contains { v.arg($0) != nil } } ?? false
        var children = hidden ? [] : v.children
        // A stack that layers its children (`ZStack { Circle().fill(c); Circle().strokeBorder(s) }`):
        // a painted shape that fills it, with no frame of its own, is the stack's fill or border.
        if sinks.layerStacks.contains(v.callee) {
            children.removeAll { c in
                guard decorates(c) else { return false }
                lifting(&ctx) { ctx in
                    addRadius(.init(.view(c), c.loc), part: part, &ctx)
                    paintArguments(c, part: part, &ctx)
                    for m in c.modifiers { modifier(m, part: part, aliases: sinks.rule(c.callee)?.aliases ?? [:], &ctx) }
                }
                return true
            }
        }
        // A view drawn as its parent's part (a field's decoration, a surface's content) that fills its
        // parent (`Row(Modifier.fillMaxHeight())`) says nothing of the part's size: the parent's stays.
        if how == "parent", parent == part, rule?.ofParent != true {
            ctx.facts[ownFactsFrom...].removeAll { $0.part == part && Renderer.sizes.contains($0.property) && $0.value?.keyword == "fill" }
        }
        lengthsFromBounds(from: ownFactsFrom, part: part, &ctx)
        let outerLocals = ctx.parentLocals
        ctx.parentLocals = v.locals
        let fieldText = children.contains { $0.callee == View.fieldText || $0.readAs == View.fieldText }
            || sinks.layerStacks.contains(v.callee) && children.contains { sinks.fieldViews.contains($0.callee) }
        let childOrigins = ctx.origins.count, childFacts = ctx.facts.count
        // Where each child's part and facts begin (for the spacers between them).
        var starts: [(origins: Int, facts: Int)] = []
        let stretches = sinks.stretchingContainers.contains(v.callee)
        // The outermost view that sets nothing around one container (a `Pressable` whose render-prop
        // child is the styled `View`): that container is the outermost view that draws, `root` too.
        let bareRoot = parent == nil && children.count == 1 && layered.isEmpty && rule?.container == true
            && self.rule(children[0].callee)?.container == true && !ctx.facts[ownFactsFrom...].contains { $0.part == part }
        for (i, c) in (children + layered).enumerated() {
            starts.append((ctx.origins.count, ctx.facts.count))
            ctx.besideFieldText = fieldText
            ctx.decorationStack = i == 0 && v.decorates && sinks.layerStacks.contains(v.callee) ? part : nil
            ctx.laidOutBy = children.count == 1 && layered.isEmpty && rule?.contentLaysOut == true ? part : nil
            ctx.onlyChild = children.count == 1 && layered.isEmpty
            ctx.layerOf = children.isEmpty && layered.count == 1 ? part : nil
            walk(c, parent: bareRoot ? nil : part, index: i, inherited: passDown, &ctx)
            if i == 0, children.count > 1 && sinks.layerStacks.contains(v.callee) || stretches {
                covering(part: part, from: starts[0], ownFrom: ownFactsFrom, stretches: stretches, &ctx)
            }
        }
        ctx.besideFieldText = false
        ctx.decorationStack = nil
        ctx.laidOutBy = nil
        ctx.layerOf = nil
        ctx.onlyChild = false
        ctx.parentLocals = outerLocals
        spacersAsGap(children, starts, part: part, &ctx)
        // The part a container's one child made, and its view's role (for the two boxes below).
        let soleChild: (name: String, role: String?)? = rule?.container == true && children.count == 1 && layered.isEmpty
            && childOrigins < ctx.origins.count && ctx.origins[childOrigins].parent == part
            ? (ctx.origins[childOrigins].name, self.rule(ctx.origins[childOrigins].view)?.role) : nil
        // A box that holds one text and paints nothing (a text button's `<Pressable className="active:opacity-70">
        // <Text>…`): how transparent it is, is the text's, as Compose's `graphicsLayer { alpha }` or SwiftUI's
        // `.opacity` on the label states it (unless the text sets its own). Not the outermost view: a component
        // that is a text button is its root's look.
        if parent != nil, let text = soleChild, text.role == "text",
           !ctx.facts[ownFactsFrom..<childFacts].contains(where: { $0.part == part && Renderer.paint.contains($0.property) }) {
            let text = text.name
            if !ctx.facts[childFacts...].contains(where: { $0.part == text && $0.property == "opacity" }) {
                for i in ownFactsFrom..<childFacts where ctx.facts[i].part == part && ctx.facts[i].property == "opacity" { ctx.facts[i].part = text }
            }
        }
        // A box that only frames one icon (`<View style={{ width: 16, height: 16 }}><Icon size={16} /></View>`,
        // `Box(Modifier.size(16.dp)) { Icon(…) }`): its size is the icon's, one part with it.
        // So is a box the code names as the icon (`<View style={styles.icon}><Icon size={20} /></View>`): the part keeps its name.
        let namedAsIcon = how != PartInfo.unnamed && how != "outermost view" && Renderer.kind(of: part) == "icon"
        // Not a box with a paint layer that paints at another state only (`.background { if configuration.isPressed
        // { shape.fill(c) } }`): the box is a part at every state, as where it paints.
        if how == PartInfo.unnamed || namedAsIcon, let child = soleChild, child.role == "icon", let own = ownOrigin, !paintsBox(v.modifiers),
           !keepBoxes.contains(ctx.origins[own].location),
           ctx.facts[ownFactsFrom..<childFacts].allSatisfy({ f in f.part != part || Renderer.framing.contains(f.property)
               // A content color the box hands down (`CompositionLocalProvider(LocalTint provides c) { Box(…) { icon() } }`),
               // which the icon draws in: the icon's, not the box's.
               || f.property == "color" && ctx.facts[childFacts...].contains { $0.part == child.name && $0.property == "color" } }),
           ctx.facts[ownFactsFrom..<childFacts].contains(where: { $0.part == part && Renderer.sizes.contains($0.property) }) {
            let icon = child.name
            let target = namedAsIcon ? part : icon
            // An icon that fills the frame (`Image(Modifier.fillMaxSize())`) is the frame's size.
            let fills = Set(ctx.facts[childFacts...].filter { $0.part == icon && Renderer.sizes.contains($0.property) && $0.value?.keyword == "fill" }.map(\.property))
            for i in (childFacts..<ctx.facts.count).reversed() where ctx.facts[i].part == icon && fills.contains(ctx.facts[i].property) { ctx.facts.remove(at: i) }
            let set = Set(ctx.facts[childFacts...].filter { $0.part == icon }.map(\.property))
            var kept: [PointFact] = []
            for f in ctx.facts[ownFactsFrom..<childFacts] {
                if f.part != part { kept.append(f); continue }
                // Where the box places the icon is no look of the icon's (SwiftUI's framed `Image` has none).
                if set.contains(f.property) || !Renderer.sizes.contains(f.property) { continue }
                var g = f
                g.part = target
                kept.append(g)
            }
            ctx.facts.replaceSubrange(ownFactsFrom..<childFacts, with: kept)
            if namedAsIcon {
                let from = ownFactsFrom + kept.count
                for i in from..<ctx.facts.count where ctx.facts[i].part == icon { ctx.facts[i].part = part }
                ctx.origins.remove(at: childOrigins)
                // The icon's number is not used up (`icon2` stays for the next icon, as where no box is drawn).
                if let key = ctx.numbered[icon] { numbering.merge(key, into: part) }
            } else {
                ctx.origins[childOrigins].parent = parent
                mergedBoxes.insert(ctx.origins[own].location)
                ctx.origins.remove(at: own)
            }
        }
    }

    func modifier(_ m: ModifierCall, part viewPart: String, textPart: String? = nil, aliases: [String: String] = [:], _ ctx: inout Context) {
        guard let why = m.undecided else { return applyModifier(m, part: viewPart, textPart: textPart, aliases: aliases, &ctx) }
        // Applied only under a condition parity cannot decide: what it sets is unresolved.
        let start = ctx.facts.count
        applyModifier(m, part: viewPart, textPart: textPart, aliases: aliases, &ctx)
        for i in start..<ctx.facts.count {
            ctx.facts[i].value = nil
            ctx.facts[i].unresolved = why
            // Shown as the modifier written under the condition, not as one of its arguments.
            ctx.facts[i].raw = ""
            ctx.facts[i].loc = m.loc
        }
    }

    func applyModifier(_ m: ModifierCall, part viewPart: String, textPart: String?, aliases: [String: String], _ ctx: inout Context) {
        guard let sinks = self.sinks.modifiers[aliases[m.name] ?? m.name] else { return unread(m, part: viewPart, textPart: textPart, &ctx) }
        let positional = m.args.filter { $0.label == nil }.map(\.value)
        for sink in sinks {
            let part = sink.text ? textPart ?? viewPart : viewPart
            if sink.kind == .paddingEdges || sink.kind == .border || sink.kind == .scale {
                apply(sink, m.args.map(\.value), part: sink.part ?? part, &ctx, labeled: m.args)
                continue
            }
            if let c = sink.constant {
                if let v = argument(sink, m.args, positional) {
                    apply(sink, [v], part: sink.part ?? part, &ctx)
                } else {
                    // Shown as the modifier (a Compose call's text starts at its chain's receiver).
                    let first = ctx.facts.count
                    apply(sink, [IRValue(.string(c), m.loc)], part: sink.part ?? part, &ctx)
                    for i in first..<ctx.facts.count where ctx.facts[i].raw.isEmpty { ctx.facts[i].raw = ".\(m.name)()" }
                }
                continue
            }
            if sink.kind == .layer {
                // Laid along one edge (`.overlay(alignment: .bottom) { … }`): a line there may be a side's border.
                var edge: String?
                if case .enumCase(_, let a)? = m.args.first(where: { $0.label == self.sinks.layerAlignmentLabel })?.value.kind { edge = self.sinks.layerEdges[a] }
                if let value = argument(sink, m.args, positional) { layer(value, sink, part: part, edge: edge, &ctx) }
                continue
            }
            guard let value = argument(sink, m.args, positional) else { continue }
            apply(sink, [value], part: sink.part ?? part, &ctx)
        }
    }

    /// A modifier no row describes whose name ends as a styling one does (`sparkPadding`,
    /// `Sinks.unreadModifierEndings`): what it probably sets is unresolved, shown as the modifier.
    func unread(_ m: ModifierCall, part viewPart: String, textPart: String?, _ ctx: inout Context) {
        guard !sinks.unreadModifierEndings.isEmpty, !sinks.otherModifiers.contains(m.name) else { return }
        for (ending, rule) in sinks.unreadModifierEndings where m.name.count > ending.count && m.name.hasSuffix(ending) {
            let prefix = m.name.dropLast(ending.count)
            // A word before the ending (`spark` + `Padding`), not part of another word.
            guard prefix.last.map({ $0.isLowercase || $0.isNumber }) == true else { continue }
            let why = "`.\(m.name)(…)` has no row in parity's tables and the project does not declare it (a package outside the root?): parity does not know what it sets; describe it in `conventions.tables.\(sinks.tablesKey).modifiers` of parity.json"
            // Labels that name some of its properties (`.sparkFrame(height: 20)`): only those.
            let named = rule.properties.filter { p in m.args.contains { $0.label == p } }
            for p in named.isEmpty ? rule.properties : named {
                var f = PointFact(part: rule.text ? textPart ?? viewPart : viewPart, property: p, value: nil, unresolved: why, loc: m.loc)
                f.raw = ""
                ctx.facts.append(f)
            }
            return
        }
    }

    /// The argument a sink reads: the first of its labels present, else the positional one at its index.
    func argument(_ sink: ArgSink, _ args: [(label: String?, value: IRValue)], _ positional: [IRValue]) -> IRValue? {
        if let v = sink.labels.lazy.compactMap({ l in args.first { $0.label == l }?.value }).first { return v }
        if let i = sink.index, i < positional.count { return positional[i] }
        return nil
    }

    /// Whether a view's own modifiers replace an inherited one: the same modifier, or another text style.
    /// A view's own facts that decide whether it takes a value from elsewhere (an inherited
    /// color, the library's font): where a lifted rendering has them at some cells only, that
    /// depends on the point, and the rendering is done point by point (`why`).
    func unlessAtEveryCell(_ own: [PointFact], why: String, _ ctx: inout Context) {
        // (A fact held in some states only, rendering every state set at once, holds at no cell throughout.)
        guard ctx.lifted, !own.contains(where: { $0.cellVariant < 0 && $0.cellSize < 0 && !$0.heldInSomeStates }) else { return }
        // Facts per variant or size that together hold at every cell (a font per size) do too.
        if let dims = ctx.evaluator.dimensions, dims.count >= 2 {
            let variants = max(1, dims[0].count), sizes = max(1, dims[1].count)
            var covered = [Bool](repeating: false, count: variants * sizes)
            for f in own where !f.heldInSomeStates {
                for v in 0..<variants where f.cellVariant < 0 || Int(f.cellVariant) == v {
                    for s in 0..<sizes where f.cellSize < 0 || Int(f.cellSize) == s { covered[v * sizes + s] = true }
                }
            }
            if !covered.contains(false) { return }
        }
        ctx.failed = true
        ctx.why = why
    }

    /// What a font sets: a text with none of them takes the library's default (`ViewRule.defaults`).
    static let fontProperties: Set<String> = ["typography", "fontSize", "lineHeight", "fontFamily"]

    func overridden(_ m: ModifierCall, by own: ArraySlice<ModifierCall>) -> Bool {
        let styles = { (c: ModifierCall) in (self.sinks.modifiers[c.name] ?? []).contains { $0.kind == .textStyle } }
        return own.contains { $0.name == m.name || styles(m) && styles($0) }
    }

    /// A fact the library gives whatever the code writes (a view rule's `facts` and `fixed`, a
    /// stroke's default width), shown as `raw` at `loc`.
    func libraryFact(_ part: String, _ property: String, _ value: Value, raw: String, at loc: Loc, _ ctx: inout Context) {
        var f = PointFact(part: part, property: property, value: value, loc: loc)
        f = f.materialized(ctx.program)
        f.raw = raw
        ctx.facts.append(f)
    }

    /// Whether a state condition holds at the evaluator's point: `!checked` while that state does
    /// not hold, `disabled+!checked` while both conditions do, none always.
    func holds(_ condition: String?, _ ev: Evaluator, viewDisabled: Bool? = nil) -> Bool {
        condition.map {
            $0.split(separator: "+").allSatisfy { c in
                let name = c.hasPrefix("!") ? String(c.dropFirst()) : String(c)
                let on = Renderer.stateHolds(name, ev, viewDisabled: viewDisabled)
                return c.hasPrefix("!") ? !on : on
            }
        } ?? true
    }

    /// Whether a state holds at the evaluator's point for the view being read: `disabled` where the
    /// view itself is, by its own argument (`Renderer.viewDisabled`: a holder's `disabled…` colors, a
    /// `disabled:` class), else as the component is.
    static func stateHolds(_ name: String, _ ev: Evaluator, viewDisabled: Bool?) -> Bool {
        name == "disabled" ? viewDisabled ?? ev.state(name) : ev.state(name)
    }

    /// Whether a library view is disabled by its own `enabled` argument (`Renderer.viewDisabled`):
    /// false without one (Material's buttons, cards, chips and switches are enabled unless told),
    /// nil where its value is not a known Boolean.
    func disabledByArgument(_ v: View, _ ev: Evaluator) -> Bool? {
        let rule = sinks.disablingArgument
        guard let a = v.args.first(where: { $0.label == rule.label }) else { return rule.absent }
        // A prop a caller may give (`disabled={closeDisabled}`, `closeDisabled?: boolean`): not given,
        // it disables nothing.
        if rule.disabledWhen, !ev.optionalsGiven, case .unknown(let why) = a.value.kind, ev.optionalReasons[why] != nil { return false }
        // One per variant (or size): not read here (that would render point by point).
        guard a.value.openChoice == nil, case .bool(let b) = a.value.kind else { return nil }
        return b == rule.disabledWhen
    }

    /// Whether a modifier sets only lengths, each of them 0 (`.width(0.dp)`, `.size(0.dp)`).
    func setsOnlyZeroLengths(_ m: ModifierCall) -> Bool {
        guard let sinks = self.sinks.modifiers[m.name], !sinks.isEmpty, sinks.allSatisfy({ $0.kind == .length }), !m.args.isEmpty else { return false }
        return m.args.allSatisfy { a in if case .number(0, _) = a.value.kind { return true }; return false }
    }

    /// A field whose decoration draws an icon or a text beside the field's text (`BasicTextField(decorationBox = { inner ->
    /// Row(Modifier.border(…)) { Box { inner() }; Icon(…) } })`, a password field's eye, an amount field's currency
    /// symbol: `drawsBesideText`): the decoration is a box holding the text and the rest, as a React Native `View`
    /// around a `TextInput` and a `Pressable` is. The field (its text style) stands where the decoration draws
    /// its text, and its modifiers are the box's, outside the decoration's own. Nil for any other view (a
    /// decoration of the text alone is the field's box).
    func decorationAroundText(_ v: View) -> View? {
        guard v.children.count == 1, v.children[0].decorates, drawsBesideText(v.children[0]) else { return nil }
        let d = v.children[0]
        let field = v.copy()
        field.children = []
        field.modifiers = []
        field.readAs = View.fieldText
        func standingIn(_ w: View) -> View {
            let c = w.copy()
            c.children = w.children.map { $0.callee == View.fieldText ? field : standingIn($0) }
            return c
        }
        let box = standingIn(d)
        box.decorates = false
        box.modifiers = sinks.chainOrder == .outerFirst ? v.modifiers + d.modifiers : d.modifiers + v.modifiers
        return box
    }

    /// Whether a decoration draws more than the field's text and its placeholder: an icon anywhere in
    /// it, or a text that is not beside the field's text (an amount field's currency symbol in the row
    /// around the `Box { if (value.isEmpty()) Text(hint); inner() }`).
    func drawsBesideText(_ v: View) -> Bool {
        let holdsField = v.children.contains { $0.callee == View.fieldText }
        return v.children.contains { c in
            guard c.callee != View.fieldText else { return false }
            switch rule(c.callee)?.role {
            case "icon"?: return true
            case "text"?: return !holdsField
            default: return drawsBesideText(c)
            }
        }
    }

    /// Whether a layer's view decorates the view it is on: a library shape with no children,
    /// painted (its modifiers set colors, borders, shapes or opacity) but not laid out, made
    /// in place or by a helper function (`.overlay { border(shape) }` of a `@ViewBuilder func
    /// border`), not by a component of its own (`Thumb()`, a capitalized maker).
    func decorates(_ w: View) -> Bool {
        guard sinks.shapes[w.callee] != nil || sinks.paintViews.contains(w.callee), w.children.isEmpty,
              w.madeBy.map({ $0.first?.isLowercase == true }) ?? true else { return false }
        // A path drawing part of its shape's rectangle is a view of its own.
        if drawsInPartOfItsRect(w) { return false }
        // (A shadow paints too: a card's elevation, `shape.fill(c).shadow(Shadow.md)` in its `.background`.)
        let paint: Set<SinkKind> = [.color, .border, .shape, .opacity, .layer]
        let aliases = sinks.rule(w.callee)?.aliases ?? [:]
        return w.modifiers.allSatisfy { m in (sinks.modifiers[aliases[m.name] ?? m.name] ?? []).allSatisfy { paint.contains($0.kind) || $0.properties == ["shadow"] } }
    }

    /// What a paint view sets of the view it paints, by its arguments (`Color.control` laid in a
    /// `ZStack` or a `.background`, Compose's `drawRoundRect(fill, cornerRadius = r)` in a `drawBehind`).
    func paintArguments(_ w: View, part: String, _ ctx: inout Context) {
        guard sinks.paintViews.contains(w.callee), let rule = sinks.layerRules[w.callee] ?? sinks.views[w.callee] else { return }
        let positional = w.args.filter { $0.label == nil }.map(\.value)
        for a in rule.args { if let v = argument(a, w.args, positional) { apply(a, [v], part: part, &ctx) } }
    }

    /// A layer's value: a shape decorating the view, views that are its children, or a color.
    func layer(_ value: IRValue, _ sink: ArgSink, part: String, edge: String? = nil, _ ctx: inout Context) {
        switch value.kind {
        case .view(let w) where sinks.layerIgnored.contains(w.callee):
            if let line = edgeDrawing(w, ctx) { ctx.layerChildren.append(line) }
        // A view that only draws its content (SwiftUI's `Group { if … { shape } else { shape } }`): its content is the layer.
        case .view(let w) where w.modifiers.isEmpty && w.args.isEmpty && sinks.rule(w.callee)?.transparent == true && !w.children.isEmpty:
            for c in w.children { layer(IRValue(.view(c), value.loc), sink, part: part, edge: edge, &ctx) }
        case .view(let w):
            if decorates(w) {
                let layerStart = ctx.facts.count
                // A square shape's stroke or fill over the view (`.overlay(Rectangle().stroke(c))`) states
                // no radius, as a square shape view does not (`walk`); as a shape argument it is 0.
                if sinks.shapes[w.callee]?.square != true { addRadius(value, part: part, &ctx) }
                paintArguments(w, part: part, &ctx)
                let start = ctx.facts.count
                for m in w.modifiers { modifier(m, part: part, aliases: sinks.rule(w.callee)?.aliases ?? [:], &ctx) }
                clearStrokeHides(nothing: start, &ctx)
                clearFillHides(nothing: layerStart, &ctx)
            } else if let edge, w.children.isEmpty, sinks.shapes[w.callee] != nil || sinks.paintViews.contains(w.callee) {
                // A shape or color laid along an edge: a view, which the comparison may read as that
                // side's border where the other platforms state one (`Comparator.edgeLinesAsBorders`).
                let line = w.copy()
                line.edgeLine = edge
                ctx.layerChildren.append(line)
            } else {
                ctx.layerChildren.append(w)
            }
        case .list(let items):
            for i in items { layer(i, sink, part: part, edge: edge, &ctx) }
        // A content closure of one color (SwiftUI's `.background { Color.surface }`, a color being no view there):
        // that color. (One of views was made into them; any other stays unread.)
        case .closure(let c) where c.params.isEmpty:
            let made = ctx.evaluator.runClosure(c, [])
            if Evaluator.isColor(made) { layer(made, sink, part: part, &ctx) }
        case .null, .closure:
            return
        case .unknown(let why):
            unresolved(part, sink.properties.first ?? "layer", why, value, &ctx)
        default:
            for p in sink.properties { single(.color, p, value, part: part, &ctx) }
        }
    }

    /// A line drawn along one edge of the box it is drawn in (`Sinks.edgeDrawings`: Compose's `drawBehind {
    /// drawLine(c, Offset(0f, y), Offset(size.width, y), strokeWidth = 1.dp.toPx()) }`, `y` at `size.height`):
    /// a view of the line's color and width laid along that edge (`View.edgeLine`), which the comparison
    /// reads as that side's border where the other platforms state one. Nil for any other drawing: a
    /// line across the middle, one not as long as the box, one whose ends parity cannot place.
    func edgeDrawing(_ w: View, _ ctx: Context) -> View? {
        guard let rule = sinks.edgeDrawings[w.callee], let viewCallee = sinks.edgeLineView else { return nil }
        let positional = w.args.filter { $0.label == nil }.map(\.value)
        guard let color = argument(rule.color, w.args, positional) else { return nil }
        // A point or a size: its two values (x then y, width then height).
        func pair(_ sink: ArgSink?) -> (IRValue, IRValue)? {
            guard let sink, case .view(let p)? = argument(sink, w.args, positional)?.kind, p.args.count == 2 else { return nil }
            return (p.args[0].value, p.args[1].value)
        }
        // The box's far side (`size.height - …`, `size.width`), its near one (0), the same coordinate at both ends.
        func far(_ v: IRValue) -> Bool { ctx.evaluator.builtins.isDrawingBox(v) }
        func near(_ v: IRValue) -> Bool { if case .number(let n, _) = v.kind { return n == 0 }; return false }
        func same(_ a: IRValue, _ b: IRValue) -> Bool { Evaluator.sameValue(a, b) || ctx.program.text(a.loc) == ctx.program.text(b.loc) }
        var edge: String?, width: IRValue?
        if let ((x1, y1), (x2, y2)) = pair(rule.start).flatMap({ s in pair(rule.end).map { (s, $0) } }), let w = rule.width.flatMap({ argument($0, w.args, positional) }) {
            width = w
            if same(y1, y2), near(x1) && far(x2) || far(x1) && near(x2) {
                edge = far(y1) ? "bottom" : near(y1) ? "top" : nil
            } else if same(x1, x2), near(y1) && far(y2) || far(y1) && near(y2) {
                edge = far(x1) ? "end" : near(x1) ? "start" : nil
            }
        } else if let (x, y) = pair(rule.corner), let (wide, high) = pair(rule.extent) {
            // A bar as wide as the box at its top or bottom (`topLeft = Offset(0f, size.height - w), size =
            // Size(size.width, w)`), or as high as it at a side: the bar's thickness is the line's width.
            if near(x), far(wide), !far(high) {
                edge = far(y) ? "bottom" : near(y) ? "top" : nil
                width = high
            } else if near(y), far(high), !far(wide) {
                edge = far(x) ? "end" : near(x) ? "start" : nil
                width = wide
            }
        }
        guard let edge, let width else { return nil }
        let across = edge == "top" || edge == "bottom" ? "height" : "width"
        let line = View(callee: viewCallee, args: [], modifiers: [ModifierCall(name: "background", args: [(nil, color)], loc: w.loc),
                                                                   ModifierCall(name: across, args: [(nil, width)], loc: width.loc)],
                        loc: w.loc, locals: w.locals)
        line.edgeLine = edge
        return line
    }

    /// A layer's stroke in a transparent color (`.overlay(shape.strokeBorder(isError ? .red : .clear))`
    /// at rest) paints nothing: the border the view has under it stays (its color and width), so
    /// the layer's facts from `start` on are dropped where the part has a border color before them.
    func clearStrokeHides(nothing start: Int, _ ctx: inout Context) {
        guard let i = ctx.facts[start...].firstIndex(where: { f in
            f.property == "borderColor" && f.value?.color?.isTransparent == true
        }) else { return }
        let f = ctx.facts[i]
        // Rendering every state set at once, where the layer's stroke or the border under it differs
        // by state, what is dropped differs by state set: rendered per state set.
        if ctx.everyState, ctx.facts[start...].contains(where: \.heldInSomeStates) || drawnPerState("borderColor", of: f.part, before: start, ctx) {
            ctx.failed = true; ctx.why = "a stroke per state"; return
        }
        guard ctx.facts[..<start].contains(where: { e in
            e.part == f.part && e.property == "borderColor" && e.covers(f)
        }) else { return }
        ctx.facts[start...].removeAll { $0.property == "borderColor" || $0.property == "borderWidth" }
    }

    /// Whether a part's property, before the layer at `start`, is set in some states only (rendering every state set at once).
    func drawnPerState(_ property: String, of part: String, before start: Int, _ ctx: Context) -> Bool {
        ctx.facts[..<start].contains { $0.part == part && $0.property == property && $0.heldInSomeStates }
    }

    /// A color that paints nothing: alpha 0 in both modes, or a color token at alpha 0 (`Color(.shade).opacity(0)`).
    static func transparent(_ v: Value) -> Bool {
        if let c = v.color { return c.isTransparent }
        return v.unit == .color && v.token != nil && v.number == 0
    }

    /// A layer's fill in a transparent color (a press overlay, `.overlay(Color(.shade).opacity(
    /// configuration.isPressed ? 0.2 : 0))`, at rest) paints nothing: the background the view has
    /// under it stays, so the layer's transparent fills from `start` on are dropped where the part
    /// has a background color before them at the same cells.
    func clearFillHides(nothing start: Int, _ ctx: inout Context) {
        var i = start
        while i < ctx.facts.count {
            let f = ctx.facts[i]
            // (Rendering every state set at once, where the fill or the one under it differs by state: per state set.)
            if ctx.everyState, f.property == "backgroundColor", f.value.map(Renderer.transparent) == true,
               f.heldInSomeStates || drawnPerState("backgroundColor", of: f.part, before: start, ctx) {
                ctx.failed = true; ctx.why = "a fill per state"; return
            }
            if f.property == "backgroundColor", f.value.map(Renderer.transparent) == true,
               ctx.facts[..<start].contains(where: { e in e.part == f.part && e.property == "backgroundColor" && e.covers(f) }) {
                ctx.facts.remove(at: i)
            } else {
                i += 1
            }
        }
    }

    func add(_ part: String, _ property: String, _ value: Value, _ from: IRValue, _ ctx: inout Context) {
        ctx.facts.append(PointFact(part: part, property: property, value: value, loc: from.loc))
    }

    func unresolved(_ part: String, _ property: String, _ why: String, _ from: IRValue, _ ctx: inout Context) {
        ctx.facts.append(PointFact(part: part, property: property, value: nil, unresolved: why, loc: from.loc))
    }

    /// Sets the sink's properties from its value(s).
    func apply(_ sink: ArgSink, _ values: [IRValue], part: String, _ ctx: inout Context, labeled: [(label: String?, value: IRValue)] = []) {
        guard var value = values.first else { return }
        if case .null = value.kind { return }
        // A value given as a function of nothing (Compose's `BasicText(color = { tint })`, a
        // `ColorProducer`): the value it produces.
        if Renderer.producedKinds.contains(sink.kind), case .closure(let c) = value.kind, c.params.isEmpty {
            value = ctx.evaluator.runClosure(c, [])
            if case .null = value.kind { return }
        }
        switch sink.kind {
        case .custom(let name):
            guard let interpreter = interpreters[name] else { return }
            // A setting's fact, where its states hold.
            func add(_ s: Setting, variant: Int16 = -1, size: Int16 = -1, on: UInt32 = 0, off: UInt32 = 0) {
                var on = on
                if ctx.everyState {
                    // Rendering every state set at once: the setting's states mark the fact.
                    for name in s.states {
                        if name == "disabled", let d = viewDisabled(ctx) { if d { continue } else { return } }
                        guard let d = ctx.evaluator.stateDimension(name), let bit = PointFact.stateBit(d) else { ctx.failed = true; ctx.why = "too many states"; return }
                        let assumed = ctx.evaluator.choices!.assumed[d]
                        if assumed == 0 { return }
                        if assumed < 0 { on |= bit }
                    }
                } else {
                    guard s.states.allSatisfy({ Renderer.stateHolds($0, ctx.evaluator, viewDisabled: viewDisabled(ctx)) }) else { return }
                }
                var f = PointFact(part: s.part ?? part, property: s.property, value: s.value, unresolved: s.unresolved, loc: s.loc)
                f.raw = s.raw
                f.cellVariant = variant
                f.cellSize = size
                f.statesOn = on
                f.statesOff = off
                ctx.facts.append(f)
            }
            if ctx.lifted, let cells = interpreter.cellSettings(value, evaluator: ctx.evaluator) {
                for c in cells { add(c.setting, variant: c.variant, size: c.size, on: c.statesOn, off: c.statesOff) }
                return
            }
            for s in interpreter.settings(value, evaluator: ctx.evaluator) { add(s) }
        case .textStyle:
            textStyle(value, part: part, &ctx)
        case .scale:
            scale(sink, labeled.isEmpty ? values.map { (nil, $0) } : labeled, part: part, &ctx)
        case .extent:
            if Renderer.unbounded(value) {
                for p in sink.properties.prefix(1) { add(part, p, .keyword("fill"), value, &ctx) }
            } else if case .unknown(let why) = value.kind, let p = sink.properties.first {
                // Maybe unbounded: what it would set first.
                unresolved(part, p, why, value, &ctx)
            } else if sink.properties.count > 1 {
                single(.length, sink.properties[1], value, part: part, &ctx)
            }
        case .fraction:
            let whole: Bool? = {
                switch value.kind {
                case .number(let n, _): return n == 1
                case .string(let s): return Double(s) == 1
                default: return nil
                }
            }()
            for p in sink.properties {
                if whole == true { add(part, p, .keyword("fill"), value, &ctx) }
                else if case .unknown(let why) = value.kind { unresolved(part, p, why, value, &ctx) }
                else { unresolved(part, p, "it fills \(describe(value)) of the parent: a fraction parity does not compare", value, &ctx) }
            }
        case .arrangement:
            if case .enumCase = value.kind, sink.properties.count > 1 {
                single(.keyword, sink.properties[1], value, part: part, &ctx)
            } else {
                single(.spacing, sink.properties.first ?? "gap", value, part: part, &ctx)
                // `Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally)`: the alignment is the justification.
                if sink.properties.count > 1, case .record(let r) = value.kind, let a = r["alignment"], case .enumCase = a.kind {
                    single(.keyword, sink.properties[1], a, part: part, &ctx)
                }
            }
        case .alignment:
            guard sink.properties.count == 2, case .enumCase(_, let name) = value.kind, let (v, h) = Renderer.alignment(name) else {
                for p in sink.properties { unresolved(part, p, "\(describe(value)) is not an alignment parity reads", value, &ctx) }
                return
            }
            add(part, sink.properties[0], .keyword(v), value, &ctx)
            add(part, sink.properties[1], .keyword(h), value, &ctx)
        case .shape:
            guard !addRadius(value, part: part, property: sink.properties.first ?? "radius", &ctx) else { break }
            if case .unknown(let why) = value.kind { unresolved(part, "radius", why, value, &ctx) }
            else { unresolved(part, "radius", cornersProblem(value).map { "\(describe(value)): \($0)" } ?? radiusArgumentProblem(value) ?? "\(describe(value)) is not a shape parity reads", value, &ctx) }
        case .fields(let table):
            var value = value
            // A lambda with a receiver that sets the table's fields (Compose's `graphicsLayer { alpha =
            // if (pressed) 0.7f else 1f }`): the fields it sets, run on a scope that has them unset.
            if case .closure(let c) = value.kind, let rows = sinks.fieldTables[table] {
                var names: [String] = []
                for row in rows where !names.contains(row.field) { names.append(row.field) }
                let scope = Record(type: "#Scope", fields: names.map { ($0, IRValue(.null, value.loc)) })
                _ = ctx.evaluator.runClosure(c, [], this: IRValue(.record(scope), value.loc))
                scope.fields.removeAll { $0.value.isNull }
                value = IRValue(.record(scope), value.loc)
            }
            guard case .record(let r) = value.kind else { return }
            // Rows without a state first, so a state's row replaces them while it holds.
            let rows = sinks.fieldTables[table] ?? []
            // Two fields of one property (`scaleX` and `scaleY` of a `graphicsLayer` block: its scale):
            // one fact where they are the same value, else unresolved.
            let given = (rows.filter({ $0.state == nil }) + rows.filter({ $0.state != nil })).compactMap { row -> (FieldSink, IRValue)? in
                guard let v = r[row.field], holds(row.state, ctx.evaluator, viewDisabled: viewDisabled(ctx)) else { return nil }
                return (row, v)
            }
            for (row, v) in given {
                let same = given.filter { $0.0.property == row.property && $0.0.part == row.part && $0.0.state == row.state }
                guard same.first?.0.field == row.field else { continue }
                if let other = same.first(where: { $0.0.field != row.field && !Evaluator.sameValue($0.1, v) }) {
                    unresolved(row.part ?? part, row.property, "`\(row.field)` and `\(other.0.field)` differ: parity compares one \(row.property) for both", other.1, &ctx)
                    continue
                }
                single(row.kind, row.property, v, part: row.part ?? part, &ctx)
            }
        case .padding:
            if case .record(let r) = value.kind {
                for (field, v) in r.fields {
                    guard let props = sinks.edges[field] else { continue }
                    for p in props { single(.length, p, v, part: part, &ctx) }
                }
                return
            }
            for p in sink.properties { single(.length, p, value, part: part, &ctx) }
        case .paddingEdges:
            // `.padding(.horizontal, 8)`, `.padding([.leading, .trailing], 8)`, `.padding(8)`, `.padding(EdgeInsets(…))`.
            let unlabeled = labeled.isEmpty ? values : labeled.filter { $0.label == nil }.map(\.value)
            if unlabeled.count >= 2 {
                var props: [String] = []
                for e in edgeNames(unlabeled[0]) { props += sinks.edges[e] ?? [] }
                for p in props { single(.length, p, unlabeled[1], part: part, &ctx) }
            } else if unlabeled.count == 1 {
                if case .record(let r) = unlabeled[0].kind {
                    for (field, v) in r.fields { for p in sinks.edges[field] ?? [] { single(.length, p, v, part: part, &ctx) } }
                } else if edgeNames(unlabeled[0]).isEmpty {
                    for p in sinks.edges["all"] ?? [] { single(.length, p, unlabeled[0], part: part, &ctx) }
                }
            } else {
                for (l, v) in labeled { if let l { for p in sinks.edges[l] ?? [] { single(.length, p, v, part: part, &ctx) } } }
            }
        case .border:
            // Compose `.border(1.dp, color, shape)` / `BorderStroke(width, color)`; SwiftUI `.stroke(color, lineWidth:)`.
            let args = labeled.isEmpty ? values.map({ (nil as String?, $0) }) : labeled
            // What an unknown unlabeled value stands for: the width beside a color, the color
            // beside a width, else a whole stroke (`Modifier.border(stroke, shape)`).
            // A stroke style's width counts (`style: StrokeStyle(lineWidth: 3)`).
            let hasWidth = args.contains { l, v in l == "lineWidth" || l == "width" || strokeWidth(v) != nil || strokeArgument(v) == "borderWidth" }
            let hasColor = args.contains { strokeArgument($0.value) == "borderColor" }
            // A stroke of a color without a width has the library's default width (SwiftUI's `.stroke(c)`,
            // `.strokeBorder(c)`, `.border(c)`: 1 pt), the sink's constant.
            if !hasWidth, hasColor, let c = sink.constant, let w = Double(c) {
                libraryFact(part, "borderWidth", .number(w, .pt), raw: "\(c) (the default width)", at: values.first?.loc ?? .none, &ctx)
            }
            for (l, v) in args {
                if l == "lineWidth" || l == "width" { single(.length, "borderWidth", v, part: part, &ctx); continue }
                if let w = strokeWidth(v) { single(.length, "borderWidth", w, part: part, &ctx); continue }
                if l == "shape" { addRadius(v, part: part, &ctx); continue }
                // A width or a color, also picked at run time (`if (filled) c1 else c2`, every alternative one).
                if let property = strokeArgument(v) { single(property == "borderWidth" ? .length : .color, property, v, part: part, &ctx); continue }
                // A pick among other values, some of them a stroke's: unresolved for the pick's reason (never dropped).
                if let (alternatives, why) = IRValue(v.kind, v.loc).oneOf, alternatives.contains(where: { strokeArgument($0) != nil || strokeWidth($0) != nil }) {
                    for property in ["borderWidth", "borderColor"] { unresolved(part, property, why, v, &ctx) }
                    continue
                }
                switch v.kind {
                case .record(let r) where r.type.hasSuffix("BorderStroke"):
                    if let w = r["width"] { single(.length, "borderWidth", w, part: part, &ctx) }
                    if let c = r["color"] { single(.color, "borderColor", c, part: part, &ctx) }
                case .unknown(let why):
                    if !hasWidth || hasColor { unresolved(part, "borderWidth", why, v, &ctx) }
                    if !hasColor { unresolved(part, "borderColor", why, v, &ctx) }
                default:
                    addRadius(v, part: part, &ctx)
                }
            }
        default:
            for p in sink.properties { single(sink.kind, p, value, part: part, &ctx) }
        }
    }

    /// The property of a stroke a value of its arguments sets: `borderWidth` for a number,
    /// `borderColor` for a color; a pick at run time, what each of its alternatives sets; else nil.
    func strokeArgument(_ v: IRValue) -> String? {
        switch v.kind {
        case .number: return "borderWidth"
        case .color, .token(kind: "color", _, _): return "borderColor"
        default:
            guard let alternatives = IRValue(v.kind, v.loc).oneOf?.alternatives, let first = alternatives.first.flatMap(strokeArgument) else { return nil }
            return alternatives.allSatisfy({ strokeArgument($0) == first }) ? first : nil
        }
    }

    /// The width of a stroke style (`Sinks.strokeStyles`: SwiftUI's `StrokeStyle(lineWidth: 3)`, 1
    /// where it gives none); nil for any other value.
    func strokeWidth(_ v: IRValue) -> IRValue? {
        guard case .record(let r) = v.kind, let field = sinks.strokeStyles[r.type] else { return nil }
        return r[field] ?? IRValue(.number(1, ""), v.loc)
    }

    func edgeNames(_ v: IRValue) -> [String] {
        switch v.kind {
        case .enumCase(_, let n): return sinks.edges[n] != nil ? [n] : []
        case .list(let items): return items.flatMap { edgeNames($0) }
        default: return []
        }
    }

    /// A scale from a modifier's arguments: one for both axes (`scaleEffect(0.9)`, `scale(0.9f)`,
    /// `scale = 0.9f`), or the x and y ones (`scaleEffect(x: 1.2)`, whose other axis is 1;
    /// `scale(1.2f, 0.8f)`; a `CGSize`'s width and height), which set the scale where they are
    /// the same number; an `anchor` sets nothing.
    func scale(_ sink: ArgSink, _ args: [(label: String?, value: IRValue)], part: String, _ ctx: inout Context) {
        guard let property = sink.properties.first else { return }
        let axes = args.filter { $0.label == nil || Renderer.scaleLabels[$0.label!] != nil }
        var x: IRValue?, y: IRValue?, both: IRValue?
        for (i, a) in axes.enumerated() {
            switch a.label.flatMap({ Renderer.scaleLabels[$0] }) ?? (axes.count == 1 ? "xy" : i == 0 ? "x" : "y") {
            case "x": x = a.value
            case "y": y = a.value
            default:
                if case .record(let r) = a.value.kind, let w = r["width"], let h = r["height"] { (x, y) = (w, h) } else { both = a.value }
            }
        }
        if let both { return single(.scale, property, both, part: part, &ctx) }
        guard x != nil || y != nil else { return }
        let one = IRValue(.number(1, ""), args.first?.value.loc ?? .none)
        let (sx, sy) = (x ?? one, y ?? one)
        guard case .number(let a, _) = sx.kind, case .number(let b, _) = sy.kind else {
            // Not both numbers: what the first that is not says (its reason where it is unknown).
            if case .number = sx.kind { return single(.scale, property, sy, part: part, &ctx) }
            return single(.scale, property, sx, part: part, &ctx)
        }
        if a == b { return single(.scale, property, sx, part: part, &ctx) }
        unresolved(part, property, "scales x by \(formatNumber(a)) and y by \(formatNumber(b)): parity compares one scale for both axes", sx, &ctx)
    }

    /// The labels of a scale's arguments and the axis each scales (`Renderer.scale`).
    static let scaleLabels = ["scale": "xy", "x": "x", "scaleX": "x", "y": "y", "scaleY": "y"]

    /// One property from one value.
    func single(_ kind: SinkKind, _ property: String, _ value: IRValue, part: String, _ ctx: inout Context) {
        var v = value
        // One of several values picked at run time: each converted, else unresolved for the pick's reason.
        var prop = property
        if let (picked, why) = v.pickedValue({ a in
            guard case .success(let (p, converted)) = convert(kind, a, property: property) else { return nil }
            prop = p
            return converted
        }) {
            if let picked { add(part, prop, picked, v, &ctx) } else { unresolved(part, property, why, v, &ctx) }
            return
        }
        // A record where one value is expected: its field of the property (`DpSize`'s `height`), else its first.
        if kind == .length || kind == .spacing || kind == .fontSize || kind == .weight, case .record(let r) = v.kind, let inner = r[property] ?? r.fields.first?.value { v = inner }
        // (Half a side of the view it is drawn in is a radius `convert` reads: `IRValue.halfSide`.)
        if case .unknown(let why) = v.kind, !Renderer.isHalfSideRadius(kind, property, v) {
            // The content color read where nothing around provides it (Spark's `Icon(tint =
            // LocalContentColor.current)` in a Material switch's thumb): the part's own default, so
            // what its container gives it decides (`Sinks.partInherits`), as for a tint left unset.
            if let locals = sinks.partInherits[part]?[property], locals.contains(where: { why == Evaluator.notProvided($0) }) { return }
            unresolved(part, property, why, v, &ctx)
            return
        }
        if case .null = v.kind { return }
        if isUnset(v) { return }
        switch convert(kind, v, property: property) {
        case .success(let (prop, value)): add(part, prop, value, v, &ctx)
        case .failure(let why): unresolved(part, property, why.text, v, &ctx)
        }
    }

    struct Why: Error { let text: String }

    /// An unbounded length: `.infinity` (SwiftUI's `CGFloat.infinity`, a constant), an infinite number.
    static func unbounded(_ v: IRValue) -> Bool {
        switch v.kind {
        case .number(let n, _): return n.isInfinite && n > 0
        case .enumCase(_, "infinity"): return true
        default: return false
        }
    }

    /// An IR value as a normalized value of a property of `kind`.
    func convert(_ kind: SinkKind, _ v: IRValue, property: String) -> Result<(String, Value), Why> {
        switch kind {
        case .color:
            switch v.kind {
            case .color(let c, _): return .success((property, Value(unit: .color, color: c)))
            case .token(kind: "color", let n, let a): return .success((property, Value(unit: .color, token: Normalize.tokenName(n), number: a)))
            // An implicit member where a color is expected names a color token (`.labelQuaternary`).
            case .enumCase(type: "", let n): return .success((property, Value(unit: .color, token: Normalize.tokenName(n))))
            case .string(let s):
                if let c = Normalize.cssColor(s) { return .success((property, Value(unit: .color, color: ColorPair(light: c, dark: c)))) }
                return .failure(Why(text: "\"\(s)\" is not a color"))
            default: return .failure(Why(text: "\(describe(v)) is not a color"))
            }
        case .length, .spacing, .fontSize:
            if case .record(let r) = v.kind, let inner = r.fields.first?.value { return convert(kind, inner, property: property) }
            // Half a side of the view it is drawn in (`CornerRadius(size.height / 2)`, `rect.height / 2`):
            // a pill's corners, the full radius.
            if Renderer.isHalfSideRadius(kind, property, v) { return .success((property, Value(unit: .pt, token: "full"))) }
            switch v.kind {
            case .number(let n, let u):
                guard n.isFinite, abs(n) < 1e6 else { return .failure(Why(text: "\(n) is not a length parity accepts")) }
                switch u {
                case "", "dp", "pt", "px", "sp", "f", "F": return .success((property, .number(n, .pt)))
                case "rem": return .success((property, .number(n * rem, .pt)))
                case "em" where kind == .fontSize: return .failure(Why(text: "a line height in em needs the font size"))
                default: return .failure(Why(text: "a length in \(u)"))
                }
            case .token(let k, let n, _) where k != "color": return .success((property, Value(unit: .pt, token: Normalize.tokenName(n))))
            case .string(let s):
                if let (n, u) = Normalize.cssLength(s, rem: rem), u == .pt { return .success((property, .number(n, .pt))) }
                return .failure(Why(text: "\"\(s)\" is not a length"))
            default: return .failure(Why(text: "\(describe(v)) is not a length"))
            }
        case .opacity:
            if case .number(let n, _) = v.kind, n.isFinite, n >= 0, n <= 1 { return .success((property, .number(n, .ratio))) }
            return .failure(Why(text: "\(describe(v)) is not an opacity"))
        case .scale:
            if case .number(let n, _) = v.kind, n.isFinite, n >= 0 { return .success((property, .number(n, .ratio))) }
            return .failure(Why(text: "\(describe(v)) is not a scale"))
        case .count:
            if case .number(let n, _) = v.kind, n.isFinite, n >= 0, n == n.rounded() { return .success((property, .number(n, .ratio))) }
            return .failure(Why(text: "\(describe(v)) is not a whole number"))
        case .grow:
            if case .number(let n, _) = v.kind, n.isFinite, n >= 0 { return .success((property, .number(n, .ratio))) }
            return .failure(Why(text: "\(describe(v)) is not a share of the free room"))
        case .weight:
            switch v.kind {
            case .enumCase(_, let n):
                if let w = sinks.weights[n] { return .success((property, .number(w, .weight))) }
                return .failure(Why(text: "`\(n)` is not a font weight"))
            case .record(let r):
                if let f = r.fields.first?.value { return convert(.weight, f, property: property) }
                return .failure(Why(text: "a \(r.type) without a weight"))
            case .number(let n, _):
                if n.isFinite, n >= 1, n <= 1000, n == n.rounded() { return .success((property, .number(n, .weight))) }
                return .failure(Why(text: "\(formatNumber(n)) is not a font weight (1–1000)"))
            case .string(let s):
                if let w = sinks.weights[s] ?? Normalize.reactNativeWeight(s) { return .success((property, .number(w, .weight))) }
                return .failure(Why(text: "fontWeight \"\(s)\" is not a weight"))
            default: return .failure(Why(text: "\(describe(v)) is not a font weight"))
            }
        case .keyword:
            switch v.kind {
            case .enumCase(_, let n), .string(let n):
                if let k = sinks.keywords[n] { return .success((property, .keyword(k))) }
                return .failure(Why(text: "`\(n)` is not a value of \(property) parity knows"))
            case .record(let r):
                if let f = r.fields.first?.value { return convert(kind, f, property: property) }
                return .failure(Why(text: "a \(r.type)"))
            default: return .failure(Why(text: "\(describe(v)) is not a keyword"))
            }
        case .letterSpacing:
            if case .number(let n, let u) = v.kind {
                guard n.isFinite, abs(n) < 100 else { return .failure(Why(text: "\(n) is not a letter-spacing parity accepts")) }
                if u == "em" { return .success(("letterSpacing", .number(n, .em))) }
                return .success(("letterSpacingPt", .number(n, .pt)))
            }
            return .failure(Why(text: "\(describe(v)) is not a letter-spacing"))
        case .token:
            if case .token(_, let n, _) = v.kind { return .success((property, Value(unit: .token, token: Normalize.tokenName(n)))) }
            // An elevation of nothing (`Modifier.shadow(if (raised) Elevation.Sm else 0.dp, shape)`) casts
            // no shadow: the token `none`, as Tailwind's `shadow-none`.
            if property == "shadow", case .number(0, _) = v.kind { return .success((property, Value(unit: .token, token: "none"))) }
            // Nor does a shadow made in a clear color or with every length 0 (`Shadow(color: .clear, radius: 0)`).
            if property == "shadow", case .record(let r) = v.kind, Renderer.castsNoShadow(r) { return .success((property, Value(unit: .token, token: "none"))) }
            return .failure(Why(text: "\(describe(v)) is not a \(property) token: parity compares \(property) by the design system's token names (a literal value or an elevation has none)"))
        case .shape:
            if let r = radius(v) { return .success((property, r)) }
            return .failure(Why(text: radiusArgumentProblem(v) ?? "\(describe(v)) is not a shape parity reads"))
        default:
            return .failure(Why(text: "not a single value"))
        }
    }

    func describe(_ v: IRValue) -> String {
        switch v.kind {
        case .number(let n, let u): return "\(formatNumber(n))\(u)"
        case .string(let s): return "\"\(s)\""
        case .enumCase(let t, let n): return t.isEmpty ? ".\(n)" : "\(t).\(n)"
        case .token(let k, let n, _): return "the \(k) token \(n)"
        case .record(let r): return "a \(r.type)"
        case .view(let view): return "a \(view.callee)"
        case .unknown(let r): return r
        default: return "a value of another kind"
        }
    }

    /// The radius a shape gives.
    func radius(_ v: IRValue) -> Value? { radiusSource(v)?.0 }

    /// Adds the radius a shape gives (as `property`, where a sink names another), or its corners
    /// where they differ (`cornerRadii`, for the radius only); whether it added any.
    @discardableResult
    func addRadius(_ shape: IRValue, part: String, property: String = "radius", _ ctx: inout Context) -> Bool {
        if let (r, from) = radiusSource(shape) { add(part, property, r, from, &ctx); return true }
        guard property == "radius", let cs = cornerRadii(shape) else { return false }
        for (p, r, from) in cs { add(part, p, r, from, &ctx) }
        return true
    }

    /// Each corner of a shape whose corners differ (`RoundedCornerShape(topStart = 8.dp,
    /// bottomStart = 8.dp)`, `UnevenRoundedRectangle(topLeadingRadius: 8, …)`), as the corner
    /// properties (`Normalize.cornerProperties`, in `ShapeRule.corners`' order); nil where the
    /// shape has no corners of their own, or one of them is no length.
    func cornerRadii(_ v: IRValue) -> [(String, Value, IRValue)]? {
        guard let (rule, arg) = shapeArguments(v), rule.corners.count == 4, let cs = corners(rule, arg),
              let lengths = cornerLengths(cs, percent: rule.percent) else { return nil }
        // A corner the shape leaves out (0) is shown as the shape.
        return zip(Normalize.cornerProperties, zip(lengths, cs)).map { p, lc in (p, lc.0, lc.1.loc == Loc.none ? v : lc.1) }
    }

    /// The rule of a shape made by a call (a record, or a library shape view) and how to read its
    /// arguments by label.
    func shapeArguments(_ v: IRValue) -> (ShapeRule, (String) -> IRValue?)? {
        switch v.kind {
        case .record(let r): return (sinks.shapes[r.type] ?? sinks.shapes[lastName(r.type)]).map { ($0, { r[$0] }) }
        case .view(let view):
            guard let rule = sinks.shapes[view.callee] else { return nil }
            // The corners in a record argument (`cornerRadii: .init(topLeading: 8, …)`): its fields.
            if let label = rule.cornerRecord, case .record(let r)? = view.arg(label)?.kind {
                return (rule, { l in view.arg(l) ?? rule.corners.firstIndex(of: l).flatMap { i in i < rule.cornerFields.count ? r[rule.cornerFields[i]] : nil } })
            }
            return (rule, { view.arg($0) })
        default: return nil
        }
    }

    /// Each corner's size where the shape's arguments size corners one by one (`ShapeRule.corners`),
    /// a corner not given 0; nil where none is given.
    func corners(_ rule: ShapeRule, _ arg: (String) -> IRValue?) -> [IRValue]? {
        guard !rule.corners.isEmpty, rule.corners.contains(where: { arg($0) != nil }) else { return nil }
        return rule.corners.enumerated().map { i, c in
            arg(c) ?? (i == 0 ? rule.labels.lazy.compactMap(arg).first : nil) ?? IRValue(.number(0, ""), Loc.none)
        }
    }

    /// The one radius of corners that all have it; nil where they differ, or where one is a
    /// number without a unit that is a percentage of the size (`ShapeRule.percent`: Compose's
    /// four-corner overloads).
    func uniform(_ cs: [IRValue], percent: Bool) -> (Value, IRValue)? {
        guard let lengths = cornerLengths(cs, percent: percent), let first = lengths.first, lengths.allSatisfy({ $0 == first }) else { return nil }
        return (first, cs[0])
    }

    /// Each corner's length; nil where one is no length, or a number without a unit that is a
    /// percentage of the size (`ShapeRule.percent`).
    func cornerLengths(_ cs: [IRValue], percent: Bool) -> [Value]? {
        var out: [Value] = []
        for c in cs {
            if percent, Renderer.isPercentage(c) { return nil }
            guard case .success(let (_, v)) = convert(.length, c, property: "radius") else { return nil }
            out.append(v)
        }
        return out
    }

    /// Whether a length for a radius (of every corner or of one) is half a side of the box it is
    /// drawn in (`IRValue.halfSide`).
    static func isHalfSideRadius(_ kind: SinkKind, _ property: String, _ v: IRValue) -> Bool {
        kind == .length && (property == "radius" || Normalize.cornerProperties.contains(property)) && IRValue.isHalfSide(v)
    }

    /// A number without a unit beside corners that are lengths: a percentage of the size (`ShapeRule.percent`).
    static func isPercentage(_ c: IRValue) -> Bool {
        if case .number(let n, let u) = c.kind, n != 0, u.isEmpty || u == "f" { return true }
        return false
    }

    /// Why a shape is not one radius, where its corners differ (`RoundedCornerShape(topStart = 8.dp, topEnd = 8.dp)`).
    func cornersProblem(_ v: IRValue) -> String? {
        guard let (rule, arg) = shapeArguments(v), let cs = corners(rule, arg) else { return nil }
        // The corners that are no length (a percentage of the size beside lengths, a value parity cannot read).
        let unread = zip(rule.corners, cs).compactMap { c, x -> String? in
            if rule.percent, Renderer.isPercentage(x) { return "\(c) \(describe(x)) (a percentage of the size)" }
            if case .success = convert(.length, x, property: "radius") { return nil }
            return "\(c) \(describe(x))"
        }
        guard !unread.isEmpty else { return nil }
        return "its corners differ and \(unread.count == 1 ? "one is" : "these are") not a length parity reads: \(unread.joined(separator: ", "))"
    }

    /// Why a shape's radius cannot be read from its argument: an unknown argument's reason
    /// (`RoundedRectangle(cornerRadius: size.value / 10)` of a size callers set), or a known one
    /// that is no length (`RoundedCornerShape(Dp.Unspecified)`, Mística's theme radius before a
    /// brand sets it). Nil where the argument is a length (a percentage shape under half the size).
    func radiusArgumentProblem(_ v: IRValue) -> String? {
        guard let (rule, labeled) = shapeArguments(v), let arg = radiusArgument(v, rule, labeled) else { return nil }
        if case .unknown(let why) = arg.kind { return why }
        if case .failure = convert(.length, arg, property: "radius") { return "its radius is \(describe(arg)), not a length" }
        return nil
    }

    /// The argument a shape's radius is written as: the first of its rule's labels given, else
    /// the positional one at the rule's index (a record's field, a view's unlabeled argument).
    func radiusArgument(_ v: IRValue, _ rule: ShapeRule, _ labeled: (String) -> IRValue?) -> IRValue? {
        if let a = rule.labels.lazy.compactMap(labeled).first { return a }
        guard let i = rule.index else { return nil }
        switch v.kind {
        case .record(let r): return i < r.fields.count ? r.fields[i].value : nil
        case .view(let view):
            let positional = view.args.filter { $0.label == nil }
            return i < positional.count ? positional[i].value : nil
        default: return nil
        }
    }

    /// The radius a shape gives, and the value it was written as (the argument, for raw text).
    func radiusSource(_ v: IRValue) -> (Value, IRValue)? {
        switch v.kind {
        case .record(let r):
            guard let (rule, labeled) = shapeArguments(v) else { return nil }
            if let fixed = rule.fixed { return (fixed, v) }
            if let cs = corners(rule, labeled) { return uniform(cs, percent: rule.percent) }
            guard let arg = radiusArgument(v, rule, labeled) else { return nil }
            // A percentage of the size (`RoundedCornerShape(50)`): half or more is a pill.
            if rule.percent, case .number(let n, let u) = arg.kind, u.isEmpty || u == "f" || r["percent"] != nil {
                return n >= 50 ? (Value(unit: .pt, token: "full"), arg) : nil
            }
            guard case .success(let (_, value)) = convert(.length, arg, property: "radius") else { return nil }
            return (value, arg)
        case .enumCase(let t, let n):
            if let rule = sinks.shapes[n] ?? sinks.shapes["\(t).\(n)"], let fixed = rule.fixed { return (fixed, v) }
            return nil
        case .type(let n, _):
            if let rule = sinks.shapes[n], let fixed = rule.fixed { return (fixed, v) }
            return nil
        case .view:
            guard let (rule, labeled) = shapeArguments(v) else { return nil }
            if let fixed = rule.fixed { return (fixed, v) }
            if let cs = corners(rule, labeled) { return uniform(cs, percent: rule.percent) }
            guard let arg = radiusArgument(v, rule, labeled), case .success(let (_, value)) = convert(.length, arg, property: "radius") else { return nil }
            return (value, arg)
        case .token(let k, let n, _) where k == "radius":
            return (Value(unit: .pt, token: Normalize.tokenName(n)), v)
        default: return nil
        }
    }

    /// A text style: a typography token, or a record of fields (a `_base` token first, then overrides).
    func textStyle(_ v: IRValue, part: String, _ ctx: inout Context) {
        switch v.kind {
        case .token(kind: "typography", let n, _):
            add(part, "typography", Value(unit: .token, token: Normalize.tokenName(n)), v, &ctx)
        case .enumCase(_, let n):
            // A platform's named style (`.body`), else a typography token of that name (`.base`).
            guard let named = sinks.namedTextStyles[n] else {
                add(part, "typography", Value(unit: .token, token: Normalize.tokenName(n)), v, &ctx)
                return
            }
            if let t = named.token { add(part, "typography", Value(unit: .token, token: Normalize.tokenName(t)), v, &ctx) }
            if let s = named.fontSize { add(part, "fontSize", .number(s, .pt), v, &ctx) }
            if let l = named.lineHeight { add(part, "lineHeight", .number(l, .pt), v, &ctx) }
            if let w = named.weight { add(part, "fontWeight", .number(w, .weight), v, &ctx) }
        case .record(let r):
            for (field, fv) in r.fields {
                if field == "_base" || field == "font" || field == "style" { textStyle(fv, part: part, &ctx); continue }
                guard let f = sinks.textStyleFields[field] else { continue }
                if case .null = fv.kind { continue }
                if case .enumCase(let t, _) = fv.kind, t.hasSuffix("Unspecified") || t == "TextUnit" { continue }
                single(f.kind, f.property, fv, part: part, &ctx)
            }
        case .unknown(let why):
            unresolved(part, "typography", why, v, &ctx)
        default:
            unresolved(part, "typography", "\(describe(v)) is not a text style", v, &ctx)
        }
    }
}
