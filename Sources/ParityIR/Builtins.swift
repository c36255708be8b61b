import ParityModel

/// What a library function, constant or member means to the evaluator. A platform's builtins are
/// a table from names to these (data, not code paths), settable in `parity.json`.
public enum Builtin: Codable, Hashable, Sendable {
    /// The value of an argument passes through (`remember { x }`, `animateColorAsState(x)`):
    /// the labeled argument, else the positional one at `index`, else the trailing closure's value.
    case passThrough(label: String?, index: Int)
    /// A record of `type` whose positional arguments fill `params` in order; labels are kept as fields.
    case record(type: String, params: [String])
    /// A color from a hex integer (`0xAARRGGBB` with 8 digits, else `0xRRGGBB`) or from channels
    /// (`Color(red, green, blue, alpha)`: ints 0–255 or floats 0–1; Swift `red:green:blue:opacity:`, `white:opacity:`).
    case color
    /// A fixed color (`Color.Transparent`, `Color.White`): `#RRGGBBAA` light, optionally dark.
    case fixedColor(light: String, dark: String?)
    /// A fixed value: a keyword constant of a library type, a shape (`CircleShape` -> radius `full`).
    case constant(type: String, name: String)
    /// A fixed token reference (`Color.secondary` -> the color token the conventions map it to).
    case token(kind: String, name: String)
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
    /// A list of the closure argument applied to each item.
    case map
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
    case pick(keys: [String])
    /// A style applied to a view (`.buttonStyle(S())`, `.modifier(M())`): the view is what the
    /// style record's `method` makes of a configuration record of type `configuration` whose
    /// `fields` are the view's content slots (field -> slot labels in order, "" the unlabeled
    /// one), or of the view itself when `configuration` is nil; `parts` names the views of a
    /// field as a part (`LabeledContentStyle`'s label). A value that is not a project record
    /// (`.plain`) leaves the modifier recorded as written.
    case style(method: String, configuration: String?, fields: [String: [String]], parts: [String: String] = [:])
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

    public init(variants: String = "variants", compound: String = "compoundVariants", defaults: String = "defaultVariants",
                classKeys: [String] = ["class", "className"], base: String = "base") {
        self.variants = variants
        self.compound = compound
        self.defaults = defaults
        self.classKeys = classKeys
        self.base = base
    }
}

/// A platform's builtins: by plain name (`remember`), dotted name (`Color.Transparent`,
/// `Arrangement.spacedBy`) and member of any value (`copy`, `opacity`).
public struct Builtins: Codable, Hashable, Sendable {
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
    /// What a provided value is where nothing provides it: local -> a token (`LocalTextStyle` ->
    /// typography `bodyLarge`, the style Material's theme provides).
    public var localDefaults: [String: TokenRef] = [:]

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

/// A token by kind and name.
public struct TokenRef: Codable, Hashable, Sendable {
    public var kind: String
    public var name: String

    public init(_ kind: String, _ name: String) {
        self.kind = kind
        self.name = name
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
            "pressed": ["pressed", "isPressed"],
            "checked": ["checked", "isChecked", "isOn", "selected", "isSelected", "on", "value"],
            "focused": ["focused", "isFocused"],
            "invalid": ["invalid", "isInvalid", "isError", "error", "hasError"],
        ]
        for (state, names) in positive { for n in names { t[n] = StateParameter(state) } }
        for n in ["enabled", "isEnabled"] { t[n] = StateParameter("disabled", whenTrue: false) }
        return t
    }()
}
