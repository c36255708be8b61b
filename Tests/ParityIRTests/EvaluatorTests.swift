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
        // fun f(x) = f(x)
        let f = Decl(.function, name: "f", loc: Self.l)
        f.params = [Param(name: "x")]
        f.value = e(.call(name("f"), [Arg(name("x"))], trailing: []))
        let p = Program()
        p.add(file: IRFile(path: "a.kt", bytes: []), declarations: [f])
        let v = Evaluator(program: p, builtins: Builtins()).eval(e(.call(name("f"), [Arg(num(1))], trailing: [])), Env(parent: nil))
        guard case .unknown(let why) = v.kind else { Issue.record("\(v.kind)"); return }
        #expect(why.contains("nested more than"))
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
        let size = Decl(.enumeration, name: "Size", loc: Self.l)
        size.cases = [("Sm", [], Self.l), ("Lg", [], Self.l)]
        let program = Program()
        program.add(file: IRFile(path: "B.kt", bytes: []), declarations: [size])
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
