import Testing
import ParityModel
@testable import ParityIR

/// Hand-built IR, one rule a test.
@Suite struct EvaluatorTests {
    static let l = Loc.none
    func e(_ k: Expr.Kind) -> Expr { Expr(k, Self.l) }
    func num(_ n: Double, _ u: String = "dp") -> Expr { e(.number(n, unit: u)) }
    func name(_ n: String) -> Expr { e(.name(n)) }

    @Test func inliningBindsDefaultsAndNamedArguments() {
        // fun pad(base: Dp, extra: Dp = 4.dp) = base + extra
        let f = Decl(.function, name: "pad", loc: Self.l)
        f.params = [Param(name: "base"), Param(name: "extra", defaultValue: num(4))]
        f.value = e(.binary("+", name("base"), name("extra")))
        let p = Program()
        p.add(file: IRFile(path: "a.kt", bytes: []), declarations: [f])
        let ev = Evaluator(program: p, builtins: Builtins())
        let v1 = ev.eval(e(.call(name("pad"), [Arg(num(8))], trailing: [])), Env(parent: nil))
        guard case .number(12, "dp") = v1.kind else { Issue.record("\(v1.kind)"); return }
        let v2 = ev.eval(e(.call(name("pad"), [Arg(label: "extra", num(1)), Arg(label: "base", num(2))], trailing: [])), Env(parent: nil))
        guard case .number(3, "dp") = v2.kind else { Issue.record("\(v2.kind)"); return }
    }

    @Test func whenWithoutSubjectPicksTheFirstTrueBranch() {
        // when { !enabled -> 1; pressed -> 2; else -> 3 }
        let m = e(.match(nil, [
            MatchCase(patterns: [e(.unary("!", name("enabled")))], body: .expr(num(1))),
            MatchCase(patterns: [name("pressed")], body: .expr(num(2))),
            MatchCase(patterns: [], body: .expr(num(3))),
        ]))
        let ev = Evaluator(program: Program(), builtins: Builtins())
        func at(_ enabled: Bool, _ pressed: Bool) -> Double? {
            let env = Env(parent: nil)
            env.vars["enabled"] = IRValue(.bool(enabled), Self.l)
            env.vars["pressed"] = IRValue(.bool(pressed), Self.l)
            if case .number(let n, _) = ev.eval(m, env).kind { return n }
            return nil
        }
        #expect(at(false, true) == 1)
        #expect(at(true, true) == 2)
        #expect(at(true, false) == 3)
    }

    @Test func exclusionsRuleOutDisabledAndPressedTogether() {
        let space = InputSpace(maxActiveStates: 2)
        let sets = space.stateSets(["disabled", "pressed", "checked"])
        #expect(sets.contains(["checked", "pressed"]))
        #expect(sets.contains(["checked", "disabled"]))
        #expect(!sets.contains(["disabled", "pressed"]))
        #expect(InputSpace().stateSets(["disabled", "pressed"]) == [[], ["disabled"], ["pressed"]])
    }

    @Test func unknownFlowsOnAndBecomesUnresolvedAtTheSink() {
        // Box(modifier = Modifier.background(shade(x)))
        var sinks = Sinks()
        sinks.modifiers["background"] = [ArgSink(index: 0, .color, ["backgroundColor"])]
        let program = Program()
        let bytes = Array("Box(modifier = Modifier.background(shade(x)))".utf8)
        let loc = Loc(file: 0, start: 35, end: 43, line: 1, column: 36)
        let call = Expr(.call(name("shade"), [Arg(name("x"))], trailing: []), loc)
        let mods = e(.call(e(.member(name("Modifier"), "background", optional: false)), [Arg(call)], trailing: []))
        let box = e(.call(name("Box"), [Arg(label: "modifier", mods)], trailing: []))
        program.add(file: IRFile(path: "Box.kt", bytes: bytes), declarations: [])
        let run = ComponentRun(program: program, builtins: Builtins(names: ["Modifier": .modifierRoot]), renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in ev.eval(box, Env(parent: nil)) }
        #expect(r.facts.isEmpty)
        #expect(r.diagnostics.count == 1)
        #expect(r.diagnostics.first?.message.contains("shade(x)") == true)
        #expect(r.diagnostics.first?.message.contains("not defined in the project") == true)
        #expect(r.diagnostics.first?.key?.property == "backgroundColor")
    }

    @Test func aValueThatDoesNotChangeAlongADimensionIsStarred() {
        // Box(modifier = Modifier.height(if (size == Size.Lg) 52.dp else 32.dp).background(if (pressed) A else B))
        let size = Decl(.enumeration, name: "Size", loc: Self.l)
        size.cases = [("Sm", [], Self.l), ("Lg", [], Self.l)]
        let program = Program()
        program.add(file: IRFile(path: "B.kt", bytes: []), declarations: [size])
        var sinks = Sinks()
        sinks.modifiers["height"] = [ArgSink(index: 0, .length, ["height"])]
        sinks.modifiers["background"] = [ArgSink(index: 0, .color, ["backgroundColor"])]
        let isLg = e(.binary("==", name("size"), e(.member(name("Size"), "Lg", optional: false))))
        let height = e(.conditional(isLg, num(52), num(32)))
        let red = e(.hex(0xFF0000, digits: 6)), blue = e(.hex(0x0000FF, digits: 6))
        let color = e(.conditional(name("pressed"), e(.call(name("Color"), [Arg(red)], trailing: [])), e(.call(name("Color"), [Arg(blue)], trailing: []))))
        let mods = e(.call(e(.member(e(.call(e(.member(name("Modifier"), "height", optional: false)), [Arg(height)], trailing: [])), "background", optional: false)), [Arg(color)], trailing: []))
        let box = e(.call(name("Box"), [Arg(label: "modifier", mods)], trailing: []))
        let builtins = Builtins(names: ["Modifier": .modifierRoot, "Color": .color], stateParameters: StateParameter.common)
        let run = ComponentRun(program: program, builtins: builtins, renderer: Renderer(sinks: sinks),
                               space: InputSpace(sizes: ["sm", "lg"]), states: ["pressed"])
        let r = run.run { ev in
            let env = Env(parent: nil)
            env.vars["size"] = IRValue(.enumCase(type: "Size", name: ev.point.size == "lg" ? "Lg" : "Sm"), Self.l)
            env.vars["pressed"] = IRValue(.bool(ev.state("pressed")), Self.l)
            return ev.eval(box, env)
        }
        let keys = r.facts.map { "\($0.key) = \($0.value)" }.sorted()
        #expect(keys == [
            "root.backgroundColor = #0000FF",
            "root.backgroundColor [pressed] = #FF0000",
            "root.height size=lg = 52 pt",
            "root.height size=sm = 32 pt",
        ])
        #expect(r.points == 4)
    }
}

extension EvaluatorTests {
    @Test func typeofNamesTheKindOfAValue() {
        // typeof style === "function" ? style(state) : style, with style absent; typeof of a closure
        let ev = Evaluator(program: Program(), builtins: Builtins())
        let env = Env(parent: nil)
        env.vars["style"] = IRValue(.null, Self.l)
        env.vars["f"] = ev.eval(e(.closure([], .expr(num(1)))), env)
        env.vars["u"] = .unknown("not an input", Self.l)
        func typeOf(_ n: String) -> String? {
            if case .string(let s) = ev.eval(e(.unary("typeof", name(n))), env).kind { return s }
            return nil
        }
        #expect(typeOf("style") == "undefined")
        #expect(typeOf("f") == "function")
        #expect(typeOf("u") == nil)
        let pick = e(.conditional(e(.binary("===", e(.unary("typeof", name("style"))), e(.string("function")))), e(.call(name("style"), [], trailing: [])), name("style")))
        guard case .null = ev.eval(pick, env).kind else { Issue.record("typeof absent is not a function"); return }
    }
}

extension EvaluatorTests {
    @Test func aStateRecordReadsItsMembersAsStatesOnlyWhenAsked() {
        // ({ pressed, hovered }) => pressed; state.disabled; a field the record holds wins
        let builtins = Builtins(stateRecords: ["State": ["pressed": StateParameter("pressed"), "disabled": StateParameter("disabled"),
                                                         "enabled": StateParameter("disabled", whenTrue: false)]])
        let ev = Evaluator(program: Program(), builtins: builtins, point: Point(states: ["pressed"]))
        let state = IRValue(.record(Record(type: "State", fields: [("variant", IRValue(.string("ghost"), Self.l))])), Self.l)
        let f = Expr(.closure([Param(name: "_0", destructured: [Destructure(key: "pressed"), Destructure(key: "hovered")])], .expr(name("pressed"))), Self.l)
        let env = Env(parent: nil)
        env.vars["state"] = state
        guard case .closure(let c) = ev.eval(f, env).kind, case .bool(true) = ev.runClosure(c, [(nil, state)]).kind else { Issue.record("pressed"); return }
        #expect(ev.statesRead == ["pressed"])
        guard case .bool(false) = ev.eval(e(.member(name("state"), "disabled", optional: false)), env).kind,
              case .bool(true) = ev.eval(e(.member(name("state"), "enabled", optional: false)), env).kind,
              case .string("ghost") = ev.eval(e(.member(name("state"), "variant", optional: false)), env).kind else { Issue.record("members"); return }
        #expect(ev.statesRead == ["pressed", "disabled"])
        // props["aria-disabled"]: a lookup by key reads the state as a member does.
        let aria = Evaluator(program: Program(), builtins: Builtins(stateRecords: ["State": ["aria-disabled": StateParameter("disabled")]]), point: Point(states: ["disabled"]))
        guard case .bool(true) = aria.eval(e(.subscript(name("state"), e(.string("aria-disabled")))), env).kind else { Issue.record("subscript"); return }
    }
}

extension EvaluatorTests {
    @Test func viewsUnderAConditionThatIsNotAnInputAreAllThere() {
        // icon && <Icon />, icon ? <Icon /> : null, icon ? "a" : "b" (a value: unknown)
        let ev = Evaluator(program: Program(), builtins: Builtins())
        let env = Env(parent: nil)
        env.vars["icon"] = .unknown("the prop `icon` is not an input", Self.l)
        let icon = e(.element(name("Icon"), [], []))
        let and = ev.eval(e(.binary("&&", name("icon"), icon)), env)
        #expect(ev.flattenViews(and).count == 1)
        let ternary = ev.eval(e(.conditional(name("icon"), icon, e(.null))), env)
        #expect(ev.flattenViews(ternary).count == 1)
        #expect(ev.eval(e(.conditional(name("icon"), e(.string("a")), e(.string("b")))), env).isUnknown)
        #expect(ev.eval(e(.binary("&&", name("icon"), e(.string("a")))), env).isUnknown)
        guard case .bool(false) = ev.eval(e(.binary("&&", e(.bool(false)), icon)), env).kind else { Issue.record("false && view"); return }
    }
}

extension EvaluatorTests {
    @Test func listsJoinFilterAndMapAsJavaScriptDoes() {
        // cn("a", x), ["p-1", on && "p-2", undefined].filter(Boolean).join(" "), ["a", u].join(" "), ["x"].map((c) => c + "!")
        let builtins = Builtins(names: ["cn": .list], members: ["join": .join, "filter": .filter, "map": .map])
        let ev = Evaluator(program: Program(), builtins: builtins)
        let env = Env(parent: nil)
        env.vars["on"] = IRValue(.bool(false), Self.l)
        env.vars["u"] = .unknown("not an input", Self.l)
        func call(_ base: Expr, _ m: String, _ args: [Expr]) -> Expr { e(.call(e(.member(base, m, optional: false)), args.map { Arg($0) }, trailing: [])) }
        let items = e(.array([e(.string("p-1")), e(.binary("&&", name("on"), e(.string("p-2")))), e(.null)]))
        guard case .string("p-1") = ev.eval(call(call(items, "filter", [name("Boolean")]), "join", [e(.string(" "))]), env).kind else { Issue.record("filter/join"); return }
        guard case .string("p-1 false ") = ev.eval(call(items, "join", []), env).kind else { Issue.record("join keeps false as text"); return }
        guard case .list(let parts) = ev.eval(call(e(.array([e(.string("a")), name("u")])), "join", [e(.string(" "))]), env).kind, parts.count == 2 else { Issue.record("join of an unknown"); return }
        let bang = e(.closure([Param(name: "c")], .expr(e(.binary("+", name("c"), e(.string("!")))))))
        guard case .list(let mapped) = ev.eval(call(e(.array([e(.string("x"))])), "map", [bang]), env).kind, case .string("x!") = mapped.first?.kind else { Issue.record("map"); return }
        guard case .list(let args) = ev.eval(e(.call(name("cn"), [Arg(e(.string("a"))), Arg(name("on"))], trailing: [])), env).kind, args.count == 2 else { Issue.record("cn"); return }
    }
}

extension EvaluatorTests {
    @Test func aVariantTablePicksEntriesDefaultsAndCompoundVariants() {
        // const b = cva("base", { variants: { variant: { a: "va", b: "vb" }, size: { sm: "ss", lg: "sl" } },
        //   compoundVariants: [{ variant: ["b"], size: "lg", class: "cbl" }], defaultVariants: { size: "sm" } })
        // b({ variant: v, className: "extra" })
        func obj(_ fields: [(String, Expr)]) -> Expr { e(.object(fields.map { Entry(.name($0.0), $0.1) })) }
        func s(_ t: String) -> Expr { e(.string(t)) }
        let config = obj([
            ("variants", obj([("variant", obj([("a", s("va")), ("b", s("vb"))])), ("size", obj([("sm", s("ss")), ("lg", s("sl"))]))])),
            ("compoundVariants", e(.array([obj([("variant", e(.array([s("b")]))), ("size", s("lg")), ("class", s("cbl"))])]))),
            ("defaultVariants", obj([("size", s("sm"))])),
        ])
        let b = Decl(.property, name: "b", loc: Self.l)
        b.value = e(.call(name("cva"), [Arg(s("base")), Arg(config)], trailing: []))
        let p = Program()
        p.add(file: IRFile(path: "b.tsx", bytes: []), declarations: [b])
        let ev = Evaluator(program: p, builtins: Builtins(names: ["cva": .variantTable(VariantTableRule())]))
        func classes(_ variant: String, _ size: String?) -> [String] {
            var fields: [(String, Expr)] = [("variant", s(variant)), ("className", s("extra"))]
            if let size { fields.append(("size", s(size))) }
            guard case .list(let items) = ev.eval(e(.call(name("b"), [Arg(obj(fields))], trailing: [])), Env(parent: nil)).kind else { return [] }
            return items.compactMap { if case .string(let t) = $0.kind { return t }; return nil }
        }
        #expect(classes("a", nil) == ["base", "va", "ss", "extra"])
        #expect(classes("b", "lg") == ["base", "vb", "sl", "cbl", "extra"])
        #expect(classes("a", "lg") == ["base", "va", "sl", "extra"])
    }
}

extension EvaluatorTests {
    @Test func aSpreadOfATokenStaysInTheObject() {
        // { ...fontSize.base, fontWeight: "600", ...(on && x), ...rest } with fontSize a token type and rest a record
        let ev = Evaluator(program: Program(), builtins: Builtins(tokenTypes: ["fontSize": "typography"]))
        let env = Env(parent: nil)
        env.vars["on"] = IRValue(.bool(false), Self.l)
        env.vars["rest"] = IRValue(.record(Record(type: "object", fields: [("gap", IRValue(.number(8, ""), Self.l))])), Self.l)
        let o = e(.object([
            Entry(.spread, e(.member(name("fontSize"), "base", optional: false))),
            Entry(.name("fontWeight"), e(.string("600"))),
            Entry(.spread, e(.binary("&&", name("on"), name("x")))),
            Entry(.spread, name("rest")),
        ]))
        guard case .record(let r) = ev.eval(o, env).kind else { Issue.record("not a record"); return }
        #expect(r.fields.map(\.name) == ["...", "fontWeight", "gap"])
        guard case .token("typography", "base", _)? = r["..."]?.kind else { Issue.record("the token"); return }
    }
}

extension EvaluatorTests {
    @Test func commonArgumentsAreReadOnEveryViewAndANamedRootKeepsItsName() {
        // <SwitchPrimitive.Track color={red}><SwitchPrimitive.Thumb color={blue} /></SwitchPrimitive.Track>
        let bytes = Array("SwitchPrimitive.Track SwitchPrimitive.Thumb".utf8)
        let program = Program()
        program.add(file: IRFile(path: "s.tsx", bytes: bytes), declarations: [])
        let track = Expr(.member(name("SwitchPrimitive"), "Track", optional: false), Loc(file: 0, start: 0, end: 21, line: 1, column: 1))
        let thumb = Expr(.member(name("SwitchPrimitive"), "Thumb", optional: false), Loc(file: 0, start: 22, end: 43, line: 1, column: 23))
        let el = e(.element(track, [Arg(label: "color", e(.string("#FF0000")))], [e(.element(thumb, [Arg(label: "color", e(.string("#0000FF")))], []))]))
        for named in [true, false] {
            let sinks = Sinks(commonArgs: [ArgSink(["color"], .color, ["color"])], namedRoots: named)
            let run = ComponentRun(program: program, builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace())
            // The component's own function made the outermost view.
            let f = Decl(.function, name: "Switch", loc: Self.l)
            f.value = el
            let r = run.run { ev in ev.callFunction(f, receiver: nil, [], Self.l) }
            #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["\(named ? "track" : "root").color = #FF0000", "thumb.color = #0000FF"].sorted())
        }
    }
}

extension EvaluatorTests {
    @Test func aCellWithoutARestingValueHasNoneWhereOthersHaveOne() {
        // background = if (disabled) D else if (variant == ghost) null else A; an indicator only when checked
        let program = Program()
        program.add(file: IRFile(path: "b.tsx", bytes: []), declarations: [])
        var sinks = Sinks()
        sinks.views["Box"] = ViewRule(args: [ArgSink(["bg"], .color, ["backgroundColor"])])
        sinks.views["Dot"] = ViewRule(args: [ArgSink(["bg"], .color, ["color"])])
        let run = ComponentRun(program: program, builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace(variants: ["solid", "ghost"]))
        let r = run.run { ev in
            let bg: String? = ev.state("disabled") ? "#000000" : ev.point.variant == "ghost" ? nil : "#0000FF"
            var kids: [View] = []
            if ev.state("checked") { kids.append(View(callee: "Dot", args: [("bg", IRValue(.string("#FF0000"), Self.l))], loc: Self.l, locals: .empty)) }
            return IRValue(.view(View(callee: "Box", args: bg.map { [("bg", IRValue(.string($0), Self.l))] } ?? [], children: kids, loc: Self.l, locals: .empty)), Self.l)
        }
        let keys = r.facts.map { "\($0.key) = \($0.value)" }.sorted()
        #expect(keys == [
            "root.backgroundColor [disabled] = #000000",
            "root.backgroundColor variant=solid = #0000FF",
            "root/dot0.color = #FF0000",
        ])
    }
}

extension EvaluatorTests {
    /// Calls a closure argument with a state record, as the TSX interpreters do with render props.
    struct CallsWithState: Interpreter {
        func settings(_ value: IRValue, evaluator: Evaluator) -> [Setting] {
            guard case .closure(let c) = value.kind else { return [] }
            let v = evaluator.runClosure(c, [(nil, IRValue(.record(Record(type: "State", fields: [])), value.loc))])
            guard case .string(let s) = v.kind else { return [] }
            return [Setting(property: "color", value: Value(unit: .color, token: s), raw: s, loc: value.loc)]
        }
    }

    @Test func aBodyThatReadsNoStateIsEvaluatedOncePerVariantAndRenderedPerState() {
        // <Box fill={(state) => state.pressed ? "accentPressed" : "accent"} />, two variants
        let program = Program()
        program.add(file: IRFile(path: "b.tsx", bytes: []), declarations: [])
        let sinks = Sinks(views: ["Box": ViewRule(args: [ArgSink(["fill"], .custom("calls"))])])
        let builtins = Builtins(stateRecords: ["State": ["pressed": StateParameter("pressed")]])
        let fill = e(.closure([Param(name: "state")], .expr(e(.conditional(e(.member(name("state"), "pressed", optional: false)), e(.string("accentPressed")), e(.string("accent")))))))
        let box = e(.call(name("Box"), [Arg(label: "fill", fill)], trailing: []))
        let run = ComponentRun(program: program, builtins: builtins, renderer: Renderer(sinks: sinks, interpreters: ["calls": CallsWithState()]),
                               space: InputSpace(variants: ["a", "b"]))
        var bodies = 0
        let r = run.run { ev in bodies += 1; return ev.eval(box, Env(parent: nil)) }
        #expect(r.points == 4)
        #expect(bodies == 2)
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["root.color = accent", "root.color [pressed] = accentPressed"])
    }
}

extension EvaluatorTests {
    @Test func aStateHookSetInAHandlerIsThatState() {
        // const [focused] = useState(false, onFocus: true); const [open] = useState(true)
        let builtins = Builtins(names: ["useState": .stateHook(handlers: ["onFocus": "focused"])])
        let ev = Evaluator(program: Program(), builtins: builtins, point: Point(states: ["focused"]))
        let env = Env(parent: nil)
        let focused = e(.call(name("useState"), [Arg(e(.bool(false))), Arg(label: "onFocus", e(.bool(true)))], trailing: []))
        let open = e(.call(name("useState"), [Arg(e(.bool(true)))], trailing: []))
        guard case .list(let a) = ev.eval(focused, env).kind, case .bool(true) = a.first?.kind,
              case .list(let b) = ev.eval(open, env).kind, case .bool(true) = b.first?.kind else { Issue.record("hooks"); return }
        #expect(ev.statesRead == ["focused"])
        let ev2 = Evaluator(program: Program(), builtins: builtins)
        guard case .list(let c) = ev2.eval(focused, env).kind, case .bool(false) = c.first?.kind else { Issue.record("not focused"); return }
    }
}

extension EvaluatorTests {
    @Test func aPropertySetOnlyInAStateOfAViewThatIsThereAtRestIsThatStatesOnly() {
        // <Text color="#111111" opacity={disabled ? 0.5 : undefined} />: no opacity at rest
        let program = Program()
        program.add(file: IRFile(path: "t.tsx", bytes: []), declarations: [])
        let sinks = Sinks(views: ["Text": ViewRule(args: [ArgSink(["color"], .color, ["color"]), ArgSink(["opacity"], .opacity, ["opacity"])], role: "text")])
        let run = ComponentRun(program: program, builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in
            var args: [(label: String?, value: IRValue)] = [("color", IRValue(.string("#111111"), Self.l))]
            if ev.state("disabled") { args.append(("opacity", IRValue(.number(0.5, ""), Self.l))) }
            return IRValue(.view(View(callee: "Text", args: args, loc: Self.l, locals: .empty)), Self.l)
        }
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["text.color = #111111", "text.opacity [disabled] = 0.5"])
    }
}

extension EvaluatorTests {
    @Test func aTransparentViewIsNoPartItsChildrenStandWhereItStands() {
        // <Provider value="#FF0000"><Box color="#0000FF" /></Provider>: the box is the root, the value the text's
        let program = Program()
        program.add(file: IRFile(path: "p.tsx", bytes: []), declarations: [])
        let sinks = Sinks(views: ["Provider": ViewRule(args: [ArgSink(["value"], .color, ["color"], part: "text")], transparent: true),
                                  "Box": ViewRule(args: [ArgSink(["color"], .color, ["backgroundColor"])])])
        let run = ComponentRun(program: program, builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in
            let box = View(callee: "Box", args: [("color", IRValue(.string("#0000FF"), Self.l))], loc: Self.l, locals: .empty)
            return IRValue(.view(View(callee: "Provider", args: [("value", IRValue(.string("#FF0000"), Self.l))], children: [box], loc: Self.l, locals: .empty)), Self.l)
        }
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["root.backgroundColor = #0000FF", "text.color = #FF0000"])
    }

    @Test func pickTakesTheFirstKeyTheRecordHolds() {
        // Platform.select({ web: "a", native: "b" }), Platform.select({ web: "a" })
        let ev = Evaluator(program: Program(), builtins: Builtins(names: ["Platform.select": .pick(keys: ["native", "ios", "default"])]))
        func select(_ fields: [(String, String)]) -> IRValue {
            let o = e(.object(fields.map { Entry(.name($0.0), e(.string($0.1))) }))
            return ev.eval(e(.call(e(.member(name("Platform"), "select", optional: false)), [Arg(o)], trailing: [])), Env(parent: nil))
        }
        guard case .string("b") = select([("web", "a"), ("native", "b")]).kind, case .null = select([("web", "a")]).kind else { Issue.record("pick"); return }
    }
}
