import ParityIR
import ParityModel

/// How a component is called: its declaration, its input space and the arguments at a point.
struct ComponentEntry {
    let decl: Decl
    var space: InputSpace
    /// States its signature takes (state parameters).
    var states: Set<String>
    /// Parameters that are inputs: name -> how the value at a point is made.
    var inputs: [(param: String, input: Input)]
    /// Variants that are functions of their own (`BadgeInfo`, `BadgeCritical`, each calling one
    /// private `Badge`): the entry of each variant, by its name.
    var variantFunctions: [String: ComponentEntry] = [:]
    /// What the function runs on: the object whose member it is (`object VitaminTabs { fun Fixed(…) }`
    /// calls its private `getTabHeight(…)` by bare name), nil for a top-level function.
    var receiver: IRValue?
    /// A Boolean parameter that is no input and is `false` by default (`online: Boolean = false`):
    /// the views it shows are parts of the component too (`ComponentRun.Result.addOptionalParts`).
    func isFlag(_ p: Param) -> Bool {
        guard let d = p.defaultValue, case .bool(false) = d.kind, ComponentEntry.isBoolean(p) else { return false }
        return !inputs.contains { $0.param == p.name }
    }

    /// A text parameter that is empty unless the caller gives one (`_ label: String = ""`), no input:
    /// like a flag, the component is evaluated once more with it given.
    func isOptionalText(_ p: Param) -> Bool {
        guard let d = p.defaultValue, case .string("") = d.kind, let t = p.type, ComponentEntry.textTypes.contains(t) else { return false }
        return !inputs.contains { $0.param == p.name }
    }

    /// A value of the project's enum `type` as a caller gives it (`status: AvatarStatus? = nil`):
    /// one of its cases, picked at run time (what the component reads of it, `status.color`, is
    /// read of each). Nil for another type, or an enum whose cases carry values.
    func casePick(of type: String, _ name: String, _ ev: Evaluator, _ loc: Loc) -> IRValue.Kind? {
        guard let e = ev.program.decls(named: type)?.first(where: { $0.kind == .enumeration }), e.cases.count > 1,
              e.cases.allSatisfy({ $0.args.isEmpty }) else { return nil }
        let cases = e.cases.map { IRValue(.enumCase(type: e.name, name: $0.name), loc) }
        return IRValue.oneOf(cases, why: "one of the cases of `\(e.name)`, as the caller decides (the optional parameter `\(name)` is given at run time)", loc).kind
    }

    /// Types of a parameter that is text the component shows.
    static let textTypes: Set<String> = ["String", "LocalizedStringKey", "StringProtocol"]

    /// A parameter typed Boolean, or not typed.
    static func isBoolean(_ p: Param) -> Bool { p.type.map { ["Boolean", "Bool", "boolean"].contains($0) } ?? true }
    /// A function of the data to a Boolean (`isEnabled: (T) -> Boolean = { true }`, which item is enabled).
    static func isPredicate(_ p: Param) -> Bool {
        guard let result = p.type.flatMap(resultType) else { return false }
        return isBoolean(Param(name: p.name, type: result))
    }
    /// The result type of a function type (`(Value) -> String`: `String`); nil for another type.
    static func resultType(_ t: String) -> String? {
        t.range(of: "->", options: .backwards).map { t[$0.upperBound...].trimmingCharacters(in: .whitespaces) }
    }

    /// A number the caller gives, with a default (`count: Int = 0`), no input: what only a value other
    /// than the default shows (a badge drawn `if (count > 0)`) is a part of the component too,
    /// added from an evaluation with it given at run time (`arguments(_:countsGiven:)`).
    func isCount(_ p: Param) -> Bool {
        guard let d = p.defaultValue, case .number = d.kind, let t = p.type, ComponentEntry.countTypes.contains(t) else { return false }
        return !inputs.contains { $0.param == p.name }
    }
    static let countTypes: Set<String> = ["Int", "Long", "UInt", "Float", "Double", "CGFloat", "number"]

    /// Inputs that reach the component through an environment value (SwiftUI's
    /// `@Environment(\.tagStyle) var style` of a `TagStyle(variant:size:)` a parent sets with
    /// `.tagStyle(.accent, size: .large)`): the key, the value's type and its input fields.
    var environment: [(key: String, type: String, fields: [(name: String, input: Input)])] = []
    /// Inputs that reach the component through a CompositionLocal of its file whose default is a case
    /// of the size or variant enum (`val LocalSwitchSize = compositionLocalOf { SwitchSize.Md }` read
    /// as `LocalSwitchSize.current`), by the local's name: provided at each point.
    var compositionLocals: [(local: String, input: Input)] = []

    /// The entry called at the evaluator's point: this one, or its variant's function (a use of
    /// the variant: points of other variants are not reused from this one).
    func at(_ ev: Evaluator) -> ComponentEntry {
        guard !variantFunctions.isEmpty else { return self }
        let variant = ev.point.variant ?? space.defaultVariant ?? ""
        ev.touch(ev.input(.string(variant), variant: true))
        return variantFunctions[variant] ?? self
    }

    /// A component whose variants are public functions named after it (`BadgeInfo`,
    /// `BadgeNeutralSubtle` in `Badge.kt`): the variant is the rest of the name (`info`,
    /// `neutralSubtle`), the first function's variant the default.
    static func ofVariantFunctions(_ fns: [Decl], prefix: String, receiver: IRValue? = nil, program: Program, builtins: Builtins) -> ComponentEntry? {
        guard fns.count >= 2 else { return nil }
        var entries = fns.map { fn in
            var entry = of(fn, program: program, builtins: builtins)
            entry.receiver = receiver
            return (Normalize.tokenName(String(fn.name.dropFirst(prefix.count))), entry)
        }
        // A function with a parameter named as the variant (`variant: BadgeVariant`) keeps it: these are
        // not variant functions. An enum taken as the variant for want of one so named (Vitamin's
        // `iconSide: IconSide = IconSide.LEFT`) stays at its default: the function is the variant.
        guard entries.allSatisfy({ !$0.1.inputs.contains { input in
            if case .variant = input.input { return builtins.variantParameters.contains(input.param) }
            return false
        } }) else { return nil }
        entries = entries.map { ($0.0, $0.1.withoutVariantInput) }
        var first = entries[0].1
        first.space.variants = entries.map(\.0)
        first.space.defaultVariant = entries[0].0
        first.states = entries.reduce(into: Set<String>()) { $0.formUnion($1.1.states) }
        first.variantFunctions = Dictionary(entries, uniquingKeysWith: { a, _ in a })
        return first
    }

    /// The entry with no variant input: an enum parameter it took as its variant stays at its default.
    var withoutVariantInput: ComponentEntry {
        guard !space.variants.isEmpty else { return self }
        var entry = self
        entry.space.variants = []
        entry.space.defaultVariant = nil
        entry.inputs.removeAll { if case .variant = $0.input { return true }; return false }
        return entry
    }

    enum Input {
        /// The value of a variant or size input at the evaluator's point (nil for states).
        func value(_ ev: Evaluator, _ loc: Loc) -> IRValue? {
            switch self {
            case .variant(let t, let cases, let payloads): return ev.input(variant: true, { ComponentEntry.variantCase($0, t, cases, payloads, ev) })
            case .size(let t, let cases): return ev.input(variant: false, { cases[$0].map { .enumCase(type: t, name: $0) } })
            case .factory(let calls, let variant): return ev.input(variant: variant, { calls[$0].map { ev.eval($0, Env(parent: nil)).kind } })
            default: return nil
            }
        }

        /// An enum parameter picked by the point's variant or size: case name by normalized name;
        /// a variant that is a case with an associated value made (`payloads`).
        case variant(type: String, cases: [String: String], payloads: [String: Payload] = [:])
        case size(type: String, cases: [String: String])
        /// A size made by a call of one of a factory object's functions, by size name (see `factorySizes`),
        /// or a variant or size that is one of a type's static values (see `staticValues`).
        case factory(calls: [String: Expr], variant: Bool = false)
        case state(StateParameter)
        /// A parameter named as a state, `null` by default (`error: (@Composable () -> Unit)? = null`,
        /// `error: String? = nil`): passed where the state holds, `null` elsewhere.
        case presence(StateParameter, function: Bool)
        /// A function named as a state that tells it of an item (`isEnabled: (T) -> Boolean = { true }`):
        /// whatever it is given, the state at the point.
        case statePredicate(StateParameter)
        /// A parameter of a library enum type that is a state (`state: ToggleableState`): its case at the point.
        case stateCase(type: String, StateType)
        /// A parameter of a project enum whose cases say whether the checked state holds (`StateEnum`).
        case stateEnum(type: String, StateEnum)
        /// Another enum parameter with a default (`shape: AvatarShape = AvatarShape.Circle`): a dimension
        /// of its own, each case but the default a state (`Evaluator.dimension`). `cases`: normalized
        /// name -> case, in declaration order.
        case dimension(name: String, type: String, cases: [(name: String, raw: String)], default: String)
    }

    /// The input dimensions besides the variant and the size (`Implementation.dimensions`).
    var dimensions: [String] {
        inputs.compactMap { if case .dimension(let name, _, _, _) = $0.input { name } else { nil } }
    }

    /// The most flags evaluated each on its own as a dimension (one evaluation each).
    static let maxFlagDimensions = 4

    /// The most cases an enum parameter has to be a dimension of its own (a shape or a tone, not an icon set).
    static let maxDimensionCases = 8

    /// Case names (normalized) that say whether the checked state holds: an enum (or a TSX string
    /// union) with one case of each is that state (`StateEnum`).
    static let checkedCases: [String: Bool] = ["checked": true, "on": true, "selected": true, "unchecked": false, "off": false, "unselected": false]

    /// A value that is the checked state and states of its own (`enum TriCheckboxValue { Checked,
    /// Unchecked, Indeterminate }`, `value: "checked" | "unchecked" | "indeterminate"`): the case
    /// that is checked, the one that is not (at rest), and each other case a state named by it,
    /// ruling out the others.
    struct StateEnum {
        let on: String, off: String
        let others: [(state: String, raw: String)]

        var states: [String] { ["checked"] + others.map(\.state) }
        var exclusions: [String: Set<String>] { Evaluator.exclusive(states) }

        /// The value at the evaluator's point, made of a case's raw name.
        func value(_ ev: Evaluator, _ loc: Loc, _ make: (String) -> IRValue.Kind) -> IRValue {
            ev.firstHolding([(state: "checked", value: on)] + others.map { (state: $0.state, value: $0.raw) }, otherwise: off, loc, make)
        }
    }

    /// The `StateEnum` of cases (raw names, `all` counting those that carry values too), or nil.
    static func stateEnum(_ cases: [String], all: Int) -> StateEnum? {
        guard cases.count == all, (2...4).contains(cases.count) else { return nil }
        let on = cases.filter { checkedCases[Normalize.tokenName($0)] == true }, off = cases.filter { checkedCases[Normalize.tokenName($0)] == false }
        guard on.count == 1, off.count == 1 else { return nil }
        let others = cases.filter { checkedCases[Normalize.tokenName($0)] == nil }.map { (state: Normalize.tokenName($0), raw: $0) }
        return StateEnum(on: on[0], off: off[0], others: others)
    }

    /// The arguments of the component at the evaluator's point. An optional parameter whose
    /// default is `null` (a slot such as `leadingIcon`) is unknown: callers set it, so a
    /// condition on it evaluates both sides.
    func arguments(_ ev: Evaluator, textsGiven: Bool = false, flagsOn: Bool = false, flag: String? = nil, countsGiven: Bool = false) -> Evaluator.ArgValues {
        var out: Evaluator.ArgValues = []
        for p in decl.params where !inputs.contains(where: { $0.param == p.name }) {
            if countsGiven, isCount(p) { out.append((p.name, .runtime("the parameter `\(p.name)`", p.loc))); continue }
            if let d = p.defaultValue, case .null = d.kind {
                out.append((p.name, .runtime("the optional parameter `\(p.name)`", d.loc)))
                let type = p.type.map { String($0.dropLast($0.hasSuffix("?") ? 1 : 0)) }
                let text = type.map { ComponentEntry.textTypes.contains($0) } ?? false
                // A view the caller may give (SwiftUI's `image: Image? = nil`): given, it is that view,
                // modified where the component modifies it (`if let image { image.resizable() }`).
                // A value of the project's own type (`action: SnackbarAction? = nil`): one made by its init.
                ev.optionalDefaults[d.loc] = text ? .string(IRValue.givenText) : ev.viewGiven(for: p).map { .view($0) }
                    ?? type.flatMap { ev.givenInstance(of: $0, textTypes: ComponentEntry.textTypes, d.loc)?.kind }
                    ?? type.flatMap { casePick(of: $0, p.name, ev, d.loc) } ?? Evaluator.givenValue
                ev.optionalNames[d.loc] = p.name
            }
            // A text the caller must give (`_ label: String`) is there: the component is read as shown
            // with its text (Orbit's `label.isEmpty == false ? horizontalPadding : iconPadding`). One that
            // is empty unless given (`_ label: String = ""`) is empty, and given where `textsGiven` (the views
            // only a text shows are parts too: Orbit's Badge draws nothing without a label or an icon).
            // One of an optional type (`value: String?`) may be null: it is given at run time, as a prop is.
            if p.defaultValue == nil && (!p.optional || textsGiven) || textsGiven && isOptionalText(p), let t = p.type, ComponentEntry.textTypes.contains(t) {
                out.append((p.name, IRValue(.string(IRValue.givenText), p.loc)))
            }
            if flagsOn || p.name == flag, isFlag(p), let d = p.defaultValue { out.append((p.name, IRValue(.bool(true), d.loc))) }
        }
        for (local, input) in compositionLocals {
            if let v = input.value(ev, decl.loc) { ev.locals = Locals(name: local, value: v, parent: ev.locals) }
        }
        for env in environment {
            // The value itself is the input (`fields` holds one, unnamed).
            if env.fields.count == 1, env.fields[0].name.isEmpty {
                if let v = env.fields[0].input.value(ev, decl.loc) { ev.environmentInputs[env.key] = v }
                continue
            }
            var fields: [(name: String, value: IRValue)] = []
            for (name, input) in env.fields { if let v = input.value(ev, decl.loc) { fields.append((name, v)) } }
            ev.environmentInputs[env.key] = IRValue(.record(Record(type: env.type, fields: fields)), decl.loc)
        }
        for (param, input) in inputs {
            switch input {
            case .variant, .size, .factory:
                if let v = input.value(ev, decl.loc) { out.append((param, v)) }
            case .state(let sp):
                out.append((param, ev.state(sp.state, whenTrue: sp.whenTrue, decl.loc)))
            case .statePredicate(let sp):
                let env = Env(parent: nil)
                env.vars["#state"] = ev.state(sp.state, whenTrue: sp.whenTrue, decl.loc)
                let body = Block.expr(Expr(.name("#state"), decl.loc))
                out.append((param, IRValue(.closure(Closure(params: [Param(name: "_")], body: body, env: env, loc: decl.loc)), decl.loc)))
            case .presence(let sp, let function):
                // What the caller passes is not known, only that it is there: a slot that draws nothing, or text.
                let given: IRValue.Kind = function ? .closure(Closure(params: [], body: Block([]), env: Env(parent: nil), loc: decl.loc)) : .string("")
                out.append((param, ev.state(sp.state, decl.loc) { $0 == sp.whenTrue ? given : .null }))
            case .stateCase(let t, let st):
                out.append((param, ev.state(st.state, decl.loc) { .enumCase(type: t, name: $0 ? st.whenTrue : st.whenFalse) }))
            case .stateEnum(let t, let se):
                out.append((param, se.value(ev, decl.loc) { .enumCase(type: t, name: $0) }))
            case .dimension(let name, let t, let cases, let def):
                let raw = Dictionary(cases.map { ($0.name, $0.raw) }, uniquingKeysWith: { a, _ in a })
                out.append((param, ev.dimension(name, cases: cases.map(\.name), default: def, decl.loc) { .enumCase(type: t, name: raw[$0] ?? $0) }))
            }
        }
        return out
    }

    /// The entry of a component function whose parameters are typed by the program's enums
    /// (`variant: ButtonVariant = ButtonVariant.Default`, `size: Size = .md`) and state parameters.
    static func of(_ decl: Decl, program: Program, builtins: Builtins) -> ComponentEntry {
        var inputs: [(String, Input)] = []
        var variants: [String] = [], sizes: [String] = []
        var defaultVariant: String?, defaultSize: String?
        var states: Set<String> = []
        var exclusions = InputSpace.defaultExclusions
        // The variant: the first enum parameter named as a variant (`builtins.variantParameters`),
        // else the first of the enums its own file declares, else of the component's own enums
        // (top-level, its type's), else the first. Orbit's `Alert(icon: Icon.Content = .none, buttons: AlertButtons = .none, status:
        // Status = .info)` varies by `status`; `Icon.Content` is what another view draws.
        // A parameter typed by a state's library enum (`state: ToggleableState`) is that state, not a variant.
        let stateTypes = decl.params.map { p in p.type.flatMap { builtins.stateTypes[$0.lastDotPart] } }
        // An enum every case of which carries values (`enum Content { case symbol(Symbol), image(Image) }`),
        // given a default (`icon: Icon.Content = .none`), is what the caller may show, not a variant or
        // a size: the component is read at its default. (Without a default the caller picks a case,
        // and its cases are the variants: VGR's `VGRIcon(source: .asset(…) | .system(…))`.)
        // A project enum whose cases say whether the checked state holds (`enum TriCheckboxValue {
        // Checked, Unchecked, Indeterminate }`): that state, its other cases states of their own.
        let stateEnums = decl.params.map { p in
            (p.qualifiedType ?? p.type).flatMap { inputEnum($0, of: decl, program) }.flatMap { e in
                ComponentEntry.stateEnum(e.cases.filter { (e.caseParams[$0.name] ?? []).isEmpty }.map(\.name), all: e.cases.count).map { (e.name, $0) }
            }
        }
        let enums = decl.params.indices.map { i in
            stateTypes[i] != nil || stateEnums[i] != nil ? nil : (decl.params[i].qualifiedType ?? decl.params[i].type).flatMap { inputEnum($0, of: decl, program) }
                .flatMap { e in
                    decl.params[i].defaultValue != nil && !e.cases.isEmpty && e.cases.allSatisfy({ e.caseParams[$0.name]?.isEmpty == false }) ? nil : e
                }
        }
        // The size: an enum parameter named or typed as one, else one whose cases name sizes
        // (`compact`, `regular`) unless it is named as the variant (`variant: RatingVariant` of
        // `default, compact` beside `size: RatingSize` of `sm, md, lg`).
        func namedSize(_ p: Param, _ e: Decl) -> Bool { p.name.lowercased().contains("size") || e.name.lowercased().hasSuffix("size") }
        let sizeByName = decl.params.indices.contains { i in enums[i].map { namedSize(decl.params[i], $0) } ?? false }
        func isSize(_ p: Param, _ e: Decl) -> Bool {
            namedSize(p, e) || !sizeByName && !builtins.variantParameters.contains(p.name) && ComponentEntry.namesSizes(e.cases.map(\.name))
        }
        // A parameter that places the component (`checkboxPosition`, `iconPlacement`) is no variant.
        func places(_ p: Param) -> Bool {
            guard !builtins.variantParameters.contains(p.name) else { return false }
            let name = p.name.lowercased()
            return builtins.placementWords.contains { name.hasSuffix($0) }
        }
        func candidate(_ i: Int) -> Decl? {
            guard let e = enums[i], !e.cases.isEmpty, !isSize(decl.params[i], e), !places(decl.params[i]) else { return nil }
            return e
        }
        let variant = decl.params.indices.first { candidate($0) != nil && builtins.variantParameters.contains(decl.params[$0].name) }
            ?? decl.params.indices.first { i in candidate(i).map { $0.loc.file == decl.loc.file } ?? false }
            ?? decl.params.indices.first { i in candidate(i).map { isOwn($0, of: decl) } ?? false }
            ?? decl.params.indices.first { candidate($0) != nil }
        for (i, p) in decl.params.enumerated() {
            if let st = stateTypes[i], let t = p.type?.lastDotPart {
                states.insert(st.state)
                inputs.append((p.name, .stateCase(type: t, st)))
                continue
            }
            if let (t, se) = stateEnums[i] {
                states.formUnion(se.states)
                exclusions.merge(se.exclusions) { a, b in a.union(b) }
                inputs.append((p.name, .stateEnum(type: t, se)))
                continue
            }
            if let e = enums[i], !e.cases.isEmpty {
                let t = e.name
                let cases = Dictionary(e.cases.map { (Normalize.tokenName($0.name), $0.name) }, uniquingKeysWith: { a, _ in a })
                let names = e.cases.map { Normalize.tokenName($0.name) }
                let def = p.defaultValue.flatMap(defaultCase).map(Normalize.tokenName)
                if isSize(p, e) {
                    guard sizes.isEmpty else { continue }
                    sizes = names
                    defaultSize = def
                    inputs.append((p.name, .size(type: t, cases: cases)))
                } else if i == variant {
                    // A case whose one associated value without a default is a closed enum of the
                    // project (`case status(Status, inverted: Bool = false)`) is a variant per case of
                    // that enum (`statusInfo`, `statusCritical`), the others at their defaults.
                    var payloads: [String: Payload] = [:]
                    var expanded: [String] = []
                    var byCase: [String: [String]] = [:]
                    for c in e.cases {
                        let name = Normalize.tokenName(c.name)
                        guard let payload = Payload.expansions(of: c.name, in: e, program: program, decl: decl) else { expanded.append(name); continue }
                        for (suffix, made) in payload {
                            let n = Normalize.tokenName(c.name + suffix.prefix(1).uppercased() + suffix.dropFirst())
                            payloads[n] = made
                            expanded.append(n)
                            byCase[name, default: []].append(n)
                        }
                    }
                    variants = expanded
                    defaultVariant = def.map { d in byCase[d].map { Payload.defaultExpansion($0, p.defaultValue, payloads) } ?? d }
                    inputs.append((p.name, .variant(type: t, cases: cases, payloads: payloads)))
                } else if let def, names.contains(def), (2...maxDimensionCases).contains(names.count), Set(names).count == names.count,
                          e.cases.allSatisfy({ e.caseParams[$0.name]?.isEmpty ?? true }), !places(p) {
                    // Another enum with a default (`shape: AvatarShape = AvatarShape.Circle`): a dimension of its own.
                    let name = Normalize.tokenName(p.name)
                    let caseStates = Evaluator.dimensionStates(name, cases: names, default: def)
                    states.formUnion(caseStates)
                    exclusions.merge(Evaluator.exclusive(caseStates)) { a, b in a.union(b) }
                    inputs.append((p.name, .dimension(name: name, type: t, cases: zip(names, e.cases.map(\.name)).map { ($0, $1) }, default: def)))
                }
                continue
            }
            if sizes.isEmpty, let f = factorySizes(p, program) {
                sizes = f.names
                defaultSize = f.default
                inputs.append((p.name, .factory(calls: f.calls)))
                continue
            }
            // A value of a project type that names its own values as statics (`variant: ActionButtonVariant
            // = .primary` of `struct ActionButtonVariant { static let primary = ActionButtonVariant(…); … }`):
            // those values are the sizes or the variants, as an enum's cases are.
            if let f = staticValues(p, program),
               let input = staticsInput(f, named: p.name, sizesFree: sizes.isEmpty, variantsFree: variant == nil && variants.isEmpty) {
                if case .factory(_, variant: true) = input { (variants, defaultVariant) = (f.names, f.default) } else { (sizes, defaultSize) = (f.names, f.default) }
                inputs.append((p.name, input))
                continue
            }
            let boolean = isBoolean(p)
            // A Boolean named for a state by its last word (`actionEnabled`, `rowSelected`) is that state too.
            guard let sp = builtins.stateParameter(p.name, byLastWord: boolean) else { continue }
            if boolean {
                states.insert(sp.state)
                inputs.append((p.name, .state(sp)))
            } else if ComponentEntry.isPredicate(p) {
                states.insert(sp.state)
                inputs.append((p.name, .statePredicate(sp)))
            } else if StateParameter.presence.contains(sp.state), let d = p.defaultValue, case .null = d.kind {
                states.insert(sp.state)
                inputs.append((p.name, .presence(sp, function: p.type.map { $0.contains("->") } ?? false)))
            }
        }
        let space = InputSpace(variants: variants, sizes: sizes, defaultVariant: defaultVariant, defaultSize: defaultSize, exclusions: exclusions)
        return ComponentEntry(decl: decl, space: space, states: states, inputs: inputs)
    }

    /// Sizes a parameter picks by calling a factory object's function (Vitamin's `sizes: ButtonSizes =
    /// VitaminButtonsSizes.medium()` beside `large()`): the object's public functions of the default's
    /// type that need no argument, by normalized name, where the parameter, its type or the object
    /// names a size or the functions are a size scale; each size is that function called. Nil otherwise.
    static func factorySizes(_ p: Param, _ program: Program) -> (names: [String], default: String, calls: [String: Expr])? {
        guard let d = p.defaultValue, case .call(let callee, let args, let trailing) = d.kind, args.isEmpty, trailing.isEmpty,
              case .member(let base, let chosen, optional: false) = callee.kind, case .name(let objectName) = base.kind,
              let object = program.decls(named: objectName)?.first(where: { $0.kind == .type && $0.typeKind == "object" }),
              let type = object.members.first(where: { $0.kind == .function && $0.name == chosen })?.type else { return nil }
        let fns = object.members.filter { $0.kind == .function && $0.isPublic && $0.type == type && $0.params.allSatisfy { $0.defaultValue != nil } }
        guard fns.count >= 2, fns.contains(where: { $0.name == chosen }),
              [p.name, type, objectName].contains(where: { $0.lowercased().containsBytes("size") }) || namesSizes(fns.map(\.name)) else { return nil }
        var names: [String] = [], calls: [String: Expr] = [:]
        for f in fns {
            let n = Normalize.tokenName(f.name)
            guard calls[n] == nil else { continue }
            names.append(n)
            calls[n] = Expr(.call(Expr(.member(base, f.name, optional: false), callee.loc), [], trailing: []), d.loc)
        }
        return (names, Normalize.tokenName(chosen), calls)
    }

    /// The values a parameter's project type names as its own statics, where the parameter defaults
    /// to one of them (`.primary`, `ActionButtonVariant.primary`): 2 to `maxDimensionCases` static
    /// properties of the type that are of that type (declared so, or made by its init), by normalized
    /// name, each read as `Type.name`. Nil otherwise.
    static func staticValues(_ p: Param, _ program: Program) -> StaticValues? {
        guard let d = p.defaultValue, let chosen = defaultCase(d), let t = p.type?.lastDotPart else { return nil }
        return staticValues(of: t, chosen: chosen, program, p.loc)
    }

    /// A project type's own values as statics (Swift's `static let`, Kotlin's companion `val Compact =
    /// SegmentTabSize(…)`), 2 to `maxDimensionCases` of them, one of them `chosen`.
    struct StaticValues {
        let type: String
        let names: [String]
        let `default`: String
        let values: [String: Expr]
    }

    static func staticValues(of t: String, chosen: String, _ program: Program, _ loc: Loc) -> StaticValues? {
        guard let type = program.decls(named: t)?.first(where: { $0.kind == .type }), !program.isLibrary(type.loc.file) else { return nil }
        func ofType(_ m: Decl) -> Bool {
            if let mt = m.type { return mt.lastDotPart == t || mt == "Self" }
            guard let v = m.value, case .call(let callee, _, _) = v.kind else { return false }
            switch callee.kind {
            case .name(let n): return n == t
            case .implicitMember("init"): return true
            default: return false
            }
        }
        // An instance property made of its own type would make one forever: a value there is a static
        // (a Kotlin companion's members are the class's).
        let statics = type.members.filter { $0.kind == .property && ($0.isStatic || $0.value != nil) && $0.body == nil && ofType($0) }
        guard (2...maxDimensionCases).contains(statics.count), statics.contains(where: { $0.name == chosen }) else { return nil }
        var names: [String] = [], values: [String: Expr] = [:]
        for m in statics {
            let n = Normalize.tokenName(m.name)
            guard values[n] == nil else { continue }
            names.append(n)
            values[n] = Expr(.member(Expr(.name(t), loc), m.name, optional: false), loc)
        }
        return StaticValues(type: t, names: names, default: Normalize.tokenName(chosen), values: values)
    }

    /// Makes static values (`value` called `name`) the sizes or the variants, where the space has none
    /// yet (`staticsInput`); the input that reads them, or nil.
    mutating func takeStatics(_ f: StaticValues, named name: String) -> Input? {
        guard let input = ComponentEntry.staticsInput(f, named: name, sizesFree: space.sizes.isEmpty, variantsFree: space.variants.isEmpty) else { return nil }
        if case .factory(_, variant: true) = input { (space.variants, space.defaultVariant) = (f.names, f.default) }
        else { (space.sizes, space.defaultSize) = (f.names, f.default) }
        return input
    }

    /// The input that reads static values (`value` called `name`): the sizes where they are named so
    /// or named as a size scale and `sizesFree`, else the variants where `variantsFree`; nil otherwise.
    static func staticsInput(_ f: StaticValues, named name: String, sizesFree: Bool, variantsFree: Bool) -> Input? {
        let size = name.lowercased().contains("size") || f.type.lowercased().hasSuffix("size") || ComponentEntry.namesSizes(f.names)
        if size { return sizesFree ? .factory(calls: f.values) : nil }
        return variantsFree ? .factory(calls: f.values, variant: true) : nil
    }

    /// The value of variant `name`: its enum case, or the case with its associated value made.
    static func variantCase(_ name: String, _ type: String, _ cases: [String: String], _ payloads: [String: Payload], _ ev: Evaluator) -> IRValue.Kind? {
        if let made = payloads[name] {
            let value = IRValue(.enumCase(type: made.valueType, name: made.valueCase), Loc.variantInput)
            return ev.caseValue(made.decl, made.caseName, made.decl.caseParams[made.caseName] ?? [], [(made.label, value)], Loc.variantInput).kind
        }
        return cases[name].map { .enumCase(type: type, name: $0) }
    }

    /// A variant that is a case of the variant enum with its associated value made: `.status(.info)`.
    struct Payload {
        let decl: Decl
        let caseName: String
        /// The argument's label (nil: positional) and the enum case it is.
        let label: String?
        let valueType: String
        let valueCase: String

        /// The most cases an associated value's enum has to make variants (a status or a tone,
        /// not a set of hundreds of icons: Orbit's `Icon.Content.symbol(Symbol)`).
        static let maxCases = 12

        /// Each case of the closed project enum that is the one associated value of case `c`
        /// without a default, as a variant (by that case's name); nil where `c` is not such a case.
        static func expansions(of c: String, in e: Decl, program: Program, decl: Decl) -> [(String, Payload)]? {
            guard let params = e.caseParams[c] else { return nil }
            let open = params.filter { $0.defaultValue == nil }
            guard open.count == 1, let t = open[0].type, let valueEnum = ComponentEntry.inputEnum(t, of: e, program) ?? ComponentEntry.inputEnum(t, of: decl, program),
                  (1...maxCases).contains(valueEnum.cases.count), valueEnum.caseParams.values.allSatisfy(\.isEmpty) else { return nil }
            let label = open[0].label == "_" ? nil : open[0].label
            return valueEnum.cases.map { ($0.name, Payload(decl: e, caseName: c, label: label, valueType: valueEnum.name, valueCase: $0.name)) }
        }

        /// The variant a parameter's default names (`style: Style = .status(.critical)`): the
        /// expansion of its case whose value the default gives, else the case's first.
        static func defaultExpansion(_ names: [String], _ defaultValue: Expr?, _ payloads: [String: Payload]) -> String {
            if let d = defaultValue, case .call(_, let args, _) = d.kind, let first = args.first, let c = ComponentEntry.defaultCase(first.value),
               let n = names.first(where: { payloads[$0]?.valueCase == c }) { return n }
            return names[0]
        }
    }

    /// The entry with the inputs a view reads through an environment value whose type has the
    /// variant and size (`@Environment(\.tagStyle) private var style`, `EnvironmentValues.tagStyle`
    /// a `TagStyle(variant: TagVariant = .secondary, size: TagSize = .medium)`; `@Environment(\.cardSize)`
    /// of an `@Entry var cardSize: CardSize = .md`), where its own signature does not have them.
    func withEnvironmentInputs(of type: Decl, program: Program) -> ComponentEntry {
        // A dimension its own signature does not have (each is checked below), or one a parameter of the key's
        // type is already.
        var entry = self
        // Its own environment values, then those of the styles and views declared beside it (a
        // `ToggleStyle` reading `@Environment(\.segmentVariant)` that the view applies: the value
        // reaches the view; a `PrimitiveButtonStyle` whose `makeBody` draws a private view reading
        // `@Environment(\.tagSize)`).
        let fileTypes = program.declarations.joined().filter { $0.kind == .type && $0.loc.file == type.loc.file }
        let styles = fileTypes.filter { d in d !== type && d.supertypes.contains { ComponentEntry.environmentReaders.contains($0) || $0 == "View" } }
        // The keys read: `@Environment(\.key)` properties, and `environment.key` in a custom shape style's
        // `resolve(in environment:)` (a fill picked from the variant an environment key holds).
        var keys: [String] = []
        for m in ([type] + styles).flatMap(\.members) where m.kind == .property {
            guard let a = m.annotation("Environment"), let first = a.first, case .keyPath(let path) = first.value.kind else { continue }
            keys.append(path.lastDotPart)
        }
        for d in fileTypes {
            guard let resolve = Evaluator.resolvedStyle(d), let p = resolve.params.first?.name else { continue }
            resolve.forEachExpr { e in
                if case .member(let base, let key, _) = e.kind, case .name(p) = base.kind, !keys.contains(key) { keys.append(key) }
            }
        }
        for key in keys {
            guard !entry.environment.contains(where: { $0.key == key }) else { continue }
            guard let envDecl = program.member(of: "EnvironmentValues", key)?.first else { continue }
            var typeName = envDecl.type.map { $0.lastDotPart }
            if let v = envDecl.value, case .call(let callee, _, _) = v.kind, case .name(let n) = callee.kind { typeName = n }
            // A parameter of the key's type is an input already (`init(size: TabsSize = .md)`, handed on with
            // `.environment(\.tabsSize, size)` to a style that reads `@Environment(\.tabsSize)`): the key reads that input.
            if let t = typeName, let given = entry.inputs.first(where: { i in entry.decl.params.first { $0.name == i.param }?.type?.lastDotPart == t }) {
                entry.environment.append((key, t, [("", given.input)]))
                continue
            }
            // The environment value is the size or variant enum itself (`@Entry var cardSize: CardSize = .md`).
            if let t = typeName, let e = ComponentEntry.inputEnum(t, of: type, program), !e.cases.isEmpty {
                if let input = entry.takeDimension(e, named: key, defaultValue: envDecl.value) { entry.environment.append((key, e.name, [("", input)])) }
                continue
            }
            // A type of the sizes' or variants' own values (`static let compact = BannerMetrics(…)`) whose
            // default is one of them (`@Entry var metrics = BannerMetrics.regular`, a classic key's
            // `static let defaultValue = BannerMetrics.regular`): those values are that dimension.
            if let t = typeName, let def = envDecl.value ?? ComponentEntry.environmentKeyDefault(of: t, program),
               let chosen = ComponentEntry.defaultCase(def), let f = ComponentEntry.staticValues(of: t, chosen: chosen, program, def.loc),
               let input = entry.takeStatics(f, named: key) {
                entry.environment.append((key, t, [("", input)]))
                continue
            }
            guard let t = typeName, let valueType = program.decls(named: t)?.first(where: { $0.kind == .type }) else { continue }
            // Its fields: the init's parameters, else its stored properties.
            let inits = valueType.members.filter { $0.kind == .function && $0.name == "init" }
            let params: [Param] = inits.first?.params ?? valueType.members.filter { $0.kind == .property && $0.body == nil && !$0.isStatic }
                .map { Param(name: $0.name, label: $0.name, type: $0.type, defaultValue: $0.value, loc: $0.loc) }
            var fields: [(name: String, input: Input)] = []
            for p in params {
                guard let e = (p.qualifiedType ?? p.type).flatMap({ ComponentEntry.inputEnum($0, of: valueType, program) }), !e.cases.isEmpty else { continue }
                if let input = entry.takeDimension(e, named: p.name, defaultValue: p.defaultValue) { fields.append((p.name, input)) }
            }
            if !fields.isEmpty { entry.environment.append((key, valueType.name, fields)) }
        }
        return entry
    }

    /// The entry with the inputs the component's file reads through its own CompositionLocals
    /// (`LocalSwitchSize.current` of `val LocalSwitchSize = compositionLocalOf { SwitchSize.Md }`,
    /// a `ProvideSwitchSize(size) { … }` setting it for a settings list) where the local's default
    /// is a case of a project enum and the signature does not have that dimension.
    func withCompositionLocalInputs(program: Program, builtins: Builtins) -> ComponentEntry {
        guard space.variants.isEmpty || space.sizes.isEmpty else { return self }
        let file = decl.loc.file
        let decls = program.declarations.joined().filter { $0.loc.file == file }
        var read: [String] = []
        for d in decls {
            d.forEachExpr { e in
                if case .member(let base, let m, _) = e.kind, case .current? = builtins.members[m], let local = base.lastName, !read.contains(local) { read.append(local) }
            }
        }
        var entry = self
        for local in read {
            guard let d = decls.first(where: { $0.kind == .property && $0.name == local }), let v = d.value,
                  case .call(_, let args, let trailing) = v.kind, (args + trailing).count == 1,
                  case .closure(let params, let body) = (args + trailing)[0].value.kind, params.isEmpty,
                  body.statements.count == 1, case .expr(let def) = body.statements[0].kind,
                  case .member(let owner, let chosen, _) = def.kind, let type = owner.lastName else { continue }
            // A case of the project's enum, or one of a class's own values (`SegmentTabSize.Regular` of
            // `class SegmentTabSize(…) { companion object { val Compact = …; val Regular = … } }`).
            if let e = ComponentEntry.inputEnum(type, of: decl, program), !e.cases.isEmpty {
                if let input = entry.takeDimension(e, named: local, defaultValue: def) { entry.compositionLocals.append((local, input)) }
            } else if let f = ComponentEntry.staticValues(of: type, chosen: chosen, program, def.loc), let input = entry.takeStatics(f, named: local) {
                entry.compositionLocals.append((local, input))
            }
        }
        return entry
    }

    /// The default of a classic `EnvironmentKey` whose value is of type `t` (`static let defaultValue =
    /// BannerMetrics.regular`, or `static let defaultValue: BannerMetrics = .regular`).
    static func environmentKeyDefault(of t: String, _ program: Program) -> Expr? {
        for d in program.declarations.joined() where d.kind == .type && d.supertypes.contains("EnvironmentKey") {
            guard let m = d.members.first(where: { $0.name == "defaultValue" && $0.isStatic }), let v = m.value else { continue }
            if m.type?.lastDotPart == t { return v }
            if case .member(let owner, _, _) = v.kind, owner.lastName == t { return v }
        }
        return nil
    }

    /// Whether the sizes are the cases of a library enum (a prelude's: SwiftUI's `ControlSize` of
    /// `@Environment(\.controlSize)`), not of the project's own scale.
    func sizesAreTheLibrary(_ program: Program) -> Bool {
        let given = inputs.map(\.1) + environment.flatMap { $0.fields.map(\.input) }
        for input in given {
            guard case .size(let t, _) = input else { continue }
            return program.decls(named: t)?.first { $0.kind == .enumeration }.map { program.isLibrary($0.loc.file) } ?? false
        }
        return false
    }

    /// The SwiftUI styles a view applies to what it draws, whose environment values are the view's.
    static let environmentReaders: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "ViewModifier",
                                                  "TextFieldStyle", "ProgressViewStyle", "GroupBoxStyle", "MenuStyle", "DisclosureGroupStyle"]

    /// Makes the cases of enum `e` (the type of a value called `name`, `defaultValue` where no one
    /// sets it) the sizes where it names a size scale, else the variants — where the input space
    /// has none yet; the input that reads it, or nil.
    mutating func takeDimension(_ e: Decl, named name: String, defaultValue: Expr?) -> Input? {
        let cases = Dictionary(e.cases.map { (Normalize.tokenName($0.name), $0.name) }, uniquingKeysWith: { a, _ in a })
        let names = e.cases.map { Normalize.tokenName($0.name) }
        let def = defaultValue.flatMap(ComponentEntry.defaultCase).map(Normalize.tokenName)
        let isSize = name.lowercased().contains("size") || e.name.lowercased().hasSuffix("size") || ComponentEntry.namesSizes(e.cases.map(\.name))
        if isSize, space.sizes.isEmpty {
            space.sizes = names
            space.defaultSize = def
            return .size(type: e.name, cases: cases)
        }
        if !isSize, space.variants.isEmpty {
            space.variants = names
            space.defaultVariant = def
            return .variant(type: e.name, cases: cases, payloads: [:])
        }
        return nil
    }

    /// Case names of a size scale (`Small`, `Medium`; `sm`, `md`, `lg`), by normalized name.
    static let sizeCases: Set<String> = ["xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xl2", "xl3", "small", "medium", "large", "tiny", "mini", "huge",
                                         "extraSmall", "extraLarge", "compact", "big"]
    /// Names that a size scale may hold besides its sizes.
    static let sizeCompanions: Set<String> = ["default", "normal", "regular"]

    /// Whether an enum's cases are a size scale (Spark's `BadgeStyle { Small, Medium }`): all of
    /// them sizes or a default, at least two, one a size.
    static func namesSizes(_ cases: [String]) -> Bool {
        let names = cases.map(Normalize.tokenName)
        return names.count >= 2 && names.contains(where: sizeCases.contains) && names.allSatisfy { sizeCases.contains($0) || sizeCompanions.contains($0) }
    }

    /// The project enum a parameter type names: `Icon.Size` the `Size` nested in `Icon`; a plain
    /// name an enum of no other type, or the component's own (declared in its type, its namespace
    /// or its file): a parameter typed `Image` is SwiftUI's, not `Illustration.Image` of another file.
    static func inputEnum(_ type: String, of decl: Decl, _ program: Program) -> Decl? {
        // The component type's own alias (`extension BPKSwitch { typealias Style = BPKSwitchStyle }`).
        if !type.containsByte("."), let target = program.alias(decl.name + "." + type) {
            return program.decls(named: target)?.first { $0.kind == .enumeration }
        }
        if let dot = type.lastIndex(of: ".") {
            let owner = String(type[..<dot]).lastDotPart, name = String(type[type.index(after: dot)...])
            return program.decls(named: name)?.first { $0.kind == .enumeration && $0.owner == owner }
        }
        return program.decls(named: type)?.first { $0.kind == .enumeration && isOwn($0, of: decl) }
    }

    /// Whether a type is the component's own: top-level, declared in its type or namespace, or in its file.
    static func isOwn(_ e: Decl, of decl: Decl) -> Bool {
        e.owner == nil || e.owner == decl.name || e.owner == decl.owner || e.loc.file == decl.loc.file
    }

    /// The case a default value names (`ButtonVariant.Default`, `.md`).
    static func defaultCase(_ e: Expr) -> String? {
        switch e.kind {
        case .member(_, let n, _), .implicitMember(let n): return n
        case .string(let s): return s
        default: return nil
        }
    }
}

/// Evaluates a component's entry over its input space and adds the facts to the sink.
func evaluate(_ entry: ComponentEntry, program: Program, tables: PlatformTables, rem: Double = 16, interpreters: [String: any Interpreter] = [:],
              parts: [String: String] = [:], into sink: inout FactSink) -> ComponentRun.Result {
    let renderer = Renderer(sinks: tables.sinks, interpreters: interpreters, parts: parts, rem: rem)
    var run = ComponentRun(program: program, builtins: tables.builtins, renderer: renderer, space: entry.space, states: entry.states)
    // Which function is called depends on the variant: evaluated point by point.
    if !entry.variantFunctions.isEmpty { run.symbolic = false }
    // Whether a condition was decided with the optional parameters at their defaults: the parts
    // a caller's value shows are added like a flag's (below).
    var decided = false
    var result = run.run { ev in
        let e = entry.at(ev)
        defer { decided = decided || ev.decidedByDefaults }
        return ev.callFunction(e.decl, receiver: e.receiver, e.arguments(ev), e.decl.loc)
    }
    // Each flag on, all else as above: what it changes of the parts drawn without it, at its state
    // (`compact=true`); the flags are dimensions of their own.
    let flags = entry.decl.params.filter { entry.isFlag($0) }.map(\.name)
    let flagDimensions = flags.prefix(ComponentEntry.maxFlagDimensions)
    for flag in flagDimensions {
        result.addFlagFacts(from: run.run { ev in
            let e = entry.at(ev)
            return ev.callFunction(e.decl, receiver: e.receiver, e.arguments(ev, flag: flag), e.decl.loc)
        }, flag: flag)
    }
    // Optional texts given (the component as shown with its text; flags at their defaults):
    // the component itself where it draws nothing without them, else the parts they add.
    // Then flags on too: the parts only a flag shows.
    let texts = entry.decl.params.filter { entry.isOptionalText($0) }.map(\.name)
    if !texts.isEmpty {
        let given = run.run { ev in
            let e = entry.at(ev)
            return ev.callFunction(e.decl, receiver: e.receiver, e.arguments(ev, textsGiven: true), e.decl.loc)
        }
        if result.origins.isEmpty { result = given } else { result.addOptionalParts(from: given, flags: texts) }
    }
    let optionals = entry.decl.params.contains { p in p.defaultValue.map { if case .null = $0.kind { true } else { false } } ?? false }
    if !flags.isEmpty && (decided || optionals) {
        // The caller's values given with the flags off: what a value shows where a flag on would draw
        // something else instead (`when { loading -> Spinner(); icon != null -> Image(icon) }`: the image).
        result.addOptionalParts(from: run.run { ev in
            let e = entry.at(ev)
            ev.optionalsGiven = true
            return ev.callFunction(e.decl, receiver: e.receiver, e.arguments(ev, textsGiven: true), e.decl.loc)
        })
    }
    if !flags.isEmpty || decided {
        result.addOptionalParts(from: run.run { ev in
            let e = entry.at(ev)
            ev.optionalsGiven = true
            return ev.callFunction(e.decl, receiver: e.receiver, e.arguments(ev, textsGiven: true, flagsOn: true), e.decl.loc)
        }, flags: flags)
    }
    // Numbers the caller gives (`count: Int = 0`) given at run time: the parts only another value shows.
    if entry.decl.params.contains(where: entry.isCount) {
        result.addOptionalParts(from: run.run { ev in
            let e = entry.at(ev)
            return ev.callFunction(e.decl, receiver: e.receiver, e.arguments(ev, countsGiven: true), e.decl.loc)
        })
    }
    sink.facts += result.facts
    sink.diagnostics += result.diagnostics
    sink.parts += result.origins
    if entry.sizesAreTheLibrary(program) { sink.librarySizes = entry.space.sizes }
    sink.dimensions = entry.dimensions + flagDimensions.map(ComponentRun.Result.flagDimension)
    return result
}

extension Conventions {
    /// `table` with the project's `stateNames` added (a name there replaces the built-in one).
    func stateParameters(_ table: [String: StateParameter]) -> [String: StateParameter] {
        var t = table
        for (name, state) in stateNames {
            t[name] = state.hasPrefix("!") ? StateParameter(String(state.dropFirst()), whenTrue: false) : StateParameter(state)
        }
        return t
    }
}
