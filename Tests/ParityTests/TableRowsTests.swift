import Foundation
import Testing
import ParityModel
import ParityIR
@testable import ParityExtract
@testable import ParityCLI

/// `conventions.tables.<platform>`: the forms a table row is written in, and the messages for
/// rows that cannot be read.
@Suite struct TableRowsTests {
    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// Every builtin form, with the value it reads as.
    static let builtinForms: [(String, Builtin)] = [
        (#""color""#, .color), (#""view""#, .view), (#""list""#, .list), (#""copy""#, .copy), (#""append""#, .append),
        (#""join""#, .join), (#""filter""#, .filter), (#""map""#, .map), (#""mapIndexed""#, .mapIndexed), (#""takeIf""#, .takeIf), (#""current""#, .current), (#""includes""#, .includes),
        (#""modifierRoot""#, .modifierRoot), (#""stateByName""#, .stateByName),
        (#""passThrough""#, .passThrough(label: nil, index: 0)),
        (#"{"passThrough": {}}"#, .passThrough(label: nil, index: 0)),
        (#"{"passThrough": {"label": "value", "index": 1}}"#, .passThrough(label: "value", index: 1)),
        (#"{"opacity": {"label": "alpha"}}"#, .opacity(label: "alpha", index: 0)),
        (#"{"state": "pressed"}"#, .state("pressed")),
        (#"{"notState": "disabled"}"#, .notState("disabled")),
        (#"{"provided": "styleContext"}"#, .provided("styleContext")),
        (#"{"boolean": false}"#, .boolean(false)), (#"{"boolean": true}"#, .boolean(true)),
        (#"{"number": 3}"#, .number(3)), (#"{"number": 0.5}"#, .number(0.5)),
        (#"{"fields": {"position": "absolute", "top": "0"}}"#, .fields(["position": "absolute", "top": "0"])),
        (##"{"fixedColor": {"light": "#00000000"}}"##, .fixedColor(light: "#00000000", dark: nil)),
        (##"{"fixedColor": {"light": "#FFFFFF", "dark": "#000000"}}"##, .fixedColor(light: "#FFFFFF", dark: "#000000")),
        (##"{"fixedColor": "#0C838A"}"##, .fixedColor(light: "#0C838A", dark: nil)),
        (#"{"constant": {"type": "Shape", "name": "CircleShape"}}"#, .constant(type: "Shape", name: "CircleShape")),
        (#"{"channelColor": {"params": ["hue", "saturation", "value"], "channels": ["hueDegrees", "saturation", "brightness"]}}"#,
         .channelColor(params: ["hue", "saturation", "value"], channels: ["hueDegrees", "saturation", "brightness"])),
        (#"{"token": {"kind": "color", "name": "accent"}}"#, .token(kind: "color", name: "accent")),
        (#"{"scheme": "color"}"#, .scheme(kind: "color")),
        (#"{"unit": "dp"}"#, .unit("dp")), (#"{"unit": ""}"#, .unit("")),
        (#"{"record": {"type": "BorderStroke", "params": ["width", "color"]}}"#, .record(type: "BorderStroke", params: ["width", "color"])),
        (#"{"record": {"type": "TextStyle"}}"#, .record(type: "TextStyle", params: [])),
        (#""provider""#, .provider(local: nil)),
        (#"{"provider": {"local": "LocalContentColor"}}"#, .provider(local: "LocalContentColor")),
        (#"{"pick": {"keys": ["native", "default"]}}"#, .pick(keys: ["native", "default"])),
        (#""variantTable""#, .variantTable(VariantTableRule())),
        (#"{"variantTable": {"variants": "tones"}}"#, .variantTable(VariantTableRule(variants: "tones"))),
        (#"{"variantTable": {"slots": "slots", "compoundSlots": "compoundSlots"}}"#, .variantTable(VariantTableRule(slots: "slots", compoundSlots: "compoundSlots"))),
        (#"{"function": "twMerge"}"#, .function("twMerge")),
        (#"{"stateHook": {"handlers": {"onFocus": "focused"}}}"#, .stateHook(handlers: ["onFocus": "focused"])),
        (#"{"style": {"method": "makeBody", "fields": {"label": [""]}}}"#, .style(method: "makeBody", configuration: nil, fields: ["label": [""]])),
        (#""orElse""#, .orElse), (#""invoke""#, .invoke), (#""same""#, .same), (#""count""#, .count), (#""isEmpty""#, .isEmpty), (#""isList""#, .isList), (#"{"math": "min"}"#, .math("min")), (#"{"entries": "keys"}"#, .entries("keys")), (#"{"channel": "alpha"}"#, .channel("alpha")), (#"{"end": "last"}"#, .end("last")), (#"{"entries": "entries"}"#, .entries("entries")), (#""trim""#, .trim), (#""scanHex""#, .scanHex), (#""fromEntries""#, .fromEntries), (#""mapOf""#, .mapOf), (#""lookup""#, .lookup), (#""associateWith""#, .associateWith), (#""listFrom""#, .listFrom), (#"{"runtime": "react-native-reanimated"}"#, .runtime("react-native-reanimated")), (#"{"given": "the draw scope's size"}"#, .given("the draw scope's size")), (#""null""#, .null), (#""resolveClasses""#, .resolveClasses), (#""cssVariable""#, .cssVariable), (#""composite""#, .composite), (#""not""#, .not), (#""numberOf""#, .numberOf), (#""any""#, .any), (#"{"colorMode": "dark"}"#, .colorMode("dark")),
        (#"{"resource": "dimen"}"#, .resource("dimen")), (#"{"resource": "color"}"#, .resource("color")),
        (#"{"colorAdjust": "darken"}"#, .colorAdjust("darken")), (#"{"colorAdjust": "parse"}"#, .colorAdjust("parse")), (#"{"colorAdjust": "mix"}"#, .colorAdjust("mix")),
        (#""context""#, .context), (#""readContext""#, .readContext),
        (#""scope""#, .scope(asReceiver: true)),
        (#"{"scope": {"asReceiver": false}}"#, .scope(asReceiver: false)),
        (#"{"scope": {"asReceiver": false, "field": "targetState"}}"#, .scope(asReceiver: false, field: "targetState")),
    ]

    @Test(arguments: TableRowsTests.builtinForms.indices)
    func builtinForm(_ i: Int) throws {
        let (json, expected) = Self.builtinForms[i]
        #expect(try Self.decode(Builtin.self, json) == expected, "\(json)")
    }

    @Test func everyBuiltinKindHasAForm() {
        let covered = Set(Self.builtinForms.map(\.1.kind))
        #expect(covered == Set(Builtin.kinds), "kinds without a tested form: \(Set(Builtin.kinds).subtracting(covered).sorted())")
    }

    /// What is encoded reads back as the same value (encoding writes the form `parity.json` takes).
    @Test func builtinsEncodeInTheirForm() throws {
        for (_, b) in Self.builtinForms {
            let data = try JSONEncoder().encode([b])
            #expect(try JSONDecoder().decode([Builtin].self, from: data) == [b], "\(String(decoding: data, as: UTF8.self))")
        }
        #expect(String(decoding: try JSONEncoder().encode([Builtin.color]), as: UTF8.self) == #"["color"]"#)
        #expect(String(decoding: try JSONEncoder().encode([Builtin.state("pressed")]), as: UTF8.self) == #"[{"state":"pressed"}]"#)
    }

    @Test func sinkKindForms() throws {
        let cases: [(String, SinkKind)] = [
            ("color", .color), ("length", .length), ("weight", .weight), ("keyword", .keyword), ("shape", .shape),
            ("textStyle", .textStyle), ("padding", .padding), ("spacing", .spacing), ("opacity", .opacity),
            ("letterSpacing", .letterSpacing), ("fontSize", .fontSize), ("token", .token), ("paddingEdges", .paddingEdges),
            ("border", .border), ("layer", .layer), ("arrangement", .arrangement), ("alignment", .alignment), ("extent", .extent), ("fraction", .fraction), ("grow", .grow), ("count", .count), ("scale", .scale), ("fields:materialColors", .fields("materialColors")), ("custom:tailwind", .custom("tailwind")),
        ]
        for (name, kind) in cases {
            #expect(try Self.decode([SinkKind].self, "[\"\(name)\"]") == [kind], "\(name)")
            #expect(kind.name == name)
            #expect(try JSONDecoder().decode([SinkKind].self, from: JSONEncoder().encode([kind])) == [kind])
        }
        #expect(Set(cases.map { $0.1.name }).count == SinkKind.forms.count)
    }

    @Test func rowDefaults() throws {
        let sink = try Self.decode(ArgSink.self, #"{"kind": "color"}"#)
        #expect(sink == ArgSink([], .color))
        let view = try Self.decode(ViewRule.self, #"{"role": "text", "args": [{"labels": ["color"], "kind": "color", "properties": ["color"]}]}"#)
        #expect(view == ViewRule(args: [ArgSink(["color"], .color, ["color"])], role: "text"))
        #expect(try Self.decode(ViewRule.self, "{}") == ViewRule())
        // A library view's fixed facts: points or a token, under a state condition.
        let fixed = try Self.decode(ViewRule.self, #"{"fixed": [{"part": "thumb", "property": "width", "value": "24", "state": "checked"}, {"property": "radius", "value": "full", "unless": "shape"}]}"#)
        #expect(fixed.fixed == [FixedFact("thumb", "width", "24", state: "checked"), FixedFact(nil, "radius", "full", unless: "shape")])
        #expect(fixed.fixed[0].normalized == .number(24, .pt) && fixed.fixed[1].normalized.token == "full")
        // A shape's argument is the first positional one unless `index` is null.
        #expect(try Self.decode(ShapeRule.self, #"{"labels": ["radius"]}"#) == ShapeRule(["radius"]))
        #expect(try Self.decode(ShapeRule.self, #"{"labels": ["cornerRadius"], "index": null}"#) == ShapeRule(["cornerRadius"], index: nil))
        #expect(try Self.decode(ShapeRule.self, #"{"token": "full"}"#) == ShapeRule(token: "full"))
        for shape in [ShapeRule(["cornerRadius"], index: nil), ShapeRule(token: "full")] {
            #expect(try JSONDecoder().decode(ShapeRule.self, from: JSONEncoder().encode(shape)) == shape)
        }
    }

    /// The rows are added to the built-in tables of every platform, replacing a row of the same name.
    @Test func rowsAreAddedToEveryPlatform() throws {
        let rows = try Self.decode(TableRows.self, #"""
            { "builtins": { "rememberBpkColor": "passThrough", "remember": "list" },
              "modifiers": { "bpkBackground": [{ "index": 0, "kind": "color", "properties": ["backgroundColor"] }] },
              "views": { "BpkText": { "role": "text" } }, "shapes": { "BpkShape": { "token": "full" } },
              "keywords": { "Middle": "center" }, "weights": { "Heavy": 800 } }
            """#)
        var c = Conventions()
        for p in Platform.allCases { c.tables[p] = rows }
        let tables = [PlatformTables.compose(c), PlatformTables.swiftUI(c)] + [Platform.uniwind, .nativewind, .stylesheet].map { TSXTables.tables($0, c) }
        for t in tables {
            #expect(t.builtins.names["rememberBpkColor"] == .passThrough(label: nil, index: 0))
            #expect(t.builtins.names["remember"] == .list)
            #expect(t.sinks.modifiers["bpkBackground"] == [ArgSink(index: 0, .color, ["backgroundColor"])])
            #expect(t.sinks.views["BpkText"]?.role == "text")
            #expect(t.sinks.shapes["BpkShape"] == ShapeRule(token: "full"))
            #expect(t.sinks.keywords["Middle"] == "center")
            #expect(t.sinks.weights["Heavy"] == 800)
        }
        // Without rows, the built-in tables.
        #expect(PlatformTables.compose(Conventions()).builtins.names["remember"] == .passThrough(label: nil, index: 0))
        #expect(PlatformTables.compose(Conventions()).sinks.modifiers["bpkBackground"] == nil)
    }

    /// A `parity.json` read as the command line reads it: the message of its first error.
    static func message(_ json: String) -> String? {
        var settings = Settings(config: Configuration(root: URL(fileURLWithPath: "/tmp")))
        do {
            try ConfigFile.load(Data(json.utf8), file: "parity.json", dir: URL(fileURLWithPath: "/tmp"), into: &settings, rootOverridden: true)
            return nil
        } catch { return "\(error)" }
    }

    static func tables(_ kotlin: String) -> String { #"{ "conventions": { "tables": { "kotlin": "# + kotlin + " } } }" }

    @Test func badRowsNameTheirKeyPath() {
        let kinds = SinkKind.forms.joined(separator: ", ")
        let cases: [(String, String)] = [
            (Self.tables(#"{ "modifiers": { "bpkBackground": [{ "index": 0, "kind": "colour" }] } }"#),
             "parity.json:1:91: conventions.tables.kotlin.modifiers.bpkBackground[0].kind: unknown sink kind \"colour\" (did you mean `color`?); known: \(kinds)"),
            (Self.tables(#"{ "modifiers": { "bpkBackground": [{ "index": 0 }] } }"#),
             "parity.json:1:77: conventions.tables.kotlin.modifiers.bpkBackground[0].kind: required key is missing; write a sink kind (\(kinds))"),
            (Self.tables(#"{ "modifiers": { "bpkBackground": [{ "index": -1, "kind": "color" }] } }"#),
             "parity.json:1:79: conventions.tables.kotlin.modifiers.bpkBackground[0].index: expected a whole number ≥ 0, got -1"),
            (Self.tables(#"{ "modifiers": { "bpkBackground": { "kind": "color" } } }"#),
             #"parity.json:1:59: conventions.tables.kotlin.modifiers.bpkBackground: expected an array of argument sinks ([{"index": 0, "kind": "color", "properties": ["backgroundColor"]}]), got an object"#),
            (Self.tables(#"{ "views": { "BpkText": { "rol": "text" } } }"#),
             "parity.json:1:68: conventions.tables.kotlin.views.BpkText.rol: unknown key (did you mean `role`?); known: \(ViewRule.keys.joined(separator: ", "))"),
            (Self.tables(#"{ "builtins": { "rememberBpkColor": "passthrough" } }"#),
             "parity.json:1:58: conventions.tables.kotlin.builtins.rememberBpkColor: unknown builtin \"passthrough\" (did you mean `passThrough`?); known: \(Builtin.kinds.joined(separator: ", "))"),
            (Self.tables(#"{ "builtins": { "useBpkPressed": "state" } }"#),
             #"parity.json:1:58: conventions.tables.kotlin.builtins.useBpkPressed: "state" needs its value; write {"state": "pressed"}"#),
            (Self.tables(#"{ "builtins": { "BpkColors.Clear": { "fixedColor": { "light": "clear" } } } }"#),
             ##"parity.json:1:95: conventions.tables.kotlin.builtins.BpkColors.Clear.fixedColor.light: "clear" is not a color; write "#RRGGBB" or "#RRGGBBAA""##),
            (Self.tables(#"{ "builtins": { "x": { "state": "pressed", "notState": "disabled" } } }"#),
             "parity.json:1:58: conventions.tables.kotlin.builtins.x: one key, the builtin's kind, expected; got notState, state"),
            (Self.tables(#"{ "builtins": { "x": { "token": { "kind": "colour", "name": "a" } } } }"#),
             "parity.json:1:76: conventions.tables.kotlin.builtins.x.token.kind: unknown token kind \"colour\" (did you mean `color`?); known: color, radius, shadow, spacing, typography"),
            (Self.tables(#"{ "builtins": { "x": { "passThrough": { "index": 1.5 } } } }"#),
             "parity.json:1:82: conventions.tables.kotlin.builtins.x.passThrough.index: expected a whole number ≥ 0, got 1.5"),
            (Self.tables(#"{ "builtins": { "x": { "colorAdjust": "darkn" } } }"#),
             "parity.json:1:65: conventions.tables.kotlin.builtins.x.colorAdjust: unknown method \"darkn\" (did you mean `darken`?); known: \((["parse", "mix"] + ColorAdjust.methods.keys.sorted()).joined(separator: ", "))"),
            (Self.tables(#"{ "builtins": { "x": { "channel": "alfa" } } }"#),
             "parity.json:1:65: conventions.tables.kotlin.builtins.x.channel: unknown channel \"alfa\" (did you mean `alpha`?); known: alpha, red, green, blue"),
            (Self.tables(#"{ "builtins": { "Color.hwb": { "channelColor": { "params": ["h", "w"], "channels": ["hue", "whiteness"] } } } }"#),
             "parity.json:1:113: conventions.tables.kotlin.builtins.Color.hwb.channelColor.channels: unknown channel \"whiteness\"; known: \(Builtin.colorChannels.joined(separator: ", "))"),
            (Self.tables(#"{ "builtins": { "Color.hsv": { "channelColor": { "params": ["h", "s", "v"], "channels": ["hueDegrees"] } } } }"#),
             "parity.json:1:118: conventions.tables.kotlin.builtins.Color.hsv.channelColor.channels: 1 channels for 3 parameters; name one channel per parameter"),
            (Self.tables(#"{ "weights": { "Heavy": 8000 } }"#),
             "parity.json:1:57: conventions.tables.kotlin.weights.Heavy: expected a weight from 1 to 1000 (400 is regular, 700 bold), got 8000"),
            (Self.tables(#"{ "modifier": {} }"#),
             "parity.json:1:44: conventions.tables.kotlin.modifier: unknown key (did you mean `modifiers`?); known: builtins, keywords, members, modifiers, shapes, views, weights"),
            (#"{ "conventions": { "tables": { "compose": {} } } }"#,
             "parity.json:1:32: conventions.tables.compose: unknown platform; known: uniwind, nativewind, stylesheet, swift, kotlin"),
        ]
        for (json, expected) in cases { #expect(Self.message(json) == expected, "\(json)") }
        #expect(Self.message(Self.tables(#"{ "views": { "BpkText": { "role": "text" } } }"#)) == nil)
    }
}
