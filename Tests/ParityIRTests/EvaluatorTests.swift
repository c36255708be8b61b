import Testing
import ParityModel
@testable import ParityIR

/// Hand-built IR, one rule a test.
@Suite struct EvaluatorTests {
    static let l = Loc.none

    /// A program declaring `enum Size { Sm, Lg }`.
    static func sizeProgram() -> Program {
        let size = Decl(.enumeration, name: "Size", loc: l)
        size.cases = [("Sm", [], l), ("Lg", [], l)]
        let program = Program()
        program.add(file: IRFile(path: "B.kt", bytes: []), declarations: [size])
        return program
    }
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

    @Test func aWhenWhoseBranchCannotBePickedGivesWhatItsBranchesAgreeOn() {
        // when (brush) { null -> 4.dp; else -> 4.dp } with `brush` unknown: 4 dp whichever is taken.
        func when(_ bodies: [Double], withElse: Bool = true) -> IRValue {
            var cases = bodies.dropLast(withElse ? 1 : 0).map { MatchCase(patterns: [e(.null)], body: .expr(num($0))) }
            if withElse, let last = bodies.last { cases.append(MatchCase(patterns: [], body: .expr(num(last)))) }
            let env = Env(parent: nil)
            env.vars["brush"] = .unknown("the optional parameter `brush` (callers set it)", Self.l)
            return Evaluator(program: Program(), builtins: Builtins()).eval(e(.match(name("brush"), cases)), env)
        }
        guard case .number(4, "dp") = when([4, 4]).kind else { Issue.record("\(when([4, 4]).kind)"); return }
        // Branches that differ: unknown, for the subject's reason.
        guard case .unknown(let why) = when([4, 6]).kind else { Issue.record("\(when([4, 6]).kind)"); return }
        #expect(why.contains("callers set it"))
        // No branch surely taken (no `else`), each a plain value: one of them, as an exhaustive
        // `when` expression gives (the same value where they agree; unknown where they differ and
        // the subject is no value given at run time).
        guard case .number(4, "dp") = when([4, 4], withElse: false).kind else { Issue.record("\(when([4, 4], withElse: false).kind)"); return }
        #expect(when([4, 6], withElse: false).isUnknown)
    }

    @Test func aWhenOnAValueGivenAtRunTimeIsAPickOfItsBranches() {
        // when (entry) { null -> 4.dp; else -> 6.dp } with `entry` a parameter the caller sets.
        let cases = [MatchCase(patterns: [e(.null)], body: .expr(num(4))), MatchCase(patterns: [], body: .expr(num(6)))]
        let env = Env(parent: nil)
        env.vars["entry"] = .runtime("the parameter `entry`", Self.l)
        let v = Evaluator(program: Program(), builtins: Builtins()).eval(e(.match(name("entry"), cases)), env)
        guard let (alternatives, why) = v.oneOf else { Issue.record("\(v.kind)"); return }
        #expect(alternatives.compactMap { if case .number(let n, _) = $0.kind { return n }; return nil } == [4, 6])
        #expect(why.contains("the parameter `entry` is given at run time"))
    }

    @Test func powerAndRemainderAreArithmetic() {
        // `containerW ** 2`, `12 % 5`, and a library value that changes as the app runs.
        let ev = Evaluator(program: Program(), builtins: Builtins(names: ["interpolate": .runtime("react-native-reanimated")]))
        let env = Env(parent: nil)
        guard case .number(9, "") = ev.eval(e(.binary("**", num(3, ""), num(2, ""))), env).kind,
              case .number(2, "") = ev.eval(e(.binary("%", num(12, ""), num(5, ""))), env).kind else { Issue.record("** or %"); return }
        #expect(ev.eval(e(.binary("%", num(1, ""), num(0, ""))), env).isUnknown)
        // An operand that changes as the app runs: the operation is unknown for that reason, not for its operator.
        let animated = ev.eval(e(.binary("**", e(.call(name("interpolate"), [], trailing: [])), num(2, ""))), env)
        guard case .unknown(let why) = animated.kind else { Issue.record("\(animated.kind)"); return }
        #expect(why == "a value that changes as the app runs (`interpolate` of react-native-reanimated)")
    }

    @Test func exclusionsRuleOutDisabledAndPressedTogether() {
        let space = InputSpace(maxActiveStates: 2)
        let sets = space.stateSets(["disabled", "pressed", "checked"])
        #expect(sets.contains(["checked", "pressed"]))
        #expect(sets.contains(["checked", "disabled"]))
        #expect(!sets.contains(["disabled", "pressed"]))
        #expect(InputSpace().stateSets(["disabled", "pressed"]) == [[], ["disabled"], ["pressed"]])
    }

    @Test func combinedStatesAreEvaluatedWhereAllTheirStatesAreRead() {
        var space = InputSpace()
        space.combined = [["checked", "disabled"], ["disabled", "pressed"]]
        // After the states alone; only where every state of the set is read; never an excluded set.
        #expect(space.stateSets(["checked", "disabled", "pressed"]) == [[], ["checked"], ["disabled"], ["pressed"], ["checked", "disabled"]])
        #expect(space.stateSets(["checked", "pressed"]) == [[], ["checked"], ["pressed"]])
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

    @Test func arithmeticOverAnUnknownKeepsItsReasonAndSpansTheWholeExpression() {
        // 2.dp + extra * 3, with `extra` not a value parity has
        let bytes = Array("2.dp + extra * 3".utf8)
        let whole = Loc(file: 0, start: 0, end: 16, line: 1, column: 1)
        let inner = Loc(file: 0, start: 7, end: 16, line: 1, column: 8)
        let product = Expr(.binary("*", name("extra"), num(3, "")), inner)
        let sum = Expr(.binary("+", num(2), product), whole)
        let program = Program()
        program.add(file: IRFile(path: "A.kt", bytes: bytes), declarations: [])
        let env = Env(parent: nil)
        env.vars["extra"] = .unknown("the parameter `extra` is not an input", Self.l)
        let v = Evaluator(program: program, builtins: Builtins()).eval(sum, env)
        guard case .unknown(let why) = v.kind else { Issue.record("\(v.kind)"); return }
        #expect(why == "the parameter `extra` is not an input")
        #expect(program.text(v.loc) == "2.dp + extra * 3")
    }

    @Test func aValueThatDoesNotChangeAlongADimensionIsStarred() {
        // Box(modifier = Modifier.height(if (size == Size.Lg) 52.dp else 32.dp).background(if (pressed) A else B))
        let program = Self.sizeProgram()
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
        var run = ComponentRun(program: program, builtins: builtins, renderer: Renderer(sinks: sinks),
                               space: InputSpace(sizes: ["sm", "lg"]), states: ["pressed"])
        // Point by point: the body reads the point itself (not through `input`).
        run.symbolic = false
        let r = run.run { ev in
            let env = Env(parent: nil)
            env.vars["size"] = IRValue(.enumCase(type: "Size", name: ev.point.size == "lg" ? "Lg" : "Sm"), Self.l)
            env.vars["pressed"] = IRValue(.bool(ev.state("pressed")), Self.l)
            return ev.eval(box, env)
        }
        // The size was not handed in as an input value: every point is evaluated.
        let keys = r.facts.map { "\($0.key) = \($0.value)" }.sorted()
        #expect(keys == [
            "root.backgroundColor = #0000FF",
            "root.backgroundColor [pressed] = #FF0000",
            "root.height size=lg = 52 pt",
            "root.height size=sm = 32 pt",
        ])
        #expect(r.points == 4)
    }

    @Test func implicitMembersResolveAgainstTheExpectedType() {
        // func font(_ style: TextStyle) = style;  var style: TextStyle { switch self { case .sm: .sm; default: .base } }
        let font = Decl(.function, name: "font", loc: Self.l)
        font.params = [Param(name: "style", type: "TextStyle")]
        font.value = name("style")
        let size = Decl(.enumeration, name: "Size", loc: Self.l)
        size.cases = [("sm", [], Self.l), ("lg", [], Self.l)]
        let style = Decl(.property, name: "style", loc: Self.l)
        style.type = "TextStyle"
        style.body = Block([Stmt(.match(e(.this), [
            MatchCase(patterns: [e(.implicitMember("sm"))], body: .expr(e(.implicitMember("sm")))),
            MatchCase(patterns: [], body: .expr(e(.implicitMember("base")))),
        ]), Self.l)])
        let ext = Decl(.extension, name: "Size", loc: Self.l)
        ext.receiver = "Size"
        ext.members = [style]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: []), declarations: [font, size, ext])
        let builtins = Builtins(names: ["Color": .color, "UIColor.secondaryLabel": .fixedColor(light: "#3C3C4399", dark: "#EBEBF599")],
                                tokenTypes: ["TextStyle": "typography"], argumentTypes: ["Color": ["uiColor": "UIColor"]])
        let ev = Evaluator(program: p, builtins: builtins)
        // A parameter's type: `font(.base)` is `TextStyle.base`.
        let v1 = ev.eval(e(.call(name("font"), [Arg(e(.implicitMember("base")))], trailing: [])), Env(parent: nil))
        guard case .token("typography", "base", nil) = v1.kind else { Issue.record("\(v1.kind)"); return }
        // A declared return type: `Size.lg.style` is `TextStyle.base`, `.sm` compares with `Size.sm`.
        let v2 = ev.eval(e(.member(e(.member(name("Size"), "sm", optional: false)), "style", optional: false)), Env(parent: nil))
        guard case .token("typography", "sm", nil) = v2.kind else { Issue.record("\(v2.kind)"); return }
        // A builtin's argument type: `Color(uiColor: .secondaryLabel)`.
        let v3 = ev.eval(e(.call(name("Color"), [Arg(label: "uiColor", e(.implicitMember("secondaryLabel")))], trailing: [])), Env(parent: nil))
        guard case .color(let c, _) = v3.kind else { Issue.record("\(v3.kind)"); return }
        #expect(c.light == RGBA(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99 / 255.0))
        // A type parity does not know leaves the member untyped.
        let v4 = ev.eval(e(.implicitMember("semibold")), expecting: "Font.Weight", Env(parent: nil))
        guard case .enumCase("", "semibold") = v4.kind else { Issue.record("\(v4.kind)"); return }
    }

    @Test func structInstancesAreBuiltByTheirInitsAndViewsByTheirBody() {
        // struct Label: View { let content: Content
        //   init(@ViewBuilder content: () -> Content) { self.content = content() }
        //   var body: some View { content } }
        // extension Label { init(_ title: String) { self.init { Text(title) } } }
        // extension Color { init(hex: Int) { self.init(red: 1.0, green: 0.0, blue: 0.0) } }
        let label = Decl(.type, name: "Label", loc: Self.l)
        label.supertypes = ["View"]
        let content = Decl(.property, name: "content", loc: Self.l)
        let initContent = Decl(.function, name: "init", loc: Self.l)
        initContent.params = [Param(name: "content", label: "content", type: "() -> Content")]
        initContent.body = Block([Stmt(.assign("self.content", e(.call(name("content"), [], trailing: []))), Self.l)])
        let body = Decl(.property, name: "body", loc: Self.l)
        body.type = "some View"
        body.body = .expr(name("content"))
        label.members = [content, initContent, body]
        let initTitle = Decl(.function, name: "init", loc: Self.l)
        initTitle.params = [Param(name: "title", type: "String")]
        let text = e(.call(name("Text"), [Arg(name("title"))], trailing: []))
        initTitle.body = .expr(e(.call(e(.member(e(.this), "init", optional: false)), [], trailing: [Arg(e(.closure([], .expr(text))))])))
        let ext = Decl(.extension, name: "Label", loc: Self.l)
        ext.receiver = "Label"
        ext.members = [initTitle]
        let hex = Decl(.function, name: "init", loc: Self.l)
        hex.params = [Param(name: "hex", label: "hex", type: "Int")]
        hex.body = .expr(e(.call(e(.member(e(.this), "init", optional: false)), [Arg(label: "red", num(1, "")), Arg(label: "green", num(0.0, "")), Arg(label: "blue", num(0.0, ""))], trailing: [])))
        let color = Decl(.extension, name: "Color", loc: Self.l)
        color.receiver = "Color"
        color.members = [hex]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: []), declarations: [label, ext, color])
        let ev = Evaluator(program: p, builtins: Builtins(names: ["Color": .color], viewBodies: ["View": "body"]))
        let v = ev.eval(e(.call(name("Label"), [Arg(e(.string("Email")))], trailing: [])), Env(parent: nil))
        guard case .view(let view) = v.kind else { Issue.record("\(v.kind)"); return }
        #expect(view.callee == "Text")
        #expect(view.madeBy == "Label")
        // A positional argument does not bind a labeled parameter: `Color(0x…)` is the library's.
        let c1 = ev.eval(e(.call(name("Color"), [Arg(label: "hex", num(5, ""))], trailing: [])), Env(parent: nil))
        guard case .color(let red, _) = c1.kind else { Issue.record("\(c1.kind)"); return }
        #expect(red.light == RGBA(red: 255, green: 0, blue: 0))
        let c2 = ev.eval(e(.call(name("Color"), [Arg(e(.hex(0x0000FF, digits: 6)))], trailing: [])), Env(parent: nil))
        guard case .color(let blue, _) = c2.kind else { Issue.record("\(c2.kind)"); return }
        #expect(blue.light == RGBA(red: 0, green: 0, blue: 255))
    }

    @Test func propertyWrappersAreStateSources() {
        // struct Field { @Environment(\.isEnabled) var isEnabled; @Environment(\.isInvalid) var bad
        //   @FocusState var focused: Bool; @State var isPressed = false; @Environment(\.colorScheme) var scheme }
        func wrapped(_ n: String, _ wrapper: String, keyPath: String? = nil, value: Expr? = nil) -> Decl {
            let d = Decl(.property, name: n, loc: Self.l)
            d.annotations = [(wrapper, keyPath.map { [Arg(e(.keyPath($0)))] } ?? [])]
            d.value = value
            return d
        }
        let field = Decl(.type, name: "Field", loc: Self.l)
        field.members = [wrapped("isEnabled", "Environment", keyPath: "isEnabled"), wrapped("bad", "Environment", keyPath: "isInvalid"),
                         wrapped("focused", "FocusState"), wrapped("isPressed", "State", value: e(.bool(false))),
                         wrapped("scheme", "Environment", keyPath: "colorScheme", value: e(.string("light")))]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: []), declarations: [field])
        let builtins = Builtins(stateParameters: StateParameter.common,
                                wrappers: ["Environment": .stateByName, "State": .stateByName, "FocusState": .state("focused")])
        func read(_ member: String, at states: Set<String>) -> IRValue {
            let ev = Evaluator(program: p, builtins: builtins, point: Point(states: states))
            return ev.eval(e(.member(e(.call(name("Field"), [], trailing: [])), member, optional: false)), Env(parent: nil))
        }
        #expect(read("isEnabled", at: []).truthy == true)
        #expect(read("isEnabled", at: ["disabled"]).truthy == false)
        #expect(read("bad", at: ["invalid"]).truthy == true)
        #expect(read("focused", at: ["focused"]).truthy == true)
        #expect(read("isPressed", at: ["pressed"]).truthy == true)
        #expect(read("isPressed", at: []).truthy == false)
        // Not a state: the property's own value.
        guard case .string("light") = read("scheme", at: []).kind else { Issue.record("scheme"); return }
    }

    @Test func aStyleRecordMakesTheViewItIsAppliedTo() {
        // struct S: ButtonStyle { func makeBody(configuration: Configuration) -> some View {
        //   HStack { configuration.label }.background(configuration.isPressed ? Color(0xFF0000) : Color(0x0000FF)) } }
        // Button(action: {}) { Text("Go") }.buttonStyle(S())
        let config = name("configuration")
        let color = e(.conditional(e(.member(config, "isPressed", optional: false)),
                                   e(.call(name("Color"), [Arg(e(.hex(0xFF0000, digits: 6)))], trailing: [])),
                                   e(.call(name("Color"), [Arg(e(.hex(0x0000FF, digits: 6)))], trailing: []))))
        let stack = e(.call(name("HStack"), [], trailing: [Arg(e(.closure([], .expr(e(.member(config, "label", optional: false))))))]))
        let makeBody = Decl(.function, name: "makeBody", loc: Self.l)
        makeBody.params = [Param(name: "configuration", label: "configuration", type: "Configuration")]
        makeBody.body = .expr(e(.call(e(.member(stack, "background", optional: false)), [Arg(color)], trailing: [])))
        let style = Decl(.type, name: "S", loc: Self.l)
        style.supertypes = ["ButtonStyle"]
        style.members = [makeBody]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: []), declarations: [style])
        let button = e(.call(name("Button"), [Arg(label: "action", e(.closure([], Block([]))))],
                             trailing: [Arg(e(.closure([], .expr(e(.call(name("Text"), [Arg(e(.string("Go")))], trailing: []))))))]))
        let styled = e(.call(e(.member(button, "buttonStyle", optional: false)), [Arg(e(.call(name("S"), [], trailing: [])))], trailing: []))
        let builtins = Builtins(names: ["Color": .color, "ButtonStyleConfiguration.isPressed": .state("pressed")],
                                members: ["buttonStyle": .style(method: "makeBody", configuration: "ButtonStyleConfiguration", fields: ["label": ["label", ""]])])
        var sinks = Sinks(views: ["Text": ViewRule(role: "text"), "HStack": ViewRule(facts: ["direction": "row"], container: true)])
        sinks.modifiers["background"] = [ArgSink(index: 0, .color, ["backgroundColor"])]
        let run = ComponentRun(program: p, builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in ev.eval(styled, Env(parent: nil)) }
        let keys = r.facts.map { "\($0.key) = \($0.value)" }.sorted()
        #expect(keys == ["root.backgroundColor = #0000FF", "root.backgroundColor [pressed] = #FF0000", "root.direction = row"])
        #expect(r.origins.contains { $0.name == "text" })
        // A field's views can be named as a part by the style.
        var named = builtins
        named.members["buttonStyle"] = .style(method: "makeBody", configuration: "ButtonStyleConfiguration", fields: ["label": ["label", ""]], parts: ["label": "label"])
        let r2 = ComponentRun(program: p, builtins: named, renderer: Renderer(sinks: sinks), space: InputSpace()).run { ev in ev.eval(styled, Env(parent: nil)) }
        #expect(r2.origins.contains { $0.name == "label" && $0.how == "comment" })
    }

    @Test func layersDecorateTheViewOrHoldItsChildren() {
        // ZStack {}.background { RoundedRectangle(cornerRadius: 6).fill(Color(0xFF0000)) }
        //          .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color(0x0000FF), lineWidth: 2))
        //          .overlay { Image("check") }
        func call(_ callee: Expr, _ args: [Arg] = [], _ trailing: [Arg] = []) -> Expr { e(.call(callee, args, trailing: trailing)) }
        func mod(_ base: Expr, _ n: String, _ args: [Arg] = [], _ trailing: [Arg] = []) -> Expr { call(e(.member(base, n, optional: false)), args, trailing) }
        let shape = call(name("RoundedRectangle"), [Arg(label: "cornerRadius", num(6, ""))])
        let fill = mod(shape, "fill", [Arg(call(name("Color"), [Arg(e(.hex(0xFF0000, digits: 6)))]))])
        let stroke = mod(shape, "stroke", [Arg(call(name("Color"), [Arg(e(.hex(0x0000FF, digits: 6)))])), Arg(label: "lineWidth", num(2, ""))])
        var v = mod(call(name("ZStack")), "background", [], [Arg(e(.closure([], .expr(fill))))])
        v = mod(v, "overlay", [Arg(stroke)])
        v = mod(v, "overlay", [], [Arg(e(.closure([], .expr(call(name("Image"), [Arg(e(.string("check")))])))))])
        var sinks = Sinks(views: ["ZStack": ViewRule(container: true), "Image": ViewRule(role: "icon"),
                                  "RoundedRectangle": ViewRule()], shapes: ["RoundedRectangle": ShapeRule(["cornerRadius"], index: 0)])
        sinks.modifiers = ["background": [ArgSink(index: 0, .layer, ["backgroundColor"])], "overlay": [ArgSink(index: 0, .layer)],
                           "fill": [ArgSink(index: 0, .color, ["backgroundColor"])], "stroke": [ArgSink([], .border)]]
        let run = ComponentRun(program: Program(), builtins: Builtins(names: ["Color": .color]), renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in
            ev.modifierNames = Set(sinks.modifiers.keys)
            return ev.eval(v, Env(parent: nil))
        }
        let keys = r.facts.map { "\($0.key) = \($0.value)" }.sorted()
        #expect(keys == ["root.backgroundColor = #FF0000", "root.borderColor = #0000FF", "root.borderWidth = 2 pt", "root.radius = 6 pt"])
        #expect(r.origins.contains { $0.name == "icon" })
    }

    @Test func textSinksConstantsNamedStylesAndValuesThatBecomeViews() {
        // VStack { TextField("x").font(.body).bold().padding(4); HStack { Text("a") }.font(.caption); Color.red.frame(width: 10) }
        func call(_ callee: Expr, _ args: [Arg] = [], _ trailing: [Arg] = []) -> Expr { e(.call(callee, args, trailing: trailing)) }
        func mod(_ base: Expr, _ n: String, _ args: [Arg] = []) -> Expr { call(e(.member(base, n, optional: false)), args) }
        let field = mod(mod(mod(call(name("TextField"), [Arg(e(.string("x")))]), "font", [Arg(e(.implicitMember("body")))]), "bold"), "padding", [Arg(num(4, ""))])
        let row = mod(call(name("HStack"), [], [Arg(e(.closure([], .expr(call(name("Text"), [Arg(e(.string("a")))])))))]), "font", [Arg(e(.implicitMember("caption")))])
        let swatch = mod(e(.member(name("Color"), "red", optional: false)), "frame", [Arg(label: "width", num(10, ""))])
        var sinks = Sinks(views: ["TextField": ViewRule(role: "text"), "Text": ViewRule(role: "text"), "HStack": ViewRule(container: true),
                                  "Color": ViewRule(args: [ArgSink(index: 0, .color, ["backgroundColor"])])])
        sinks.modifiers = ["font": [ArgSink(index: 0, .textStyle, text: true)], "bold": [ArgSink([], .weight, ["fontWeight"], constant: "bold", text: true)],
                           "padding": [ArgSink(index: 0, .length, ["paddingTop"])], "frame": [ArgSink(["width"], .length, ["width"])]]
        sinks.inheritedModifiers = ["font"]
        sinks.weights = ["bold": 700]
        sinks.namedTextStyles = ["body": NamedTextStyle(token: "body"), "caption": NamedTextStyle(fontSize: 12, lineHeight: 16)]
        let builtins = Builtins(tokenTypes: ["Color": "color"], valueViews: ["Color"])
        let run = ComponentRun(program: Program(), builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace())
        let one = run.run { ev in ev.eval(field, Env(parent: nil)) }
        #expect(one.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["root.paddingTop = 4 pt", "text.fontWeight = 700", "text.typography = body"])
        // Another component: a renderer of its own (numbers are kept across one component's renderings).
        let other = ComponentRun(program: Program(), builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace())
        let all = other.run { ev in ev.eval(call(name("VStack"), [], [Arg(e(.closure([], Block([Stmt(.expr(row), Self.l), Stmt(.expr(swatch), Self.l)]))))]), Env(parent: nil)) }
        #expect(all.facts.map { "\($0.key) = \($0.value)" }.sorted() == [
            "root/color1.backgroundColor = red", "root/color1.width = 10 pt", "text.fontSize = 12 pt", "text.lineHeight = 16 pt",
        ])
        // Shifts: `(0x336699 >> 8) & 0xFF` is 0x66.
        let ev = Evaluator(program: Program(), builtins: Builtins())
        let v = ev.eval(e(.binary("&", e(.binary(">>", e(.hex(0x336699, digits: 6)), num(8, ""))), e(.hex(0xFF, digits: 2)))), Env(parent: nil))
        guard case .number(102, _) = v.kind else { Issue.record("\(v.kind)"); return }
    }

    @Test func viewArgumentsArePartsOfTheirOwnAndColorsPassThroughColorCalls() {
        // TextField("x", prompt: Text("p").foregroundStyle(Color.gray)); Color(Color.accent)
        let prompt = e(.call(e(.member(e(.call(name("Text"), [Arg(e(.string("p")))], trailing: [])), "foregroundStyle", optional: false)),
                             [Arg(e(.member(name("Color"), "gray", optional: false)))], trailing: []))
        let field = e(.call(name("TextField"), [Arg(e(.string("x"))), Arg(label: "prompt", prompt)], trailing: []))
        var sinks = Sinks(views: ["TextField": ViewRule(role: "text", viewArgs: ["prompt": "placeholder"]), "Text": ViewRule(role: "text")])
        sinks.modifiers = ["foregroundStyle": [ArgSink(index: 0, .color, ["color"], text: true)]]
        let builtins = Builtins(names: ["Color": .color], tokenTypes: ["Color": "color"])
        let run = ComponentRun(program: Program(), builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in ev.eval(field, Env(parent: nil)) }
        #expect(r.facts.map { "\($0.key) = \($0.value)" } == ["placeholder.color = gray"])
        let ev = Evaluator(program: Program(), builtins: builtins)
        let c = ev.eval(e(.call(name("Color"), [Arg(e(.member(name("Color"), "accent", optional: false)))], trailing: [])), Env(parent: nil))
        guard case .token("color", "accent", nil) = c.kind else { Issue.record("\(c.kind)"); return }
    }

    @Test func aTransparentViewLetsItsOneChildStandInItsPlace() {
        // Button(action: {}) { ZStack {}.frame(width: 20) }.opacity(0.5)
        let stack = e(.call(e(.member(e(.call(name("ZStack"), [], trailing: [])), "frame", optional: false)), [Arg(label: "width", num(20, ""))], trailing: []))
        let button = e(.call(name("Button"), [Arg(label: "action", e(.closure([], Block([]))))], trailing: [Arg(e(.closure([], .expr(stack))))]))
        let v = e(.call(e(.member(button, "opacity", optional: false)), [Arg(num(0.5, ""))], trailing: []))
        var button2 = ViewRule(container: true)
        button2.transparent = true
        var sinks = Sinks(views: ["Button": button2, "ZStack": ViewRule(container: true)])
        sinks.modifiers = ["frame": [ArgSink(["width"], .length, ["width"])], "opacity": [ArgSink(index: 0, .opacity, ["opacity"])]]
        let run = ComponentRun(program: Program(), builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in ev.eval(v, Env(parent: nil)) }
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["root.opacity = 0.5", "root.width = 20 pt"])
    }

    @Test func partNumbersAreTheSameAtEveryPoint() {
        // HStack { if checked { Image("check") }; Image("avatar").frame(width: 24) }
        let check = Expr(.call(name("Image"), [Arg(e(.string("check")))], trailing: []), Loc(file: 0, start: 10, end: 20, line: 1, column: 11))
        let avatar = Expr(.call(e(.member(Expr(.call(name("Image"), [Arg(e(.string("avatar")))], trailing: []), Loc(file: 0, start: 30, end: 40, line: 1, column: 31)), "frame", optional: false)),
                               [Arg(label: "width", num(24, ""))], trailing: []), Loc(file: 0, start: 30, end: 50, line: 1, column: 31))
        let body = Block([Stmt(.if(name("checked"), .expr(check), nil), Self.l), Stmt(.expr(avatar), Self.l)])
        let stack = e(.call(name("HStack"), [], trailing: [Arg(e(.closure([], body)))]))
        var sinks = Sinks(views: ["HStack": ViewRule(container: true), "Image": ViewRule(role: "icon")])
        sinks.modifiers = ["frame": [ArgSink(["width"], .length, ["width"])]]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: Array(repeating: 0x20, count: 60)), declarations: [])
        let run = ComponentRun(program: p, builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace(), states: ["checked"])
        let r = run.run { ev in
            let env = Env(parent: nil)
            env.vars["checked"] = IRValue(.bool(ev.state("checked")), Self.l)
            return ev.eval(stack, env)
        }
        // The avatar is `icon` with or without the check mark before it.
        #expect(r.facts.map { "\($0.key) = \($0.value)" } == ["icon.width = 24 pt"])
    }

    @Test func aLaidOutOrProjectMadeShapeInALayerIsAChild() {
        // Capsule().overlay(Capsule().fill(c).frame(width: 10)); Color.red.opacity(0.5) stays a color
        let inner = e(.call(e(.member(e(.call(e(.member(e(.call(name("Capsule"), [], trailing: [])), "fill", optional: false)), [Arg(e(.member(name("Color"), "red", optional: false)))], trailing: [])),
                                       "frame", optional: false)), [Arg(label: "width", num(10, ""))], trailing: []))
        let v = e(.call(e(.member(e(.call(name("Capsule"), [], trailing: [])), "overlay", optional: false)), [Arg(inner)], trailing: []))
        var sinks = Sinks(views: ["Capsule": ViewRule(), "Color": ViewRule(args: [ArgSink(index: 0, .color, ["backgroundColor"])])], shapes: ["Capsule": ShapeRule(token: "full")])
        sinks.modifiers = ["overlay": [ArgSink(index: 0, .layer)], "fill": [ArgSink(index: 0, .color, ["backgroundColor"])],
                           "frame": [ArgSink(["width"], .length, ["width"])], "opacity": [ArgSink(index: 0, .opacity, ["opacity"])]]
        let builtins = Builtins(members: ["opacity": .opacity(label: nil, index: 0)], tokenTypes: ["Color": "color"], valueViews: ["Color"])
        let run = ComponentRun(program: Program(), builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in ev.eval(v, Env(parent: nil)) }
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["root.radius = full", "root/capsule0.backgroundColor = red", "root/capsule0.radius = full", "root/capsule0.width = 10 pt"])
        let ev = Evaluator(program: Program(), builtins: builtins)
        ev.modifierNames = Set(sinks.modifiers.keys)
        let c = ev.eval(e(.call(e(.member(e(.member(name("Color"), "red", optional: false)), "opacity", optional: false)), [Arg(num(0.5, ""))], trailing: [])), Env(parent: nil))
        guard case .token("color", "red", 0.5) = c.kind else { Issue.record("\(c.kind)"); return }
    }

    @Test func alternativeViewsInOnePlaceShareTheirName() {
        // HStack { if loud { Image("a").frame(width: 1) } else { Image("b").frame(width: 2) } }
        func icon(_ n: String, _ w: Double, at start: Int) -> Expr {
            let loc = Loc(file: 0, start: start, end: start + 5, line: 1, column: start + 1)
            return Expr(.call(e(.member(Expr(.call(name("Image"), [Arg(e(.string(n)))], trailing: []), loc), "frame", optional: false)), [Arg(label: "width", num(w, ""))], trailing: []), loc)
        }
        let body = Block([Stmt(.if(name("loud"), .expr(icon("a", 1, at: 10)), .expr(icon("b", 2, at: 30))), Self.l)])
        let stack = e(.call(name("HStack"), [], trailing: [Arg(e(.closure([], body)))]))
        var sinks = Sinks(views: ["HStack": ViewRule(container: true), "Image": ViewRule(role: "icon")])
        sinks.modifiers = ["frame": [ArgSink(["width"], .length, ["width"])]]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: Array(repeating: 0x20, count: 60)), declarations: [])
        let run = ComponentRun(program: p, builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace(), states: ["pressed"])
        let r = run.run { ev in
            let env = Env(parent: nil)
            env.vars["loud"] = IRValue(.bool(ev.state("pressed")), Self.l)
            return ev.eval(stack, env)
        }
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["icon.width = 2 pt", "icon.width [pressed] = 1 pt"])
    }

    @Test func aTextsOwnFontReplacesTheInheritedOne() {
        // VStack { Text("a"); Text("b").font(.custom(size: 11)) }.font(.caption)
        let a = e(.call(name("Text"), [Arg(e(.string("a")))], trailing: []))
        let b = e(.call(e(.member(e(.call(name("Text"), [Arg(e(.string("b")))], trailing: [])), "font", optional: false)),
                        [Arg(e(.call(name("Font"), [Arg(label: "size", num(11, ""))], trailing: [])))], trailing: []))
        let stack = e(.call(e(.member(e(.call(name("VStack"), [], trailing: [Arg(e(.closure([], Block([Stmt(.expr(a), Self.l), Stmt(.expr(b), Self.l)]))))])), "font", optional: false)),
                            [Arg(e(.implicitMember("caption")))], trailing: []))
        var sinks = Sinks(views: ["VStack": ViewRule(container: true), "Text": ViewRule(role: "text")])
        sinks.modifiers = ["font": [ArgSink(index: 0, .textStyle, text: true)]]
        sinks.inheritedModifiers = ["font"]
        let run = ComponentRun(program: Program(), builtins: Builtins(names: ["Font": .record(type: "Font", params: [])], capitalizedViews: true),
                               renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in ev.eval(stack, Env(parent: nil)) }
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["text.typography = caption", "text2.fontSize = 11 pt"])
    }

    @Test func aBareNameInsideATokenTypesInitIsNotAToken() {
        // extension Color { init(gray: Double) { self.init(white: Double(gray)) } }, Color a token type
        let gray = Decl(.function, name: "init", loc: Self.l)
        gray.params = [Param(name: "gray", label: "gray", type: "Double")]
        gray.body = .expr(e(.call(e(.member(e(.this), "init", optional: false)), [Arg(label: "white", e(.call(name("Double"), [Arg(name("gray"))], trailing: [])))], trailing: [])))
        let ext = Decl(.extension, name: "Color", loc: Self.l)
        ext.receiver = "Color"
        ext.members = [gray]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: []), declarations: [ext])
        let ev = Evaluator(program: p, builtins: Builtins(names: ["Color": .color, "Double": .unit("")], tokenTypes: ["Color": "color"]))
        let v = ev.eval(e(.call(name("Color"), [Arg(label: "gray", num(0.2, ""))], trailing: [])), Env(parent: nil))
        guard case .color(let c, _) = v.kind else { Issue.record("\(v.kind)"); return }
        #expect(c.light == RGBA(red: 51, green: 51, blue: 51))
    }

    @Test func aTextArgumentFillsALabelSlotAndAColorSpaceIsSkipped() {
        // struct S: ButtonStyle { func makeBody(configuration:) -> some View { configuration.label } }
        // Button("Save") {}.buttonStyle(S());  Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)
        let makeBody = Decl(.function, name: "makeBody", loc: Self.l)
        makeBody.params = [Param(name: "configuration", label: "configuration")]
        makeBody.body = .expr(e(.member(name("configuration"), "label", optional: false)))
        let style = Decl(.type, name: "S", loc: Self.l)
        style.members = [makeBody]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: []), declarations: [style])
        let button = e(.call(name("Button"), [Arg(e(.string("Save")))], trailing: [Arg(e(.closure([], Block([]))))]))
        let styled = e(.call(e(.member(button, "buttonStyle", optional: false)), [Arg(e(.call(name("S"), [], trailing: [])))], trailing: []))
        let builtins = Builtins(names: ["Color": .color], members: ["buttonStyle": .style(method: "makeBody", configuration: "C", fields: ["label": ["label", "", "#Text"]])])
        let ev = Evaluator(program: p, builtins: builtins)
        let v = ev.eval(styled, Env(parent: nil))
        guard case .view(let text) = v.kind else { Issue.record("\(v.kind)"); return }
        #expect(text.callee == "Text")
        guard case .string("Save")? = text.args.first?.value.kind else { Issue.record("\(text.args)"); return }
        let c = ev.eval(e(.call(name("Color"), [Arg(e(.implicitMember("sRGB"))), Arg(label: "red", num(1, "")), Arg(label: "green", num(0.0, "")),
                                                 Arg(label: "blue", num(0.0, "")), Arg(label: "opacity", num(1, ""))], trailing: [])), Env(parent: nil))
        guard case .color(let rgba, _) = c.kind else { Issue.record("\(c.kind)"); return }
        #expect(rgba.light == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func typesOfExtensionsAndModifierAliasesOfAView() {
        // extension S { enum Mode { case a, b } };  Capsule().foregroundColor(red) is its fill
        let mode = Decl(.enumeration, name: "Mode", loc: Self.l)
        mode.cases = [("a", [], Self.l), ("b", [], Self.l)]
        let ext = Decl(.extension, name: "S", loc: Self.l)
        ext.receiver = "S"
        ext.members = [mode]
        let p = Program()
        p.add(file: IRFile(path: "a.swift", bytes: []), declarations: [ext])
        #expect(p.decls(named: "Mode")?.first === mode)
        var capsule = ViewRule()
        capsule.aliases = ["foregroundColor": "fill"]
        var sinks = Sinks(views: ["Capsule": capsule])
        sinks.modifiers = ["fill": [ArgSink(index: 0, .color, ["backgroundColor"])], "foregroundColor": [ArgSink(index: 0, .color, ["color"])]]
        let v = e(.call(e(.member(e(.call(name("Capsule"), [], trailing: [])), "foregroundColor", optional: false)), [Arg(e(.member(name("Color"), "red", optional: false)))], trailing: []))
        let run = ComponentRun(program: p, builtins: Builtins(tokenTypes: ["Color": "color"]), renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in ev.eval(v, Env(parent: nil)) }
        #expect(r.facts.map { "\($0.key) = \($0.value)" } == ["root.backgroundColor = red"])
    }

    @Test func providedValuesReachTheViewsOfTheContent() {
        // CompositionLocalProvider(LocalInk provides 0xFF0000) { Text(color = LocalInk.current) }
        var sinks = Sinks()
        sinks.views["Text"] = ViewRule(args: [ArgSink(["color"], .color, ["color"])], role: "text")
        let builtins = Builtins(names: ["Provider": .provider(local: nil), "Color": .color, "Text": .view], members: ["current": .current])
        let read = e(.member(name("LocalInk"), "current", optional: false))
        let text = e(.call(name("Text"), [Arg(label: "color", read)], trailing: []))
        let provide = e(.binary("provides", name("LocalInk"), e(.call(name("Color"), [Arg(e(.hex(0xFF0000, digits: 6)))], trailing: []))))
        let tree = e(.call(name("Box"), [], trailing: [Arg(e(.closure([], Block.expr(e(.call(name("Provider"), [Arg(provide)], trailing: [Arg(e(.closure([], Block.expr(text))))]))))))]))
        let run = ComponentRun(program: Program(), builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace())
        let r = run.run { ev in ev.eval(tree, Env(parent: nil)) }
        #expect(r.facts.map { "\($0.key) = \($0.value)" } == ["text.color = #FF0000"])
    }

    @Test func anUnknownBeforeTheElvisFallsBack() {
        let ev = Evaluator(program: Program(), builtins: Builtins())
        let env = Env(parent: nil)
        env.vars["source"] = .unknown("the optional parameter `source`", Self.l)
        let v = ev.eval(e(.binary("?:", name("source"), num(3))), env)
        guard case .number(3, _) = v.kind else { Issue.record("\(v.kind)"); return }
    }

    @Test func aConditionOnSomethingNotAnInputKeepsTheViewsOfBothSides() {
        // if (icon != null) { Icon() } ; Text()
        let cond = e(.binary("!=", name("icon"), e(.null)))
        let body = Block([
            Stmt(.if(cond, Block.expr(e(.call(name("Icon"), [], trailing: []))), nil), Self.l),
            Stmt(.expr(e(.call(name("Text"), [], trailing: []))), Self.l),
        ])
        let ev = Evaluator(program: Program(), builtins: Builtins())
        let env = Env(parent: nil)
        env.vars["icon"] = .unknown("the optional parameter `icon`", Self.l)
        #expect(ev.flattenViews(ev.run(body, env)).map(\.callee) == ["Icon", "Text"])
    }

    @Test func aCallNestedTooDeepIsUnknownNotACrash() {
        // fun f0(x) = f1(x) … fun f39(x) = f40(x): distinct functions, nested past maxDepth.
        let fs = (0..<40).map { i -> Decl in
            let f = Decl(.function, name: "f\(i)", loc: Self.l)
            f.params = [Param(name: "x")]
            f.value = e(.call(name("f\(i + 1)"), [Arg(name("x"))], trailing: []))
            return f
        }
        let p = Program()
        p.add(file: IRFile(path: "a.kt", bytes: []), declarations: fs)
        let v = Evaluator(program: p, builtins: Builtins()).eval(e(.call(name("f0"), [Arg(num(1))], trailing: [])), Env(parent: nil))
        guard case .unknown(let why) = v.kind else { Issue.record("\(v.kind)"); return }
        #expect(why.contains("nested more than"))
    }

    /// A function that calls itself three times (a fuzzer's `Input` whose body makes three
    /// `Input`s): cut at `maxRecursion`, not evaluated 3^24 times until `maxDepth` stops it.
    @Test func aDeclarationThatCallsItselfIsCutEarly() {
        // fun f(x) = listOf(f(x), f(x), f(x))
        let f = Decl(.function, name: "f", loc: Self.l)
        f.params = [Param(name: "x")]
        let again = { self.e(.call(self.name("f"), [Arg(self.name("x"))], trailing: [])) }
        f.value = e(.array([again(), again(), again()]))
        let p = Program()
        p.add(file: IRFile(path: "a.kt", bytes: []), declarations: [f])
        let ev = Evaluator(program: p, builtins: Builtins())
        ev.maxRecursion = 2
        let v = ev.eval(e(.call(name("f"), [Arg(num(1))], trailing: [])), Env(parent: nil))
        // Two levels of lists, then the cut: 3 × 3 unknowns that say why.
        guard case .list(let outer) = v.kind, case .list(let inner) = outer[0].kind, case .unknown(let why) = inner[0].kind else { Issue.record("\(v.kind)"); return }
        #expect(outer.count == 3 && inner.count == 3)
        #expect(why == "`f` calls itself more than 2 deep")
    }

    @Test func enumConstructorPropertiesAreReadThroughTheCase() {
        // enum class Size(val height: Dp, val pad: Dp = 2.dp) { Sm(32.dp), Lg(height = 52.dp, pad = 8.dp) }
        let size = Decl(.enumeration, name: "Size", loc: Self.l)
        size.params = [Param(name: "height"), Param(name: "pad", defaultValue: num(2))]
        size.cases = [("Sm", [Arg(num(32))], Self.l), ("Lg", [Arg(label: "pad", num(8)), Arg(label: "height", num(52))], Self.l)]
        let p = Program()
        p.add(file: IRFile(path: "a.kt", bytes: []), declarations: [size])
        let ev = Evaluator(program: p, builtins: Builtins())
        func read(_ c: String, _ m: String) -> Double? {
            if case .number(let n, _) = ev.eval(e(.member(e(.member(name("Size"), c, optional: false)), m, optional: false)), Env(parent: nil)).kind { return n }
            return nil
        }
        #expect(read("Sm", "height") == 32)
        #expect(read("Sm", "pad") == 2)
        #expect(read("Lg", "height") == 52)
        #expect(read("Lg", "pad") == 8)
    }

    @Test func pointsThatDifferOnlyInWhatTheEvaluationDidNotReadAreNotEvaluatedAgain() {
        // Box(modifier = Modifier.height(if (pressed) (if (size == Size.Lg) 52.dp else 32.dp) else 10.dp))
        let program = Self.sizeProgram()
        var sinks = Sinks()
        sinks.modifiers["height"] = [ArgSink(index: 0, .length, ["height"])]
        let isLg = e(.binary("==", name("size"), e(.member(name("Size"), "Lg", optional: false))))
        let height = e(.conditional(name("pressed"), e(.conditional(isLg, num(52), num(32))), num(10)))
        let box = e(.call(name("Box"), [Arg(label: "modifier", e(.call(e(.member(name("Modifier"), "height", optional: false)), [Arg(height)], trailing: [])))], trailing: []))
        let run = ComponentRun(program: program, builtins: Builtins(names: ["Modifier": .modifierRoot]), renderer: Renderer(sinks: sinks),
                               space: InputSpace(sizes: ["sm", "lg"]), states: ["pressed"])
        let r = run.run { ev in
            let env = Env(parent: nil)
            env.vars["size"] = ev.input(.enumCase(type: "Size", name: ev.point.size == "lg" ? "Lg" : "Sm"), variant: false)
            env.vars["pressed"] = IRValue(.bool(ev.state("pressed")), Self.l)
            return ev.eval(box, env)
        }
        #expect(r.points == 3)
        #expect(r.reused == 1)
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == [
            "root.height = 10 pt",
            "root.height [pressed] size=lg = 52 pt",
            "root.height [pressed] size=sm = 32 pt",
        ])
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
        var run = ComponentRun(program: program, builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace(variants: ["solid", "ghost"]))
        // Point by point: the body reads the point itself (not through `input`).
        run.symbolic = false
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
        var points = run
        points.symbolic = false
        let r = points.run { ev in bodies += 1; return ev.eval(box, Env(parent: nil)) }
        #expect(r.points == 4)
        #expect(bodies == 2)
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["root.color = accent", "root.color [pressed] = accentPressed"])
        // Symbolically, one evaluation serves both variants and both states.
        bodies = 0
        let s = run.run { ev in bodies += 1; return ev.eval(box, Env(parent: nil)) }
        #expect(bodies == 1)
        #expect(s.points == 4)
        #expect(s.facts.map { "\($0.key) = \($0.value)" }.sorted() == r.facts.map { "\($0.key) = \($0.value)" }.sorted())
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

extension EvaluatorTests {
    /// Box(modifier = Modifier.height(when (size) { Size.Sm -> 32.dp; else -> 52.dp }).alpha(if (pressed) 0.5 else 1))
    /// evaluated with the size a choice, and (`statementIf`) with the height picked by an `if`
    /// statement on the size, which a symbolic evaluation cannot carry: it trips and is done
    /// point by point. Both give what point-by-point evaluation gives.
    func sizeRun(statementIf: Bool, symbolic: Bool, lifted: Bool = true, viewsBySize: Bool = false, choiceArgument: Bool = false) -> ComponentRun.Result {
        let program = Self.sizeProgram()
        var sinks = Sinks()
        sinks.modifiers["height"] = [ArgSink(index: 0, .length, ["height"])]
        sinks.modifiers["alpha"] = [ArgSink(index: 0, .opacity, ["opacity"])]
        let sm = e(.member(name("Size"), "Sm", optional: false))
        let height = e(.match(name("size"), [MatchCase(patterns: [sm], body: Block([Stmt(.expr(num(32)), Self.l)])),
                                              MatchCase(patterns: [], body: Block([Stmt(.expr(num(52)), Self.l)]))]))
        let alpha = e(.conditional(name("pressed"), num(0.5, ""), num(1, "")))
        let chain = e(.call(e(.member(e(.call(e(.member(name("Modifier"), "height", optional: false)), [Arg(statementIf ? name("h") : height)], trailing: [])), "alpha", optional: false)), [Arg(alpha)], trailing: []))
        // `choiceArgument`: Box(modifier = chain, style = when (size) { … }), an argument that is a choice and no sink's.
        let box = e(.call(name("Box"), [Arg(label: "modifier", chain)] + (choiceArgument ? [Arg(label: "style", height)] : []), trailing: []))
        var run = ComponentRun(program: program, builtins: Builtins(names: ["Modifier": .modifierRoot]), renderer: Renderer(sinks: sinks),
                               space: InputSpace(sizes: ["sm", "lg"]), states: ["pressed"])
        run.symbolic = symbolic
        run.liftedRendering = lifted
        // size == Sm ? Box(modifier = chain) : Text(modifier = chain): the views made depend on the size.
        let either = e(.conditional(e(.binary("==", name("size"), sm)), box, e(.call(name("Text"), [Arg(label: "modifier", chain)], trailing: []))))
        return run.run { ev in
            let env = Env(parent: nil)
            env.vars["size"] = ev.input(variant: false) { $0 == "lg" ? .enumCase(type: "Size", name: "Lg") : .enumCase(type: "Size", name: "Sm") }
            env.vars["pressed"] = IRValue(.bool(ev.state("pressed")), Self.l)
            // var h = 52.dp; if (size == Size.Sm) { h = 32.dp }
            let body = Block([Stmt(.binding(Binding(name: "h", value: num(52))), Self.l),
                              Stmt(.if(e(.binary("==", name("size"), sm)), Block([Stmt(.assign("h", num(32)), Self.l)]), nil), Self.l),
                              Stmt(.expr(box), Self.l)])
            return statementIf ? ev.run(body, env) : ev.eval(viewsBySize ? either : box, env)
        }
    }

    @Test func aSymbolicStateSetIsRenderedOnceForAllSizesWithThePointByPointFacts() {
        let facts = ["root.height size=lg = 52 pt", "root.height size=sm = 32 pt", "root.opacity = 1", "root.opacity [pressed] = 0.5"]
        // One rendering per state set: the height sink reads the size's choice and is applied once per size.
        let lifted = sizeRun(statementIf: false, symbolic: true)
        #expect(lifted.liftedSets == 2)
        #expect(lifted.points == 4)
        #expect(lifted.facts.map { "\($0.key) = \($0.value)" }.sorted() == facts)
        let perPoint = sizeRun(statementIf: false, symbolic: true, lifted: false)
        #expect(perPoint.liftedSets == 0)
        #expect(perPoint.facts.map { "\($0.key) = \($0.value)" } == lifted.facts.map { "\($0.key) = \($0.value)" })
        // Views that differ by size cannot be walked once: each point is rendered, with the same facts.
        let views = sizeRun(statementIf: false, symbolic: true, viewsBySize: true)
        #expect(views.symbolicSets == 2)
        #expect(views.liftedSets == 0)
        let viewsPerPoint = sizeRun(statementIf: false, symbolic: false, viewsBySize: true)
        #expect(views.facts.map { "\($0.key) = \($0.value)" } == viewsPerPoint.facts.map { "\($0.key) = \($0.value)" })
        #expect(views.facts.contains { $0.key.property == "height" })
    }

    @Test func aViewWithAnArgumentThatIsAChoiceIsStillRenderedOncePerStateSet() {
        // Making the view read the argument through its choice (was it a content lambda?) tripped
        // the evaluation: the view became a choice and every point was rendered (Compose
        // `BasicText(style = size.textStyle)`).
        let r = sizeRun(statementIf: false, symbolic: true, choiceArgument: true)
        #expect(r.symbolicSets == 2)
        #expect(r.liftedSets == 2)
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["root.height size=lg = 52 pt", "root.height size=sm = 32 pt", "root.opacity = 1", "root.opacity [pressed] = 0.5"])
    }

    @Test func aTextWhoseArgumentIsAChoiceIsRenderedOncePerStateSet() {
        // Text(color = when (size) { Size.Sm -> "#FF0000"; else -> "#0000FF" }) of a text that inherits
        // its color: asking whether the argument sets nothing (`Color.Unspecified`) read the choice
        // through and tripped, so every point was rendered (Compose buttons in the benchmark).
        var sinks = Sinks()
        sinks.views["Text"] = ViewRule(args: [ArgSink(["color"], .color, ["color"])], inherits: ["color": ["LocalContentColor"]], role: "text")
        let sm = e(.member(name("Size"), "Sm", optional: false))
        let color = e(.match(name("size"), [MatchCase(patterns: [sm], body: Block([Stmt(.expr(e(.string("#FF0000"))), Self.l)])),
                                             MatchCase(patterns: [], body: Block([Stmt(.expr(e(.string("#0000FF"))), Self.l)]))]))
        let text = e(.call(name("Text"), [Arg(label: "color", color)], trailing: []))
        var run = ComponentRun(program: Self.sizeProgram(), builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace(sizes: ["sm", "lg"]))
        let body = { (ev: Evaluator) -> IRValue in
            let env = Env(parent: nil)
            env.vars["size"] = ev.input(variant: false) { $0 == "lg" ? .enumCase(type: "Size", name: "Lg") : .enumCase(type: "Size", name: "Sm") }
            return ev.eval(text, env)
        }
        // Rendered once for every state set (there is none but the default), or once per state set.
        let r = run.run(body)
        #expect(r.everyStateRendered)
        #expect(r.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["text.color size=lg = #0000FF", "text.color size=sm = #FF0000"])
        run.everyStateRendering = false
        let perSet = run.run(body)
        #expect(perSet.liftedSets == 1)
        #expect(perSet.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["text.color size=lg = #0000FF", "text.color size=sm = #FF0000"])
    }

    @Test func aChoiceOverTheSizeGivesThePointByPointFactsInOneEvaluationPerStateSet() {
        let facts = ["root.height size=lg = 52 pt", "root.height size=sm = 32 pt", "root.opacity = 1", "root.opacity [pressed] = 0.5"]
        let symbolic = sizeRun(statementIf: false, symbolic: true)
        #expect(symbolic.symbolicSets == 2)
        #expect(symbolic.trippedSets == 0)
        #expect(symbolic.facts.map { "\($0.key) = \($0.value)" }.sorted() == facts)
        let points = sizeRun(statementIf: false, symbolic: false)
        #expect(points.symbolicSets == 0)
        #expect(points.facts.map { "\($0.key) = \($0.value)" }.sorted() == facts)
        // An `if` statement on the size trips the symbolic evaluation; point by point it is read.
        let tripped = sizeRun(statementIf: true, symbolic: true)
        #expect(tripped.trippedSets == 2)
        #expect(tripped.symbolicSets == 0)
        #expect(tripped.facts.map { "\($0.key) = \($0.value)" }.sorted() == facts)
    }

    @Test func compositeOverPaintsATokenOverAnotherInEachMode() {
        // accent.copy(alpha = 0.4f).compositeOver(paper), accent #0A84FF / #3B9EFF, paper #FFFFFF / #000000
        var b = Builtins(members: ["compositeOver": .composite, "copy": .copy])
        b.tokenColors = ["accent": ColorPair(light: RGBA(red: 10, green: 132, blue: 255), dark: RGBA(red: 59, green: 158, blue: 255)),
                         "paper": ColorPair(light: RGBA(red: 255, green: 255, blue: 255), dark: RGBA(red: 0, green: 0, blue: 0))]
        let ev = Evaluator(program: Program(), builtins: b)
        let env = Env(parent: nil)
        env.assign("accent", IRValue(.token(kind: "color", name: "accent", alpha: nil), Self.l))
        env.assign("paper", IRValue(.token(kind: "color", name: "paper", alpha: nil), Self.l))
        let faded = e(.call(e(.member(name("accent"), "copy", optional: false)), [Arg(label: "alpha", num(0.4, "f"))], trailing: []))
        let v = ev.eval(e(.call(e(.member(faded, "compositeOver", optional: false)), [Arg(name("paper"))], trailing: [])), env)
        guard case .color(let c, _) = v.kind else { Issue.record("\(v.kind)"); return }
        #expect(c.light == RGBA(red: 157, green: 206, blue: 255))
        #expect(c.dark == RGBA(red: 24, green: 63, blue: 102))
        // Over something that is not a color: unknown, with why.
        let w = ev.eval(e(.call(e(.member(name("accent"), "compositeOver", optional: false)), [Arg(num(3))], trailing: [])), env)
        #expect(w.isUnknown)
    }

    @Test func aNameWrittenWithItsPackageFindsOnlyTheLibrarysDeclaration() {
        // The project's `fun Tick() = 1` and the library prelude's `fun Tick() = 2`:
        // `Tick()` is the project's, `androidx.compose.material3.Tick()` the library's.
        func tick(_ n: Double, _ file: Int) -> Decl {
            let d = Decl(.function, name: "Tick", loc: Loc(file: file, start: 0, end: 0, line: 1, column: 1))
            d.value = num(n, "")
            return d
        }
        let base = Program()
        base.add(file: IRFile(path: "prelude.kt", bytes: []), declarations: [tick(2, 0)])
        base.libraryFiles = [0]
        let p = Program(base: base)
        p.add(file: IRFile(path: "Tick.kt", bytes: []), declarations: [tick(1, 1)])
        let ev = Evaluator(program: p, builtins: Builtins())
        let own = ev.eval(e(.call(name("Tick"), [], trailing: [])), Env(parent: nil))
        let library = ev.eval(e(.call(name("androidx.compose.material3.Tick"), [], trailing: [])), Env(parent: nil))
        guard case .number(1, _) = own.kind, case .number(2, _) = library.kind else { Issue.record("\(own.kind) \(library.kind)"); return }
    }
}

extension EvaluatorTests {
    @Test func aFlagThatSwapsTheRootNamesTheViewItShows() {
        #expect(ComponentRun.Result.partName(ofFlag: "isDot") == "dot")
        #expect(ComponentRun.Result.partName(ofFlag: "showBadge") == "badge")
        #expect(ComponentRun.Result.partName(ofFlag: "island") == "island")
        let here = SourceLocation(file: "B.kt", line: 9, column: 5), there = SourceLocation(file: "B.kt", line: 4, column: 9)
        var plain = ComponentRun.Result()
        plain.origins = [PartInfo(name: "root", how: "outermost view", view: "Box", location: here, parent: nil, index: 0)]
        plain.facts = [Fact(key: FactKey(part: "root", property: "radius"), value: .number(9, .pt), raw: "9.dp", location: here)]
        var flagged = ComponentRun.Result()
        flagged.origins = [PartInfo(name: "root", how: "outermost view", view: "Box", location: there, parent: nil, index: 0)]
        flagged.facts = [Fact(key: FactKey(part: "root", property: "width"), value: .number(8, .pt), raw: "8.dp", location: there)]
        // With one flag the other root is that flag's part; with two, which flag swapped it is not known.
        var two = plain
        two.addOptionalParts(from: flagged, flags: ["dot", "compact"])
        #expect(two.facts.count == 1)
        var one = plain
        one.addOptionalParts(from: flagged, flags: ["isDot"])
        #expect(one.facts.map { "\($0.key) = \($0.value)" }.sorted() == ["dot.width = 8 pt", "root.radius = 9 pt"])
        #expect(one.origins.map(\.name) == ["root", "dot"])
        #expect(one.origins.last?.how == "outermost view when `isDot` is true")
    }

    @Test func aColorModeFlagKeepsItsModeThroughAndAndOr() {
        // dark && lifted ? 1 : 2, and dark || lifted, with `dark` a color-mode flag (`!colors.isLight`).
        let ev = Evaluator(program: Program(), builtins: Builtins(names: ["dark": .colorMode("dark")]))
        func cond(_ op: String, _ other: Bool) -> IRValue {
            let env = Env(parent: nil)
            env.vars["lifted"] = IRValue(.bool(other), Self.l)
            return ev.eval(e(.binary(op, name("dark"), name("lifted"))), env)
        }
        guard case .enumCase(Evaluator.colorModeType, "dark") = cond("&&", true).kind else { Issue.record("\(cond("&&", true).kind)"); return }
        guard case .bool(false) = cond("&&", false).kind else { Issue.record("\(cond("&&", false).kind)"); return }
        guard case .bool(true) = cond("||", true).kind else { Issue.record("\(cond("||", true).kind)"); return }
        guard case .enumCase(Evaluator.colorModeType, "dark") = cond("||", false).kind else { Issue.record("\(cond("||", false).kind)"); return }
        // Never light and dark at once; always one of them.
        let light = Evaluator(program: Program(), builtins: Builtins(names: ["dark": .colorMode("dark"), "light": .colorMode("light")]))
        guard case .bool(false) = light.eval(e(.binary("&&", name("dark"), name("light"))), Env(parent: nil)).kind else { Issue.record("dark && light"); return }
        guard case .bool(true) = light.eval(e(.binary("||", name("dark"), name("light"))), Env(parent: nil)).kind else { Issue.record("dark || light"); return }
    }

    @Test func mathFunctionsComputeOrSayWhyNot() {
        let ev = Evaluator(program: Program(), builtins: Builtins(names: ["ln": .math("ln"), "pow": .math("pow"), "ceil": .math("ceil"), "cbrt": .math("cbrt")]))
        func call(_ f: String, _ args: [Expr]) -> IRValue { ev.eval(e(.call(name(f), args.map { Arg($0) }, trailing: [])), Env(parent: nil)) }
        // `ln` of a length is a plain number; `ceil` keeps the unit.
        guard case .number(let x, "") = call("ln", [num(3)]).kind, abs(x - 1.0986) < 0.0001 else { Issue.record("\(call("ln", [num(3)]).kind)"); return }
        guard case .number(8, "") = call("pow", [num(2, ""), num(3, "")]).kind else { Issue.record("pow"); return }
        guard case .number(3, "dp") = call("ceil", [num(2.2)]).kind else { Issue.record("ceil"); return }
        // Undefined there, or a function parity does not compute: unknown, never another function's value.
        #expect(call("ln", [num(0)]).isUnknown)
        #expect(call("cbrt", [num(8)]).isUnknown)
    }
}
