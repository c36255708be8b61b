import Foundation
import ParityIR
import ParityModel

/// How a TSX component is called: its declaration, its input space and its props at a point.
///
/// TSX has no enums, so the variant and size dimensions come from the props: the union types of
/// their declared types (`variant?: "default" | "ghost"`, an alias, `VariantProps<typeof cva>`),
/// the keys of a `cva` config, the keys of the tables the component indexes with them
/// (`rootSize[size]`, `t[variant].base`, `t[variant][size]`), the strings it compares them with and
/// its `switch` cases. Defaults come from the destructuring (`{ size = "sm" }`), else the config's
/// `defaultVariants`. State props (`disabled`, `checked`, `aria-invalid`) are not passed: the props
/// record is a state record, so a state is an input where the component reads it.
struct TSXEntry {
    let decl: Decl
    let space: InputSpace
    /// The variant and size props, and their values by normalized name.
    let variant: (key: String, values: [String: String])?
    let size: (key: String, values: [String: String])?
    /// Props the component reads that are no inputs: unknown at every point.
    let unknownProps: [String]
    /// Number props with a default (`count = 0`): given at run time in one more evaluation, the parts
    /// only another value shows (a badge drawn where `count > 0`).
    var counts: [String] = []
    /// Other props of a closed set of strings with a default (`shape = "circle"` beside `shape?:
    /// "circle" | "square"`, a cva variant key with a default): dimensions of their own, each value
    /// but the default a state (`Evaluator.dimension`). `name`: the dimension's normalized name.
    var dimensions: [(key: String, name: String, values: [String: String], order: [String], def: String)] = []
    /// Props whose values say whether the checked state holds (`ComponentEntry.StateEnum`).
    var stateEnums: [(key: String, StateEnum: ComponentEntry.StateEnum)] = []
    /// Props typed as an icon library's component (`icon?: LucideIcon`, the type imported from
    /// `lucide-react-native`): the caller's icon, that library's `Icon` view at every point.
    var iconProps: [String: String] = [:]
    /// The parts of a compound component exported beside it (gluestack's `ButtonText`,
    /// `ButtonIcon` beside `Button`): drawn as its children, reading its context.
    var parts: [String] = []
    /// Per part, the state props it takes (`SectionHeaderAction({ disabled })`): drawn as the
    /// component's part, each is the component's state (the caller disables the whole).
    var partStates: [String: [String]] = [:]
    /// Per part, its props typed as an icon component, with the icon view each is (`iconProps`).
    var partIcons: [String: [(key: String, icon: String)]] = [:]

    /// Boolean props that are no input and `false` by default (`{ online = false }`): the views
    /// they show are parts of the component too (`ComponentRun.Result.addOptionalParts`).
    var flags: [String] = []
    /// Of `unknownProps`, those typed as a string (`label?: string`): given, a text.
    var textProps: Set<String> = []

    /// The props record at the evaluator's point (with the flags `true` where `flagsOn`).
    func props(_ ev: Evaluator, flagsOn: Bool = false, flag: String? = nil, countsGiven: Bool = false) -> IRValue {
        var fields: [(name: String, value: IRValue)] = []
        if countsGiven { for c in counts { fields.append((c, .runtime("the prop `\(c)`", Loc.none))) } }
        for f in flags where flagsOn || f == flag { fields.append((f, IRValue(.bool(true), decl.loc))) }
        // Values the evaluator tracks: points that differ only in what the component did not look at reuse facts.
        if let variant, let v = ev.input(variant: true, { variant.values[$0].map { .string($0) } }) { fields.append((variant.key, v)) }
        if let size, let v = ev.input(variant: false, { size.values[$0].map { .string($0) } }) { fields.append((size.key, v)) }
        for d in dimensions { fields.append((d.key, ev.dimension(d.name, cases: d.order, default: d.def, decl.loc) { .string(d.values[$0] ?? $0) })) }
        for (key, se) in stateEnums { fields.append((key, se.value(ev, decl.loc) { .string($0) })) }
        for p in unknownProps {
            if let icon = iconProps[p] { fields.append((p, IRValue(.type(icon, nil), decl.loc))); continue }
            if TSXTables.isHandler(p) { fields.append((p, IRValue(Evaluator.givenValue, decl.loc))); continue }
            // No source of its own: it stands where the component reads it (`color={tint}`).
            let value = IRValue.runtime("the prop `\(p)`", Loc.none)
            fields.append((p, value))
            // A condition that decides which of two views is drawn reads it as not given, then as given
            // (`source ? <Image/> : <Text>{initials}</Text>`: the text, and the image as a part a
            // caller's value shows), as Compose's and SwiftUI's optional parameters are.
            if case .unknown(let why) = value.storage { ev.optionalReasons[why] = textProps.contains(p) ? .string(IRValue.givenText) : Evaluator.givenValue }
        }
        return IRValue(.record(Record(type: TSXTables.propsType, fields: fields)), decl.loc)
    }

    /// The local a compound component's parts read its context from (`useStyleContext`).
    static let contextLocal = "styleContext"

    /// The component called at the evaluator's point; a compound component with its parts as
    /// children, which read the component's props as their context.
    ///
    /// Where the component provides a context (`<Ctx.Provider value={…}>`), the parts are made
    /// again under what it provides, as React makes children where their parent places them.
    func call(_ ev: Evaluator, flagsOn: Bool = false, flag: String? = nil, countsGiven: Bool = false) -> IRValue {
        let props = self.props(ev, flagsOn: flagsOn, flag: flag, countsGiven: countsGiven)
        let outer = ev.locals
        defer { ev.locals = outer }
        guard !parts.isEmpty, case .record(let r) = props.kind else {
            // Children it is given and places inside a provider (`<Root><Title/></Root>`, Root
            // wrapping `{children}` in `<Ctx.Provider>`) read the context there: made again under it.
            return underProvisions(ev) { provided in
                ev.locals = provided(outer)
                return invoke(ev, props)
            }
        }
        func withParts(_ provided: (Locals) -> Locals) -> IRValue {
            ev.locals = provided(Locals(name: TSXEntry.contextLocal, value: props, parent: outer))
            let children = parts.map { part in
                let env = Env(parent: nil)
                var attrs: [Arg] = []
                for k in partStates[part] ?? [] {
                    guard let sp = ev.builtins.stateRecords[TSXTables.propsType]?[k] else { continue }
                    env.vars["#" + k] = ev.state(sp.state, whenTrue: sp.whenTrue, decl.loc)
                    attrs.append(Arg(label: k, Expr(.name("#" + k), decl.loc)))
                }
                for (k, icon) in partIcons[part] ?? [] {
                    env.vars["#" + k] = IRValue(.type(icon, nil), decl.loc)
                    attrs.append(Arg(label: k, Expr(.name("#" + k), decl.loc)))
                }
                return ev.eval(Expr(.element(Expr(.name(part), decl.loc), attrs, []), decl.loc), env)
            }
            // The component's own body too: children it places inside a provider read it there.
            ev.locals = provided(outer)
            return invoke(ev, IRValue(.record(Record(type: r.type, fields: r.fields + [("children", IRValue(.list(children), decl.loc))])), props.loc))
        }
        return underProvisions(ev, withParts)
    }

    /// `make`, and where the context providers it evaluated gave values, `make` again with those
    /// on top of the locals it builds on (`provided`: as React makes children where their parent
    /// places them).
    private func underProvisions(_ ev: Evaluator, _ make: (_ provided: (Locals) -> Locals) -> IRValue) -> IRValue {
        let before = ev.provisions.count
        let first = make { $0 }
        guard ev.provisions.count > before else { return first }
        let given = Array(ev.provisions[before...])
        ev.provisions.removeSubrange(before...)
        return make { base in given.reduce(base) { Locals(name: $1.local, value: $1.value, parent: $0) } }
    }

    private func invoke(_ ev: Evaluator, _ props: IRValue) -> IRValue {
        if decl.kind == .function { return ev.callFunction(decl, receiver: nil, [(nil, props)], decl.loc) }
        // A component assigned its parts in place (`Object.assign(forwardRef(function Bar(…) { … }), { Root })`): the function.
        let made = TSXEntry.assigned(decl).map(\.target).flatMap { t -> Expr? in if case .name = t.kind { return nil }; return t }
        let f = ev.eval(made ?? Expr(.name(decl.name), decl.loc), Env(parent: nil))
        switch f.kind {
        case .closure(let c): return ev.runClosure(c, [(nil, props)])
        case .function(let decls, let receiver): return ev.callFunction(decls[0], receiver: receiver, [(nil, props)], decl.loc)
        default: return f
        }
    }

    // MARK: finding the component

    /// The component named `name` among a file's declarations (a function, or a function bound to
    /// the name, possibly wrapped: `forwardRef(…)`), else the file's default export, else its first
    /// capitalized function.
    static func find(_ name: String, in decls: [Decl], program: Program, builtins: Builtins) -> TSXEntry? {
        let values = decls.filter { $0.kind == .function || $0.kind == .property }
        // `const Kbd = Object.assign(KbdRoot, { Text: KbdText })`: the component is its root.
        let assigned = values.first { $0.name == name }.flatMap { objectAssign($0)?.root }
        // `const Chip = React.memo(ChipBase)`, `forwardRef(Base)`: the component is the function wrapped.
        let wrapped = values.first { $0.name == name }.flatMap { d in d.value.flatMap { wrappedName($0, depth: 0) } }
        let decl = values.first { $0.name == name && function(of: $0) != nil }
            ?? assigned.flatMap { root in values.first { $0.name == root && function(of: $0) != nil } }
            ?? wrapped.flatMap { root in values.first { $0.name == root && root != name && function(of: $0) != nil } }
            ?? values.first { $0.name == "default" && function(of: $0) != nil }
            ?? values.first { $0.name.first?.isUppercase == true && function(of: $0) != nil }
        guard let decl, let (params, body) = function(of: decl) else { return nil }
        var entry = TSXEntry.of(decl, params: params, body: body, program: program, builtins: builtins)
        // Compound parts (`TSXTables.isCompoundPart`): `<Name><Part>` components of the file whose
        // last word is a part name (`TagText`), or that draw a sub-part of the compound the
        // component draws (gluestack's `InputField` drawing `<UIInput.Input>` beside `Input`
        // drawing `<UIInput>`, the object `createInput({ Root, Input, … })` made).
        let tags = elementTags(body, program: program, builtins: builtins)
        let compounds = Set(tags.filter { !$0.containsByte(".") })
        // The contexts the component provides (`<TopBarContext.Provider value={…}>`): a function of
        // the file named after it that reads one (`TopBarBackButton` calling `useTopBarSlots()`,
        // which reads `useContext(TopBarContext)`) can only be drawn inside it — a part of it,
        // whatever its name (`ButtonGroup` beside `Button` reads no context `Button` provides),
        // unless the component draws it itself (`<NoticeBody>` in `Notice`'s provider).
        let provided = Set(tags.compactMap { $0.hasSuffix(".Provider") ? String($0.dropLast(9)) : nil })
        let functions = provided.isEmpty ? [:] : Dictionary(values.compactMap { d in function(of: d).map { (d.name, $0.1) } }, uniquingKeysWith: { a, _ in a })
        entry.parts = values.filter { d in
            guard d.name.count > decl.name.count, d.name.hasPrefix(decl.name), let (_, partBody) = function(of: d) else { return false }
            if !provided.isEmpty, !compounds.contains(d.name), readsContext(partBody, provided, functions, depth: 0) { return true }
            let subParts = elementTags(partBody, program: program, builtins: builtins).compactMap { tag -> String? in
                guard let dot = tag.firstIndex(of: "."), compounds.contains(String(tag[..<dot])) else { return nil }
                return String(tag[tag.index(after: dot)...])
            }
            return TSXTables.isCompoundPart(suffix: String(d.name.dropFirst(decl.name.count)), subParts: subParts)
        }.map(\.name)
        // And the parts it is assigned as members (`Object.assign(ButtonRoot, { Label: ButtonLabel })`,
        // drawn as `Button.Label`): sub-parts of it, whatever their names — not those it draws itself
        // (`RadioCard = Object.assign(RadioCardBase, { Root, Title })`, the base drawing `<Root><Title>`).
        for d in values {
            guard let (root, entries) = objectAssign(d), root == decl.name else { continue }
            for e in entries {
                guard case .name(let key) = e.key, TSXTables.isCompoundPart(suffix: key, subParts: [key]), case .name(let part) = e.value.kind, part != decl.name,
                      !entry.parts.contains(part), values.contains(where: { $0.name == part && (function(of: $0) != nil || madeByFunction($0, values)) }) else { continue }
                if compounds.contains(part) { continue }
                entry.parts.append(part)
            }
        }
        // Made once, for the parts typed with an icon component (its variant tables are a scan of the program).
        var partScan: Scan?
        for part in entry.parts {
            guard let d = values.first(where: { $0.name == part }), let (ps, _) = function(of: d), let keys = ps.first?.destructured?.map(\.key) else { continue }
            let states = keys.filter { builtins.stateRecords[TSXTables.propsType]?[$0] != nil }
            if !states.isEmpty { entry.partStates[part] = states }
            // A part given an icon component (`function SegmentIcon({ as: Icon }: { as: IconComponent })`,
            // gluestack's `<ButtonIcon as={AddIcon} />`): the caller's icon, as the component's own icon props are.
            guard let type = ps.first?.type else { continue }
            let scan = partScan ?? Scan(program: program, builtins: builtins)
            partScan = scan
            let typed = scan.members(ofType: type, depth: 0)
            for k in keys { if let t = typed[k], let icon = iconView(ofType: t, program: program) { entry.partIcons[part, default: []].append((k, icon)) } }
        }
        return entry
    }

    /// Whether a declaration is a component a function of the file makes (`const MediaCardBody =
    /// withCardSize(BodyView, { sm: "p-3", md: "p-4" })`, a higher-order component): drawn, it is
    /// what that call returns.
    static func madeByFunction(_ d: Decl, _ values: [Decl]) -> Bool {
        guard case .call(let callee, _, _)? = d.value?.kind, case .name(let f) = callee.kind else { return false }
        return values.contains { $0.name == f && $0.kind == .function }
    }

    /// Whether a body reads one of `contexts` (`useContext(Ctx)`, `React.useContext(Ctx)`, `use(Ctx)`),
    /// itself or through a function of the file it calls (`useTopBarSlots()`), two levels deep.
    static func readsContext(_ body: Block, _ contexts: Set<String>, _ functions: [String: Block], depth: Int) -> Bool {
        var found = false
        func visit(_ e: Expr, _ d: Int) {
            guard !found, d < 48 else { return }
            if case .call(let callee, let args, _) = e.kind {
                switch callee.kind {
                case .name(let h) where TSXTables.contextHooks.contains(h), .member(_, let h, _) where TSXTables.contextHooks.contains(h):
                    if case .name(let c)? = args.first?.value.kind, contexts.contains(c) { found = true; return }
                case .name(let f):
                    if depth < 2, let b = functions[f], readsContext(b, contexts, functions, depth: depth + 1) { found = true; return }
                default: break
                }
            }
            TSXLowering.forEachChild(e) { visit($0, d + 1) }
        }
        for st in body.statements { TSXLowering.forEachExpr(st) { visit($0, 0) } }
        return found
    }

    /// The root and the members of a declaration's `Object.assign(Root, { Label: RootLabel })` (no
    /// members where they are not one object literal); nil for any other value. A root written in
    /// place (`Object.assign(forwardRef(function Bar(…) { … }), { Root })`) is the declaration itself.
    static func objectAssign(_ d: Decl) -> (root: String, entries: [Entry])? {
        guard let (target, args) = assigned(d) else { return nil }
        let root: String
        if case .name(let n) = target.kind { root = n } else if closure(in: target, depth: 0) != nil { root = d.name } else { return nil }
        guard args.count == 2, case .object(let entries) = args[1].value.kind else { return (root, []) }
        return (root, entries)
    }

    /// The target of a declaration's `Object.assign(target, …)` and the call's arguments.
    static func assigned(_ d: Decl) -> (target: Expr, args: [Arg])? {
        guard case .call(let callee, let args, _)? = d.value?.kind, case .member(let o, "assign", _) = callee.kind, case .name("Object") = o.kind,
              let first = args.first else { return nil }
        return (first.value, args)
    }

    /// The tags of the elements a body draws, as written (`UIInput`, `UIInput.Input`); tags that
    /// are no name or dotted name are left out.
    static func elementTags(_ body: Block, program: Program, builtins: Builtins) -> [String] {
        var scan = Scan(program: program, builtins: builtins, configs: [])
        scan.visit(body, depth: 0)
        return scan.tags
    }

    /// The parameters and body of a function declaration, or of the closure a property holds
    /// (directly or as the argument of a wrapper call).
    static func function(of d: Decl) -> ([Param], Block)? {
        if d.kind == .function { return (d.params, d.body ?? d.value.map { Block.expr($0) } ?? Block([])) }
        guard let v = d.value else { return nil }
        return closure(in: v, depth: 0)
    }

    /// The declaration a wrapper call is given by name (`React.memo(ChipBase)`, `memo(forwardRef(Base))`).
    static func wrappedName(_ e: Expr, depth: Int) -> String? {
        guard depth < 3, case .call(_, let args, _) = e.kind, let first = args.first?.value else { return nil }
        if case .name(let n) = first.kind { return n }
        return wrappedName(first, depth: depth + 1)
    }

    static func closure(in e: Expr, depth: Int) -> ([Param], Block)? {
        guard depth < 4 else { return nil }
        switch e.kind {
        case .closure(let ps, let b): return (ps, b)
        case .call(_, let args, _):
            // A wrapper of a named function (`memo(PillImpl, areEqual)`) is that function, not its comparator.
            if case .name? = args.first?.value.kind { return nil }
            for a in args { if let c = closure(in: a.value, depth: depth + 1) { return c } }
            return nil
        default: return nil
        }
    }

    // MARK: the input space

    static func of(_ decl: Decl, params: [Param], body: Block, program: Program, builtins: Builtins) -> TSXEntry {
        let props = params.first
        var scan = Scan(program: program, builtins: builtins)
        // The props' names: destructured in the signature or from the props parameter in the body.
        var destructured = props?.destructured ?? []
        if let props, props.destructured == nil {
            scan.propsName = props.name
            destructured += scan.destructuring(of: props.name, in: body)
        }
        for d in destructured where !d.rest { scan.locals[d.name] = d.key }
        scan.visit(body, depth: 0)
        let typed = props?.type.map { scan.members(ofType: $0, depth: 0) } ?? [:]
        var keys: [String] = []
        for k in destructured.filter({ !$0.rest }).map(\.key) + typed.keys.sorted() + scan.cvaKeys() where !keys.contains(k) { keys.append(k) }

        // (Each key's values are asked for several times: the state enums, the size, the variant, the dimensions.)
        var candidateCache: [String: [String]] = [:]
        func candidates(_ key: String) -> [String] {
            if let known = candidateCache[key] { return known }
            let made = computeCandidates(key)
            candidateCache[key] = made
            return made
        }
        func computeCandidates(_ key: String) -> [String] {
            var out: [String] = []
            func add(_ s: String) { if !out.contains(s) { out.append(s) } }
            // Declared values (the prop's type, a variant table's keys) are the values; else what
            // the body looks up, compares and switches on.
            if let t = typed[key] { scan.cases(ofType: t, depth: 0).forEach(add) }
            scan.cvaValues(key).forEach(add)
            if out.isEmpty { scan.found[key, default: []].forEach(add) }
            // The default is one of the values (`size = "md"` beside `size === "sm"`).
            if !out.isEmpty, case .string(let d)? = destructured.first(where: { $0.key == key })?.defaultValue?.kind { add(d) }
            return out
        }
        // Values that are a Boolean's (`true`/`false`, a variant table's `dense: { true: …, false: … }` too): a flag's.
        func booleans(_ values: [String]) -> Bool { !values.isEmpty && Set(values).isSubset(of: ["true", "false"]) }
        func dimension(_ key: String) -> (key: String, values: [String: String], order: [String], def: String?)? {
            let c = candidates(key)
            // (A flag is no dimension.)
            guard c.count >= 2, !booleans(c) else { return nil }
            var values: [String: String] = [:], order: [String] = []
            for raw in c {
                let n = Normalize.tokenName(raw)
                if values[n] == nil { values[n] = raw; order.append(n) }
            }
            var def: String?
            if case .string(let s)? = destructured.first(where: { $0.key == key })?.defaultValue?.kind { def = s } else { def = scan.cvaDefault(key) }
            return (key, values, order, def.map(Normalize.tokenName))
        }
        // A prop whose values say whether the checked state holds (`value: "checked" | "unchecked" |
        // "indeterminate"`): that state (`ComponentEntry.StateEnum`), no variant.
        // A prop that is no state and no style override. (A number named as a state is none: the
        // `current` step of a step indicator, `current: number`, is the index an item is compared with.)
        func plain(_ k: String) -> Bool { (builtins.stateRecords[TSXTables.propsType]?[k] == nil || typed[k] == "number") && !TSXTables.isOverride(k) }
        var stateEnums: [(key: String, StateEnum: ComponentEntry.StateEnum)] = []
        // (A prop the component takes: not a variant table's key it computes, `tone` of `textVariants({ tone })`.)
        for k in keys where plain(k) && (typed[k] != nil || destructured.contains { $0.key == k && !$0.rest }) {
            let values = candidates(k)
            if let se = ComponentEntry.stateEnum(values, all: values.count) { stateEnums.append((k, se)) }
        }
        func free(_ k: String) -> Bool { plain(k) && !stateEnums.contains { $0.key == k } }
        let variantNames = TSXTables.variantKeys + builtins.variantParameters.sorted().filter { !TSXTables.variantKeys.contains($0) }
        // The size, as Compose and SwiftUI sizes are found: a prop named `size`, else one whose name
        // holds it (`buttonSize`), else one whose values are a size scale (`scale: "sm" | "md" | "lg"`)
        // and that is not named as a variant.
        let size = keys.first { k in TSXTables.sizeKeys.contains(k) }.flatMap(dimension)
            ?? keys.lazy.filter { k in k.lowercased().containsBytes("size") && free(k) }.compactMap(dimension).first
            ?? keys.lazy.filter { k in free(k) && !variantNames.contains(k) }.compactMap(dimension).first { ComponentEntry.namesSizes($0.order) }
        let preferred = variantNames.lazy.filter { k in keys.contains(k) && k != size?.key && free(k) }.compactMap(dimension).first
        let variant = preferred ?? keys.lazy.filter { k in k != size?.key && free(k) }
            .compactMap(dimension).first
        // Other props of a closed set of values with a default: dimensions of their own (not a
        // Boolean's `true`/`false`, nor a prop that places the component, `iconPlacement`).
        func places(_ k: String) -> Bool {
            !builtins.variantParameters.contains(k) && builtins.placementWords.contains { k.lowercased().hasSuffix($0) }
        }
        var dimensions: [(key: String, name: String, values: [String: String], order: [String], def: String)] = []
        // Only a prop given a default where it is destructured (`shape = "circle"`): one without is
        // what the caller may leave out (`status && <Dot />`), whatever a variant table's default.
        for k in keys where k != variant?.key && k != size?.key && free(k) && typed[k] != "boolean" && !places(k) {
            // Or one left to a variant table's default where the component never tests it for being given.
            let defaulted: Bool
            if case .string? = destructured.first(where: { $0.key == k && !$0.rest })?.defaultValue?.kind { defaulted = true } else {
                defaulted = destructured.contains { $0.key == k && !$0.rest && $0.defaultValue == nil } && scan.cvaDefault(k) != nil && !scan.tested.contains(k)
            }
            guard defaulted, let d = dimension(k), let def = d.def, d.order.contains(def), d.order.count <= ComponentEntry.maxDimensionCases,
                  !booleans(d.order) else { continue }
            dimensions.append((k, Normalize.tokenName(k), d.values, d.order, def))
        }
        let inputs = Set([variant?.key, size?.key].compactMap { $0 } + dimensions.map(\.key) + stateEnums.map { $0.key })
        // A boolean prop with no default (`inset?: boolean`, shadcn's menu item) is absent, so false,
        // where the caller does not pass it: a flag, as `{ online = false }` is.
        // So is one a variant table takes as a Boolean (`compact: { true: …, false: … }` through `VariantProps`):
        // absent, the table's default applies.
        func optionalBoolean(_ d: Destructure) -> Bool {
            guard d.defaultValue == nil else { return false }
            if typed[d.key] == "boolean" { return true }
            return booleans(scan.cvaValues(d.key))
        }
        var unknown = destructured.filter { d in
            !d.rest && d.defaultValue == nil && !optionalBoolean(d) && !inputs.contains(d.key) && free(d.key)
        }.map(\.key)
        // Props handed on whole (`function Bar(props) { return <Root {...props} /> }`): what their type
        // declares the caller gives, as a destructured prop without a default (`progress: number`
        // read by Root); not a Boolean (absent, so false) nor a variant table's key (its default).
        if let props, props.destructured == nil {
            for (k, t) in typed.sorted(by: { $0.key < $1.key }) where !destructured.contains(where: { $0.key == k }) && !inputs.contains(k) && t != "boolean" && !t.hasPrefix("cva:")
                && free(k) { unknown.append(k) }
        }
        var exclusions = InputSpace.defaultExclusions
        for (_, se) in stateEnums { exclusions.merge(se.exclusions) { a, b in a.union(b) } }
        for d in dimensions { exclusions.merge(Evaluator.exclusive(Evaluator.dimensionStates(d.name, cases: d.order, default: d.def))) { a, b in a.union(b) } }
        let space = InputSpace(variants: variant?.order ?? [], sizes: size?.order ?? [], defaultVariant: variant?.def, defaultSize: size?.def, exclusions: exclusions)
        var entry = TSXEntry(decl: decl, space: space, variant: variant.map { ($0.key, $0.values) }, size: size.map { ($0.key, $0.values) }, unknownProps: unknown)
        entry.dimensions = dimensions
        entry.stateEnums = stateEnums
        entry.counts = destructured.filter { d in
            guard !d.rest, let v = d.defaultValue, case .number = v.kind else { return false }
            return !inputs.contains(d.key) && free(d.key)
        }.map(\.key)
        for k in unknown { if let t = typed[k], let icon = iconView(ofType: t, program: program) { entry.iconProps[k] = icon } }
        entry.textProps = Set(unknown.filter { k in typed[k].map { t in t.split(separator: "|").contains { $0.trimmingCharacters(in: .whitespaces) == "string" } } ?? false })
        entry.flags = destructured.filter { d in
            guard !d.rest else { return false }
            if let v = d.defaultValue { guard case .bool(false) = v.kind else { return false } } else if !optionalBoolean(d) { return false }
            return !inputs.contains(d.key) && free(d.key)
        }.map(\.key)
        return entry
    }

    /// The icon view a prop's type names: a type imported from an icon library (`LucideIcon`,
    /// lowered as `lucide-react-native.Icon`), also optional (`LucideIcon | undefined`); nil otherwise.
    static func iconView(ofType text: String, program: Program) -> String? {
        let names = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "undefined" && $0 != "null" }
        guard names.count == 1 else { return nil }
        // A component the caller passes whose props are an icon's (`React.ComponentType<{ size?:
        // number; color?: string }>`, also through a type alias): an icon, sized by its `size`.
        if isIconComponentType(names[0], program: program) { return TSXTables.iconView }
        if let d = program.decls(named: names[0])?.first(where: { $0.kind == .type }), d.members.isEmpty, d.supertypes.count == 1,
           isIconComponentType(d.supertypes[0], program: program) { return TSXTables.iconView }
        guard let d = program.decls(named: names[0])?.first, d.kind == .property,
              case .name(let target)? = d.value?.kind, target.hasSuffix(".\(TSXTables.iconView)"),
              TSXTables.isIconModule(String(target.dropLast(TSXTables.iconView.count + 1))) || TSXTables.isIconModule("@" + target.dropLast(TSXTables.iconView.count + 1)) else { return nil }
        return target
    }

    /// Whether a type is a component type (`TSXTables.componentTypes`) whose props have a `size`.
    /// The props are written out (`<{ size?: number }>`) or a type the program declares (`<GlyphProps>`).
    static func isIconComponentType(_ text: String, program: Program) -> Bool {
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">"),
              TSXTables.componentTypes.contains(String(text[..<open]).trimmingCharacters(in: .whitespaces)) else { return false }
        let props = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
        if let d = program.decls(named: props)?.first(where: { $0.kind == .type }) { return d.members.contains { $0.name == "size" } }
        guard let r = props.range(of: "size") else { return false }
        let before = r.lowerBound == props.startIndex ? nil : props[props.index(before: r.lowerBound)]
        let after = r.upperBound == props.endIndex ? nil : props[r.upperBound]
        return !(before?.isLetter ?? false) && (after == "?" || after == ":")
    }

    /// What the component's body says about its props' values.
    struct Scan {
        let program: Program
        let builtins: Builtins
        let configs: [(name: String, config: [Entry], rule: VariantTableRule)]

        init(program: Program, builtins: Builtins, configs: [(name: String, config: [Entry], rule: VariantTableRule)]? = nil) {
            self.program = program
            self.builtins = builtins
            self.configs = configs ?? Scan.variantConfigs(program, builtins)
        }
        /// Local name -> the prop it holds.
        var locals: [String: String] = [:]
        /// The props parameter when it is not destructured (`props.variant`).
        var propsName: String?
        /// Prop -> values found in lookups, comparisons and cases.
        var found: [String: [String]] = [:]
        /// Props tested for being given (`status && <Dot/>`, `status ? … : null`, `if (!status)`,
        /// `status != null`): what a caller may leave out, not a value a variant table defaults.
        var tested: Set<String> = []

        /// Notes a condition that tests a prop for being given.
        mutating func test(_ c: Expr) {
            switch c.kind {
            case .unary("!", let x): test(x)
            case .binary(let op, let l, let r) where ["!=", "!==", "==", "==="].contains(op):
                for (a, b) in [(l, r), (r, l)] {
                    if let p = prop(a), case .null = b.kind { tested.insert(p) }
                    if let p = prop(a), case .name("undefined") = b.kind { tested.insert(p) }
                }
            default: if let p = prop(c) { tested.insert(p) }
            }
        }
        /// Object literals bound in the body, by name.
        var tables: [String: Expr] = [:]
        var visitedFunctions: Set<ObjectIdentifier> = []
        /// The tags of the elements met, as written (`elementTags`).
        var tags: [String] = []

        /// A tag as written: a name, or names joined by dots (`UIInput.Input`).
        static func written(_ e: Expr) -> String? {
            switch e.kind {
            case .name(let n): return n
            case .member(let b, let m, _): return written(b).map { "\($0).\(m)" }
            default: return nil
            }
        }

        /// The prop an expression reads, if any.
        func prop(_ e: Expr) -> String? {
            switch e.kind {
            case .name(let n): return locals[n]
            case .member(let b, let m, _):
                if case .name(let n) = b.kind, n == propsName { return m }
                return nil
            default: return nil
            }
        }

        mutating func note(_ key: String, _ values: [String]) {
            for v in values where !found[key, default: []].contains(v) { found[key, default: []].append(v) }
        }

        /// Names destructured from the props parameter in the body (`const { variant = "a" } = props`).
        func destructuring(of name: String, in body: Block) -> [Destructure] {
            var out: [Destructure] = []
            for s in body.statements {
                if case .binding(let b) = s.kind, let parts = b.destructured, case .name(name)? = b.value?.kind { out += parts }
            }
            return out
        }

        mutating func visit(_ b: Block, depth: Int) {
            for s in b.statements { visit(s, depth: depth) }
        }

        mutating func visit(_ s: Stmt, depth: Int) {
            switch s.kind {
            case .expr(let e), .assign(_, let e): visit(e, depth: depth)
            case .binding(let b):
                if let v = b.value {
                    if case .object = v.kind, b.destructured == nil { tables[b.name] = v }
                    // `const v = variant` and `const { variant } = props` keep the prop's name.
                    if b.destructured == nil, let p = prop(v) { locals[b.name] = p }
                    if let parts = b.destructured, case .name(let n) = v.kind, n == propsName { for d in parts where !d.rest { locals[d.name] = d.key } }
                    visit(v, depth: depth)
                }
            case .return(let e): if let e { visit(e, depth: depth) }
            case .if(let c, let t, let f):
                test(c)
                visit(c, depth: depth); visit(t, depth: depth); if let f { visit(f, depth: depth) }
            case .match(let subject, let cases):
                if let subject { visit(subject, depth: depth); matchCases(subject, cases) }
                for c in cases { visit(c.body, depth: depth) }
            case .decl(let d):
                if let body = d.body { visit(body, depth: depth) }
                if let v = d.value { visit(v, depth: depth) }
            case .loop(_, let sequence, let body):
                visit(sequence, depth: depth); visit(body, depth: depth)
            }
        }

        mutating func matchCases(_ subject: Expr, _ cases: [MatchCase]) {
            guard let p = prop(subject) else { return }
            note(p, cases.flatMap { $0.patterns.compactMap { if case .string(let s) = $0.kind { return s }; return nil } })
        }

        mutating func visit(_ e: Expr, depth: Int) {
            guard depth < 64 else { return }
            let d = depth + 1
            switch e.kind {
            case .subscript(let base, let index):
                if let p = prop(index) { note(p, keys(of: base, depth: 0)) }
                // `t[variant][size]`: the inner table's keys.
                if case .subscript(let inner, let outerIndex) = base.kind, let p = prop(index), prop(outerIndex) != nil {
                    note(p, keys(of: inner, depth: 0, nested: true))
                }
                visit(base, depth: d); visit(index, depth: d)
            case .conditional(let c, let a, let b):
                test(c)
                visit(c, depth: d); visit(a, depth: d); visit(b, depth: d)
            case .binary(let op, let l, let r):
                if op == "&&" || op == "||" { test(l) }
                if ["==", "===", "!=", "!=="].contains(op) {
                    if let p = prop(l), case .string(let s) = r.kind { note(p, [s]) }
                    if let p = prop(r), case .string(let s) = l.kind { note(p, [s]) }
                }
                visit(l, depth: d); visit(r, depth: d)
            case .match(let subject, let cases):
                if let subject { matchCases(subject, cases); visit(subject, depth: d) }
                for c in cases { visit(c.body, depth: d) }
            case .call(let callee, let args, let trailing):
                visit(callee, depth: d)
                for a in args + trailing { visit(a.value, depth: d) }
                // A helper of the project called with a prop: what its body says of its parameter.
                if case .name(let n) = callee.kind, let f = program.decls(named: n)?.first(where: { $0.kind == .function }),
                   !visitedFunctions.contains(ObjectIdentifier(f)), depth < 8 {
                    visitedFunctions.insert(ObjectIdentifier(f))
                    var inner = Scan(program: program, builtins: builtins, configs: configs)
                    inner.visitedFunctions = visitedFunctions
                    for (i, a) in args.enumerated() where i < f.params.count {
                        if let p = prop(a.value) { inner.locals[f.params[i].name] = p }
                        if case .object(let entries) = a.value.kind, let parts = f.params[i].destructured {
                            for en in entries {
                                if case .name(let k) = en.key, let p = prop(en.value), let part = parts.first(where: { $0.key == k }) { inner.locals[part.name] = p }
                            }
                        }
                    }
                    if !inner.locals.isEmpty {
                        if let b = f.body { inner.visit(b, depth: d) }
                        if let v = f.value { inner.visit(v, depth: d) }
                        for (k, vs) in inner.found { note(k, vs) }
                    }
                    visitedFunctions.formUnion(inner.visitedFunctions)
                }
            case .member(let b, _, _): visit(b, depth: d)
            case .closure(_, let b): visit(b, depth: d)
            case .object(let entries):
                for en in entries {
                    if case .computed(let k) = en.key { visit(k, depth: d) }
                    visit(en.value, depth: d)
                }
            case .array(let items): for i in items { visit(i, depth: d) }
            case .unary(_, let x): visit(x, depth: d)
            case .template(let parts): for case .expr(let x) in parts { visit(x, depth: d) }
            case .element(let tag, let attrs, let children):
                if let t = Scan.written(tag) { tags.append(t) }
                visit(tag, depth: d)
                for a in attrs { visit(a.value, depth: d) }
                for c in children { visit(c, depth: d) }
            case .block(let b): visit(b, depth: d)
            default: break
            }
        }

        /// The keys of the table an expression names (a local object, a declaration's object), or
        /// with `nested` the keys of its entries' tables.
        func keys(of e: Expr, depth: Int, nested: Bool = false) -> [String] {
            guard depth < 4 else { return [] }
            var object: Expr?
            switch e.kind {
            case .name(let n):
                object = tables[n] ?? program.decls(named: n)?.first(where: { $0.kind == .property })?.value
            case .member(let b, let m, _):
                // `tables.size[size]`
                guard case .object(let entries)? = keys(base: b) else { return [] }
                object = entries.first { if case .name(m) = $0.key { return true }; return false }?.value
            case .object: object = e
            default: return []
            }
            guard let object else { return [] }
            guard case .object(let entries) = unwrap(object).kind else { return [] }
            let direct = entries.compactMap { en -> String? in if case .name(let k) = en.key { return k }; return nil }
            guard nested else { return direct }
            var out: [String] = []
            for en in entries {
                if case .object(let inner) = unwrap(en.value).kind {
                    for i in inner { if case .name(let k) = i.key, !out.contains(k) { out.append(k) } }
                }
            }
            return out
        }

        func keys(base: Expr) -> Expr.Kind? {
            if case .name(let n) = base.kind, let o = tables[n] ?? program.decls(named: n)?.first(where: { $0.kind == .property })?.value {
                return unwrap(o).kind
            }
            return nil
        }

        /// An object literal behind a call that passes it through (`StyleSheet.create({…})`).
        func unwrap(_ e: Expr) -> Expr {
            if case .call(_, let args, _) = e.kind, args.count == 1, case .object = args[0].value.kind { return args[0].value }
            return e
        }

        // MARK: types

        /// Members of a type text (`Props`, `A & { variant?: V }`, `VariantProps<typeof x>`) -> their type text.
        func members(ofType text: String, depth: Int) -> [String: String] {
            guard depth < 8 else { return [:] }
            var out: [String: String] = [:]
            for part in splitTop(text, "&") {
                let t = part.trimmed()
                if t.hasPrefix("{") {
                    for m in splitTop(String(t.dropFirst().dropLast()), ";", ",", "\n") {
                        guard let colon = m.firstIndex(of: ":") else { continue }
                        var name = m[..<colon].trimmed()
                        if name.hasPrefix("readonly ") { name = String(name.dropFirst(9)) }
                        if name.hasSuffix("?") { name.removeLast() }
                        out[name] = m[m.index(after: colon)...].trimmed()
                    }
                } else if let x = generic(t, "VariantProps"), let cva = typeofName(x) {
                    for k in cvaKeys(of: cva) { out[k] = "cva:\(cva):\(k)" }
                } else if let x = generic(t, "Omit") ?? generic(t, "Pick") ?? generic(t, "Partial") ?? generic(t, "Readonly") {
                    let args = splitTop(x, ",")
                    var inner = members(ofType: args.first ?? x, depth: depth + 1)
                    // `Omit<VariantProps<typeof rootVariants>, "tone">`: not `tone`; `Pick<T, "a" | "b">`: only those.
                    if args.count == 2, generic(t, "Omit") != nil || generic(t, "Pick") != nil {
                        let named = Set(cases(ofType: args[1], depth: depth + 1))
                        inner = inner.filter { generic(t, "Omit") != nil ? !named.contains($0.key) : named.contains($0.key) }
                    }
                    out.merge(inner) { a, _ in a }
                } else if let d = program.decls(named: t.containsByte("<") ? String(t[..<t.firstIndex(of: "<")!]).trimmed() : t)?.first(where: { $0.kind == .type }) {
                    // A project type or one applied to type arguments (`SegmentedControlProps<T>`: its members).
                    for m in d.members { if let mt = m.type { out[m.name] = mt } }
                    for s in d.supertypes { out.merge(members(ofType: s, depth: depth + 1)) { a, _ in a } }
                }
            }
            return out
        }

        /// The string values a type text allows.
        func cases(ofType text: String, depth: Int) -> [String] {
            guard depth < 8 else { return [] }
            var out: [String] = []
            for part in splitTop(text, "|") {
                var t = part.trimmed()
                if t.hasPrefix("("), t.hasSuffix(")") { t = String(t.dropFirst().dropLast()) }
                if t.count >= 2, let q = t.first, q == "\"" || q == "'", t.last == q { out.append(String(t.dropFirst().dropLast())); continue }
                if t.hasPrefix("cva:") {
                    let bits = t.split(separator: ":").map(String.init)
                    if bits.count == 3 { out += cvaValues(of: bits[1], bits[2]) }
                    continue
                }
                if t.hasPrefix("keyof typeof ") {
                    out += keys(of: Expr(.name(String(t.dropFirst(13)).trimmed(" \t")), .none), depth: 0)
                    continue
                }
                if let x = generic(t, "NonNullable") { out += cases(ofType: x, depth: depth + 1); continue }
                // `(typeof VARIANTS)[number]` of `const VARIANTS = ["accent", "danger"] as const`: its strings.
                if t.hasSuffix("[number]") {
                    var inner = String(t.dropLast(8)).trimmed()
                    if inner.hasPrefix("("), inner.hasSuffix(")") { inner = String(inner.dropFirst().dropLast()) }
                    if let x = typeofName(inner), let v = program.decls(named: x)?.first(where: { $0.kind == .property })?.value,
                       case .array(let items) = unwrap(v).kind {
                        out += items.compactMap { if case .string(let s) = unwrap($0).kind { return s }; return nil }
                    }
                    continue
                }
                // `VariantProps<typeof x>["size"]`
                if let open = t.firstIndex(of: "["), t.hasSuffix("]"), let x = generic(String(t[..<open]), "VariantProps"), let cva = typeofName(x) {
                    let key = String(t[t.index(after: open)...].dropLast()).trimmed("\"' ")
                    out += cvaValues(of: cva, key)
                    continue
                }
                if let d = program.decls(named: t)?.first(where: { $0.kind == .enumeration }) {
                    out += d.cases.map { c in
                        if let a = c.args.first, case .string(let s) = a.value.kind { return s }
                        return c.name
                    }
                    for s in d.supertypes { out += cases(ofType: s, depth: depth + 1) }
                }
            }
            return out
        }

        /// The argument text of `Name<…>`.
        func generic(_ t: String, _ name: String) -> String? {
            guard t.hasPrefix(name + "<"), t.hasSuffix(">") else { return nil }
            return String(t.dropFirst(name.count + 1).dropLast())
        }

        func typeofName(_ t: String) -> String? {
            let s = t.trimmed(" \t")
            return s.hasPrefix("typeof ") ? String(s.dropFirst(7)).trimmed(" \t") : nil
        }

        /// `text` split at `separators` (ASCII) outside brackets, braces, parentheses and quotes;
        /// parts that are only white space are left out.
        func splitTop(_ text: String, _ separators: Character...) -> [String] {
            let seps = Set(separators.compactMap(\.asciiValue))
            let b = Array(text.utf8)
            var out: [String] = []
            var start = 0, depth = 0
            var quote: UInt8?
            func flush(_ end: Int) {
                if b[start..<end].contains(where: { !($0 == 0x20 || (0x09...0x0D).contains($0)) }) { out.append(String(decoding: b[start..<end], as: UTF8.self)) }
            }
            for (i, ch) in b.enumerated() {
                if let q = quote { if ch == q { quote = nil }; continue }
                switch ch {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = ch
                case UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ">"), UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                default:
                    if depth == 0, seps.contains(ch) { flush(i); start = i + 1 }
                }
            }
            flush(b.count)
            return out
        }

        // MARK: variant tables

        /// The configs of the program's variant tables (`const x = cva(base, { variants })`), by name.
        func variantConfigs() -> [(name: String, config: [Entry], rule: VariantTableRule)] { configs }

        static func variantConfigs(_ program: Program, _ builtins: Builtins) -> [(name: String, config: [Entry], rule: VariantTableRule)] {
            var out: [(String, [Entry], VariantTableRule)] = []
            // The component's own tables, and those of the components it imports that it names
            // (`toggleVariants` from `toggle.tsx` in a toggle group; not the imported `Text`'s).
            let own = program.ownFiles ?? program.declarations.count
            let source = program.files.first?.bytes ?? []
            for (i, file) in program.declarations.enumerated() {
                for d in file where d.kind == .property {
                    guard let v = d.value, case .call(let callee, let args, _) = v.kind, case .name(let n) = callee.kind,
                          case .variantTable(let rule)? = builtins.names[n] else { continue }
                    if i >= own, !mentions(source, d.name) { continue }
                    let objects = args.compactMap { a -> [Entry]? in if case .object(let e) = a.value.kind { return e }; return nil }
                    // The config: the object that holds the variants (tailwind-variants' `tv(config, { twMergeConfig })`
                    // has its merge options after it), else the last (`cva(base, config)`).
                    func holdsTable(_ e: [Entry]) -> Bool {
                        e.contains { if case .name(let k) = $0.key { return k == rule.variants || k == rule.base || k == rule.slots }; return false }
                    }
                    if let config = objects.last(where: holdsTable) ?? objects.last { out.append((d.name, config, rule)) }
                }
            }
            return out
        }

        func entry(_ entries: [Entry], _ key: String) -> Expr? {
            entries.first { if case .name(key) = $0.key { return true }; return false }?.value
        }

        func variantsTable(_ config: [Entry], _ rule: VariantTableRule) -> [Entry] {
            guard let v = entry(config, rule.variants), case .object(let e) = v.kind else { return [] }
            return e
        }

        func cvaKeys(of name: String? = nil) -> [String] {
            var out: [String] = []
            for c in variantConfigs() where name == nil || c.name == name {
                for e in variantsTable(c.config, c.rule) { if case .name(let k) = e.key, !out.contains(k) { out.append(k) } }
            }
            return out
        }

        func cvaValues(_ key: String) -> [String] { cvaValues(of: nil, key) }

        func cvaValues(of name: String?, _ key: String) -> [String] {
            var out: [String] = []
            for c in variantConfigs() where name == nil || c.name == name {
                guard let t = entry(variantsTable(c.config, c.rule), key), case .object(let entries) = t.kind else { continue }
                for e in entries { if case .name(let k) = e.key, !out.contains(k) { out.append(k) } }
            }
            return out
        }

        func cvaDefault(_ key: String) -> String? {
            for c in variantConfigs() {
                if let d = entry(c.config, c.rule.defaults), case .object(let entries) = d.kind, let v = entry(entries, key), case .string(let s) = v.kind { return s }
            }
            return nil
        }
    }
}

/// Evaluates a TSX component over its input space and adds the facts to the sink.
func evaluate(_ entry: TSXEntry, program: Program, tables: PlatformTables, rem: Double, interpreters: [String: any Interpreter],
              parts: [String: String] = [:], into sink: inout FactSink) {
    let renderer = Renderer(sinks: tables.sinks, interpreters: interpreters, parts: parts, rem: rem)
    // The states its inputs are (a dimension's cases, a value that is the checked state).
    let inputStates = entry.dimensions.flatMap { Evaluator.dimensionStates($0.name, cases: $0.order, default: $0.def) }
        + entry.stateEnums.flatMap(\.StateEnum.states)
    let run = ComponentRun(program: program, builtins: tables.builtins, renderer: renderer, space: entry.space, states: Set(inputStates))
    let tailwind = interpreters["tailwind"]
    // Whether a condition was decided with the props no caller gives absent: the parts a caller's
    // value shows are added like a flag's (below).
    var decided = false
    var result = run.run { ev in
        if let tailwind { ev.classResolver = { classes, ev in styleRecord(classes, tailwind, ev) } }
        defer { decided = decided || ev.decidedByDefaults }
        return entry.call(ev)
    }
    // Each flag on, all else as above: what it changes of the parts drawn without it (`compact=true`).
    // (Not a prop named for a state by its last word, `dismissDisabled`: read as that state.)
    let flagDimensions = entry.flags.filter { tables.builtins.stateParameter($0) == nil }.prefix(ComponentEntry.maxFlagDimensions)
    for flag in flagDimensions {
        result.addFlagFacts(from: run.run { ev in
            if let tailwind { ev.classResolver = { classes, ev in styleRecord(classes, tailwind, ev) } }
            return entry.call(ev, flag: flag)
        }, flag: flag)
    }
    if !entry.flags.isEmpty && decided {
        // The props a caller gives with the flags off (`loading ? <Spinner/> : icon ? <Icon/> : null`: the icon).
        result.addOptionalParts(from: run.run { ev in
            if let tailwind { ev.classResolver = { classes, ev in styleRecord(classes, tailwind, ev) } }
            ev.optionalsGiven = true
            return entry.call(ev)
        })
    }
    if !entry.flags.isEmpty || decided {
        result.addOptionalParts(from: run.run { ev in
            if let tailwind { ev.classResolver = { classes, ev in styleRecord(classes, tailwind, ev) } }
            ev.optionalsGiven = true
            return entry.call(ev, flagsOn: true)
        }, flags: entry.flags)
    }
    if !entry.counts.isEmpty {
        result.addOptionalParts(from: run.run { ev in
            if let tailwind { ev.classResolver = { classes, ev in styleRecord(classes, tailwind, ev) } }
            return entry.call(ev, countsGiven: true)
        })
    }
    sink.facts += result.facts
    sink.diagnostics += result.diagnostics
    // How each part got its name: shown, and read by structural alignment across platforms.
    sink.parts += result.origins
    sink.dimensions = entry.dimensions.map(\.name) + flagDimensions.map(ComponentRun.Result.flagDimension)
}

/// The style record a class list resolves to (`useResolveClassNames`): each property the
/// interpreter reads, for the view's own part, where its state prefixes hold at the point; a
/// class it cannot read is a field that is unknown with its reason, never dropped.
func styleRecord(_ classes: IRValue, _ interpreter: any Interpreter, _ ev: Evaluator) -> IRValue {
    var fields: [(name: String, value: IRValue)] = []
    for s in interpreter.settings(classes, evaluator: ev) where s.part == nil && s.states.allSatisfy({ ev.state($0) }) {
        let v: IRValue
        if let value = s.value {
            if value.unit == .color, let t = value.token { v = IRValue(.token(kind: "color", name: t, alpha: nil), s.loc) }
            else if let c = value.color { v = IRValue(.color(c, name: value.token), s.loc) }
            else if let n = value.number { v = IRValue(.number(n, ""), s.loc) }
            else if let k = value.keyword { v = IRValue(.string(k), s.loc) }
            else { v = .unknown("`\(s.raw)` is not a style value", s.loc) }
        } else {
            v = .unknown(s.unresolved ?? "`\(s.raw)` is not read", s.loc)
        }
        fields.removeAll { $0.name == s.property }
        fields.append((s.property, v))
    }
    return IRValue(.record(Record(type: "style", fields: fields)), classes.loc)
}
