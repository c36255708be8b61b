import Testing
import ParityModel
@testable import ParityIR

/// Rules of the renderer and of provided values, one a test, on hand-built IR.
@Suite struct RenderTests {
    static let l = Loc.none
    func e(_ k: Expr.Kind) -> Expr { Expr(k, Self.l) }
    func name(_ n: String) -> Expr { e(.name(n)) }

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
