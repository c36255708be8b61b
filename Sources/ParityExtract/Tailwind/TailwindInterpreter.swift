import ParityIR
import ParityModel

/// Tailwind class lists (Uniwind, NativeWind) as settings: the interpreter of `className` sinks.
///
/// A value is a class string, a list of them (`cn(…)`, a variant table's result), a `clsx` object
/// (`{ "px-3": dense }`), or a function of the render state (`(state) => cn(…)`). Each class is
/// read by `TailwindClasses`, under its state prefixes (`active:` -> pressed, from a table), with
/// Tailwind's default theme filling what the project's theme may not define. The list is merged
/// as `tailwind-merge` does for the properties parity reads: a later class wins over an earlier
/// one of the same property (and conflict group) under the same prefixes; a class under a state
/// prefix comes after the classes without, as its CSS rule wins while the state holds.
///
/// One per worker thread (not thread-safe): it remembers what each class string means.
final class TailwindInterpreter: Interpreter, @unchecked Sendable {
    struct Options {
        var rem: Double
        var typographyNames: Set<String>
        var theme: TailwindTheme
        /// Class prefixes that are states (`active:` -> pressed).
        var statePrefixes: [String: String]
        /// Prefixes that hold on a native app (`native:`): the class applies.
        var nativePrefixes: Set<String>
        /// Prefixes that style a part of the view instead of the view (`placeholder:text-gray-400`
        /// is the placeholder's color, React Native's `placeholderTextColor`), by the part they name.
        var partPrefixes: [String: String] = TailwindInterpreter.partPrefixes
        /// `accent-*` classes set the color (Uniwind's `…ColorClassName` props).
        var accentIsColor: Bool
        /// The record type of the state a render-prop `className` function receives.
        var renderState: String
        /// Classes the project's CSS defines (`.chip__root { … }`, `@utility x { … }`): read before Tailwind's.
        var projectClasses = ProjectClasses()
        /// The project's spacing scale in points (`theme.spacing` of a `tailwind.config.js`:
        /// `{ 1: "4px" }`): a step it defines is read from it, not from Tailwind's default scale.
        var spacing: [String: Double] = [:]
        /// The steps the project's theme defines: a class naming a step neither it nor Tailwind's
        /// default theme has is `unresolved` (nil: not checked).
        var themeSteps: ThemeSteps?
    }

    /// The steps a project's theme defines, by kind (`radius`, `shadow`, `typography`, `color`, as
    /// `TokenKind` names them; token names, as `Normalize.tokenName` spells them), and where the theme is read from. A
    /// `rounded-huge`, `shadow-hard-2`, `text-2xs` or `tracking-md` naming a step that neither
    /// this theme nor Tailwind's default one has generates nothing: it is `unresolved`, its
    /// reason naming the step and the theme, not a token without a value or nothing at all.
    struct ThemeSteps {
        var steps: [String: Set<String>] = [:]
        /// The theme's files (`nativewind/global.css`, a `tailwind.config.js`), as the message names them.
        var files: [String] = []
        /// The flavor (`nativewind`).
        var platform: String = ""
    }

    /// The theme steps a class family names, per property it sets: how a message says one, and
    /// where a Tailwind 4 CSS theme (`--radius-huge`) and a Tailwind 3 config (`borderRadius`)
    /// define it (the kind of step is the property: `ThemeSteps.steps`).
    static let stepFamilies: [String: (what: String, cssPrefix: String, configKey: String)] = [
        "radius": ("radius", "--radius-", "borderRadius"),
        "shadow": ("shadow", "--shadow-", "boxShadow"),
        "typography": ("text size", "--text-", "fontSize"),
    ]

    /// `Options.partPrefixes` by default.
    static let partPrefixes: [String: String] = ["placeholder": "placeholder"]

    /// A class of a class string, read once.
    struct Parsed {
        var raw: String
        var states: Set<String>
        /// The part a prefix named (`placeholder:`), else the view's own.
        var part: String?
        var facts: [(String, Value)]
        /// `leading-tight`: a ratio of the font size.
        var leadingRatio: Double?
        /// A class whose arbitrary value is not one parity can read (`h-[NaN]`, `w-[1e309px]`):
        /// the properties it would set and why, so it is `unresolved`, not dropped (one per
        /// declaration of a project class that cannot be read).
        var problems: [(properties: [String], message: String)] = []
    }

    let options: Options
    private var memo: [String: [Parsed]] = [:]
    /// The merged settings of a class list, by where its strings were written (their text is
    /// compared on a hit: a template makes different strings in one place): a component evaluated
    /// at many points makes the same lists again and again, and hashing the places costs less
    /// than hashing the classes.
    private var merged: [[AtomPlace]: [(atoms: [Atom], settings: [Setting])]] = [:]

    struct AtomPlace: Hashable {
        let loc: Loc
        let count: Int
    }

    /// A piece of a class list in order: a class string (and where it was written), or a setting
    /// parity could not read.
    enum Atom: Hashable {
        case classes(String, Loc)
        case unresolved(property: String, reason: String, raw: String, loc: Loc, states: [String])
        /// What class lists picked at run time set alike, each a value (`Value.oneOf`); boxed, so
        /// that the common atoms stay small to copy.
        indirect case picked(property: String, value: Value, raw: String, loc: Loc, part: String?, states: [String])
        /// What a class list picked at run time sets in some alternatives and not in others (a
        /// class applied or not): one of the values before it and these, else unresolved for why.
        indirect case optional(OptionalSetting)
    }

    /// A setting of some alternatives of a pick only (`Atom.optional`).
    struct OptionalSetting: Hashable {
        var property: String, value: Value, raw: String, loc: Loc, part: String?, states: [String], reason: String
    }

    /// A setting a class list applies or not at run time (`Atom.optional`): a value and a reason both.
    static func isOptional(_ s: Setting) -> Bool { s.value != nil && s.unresolved != nil }

    /// An optional setting after `earlier`, the value the classes before it set there: one of the
    /// two (its raw text both); with none before it, unresolved for its reason.
    static func applyingOptional(_ s: Setting, over earlier: Setting?) -> Setting {
        var s = s
        if let earlier, let e = earlier.value, earlier.unresolved == nil, let v = s.value {
            s.value = .oneOf([e, v])
            s.raw = "\(earlier.raw) | \(s.raw)"
            s.unresolved = nil
        } else {
            s.value = nil
        }
        return s
    }

    /// Properties a class of another property replaces (tailwind-merge's conflict groups): a
    /// `text-*` size sets the font size and the line height.
    static let conflicts: [String: [String]] = ["typography": ["fontSize", "lineHeight"], "fontSize": ["typography"],
                                                // `rounded-lg` after `rounded-t-none` rounds every corner again.
                                                "radius": Normalize.cornerProperties,
                                                // `border-2` after `border-b-4`, `border-accent` after `border-l-danger`: every side again.
                                                "borderWidth": Array(Normalize.borderSideWidths.values), "borderColor": Array(Normalize.borderSideColors.values)]

    /// A radius for every corner followed by one corner's (`rounded-2xl rounded-br-sm`): the radius
    /// is each corner's where a later corner of the same part and states is set (`present` masks of
    /// the cells each setting holds at; nil where all cells), so the later corner overrides one of
    /// four, as tailwind-merge keeps both classes.
    static func splitRadius(_ settings: [Setting], _ present: [UInt64]?) -> (settings: [Setting], present: [UInt64], moved: [Int: Int])? {
        let corners = Set(Normalize.cornerProperties)
        guard settings.contains(where: { $0.property == "radius" }), settings.contains(where: { corners.contains($0.property) }) else { return nil }
        let all: UInt64 = ~0
        var outS: [Setting] = [], outP: [UInt64] = []
        // Where each setting that is not a split radius went.
        var moved: [Int: Int] = [:]
        for (j, o) in settings.enumerated() {
            let pj = present?[j] ?? all
            guard o.property == "radius" else { moved[j] = outS.count; outS.append(o); outP.append(pj); continue }
            var overlap: UInt64 = 0
            for i in (j + 1)..<settings.count where corners.contains(settings[i].property) && settings[i].part == o.part && settings[i].states == o.states {
                overlap |= (present?[i] ?? all) & pj
            }
            if pj & ~overlap != 0 { moved[j] = outS.count; outS.append(o); outP.append(pj & ~overlap) }
            if overlap != 0 {
                for c in Normalize.cornerProperties {
                    var x = o
                    x.property = c
                    outS.append(x)
                    outP.append(overlap)
                }
            }
        }
        return (outS, outP, moved)
    }

    init(_ options: Options) { self.options = options }

    /// Tailwind's shadow sizes; another `shadow-*` naming a color sets the shadow's color.
    static let shadowSizes: Set<String> = ["2xs", "xs", "sm", "md", "lg", "xl", "2xl", "inner", "none"]

    func settings(_ value: IRValue, evaluator: Evaluator) -> [Setting] {
        var atoms: [Atom] = []
        collect(value, evaluator, &atoms, depth: 0)
        // It read a choice with no variant or size assumed: it is read again per alternative.
        if evaluator.choices?.tripped == true { return [] }
        return merged(atoms)
    }

    /// A class list of a symbolic evaluation read once for all variants and sizes: its strings
    /// collected once, with the choices in it kept as pieces, then merged per cell of the
    /// dimensions those choices are over (the cells' lists are mostly the same strings, merged
    /// once each). Nil where collecting it would read through a choice: the renderer then
    /// applies the sink once per alternative.
    func cellSettings(_ value: IRValue, evaluator: Evaluator) -> [CellSetting]? {
        guard let choices = evaluator.choices, !choices.tripped else { return nil }
        var pieces: [Piece] = []
        collectOpen(value, evaluator, choices, &pieces, depth: 0)
        if choices.tripped {
            choices.forgetTrip()
            return nil
        }
        var dims: [Int: Int] = [:]
        Piece.dimensions(pieces, &dims)
        if dims.isEmpty { return merged(Piece.flatten(pieces, [])).map { CellSetting(setting: $0) } }
        if let out = mergedOnce(pieces, dims) { return out }
        let order = dims.keys.sorted()
        var out: [CellSetting] = []
        var assignment = [Int](repeating: -1, count: (order.last ?? 0) + 1)
        // States read where every state set is rendered at once (a render prop's `state.pressed &&
        // "…"`): each cell's settings hold in its states.
        guard order.allSatisfy({ $0 < 2 || PointFact.stateBit($0) != nil }) else { return nil }
        func each(_ k: Int) {
            guard k < order.count else {
                let v = Int16(assignment.count > 0 ? assignment[0] : -1), sz = Int16(assignment.count > 1 ? assignment[1] : -1)
                let (on, off) = PointFact.stateMarks(assumed: assignment)!
                for s in merged(Piece.flatten(pieces, assignment)) { out.append(CellSetting(setting: s, variant: v, size: sz, statesOn: on, statesOff: off)) }
                return
            }
            for i in 0..<dims[order[k]]! {
                assignment[order[k]] = i
                each(k + 1)
            }
            assignment[order[k]] = -1
        }
        each(0)
        return out
    }

    /// tailwind-merge over a class list whose choices are one level deep, done once for all cells:
    /// each setting is kept at the cells where it is present (its alternative's) and no later
    /// setting present there replaces it; a setting kept at every cell, or at whole rows of one
    /// dimension, is one setting, not one per cell. At each cell the settings that hold there are
    /// those `merged` gives for that cell's list, in the same order. Nil for what it does not
    /// cover (a choice inside a choice, a `leading-*` ratio, more than 64 cells).
    func mergedOnce(_ pieces: [Piece], _ dims: [Int: Int]) -> [CellSetting]? {
        let nv = dims[0] ?? 1, ns = dims[1] ?? 1
        // States read where every state set is rendered at once: each a dimension of two
        // alternatives, a cell per combination of them (`combo`, bit j: the jth state holds).
        let stateDims = dims.keys.filter { $0 >= 2 }.sorted()
        guard stateDims.allSatisfy({ dims[$0] == 2 && PointFact.stateBit($0) != nil }) else { return nil }
        let nc = 1 << stateDims.count
        guard nv * ns * nc <= 64 else { return nil }
        let cellCount = nv * ns * nc
        let all: UInt64 = cellCount == 64 ? ~0 : (1 << UInt64(cellCount)) - 1
        // Cell (v, s, combo) is bit (v * ns + s) * nc + combo.
        func cells(_ dim: Int, _ alt: Int) -> UInt64 {
            var m: UInt64 = 0
            let j = stateDims.firstIndex(of: dim) ?? -1
            for v in 0..<nv {
                for s in 0..<ns {
                    for c in 0..<nc where (dim == 0 ? v : dim == 1 ? s : c >> j & 1) == alt { m |= 1 << UInt64((v * ns + s) * nc + c) }
                }
            }
            return m
        }
        var settings: [Setting] = []
        var present: [UInt64] = []
        // The pieces' settings in order, each present at the cells of `mask` where its alternatives
        // are picked (a choice inside a choice, `state.pressed && pressed[variant]`: both).
        func add(_ pieces: [Piece], _ mask: UInt64) -> Bool {
            for p in pieces {
                switch p {
                case .atom(let a):
                    guard let ss = unmerged(a) else { return false }
                    settings += ss
                    present += Array(repeating: mask, count: ss.count)
                case .choice(let d, let alternatives):
                    for (i, alternative) in alternatives.enumerated() {
                        guard add(alternative, mask & cells(d, i)) else { return false }
                    }
                }
            }
            return true
        }
        guard add(pieces, all) else { return nil }
        if let (split, masks, _) = TailwindInterpreter.splitRadius(settings, present) {
            settings = split
            present = masks
        }
        // Settings of two alternatives of one choice are never present at one cell, so a later
        // setting that shares a cell with an earlier one comes after it in that cell's list.
        var kept = present
        for i in settings.indices {
            if TailwindInterpreter.isOptional(settings[i]) {
                // Over one earlier setting at every cell it holds at, else unresolved.
                let s = settings[i]
                let earlier = (0..<i).last { kept[$0] & present[i] != 0 && settings[$0].property == s.property && settings[$0].part == s.part && settings[$0].states == s.states }
                settings[i] = TailwindInterpreter.applyingOptional(s, over: earlier.flatMap { kept[$0] & present[i] == present[i] ? settings[$0] : nil })
            }
            let s = settings[i]
            let cleared = TailwindInterpreter.conflicts[s.property]
            for j in 0..<i where kept[j] & present[i] != 0 {
                let o = settings[j]
                guard o.property == s.property || cleared?.contains(o.property) == true else { continue }
                if o.part == s.part, o.states == s.states { kept[j] &= ~present[i] }
            }
        }
        var order = settings.indices.filter { kept[$0] != 0 }
        if !order.allSatisfy({ settings[$0].states.isEmpty }) {
            order = order.filter { settings[$0].states.isEmpty } + order.filter { !settings[$0].states.isEmpty }.sorted { (settings[$0].states.count, $0) < (settings[$1].states.count, $1) }
        }
        var out: [CellSetting] = []
        // The settings of `s` for the variant-by-size cells of mask `m`, in the states `on`/`off`.
        func emit(_ s: Setting, _ m: UInt64, on: UInt32, off: UInt32) {
            let full: UInt64 = nv * ns == 64 ? ~0 : (1 << UInt64(nv * ns)) - 1
            if m == full { out.append(CellSetting(setting: s, statesOn: on, statesOff: off)); return }
            // Whole rows of the variant (or of the size): one setting per row.
            let rows = (0..<nv).map { v in (0..<ns).allSatisfy { m & (1 << UInt64(v * ns + $0)) != 0 } }
            let partial = (0..<nv).contains { v in !rows[v] && (0..<ns).contains { m & (1 << UInt64(v * ns + $0)) != 0 } }
            if dims[0] != nil, !partial {
                for v in 0..<nv where rows[v] { out.append(CellSetting(setting: s, variant: Int16(v), statesOn: on, statesOff: off)) }
                return
            }
            let columns = (0..<ns).map { c in (0..<nv).allSatisfy { m & (1 << UInt64($0 * ns + c)) != 0 } }
            let partialColumn = (0..<ns).contains { c in !columns[c] && (0..<nv).contains { m & (1 << UInt64($0 * ns + c)) != 0 } }
            if dims[1] != nil, !partialColumn {
                for c in 0..<ns where columns[c] { out.append(CellSetting(setting: s, size: Int16(c), statesOn: on, statesOff: off)) }
                return
            }
            for v in 0..<nv {
                for c in 0..<ns where m & (1 << UInt64(v * ns + c)) != 0 {
                    out.append(CellSetting(setting: s, variant: dims[0] == nil ? -1 : Int16(v), size: dims[1] == nil ? -1 : Int16(c), statesOn: on, statesOff: off))
                }
            }
        }
        // The variant-by-size mask of combination `c` of the states.
        func slice(_ m: UInt64, _ c: Int) -> UInt64 {
            var out: UInt64 = 0
            for k in 0..<(nv * ns) where m & (1 << UInt64(k * nc + c)) != 0 { out |= 1 << UInt64(k) }
            return out
        }
        for i in order {
            let m = kept[i], s = settings[i]
            if m == all { out.append(CellSetting(setting: s)); continue }
            if nc == 1 { emit(s, m, on: 0, off: 0); continue }
            // The same cells in every combination of the states: held in all of them.
            let slices = (0..<nc).map { slice(m, $0) }
            if slices.allSatisfy({ $0 == slices[0] }) { emit(s, slices[0], on: 0, off: 0); continue }
            for c in 0..<nc where slices[c] != 0 {
                // Combination `c` as an assignment of the states' dimensions (bit j: the jth holds).
                var assumed = [Int](repeating: -1, count: (stateDims.last ?? 1) + 1)
                for (j, d) in stateDims.enumerated() { assumed[d] = c >> j & 1 }
                let (on, off) = PointFact.stateMarks(assumed: assumed)!
                emit(s, slices[c], on: on, off: off)
            }
        }
        return out
    }

    /// The settings of one atom before merging; nil where one is a `leading-*` ratio (it needs
    /// the font size of the merged list).
    func unmerged(_ a: Atom) -> [Setting]? {
        let pieces = settings(of: a)
        return pieces.contains { $0.ratio != nil } ? nil : pieces.map(\.setting)
    }

    /// The settings of one atom in class order, each with the font-size ratio of a `leading-*`
    /// class (its value waits for the merged list's font size).
    func settings(of a: Atom) -> [(setting: Setting, ratio: Double?)] {
        var out: [(setting: Setting, ratio: Double?)] = []
        switch a {
        case .classes(let s, let loc):
            for p in parse(s) {
                for problem in p.problems {
                    for property in problem.properties {
                        out.append((Setting(property: property, value: nil, unresolved: problem.message, raw: p.raw, loc: loc, part: p.part, states: p.states), nil))
                    }
                }
                for (property, value) in p.facts {
                    out.append((Setting(property: property, value: p.leadingRatio == nil ? value : nil,
                                        unresolved: p.leadingRatio == nil ? nil : "`\(p.raw)` is a ratio of a font size parity does not know here",
                                        raw: p.raw, loc: loc, part: p.part, states: p.states), p.leadingRatio))
                }
            }
        case .unresolved(let property, let reason, let raw, let loc, let states):
            out.append((Setting(property: property, value: nil, unresolved: reason, raw: raw, loc: loc, states: Set(states)), nil))
        case .picked(let property, let value, let raw, let loc, let part, let states):
            out.append((Setting(property: property, value: value, raw: raw, loc: loc, part: part, states: Set(states)), nil))
        case .optional(let o):
            let why = o.reason.hasPrefix("applied or not") ? o.reason : "applied or not, as \(o.reason)"
            out.append((Setting(property: o.property, value: o.value, unresolved: why, raw: o.raw, loc: o.loc, part: o.part, states: Set(o.states)), nil))
        }
        return out
    }

    /// A piece of a class list read symbolically: an atom, or a choice over a dimension of the
    /// pieces of each alternative.
    indirect enum Piece {
        case atom(Atom)
        case choice(dimension: Int, [[Piece]])

        /// The dimensions the pieces choose over, with their number of alternatives.
        static func dimensions(_ pieces: [Piece], _ out: inout [Int: Int]) {
            for p in pieces {
                guard case .choice(let d, let alternatives) = p else { continue }
                out[d] = alternatives.count
                for a in alternatives { dimensions(a, &out) }
            }
        }

        /// The atoms at a cell (the alternative of each dimension it picks).
        static func flatten(_ pieces: [Piece], _ assignment: [Int]) -> [Atom] {
            var out: [Atom] = []
            func add(_ ps: [Piece]) {
                for p in ps {
                    switch p {
                    case .atom(let a): out.append(a)
                    case .choice(let d, let alternatives): add(alternatives[assignment[d]])
                    }
                }
            }
            add(pieces)
            return out
        }
    }

    /// `collect` for a value whose choices are not assumed: each such choice becomes a piece
    /// with its alternatives collected under that alternative assumed.
    func collectOpen(_ v: IRValue, _ ev: Evaluator, _ choices: ChoiceContext, _ out: inout [Piece], depth: Int) {
        guard depth < 32 else { return }
        // Each alternative's pieces, collected under that alternative assumed.
        func choice(_ c: Choice, _ value: (IRValue) -> IRValue) -> Piece {
            .choice(dimension: c.dimension, choices.eachAlternative(of: c) { _, a in
                var sub: [Piece] = []
                collectOpen(value(a), ev, choices, &sub, depth: depth + 1)
                return sub
            })
        }
        if let c = v.openChoice {
            out.append(choice(c) { $0 })
            return
        }
        switch v.kind {
        case .list(let items):
            ev.touch(v)
            for i in items { collectOpen(i, ev, choices, &out, depth: depth + 1) }
        case .closure(let c):
            ev.touch(v)
            collectOpen(ev.runStateClosure(c, stateType: options.renderState, v.loc), ev, choices, &out, depth: depth + 1)
        case .record(let r) where r.type != IRValue.oneOfType && r.fields.contains(where: { $0.name == "..." || $0.value.openChoice != nil }):
            ev.touch(v)
            // clsx with a condition (or a spread) that is a choice: a piece per alternative.
            for (key, cond) in r.fields {
                if key == "..." { collectOpen(cond, ev, choices, &out, depth: depth + 1); continue }
                func single(_ c: IRValue) -> IRValue { IRValue(.record(Record(type: r.type, fields: [(key, c)])), v.loc) }
                if let c = cond.openChoice {
                    out.append(choice(c, single))
                } else {
                    var atoms: [Atom] = []
                    collect(single(cond), ev, &atoms, depth: depth + 1)
                    out += atoms.map { .atom($0) }
                }
            }
        default:
            var atoms: [Atom] = []
            collect(v, ev, &atoms, depth: depth)
            out += atoms.map { .atom($0) }
        }
    }

    /// The settings of a class list's atoms, merged (remembered by where the atoms were written).
    func merged(_ atoms: [Atom]) -> [Setting] {
        let places = atoms.map { a -> AtomPlace in
            switch a {
            case .classes(let s, let loc): return AtomPlace(loc: loc, count: s.utf8.count)
            case .unresolved(_, _, _, let loc, _): return AtomPlace(loc: loc, count: -1)
            case .picked(_, _, _, let loc, _, _): return AtomPlace(loc: loc, count: -2)
            case .optional(let o): return AtomPlace(loc: o.loc, count: -3)
            }
        }
        if let hit = merged[places]?.first(where: { $0.atoms == atoms }) { return hit.settings }
        var pieces: [Setting] = []
        var ratios: [Int: Double] = [:]
        for a in atoms {
            for (s, ratio) in settings(of: a) {
                if let ratio { ratios[pieces.count] = ratio }
                pieces.append(s)
            }
        }
        let m = TailwindInterpreter.merge(pieces, ratios: ratios)
        merged[places, default: []].append((atoms, m))
        return m
    }

    /// tailwind-merge over settings in class order, then the classes under states last.
    static func merge(_ pieces: [Setting], ratios: [Int: Double] = [:]) -> [Setting] {
        var pieces = pieces
        var ratios = ratios
        if let (split, _, moved) = splitRadius(pieces, nil) {
            // Ratios are by a setting's index (a `leading-*` class's line height).
            ratios = Dictionary(uniqueKeysWithValues: ratios.compactMap { i, r in moved[i].map { ($0, r) } })
            pieces = split
        }
        // Lists are short: a scan back over the kept settings costs less than keys to hash.
        var kept = [Bool](repeating: true, count: pieces.count)
        for i in pieces.indices {
            if isOptional(pieces[i]) {
                let s = pieces[i]
                let earlier = (0..<i).last { kept[$0] && pieces[$0].property == s.property && pieces[$0].part == s.part && pieces[$0].states == s.states }
                pieces[i] = applyingOptional(s, over: earlier.map { pieces[$0] })
            }
            let s = pieces[i]
            let cleared = conflicts[s.property]
            for j in 0..<i where kept[j] {
                let o = pieces[j]
                guard o.property == s.property || cleared?.contains(o.property) == true else { continue }
                if o.part == s.part, o.states == s.states { kept[j] = false }
            }
        }
        var out: [Setting] = []
        out.reserveCapacity(pieces.count)
        for (i, s) in pieces.enumerated() where kept[i] {
            var s = s
            // A `leading-*` ratio of the font size the same class list sets.
            if let ratio = ratios[i] {
                let size = pieces.indices.reversed().lazy.filter { kept[$0] && (pieces[$0].property == "typography" || pieces[$0].property == "fontSize") && pieces[$0].part == s.part && pieces[$0].states.isSubset(of: s.states) }
                    .compactMap { pieces[$0].value }.compactMap { $0.typography?.size ?? ($0.unit == .pt ? $0.number : nil) }.first
                if let size { s.value = .number(ratio * size, .pt); s.unresolved = nil }
            }
            out.append(s)
        }
        if out.allSatisfy({ $0.states.isEmpty }) { return out }
        return out.filter { $0.states.isEmpty } + out.filter { !$0.states.isEmpty }.enumerated().sorted { ($0.element.states.count, $0.offset) < ($1.element.states.count, $1.offset) }.map(\.element)
    }

    func collect(_ v: IRValue, _ ev: Evaluator, _ out: inout [Atom], depth: Int) {
        guard depth < 32 else { return }
        ev.touch(v)
        // Class lists the running app picks among: what each sets, unresolved for why (also as
        // the alternative of a state's choice: `disabled ? "text-label-quaternary" : hasValue ? … : …`).
        if let (alternatives, why) = IRValue(v.kind, v.loc).oneOf {
            // Each alternative merged on its own; a property every one of them sets to a value is
            // one of those values, any other is unresolved for why.
            let lists = alternatives.map { a -> [Setting] in
                var atoms: [Atom] = []
                collect(a, ev, &atoms, depth: depth + 1)
                return merged(atoms)
            }
            var seen: Set<String> = []
            for list in lists {
                for s in list {
                    let states = s.states.sorted()
                    guard seen.insert("\(s.part ?? "")|\(s.property)|\(states)").inserted else { continue }
                    let same = lists.map { l in l.last { $0.property == s.property && $0.part == s.part && $0.states == s.states } }
                    let values = same.compactMap { $0?.value }
                    if values.count == lists.count {
                        let raw = same.compactMap { $0?.raw }.joined(separator: " | ")
                        out.append(.picked(property: s.property, value: .oneOf(values), raw: raw, loc: v.loc, part: s.part, states: states))
                    } else if same.allSatisfy({ $0 == nil || $0?.value != nil }) {
                        // Set by some alternatives only (a class applied or not): over what the classes
                        // before it set, one of that and these (`TailwindInterpreter.applyingOptional`).
                        let raw = same.compactMap { $0?.raw }.joined(separator: " | ")
                        out.append(.optional(OptionalSetting(property: s.property, value: .oneOf(values), raw: raw, loc: v.loc, part: s.part, states: states, reason: why)))
                    } else {
                        out.append(.unresolved(property: s.property, reason: why, raw: s.raw, loc: v.loc, states: states))
                    }
                }
            }
            return
        }
        switch v.kind {
        case .string(let s):
            out.append(.classes(s, v.loc))
        case .list(let items):
            for i in items { collect(i, ev, &out, depth: depth + 1) }
        case .closure(let c):
            collect(ev.runStateClosure(c, stateType: options.renderState, v.loc), ev, &out, depth: depth + 1)
        case .record(let r):
            // clsx: `{ "px-3 py-1": dense }` keeps the keys whose value is truthy. Two keys or more whose
            // conditions are tests of what the running app decides (`{ [fill[variant]]: lit, "bg-separator": !lit }`,
            // `lit` being `index < count`) are one of their classes, picked at run time.
            let picked = r.fields.filter { f in
                guard f.name != "...", case .unknown(let why) = f.value.kind else { return false }
                return IRValue.isRuntime(reason: why)
            }
            if picked.count >= 2, case .unknown(let why) = picked[0].value.kind {
                let first = r.fields.firstIndex { $0.name == picked[0].name }
                let choice = IRValue.oneOf(picked.map { IRValue(.string($0.name), v.loc) }, why: "one of the classes of an object, as \(why)", v.loc)
                for (i, (key, cond)) in r.fields.enumerated() {
                    if i == first { collect(choice, ev, &out, depth: depth + 1); continue }
                    if key == "..." { collect(cond, ev, &out, depth: depth + 1); continue }
                    if picked.contains(where: { $0.name == key }) { continue }
                    if cond.truthy == true { out.append(.classes(key, v.loc)) }
                    else if cond.truthy == nil { collect(IRValue(.record(Record(type: r.type, fields: [(key, cond)])), v.loc), ev, &out, depth: depth + 1) }
                }
                return
            }
            for (key, cond) in r.fields {
                if key == "..." { collect(cond, ev, &out, depth: depth + 1); continue }
                switch cond.truthy {
                case true?: out.append(.classes(key, v.loc))
                case false?: break
                case nil:
                    let why: String
                    if case .unknown(let r) = cond.kind { why = r } else { why = "its condition is not an input" }
                    // A class the running app applies or not (`{ "text-label-secondary": showingPlaceholder }`):
                    // that class or none, over what the classes before it set (one of `text-label` and it).
                    if IRValue.isRuntime(reason: why) {
                        collect(.oneOf([IRValue(.string(key), v.loc), IRValue(.string(""), v.loc)], why: "applied or not, as \(why)", v.loc), ev, &out, depth: depth + 1)
                        continue
                    }
                    for p in parse(key) {
                        for (property, _) in p.facts { out.append(.unresolved(property: property, reason: why, raw: p.raw, loc: v.loc, states: p.states.sorted())) }
                    }
                }
            }
        case .null, .bool, .number:
            break
        case .unknown(let why):
            out.append(.unresolved(property: "className", reason: why, raw: "", loc: v.loc, states: []))
        default:
            out.append(.unresolved(property: "className", reason: "not a class list", raw: "", loc: v.loc, states: []))
        }
    }

    /// The classes of a class string, remembered.
    func parse(_ s: String) -> [Parsed] {
        if let p = memo[s] { return p }
        var out: [Parsed] = []
        for token in s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            if let p = parseClass(String(token)) { out.append(p) }
        }
        memo[s] = out
        return out
    }

    /// One class: its state prefixes, important marks and opacity modifier, then its facts.
    /// Nil for a class under a prefix that does not hold on a native app (`web:`, `md:`, `ios:`).
    func parseClass(_ raw: String, depth: Int = 0) -> Parsed? {
        var segments: [String] = []
        var current = ""
        var bracket = 0
        for ch in raw {
            if ch == "[" { bracket += 1 } else if ch == "]" { bracket -= 1 }
            if ch == ":", bracket == 0 { segments.append(current); current = ""; continue }
            current.append(ch)
        }
        var states: Set<String> = []
        var part: String?
        for prefix in segments {
            if let s = options.statePrefixes[prefix] { states.insert(s); continue }
            if options.nativePrefixes.contains(prefix) { continue }
            if let p = options.partPrefixes[prefix] { part = p; continue }
            return nil
        }
        var name = current
        while name.hasPrefix("!") { name.removeFirst() }
        while name.hasSuffix("!") { name.removeLast() }
        // A class of the project's CSS: its declarations, and the Tailwind classes it applies.
        if let rule = options.projectClasses[name] {
            var facts: [(String, Value)] = []
            var problems = rule.problems.map { (properties: $0.properties, message: $0.message) }
            if depth < 8 {
                for c in rule.classes {
                    guard let p = parseClass(c, depth: depth + 1) else { continue }
                    facts += p.facts
                    problems += p.problems
                }
            }
            facts += rule.facts.map { ($0.property, $0.value) }
            return Parsed(raw: raw, states: states, part: part, facts: facts, leadingRatio: nil, problems: problems)
        }
        // `bg-accent/50`: the color at 50% opacity.
        var alpha: Double?
        // The slash of an opacity modifier: the last one outside brackets (`bg-input/[0.045]`
        // has an arbitrary opacity; `w-[calc(1/2)]` has none).
        var depth = 0, outside: String.Index?
        for i in name.indices {
            switch name[i] {
            case "[": depth += 1
            case "]": depth -= 1
            case "/" where depth == 0: outside = i
            default: break
            }
        }
        if let slash = outside {
            let modifier = String(name[name.index(after: slash)...])
            let a = modifier.hasPrefix("[") ? Double(modifier.dropFirst().dropLast()) : Double(modifier).map { $0 / 100 }
            if let a, a >= 0, a <= 1, TailwindClasses.facts(for: String(name[..<slash]), rem: options.rem, typographyNames: options.typographyNames).contains(where: { $0.1.unit == .color }) {
                alpha = a
                name = String(name[..<slash])
            }
        }
        var facts: [(String, Value)]
        if options.accentIsColor, name.hasPrefix("accent-") {
            facts = TailwindClasses.facts(for: "text-" + name.dropFirst(7), rem: options.rem, typographyNames: []).filter { $0.0 == "color" }
        } else if name.hasPrefix("accent-") {
            facts = []
        } else {
            facts = TailwindClasses.facts(for: name, rem: options.rem, typographyNames: options.typographyNames)
        }
        // `gap-1` of a project whose `theme.spacing` defines `1`: that step's length.
        if !options.spacing.isEmpty, let (prefix, properties) = TailwindClasses.spacing.first(where: { name.hasPrefix($0.0) }),
           let pt = options.spacing[String(name.dropFirst(prefix.count))] {
            facts = properties.map { ($0, .number(pt, .pt)) }
        }
        // `shadow-black/5`, `shadow-primary`: the shadow's color, not its size.
        if name.hasPrefix("shadow-"), !TailwindInterpreter.shadowSizes.contains(String(name.dropFirst(7))), facts.contains(where: { $0.0 == "shadow" }),
           alpha != nil || options.theme.colors[Normalize.tokenName(String(name.dropFirst(7)))] != nil || name.dropFirst(7).contains("/")
            || options.themeSteps?.steps["color"]?.contains(Normalize.tokenName(String(name.dropFirst(7)))) == true {
            facts = []
        }
        var leading: Double?
        if name.hasPrefix("leading-"), let r = options.theme.leadingRatios[String(name.dropFirst(8))] {
            leading = r
            facts = [("lineHeight", .number(r, .ratio))]
        }
        for i in facts.indices {
            var (property, value) = facts[i]
            switch property {
            case "typography" where value.typography == nil:
                value.typography = options.theme.typography(String(name.dropFirst(5)), rem: options.rem)
            case _ where property.hasPrefix("radius") && value.token != nil && value.number == nil:
                value.number = options.theme.radius(TailwindClasses.rounded(name).step, rem: options.rem)
            case _ where value.unit == .color && value.color == nil:
                if let t = value.token, let c = options.theme.colors[t] { value.color = ColorPair(light: c, dark: c) }
            default: break
            }
            if let alpha, value.unit == .color {
                if value.token != nil { value.number = alpha } else if var c = value.color { c.light.alpha = alpha; c.dark.alpha = alpha; value.color = c }
            }
            facts[i] = (property, value)
        }
        var problems: [(properties: [String], message: String)] = []
        if let steps = options.themeSteps {
            // A step neither the project's theme nor Tailwind's default one defines.
            facts.removeAll { property, value in
                guard let step = undefinedStep(name, property, value, steps) else { return false }
                problems.append(([property], undefined(step, property, steps)))
                return true
            }
            if facts.isEmpty, problems.isEmpty, name.hasPrefix("tracking-"), TailwindClasses.bracket(String(name.dropFirst(9))) == nil {
                problems.append((["letterSpacing"], undefined(String(name.dropFirst(9)), "letterSpacing", steps)))
            }
        }
        if facts.isEmpty, problems.isEmpty, let problem = TailwindClasses.problem(for: name, rem: options.rem) { problems.append(problem) }
        return Parsed(raw: raw, states: states, part: part, facts: facts, leadingRatio: leading, problems: problems)
    }

    /// The step a class names that neither the project's theme nor Tailwind's default theme
    /// defines (`huge` of `rounded-huge`, `hard-2` of `shadow-hard-2`, `2xs` of `text-2xs`), as
    /// written; nil where one of them defines it, or the fact names no step.
    func undefinedStep(_ name: String, _ property: String, _ value: Value, _ steps: ThemeSteps) -> String? {
        guard TailwindInterpreter.stepFamilies[property] != nil, let token = value.token, steps.steps[property]?.contains(token) != true else { return nil }
        switch property {
        case "typography" where value.typography == nil && name.hasPrefix("text-"): return String(name.dropFirst(5))
        case "radius" where value.number == nil && name.hasPrefix("rounded-"): return String(name.dropFirst(8))
        case "shadow" where name.hasPrefix("shadow-") && !TailwindInterpreter.shadowSizes.contains(String(name.dropFirst(7))): return String(name.dropFirst(7))
        default: return nil
        }
    }

    /// Why a class naming an undefined step sets nothing, and what to do (a `tracking-*` word:
    /// parity reads no letter-spacing steps from a theme).
    func undefined(_ step: String, _ property: String, _ steps: ThemeSteps) -> String {
        let tailwind = "Tailwind \(options.theme.version)'s default theme"
        let theme = steps.files.isEmpty
            ? "the \(steps.platform) theme (parity found no theme file; list it in `platforms.\(steps.platform).tokens` of parity.json)"
            : "the \(steps.platform) theme (\(steps.files.joined(separator: ", ")))"
        guard let family = TailwindInterpreter.stepFamilies[property] else {
            let defaults = Normalize.tailwindTracking.sorted { $0.value < $1.value }.map(\.key).joined(separator: ", ")
            return "letter-spacing step `\(step)` is not a step of \(tailwind) (\(defaults)), and parity reads no letter-spacing steps from \(theme); "
                + "use one of those or an arbitrary value (`tracking-[0.01em]`)"
        }
        let config = steps.files.contains { f in [".js", ".ts", ".cjs", ".mjs"].contains { f.hasSuffix($0) } }
        let define = config ? "`theme.extend.\(family.configKey).\(step)`" : "`\(family.cssPrefix)\(step)`"
        return "\(family.what) step `\(step)` is defined neither in \(theme) nor in \(tailwind), so the class sets nothing; define \(define) in the theme or use a step it has"
    }
}
