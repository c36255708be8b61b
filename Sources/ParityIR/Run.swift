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
    }

    /// Evaluates `body` (the component called at a point) at each point and folds the facts.
    public func run(_ body: (Evaluator) -> IRValue) -> Result {
        var memo: [MemoKey: Evaluator.Memo] = [:]
        // What each evaluation looked at: a point that agrees with an evaluated one on all of it
        // gives the same facts (evaluation is deterministic), so it is not evaluated again.
        var looked: [(point: Point, variant: Bool, size: Bool, madeVariant: Bool, madeSize: Bool, states: Set<String>)] = []
        let modifierNames = Set(renderer.sinks.modifiers.keys)
        var states = self.states
        var done: [Point: [PointFact]] = [:]
        var order: [Point] = []
        var origins: [PartOrigin] = []
        var seenOrigin: Set<String> = []
        var stable = false
        var reused = 0
        // The body's value at a base point where it read no state: the same at every state of
        // that point, so only rendering it (which may read states: a render prop) is done again.
        var shared: [Point: (value: IRValue, read: (variant: Bool, size: Bool, madeVariant: Bool, madeSize: Bool))] = [:]
        while !stable {
            stable = true
            for base in space.basePoints {
                for set in space.stateSets(Array(states)) {
                    var p = base
                    p.states = set
                    guard done[p] == nil, order.count < maxPoints else { continue }
                    if let same = looked.first(where: { l in
                        (l.point.variant == p.variant || !l.variant && l.madeVariant) && (l.point.size == p.size || !l.size && l.madeSize)
                            && l.states.allSatisfy { p.has($0) == l.point.has($0) }
                    }) {
                        done[p] = done[same.point]
                        reused += 1
                        continue
                    }
                    let ev = Evaluator(program: program, builtins: builtins, point: p, memo: memo)
                    ev.modifierNames = modifierNames
                    let value: IRValue
                    // What the shared body looked at counts as looked at here too.
                    var bodyRead = (variant: false, size: false, madeVariant: false, madeSize: false)
                    if let s = shared[base] { value = s.value; bodyRead = s.read } else {
                        value = body(ev)
                        if set.isEmpty, ev.statesRead.isEmpty {
                            shared[base] = (value, (ev.readVariant, ev.readSize, ev.madeVariant, ev.madeSize))
                        }
                    }
                    var facts: [PointFact] = []
                    var os: [PartOrigin] = []
                    renderer.render(value, evaluator: ev, into: &facts, origins: &os)
                    memo = ev.memoTable
                    done[p] = facts
                    order.append(p)
                    looked.append((p, ev.readVariant || bodyRead.variant, ev.readSize || bodyRead.size, ev.madeVariant || bodyRead.madeVariant,
                                   ev.madeSize || bodyRead.madeSize, ev.statesRead))
                    for o in os where seenOrigin.insert(o.name).inserted { origins.append(o) }
                    let newStates = ev.statesRead.subtracting(states)
                    if !newStates.isEmpty {
                        states.formUnion(newStates)
                        stable = false
                    }
                }
            }
        }
        var result = Fold(space: space, states: states, program: program).fold(done)
        result.origins = origins
        result.points = order.count
        result.reused = reused
        result.states = states.sorted()
        return result
    }
}

/// Folds facts per point into facts keyed `(part, property, state, variant, size)`: a state is
/// reported where it changes the value; `*` where the value does not change along a dimension.
struct Fold {
    let space: InputSpace
    let states: Set<String>
    let program: Program

    /// A value's identity for folding: the normalized value, or the reason it is unresolved.
    enum Identity: Hashable { case value(Value), unresolved(String) }

    func identity(_ f: PointFact) -> Identity { f.value.map { .value($0) } ?? .unresolved(f.unresolved ?? "?") }

    func fold(_ points: [Point: [PointFact]]) -> ComponentRun.Result {
        let vs: [String?] = space.variants.isEmpty ? [nil] : space.variants
        let ss: [String?] = space.sizes.isEmpty ? [nil] : space.sizes
        let sets = space.stateSets(Array(states))
        // Points by number: (state set, variant, size) in that order; facts of a (part, property)
        // in an array by point number (hashing points and strings per fact was most of folding).
        let count = sets.count * vs.count * ss.count
        func number(_ set: Int, _ v: Int, _ s: Int) -> Int { (set * vs.count + v) * ss.count + s }
        var groups: [String: [PointFact?]] = [:]
        for (si, set) in sets.enumerated() {
            for (vi, v) in vs.enumerated() {
                for (zi, z) in ss.enumerated() {
                    guard let facts = points[Point(variant: v, size: z, states: set)] else { continue }
                    let n = number(si, vi, zi)
                    for f in facts {
                        // The last one set at a point wins.
                        groups[f.part + "\u{1}" + f.property, default: Array(repeating: nil, count: count)][n] = f
                    }
                }
            }
        }
        // Parts made with no state at some variant and size (the rest are views made only in a state).
        var partsAtRest: Set<String> = []
        for v in vs { for z in ss { for f in points[Point(variant: v, size: z, states: [])] ?? [] { partsAtRest.insert(f.part) } } }
        var out = ComponentRun.Result()
        for k in groups.keys.sorted() {
            let at = groups[k]!
            // Base per (variant, size): the value with no state, else at the first state set that has
            // one (a view made only in a state). Where the part is there with no state, or the property
            // has a value with no state at some variant and size, a cell without one has none (a ghost
            // button has no resting fill; an `aria-disabled:opacity-50` text is opaque at rest).
            let strict = partsAtRest.contains(String(k.prefix { $0 != "\u{1}" }))
                || vs.indices.contains { v in ss.indices.contains { z in at[number(0, v, z)] != nil } }
            func base(_ v: Int, _ z: Int) -> PointFact? {
                if strict { return at[number(0, v, z)] }
                for set in sets.indices { if let f = at[number(set, v, z)] { return f } }
                return nil
            }
            let bases = vs.indices.map { v in ss.indices.map { z in base(v, z) } }
            for (si, set) in sets.enumerated() {
                var cells: [[PointFact?]] = []
                var changes = set.isEmpty
                for v in vs.indices {
                    var row: [PointFact?] = []
                    for z in ss.indices {
                        let f = set.isEmpty ? bases[v][z] : at[number(si, v, z)]
                        // A value that differs from the cell's base, or that only this state sets.
                        if !set.isEmpty, let f { if let b = bases[v][z] { if identity(f) != identity(b) { changes = true } } else { changes = true } }
                        row.append(f)
                    }
                    cells.append(row)
                }
                guard changes else { continue }
                emit(cells, bases: set.isEmpty ? nil : bases, vs: vs, ss: ss, state: set.isEmpty ? "default" : set.sorted().joined(separator: "+"), &out)
            }
        }
        return out
    }

    /// `bases` (for a state other than default): the default value of each cell; a cell equal to
    /// its base is left out unless the whole row folds into one fact.
    func emit(_ cells: [[PointFact?]], bases: [[PointFact?]]?, vs: [String?], ss: [String?], state: String, _ out: inout ComponentRun.Result) {
        func same(_ a: PointFact?, _ b: PointFact?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let x?, let y?): return identity(x) == identity(y)
            default: return false
            }
        }
        let flat = cells.flatMap { $0 }
        if flat.allSatisfy({ same($0, flat[0]) }) {
            if let f = flat[0] { add(f, state: state, variant: nil, size: nil, &out) }
            return
        }
        // A cell that only repeats its default value.
        func unchanged(_ i: [Int], _ j: [Int]) -> Bool {
            guard let bases else { return false }
            return i.allSatisfy { a in j.allSatisfy { b in same(cells[a][b], bases[a][b]) } }
        }
        // Independent of the variant: one fact per size.
        if ss.indices.allSatisfy({ s in vs.indices.allSatisfy { same(cells[$0][s], cells[0][s]) } }) {
            for (j, s) in ss.enumerated() where !unchanged(Array(vs.indices), [j]) { if let f = cells[0][j] { add(f, state: state, variant: nil, size: s, &out) } }
            return
        }
        if vs.indices.allSatisfy({ v in ss.indices.allSatisfy { same(cells[v][$0], cells[v][0]) } }) {
            for (i, v) in vs.enumerated() where !unchanged([i], Array(ss.indices)) { if let f = cells[i][0] { add(f, state: state, variant: v, size: nil, &out) } }
            return
        }
        for (i, v) in vs.enumerated() {
            for (j, s) in ss.enumerated() where !unchanged([i], [j]) { if let f = cells[i][j] { add(f, state: state, variant: v, size: s, &out) } }
        }
    }

    func add(_ fact: PointFact, state: String, variant: String?, size: String?, _ out: inout ComponentRun.Result) {
        let f = fact.materialized(program)
        let key = FactKey(part: f.part, property: f.property, state: state, variant: variant ?? FactKey.any, size: size ?? FactKey.any)
        if let value = f.value {
            out.facts.append(Fact(key: key, value: value, raw: f.raw, location: f.location))
        } else {
            let raw = f.raw.count > 80 ? String(f.raw.prefix(77)) + "…" : f.raw
            out.diagnostics.append(Diagnostic(kind: .unresolved, message: "\(key): `\(raw)` is unresolved: \(f.unresolved ?? "not a value parity reads")", location: f.location, key: key))
        }
    }
}
