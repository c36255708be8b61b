import ParityIR
import ParityModel

/// Jetpack Compose: what its library calls, modifiers and arguments mean (rows, not code paths).
extension PlatformTables {
    /// `RoundedCornerShape`'s corner arguments, in the order of `Normalize.cornerProperties`.
    static let composeShapeCorners = ["topStart", "topEnd", "bottomEnd", "bottomStart"]
    /// What a draw scope's `size` is given as.
    static let composeDrawScope = "the draw scope's size"

    static func compose(_ c: Conventions) -> PlatformTables {
        // Material 3's names, then Material 2's (`androidx.compose.material.ButtonDefaults.buttonColors(backgroundColor, …)`).
        let colorParams = ["containerColor", "contentColor", "disabledContainerColor", "disabledContentColor", "backgroundColor", "disabledBackgroundColor"]
        let chipColorParams = ["containerColor", "labelColor", "iconColor", "disabledContainerColor", "disabledLabelColor",
                               "selectedContainerColor", "selectedLabelColor"]
        let switchColorParams = ["checkedThumbColor", "checkedTrackColor", "checkedBorderColor", "checkedIconColor",
                                 "uncheckedThumbColor", "uncheckedTrackColor", "uncheckedBorderColor", "uncheckedIconColor",
                                 "disabledCheckedThumbColor", "disabledCheckedTrackColor", "disabledCheckedBorderColor", "disabledCheckedIconColor",
                                 "disabledUncheckedThumbColor", "disabledUncheckedTrackColor", "disabledUncheckedBorderColor", "disabledUncheckedIconColor"]
        let chipBorderParams = ["enabled", "selected", "borderColor", "selectedBorderColor", "disabledBorderColor",
                                "disabledSelectedBorderColor", "borderWidth", "selectedBorderWidth"]
        var names: [String: Builtin] = [
            "Modifier": .modifierRoot,
            "remember": .passThrough(label: nil, index: 0),
            "rememberSaveable": .passThrough(label: nil, index: 0),
            "rememberUpdatedState": .passThrough(label: nil, index: 0),
            "derivedStateOf": .passThrough(label: nil, index: 0),
            // What `Modifier.drawWithCache { …; onDrawBehind { draws } }` draws: its block's draws.
            "onDrawBehind": .passThrough(label: nil, index: 0),
            "onDrawWithContent": .passThrough(label: nil, index: 0),
            "mutableStateOf": .passThrough(label: "value", index: 0),
            "mutableFloatStateOf": .passThrough(label: "value", index: 0),
            "mutableIntStateOf": .passThrough(label: "value", index: 0),
            "animateColorAsState": .passThrough(label: "targetValue", index: 0),
            "animateDpAsState": .passThrough(label: "targetValue", index: 0),
            "animateFloatAsState": .passThrough(label: "targetValue", index: 0),
            "Color": .color,
            "Color.hsv": .channelColor(params: ["hue", "saturation", "value", "alpha"], channels: ["hueDegrees", "saturation", "brightness", "alpha"]),
            "Color.hsl": .channelColor(params: ["hue", "saturation", "lightness", "alpha"], channels: ["hueDegrees", "saturation", "lightness", "alpha"]),
            "Color.Transparent": .fixedColor(light: "#00000000", dark: nil),
            "Color.White": .fixedColor(light: "#FFFFFF", dark: nil),
            "Color.Black": .fixedColor(light: "#000000", dark: nil),
            // The rest of `Color`'s companion constants (androidx.compose.ui.graphics.Color).
            "Color.DarkGray": .fixedColor(light: "#444444", dark: nil), "Color.Gray": .fixedColor(light: "#888888", dark: nil),
            "Color.LightGray": .fixedColor(light: "#CCCCCC", dark: nil), "Color.Red": .fixedColor(light: "#FF0000", dark: nil),
            "Color.Green": .fixedColor(light: "#00FF00", dark: nil), "Color.Blue": .fixedColor(light: "#0000FF", dark: nil),
            "Color.Yellow": .fixedColor(light: "#FFFF00", dark: nil), "Color.Cyan": .fixedColor(light: "#00FFFF", dark: nil),
            "Color.Magenta": .fixedColor(light: "#FF00FF", dark: nil),
            "Color.Unspecified": .constant(type: "Color", name: "Unspecified"),
            // Side effects draw nothing (their lambdas run coroutines and callbacks, not views).
            "LaunchedEffect": .null, "DisposableEffect": .null, "SideEffect": .null,
            // A one-pixel stroke: a third of a point at the reference density 3 (`Builtin.number`).
            "Dp.Hairline": .number(1.0 / 3),
            // A corner that is square (`shapes.small.copy(bottomStart = ZeroCornerSize)`).
            "ZeroCornerSize": .number(0),
            // A corner of a length (`shape.copy(topEnd = CornerSize(2.dp))`), or of a percentage of the
            // size where the number has no unit (`CornerSize(50)`: the shape rule's `percent`).
            "CornerSize": .passThrough(label: "size", index: 0),
            // Material 2's disabled content alpha (androidx.compose.material ContentAlpha.kt: 0.38 in
            // both its high- and low-contrast tables; `high` and `medium` depend on the content's luminance).
            "ContentAlpha.disabled": .number(0.38),
            // One size, or four corners in order (`RoundedCornerShape(8.dp, 8.dp, 0.dp, 0.dp)`).
            "RoundedCornerShape": .record(type: "RoundedCornerShape", params: ["size", "topEnd", "bottomEnd", "bottomStart"]),
            // `Modifier.size(DpSize(24.dp, 16.dp))`: a length sink takes the field of its property.
            "DpSize": .record(type: "DpSize", params: ["width", "height"]),
            "CircleShape": .constant(type: "Shape", name: "CircleShape"),
            "RectangleShape": .constant(type: "Shape", name: "RectangleShape"),
            "PaddingValues": .record(type: "PaddingValues", params: ["all"]),
            // Material 3's color holders: the colors a caller names (the rest are Material's defaults;
            // the buttons' are declared with their defaults in `MaterialPrelude`).
            "CardDefaults.cardColors": .record(type: "CardColors", params: colorParams),
            "CardDefaults.outlinedCardColors": .record(type: "CardColors", params: colorParams),
            "CardDefaults.elevatedCardColors": .record(type: "CardColors", params: colorParams),
            "FilterChipDefaults.filterChipColors": .record(type: "SelectableChipColors", params: chipColorParams),
            "FilterChipDefaults.elevatedFilterChipColors": .record(type: "SelectableChipColors", params: chipColorParams),
            "InputChipDefaults.inputChipColors": .record(type: "SelectableChipColors", params: chipColorParams),
            "AssistChipDefaults.assistChipColors": .record(type: "ChipColors", params: chipColorParams),
            "SuggestionChipDefaults.suggestionChipColors": .record(type: "ChipColors", params: chipColorParams),
            "SwitchDefaults.colors": .record(type: "SwitchColors", params: switchColorParams),
            "FilterChipDefaults.filterChipBorder": .record(type: "ChipBorder", params: chipBorderParams),
            "InputChipDefaults.inputChipBorder": .record(type: "ChipBorder", params: chipBorderParams),
            "Arrangement.spacedBy": .record(type: "spacedBy", params: ["space", "alignment"]),
            // Its constructor's first parameters, in order (androidx.compose.ui.text `TextStyle(color, fontSize, fontWeight, …)`).
            "TextStyle": .record(type: "TextStyle", params: ["color", "fontSize", "fontWeight", "fontStyle", "fontSynthesis", "fontFamily", "fontFeatureSettings", "letterSpacing"]),
            "FontWeight": .record(type: "FontWeight", params: ["weight"]),
            "BorderStroke": .record(type: "BorderStroke", params: ["width", "color"]),
            "CompositionLocalProvider": .provider(local: nil),
            "ProvideTextStyle": .provider(local: "LocalTextStyle"),
            "ProvideContentColor": .provider(local: "LocalContentColor"),
            // A CompositionLocal's default, where nothing provides it: its factory's value.
            "compositionLocalOf": .passThrough(label: nil, index: 0),
            "staticCompositionLocalOf": .passThrough(label: nil, index: 0),
            // `key(item) { … }` draws its content.
            "key": .passThrough(label: nil, index: 0),
            "with": .scope(asReceiver: true),
            // A transition's values are its target state's (`transition.animateColor { state -> … }`).
            "updateTransition": .record(type: "Transition", params: ["targetState", "label"]),
            // The system's dark mode (androidx.compose.foundation): true in dark mode.
            "isSystemInDarkTheme": .colorMode("dark"),
            "minOf": .math("min"), "maxOf": .math("max"), "kotlin.math.abs": .math("abs"), "abs": .math("abs"),
            // kotlin.math (Material's and Orbit's tonal elevation: `ln(elevation.value + 1)`).
            "ln": .math("ln"), "kotlin.math.ln": .math("ln"), "log10": .math("log10"), "log2": .math("log2"),
            "exp": .math("exp"), "sqrt": .math("sqrt"), "kotlin.math.sqrt": .math("sqrt"),
            "round": .math("round"), "floor": .math("floor"), "ceil": .math("ceil"),
            // The module's Android resources (`res/values/dimens.xml`, `colors.xml`: `Builtins.resources`).
            "dimensionResource": .resource("dimen"), "colorResource": .resource("color"),
            // `Image(colorFilter = ColorFilter.tint(color))`: the tint is the color.
            "ColorFilter.tint": .same,
            // A drawing's geometry, not a view (`drawPath(Path().apply { … }, color)`: the color is
            // the second argument, which a `Path` read as a view would have made the first).
            "Path": .record(type: "Path", params: []),
            // An interaction source is a value, not a view: the project's extensions of
            // `InteractionSource` are its members (`interactionSource.animateAsColor(…)`).
            "MutableInteractionSource": .record(type: "InteractionSource", params: []),
            // Kotlin's list makers (`tabs: List<Tab> = emptyList()`).
            "listOf": .list, "emptyList": .list, "mutableListOf": .list, "setOf": .list, "emptySet": .list, "mutableSetOf": .list,
            // Kotlin's map makers (`mapOf(ChipState.Rest to c.label)`, `emptyMap()`).
            "mapOf": .mapOf, "emptyMap": .mapOf, "mutableMapOf": .mapOf, "hashMapOf": .mapOf, "linkedMapOf": .mapOf,
        ]
        for n in ["Text", "BasicText", "Icon", "Spacer", "drawPath", "drawCircle", "drawRoundRect", "drawRect", "drawLine", "drawOutline", "drawArc"] { names[n] = .view }
        // A draw scope's corner radius and stroke (`CornerRadius(r.toPx())`, `Stroke(width = w.toPx())`).
        names["CornerRadius"] = .passThrough(label: nil, index: 0)
        names["Stroke"] = .record(type: "Stroke", params: ["width"])
        // A draw scope's size (`drawBehind { size.minDimension / 2f }`), where no local or parameter is named so.
        names["size"] = .given(PlatformTables.composeDrawScope)
        // What a `BoxWithConstraints` gives its content (`Modifier.width(maxWidth * fraction)`: a slider's fill).
        for n in ["maxWidth", "maxHeight", "minWidth", "minHeight", "constraints"] { names[n] = .given("the constraints of a `BoxWithConstraints`") }
        // Kotlin's `Pair(a, b)` (also `a to b`): read as `.first`/`.second` or destructured.
        names["Pair"] = .record(type: "Pair", params: ["first", "second"])
        names["Triple"] = .record(type: "Triple", params: ["first", "second", "third"])
        var members: [String: Builtin] = [
            "compositeOver": .composite,
            // A map's entry (`content.getValue(state)`), and a map made of a list (`entries.associateWith { … }`).
            "getValue": .lookup, "get": .lookup, "associateWith": .associateWith,
            // Material's `colors.isLight` (and a theme's own of that name): true in light mode.
            "isLight": .colorMode("light"),
            "copy": .copy,
            // `shape.createOutline(size, layoutDirection, this)`: the shape's outline, read as the shape.
            "createOutline": .same,
            // `style.merge(color = c, fontSize = TextUnit.Unspecified)`: the style with what is set.
            "merge": .copy,
            "dp": .unit("dp"), "sp": .unit("sp"), "em": .unit("em"),
            "then": .append,
            "current": .current,
            "collectIsPressedAsState": .state("pressed"),
            // A drag is a press that moves: a slider's thumb dragged (`Modifier.draggable(…,
            // interactionSource)`) is pressed, as a React Native `Pressable` or a SwiftUI
            // `DragGesture` holding its `@GestureState` says it.
            "collectIsDraggedAsState": .state("pressed"),
            "collectIsFocusedAsState": .state("focused"),
            "collectIsHoveredAsState": .state("hovered"),
            "takeOrElse": .orElse,
            // A color's channel, 0…1 (`if (container.alpha > 0f) Modifier.background(container) else Modifier`).
            "alpha": .channel("alpha"), "red": .channel("red"), "green": .channel("green"), "blue": .channel("blue"),
            // A range's ends (`valueRange.start`, `.endInclusive` of `0f..1f`, read as the list of its numbers)
            // and a list's (`steps.first()`, `steps.last()`).
            "start": .end("first"), "endInclusive": .end("last"), "first": .end("first"), "last": .end("last"),
            // A length in pixels at density 1, where lengths are read in dp (`cornerRadius.toPx()`).
            "toPx": .same,
            "invoke": .invoke,
            "coerceAtMost": .math("min"), "coerceAtLeast": .math("max"),
            "not": .not,
            // Kotlin's lists: `tabs.any { it.icon != null }`. (Not `isEmpty()`: a text field's `value`
            // is read as the text "Label" a caller gives, and `value.isEmpty()` would hide its placeholder.)
            "any": .any,
            // `index in disabledIndices` (lowered as `disabledIndices.contains(index)`).
            "contains": .includes,
            "takeIf": .takeIf,
            // A list as another kind of list (`(1..MaxRating).toList()`): the same items.
            "toList": .same, "toMutableList": .same, "asList": .same,
            // `visible.forEach { item -> Tile(item) }`, `items.map { … }`: each item's views; over a list
            // given at run time, the views of one item standing for all (`Evaluator.listCall`).
            "forEach": .map, "map": .map,
            // `segments.forEachIndexed { index, label -> Segment(selected = index == selectedIndex) }`.
            "forEachIndexed": .mapIndexed, "mapIndexed": .mapIndexed,
            "pow": .math("pow"), "roundToInt": .math("round"),
            // A text size as a length (`with(LocalDensity.current) { style.lineHeight.toDp() }`):
            // the same number at the default font scale.
            "toDp": .unit("dp"),
            // `State<T>.value` (an `animateColor` or `mutableStateOf` result): parity holds the value.
            "value": .same,
            "run": .scope(asReceiver: true),
            "let": .scope(asReceiver: false),
            // A side of `PaddingValues(…)`: what sets it, most specific first.
            "calculateTopPadding": .pick(keys: ["top", "vertical", "all"]),
            "calculateBottomPadding": .pick(keys: ["bottom", "vertical", "all"]),
            "calculateStartPadding": .pick(keys: ["start", "horizontal", "all"]),
            "calculateEndPadding": .pick(keys: ["end", "horizontal", "all"]),
        ]
        for n in ["animateColor", "animateDp", "animateFloat", "animateInt", "animateOffset", "animateSize", "animateValue"] {
            members[n] = .scope(asReceiver: false, field: "targetState")
        }
        var tokenSpaces: [String: String] = ["colorScheme": "color", "typography": "typography", "shapes": "radius"]
        for o in c.kotlinColorObjects { tokenSpaces[o] = "color" }
        var tokenTypes: [String: String] = [:]
        for o in c.kotlinTypographyObjects { tokenTypes[o] = "typography" }
        for o in c.radiusTypes { tokenTypes[o] = "radius" }
        for (o, kind) in c.kotlinTokenObjects { tokenTypes[o] = kind }
        var builtins = Builtins(names: names, members: members, tokenSpaces: tokenSpaces, tokenTypes: tokenTypes,
                                capitalizedViews: true, stateParameters: c.stateParameters(StateParameter.common))
        builtins.variantParameters = c.variantParameters
        builtins.implicitParameter = "it"
        // Half a draw scope's height or smaller side is a pill's radius (`CornerRadius(size.height / 2)`).
        builtins.drawingBoxes = [PlatformTables.composeDrawScope]
        builtins.sideMembers = ["height", "width", "minDimension"]
        builtins.placementWords = c.placementWords
        builtins.combinedStates = c.combinedStateSets
        // Material's tri-state checkbox takes `state: ToggleableState` (androidx.compose.ui.state).
        builtins.stateTypes = ["ToggleableState": StateType("checked", whenTrue: "On", whenFalse: "Off")]
        builtins.tokenValueTypes = ["color": "Color", "typography": "TextStyle"]
        builtins.colorValueTypes = ["Color"]
        builtins.contentModifiers = ["drawBehind", "drawWithCache", "drawWithContent"]
        builtins.cornerShape = CornerShape(type: "RoundedCornerShape", corners: PlatformTables.composeShapeCorners)
        // A stroked rectangle drawn behind the content (`drawRoundRect(c, style = Stroke(w))`) is its border.
        // A filled one of a size of its own (`size = Size(size.width, 2f)`: a tab's underline) is a
        // drawing of its own, not the background (`Sinks.layerIgnored`).
        for n in ["drawRoundRect", "drawRect"] {
            builtins.viewVariants[n] = [ViewVariant(label: "style", type: "Stroke", callee: n + "#stroke"), ViewVariant(label: "size", index: 2, type: nil, callee: n + "#sized")]
        }
        // A circle filling the box (`drawCircle(fill)`, the radius left to the draw size) is a round
        // background; stroked, a round border; one of a radius of its own (`radius = 4.dp.toPx()`) a
        // drawing of its own (a dot).
        // A shape's outline drawn there (`drawOutline(shape.createOutline(size, layoutDirection, this), fill)`):
        // the background in that shape's radius; stroked, the border.
        builtins.viewVariants["drawOutline"] = [ViewVariant(label: "style", type: "Stroke", callee: "drawOutline#stroke")]
        builtins.viewVariants["drawCircle"] = [ViewVariant(label: "style", type: "Stroke", callee: "drawCircle#stroke"), ViewVariant(label: "radius", index: 1, type: ViewVariant.known, callee: "drawCircle#sized")]
        // `Image(painter = icon)` is the view of the component's `icon` parameter.
        builtins.shownArguments = ["painter", "imageVector", "bitmap", "text", ""]
        // Material 3's theme provides `typography.bodyLarge` as the text style.
        builtins.localDefaults = ["LocalTextStyle": TokenRef("typography", "bodyLarge")]
        // androidx.compose.ui.text.TextStyle: every constructor parameter defaults to unspecified.
        builtins.unsetFields = ["TextStyle": ["color", "fontSize", "fontWeight", "fontStyle", "fontFamily", "letterSpacing", "background", "textDecoration", "textAlign", "lineHeight"]]
        // Material 3's buttons and chips run their content with `labelLarge` (androidx.compose.material3
        // Button.kt: `ProvideContentColorTextStyle(contentColor, MaterialTheme.typography.labelLarge)`;
        // the chips' label text style is `ChipTokens.LabelTextFont`, LabelLarge).
        let labelLarge = ["LocalTextStyle": TokenRef("typography", "labelLarge")]
        let buttons = ["Button", "OutlinedButton", "TextButton", "FilledTonalButton", "ElevatedButton"]
        for v in buttons + ["AssistChip", "ElevatedAssistChip", "FilterChip", "ElevatedFilterChip", "InputChip", "SuggestionChip", "ElevatedSuggestionChip"] {
            builtins.viewLocals[v] = labelLarge
        }
        // Material 2's buttons (the names `KotlinLowering.packageNames` lowers their imports by), by their
        // horizontal padding (androidx.compose.material Button.kt: `ButtonDefaults.ContentPadding` 16 × 8 dp,
        // `TextButtonContentPadding` 8 × 8 dp), run theirs with `typography.button` (`ProvideTextStyle(value =
        // MaterialTheme.typography.button)`).
        let material2ButtonPaddings = ["Material2Button": "16", "Material2OutlinedButton": "16", "Material2TextButton": "8"]
        let material2Buttons = material2ButtonPaddings.keys.sorted()
        for v in material2Buttons { builtins.viewLocals[v] = ["LocalTextStyle": TokenRef("typography", "button")] }
        // The buttons' and cards' content color: `ButtonColors.contentColor(enabled)` (Card.kt: the
        // Surface it draws gets `colors.contentColor(enabled)`) as `LocalContentColor`.
        for v in buttons + material2Buttons + ["Card", "ElevatedCard", "OutlinedCard"] {
            builtins.viewArgumentLocals[v] = ["LocalContentColor": ArgumentLocal(argument: "colors", field: "contentColor", disabledField: "disabledContentColor")]
        }
        // What the buttons draw with where the caller gives no colors (androidx.compose.material3
        // Button.kt: `colors = ButtonDefaults.buttonColors()`, `OutlinedButton(border =
        // ButtonDefaults.outlinedButtonBorder(enabled))`, …; Material 2's Button.kt likewise).
        let buttonDefaults = ["Button": "buttonColors", "OutlinedButton": "outlinedButtonColors", "TextButton": "textButtonColors",
                              "FilledTonalButton": "filledTonalButtonColors", "ElevatedButton": "elevatedButtonColors"]
        for (v, colors) in buttonDefaults {
            builtins.argumentDefaults[v] = ["colors": "ButtonDefaults.\(colors)()"]
            if material2ButtonPaddings["Material2" + v] != nil { builtins.argumentDefaults["Material2" + v] = ["colors": "Material2ButtonDefaults.\(colors)()"] }
        }
        builtins.argumentDefaults["OutlinedButton"]?["border"] = "ButtonDefaults.outlinedButtonBorder(enabled)"
        builtins.argumentDefaults["Material2OutlinedButton"]?["border"] = "Material2ButtonDefaults.outlinedBorder"
        // Material 3's Surface runs its content with `LocalContentColor` its `contentColor` (Surface.kt:
        // `CompositionLocalProvider(LocalContentColor provides contentColor, …)`).
        builtins.viewArgumentLocals["Surface"] = ["LocalContentColor": ArgumentLocal(argument: "contentColor", field: nil)]
        // A content lambda the caller passes (`leadingIcon()`, `content = leadingIcon`) draws the caller's view there.
        builtins.callerViews = true
        builtins.libraryContent = ["innerTextField"]
        builtins.decorationArguments = ["BasicTextField": "decorationBox"]
        // `Modifier.toggleable(value = liked)`, `selectable(selected = current)`: the Boolean is the checked state.
        builtins.stateDeclarations = ["toggleable": ["value": "checked"], "selectable": ["selected": "checked"]]
        // Material 3's and foundation's tooltip boxes show `tooltip` in a popup on long press or hover.
        builtins.offstageContent = ["TooltipBox": ["tooltip"], "BasicTooltipBox": ["tooltip"]]
        // androidx.compose.animation AnimatedContent.kt and Crossfade.kt: the content runs with the
        // target state (the state shown once the transition settles).
        builtins.contentArguments = ["AnimatedContent": "targetState", "Crossfade": "targetState"]

        let textArgs = [
            ArgSink(["style"], .textStyle),
            ArgSink(["color"], .color, ["color"]),
            ArgSink(["fontWeight"], .weight, ["fontWeight"]),
            ArgSink(["fontSize"], .fontSize, ["fontSize"]),
            ArgSink(["letterSpacing"], .letterSpacing, ["letterSpacing"]),
            ArgSink(["lineHeight"], .fontSize, ["lineHeight"]),
            // The lines a text may take before it is cut (`maxLines = 1`, as `.lineLimit(1)`, `numberOfLines={1}`).
            ArgSink(["maxLines"], .count, ["lineLimit"]),
        ]
        let styleLocals = Array(c.kotlinContentStyleLocals).sorted()
        let colorLocals = Array(c.kotlinContentColorLocals).sorted()
        let textInherits = ["style": styleLocals, "color": colorLocals]
        var materialContainer = ViewRule(args: [
            ArgSink(["shape"], .shape, ["radius"]),
            ArgSink(["border"], .border),
            ArgSink(["containerColor"], .color, ["backgroundColor"]),
            ArgSink(["contentPadding"], .padding, ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"]),
            ArgSink(["colors"], .fields("materialColors")),
        ], container: true)
        // A surface or card paints; the row or column it holds lays its box out (`Surface { Row(Modifier.padding(…)) { … } }`).
        materialContainer.contentLaysOut = true
        var surface = ViewRule(args: [
            ArgSink(["color"], .color, ["backgroundColor"]),
            ArgSink(["shape"], .shape, ["radius"]),
            ArgSink(["border"], .border),
            ArgSink(["contentColor"], .color, ["color"]),
        ], container: true)
        surface.contentLaysOut = true
        // Material 3's buttons where the call gives no shape or content padding
        // (androidx.compose.material3 ButtonDefaults: `shape` is the full corner of
        // FilledButtonTokens.ContainerShape; ContentPadding 24 × 8 dp, TextButtonContentPadding 12 × 8 dp).
        // Material 2's (`radius` nil): their shape is the theme's `shapes.small`, which parity does not
        // know here, so no radius is taken for them.
        func materialButton(padding horizontal: String, radius: String? = "full") -> ViewRule {
            var r = materialContainer
            r.fixed = (radius.map { [FixedFact(nil, "radius", $0, unless: "shape")] } ?? [])
                + ["paddingStart", "paddingEnd"].map { FixedFact(nil, $0, horizontal, unless: "contentPadding") }
                + ["paddingTop", "paddingBottom"].map { FixedFact(nil, $0, "8", unless: "contentPadding") }
            return r
        }
        // Material chips: a container whose border may also be a chip border holder.
        var materialChip = materialContainer
        materialChip.args.append(ArgSink(["border"], .fields("materialChipBorder")))
        // Material 3's switch (androidx.compose.material3 `SwitchTokens`): a 52 × 32 dp track with
        // round ends and a 2 dp outline while unchecked; a 16 dp thumb, 24 dp while checked, round.
        var materialSwitch = ViewRule(args: [ArgSink(["colors"], .fields("materialSwitchColors"))])
        materialSwitch.fixed = [
            FixedFact("track", "width", "52"), FixedFact("track", "height", "32"), FixedFact("track", "radius", "full"),
            FixedFact("track", "borderWidth", "2", state: "!checked"),
            FixedFact("thumb", "width", "16", state: "!checked"), FixedFact("thumb", "height", "16", state: "!checked"),
            FixedFact("thumb", "width", "24", state: "checked"), FixedFact("thumb", "height", "24", state: "checked"),
            FixedFact("thumb", "radius", "full"),
        ]
        var views: [String: ViewRule] = [
            // The box a fill painted around a padded fill makes (`Sinks.chainOrder`): a container named by its place.
            Renderer.frameBox: ViewRule(container: true),
            "Row": ViewRule(facts: ["direction": "row"], args: [
                ArgSink(["horizontalArrangement"], .arrangement, ["gap", "justifyContent"]),
                ArgSink(["verticalAlignment"], .keyword, ["alignItems"]),
            ], container: true),
            "Column": ViewRule(facts: ["direction": "column"], args: [
                ArgSink(["verticalArrangement"], .arrangement, ["gap", "justifyContent"]),
                ArgSink(["horizontalAlignment"], .keyword, ["alignItems"]),
            ], container: true),
            // A wrapping row or column (`FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp))`): its gap is the
            // one between items; the gap between lines (the other arrangement) is not a property parity compares.
            "FlowRow": ViewRule(facts: ["direction": "row"], args: [ArgSink(["horizontalArrangement"], .arrangement, ["gap", "justifyContent"])], container: true),
            "FlowColumn": ViewRule(facts: ["direction": "column"], args: [ArgSink(["verticalArrangement"], .arrangement, ["gap", "justifyContent"])], container: true),
            "Box": ViewRule(args: [ArgSink(["contentAlignment"], .alignment, ["justifyContent", "alignItems"])], container: true),
            "Switch": materialSwitch,
            "Surface": surface,
            "Text": ViewRule(args: textArgs, inherits: textInherits, role: "text"),
            "BasicText": ViewRule(args: textArgs, inherits: textInherits, role: "text"),
            "BasicTextField": ViewRule(args: [ArgSink(["textStyle"], .textStyle)], inherits: ["textStyle": styleLocals], role: "text"),
            // Where a decoration draws the field's text (`Builtins.decorationArguments`): the field's, no part of its own.
            View.fieldText: ViewRule(ofParent: true),
            "TextField": ViewRule(args: [ArgSink(["textStyle"], .textStyle)], inherits: ["textStyle": styleLocals], role: "text"),
            "OutlinedTextField": ViewRule(args: [ArgSink(["textStyle"], .textStyle)], inherits: ["textStyle": styleLocals], role: "text"),
            "Icon": ViewRule(args: [ArgSink(["tint"], .color, ["color"])], inherits: ["tint": colorLocals], role: "icon"),
            // An image tinted or not is an icon, as SwiftUI's `Image` is (`Image(painter, null, colorFilter = ColorFilter.tint(c))`).
            "Image": { var r = ViewRule(args: [ArgSink(["colorFilter"], .color, ["color"])], role: "icon"); r.pictureMarks = ["contentScale"]; return r }(),
            "Spacer": ViewRule(container: true),
            // Material containers and buttons: their shape, border and container color arguments.
            "Card": materialContainer, "ElevatedCard": materialContainer, "OutlinedCard": materialContainer,
            "Button": materialButton(padding: "24"), "OutlinedButton": materialButton(padding: "24"), "TextButton": materialButton(padding: "12"),
            "FilledTonalButton": materialButton(padding: "24"), "ElevatedButton": materialButton(padding: "24"),
            "FilterChip": materialChip, "ElevatedFilterChip": materialChip, "InputChip": materialChip,
            "AssistChip": materialChip, "ElevatedAssistChip": materialChip, "SuggestionChip": materialChip,
            // A canvas inside a component draws a glyph: an icon (its draw calls set its color).
            "Canvas": ViewRule(role: "icon", container: true),
            // The platform's spinner is the busy indicator, as React Native's `ActivityIndicator` and
            // SwiftUI's `ProgressView()` are (a bar, `LinearProgressIndicator`, is no spinner).
            "CircularProgressIndicator": ViewRule(args: [ArgSink(["color"], index: 0, .color, ["color"])], role: "indicator"),
            // Drawn strokes and shapes in a `Canvas`: the color of what is drawn, labeled or in its
            // place (`drawLine(color, start, end)`, `drawPath(path, color)`).
            "drawPath": ViewRule(args: [ArgSink(["color"], index: 1, .color, ["color"])], ofParent: true),
            "drawLine": ViewRule(args: [ArgSink(["color"], index: 0, .color, ["color"])], ofParent: true),
            "drawCircle": ViewRule(args: [ArgSink(["color"], index: 0, .color, ["color"])], ofParent: true),
            "drawRoundRect": ViewRule(args: [ArgSink(["color"], index: 0, .color, ["color"])], ofParent: true),
            // A filled rectangle: the background of what it is drawn in (a `Canvas`, a `drawBehind`).
            "drawRect": ViewRule(args: [ArgSink(["color"], index: 0, .color, ["backgroundColor"])], ofParent: true),
            // An arc (a progress ring's, over the whole circle stroked behind it as the border): the
            // indicator, in its color, as SwiftUI's trimmed shape (`Shape#arc`) is.
            "drawArc": ViewRule(args: [ArgSink(["color"], index: 0, .color, ["color"])], role: "indicator"),
        ]
        let modifiers: [String: [ArgSink]] = [
            "height": [ArgSink(["height"], index: 0, .length, ["height"])],
            "requiredHeight": [ArgSink(["height"], index: 0, .length, ["height"])],
            "width": [ArgSink(["width"], index: 0, .length, ["width"])],
            // The whole parent (`fraction` 1 where it is not written) is `fill`, as SwiftUI's `maxWidth: .infinity`.
            "fillMaxWidth": [ArgSink(["fraction"], index: 0, .fraction, ["width"], constant: "1")],
            "fillMaxHeight": [ArgSink(["fraction"], index: 0, .fraction, ["height"], constant: "1")],
            "fillMaxSize": [ArgSink(["fraction"], index: 0, .fraction, ["width", "height"], constant: "1")],
            // A share of the Row's or Column's free room: its width or height `fill` (`Renderer.grown`).
            "weight": [ArgSink(["weight"], index: 0, .grow, ["grow"])],
            "requiredWidth": [ArgSink(["width"], index: 0, .length, ["width"])],
            "size": [ArgSink(["size"], index: 0, .length, ["width", "height"]), ArgSink(["width"], .length, ["width"]), ArgSink(["height"], index: 1, .length, ["height"])],
            "requiredSize": [ArgSink(["size"], index: 0, .length, ["width", "height"]), ArgSink(["height"], index: 1, .length, ["height"])],
            // `Modifier.offset(x = 4.dp, y = (-4).dp)`: where an overlay sits (a badge on a corner).
            "offset": [ArgSink(["x"], index: 0, .length, ["offsetX"]), ArgSink(["y"], index: 1, .length, ["offsetY"])],
            "defaultMinSize": [ArgSink(["minWidth"], .length, ["minWidth"]), ArgSink(["minHeight"], .length, ["minHeight"])],
            "heightIn": [ArgSink(["min"], index: 0, .length, ["minHeight"]), ArgSink(["max"], index: 1, .length, ["maxHeight"])],
            "widthIn": [ArgSink(["min"], index: 0, .length, ["minWidth"]), ArgSink(["max"], index: 1, .length, ["maxWidth"])],
            "sizeIn": [ArgSink(["minWidth"], .length, ["minWidth"]), ArgSink(["minHeight"], .length, ["minHeight"]),
                       ArgSink(["maxWidth"], .length, ["maxWidth"]), ArgSink(["maxHeight"], .length, ["maxHeight"])],
            "padding": [
                // `padding(8.dp)`, `padding(all = 8.dp)`, `padding(PaddingValues(…))`, `padding(paddingValues = …)`.
                ArgSink(["all", "paddingValues"], index: 0, .padding, ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"]),
                ArgSink(["horizontal"], .length, ["paddingStart", "paddingEnd"]),
                ArgSink(["vertical"], .length, ["paddingTop", "paddingBottom"]),
                ArgSink(["start"], .length, ["paddingStart"]), ArgSink(["end"], .length, ["paddingEnd"]),
                ArgSink(["top"], .length, ["paddingTop"]), ArgSink(["bottom"], .length, ["paddingBottom"]),
            ],
            "background": [ArgSink(["color"], index: 0, .color, ["backgroundColor"]), ArgSink(["shape"], index: 1, .shape, ["radius"])],
            "border": [ArgSink([], .border)],
            "clip": [ArgSink(["shape"], index: 0, .shape, ["radius"])],
            "alpha": [ArgSink(["alpha"], index: 0, .opacity, ["opacity"])],
            // `Modifier.scale(0.95f)`, `scale(scaleX, scaleY)`: one scale for both axes (`SinkKind.scale`).
            "scale": [ArgSink([], .scale, ["scale"])],
            "shadow": [ArgSink(["shadow"], index: 0, .token, ["shadow"])],
            // Drawn behind the content: its `drawRect(color)` is the background.
            "drawBehind": [ArgSink(["onDraw"], index: 0, .layer, ["backgroundColor"])],
            // The same, with values made once for the draw size (`drawWithCache { val path = …;
            // onDrawBehind { drawPath(path, c) } }`), or around the content (`drawWithContent {
            // drawContent(); drawRect(c) }`).
            "drawWithCache": [ArgSink(["onBuildDrawCache"], index: 0, .layer, ["backgroundColor"])],
            "drawWithContent": [ArgSink(["onDraw"], index: 0, .layer, ["backgroundColor"])],
            // `graphicsLayer(alpha = 0.5f)`, and its lambda form `graphicsLayer { alpha = … }`: what the block sets.
            "graphicsLayer": [ArgSink(["alpha"], .opacity, ["opacity"]), ArgSink(["block"], index: 0, .fields("graphicsLayer"))],
        ]
        var weights = Normalize.composeWeights
        for w in stride(from: 100, through: 900, by: 100) { weights["W\(w)"] = Double(w) }
        let keywords: [String: String] = [
            "CenterVertically": "center", "CenterHorizontally": "center", "Center": "center",
            "Top": "start", "Bottom": "end", "Start": "start", "End": "end",
            // `Arrangement.*`, as Tailwind's `justify-*` names them.
            "SpaceBetween": "between", "SpaceAround": "around", "SpaceEvenly": "evenly",
        ]
        let shapes: [String: ShapeRule] = [
            "RoundedCornerShape": ShapeRule(["size", "percent"], index: 0, percent: true, corners: PlatformTables.composeShapeCorners),
            "CircleShape": ShapeRule(token: "full"),
            "Shape.CircleShape": ShapeRule(token: "full"),
            "RectangleShape": ShapeRule(points: 0), "Shape.RectangleShape": ShapeRule(points: 0),
        ]
        for (v, padding) in material2ButtonPaddings { views[v] = materialButton(padding: padding, radius: nil) }
        // The stroked and sized variants (`Builtins.viewVariants`) draw in a `Canvas` as the call does.
        views["drawOutline"] = ViewRule(args: [ArgSink(["color"], index: 1, .color, ["color"])], ofParent: true)
        for (n, variants) in builtins.viewVariants { for v in variants { views[v.callee] = views[n] } }
        // A rectangle of a size of its own in a `Canvas` (a pause glyph's two bars, `drawRect(c,
        // topLeft, size = bar)`) is a stroke of the glyph, in its color, as a sized circle (a dot) is;
        // not the background of the box, which only a rectangle filling it paints.
        for n in ["drawRect#sized", "drawRoundRect#sized"] { views[n] = ViewRule(args: [ArgSink(["color"], index: 0, .color, ["color"])], ofParent: true) }
        var sinks = Sinks(views: views, modifiers: modifiers, keywords: keywords, weights: weights, shapes: shapes)
        sinks.inputViews = ["BasicTextField", "TextField", "OutlinedTextField"]
        sinks.paintViews = ["drawRect", "drawRoundRect", "drawRect#stroke", "drawRoundRect#stroke", "drawCircle", "drawCircle#stroke", "drawOutline", "drawOutline#stroke"]
        // In a `drawBehind { … }`: a filled rounded rectangle is the background and its radius; a
        // stroked one (`Builtins.viewVariants`) the border, its width the stroke's.
        sinks.layerRules["drawRoundRect"] = ViewRule(args: [ArgSink(["color"], index: 0, .color, ["backgroundColor"]), ArgSink(["cornerRadius"], .length, ["radius"])])
        let stroke = ViewRule(args: [ArgSink(["color"], index: 0, .color, ["borderColor"]), ArgSink(["style"], .fields("stroke"), [])])
        sinks.layerRules["drawRoundRect#stroke"] = stroke
        sinks.layerRules["drawRect#stroke"] = stroke
        sinks.layerRules["drawCircle"] = ViewRule(args: [ArgSink(["color"], index: 0, .color, ["backgroundColor"])])
        sinks.layerRules["drawCircle#stroke"] = stroke
        let outline = ArgSink(["outline"], index: 0, .shape, ["radius"])
        sinks.layerRules["drawOutline"] = ViewRule(args: [outline, ArgSink(["color"], index: 1, .color, ["backgroundColor"])])
        sinks.layerRules["drawOutline#stroke"] = ViewRule(args: [outline, ArgSink(["color"], index: 1, .color, ["borderColor"]), ArgSink(["style"], .fields("stroke"), [])])
        for n in ["drawCircle", "drawCircle#stroke"] { sinks.shapes[n] = ShapeRule(token: "full") }
        sinks.fieldTables["stroke"] = [FieldSink("width", .length, "borderWidth")]
        sinks.layerStacks = ["Box"]
        sinks.parentFilling = ["matchParentSize", "fillMaxSize"]
        sinks.spacers = ["Spacer"]
        sinks.chainOrder = .outerFirst
        // androidx.compose.material3: Surface.kt (`Box(modifier.minimumInteractiveComponentSize()
        // .surface(…))`), Button.kt, Card.kt, Chip.kt and NavigationDrawer.kt (`Surface(modifier =
        // modifier…)`, whose doc calls `NavigationDrawerItemDefaults.ItemPadding` its external
        // padding): the caller's modifier is applied outside what they paint.
        sinks.paintsInsideModifiers = Set(["Surface", "Card", "ElevatedCard", "OutlinedCard", "NavigationDrawerItem"] + buttons + material2Buttons
            + ["FilterChip", "ElevatedFilterChip", "InputChip", "AssistChip", "ElevatedAssistChip", "SuggestionChip"])
        sinks.layerIgnored = ["drawLine", "drawPath", "drawOval", "drawPoints", "drawImage", "drawRoundRect#sized", "drawRect#sized", "drawCircle#sized"]
        sinks.glyphDrawings = ["drawLine", "drawPath", "drawPoints"]
        sinks.glyphView = "Canvas"
        sinks.canvasBoxes = ["Canvas": "Box"]
        sinks.canvasLayer = "drawBehind"
        sinks.drawingPlacement = ["drawCircle": ArgSink(["center"], index: 2, .length), "drawRect": ArgSink(["topLeft"], index: 1, .length),
                                  "drawRoundRect": ArgSink(["topLeft"], index: 1, .length), "drawOval": ArgSink(["topLeft"], index: 1, .length)]
        sinks.glyphShapes = ["GenericShape"]
        // `drawBehind { drawLine(c, Offset(0f, y), Offset(size.width, y), strokeWidth = w) }` along an edge: a hairline there.
        // So is a bar `drawRect(c, topLeft = Offset(0f, size.height - w), size = Size(size.width, w))`.
        sinks.edgeDrawings = ["drawLine": EdgeDrawing(color: ArgSink(["color"], index: 0, .color), start: ArgSink(["start"], index: 1, .keyword),
                                                      end: ArgSink(["end"], index: 2, .keyword), width: ArgSink(["strokeWidth"], index: 3, .length)),
                              "drawRect#sized": EdgeDrawing(color: ArgSink(["color"], index: 0, .color), corner: ArgSink(["topLeft"], index: 1, .keyword),
                                                            extent: ArgSink(["size"], index: 2, .keyword))]
        sinks.edgeLineView = "Box"
        sinks.glyphPaint = "drawPath"
        // `Modifier.height(IntrinsicSize.Min)`: as tall as the content asks, no length of its own.
        // `maxLines = Int.MAX_VALUE` (Material's and most wrappers' default): no limit, nothing set.
        sinks.unset.formUnion(["IntrinsicSize.Min", "IntrinsicSize.Max", "Int.MAX_VALUE"])
        // Material's color holders (`ButtonDefaults.buttonColors(…)`, `CardDefaults.cardColors(…)`).
        // `graphicsLayer { scaleX = s; scaleY = s }`: the view drawn at that share of its size, as `Modifier.scale(s)`.
        sinks.fieldTables["graphicsLayer"] = [FieldSink("alpha", .opacity, "opacity"), FieldSink("scaleX", .scale, "scale"), FieldSink("scaleY", .scale, "scale")]
        sinks.fieldTables["materialColors"] = [
            FieldSink("containerColor", .color, "backgroundColor"), FieldSink("contentColor", .color, "color"),
            FieldSink("disabledContainerColor", .color, "backgroundColor", state: "disabled"),
            FieldSink("disabledContentColor", .color, "color", state: "disabled"),
            FieldSink("backgroundColor", .color, "backgroundColor"), FieldSink("disabledBackgroundColor", .color, "backgroundColor", state: "disabled"),
            // Chips: a label color, and the selected (checked) colors.
            FieldSink("labelColor", .color, "color"),
            FieldSink("selectedContainerColor", .color, "backgroundColor", state: "checked"),
            FieldSink("selectedLabelColor", .color, "color", state: "checked"),
            FieldSink("disabledLabelColor", .color, "color", state: "disabled"),
        ]
        // Material's switch colors (`SwitchDefaults.colors(…)`), of its track and thumb: the
        // `unchecked…` ones while not checked (`!checked`), the `disabledUnchecked…` ones while
        // disabled and not checked, the `disabledChecked…` ones while both (`checked+disabled`,
        // evaluated where `conventions.combinedStates` has it).
        sinks.fieldTables["materialSwitchColors"] = [
            FieldSink("uncheckedTrackColor", .color, "backgroundColor", state: "!checked", part: "track"),
            FieldSink("uncheckedBorderColor", .color, "borderColor", state: "!checked", part: "track"),
            FieldSink("uncheckedThumbColor", .color, "backgroundColor", state: "!checked", part: "thumb"),
            FieldSink("uncheckedIconColor", .color, "color", state: "!checked", part: "icon"),
            FieldSink("checkedTrackColor", .color, "backgroundColor", state: "checked", part: "track"),
            FieldSink("checkedBorderColor", .color, "borderColor", state: "checked", part: "track"),
            FieldSink("checkedThumbColor", .color, "backgroundColor", state: "checked", part: "thumb"),
            FieldSink("checkedIconColor", .color, "color", state: "checked", part: "icon"),
            FieldSink("disabledUncheckedTrackColor", .color, "backgroundColor", state: "disabled+!checked", part: "track"),
            FieldSink("disabledUncheckedBorderColor", .color, "borderColor", state: "disabled+!checked", part: "track"),
            FieldSink("disabledUncheckedThumbColor", .color, "backgroundColor", state: "disabled+!checked", part: "thumb"),
            FieldSink("disabledUncheckedIconColor", .color, "color", state: "disabled+!checked", part: "icon"),
            FieldSink("disabledCheckedTrackColor", .color, "backgroundColor", state: "checked+disabled", part: "track"),
            FieldSink("disabledCheckedBorderColor", .color, "borderColor", state: "checked+disabled", part: "track"),
            FieldSink("disabledCheckedThumbColor", .color, "backgroundColor", state: "checked+disabled", part: "thumb"),
            FieldSink("disabledCheckedIconColor", .color, "color", state: "checked+disabled", part: "icon"),
        ]
        sinks.fieldTables["materialChipBorder"] = [
            FieldSink("borderColor", .color, "borderColor"), FieldSink("borderWidth", .length, "borderWidth"),
            FieldSink("selectedBorderColor", .color, "borderColor", state: "checked"),
            FieldSink("selectedBorderWidth", .length, "borderWidth", state: "checked"),
            FieldSink("disabledBorderColor", .color, "borderColor", state: "disabled"),
        ]
        sinks.partInherits = ["icon": ["color": colorLocals]]
        sinks.providedByContainer = ["color": colorLocals]
        return PlatformTables(builtins: builtins, sinks: sinks).adding(c.tables[.kotlin])
    }
}
