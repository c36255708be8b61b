import Foundation
import ParityModel

/// Evaluates IR at one point of a component's input space. It knows no language: names resolve
/// through locals, parameters, `self` and the program's declarations; library calls through the
/// platform's `Builtins`; anything else is an unknown value that flows on.
public final class Evaluator {
    public let program: Program
    public let builtins: Builtins
    public var point: Point
    /// States a state source was asked about (the input space grows by them).
    public private(set) var statesRead: Set<String> = []
    /// How deep calls are inlined.
    public var maxDepth = 24
    /// Turns a class list into the style record it resolves to (Uniwind's `useResolveClassNames`),
    /// where the platform's entry gives one (the renderer's class interpreter); nil: not known.
    public var classResolver: ((IRValue, Evaluator) -> IRValue?)?
    /// Environment values a component's entry sets at the point (its variant and size carried in
    /// a style value: `@Environment(\.tagStyle)`), by key.
    public var environmentInputs: [String: IRValue] = [:]
    private var depth = 0
    /// `tokenSpaceType` by token kind (nil inside: looked up, none declared).
    private var tokenSpaceTypes: [String: String?] = [:]
    /// Values provided to the views being made.
    public var locals = Locals.empty
    /// What the context providers evaluated so far gave (local, value), in order: a compound
    /// component's parts are made again under what its root provides (`TSXEntry.call`).
    public var provisions: [(local: String, value: IRValue)] = []
    /// The call or declaration whose value is being made: with the place of a `createContext`
    /// call, a context's identity.
    var site = Loc.none
    /// The record types of a context and of its provider (`Builtin.context`).
    public static let contextType = "#Context", contextProviderType = "#ContextProvider"
    /// Modifiers the platform's sinks read: recorded as written even where the project extends them.
    public var modifierNames: Set<String>?
    /// How many unlabeled arguments each of those modifiers' sinks read (`Sinks.modifierArity`).
    public var modifierArity: [String: Int] = [:]
    /// Results of calls that read no input, by declaration and arguments (shared across points).
    private var memo: [MemoKey: Memo]
    private var inputReads = 0

    /// A memoized result, and whether computing it looked at the variant or the size.
    public struct Memo {
        let value: IRValue
        let variant: Bool
        let size: Bool
        /// The argument written where the value is (`value * BASE` of `rem(0.75)` is at the `0.75`),
        /// else -1: a call that finds the value remembered has it at its own argument.
        var argument: Int32 = -1
    }

    func remembered(_ k: MemoKey, arguments: ArgValues = []) -> IRValue? {
        guard !optionalsAbsent, let m = memo[k] else { return nil }
        if m.variant { readVariant = true }
        if m.size { readSize = true }
        if m.argument >= 0, Int(m.argument) < arguments.count { return IRValue(m.value.storage, arguments[Int(m.argument)].value.loc) }
        return m.value
    }

    func remember(_ k: MemoKey, _ v: IRValue, since: (Bool, Bool), arguments: ArgValues = []) {
        guard !optionalsAbsent else { return }
        var m = Memo(value: v, variant: readVariant && !since.0, size: readSize && !since.1)
        if let i = arguments.firstIndex(where: { $0.value.loc == v.loc }) { m.argument = Int32(i) }
        memo[k] = m
    }

    public init(program: Program, builtins: Builtins, point: Point = Point(), memo: [MemoKey: Memo] = [:]) {
        self.program = program
        self.builtins = builtins
        self.point = point
        self.memo = memo
    }

    public var memoTable: [MemoKey: Memo] { memo }

    /// Where the unknowns of the optional parameters a caller may set were made (`leading:
    /// RowLeading? = null`, `ComponentEntry.arguments`): read as their `null` default (or as given,
    /// `optionalsGiven`) while deciding which of two sides that both draw a caller sees. Each
    /// with what it is when given: a text (`subtitle: String? = nil` is "Label"), else a value that
    /// is there and nothing more known.
    public var optionalDefaults: [Loc: IRValue.Kind] = [:]
    /// The same by the reason of the unknown, for values that take the place they are read at
    /// (a TSX prop no caller gives: `placed` at each read, so its location is not its own).
    public var optionalReasons: [String: IRValue.Kind] = [:]
    /// The names of those parameters, by the same location: a slot called through another name
    /// (`icon?.let { Box { it() } }`) draws the caller's view under the slot's name.
    public var optionalNames: [Loc: String] = [:]
    public static var givenValue: IRValue.Kind { .record(Record(type: "#Given", fields: [])) }
    /// Read the optional parameters as given (a value that is there, nothing more known) where
    /// that decides a condition: the pass that adds the parts only a caller's value shows.
    public var optionalsGiven = false
    /// Whether a side was drawn for being the one at the defaults (the component has parts a
    /// caller's value shows).
    public private(set) var decidedByDefaults = false
    /// While a condition is decided at defaults: nil for `null`, true for given.
    private var optionalAs: Bool?
    private var optionalsAbsent: Bool { optionalAs != nil }

    /// The value of a condition that is not an input with the optional parameters at their `null`
    /// default (nil where it is still not known): `if (leading?.type != Type.WideImage) Row(…) else
    /// Column(…)` draws the Row unless a caller sets `leading`. With `optionalsGiven`, as given
    /// where that decides it (`if (icon != null) Icon(…) else Spacer(…)` draws the Icon).
    func decidedAtDefaults(_ c: Expr, _ env: Env) -> Bool? { atDefaults { eval(c, env).truthy } }

    /// The case of a `when`/`switch` taken with the optional parameters at their defaults (or given).
    func caseAtDefaults(_ subject: Expr?, _ cases: [MatchCase], _ env: Env) -> MatchCase? {
        atDefaults { firstCase(subject, cases, env) ?? nil }
    }

    /// Whether no case matches with the optional parameters at their defaults (as `caseAtDefaults` reads them).
    func noCaseAtDefaults(_ subject: Expr?, _ cases: [MatchCase], _ env: Env) -> Bool {
        atDefaults { firstCase(subject, cases, env).map { $0 == nil } } ?? false
    }

    /// The first case that matches, `.some(nil)` where none does; nil where a case is not known to match or not.
    func firstCase(_ subject: Expr?, _ cases: [MatchCase], _ env: Env) -> MatchCase?? {
        let s = subject.map { eval($0, env) }
        for c in cases {
            guard let ok = matches(s, c, env) else { return nil }
            if ok { return c }
        }
        return .some(nil)
    }

    /// What `body` reads with the optional parameters as given (where `optionalsGiven` and that
    /// decides it), else at their `null` defaults; nil where neither decides it.
    func atDefaults<T>(_ body: () -> T?) -> T? {
        guard !optionalDefaults.isEmpty || !optionalReasons.isEmpty, optionalAs == nil else { return nil }
        defer { optionalAs = nil }
        if optionalsGiven {
            optionalAs = true
            if let t = body() { return t }
        }
        optionalAs = false
        return body()
    }

    /// An optional parameter's unknown read as `optionalAs` while a condition is decided at defaults.
    @inline(__always)
    func atDefault(_ v: IRValue) -> IRValue {
        guard let given = optionalAs, case .unknown(let why) = v.storage, let k = optionalDefaults[v.loc] ?? optionalReasons[why] else { return v }
        return IRValue(given ? k : .null, v.loc)
    }

    /// Whether either side of an undecided condition draws views while the other does too.
    func bothDraw(_ x: IRValue, _ y: IRValue) -> Bool { containsView(x) && containsView(y) }

    /// Whether a state holds at this point (and that it was asked). While the states are
    /// evaluated at once (`symbolicStates`), the state's assumed value; where it is not assumed,
    /// the reading trips on the state's choice, so the expression reading it is evaluated again
    /// once per alternative.
    public func state(_ name: String) -> Bool {
        statesRead.insert(name)
        inputReads += 1
        if symbolicStates, let ctx = choices {
            let d = ctx.dimension(ofState: name)
            if ctx.assumed[d] >= 0 { return ctx.assumed[d] == 1 }
            ctx.trip(stateChoice(d, Loc.none) { .bool($0) })
            return false
        }
        return point.has(name)
    }

    /// The dimension of a state of a symbolic evaluation of the states (that it was asked, as
    /// `state(_:)`), where a rendering marks facts with the states they hold in instead of
    /// reading them (`Renderer.renderLifted(…, everyState: true)`); nil in any other evaluation.
    public func stateDimension(_ name: String) -> Int? {
        guard symbolicStates, let ctx = choices else { return nil }
        statesRead.insert(name)
        inputReads += 1
        return ctx.dimension(ofState: name)
    }

    /// Undoes `assume(states:)`: states read are choices again, no state assumed (to render every
    /// state set at once).
    public func unassumeStates() {
        guard let ctx = choices else { return }
        symbolicStates = true
        for d in ctx.stateDimensions.values { ctx.assumed[d] = -1 }
    }

    /// The value made from whether a state holds (`make(true)` in it): at this point, or while
    /// the states are evaluated at once, a choice over the state's dimension (its value where
    /// that is assumed).
    public func state(_ name: String, _ loc: Loc, _ make: (Bool) -> IRValue.Kind) -> IRValue {
        statesRead.insert(name)
        inputReads += 1
        guard symbolicStates, let ctx = choices else { return IRValue(make(point.has(name)), loc) }
        let d = ctx.dimension(ofState: name)
        if ctx.assumed[d] >= 0 { return IRValue(make(ctx.assumed[d] == 1), loc) }
        return IRValue(.choice(stateChoice(d, loc, make)), loc)
    }

    /// Whether a state holds, as a boolean value (`whenTrue: false`: whether it does not).
    public func state(_ name: String, whenTrue: Bool = true, _ loc: Loc) -> IRValue {
        state(name, loc) { .bool($0 == whenTrue) }
    }

    /// The value of an input dimension besides the variant and the size (`shape: circle | square`):
    /// each case but the default is a state of its own, `dimension=case` (`Evaluator.dimensionState`),
    /// the cases ruling each other out; the default case where none of them holds.
    public func dimension(_ name: String, cases: [String], default def: String, _ loc: Loc, _ make: (String) -> IRValue.Kind) -> IRValue {
        let others = cases.filter { $0 != def }
        return firstHolding(others.map { (Evaluator.dimensionState(name, $0), $0) }, otherwise: def, loc, make)
    }

    /// The value of the first case whose state holds (`make` of its value), else of `otherwise`: each
    /// state read in turn, a choice over it while the states are evaluated at once (a choice's
    /// alternative that is itself a choice is kept as it is, not projected).
    public func firstHolding(_ cases: [(state: String, value: String)], otherwise: String, _ loc: Loc, _ make: (String) -> IRValue.Kind) -> IRValue {
        func pick(_ i: Int) -> IRValue.Kind {
            guard i < cases.count else { return make(otherwise) }
            return state(cases[i].state, loc) { $0 ? make(cases[i].value) : pick(i + 1) }.storage
        }
        return IRValue(pick(0), loc)
    }

    /// The state a dimension's case is: `shape=square`.
    public static func dimensionState(_ dimension: String, _ value: String) -> String { dimension + "=" + value }

    /// The states of a dimension: one per case but the default.
    public static func dimensionStates(_ dimension: String, cases: [String], default def: String) -> [String] {
        cases.filter { $0 != def }.map { dimensionState(dimension, $0) }
    }

    /// States that rule each other out (the cases of one input): each -> the others.
    public static func exclusive(_ states: [String]) -> [String: Set<String>] {
        let all = Set(states)
        return Dictionary(states.map { ($0, all.subtracting([$0])) }, uniquingKeysWith: { a, _ in a })
    }

    private func stateChoice(_ d: Int, _ loc: Loc, _ make: (Bool) -> IRValue.Kind) -> Choice {
        Choice(dimension: d, alternatives: [IRValue(make(false), loc), IRValue(make(true), loc)], context: choices!)
    }

    /// Whether the states are evaluated at once: each state read is a choice over its own
    /// dimension of the symbolic evaluation (rendering then assumes each state set, `assume(states:)`).
    public private(set) var symbolicStates = false

    /// Renders what a symbolic evaluation of the states gave at a state set: each state's
    /// dimension assumed to it, and states read from here on read at the point.
    public func assume(states set: Set<String>) {
        symbolicStates = false
        guard let ctx = choices else { return }
        for (name, d) in ctx.stateDimensions { ctx.assumed[d] = set.contains(name) ? 1 : 0 }
    }

    /// Whether the evaluation looked at the point's variant or size (through a value made by
    /// `input(_:_:)`): points that differ only in what it did not look at give the same result.
    public private(set) var readVariant = false, readSize = false

    /// Whether the point's variant and size were handed to the evaluation as `input(_:variant:)`
    /// values (only then are their uses tracked, and points that differ in them reused).
    public private(set) var madeVariant = false, madeSize = false

    /// A value standing for the point's variant or size: its uses are tracked (`touch`).
    public func input(_ kind: IRValue.Kind, variant: Bool) -> IRValue {
        // A caller that made the value from the point's variant or size, in a symbolic evaluation
        // (where the point has neither): that evaluation is done point by point instead.
        choices?.trip()
        return tracked(kind, variant: variant)
    }

    private func tracked(_ kind: IRValue.Kind, variant: Bool) -> IRValue {
        if variant { madeVariant = true } else { madeSize = true }
        return IRValue(kind, variant ? Loc.variantInput : Loc.sizeInput)
    }

    /// The values of the input dimensions when the evaluation is symbolic (all variants and
    /// sizes at once, `Choice` values), else nil.
    public private(set) var dimensions: [[String]]?
    /// What the symbolic evaluation assumes (nil when it is not symbolic).
    public private(set) var choices: ChoiceContext?

    /// Evaluates for every value of the dimensions at once (0: variants, 1: sizes), and with
    /// `states` for every state set too.
    public func symbolic(_ dims: [[String]], states: Bool = false) {
        dimensions = dims
        choices = ChoiceContext(dimensions: dims.count)
        symbolicStates = states
    }

    /// The value of the variant (or size) input made by `make` from a value's name: at the point,
    /// or a choice over all values when the evaluation is symbolic. Nil where `make` has none.
    public func input(variant: Bool, _ make: (String) -> IRValue.Kind?) -> IRValue? {
        let dim = variant ? 0 : 1
        let loc = variant ? Loc.variantInput : Loc.sizeInput
        if let dims = dimensions, let ctx = choices {
            let names = dims[dim]
            guard !names.isEmpty else { return nil }
            var alternatives: [IRValue] = []
            for n in names {
                guard let k = make(n) else { ctx.trip(); return nil }
                alternatives.append(IRValue(k, loc))
            }
            return IRValue(.choice(Choice(dimension: dim, alternatives: alternatives, context: ctx)), loc)
        }
        guard let name = variant ? point.variant : point.size, let k = make(name) else { return nil }
        return tracked(k, variant: variant)
    }

    /// A member called on a receiver that is a choice (`.padding(…)` on a view whose foreground
    /// depends on a state): called on each alternative, assumed, instead of evaluating the
    /// receiver again per alternative.
    func callMember(through c: Choice, _ n: String, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        mapChoice(c, e.loc) {
            let a = c.alternatives[c.context.assumed[c.dimension]]
            if let inner = a.openChoice { return callMember(through: inner, n, args, env, e) }
            return callMember(a, n, args, env, e)
        }
    }

    /// `f` once per alternative of `c`, that alternative assumed; one value where all agree.
    func mapChoice(_ c: Choice, _ loc: Loc, _ f: () -> IRValue) -> IRValue {
        let ctx = choices!
        let out = ctx.eachAlternative(of: c) { _, _ in f() }
        // A plain value (not itself a choice, whose reading would trip) the same for all: that value.
        func print(_ v: IRValue) -> Fingerprint? {
            if case .choice = v.storage { return nil }
            return v.fingerprint
        }
        if let first = out.first.flatMap(print), out.dropFirst().allSatisfy({ print($0) == first }) { return out[0] }
        return IRValue(.choice(Choice(dimension: c.dimension, alternatives: out, context: ctx)), loc)
    }

    /// Whether the value, or any alternative of it where it is a choice, is of a kind (read
    /// without reading through a choice: a check that can only be false does not trip).
    func mayBe(_ v: IRValue, _ test: (IRValue.Kind) -> Bool) -> Bool {
        if case .choice(let c) = v.storage { return c.alternatives.contains { mayBe($0, test) } }
        return test(v.storage)
    }

    /// The value, or the alternative of a choice whose dimension is assumed (repeatedly).
    func assumedValue(_ v: IRValue) -> IRValue {
        var v = v
        while case .choice(let c) = v.storage {
            let i = c.context.assumed[c.dimension]
            guard i >= 0 else { break }
            v = c.alternatives[i]
        }
        return v
    }

    /// Records a use of a value that may be the point's variant or size (interpreters that read
    /// values call it too).
    @inline(__always)
    public func touch(_ v: IRValue) {
        if v.loc.file < -1 {
            if v.loc.file == Loc.variantInput.file { readVariant = true } else { readSize = true }
        }
    }

    // MARK: expressions

    public func eval(_ e: Expr, _ env: Env) -> IRValue {
        guard let ctx = choices else { return evalPlain(e, env) }
        // After a trip, nothing more is evaluated until the expression that caught it.
        if ctx.tripped { return .unknown("evaluated again per alternative", e.loc) }
        return caught(evalPlain(e, env), e.loc, ctx) { self.eval(e, env) }
    }

    /// The value of an expression that read a choice where its dimension was not assumed: the
    /// expression evaluated again once per alternative, which is then assumed (`again`, which
    /// catches in turn what it reads of other dimensions). Else `v`.
    @inline(__always)
    func caught(_ v: IRValue, _ loc: Loc, _ ctx: ChoiceContext, _ again: () -> IRValue) -> IRValue {
        guard ctx.tripped, let c = ctx.trippedBy else { return v }
        ctx.reset()
        if ComponentRun.traceChoices { FileHandle.standardError.write(Data("choice \(ctx.describe(c.dimension)) at \(program.location(loc)): \(program.text(loc).prefix(80).replacingOccurrences(of: "\n", with: " "))\n\(ComponentRun.trace ? ctx.tripSite + "\n" : "")".utf8)) }
        return mapChoice(c, loc, again)
    }

    func evalPlain(_ e: Expr, _ env: Env) -> IRValue {
        switch e.kind {
        case .number(let n, let u): return IRValue(.number(n, u), e.loc)
        case .hex(let h, let digits): return IRValue(.number(Double(h), digits > 6 ? "hex8" : "hex"), e.loc)
        case .string(let s): return IRValue(.string(s), e.loc)
        case .bool(let b): return IRValue(.bool(b), e.loc)
        case .null: return IRValue(.null, e.loc)
        case .this:
            return env.this ?? .unknown("`self` outside a type", e.loc)
        case .name(let n):
            return atDefault(name(n, env, e.loc))
        case .implicitMember(let n):
            return IRValue(.enumCase(type: "", name: n), e.loc)
        case .keyPath(let p):
            return IRValue(.enumCase(type: "\\", name: p), e.loc)
        case .member(let base, let n, let optional):
            // `this.size` in a lambda whose receiver is a scope the platform gives (Compose's `drawBehind
            // { this.size.height }`, written so where a parameter `size` hides it): the scope's member.
            if case .this = base.kind, env.this == nil, case .given(let what)? = builtins.names[n] { return .runtime(what, e.loc) }
            // `LocalTextStyle.current`: the value provided to the views being made.
            if case .current? = builtins.members[n], let local = lastName(base) {
                inputReads += 1
                if let v = locals.lookup(local) { return v }
                if let v = libraryDefault(local, e.loc) { return v }
                // The project's own local (`val LocalSmallButtonScope = staticCompositionLocalOf { false }`):
                // its default, where the platform's builtins read the declaration's value.
                if let d = program.decls(named: local)?.first, d.kind == .property, d.value != nil {
                    let v = name(local, env, e.loc)
                    if !v.isUnknown, !mayBe(v, { if case .closure = $0 { return true }; return false }) { return v }
                }
                if let v = themeProvided(local, e.loc) { return v }
                return .unknown(Evaluator.notProvided(local), e.loc)
            }
            // `SwiftUI.Color` (a type written with its library module): the library's, never the project's.
            if case .name(let m) = base.kind, builtins.modules.contains(m), n.first?.isUppercase == true, env.lookup(m) == nil {
                return IRValue(.type(n, nil), e.loc)
            }
            let b = eval(base, env)
            if optional, b.isNull { return IRValue(.null, e.loc) }
            return atDefault(member(b, n, env, e.loc, baseExpr: base))
        case .call(let callee, let args, let trailing):
            return call(callee, args + trailing, env, e)
        case .closure(let params, let body):
            return IRValue(.closure(Closure(params: params, body: body, env: env, loc: e.loc)), e.loc)
        case .conditional(let c, let a, let b) where isImplicitChain(a) != isImplicitChain(b):
            // `(isOn ? .blueNormal : trackColor).opacity(0.5)`: an implicit member is of the other
            // arm's type, as Swift infers it.
            if let t = typeName(of: eval(isImplicitChain(a) ? b : a, env)) {
                return conditional(c, a, b, e.loc, env) { self.eval($0, expecting: t, env) }
            }
            return conditional(c, a, b, e.loc, env) { self.eval($0, env) }
        case .conditional(let c, let a, let b):
            return conditional(c, a, b, e.loc, env) { self.eval($0, env) }
        case .match(let subject, let cases):
            return match(subject, cases, env, e.loc)
        case .subscript(let base, let index):
            return subscriptValue(eval(base, env), eval(index, env), e.loc)
        case .binary("?[]", let base, let index):
            // A lookup where a missing key is undefined (a lowering's rule says when: TypeScript's
            // `Partial<…>` tables, a lookup read with `?.`).
            return subscriptValue(eval(base, env), eval(index, env), e.loc, missingIsNull: true)
        case .object(let entries):
            return IRValue(.record(object(entries, env)), e.loc)
        case .array(let items):
            var out: [IRValue] = []
            for i in items {
                let v = eval(i, env)
                out.append(v)
            }
            return IRValue(.list(out), e.loc)
        case .unary(let op, let x):
            let v = eval(x, env)
            switch op {
            case "!": return negated(v, e.loc)
            case "-":
                if case .number(let n, let u) = (tokenNumber(v) ?? v).kind { return IRValue(.number(-n, u), v.loc) }
                return v.isUnknown ? v : .unknown("`-` of a value that is not a number", e.loc)
            case "+": return v
            case "typeof":
                // JavaScript's type names; an absent value (`undefined`) is "undefined".
                let name: String
                switch v.kind {
                case .unknown: return v
                case .null: name = "undefined"
                case .string: name = "string"
                case .number: name = "number"
                case .bool: name = "boolean"
                case .closure, .function: name = "function"
                // A color, in React Native, is a string (`"#0071E3"`); so is a color token's value.
                case .color, .token(kind: "color", _, _): name = "string"
                default: name = "object"
                }
                return IRValue(.string(name), e.loc)
            default: return .unknown("operator `\(op)`", e.loc)
            }
        case .binary(let op, let l, let r):
            return binary(op, l, r, env, e)
        case .template(let parts):
            // A percentage computed in code (`${percent}%`, a progress fill's width): a fraction of the parent
            // made from what the component is given as it runs, as `fillMaxWidth(progress)` is (`Value.dynamic`);
            // a percentage written out (`"50%"`) is a design value.
            if parts.count == 2, case .expr(let x) = parts[0], case .text("%") = parts[1], case .number = eval(x, env).kind {
                return .runtime("the percentage `\(program.text(x.loc))`", e.loc)
            }
            // Text, or where a part is not text but stands apart between spaces (a class list:
            // `animate-pulse ${startColor} ${skeletonStyle({ … })}`), the list of the text around
            // it and its value, so the classes that can be read stay readable (as `join` keeps them).
            var s = ""
            var items: [IRValue] = []
            var apart: [(value: IRValue, expr: Expr, index: Int)] = []
            for (i, p) in parts.enumerated() {
                switch p {
                case .text(let t): s += t
                case .expr(let x):
                    let v = eval(x, env)
                    touch(v)
                    switch v.kind {
                    case .string(let t): s += t
                    case .number(let n, _): s += formatNumber(n)
                    case .bool(let b): s += b ? "true" : "false"
                    case .null: s += ""
                    default:
                        if !s.isEmpty { items.append(IRValue(.string(s), e.loc)) }
                        apart.append((v, x, i))
                        items.append(v)
                        s = ""
                    }
                }
            }
            guard let first = apart.first else { return IRValue(.string(s), e.loc) }
            if !s.isEmpty { items.append(IRValue(.string(s), e.loc)) }
            func text(_ i: Int) -> String? { if i >= 0, i < parts.count, case .text(let t) = parts[i] { return t }; return nil }
            let separate = apart.allSatisfy { a in
                (text(a.index - 1).map { $0.last?.isWhitespace ?? true } ?? true) && (text(a.index + 1).map { $0.first?.isWhitespace ?? true } ?? true)
            }
            guard separate else { return first.value.isUnknown ? first.value : .unknown("a template part that is not text: `\(program.text(first.expr.loc))`", first.expr.loc) }
            return IRValue(.list(items), e.loc)
        case .element(let tag, let attrs, let children):
            return element(tag, attrs, children, env, e)
        case .block(let b):
            return run(b, Env(parent: env))
        case .unsupported(let what):
            return .unknown("\(what) is not evaluated", e.loc)
        }
    }

    /// `c ? a : b`, the branches evaluated by `branch`; both when the condition is not an input.
    func conditional(_ c: Expr, _ a: Expr, _ b: Expr, _ loc: Loc, _ env: Env, _ branch: (Expr) -> IRValue) -> IRValue {
        let cond = eval(c, env)
        if case .enumCase(Evaluator.colorModeType, let mode) = cond.kind {
            let x = branch(a), y = branch(b)
            return byMode(light: mode == "light" ? x : y, dark: mode == "light" ? y : x, loc)
        }
        guard let t = cond.truthy else {
            let x = branch(a), y = branch(b)
            if bothDraw(x, y), let t = decidedAtDefaults(c, env) {
                decidedByDefaults = true
                return t ? x : y
            }
            return eitherOf(x, y, under: cond, c, loc)
        }
        return branch(t ? a : b)
    }

    /// Whether two values are the same plain value, or records (`Font.system(size: 14, weight: .medium)`)
    /// and lists of the same plain values; nothing is read (no state, no choice is touched).
    static func sameValue(_ a: IRValue, _ b: IRValue, depth: Int = 0) -> Bool {
        if let x = a.plainFingerprint { return x == b.plainFingerprint }
        guard depth < 6 else { return false }
        switch (a.storage, b.storage) {
        case (.record(let r), .record(let q)):
            return r.type == q.type && r.fields.count == q.fields.count
                && zip(r.fields, q.fields).allSatisfy { $0.name == $1.name && sameValue($0.value, $1.value, depth: depth + 1) }
        case (.list(let x), .list(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1, depth: depth + 1) }
        default: return false
        }
    }

    /// The value of one of two sides under a condition `c` that is not an input (`cond`, its value):
    /// the side both give, else the views of both, else unknown for the condition's reason.
    func eitherOf(_ x: IRValue, _ y: IRValue, under cond: IRValue, _ c: Expr, _ loc: Loc) -> IRValue {
        if let fx = x.plainFingerprint, fx == y.plainFingerprint { return x }
        // A modifier applied on one side only: what it sets is unresolved, with the condition as the reason.
        var why: String?
        func undecided(_ m: ModifierCall) -> ModifierCall {
            var m = m
            if m.undecided == nil {
                if why == nil {
                    let condition = program.text(c.loc).split(separator: "\n").first.map(String.init) ?? ""
                    why = "set only when `\(condition.count > 60 ? String(condition.prefix(57)) + "…" : condition)` (\(reasonOf(cond, "that condition")))"
                }
                m.undecided = why
            }
            return m
        }
        // The modifiers both sides apply (written once, or in each with the same values) as they
        // are, in `xs`'s order; the others undecided.
        func merged(_ xs: ArraySlice<ModifierCall>, _ ys: ArraySlice<ModifierCall>) -> [ModifierCall] {
            func same(_ a: ModifierCall, _ b: ModifierCall) -> Bool {
                a.name == b.name && (a.loc == b.loc || a.args.count == b.args.count && zip(a.args, b.args).allSatisfy { p, q in
                    p.label == q.label && Evaluator.sameValue(p.value, q.value)
                })
            }
            var out: [ModifierCall] = [], matched: Set<Int> = []
            for m in xs {
                if let j = ys.indices.first(where: { !matched.contains($0) && same(m, ys[$0]) }) {
                    matched.insert(j)
                    out.append(m)
                } else {
                    out.append(undecided(m))
                }
            }
            for j in ys.indices where !matched.contains(j) { out.append(undecided(ys[j])) }
            return out
        }
        // One view or another of the same kind (`if markup { return Text(a) } else { return
        // Text(verbatim: a).font(…) }`): one view, whose modifiers both sides apply hold and whose
        // others are undecided (what they set is unresolved) — not two views of which one is drawn.
        if case .view(let vx) = x.kind, case .view(let vy) = y.kind, vx.callee == vy.callee, vx.children.isEmpty, vy.children.isEmpty {
            let w = vx.copy()
            w.modifiers = merged(vx.modifiers[...], vy.modifiers[...])
            return IRValue(.view(w), x.loc)
        }
        // A modifier chain extended on one side only (`if (p) then(this.builder()) else this`):
        // the modifiers both sides share hold whatever the condition; the others are applied
        // as undecided (what they set is unresolved, with the condition as the reason).
        if case .modifiers(let mx) = x.kind, case .modifiers(let my) = y.kind {
            let common = zip(mx, my).prefix { $0.name == $1.name && $0.loc == $1.loc }.count
            // A modifier of the shared part applied again (`then(this.block())` repeats the chain) is no condition's.
            let shared = mx.prefix(common)
            // Past it, a modifier both sides apply alike holds too (`when (brush) { null ->
            // background(color, shape).border(1.dp, ink, shape); else -> background(brush, shape).border(…) }`).
            let others = merged(mx.dropFirst(common), my.dropFirst(common)).filter { m in !shared.contains { $0.name == m.name && $0.loc == m.loc } }
            return IRValue(.modifiers(Array(shared) + others), loc)
        }
        // Views under a condition that is not an input are all there (as in an `if`).
        if containsView(x) || containsView(y) { return IRValue(.list([x, y].filter(containsView)), loc) }
        // So is a lambda on one side with nothing on the other (`trailingIcon = if (value.isEmpty())
        // null else { { Icon(…) } }`): the slot it fills is drawn where the lambda is given.
        switch (x.kind, y.kind) {
        case (.closure, .null): return x
        case (.null, .closure): return y
        default: break
        }
        let reason = reasonOf(cond, "the condition `\(program.text(c.loc))`")
        // Two design values (or class lists) picked at run time: one of them, each read for what it sets.
        // (A choice over the variant or size whose alternative is assumed: that alternative.)
        if IRValue.isRuntime(reason: reason), let a = Evaluator.picks(assumedValue(x)), let b = Evaluator.picks(assumedValue(y)) {
            var alternatives = a
            Evaluator.appendOnce(b, to: &alternatives)
            return .oneOf(alternatives, why: undecidedChoice(reason, c), loc)
        }
        return .unknown(undecidedChoice(reason, c), loc)
    }

    /// The values a value picked at run time may be, where each is a plain value a sink reads
    /// (a string, number, token, color or case: `empty ? .labelSecondary : .label`), or a pick of
    /// such values; nil for anything else (a record, a view, an unknown, a choice over an input).
    static func picks(_ v: IRValue) -> [IRValue]? {
        if let (alternatives, _) = v.oneOf { return alternatives.allSatisfy({ picks($0) != nil }) ? alternatives : nil }
        switch v.storage {
        case .string, .number, .token, .color, .enumCase: return [v]
        default: return nil
        }
    }

    /// The alternatives and reason of a pick whose every value is plain (`picks`); nil for any other
    /// value, told by the record's type before its alternatives are read (member reads are hot).
    static func plainPick(_ v: IRValue) -> (alternatives: [IRValue], why: String)? {
        guard case .record(let r) = v.storage, r.type == IRValue.oneOfType, let (alternatives, why) = v.oneOf,
              alternatives.allSatisfy({ picks($0) != nil }) else { return nil }
        return (alternatives, why)
    }

    /// Appends the values `out` does not hold yet (plain values: by fingerprint).
    static func appendOnce(_ values: [IRValue], to out: inout [IRValue]) {
        for v in values where !out.contains(where: { $0.plainFingerprint == v.plainFingerprint }) { out.append(v) }
    }

    /// A member read or called on a value picked at run time, on each of its values: one of the
    /// results where each is a value a sink reads (`(empty ? colors.a : colors.b).copy(alpha =
    /// 0.5f)`), else unknown for the pick's reason.
    func eachPick(_ alternatives: [IRValue], _ why: String, _ loc: Loc, _ f: (IRValue) -> IRValue) -> IRValue {
        var out: [IRValue] = []
        for a in alternatives {
            guard let r = Evaluator.picks(f(a)) else { return .unknown(why, loc) }
            Evaluator.appendOnce(r, to: &out)
        }
        return out.count == 1 ? out[0] : .oneOf(out, why: why, loc)
    }

    /// Why a choice between two values is unknown: the condition's reason; where that is a value
    /// given at run time, said as a choice, so that the choice is no `dynamic` value (`enabled &&
    /// value > min ? colors.label : colors.labelQuaternary` picks one of two design values).
    func undecidedChoice(_ why: String, _ c: Expr) -> String {
        guard IRValue.isRuntime(reason: why) else { return why }
        let text = program.text(c.loc).split(separator: "\n").first.map(String.init) ?? ""
        return "one of two values, as `\(text.count > 60 ? String(text.prefix(57)) + "…" : text)` decides (\(why))"
    }

    /// The mode a color-mode flag compared with a mode's case is true in (`colorScheme == .dark`,
    /// `colorScheme` the flag of `EnvironmentValues.colorScheme`); nil for other comparisons.
    func modeComparison(_ flag: IRValue, _ other: IRValue) -> String? {
        guard case .enumCase(Evaluator.colorModeType, let mode) = flag.kind else { return nil }
        // A mode's case (SwiftUI's `.dark`), or its name as React Native's `useColorScheme()` gives it (`"dark"`).
        let name: String
        switch other.kind {
        case .enumCase(let t, let n) where t != Evaluator.colorModeType: name = n
        case .string(let n): name = n
        default: return nil
        }
        guard name == "light" || name == "dark" else { return nil }
        // The flag is true in `mode`: equal to that mode's case there, to the other's in the other.
        return name == mode ? mode : (mode == "light" ? "dark" : "light")
    }

    /// The type of a color-mode flag's value (`Builtin.colorMode`): the case names the mode it is true in.
    static let colorModeType = "$colorMode"

    /// A flag true in color mode `mode` (`light`, `dark`).
    func modeFlag(_ mode: String, _ loc: Loc) -> IRValue { IRValue(.enumCase(type: Evaluator.colorModeType, name: mode), loc) }

    /// One value in light mode and another in dark mode: the same value, or a color with each
    /// mode's side of its own (tokens by their colors, `Builtins.tokenColors`); else unknown.
    func byMode(light: IRValue, dark: IRValue, _ loc: Loc, depth: Int = 0) -> IRValue {
        if let f = light.plainFingerprint, f == dark.plainFingerprint { return light }
        for v in [light, dark] where v.isUnknown { return v }
        // Two palettes of the same names (`useColorScheme() === "dark" ? dark : light`): those of the
        // platform's color tokens are its token space (`colors.accent` the token `accent`); others,
        // field by field.
        if depth < 2, case .record(let l) = light.kind, case .record(let d) = dark.kind, !l.fields.isEmpty,
           l.fields.map(\.name) == d.fields.map(\.name) {
            if !builtins.tokenColors.isEmpty, l.fields.allSatisfy({ builtins.tokenColors[Normalize.tokenName($0.name)] != nil }) {
                return IRValue(.tokenSpace(kind: "color"), loc)
            }
            let fields = zip(l.fields, d.fields).map { a, b in (name: a.name, value: byMode(light: a.value, dark: b.value, loc, depth: depth + 1)) }
            return IRValue(.record(Record(type: l.type, fields: fields)), loc)
        }
        guard let l = colorPair(light), let d = colorPair(dark) else {
            return .unknown("\(describe(light)) in light mode, \(describe(dark)) in dark mode", loc)
        }
        return IRValue(.color(ColorPair(light: l.light, dark: d.dark), name: nil), loc)
    }

    // MARK: expected types

    /// The declared type of a return value, while a function or property with one runs.
    private var returnType: String?

    /// `e` where a value of `type` is expected: an implicit member (`.sm`, `.system(size: 12)`,
    /// `.init(…)`) is a member of that type, also through conditionals and `??`.
    public func eval(_ e: Expr, expecting type: String?, _ env: Env) -> IRValue {
        guard let ctx = choices else { return evalExpected(e, type, env) }
        if ctx.tripped { return .unknown("evaluated again per alternative", e.loc) }
        let file = typeFile
        return caught(evalExpected(e, type, env), e.loc, ctx) {
            self.typeFile = file
            return self.eval(e, expecting: type, env)
        }
    }

    private func evalExpected(_ e: Expr, _ type: String?, _ env: Env) -> IRValue {
        // The file the expected type is written in (an argument's callee's), for this expression only.
        let file = typeFile
        typeFile = -1
        // `(.focus, 2)` where a `(color: Color, width: CGFloat)?` is expected: a record of the labels.
        if let type, type.utf8.first == UInt8(ascii: "("), let elements = Evaluator.tupleElements(type) {
            if case .array(let items) = e.kind, elements.count == items.count {
                let fields = zip(elements, items).map { el, item in (name: el.label, value: eval(item, expecting: el.type, env)) }
                return IRValue(.record(Record(type: "tuple", fields: fields)), e.loc)
            }
            // `(tint: .orange, weight: 3)`: each element of its label's type.
            if case .object(let entries) = e.kind {
                let fields = entries.map { entry -> (name: String, value: IRValue) in
                    guard case .name(let l) = entry.key else { return ("", eval(entry.value, env)) }
                    return (l, eval(entry.value, expecting: elements.first { $0.label == l }?.type, env))
                }
                return IRValue(.record(Record(type: "tuple", fields: fields)), e.loc)
            }
        }
        // `[.sm: .init(height: 32, …), …]` where a `[Size: Metrics]` is expected: keys and values of
        // those types; `[.init(…), …]` where a `[Metrics]` is.
        if let type, type.utf8.first == UInt8(ascii: "["), let (keyType, valueType) = Evaluator.collectionTypes(type) {
            if let keyType, case .object(let entries) = e.kind, let r = typedDictionary(entries, keyType, valueType, env) {
                return IRValue(.record(r), e.loc)
            }
            if keyType == nil, case .array(let items) = e.kind {
                return IRValue(.list(items.map { eval($0, expecting: valueType, env) }), e.loc)
            }
        }
        guard let type, let t = expectable(type) else { return eval(e, env) }
        switch e.kind {
        case .implicitMember("none") where !declaresNone(t) && builtins.names["\(t).none"] == nil:
            // `color: .none` where a `Color?` is expected: Optional's `none`, nil (a type without a `none`
            // of its own is an optional's, whether or not the lowering kept the `?`).
            return IRValue(.null, e.loc)
        case .implicitMember(let n):
            return implicitMember(n, of: t, e.loc, file: file) ?? eval(e, env)
        case .member(let b, _, _) where builtins.selfResolving?.expected == t && !isImplicitChain(b):
            // `.foregroundStyle(ListItemPart.title)` of a project `ShapeStyle`: what it resolves to.
            let v = eval(e, env)
            return resolvedStyle(v, e.loc) ?? v
        case .block:
            // `let stroke: Color = if a { .gray } else { .blue }`: the branches' values are of that type.
            let outer = returnType
            returnType = type
            defer { returnType = outer }
            return eval(e, env)
        case .member(let b, let n, _) where isImplicitChain(b):
            // `.compound.textPrimary` where a color is expected: the chain's head is a member of that type.
            return member(eval(b, expecting: t, env), n, env, e.loc, baseExpr: b)
        case .call(let callee, let args, let trailing):
            // `.compound.border.opacity(0.5)` where a color is expected: a call on an implicit chain.
            if case .member(let b, let n, _) = callee.kind, isImplicitChain(b) {
                return callMember(eval(b, expecting: t, env), n, args + trailing, env, e)
            }
            // `.init(lineWidth: 2)` where a library type the tables know is expected (`StrokeStyle`).
            if case .implicitMember("init") = callee.kind, !knownType(t, member: "init"), builtins.names[t] != nil {
                return apply(IRValue(.type(t, nil), e.loc), args + trailing, env, e)
            }
            guard case .implicitMember(let n) = callee.kind, knownType(t, member: n) else { break }
            return callMember(typeValue(t, e.loc, file: file), n, args + trailing, env, e)
        case .conditional(let c, let a, let b):
            return conditional(c, a, b, e.loc, env) { self.typeFile = file; return self.eval($0, expecting: t, env) }
        case .binary("??", let l, let r):
            typeFile = file
            let a = eval(l, expecting: t, env)
            typeFile = file
            if case .null = a.kind { return eval(r, expecting: t, env) }
            return a
        case .binary(let op, let l, let r) where Evaluator.isArithmetic(op) && (hasImplicitOperand(l) || hasImplicitOperand(r)):
            // `.Margins.small / 2`, `size.padding + .Margins.small / 2` where a length is expected:
            // its operands are of that type.
            return binary(op, l, r, env, e, expecting: t)
        case .unary("-", let x) where hasImplicitOperand(x):
            // `.padding(.leading, -.xSmall)`: the operand is of that type.
            let v = eval(x, expecting: t, env)
            let n = tokenNumber(v) ?? v
            if case .number(let x, let u) = n.kind { return IRValue(.number(-x, u), e.loc) }
            return n.isUnknown ? IRValue(n.kind, e.loc) : .unknown("`-` of \(describe(n))", e.loc)
        default: break
        }
        return eval(e, env)
    }

    /// A dictionary literal's entries with their keys of `keyType` and values of `valueType`; nil
    /// where an entry is not `key: value` or a key is not one parity reads (then the literal is
    /// evaluated as it is written).
    private func typedDictionary(_ entries: [Entry], _ keyType: String, _ valueType: String, _ env: Env) -> Record? {
        let r = Record(type: "object", fields: [])
        for entry in entries {
            guard case .computed(let keyExpr) = entry.key else { return nil }
            let k = eval(keyExpr, expecting: keyType, env)
            touch(k)
            guard let name = keyName(k) else { return nil }
            r.fields.removeAll { $0.name == name }
            r.fields.append((name, eval(entry.value, expecting: valueType, env)))
        }
        return r
    }

    /// The key and value types of a Swift dictionary type (`[Size: Metrics]`: key `Size`) or the
    /// element type of an array type (`[Metrics]`: key nil); nil for another type.
    static func collectionTypes(_ type: String) -> (key: String?, value: String)? {
        var t = Substring(type.trimmingCharacters(in: .whitespaces))
        while t.last == "?" || t.last == "!" { t = t.dropLast() }
        guard t.first == "[", t.last == "]" else { return nil }
        t = t.dropFirst().dropLast()
        var depth = 0
        for i in t.indices {
            switch t[i] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case ":" where depth == 0:
                let k = t[..<i].trimmingCharacters(in: .whitespaces), v = t[t.index(after: i)...].trimmingCharacters(in: .whitespaces)
                return k.isEmpty || v.isEmpty ? nil : (k, v)
            default: break
            }
        }
        let v = t.trimmingCharacters(in: .whitespaces)
        return v.isEmpty ? nil : (nil, v)
    }

    /// The labels and types of a labeled tuple type (`(color: Color, width: CGFloat)?`); nil where
    /// an element has no label.
    static func tupleElements(_ type: String) -> [(label: String, type: String)]? {
        var t = Substring(type.trimmingCharacters(in: .whitespaces))
        while t.last == "?" || t.last == "!" { t = t.dropLast() }
        guard t.first == "(", t.last == ")" else { return nil }
        t = t.dropFirst().dropLast()
        var parts: [Substring] = [], depth = 0, start = t.startIndex
        for i in t.indices {
            switch t[i] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0: parts.append(t[start..<i]); start = t.index(after: i)
            default: break
            }
        }
        parts.append(t[start...])
        var out: [(label: String, type: String)] = []
        for part in parts {
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let label = part[..<colon].trimmingCharacters(in: .whitespaces)
            guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            out.append((label, part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return out
    }

    /// What the project's theme provides for a composition local nothing around the component
    /// provides and whose own default is no value (Thunderbird's `staticCompositionLocalOf<ThemeSpacings>
    /// { error("No ThemeSpacings provided") }`, provided by `ThunderbirdBoltTheme { … }` through
    /// `BoltTheme(themeConfig)`'s `CompositionLocalProvider`). The themes are the project's
    /// composables named `…Theme` (not `…Preview…`) that take only their content (every other
    /// parameter has a default): each is run once with a content that records what is provided where it runs.
    /// Where two themes provide different values (two brands' colors), it is unknown and says so.
    /// A library's local that nothing nearer provides (Material's `LocalTextStyle`): what the project's
    /// theme provides of it (Backpack's `BpkTheme` gives it `bodyDefault`), else the library's default
    /// (`Builtins.localDefaults`); nil for a local with no library default.
    public func libraryDefault(_ local: String, _ loc: Loc) -> IRValue? {
        guard let t = builtins.localDefaults[local] else { return nil }
        return themeProvided(local, loc, library: true) ?? IRValue(.token(kind: t.kind, name: t.name, alpha: nil), loc)
    }

    /// `library`: a library's local (Material's `LocalTextStyle`), which has a default of its own
    /// where no theme of the project provides it.
    func themeProvided(_ local: String, _ loc: Loc, library: Bool = false) -> IRValue? {
        guard library || program.decls(named: local)?.contains(where: { $0.kind == .property }) == true else { return nil }
        let holder = program.base ?? program
        if holder.themeProvisions == nil {
            // Empty while the themes run: what they read of the locals is not what they provide.
            holder.themeProvisions = [:]
            holder.themeProvisions = findThemeProvisions()
        }
        guard let found = holder.themeProvisions?[local] else { return nil }
        return agreed(found, local, loc)
    }

    /// What every theme provides: the value they all give; of records of one type with the same
    /// fields, a record of what they agree on field by field (two brands' `Inks` with the same
    /// `onFill`: that color), each other field unknown, naming two themes that differ.
    func agreed(_ found: [(theme: String, value: IRValue)], _ path: String, _ loc: Loc, depth: Int = 0) -> IRValue {
        let first = found[0]
        guard let other = found.dropFirst().first(where: { !Evaluator.sameValue(first.value, $0.value) }) else { return first.value }
        if depth < 4, case .record(let r) = first.value.storage {
            let records = found.compactMap { f -> Record? in
                guard case .record(let q) = f.value.storage, q.type == r.type, q.fields.map(\.name) == r.fields.map(\.name) else { return nil }
                return q
            }
            if records.count == found.count {
                let fields = r.fields.indices.map { i in
                    (name: r.fields[i].name, value: agreed(zip(found, records).map { ($0.theme, $1.fields[i].value) }, path + "." + r.fields[i].name, loc, depth: depth + 1))
                }
                return IRValue(.record(Record(type: r.type, fields: fields, decl: r.decl)), first.value.loc)
            }
        }
        return .unknown("`\(path)` is provided differently by the themes `\(first.theme)` and `\(other.theme)`", loc)
    }

    /// The content a theme is run with: running it records what is provided there.
    private var themeProbe: Closure?
    private var probed: Locals?

    func findThemeProvisions() -> [String: [(theme: String, value: IRValue)]] {
        var themes: [Decl] = []
        var p: Program? = program
        while let current = p {
            // Not a theme for previews (Spark's `PreviewTheme`): the app's themes.
            for d in current.themeFunctions where !d.name.contains("Preview") && d.annotation("Composable") != nil && d.body != nil {
                let open = d.params.filter { $0.defaultValue == nil }
                if open.count == 1, open[0].type?.contains("->") == true { themes.append(d) }
            }
            p = current.base
        }
        var out: [String: [(theme: String, value: IRValue)]] = [:]
        if themes.isEmpty { return out }
        for d in themes.sorted(by: { $0.name < $1.name }) {
            // A fresh evaluator: a theme reads no input of the component.
            let ev = Evaluator(program: program, builtins: builtins)
            let probe = Closure(params: [], body: Block([]), env: Env(parent: nil), loc: d.loc)
            ev.themeProbe = probe
            let content = d.params.first { $0.defaultValue == nil }!
            _ = ev.callFunction(d, receiver: nil, [(content.label ?? content.name, IRValue(.closure(probe), d.loc))], d.loc)
            var seen: Set<String> = []
            var l = ev.probed
            while let c = l, !c.name.isEmpty {
                if seen.insert(c.name).inserted { out[c.name, default: []].append((d.name, c.value)) }
                l = c.parent
            }
        }
        return out
    }

    /// Why a composition local's value is unknown where nothing provides it.
    static func notProvided(_ local: String) -> String { "`\(local)` is not provided here" }

    static func isArithmetic(_ op: String) -> Bool { op == "+" || op == "-" || op == "*" || op == "/" }

    /// Whether an expression is an implicit chain or arithmetic with one among its operands.
    func hasImplicitOperand(_ e: Expr) -> Bool {
        if case .binary(let op, let l, let r) = e.kind, Evaluator.isArithmetic(op) { return hasImplicitOperand(l) || hasImplicitOperand(r) }
        return isImplicitChain(e)
    }

    /// Whether an expression is an implicit member or a member chain that starts with one (`.compound.bg`).
    func isImplicitChain(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case .member(let b, _, _): return isImplicitChain(b)
        // `.system(size: s).monospacedDigit()`: a call in the chain (Swift's implicit member chains).
        case .call(let c, _, _): return isImplicitChain(c)
        default: return false
        }
    }

    /// A type name an implicit member can be resolved against (`Size` of `Size?`, `ShapeStyle` of
    /// `some ShapeStyle`); nil for function and generic types.
    func expectable(_ type: String) -> String? {
        // `some ShapeStyle` / `any ShapeStyle`: implicit members are the protocol's statics
        // (`return .clear` in a function returning `some ShapeStyle`).
        if type.hasPrefix("some ") || type.hasPrefix("any ") { return expectable(String(type.drop { $0 != " " }.dropFirst())) }
        // One pass over the bytes (this runs for every typed argument and return value).
        var end = type.utf8.count
        var plain = true
        for (i, b) in type.utf8.enumerated() {
            switch b {
            case UInt8(ascii: "?"), UInt8(ascii: "!"): end = min(end, i)
            // A generic type's members are its own (`.constant(false)` where a `Binding<Bool>` is expected).
            case UInt8(ascii: "<") where i > 0 && end == type.utf8.count: end = i
            case UInt8(ascii: " "), UInt8(ascii: "["), UInt8(ascii: "-"), UInt8(ascii: "("): if i < end { plain = false }
            default: break
            }
        }
        guard plain, end > 0 else { return nil }
        return end == type.utf8.count ? type : String(type.utf8.prefix(end))!
    }

    /// The file the type an argument is expected to have is written in (the callee's), read by the
    /// argument's own `eval(_:expecting:_:)`: a nested type's bare name means it there (Orbit's
    /// `Text(…, color: .inkNormal)` of `extension Text { enum Color }`, called from another file). -1: none.
    var typeFile: Int32 = -1

    /// The project type a name written with its owner names (`Text.Color`: the `Color` nested in `Text`).
    func nestedDecl(_ t: String) -> Decl? {
        guard let dot = t.lastIndex(of: ".") else { return nil }
        let owner = String(t[..<dot]).lastDotPart, name = String(t[t.index(after: dot)...])
        return program.decls(named: name)?.first { ($0.kind == .type || $0.kind == .enumeration) && $0.owner == owner }
    }

    func typeValue(_ t: String, _ loc: Loc, file: Int32 = -1) -> IRValue {
        if let d = nestedDecl(t) { return IRValue(.type(d.name, d), loc) }
        let file = file >= 0 ? file : loc.file
        let ds = program.decls(named: t)?.filter { $0.kind == .type || $0.kind == .enumeration } ?? []
        // A type nested in another (Orbit's `Text.Color`) goes by its bare name in its own file; in
        // another file the name is a top-level type's or the library's (`.inkDark` where a `Color` is
        // returned is SwiftUI's `Color.inkDark`, not the case of `Text.Color`).
        guard ds.count > 0, ds.allSatisfy({ $0.owner != nil }), file >= 0 else { return IRValue(.type(t, ds.first { $0.owner == nil } ?? ds.first), loc) }
        return IRValue(.type(t, ds.first { $0.loc.file == file }), loc)
    }

    /// Whether `t.n` means something to the program or the builtins (else an implicit member keeps no type).
    func knownType(_ t: String, member n: String) -> Bool {
        if let d = nestedDecl(t) { return n == "init" || d.cases.contains { $0.name == n } || d.members.contains { $0.name == n } }
        if builtins.names["\(t).\(n)"] != nil || builtins.tokenTypes[t] != nil { return true }
        if program.member(of: t, n) != nil { return true }
        guard let ds = program.decls(named: t)?.filter({ $0.kind == .type || $0.kind == .enumeration }), !ds.isEmpty else { return false }
        return n == "init" || ds.contains { d in d.cases.contains { $0.name == n } }
    }

    /// Whether a project type of this name has a member or case `none` of its own.
    func declaresNone(_ t: String) -> Bool {
        program.member(of: t, "none") != nil || program.decls(named: t)?.contains { $0.cases.contains { $0.name == "none" } } == true
    }

    /// `.n` as a member of `t`, or nil when `t` does not know it.
    func implicitMember(_ n: String, of t: String, _ loc: Loc, file: Int32 = -1) -> IRValue? {
        guard knownType(t, member: n) else {
            // `.small` where a library type the project extends is expected (`BPKIcon.Size` of another
            // module, with the project's `extension BPKIcon.Size { var frame: CGSize { switch self { … } } }`):
            // a case of that type, whose members are the extension's.
            if n.first?.isLowercase == true, program.extends(t) { return IRValue(.enumCase(type: t, name: n), loc) }
            return nil
        }
        return member(typeValue(t, loc, file: file), n, Env(parent: nil), loc)
    }

    /// Argument values, each evaluated where the callee's declared type for it is expected:
    /// by label, else positional ones in order of the parameters no label took.
    func evalArgs(_ args: [Arg], _ env: Env, types: [(label: String?, type: String?)], declaredIn file: Int32 = -1) -> ArgValues {
        guard types.contains(where: { $0.type != nil }) else { return evalArgs(args, env) }
        var free = types.indices.filter { i in !args.contains { $0.label != nil && $0.label == types[i].label } }
        var out: ArgValues = []
        for a in args {
            var type: String?
            if let l = a.label, let p = types.first(where: { $0.label == l }) { type = p.type } else if a.label == nil, !free.isEmpty { type = types[free.removeFirst()].type }
            if type != nil { typeFile = file }
            let v = eval(a.value, expecting: type, env)
            if a.spread, case .list(let items) = v.kind { out += items.map { (nil, $0) } } else { out.append((a.label, v)) }
        }
        return out
    }

    /// The parameter types of a declaration, labeled as a call labels them.
    func types(_ params: [Param]) -> [(label: String?, type: String?)] { params.map { ($0.label ?? $0.name, declaredType($0.type, qualified: $0.qualifiedType)) } }

    /// A declared type as written with its owner where that names a project's nested type
    /// (`var labelColor: Text.Color`: not the `Color` the bare name means in this file), else as read.
    func declaredType(_ type: String?, qualified: String?) -> String? {
        if let q = qualified, nestedDecl(q) != nil { return q }
        return type
    }

    /// The argument types a builtin call or modifier declares (`argumentTypes`), labeled; "" is positional.
    func builtinTypes(_ name: String, _ args: [Arg]) -> [(label: String?, type: String?)] {
        guard let t = builtins.argumentTypes[name] else { return [] }
        // Positional ones first: `evalArgs` gives an unlabeled argument the first type no label took,
        // which must not be a labeled one (`.background(.palette.surface)` read as the `in:` shape).
        var out: [(label: String?, type: String?)] = t[""].map { Array(repeating: (nil, $0), count: args.count) } ?? []
        out += t.filter { !$0.key.isEmpty }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return out
    }

    /// The last name of a name or member chain (`Expr.lastName`).
    func lastName(_ e: Expr) -> String? { e.lastName }

    /// A case's raw value: the one written (`case medium = 16`), else for an integer enum one
    /// more than the case before (the first 0), else its name (`String` enums, Kotlin's `name`).
    func rawValue(of c: String, in decl: Decl, _ loc: Loc) -> IRValue {
        let integer = decl.supertypes.contains { ["Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"].contains($0) }
        var next = 0.0
        for cs in decl.cases {
            let written = cs.args.first { $0.label == "rawValue" }.map { eval($0.value, Env(parent: nil)) }
            if cs.name == c {
                if let written { return written }
                return integer ? IRValue(.number(next, ""), loc) : IRValue(.string(c), loc)
            }
            if let written, case .number(let x, _) = written.kind { next = x + 1 } else { next += 1 }
        }
        return IRValue(.string(c), loc)
    }

    /// Whether a string or list is empty (null, JavaScript's undefined, is).
    func isEmpty(_ v: IRValue, _ loc: Loc) -> IRValue {
        switch v.kind {
        case .string(let s): return IRValue(.bool(s.isEmpty), loc)
        case .list(let items): return IRValue(.bool(items.isEmpty), loc)
        case .unknown: return v
        default: return .unknown("whether \(describe(v)) is empty", loc)
        }
    }

    /// The number of characters of a string (Swift's `count`: grapheme clusters) or items of a list.
    func count(_ v: IRValue, _ loc: Loc) -> IRValue {
        switch v.kind {
        case .string(let s): return IRValue(.number(Double(s.count), ""), loc)
        case .list(let items): return IRValue(.number(Double(items.count), ""), loc)
        case .unknown: return v
        default: return .unknown("the count of \(describe(v))", loc)
        }
    }

    /// The reason an unknown carries, or a fallback.
    func reasonOf(_ v: IRValue, _ fallback: String) -> String {
        if case .unknown(let r) = v.kind { return r }
        if let (_, why) = v.oneOf { return why }
        return "it depends on \(fallback), which is not an input"
    }

    // MARK: names and members

    /// A view read by a name (`description` of `let description: Text?`): the renderer names a
    /// text read as `description` the description part (`View.readAs`, `Sinks.roleParts`).
    func shown(_ v: IRValue, as n: String) -> IRValue {
        // An optional's `map { Text($0) }` made a list of the one view.
        if case .list(let items) = v.storage, items.contains(where: { if case .view = $0.storage { return true }; return false }) {
            return IRValue(.list(items.map { shown($0, as: n) }), v.loc)
        }
        guard case .view(let view) = v.storage, view.readAs != n else { return v }
        let c = view.copy()
        c.readAs = n
        return IRValue(.view(c), v.loc)
    }

    /// A value with no source of its own (a parameter or stored property no caller set: `Loc.none`)
    /// stands where it is named; nil for another value.
    func placed(_ v: IRValue, _ loc: Loc) -> IRValue? {
        guard v.loc.file == Loc.none.file, case .unknown = v.storage else { return nil }
        return IRValue(v.storage, loc)
    }

    func name(_ n: String, _ env: Env, _ loc: Loc) -> IRValue {
        if let v = env.lookup(n) { return placed(v, loc) ?? shown(v, as: n) }
        // `Self.verticalPadding`: the type of the value the code runs on.
        if n == "Self", let this = env.this {
            switch this.kind {
            case .record(let r): if let d = r.decl { return IRValue(.type(d.name, d), loc) }
            // In an enum's member (`case .warning: Self.amber`): the enum.
            case .enumCase(let t, _) where !t.isEmpty:
                if let d = program.decls(named: t)?.first(where: { $0.kind == .enumeration }) { return IRValue(.type(t, d), loc) }
            case .type: return this
            default: break
            }
        }
        // A stored property no caller set (SwiftUI's `let tint: Color`) stands where it is named, as a parameter does.
        if let this = env.this, let v = memberOfValue(this, n, env, loc, implicit: true) { return placed(v, loc) ?? shown(v, as: n) }
        if let b = builtins.names[n] { return builtinValue(b, name: n, args: [], loc: loc) }
        if let decls = programDecls(named: n, from: loc) { return declValue(decls, receiver: nil, loc) }
        if builtins.tokenTypes[n] != nil { return IRValue(.type(n, nil), loc) }
        if n.first?.isUppercase == true { return IRValue(.type(n, nil), loc) }
        if let last = libraryName(n) {
            if let b = builtins.names[last] { return builtinValue(b, name: last, args: [], loc: loc) }
            if let decls = program.libraryDecls(named: last) { return declValue(decls, receiver: nil, loc) }
            return IRValue(.type(last, nil), loc)
        }
        return .unknown("`\(n)` is not defined in the project", loc)
    }

    /// The declarations a name written at `loc` means: in a library's code (the Material prelude) the
    /// library's own first — it cannot see the project's, such as Vitamin's `data class CheckboxColors`
    /// beside Material's `CheckboxColors` its `CheckboxDefaults.colors(…)` builds.
    func programDecls(named n: String, from loc: Loc) -> [Decl]? {
        guard let found = program.decls(named: n) else { return nil }
        // Looked at again only where a project declaration shadows the library's.
        if program.isLibrary(loc.file), found.contains(where: { !program.isLibrary($0.loc.file) }), let own = program.libraryDecls(named: n) { return own }
        return found
    }

    /// The last name of a name written with its library package (`androidx.compose.material3.Text`,
    /// lowered as one name): the library's declaration of it, never the project's.
    func libraryName(_ n: String) -> String? {
        guard n.first?.isLowercase == true else { return nil }
        let last = n.lastDotPart
        return last.first?.isUppercase == true ? last : nil
    }

    /// The value of a declaration named where no call follows: a property's value, a function
    /// or type as a value.
    /// Of the members a call names, the functions when there are any: a `static var chip` beside
    /// `static func chip(_ variant:, size:)` is the value of `.chip`, the function that of `.chip(…)`.
    func called(_ decls: [Decl]) -> [Decl] {
        let functions = decls.filter { $0.kind == .function }
        return functions.isEmpty ? decls : functions
    }

    func declValue(_ decls: [Decl], receiver: IRValue?, _ loc: Loc) -> IRValue {
        guard let d = decls.first else { return .unknown("no declaration", loc) }
        switch d.kind {
        case .property:
            return property(d, receiver: receiver, loc)
        case .function:
            return IRValue(.function(decls, receiver: receiver), loc)
        case .type, .enumeration, .extension:
            return IRValue(.type(d.name, d), loc)
        }
    }

    /// A property's value: a stored value, or a getter run with `self` bound.
    func property(_ d: Decl, receiver: IRValue?, _ loc: Loc) -> IRValue {
        let receiver = choices == nil ? receiver : receiver.map(assumedValue)
        if !d.annotations.isEmpty, let v = wrapped(d) { return v }
        let key: MemoKey? = receiver == nil ? MemoKey(d, receiver: nil) : receiver!.plainFingerprint.map { MemoKey(d, receiver: $0) }
        if let key, let v = remembered(key) { return v }
        let before = inputReads
        let projectionsBefore = choices?.projections ?? 0
        let since = (readVariant, readSize)
        readVariant = false; readSize = false
        defer { readVariant = readVariant || since.0; readSize = readSize || since.1 }
        let env = Env(parent: nil, this: receiver)
        var v: IRValue
        let outerSite = site
        site = d.loc
        defer { site = outerSite }
        let outer = returnType
        returnType = declaredType(d.type, qualified: d.qualifiedType)
        defer { returnType = outer }
        if let body = d.body {
            v = inlined(d, loc) { run(body, env) }
        } else if let value = d.value {
            v = inlined(d, loc) { eval(value, expecting: d.type, env) }
        } else if let r = receiver, case .record(let rec) = r.kind, let f = rec[d.name] {
            v = f
        } else {
            v = .unknown("`\(d.name)` has no value in the source", d.loc)
        }
        // A library shape a computed property draws (`private var track: some View { Pill().fill(…) }`,
        // a custom `Shape` that draws a rounded rectangle) is named by it, as a helper function's
        // view is; not the view's own `body`. (Other views keep their roles and places, which the
        // other platforms' parts are aligned with: a `TextEditor` in `var editor` is the text;
        // unless the property is a part's name, not a role's: `var badge`, `Builtins.namingProperties`.)
        if d.body != nil, !builtins.viewBodies.values.contains(d.name) {
            v = eachView(v) { view in
                guard builtins.libraryShapes.contains(view.callee) || builtins.namingProperties.contains(d.name) else { return nil }
                if let named = view.madeBy {
                    // Named by another property and modified here: a box this property's modifiers make
                    // around it (a second frame) is this property's.
                    guard named != d.name, view.modifiers.contains(where: { d.loc.encloses($0.loc) }) else { return nil }
                    let c = view.copy()
                    c.boxMadeBy = d.name
                    return c
                }
                let c = view.copy()
                c.madeBy = d.name
                return c
            }
        }
        if let key, inputReads == before, choices.map({ !$0.tripped && $0.projections == projectionsBefore }) ?? true { remember(key, v, since: (false, false)) }
        return v
    }

    private func inlined(_ body: () -> IRValue) -> IRValue {
        guard depth < maxDepth else { return .unknown("calls nested more than \(maxDepth) deep", .none) }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    /// How many times each declaration is being evaluated now (a view that draws itself, a
    /// function that calls itself): beyond `maxRecursion` its value is unknown. Without this bound
    /// a body that makes itself three times is evaluated 3^24 times before `maxDepth` stops it.
    private var active: [ObjectIdentifier: Int] = [:]
    public var maxRecursion = 3

    /// `inlined` for the body or value of declaration `d`.
    private func inlined(_ d: Decl, _ loc: Loc, _ body: () -> IRValue) -> IRValue {
        let id = ObjectIdentifier(d)
        let n = active[id, default: 0]
        guard n < maxRecursion else { return .unknown("`\(d.name)` calls itself more than \(maxRecursion) deep", loc) }
        active[id] = n + 1
        defer { active[id] = n }
        return inlined(body)
    }

    /// The value made as a caller gives it (`ArgValues` of the optional parameters: an instance of
    /// the project's type, one of its enum's cases) of a parameter left at its `nil` default, or nil.
    func givenRecord(_ base: IRValue) -> IRValue? {
        guard case .unknown = base.storage, !optionalDefaults.isEmpty, let k = optionalDefaults[base.loc], case .record(let r) = k, r.type != "#Given" else { return nil }
        return IRValue(k, base.loc)
    }

    /// `base.name` without a call.
    func member(_ base: IRValue, _ n: String, _ env: Env, _ loc: Loc, baseExpr: Expr? = nil) -> IRValue {
        // A member of a value of the project's type a caller may give (`action.title` of `action:
        // SnackbarAction? = nil`): that member of the value made as given (`givenInstance`).
        if let given = givenRecord(base) { return member(given, n, env, loc, baseExpr: baseExpr) }
        if let (alternatives, why) = Evaluator.plainPick(base) {
            return eachPick(alternatives, why, loc) { member($0, n, env, loc, baseExpr: baseExpr) }
        }
        // So does one read as `self.tint`.
        if let v = memberOfValue(base, n, env, loc, implicit: false) { return placed(v, loc) ?? v }
        switch builtins.members[n] {
        case .same?: return base
        case .colorMode(let m)?: return modeFlag(m, loc)
        case .count?: return count(base, loc)
        case .isEmpty?: return isEmpty(base, loc)
        case .channel(let c)?: return channel(c, of: base, n, loc)
        case .end(let which)?: return end(which, of: base, n, loc)
        default: break
        }
        switch base.kind {
        case .unknown: return base
        case .null: return IRValue(.null, loc)
        default: return .unknown("`\(n)` of \(describe(base))", loc)
        }
    }

    /// A channel of a color, 0…1 (`Builtin.channel`): a number where both modes have the same.
    func channel(_ c: String, of base: IRValue, _ n: String, _ loc: Loc) -> IRValue {
        if base.isUnknown { return base }
        guard let pair = colorPair(base) else { return .unknown("`\(n)` of \(describe(base))", loc) }
        func value(_ x: RGBA) -> Double { c == "alpha" ? x.alpha : Double(c == "red" ? x.red : c == "green" ? x.green : x.blue) / 255 }
        // Each mode's where they differ: what is decided with it alike in both modes is decided (`alpha > 0f`).
        guard value(pair.light) == value(pair.dark) else {
            return .oneOf([IRValue(.number(value(pair.light), ""), loc), IRValue(.number(value(pair.dark), ""), loc)],
                          why: "`\(n)` of \(describe(base)), which differs in light and dark mode", loc)
        }
        return IRValue(.number(value(pair.light), ""), loc)
    }

    /// The first or last item of a list (`Builtin.end`).
    func end(_ which: String, of base: IRValue, _ n: String, _ loc: Loc) -> IRValue {
        if base.isUnknown { return base }
        guard case .list(let items) = base.kind else { return .unknown("`\(n)` of \(describe(base))", loc) }
        return (which == "first" ? items.first : items.last) ?? IRValue(.null, loc)
    }

    /// A member of a value, or nil when it has none of that name.
    func memberOfValue(_ base: IRValue, _ n: String, _ env: Env, _ loc: Loc, implicit: Bool) -> IRValue? {
        touch(base)
        switch base.kind {
        case .type(let t, let decl):
            // A case of the project's own enum of a token or library type's name (`DSText.TextStyle.subheadline`,
            // `.secondary` of a nested `Label.Color`) is that case: tokens and library constants are not its cases.
            if let decl, decl.kind == .enumeration, decl.cases.contains(where: { $0.name == n }) { return IRValue(.enumCase(type: t, name: n), loc) }
            // The list of an enum's cases in order (Kotlin's `ChipState.entries`, Swift's `Size.allCases`).
            if let decl, decl.kind == .enumeration, Evaluator.caseLists.contains(n), !decl.cases.isEmpty, decl.cases.allSatisfy({ $0.args.isEmpty }) {
                return IRValue(.list(decl.cases.map { IRValue(.enumCase(type: t, name: $0.name), loc) }), loc)
            }
            if !implicit, let b = builtins.names["\(t).\(n)"] { return builtinValue(b, name: "\(t).\(n)", args: [], loc: loc) }
            // A computed static of a token type that names another of its tokens (`extension Radius { static var
            // tile: CGFloat { lg } }`): that token, not one named `tile`. (One that makes a value, `static var sm:
            // Spacing { Spacing(value: 4) }` of a token file, is the token of its own name.)
            if !implicit, let kind = builtins.tokenTypes[t],
               let d = program.member(of: t, n)?.first(where: { $0.isStatic && $0.kind == .property && $0.body != nil }),
               case let v = declValue([d], receiver: base, loc), case .token(kind, let other, _) = v.kind, other != n {
                return v
            }
            // A bare name inside a token type's own code (`Double(x)` in `extension Color`) is not a token.
            if !implicit || program.member(of: t, n) != nil, let kind = builtins.tokenTypes[t] { return IRValue(.token(kind: kind, name: n, alpha: nil), loc) }
            // Static members of an extension of a library type (`extension ButtonStyle where Self == S`).
            // Inside a static member, `self` is the type: its other statics are read bare (`scaled(size:)`).
            // A library type the project also declares a type of that name for (`import
            // androidx.compose.material3.ButtonDefaults as Material3ButtonDefaults` in the file of the
            // project's `object ButtonDefaults`): the project type's own members are not the library's.
            if decl == nil, let ms = libraryTypeStatics(t, n, from: loc) { return declValue(ms, receiver: base, loc) }
            // `AcmeTheme.colors`: the object of a token kind, however the theme file computes it;
            // where it reads a local a provider around sets, what that provider gives.
            if !implicit, let kind = builtins.tokenSpaces[n] { return providedMember(t, n) ?? IRValue(.tokenSpace(kind: kind), loc) }
            if let decl {
                if decl.kind == .enumeration, decl.cases.contains(where: { $0.name == n }) { return IRValue(.enumCase(type: t, name: n), loc) }
                if let ms = typeMembers(t, decl, n) {
                    return declValue(ms, receiver: typeIsSelf(decl, ms) ? IRValue(.type(t, decl), loc) : nil, loc)
                }
                if let ms = inheritedMembers(decl, n) { return declValue(ms, receiver: base, loc) }
            }
            // A type the project nests in an extension of a library type (`extension CGFloat { enum
            // Gaps { static let md: CGFloat = 16 } }`, read as `.Gaps.md` where a length is expected).
            if decl == nil, let nested = program.member(of: t, n)?.first(where: { ($0.kind == .type || $0.kind == .enumeration) && !memberOfAnotherType(t, nil, $0) }) {
                return IRValue(.type(nested.name, nested), loc)
            }
            if implicit { return nil }
            if let kind = builtins.tokenSpaces[n] { return IRValue(.tokenSpace(kind: kind), loc) }
            if let b = builtins.names["\(t).\(n)"] { return builtinValue(b, name: "\(t).\(n)", args: [], loc: loc) }
            if decl != nil { return .unknown("`\(t)` has no member `\(n)`", loc) }
            return IRValue(.enumCase(type: t, name: n), loc)
        case .tokenSpace:
            if implicit { return implicitTokenMember(base, n, loc) }
            // A member the platform's tables know (Material's `colors.isLight`) is read by them.
            if builtins.members[n] != nil { return nil }
            if let v = schemeNumber(base, n, loc) { return v }
            if let v = extensionTokenMember(base, n, loc) { return v }
            return nestedToken(base, n, loc)
        case .token(_, _, nil):
            if implicit { return implicitTokenMember(base, n, loc) }
            // A token of a nested palette (`OrbitTheme.colors.info.normal`): the token `info.normal`
            // (compared as `infoNormal`); a member the platform's tables know is read by them.
            // A size of a typography token the token files give (`fontSize.xs.fontSize`: 13).
            if case .token("typography", let name, _) = base.kind, let f = builtins.typographySizes[Normalize.tokenName(name)]?[n] {
                return IRValue(.number(f, ""), loc)
            }
            // A text style of the token files sets no color (a wrapper's `style.color.takeOrElse {
            // LocalContentColor.current }` draws in the content color).
            if case .token("typography", _, _) = base.kind, n == "color" { return IRValue(.null, loc) }
            if builtins.members[n] != nil { return nil }
            if case .token(let kind, let name, _) = base.kind, let t = constructedType(ofToken: kind, name),
               let v = dynamicMember(ofType: t, n, loc) ?? dynamicToken(ofType: t, n, kind: kind, loc) { return v }
            // The project's extension property of the token's value type (`val Color.disabled: Color
            // get() = dim3.compositeOver(surface)`), not a nested token named `accentDisabled`.
            if case .token(let kind, _, _) = base.kind, let t = builtins.tokenValueTypes[kind],
               let ms = program.member(of: t, n)?.filter({ !$0.isStatic && $0.kind == .property }), !ms.isEmpty {
                return declValue(ms, receiver: base, loc)
            }
            // So is a computed property of the type the token's declaration makes (`extension TextStyle { var
            // systemFont: Font { .system(size: size) } }` read as `TextStyle.sm.systemFont`); a stored one is the
            // token's own value (below).
            if case .token(let kind, let name, _) = base.kind, let t = constructedType(ofToken: kind, name),
               let ms = program.member(of: t, n)?.filter({ !$0.isStatic && $0.kind == .property && ($0.body != nil || $0.value != nil) }), !ms.isEmpty {
                return declValue(ms, receiver: base, loc)
            }
            // The one stored value of a token type that wraps it (`BPKSpacing.md.value` of `struct
            // BPKSpacing { let value: CGFloat }`): the token itself.
            if case .token(let kind, _, _) = base.kind, wrapsOneValue(named: n, kind: kind) { return base }
            return nestedToken(base, n, loc)
        case .enumCase(let t, let c):
            // A member of a library constant (`UIScreen.main.scale`) the tables know.
            if !implicit, !t.isEmpty, let b = builtins.names["\(t).\(c).\(n)"] { return builtinValue(b, name: "\(t).\(c).\(n)", args: [], loc: loc) }
            if let decl = enumDecl(t) {
                if let i = decl.params.firstIndex(where: { $0.name == n }), let cs = decl.cases.first(where: { $0.name == c }) {
                    let args = cs.args
                    let labeled = args.first { $0.label == n }
                    if let a = labeled ?? (i < args.count && args[i].label == nil ? args[i] : nil) { return eval(a.value, Env(parent: nil)) }
                    if let d = decl.params[i].defaultValue { return eval(d, Env(parent: nil)) }
                }
                if n == "rawValue" { return rawValue(of: c, in: decl, loc) }
                if n == "name" { return IRValue(.string(c), loc) }
                // An entry named bare inside its enum's own body (`when (this) { Solid -> … }`).
                if implicit, decl.cases.contains(where: { $0.name == n }) { return IRValue(.enumCase(type: t, name: n), loc) }
            }
            if let ms = entryMembers(t, c, n) { return declValue(ms, receiver: base, loc) }
            if let ms = program.member(of: t, n) { return declValue(ms, receiver: base, loc) }
            if t.isEmpty, let ms = extensionMembers(named: n, forCase: c) { return declValue(ms, receiver: base, loc) }
            if implicit { return nil }
            if let kind = builtins.tokenSpaces[n] { return IRValue(.tokenSpace(kind: kind), loc) }
            if let b = builtins.names["\(t).\(n)"] { return builtinValue(b, name: "\(t).\(n)", args: [], loc: loc) }
            if builtins.tokenTypes[t] != nil || t.isEmpty { return nil }
            return IRValue(.enumCase(type: "\(t).\(c)", name: n), loc)
        case .record(let r):
            if let f = r[n] { return f }
            // `environment.isEnabled` in a custom style's `resolve(in environment:)`: the value the view reads there.
            if r.type == Evaluator.environmentRecord { return environmentValue(n, loc) ?? .unknown("the environment value `\(n)`", loc) }
            if let s = stateMember(r, n, loc) { return s }
            if let ms = program.member(of: r.type, n) { return declValue(ms, receiver: base, loc) }
            if let ms = protocolDefault(r.decl ?? program.decls(named: r.type)?.first { $0.kind == .type }, n) { return declValue(ms, receiver: base, loc) }
            if let v = dynamicMember(ofType: r.type, n, loc) { return v }
            // A library record's member (`ButtonStyleConfiguration.isPressed`: a state source).
            if let b = builtins.names["\(r.type).\(n)"] { return builtinValue(b, name: "\(r.type).\(n)", args: [], loc: loc) }
            if implicit { return nil }
            // A field a library record leaves unset (`TextStyle(fontSize = 12.sp).color`): unset; of a copy
            // of a token's style (`caption.copy(fontWeight = Bold).color`), what the token's style has.
            if builtins.unsetFields[r.type]?.contains(n) == true, !isProjectType(r.type) {
                guard let b = r["_base"] else { return IRValue(.null, loc) }
                if case .token("typography", _, _) = b.kind, n == "color" { return IRValue(.null, loc) }
            }
            if let kind = builtins.tokenSpaces[n] { return IRValue(.tokenSpace(kind: kind), loc) }
            // A key an object literal does not have is `undefined`, when every key of it is known
            // (no spread or computed key parity could not read: those stay under `...`); so is a
            // prop an element does not give a project component (`props.tint` of `<Glyph icon={…} />`).
            if r.type == "object" || r.type == Evaluator.elementPropsType, r["..."] == nil { return IRValue(.null, loc) }
            return nil
        case .number(let x, _):
            if case .unit(let u)? = builtins.members[n] { return IRValue(.number(x, u), base.loc) }
            return nil
        case .list(let items):
            if n == "length" || n == "size" || n == "count" { return IRValue(.number(Double(items.count), ""), loc) }
            return nil
        case .string(let text):
            // The length of a text a caller gives (`value.length > maxLength` makes a counter red).
            if n == "length" || n == "count" { return IRValue(.number(Double(text.count), text == IRValue.givenText ? IRValue.givenLength : ""), loc) }
            return nil
        case .function(let decls, nil) where !implicit:
            // `OrbitTheme.colors` where a file declares both `fun OrbitTheme(…)` and `object OrbitTheme`: the object's.
            guard let name = decls.first?.name, let t = program.decls(named: name)?.first(where: { $0.kind == .type || $0.kind == .enumeration }) else { return nil }
            return memberOfValue(IRValue(.type(t.name, t), base.loc), n, env, loc, implicit: false)
        case .color:
            // The project's instance member of a color type (`UIColor.swiftUIColor`), run on this color.
            if implicit { return nil }
            for t in builtins.colorValueTypes {
                if let ms = program.member(of: t, n)?.filter({ !$0.isStatic }), !ms.isEmpty { return declValue(ms, receiver: base, loc) }
            }
            return nil
        case .view(let v):
            if implicit { return nil }
            if let ms = program.member(of: typeName(of: base, member: n) ?? "View", n) { return declValue(ms, receiver: base, loc) }
            if let a = v.arg(n) { return a }
            return nil
        case .unknown(let why):
            if implicit { return nil }
            if let kind = builtins.tokenSpaces[n] { return IRValue(.tokenSpace(kind: kind), loc) }
            // A flag of an item of a list drawn at run time named as a state (`item.enabled`,
            // `tab.disabled`, `segment.isDisabled`): that state, of the item drawn.
            // (Not `value`/`on`, states only as a parameter's whole name: `option.value` is what the option stands for.)
            if mappedItems.contains(why), !Evaluator.wholeNameStates.contains(n),
               let sp = builtins.stateParameter(n) {
                return state(sp.state, whenTrue: sp.whenTrue, loc)
            }
            return nil
        default:
            return nil
        }
    }

    /// A bare name inside a member of a theme class called on a token space or group (`critical`
    /// and `copy(…)` in Orbit's `fun Colors.asCriticalTheme() = copy(primary = critical)`): a
    /// property the class declares is the token it names, a function or computed property of it
    /// is read on the receiver; other names are not the receiver's.
    func implicitTokenMember(_ base: IRValue, _ n: String, _ loc: Loc) -> IRValue? {
        // A size of the text style read bare in its type's extension (`extension TextStyle { var font: Font {
        // .system(size: size) } }` on `TextStyle.sm`): the number the token files give, as `style.size` is.
        if case .token("typography", let name, _) = base.kind, let f = builtins.typographySizes[Normalize.tokenName(name)]?[n] {
            return IRValue(.number(f, ""), loc)
        }
        guard let t = tokenGroupType(base) else { return nil }
        if let ms = program.member(of: t, n) {
            if ms.contains(where: { $0.kind == .function }) { return declValue(ms, receiver: base, loc) }
            if let p = ms.first(where: { $0.kind == .property }), p.body != nil || p.value != nil {
                // A stored property of the token's value type (Spark's `var accent: Color by
                // mutableStateOf(accent)` in its colors class) is the token it names, as a
                // constructor property is; a computed one is read on the receiver.
                let stored = p.body == nil && p.type.map { t in builtins.tokenValueTypes.values.contains(t) } == true
                if !stored { return property(p, receiver: base, loc) }
            }
        }
        guard declaredType(of: t, property: n) != nil else { return nil }
        return nestedToken(base, n, loc)
    }

    /// A member the project's extension of the theme's colors class declares (`private val
    /// Colors.cancelAction: ActionColors get() = ActionColors(control, controlPressed, label)`), read
    /// on the token space: not a token named `cancelAction`. The class's own members stay tokens.
    func extensionTokenMember(_ base: IRValue, _ n: String, _ loc: Loc) -> IRValue? {
        guard let t = tokenGroupType(base),
              let ms = program.member(of: t, n)?.filter({ $0.receiver != nil && !$0.isStatic }), !ms.isEmpty else { return nil }
        if let p = ms.first(where: { $0.kind == .property }) { return property(p, receiver: base, loc) }
        return declValue(ms, receiver: base, loc)
    }

    /// The token named `n` in a token space or group (`colors.info` -> `info`, `info.normal`).
    /// A member `n` of a `@dynamicMemberLookup` type that does not declare it: the token `n` of a
    /// token type that declares it (Compound's `Color.compound.textPrimary`: `CompoundColors` looks
    /// its members up in `CompoundColorTokens`, a token type of `swiftTokenTypes`). Nil otherwise.
    func dynamicMember(ofType t: String, _ n: String, _ loc: Loc) -> IRValue? {
        guard program.member(of: t, n) == nil, let d = program.decls(named: t)?.first(where: { $0.kind == .type }),
              d.annotation("dynamicMemberLookup") != nil else { return nil }
        for (type, kind) in sortedTokenTypes where program.member(of: type, n) != nil {
            return IRValue(.token(kind: kind, name: n, alpha: nil), loc)
        }
        return nil
    }

    /// A member of a `@dynamicMemberLookup` type a token type's static makes (Compound's `static let
    /// compound = CompoundColors()` in `extension Color`, whose subscript reads a key path of a token
    /// struct of another package): the token of that name, of the static's kind
    /// (`Color.compound.bgCanvasDefault` is `bgCanvasDefault`, not `compoundBgCanvasDefault`). Nil where
    /// the type declares the member.
    func dynamicToken(ofType t: String, _ n: String, kind: String, _ loc: Loc) -> IRValue? {
        guard program.member(of: t, n) == nil, let d = program.decls(named: t)?.first(where: { $0.kind == .type }),
              d.annotation("dynamicMemberLookup") != nil else { return nil }
        return IRValue(.token(kind: kind, name: n, alpha: nil), loc)
    }

    /// `builtins.tokenTypes` in name order, sorted once per evaluator (a token member is read through it).
    lazy var sortedTokenTypes: [(key: String, value: String)] = builtins.tokenTypes.sorted { $0.key < $1.key }

    /// The project type a token's declaration makes (`static let compound = CompoundColors()` in
    /// `extension Color`: `CompoundColors`), in a token type of its kind.
    func constructedType(ofToken kind: String, _ name: String) -> String? {
        for (type, k) in sortedTokenTypes where k == kind {
            guard let v = program.member(of: type, name)?.first?.value, case .call(let callee, _, _) = v.kind,
                  case .name(let made) = callee.kind, program.decls(named: made)?.contains(where: { $0.kind == .type }) == true else { continue }
            return made
        }
        return nil
    }

    /// The static members named `n` the project's extensions declare for the library type `t`, as
    /// code at `loc` sees them: not another project type's of that name (`memberOfAnotherType`), not
    /// a `private` one of another file (`extension Font { private static let callout = 16.0 }`).
    func libraryTypeStatics(_ t: String, _ n: String, from loc: Loc) -> [Decl]? {
        guard let ms = program.member(of: t, n)?.filter({ $0.isStatic && !memberOfAnotherType(t, nil, $0) && (!$0.isFilePrivate || $0.loc.file == loc.file) }),
              !ms.isEmpty else { return nil }
        return ms
    }

    /// The members named `n` an object has from the interfaces it implements (`data object Default :
    /// Padding` with `fun paddingValues()` declared in `sealed interface Padding`, run with the
    /// object as `this`), two levels up; nil where none has one or the type is not an object.
    func inheritedMembers(_ decl: Decl, _ n: String, depth: Int = 0) -> [Decl]? {
        guard decl.typeKind == "object", depth < 2 else { return nil }
        for s in decl.supertypes {
            let name = String(s.prefix { $0 != "<" && $0 != "(" }).lastDotPart
            for d in program.decls(named: name) ?? [] where d.kind == .type && d !== decl {
                let own = d.members.filter { $0.name == n && !$0.isStatic }
                if !own.isEmpty { return own }
                if let up = inheritedMembers(d, n, depth: depth + 1) { return up }
            }
        }
        return nil
    }

    /// The members named `n` of type `t` as `decl` declares it and its extensions: never another
    /// type's of that name (`memberOfAnotherType`), the declaration's own even where another program's
    /// type of the name shadows them in the index (the prelude's `ButtonDefaults.ContentPadding`).
    func typeMembers(_ t: String, _ decl: Decl, _ n: String) -> [Decl]? {
        let ms = (program.member(of: t, n) ?? []).filter { !memberOfAnotherType(t, decl, $0) }
        if !ms.isEmpty { return ms }
        let own = decl.members.filter { $0.name == n }
        return own.isEmpty ? nil : own
    }

    /// Whether `m` is declared in the body of a type named `t` other than `decl` (not in an extension
    /// of `t`): Material's `ButtonDefaults` (the prelude's, or the library's where `decl` is nil) is
    /// not the project's own `object ButtonDefaults` that wraps it (Thunderbird's `val ContentPadding =
    /// Material3ButtonDefaults.ContentPadding`, with `import …material3.ButtonDefaults as Material3ButtonDefaults`).
    func memberOfAnotherType(_ t: String, _ decl: Decl?, _ m: Decl) -> Bool {
        if let decl, decl.members.contains(where: { $0 === m }) { return false }
        var p: Program? = program
        while let c = p {
            if c.byName[t]?.contains(where: { $0 !== decl && $0.kind == .type && $0.members.contains { $0 === m } }) == true { return true }
            p = c.base
        }
        return false
    }

    /// A number the theme's color class holds beside its colors (Spark's `var dim3: Float by
    /// mutableFloatStateOf(dimContent3)`, an alpha): its value in the light color scheme the project
    /// builds (`lightSparkColors(dimContent3: Float = .40f)`), not a token. Nil for anything else.
    func schemeNumber(_ base: IRValue, _ n: String, _ loc: Loc) -> IRValue? {
        guard let t = tokenGroupType(base),
              let d = program.member(of: t, n)?.first(where: { $0.kind == .property && !$0.isStatic }),
              let type = d.type, ["Float", "Double", "Int"].contains(type) else { return nil }
        if lightScheme == nil {
            let fn = builtins.names.filter { name, b in
                if case .scheme = b { return name.lowercased().hasPrefix("light") }
                return false
            }.keys.sorted().first
            let decl = fn.flatMap { program.decls(named: $0)?.first { $0.kind == .function } }
            lightScheme = decl.map { callFunction($0, receiver: nil, [], loc) } ?? .unknown("no light color scheme", loc)
        }
        guard let scheme = lightScheme, case .record = scheme.kind else { return .unknown("`\(n)` of the theme's colors: no light color scheme to read it from", loc) }
        return property(d, receiver: scheme, loc)
    }

    /// The record the project's light color scheme function builds, once (`schemeNumber`).
    private var lightScheme: IRValue?

    /// Whether a project type of the token kind (`Builtins.tokenTypes`) has one stored property, `n`.
    func wrapsOneValue(named n: String, kind: String) -> Bool {
        builtins.tokenTypes.contains { t, k in
            guard k == kind, let d = program.decls(named: t)?.first(where: { $0.kind == .type }) else { return false }
            let stored = d.members.filter { $0.kind == .property && !$0.isStatic && $0.body == nil }
            return stored.count == 1 && stored[0].name == n
        }
    }

    func nestedToken(_ base: IRValue, _ n: String, _ loc: Loc) -> IRValue? {
        switch base.kind {
        case .tokenSpace(let kind): return IRValue(.token(kind: kind, name: n, alpha: nil), loc)
        case .token(let kind, let name, nil): return IRValue(.token(kind: kind, name: name + "." + n, alpha: nil), loc)
        default: return nil
        }
    }

    /// The project class a token space or a group of it is (`OrbitTheme.colors: Colors`, its
    /// `content: ContentColors`), read from the declared types of the theme's properties; nil
    /// where no project type is declared (a leaf token is a `Color`).
    func tokenGroupType(_ v: IRValue) -> String? {
        switch v.kind {
        case .tokenSpace(let kind):
            return tokenSpaceType(kind)
        case .token(let kind, let name, nil):
            guard var t = tokenSpaceType(kind) else { return nil }
            for part in name.split(separator: ".") {
                guard let next = propertyType(of: t, String(part)) else { return nil }
                t = next
            }
            return t
        default:
            return nil
        }
    }

    /// The declared project type of the theme property that gives the tokens of `kind`
    /// (`val colors: Colors` of the theme object, where `colors` is a token space of the tables).
    func tokenSpaceType(_ kind: String) -> String? {
        if let t = tokenSpaceTypes[kind] { return t }
        var found: String?
        let names = builtins.tokenSpaces.filter { $0.value == kind }.map(\.key).sorted()
        var p: Program? = program
        search: while let current = p {
            for type in current.members.keys.sorted() {
                for n in names {
                    if let d = current.members[type]?[n]?.first(where: { $0.kind == .property }), let t = d.type.flatMap(expectable), isProjectType(t) {
                        found = t
                        break search
                    }
                }
            }
            p = current.base
        }
        tokenSpaceTypes[kind] = .some(found)
        return found
    }

    /// The type text of property `n` of project type `t` (a member or a constructor parameter):
    /// nil where `t` declares no such property, "" where no type is written.
    func declaredType(of t: String, property n: String) -> String? {
        if let d = program.member(of: t, n)?.first(where: { $0.kind == .property }) { return d.type ?? "" }
        return program.decls(named: t)?.lazy.filter { $0.kind == .type }.compactMap { $0.params.first { $0.name == n } }.first.map { $0.type ?? "" }
    }

    /// The declared type of property `n` of project type `t`, where it is a project type.
    func propertyType(of t: String, _ n: String) -> String? {
        guard let type = declaredType(of: t, property: n).flatMap(expectable), isProjectType(type) else { return nil }
        return type
    }

    func isProjectType(_ t: String) -> Bool { program.decls(named: t)?.contains { $0.kind == .type } == true }

    /// A member of a state record that the record does not hold: the state at this point.
    func stateMember(_ r: Record, _ n: String, _ loc: Loc) -> IRValue? {
        guard let members = builtins.stateRecords[r.type] else { return nil }
        // A member named by the table, else one whose last word is a state's name
        // (`environment.listItemSelected` of a project's `@Entry var listItemSelected`).
        guard let sp = members[n] ?? Evaluator.stateWord(n).flatMap({ builtins.stateParameters[$0] }) else { return nil }
        return state(sp.state, whenTrue: sp.whenTrue, loc)
    }

    /// The last word of a camel-case name, lowercased (`listItemSelected` -> `selected`); nil for one word.
    public static func lastWord(_ n: String) -> String? {
        guard let i = n.lastIndex(where: { $0.isUppercase }), i != n.startIndex else { return nil }
        return n[i...].lowercased()
    }

    /// The last word of a name where it names a state (`actionEnabled`, `rowSelected`): not one that
    /// names a state only as the whole name (`wholeNameStates`: `Switch(value:)` is checked,
    /// `showValue` is whether a value is shown).
    public static func stateWord(_ n: String) -> String? {
        lastWord(n).flatMap { wholeNameStates.contains($0) ? nil : $0 }
    }

    /// State parameter names that name a state only as the whole name.
    public static let wholeNameStates: Set<String> = ["value", "on"]

    /// A value of a project type that resolves itself in a context (`Builtins.selfResolving`: SwiftUI's
    /// custom `ShapeStyle` with `func resolve(in environment: EnvironmentValues) -> Color`): what its
    /// method gives, the context a record whose members are states (`stateRecords`:
    /// `environment.isEnabled`). Nil for any other value.
    func resolvedStyle(_ v: IRValue, _ loc: Loc) -> IRValue? {
        guard let rule = builtins.selfResolving else { return nil }
        let type: String
        switch v.storage {
        case .enumCase(let t, _) where !t.isEmpty: type = t
        case .record(let r): type = r.type
        default: return nil
        }
        guard let d = program.member(of: type, rule.method)?.first(where: { $0.kind == .function && $0.params.count == 1 }) else { return nil }
        let context = IRValue(.record(Record(type: rule.context, fields: [])), loc)
        return callFunction(d, receiver: v, [(d.params[0].label ?? d.params[0].name, context)], loc)
    }

    /// Members named `n` of enum `t`'s entry `c` declared in the entry's own body.
    func entryMembers(_ t: String, _ c: String, _ n: String) -> [Decl]? {
        t.isEmpty ? nil : program.member(of: t + "." + c, n)
    }

    /// The field of a made case's record that names its case (`caseValue`).
    static let caseField = "$case"

    /// A Swift enum case made with its associated values: a record of the enum's type whose
    /// `$case` field names the case, then each associated value by its parameter's name (`$0` for
    /// one without), bound as a call's arguments are.
    public func caseValue(_ d: Decl, _ c: String, _ params: [Param], _ values: ArgValues, _ loc: Loc) -> IRValue {
        let env = Env(parent: nil)
        bind(params, values, into: env)
        let fields = [(name: Evaluator.caseField, value: IRValue(.string(c), loc))] + params.map { (name: $0.name, value: env.vars[$0.name]!) }
        return IRValue(.record(Record(type: d.name, fields: fields, decl: d)), loc)
    }

    /// The case a made case's record is, and its enum's name (`caseValue`).
    static func madeCase(_ v: IRValue) -> (type: String, name: String, record: Record)? {
        guard case .record(let r) = v.kind, let f = r.fields.first, f.name == caseField, case .string(let c) = f.value.storage else { return nil }
        return (r.type, c, r)
    }

    /// Whether a value is of a type written as `type` (`Trailing.Toggle`, `Toggle?`): its class,
    /// object or enum by name, or a declaration it extends (`data class Toggle(…) : Trailing`);
    /// nil where parity cannot tell (an unknown, a library value).
    func isOfType(_ v: IRValue, _ type: String) -> Bool? {
        touch(v)
        if v.isNull { return false }
        let bare = type.prefix { $0 != "<" && $0 != "?" }
        let want = bare.split(separator: ".").last.map(String.init) ?? String(bare)
        let name: String, decl: Decl?
        switch v.kind {
        case .record(let r): name = r.type; decl = r.decl
        case .type(let t, let d?): name = t; decl = d
        case .enumCase(let t, let c) where !t.isEmpty:
            // A case of a sealed type that is an object of its own (`variant is StepperVariant.Filled`
            // of `data object Filled : StepperVariant`): that case.
            if c == want, bare.split(separator: ".").dropLast().last.map({ t.split(separator: ".").last == $0 }) ?? true { return true }
            name = t; decl = enumDecl(t)
        case .string: return want == "String" || want == "CharSequence" || want == "Any"
        case .bool: return want == "Boolean" || want == "Any"
        default: return nil
        }
        if want == "Any" || name.split(separator: ".").last.map(String.init) == want { return true }
        return decl?.supertypes.contains { $0.prefix { $0 != "<" }.split(separator: ".").last.map(String.init) == want } ?? false
    }

    func enumDecl(_ t: String) -> Decl? {
        guard !t.isEmpty else { return nil }
        return program.decls(named: t)?.first { $0.kind == .enumeration }
    }

    /// Members named `n` of the enum that has case `c` (Swift's implicit `.sm` whose type is not known).
    func extensionMembers(named n: String, forCase c: String) -> [Decl]? {
        var p: Program? = program
        while let current = p {
            for (type, members) in current.members where members[n] != nil {
                if enumDecl(type)?.cases.contains(where: { $0.name == c }) == true { return members[n] }
            }
            p = current.base
        }
        return nil
    }

    func describe(_ v: IRValue) -> String {
        switch v.kind {
        case .number: return "a number"
        case .string(let s): return "the string \"\(s)\""
        case .bool: return "a boolean"
        case .null: return "null"
        case .color: return "a color"
        case .token(let k, let n, _): return "the \(k) token `\(n)`"
        case .tokenSpace(let k): return "the \(k) tokens"
        case .enumCase(let t, let n): return "`\(t.isEmpty ? "" : t).\(n)`"
        case .record(let r): return "a \(r.type)"
        case .list: return "a list"
        case .closure: return "a closure"
        case .function(let d, _): return "the function `\(d.first?.name ?? "")`"
        case .type(let t, _): return "`\(t)`"
        case .view(let v): return "a \(v.callee) view"
        case .modifiers: return "a modifier chain"
        case .unknown(let r): return r
        case .choice: return "a value per variant or size"
        }
    }

    // MARK: calls

    func call(_ callee: Expr, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        let loc = e.loc
        // State sources first: `source.collectIsPressedAsState()` whatever its receiver.
        if case .member(let baseExpr, let n, let optional) = callee.kind {
            if let b = builtins.members[n], case .state(let s) = b { return state(s, loc) }
            // A function written with its library module (`Swift.max(0, x)`): the library's, never the project's.
            if case .name(let m) = baseExpr.kind, builtins.modules.contains(m), env.lookup(m) == nil, program.decls(named: m) == nil, let b = builtins.names[n] {
                return builtinCall(b, name: n, base: nil, args, env, e)
            }
            // `self.label(value)` of a view builder the caller gives: the caller's view, as `label(value)` is.
            if builtins.callerViews, case .this = baseExpr.kind, let this = env.this, let v = memberOfValue(this, n, env, loc, implicit: true),
               v.isUnknown || v.isNull, let view = callerView(n, args, env, e) { return view }
            let base = eval(baseExpr, env)
            // `outline?.let { BorderStroke(1.dp, it) }` of null is null: the call is not made.
            if optional, base.isNull { return IRValue(.null, loc) }
            if let c = base.openChoice { return callMember(through: c, n, args, env, e) }
            return callMember(base, n, args, env, e)
        }
        if case .name(let n) = callee.kind {
            if let v = env.lookup(n) {
                if builtins.callerViews, v.isUnknown || v.isNull, let view = callerView(optionalNames[v.loc] ?? n, args, env, e) { return view }
                return apply(v, args, env, e)
            }
            if let this = env.this, let v = memberOfValue(this, n, env, loc, implicit: true) {
                if case .function(let decls, let receiver) = v.kind { return invoke(decls, receiver: receiver, args, env, e) }
                // A property and a method of one name (Kotlin's `val box: Color` beside `fun box(enabled: Boolean, …)`
                // in a colors class): a call with arguments is the method's, where the property's value is no function.
                if !args.isEmpty, case .record(let r) = this.kind, let methods = r.decl?.members.filter({ $0.name == n && $0.kind == .function }), !methods.isEmpty {
                    switch v.kind {
                    case .closure, .function, .type: break
                    default: return invoke(methods, receiver: this, args, env, e)
                    }
                }
                if builtins.callerViews, v.isUnknown || v.isNull, let view = callerView(n, args, env, e) { return view }
                return apply(v, args, env, e)
            }
            // A type nested in another (Orbit's `Text.Color`) goes by its bare name in its own file only
            // (`typeValue`): `Color(uiColor)` in another file is the library's.
            // A name the calling file imports from a library is the library's (`createContext` of
            // 'react' beside a project helper `createContext`): the builtin below.
            if let decls = programDecls(named: n, from: loc)?.filter({ d in !(d.kind == .type || d.kind == .enumeration) || d.owner == nil || d.loc.file == loc.file }), !decls.isEmpty,
               builtins.names[n] == nil || !program.importsFromLibrary(n, in: loc.file) {
                // A scheme function's colors are tokens of their paths in the outermost scheme called
                // (`lightColors()` calling `lightPrimaryColors()` for its `primary`: `primaryNormal`).
                // Of a type and a function of one name, the call is the function's (Compose's
                // `fun ToggleableState(value: Boolean)` beside `enum class ToggleableState`).
                guard case .scheme(let kind)? = builtins.names[n], schemeCalls == 0 else { return apply(declValue(called(decls), receiver: nil, loc), args, env, e) }
                schemeCalls += 1
                let value = apply(declValue(decls, receiver: nil, loc), args, env, e)
                schemeCalls -= 1
                return Evaluator.mapSchemeColors(value) { name, color in IRValue(.token(kind: kind, name: name, alpha: nil), color.loc) }
            }
            if let v = libraryInit(n, args, env, e) { return v }
            // A value the app gives (a draw scope's `size`) is no function: `size(d)` is the implicit receiver's.
            if let b = builtins.names[n], !b.isGiven { return builtinCall(b, name: n, base: nil, args, env, e) }
            // A project composable of a layout scope (`BoxScope.SwitchImpl(…)` called in a `Box`).
            if let ds = program.scopedFunctions(named: n) { return invoke(ds, receiver: nil, args, env, e) }
            if n.first?.isUppercase == true, builtins.capitalizedViews { return makeView(n, args, env, e) }
            if let last = libraryName(n) {
                if let b = builtins.names[last] { return builtinCall(b, name: last, base: nil, args, env, e) }
                if let decls = program.libraryDecls(named: last) {
                    // Kotlin takes the imported library function where it takes the arguments, else the
                    // package's own (Thunderbird's `RadioButton(selected, label = { … }, onClick)` in the
                    // file that imports material3's `RadioButton` and declares two overloads of its own).
                    let shape = argShape(args)
                    if !decls.contains(where: { fits($0, shape) }),
                       let own = program.decls(named: last)?.filter({ $0.kind == .function && !program.isLibrary($0.loc.file) && fits($0, shape) }), !own.isEmpty {
                        return invoke(own, receiver: nil, args, env, e)
                    }
                    return apply(declValue(decls, receiver: nil, loc), args, env, e)
                }
                if builtins.capitalizedViews { return makeView(last, args, env, e) }
            }
            // Inside an extension of a modifier chain or a view, a bare call is a call on `self`.
            if let this = env.this {
                switch this.kind {
                case .modifiers, .view: return callMember(this, n, args, env, e)
                case .unknown: break
                // A library member called on the receiver (`with(padding) { calculateTopPadding() }`).
                default: if let b = builtins.members[n] { return builtinCall(b, name: n, base: this, args, env, e) }
                }
            }
            return .unknown("call of `\(n)()`, which is not defined in the project", loc)
        }
        return apply(eval(callee, env), args, env, e)
    }

    /// `icon?.({ color, size })` of a prop the caller passes: a view named `icon` with those props.
    func callerView(_ n: String, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue? {
        guard !builtins.libraryContent.contains(n) else { return nil }
        var callee = n, props: [(label: String?, value: IRValue)] = []
        if !args.isEmpty {
            let first = eval(args[0].value, env)
            if args.count > 1 || !mayBe(first, { if case .record = $0 { return true }; return false }) {
                // A view builder the caller gives, called with the component's data (SwiftUI's
                // `label(option)` of `let label: (Value) -> Label`, drawn in the body): the caller's view,
                // drawn as the view such a builder makes (`Builtins.callerViewOfData`: SwiftUI's `Text`).
                guard let made = builtins.callerViewOfData, collectViews else { return nil }
                let view = View(callee: made, args: [], loc: e.loc, locals: locals)
                view.comment = e.comment
                return IRValue(.view(view), e.loc)
            }
            guard case .record(let r) = first.kind else { return nil }
            // Named as its element would be (`icon` draws as an `<Icon>`).
            callee = n.prefix(1).uppercased() + n.dropFirst()
            props = r.fields.map { ($0.name, $0.value) }
        }
        let view = View(callee: callee, args: props, loc: e.loc, locals: locals)
        view.comment = e.comment
        view.fromCaller = true
        return IRValue(.view(view), e.loc)
    }

    /// Calls a value: a closure, a project function or a type (constructor).
    func apply(_ f: IRValue, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        switch f.kind {
        case .closure(let c):
            let values = evalArgs(args, env)
            // A content closure a caller hands an init, called there (`self.description =
            // description()` of `@ViewBuilder description: () -> Description`): a view builder,
            // though the init itself makes a value (`callFunction`).
            if !collectViews, args.isEmpty { return buildingViews { inlined { runClosure(c, values) } } }
            // Kotlin: a lambda that declares no parameter called with one argument has it as `it`, or
            // as its receiver where its type is `Colors.() -> Color` (`variant.container(palette)` of
            // `val container: Colors.() -> Color = { surfaceSecondary }`).
            if let implicit = builtins.implicitParameter, c.params.isEmpty, values.count == 1 {
                return inlined { runClosure(c, values, this: values[0].value, implicit: implicit) }
            }
            return inlined { runClosure(c, values) }
        case .function(let decls, let receiver):
            return invoke(decls, receiver: receiver, args, env, e)
        case .record(let r):
            // A function a builtin made (a variant table).
            if let b = builtins.names[r.type] { return builtinCall(b, name: r.type, base: f, args, env, e) }
            return .unknown("call of \(describe(f))", e.loc)
        case .type(let t, let decl):
            if let decl { return construct(decl, args, env, e) }
            if let v = libraryInit(t, args, env, e) { return v }
            if let b = builtins.names[t] { return builtinCall(b, name: t, base: nil, args, env, e) }
            return builtins.capitalizedViews ? makeView(t, args, env, e) : .unknown("call of `\(t)`", e.loc)
        case .unknown: return f
        case .view(let v) where v.callee == View.fieldText && args.isEmpty:
            // A decoration's `innerTextField()`: the field's text, drawn here.
            return f
        case .null:
            // A function read from where nothing set it (a context's `null` default outside its provider).
            let callee: String = { if case .call(let c, _, _) = e.kind { return program.text(c.loc) }; return "" }()
            let origin = program.location(f.loc)
            let from = origin.file.isEmpty ? "" : " (the `null` of \(origin.file):\(origin.line))"
            return .unknown("call of `\(callee.isEmpty ? "null" : callee)`, which is null here\(from)", e.loc)
        default:
            return .unknown("call of \(describe(f))", e.loc)
        }
    }

    /// The default a protocol the type conforms to gives a member the type does not declare
    /// (`extension ColorPalette { var primaryContainer: Color { primary.opacity(0.12) } }` for a
    /// `struct LightColorPalette: ColorPalette` that leaves it out): the extension's implementation
    /// (not the protocol's requirement, which has no body), through protocols it refines too.
    func protocolDefault(_ decl: Decl?, _ n: String, depth: Int = 0) -> [Decl]? {
        guard let decl, depth < 3 else { return nil }
        for s in decl.supertypes {
            if let ms = program.member(of: s, n)?.filter({ !$0.isStatic && ($0.body != nil || $0.value != nil) }), !ms.isEmpty { return ms }
            if let p = program.decls(named: s)?.first(where: { $0.kind == .type }), let ms = protocolDefault(p, n, depth: depth + 1) { return ms }
        }
        return nil
    }

    /// Whether members `ms` of type `decl` run with the type as `self`: a Kotlin object's or
    /// companion's, and statics (a bare call of a sibling static in them is a member of the type).
    func typeIsSelf(_ decl: Decl, _ ms: [Decl]) -> Bool {
        decl.typeKind == "object" || decl.typeKind == "companion" || ms.allSatisfy(\.isStatic)
    }

    func callMember(_ base: IRValue, _ n: String, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        let loc = e.loc
        touch(base)
        if let (alternatives, why) = Evaluator.plainPick(base) {
            return eachPick(alternatives, why, loc) { callMember($0, n, args, env, e) }
        }
        // A view a caller may give, modified (`image.resizable()` of `image: Image? = nil`): that view;
        // a function called on a value of the project's type a caller may give (`status.color(palette)`
        // of `status: AvatarStatus? = null`, one of its cases): called on that value, as `member` reads one.
        if case .unknown = base.storage, let k = optionalDefaults[base.loc], case .view = k { return callMember(IRValue(k, base.loc), n, args, env, e) }
        if builtins.members[n] == nil, let given = givenRecord(base) { return callMember(given, n, args, env, e) }
        // A view builder's closure held where its views are meant (SwiftUI's `@ViewBuilder let label:
        // Label`, which the memberwise init stores as the views the caller's closure makes),
        // modified (`label.foregroundStyle(ink)`): those views, made when so read.
        // (Not a call of the closure itself: Kotlin's `slot?.invoke(this)`, a `Builtin.invoke` member.)
        if case .closure(let c) = base.kind, c.params.isEmpty, builtins.members[n] == nil {
            let views = viewsMade(by: c)
            if !views.isEmpty {
                let made = views.count == 1 ? IRValue(.view(views[0]), views[0].loc) : IRValue(.list(views.map { IRValue(.view($0), $0.loc) }), base.loc)
                return callMember(made, n, args, env, e)
            }
        }
        // Project members of the receiver's type first (extension functions, methods).
        switch base.kind {
        case .type(let t, let decl):
            // `.init(…)` where a `t` is expected, `T.init(…)`: a constructor call.
            if n == "init" { return apply(base, args, env, e) }
            // A project type's own member, not the library's of the same name (Spark's `object
            // SwitchDefaults { fun colors(…) }` wrapping Material's `SwitchDefaults.colors`).
            if decl == nil || program.member(of: t, n) == nil, let b = builtins.names["\(t).\(n)"] {
                return builtinCall(b, name: "\(t).\(n)", base: nil, args, env, e)
            }
            // A case of the project enum the name stands for here (Orbit's `Text.Color.custom(.clear)`,
            // `Color` being `Text.Color` in its own file), not a token of the library type of that name.
            if let decl, decl.kind == .enumeration, builtins.tokenTypes[t] != nil, let params = decl.caseParams[n] {
                return caseValue(decl, n, params, evalArgs(args, env, types: types(params), declaredIn: decl.loc.file), loc)
            }
            if let kind = builtins.tokenTypes[t] {
                // A static function the project declares on the token type (`extension Color { static func
                // adaptive(light: RGBA, dark: RGBA) -> Color }`) is called: what it makes, not a token of its name.
                if decl == nil, let ms = libraryTypeStatics(t, n, from: loc), ms.contains(where: { $0.kind == .function && $0.isStatic }) {
                    return apply(declValue(called(ms), receiver: base, loc), args, env, e)
                }
                return IRValue(.token(kind: kind, name: n, alpha: nil), loc)
            }
            if decl == nil, let ms = libraryTypeStatics(t, n, from: loc) { return apply(declValue(called(ms), receiver: base, loc), args, env, e) }
            if let decl, let ms = typeMembers(t, decl, n) {
                return apply(declValue(called(ms), receiver: typeIsSelf(decl, ms) ? base : nil, loc), args, env, e)
            }
            if let decl, let ms = inheritedMembers(decl, n) { return apply(declValue(called(ms), receiver: base, loc), args, env, e) }
            if let b = builtins.names["\(t).\(n)"] { return builtinCall(b, name: "\(t).\(n)", base: nil, args, env, e) }
            // A case with associated values made (`.status(.info, inverted: true)`, `Content.symbol(.none)`).
            // Of enums sharing a name (`Icon.Content`, `NotificationBadge.Content`), the one with the case.
            if let d = ([decl].compactMap { $0 } + (program.decls(named: t) ?? [])).first(where: { $0.kind == .enumeration && $0.caseParams[n] != nil }),
               let params = d.caseParams[n] {
                return caseValue(d, n, params, evalArgs(args, env, types: types(params), declaredIn: d.loc.file), loc)
            }
            if let b = builtins.members[n] { return builtinCall(b, name: n, base: base, args, env, e) }
            if decl == nil, t.first?.isUppercase == true, n.first?.isUppercase == true, builtins.capitalizedViews {
                return makeView("\(t).\(n)", args, env, e)
            }
            return .unknown("call of `\(t).\(n)()`, which parity does not know", loc)
        default: break
        }
        // A value of a type that is a view once modified (`Color.surface.frame(…)`).
        if let sinks = modifierNames, sinks.contains(n), builtins.members[n] == nil, let t = typeName(of: base), builtins.valueViews.contains(t), program.member(of: t, n) == nil {
            return callMember(valueView(base, t, e), n, args, env, e)
        }
        // A project's own overload of a modifier the sinks read that delegates to the library's
        // (Orbit's `Modifier.background(color, brush, shape)` calling `background(color, shape)`),
        // called with more unlabeled arguments than the sinks read, is inlined: its arguments
        // reach the library call's places.
        if let sinks = modifierNames, sinks.contains(n), args.filter({ $0.label == nil }).count > modifierArity[n] ?? Int.max,
           let typeName = typeName(of: base, member: n), let ms = program.member(of: typeName, n),
           ms.contains(where: { d in d.body?.calls(n) == true || d.value?.calls(n) == true }) {
            return invoke(ms, receiver: base, args, env, e)
        }
        if case .view(let v) = base.kind, let made = ownMethod(n, of: v, args, env, e) { return made }
        // A project overload of such a modifier, delegating to it, that the arguments' types select (Backpack's
        // `extension View { func padding(_ edges: Edge.Set, _ spacing: BPKSpacing) -> some View {
        // padding(edges, spacing.value) } }` called as `.padding(.horizontal, .md)`): inlined.
        if let sinks = modifierNames, sinks.contains(n), let typeName = typeName(of: base),
           let ms = overloads(of: n, on: base, typeName)?.filter({ d in d.body?.calls(n) == true || d.value?.calls(n) == true }),
           let d = typedOverload(ms, args, env) {
            var values = evalArgs(args, env, types: types(d.params), declaredIn: d.loc.file)
            // A token's type (`.shadow(.md)` of `func shadow(_ s: Shadow)`, `Text.font(style: BPKFontStyle)`):
            // the sinks read the token, so the modifier is kept as written with its arguments of the
            // overload's types, a label the library's modifier does not have dropped (`.font(caption)`).
            if tokenTyped(d, args) {
                if let labels = builtins.argumentTypes[n] {
                    for i in values.indices where values[i].label.map({ labels[$0] == nil }) ?? false { values[i].label = nil }
                }
                if let v = appendingModifier(n, to: base, values: values, loc) { return v }
            }
            return callFunction(d, receiver: base, values, e.loc)
        }
        // A modifier the sinks read is recorded as written, not inlined from a project extension.
        if let sinks = modifierNames, sinks.contains(n) {
            if let v = appendingModifier(n, to: base, args, env, loc, contentAsViews: true) { return v }
        }
        // An enum entry's own member (`Main { override fun colors() = … }`), then its enum's.
        if case .enumCase(let t, let c) = base.kind, let ms = entryMembers(t, c, n) {
            return invoke(ms, receiver: base, args, env, e)
        }
        if let typeName = typeName(of: base, member: n), let ms = program.member(of: typeName, n), !libraryModifier(ms, on: base, args) {
            let v = invoke(ms, receiver: base, args, env, e)
            // A project extension of a modifier chain that cannot be evaluated adds nothing known,
            // as `then` of an unknown: the modifiers before and after it hold (the chain was lost,
            // and the view read as setting no style).
            if case .unknown = v.storage, case .modifiers = base.storage { return base }
            return v
        }
        if case .enumCase(let t, let c) = base.kind, t.isEmpty, let ms = extensionMembers(named: n, forCase: c) {
            return invoke(ms, receiver: base, args, env, e)
        }
        if case .record(let r) = base.kind, let f = r[n] {
            // Material 2's state accessors of its color holders (`colors.contentColor(enabled)`, a
            // `State<Color>`): the field where enabled, its `disabled…` field elsewhere.
            if args.count == 1, args[0].label == nil || args[0].label == "enabled", !f.isCallable,
               case .call(let callee, _, _) = e.kind, case .member(let owner, _, _) = callee.kind {
                let off = "disabled" + n.prefix(1).uppercased() + n.dropFirst()
                if r[off] != nil {
                    return conditional(args[0].value, Expr(.member(owner, n, optional: false), callee.loc), Expr(.member(owner, off, optional: false), callee.loc), loc, env) { self.eval($0, env) }
                }
            }
            return apply(f, args, env, e)
        }
        if let b = builtins.members[n] { return builtinCall(b, name: n, base: base, args, env, e) }
        // A lambda with receiver called on a value (`this.builder()` of `builder: Modifier.() -> Modifier`,
        // `scope.content()` of `content: @Composable Scope.() -> Unit`): run with that receiver.
        if let f = env.lookup(n), case .closure(let c) = f.storage {
            let values = evalArgs(args, env)
            return inlined { runClosure(c, values, this: base) }
        }
        if let v = appendingModifier(n, to: base, args, env, loc, contentAsViews: false) { return v }
        // Any other modifier of a value that is a view (`Color.overlay.edgesIgnoringSafeArea(.all)`,
        // `.contentShape(Rectangle())` on a fill): the view with that modifier, which sets nothing.
        if let t = typeName(of: base), builtins.valueViews.contains(t), program.member(of: t, n) == nil,
           let made = appendingModifier(n, to: valueView(base, t, e), args, env, loc, contentAsViews: false) {
            return made
        }
        switch base.kind {
        case .unknown:
            return base
        case .list(let items) where items.contains(where: containsView):
            // A view builder's views modified together (`.accessibility(…)` after an `if`/`else`): each
            // of them, a modifier the sinks read with its content closures as views, as on one view.
            let asViews = modifierNames?.contains(n) ?? false
            return IRValue(.list(items.map { appendingModifier(n, to: $0, args, env, loc, contentAsViews: asViews) ?? $0 }), base.loc)
        default:
            return .unknown("call of `\(n)()` on \(describe(base))", loc)
        }
    }

    /// Whether a modifier call on a view is the library's, not one of the project's functions of
    /// that name: none of them takes arguments of its shape (Orbit's `func accessibility(_ identifier:
    /// AccessibilityID)` beside SwiftUI's `.accessibility(addTraits:)`, which it calls as
    /// `.accessibility(identifier:)`: inlining it there recursed and lost the view).
    func libraryModifier(_ ms: [Decl], on base: IRValue, _ args: [Arg]) -> Bool {
        switch base.kind {
        case .view, .modifiers: break
        default: return false
        }
        let shape = argShape(args)
        return ms.contains { $0.kind == .function } && !ms.contains { $0.kind == .function && fits($0, shape) }
    }

    /// A view modifier's content closures (`.background { shape.fill(c) }`, `.overlay { … }`)
    /// as the views they make; closures that make none stay closures.
    func contentViews(_ values: ArgValues) -> ArgValues {
        values.map { l, v in
            guard mayBe(v, { if case .closure = $0 { return true }; return false }), case .closure(let c) = v.kind, c.params.isEmpty else { return (l, v) }
            let views = viewsMade(by: c)
            if views.isEmpty { return (l, v) }
            return (l, views.count == 1 ? IRValue(.view(views[0]), views[0].loc) : IRValue(.list(views.map { IRValue(.view($0), $0.loc) }), v.loc))
        }
    }

    /// The views a content closure makes when run (none: it is not content).
    /// Its parameters are given at run time: an item of the list a `ForEach` draws (`{ segment in … }`).
    func viewsMade(by c: Closure) -> [View] {
        let items = c.params.map { unset($0) }
        return flattenViews(mapping(items) { inlined { buildingViews { runClosure(c, [], sealed: true) } } })
    }

    /// Runs `body` with expression statements that make views collected as content (a content
    /// closure is a view builder also where an init hands it on: `self.init(spacing:, content: content)`).
    func buildingViews(_ body: () -> IRValue) -> IRValue {
        let outer = collectViews
        collectViews = true
        defer { collectViews = outer }
        return body()
    }

    /// A view or modifier chain with the modifier `n` of these argument values appended, or nil for other values.
    func appendingModifier(_ n: String, to base: IRValue, values: ArgValues, _ loc: Loc) -> IRValue? {
        switch base.kind {
        case .view(let v):
            let copy = v.copy()
            // A modifier that makes the view another (SwiftUI's `.trim(from:to:)` on a shape: part of
            // its outline, a progress arc), which what follows applies to.
            if let remade = builtins.remakingModifiers[n], builtins.libraryShapes.contains(v.callee) { copy.callee = remade }
            copy.modifiers.append(ModifierCall(name: n, args: values, loc: loc))
            return IRValue(.view(copy), base.loc)
        case .modifiers(let ms): return IRValue(.modifiers(ms + [ModifierCall(name: n, args: values, loc: loc)]), base.loc)
        default: return nil
        }
    }

    /// A view or modifier chain with the modifier `n` appended (its arguments evaluated; a
    /// view's content closures made views where `contentAsViews`), or nil for other values.
    func appendingModifier(_ n: String, to base: IRValue, _ args: [Arg], _ env: Env, _ loc: Loc, contentAsViews: Bool) -> IRValue? {
        let content: Bool
        switch base.kind {
        case .view: content = contentAsViews
        case .modifiers: content = builtins.contentModifiers.contains(n)
        default: return nil
        }
        let values = evalArgs(args, env, types: builtinTypes(n, args))
        guard let out = appendingModifier(n, to: base, values: content ? contentViews(values) : values, loc) else { return nil }
        if case .view(let copy) = out.kind, builtins.environmentSetters.contains(n), values.count == 2, case .enumCase("\\", let path) = values[0].value.kind {
            return IRValue(.view(remade(copy, key: path.lastDotPart, value: values[1].value, loc)), base.loc)
        }
        return out
    }

    /// The declarations of the member that makes a project view type's content (SwiftUI's `body`,
    /// `Builtins.viewBodies` by protocol); nil for a type that conforms to no view protocol.
    func viewBody(of decl: Decl) -> [Decl]? {
        guard let body = decl.supertypes.lazy.compactMap({ self.builtins.viewBodies[$0] }).first else { return nil }
        return program.member(of: decl.name, body)
    }

    /// A method of a project view's own type that returns that type, called on a view of it
    /// (Backpack's `BPKText(title).foregroundColor(.textOnDarkColor)` with `func foregroundColor(_
    /// color: BPKColor) -> BPKText { var view = self; view.textColor = Color(color); return view }`):
    /// run on the instance the view was made from, and the view made again from what it returns.
    /// It wins over a modifier of the same name, as Swift picks the type's own method.
    func ownMethod(_ n: String, of v: View, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue? {
        guard let mk = v.maker, v.modifiers.count == mk.bodyModifiers,
              let ms = program.member(of: mk.decl.name, n)?.filter({ $0.kind == .function && ($0.type == mk.decl.name || $0.type == "Self") }), !ms.isEmpty,
              let bodies = viewBody(of: mk.decl) else { return nil }
        let instance = invoke(ms, receiver: mk.instance, args, env, e)
        guard case .record(let r) = instance.kind, r.decl === mk.decl else { return nil }
        return eachView(declValue(bodies, receiver: instance, e.loc)) { made in
            let c = made.copy()
            c.madeBy = v.madeBy
            c.doc = v.doc
            c.comment = v.comment
            c.maker = ViewMaker(decl: mk.decl, instance: instance, bodyModifiers: c.modifiers.count, environment: mk.environment)
            return c
        }
    }

    /// A view with an environment value set on it: each project view in it whose type reads that
    /// key (`@Environment(\.segmentSize)`) made again with the values set on it so far, keeping
    /// the modifiers applied to it after its body (`View.maker`).
    func remade(_ v: View, key: String, value: IRValue, _ loc: Loc, depth: Int = 0) -> View {
        guard depth < 16 else { return v }
        if var sm = v.styledBy, reads(sm.decl, key) {
            sm.environment[key] = value
            // What it styles may read the key too (a button style's chrome around a labeled
            // content whose style's view reads the size): made again first, where that view itself
            // reads it (not searched deeper).
            if sm.base.maker.map({ reads($0.decl, key) }) == true || sm.base.styledBy.map({ reads($0.decl, key) }) == true {
                sm.base = remade(sm.base, key: key, value: value, loc, depth: depth + 1)
            }
            let saved = environmentInputs
            for (k, x) in sm.environment { environmentInputs[k] = x }
            let made = applyStyle(IRValue(.view(sm.base), loc), sm.style, method: sm.method, configuration: sm.configuration, fields: sm.fields, parts: sm.parts, loc)
            environmentInputs = saved
            guard let made, case .view(let nv) = made.kind else { return v }
            let c = nv.copy()
            // The modifiers applied after the style stay.
            c.modifiers = nv.modifiers + v.modifiers.dropFirst(min(sm.modifiers, v.modifiers.count))
            sm.modifiers = nv.modifiers.count
            c.styledBy = sm
            return c
        }
        if var mk = v.maker, reads(mk.decl, key),
           let ms = viewBody(of: mk.decl) {
            mk.environment[key] = value
            let saved = environmentInputs
            for (k, x) in mk.environment { environmentInputs[k] = x }
            let made = declValue(ms, receiver: mk.instance, loc)
            environmentInputs = saved
            guard case .view(let nv) = made.kind else { return v }
            let c = nv.copy()
            c.madeBy = v.madeBy
            c.doc = v.doc
            c.comment = v.comment
            c.holds = v.holds
            c.readAs = v.readAs
            c.modifiers = nv.modifiers + v.modifiers.dropFirst(min(mk.bodyModifiers, v.modifiers.count))
            mk.bodyModifiers = nv.modifiers.count
            c.maker = mk
            return c
        }
        var changed = false
        let children = v.children.map { child -> View in
            let r = remade(child, key: key, value: value, loc, depth: depth + 1)
            if r !== child { changed = true }
            return r
        }
        guard changed else { return v }
        let c = v.copy()
        c.children = children
        return c
    }

    /// Whether a view type reads an environment key (`@Environment(\.key) var …`); any key where `key` is nil.
    func reads(_ d: Decl, _ key: String?) -> Bool {
        d.members.contains { m in
            m.annotations.contains { a in
                guard builtins.wrappers[a.name] != nil, let first = a.args.first, case .keyPath(let p) = first.value.kind else { return false }
                return key.map { p.lastDotPart == $0 } ?? true
            }
        }
    }

    /// A value of a type that is a view (SwiftUI's `Color`) as that view, drawing the value.
    func valueView(_ base: IRValue, _ type: String, _ e: Expr) -> IRValue {
        let v = View(callee: type, args: [(nil, base)], loc: base.loc, locals: locals)
        v.comment = e.comment
        return IRValue(.view(v), base.loc)
    }

    /// The type name whose members a value has (`enumCase`'s enum, a record's type, a view's `View`;
    /// for a member `n`, a view's own type where the project extends it with that member: Vitamin
    /// iOS's `extension Text { func vitaminTextStyle(_:) }` on a `Text`).
    func typeName(of v: IRValue, member n: String? = nil) -> String? {
        switch v.kind {
        case .tokenSpace, .token(_, _, nil):
            // A theme class's members (`fun Colors.asCriticalTheme()`, `ContentColors.copy(…)`).
            if let t = tokenGroupType(v) { return t }
            // A member the type the token's declaration makes declares (`extension TextStyle { func font(_ w:
            // Font.Weight) -> Font }` called as `metrics.valueStyle.font(.semibold)`).
            if let n, case .token(let kind, let name, nil) = v.kind, let t = constructedType(ofToken: kind, name), program.member(of: t, n) != nil { return t }
        default: break
        }
        switch v.kind {
        case .enumCase(let t, _): return t.isEmpty ? nil : t
        case .record(let r): return r.type
        case .view(let view):
            if let n, view.callee != "View", program.member(of: view.callee, n) != nil { return view.callee }
            return "View"
        case .modifiers: return "Modifier"
        case .string: return "String"
        case .color, .token(kind: "color", _, _): return "Color"
        default: return nil
        }
    }

    public typealias ArgValues = [(label: String?, value: IRValue)]

    func evalArgs(_ args: [Arg], _ env: Env) -> ArgValues {
        var out: ArgValues = []
        for a in args {
            let v = eval(a.value, env)
            if a.spread, case .list(let items) = v.kind { out += items.map { (nil, $0) } } else { out.append((a.label, v)) }
        }
        return out
    }

    /// Picks the overload whose parameters fit the arguments and inlines it.
    func invoke(_ decls: [Decl], receiver: IRValue?, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        let fns = decls.filter { $0.kind == .function }
        let shape = argShape(args)
        // Of overloads that fit alike, not the one being evaluated: a call of its own name from inside
        // it is another overload, told apart by types parity does not check (`BpkText(text: String)`
        // calling `BpkText(text = AnnotatedString(text))`).
        // Those the arguments give every parameter without a default first (`noteFont(.small)` is
        // `noteFont(_:)`, not `noteFont(_:from:)` declared before it).
        let fit = fns.filter { fits($0, shape) }
        let complete = { (d: Decl) in shape.count >= d.params.filter { $0.defaultValue == nil }.count }
        let fitting = fit.filter(complete) + fit.filter { !complete($0) }
        guard let d = fitting.first(where: { closuresFit($0, shape) && !isActive($0) }) ?? fitting.first(where: { !isActive($0) })
                ?? fitting.first(where: { closuresFit($0, shape) }) ?? fitting.first ?? fns.first else {
            if let p = decls.first(where: { $0.kind == .property }) { return apply(property(p, receiver: receiver, e.loc), args, env, e) }
            return .unknown("call of `\(decls.first?.name ?? "")`", e.loc)
        }
        return callFunction(d, receiver: receiver, evalArgs(args, env, types: types(d.params), declaredIn: d.loc.file), e.loc)
    }

    /// A member's project declarations for a value: of its type, and for a view also of its
    /// library view's type (`extension Text { func font(style: BPKFontStyle) }` on a `Text`).
    func overloads(of n: String, on base: IRValue, _ typeName: String) -> [Decl]? {
        var found = program.member(of: typeName, n) ?? []
        if case .view(let v) = base.kind, v.callee != typeName, let own = program.member(of: v.callee, n) { found += own }
        return found.isEmpty ? nil : found
    }

    /// Whether declaration `d` is being evaluated now (a call of it from inside it is recursion).
    func isActive(_ d: Decl) -> Bool { active[ObjectIdentifier(d), default: 0] > 0 }

    /// The project type a parameter is declared with (`spacing: BPKSpacing?` is `BPKSpacing`), where
    /// the project declares a type or enum of that name.
    func projectType(_ p: Param) -> String? {
        guard let written = p.type else { return nil }
        let t = String(written.filter { $0 != "?" && $0 != "!" && $0 != " " })
        guard let ds = program.decls(named: t), ds.contains(where: { d in d.kind == Decl.Kind.type || d.kind == Decl.Kind.enumeration }) else { return nil }
        return t
    }

    /// The parameter of `d` each argument goes to: by label, else the unlabeled ones in order.
    func parameters(of d: Decl, for args: [Arg]) -> [Param?] {
        var unlabeled = d.params.filter { $0.label == nil }.makeIterator()
        return args.map { a in
            if let l = a.label { return d.params.first { $0.takes(label: l) } }
            return unlabeled.next()
        }
    }

    /// How an argument as written stands to a parameter of project type `t`: it is one (`.md`,
    /// `BPKSpacing.md`, `BPKSpacing(value: 4)`, `.custom(4)`), it cannot be (a literal, an implicit
    /// member `t` does not have), or it may be (anything else).
    enum TypeFit { case yes, no, maybe }
    func typeFit(_ a: Expr, _ t: String) -> TypeFit {
        func has(_ m: String) -> Bool {
            program.member(of: t, m) != nil || (program.decls(named: t) ?? []).contains { d in d.cases.contains { $0.name == m } }
        }
        switch a.kind {
        case .number, .string, .bool: return .no
        case .implicitMember(let m): return has(m) ? .yes : .no
        case .member(let b, _, _):
            if case .name(let n) = b.kind, n == t { return .yes }
            return .maybe
        case .call(let c, _, _):
            if case .implicitMember(let m) = c.kind { return has(m) ? .yes : .no }
            if case .name(let n) = c.kind, n == t { return .yes }
            return .maybe
        default: return .maybe
        }
    }

    /// Whether the arguments give every parameter without a default but a trailing content closure
    /// (`HStack { … }` is the library's, not the project's `init(spacing: Gap, content:)`).
    func givesRequired(_ d: Decl, _ args: [Arg]) -> Bool {
        let given = parameters(of: d, for: args)
        return d.params.allSatisfy { p in
            p.defaultValue != nil || (p.type ?? "").contains("->") || given.contains { $0?.name == p.name }
        }
    }

    /// Whether no argument is ruled out for its parameter's project type.
    func argumentsMayFit(_ d: Decl, _ args: [Arg]) -> Bool {
        zip(args, parameters(of: d, for: args)).allSatisfy { a, p in
            guard let p, let t = projectType(p) else { return true }
            return typeFit(a.value, t) != .no
        }
    }

    /// Whether every parameter of a project type that an argument selects is a token type.
    func tokenTyped(_ d: Decl, _ args: [Arg]) -> Bool {
        zip(args, parameters(of: d, for: args)).allSatisfy { a, p in
            guard let t = p.flatMap(projectType), typeFit(a.value, t) == .yes else { return true }
            return builtins.tokenTypes[t] != nil
        }
    }

    /// The overload, not being evaluated, that the arguments' types select: one argument at least
    /// is of a parameter's project type and none is ruled out. Nil: the library's own is meant.
    func typedOverload(_ ds: [Decl], _ args: [Arg], _ env: Env) -> Decl? {
        let shape = argShape(args)
        return ds.first { d in
            guard d.kind == .function, !isActive(d), fits(d, shape), argumentsMayFit(d, args) else { return false }
            return zip(args, parameters(of: d, for: args)).contains { a, p in
                guard let t = p.flatMap(projectType) else { return false }
                switch typeFit(a.value, t) {
                case .yes: return true
                case .no: return false
                // A name or member whose value is of the type (a stored `style: BPKFontStyle`).
                case .maybe: return isOfType(eval(a.value, expecting: t, env), t)
                }
            }
        }
    }

    /// Whether a value is of project type `t`: a record or enum case of it, a token of its kind.
    func isOfType(_ v: IRValue, _ t: String) -> Bool {
        switch v.kind {
        case .record(let r): return r.type == t
        case .enumCase(let type, _): return type == t
        case .token(let kind, _, _): return builtins.tokenTypes[t] == kind
        default: return false
        }
    }

    /// The labels of a call's arguments, and which are closures, to pick an overload before evaluating them.
    func argShape(_ args: [Arg]) -> [(label: String?, closure: Bool)] {
        args.map { a in
            if case .closure = a.value.kind { return (a.label, true) }
            return (a.label, false)
        }
    }

    func fits(_ d: Decl, _ values: ArgValues) -> Bool {
        fits(d, values.map { v in
            if mayBe(v.value, { if case .closure = $0 { return true }; return false }), case .closure = v.value.kind { return (v.label, true) }
            return (v.label, false)
        })
    }

    /// Of overloads that take the arguments' labels alike, the one whose parameter types the arguments
    /// fit best, seen without evaluating them (a string, a name bound to one, a type made in place:
    /// `init(_ message: Text)` for `Text(m)`, `init(_ message: LocalizedStringKey)` for a string); the
    /// first of the best.
    func typedBest(_ ds: [Decl], _ args: [Arg], _ env: Env) -> Decl? {
        func type(_ e: Expr) -> String? {
            switch e.kind {
            case .string, .template: return "String"
            case .call(let callee, _, _):
                if case .name(let t) = callee.kind, t.first?.isUppercase == true { return t }
                return nil
            case .name(let n):
                guard let v = env.lookup(n) else { return nil }
                switch v.storage {
                case .string: return "String"
                case .view(let w): return w.callee
                default: return nil
                }
            default: return nil
            }
        }
        let strings: Set<String> = ["String", "LocalizedStringKey", "Substring", "StringProtocol"]
        func score(_ d: Decl) -> Int {
            var total = 0
            var unlabeled = d.params.filter { $0.label == nil }.makeIterator()
            for a in args {
                let p = a.label.flatMap { l in d.params.first { $0.takes(label: l) } } ?? (a.label == nil ? unlabeled.next() : nil)
                guard var pt = p?.type, let at = type(a.value) else { continue }
                if pt.hasSuffix("?") { pt.removeLast() }
                let atString = at == "String", ptString = strings.contains(pt)
                if pt == at || atString && ptString { total += 2 } else if atString != ptString, pt.count > 1 { total -= 1 }
            }
            return total
        }
        var best: Decl?
        var top = Int.min
        for d in ds { let s = score(d); if s > top { top = s; best = d } }
        return best
    }

    /// Whether an overload takes arguments of this shape: its labels, and positional ones for
    /// its parameters without a label (a closure may also go to a parameter of function type).
    func fits(_ d: Decl, _ shape: [(label: String?, closure: Bool)]) -> Bool {
        let labels = shape.compactMap(\.label)
        let required = d.params.filter { $0.defaultValue == nil }.count
        let closures = shape.filter { $0.label == nil && $0.closure }.count
        let plain = shape.filter { $0.label == nil && !$0.closure }.count
        let unlabeled = d.params.filter { $0.label == nil }.count
        let functions = d.params.filter { $0.label != nil && ($0.type ?? "").containsBytes("->") }.count
        return shape.count <= d.params.count + (d.params.isEmpty ? 0 : 8) && shape.count >= required - 1
            && labels.allSatisfy { l in d.params.contains { $0.takes(label: l) } }
            && plain <= unlabeled && plain + closures <= unlabeled + functions
    }

    /// Whether each labeled closure goes to a parameter that may take one (a declared function
    /// type, or no type written): of overloads with the same labels, the one taking content
    /// lambdas (Orbit's `EmptyState(illustration: @Composable () -> Unit, …)`, called by its
    /// `EmptyState(illustration: Painter, …)` overload with `illustration = { Image(…) }`).
    func closuresFit(_ d: Decl, _ shape: [(label: String?, closure: Bool)]) -> Bool {
        shape.allSatisfy { a in
            guard a.closure, let l = a.label, let p = d.params.first(where: { $0.takes(label: l) }) else { return true }
            return p.type.map { $0.contains("->") } ?? true
        }
    }

    /// Runs a function with its parameters bound; memoized when it reads no input.
    public func callFunction(_ d: Decl, receiver: IRValue?, _ values: ArgValues, _ loc: Loc) -> IRValue {
        // An init makes a value, not views: a view-shaped statement in it (`Scanner(string: hex)
        // .scanHexInt64(&int)` in a Color init) is not its content.
        if d.name == "init", collectViews {
            collectViews = false
            defer { collectViews = true }
            return callFunction(d, receiver: receiver, values, loc)
        }
        // Choices whose dimension is assumed are passed as the alternative (a concrete value:
        // memo keys work and the body does not read through the choice).
        var values = values
        var receiver = receiver
        if choices != nil {
            for i in values.indices { values[i].value = assumedValue(values[i].value) }
            receiver = receiver.map(assumedValue)
        }
        var key: MemoKey?
        let prints = values.compactMap { $0.value.plainFingerprint }
        if prints.count == values.count, receiver.map({ $0.plainFingerprint != nil }) ?? true {
            key = MemoKey(d, receiver: receiver?.plainFingerprint, args: prints, labels: values.map(\.label))
            if let k = key, let v = remembered(k, arguments: values) { return v }
        }
        let before = inputReads
        let projectionsBefore = choices?.projections ?? 0
        let since = (readVariant, readSize)
        readVariant = false; readSize = false
        defer { readVariant = readVariant || since.0; readSize = readSize || since.1 }
        let env = Env(parent: nil, this: receiver)
        bind(d.params, values, into: env)
        let made = locals
        let outerSite = site
        site = loc
        defer { site = outerSite }
        let outer = returnType
        returnType = declaredType(d.type, qualified: d.qualifiedType)
        let result: IRValue = inlined(d, loc) {
            if let body = d.body {
                guard let ctx = choices else { return run(body, env) }
                // A statement read a choice (`if (pressed) return …`): the body run again once per
                // alternative, assumed, in a scope of its own.
                func again() -> IRValue {
                    locals = made
                    let env = Env(parent: nil, this: receiver)
                    bind(d.params, values, into: env)
                    return caught(run(body, env), loc, ctx, again)
                }
                return caught(run(body, env), loc, ctx, again)
            }
            if let v = d.value { return eval(v, expecting: returnType, env) }
            return .unknown("`\(d.name)` has no body in the source", d.loc)
        }
        returnType = outer
        locals = made
        // An init names nothing: it makes the library's view of its type (`extension RoundedRectangle {
        // init(cornerRadius: Corner) { self.init(cornerRadius: corner.points) } }`).
        // Nor does a modifier helper name the view it is called on (`Text(glyph).alertTextStyle(.xs)` of
        // `extension View { func alertTextStyle(…) -> some View }`): that view is restyled, not made.
        let restyled: View? = if case .view(let rv)? = receiver?.storage { rv } else { nil }
        let out = d.name == "init" ? result : eachView(result) { v in
            guard v.madeBy == nil, restyled.map({ $0.callee != v.callee || $0.loc != v.loc }) ?? true else { return nil }
            let c = v.copy()
            c.madeBy = d.name
            c.doc = d.doc
            // The helper that makes it names it before its styles do (`BadgeIcon()`'s `badgeDot()`).
            if let s = c.styleNames, c.holds == s { c.holds = d.name + " " + s }
            return c
        }
        if let key, inputReads == before, choices.map({ !$0.tripped && $0.projections == projectionsBefore }) ?? true, !containsView(out) { remember(key, out, since: (false, false), arguments: values) }
        return out
    }

    /// The value with `f` applied to it where it is a view (nil: unchanged), and to each
    /// alternative of a choice.
    func eachView(_ v: IRValue, _ f: (View) -> View?) -> IRValue {
        if case .choice(let c) = v.storage {
            return IRValue(.choice(Choice(dimension: c.dimension, alternatives: c.alternatives.map { eachView($0, f) }, context: c.context)), v.loc)
        }
        if case .view(let view) = v.kind, let made = f(view) { return IRValue(.view(made), v.loc) }
        return v
    }

    /// The names written in a style expression, in order, where its value comes from: names,
    /// members, callees and tables (`slots.dot()`, `styles.indicator`, `dotSize[s]`), not
    /// conditions (`disabled ? a : b`, `pressed && b`), strings or closures.
    func writtenNames(_ e: Expr) -> [String] {
        switch e.kind {
        case .name(let n): return [n]
        case .member(let base, let n, _): return writtenNames(base) + [n]
        case .call(let callee, let args, _): return writtenNames(callee) + args.flatMap { writtenNames($0.value) }
        case .subscript(let base, _): return writtenNames(base)
        case .array(let items): return items.flatMap { writtenNames($0) }
        case .conditional(_, let a, let b): return writtenNames(a) + writtenNames(b)
        case .binary("&&", _, let b): return writtenNames(b)
        case .binary("||", let a, let b), .binary("??", let a, let b): return writtenNames(a) + writtenNames(b)
        // An inline style's values are values (`{ backgroundColor: colors.labelTertiary }` names no
        // part); what it spreads is a style (`{ ...styles.dot }`).
        case .object(let entries): return entries.flatMap { e -> [String] in if case .spread = e.key { return writtenNames(e.value) }; return [] }
        default: return []
        }
    }

    func containsView(_ v: IRValue) -> Bool {
        // A choice of views is views (the renderer reads it at each point).
        if case .choice(let c) = v.storage { return c.alternatives.contains { containsView($0) } }
        switch v.kind {
        case .view: return true
        case .list(let items): return items.contains { containsView($0) }
        default: return false
        }
    }

    /// Binds parameters to arguments: labeled by label or name, the rest in order, trailing
    /// closures to the last parameters; defaults for the rest, evaluated with the earlier ones bound.
    public func bind(_ params: [Param], _ values: ArgValues, into env: Env) {
        var bound = [IRValue?](repeating: nil, count: params.count)
        var positional: [IRValue] = []
        for (label, v) in values {
            if let label, let i = params.firstIndex(where: { $0.takes(label: label) }) { bound[i] = v } else { positional.append(v) }
        }
        var next = 0
        var rest: [IRValue] = []
        for v in positional {
            while next < params.count, bound[next] != nil { next += 1 }
            guard next < params.count else { break }
            if params[next].variadic { rest.append(v); continue }
            // A closure goes to the next parameter that takes one (of a function type, or of no
            // type written): Kotlin's trailing lambda after fewer positional arguments than the
            // parameters before it (`Surface(modifier) { … }` fills `content`, not `shape`).
            if case .closure = v.storage, let j = params.indices.first(where: { $0 >= next && bound[$0] == nil && params[$0].type.map { $0.contains("->") } ?? true }) {
                bound[j] = v
                continue
            }
            bound[next] = v
            next += 1
        }
        for (i, p) in params.enumerated() {
            var v = p.variadic && bound[i] == nil ? IRValue(.list(rest), p.loc)
                : bound[i] ?? p.defaultValue.map { eval($0, expecting: p.type, env) } ?? unset(p)
            // A Boolean state parameter given what is decided as the app runs (`enabled = index < pages.lastIndex`,
            // a pager's next button): that state, which holds at some points and not at others.
            if bound[i] != nil, let t = p.type, Evaluator.booleanTypes.contains(t), let s = runtimeState(v, named: p.name, byLastWord: true) { v = s }
            if let parts = p.destructured { destructure(parts, v, into: env) }
            env.vars[p.name] = v
        }
    }

    /// A value decided as the app runs, given as something named for a state (a Boolean state parameter
    /// `enabled = index < pages.lastIndex`, a prop `disabled={value <= min}`, a variant table's key
    /// `{ disabled: last }`, a local handed to `disabled={atFirst}`): that state, which holds at some
    /// points and not at others; nil for another value or name.
    func runtimeState(_ v: IRValue, named name: String, byLastWord: Bool = false) -> IRValue? {
        guard case .unknown(let why) = v.storage, IRValue.isRuntime(reason: why), let sp = builtins.stateParameter(name, byLastWord: byLastWord) else { return nil }
        return state(sp.state, whenTrue: sp.whenTrue, v.loc)
    }

    /// The view a caller gives for a parameter of a caller view type (`Builtins.callerViewTypes`:
    /// SwiftUI's `icon: Image`, `image: Image?`), holding the parameter's name; nil for another type.
    public func viewGiven(for p: Param) -> View? {
        guard var t = p.type else { return nil }
        if t.hasSuffix("?") { t.removeLast() }
        guard builtins.callerViewTypes.contains(t) else { return nil }
        let view = View(callee: t, args: [], loc: p.loc, locals: locals)
        view.holds = p.name
        return view
    }

    /// A type's inits (Kotlin's `constructor`s), its own and its extensions'.
    func inits(of decl: Decl) -> [Decl] {
        decl.members.filter { $0.kind == .function && ($0.name == "init" || $0.name == "constructor") }
            + (program.member(of: decl.name, "init") ?? []).filter { i in !decl.members.contains { $0 === i } }
    }

    /// Swift's memberwise init: the stored properties in order, each with its initial value as default.
    func memberwiseParams(of decl: Decl) -> [Param] {
        decl.members.filter { $0.kind == .property && $0.body == nil && !$0.isStatic && memberwise($0) }
            .map { Param(name: $0.name, label: $0.name, type: $0.type, defaultValue: $0.value) }
    }

    /// A value of the project's type `t` as a caller gives it (`action: SnackbarAction? = nil`, given):
    /// made by its init with what the caller passes — a text of `textTypes` shown as a text, anything
    /// else known only at run time — so what the component reads of it (`action.title`) is drawn.
    /// Nil where the project declares no such type.
    public func givenInstance(of t: String, textTypes: Set<String>, _ loc: Loc) -> IRValue? {
        guard isProjectType(t), let decl = program.decls(named: t)?.first(where: { $0.kind == .type }) else { return nil }
        let inits = self.inits(of: decl)
        var params = inits.first?.params ?? decl.params
        if params.isEmpty, inits.isEmpty { params = memberwiseParams(of: decl) }
        let env = Env(parent: nil)
        var args: [Arg] = []
        for p in params where p.defaultValue == nil {
            let text = p.type.map { textTypes.contains($0) } ?? false
            env.vars[p.name] = text ? IRValue(.string(IRValue.givenText), loc) : .runtime("the `\(p.name)` of the caller's `\(t)`", loc)
            args.append(Arg(label: p.label, Expr(.name(p.name), loc)))
        }
        return construct(decl, args, env, Expr(.call(Expr(.name(t), loc), args, trailing: []), loc))
    }

    /// The value of a parameter no caller sets and no default gives: the caller's view where its
    /// type is one (`Builtins.callerViewTypes`), else unknown.
    func unset(_ p: Param) -> IRValue {
        if let view = viewGiven(for: p) { return IRValue(.view(view), p.loc) }
        // No source of its own: it stands where the component reads it (`fillMaxWidth(value)`).
        return .runtime(Evaluator.unsetParameterReason + "`\(p.name)`", Loc.none)
    }

    /// The reason of a parameter's value that every caller sets (`value: String?` with no default).
    static let unsetParameterReason = "the parameter "

    /// Binds the names of a destructuring pattern from a record (defaults where it has none).
    public func destructure(_ parts: [Destructure], _ v: IRValue, into env: Env) {
        var used: Set<String> = []
        for d in parts {
            if d.rest {
                if case .record(let r) = v.kind {
                    env.vars[d.name] = IRValue(.record(Record(type: r.type, fields: r.fields.filter { !used.contains($0.name) })), v.loc)
                } else { env.vars[d.name] = v }
                continue
            }
            used.insert(d.key)
            var field: IRValue?
            switch v.kind {
            // By position, a record's fields in order (Kotlin's `val (fill, ink) = pair`: `component1()`, …).
            case .record(let r): field = r[d.key] ?? stateMember(r, d.key, v.loc) ?? Int(d.key).flatMap { i in
                let fields = r.fields.filter { !$0.name.hasPrefix("#") && !$0.name.hasPrefix("_") && $0.name != "..." }
                return i >= 0 && i < fields.count ? fields[i].value : nil
            }
            case .list(let items): if let i = Int(d.key), i < items.count { field = items[i] }
            case .tokenSpace, .type, .unknown: field = member(v, d.key, env, v.loc)
            default: field = memberOfValue(v, d.key, env, v.loc, implicit: false)
            }
            if field == nil || field?.isNull == true, let def = d.defaultValue {
                field = eval(def, env)
            }
            if let nested = d.nested {
                destructure(nested, field ?? IRValue(.null, v.loc), into: env)
                continue
            }
            env.vars[d.name] = field ?? IRValue(.null, v.loc)
        }
    }

    /// Closures a renderer calls with the view's state record (`className={(state) => cn(…)}`,
    /// `style={({ pressed }) => […]}`), evaluated once per state set for every variant and size
    /// (then read at each point through its choices), by closure and state set.
    private var stateClosures: [ObjectIdentifier: [(closure: Closure, states: Set<String>, assumed: ArraySlice<Int>, value: IRValue)]] = [:]

    /// `c` called with an empty record of type `stateType` (the state it reads comes from the
    /// point). In a symbolic evaluation it is evaluated with no variant or size assumed, once per
    /// state set, and its value (holding choices) is read at each point; an evaluation that trips
    /// is done at the point instead.
    public func runStateClosure(_ c: Closure, stateType: String, _ loc: Loc) -> IRValue {
        let state = IRValue(.record(Record(type: stateType, fields: [])), loc)
        guard let ctx = choices, !ctx.tripped else { return runClosure(c, [(nil, state)]) }
        let id = ObjectIdentifier(c)
        // By the state set and the states assumed (rendering every state set at once assumes some
        // while a sink is applied once per alternative of a state).
        let statesAssumed = ctx.assumed.dropFirst(2)
        if let hit = stateClosures[id]?.first(where: { $0.closure === c && $0.states == point.states && $0.assumed == statesAssumed }) { return hit.value }
        // The variant and size not assumed (the states stay as rendered).
        let assumed = (ctx.assumed[0], ctx.assumed[1])
        ctx.assumed[0] = -1
        ctx.assumed[1] = -1
        let value = runClosure(c, [(nil, state)])
        // (States read while it ran are dimensions added to the context, kept.)
        ctx.assumed[0] = assumed.0
        ctx.assumed[1] = assumed.1
        if ctx.tripped {
            ctx.reset()
            return runClosure(c, [(nil, state)])
        }
        stateClosures[id, default: []].append((c, point.states, statesAssumed, value))
        return value
    }

    /// Runs a closure with its parameters bound; `this` its receiver (a Kotlin lambda with
    /// receiver), `implicit` the name its one argument has when it declares no parameter (`it`).
    /// - Parameter returning: the type the closure returns, where its caller knows it (implicit members of it).
    public func runClosure(_ c: Closure, _ values: ArgValues, this: IRValue? = nil, implicit: String? = nil, sealed: Bool = false, returning: String? = nil) -> IRValue {
        if let probe = themeProbe, c === probe {
            if probed == nil { probed = locals }
            return IRValue(.null, c.loc)
        }
        let env = Env(parent: c.env, this: this)
        env.sealed = sealed
        if let implicit, c.params.isEmpty, let v = values.first?.value { env.vars[implicit] = v }
        bind(c.params, values, into: env)
        let outer = returnType
        returnType = returning
        defer { returnType = outer }
        return run(c.body, env)
    }

    /// Builds a record of a project type from its constructor parameters (data class, struct),
    /// or with one of its inits (in its body or its extensions); an init's `self.x = v` sets a
    /// field and `self.init(…)` delegates. An instance of a type that conforms to a view protocol
    /// (`viewBodies`) is the view its body makes.
    func construct(_ decl: Decl, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        // A custom shape style (`struct AvatarFill: ShapeStyle { func resolve(in environment: EnvironmentValues)
        // -> Color }`): the color it resolves to in the environment where it is made.
        if let resolve = Evaluator.resolvedStyle(decl), !resolvingStyles.contains(ObjectIdentifier(decl)) {
            resolvingStyles.insert(ObjectIdentifier(decl))
            let style = construct(decl, args, env, e)
            resolvingStyles.remove(ObjectIdentifier(decl))
            let environment = IRValue(.record(Record(type: Evaluator.environmentRecord, fields: [])), e.loc)
            return callFunction(resolve, receiver: style, [(resolve.params.first?.label, environment)], e.loc)
        }
        // A project layout (`struct MaxWidthLayout: Layout`, `Builtins.layoutProtocols`) called with
        // its content: the library container that draws that content (its placement code is not run).
        if let container = builtins.layoutContainer, decl.supertypes.contains(where: builtins.layoutProtocols.contains) {
            return makeView(container, args.filter { if case .closure = $0.value.kind { return true }; return false }, env, e)
        }
        let inits = self.inits(of: decl)
        // Fields a builder method sets, given by a label no init takes (the entry of a component
        // varies them): set once the init has run, before the body is made. Looked for only where
        // a label names no init's parameter (a builder field never does).
        var args = args
        var builderArgs: [Arg] = []
        if args.contains(where: { a in a.label.map { l in !inits.contains { $0.name == "init" && $0.params.contains { $0.name == l } } } ?? false }) {
            let builder = program.builderFields(of: decl)
            builderArgs = args.filter { a in a.label.map { builder.contains($0) } ?? false }
            args.removeAll { a in a.label.map { builder.contains($0) } ?? false }
        }
        let ctorEnv = Env(parent: nil)
        var params = decl.params
        if params.isEmpty {
            // Swift memberwise init: the stored properties in order.
            params = memberwiseParams(of: decl)
        }
        let shape = argShape(args)
        let candidates = inits.filter { fits($0, shape) }
        let fitting = candidates.count > 1 ? typedBest(candidates, args, env) : candidates.first
        let values = evalArgs(args, env, types: types(fitting?.params ?? params), declaredIn: (fitting ?? decl).loc.file)
        var out: IRValue
        if let initDecl = fitting {
            let rec = Record(type: decl.name, fields: [], decl: decl)
            let this = IRValue(.record(rec), e.loc)
            let env = Env(parent: nil, this: this)
            bind(initDecl.params, values, into: env)
            if let body = initDecl.body { _ = inlined(initDecl, e.loc) { run(body, env) } }
            // An enum's init assigns `self` a case.
            if let made = env.vars["self"] { return made }
            // Stored properties with initial values the init did not set.
            let later = setLater(decl, initDecl)
            for m in decl.members where m.kind == .property && !m.isStatic && m.body == nil && rec[m.name] == nil && memberwise(m) {
                if let v = m.value { rec.fields.append((m.name, initialValue(m, v, of: decl, later: later, Env(parent: nil)))) }
            }
            out = this
        } else {
            bind(params, values, into: ctorEnv)
            var fields: [(name: String, value: IRValue)] = params.map { ($0.name, ctorEnv.vars[$0.name]!) }
            // Stored properties with initializers of a class body; those a method sets later are placeholders.
            let later = setLater(decl, nil)
            for i in fields.indices where !args.contains(where: { $0.label == fields[i].name }) {
                if let method = later[fields[i].name], let m = decl.members.first(where: { $0.name == fields[i].name }), let v = m.value {
                    fields[i].value = placeholder(m, decl, method, v)
                }
            }
            for m in decl.members where m.kind == .property && !m.isStatic && m.body == nil && !fields.contains(where: { $0.name == m.name }) && memberwise(m) {
                if let v = m.value { fields.append((m.name, initialValue(m, v, of: decl, later: later, Env(parent: ctorEnv)))) }
            }
            out = IRValue(.record(Record(type: decl.name, fields: fields, decl: decl)), e.loc)
        }
        if case .record(let rec) = out.kind {
            for a in builderArgs {
                guard let field = a.label else { continue }
                let v = eval(a.value, expecting: decl.members.first { $0.name == field }?.type, env)
                if let i = rec.fields.firstIndex(where: { $0.name == field }) { rec.fields[i].value = v } else { rec.fields.append((field, v)) }
            }
        }
        if !builtins.shapeProtocols.isEmpty, decl.supertypes.contains(where: builtins.shapeProtocols.contains),
           let path = decl.members.first(where: { $0.kind == .function && $0.name == builtins.shapePathMethod && $0.params.count == 1 }) {
            let drawn = callFunction(path, receiver: out, [(path.params[0].label, .runtime(IRValue.drawingRect, e.loc))], e.loc)
            // The library shape its `path(in:)` draws is the shape itself: named where it is used
            // (`private var track: some View { Pill().fill(…) }`), not by `path`.
            // (A choice of such shapes, one per variant, at a point where the variant is a choice:
            // `switch variant { case .plain: Path(rect); case .grouped: RoundedRectangle(…).path(in: rect) }`.)
            func libraryShapes(_ x: IRValue) -> Bool {
                if case .choice(let c) = x.storage { return c.alternatives.allSatisfy(libraryShapes) }
                if case .view(let v) = x.storage { return builtins.libraryShapes.contains(v.callee) }
                return false
            }
            if libraryShapes(drawn) {
                return eachView(drawn) { v in
                    guard v.madeBy == builtins.shapePathMethod else { return nil }
                    let c = v.copy()
                    c.madeBy = nil
                    return c
                }
            }
            // Open lines (`path.move(to: a); path.addLine(to: b)`: a check mark): a glyph.
            if let glyph = builtins.glyphShapeView, let body = path.body,
               builtins.glyphPathCalls.contains(where: body.calls), !builtins.closedPathCalls.contains(where: body.calls) {
                let v = View(callee: glyph, args: [], loc: e.loc, locals: locals)
                v.madeBy = decl.name
                v.doc = decl.doc
                return IRValue(.view(v), e.loc)
            }
        }
        if let ms = viewBody(of: decl) {
            return eachView(declValue(ms, receiver: out, e.loc)) { view in
                let c = view.copy()
                c.madeBy = c.madeBy ?? decl.name
                c.doc = c.doc ?? decl.doc
                if c.comment == nil { c.comment = e.comment }
                if c.maker == nil { c.maker = ViewMaker(decl: decl, instance: out, bodyModifiers: c.modifiers.count, environment: [:]) }
                return c
            }
        }
        return out
    }

    /// The stored properties of a run-time model (`Builtins.runtimeModels`) that a method other
    /// than the init sets, each with the method (the first that does); none where the init
    /// calls that method (its value is then the one the init leaves).
    func setLater(_ decl: Decl, _ initDecl: Decl?) -> [String: Decl] {
        guard !builtins.runtimeModels.isEmpty,
              decl.supertypes.contains(where: builtins.runtimeModels.contains) || decl.annotations.contains(where: { builtins.runtimeModels.contains($0.name) })
        else { return [:] }
        var out: [String: Decl] = [:]
        for f in decl.members where f.kind == .function && f.name != "init" && !f.isStatic {
            guard let body = f.body, initDecl?.body?.calls(f.name) != true else { continue }
            for m in decl.members where m.kind == .property && !m.isStatic && m.body == nil && out[m.name] == nil {
                if body.assigns({ $0 == m.name || $0 == "self." + m.name }) { out[m.name] = f }
            }
        }
        return out
    }

    /// A stored property's initial value that `method` replaces at run time: unknown, with why.
    func placeholder(_ m: Decl, _ decl: Decl, _ method: Decl, _ initial: Expr) -> IRValue {
        .unknown("`\(m.name)` of \(decl.name) starts as `\(program.text(initial.loc))` until `\(method.name)` (\(program.location(method.loc).file):\(program.location(method.loc).line)) sets it at run time; parity does not run it: give the property the value the component shows first", initial.loc)
    }

    /// A stored property's initial value in `env`, or the placeholder it is where a method of
    /// the model sets it later (`later`, `setLater`).
    func initialValue(_ m: Decl, _ value: Expr, of decl: Decl, later: [String: Decl], _ env: Env) -> IRValue {
        later[m.name].map { placeholder(m, decl, $0, value) } ?? eval(value, expecting: m.type, env)
    }

    /// Whether a stored property is set by a memberwise init (a property wrapper's value is not).
    func memberwise(_ d: Decl) -> Bool {
        !d.annotations.contains { builtins.wrappers[$0.name] != nil && !builtins.memberwiseWrappers.contains($0.name) }
    }

    /// A wrapped property's value where its wrapper is a state source, else nil.
    func wrapped(_ d: Decl) -> IRValue? {
        for a in d.annotations {
            guard let b = builtins.wrappers[a.name] else { continue }
            switch b {
            case .state(let s): return state(s, d.loc)
            case .notState(let s): return state(s, whenTrue: false, d.loc)
            case .stateByName:
                var key = d.name
                if let first = a.args.first, case .keyPath(let p) = first.value.kind { key = p.lastDotPart }
                return environmentValue(key, d.loc)
            default: return nil
            }
        }
        return nil
    }

    /// The environment value `key` where the view is evaluated: one set on it or an input of the
    /// component, a state (`isEnabled`), else the key's default.
    func environmentValue(_ key: String, _ loc: Loc) -> IRValue? {
        // What depends on the environment is not remembered across views (a view made again
        // under `.environment(…)` reads another value).
        inputReads += 1
        if let v = environmentInputs[key] { return v }
        if let sp = builtins.stateParameters[key] { return state(sp.state, whenTrue: sp.whenTrue, loc) }
        // A Boolean environment value of the project's named for a state by its last word
        // (`@Environment(\.isCheckboxInvalid)`, `@Entry var inputInvalid = false`) is that state.
        let fallback = environmentDefault(key, loc)
        if case .bool = fallback?.kind, let sp = builtins.stateParameter(key) {
            return state(sp.state, whenTrue: sp.whenTrue, loc)
        }
        return fallback
    }

    /// The type of the environment a custom style's `resolve(in:)` is given.
    static let environmentRecord = "#EnvironmentValues"

    /// A project `ShapeStyle`'s `resolve(in:)` (SwiftUI 17), which makes its color from the environment.
    public static func resolvedStyle(_ decl: Decl) -> Decl? {
        guard decl.supertypes.contains("ShapeStyle") else { return nil }
        return decl.members.first { $0.kind == .function && $0.name == "resolve" && $0.params.count == 1 && $0.params[0].label == "in" }
    }
    /// Custom shape styles being made (their record, before it is resolved).
    var resolvingStyles: Set<ObjectIdentifier> = []

    /// `@Environment(\.theme)` of a project key: `EnvironmentValues.theme`'s getter reads
    /// `self[ThemeKey.self]`, and nothing sets it here, so it is `ThemeKey.defaultValue`.
    func environmentDefault(_ key: String, _ loc: Loc) -> IRValue? {
        // `@Entry var tagStyle = TagStyle()` (the `Entry` macro): its default value.
        if let entry = program.member(of: "EnvironmentValues", key)?.first, entry.body == nil, let v = entry.value {
            return eval(v, expecting: entry.type, Env(parent: nil))
        }
        guard let getter = program.member(of: "EnvironmentValues", key)?.first, let body = getter.body else {
            // A library key at its default (`\.sizeCategory`: `.large`, the default Dynamic Type size).
            if let b = builtins.names["EnvironmentValues.\(key)"] { return builtinValue(b, name: "EnvironmentValues.\(key)", args: [], loc: loc) }
            return nil
        }
        // `self[K.self]`: a subscript, or (Swift's tree) a call of `self` with one argument.
        func keyType(_ e: Expr) -> String? {
            var index: Expr?
            switch e.kind {
            case .subscript(let base, let i): if case .this = base.kind { index = i }
            case .call(let callee, let args, _): if case .this = callee.kind, args.count == 1 { index = args[0].value }
            default: break
            }
            if let index, case .member(let t, "self", _) = index.kind { return lastName(t) }
            return nil
        }
        for st in body.statements {
            var found: String?
            switch st.kind {
            case .expr(let e): found = keyType(e)
            case .return(let e?): found = keyType(e)
            default: break
            }
            if let k = found, let value = program.member(of: k, "defaultValue") { return declValue(value, receiver: nil, loc) }
        }
        return nil
    }

    /// `T(…)` of a library type `T` with an init of the project's (`extension Color { init(hex:) }`):
    /// the init run with `self` the type; its value is the last it computes (`self.init(red:…)`).
    func libraryInit(_ t: String, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue? {
        guard let inits = program.member(of: t, "init") else { return nil }
        let shape = argShape(args)
        // Not one being evaluated (`extension HStack { init(spacing: BPKSpacing, …) { self.init(spacing:
        // spacing.value, …) } }` calls the library's), nor one whose parameter types the arguments rule out.
        guard let d = inits.first(where: { $0.kind == .function && fits($0, shape) && !isActive($0) && argumentsMayFit($0, args) && givesRequired($0, args) }) else { return nil }
        var v = callFunction(d, receiver: IRValue(.type(t, nil), e.loc), evalArgs(args, env, types: types(d.params), declaredIn: d.loc.file), e.loc)
        // The value stands where the call is written, and so does the library view it makes (the
        // component's `HStack(spacing: .md)`, not the `self.init(…)` of the project's init).
        if case .view(let view) = v.kind, view.callee == t { return IRValue(.view(view.copy(at: e.loc)), e.loc) }
        if !v.isUnknown { v.loc = e.loc }
        return v
    }

    /// `!v`: not light is dark; a value that is no Boolean stays as it is.
    func negated(_ v: IRValue, _ loc: Loc) -> IRValue {
        if case .enumCase(Evaluator.colorModeType, let m) = v.kind { return modeFlag(m == "light" ? "dark" : "light", loc) }
        guard let t = v.truthy else { return v }
        return IRValue(.bool(!t), loc)
    }

    func makeView(_ callee: String, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        // What the view provides to its content, for the content's closures (restored after).
        let outerLocals = locals
        defer { locals = outerLocals }
        var values: ArgValues = []
        var children: [View] = []
        var modifiers: [ModifierCall] = []
        var slots: [String: [View]] = [:]
        if let defaults = builtins.argumentDefaults[callee] {
            for (label, call) in defaults.sorted(by: { $0.key < $1.key }) where !args.contains(where: { $0.label == label }) {
                values.append((label, defaultArgument(call, args, env, e)))
            }
        }
        let offstage = builtins.offstageContent[callee] ?? []
        for a in args {
            if !offstage.isEmpty, offstage.contains(a.label ?? "") { continue }
            // Lambdas that make views are content (a trailing lambda, `content =`, `decorationBox =`);
            // other closures stay values.
            if case .closure(let ps, let body) = a.value.kind {
                // What the view provides, from the arguments made so far (a content lambda comes
                // last; an `onClick` lambda before the colors runs without them).
                locals = outerLocals
                provide(to: callee, values, e)
                let inner = Env(parent: env)
                inner.sealed = true
                for p in ps { inner.vars[p.name] = .runtime("the lambda parameter `\(p.name)`", a.value.loc) }
                // A decoration's parameter is the field's own text, drawn where it is called.
                let decoration = builtins.decorationArguments[callee].map { $0 == a.label } ?? false
                if decoration, let p = ps.first {
                    inner.vars[p.name] = IRValue(.view(View(callee: View.fieldText, args: [], loc: a.value.loc, locals: locals)), a.value.loc)
                }
                if let p = ps.first, let label = builtins.contentArguments[callee],
                   let given = values.first(where: { $0.label == label })?.value ?? values.first(where: { $0.label == nil })?.value {
                    inner.vars[p.name] = given
                }
                // Parameters given at run time are the items of a list drawn (`ForEach(items) { item in … }`).
                let v = mapping(ps.compactMap { inner.vars[$0.name] }) { buildingViews { run(body, inner) } }
                locals = outerLocals
                let views = flattenViews(v)
                if decoration, views.count == 1 { views[0].decorates = true }
                if !views.isEmpty { children += views; slots[a.label ?? "", default: []] += views } else {
                    values.append((a.label, IRValue(.closure(Closure(params: ps, body: body, env: env, loc: a.value.loc)), a.value.loc)))
                }
                continue
            }
            let v = eval(a.value, expecting: builtins.argumentTypes[callee]?[a.label ?? ""], env)
            if mayBe(v, { if case .modifiers = $0 { return true }; return false }), case .modifiers(let ms) = v.kind { modifiers += ms; continue }
            // A content lambda handed on by name (`Row(modifier, content = content)`): the views it makes.
            if mayBe(v, { if case .closure = $0 { return true }; return false }), case .closure(let c) = v.kind {
                // It runs with what the view provides, as a lambda written there does.
                locals = outerLocals
                provide(to: callee, values, e)
                let views = viewsMade(by: c)
                locals = outerLocals
                if !views.isEmpty { children += views; slots[a.label ?? "", default: []] += views; continue }
            }
            values.append((a.label, v))
        }
        let view = View(callee: callee, args: values, modifiers: modifiers, children: children, loc: e.loc, locals: locals)
        view.comment = e.comment
        view.slots = slots
        // `Image(painter = icon)`: the view shows the parameter it is given.
        if !builtins.shownArguments.isEmpty {
            for (i, a) in args.enumerated() {
                // A labeled argument of the table, or the first positional one where "" is in it (`BasicText(description)`).
                guard builtins.shownArguments.contains(a.label ?? (i == 0 ? "" : "-")), case .name(let n) = a.value.kind else { continue }
                view.holds = n
                break
            }
        }
        return IRValue(.view(view), e.loc)
    }

    /// A library view's argument the caller left out (`Builtins.argumentDefaults`): `call`, a
    /// dotted path with the labels of view arguments it takes in parentheses
    /// (`ButtonDefaults.outlinedButtonBorder(enabled)`), called where the view is (an argument
    /// the caller did not give either is left out of the call: its parameter's default holds),
    /// or a dotted path alone, a value.
    func defaultArgument(_ call: String, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        let open = call.firstIndex(of: "(") ?? call.endIndex
        let path = call[..<open].split(separator: ".").map(String.init)
        guard let first = path.first else { return .unknown("the default `\(call)`", e.loc) }
        var callee = Expr(.name(first), e.loc)
        for m in path.dropFirst() { callee = Expr(.member(callee, m, optional: false), e.loc) }
        // A path alone is a value (Material 2's `ButtonDefaults.outlinedBorder` property).
        guard open < call.endIndex else { return eval(callee, env) }
        var passed: [Arg] = []
        for label in call[call.index(after: open)...].dropLast().split(separator: ",") {
            let name = label.trimmingCharacters(in: .whitespaces)
            if let given = args.first(where: { $0.label == name }) { passed.append(Arg(label: name, given.value)) }
        }
        return eval(Expr(.call(callee, passed, trailing: []), e.loc), env)
    }

    /// Sets the locals a library view provides to its content (`Builtins.viewLocals`,
    /// `viewArgumentLocals`), from the view's arguments made so far.
    func provide(to callee: String, _ values: ArgValues, _ e: Expr) {
        if let given = builtins.viewLocals[callee] {
            // Written where the view is named (`Button`), not over its whole call.
            var at = e.loc
            if case .call(let f, _, _) = e.kind { at = f.loc }
            for (local, t) in given.sorted(by: { $0.key < $1.key }) {
                locals = Locals(name: local, value: IRValue(.token(kind: t.kind, name: t.name, alpha: nil), at), parent: locals)
            }
        }
        guard let from = builtins.viewArgumentLocals[callee] else { return }
        let enabled = values.first(where: { $0.label == "enabled" })?.value
        // A choice's alternatives mapped (nil where one has none).
        func each(_ c: Choice, _ loc: Loc, _ f: (IRValue) -> IRValue?) -> IRValue? {
            let each = c.alternatives.map(f)
            guard each.allSatisfy({ $0 != nil }) else { return nil }
            return IRValue(.choice(Choice(dimension: c.dimension, alternatives: each.map { $0! }, context: c.context)), loc)
        }
        // A field of a record, or of each record of a choice (colors picked by variant).
        func field(_ v: IRValue, _ name: String) -> IRValue? {
            if let c = v.openChoice { return each(c, v.loc) { field($0, name) } }
            guard case .record(let r) = v.kind else { return nil }
            return r[name]
        }
        // The field while `enabled` is as given (`false`: the disabled field), per alternative
        // where it is a choice (enabled by state).
        func provided(_ arg: IRValue, _ spec: ArgumentLocal, enabled: IRValue?) -> IRValue? {
            if let e = enabled, let c = e.openChoice {
                // Provided in some alternatives only: the call is made again per alternative.
                guard let v = each(c, arg.loc, { provided(arg, spec, enabled: $0) }) else { c.context.trip(c); return nil }
                return v
            }
            var disabled = false
            if let e = enabled, case .bool(false) = e.kind { disabled = true }
            let name = disabled ? spec.disabledField ?? spec.field : spec.field
            return name.map { field(arg, $0) } ?? arg
        }
        for (local, spec) in from.sorted(by: { $0.key < $1.key }) {
            guard let arg = values.first(where: { $0.label == spec.argument })?.value,
                  let v = provided(arg, spec, enabled: enabled) else { continue }
            locals = Locals(name: local, value: v, parent: locals)
        }
    }

    /// The views of a content slot: a closure's by its label, or for `#Callee` a view of that
    /// callee made of the view's first positional argument when it is text (`Button("Save") {}`'s label).
    func slot(_ label: String, of v: View) -> [View]? {
        guard label.hasPrefix("#") else { return v.slots[label] }
        // `#Image:systemName=systemImage`: an `Image(systemName:)` of the view's `systemImage:`.
        let spec = label.dropFirst().split(separator: ":", maxSplits: 1)
        let callee = String(spec[0])
        var argLabel: String?, from: String?
        if spec.count == 2 {
            let pair = spec[1].split(separator: "=", maxSplits: 1)
            argLabel = String(pair[0])
            from = pair.count == 2 ? String(pair[1]) : argLabel
        }
        guard let text = v.args.first(where: { $0.label == from })?.value else { return nil }
        switch text.kind {
        case .string, .unknown: break
        default: return nil
        }
        let made = View(callee: callee, args: [(argLabel, text)], loc: text.loc, locals: v.locals)
        return [made]
    }

    /// `base` with `f` applied to each view of `callees` in it (itself, the views of a list, and
    /// children, down to the first styled view on each path); a view `f` leaves unchanged stays.
    func styled(_ base: IRValue, views callees: Set<String>, _ f: (IRValue) -> IRValue?) -> IRValue {
        switch base.kind {
        case .view(let v):
            if callees.contains(v.callee) || callees.contains(v.callee.lastDotPart) { return f(base) ?? base }
            guard !v.children.isEmpty else { return base }
            var changed = false
            let kids = v.children.map { c -> View in
                let out = styled(IRValue(.view(c), c.loc), views: callees, f)
                if case .view(let w) = out.kind, w !== c { changed = true; return w }
                return c
            }
            guard changed else { return base }
            let copy = v.copy()
            copy.children = kids
            return IRValue(.view(copy), base.loc)
        case .list(let items):
            return IRValue(.list(items.map { styled($0, views: callees, f) }), base.loc)
        default:
            return base
        }
    }

    /// A style's view remembered with how it was made, where the style's type reads environment values
    /// (a modifier's `@Environment(\.tooltipSize)`, a button style's `@Environment(\.palette)`): a value set
    /// on a view around it after it makes it again (`remade`).
    func remembering(_ made: IRValue?, base: IRValue, style: IRValue, method: String, configuration: String?,
                     fields: [String: [String]], parts: [String: String]) -> IRValue? {
        guard let made, case .view(let b) = base.kind, case .view(let m) = made.kind, case .record(let r) = style.kind,
              let d = r.decl ?? program.decls(named: r.type)?.first(where: { $0.kind == .type }), reads(d, nil) else { return made }
        let c = m.copy()
        c.styledBy = StyleMaker(base: b, style: style, decl: d, method: method, modifiers: m.modifiers.count, environment: [:],
                                configuration: configuration, fields: fields, parts: parts)
        return IRValue(.view(c), made.loc)
    }

    /// A style record's method applied to a view (`Builtin.style`); nil when the style is not a project record.
    func applyStyle(_ base: IRValue, _ style: IRValue, method: String, configuration: String?, fields: [String: [String]], parts: [String: String], _ loc: Loc) -> IRValue? {
        guard case .view(let v) = base.kind, case .record(let r) = style.kind,
              let d = program.member(of: r.type, method)?.first(where: { $0.kind == .function }) else { return nil }
        var arg = base
        if let configuration {
            var fs: [(name: String, value: IRValue)] = []
            for (field, labels) in fields.sorted(by: { $0.key < $1.key }) {
                guard var views = labels.lazy.compactMap({ self.slot($0, of: v) }).first else { continue }
                if let part = parts[field] {
                    views = views.map { w in
                        let named = w.copy()
                        if named.comment == nil { named.comment = part }
                        return named
                    }
                }
                fs.append((field, views.count == 1 ? IRValue(.view(views[0]), views[0].loc) : IRValue(.list(views.map { IRValue(.view($0), $0.loc) }), v.loc)))
            }
            arg = IRValue(.record(Record(type: configuration, fields: fs)), v.loc)
        }
        let label = d.params.first.map { $0.label ?? $0.name }
        let out = callFunction(d, receiver: style, [(label, arg)], loc)
        guard case .view(let made) = out.kind else { return out }
        // The styled view keeps what the view it replaces was given: its name, comment and the
        // modifiers applied before the style.
        let c = made.copy()
        c.madeBy = v.madeBy
        c.doc = v.doc
        if c.comment == nil { c.comment = v.comment }
        if configuration != nil { c.modifiers += v.modifiers }
        return IRValue(.view(c), base.loc)
    }

    /// The views a builder value holds, in order.
    public func flattenViews(_ v: IRValue) -> [View] {
        switch v.kind {
        case .view(let view): return [view]
        case .list(let items): return items.flatMap { flattenViews($0) }
        default: return []
        }
    }

    /// The type of the props record an element gives a project component.
    public static let elementPropsType = "props"

    /// A class-styled component's view (`Program.classStyled`) with the class props it was given
    /// (`className`, `colorClassName`) that the view it draws does not set itself.
    func classStyled(_ out: IRValue, _ props: [(name: String, value: IRValue)]) -> IRValue {
        guard case .view(let v) = out.storage else { return out }
        let given = props.filter { p in (p.name == "className" || p.name.hasSuffix("ClassName")) && v.arg(p.name) == nil }
        guard !given.isEmpty else { return out }
        let c = v.copy()
        c.args += given.map { (label: $0.name, value: $0.value) }
        return IRValue(.view(c), out.loc)
    }

    func element(_ tag: Expr, _ attrs: [Arg], _ children: [Expr], _ env: Env, _ e: Expr) -> IRValue {
        // A component of the project is inlined with its props.
        var props: [(name: String, value: IRValue)] = []
        // Props spread from a record whose members are states (the component's own, `{...rest}`):
        // what they do not set is still that state (`<Frame {...rest}>` reading `props.selected`).
        var propsType = Evaluator.elementPropsType
        // A local holding a test decided as the app runs, given as a prop named as a state (`disabled={atFirst}`
        // beside `const atFirst = index <= 0`): that state, in this element and wherever the component reads
        // the local after it (`state: atFirst ? "disabled" : "idle"`), as a state parameter given such a
        // value is (`bind`).
        for a in attrs where !a.spread {
            guard let l = a.label, case .name(let n) = a.value.kind, let current = env.lookup(n), let s = runtimeState(current, named: l) else { continue }
            env.assign(n, s)
        }
        for a in attrs {
            let v = eval(a.value, env)
            if a.spread, case .record(let r) = v.kind {
                props += r.fields
                if builtins.stateRecords[r.type] != nil { propsType = r.type }
            } else if a.spread {
                // A spread parity cannot read: the props may hold anything (`...`).
                props.append(("...", v))
            } else if let l = a.label { props.append((l, v)) }
        }
        // A context's provider gives its `value` to the children made inside it.
        let tagValue = eval(tag, env)
        let outer = locals
        if case .record(let r) = tagValue.kind, r.type == Evaluator.contextProviderType, case .string(let id)? = r["#context"]?.kind {
            let value = props.last { $0.name == "value" }?.value ?? IRValue(.null, e.loc)
            locals = Locals(name: "#context " + id, value: value, parent: locals)
            provisions.append((locals.name, value))
        }
        var kids: [IRValue] = []
        for c in children { kids.append(eval(c, env)) }
        locals = outer
        // A `children` prop (spread in with `{...props}`) is the element's children when it has none written.
        if kids.isEmpty, let i = props.lastIndex(where: { $0.name == "children" }) {
            kids = [props[i].value]
            props.remove(at: i)
        }
        // A prop named as a state given what is decided as the app runs (`<StepperButton disabled={value
        // <= min}>`): that state, as a state parameter is (`bind`); also for a component made by a
        // closure (`React.forwardRef(function StepperButton(…))`).
        if tagValue.isCallable { for i in props.indices { if let s = runtimeState(props[i].value, named: props[i].name) { props[i].value = s } } }
        if case .function(let decls, let recv) = tagValue.kind, let d = decls.first(where: { $0.kind == .function }) {
            var all = props
            if !kids.isEmpty { all.append(("children", kids.count == 1 ? kids[0] : IRValue(.list(kids), e.loc))) }
            let out = callFunction(d, receiver: recv, [(nil, IRValue(.record(Record(type: propsType, fields: all)), e.loc))], e.loc)
            return program.isClassStyled(d.name) ? classStyled(out, props) : out
        }
        if case .closure(let c) = tagValue.kind {
            var all = props
            if !kids.isEmpty { all.append(("children", kids.count == 1 ? kids[0] : IRValue(.list(kids), e.loc))) }
            return inlined { runClosure(c, [(nil, IRValue(.record(Record(type: propsType, fields: all)), e.loc))]) }
        }
        // A library view's render-function child is called with the view's state record.
        if let t = builtins.renderArgument {
            for (i, k) in kids.enumerated() {
                if case .closure(let c) = k.kind { kids[i] = inlined { runClosure(c, [(nil, IRValue(.record(Record(type: t, fields: [])), k.loc))]) } }
            }
        }
        // A name bound to a library's view (an import that names one, a wrapper of one) is that view.
        var name = program.text(tag.loc)
        if case .name = tag.kind, case .type(let t, nil) = tagValue.kind, !t.isEmpty { name = t }
        let view = View(callee: name, args: props.filter { $0.name != "..." }.map { ($0.name, $0.value) }, children: kids.flatMap { flattenViews($0) }, loc: e.loc, locals: locals)
        view.comment = e.comment
        for (c, k) in zip(children, kids) where !containsView(k) {
            if let n = lastName(c) { view.holds = n; break }
        }
        if view.holds == nil, !builtins.namingArguments.isEmpty {
            let names = attrs.filter { $0.label.map(builtins.namingArguments.contains) ?? false }.flatMap { writtenNames($0.value) }
            if !names.isEmpty {
                view.styleNames = names.joined(separator: " ")
                view.holds = view.styleNames
            }
        }
        // Text children are the view's text.
        if kids.contains(where: { if case .string = $0.kind { return true }; return false }) { view.args.append(("#text", IRValue(.bool(true), e.loc))) }
        return IRValue(.view(view), e.loc)
    }

    // MARK: builtins

    func builtinValue(_ b: Builtin, name: String, args: ArgValues, loc: Loc) -> IRValue {
        switch b {
        case .fixedColor(let light, let dark):
            guard let l = Normalize.cssColor(light) else { return .unknown("bad built-in color \(light)", loc) }
            let d = dark.flatMap { Normalize.cssColor($0) } ?? l
            return IRValue(.color(ColorPair(light: l, dark: d), name: name), loc)
        case .constant(let t, let n): return IRValue(.enumCase(type: t, name: n), loc)
        case .token(let k, let n): return IRValue(.token(kind: k, name: n, alpha: nil), loc)
        case .boolean(let b): return IRValue(.bool(b), loc)
        case .number(let n): return IRValue(.number(n, ""), loc)
        case .fields(let fields):
            let values = fields.sorted { $0.key < $1.key }.map { f in (name: f.key, value: Double(f.value).map { IRValue(.number($0, ""), loc) } ?? IRValue(.string(f.value), loc)) }
            return IRValue(.record(Record(type: "", fields: values)), loc)
        case .null: return IRValue(.null, loc)
        case .resolveClasses: return .unknown("`\(name)` without its class list", loc)
        case .cssVariable: return .unknown("`\(name)` without a variable's name", loc)
        case .modifierRoot: return IRValue(.modifiers([]), loc)
        case .colorMode(let m): return modeFlag(m, loc)
        case .state(let s): return state(s, loc)
        case .notState(let s): return state(s, whenTrue: false, loc)
        case .given(let what): return .runtime(what, loc)
        default: return IRValue(.type(name, nil), loc)
        }
    }

    /// The value a provider around the views being made gives the local that a type's property
    /// reads (`val colors: Colors get() = LocalColors.current` inside `CompositionLocalProvider(
    /// LocalColors provides OrbitTheme.colors.asInfoTheme())`, Orbit's way to tint a component);
    /// nil where the property reads no local, or its local is not provided.
    func providedMember(_ t: String, _ n: String) -> IRValue? {
        guard locals !== Locals.empty, let d = program.member(of: t, n)?.first, d.kind == .property else { return nil }
        var read = d.value
        if read == nil, let statements = d.body?.statements, statements.count == 1 {
            switch statements[0].kind {
            case .expr(let e), .return(let e?): read = e
            default: break
            }
        }
        guard let read, case .member(let base, let m, _) = read.kind, case .current? = builtins.members[m], let local = lastName(base) else { return nil }
        inputReads += 1
        return locals.lookup(local)
    }

    /// Scheme records deeper than this are not read (a scheme of schemes of colors is two).
    static let schemeDepth = 3
    /// Scheme functions being called (`Builtin.scheme`): only the outermost one's colors become tokens.
    var schemeCalls = 0

    /// A color scheme's value with each color at a dotted path of its records replaced by
    /// `transform(name, color)`, `name` the path's token name (`primary.normal` -> `primaryNormal`);
    /// fields named `_…` and spreads stay as they are. The one walk that both reads a scheme into
    /// the token table (`KotlinSchemes.read`) and makes a called scheme its tokens (`Builtin.scheme`),
    /// so the two name the same paths alike.
    public static func mapSchemeColors(_ v: IRValue, path: [String] = [], depth: Int = 0, _ transform: (String, IRValue) -> IRValue) -> IRValue {
        switch v.kind {
        case .color where !path.isEmpty:
            return transform(Normalize.tokenName(path.joined(separator: ".")), v)
        case .record(let r) where depth < schemeDepth:
            let fields = r.fields.map { f -> (name: String, value: IRValue) in
                f.name.hasPrefix("_") || f.name == "..." ? f : (f.name, mapSchemeColors(f.value, path: path + [f.name], depth: depth + 1, transform))
            }
            return IRValue(.record(Record(type: r.type, fields: fields, decl: r.decl)), v.loc)
        default:
            return v
        }
    }

    func builtinCall(_ b: Builtin, name: String, base: IRValue?, _ args: [Arg], _ env: Env, _ e: Expr) -> IRValue {
        let loc = e.loc
        switch b {
        case .function(let f):
            // Its value is a library function, which a later call runs as the tables say.
            return IRValue(.type(f, nil), loc)
        case .scheme:
            // A row naming a function the project does not declare (a project's is called in `call`).
            return .unknown("`\(name)` is a scheme function of the tables but not a function of the project", loc)
        case .provider(let fixed):
            // Provided values, then the content run with them.
            let saved = locals
            var content: [IRValue] = []
            var sawValue = false
            for a in args {
                if case .closure(_, let body) = a.value.kind {
                    content.append(run(body, Env(parent: env)))
                    continue
                }
                // `content = icon`: a content slot passed on; one the caller fills (a parameter
                // parity has no value for) is the caller's view, drawn with what is provided. So is
                // an unlabeled argument after a fixed local's value (`ProvideTextStyle(value, content)`
                // in a project's `fun ProvideMergedTextStyle(value, content)`).
                if a.label == "content" || fixed != nil && a.label == nil && sawValue {
                    let v = eval(a.value, env)
                    if case .closure(let c) = v.kind { content.append(inlined { runClosure(c, []) }) }
                    else if v.isUnknown || v.isNull, case .name(let n) = a.value.kind, let view = callerView(n, [], env, a.value) { content.append(view) }
                    else { content.append(v) }
                    continue
                }
                if case .binary(let op, let l, let r) = a.value.kind, op == "provides", let local = lastName(l) {
                    locals = Locals(name: local, value: eval(r, env), parent: locals)
                } else if let fixed, a.label == nil || a.label == "value" {
                    locals = Locals(name: fixed, value: eval(a.value, env), parent: locals)
                    sawValue = true
                }
            }
            locals = saved
            return content.count == 1 ? content[0] : IRValue(.list(content), loc)
        case .passThrough(let label, let index):
            let values = evalArgs(args, env, types: builtinTypes(name, args))
            if let label, let v = values.first(where: { $0.label == label }) { return v.value }
            let positional = values.filter { $0.label == nil }
            if let last = positional.last, case .closure(let c) = last.value.kind { return inlined { runClosure(c, []) } }
            if index < positional.count {
                if case .closure(let c) = positional[index].value.kind { return inlined { runClosure(c, []) } }
                return positional[index].value
            }
            return .unknown("`\(name)` without its value", loc)
        case .record(let type, let params, let fixed):
            let values = evalArgs(args, env, types: builtinTypes(name, args))
            var fields: [(name: String, value: IRValue)] = fixed.sorted { $0.key < $1.key }.map { ($0.key, IRValue(.enumCase(type: "", name: $0.value), loc)) }
            var i = 0
            for (label, v) in values {
                if let label { fields.append((label, v)) } else if i < params.count { fields.append((params[i], v)); i += 1 }
            }
            if let base, case .record(let r) = base.kind { return IRValue(.record(r.with(fields)), base.loc) }
            // On another value, that value is the record's base (`.body.weight(.semibold)`); an unknown
            // one too, so that what it would set is unresolved rather than dropped.
            if let base { return IRValue(.record(Record(type: type, fields: [("_base", base)] + fields)), base.loc) }
            return IRValue(.record(Record(type: type, fields: fields)), loc)
        case .color:
            return colorCall(name, evalArgs(args, env, types: builtinTypes(name, args)), loc)
        case .channelColor(let params, let channels):
            // Each argument as the channel its parameter is: by its label, else by its place.
            var i = 0
            let values: ArgValues = evalArgs(args, env, types: builtinTypes(name, args)).map { a in
                if let l = a.label { return (params.firstIndex(of: l).map { channels[$0] } ?? l, a.value) }
                guard i < channels.count else { return a }
                defer { i += 1 }
                return (channels[i], a.value)
            }
            return colorCall(name, values, loc)
        case .copy:
            var values = evalArgs(args, env, types: builtinTypes(name, args))
            guard let base else { return .unknown("`copy` of nothing", loc) }
            // A color's alpha: the `alpha` argument, else the first positional one (Compose's
            // `Color.copy(alpha, red, green, blue)`: Orbit's `primary.normal.copy(0.1f)`).
            let alphaArg = values.first(where: { $0.label == "alpha" })?.value ?? values.first(where: { $0.label == nil })?.value
            // A theme's token group copied with fields set (`copy(accent = caution)` of a data class
            // whose `copy` no file declares): the record of its constructor's properties, each the
            // token it names, with the arguments set.
            if let t = tokenGroupType(base), let d = program.decls(named: t)?.first(where: { $0.kind == .type && !$0.params.isEmpty }) {
                let fields = d.params.compactMap { p in nestedToken(base, p.name, base.loc).map { (name: p.name, value: $0) } }
                return IRValue(.record(Record(type: t, fields: fields, decl: d).with(values.compactMap { l, v in l.map { ($0, v) } })), base.loc)
            }
            // An alpha that is not a number is not dropped: the copy is not known.
            let colorBase: Bool = { if case .color = base.kind { return true }; if case .token("color", _, _) = base.kind { return true }; return false }()
            if colorBase, let alpha = alphaArg {
                if alpha.isUnknown { return alpha }
                guard case .number = alpha.kind else { return .unknown("`copy` of a color with an alpha that is not a number: \(describe(alpha))", loc) }
            }
            // `style.merge(TextStyle(color = c))`: the other style's fields over these; another style
            // of the token files (`a.merge(b)`) parity does not combine.
            if !colorBase, let i = values.firstIndex(where: { $0.label == nil }) {
                let other = values[i].value
                switch other.kind {
                case .number: break
                // `style.copy(c, fontWeight = …)`: `TextStyle.copy`'s first parameter is the color.
                case .color where name == "copy", .token("color", _, _) where name == "copy":
                    values[i].label = "color"
                case .record(let r) where r.type == "TextStyle":
                    values.remove(at: i)
                    values += r.fields.filter { !$0.name.hasPrefix("_") }.map { (label: Optional($0.name), value: $0.value) }
                default: return other.isUnknown ? other : .unknown("`\(name)` of a text style with \(describe(other))", loc)
                }
            }
            switch base.kind {
            case .record(let r): return IRValue(.record(r.with(values.compactMap { l, v in l.map { ($0, v) } })), base.loc)
            case .token(let k, let n, let a):
                if k == "color" {
                    if let alpha = alphaArg, case .number(let x, _) = alpha.kind {
                        return IRValue(.token(kind: k, name: n, alpha: x), base.loc)
                    }
                    return IRValue(.token(kind: k, name: n, alpha: a), base.loc)
                }
                // A shape token with corners set (`shapes.small.copy(bottomStart = ZeroCornerSize)`).
                if k == "radius" {
                    if values.isEmpty { return base }
                    // Its corners: the token's, but those set (`Builtins.cornerShape`, Compose's `RoundedCornerShape`).
                    if let shape = builtins.cornerShape, values.allSatisfy({ $0.label.map(shape.corners.contains) ?? false }) {
                        let fields = shape.corners.map { c in (name: c, value: values.first { $0.label == c }?.value ?? base) }
                        return IRValue(.record(Record(type: shape.type, fields: fields)), base.loc)
                    }
                    return .unknown("`\(name)` of the radius token `\(n)` with arguments that are not its corners (\(values.map { $0.label ?? "a positional argument" }.joined(separator: ", "))): parity reads a copy that names corners (\(builtins.cornerShape?.corners.joined(separator: ", ") ?? "none known"))", loc)
                }
                return IRValue(.record(Record(type: "TextStyle", fields: [("_base", base)] + values.compactMap { l, v in l.map { ($0, v) } })), base.loc)
            case .color(var c, _):
                if let alpha = alphaArg, case .number(let x, _) = alpha.kind {
                    c.light.alpha = x
                    c.dark.alpha = x
                }
                return IRValue(.color(c, name: nil), base.loc)
            case .unknown: return base
            default: return .unknown("`copy` of \(describe(base))", loc)
            }
        case .opacity(let label, let index):
            let values = evalArgs(args, env, types: builtinTypes(name, args))
            let arg = label.flatMap { l in values.first { $0.label == l }?.value } ?? values.filter { $0.label == nil }.dropFirst(index).first?.value
            guard let base, let arg, case .number(let x, _) = arg.kind else { return .unknown("`\(name)` with an amount that is not a number", loc) }
            switch base.kind {
            case .color(var c, _):
                c.light.alpha *= x
                c.dark.alpha *= x
                return IRValue(.color(c, name: nil), base.loc)
            case .token(let k, let n, let a): return IRValue(.token(kind: k, name: n, alpha: (a ?? 1) * x), base.loc)
            case .view(let v):
                let copy = v.copy()
                copy.modifiers.append(ModifierCall(name: name, args: values, loc: loc))
                return IRValue(.view(copy), base.loc)
            default: return base.isUnknown ? base : .unknown("`\(name)` of \(describe(base))", loc)
            }
        case .state(let s): return state(s, loc)
        case .notState(let s): return state(s, whenTrue: false, loc)
        case .colorMode(let m): return modeFlag(m, loc)
        case .view:
            for variant in builtins.viewVariants[name] ?? [] {
                guard let a = args.first(where: { $0.label == variant.label })
                    ?? variant.index.flatMap({ i in i < args.count && args[...i].allSatisfy { $0.label == nil } ? args[i] : nil }) else { continue }
                if variant.type == ViewVariant.known { guard !eval(a.value, env).isUnknown else { continue } }
                else if variant.type == ViewVariant.drawingRect { guard IRValue.isDrawingRect(eval(a.value, env)) else { continue } }
                else if let type = variant.type { guard case .record(let r) = eval(a.value, env).storage, r.type == type else { continue } }
                return makeView(variant.callee, args, env, e)
            }
            return makeView(name, args, env, e)
        case .style(let method, let configuration, let fields, let parts, let views):
            let values = evalArgs(args, env, types: builtinTypes(name, args))
            guard let base else { return .unknown("`\(name)` of nothing", loc) }
            if !views.isEmpty, let style = values.first?.value {
                // An environment style: each view of its callees in what it is applied to (none
                // there: the view itself, as a style applied to what a project view makes).
                let apply = { (b: IRValue) in
                    self.remembering(self.applyStyle(b, style, method: method, configuration: configuration, fields: fields, parts: parts, loc),
                                     base: b, style: style, method: method, configuration: configuration, fields: fields, parts: parts)
                }
                let out = styled(base, views: Set(views), apply)
                if case .view(let a) = out.kind, case .view(let b) = base.kind, a === b, let v = apply(base) { return v }
                return out
            }
            if let style = values.first?.value,
               let v = remembering(applyStyle(base, style, method: method, configuration: configuration, fields: fields, parts: parts, loc),
                                   base: base, style: style, method: method, configuration: configuration, fields: fields, parts: parts) {
                return v
            }
            switch base.kind {
            case .view(let v):
                let copy = v.copy()
                copy.modifiers.append(ModifierCall(name: name, args: values, loc: loc))
                return IRValue(.view(copy), base.loc)
            default: return base
            }
        case .append:
            let values = evalArgs(args, env, types: builtinTypes(name, args))
            guard let base else { return values.first?.value ?? .unknown("`\(name)` of nothing", loc) }
            if case .modifiers(let a) = base.kind {
                // An unknown modifier (`then(if (onClick != null) … else Modifier)`) adds nothing known.
                if let first = values.first?.value, case .modifiers(let b) = first.kind { return IRValue(.modifiers(a + b), base.loc) }
                return base
            }
            return base
        case .modifierRoot: return IRValue(.modifiers([]), loc)
        case .list:
            return IRValue(.list(evalArgs(args, env).map(\.value)), loc)
        case .join, .filter, .map, .mapIndexed, .any, .associateWith:
            return listCall(b, name: name, base: base, evalArgs(args, env), loc)
        case .mapOf:
            var fields: [(name: String, value: IRValue)] = []
            for a in evalArgs(args, env) {
                guard case .record(let pair) = a.value.kind, pair.type == "Pair", let k = pair["first"], let v = pair["second"] else {
                    return a.value.isUnknown ? a.value : .unknown("`\(name)` of \(describe(a.value)), which is no pair", loc)
                }
                guard let key = keyName(k) else { return k.isUnknown ? k : .unknown("a key of `\(name)` parity cannot name: \(describe(k))", loc) }
                fields.append((key, v))
            }
            return IRValue(.record(Record(type: Builtins.mapType, fields: []).with(fields)), loc)
        case .lookup:
            // A project type's own member of that name (a delegate's `getValue`, a class's `get`) wins.
            if let base, let t = typeName(of: base, member: name), let ms = program.member(of: t, name) { return invoke(ms, receiver: base, args, env, e) }
            guard let base, let key = evalArgs(args, env).first?.value else { return .unknown("`\(name)` without a map and a key", loc) }
            return subscriptValue(base, key, loc)
        case .takeIf:
            guard let base, case .closure(let c)? = evalArgs(args, env).first?.value.kind else { return .unknown("`\(name)` without a value and a function", loc) }
            if base.isNull || base.isUnknown { return base }
            // A test that reads a state is decided per state as an `if` is (the reading trips).
            let test = inlined { runClosure(c, [(nil, base)], implicit: "it") }
            switch test.truthy {
            case true?: return base
            case false?: return IRValue(.null, loc)
            case nil: return test.isUnknown ? test : .unknown("`\(name)` of a test parity cannot decide", loc)
            }
        case .listFrom:
            let values = evalArgs(args, env)
            guard let source = values.first?.value else { return .unknown("`\(name)` of nothing", loc) }
            guard values.count > 1, case .closure(let c) = values[1].value.kind else { return source }
            // Views, one item's standing for all; else a list given at run time (`Array.from({ length: count },
            // (_, i) => i + 1)`: the pages, whose items a map draws, the one equal to a prop the checked one).
            return template(c, loc) ?? .runtime("the items of `\(name)`", loc)
        case .includes:
            return includes(base, evalArgs(args, env).first?.value, name: name, loc)
        case .isList:
            guard let v = evalArgs(args, env).first?.value else { return .unknown("`\(name)` of nothing", loc) }
            if v.isUnknown { return v }
            if case .list = v.kind { return IRValue(.bool(true), loc) }
            return IRValue(.bool(false), loc)
        case .variantTable(let rule):
            return variantTable(rule, name: name, base: base, evalArgs(args, env), loc)
        case .pick(let keys):
            let values = evalArgs(args, env)
            // The record it is called on, else its record argument.
            var record: Record?
            if let base, case .record(let r) = base.kind { record = r } else if let first = values.first?.value, case .record(let r) = first.kind { record = r }
            guard let record else { return values.first?.value ?? IRValue(.null, loc) }
            return keys.lazy.compactMap { record[$0] }.first ?? IRValue(.null, loc)
        case .invoke:
            guard let base else { return .unknown("`\(name)` of nothing", loc) }
            switch base.kind {
            case .closure, .function: return apply(base, args, env, e)
            case .null: return base
            default: return base.isUnknown ? base : .unknown("`\(name)` of \(describe(base))", loc)
            }
        case .orElse:
            guard let base else { return .unknown("`\(name)` of nothing", loc) }
            switch base.kind {
            case .null, .enumCase(_, "Unspecified"):
                let values = evalArgs(args, env)
                guard let c = values.last(where: { $0.label == nil })?.value else { return .unknown("`\(name)` without its fallback", loc) }
                if case .closure(let closure) = c.kind { return inlined { runClosure(closure, []) } }
                return c
            default:
                return base
            }
        case .scope(let asReceiver, let field):
            var values = evalArgs(args, env)
            guard let i = values.lastIndex(where: { $0.label == nil }), case .closure(let c) = values[i].value.kind else {
                return .unknown("`\(name)` without its block", loc)
            }
            values.remove(at: i)
            guard var subject = base ?? values.first(where: { $0.label == nil })?.value else { return .unknown("`\(name)` of nothing", loc) }
            if let field {
                guard case .record(let r) = subject.kind, let f = r[field] else { return subject.isUnknown ? subject : .unknown("`\(name)` of \(describe(subject)), which has no `\(field)`", loc) }
                subject = f
            }
            if asReceiver { return inlined { runClosure(c, [], this: subject) } }
            return inlined { runClosure(c, [(nil, subject)], implicit: "it") }
        case .stateHook(let handlers):
            let values = evalArgs(args, env)
            var flag = values.first { $0.label == nil }?.value ?? IRValue(.null, loc)
            if let s = values.lazy.compactMap({ $0.label.flatMap { handlers[$0] } }).first { flag = state(s, loc) }
            return IRValue(.list([flag, .unknown("the setter of `\(name)`", loc)]), loc)
        case .current:
            return .unknown("`current` of nothing", loc)
        case .provided(let local):
            inputReads += 1
            return locals.lookup(local) ?? .unknown("`\(name)`: no `\(local)` is provided here", loc)
        case .context:
            // Named by where it is made and by the call or declaration that made it (a project's
            // `createContext` helper makes a context per call).
            let id = IRValue(.string("\(site.file):\(site.start)/\(loc.file):\(loc.start)"), loc)
            let provider = IRValue(.record(Record(type: Evaluator.contextProviderType, fields: [("#context", id)])), loc)
            let initial = evalArgs(args, env).first { $0.label == nil }?.value ?? IRValue(.null, loc)
            return IRValue(.record(Record(type: Evaluator.contextType, fields: [("#context", id), ("Provider", provider), ("defaultValue", initial)])), loc)
        case .readContext:
            guard let c = evalArgs(args, env).first(where: { $0.label == nil })?.value else { return .unknown("`\(name)` of nothing", loc) }
            guard case .record(let r) = c.kind, r.type == Evaluator.contextType, case .string(let id)? = r["#context"]?.kind else {
                if c.isUnknown { return c }
                // A name no file parity reads declares (`TabsContext` of `@gluestack-ui/core/tabs/creator`).
                if case .type(let t, nil) = c.kind { return .unknown("`\(name)` of `\(t)`, a context made outside the files parity reads (a library's): what it provides is not known", loc) }
                return .unknown("`\(name)` of \(describe(c)), which is not a context", loc)
            }
            inputReads += 1
            return locals.lookup("#context " + id) ?? r["defaultValue"] ?? IRValue(.null, loc)
        case .same, .count, .isEmpty:
            // What it is read on, else its first argument.
            let subject = base ?? evalArgs(args, env).first?.value ?? .unknown("`\(name)` of nothing", loc)
            if case .count = b { return count(subject, loc) }
            if case .isEmpty = b { return isEmpty(subject, loc) }
            return subject
        case .not:
            guard let base else { return .unknown("`\(name)` of nothing", loc) }
            return negated(base, loc)
        case .numberOf:
            guard let v = evalArgs(args, env).first?.value else { return IRValue(.number(0, ""), loc) }
            switch v.kind {
            case .bool(let b): return IRValue(.number(b ? 1 : 0, ""), v.loc)
            case .null: return IRValue(.number(0, ""), v.loc)
            case .string(let t): return Double(t.trimmingCharacters(in: .whitespaces)).map { IRValue(.number($0, ""), v.loc) } ?? .unknown("`\(name)` of the string \"\(t)\"", v.loc)
            default: return v
            }
        case .channel(let c):
            guard let base else { return .unknown("`\(name)` of nothing", loc) }
            return channel(c, of: base, name, loc)
        case .end(let which):
            guard let base else { return .unknown("`\(name)` of nothing", loc) }
            return end(which, of: base, name, loc)
        case .math(let op):
            // The receiver first (`x.coerceAtMost(1f)`), then the arguments.
            let values = (base.map { [$0] } ?? []) + evalArgs(args, env).map(\.value)
            // A design value clamped by a size known at run time (`minOf(Radius.full.toPx(),
            // size.minDimension / 2f)`, `min(cornerRadius, rect.height / 2)`): the token.
            if op == "min", values.count > 1, values.contains(where: { if case .unknown(let why) = $0.kind { return IRValue.isRuntime(reason: why) }; return false }) {
                let design = values.filter { v in
                    switch v.kind {
                    case .token, .number: return true
                    default: return false
                    }
                }
                // A number so clamped is no design value (`Math.min(100, value * 100)` clamps the value).
                if design.count == 1, case .token = design[0].kind { return design[0] }
            }
            var numbers: [(n: Double, unit: String)] = []
            for v in values {
                guard case .number(let n, let u) = v.kind else { return v.isUnknown ? v : .unknown("`\(name)` of \(describe(v))", loc) }
                numbers.append((n, u))
            }
            guard let first = numbers.first else { return .unknown("`\(name)` of nothing", loc) }
            guard let f = Evaluator.mathFunctions[op], numbers.count >= f.arity, let r = f.apply(numbers.map(\.n)), r.isFinite else {
                return .unknown("`\(name)` of \(numbers.map { "\($0.n)" }.joined(separator: ", ")): not a number parity can compute", loc)
            }
            // A length keeps its unit through `min`/`abs`/`round`; `ln` or `sqrt` of one is a plain number.
            let unit = f.keepsUnit ? numbers.first { !$0.unit.isEmpty && $0.unit != "f" }?.unit ?? first.unit : ""
            // Written where the value chosen is (`min(Self.maxOffsetY, offsetY)` shows the one that is smaller).
            let at = op == "min" || op == "max" ? numbers.firstIndex { $0.n == r } ?? 0 : 0
            return IRValue(.number(r, unit), values[at].loc)
        case .trim:
            guard let base, case .string(let str) = base.kind else { return base ?? .unknown("`\(name)` of nothing", loc) }
            // The character set as written: its name is what says which characters go.
            let set = args.first.map { program.text($0.value.loc) } ?? ""
            let drop: (Character) -> Bool
            if set.contains("alphanumerics"), set.contains("inverted") { drop = { !($0.isLetter || $0.isNumber) } }
            else if set.contains("whitespaces") { drop = { $0.isWhitespace } }
            else { return .unknown("`\(name)` with the character set `\(set)`", loc) }
            return IRValue(.string(String(str.drop(while: drop).reversed().drop(while: drop).reversed())), base.loc)
        case .runtime(let library):
            return .unknown("a value that changes as the app runs (`\(name)` of \(library))", loc)
        case .given(let what):
            return .runtime(what, loc)
        case .scanHex:
            // `Scanner(string: s).scanHexInt64(&x)`: x is the variable of the `&` argument.
            guard let target = args.first?.value, case .unary("&", let v) = target.kind, case .name(let x) = v.kind else {
                return .unknown("`\(name)` without a `&variable` to scan into", loc)
            }
            guard let base, case .record(let r) = base.kind, let text = r.fields.first?.value else { return .unknown("`\(name)` of \(base.map(describe) ?? "nothing")", loc) }
            guard case .string(let str) = text.kind else {
                let unread = text.isUnknown ? text : .unknown("`\(name)` of \(describe(text))", loc)
                env.assign(x, unread)
                return unread
            }
            // Leading hex digits after an optional `0x`, as Foundation's scanner reads them.
            var digits = Substring(str.drop { $0 == " " })
            if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
            let hex = digits.prefix { $0.isHexDigit }
            guard !hex.isEmpty, hex.count <= 16, let n = UInt64(hex, radix: 16) else { return IRValue(.bool(false), loc) }
            env.assign(x, IRValue(.number(Double(n), ""), loc))
            return IRValue(.bool(true), loc)
        case .composite:
            let values = evalArgs(args, env)
            guard let fg = base, let bg = values.first?.value else { return .unknown("`\(name)` without a color under it", loc) }
            for v in [fg, bg] where v.isUnknown { return v }
            guard let top = colorPair(fg) else { return .unknown("`\(name)` of \(describe(fg))", loc) }
            guard let under = colorPair(bg) else { return .unknown("`\(name)` over \(describe(bg))", loc) }
            return IRValue(.color(ColorPair(light: top.light.over(under.light), dark: top.dark.over(under.dark)), name: nil), loc)
        case .colorAdjust(let op):
            let values = evalArgs(args, env)
            // The package's function takes the color as its argument; its methods are called on one.
            guard let subject = op == "parse" ? values.first?.value : base else { return .unknown("`\(name)` without a color", loc) }
            if subject.isUnknown { return subject }
            // The package's function: a string is the color it writes; a color or token stays what it is.
            if op == "parse", case .string(let s) = subject.kind {
                guard let c = Normalize.cssColor(s) else { return .unknown("`\(name)` of \(describe(subject)), not a color", loc) }
                return IRValue(.color(ColorPair(light: c, dark: c), name: nil), subject.loc)
            }
            if op == "parse" { return subject }
            // A token whose alpha alone changes stays the token (`color(colors.primary).alpha(0.12)`), as with `opacity`.
            if ColorAdjust.alphaOnly.contains(op), case .token(let k, let n, let a) = subject.kind, let f = ColorAdjust.methods[op],
               case .number(let x, _)? = values.first?.value.kind {
                return IRValue(.token(kind: k, name: n, alpha: f(RGBA(red: 0, green: 0, blue: 0, alpha: a ?? 1), x).alpha), loc)
            }
            guard let pair = colorPair(subject) else { return .unknown("`\(name)` of \(describe(subject))", loc) }
            switch op {
            case "mix":
                guard let other = values.first?.value else { return .unknown("`\(name)` without a color to mix in", loc) }
                if other.isUnknown { return other }
                guard let with = colorPair(other) else { return .unknown("`\(name)` with \(describe(other))", loc) }
                var weight = 0.5
                if let w = values.dropFirst().first?.value {
                    guard case .number(let x, _) = w.kind else { return w.isUnknown ? w : .unknown("`\(name)` with a weight that is not a number", loc) }
                    weight = x
                }
                return IRValue(.color(ColorPair(light: ColorAdjust.mix(pair.light, with.light, weight: weight), dark: ColorAdjust.mix(pair.dark, with.dark, weight: weight)), name: nil), loc)
            default:
                guard let f = ColorAdjust.methods[op] else { return .unknown("`\(name)`: no method of the color package", loc) }
                var amount = 0.0
                if !ColorAdjust.withoutAmount.contains(op) {
                    // `alpha()` without an amount reads the alpha, a number parity does not take as a color.
                    guard let a = values.first?.value else { return .unknown("`\(name)()` without an amount", loc) }
                    guard case .number(let x, _) = a.kind else { return a.isUnknown ? a : .unknown("`\(name)` with an amount that is not a number", loc) }
                    amount = x
                }
                return IRValue(.color(ColorPair(light: f(pair.light, amount), dark: f(pair.dark, amount)), name: nil), loc)
            }
        case .fromEntries:
            let values = evalArgs(args, env)
            guard let pairs = base ?? values.first?.value else { return .unknown("`\(name)` of nothing", loc) }
            guard case .list(let items) = pairs.kind else { return pairs.isUnknown ? pairs : .unknown("`\(name)` of \(describe(pairs))", loc) }
            var fields: [(name: String, value: IRValue)] = []
            for item in items {
                guard case .list(let kv) = item.kind, kv.count == 2 else { return item.isUnknown ? item : .unknown("`\(name)` of an entry that is not a pair: \(describe(item))", item.loc) }
                let key: String
                switch kv[0].kind {
                case .string(let k): key = k
                case .number(let n, ""): key = n == n.rounded() ? String(Int(n)) : String(n)
                default: return kv[0].isUnknown ? kv[0] : .unknown("`\(name)` of a key that is not a string: \(describe(kv[0]))", kv[0].loc)
                }
                fields.removeAll { $0.name == key }
                fields.append((key, kv[1]))
            }
            return IRValue(.record(Record(type: "", fields: fields)), loc)
        case .entries(let part):
            let values = evalArgs(args, env)
            guard let record = base ?? values.first?.value else { return .unknown("`\(name)` of nothing", loc) }
            guard case .record(let r) = record.kind else { return record.isUnknown ? record : .unknown("`\(name)` of \(describe(record))", loc) }
            let items: [IRValue] = r.fields.map { f in
                let key = IRValue(.string(f.name), f.value.loc)
                switch part {
                case "keys": return key
                case "values": return f.value
                default: return IRValue(.list([key, f.value]), f.value.loc)
                }
            }
            return IRValue(.list(items), loc)
        case .cssVariable:
            let values = evalArgs(args, env)
            guard let first = values.first?.value else { return .unknown("`\(name)` without a variable's name", loc) }
            // A variable's token; a list of names (`useCSSVariable(["--color-accent", "--color-muted"])`,
            // heroui-native's `useThemeColor`) gives the list of their tokens.
            // Each token is where its name was written in a list, else at the call.
            func token(_ v: IRValue, _ at: Loc) -> IRValue {
                guard case .string(let variable) = v.kind else { return v.isUnknown ? v : .unknown("`\(name)` of \(describe(v))", at) }
                for (prefix, kind) in builtins.cssVariablePrefixes.sorted(by: { $0.key.count > $1.key.count }) where variable.hasPrefix(prefix) && variable.count > prefix.count {
                    return IRValue(.token(kind: kind, name: Normalize.tokenName(String(variable.dropFirst(prefix.count))), alpha: nil), at)
                }
                return .unknown("`\(variable)` is not a theme variable parity knows (\(builtins.cssVariablePrefixes.keys.sorted().joined(separator: ", ")))", at)
            }
            if case .list(let items) = first.kind { return IRValue(.list(items.map { token($0, $0.loc) }), loc) }
            return token(first, loc)
        case .resource(let type):
            // `dimensionResource(id = R.dimen.spacing_m)`: the id is read as any value (`R.dimen.x` is
            // the case `x` of `R.dimen`), so one passed through a parameter or a local is read too.
            guard let arg = args.first(where: { $0.label == "id" }) ?? args.first(where: { $0.label == nil }) else { return .unknown("`\(name)` without a resource id", loc) }
            var id = eval(arg.value, env)
            // An id written with the app's package (`com.acme.R.dimen.x`): the package is no value
            // parity has, the written name says the id.
            if id.isUnknown, let names = memberChain(arg.value), names.count > 3, names[names.count - 3] == "R" {
                id = IRValue(.enumCase(type: names.dropLast().joined(separator: "."), name: names[names.count - 1]), arg.value.loc)
            }
            return resource(type, id, call: name, loc)
        case .resolveClasses:
            // `useResolveClassNames(cn("size-5 text-label", className))`: the style record of the classes.
            let values = evalArgs(args, env)
            guard let classes = values.first?.value else { return .unknown("`\(name)` without its class list", loc) }
            if classes.isUnknown { return classes }
            return classResolver?(classes, self) ?? .unknown("`\(name)`: no class interpreter here", loc)
        case .fixedColor, .constant, .stateByName, .token, .boolean, .number, .fields, .null: return builtinValue(b, name: name, args: [], loc: loc)
        case .unit(let u):
            if let base, case .number(let x, _) = base.kind { return IRValue(.number(x, u), base.loc) }
            // A conversion (`CGFloat(x)`): the argument in that unit.
            if base == nil, let first = evalArgs(args, env).first?.value {
                if case .number(let x, _) = first.kind { return IRValue(.number(x, u), first.loc) }
                if first.isUnknown { return first }
            }
            return .unknown("`\(name)` of a value that is not a number", loc)
        }
    }

    /// A variant table made (`cva(base, config)`), or called with its selections. With slots
    /// (tailwind-variants' `tv({ slots: { base, label }, … })`) a call gives a record of one function
    /// per slot (`const { base, label } = chip({ size })`), each called with its own classes
    /// (`label({ className })`) giving that slot's list: the slot's classes, a variant entry's (or a
    /// compound's) classes for that slot where it is a record of slots (a string is the `base`
    /// slot's), and the `compoundSlots` that list the slot and match.
    func variantTable(_ rule: VariantTableRule, name: String, base: IRValue?, _ values: ArgValues, _ loc: Loc) -> IRValue {
        let positional = values.filter { $0.label == nil }.map(\.value)
        guard let base, case .record(let made) = base.kind, made.type == name else {
            var table = positional.first ?? IRValue(.null, loc), config = positional.count > 1 ? positional[1] : IRValue(.null, loc)
            // The config first (`tva({ base, variants })`, also with no variants: `tva({ base })`;
            // tailwind-variants' `tv(config, options)`, whose second argument configures the merge).
            if case .record(let c) = table.kind, c[rule.variants] != nil || c[rule.base] != nil || rule.slots.map({ c[$0] != nil }) == true {
                config = table
                table = c[rule.base] ?? IRValue(.null, loc)
            }
            return IRValue(.record(Record(type: name, fields: [("base", table), ("config", config)])), loc)
        }
        var selections: Record?
        if let first = positional.first, case .record(let r) = first.kind { selections = r }
        var config: Record?
        if let c = made["config"], case .record(let r) = c.kind { config = r }
        // A slot's function: the table's selections, then the slot call's own.
        var slot: String?
        if let s = made["slot"], case .string(let n) = s.kind {
            slot = n
            if let earlier = made["selected"], case .record(let r) = earlier.kind {
                // The table call's classes are not a slot's (tailwind-variants takes them from the slot call).
                let kept = Record(type: r.type, fields: r.fields.filter { !rule.classKeys.contains($0.name) })
                selections = selections.map { kept.with($0.fields) } ?? kept
            }
        } else if let key = rule.slots, let s = config?[key], case .record(let slots) = s.kind {
            var names = slots.fields.map(\.name)
            if !names.contains("base") { names.insert("base", at: 0) }
            let picked = selections.map { IRValue(.record($0), loc) } ?? IRValue(.null, loc)
            return IRValue(.record(Record(type: "slots", fields: names.map { n in
                (n, IRValue(.record(Record(type: name, fields: [("base", made["base"] ?? IRValue(.null, loc)), ("config", made["config"] ?? IRValue(.null, loc)),
                                                                 ("slot", IRValue(.string(n), loc)), ("selected", picked)])), loc))
            })), loc)
        }
        /// The classes of an entry for this table's slot (all of it without slots).
        func classes(_ v: IRValue) -> IRValue? {
            guard let slot else { return v }
            if case .record(let r) = v.kind { return r[slot] }
            return slot == "base" ? v : nil
        }
        var defaults: Record?
        if let d = config?[rule.defaults], case .record(let r) = d.kind { defaults = r }
        func selected(_ key: String) -> IRValue? {
            if let v = selections?[key] ?? selections.flatMap({ stateMember($0, key, loc) }) {
                // A key named as a state given what is decided as the app runs (`iconVariants({ disabled:
                // atMin })`, a stepper's minus at its minimum): that state, as a state parameter is (`bind`).
                if let s = runtimeState(v, named: key) { return s }
                if case .null = v.kind {} else { return v }
            }
            return defaults?[key]
        }
        func keyName(_ v: IRValue) -> String? {
            touch(v)
            switch v.kind {
            case .string(let s): return s
            case .bool(let b): return b ? "true" : "false"
            case .number(let n, _): return formatNumber(n)
            case .enumCase(_, let n): return n
            default: return nil
            }
        }
        /// Whether an entry's conditions (its keys but `skip`) hold: nil where a selection is not an
        /// input, with `runtime` the reason where the running app picks it (a compound entry of
        /// `extended: true`, `extended` being whether a label is given).
        func matches(_ conditions: Record, skip: [String], runtime: inout String?) -> Bool? {
            var undecided = false
            for (key, wanted) in conditions.fields where !skip.contains(key) {
                guard let sel = selected(key) else { return false }
                let options: [IRValue]
                if case .list(let items) = wanted.kind { options = items } else { options = [wanted] }
                let picks: [IRValue]
                let oneOf = IRValue(sel.kind, sel.loc).oneOf
                if let alternatives = oneOf?.alternatives { picks = alternatives } else if sel.isUnknown {
                    if case .unknown(let why) = sel.kind, IRValue.isRuntime(reason: why) { runtime = runtime ?? why } else { runtime = nil; return nil }
                    undecided = true
                    continue
                } else { picks = [sel] }
                let hits = picks.filter { p in options.contains { o in keyName(o).map { $0 == keyName(p) } ?? false } }.count
                if hits == 0 { return false }
                if hits < picks.count { runtime = runtime ?? oneOf?.why; undecided = true }
            }
            if undecided, runtime == nil { return nil }
            return undecided ? nil : true
        }
        /// An entry's classes where its conditions hold, one of them or nothing where the running app
        /// decides, else an unknown (`what`: the kind of entry).
        func entryClasses(_ conditions: Record, skip: [String], _ found: [IRValue], what: String, _ at: Loc) -> [IRValue] {
            guard !found.isEmpty else { return [] }
            var runtime: String?
            switch matches(conditions, skip: skip, runtime: &runtime) {
            case true?: return found
            case false?: return []
            case nil:
                guard let why = runtime else { return [.unknown("a \(what) whose selections are not inputs", at)] }
                return found.map { .oneOf([$0, IRValue(.string(""), at)], why: "applied or not, as a selection of a \(what) is picked at run time (\(why))", at) }
            }
        }
        var out: [IRValue] = []
        if slot == nil || slot == "base" { out.append(made["base"] ?? IRValue(.null, loc)) }
        if let slot, let key = rule.slots, let s = config?[key], case .record(let slots) = s.kind, let own = slots[slot] { out.append(own) }
        if let vs = config?[rule.variants], case .record(let variants) = vs.kind {
            for (key, entries) in variants.fields {
                guard case .record(let table) = entries.kind, let sel = selected(key) else { continue }
                // A selection that is one of several the running app picks: one of their classes.
                if let (picks, why) = IRValue(sel.kind, sel.loc).oneOf {
                    let alternatives = picks.compactMap { p in keyName(p).flatMap { table[$0] }.flatMap(classes) }
                    out.append(alternatives.isEmpty ? .unknown(why, loc) : .oneOf(alternatives, why: why, loc))
                    continue
                }
                if sel.isUnknown {
                    // A variant the running app picks (`status` given at run time): one of its entries' classes;
                    // nothing where no entry styles this slot (`extended: { true: {}, false: {} }`).
                    if case .unknown(let why) = sel.kind, IRValue.isRuntime(reason: why) {
                        let styled = table.fields.compactMap { classes($0.value) }.filter { if case .string(let c) = $0.storage { return !c.isEmpty }; return true }
                        if styled.isEmpty { continue }
                        let alternatives = styled.filter { if case .string = $0.storage { return true }; return false }
                        if !alternatives.isEmpty {
                            // An entry that styles nothing here, or a Boolean variant with one side only
                            // (`placeholder: { true: { value: "…" } }` picked by `value == null`): nothing
                            // is one of them too, the classes before it staying.
                            let keys = table.fields.map(\.name)
                            let partial = styled.count < table.fields.count || keys.count < 2 && keys.allSatisfy { $0 == "true" || $0 == "false" }
                            out.append(.oneOf(alternatives + (partial ? [IRValue(.string(""), loc)] : []), why: "one of the `\(key)` entries, as `\(key)` decides (\(why))", loc))
                            continue
                        }
                    }
                    out.append(sel)
                    continue
                }
                if let k = keyName(sel), let entry = table[k], let c = classes(entry) { out.append(c) }
            }
        }
        // Nested tables (`parentVariants`), selected by the selections' record of the same key.
        for key in rule.nested {
            guard let vs = config?[key], case .record(let variants) = vs.kind, let s = selections?[key], case .record(let picked) = s.kind else { continue }
            for (dim, entries) in variants.fields {
                guard case .record(let table) = entries.kind, let sel = picked[dim], !sel.isNull else { continue }
                if sel.isUnknown { out.append(sel); continue }
                if let k = keyName(sel), let entry = table[k], let c = classes(entry) { out.append(c) }
            }
        }
        if let cs = config?[rule.compound], case .list(let entries) = cs.kind {
            for entry in entries {
                guard case .record(let conditions) = entry.kind else { continue }
                out += entryClasses(conditions, skip: rule.classKeys, rule.classKeys.compactMap { conditions[$0].flatMap(classes) }, what: "compound variant", entry.loc)
            }
        }
        // `compoundSlots: [{ slots: ["icon", "label"], size: "sm", class: "…" }]`.
        if let slot, let key = rule.compoundSlots, let cs = config?[key], case .list(let entries) = cs.kind {
            for entry in entries {
                guard case .record(let conditions) = entry.kind, let listed = conditions["slots"], case .list(let names) = listed.kind,
                      names.contains(where: { keyName($0) == slot }) else { continue }
                out += entryClasses(conditions, skip: rule.classKeys + ["slots"], rule.classKeys.compactMap { conditions[$0] }, what: "compound slot", entry.loc)
            }
        }
        for key in rule.classKeys { if let classes = selections?[key] { out.append(classes) } }
        return IRValue(.list(out), loc)
    }

    /// `Builtin.includes`.
    func includes(_ base: IRValue?, _ arg: IRValue?, name: String, _ loc: Loc) -> IRValue {
        guard let base, let arg else { return .unknown("`\(name)` of nothing", loc) }
        if base.isUnknown { return base }
        // Nothing is in an empty list (`index in emptySet()`), whatever the item.
        if case .list(let items) = base.kind, items.isEmpty { return IRValue(.bool(false), loc) }
        if arg.isUnknown { return arg }
        touch(base)
        touch(arg)
        let needle: String? = { if case .string(let s) = arg.kind { return s }; return nil }()
        switch base.kind {
        case .string(let s):
            guard let needle else { return .unknown("`\(name)` of \(describe(arg)) in a string", loc) }
            return IRValue(.bool(needle.isEmpty || s.utf8.contains(needle.utf8)), loc)
        case .list(let items):
            let print = arg.fingerprint
            var unknown: IRValue?
            for i in items {
                touch(i)
                if i.isUnknown { unknown = unknown ?? i; continue }
                if let print, i.fingerprint == print { return IRValue(.bool(true), loc) }
                if let needle, !needle.contains(" "), case .string(let s) = i.kind,
                   s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).contains(where: { $0 == needle }) {
                    return IRValue(.bool(true), loc)
                }
            }
            return unknown ?? IRValue(.bool(false), loc)
        case .null:
            return IRValue(.null, loc)
        default:
            return .unknown("`\(name)` on \(describe(base))", loc)
        }
    }

    /// What a closure mapped over a list draws, where it draws views: the one view it draws for an
    /// item and index given at run time, standing for every item (`STARS.map((n) => <Star filled={n
    /// <= value} />)`, as SwiftUI's `ForEach` and a Kotlin `for` loop draw one); nil where it draws none.
    func template(_ c: Closure, _ loc: Loc) -> IRValue? {
        let item = IRValue.runtime(Evaluator.eachItem, loc)
        let v = mapping([item]) { inlined { runClosure(c, [(nil, item), (nil, item)], implicit: "it") } }
        return containsView(v) ? v : nil
    }

    static let eachItem = "each item of the list", eachIndex = "the index of each item of the list"
    /// The Boolean types as parameters declare them.
    static let booleanTypes: Set<String> = ["Boolean", "Bool", "boolean"]

    /// The reasons of the unknowns that stand for an item of a list drawn at run time (the list's own,
    /// an item's, an index's) while its closure runs: an item compared with a value the caller gives
    /// is the selected item (`selection`).
    private(set) var mappedItems: [String] = []

    func mapping<T>(_ items: [IRValue], _ body: () -> T) -> T {
        let before = mappedItems.count
        for v in items { if case .unknown(let why) = v.storage, IRValue.isRuntime(reason: why) { mappedItems.append(why) } }
        defer { mappedItems.removeSubrange(before...) }
        return body()
    }

    /// `option.value == selection`, `index == selectedIndex` inside a list drawn at run time: an item
    /// (or its index) compared with a value the caller gives says whether this item is the selected
    /// one, the checked state (a segment, a tab, a radio option). Nil where it is not such a test.
    func selection(_ a: IRValue, _ b: IRValue, _ loc: Loc) -> IRValue? {
        guard !mappedItems.isEmpty, case .unknown(let x) = a.storage, case .unknown(let y) = b.storage else { return nil }
        guard isMappedItem(x) != isMappedItem(y), IRValue.isRuntime(reason: isMappedItem(x) ? y : x) else { return nil }
        return state("checked", loc) { .bool($0) }
    }

    /// Whether an unknown's reason is an item of a list being drawn (`mapping`), or a test of one.
    func isMappedItem(_ why: String) -> Bool {
        mappedItems.contains(why.hasPrefix(IRValue.runtimeTestPrefix) ? String(why.dropFirst(IRValue.runtimeTestPrefix.count)) : why)
    }

    /// `star <= rating`, `index < completed` inside a list drawn at run time: an item (or its index)
    /// up to a value the caller gives is a filled one (a rating's stars, a meter's segments), the
    /// checked state, as an item equal to it is the selected one (`selection`); one above it is not.
    func ranking(_ op: String, _ a: IRValue, _ b: IRValue, _ loc: Loc) -> IRValue? {
        guard ["<", "<=", ">", ">="].contains(op), let checked = selection(a, b, loc), case .unknown(let x) = a.storage else { return nil }
        return op.hasPrefix("<") == isMappedItem(x) ? checked : negated(checked, loc)
    }

    /// `join`, `filter`, `map` and `any` of a list.
    func listCall(_ b: Builtin, name: String, base: IRValue?, _ values: ArgValues, _ loc: Loc) -> IRValue {
        guard let base, case .list(let items) = base.kind else {
            // `description.map { Text($0) }` of an optional (Swift's `Optional.map`): nothing stays
            // nothing; a value, or one parity does not know (a parameter callers may set), is mapped.
            // (JavaScript's `steps.map((title, index) => …)` of a list given at run time: its index too,
            // after the item; Kotlin's `forEachIndexed { index, item -> }` before it.)
            let indexed = b == .mapIndexed
            if b == .map || indexed && base?.isUnknown == true, let base, case .closure(let c)? = values.first?.value.kind {
                if case .null = base.kind { return base }
                let index = IRValue.runtime(Evaluator.eachIndex, loc)
                return mapping([base, index]) { inlined { runClosure(c, indexed ? [(nil, index), (nil, base)] : [(nil, base), (nil, index)]) } }
            }
            if let base, base.isUnknown { return base }
            return .unknown("`\(name)` of \(base.map(describe) ?? "nothing")", loc)
        }
        let arg = values.first?.value
        switch b {
        case .join:
            var separator = " "
            if let arg, case .string(let s) = arg.kind { separator = s }
            var parts: [String] = []
            for i in items {
                touch(i)
                switch i.kind {
                case .string(let s): parts.append(s)
                case .number(let n, _): parts.append(formatNumber(n))
                case .bool(let t): parts.append(t ? "true" : "false")
                case .null: parts.append("")
                default: return IRValue(.list(items), base.loc)
                }
            }
            return IRValue(.string(parts.joined(separator: separator)), base.loc)
        case .filter:
            var out: [IRValue] = []
            for i in items {
                var keep = i.truthy
                if let arg, case .closure(let c) = arg.kind { keep = inlined { runClosure(c, [(nil, i)], implicit: "it") }.truthy }
                if keep ?? true { out.append(i) }
            }
            return IRValue(.list(out), base.loc)
        case .any:
            var undecided: IRValue?
            for i in items {
                var v = i
                if let arg, case .closure(let c) = arg.kind { v = inlined { runClosure(c, [(nil, i)], implicit: "it") } }
                switch v.truthy {
                case true?: return IRValue(.bool(true), loc)
                case false?: continue
                case nil: if undecided == nil { undecided = v.isUnknown ? v : .unknown("`\(name)` of an item whose test parity cannot decide", loc) }
                }
            }
            return undecided ?? IRValue(.bool(false), loc)
        case .associateWith:
            guard let arg, case .closure(let c) = arg.kind else { return .unknown("`\(name)` without a function", loc) }
            var fields: [(name: String, value: IRValue)] = []
            for i in items {
                guard let key = keyName(i) else { return i.isUnknown ? i : .unknown("a key of `\(name)` parity cannot name: \(describe(i))", loc) }
                fields.append((key, inlined { runClosure(c, [(nil, i)], implicit: "it") }))
            }
            return IRValue(.record(Record(type: Builtins.mapType, fields: []).with(fields)), loc)
        case .mapIndexed:
            guard let arg, case .closure(let c) = arg.kind else { return .unknown("`\(name)` without a function", loc) }
            return IRValue(.list(items.enumerated().map { i, item in inlined { runClosure(c, [(nil, IRValue(.number(Double(i), ""), item.loc)), (nil, item)]) } }), base.loc)
        default:
            guard let arg, case .closure(let c) = arg.kind else { return .unknown("`\(name)` without a function", loc) }
            if !items.isEmpty, let template = template(c, loc) { return template }
            return IRValue(.list(items.map { i in inlined { runClosure(c, [(nil, i)], implicit: "it") } }), base.loc)
        }
    }

    /// The names of a member chain (`com.acme.R.dimen.x`), or nil when it is not one.
    func memberChain(_ e: Expr) -> [String]? {
        switch e.kind {
        case .name(let n): return [n]
        case .member(let base, let n, _): return memberChain(base).map { $0 + [n] }
        default: return nil
        }
    }

    /// The value of the Android resource an id names (`R.dimen.spacing_m`, `com.acme.R.color.brand`)
    /// in the project's resource files (`Builtins.resources`).
    func resource(_ type: String, _ id: IRValue, call name: String, _ loc: Loc) -> IRValue {
        guard case .enumCase(let owner, let n) = id.kind, owner == "R." + type || owner.hasSuffix(".R." + type) else {
            return id.isUnknown ? id : .unknown("`\(name)` of \(describe(id)), not an `R.\(type)` id", loc)
        }
        switch builtins.resources.values[type + "/" + n] {
        case .length(let x, let unit)?: return IRValue(.number(x, unit), loc)
        case .color(let pair)?: return IRValue(.color(pair, name: nil), loc)
        case .problem(let why)?: return .unknown("`R.\(type).\(n)`: \(why)", loc)
        case nil: return .unknown(builtins.resources.missing(type, n), loc)
        }
    }

    /// `Color(0xFF0071E3)`, `Color(0x0071E3)`, `Color(red, green, blue[, alpha])` (0–255 ints or 0–1 floats),
    /// Swift `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`.
    func colorCall(_ name: String, _ values: ArgValues, _ loc: Loc) -> IRValue {
        // An asset catalog's color by its name (`Color("Ink")`, `Color("Ink", bundle: .module)`).
        // (`UIColor(named: "Ink")` too.)
        if let first = values.first, first.label == nil || first.label == "named", case .string(let asset) = first.value.kind {
            guard !builtins.assetColors.isEmpty else { return .unknown("`\(name)(\"\(asset)\")` is a color of an asset catalog, and there is none beside the theme files", loc) }
            guard let pair = builtins.assetColors[asset] else { return .unknown("`\(name)(\"\(asset)\")`: no color of that name in the asset catalogs beside the theme files", loc) }
            return IRValue(.color(pair, name: nil), loc)
        }
        // A dynamic provider (`UIColor { traits in traits.userInterfaceStyle == .dark ? a : b }`): run
        // with traits whose interface style is the color mode, so each mode takes its side.
        if values.count == 1, values[0].label == nil || values[0].label == "dynamicProvider", case .closure(let c) = values[0].value.kind {
            let traits = Record(type: "UITraitCollection", fields: [("userInterfaceStyle", modeFlag("dark", loc))])
            return inlined { runClosure(c, [(nil, IRValue(.record(traits), loc))], returning: name) }
        }
        var nums: [(label: String?, n: Double, unit: String, loc: Loc)] = []
        for (i, (l, v)) in values.enumerated() {
            // A color space before labeled channels (`Color(.sRGB, red:green:blue:opacity:)`).
            if i == 0, l == nil, case .enumCase = v.kind, values.count > 1, values.dropFirst().allSatisfy({ $0.label != nil }) { continue }
            guard case .number(let n, let u) = v.kind else {
                if v.isUnknown { return v }
                if case .color = v.kind { return v }
                if case .token(kind: "color", _, _) = v.kind { return v }
                return .unknown("`\(name)(…)` with \(describe(v))", loc)
            }
            nums.append((l, n, u, v.loc))
        }
        // A packed color (`Color(0xFF28A138)`, `Color(0x28A138, alpha)`); hex channels
        // (`Color(red = 0x28, green = 0xA1, blue = 0x38)`) are numbers like any other.
        if nums.count >= 1, nums.count <= 2, nums[0].unit.hasPrefix("hex"), nums[0].label == nil || nums[0].label == "color" {
            let h = UInt64(nums[0].n)
            var rgba = nums[0].unit == "hex8" ? Normalize.argbHex(h) : Normalize.rgbHex(h)
            if nums.count > 1 { rgba.alpha = nums[1].n }
            return IRValue(.color(ColorPair(light: rgba, dark: rgba), name: nil), loc)
        }
        func channel(_ x: Double, float: Bool) -> Int { float ? Int((x * 255).rounded()) : Int(x) }
        let labeled = Dictionary(nums.compactMap { n in n.label.map { ($0, n.n) } }, uniquingKeysWith: { a, _ in a })
        if let w = labeled["white"] {
            let c = channel(w, float: true)
            let rgba = RGBA(red: c, green: c, blue: c, alpha: labeled["opacity"] ?? labeled["alpha"] ?? 1)
            return IRValue(.color(ColorPair(light: rgba, dark: rgba), name: nil), loc)
        }
        // Hue, saturation and brightness (HSV) or lightness (HSL): each 0…1 (SwiftUI's
        // `Color(hue:saturation:brightness:opacity:)`, UIKit's `UIColor(hue:saturation:brightness:alpha:)`), or
        // the hue in degrees, 0…360 (`hueDegrees`: Compose's `Color.hsv(…)`, `Color.hsl(…)`).
        let degrees = labeled["hueDegrees"]
        if let h = labeled["hue"] ?? degrees.map({ $0 / 360 }), let sat = labeled["saturation"], let third = labeled["brightness"] ?? labeled["lightness"] {
            guard [h, sat, third].allSatisfy({ $0 >= 0 && $0 <= 1 }) else {
                return .unknown(degrees == nil ? "`\(name)(hue:saturation:brightness:)` with a component out of 0…1" : "`\(name)(…)` with a hue out of 0…360 or a component out of 0…1", loc)
            }
            let (r, g, b) = labeled["lightness"] != nil
                ? Evaluator.rgb(hue: h, lightness: third, saturation: sat)
                : Evaluator.rgb(hue: h, saturation: sat, brightness: third)
            let rgba = RGBA(red: channel(r, float: true), green: channel(g, float: true), blue: channel(b, float: true), alpha: labeled["opacity"] ?? labeled["alpha"] ?? 1)
            return IRValue(.color(ColorPair(light: rgba, dark: rgba), name: nil), loc)
        }
        // Channels by label where they have them (`Color(blue = 1f, red = 0f, green = 0f)`), else in order.
        var ordered = nums.map(\.n)
        if let r = labeled["red"], let g = labeled["green"], let b = labeled["blue"] {
            ordered = [r, g, b] + [labeled["alpha"] ?? labeled["opacity"]].compactMap { $0 }
            nums = ["red", "green", "blue", "alpha", "opacity"].compactMap { l in nums.first { $0.label == l } }
        }
        guard ordered.count >= 3 else { return .unknown("`\(name)(…)` that is not a color parity reads", loc) }
        let float = nums.prefix(3).contains { $0.unit == "f" || $0.n.truncatingRemainder(dividingBy: 1) != 0 } || nums.prefix(3).allSatisfy { $0.n <= 1 } && nums.contains { $0.label != nil }
        guard ordered.prefix(3).allSatisfy({ $0 >= 0 && $0 <= (float ? 1 : 255) }) else { return .unknown("`\(name)(…)` with a channel out of range", loc) }
        let alpha = ordered.count > 3 ? (nums[3].unit == "f" || ordered[3] <= 1 ? ordered[3] : ordered[3] / 255) : 1
        guard alpha >= 0, alpha <= 1 else { return .unknown("`\(name)(…)` with an alpha out of range", loc) }
        let rgba = RGBA(red: channel(ordered[0], float: float), green: channel(ordered[1], float: float), blue: channel(ordered[2], float: float), alpha: alpha)
        return IRValue(.color(ColorPair(light: rgba, dark: rgba), name: nil), loc)
    }

    /// Red, green and blue (0…1) of a color given by hue, saturation and brightness (0…1; HSV).
    static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = (hue >= 1 ? 0 : hue) * 6
        let sector = Int(h), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Red, green and blue (0…1) of a color given by hue, lightness and saturation (0…1; HSL): its
    /// value (HSV's brightness) is `l + s·min(l, 1 − l)`, its HSV saturation `2(1 − l/v)` (0 for black).
    static func rgb(hue: Double, lightness l: Double, saturation s: Double) -> (Double, Double, Double) {
        let v = l + s * min(l, 1 - l)
        return rgb(hue: hue, saturation: v == 0 ? 0 : 2 * (1 - l / v), brightness: v)
    }

    // MARK: operators, matches, subscripts, objects

    /// Whether `v`, the value of `e`, is a test of a value given at run time (`value > min`,
    /// `!items.isEmpty`, `a == b`): beside a known Boolean in `&&` or `||` (`enabled && value >
    /// min`, `disabled || value <= min`) the known one decides, the test taken as not changing the
    /// look (true in `&&`, false in `||`): a stepper's button is disabled as the component is, and
    /// its bound is a run-time reason more for the same look. Only a test: `show && label` is
    /// the label, a value.
    func runtimeTest(_ v: IRValue, _ e: Expr) -> Bool {
        // The value as stored: reading a choice through would trip a symbolic evaluation.
        guard case .unknown(let why) = v.storage, IRValue.isRuntime(reason: why) else { return false }
        if why.hasPrefix(IRValue.runtimeTestPrefix) { return true }
        switch e.kind {
        // Whether a value is given at all (`source != null`) is no bound: it decides what is drawn
        // (`source != null && !failed ? <Image/> : <Text/>`, decided at the defaults).
        case .binary(_, let x, let y) where Evaluator.isAbsent(x) || Evaluator.isAbsent(y): return false
        case .binary(let op, _, _): return Evaluator.testOperators.contains(op)
        case .unary("!", _): return true
        default: return false
        }
    }
    static let testOperators: Set<String> = ["<", ">", "<=", ">=", "==", "!=", "===", "!==", "&&", "||"]
    /// What a test of a value given at run time gives (`value <= min`): that unknown, marked as a
    /// test (`IRValue.runtimeTestPrefix`), so that it is still one where it is read by a name
    /// (`renderButton("-", value <= min)` then `disabled || atBound`).
    func tested(_ v: IRValue?) -> IRValue? {
        guard let v, case .unknown(let why) = v.storage, IRValue.isRuntime(reason: why), !why.hasPrefix(IRValue.runtimeTestPrefix) else { return v }
        return IRValue(.unknown(IRValue.runtimeTestPrefix + why), v.loc)
    }
    /// `null`, `nil`, `undefined` as written (the TSX lowering writes `undefined` as `null`).
    static func isAbsent(_ e: Expr) -> Bool {
        if case .null = e.kind { return true }
        return false
    }

    /// `op` of two numbers (`+ - * / % ** < > <= >=`), the unit the one with a unit has; nil where
    /// either is no number.
    static func arithmetic(_ op: String, _ a: IRValue, _ b: IRValue, _ loc: Loc) -> IRValue? {
        guard case .number(let x, let u) = a.kind, case .number(let y, let w) = b.kind else { return nil }
        let unit = u.isEmpty || u == "f" ? w : u
        switch op {
        case "+": return IRValue(.number(x + y, unit), a.loc)
        case "-": return IRValue(.number(x - y, unit), a.loc)
        case "*": return IRValue(.number(x * y, unit), a.loc)
        case "/": return y == 0 ? .unknown("division by zero", loc) : IRValue(.number(x / y, unit), a.loc)
        case "%": return y == 0 ? .unknown("remainder of a division by zero", loc) : IRValue(.number(x.truncatingRemainder(dividingBy: y), unit), a.loc)
        // JavaScript's `**`: a power of a length is no length, so the result has the base's unit only for a power of 1.
        case "**": return IRValue(.number(pow(x, y), y == 1 ? u : ""), a.loc)
        case "<": return IRValue(.bool(x < y), loc)
        case ">": return IRValue(.bool(x > y), loc)
        case "<=": return IRValue(.bool(x <= y), loc)
        default: return IRValue(.bool(x >= y), loc)
        }
    }

    /// The operators computed on each of some numbers (`binary`).
    static let numberOps: Set<String> = ["+", "-", "*", "<", ">", "<=", ">="]

    func binary(_ op: String, _ l: Expr, _ r: Expr, _ env: Env, _ e: Expr, expecting: String? = nil) -> IRValue {
        let loc = e.loc
        var a = expecting.map { eval(l, expecting: $0, env) } ?? eval(l, env)
        switch op {
        case "&&", "||":
            // A color-mode flag (`!colors.isLight && elevation != 0.dp`): true in at most one mode.
            if case .enumCase(Evaluator.colorModeType, let mode) = a.kind {
                let b = eval(r, env)
                if case .enumCase(Evaluator.colorModeType, let other) = b.kind {
                    return mode == other ? a : IRValue(.bool(op == "||"), loc)
                }
                guard let t = b.truthy else { return b.isUnknown ? b : .unknown("`\(op)` of the color mode and \(describe(b))", loc) }
                // `dark && true` is dark, `dark && false` false; `dark || true` true, `dark || false` dark.
                return (op == "&&") == t ? a : IRValue(.bool(t), loc)
            }
            guard let t = a.truthy else {
                // `icon && <Icon />` with `icon` not an input: the views are there.
                let b = eval(r, env)
                if containsView(b) { return b }
                // `value > min && enabled`: a test of a value given at run time beside a known
                // Boolean, which decides (see `runtimeTest`).
                if case .bool = b.kind, runtimeTest(a, l) { return b }
                // `color || theme.colors.primary` with `color` a prop callers may set: the fallback value,
                // as `??` takes it (a value, not a Boolean: `disabled || loading` stays unknown).
                if op == "||", a.isUnknown, !b.isUnknown, !b.isNull, b.openChoice == nil {
                    if case .bool = b.kind { return a }
                    return b
                }
                return a
            }
            guard (op == "&&") == t else { return a }
            let b = eval(r, env)
            return runtimeTest(b, r) ? a : b
        case "??", "?:":
            // An unknown left side (an optional parameter callers may set) falls back as if absent;
            // the fallback is of the type the left side makes (`UIColor(named: "Ink") ?? .black`).
            // A constructor parity cannot read (`UIColor(named: "Ink")` with no asset catalog) is not
            // absent: what it makes stays unknown.
            let made: String? = if case .call(let callee, _, _) = l.kind, case .name(let t) = callee.kind, t.first?.isUppercase == true { t } else { nil }
            switch a.kind {
            case .unknown where made != nil: return a
            // A parameter every caller sets, to a value or to null (`value: String?` with no default,
            // `(value ?? "").isEmpty`): which side is decided as the app runs.
            case .unknown(let why) where why.hasPrefix(Evaluator.unsetParameterReason): return a
            // A prop a caller may give (`const text = value ?? uncontrolled`): absent, the fallback, and the
            // component is read once more with it given (`text.length > 0 && <ClearButton/>`: a part its
            // value shows), where it is that value.
            case .unknown(let why) where optionalReasons[why] != nil:
                if optionalsGiven, let given = optionalReasons[why] { return IRValue(given, a.loc) }
                decidedByDefaults = true
                if expecting == nil, let made { return eval(r, expecting: made, env) }
                return eval(r, env)
            case .null, .unknown:
                if expecting == nil, let made { return eval(r, expecting: made, env) }
                return eval(r, env)
            default: return a
            }
        case "as?", "is", "!is":
            // Kotlin's `trailing as? Trailing.Toggle` (null where the value is of another type) and
            // `trailing is Trailing.Toggle`: a test of the value's type.
            guard case .string(let type) = r.kind else { break }
            guard let test = isOfType(a, type) else {
                return a.isUnknown ? a : .unknown("a type test of \(describe(a)) against `\(type)`", loc)
            }
            switch op {
            case "as?": return test ? a : IRValue(.null, loc)
            case "is": return IRValue(.bool(test), loc)
            default: return IRValue(.bool(!test), loc)
            }
        case "provides":
            let b = eval(r, env)
            return IRValue(.record(Record(type: "provides", fields: [("key", a), ("value", b)])), loc)
        case "to":
            // Kotlin's `a to b`: a `Pair`, read as `.first`/`.second` or destructured (`val (fill, ink) = …`).
            let b = eval(r, env)
            return IRValue(.record(Record(type: "Pair", fields: [("first", a), ("second", b)])), loc)
        case "then":
            // Kotlin's infix call `a then b` is `a.then(b)` (`this then SparkUsageOverlayElement(…)`).
            return callMember(a, op, [Arg(r)], env, e)
        default: break
        }
        var b = expecting.map { eval(r, expecting: $0, env) } ?? eval(r, env)
        if op != "==", op != "===", op != "!=", op != "!==" { touch(a); touch(b) }
        // A length token against a number (`elevation.value + 1`, `elevation != 0.dp` with `elevation`
        // Orbit's `ElevationLevels.Level1`): the number its declaration gives.
        if case .number = b.kind, let n = tokenNumber(a) { a = n } else if case .number = a.kind, let n = tokenNumber(b) { b = n }
        // Two length tokens in arithmetic (`Spacing.sm - Spacing.xxs`): the numbers their declarations give.
        else if op == "+" || op == "-", case .token = a.kind, case .token = b.kind, let x = tokenNumber(a), let y = tokenNumber(b) { a = x; b = y }
        if op == "+", case .view(let x) = a.kind, case .view(let y) = b.kind, let joined = textRuns(x, y, loc) { return joined }
        // Numbers that are each of some values (a color's alpha in each mode): the op on each pair,
        // one value where all agree (`container.alpha > 0f` is true in both modes).
        if Evaluator.numberOps.contains(op), Evaluator.plainPick(a) != nil || Evaluator.plainPick(b) != nil {
            let (xs, why) = Evaluator.plainPick(a) ?? Evaluator.plainPick(b).map { ([a], $0.why) }!
            let ys = Evaluator.plainPick(b)?.alternatives ?? [b]
            var out: [IRValue] = []
            for x in xs {
                for y in ys {
                    guard let r = Evaluator.arithmetic(op, x, y, loc) else { return .unknown(why, loc) }
                    Evaluator.appendOnce([r], to: &out)
                }
            }
            return out.count == 1 ? out[0] : .oneOf(out, why: why, loc)
        }
        switch op {
        case "==", "===", "!=", "!==":
            // SwiftUI's `colorScheme == .light`: a color-mode flag, true in light mode.
            if let flag = modeComparison(a, b) ?? modeComparison(b, a) {
                guard !op.hasPrefix("=") else { return modeFlag(flag, loc) }
                return modeFlag(flag == "light" ? "dark" : "light", loc)
            }
            guard let eq = equal(a, b) else {
                if let selected = selection(a, b, loc) { return op.hasPrefix("=") ? selected : negated(selected, loc) }
                return (Evaluator.isAbsent(l) || Evaluator.isAbsent(r) ? unknownOperand(a, b, loc) : tested(unknownOperand(a, b, loc))) ?? .unknown("comparison of \(describe(a)) with \(describe(b))", loc)
            }
            return IRValue(.bool(op.hasPrefix("=") ? eq : !eq), loc)
        case "<<", ">>", "shl", "shr":
            if case .number(let x, _) = a.kind, case .number(let y, _) = b.kind, x >= 0, x < 1.8e19, y >= 0, y < 64 {
                let r = op == "<<" || op == "shl" ? UInt64(x) << UInt64(y) : UInt64(x) >> UInt64(y)
                return IRValue(.number(Double(r), ""), a.loc)
            }
            return unknownOperand(a, b, loc) ?? .unknown("`\(op)` of \(describe(a)) and \(describe(b))", loc)
        case "or", "|", "and", "&":
            if case .number(let x, let u) = a.kind, case .number(let y, let w) = b.kind, x >= 0, y >= 0, x < 1.8e19, y < 1.8e19 {
                let (p, q) = (UInt64(x), UInt64(y))
                let r = op == "or" || op == "|" ? p | q : p & q
                return IRValue(.number(Double(r), u.hasPrefix("hex") ? u : w), a.loc)
            }
            return unknownOperand(a, b, loc) ?? .unknown("`\(op)` of \(describe(a)) and \(describe(b))", loc)
        case "+", "-", "*", "/", "%", "**", "<", ">", "<=", ">=":
            // Half a side of the box a drawing is made in (`size.height / 2`, `rect.height / 2`): `IRValue.halfSide`.
            if op == "/", case .number(2, _) = b.kind, case .member(_, let m, _) = l.kind, builtins.sideMembers.contains(m),
               builtins.isDrawingBox(a) {
                return .runtime(IRValue.halfSide, loc)
            }
            if case .number(let x, let u) = a.kind, case .number(let y, let w) = b.kind, u == IRValue.givenLength || w == IRValue.givenLength {
                return givenLength(op, x, u == IRValue.givenLength, y, w == IRValue.givenLength, loc)
            }
            if let r = Evaluator.arithmetic(op, a, b, loc) { return r }
            if op == "+" {
                if case .string(let x) = a.kind, case .string(let y) = b.kind { return IRValue(.string(x + y), a.loc) }
                if case .string(let x) = a.kind, case .number(let y, _) = b.kind { return IRValue(.string(x + formatNumber(y)), a.loc) }
                if case .list(let x) = a.kind, case .list(let y) = b.kind { return IRValue(.list(x + y), a.loc) }
                // Kotlin's `map + (key to value)`, `map + other`: the entries added, the later winning.
                if case .record(let m) = a.kind, m.type == Builtins.mapType, case .record(let r) = b.kind, r.type == "Pair" || r.type == Builtins.mapType {
                    if r.type == Builtins.mapType { return IRValue(.record(m.with(r.fields)), a.loc) }
                    guard let k = r["first"], let key = keyName(k), let v = r["second"] else { return .unknown("a pair parity cannot name added to a map", loc) }
                    return IRValue(.record(m.with([(key, v)])), a.loc)
                }
                // An absent value joined to text (`className + ' '` with no className given): no text
                // (JavaScript writes `undefined`, which no class list reads).
                if case .null = a.kind, case .string = b.kind { return b }
                if case .string = a.kind, case .null = b.kind { return a }
            }
            if let filled = ranking(op, a, b, loc) { return filled }
            return (Evaluator.testOperators.contains(op) ? tested(unknownOperand(a, b, loc)) : unknownOperand(a, b, loc)) ?? .unknown("`\(op)` of \(describe(a)) and \(describe(b))", loc)
        case "until", "downTo", "..":
            // Kotlin's ranges (`0 until count`, `last downTo 0`, `1..count`): the list of their numbers where both
            // ends are known (a few hundred at most), else what the unknown end leaves it (given at run time).
            if case .number(let x, _) = a.kind, case .number(let y, _) = b.kind, x == x.rounded(), y == y.rounded(), abs(y - x) <= 512 {
                let items: [Double]
                switch op {
                case "until": items = x < y ? Array(stride(from: x, to: y, by: 1)) : []
                case "..": items = x <= y ? Array(stride(from: x, through: y, by: 1)) : []
                default: items = x >= y ? Array(stride(from: x, through: y, by: -1)) : []
                }
                return IRValue(.list(items.map { IRValue(.number($0, ""), loc) }), loc)
            }
            return unknownOperand(a, b, loc) ?? .unknown("`\(op)` of \(describe(a)) and \(describe(b))", loc)
        case "in":
            // JavaScript's `"pressed" in tone`: whether the object has the key (a list, the index).
            switch (a.kind, b.kind) {
            case (.string(let k), .record(let r)): return IRValue(.bool(r[k] != nil), loc)
            case (.number(let i, _), .list(let items)): return IRValue(.bool(i >= 0 && i < Double(items.count) && i == i.rounded()), loc)
            default: return unknownOperand(a, b, loc) ?? .unknown("`in` of \(describe(a)) and \(describe(b))", loc)
            }
        default:
            return .unknown("operator `\(op)`", loc)
        }
    }

    /// An operation on the length of the text a caller gives (`IRValue.givenLength`): a comparison that holds,
    /// or fails, whatever the length (at least one: `value.length > 0`), else given at run time, as is a sum.
    func givenLength(_ op: String, _ x: Double, _ xGiven: Bool, _ y: Double, _ yGiven: Bool, _ loc: Loc) -> IRValue {
        let runtime = IRValue.runtime("the length of a text the caller gives", loc)
        guard xGiven != yGiven else { return op == "<" || op == ">" || op == "<=" || op == ">=" ? tested(runtime) ?? runtime : runtime }
        // As `n op k` with n >= 1 the given length.
        let k = xGiven ? y : x
        let flipped = [">": "<", "<": ">", ">=": "<=", "<=": ">="]
        let o = xGiven ? op : flipped[op] ?? op
        let decided: Bool?
        switch o {
        case ">": decided = k < 1 ? true : nil
        case ">=": decided = k <= 1 ? true : nil
        case "<": decided = k <= 1 ? false : nil
        case "<=": decided = k < 1 ? false : nil
        default: return runtime
        }
        if let decided { return IRValue(.bool(decided), loc) }
        return tested(runtime) ?? runtime
    }

    /// An operation on an unknown operand is unknown for the operand's reason; its raw text is the
    /// whole operation (`2.dp + extra * 3`, not `extra * 3`).
    func unknownOperand(_ a: IRValue, _ b: IRValue, _ loc: Loc) -> IRValue? {
        for v in [a, b] { if case .unknown(let why) = v.kind { return .unknown(why, loc) } }
        for v in [a, b] { if let (_, why) = v.oneOf { return .unknown(why, loc) } }
        return nil
    }

    /// The number a length token's declaration gives (`object ElevationLevels { val Level1: Dp = 2.dp }`,
    /// a type `Builtins.tokenTypes` makes tokens of that kind); nil for another value.
    func tokenNumber(_ v: IRValue) -> IRValue? {
        guard case .token(let kind, let name, nil) = v.kind, kind != "color", kind != "typography" else { return nil }
        for (type, k) in builtins.tokenTypes.sorted(by: { $0.key < $1.key }) where k == kind {
            guard let d = program.decls(named: type)?.first(where: { $0.kind == .type || $0.kind == .enumeration }),
                  let m = d.members.first(where: { $0.name == name && $0.kind == .property }), let value = m.value else { continue }
            let n = eval(value, Env(parent: nil))
            if case .number = n.kind { return IRValue(n.kind, v.loc) }
        }
        return nil
    }

    /// The functions of numbers `Builtin.math` names: how many numbers each needs, whether its
    /// result keeps the unit of its arguments, and its value (nil: not defined there, `ln(0)`).
    static let mathFunctions: [String: (arity: Int, keepsUnit: Bool, apply: @Sendable ([Double]) -> Double?)] = [
        "min": (1, true, { $0.min() }), "max": (1, true, { $0.max() }),
        "abs": (1, true, { abs($0[0]) }), "round": (1, true, { $0[0].rounded() }),
        "floor": (1, true, { $0[0].rounded(.down) }), "ceil": (1, true, { $0[0].rounded(.up) }),
        "ln": (1, false, { $0[0] > 0 ? Foundation.log($0[0]) : nil }),
        "log10": (1, false, { $0[0] > 0 ? Foundation.log10($0[0]) : nil }),
        "log2": (1, false, { $0[0] > 0 ? Foundation.log2($0[0]) : nil }),
        "exp": (1, false, { Foundation.exp($0[0]) }),
        "sqrt": (1, false, { $0[0] >= 0 ? $0[0].squareRoot() : nil }),
        "pow": (2, false, { Foundation.pow($0[0], $0[1]) }),
    ]

    /// `x + y` of two texts (`Builtins.textRunViews`) or texts joined before: one view of their runs.
    func textRuns(_ x: View, _ y: View, _ loc: Loc) -> IRValue? {
        let runs = builtins.textRunsView
        guard !runs.isEmpty else { return nil }
        func parts(_ v: View) -> [View]? {
            if v.callee == runs { return v.modifiers.isEmpty ? v.children : [v] }
            return builtins.textRunViews.contains(v.callee) ? [v] : nil
        }
        guard let l = parts(x), let r = parts(y) else { return nil }
        // Runs that style nothing of their own, one after the other, read as one text
        // (`Text(verbatim: "\(count)") + Text(verbatim: "/\(limit)")` is one counter, as TSX writes it).
        var joined: [View] = []
        for v in l + r {
            if let last = joined.last, last.modifiers.isEmpty, v.modifiers.isEmpty, last.callee == v.callee { continue }
            joined.append(v)
        }
        return IRValue(.view(View(callee: runs, args: [], children: joined, loc: loc, locals: x.locals)), loc)
    }

    /// The colors of a color value or of a color token (`Builtins.tokenColors`), its alpha applied.
    func colorPair(_ v: IRValue) -> ColorPair? {
        switch v.kind {
        case .color(let c, _): return c
        // A color written as text (`"#2089dc"`, `"hsl(208, 8%, 90%)"`), the same in both modes.
        case .string(let s): return Normalize.cssColor(s).map { ColorPair(light: $0, dark: $0) }
        case .token("color", let n, let alpha):
            guard var c = builtins.tokenColors[Normalize.tokenName(n)] else { return nil }
            if let alpha { c.light.alpha *= alpha; c.dark.alpha *= alpha }
            return c
        default: return nil
        }
    }

    /// Whether two values are equal; nil when that cannot be known.
    public func equal(_ a: IRValue, _ b: IRValue) -> Bool? {
        touch(a)
        touch(b)
        switch (a.kind, b.kind) {
        case (.unknown, _), (_, .unknown): return nil
        case (.enumCase(let t1, let n1), .enumCase(let t2, let n2)):
            if t1.isEmpty || t2.isEmpty || t1 == t2 || t1.hasSuffix("." + t2) || t2.hasSuffix("." + t1) { return Normalize.tokenName(n1) == Normalize.tokenName(n2) }
            return false
        case (.enumCase(_, let n), .string(let s)), (.string(let s), .enumCase(_, let n)): return n == s
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        default:
            // Made cases (`Icon.Content.symbol(.none)`): the same case and equal associated values;
            // a made case and a plain one (`.image`) by the case.
            if let x = Evaluator.madeCase(a), let y = Evaluator.madeCase(b) {
                guard x.name == y.name, x.record.fields.count == y.record.fields.count else { return false }
                return equalFields(x.record.fields.dropFirst(), y.record.fields.dropFirst())
            }
            if let x = Evaluator.madeCase(a), case .enumCase(_, let n) = b.kind { return x.name == n }
            if let y = Evaluator.madeCase(b), case .enumCase(_, let n) = a.kind { return y.name == n }
            // Two instances of a project type (a Kotlin value or data class's companion values: `this ==
            // TagSize.Md` of `value class TagSize(private val value: Int)`): equal where every field is.
            if case .record(let x) = a.kind, case .record(let y) = b.kind, x.type == y.type, x.decl != nil || y.decl != nil,
               x.fields.count == y.fields.count, zip(x.fields, y.fields).allSatisfy({ $0.name == $1.name }) {
                return equalFields(x.fields[...], y.fields[...])
            }
            guard let x = a.fingerprint, let y = b.fingerprint else { return nil }
            return x == y
        }
    }

    /// Whether fields are equal pair by pair: false at the first pair that differs, nil at a pair not known before it.
    func equalFields(_ x: ArraySlice<(name: String, value: IRValue)>, _ y: ArraySlice<(name: String, value: IRValue)>) -> Bool? {
        for (f, g) in zip(x, y) {
            guard let eq = equal(f.value, g.value) else { return nil }
            if !eq { return false }
        }
        return true
    }

    func match(_ subject: Expr?, _ cases: [MatchCase], _ env: Env, _ loc: Loc) -> IRValue {
        let s = subject.map { eval($0, env) }
        // `switch colorScheme { case .dark: …; default: … }`: each mode's branch gives that mode's side.
        if let s, case .enumCase(Evaluator.colorModeType, _) = s.kind {
            return byMode(light: match(nil, Evaluator.cases(cases, inMode: "light"), env, loc),
                          dark: match(nil, Evaluator.cases(cases, inMode: "dark"), env, loc), loc)
        }
        for (i, c) in cases.enumerated() {
            guard let ok = matches(s, c, env) else {
                // The branch a caller who sets no optional parameter sees, where it draws.
                if let d = caseAtDefaults(subject, cases, env) {
                    let v = run(d.body, Env(parent: env))
                    if containsView(v) { decidedByDefaults = true; return v }
                }
                // No branch at the defaults where one a caller's value takes draws (`when { checked -> Check();
                // shortcut != null -> Text(shortcut) }` with `shortcut: String? = null`): nothing there; that branch
                // is read in the pass that gives the caller's values (`optionalsGiven`).
                if noCaseAtDefaults(subject, cases, env), cases[i...].contains(where: { containsView(run($0.body, Env(parent: env))) }) {
                    decidedByDefaults = true
                    return IRValue(.null, loc)
                }
                return undecidedBranches(cases[i...], subject: s, subject ?? c.patterns.first, env, loc) ?? .unknown(undecided(s), loc)
            }
            if ok { return run(c.body, Env(parent: env)) }
        }
        return .unknown("no branch of the `when`/`switch` matches", loc)
    }

    /// The value of a `when`/`switch` whose branch cannot be picked, as an `if` on a condition
    /// that is not an input gives it (`eitherOf`): the branches that may be taken (from the first
    /// undecided one to the first that surely matches) are all evaluated; the value they all give,
    /// their views, or a modifier chain whose modifiers not on every side are undecided (Orbit's
    /// `fun Modifier.background(color, brush: Brush?, shape) = when (brush) { null ->
    /// background(color, shape); else -> background(brush, shape) }`). Nil where no branch surely
    /// matches (no `else`): what is drawn then is not known — unless every branch that may match
    /// gives a plain value (`switch entry { case .some: .label; case .none: .labelSecondary }`,
    /// exhaustive as Swift's `switch` and Kotlin's `when` expressions are): one of those.
    func undecidedBranches(_ cases: ArraySlice<MatchCase>, subject s: IRValue?, _ condition: Expr?, _ env: Env, _ loc: Loc) -> IRValue? {
        guard let condition else { return nil }
        var values: [IRValue] = []
        var surely = false
        for c in cases {
            let ok = matches(s, c, env)
            if ok == false { continue }
            values.append(run(c.body, Env(parent: env)))
            if ok == true { surely = true; break }
        }
        guard !values.isEmpty, surely || values.allSatisfy({ Evaluator.picks($0) != nil }) else { return nil }
        return eitherOf(values, subject: s, condition, env, loc)
    }

    /// The value of branches one of which is taken (`values`, not empty), as `eitherOf` gives it
    /// side by side, under the subject's value, else the condition's.
    func eitherOf(_ values: [IRValue], subject s: IRValue?, _ condition: Expr, _ env: Env, _ loc: Loc) -> IRValue {
        let cond = s ?? eval(condition, env)
        var value = values[0]
        for v in values.dropFirst() { value = eitherOf(value, v, under: cond, condition, loc) }
        return value
    }

    /// The value of a `switch`/`when` statement whose branch cannot be picked, where every branch
    /// that may be taken gives a plain value and draws nothing: one of those values (`eitherOf`),
    /// and whether the branches return it (else it is the value of the statement, each branch's
    /// last expression). Nil where a branch draws, gives another value, or some return and some do
    /// not; and, unless `exhaustive` (the statement ends its block: Swift's `switch` is exhaustive,
    /// and a TypeScript `switch` that matches nothing gives nothing), where no branch surely matches
    /// (what follows the statement may give the value).
    func pickedBranches(_ cases: ArraySlice<MatchCase>, _ sv: IRValue?, _ subject: Expr, _ env: Env, _ loc: Loc, exhaustive: Bool) -> (IRValue, returned: Bool)? {
        var values: [IRValue] = [], returned: Bool?, surely = false
        for c in cases {
            let ok = matches(sv, c, env)
            if ok == false { continue }
            // A branch that sets a name (`case .a: tint = .red`) is no value: not run here.
            if c.body.assigns({ _ in true }) { return nil }
            var views: [IRValue] = [], last: IRValue?
            let r = exec(c.body.statements, Env(parent: env), &views, &last)
            guard views.isEmpty, let v = r ?? last, Evaluator.picks(v) != nil, returned == nil || returned == (r != nil) else { return nil }
            returned = r != nil
            values.append(v)
            if ok == true { surely = true; break }
        }
        guard !values.isEmpty, let returned, surely || exhaustive else { return nil }
        return (eitherOf(values, subject: sv, subject, env, loc), returned)
    }

    /// The cases of a `switch` over the color mode as conditions in one mode (`.dark` true in dark mode).
    static func cases(_ cases: [MatchCase], inMode mode: String) -> [MatchCase] {
        cases.map { c in
            var c = c
            c.patterns = c.patterns.map { p in
                guard case .implicitMember(let n) = p.kind, n == "light" || n == "dark" else { return p }
                return Expr(.bool(n == mode), p.loc)
            }
            return c
        }
    }

    /// Why a `when`/`switch` over `subject` (nil: without one) cannot pick a branch.
    func undecided(_ subject: IRValue?) -> String {
        guard let why = subject.map({ reasonOf($0, "the subject") }) else { return "a `when` branch whose condition parity cannot evaluate" }
        // A branch picked by a value given at run time is one of the branches' values, no `dynamic` one.
        return IRValue.isRuntime(reason: why) ? "one of the branches, as the subject decides (\(why))" : why
    }

    /// Whether a case matches: its patterns against the subject, or as conditions; nil when unknown.
    func matches(_ subject: IRValue?, _ c: MatchCase, _ env: Env) -> Bool? {
        var any = c.patterns.isEmpty
        if let subject {
            if subject.isUnknown, !c.patterns.isEmpty { return nil }
            for p in c.patterns {
                guard let eq = matches(subject, pattern: p, env) else { return nil }
                if eq { any = true; break }
            }
        } else {
            for p in c.patterns {
                guard let t = eval(p, env).truthy else { return nil }
                if t { any = true; break }
            }
        }
        guard any else { return false }
        if let g = c.guardExpr { return eval(g, env).truthy }
        return true
    }

    /// The members that list an enum's cases (`Evaluator.memberOfValue`).
    static let caseLists: Set<String> = ["entries", "allCases"]

    /// The name a `when` subject is bound to while a range pattern is tested (no name of the code's).
    static let subjectName = "\u{0}subject"
    /// The test of a range's upper end by its operator: `a..b` holds `b`, `a until b` and `a..<b` do not.
    static let rangeUpperTest: [String: String] = ["..": "<=", "until": "<", "..<": "<"]

    /// Whether a subject matches one pattern: `_` anything, a tuple pattern element by element
    /// (`case (.default, .pressed):` of `switch (self, state)`), else by equality; nil when unknown.
    func matches(_ subject: IRValue, pattern p: Expr, _ env: Env) -> Bool? {
        if case .name("_") = p.kind { return true }
        // Kotlin's `is Trailing.Toggle ->`: a type test of the subject.
        if case .unary(let op, let t) = p.kind, op == "is" || op == "!is", case .string(let type) = t.kind {
            guard let r = isOfType(subject, type) else { return nil }
            return op == "is" ? r : !r
        }
        // Kotlin's `in 0.dp..32.dp ->`, `!in 1 until n`: the subject between the range's ends (a range
        // of lengths is no list of its numbers), else in the collection (`in disabled`).
        if case .unary(let op, let range) = p.kind, op == "in" || op == "!in" {
            let scope = Env(parent: env)
            scope.vars[Evaluator.subjectName] = subject
            let s = Expr(.name(Evaluator.subjectName), p.loc)
            let test: Expr
            if case .binary(let r, let lo, let hi) = range.kind, let upper = Evaluator.rangeUpperTest[r] {
                test = Expr(.binary("&&", Expr(.binary("<=", lo, s), p.loc), Expr(.binary(upper, s, hi), p.loc)), p.loc)
            } else {
                test = Expr(.call(Expr(.member(range, "contains", optional: false), p.loc), [Arg(s)], trailing: []), p.loc)
            }
            guard let t = eval(test, scope).truthy else { return nil }
            return op == "in" ? t : !t
        }
        // `.tinted(true)`, `.status(let status, false)`: the case, then its associated values, which
        // a case of the input space holds at their defaults (`let` binds one for the branch).
        if case .call(let callee, let args, _) = p.kind, case .implicitMember(let name) = callee.kind {
            touch(subject)
            if subject.isNull { return false }
            // The case's associated values: a made case's own (`caseValue`), else its defaults.
            let c: String, params: [Param], made: [IRValue]?
            if let m = Evaluator.madeCase(subject) {
                guard m.name == name else { return false }
                let values = m.record.fields.dropFirst().map(\.value)
                guard let ps = (m.record.decl ?? enumDecl(m.type))?.caseParams[name], ps.count == values.count else { return nil }
                (c, params, made) = (m.name, ps, values)
            } else {
                guard case .enumCase(let t, let n) = subject.kind else { return nil }
                guard n == name else { return false }
                guard let ps = enumDecl(t)?.caseParams[n] else { return nil }
                (c, params, made) = (n, ps, nil)
            }
            for (i, a) in args.enumerated() {
                guard let k = a.label.flatMap({ l in params.firstIndex { $0.name == l || $0.label == l } }) ?? (i < params.count ? i : nil) else { return nil }
                let param = params[k]
                let value = made?[k] ?? param.defaultValue.map { eval($0, expecting: param.type, Env(parent: nil)) }
                switch a.value.kind {
                case .name("_"): continue
                case .unary(let op, let bound) where op == "let" || op == "let?":
                    // `let x?` matches a value that is not nil; an unknown one (callers set it) is
                    // bound as unknown, so that what it reaches is unresolved and the views stay.
                    if op == "let?", let value, value.isNull { return false }
                    if case .name(let x) = bound.kind {
                        env.vars[x] = value ?? .unknown("the associated value `\(param.name)` of `.\(c)` (callers set it)", param.loc)
                    }
                default:
                    guard let value else { return nil }
                    // A made case's values are typed: the pattern's are read as its parameter's type.
                    guard let eq = equal(value, eval(a.value, expecting: made == nil ? nil : param.type, env)) else { return nil }
                    if !eq { return false }
                }
            }
            return true
        }
        if case .array(let items) = p.kind, case .list(let values) = subject.kind, items.count == values.count {
            var all = true
            for (item, value) in zip(items, values) {
                guard let ok = matches(value, pattern: item, env) else { return nil }
                if !ok { all = false; break }
            }
            return all
        }
        return equal(subject, eval(p, env))
    }

    /// The `subscript` a project type declares for `base`: a static one of a type, an instance's of a record.
    func projectSubscript(of base: IRValue) -> Decl? {
        let type: String, isStatic: Bool
        switch base.kind {
        case .type(let t, let d?): type = d.name.isEmpty ? t : d.name; isStatic = true
        case .record(let r): type = r.type; isStatic = false
        default: return nil
        }
        return program.member(of: type, "subscript")?.first { $0.kind == .function && $0.isStatic == isStatic }
    }

    func subscriptValue(_ base: IRValue, _ index: IRValue, _ loc: Loc, missingIsNull: Bool = false) -> IRValue {
        touch(base)
        touch(index)
        if base.isUnknown { return base }
        if index.isUnknown {
            // A table of strings read by a key given at run time (`statusClasses[status]`): one of its values.
            if case .unknown(let why) = index.kind, IRValue.isRuntime(reason: why), case .record(let r) = base.kind, r.type == "object",
               !r.fields.isEmpty, r["..."] == nil, r.fields.allSatisfy({ if case .string = $0.value.storage { return true }; return false }) {
                return .oneOf(r.fields.map(\.value), why: "one of the table's values, as the key decides (\(why))", loc)
            }
            return index
        }
        if missingIsNull, case .null = base.kind { return base }
        // A key picked at run time among design values (`colors[presenceColor[presence]]`): each looked up.
        if let (alternatives, why) = Evaluator.plainPick(index) {
            return eachPick(alternatives, why, loc) { subscriptValue(base, $0, loc, missingIsNull: missingIsNull) }
        }
        switch (base.kind, index.kind) {
        case (.record(let r), .string(let k)), (.record(let r), .enumCase(_, let k)):
            if let v = r[k] ?? stateMember(r, k, loc) { return v }
            return missingIsNull || r.type == Builtins.mapType ? IRValue(.null, loc) : .unknown("`\(k)` is not a key of the table", loc)
        case (.record(let r), .number(let n, _)):
            if let v = r[formatNumber(n)] { return v }
            return .unknown("`\(formatNumber(n))` is not a key of the table", loc)
        case (.list(let items), .number(let n, _)):
            let i = Int(n)
            return i >= 0 && i < items.count ? items[i] : .unknown("index \(i) out of range", loc)
        case (.tokenSpace(let kind), .string(let k)):
            return IRValue(.token(kind: kind, name: k, alpha: nil), loc)
        case (.token, .string(let k)):
            // `colors.elevation[`level${n}`]`: the group's token of that name, as `colors.elevation.level1`.
            if let v = nestedToken(base, k, loc) { return v }
            return .unknown("a lookup of \(describe(index)) in \(describe(base))", loc)
        case (.tokenSpace(let kind), .number(let n, _)):
            // `spacing[3]` of a scale keyed by numbers (`{ 2: 8, 3: 12, 0.5: 2 }`).
            return IRValue(.token(kind: kind, name: formatNumber(n), alpha: nil), loc)
        case (.type(let t, _), .string(let k)) where builtins.tokenTypes[t] != nil:
            // `fontSize[size]`, `colors[tone]` of a token object: the token of that name.
            return IRValue(.token(kind: builtins.tokenTypes[t]!, name: k, alpha: nil), loc)
        case (.type(let t, _), .number(let n, _)) where builtins.tokenTypes[t] != nil:
            return IRValue(.token(kind: builtins.tokenTypes[t]!, name: formatNumber(n), alpha: nil), loc)
        default:
            // A project type's own subscript (Swift `static subscript(size: Size) -> Metrics`, or an
            // instance's `subscript(i: Int)`): called with the index.
            if let d = projectSubscript(of: base) { return callFunction(d, receiver: base, [(nil, index)], loc) }
            return .unknown("a lookup of \(describe(index)) in \(describe(base))", loc)
        }
    }

    /// The field name a computed key stands for (`[k]: v`, Swift's `.sm: v`): a string, an enum
    /// case's name or a number; nil for another value.
    func keyName(_ k: IRValue) -> String? {
        switch k.kind {
        case .string(let s): return s
        case .enumCase(_, let n): return n
        case .number(let n, _): return formatNumber(n)
        default: return nil
        }
    }

    func object(_ entries: [Entry], _ env: Env) -> Record {
        let r = Record(type: "object", fields: [])
        for e in entries {
            switch e.key {
            case .name(let n): r.fields.removeAll { $0.name == n }; r.fields.append((n, eval(e.value, env)))
            case .computed(let k):
                let kv = eval(k, env)
                touch(kv)
                guard let name = keyName(kv) else {
                    // A key parity cannot read: the object may have any key.
                    r.fields.append(("...", kv.isUnknown ? kv : .unknown("a computed key parity cannot read", k.loc)))
                    continue
                }
                r.fields.removeAll { $0.name == name }
                r.fields.append((name, eval(e.value, env)))
            case .spread:
                let v = eval(e.value, env)
                switch v.kind {
                case .record(let s):
                    for f in s.fields { r.fields.removeAll { $0.name == f.name }; r.fields.append(f) }
                case .null, .bool(false): break
                default:
                    // A spread of a value that is not a record (`...fontSize.base`, a token; or an
                    // unknown) stays in the object, under `...`, in its place.
                    r.fields.append(("...", v))
                }
            }
        }
        return r
    }

    // MARK: statements

    private struct Return: Error { let value: IRValue }

    /// Runs a block: the value of its `return`, else the views its expression statements made
    /// (a view builder), else the value of its last expression statement.
    /// Whether expression statements that make views are the block's content (view builders,
    /// composables); off while an init runs.
    fileprivate(set) var collectViews = true

    public func run(_ b: Block, _ env: Env) -> IRValue {
        var views: [IRValue] = []
        var last: IRValue?
        if let r = exec(b.statements, env, &views, &last) { return r }
        if !views.isEmpty { return views.count == 1 ? views[0] : IRValue(.list(views), views[0].loc) }
        return last ?? IRValue(.null, b.statements.last?.loc ?? .none)
    }

    /// A color value (a concrete color or a color token), as stored.
    static func isColor(_ v: IRValue) -> Bool {
        if case .color = v.storage { return true }
        if case .token("color", _, _) = v.storage { return true }
        return false
    }

    /// Runs statements; a non-nil result is a `return`'s value.
    private func exec(_ stmts: [Stmt], _ env: Env, _ views: inout [IRValue], _ last: inout IRValue?) -> IRValue? {
        for (i, s) in stmts.enumerated() {
            switch s.kind {
            case .expr(let e):
                // The last expression is the implicit return value: its declared type is expected.
                let v = i == stmts.count - 1 ? eval(e, expecting: returnType, env) : eval(e, env)
                if collectViews, containsView(v) { views.append(v) } else if collectViews, let callee = builtins.colorStatementView,
                    i < stmts.count - 1 || !views.isEmpty, Evaluator.isColor(v) {
                    views.append(IRValue(.view(View(callee: callee, args: [(nil, v)], loc: e.loc, locals: locals)), e.loc))
                }
                last = v
            case .binding(let b):
                var v = b.value.map { eval($0, expecting: b.type, env) } ?? IRValue(.null, s.loc)
                if b.delegated, case .record(let r) = v.kind, let inner = r["value"] { v = inner }
                if let parts = b.destructured { destructure(parts, v, into: env) } else { env.vars[b.name] = v }
                last = nil
            case .assign("self", let e):
                // `self = .disabled` in an enum's init: the value the init makes.
                var type: String?
                if let this = env.this, case .record(let r) = this.kind { type = r.decl?.name }
                var root = env
                while let p = root.parent { root = p }
                root.vars["self"] = eval(e, expecting: type, env)
            case .assign(let n, let e):
                let field = Stmt.field(assigned: n)
                if let this = env.this, case .record(let r) = this.kind, n.hasPrefix("self.") || env.lookup(n) == nil && (r[n] != nil || r.decl?.members.contains { $0.name == n } == true) {
                    // A closure run to see its views sets no field of the value it was written in.
                    if env.inSealed { continue }
                    let v = eval(e, expecting: r.decl?.members.first { $0.name == field }?.type, env)
                    if let i = r.fields.firstIndex(where: { $0.name == field }) { r.fields[i].value = v } else { r.fields.append((field, v)) }
                    continue
                }
                // `view.textColor = color` of a local struct (`var view = self` in a method that returns
                // a changed copy): a copy of the value with the field set, as a Swift struct is.
                if let dot = n.firstIndex(of: "."), !n.hasPrefix("self."), case let owner = String(n[..<dot]), let current = env.lookup(owner),
                   case .record(let r) = current.storage, r.type != IRValue.oneOfType {
                    let field = String(n[n.index(after: dot)...])
                    guard !field.contains(".") else { continue }
                    let v = eval(e, expecting: r.decl?.members.first { $0.name == field }?.type, env)
                    env.assign(owner, IRValue(.record(r.with([(field, v)])), current.loc))
                    continue
                }
                env.assign(n, eval(e, env))
            case .return(let e):
                let v = e.map { eval($0, expecting: returnType, env) } ?? IRValue(.null, s.loc)
                if !views.isEmpty, !containsView(v) { return IRValue(.list(views), s.loc) }
                return v
            case .if(let c, let then, let otherwise):
                let cond = eval(c, env)
                if let t = cond.truthy {
                    let branch = t ? then : otherwise
                    if let branch, let r = exec(branch.statements, Env(parent: env), &views, &last) { return r }
                } else {
                    // Both sides draw, and a caller who sets none of the optional parameters sees one:
                    // that side (`if leading?.type == .wideImage { Row… } else { Column… }`).
                    if let otherwise, let t = decidedAtDefaults(c, env) {
                        var v1 = views, v2 = views, l1: IRValue?, l2: IRValue?
                        let r1 = exec(then.statements, Env(parent: env), &v1, &l1)
                        let r2 = exec(otherwise.statements, Env(parent: env), &v2, &l2)
                        if v1.count > views.count || r1.map(containsView) == true, v2.count > views.count || r2.map(containsView) == true {
                            decidedByDefaults = true
                            views = t ? v1 : v2
                            if let r = t ? r1 : r2 { return r }
                            last = t ? l1 : l2
                            continue
                        }
                    }
                    // Not an input: both sides' views are there; a value set on either side is unknown.
                    let why = reasonOf(cond, "`\(program.text(c.loc))`")
                    var l1: IRValue?, l2: IRValue?
                    let e1 = Env(parent: env), e2 = Env(parent: env)
                    // A local of the body assigned on either side (`let border = idle; if (filled) border =
                    // strong`): each side runs from the value before it, and after the `if` it is one of
                    // what the sides leave (only the other side's, where one side returns).
                    var outer: Set<String> = []
                    for side in [then] + (otherwise.map { [$0] } ?? []) {
                        _ = side.assigns { n in if !n.contains("."), env.lookup(n) != nil { outer.insert(n) }; return false }
                    }
                    let before = outer.map { ($0, env.lookup($0)!) }
                    let r1 = exec(then.statements, e1, &views, &l1)
                    let after1 = outer.map { ($0, env.lookup($0)!) }
                    for (n, v) in before { env.assign(n, v) }
                    let r2 = otherwise.flatMap { exec($0.statements, e2, &views, &l2) }
                    if r1 == nil {
                        for (n, v1) in after1 { env.assign(n, r2 != nil ? v1 : eitherOf(v1, env.lookup(n)!, under: cond, c, s.loc)) }
                    }
                    // Both sides return (`if markup { return Text(a) } else { return Text(verbatim: a) }`):
                    // the function returns one of them.
                    if let r1, let r2 { return eitherOf(r1, r2, under: cond, c, s.loc) }
                    // A body that ends in this `if` gives a value that is not known (not `null`).
                    last = i == stmts.count - 1 && (l1 != nil || l2 != nil) ? .unknown(why, s.loc) : nil
                    for name in Set(e1.vars.keys).union(e2.vars.keys) where env.lookup(name) != nil {
                        env.assign(name, .unknown(why, s.loc))
                    }
                    // One side returns a value and the other goes on to the rest of the body, which
                    // returns one too (`if (!filled) return "empty"; …; return "filled"`, `guard filled else
                    // { return .separator }`): one of them, as the same test written as an expression gives.
                    // (Not views, nor `null`: a view drawn or not is the views' business; nor a value not
                    // known, `guard let fraction else { return segment }; return width * fraction`: that one.)
                    // (The rest of the body is run here, once, as the loop would run it next.)
                    if (r1 == nil) != (r2 == nil), let returned = r1 ?? r2, !containsView(returned), !returned.isNull, !returned.isUnknown,
                       i < stmts.count - 1 {
                        let rest = exec(Array(stmts[(i + 1)...]), env, &views, &last)
                        guard let rest, !containsView(rest), !rest.isUnknown else { return rest }
                        return r1 != nil ? eitherOf(returned, rest, under: cond, c, s.loc) : eitherOf(rest, returned, under: cond, c, s.loc)
                    }
                }
            case .match(let subject, let cases):
                let sv = subject.map { eval($0, env) }
                // A `switch colorScheme` whose branches return: each mode's return gives that mode's side.
                if let sv, case .enumCase(Evaluator.colorModeType, _) = sv.kind {
                    var sides: [IRValue] = []
                    for mode in ["light", "dark"] {
                        var unused: IRValue?
                        if let r = exec([Stmt(.match(nil, Evaluator.cases(cases, inMode: mode)), s.loc)], Env(parent: env), &views, &unused) { sides.append(r) }
                    }
                    if sides.count == 2 { return byMode(light: sides[0], dark: sides[1], s.loc) }
                }
                for (ci, c) in cases.enumerated() {
                    guard let ok = matches(sv, c, env) else {
                        // Branches that each give a plain value (`case .some: .label; case .none:
                        // .labelSecondary`): one of those values, as an undecided `when` expression gives.
                        if let condition = subject ?? c.patterns.first,
                           let (picked, returned) = pickedBranches(cases[ci...], sv, condition, env, s.loc, exhaustive: i == stmts.count - 1) {
                            if returned { return picked }
                            if i == stmts.count - 1 { last = picked; break }
                        }
                        if let d = caseAtDefaults(subject, cases, env) {
                            var vs = views, l: IRValue?
                            let r = exec(d.body.statements, Env(parent: env), &vs, &l)
                            if vs.count > views.count || r.map(containsView) == true {
                                decidedByDefaults = true
                                views = vs
                                if let r { return r }
                                last = l
                                break
                            }
                        }
                        // No branch at the defaults where one a caller's value takes draws (`when { checked -> Check();
                        // shortcut != null -> Text(shortcut) }`): nothing there, read in the pass that gives the values.
                        if noCaseAtDefaults(subject, cases, env), cases[ci...].contains(where: { c in
                            var vs: [IRValue] = [], l: IRValue?
                            let r = exec(c.body.statements, Env(parent: env), &vs, &l)
                            return !vs.isEmpty || r.map(containsView) == true || l.map(containsView) == true
                        }) {
                            decidedByDefaults = true
                            break
                        }
                        // The value of a closure or body that ends in this `when` is not known
                        // (it is not `null`: a color picked by it is unresolved, not unset).
                        if i == stmts.count - 1 { last = .unknown(undecided(sv), s.loc) }
                        break
                    }
                    if ok {
                        if let r = exec(c.body.statements, Env(parent: env), &views, &last) { return r }
                        break
                    }
                }
            case .loop(let name, _, let body):
                // `for (index in 0 until count) { Star(…) }`: the body once, a template of every
                // item, the loop variable given at run time (as SwiftUI's `ForEach` draws one).
                // What it assigns to a name outside it is not known after it.
                let scope = Env(parent: env)
                let item = IRValue.runtime("the loop variable `\(name)`", s.loc)
                scope.vars[name] = item
                var l: IRValue?
                if let r = mapping([item], { exec(body.statements, scope, &views, &l) }) { return r }
                var assigned: Set<String> = []
                _ = body.assigns { assigned.insert($0); return false }
                for n in assigned where n != name && env.lookup(n) != nil { env.assign(n, .unknown("`\(n)`, changed in a loop", s.loc)) }
            case .decl(let d):
                switch d.kind {
                case .function: env.vars[d.name] = IRValue(.function([d], receiver: nil), d.loc)
                case .property: env.vars[d.name] = property(d, receiver: env.this, d.loc)
                default: break
                }
            }
        }
        return nil
    }
}


