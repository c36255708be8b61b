import ParityIR
import ParityModel

/// Uniwind, NativeWind and StyleSheet: what their library calls, props and classes mean (rows,
/// not code paths). The three share the builtins and the lowering; they differ in the sinks
/// (which props carry classes) and in the Tailwind theme (v4 for Uniwind, v3 for NativeWind).
enum TSXTables {
    /// The record type a component is called with: its state props (`disabled`, `checked`,
    /// `aria-invalid`) are states, read where the component reads them.
    static let propsType = "ComponentProps"
    /// The record type of the state a render prop receives (`(state) => …`, `({ pressed }) => …`).
    static let renderStateType = "RenderState"

    /// Props of a component that are states.
    static let stateProps: [String: StateParameter] = {
        var t: [String: StateParameter] = [:]
        let positive: [String: [String]] = [
            "disabled": ["disabled", "isDisabled", "aria-disabled"],
            // The current item of a set (a breadcrumb's page, `aria-current`) reads as the selected one.
            "checked": ["checked", "isChecked", "aria-checked", "selected", "isSelected", "isOn", "on", "active", "isActive", "current", "isCurrent", "aria-current"],
            "invalid": ["invalid", "isInvalid", "aria-invalid", "error", "isError", "hasError", "errorMessage", "errorText"],
            "focused": ["focused", "isFocused"],
            "pressed": ["pressed", "isPressed"],
            "expanded": ["expanded", "isExpanded", "aria-expanded", "open", "isOpen", "presented", "isPresented"],
        ]
        for (state, names) in positive { for n in names { t[n] = StateParameter(state) } }
        for n in ["enabled", "isEnabled", "editable"] { t[n] = StateParameter("disabled", whenTrue: false) }
        return t
    }()

    /// Members of a render prop's state (`state.pressed`, `({ pressed, hovered, focused })`).
    static let renderState: [String: StateParameter] = {
        var t = stateProps
        for (n, s) in ["hovered": "hovered", "isHovered": "hovered", "focusVisible": "focused", "active": "pressed"] { t[n] = StateParameter(s) }
        return t
    }()

    /// Tailwind class prefixes that are states.
    static let statePrefixes: [String: String] = [
        "disabled": "disabled", "aria-disabled": "disabled", "data-[disabled]": "disabled", "data-[disabled=true]": "disabled",
        "active": "pressed", "pressed": "pressed", "data-[pressed]": "pressed",
        "focus": "focused", "focused": "focused", "focus-visible": "focused", "focus-within": "focused",
        "hover": "hovered",
        "aria-expanded": "expanded", "data-[expanded]": "expanded",
        "checked": "checked", "aria-checked": "checked", "aria-selected": "checked", "data-[state=checked]": "checked", "data-[checked]": "checked",
        "invalid": "invalid", "aria-invalid": "invalid", "data-[invalid]": "invalid",
        "dark": "dark",
        // A class of a child under its group's state (the group is the pressable it is in).
        "group-active": "pressed", "group-focus": "focused", "group-disabled": "disabled", "group-hover": "hovered",
        "group-aria-checked": "checked", "group-data-[state=checked]": "checked",
    ]

    /// The hooks that read a context (`useContext(Ctx)`, `React.useContext(Ctx)`, React 19's `use(Ctx)`).
    static let contextHooks: Set<String> = ["useContext", "use"]

    /// Handlers that set a state flag: `setFocused(true)` in `onFocus` makes the flag `focused`.
    static let handlerStates: [String: String] = [
        "onFocus": "focused", "onPressIn": "pressed", "onHoverIn": "hovered", "onMouseEnter": "hovered", "onPointerEnter": "hovered",
        // A setter handed on as a handler that says whether it holds (`onFocusChange={setFocused}`).
        "onFocusChange": "focused", "onPressedChange": "pressed", "onHoverChange": "hovered",
        // A touch the view takes (the gesture responder system a slider or a drag handle uses:
        // `onResponderGrant={() => setPressed(true)}`, `PanResponder.create({ onPanResponderGrant })`),
        // or any touch on it.
        "onResponderGrant": "pressed", "onTouchStart": "pressed", "onPanResponderGrant": "pressed",
    ]

    /// Whether a prop is an event handler (`onPress`, `onLongPress`, `onChangeText`): read as given,
    /// a function the caller passes, since a component's interaction states are those of the
    /// component wired up (`const interactive = onPress != null` picks the pressed classes).
    static func isHandler(_ prop: String) -> Bool {
        prop.count > 2 && prop.hasPrefix("on") && prop.dropFirst(2).first!.isUppercase
    }

    /// Prefixes that hold on a native app.
    static let nativePrefixes: Set<String> = ["native"]

    /// Calls that wrap a component function and name its props' type last among their type
    /// arguments (`forwardRef<View, Props>((props, ref) => …)`, `memo<Props>(…)`).
    static let typedWrappers: Set<String> = ["forwardRef", "React.forwardRef", "memo", "React.memo"]

    /// Props whose names are the variant and size dimensions, in order of preference (then the
    /// other names of `Conventions.variantParameters`, which parity.json sets for every platform).
    static let variantKeys = ["variant", "intent", "tone", "kind", "appearance", "type"]
    static let sizeKeys = ["size"]

    /// Props a caller passes to override the component's own style: absent at every point. With
    /// them the records of overrides per slot (HeroUI's `classNames={{ container: … }}`, `styles`).
    static func isOverride(_ prop: String) -> Bool {
        overrideNames.contains { $0 == prop } || overrideSuffixes.contains { prop.hasSuffix($0) }
    }
    static let overrideSuffixes = ["ClassName", "ClassNames", "Style", "Styles"]
    /// The suffixes as whole names (`className`, `styles`), compared in turn (fewer than hashing).
    static let overrideNames = overrideSuffixes.map { $0.prefix(1).lowercased() + $0.dropFirst() }

    /// Calls whose value is their first argument as is (`forwardRef(fn)`, `memo(fn)`); Uniwind's
    /// `withUniwind(Component)` and NativeWind's `styled(Component, { className: "style" })` give a
    /// library component class props and are still that component.
    static let wrappers = ["forwardRef", "React.forwardRef", "memo", "React.memo", "withUniwind", "styled"]
    /// Calls that make a component take class props it does not read itself (NativeWind's
    /// `cssInterop(Glyph, { className: { target: "style", nativeStyleToProp: { color: true } } })`
    /// and `remapProps`, Uniwind's `withUniwind(Glyph)`, `styled(Glyph)`): its classes style the
    /// view it draws, as the props they become do (`Program.classStyled`).
    static let classRegistrars = ["cssInterop", "remapProps", "withUniwind", "styled"]

    /// Packages (or their folders) whose components are icons: each is the view `iconView`, whose
    /// `size` is its width and height and whose `color` is its color.
    static let iconModules = [
        "@expo/vector-icons", "@tabler/icons-react-native", "iconoir-react-native", "lucide-react-native", "phosphor-react-native",
        "react-native-feather", "react-native-heroicons", "react-native-vector-icons",
    ]
    static let iconView = "Icon"
    /// The types of a component a prop passes (`icon: React.ComponentType<{ size?: number }>`).
    static let componentTypes: Set<String> = ["React.ComponentType", "ComponentType", "React.FC", "FC", "React.FunctionComponent",
                                              "FunctionComponent", "React.ElementType", "ElementType", "React.ComponentClass", "ComponentClass"]

    /// Whether an import's source is an icon library (`@expo/vector-icons/Ionicons` is in its folder).
    static func isIconModule(_ source: String) -> Bool {
        iconModules.contains { source == $0 || source.hasPrefix($0 + "/") }
    }

    /// Sub-parts of a compound component that hold several of the component rather than stand
    /// inside one (gluestack's `<UIButton.Group>` in `ButtonGroup`, `<UIRadio.Group>`): no part of it.
    static let compoundHolders: Set<String> = ["Group"]

    /// Whether a component of the file named `<Name><suffix>` is a part of the compound `Name`,
    /// drawn inside it: its suffix is a part word (`TagText`), or it draws sub-parts of the compound
    /// (`<UIInput.Input>` in `InputField`; `Object.assign`'s keys), none of which holds the component.
    static func isCompoundPart(suffix: String, subParts: [String]) -> Bool {
        if Sinks.defaultPartNames.contains(suffix.lowercased()) { return true }
        return !subParts.isEmpty && !subParts.contains(where: compoundHolders.contains)
    }

    /// `StyleSheet.absoluteFill`.
    static let absoluteFill = ["position": "absolute", "top": "0", "right": "0", "bottom": "0", "left": "0"]

    /// The builtin name of the JavaScript `color` package's default export.
    static let colorPackage = "color.Color"
    /// Library modules whose default export is a builtin, by the builtin's name: `import color from 'color'`.
    static let defaultImports = ["color": colorPackage]

    static func builtins(_ c: Conventions) -> Builtins {
        var names: [String: Builtin] = [
            "cva": .variantTable(VariantTableRule()),
            // tailwind-variants' `tv({ base, slots, variants, compoundVariants, compoundSlots, defaultVariants })`.
            "tv": .variantTable(VariantTableRule(slots: "slots", compoundSlots: "compoundSlots")),
            // tailwind-merge's `extendTailwindMerge(config)`: a `twMerge` (a class combiner).
            "extendTailwindMerge": .function("twMerge"),
            // Uniwind's `useResolveClassNames("size-5 text-label")`: the style object of the classes.
            "useResolveClassNames": .resolveClasses,
            // React Native's color scheme (`useColorScheme() === "dark"`, `Appearance.getColorScheme()`):
            // each mode's side where it is compared with `"light"` or `"dark"`.
            "useColorScheme": .colorMode("dark"), "Appearance.getColorScheme": .colorMode("dark"),
            // Uniwind's `useCSSVariable("--color-accent")`: the theme variable's token.
            "useCSSVariable": .cssVariable,
            // gluestack's compound components: a part reads the component's context.
            "useStyleContext": .provided(TSXEntry.contextLocal),
            // React's contexts: a `Provider` element gives its `value` to the `useContext` reads inside it.
            "createContext": .context, "React.createContext": .context,
            "useContext": .readContext, "React.useContext": .readContext, "React.use": .readContext,
            // gluestack's `tva({ base, variants, compoundVariants, defaultVariants })`.
            "tva": .variantTable(VariantTableRule()),
            "StyleSheet.create": .passThrough(label: nil, index: 0),
            "StyleSheet.flatten": .passThrough(label: nil, index: 0),
            "StyleSheet.compose": .list,
            // React Native's full-size overlay style.
            "StyleSheet.absoluteFill": .fields(absoluteFill), "StyleSheet.absoluteFillObject": .fields(absoluteFill),
            // One pixel at the reference density 3 (`Builtin.number`), as SwiftUI's and Compose's hairlines.
            "StyleSheet.hairlineWidth": .number(1.0 / 3),
            "Object.assign": .list,
            "Object.fromEntries": .fromEntries,
            "Object.entries": .entries("entries"), "Object.keys": .entries("keys"), "Object.values": .entries("values"),
            "Array.from": .listFrom,
            "Array.isArray": .isList,
            "useMemo": .passThrough(label: nil, index: 0), "React.useMemo": .passThrough(label: nil, index: 0),
            "useCallback": .append, "React.useCallback": .append,
            // Reanimated: an animated style is its worklet's style, an animation its target (as
            // Compose's `animateColorAsState(target)`); a running value (`interpolate(progress.get(), …)`,
            // `withRepeat`) stays unknown.
            "useAnimatedStyle": .passThrough(label: nil, index: 0),
            "withTiming": .passThrough(label: nil, index: 0), "withSpring": .passThrough(label: nil, index: 0),
            "withDelay": .passThrough(label: nil, index: 1),
            "interpolate": .runtime("react-native-reanimated"), "interpolateColor": .runtime("react-native-reanimated"),
            "useSharedValue": .runtime("react-native-reanimated"), "useDerivedValue": .runtime("react-native-reanimated"),
            "withRepeat": .runtime("react-native-reanimated"), "withSequence": .runtime("react-native-reanimated"),
            "withDecay": .runtime("react-native-reanimated"),
            // React Native's Animated: an animated value changes as the app runs; a ref holds its
            // `current` value (`useRef(new Animated.Value(0)).current`).
            "Animated.Value": .runtime("React Native's Animated"), "Animated.ValueXY": .runtime("React Native's Animated"),
            "useRef": .passThrough(label: nil, index: 0), "React.useRef": .passThrough(label: nil, index: 0),
            // The window's size is the device's.
            "Dimensions.get": .runtime("React Native's Dimensions (the device's screen)"),
            "useWindowDimensions": .runtime("React Native's useWindowDimensions (the device's screen)"),
            // react-native-size-matters scales by the screen's size against a 350 × 680 guideline (its
            // `scale` and `verticalScale` are names a project's own values take too: not rows).
            "moderateScale": .runtime("react-native-size-matters (the device's screen)"), "moderateVerticalScale": .runtime("react-native-size-matters (the device's screen)"),
            "useState": .stateHook(handlers: handlerStates), "React.useState": .stateHook(handlers: handlerStates),
            // The primitives' helper that hands a render-prop `className` the state: the caller's override.
            "resolveClassName": .passThrough(label: nil, index: 0),
            // On a native app (the other platforms are iOS and Android).
            "Platform.select": .pick(keys: ["native", "ios", "android", "default"]),
            // gluestack's platform flag (`@gluestack-ui/utils/nativewind-utils`): not the web.
            "isWeb": .boolean(false),
            "Math.min": .math("min"), "Math.max": .math("max"), "Math.abs": .math("abs"), "Math.round": .math("round"),
            "Math.floor": .math("floor"), "Math.ceil": .math("ceil"),
            "Math.log": .math("ln"), "Math.log10": .math("log10"), "Math.log2": .math("log2"), "Math.exp": .math("exp"),
            "Math.sqrt": .math("sqrt"), "Math.pow": .math("pow"),
            // JavaScript's conversions are calls, not views (`{String(count)}` in a badge's text).
            "String": .passThrough(label: nil, index: 0), "Number": .numberOf, "Boolean": .passThrough(label: nil, index: 0),
        ]
        for n in c.classCombiners where !n.contains(".") { names[n] = .list }
        for n in ["twJoin", "classnames"] { names[n] = .list }
        for n in wrappers { names[n] = .append }
        var members: [String: Builtin] = ["join": .join, "filter": .filter, "map": .map, "trim": .append, "includes": .includes]
        // The `color` package's function (a default import, `defaultImports`) and its methods.
        names[colorPackage] = .colorAdjust("parse")
        for m in ColorAdjust.methods.keys { members[m] = .colorAdjust(m) }
        members["mix"] = .colorAdjust("mix")
        for m in ColorAdjust.unchanged { members[m] = .same }
        // A ref's value (`useRef(x).current`: parity holds the ref as its value).
        members["current"] = .same
        var tokenTypes: [String: String] = ["spacing": "spacing"]
        for o in c.colorObjects { tokenTypes[o] = "color" }
        for o in c.typographyObjects { tokenTypes[o] = "typography" }
        for o in c.radiusObjects { tokenTypes[o] = "radius" }
        for o in c.shadowObjects { tokenTypes[o] = "shadow" }
        let props = c.stateParameters(stateProps)
        var b = Builtins(names: names, members: members, tokenSpaces: tokenTypes, tokenTypes: tokenTypes, capitalizedViews: true,
                         stateParameters: props, stateRecords: [propsType: props, renderStateType: c.stateParameters(renderState)])
        b.renderArgument = renderStateType
        // `accessibilityState={{ checked: liked }}`, `aria-checked={liked}`: the prop is that state.
        b.stateDeclarations = [
            "accessibilityState": ["checked": "checked", "selected": "checked", "disabled": "disabled", "expanded": "expanded"],
            "aria-checked": ["": "checked"], "aria-selected": ["": "checked"], "aria-pressed": ["": "checked"],
            "aria-disabled": ["": "disabled"], "aria-expanded": ["": "expanded"], "aria-invalid": ["": "invalid"],
        ]
        b.callerViews = true
        b.combinedStates = c.combinedStateSets
        b.variantParameters = c.variantParameters
        b.cssVariablePrefixes = ["--color-": "color", "--radius-": "radius", "--spacing-": "spacing", "--shadow-": "shadow", "--text-": "typography"]
        // A view styled by `slots.dot()`, `styles.indicator` or `cn(dotSize[s])` is named by what it is styled with.
        // Not those that style another part (`placeholderTextColorClassName={slots.placeholder()}`
        // beside `className={slots.input()}`: the view is the input).
        b.namingArguments = Set(c.styleAttributes.filter { $0.value.kind != .color && $0.value.part == nil }.keys)
        return b
    }

    /// The props every element reads (`Conventions.styleAttributes`: `className`, `style`,
    /// `placeholderTextColor`, …; classes only on the Tailwind flavors) and the tags that name a
    /// part (`Conventions.tagParts`: `Text` is text, `View` a container).
    static func sinks(_ platform: Platform, _ c: Conventions) -> Sinks {
        var common: [ArgSink] = []
        for (name, row) in c.styleAttributes.sorted(by: { $0.key < $1.key }) {
            switch row.kind {
            case .className:
                if platform != .stylesheet { common.append(ArgSink([name], .custom((name == "colorClassName" || name.hasSuffix("ColorClassName")) ? "tailwindColor" : "tailwind"), part: row.part)) }
            case .style: common.append(ArgSink([name], .custom("style"), part: row.part))
            case .color: common.append(ArgSink([name], .color, ["color"], part: row.part))
            }
        }
        var views: [String: ViewRule] = [:]
        for tag in ["View", "Pressable", "TouchableHighlight", "SafeAreaView", "ScrollView", "Animated.View"] { views[tag] = ViewRule(container: true) }
        for (tag, part) in c.tagParts { views[tag] = part == "root" ? ViewRule(container: true) : ViewRule(role: part) }
        // The lines a text may take (`numberOfLines={1}`, as SwiftUI's `.lineLimit(1)`); a text field's are its rows.
        for (tag, part) in c.tagParts where part == "text" && !tag.hasSuffix("Input") { views[tag]?.args.append(ArgSink(["numberOfLines"], .count, ["lineLimit"])) }
        // A TouchableOpacity fades to its `activeOpacity` while pressed.
        views["TouchableOpacity"] = ViewRule(args: [ArgSink(["activeOpacity"], .custom("pressedOpacity"))], container: true)
        // The platform's spinner is the busy indicator (`ActivityIndicator color={…}`), as Compose's
        // `CircularProgressIndicator` and SwiftUI's `ProgressView()` are.
        views["ActivityIndicator"] = ViewRule(args: [ArgSink(["color"], .color, ["color"])], role: "indicator")
        // An icon component's `size` is its width and height.
        views[iconView] = ViewRule(args: [ArgSink(["size"], .length, ["width", "height"])], role: "icon")
        // An SVG drawn in place (`react-native-svg`'s `Svg`) is an icon: its size and paint.
        views["Svg"] = ViewRule(args: [ArgSink(["width"], .length, ["width"]), ArgSink(["height"], .length, ["height"]),
                                       ArgSink(["fill", "color"], .color, ["color"])], role: "icon")
        // gluestack's icon (`UIIcon` of `@gluestack-ui/core/icon/creator`, drawn as is or through
        // `styled(UIIcon, …)`, `withUniwind(UIIcon)`): an SVG or the icon given `as`, sized and painted so.
        views["UIIcon"] = ViewRule(args: [ArgSink(["size"], .length, ["width", "height"]), ArgSink(["width"], .length, ["width"]),
                                          ArgSink(["height"], .length, ["height"]), ArgSink(["fill", "color"], .color, ["color"])], role: "icon")
        // Context providers and fragments are no part; a text class context gives the text its classes.
        for tag in ["Provider", "Fragment", "React.Fragment"] { views[tag] = ViewRule(transparent: true) }
        if platform != .stylesheet {
            views["TextClassContext.Provider"] = ViewRule(args: [ArgSink(["value"], .custom("tailwind"), part: "text")], transparent: true)
        }
        // A text column's `content` is a part a style or slot can name. No view
        // inside the outermost is `root` by what it is styled with or holds (`<View style={styles.field}>
        // <Pressable style={styles.root}>`): it would merge into the outermost view, whose values it
        // overwrites; it is named by its place instead (`root/pressable0`).
        let names = Sinks.defaultPartNames.filter { $0 != "root" } + ["content"]
        var sinks = Sinks(views: views, partNames: names, commonArgs: common, namedRoots: true)
        // React Native lays a view's children out in a column unless it says `flex-row`.
        sinks.defaultDirection = "column"
        // Its children stretch across it (`alignItems` defaults to `stretch`).
        sinks.stretchingContainers = ["View"]
        sinks.inputViews = ["TextInput"]
        sinks.disablingArgument = .init(label: "disabled", disabledWhen: true, absent: nil)
        return sinks
    }

    static func tables(_ platform: Platform, _ c: Conventions) -> PlatformTables {
        PlatformTables(builtins: builtins(c), sinks: sinks(platform, c)).adding(c.tables[platform])
    }

    /// Tailwind's default theme of a major version (`Metro.tailwindMajor`).
    static func theme(major: Int) -> TailwindTheme { major >= 4 ? .v4 : .v3 }

    /// The interpreters of a flavor's sinks at `rem` points per rem, on Tailwind `major`'s default
    /// theme (the flavor's own when not given).
    static func interpreters(_ platform: Platform, conventions: Conventions, rem: Double, typographyNames: Set<String>, tailwindMajor: Int? = nil,
                             projectClasses: ProjectClasses = ProjectClasses(), spacing: [String: Double] = [:],
                             themeSteps: TailwindInterpreter.ThemeSteps? = nil) -> [String: any Interpreter] {
        var out: [String: any Interpreter] = ["style": StyleInterpreter(conventions: conventions, renderState: renderStateType),
                                              "pressedOpacity": StateValueInterpreter(property: "opacity", state: "pressed")]
        guard platform != .stylesheet else { return out }
        var prefixes = statePrefixes
        // A data attribute of a state prefix's name (gluestack's `data-[active=true]:` — pressed, as
        // `active:` is, not an `active` prop's checked —, `data-[hover=true]:`, `data-[focus=true]:`,
        // which its creators set on the view), then `data-[selected=true]:` of a view whose
        // `data-selected` carries the state prop of that name: that state.
        let props = conventions.stateParameters(stateProps).filter { n, p in p.whenTrue && !n.contains("-") }.map { ($0.key, $0.value.state) }
        for (n, state) in statePrefixes.filter({ $0.key.allSatisfy(\.isLetter) }).map({ ($0.key, $0.value) }) + props {
            for k in ["data-[\(n)]", "data-[\(n)=true]"] where prefixes[k] == nil { prefixes[k] = state }
        }
        for (k, v) in conventions.tailwindStatePrefixes { prefixes[k] = v }
        let options = TailwindInterpreter.Options(rem: rem, typographyNames: typographyNames, theme: theme(major: tailwindMajor ?? (platform == .nativewind ? 3 : 4)), statePrefixes: prefixes,
                                                  nativePrefixes: nativePrefixes, accentIsColor: false, renderState: renderStateType, projectClasses: projectClasses,
                                                  spacing: spacing, themeSteps: themeSteps)
        out["tailwind"] = TailwindInterpreter(options)
        var color = options
        color.accentIsColor = true
        out["tailwindColor"] = TailwindInterpreter(color)
        return out
    }
}

/// A number a view takes in a state (`activeOpacity` is the opacity while pressed).
struct StateValueInterpreter: Interpreter {
    let property: String
    let state: String

    func settings(_ value: IRValue, evaluator: Evaluator) -> [Setting] {
        switch value.kind {
        case .number(let n, _) where n >= 0 && n <= 1: return [Setting(property: property, value: .number(n, .ratio), raw: "", loc: value.loc, states: [state])]
        case .unknown(let why): return [Setting(property: property, value: nil, unresolved: why, raw: "", loc: value.loc, states: [state])]
        default: return [Setting(property: property, value: nil, unresolved: "not an opacity", raw: "", loc: value.loc, states: [state])]
        }
    }
}
