import ParityModel

/// What a library function, constant or member means to the evaluator. A platform's builtins are
/// a table from names to these (data, not code paths); a design system adds rows or replaces
/// built-in ones in `parity.json` (`conventions.tables.<platform>.builtins`, `.members`).
public enum Builtin: Codable, Hashable, Sendable {
    /// The value of an argument passes through (`remember { x }`, `animateColorAsState(x)`):
    /// the labeled argument, else the positional one at `index`, else the trailing closure's value.
    case passThrough(label: String?, index: Int)
    /// A record of `type` whose positional arguments fill `params` in order; labels are kept as fields;
    /// `fixed` fields whatever the arguments (SwiftUI's `Font.bold()`: `weight` `bold`), each an enum case.
    case record(type: String, params: [String], fixed: [String: String] = [:])
    /// A color from a hex integer (`0xAARRGGBB` with 8 digits, else `0xRRGGBB`) or from channels
    /// (`Color(red, green, blue, alpha)`: ints 0–255 or floats 0–1; Swift `red:green:blue:opacity:`, `white:opacity:`).
    case color
    /// A color from channels: the function's parameters `params` in order, each the channel of
    /// `channels` at its place (`Builtin.colorChannels`), given by position or by label, read as `color`
    /// reads labeled channels (Compose's `Color.hsv(hue, saturation, value, alpha)`: `hueDegrees`,
    /// `saturation`, `brightness`, `alpha`; `Color.hsl(…)`: `lightness` for the third).
    case channelColor(params: [String], channels: [String])
    /// A fixed color (`Color.Transparent`, `Color.White`): `#RRGGBBAA` light, optionally dark.
    case fixedColor(light: String, dark: String?)
    /// A fixed value: a keyword constant of a library type, a shape (`CircleShape` -> radius `full`).
    case constant(type: String, name: String)
    /// A fixed token reference (`Color.secondary` -> the color token the conventions map it to).
    case token(kind: String, name: String)
    /// A fixed boolean (gluestack's `isWeb`: false on a native app).
    case boolean(Bool)
    /// A fixed number (UIKit's `UIScreen.main.scale`: 3, the reference pixel density, so that
    /// `1 / UIScreen.main.scale`, Compose's `Dp.Hairline` and React Native's
    /// `StyleSheet.hairlineWidth` are all one pixel, a third of a point).
    case number(Double)
    /// A fixed record (`StyleSheet.absoluteFill`: position absolute, every offset 0): its fields,
    /// each a number where it reads as one, else a string.
    case fields([String: String])
    /// Nothing: what a library value holds where the caller sets nothing (SwiftUI's
    /// `ButtonStyleConfiguration.role` of a button made without a role).
    case null
    /// A class list resolved to its style record by the platform's class interpreter (Uniwind's
    /// `useResolveClassNames("size-5 text-label")`: `{ width: 20, height: 20, color: label }`).
    case resolveClasses
    /// A theme variable's value by its name (Uniwind's `useCSSVariable("--color-accent")`): the
    /// token of that kind and name, by `Builtins.cssVariablePrefixes`.
    case cssVariable
    /// A state source: true at the points where the state holds (`collectIsPressedAsState()`).
    case state(String)
    /// The negation of a state source (`@Environment(\.isEnabled)`: false when disabled).
    case notState(String)
    /// A property wrapper that is the state its key path or its property names, by the state
    /// parameters (`@Environment(\.isEnabled)`, `@Binding var isOn`, `@State var isPressed`).
    case stateByName
    /// Provides values to the views of its content: `CompositionLocalProvider(LocalX provides v) { … }`,
    /// or with a fixed local (`ProvideTextStyle(style) { … }`).
    case provider(local: String?)
    /// Reads a provided value: `LocalTextStyle.current` (`member` is the member read).
    case current
    /// A call whose value is what is provided under `local` to the views being made
    /// (gluestack's `useStyleContext(SCOPE)`: the context of the compound component).
    case provided(String)
    /// A new context (React's `createContext(defaultValue)`): a value whose `Provider` member, used
    /// as an element's tag, provides its `value` prop to the element's children, where a `context`
    /// read of it (`useContext(Ctx)`) gives it; elsewhere that read gives the default value.
    case context
    /// What is provided for the context that is the first argument, else its default value
    /// (React's `useContext(Ctx)`).
    case readContext
    /// The start of a modifier chain (`Modifier`).
    case modifierRoot
    /// A copy with fields set: `style.copy(color = c)`, `color.copy(alpha = 0.5f)`.
    case copy
    /// A color's opacity set (`Color.opacity(0.5)`, `.withAlphaComponent`).
    case opacity(label: String?, index: Int)
    /// A view constructor whatever its name's case (`Text`, `Spacer`).
    case view
    /// A unit given to a number by a member (`(x * 2).dp`).
    case unit(String)
    /// A function whose value is its first argument's, or unknown when it has none (`Modifier.then(x)`).
    case append
    /// Its arguments as a list, spreads flattened (`cn(a, b)`, `StyleSheet.compose(a, b)`).
    case list
    /// A list's items joined by the separator (the argument, else " "): strings and numbers as text,
    /// `null` as nothing. Items that are not text (unknown, records) keep the result a list of the
    /// items, so the parts that can be read stay readable.
    case join
    /// A list's items for which the argument (a closure) is truthy, or its truthy items when the
    /// argument is not a closure (`filter(Boolean)`); items whose truth is not known stay.
    case filter
    /// A list of the closure argument applied to each item; where the closure draws views (`STARS.map((n) =>
    /// <Star />)`), the one view it draws for an item given at run time (a template, as SwiftUI's `ForEach`).
    case map
    /// `map` whose closure takes the item's index first (Kotlin's `forEachIndexed { index, item -> }`,
    /// `mapIndexed`); over items given at run time, an index standing for every item's.
    case mapIndexed
    /// The value it is called on where the closure argument holds of it, else `null` (Kotlin's
    /// `border?.takeIf { selected }`).
    case takeIf
    /// `Array.from(source, fn)`: the closure mapped over items given at run time (`Array.from({ length: 5 },
    /// (_, i) => <Star />)` draws one star, a template); without a closure, the source.
    case listFrom
    /// Whether the closure argument holds for some item of a list (Kotlin's `tabs.any { it.icon != null }`):
    /// false for an empty list; unknown where no item is known to and some item is not known.
    case any
    /// A variant table: called with a base and a config (`cva(base, { variants, compoundVariants,
    /// defaultVariants })`) it is a function; called with a record of selections (`{ variant, size }`)
    /// it gives the list of the base, the entry each variant key selects (its default when the
    /// record has none), the classes of every compound entry that matches, and the record's own classes.
    case variantTable(VariantTableRule)
    /// A state flag that event handlers set (`const [focused, setFocused] = useState(false)` with
    /// `setFocused(true)` in `onFocus`): its value is `[flag, setter]`. The lowering labels the call
    /// with each handler that sets the flag to true; a handler listed here makes the flag that
    /// state, else the flag is the first argument.
    case stateHook(handlers: [String: String])
    /// A field of its record argument: the first of `keys` the record holds, else null
    /// (`Platform.select({ web: a, native: b })` on a native app).
    /// Called on a record (`PaddingValues(vertical = 2.dp).calculateTopPadding()`), a field of it the same way.
    case pick(keys: [String])
    /// The value it is called on, unless that is unset (null, or a constant named `Unspecified`):
    /// then the value of the closure argument (`color.takeOrElse { LocalContentColor.current }`).
    case orElse
    /// A call of the function it is called on, with the call's arguments (Kotlin's `content.invoke()`,
    /// `trailing?.invoke(this)`).
    case invoke
    /// A scope function: the value of the closure argument run with the subject (the value it is
    /// called on, else its first argument) as the closure's receiver (`with(x) { … }`, `x.run { … }`)
    /// or as its parameter, `it` when it declares none (`x.let { … }`); with `field`, that field
    /// of the subject (`transition.animateColor { state -> … }` runs with the `targetState` of
    /// `updateTransition(targetState)`).
    case scope(asReceiver: Bool, field: String? = nil)
    /// The value it is read on (`state.value`: parity holds a `State` as its value).
    case same
    /// The number of characters of a string or items of a list it is read on (`hex.count`, `items.length`).
    case count
    /// Whether the string or list it is read on has no characters or items (`content.isEmpty`).
    case isEmpty
    /// JavaScript's `x.includes(y)`: a string holds the text; a list holds the element, or a class
    /// among the classes of its strings (a `cn(…)` list is one class string in JavaScript:
    /// `textClass?.includes('text-destructive')`).
    case includes
    /// JavaScript's `Array.isArray(x)`: whether its argument is a list (heroui-native's
    /// `useThemeColor` takes a name or a list of names); unknown where the argument is.
    case isList
    /// A function of numbers: `min`, `max` (of two or more), `abs`, `round`, `floor`, `ceil`
    /// (Swift's `min(a, b)`, Kotlin's `minOf`, `a.coerceAtMost(b)` as `min` with the receiver first).
    case math(String)
    /// The Boolean it is called on negated, as `!` (Kotlin's `enabled.not()`).
    case not
    /// Its argument as a number, as JavaScript's `Number(x)` converts it (`Number(pressed)`: 1 or 0, an
    /// index into a `[rest, pressed]` list).
    case numberOf
    /// The string it is called on without the characters at its ends that its argument's character
    /// set holds (`trimmingCharacters(in: .whitespaces)`, `.whitespacesAndNewlines`, and
    /// `CharacterSet.alphanumerics.inverted`: all but letters and digits, the `#` of `"#0A84FF"`).
    case trim
    /// Scans the hex digits of the string of the record it is called on (`Scanner(string: s)`) into
    /// its `&x` argument (`scanHexInt64(&int)`); true, or false with `x` unchanged where `s` holds no hex digits.
    case scanHex
    /// A record of the `[key, value]` pairs of the list it is given (`Object.fromEntries(pairs)`):
    /// a pair whose key is not a known string or number makes the record unknown.
    case fromEntries
    /// A map of the `Pair`s it is given (Kotlin's `mapOf(ChipState.Rest to c.label)`, `emptyMap()`,
    /// `mutableMapOf`): a record of type `Map` (`Builtins.mapType`) keyed by each pair's first, an enum
    /// case's name, a string or a number (a key parity cannot name makes the map unknown). Read by
    /// subscript, where a missing key is null (`container[state] ?: Color.Transparent`); `+` adds a
    /// pair or another map's entries, the later winning.
    case mapOf
    /// The entry of the map it is called on whose key is the argument (Kotlin's `content.getValue(state)`).
    case lookup
    /// A map of the list it is called on, each item to the closure's value of it (Kotlin's
    /// `ChipState.entries.associateWith { if (it == ChipState.Checked) c.accent else c.separator }`).
    case associateWith
    /// The pairs (`entries`), keys or values of the record it is given, in order (`Object.entries(metrics)`,
    /// `Object.keys`, `Object.values`): a pair is a two-item list, as `fromEntries` takes it.
    case entries(String)
    /// A channel of the color it is read on, 0…1 (Compose's `container.alpha`, `color.red`): a number
    /// where both modes' colors have the same, else unknown.
    case channel(String)
    /// The first or the last item of the list it is read on (Kotlin's `valueRange.start`,
    /// `.endInclusive` of `0f..1f`, `items.first()`, `items.last()`); null for an empty list.
    case end(String)
    /// A value that changes as the app runs (an animation's current value: Reanimated's
    /// `interpolate(progress.get(), …)`, `useSharedValue(0)`): unknown, saying so and naming the
    /// library (the payload), not "not defined in the project".
    case runtime(String)
    /// A value the running app gives, as a parameter no caller sets is (`IRValue.runtime`; the
    /// payload says what): a draw scope's `size`. Arithmetic passes it through, a `min` of a design
    /// value and it is the design value (a radius clamped to half the size).
    case given(String)

    /// A `given` value (read as a name, never called).
    public var isGiven: Bool { if case .given = self { return true }; return false }
    /// A style applied to a view (`.buttonStyle(S())`, `.modifier(M())`): the view is what the
    /// style record's `method` makes of a configuration record of type `configuration` whose
    /// `fields` are the view's content slots (field -> slot labels in order, "" the unlabeled
    /// one), or of the view itself when `configuration` is nil; `parts` names the views of a
    /// field as a part (`LabeledContentStyle`'s label). A value that is not a project record
    /// (`.plain`) leaves the modifier recorded as written. A slot label `#Callee` makes a view of
    /// the view's first unlabeled argument (`#Text`); `#Callee:label=from` one of its argument
    /// `from` under `label` (`#Image:systemName=systemImage` of `Label(title, systemImage:)`).
    /// With `views`, the style styles only views of those callees, in the views it is applied to
    /// (SwiftUI's styles are environment values: `.labelStyle(S())` on a stack styles its `Label`s).
    case style(method: String, configuration: String?, fields: [String: [String]], parts: [String: String] = [:], views: [String] = [])
    /// A project function that builds the platform's color scheme (Orbit's `lightColors()`, read
    /// into the token table as system colors by their paths): called, its value is the record it
    /// builds with each color replaced by the token of `kind` named by its dotted path
    /// (`primary.normal` -> `primaryNormal`, `Evaluator.mapSchemeColors`), so a component that reads
    /// the scheme through a local (`LocalColors.current.primary.normal`) has the color of both modes,
    /// not the light scheme's literal.
    case scheme(kind: String)
    /// A call whose value is the library function of that name, called later: tailwind-merge's
    /// `extendTailwindMerge(config)` is a `twMerge`.
    case function(String)
    /// A flag true in one color mode (`"light"` or `"dark"`): Compose's `isSystemInDarkTheme()`,
    /// Material's `colors.isLight`. A condition on it picks each mode's value of its branches
    /// (`if (isLight) light else dark` is the color of `light` in light mode, of `dark` in dark mode).
    case colorMode(String)
    /// The color it is called on painted over its argument, in each mode (Compose's
    /// `fg.compositeOver(bg)`): a color of its own, from the colors of the tokens (`Builtins.tokenColors`).
    case composite
    /// A method of the JavaScript `color` package (`ColorAdjust`): `"parse"` is the package's
    /// function (`color("#2089dc")`, `Color(theme.colors.primary)`: the color of its argument);
    /// `darken`, `lighten`, `fade`, `alpha`, `mix`, … a color of its own made from the one it is
    /// called on, in each mode (token colors from `Builtins.tokenColors`).
    case colorAdjust(String)
    /// A value of the project's Android resources of a type (`dimen`, `color`), by the id it is
    /// given (labeled `id`, else the first argument): Compose's `dimensionResource(id = R.dimen.spacing_m)`
    /// is the length `res/values/dimens.xml` gives, `colorResource(R.color.brand)` the color of
    /// `colors.xml` (dark from `values-night`); from `Builtins.resources`.
    case resource(String)
}

/// A value that resolves itself: where a value of `expected` is expected, a project value with a
/// one-parameter `method` is what that method gives, called with a record of type `context`.
public struct SelfResolving: Codable, Hashable, Sendable {
    public var expected: String
    public var method: String
    public var context: String

    public init(expected: String, method: String, context: String) {
        self.expected = expected
        self.method = method
        self.context = context
    }
}

/// The keys a variant table's config is read by (`cva`'s are the defaults).
public struct VariantTableRule: Codable, Hashable, Sendable {
    public var variants: String
    public var compound: String
    public var defaults: String
    /// Keys of a compound entry (and of the selections) that hold classes rather than a condition.
    public var classKeys: [String]
    /// The config key of the base, when the config is the only argument.
    public var base: String
    /// Config keys of further variant tables, each selected by the selections' record of the
    /// same key (tailwind-variants' and gluestack's `parentVariants`, selected by
    /// `{ parentVariants: { variant } }` in a compound component's part).
    public var nested: [String]
    /// The config key of the slots' own classes (tailwind-variants' `slots`): with it, a call gives
    /// one function per slot. Nil for a table without slots (`cva`).
    public var slots: String?
    /// The config key of entries that add classes to the slots they list when their selections match
    /// (tailwind-variants' `compoundSlots`).
    public var compoundSlots: String?

    public init(variants: String = "variants", compound: String = "compoundVariants", defaults: String = "defaultVariants",
                classKeys: [String] = ["class", "className"], base: String = "base", nested: [String] = ["parentVariants"],
                slots: String? = nil, compoundSlots: String? = nil) {
        self.slots = slots
        self.compoundSlots = compoundSlots
        self.variants = variants
        self.compound = compound
        self.defaults = defaults
        self.classKeys = classKeys
        self.base = base
        self.nested = nested
    }
}

/// A platform's builtins: by plain name (`remember`), dotted name (`Color.Transparent`,
/// `Arrangement.spacedBy`) and member of any value (`copy`, `opacity`).
public struct Builtins: Codable, Hashable, Sendable {
    /// The record type of a map (`Builtin.mapOf`): a missing key reads null.
    public static let mapType = "Map"
    public var names: [String: Builtin]
    public var members: [String: Builtin]
    /// Member names whose object holds tokens of a kind: `colors` -> color (`AcmeTheme.colors.accent`).
    public var tokenSpaces: [String: String]
    /// Types (objects, enums) whose static members are tokens of a kind: `Typography` -> typography.
    public var tokenTypes: [String: String]
    /// Library calls with a capitalized name are views unless listed here or in `names`.
    public var capitalizedViews: Bool
    /// Parameter names that are state inputs: name -> (state, true when the state holds).
    public var stateParameters: [String: StateParameter]

    /// Library calls and element attributes that state a state of what they are on, by argument:
    /// name -> argument label (an object attribute's key; the implicit member a test picks) -> state;
    /// `""` for the attribute's own value. A name the component hands there bare is that state,
    /// whatever it is called (`Modifier.toggleable(value = liked)`, `accessibilityState={{ checked: liked }}`,
    /// `aria-checked={liked}`, `.accessibilityAddTraits(isLiked ? .isSelected : [])`): `declaredStates`.
    public var stateDeclarations: [String: [String: String]] = [:]

    /// The names `decls` hand to a state declaration (`stateDeclarations`) that no row of
    /// `stateParameters` names already, with the state each is.
    public func declaredStates(in decls: [Decl]) -> [String: StateParameter] {
        // (Locals, not `self`: a closure that captured this struct copied it at every expression.)
        let declarations = stateDeclarations, known = stateParameters
        guard !declarations.isEmpty else { return [:] }
        var out: [String: StateParameter] = [:]
        func found(_ e: Expr, _ state: String?) {
            guard let state, case .name(let n) = e.kind, known[n] == nil else { return }
            out[n] = StateParameter(state)
        }
        for d in decls {
            d.forEachExpr { e in
                switch e.kind {
                case .call(let callee, let args, _):
                    guard let name = callee.lastName, let row = declarations[name] else { return }
                    for a in args {
                        if let l = a.label { found(a.value, row[l]) }
                        // `isLiked ? .isSelected : []`: the test is the state the picked member names.
                        if case .conditional(let test, let yes, _) = a.value.kind, case .implicitMember(let m) = yes.kind { found(test, row[m]) }
                    }
                case .element(_, let attrs, _):
                    for a in attrs {
                        guard let l = a.label, let row = declarations[l] else { continue }
                        found(a.value, row[""])
                        if case .object(let entries) = a.value.kind {
                            for entry in entries { if case .name(let k) = entry.key { found(entry.value, row[k]) } }
                        }
                    }
                default: return
                }
            }
        }
        return out
    }

    /// The state a name is: the whole name's row, else (`byLastWord`) its last word's where that names a
    /// state (`actionEnabled`, `rowSelected`: `Evaluator.stateWord`; not `showValue`).
    public func stateParameter(_ name: String, byLastWord: Bool = true) -> StateParameter? {
        stateParameters[name] ?? (byLastWord ? Evaluator.stateWord(name).flatMap { stateParameters[$0] } : nil)
    }
    /// The types a library call or modifier expects of its arguments, by label ("" for positional
    /// ones): an implicit member argument (`.font(.body)`) is a member of that type.
    public var argumentTypes: [String: [String: String]]
    /// Protocols whose conforming types are views made by a member: `View` -> `body`.
    public var viewBodies: [String: String]
    /// Property wrappers (annotations) and how a property they wrap is read (`FocusState` ->
    /// the `focused` state); a wrapper that is not a state gives the property's own value.
    public var wrappers: [String: Builtin]
    /// Wrappers whose properties a memberwise init still takes (`Binding`); the others' do not.
    public var memberwiseWrappers: Set<String>
    /// Types whose values are views once a view modifier is applied to them (SwiftUI `Color`).
    public var valueViews: Set<String>
    /// Named colors of the project's asset catalogs (`Color("Ink")` in a SwiftUI view), by name.
    public var assetColors: [String: ColorPair] = [:]
    /// The project's Android resource values (`res/values/dimens.xml`), for `Builtin.resource`.
    public var resources = ResourceTable()
    /// Library record types whose fields, where not given, are unset: type -> those fields (Compose's
    /// `TextStyle(fontSize = 12.sp)` has no color, `Color.Unspecified`, so `style.color.takeOrElse { … }`
    /// takes the other color).
    public var unsetFields: [String: Set<String>] = [:]
    /// What a provided value is where nothing provides it: local -> a token (`LocalTextStyle` ->
    /// typography `bodyLarge`, the style Material's theme provides).
    public var localDefaults: [String: TokenRef] = [:]
    /// What a library view provides to the content it is given: callee -> local -> a token
    /// (Material 3's `Button` runs its content with `LocalTextStyle` typography `labelLarge`).
    public var viewLocals: [String: [String: TokenRef]] = [:]
    /// What a library view provides to its content from one of its arguments: callee -> local ->
    /// the argument and the field of it (Material 3's `Button(colors =)` runs its content with
    /// `LocalContentColor` the colors' `contentColor`, `disabledContentColor` where `enabled` is false;
    /// `Surface(contentColor =)` with the argument itself).
    public var viewArgumentLocals: [String: [String: ArgumentLocal]] = [:]

    /// Records whose members are state sources, by record type: a member the record does not
    /// hold is read as the state at the point (a render prop's `state.pressed`, a component's
    /// `disabled` prop), so only the states a component reads grow its input space.
    public var stateRecords: [String: [String: StateParameter]]
    /// The record type a render-function child of a library view receives (React Native's
    /// `<Pressable>{({ pressed }) => …}</Pressable>`): its members are states (`stateRecords`).
    public var renderArgument: String?
    /// A call of a value the caller passes that parity does not have is a view the caller draws:
    /// with one object argument, with those props (a React render prop `icon?.({ color, size })`);
    /// with none, a content closure (SwiftUI `label()` of `@ViewBuilder label: () -> Label`).
    public var callerViews = false
    /// Called with other arguments (the component's data: SwiftUI's `label(option)` of `let label: (Value) ->
    /// Label`) in a view builder, it is a caller's view too, drawn as this view (the text a caller gives
    /// for each item, `{ Text($0) }`: what the component sets on it, fonts and colors, is that text's).
    public var callerViewOfData: String?
    /// Modifiers that set an environment value for the view they modify (`.environment(\.key, value)`):
    /// a project view in it that reads that key is made again with the value (`View.maker`).
    public var environmentSetters: Set<String> = []
    /// The token kind of a theme variable by its name's prefix (`--color-` → `color`), for `cssVariable`.
    public var cssVariablePrefixes: [String: String] = [:]
    /// Content lambdas a library hands the component, not the caller's views (Compose's
    /// `decorationBox = { innerTextField -> … innerTextField() }`: the field's own text).
    public var libraryContent: Set<String> = []
    /// A library view's argument whose lambda draws the view's own box around its text, the
    /// lambda's first parameter being that text (Compose's `BasicTextField(decorationBox = { inner ->
    /// Row(Modifier.background(…)) { … inner() } })`): view -> argument label. The lambda's
    /// outermost view is the field's part (`View.decorates`); its parameter draws `View.fieldText`.
    public var decorationArguments: [String: String] = [:]
    /// Content lambdas of a library view that draw what is not shown with the component at rest
    /// (Compose's `TooltipBox(tooltip = { PlainTooltip { Text(hint) } })`: a popup on long press),
    /// by view and argument label: they are not evaluated, and what they draw is no part.
    public var offstageContent: [String: Set<String>] = [:]
    /// Views whose content lambda is run with one of the view's arguments (Compose's
    /// `AnimatedContent(targetState = message) { m -> … }` draws its content with the target
    /// state): view -> the argument's label (else the first unlabeled argument).
    public var contentArguments: [String: String] = [:]
    /// What a library view's argument is where the caller leaves it out, by view and argument
    /// label: a call of a declaration of the program or its prelude, with the view's own
    /// arguments named in it passed on (Material 3's `Button(colors =
    /// ButtonDefaults.buttonColors())`, `OutlinedButton(border =
    /// ButtonDefaults.outlinedButtonBorder(enabled))`: `"ButtonDefaults.outlinedButtonBorder(enabled)"`).
    public var argumentDefaults: [String: [String: String]] = [:]
    /// A view builtin made as another view where an argument is a record of a type, or is given
    /// (Compose's `drawRoundRect(color, style = Stroke(width))`: a stroke, `drawRoundRect#stroke`, not
    /// a fill; `drawRoundRect(color, size = Size(w, 2f))`: a shape of its own size); the first that fits.
    public var viewVariants: [String: [ViewVariant]] = [:]
    /// Parameter types whose value, where no caller sets it, is the view the caller passes (SwiftUI
    /// `image: Image`): a view of that type, so what the component applies to it is read.
    public var callerViewTypes: Set<String> = []
    /// Parameter names that name the component's variant, preferred among enum parameters
    /// (`Conventions.variantParameters`).
    public var variantParameters: Set<String> = []
    /// Last words of a parameter's name that place the component rather than vary it (`Conventions.placementWords`).
    public var placementWords: Set<String> = []
    /// Values of a project type that resolve themselves where a type is expected (SwiftUI's custom
    /// `ShapeStyle`: `resolve(in: EnvironmentValues)` where a `ShapeStyle` is expected).
    public var selfResolving: SelfResolving?
    /// The sizes of the platform's typography tokens, by token name and field (`fontSize`, `size`,
    /// `lineHeight`, in points; `fontWeight` where the token has one): code that computes with them
    /// (`tracking(0.025, fontSize.xs.fontSize)`, `style.copy(fontWeight = if (on) … else style.fontWeight)`)
    /// reads the number.
    public var typographySizes: [String: [String: Double]] = [:]
    /// Argument labels of a library view that say what it shows (Compose's `Image(painter = icon)`):
    /// one written as a bare name (a parameter) names the view as a child `{icon}` does in TSX.
    public var shownArguments: Set<String> = []
    /// Attributes of a library view whose written names may name its part (TSX `className={slots.dot()}`,
    /// `style={styles.indicator}`, `className={cn(dotSize[s])}`): the names in them, conditions left
    /// out, are what the view holds when it shows no named value (`View.holds`).
    public var namingArguments: Set<String> = []
    /// Modifiers of a modifier chain whose closure arguments are the views they draw (Compose's
    /// `Modifier.drawBehind { drawRect(color) }`), as a view modifier's content closures are.
    public var contentModifiers: Set<String> = []
    /// The platform's type of a token kind's values (`color` → `Color`): the project's extension
    /// properties of that type are read on a token (`accent.disabled`), not taken as nested tokens.
    public var tokenValueTypes: [String: String] = [:]
    /// The platform's types of color values: the project's instance members of them are read on
    /// a color (Vitamin iOS's `extension UIColor { var swiftUIColor: Color { Color(uiColor: self) } }`).
    public var colorValueTypes: [String] = []
    /// Protocols of a project type that lays out its content (SwiftUI's `Layout`): called with
    /// that content, it is `layoutContainer` (SwiftUI's `Group`: with one view, that view in its place).
    public var layoutProtocols: Set<String> = []
    /// Protocols of a project type that is a shape (SwiftUI's `Shape`), and the method that draws
    /// it (`path(in:)`): made, it is the library shape that method's path is, where it is one
    /// (`RoundedRectangle(cornerRadius: r).path(in: rect)`).
    /// The shape a radius token's `copy` with corners of its own is (Compose's
    /// `shapes.small.copy(bottomStart = ZeroCornerSize)`: a `RoundedCornerShape`), and its corner labels.
    public var cornerShape: CornerShape?
    public var shapeProtocols: Set<String> = []
    public var shapePathMethod = "path"
    /// A shape whose path is open lines (a check mark, a chevron: its `path(in:)` calls one of
    /// `glyphPathCalls` and none of `closedPathCalls`) is a glyph: the view `glyphShapeView`
    /// (an icon), stroked or filled in its color, as Compose's drawn glyph is (`Sinks.glyphView`).
    public var glyphShapeView: String?
    public var glyphPathCalls: [String] = []
    public var closedPathCalls: [String] = []
    /// The view a color written as a statement of a view builder is (SwiftUI's `ZStack { Color.control;
    /// content }`: a `Color` view), where it is not the block's last statement or views come before it.
    public var colorStatementView: String?
    /// The library shapes such a path may be (not a `Path` of lines: a check mark is no box).
    public var libraryShapes: Set<String> = []
    /// Names of computed properties that name any view they draw, as a helper function's name does
    /// (`private var badge: some View { Text(count).padding(…).background(…) }`: the badge); a
    /// computed property of another name names only the library shapes it draws.
    public var namingProperties: Set<String> = []
    /// Modifiers that make a library shape another view (SwiftUI's `.trim(from:to:)`: part of the
    /// outline, a progress ring's arc, `Shape#arc`), whose rule reads what follows.
    public var remakingModifiers: [String: String] = [:]
    /// The name a lambda that declares no parameter gives its one argument (Kotlin's `it`:
    /// `val text: (Palette) -> Color = { it.ink }` called with the palette).
    public var implicitParameter: String?
    /// What a drawing is made in (Compose's draw scope `size`, SwiftUI's `path(in: rect)`), by the
    /// reason its value is given at run time, and its members that are a side of it: half of one is
    /// a pill's radius (`IRValue.halfSide`).
    public var drawingBoxes: [String] = []

    /// Whether a value is such a box or one made from it that is given at run time (`size.height`).
    public func isDrawingBox(_ v: IRValue) -> Bool {
        guard case .unknown(let why) = v.storage else { return false }
        return drawingBoxes.contains { why == $0 + IRValue.runtimeSuffix }
    }
    public var sideMembers: Set<String> = []
    public var layoutContainer: String?
    /// Text views that `+` joins into one text of runs (SwiftUI's `Text(amount).bold() + Text(unit)`),
    /// and the view the runs are drawn in: each run a text of its own (`text`, `text2`) that takes
    /// what is applied to the whole, as React Native's `<Text>` nested in a `<Text>` is.
    public var textRunViews: Set<String> = []
    public var textRunsView = ""
    /// States evaluated together, where a component reads each of them (`InputSpace.combined`).
    public var combinedStates: [Set<String>] = []
    /// The colors of the platform's color tokens by normalized name, for code that computes with
    /// them (`accent.copy(alpha = 0.16f).compositeOver(surface)`: `Builtin.composite`).
    public var tokenColors: [String: ColorPair] = [:]
    /// The lengths of the spacing tokens (`medium` = 16 pt), for what adds them up while rendering
    /// (paddings of one modifier chain, `Renderer.addPaddings`).
    public var tokenLengths: [String: Double] = [:]
    /// Supertypes and annotations of a model whose stored properties its methods set at run time
    /// (SwiftUI's `ObservableObject`, `@Observable`): an initial value such a method replaces is a
    /// placeholder (`@Published var cornerRadius: CGFloat = 0` set in `setup()` from `onAppear`).
    public var runtimeModels: Set<String> = []
    /// Library modules a type may be written with (`SwiftUI.Color.gray`): the library's type.
    public var modules: Set<String> = []
    /// Parameter types that are a state by their cases (Compose's `state: ToggleableState` is
    /// `checked`: `On` where it holds, `Off` where not), whatever the parameter's name.
    public var stateTypes: [String: StateType] = [:]

    public init(names: [String: Builtin] = [:], members: [String: Builtin] = [:], tokenSpaces: [String: String] = [:],
                tokenTypes: [String: String] = [:], capitalizedViews: Bool = true, stateParameters: [String: StateParameter] = [:],
                argumentTypes: [String: [String: String]] = [:], viewBodies: [String: String] = [:],
                wrappers: [String: Builtin] = [:], memberwiseWrappers: Set<String> = [], valueViews: Set<String> = [],
                stateRecords: [String: [String: StateParameter]] = [:]) {
        self.names = names
        self.members = members
        self.tokenSpaces = tokenSpaces
        self.tokenTypes = tokenTypes
        self.capitalizedViews = capitalizedViews
        self.stateParameters = stateParameters
        self.argumentTypes = argumentTypes
        self.viewBodies = viewBodies
        self.wrappers = wrappers
        self.memberwiseWrappers = memberwiseWrappers
        self.valueViews = valueViews
        self.stateRecords = stateRecords
    }
}

/// A value of an Android resource (`Builtin.resource`).
public enum ResourceValue: Codable, Hashable, Sendable {
    /// A length in `unit` (`dp`, `sp`).
    case length(Double, unit: String)
    /// A color in each mode.
    case color(ColorPair)
    /// Why the value could not be read (`2em`: a unit Android has not; `@dimen/x` naming none).
    case problem(String)
}

/// The project's Android resource values by type and name (`dimen/spacing_m`), and the files
/// they were read from, which a name none of them has is told with.
public struct ResourceTable: Codable, Hashable, Sendable {
    public var values: [String: ResourceValue]
    /// The files read (root-relative), and the res folders looked in.
    public var files: [String]
    public var folders: [String]

    public init(values: [String: ResourceValue] = [:], files: [String] = [], folders: [String] = []) {
        self.values = values
        self.files = files
        self.folders = folders
    }

    /// Why a resource of a type and name has no value: which files were read, and what to set.
    public func missing(_ type: String, _ name: String) -> String {
        let setting = "list the module's res folder in `platforms.kotlin.resources` of parity.json (`\"resources\": [\"lib/src/main/res\"]`)"
        guard !files.isEmpty else {
            let looked = folders.isEmpty ? "no `res/values` folder beside or above the Kotlin files" : "no values file in \(folders.joined(separator: ", "))"
            return "`R.\(type).\(name)` is an Android resource, and none was read (\(looked)); \(setting)"
        }
        let shown = files.count > 4 ? files.prefix(4).joined(separator: ", ") + " and \(files.count - 4) more" : files.joined(separator: ", ")
        return "no \(type) `\(name)` in the resource files read (\(shown)); where it is defined elsewhere, \(setting)"
    }
}

/// A token by kind and name.
/// A field of a view's argument that the view provides to its content (`Builtins.viewArgumentLocals`).
public struct ArgumentLocal: Codable, Hashable, Sendable {
    public var argument: String
    /// The field of the argument's record; nil: the argument itself (`Surface(contentColor =)`).
    public var field: String?
    /// The field where the view's `enabled` argument is false.
    public var disabledField: String?

    public init(argument: String, field: String?, disabledField: String? = nil) {
        self.argument = argument
        self.field = field
        self.disabledField = disabledField
    }
}

public struct TokenRef: Codable, Hashable, Sendable {
    public var kind: String
    public var name: String

    public init(_ kind: String, _ name: String) {
        self.kind = kind
        self.name = name
    }
}

/// A library enum whose cases say whether a state holds (`ToggleableState.On` / `.Off`: `checked`).
public struct StateType: Codable, Hashable, Sendable {
    public var state: String
    /// The case where the state holds, and the one where it does not.
    public var whenTrue: String
    public var whenFalse: String

    public init(_ state: String, whenTrue: String, whenFalse: String) {
        self.state = state
        self.whenTrue = whenTrue
        self.whenFalse = whenFalse
    }
}

/// A boolean parameter that is a state input: `enabled` is true unless `disabled`.
public struct StateParameter: Codable, Hashable, Sendable {
    public var state: String
    public var whenTrue: Bool

    public init(_ state: String, whenTrue: Bool = true) {
        self.state = state
        self.whenTrue = whenTrue
    }

    /// The state parameters every platform shares (`enabled`, `disabled`, `checked`, `isError`, …).
    public static let common: [String: StateParameter] = {
        var t: [String: StateParameter] = [:]
        let positive: [String: [String]] = [
            "disabled": ["disabled", "isDisabled"],
            // A drag is a press that moves: a slider's thumb held (`@GestureState var isDragging`).
            "pressed": ["pressed", "isPressed", "dragging", "isDragging"],
            // `active`: the current page's dot, the selected tab (not a pressed one: no caller passes that).
            // The current item of a set (a breadcrumb's page, a pager's dot) reads as the selected one.
            "checked": ["checked", "isChecked", "isOn", "selected", "isSelected", "on", "value", "active", "isActive", "current", "isCurrent"],
            "focused": ["focused", "isFocused"],
            "invalid": ["invalid", "isInvalid", "isError", "error", "hasError", "errorMessage", "errorText"],
            "expanded": ["expanded", "isExpanded", "open", "isOpen", "presented", "isPresented"],
        ]
        for (state, names) in positive { for n in names { t[n] = StateParameter(state) } }
        for n in ["enabled", "isEnabled"] { t[n] = StateParameter("disabled", whenTrue: false) }
        return t
    }()

    /// States that a parameter `null` by default holds by being passed (`error: String? = null`:
    /// invalid where an error is given). A nullable `value` or `selected` is not checked by being passed.
    public static let presence: Set<String> = ["invalid"]
}

// MARK: parity.json forms

extension Builtin {
    /// The kind's name as `parity.json` writes it (`passThrough`, `fixedColor`, …).
    public var kind: String {
        switch self {
        case .passThrough: "passThrough"
        case .record: "record"
        case .color: "color"
        case .channelColor: "channelColor"
        case .fixedColor: "fixedColor"
        case .constant: "constant"
        case .token: "token"
        case .boolean: "boolean"
        case .number: "number"
        case .fields: "fields"
        case .null: "null"
        case .resolveClasses: "resolveClasses"
        case .cssVariable: "cssVariable"
        case .state: "state"
        case .notState: "notState"
        case .stateByName: "stateByName"
        case .provider: "provider"
        case .current: "current"
        case .provided: "provided"
        case .context: "context"
        case .readContext: "readContext"
        case .modifierRoot: "modifierRoot"
        case .copy: "copy"
        case .opacity: "opacity"
        case .view: "view"
        case .unit: "unit"
        case .append: "append"
        case .list: "list"
        case .join: "join"
        case .filter: "filter"
        case .map: "map"
        case .mapIndexed: "mapIndexed"
        case .takeIf: "takeIf"
        case .listFrom: "listFrom"
        case .variantTable: "variantTable"
        case .stateHook: "stateHook"
        case .pick: "pick"
        case .style: "style"
        case .orElse: "orElse"
        case .invoke: "invoke"
        case .scope: "scope"
        case .same: "same"
        case .count: "count"
        case .isEmpty: "isEmpty"
        case .includes: "includes"
        case .isList: "isList"
        case .math: "math"
        case .trim: "trim"
        case .scanHex: "scanHex"
        case .fromEntries: "fromEntries"
        case .mapOf: "mapOf"
        case .lookup: "lookup"
        case .associateWith: "associateWith"
        case .entries: "entries"
        case .channel: "channel"
        case .end: "end"
        case .runtime: "runtime"
        case .given: "given"
        case .scheme: "scheme"
        case .function: "function"
        case .composite: "composite"
        case .colorAdjust: "colorAdjust"
        case .not: "not"
        case .numberOf: "numberOf"
        case .any: "any"
        case .colorMode: "colorMode"
        case .resource: "resource"
        }
    }

    /// The builtins written as a name alone: the cases without a payload, and those whose
    /// payload has defaults for everything (`"passThrough"` is the first positional argument).
    static let plainForms: [String: Builtin] = {
        var t: [String: Builtin] = [:]
        for b in [Builtin.color, .view, .list, .copy, .append, .join, .filter, .map, .mapIndexed, .takeIf, .listFrom, .current, .modifierRoot, .stateByName, .orElse, .invoke, .same, .count, .isEmpty, .includes, .isList, .trim, .scanHex, .fromEntries, .mapOf, .lookup, .associateWith, .null, .context, .readContext, .resolveClasses, .cssVariable, .composite, .not, .numberOf, .any] { t[b.kind] = b }
        t["scope"] = .scope(asReceiver: true, field: nil)
        t["passThrough"] = .passThrough(label: nil, index: 0)
        t["opacity"] = .opacity(label: nil, index: 0)
        t["provider"] = .provider(local: nil)
        t["variantTable"] = .variantTable(VariantTableRule())
        return t
    }()

    /// How each kind with a payload is written: the example an error shows.
    static let keyedForms: [String: String] = [
        "passThrough": #"{"passThrough": {"label": "value", "index": 0}}"#,
        "opacity": #"{"opacity": {"label": "alpha", "index": 0}}"#,
        "channelColor": #"{"channelColor": {"params": ["hue", "saturation", "value", "alpha"], "channels": ["hueDegrees", "saturation", "brightness", "alpha"]}}"#,
        "fixedColor": ##"{"fixedColor": {"light": "#RRGGBBAA", "dark": "#RRGGBBAA"}}"##,
        "constant": #"{"constant": {"type": "Shape", "name": "CircleShape"}}"#,
        "token": #"{"token": {"kind": "color", "name": "accent"}}"#,
        "state": #"{"state": "pressed"}"#,
        "colorMode": #"{"colorMode": "dark"}"#,
        "resource": #"{"resource": "dimen"}"#,
        "boolean": #"{"boolean": false}"#,
        "number": #"{"number": 3}"#,
        "fields": #"{"fields": {"position": "absolute", "top": "0"}}"#,
        "notState": #"{"notState": "disabled"}"#,
        "provided": #"{"provided": "styleContext"}"#,
        "runtime": #"{"runtime": "react-native-reanimated"}"#,
        "given": #"{"given": "the draw scope's size"}"#,
        "colorAdjust": #"{"colorAdjust": "darken"}"#,
        "unit": #"{"unit": "dp"}"#,
        "math": #"{"math": "min"}"#,
        "entries": #"{"entries": "keys"}"#,
        "channel": #"{"channel": "alpha"}"#,
        "end": #"{"end": "last"}"#,
        "scheme": #"{"scheme": "color"}"#,
        "function": #"{"function": "twMerge"}"#,
        "record": #"{"record": {"type": "BorderStroke", "params": ["width", "color"]}}"#,
        "provider": #"{"provider": {"local": "LocalContentColor"}}"#,
        "pick": #"{"pick": {"keys": ["native", "default"]}}"#,
        "scope": #"{"scope": {"asReceiver": false, "field": "targetState"}}"#,
        "variantTable": #"{"variantTable": {"variants": "variants", "compound": "compoundVariants", "defaults": "defaultVariants", "classKeys": ["class", "className"], "base": "base", "nested": ["parentVariants"]}}"#,
        "stateHook": #"{"stateHook": {"handlers": {"onFocus": "focused"}}}"#,
        "style": #"{"style": {"method": "makeBody", "configuration": "ButtonStyleConfiguration", "fields": {"label": [""]}}}"#,
    ]

    /// Every kind's name.
    public static let kinds: [String] = Array(Set(plainForms.keys).union(keyedForms.keys)).sorted()
    /// The token kinds a `token` builtin may name.
    public static let tokenKinds = ["color", "radius", "shadow", "spacing", "typography"]
    /// The channels a `channel` builtin reads of a color.
    public static let channels = ["alpha", "red", "green", "blue"]
    /// What an `entries` builtin lists of a record.
    public static let entryParts = ["entries", "keys", "values"]
    /// The functions a `math` builtin may be.
    public static let mathFunctions = ["abs", "ceil", "floor", "max", "min", "round"]
    /// The channels a `channelColor` builtin may name (`Evaluator.colorCall` reads them by these labels).
    public static let colorChannels = ["alpha", "blue", "brightness", "green", "hue", "hueDegrees", "lightness", "opacity", "red", "saturation", "white"]
    /// The resource types a `resource` builtin may read.
    public static let resourceTypes = ["color", "dimen"]
    /// The units a `unit` builtin may give (`""` a plain number).
    public static let units = ["dp", "em", "pt", "px", "rem", "sp"]

    /// A name alone (`"color"`, `"passThrough"`), or an object with one key, the kind, holding its
    /// payload (`{"state": "pressed"}`, `{"passThrough": {"label": "value"}}`).
    public init(from decoder: any Decoder) throws {
        let what = #"a builtin: a name ("color", "view", "passThrough", …) or an object with one key, its kind ({"state": "pressed"})"#
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            if let b = Builtin.plainForms[name] { self = b; return }
            if let form = Builtin.keyedForms[name] { throw TableRowError(decoder.codingPath, .invalid("\"\(name)\" needs its value; write \(form)")) }
            throw TableRowError(decoder.codingPath, .unknown(label: "unknown builtin \"\(name)\"", name: name, known: Builtin.kinds))
        }
        let row = try Row(decoder, known: Builtin.kinds, unknown: "unknown builtin kind", what: what)
        guard row.keys.count == 1, let kind = row.keys.first else {
            throw TableRowError(row.path, .invalid(row.keys.isEmpty ? "an empty object; write \(what)"
                                                   : "one key, the builtin's kind, expected; got \(row.keys.joined(separator: ", "))"))
        }
        let form = Builtin.keyedForms[kind] ?? "\"\(kind)\""
        // The row's one string, one of `known` (`{"math": "min"}`): `what` it is, `noun` in the error.
        func oneOf(_ what: String, _ noun: String, _ known: [String]) throws -> String {
            let value: String = try row.required(kind, "\(what) (\(form))")
            guard known.contains(value) else { throw row.fail(kind, .unknown(label: "unknown \(noun) \"\(value)\"", name: value, known: known)) }
            return value
        }
        switch kind {
        case "colorMode":
            let mode: String = try row.required(kind, "a color mode, \"light\" or \"dark\" (\(form))")
            guard ["light", "dark"].contains(mode) else { throw row.fail(kind, .unknown(label: "unknown color mode \"\(mode)\"", name: mode, known: ["dark", "light"])) }
            self = .colorMode(mode)
        case "resource":
            self = .resource(try oneOf("a resource type", "resource type", Builtin.resourceTypes))
        case "state", "notState":
            let state: String = try row.required(kind, "a state name (\(form))")
            self = kind == "state" ? .state(state) : .notState(state)
        case "scheme":
            self = .scheme(kind: try oneOf("a token kind", "token kind", Builtin.tokenKinds))
        case "provided":
            self = .provided(try row.required(kind, "the name of a provided value (\(form))"))
        case "colorAdjust":
            let op: String = try row.required(kind, "a method of the color package (\(form))")
            let known = ["parse", "mix"] + ColorAdjust.methods.keys.sorted()
            guard known.contains(op) else { throw row.fail(kind, .unknown(label: "unknown method \"\(op)\"", name: op, known: known)) }
            self = .colorAdjust(op)
        case "runtime":
            self = .runtime(try row.required(kind, "the library whose values change as the app runs (\(form))"))
        case "given":
            self = .given(try row.required(kind, "what the running app gives (\(form))"))
        case "function":
            self = .function(try row.required(kind, "the name of a builtin function (\(form))"))
        case "boolean":
            self = .boolean(try row.required(kind, "true or false (\(form))"))
        case "number":
            self = .number(try row.required(kind, "a number (\(form))"))
        case "fields":
            self = .fields(try row.required(kind, "an object of field names to values (\(form))"))
        case "channelColor":
            let c = try Row(row.decoder(kind), known: ["channels", "params"], what: "an object such as \(form)")
            let params: [String] = try c.required("params", "the function's parameter names in order (an array of strings)")
            let channels: [String] = try c.required("channels", "the channel each parameter is, in the same order (an array of strings)")
            guard channels.count == params.count else { throw c.fail("channels", .invalid("\(channels.count) channels for \(params.count) parameters; name one channel per parameter")) }
            if let bad = channels.first(where: { !Builtin.colorChannels.contains($0) }) {
                throw c.fail("channels", .unknown(label: "unknown channel \"\(bad)\"", name: bad, known: Builtin.colorChannels))
            }
            self = .channelColor(params: params, channels: channels)
        case "channel":
            self = .channel(try oneOf("a channel of a color", "channel", Builtin.channels))
        case "end":
            self = .end(try oneOf("which end of a list", "end", ["first", "last"]))
        case "entries":
            self = .entries(try oneOf("what to list of a record", "part", Builtin.entryParts))
        case "math":
            self = .math(try oneOf("a function of numbers", "function", Builtin.mathFunctions))
        case "unit":
            let unit: String = try row.required(kind, "a unit (\(form))")
            guard unit.isEmpty || Builtin.units.contains(unit) else {
                throw row.fail(kind, .unknown(label: "unknown unit \"\(unit)\"", name: unit, known: Builtin.units))
            }
            self = .unit(unit)
        case "passThrough", "opacity":
            let args = try Row(row.decoder(kind), known: ["index", "label"], what: "an object such as \(form)")
            let label: String? = try args.value("label", "an argument label (a string)")
            let index = try args.index("index") ?? 0
            self = kind == "passThrough" ? .passThrough(label: label, index: index) : .opacity(label: label, index: index)
        case "fixedColor":
            let d = try row.decoder(kind)
            if let light = try? d.singleValueContainer().decode(String.self) {
                guard Normalize.cssColor(light) != nil else { throw row.fail(kind, .invalid("\"\(light)\" is not a color; write \"#RRGGBB\" or \"#RRGGBBAA\"")) }
                self = .fixedColor(light: light, dark: nil)
                return
            }
            let colors = try Row(d, known: ["dark", "light"], what: "a color (\"#RRGGBBAA\") or an object such as \(form)")
            let light: String = try colors.required("light", "a color such as \"#RRGGBBAA\"")
            let dark: String? = try colors.value("dark", "a color such as \"#RRGGBBAA\"")
            for (key, c) in [("light", light), ("dark", dark)] {
                if let c, Normalize.cssColor(c) == nil { throw colors.fail(key, .invalid("\"\(c)\" is not a color; write \"#RRGGBB\" or \"#RRGGBBAA\"")) }
            }
            self = .fixedColor(light: light, dark: dark)
        case "constant":
            let c = try Row(row.decoder(kind), known: ["name", "type"], what: "an object such as \(form)")
            self = .constant(type: try c.required("type", "a type name (a string)"), name: try c.required("name", "a name (a string)"))
        case "token":
            let t = try Row(row.decoder(kind), known: ["kind", "name"], what: "an object such as \(form)")
            let tokenKind: String = try t.required("kind", "a token kind (\(Builtin.tokenKinds.joined(separator: ", ")))")
            guard Builtin.tokenKinds.contains(tokenKind) else {
                throw t.fail("kind", .unknown(label: "unknown token kind \"\(tokenKind)\"", name: tokenKind, known: Builtin.tokenKinds))
            }
            self = .token(kind: tokenKind, name: try t.required("name", "a token name (a string)"))
        case "record":
            let r = try Row(row.decoder(kind), known: ["fixed", "params", "type"], what: "an object such as \(form)")
            self = .record(type: try r.required("type", "a type name (a string)"), params: try r.value("params", "an array of parameter names") ?? [],
                           fixed: try r.value("fixed", #"an object of fields and the enum case each is ({"weight": "bold"})"#) ?? [:])
        case "provider":
            let p = try Row(row.decoder(kind), known: ["local"], what: "an object such as \(form)")
            self = .provider(local: try p.value("local", "the name of the local it provides (a string)"))
        case "pick":
            let p = try Row(row.decoder(kind), known: ["keys"], what: "an object such as \(form)")
            self = .pick(keys: try p.required("keys", "an array of keys"))
        case "variantTable":
            let v = try Row(row.decoder(kind), known: ["base", "classKeys", "compound", "compoundSlots", "defaults", "nested", "slots", "variants"], what: "an object such as \(form)")
            let d = VariantTableRule()
            self = .variantTable(VariantTableRule(
                variants: try v.value("variants", "a key (a string)") ?? d.variants, compound: try v.value("compound", "a key (a string)") ?? d.compound,
                defaults: try v.value("defaults", "a key (a string)") ?? d.defaults, classKeys: try v.value("classKeys", "an array of keys") ?? d.classKeys,
                base: try v.value("base", "a key (a string)") ?? d.base, nested: try v.value("nested", "an array of keys") ?? d.nested,
                slots: try v.value("slots", "a key (a string)"), compoundSlots: try v.value("compoundSlots", "a key (a string)")))
        case "scope":
            let p = try Row(row.decoder(kind), known: ["asReceiver", "field"], what: "an object such as \(form)")
            self = .scope(asReceiver: try p.value("asReceiver", "true or false") ?? true, field: try p.value("field", "a field name (a string)"))
        case "stateHook":
            let h = try Row(row.decoder(kind), known: ["handlers"], what: "an object such as \(form)")
            self = .stateHook(handlers: try h.value("handlers", "an object of states by handler ({\"onFocus\": \"focused\"})") ?? [:])
        case "style":
            let s = try Row(row.decoder(kind), known: ["configuration", "fields", "method", "parts", "views"], what: "an object such as \(form)")
            self = .style(method: try s.required("method", "a method name (a string)"),
                          configuration: try s.value("configuration", "a type name (a string)"),
                          fields: try s.value("fields", "an object of slot labels by field ({\"label\": [\"\"]})") ?? [:],
                          parts: try s.value("parts", "an object of parts by field ({\"label\": \"label\"})") ?? [:],
                          views: try s.value("views", "an array of view callees ([\"Label\"])") ?? [])
        default:
            // A kind without a payload written as an object (`{"color": …}`).
            throw row.fail(kind, .invalid("\"\(kind)\" takes no value; write \"\(kind)\""))
        }
    }

    /// The form `init(from:)` reads: a name alone for the kinds without a payload.
    public func encode(to encoder: any Encoder) throws {
        func payload(_ fill: (inout KeyedEncodingContainer<RowKey>) throws -> Void) throws {
            var c = encoder.container(keyedBy: RowKey.self)
            var p = c.nestedContainer(keyedBy: RowKey.self, forKey: RowKey(kind))
            try fill(&p)
        }
        func value(_ v: some Encodable) throws {
            var c = encoder.container(keyedBy: RowKey.self)
            try c.encode(v, forKey: RowKey(kind))
        }
        switch self {
        case .color, .view, .list, .copy, .append, .join, .filter, .map, .mapIndexed, .takeIf, .listFrom, .current, .modifierRoot, .stateByName, .orElse, .invoke, .same, .count, .isEmpty, .includes, .isList, .trim, .scanHex, .fromEntries, .mapOf, .lookup, .associateWith, .null, .context, .readContext, .resolveClasses, .cssVariable, .composite, .not, .numberOf, .any:
            var c = encoder.singleValueContainer()
            try c.encode(kind)
        case .state(let s), .notState(let s), .unit(let s), .provided(let s), .math(let s), .entries(let s), .channel(let s), .end(let s), .scheme(let s), .function(let s), .colorMode(let s), .resource(let s), .runtime(let s), .given(let s), .colorAdjust(let s): try value(s)
        case .boolean(let b): try value(b)
        case .channelColor(let params, let channels):
            try payload { p in
                try p.encode(params, forKey: RowKey("params"))
                try p.encode(channels, forKey: RowKey("channels"))
            }
        case .number(let n): try value(n)
        case .fields(let f): try value(f)
        case .passThrough(let label, let index), .opacity(let label, let index):
            try payload { p in
                try p.encodeIfPresent(label, forKey: RowKey("label"))
                try p.encode(index, forKey: RowKey("index"))
            }
        case .fixedColor(let light, let dark):
            try payload { p in
                try p.encode(light, forKey: RowKey("light"))
                try p.encodeIfPresent(dark, forKey: RowKey("dark"))
            }
        case .constant(let type, let name):
            try payload { p in
                try p.encode(type, forKey: RowKey("type"))
                try p.encode(name, forKey: RowKey("name"))
            }
        case .token(let k, let name):
            try payload { p in
                try p.encode(k, forKey: RowKey("kind"))
                try p.encode(name, forKey: RowKey("name"))
            }
        case .record(let type, let params, let fixed):
            try payload { p in
                try p.encode(type, forKey: RowKey("type"))
                try p.encode(params, forKey: RowKey("params"))
                if !fixed.isEmpty { try p.encode(fixed, forKey: RowKey("fixed")) }
            }
        case .provider(let local): try payload { p in try p.encodeIfPresent(local, forKey: RowKey("local")) }
        case .pick(let keys): try payload { p in try p.encode(keys, forKey: RowKey("keys")) }
        case .scope(let asReceiver, let field):
            try payload { p in
                try p.encode(asReceiver, forKey: RowKey("asReceiver"))
                try p.encodeIfPresent(field, forKey: RowKey("field"))
            }
        case .variantTable(let rule): try value(rule)
        case .stateHook(let handlers): try payload { p in try p.encode(handlers, forKey: RowKey("handlers")) }
        case .style(let method, let configuration, let fields, let parts, let views):
            try payload { p in
                try p.encode(method, forKey: RowKey("method"))
                try p.encodeIfPresent(configuration, forKey: RowKey("configuration"))
                try p.encode(fields, forKey: RowKey("fields"))
                try p.encode(parts, forKey: RowKey("parts"))
                if !views.isEmpty { try p.encode(views, forKey: RowKey("views")) }
            }
        }
    }
}

/// `Builtins.viewVariants`: the argument (by label, or by place where `index` is given and the
/// call writes no labels before it), the record type it must be (nil: any value given), and the
/// view made then.
public struct ViewVariant: Codable, Hashable, Sendable {
    public var label: String
    public var index: Int?
    public var type: String?
    public var callee: String
    /// `type` for an argument whose value is known (not computed at run time from the draw size).
    public static let known = "#known"
    /// `type` for an argument that is the whole rectangle a shape is drawn in (`Path(rect)` in a
    /// custom shape's `path(in rect:)`).
    public static let drawingRect = "#drawingRect"

    public init(label: String, index: Int? = nil, type: String?, callee: String) {
        self.label = label
        self.index = index
        self.type = type
        self.callee = callee
    }
}

/// A shape with a radius per corner (`Builtins.cornerShape`): its type and corner labels in the
/// order of `Normalize.cornerProperties`.
public struct CornerShape: Codable, Hashable, Sendable {
    public var type: String
    public var corners: [String]

    public init(type: String, corners: [String]) {
        self.type = type
        self.corners = corners
    }
}
