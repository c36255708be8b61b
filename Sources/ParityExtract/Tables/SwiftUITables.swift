import ParityIR
import ParityModel

/// SwiftUI: what its library views, modifiers, shapes, colors and state sources mean (rows,
/// not code paths).
extension PlatformTables {
    static func swiftUI(_ c: Conventions) -> PlatformTables {
        var names: [String: Builtin] = [
            "Color": .color,
            "UIColor": .color,
            "Color.clear": .fixedColor(light: "#00000000", dark: nil),
            // `.clear` where a shape style is expected (`.background(fill ?? .clear, in: shape)`).
            "ShapeStyle.clear": .fixedColor(light: "#00000000", dark: nil),
            // SwiftUI's `.primary` and `Color.secondary` draw in a platform's label colors; the
            // design system says which of its tokens they are (conventions).
            "Double": .unit(""), "CGFloat": .unit(""), "Float": .unit(""), "Int": .unit(""),
            // A scaled metric's storage made in an init (`_side = ScaledMetric(wrappedValue: side)`): its value at the default size.
            "ScaledMetric": .passThrough(label: "wrappedValue", index: 0),
            "CGFloat.infinity": .constant(type: "CGFloat", name: "infinity"), "Double.infinity": .constant(type: "Double", name: "infinity"),
            "EdgeInsets": .record(type: "EdgeInsets", params: ["top", "leading", "bottom", "trailing"]),
            // A stroke's style (`.stroke(c, style: StrokeStyle(lineWidth: 3, lineCap: .round))`): its width is the border's.
            "StrokeStyle": .record(type: "StrokeStyle", params: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]),
            // `UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 8, …))`: its initializer's order.
            "RectangleCornerRadii": .record(type: "RectangleCornerRadii", params: ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]),
            "Font.system": .record(type: "Font", params: ["_base"]),
            "Font.custom": .record(type: "Font", params: ["name", "size"]),
            "Shape.rect": .record(type: "RoundedRectangle", params: []),
            "Shape.capsule": .constant(type: "Shape", name: "capsule"),
            "Shape.circle": .constant(type: "Shape", name: "circle"),
            "Scanner": .record(type: "Scanner", params: ["string"]),
            // A type-erased view is the view it wraps (`AnyView(variant.makeBody(configuration: c))`).
            "AnyView": .passThrough(label: nil, index: 0),
            // A type-erased shape style is the style it wraps (`AnyShapeStyle(Color.control)`).
            "AnyShapeStyle": .passThrough(label: nil, index: 0),
            // The tint a `.tint(…)` on the view or a container of it sets (`Sinks.inheritedStyles`).
            "ShapeStyle.tint": .constant(type: "ShapeStyle", name: "tint"),
            "Color.tint": .constant(type: "ShapeStyle", name: "tint"),
            // A binding that never changes is its value (`isLoading: Binding<Bool> = .constant(false)`).
            "Binding.constant": .passThrough(label: nil, index: 0),
            "min": .math("min"), "max": .math("max"), "abs": .math("abs"), "round": .math("round"), "floor": .math("floor"), "ceil": .math("ceil"),
            "log": .math("ln"), "log10": .math("log10"), "log2": .math("log2"), "exp": .math("exp"), "sqrt": .math("sqrt"), "pow": .math("pow"),
            // Environment values nothing sets here, at their defaults: the default Dynamic Type size
            // (the text style table's column), left to right.
            "EnvironmentValues.sizeCategory": .constant(type: "ContentSizeCategory", name: "large"),
            "EnvironmentValues.dynamicTypeSize": .constant(type: "DynamicTypeSize", name: "large"),
            "EnvironmentValues.layoutDirection": .constant(type: "LayoutDirection", name: "leftToRight"),
            // The screen's pixel density at the reference 3 (`Builtin.number`): `1 / UIScreen.main.scale`
            // is one pixel, as Compose's `Dp.Hairline` and React Native's `StyleSheet.hairlineWidth`.
            "UIScreen.main.scale": .number(3), "EnvironmentValues.displayScale": .number(3),
            "EnvironmentValues.pixelLength": .number(1.0 / 3),
            // The reference device is a phone, as the other platforms' (`UIDevice.current.userInterfaceIdiom == .phone ? 1 : 1.1`
            // is 1; the iPad's side is not compared).
            "UIDevice.current.userInterfaceIdiom": .constant(type: "UIUserInterfaceIdiom", name: "phone"),
            "EnvironmentValues.horizontalSizeClass": .constant(type: "UserInterfaceSizeClass", name: "compact"),
            // The color scheme is the color mode: `colorScheme == .light ? a : b` is `a` in light mode, `b` in dark.
            "EnvironmentValues.colorScheme": .colorMode("dark"),
            "ButtonStyleConfiguration.isPressed": .state("pressed"),
            "ToggleStyleConfiguration.isOn": .state("checked"),
            // An expanded `DisclosureGroup` (an accordion item) is the expanded state, as an `expanded`/`isOpen`
            // parameter or prop is on the other platforms (`Builtins.stateNames`).
            "DisclosureGroupStyleConfiguration.isExpanded": .state("expanded"),
            // A button made without a role (`Button(role: .destructive)` is the caller's choice).
            "ButtonStyleConfiguration.role": .null,
        ]
        for (style, token) in c.swiftHierarchicalStyles {
            for type in ["Color", "ShapeStyle", "HierarchicalShapeStyle"] {
                names["\(type).\(style)"] = token.isEmpty ? UIKitColors.builtin(UIKitColors.hierarchical[style] ?? "") : .token(kind: "color", name: token)
            }
        }
        for (name, _, _) in UIKitColors.rows + UIKitColors.constants { names["UIColor.\(name)"] = UIKitColors.builtin(name) }
        for (uikit, system) in UIKitColors.systemColors { names["UIColor.\(uikit)"] = .token(kind: "color", name: system) }
        let members: [String: Builtin] = [
            "opacity": .opacity(label: nil, index: 0),
            "weight": .record(type: "Font", params: ["weight"]),
            // `Font.subheadline.bold()`: the font at the bold weight (as `.weight(.bold)`).
            "bold": .record(type: "Font", params: [], fixed: ["weight": "bold"]),
            // `Font.footnote.italic()`: the same style (italics, digit widths and small capitals are not compared:
            // `.system(size: 13).monospacedDigit()`).
            "italic": .same, "monospacedDigit": .same, "monospaced": .same, "smallCaps": .same, "lowercaseSmallCaps": .same, "uppercaseSmallCaps": .same,
            // The hex initializer everyone copies: `hex.trimmingCharacters(in:)`, `Scanner(string: hex).scanHexInt64(&int)`, `hex.count`.
            "trimmingCharacters": .trim, "uppercased": .same, "lowercased": .same,
            // A binding's value (`isLoading.wrappedValue`): a binding stands for its value here.
            "wrappedValue": .same,
            // A library shape's path is that shape (`RoundedRectangle(cornerRadius: r).path(in: rect)`).
            "path": .same,
            // Dynamic Type at its default size (Large), where parity reads text: `UIFontMetrics.default
            // .scaledValue(for: 17)` is 17, `UIFontMetrics(forTextStyle: .body).scaledFont(for: font)` the font.
            "scaledValue": .passThrough(label: "for", index: 0), "scaledFont": .passThrough(label: "for", index: 0),
            "scanHexInt64": .scanHex, "scanHexInt32": .scanHex, "scanHex": .scanHex,
            // `note.map { Text($0) }` of an optional, `items.map { … }` of an array.
            "map": .map,
            "count": .count, "isEmpty": .isEmpty,
            // An environment style: the buttons (toggles) in what it is applied to take it, not a container holding them.
            "buttonStyle": .style(method: "makeBody", configuration: "ButtonStyleConfiguration", fields: ["label": ["label", "", "#Text"]], views: ["Button"]),
            "toggleStyle": .style(method: "makeBody", configuration: "ToggleStyleConfiguration", fields: ["label": ["label", "", "#Text"]], views: ["Toggle"]),
            "labeledContentStyle": .style(method: "makeBody", configuration: "LabeledContentStyleConfiguration", fields: ["label": ["label", "#Text"], "content": [""]], parts: ["label": "label"]),
            // `DisclosureGroup(isExpanded:) { content } label: { title }` styled by a `DisclosureGroupStyle`.
            "disclosureGroupStyle": .style(method: "makeBody", configuration: "DisclosureGroupStyleConfiguration",
                                           fields: ["label": ["label", "#Text"], "content": [""]], views: ["DisclosureGroup"]),
            "textFieldStyle": .style(method: "_body", configuration: nil, fields: [:]),
            // `Label(title, systemImage:)` or `Label { title } icon: { icon }` styled by a `LabelStyle`.
            "labelStyle": .style(method: "makeBody", configuration: "LabelStyleConfiguration",
                                 fields: ["title": ["title", "", "#Text"], "icon": ["icon", "#Image:systemName=systemImage"]], views: ["Label"]),
            // `ProgressView(value:total:)` styled by a `ProgressViewStyle`: the value is a given fraction (a bar's width).
            "progressViewStyle": .style(method: "makeBody", configuration: "ProgressViewStyleConfiguration",
                                        fields: ["fractionCompleted": ["value"], "label": ["label", "#Text"],
                                                 // `ProgressView(value:) { … } currentValueLabel: { Text(value, format: .percent) }`.
                                                 "currentValueLabel": ["currentValueLabel"]], views: ["ProgressView"]),
            "modifier": .style(method: "body", configuration: nil, fields: [:]),
        ]
        var tokenTypes: [String: String] = c.swiftTokenTypes
        for t in c.radiusTypes { tokenTypes[t] = "radius" }
        for t in c.swiftTypographyTypes { tokenTypes[t] = "typography" }
        // Where a color is expected, an implicit member is a color token (`.foregroundStyle(.labelSecondary)`).
        tokenTypes["ShapeStyle"] = "color"
        let typography = c.swiftTypographyTypes.sorted().first ?? "TextStyle"
        let shadow = c.swiftTokenTypes.first { $0.value == "shadow" }?.key ?? "Shadow"
        var argumentTypes: [String: [String: String]] = [
            "Color": ["uiColor": "UIColor", "": "UIColor"],
            "font": ["": "Font"],
            "foregroundStyle": ["": "ShapeStyle"], "foregroundColor": ["": "ShapeStyle"],
            // `.tint(.accent)`: the project's color, handed to the `.tint` style of a stroke or fill inside.
            "tint": ["": "ShapeStyle"],
            "background": ["": "ShapeStyle", "in": "Shape"],
            // `.stroke(tint, style: .init(lineWidth: 2))`: the implicit `.init` is a `StrokeStyle`.
            "fill": ["": "ShapeStyle"], "stroke": ["": "ShapeStyle", "lineWidth": "CGFloat", "style": "StrokeStyle"],
            "strokeBorder": ["": "ShapeStyle", "lineWidth": "CGFloat", "style": "StrokeStyle"], "border": ["": "ShapeStyle", "width": "CGFloat"],
            "clipShape": ["": "Shape"],
            "buttonStyle": ["": "ButtonStyle"], "toggleStyle": ["": "ToggleStyle"], "labelStyle": ["": "LabelStyle"],
            "labeledContentStyle": ["": "LabeledContentStyle"], "textFieldStyle": ["": "TextFieldStyle"], "progressViewStyle": ["": "ProgressViewStyle"],
            "disclosureGroupStyle": ["": "DisclosureGroupStyle"],
            "shadow": ["": shadow],
            // Lengths are CGFloat: an implicit member is the project's `extension CGFloat { static let medium }`.
            "padding": ["": "CGFloat"], "cornerRadius": ["": "CGFloat"],
            "frame": ["width": "CGFloat", "height": "CGFloat", "minWidth": "CGFloat", "minHeight": "CGFloat", "maxWidth": "CGFloat", "maxHeight": "CGFloat"],
            "offset": ["x": "CGFloat", "y": "CGFloat"], "tracking": ["": "CGFloat"], "kerning": ["": "CGFloat"],
            "HStack": ["spacing": "CGFloat"], "VStack": ["spacing": "CGFloat"], "LazyHStack": ["spacing": "CGFloat"], "LazyVStack": ["spacing": "CGFloat"],
            "Spacer": ["minLength": "CGFloat"], "RoundedRectangle": ["cornerRadius": "CGFloat"],
            "UnevenRoundedRectangle": ["cornerRadii": "RectangleCornerRadii"],
        ]
        for h in c.swiftTextStyleHelpers { argumentTypes[h] = ["": typography] }
        // Property wrappers: `@Environment(\.isEnabled)`, `@Environment(\.isInvalid)`, `@State var isPressed`,
        // `@Binding var isOn` are the states they name; `@FocusState` is focused. A gesture's state
        // (`@GestureState private var isPressed = false`, set in `DragGesture().updating($isPressed)`)
        // is the state it names while the gesture lasts.
        let wrappers: [String: Builtin] = ["Environment": .stateByName, "State": .stateByName, "Binding": .stateByName, "FocusState": .state("focused"),
                                           "GestureState": .stateByName]
        var builtins = Builtins(names: names, members: members, tokenTypes: tokenTypes, capitalizedViews: true,
                                stateParameters: c.stateParameters(StateParameter.common), argumentTypes: argumentTypes, viewBodies: ["View": "body"],
                                wrappers: wrappers, memberwiseWrappers: ["Binding"], valueViews: ["Color"])
        builtins.variantParameters = c.variantParameters
        builtins.placementWords = c.placementWords
        // `.accessibilityAddTraits(isLiked ? .isSelected : [])`: the Boolean is the checked state.
        builtins.stateDeclarations = ["accessibilityAddTraits": ["isSelected": "checked"]]
        builtins.runtimeModels = ["ObservableObject", "Observable"]
        builtins.modules = ["SwiftUI", "UIKit", "Swift", "Foundation", "CoreGraphics"]
        builtins.combinedStates = c.combinedStateSets
        builtins.tokenValueTypes = ["color": "Color", "typography": "Font"]
        builtins.colorValueTypes = ["Color", "UIColor"]
        builtins.layoutProtocols = ["Layout"]
        builtins.layoutContainer = "Group"
        builtins.textRunViews = ["Text"]
        builtins.textRunsView = PartInfo.textRunsView
        builtins.shapeProtocols = ["Shape", "InsettableShape"]
        builtins.glyphShapeView = "Shape#glyph"
        builtins.glyphPathCalls = ["addLine", "addLines", "addCurve", "addQuadCurve", "addArc", "addRelativeArc"]
        builtins.closedPathCalls = ["closeSubpath", "addRect", "addRects", "addRoundedRect", "addEllipse", "addPath"]
        builtins.colorStatementView = "Color"
        // A project shape's path drawn as a rounded rectangle (`Path(roundedRect: rect, cornerRadius: r)`)
        // is that shape; another path (`Path(ellipseIn: dot)`, a path built line by line) is none parity reads.
        builtins.names["Path"] = .view
        // `Path(rect)` of the whole rectangle: the rectangle (square corners).
        builtins.viewVariants["Path"] = [ViewVariant(label: "roundedRect", type: nil, callee: "Path#roundedRect"),
                                         ViewVariant(label: "", index: 0, type: ViewVariant.drawingRect, callee: "Rectangle")]
        builtins.viewVariants["ProgressView"] = [ViewVariant(label: "value", type: nil, callee: "ProgressView#value")]
        // `label()` of a `@ViewBuilder label: () -> Label` the caller passes: the caller's view.
        builtins.callerViews = true
        builtins.callerViewOfData = "Text"
        builtins.environmentSetters = ["environment"]
        // `private let image: Image` set by the caller (Orbit's CarrierLogo): a view the component frames and clips.
        builtins.callerViewTypes = ["Image", "Text", "AnyView"]
        // `Text(message)`: a text that shows the `message` parameter may be that part (`Sinks.roleParts`).
        builtins.shownArguments = [""]
        // The environment a custom `ShapeStyle` resolves in (`resolve(in environment:)`): its
        // `isEnabled`, and a project key whose last word is a state (`listItemSelected`), are states.
        builtins.stateRecords["EnvironmentValues"] = ["isEnabled": StateParameter("disabled", whenTrue: false)]
        builtins.selfResolving = SelfResolving(expected: "ShapeStyle", method: "resolve", context: "EnvironmentValues")

        let text = { (kind: SinkKind, properties: [String]) in [ArgSink(index: 0, kind, properties, text: true)] }
        let stack = { (direction: String) in
            // A stack centers its children across its axis unless `alignment:` says otherwise.
            ViewRule(facts: ["direction": direction, "alignItems": "center"], args: [ArgSink(["spacing"], .spacing, ["gap"]), ArgSink(["alignment"], .keyword, ["alignItems"])], container: true)
        }
        // A shape's foreground is its fill.
        var shape = ViewRule()
        shape.aliases = ["foregroundStyle": "fill", "foregroundColor": "fill"]
        // A `Button` without a style draws its label.
        var button = ViewRule(container: true)
        button.transparent = true
        let views: [String: ViewRule] = [
            "HStack": stack("row"), "LazyHStack": stack("row"),
            "VStack": stack("column"), "LazyVStack": stack("column"),
            // The box a second `.frame` makes around a view (`Sinks.reframing`): a container named by its place.
            Renderer.frameBox: ViewRule(container: true),
            "ZStack": ViewRule(args: [ArgSink(["alignment"], .alignment, ["justifyContent", "alignItems"])], container: true), "Group": ViewRule(container: true, transparent: true),
            // Texts joined with `+` (`Builtins.textRunsView`): each run a text, what is applied to the whole theirs.
            PartInfo.textRunsView: ViewRule(container: true, transparent: true),
            // Draws nothing (a content closure's `else { EmptyView() }`): no part.
            "EmptyView": ViewRule(container: true, transparent: true),
            // Gives its one view all its space: that view stands in its place (a progress bar's track in `GeometryReader { proxy in ZStack { … } }`).
            "GeometryReader": ViewRule(container: true, transparent: true),
            // Draws its content once per item: the one template (its item given at run time) stands in its place.
            "ForEach": ViewRule(container: true, transparent: true),
            "Button": button, "Toggle": ViewRule(container: true), "LabeledContent": ViewRule(container: true), "DisclosureGroup": ViewRule(container: true),
            "Text": { var r = ViewRule(role: "text"); r.defaults = ["font": "body"]; return r }(),
            "TextField": { var r = ViewRule(role: "text", viewArgs: ["prompt": "placeholder"]); r.hidesChildren = true; return r }(),
            "SecureField": { var r = ViewRule(role: "text", viewArgs: ["prompt": "placeholder"]); r.hidesChildren = true; return r }(),
            "Image": { var r = ViewRule(role: "icon"); r.pictureMarks = ["scaledToFill"]; r.glyphMarks = ["systemName"]; return r }(),
            // `ProgressView()` spins: the busy indicator, as React Native's `ActivityIndicator` and
            // Compose's `CircularProgressIndicator` are; it spins in its `.tint`. With a value
            // (`ProgressView(value: 0.4)`, `Builtins.viewVariants`) it is a bar, no spinner.
            "ProgressView": { var r = ViewRule(role: "indicator"); r.aliases = ["tint": "foregroundColor"]; return r }(),
            "Spacer": ViewRule(args: [ArgSink(["minLength"], .length, ["minLength"])], container: true),
            "Color": ViewRule(args: [ArgSink(index: 0, .color, ["backgroundColor"])]),
            "RoundedRectangle": shape, "Capsule": shape, "Circle": shape, "Rectangle": shape, "Ellipse": shape, "Path#roundedRect": shape,
            // A project shape of open lines (`Builtins.glyphShapeView`: a check mark) is an icon in
            // the color it is stroked or filled with.
            "Shape#glyph": { var r = ViewRule(role: "icon"); r.aliases = ["stroke": "foregroundColor", "fill": "foregroundColor", "foregroundStyle": "foregroundColor"]; return r }(),
            // Part of a shape's outline (`Circle().trim(from: 0, to: progress)`, `Builtins.remakingModifiers`):
            // a progress ring's arc, the indicator, in the color it is stroked with — not the box's
            // border, which the whole shape stroked behind it is.
            "Shape#arc": { var r = ViewRule(role: "indicator"); r.aliases = ["stroke": "foregroundColor", "strokeBorder": "foregroundColor", "fill": "foregroundColor", "foregroundStyle": "foregroundColor"]; return r }(),
        ]
        var modifiers: [String: [ArgSink]] = [
            "padding": [ArgSink([], .paddingEdges)],
            "frame": [
                ArgSink(["width"], .length, ["width"]), ArgSink(["height"], .length, ["height"]),
                ArgSink(["minWidth"], .length, ["minWidth"]), ArgSink(["minHeight"], .length, ["minHeight"]),
                // `maxWidth: .infinity` fills the parent (width `fill`, as `w-full`, `width: "100%"`, `fillMaxWidth()`).
                ArgSink(["maxWidth"], .extent, ["width", "maxWidth"]), ArgSink(["maxHeight"], .extent, ["height", "maxHeight"]),
            ],
            "background": [ArgSink(index: 0, .layer, ["backgroundColor"]), ArgSink(["in"], .shape, ["radius"])],
            "overlay": [ArgSink(index: 0, .layer)],
            "fill": [ArgSink(index: 0, .color, ["backgroundColor"])],
            // A stroke's width is 1 pt where none is given (`lineWidth: CGFloat = 1`, `width: CGFloat = 1`).
            "stroke": [ArgSink([], .border, constant: "1")], "strokeBorder": [ArgSink([], .border, constant: "1")], "border": [ArgSink([], .border, constant: "1")],
            "clipShape": [ArgSink(index: 0, .shape, ["radius"])],
            "cornerRadius": [ArgSink(index: 0, .length, ["radius"])],
            "opacity": [ArgSink(index: 0, .opacity, ["opacity"])],
            // `.scaleEffect(configuration.isPressed ? 0.95 : 1)`: one scale for both axes (`SinkKind.scale`).
            "scaleEffect": [ArgSink([], .scale, ["scale"])],
            "offset": [ArgSink(["x"], .length, ["offsetX"]), ArgSink(["y"], .length, ["offsetY"])],
            "shadow": [ArgSink(index: 0, .token, ["shadow"]), ArgSink(["radius"], .token, ["shadow"])],
            "foregroundStyle": text(.color, ["color"]), "foregroundColor": text(.color, ["color"]),
            "font": text(.textStyle, []),
            "fontWeight": text(.weight, ["fontWeight"]),
            "bold": [ArgSink([], .weight, ["fontWeight"], constant: "bold", text: true)],
            "tracking": text(.letterSpacing, ["letterSpacing"]), "kerning": text(.letterSpacing, ["letterSpacing"]),
            // The lines a text may take (`.lineLimit(1)`, as Compose's `maxLines`, React Native's `numberOfLines`).
            "lineLimit": text(.count, ["lineLimit"]),
            // The space between lines (`.lineSpacing(style.lineHeight - UIFont.systemFont(ofSize:
            // style.size).lineHeight)`): a line height with the font size (`Resolver`).
            "lineSpacing": text(.length, ["lineSpacing"]),
            // A shape's outline in a rectangle (`RoundedRectangle(cornerRadius: r).path(in: bar)` in a
            // custom shape): sets nothing; the rectangle tells a part of the box from the box (`rectModifiers`).
            "path": [],
        ]
        // The project's text-style helpers (`scaledTextStyle(.base, weight: .semibold)`) are read as written.
        for h in c.swiftTextStyleHelpers {
            modifiers[h] = [ArgSink(index: 0, .textStyle, text: true), ArgSink(["weight"], .weight, ["fontWeight"], text: true)]
        }
        let inherited: Set<String> = Set(["font", "foregroundStyle", "foregroundColor", "fontWeight", "bold", "tracking", "kerning", "lineLimit", "lineSpacing", "tint"]).union(c.swiftTextStyleHelpers)
        let keywords: [String: String] = [
            "center": "center", "leading": "start", "trailing": "end", "top": "start", "bottom": "end",
            "firstTextBaseline": "baseline", "lastTextBaseline": "baseline",
        ]
        let shapes: [String: ShapeRule] = [
            // `.rect(topLeadingRadius: 8, …)` is a `RoundedRectangle` with corners of its own.
            "RoundedRectangle": ShapeRule(["cornerRadius", "cornerSize"], index: nil, corners: ["topLeadingRadius", "topTrailingRadius", "bottomTrailingRadius", "bottomLeadingRadius"]),
            "UnevenRoundedRectangle": ShapeRule([], index: nil, corners: ["topLeadingRadius", "topTrailingRadius", "bottomTrailingRadius", "bottomLeadingRadius"],
                                                cornerRecord: "cornerRadii", cornerFields: ["topLeading", "topTrailing", "bottomTrailing", "bottomLeading"]),
            "Capsule": ShapeRule(token: "full"), "Circle": ShapeRule(token: "full"), "Ellipse": ShapeRule(token: "full"),
            "Rectangle": ShapeRule(points: 0),
            // `Builtins.viewVariants["Path"]`: a path drawn as a rounded rectangle.
            "Path#roundedRect": ShapeRule(["cornerRadius"], index: nil, rect: "roundedRect"),
            "capsule": ShapeRule(token: "full"), "circle": ShapeRule(token: "full"),
        ]
        // The shape views (not `.capsule`, a shape named where one is expected) a project shape's path may be.
        builtins.libraryShapes = Set(shapes.keys.filter { $0.first?.isUppercase == true })
        builtins.remakingModifiers = ["trim": "Shape#arc"]
        // A computed property named as a part that no view's role is (`var badge`, `var thumb`) names what it draws.
        builtins.namingProperties = Set(Sinks.defaultPartNames).subtracting(views.values.compactMap(\.role))
        // Half the height of the rectangle a shape's path is drawn in is a pill's radius
        // (`Path(roundedRect: rect, cornerRadius: rect.height / 2)`).
        builtins.drawingBoxes = [IRValue.drawingRect]
        builtins.sideMembers = ["height", "width"]
        var sinks = Sinks(views: views, modifiers: modifiers, inheritedModifiers: inherited, keywords: keywords,
                          weights: Normalize.swiftWeights, shapes: shapes)
        sinks.namedTextStyles = AppleTextStyles.named
        sinks.paintViews = ["Color"]
        sinks.inheritedStyles = ["tint": "tint"]
        sinks.rectModifiers = ["path": "in"]
        // `.overlay(alignment: .bottom) { Rectangle().fill(c).frame(height: 1) }`: the bottom border.
        sinks.layerEdges = ["top": "top", "bottom": "bottom", "leading": "start", "trailing": "end"]
        // An SF Symbol's font size is its size; its weight is the symbol's stroke (`symbolWeight`,
        // which the other platforms' icons do not state).
        sinks.partPropertyAliases = ["icon": ["fontSize": ["width", "height"], "fontWeight": ["symbolWeight"]]]
        // An SF Symbol draws in the foreground style its containers set.
        // A spinning `ProgressView` draws in the tint its containers set.
        sinks.roleInheritedModifiers = ["icon": ["foregroundStyle", "foregroundColor"], "indicator": ["tint"]]
        // A shape with no paint of its own is filled with the foreground style (SwiftUI's default fill).
        sinks.shapeInheritedFill = ["foregroundStyle": "fill", "foregroundColor": "fill"]
        sinks.shapePaints = ["fill", "stroke", "strokeBorder", "foregroundStyle", "foregroundColor", "tint"]
        sinks.layerStacks = ["ZStack"]
        sinks.strokeStyles = ["StrokeStyle": "lineWidth"]
        sinks.fieldViews = ["TextField", "SecureField", "TextEditor"]
        sinks.inputViews = sinks.fieldViews
        sinks.spacers = ["Spacer"]
        sinks.reframing = ["frame"]
        sinks.lineSpacingShare = Sinks.LineSpacingShare(spacing: "lineSpacing", padding: "padding", sides: ["paddingTop", "paddingBottom"])
        sinks.chainOrder = .innerFirst
        sinks.boxing = ["frame"]
        sinks.fillsFrame = ["resizable"]
        sinks.textBoxing = ["Text": ["padding", "frame"]]
        // A package's own modifiers (Spark's `.sparkPadding`, `.sparkFrame(height:)`, `.sparkBorder(…)`) are
        // seen by the end of their names; SwiftUI's own of such names style what parity does not compare.
        let paddings = ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"]
        sinks.unreadModifierEndings = [
            "Padding": UnreadModifier(paddings), "Frame": UnreadModifier(["width", "height", "minWidth", "minHeight"]),
            "Border": UnreadModifier(["borderWidth", "borderColor"]), "CornerRadius": UnreadModifier(["radius"]),
            "Background": UnreadModifier(["backgroundColor"]), "Shadow": UnreadModifier(["shadow"]),
            "ForegroundColor": UnreadModifier(["color"], text: true), "ForegroundStyle": UnreadModifier(["color"], text: true),
            "Font": UnreadModifier(["typography"], text: true),
        ]
        sinks.otherModifiers = ["listRowBackground", "scrollContentBackground", "presentationBackground", "toolbarBackground",
                                "containerBackground", "containerRelativeFrame", "safeAreaPadding", "contentMargins", "scenePadding", "navigationBarBackground"]
        sinks.tablesKey = "swift"
        return PlatformTables(builtins: builtins, sinks: sinks).adding(c.tables[.swift])
    }
}

/// Apple's text styles at the default Dynamic Type size (Large), iOS and iPadOS: weight, size
/// and leading from the Human Interface Guidelines' *Typography* table "Large (default)"
/// (https://developer.apple.com/design/human-interface-guidelines/typography, as quoted at
/// https://www.swiftuiprototyping.com/article/how-dynamic-type-sizes-work-in-swiftui/ and
/// matching the point sizes UIFont reports, https://www.iosfontsizes.com). Tracking is from the
/// same guidelines' SF Pro tracking table, of which only the rows for 12 pt (0), 13 pt (-6),
/// 17 pt (-26) and 28 pt (+14, in 1/1000 em) could be confirmed (quoted at
/// https://app.uxcel.com/courses/apple-hig/system-typography-sf-font-963/spacing-rules-1411).
/// A style whose tracking is not confirmed is read as its size and line height only, not as a
/// typography token.
enum AppleTextStyles {
    static let rows: [(name: String, size: Double, lineHeight: Double, weight: Double, trackingEm1000: Double?)] = [
        ("largeTitle", 34, 41, 400, nil),
        ("title", 28, 34, 400, 14),
        ("title2", 22, 28, 400, nil),
        ("title3", 20, 25, 400, nil),
        ("headline", 17, 22, 600, -26),
        ("body", 17, 22, 400, -26),
        ("callout", 16, 21, 400, nil),
        ("subheadline", 15, 20, 400, nil),
        ("footnote", 13, 18, 400, -6),
        ("caption", 12, 16, 400, 0),
        ("caption2", 11, 13, 400, nil),
    ]

    /// The styles with a whole value, as typography tokens the resolver knows.
    static let typography: [String: TypographyValue] = Dictionary(uniqueKeysWithValues: rows.compactMap { r in
        r.trackingEm1000.map { (r.name, TypographyValue(size: r.size, lineHeight: r.lineHeight, letterSpacing: $0 / 1000)) }
    })

    /// What a text-style sink sets for each.
    static let named: [String: NamedTextStyle] = Dictionary(uniqueKeysWithValues: rows.map { r in
        let weight = r.weight == 400 ? nil : r.weight
        if r.trackingEm1000 != nil { return (r.name, NamedTextStyle(token: r.name, weight: weight)) }
        return (r.name, NamedTextStyle(fontSize: r.size, lineHeight: r.lineHeight, weight: weight))
    })
}

/// UIKit's label colors in sRGB, light and dark (`Color(uiColor: .secondaryLabel)`,
/// `Color(UIColor.tertiaryLabel)`). Apple's pages give no numbers for these dynamic colors;
/// the values are what UIKit resolves them to, as measured and published by others:
/// `label` and `secondaryLabel` at https://newbe.dev/what-is-the-default-background-color-of-uitableviewcell-in-ios-13
/// (resolvedColor for light and dark) and https://sitapix.github.io/apple-text/skills/apple-text-colors,
/// `tertiaryLabel`, `quaternaryLabel` and `placeholderText` at the latter only,
/// `secondarySystemGroupedBackground` at the former only. `separator` and the other background
/// colors (`systemBackground`, `secondarySystemBackground`, …) are left out: no value for them
/// could be confirmed, so they stay unresolved.
enum UIKitColors {
    static let rows: [(name: String, light: String, dark: String)] = [
        ("label", "#000000", "#FFFFFF"),
        ("secondaryLabel", "#3C3C4399", "#EBEBF599"),
        ("tertiaryLabel", "#3C3C434D", "#EBEBF54D"),
        ("quaternaryLabel", "#3C3C432E", "#EBEBF52E"),
        ("placeholderText", "#3C3C434D", "#EBEBF54D"),
        ("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E"),
    ]

    /// UIKit's fixed colors (`UIColor.black`, `.darkGray`, `.orange`: not the system colors, which
    /// adapt), the same in both modes: Apple's UIColor reference gives each as a grayscale or RGB
    /// value (https://developer.apple.com/documentation/uikit/uicolor/black: grayscale 0;
    /// darkGray 1/3, lightGray 2/3, gray 0.5, white 1; red (1, 0, 0), green (0, 1, 0), blue (0, 0, 1),
    /// cyan (0, 1, 1), yellow (1, 1, 0), magenta (1, 0, 1), orange (1, 0.5, 0), purple (0.5, 0, 0.5),
    /// brown (0.6, 0.4, 0.2); clear: grayscale and alpha 0), rounded to 8 bits.
    static let constants: [(name: String, light: String, dark: String)] = [
        ("black", "#000000", "#000000"), ("darkGray", "#555555", "#555555"), ("lightGray", "#AAAAAA", "#AAAAAA"),
        ("gray", "#808080", "#808080"), ("white", "#FFFFFF", "#FFFFFF"), ("red", "#FF0000", "#FF0000"),
        ("green", "#00FF00", "#00FF00"), ("blue", "#0000FF", "#0000FF"), ("cyan", "#00FFFF", "#00FFFF"),
        ("yellow", "#FFFF00", "#FFFF00"), ("magenta", "#FF00FF", "#FF00FF"), ("orange", "#FF8000", "#FF8000"),
        ("purple", "#800080", "#800080"), ("brown", "#996633", "#996633"), ("clear", "#00000000", "#00000000"),
    ]

    /// SwiftUI's hierarchical styles drawn in the label colors when the design system maps them to none.
    static let hierarchical = ["primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel"]

    /// UIKit's system colors by SwiftUI's name for them (the system color table, SystemColors).
    static let systemColors: [String: String] = [
        "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow", "systemGreen": "green", "systemMint": "mint",
        "systemTeal": "teal", "systemCyan": "cyan", "systemBlue": "blue", "systemIndigo": "indigo", "systemPurple": "purple",
        "systemPink": "pink", "systemBrown": "brown", "systemGray": "gray",
    ]

    static func builtin(_ name: String) -> Builtin {
        guard let r = rows.first(where: { $0.name == name }) ?? constants.first(where: { $0.name == name }) else { return .constant(type: "UIColor", name: name) }
        return .fixedColor(light: r.light, dark: r.dark)
    }
}
