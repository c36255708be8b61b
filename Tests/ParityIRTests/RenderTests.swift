import Testing
import ParityModel
@testable import ParityIR

/// Rules of the renderer and of provided values, one a test, on hand-built IR.
@Suite struct RenderTests {
    static let l = Loc.none
    func e(_ k: Expr.Kind) -> Expr { Expr(k, Self.l) }
    func name(_ n: String) -> Expr { e(.name(n)) }

    /// A doc summary's subject: what the view is, not what a clause after it names (blind test b73:
    /// `The pill the thumb slides along` above the track had named it `thumb`).
    @Test func aDocSummarysSubjectEndsWhereAnotherNounPhraseBegins() {
        #expect(Renderer.subject(of: "The pill the thumb slides along") == "The pill ")
        #expect(Renderer.subject(of: "The count pill that follows the label") == "The count pill ")
        // Not in a summary that opens with a verb: its object is what it draws.
        #expect(Renderer.subject(of: "Draws the icon it is given") == "Draws the icon it is given")
        #expect(Renderer.subject(of: "A track and a thumb") == "A track and ")
    }

    @Test func aPartTakesAProvidedValueItDoesNotSetItself() {
        // Provider(LocalInk provides 0x00FF00) { Box() } with the Box named `icon` by a comment.
        var sinks = Sinks()
        sinks.partInherits = ["icon": ["color": ["LocalInk"]]]
        let builtins = Builtins(names: ["Provider": .provider(local: nil), "Color": .color])
        let box = Expr(.call(name("Box"), [], trailing: []), Self.l, comment: "Icon")
        let provide = e(.binary("provides", name("LocalInk"), e(.call(name("Color"), [Arg(e(.hex(0x00FF00, digits: 6)))], trailing: []))))
        let tree = e(.call(name("Row"), [], trailing: [Arg(e(.closure([], Block.expr(e(.call(name("Provider"), [Arg(provide)], trailing: [Arg(e(.closure([], Block.expr(box))))]))))))]))
        let r = ComponentRun(program: Program(), builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace()).run { ev in ev.eval(tree, Env(parent: nil)) }
        #expect(r.facts.map { "\($0.key) = \($0.value)" } == ["icon.color = #00FF00"])
    }

    @Test func anUnprovidedLocalReadsTheLibrarysDefault() {
        var builtins = Builtins(members: ["current": .current])
        builtins.localDefaults = ["LocalTextStyle": TokenRef("typography", "bodyLarge")]
        let v = Evaluator(program: Program(), builtins: builtins).eval(e(.member(name("LocalTextStyle"), "current", optional: false)), Env(parent: nil))
        guard case .token("typography", "bodyLarge", nil) = v.kind else { Issue.record("\(v.kind)"); return }
        let missing = Evaluator(program: Program(), builtins: builtins).eval(e(.member(name("LocalOther"), "current", optional: false)), Env(parent: nil))
        #expect(missing.isUnknown)
    }

    @Test func aLibraryValueWhereAShapeGoesIsUnresolvedNotDropped() {
        var sinks = Sinks()
        sinks.modifiers["clip"] = [ArgSink(index: 0, .shape, ["radius"])]
        let mods = e(.call(e(.member(name("Modifier"), "clip", optional: false)), [Arg(e(.member(name("ButtonDefaults"), "shape", optional: false)))], trailing: []))
        let box = e(.call(name("Box"), [Arg(label: "modifier", mods)], trailing: []))
        let r = ComponentRun(program: Program(), builtins: Builtins(names: ["Modifier": .modifierRoot]), renderer: Renderer(sinks: sinks), space: InputSpace()).run { ev in ev.eval(box, Env(parent: nil)) }
        #expect(r.facts.isEmpty)
        #expect(r.diagnostics.first?.key?.property == "radius")
        #expect(r.diagnostics.first?.message.contains("is not a shape parity reads") == true)
    }

    /// A shape whose radius argument is known but no length (`RoundedCornerShape(Dp.Unspecified)`:
    /// Mística's theme radius before a brand sets it) says which argument, not "not a shape".
    @Test func aShapeWhoseRadiusIsNoLengthSaysSo() {
        var sinks = Sinks()
        sinks.modifiers["clip"] = [ArgSink(index: 0, .shape, ["radius"])]
        sinks.shapes["RoundedCornerShape"] = ShapeRule(["size"], index: 0)
        let shape = e(.call(name("RoundedCornerShape"), [Arg(e(.member(name("Dp"), "Unspecified", optional: false)))], trailing: []))
        let mods = e(.call(e(.member(name("Modifier"), "clip", optional: false)), [Arg(shape)], trailing: []))
        let box = e(.call(name("Box"), [Arg(label: "modifier", mods)], trailing: []))
        let builtins = Builtins(names: ["Modifier": .modifierRoot, "RoundedCornerShape": .record(type: "RoundedCornerShape", params: ["size"])])
        let r = ComponentRun(program: Program(), builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace()).run { ev in ev.eval(box, Env(parent: nil)) }
        #expect(r.facts.isEmpty)
        #expect(r.diagnostics.first?.key?.property == "radius")
        #expect(r.diagnostics.first?.message.contains("its radius is Dp.Unspecified, not a length") == true, "\(r.diagnostics.map(\.message))")
        // A percentage under half the size (`RoundedCornerShape(30)`) is a length argument: not said to be none.
        sinks.shapes["RoundedCornerShape"] = ShapeRule(["size"], index: 0, percent: true)
        let percent = e(.call(e(.member(name("Modifier"), "clip", optional: false)), [Arg(e(.call(name("RoundedCornerShape"), [Arg(e(.number(30, unit: "")))], trailing: [])))], trailing: []))
        let box30 = e(.call(name("Box"), [Arg(label: "modifier", percent)], trailing: []))
        let p = ComponentRun(program: Program(), builtins: builtins, renderer: Renderer(sinks: sinks), space: InputSpace()).run { ev in ev.eval(box30, Env(parent: nil)) }
        #expect(p.diagnostics.first?.message.contains("is not a shape parity reads") == true, "\(p.diagnostics.map(\.message))")
    }
}

extension RenderTests {
    /// `Text("x").font(size == .sm ? .caption : .title).opacity(pressed ? (size == .sm ? 0.5 : 0.7) : 1)`
    /// over sizes sm and lg and the state pressed, with the library's `.body` where a text sets no font.
    func textRun(lifted: Bool, everyState: Bool = false) -> ComponentRun.Result {
        var sinks = Sinks()
        var text = ViewRule(role: "text")
        text.defaults = ["font": "body"]
        sinks.views["Text"] = text
        sinks.modifiers["font"] = [ArgSink(index: 0, .textStyle, [])]
        sinks.modifiers["opacity"] = [ArgSink(index: 0, .opacity, ["opacity"])]
        let program = EvaluatorTests.sizeProgram()
        let isSm = e(.binary("==", name("size"), e(.member(name("Size"), "Sm", optional: false))))
        let font = e(.conditional(isSm, e(.member(name("Font"), "caption", optional: false)), e(.member(name("Font"), "title", optional: false))))
        let opacity = e(.conditional(name("pressed"), e(.conditional(isSm, e(.number(0.5, unit: "")), e(.number(0.7, unit: "")))), e(.number(1, unit: ""))))
        let call = e(.call(name("Text"), [Arg(e(.string("x")))], trailing: []))
        let chain = e(.call(e(.member(e(.call(e(.member(call, "font", optional: false)), [Arg(font)], trailing: [])), "opacity", optional: false)), [Arg(opacity)], trailing: []))
        var run = ComponentRun(program: program, builtins: Builtins(), renderer: Renderer(sinks: sinks), space: InputSpace(sizes: ["sm", "lg"]), states: ["pressed"])
        run.liftedRendering = lifted
        run.everyStateRendering = everyState
        return run.run { ev in
            let env = Env(parent: nil)
            env.vars["size"] = ev.input(variant: false) { $0 == "lg" ? .enumCase(type: "Size", name: "Lg") : .enumCase(type: "Size", name: "Sm") }
            env.vars["pressed"] = ev.state("pressed", Self.l) { .bool($0) }
            return ev.eval(chain, env)
        }
    }

    @Test func aTextWithItsOwnFontAtEverySizeAndAStateOverASizeIsRenderedOncePerStateSet() {
        // The font is the text's own at every size (no library default anywhere), and the opacity
        // read at a state set is a choice over the size: neither depends on the point.
        let lifted = textRun(lifted: true)
        #expect(lifted.symbolicSets == 2)
        #expect(lifted.liftedSets == 2)
        let perPoint = textRun(lifted: false)
        #expect(perPoint.liftedSets == 0)
        #expect(lifted.facts.map { "\($0.key) = \($0.value)" } == perPoint.facts.map { "\($0.key) = \($0.value)" })
        #expect(lifted.facts.map { "\($0.key) = \($0.value)" }.filter { $0.contains("opacity") }.sorted()
                == ["root.opacity = 1", "root.opacity [pressed] size=lg = 0.7", "root.opacity [pressed] size=sm = 0.5"])
    }

    @Test func aTextIsRenderedOnceForEveryStateSetWithTheFactsOfEachSet() {
        // The opacity sink reads the state's choice, then the size's: applied once per alternative
        // of each, its facts marked with the state and the size they hold at.
        let once = textRun(lifted: true, everyState: true)
        #expect(once.everyStateRendered)
        #expect(once.liftedSets == 0)
        let perSet = textRun(lifted: true)
        #expect(!perSet.everyStateRendered)
        #expect(perSet.liftedSets == 2)
        #expect(once.facts.map { "\($0.key) = \($0.value)" } == perSet.facts.map { "\($0.key) = \($0.value)" })
        #expect(once.facts.map { "\($0.key) = \($0.value)" }.filter { $0.contains("opacity") }.sorted()
                == ["root.opacity = 1", "root.opacity [pressed] size=lg = 0.7", "root.opacity [pressed] size=sm = 0.5"])
    }
}

/// Two-axis alignments by the words of their names (Compose `Alignment.*`, SwiftUI `.topLeading`).
@Test(arguments: [("Center", "center", "center"), ("CenterStart", "center", "start"), ("CenterEnd", "center", "end"),
                  ("TopStart", "start", "start"), ("BottomEnd", "end", "end"), ("TopCenter", "start", "center"),
                  ("topLeading", "start", "start"), ("bottomTrailing", "end", "end"), ("leading", "center", "start"),
                  ("top", "start", "center"), ("center", "center", "center")])
func twoAxisAlignment(_ name: String, _ vertical: String, _ horizontal: String) {
    let a = Renderer.alignment(name)
    #expect(a?.vertical == vertical && a?.horizontal == horizontal, "\(name)")
}

@Test(arguments: ["CenterVertically", "firstTextBaseline", "Spacer", "", "TopStartEnd"])
func notATwoAxisAlignment(_ name: String) {
    #expect(Renderer.alignment(name) == nil, "\(name)")
}

/// A name that ends in a word for a box around something names the box, not what it holds
/// (`iconBox` holds the icon); words for a style of it come after (`iconBoxVariants`).
@Test(arguments: [("iconBox", "box"), ("iconBoxVariants", "box"), ("iconColor", "icon"), ("dotWrapper", nil),
                  ("IconBox", "box"), ("thumbStyles", "thumb"), ("labelContainerStyle", nil), ("BadgeIcon", "icon")] as [(String, String?)])
func aHolderNameNamesTheBox(_ text: String, _ part: String?) {
    #expect(Renderer(sinks: Sinks()).partNamed(text) == part, "\(text)")
}
