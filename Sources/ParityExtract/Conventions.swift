import ParityIR
import ParityModel

/// How a design system spells its styles: every name the extractors look for is a row here,
/// with the reference design system's shape as the default. Another design system declares
/// its own in `parity.json` (`conventions`).
public struct Conventions: Sendable, Codable, Hashable {
    /// TSX props that carry styles on every element, and what they mean (Uniwind's
    /// `…ColorClassName` props take `accent-*` classes for their color).
    public var styleAttributes: [String: StyleAttribute] = [
        "className": StyleAttribute(kind: .className),
        "placeholderClassName": StyleAttribute(kind: .className, part: "placeholder"),
        "placeholderTextColorClassName": StyleAttribute(kind: .className, part: "placeholder"),
        "colorClassName": StyleAttribute(kind: .className),
        "style": StyleAttribute(kind: .style),
        "placeholderTextColor": StyleAttribute(kind: .color, part: "placeholder"),
        "color": StyleAttribute(kind: .color),
    ]
    /// JSX tag names (last segment) that are a part by role: `root` makes a container (its own
    /// name names no part), another part a view of that role. `Input` is a compound's text field
    /// (gluestack's `<UIInput.Input>`, made a `TextInput` by `createInput({ Input: TextInput })`).
    public var tagParts: [String: String] = [
        "View": "root", "Pressable": "root", "TextInput": "text", "Input": "text", "Text": "text", "Label": "text",
    ]
    /// Calls whose arguments are class lists: `cn("…", cond && "…")`.
    public var classCombiners: Set<String> = ["cn", "clsx", "cx", "twMerge", "classNames", "StyleSheet.flatten"]
    /// Tailwind state variants.
    public var tailwindStatePrefixes: [String: String] = [
        "disabled": "disabled", "active": "pressed", "pressed": "pressed", "focus": "focused",
        "focused": "focused", "checked": "checked", "invalid": "invalid",
    ]
    /// React Native style properties and the canonical properties they set.
    public var styleProperties: [String: StyleProperty] = [
        "flexDirection": .init(.keyword, "direction"),
        "alignItems": .init(.keyword, "alignItems"),
        "justifyContent": .init(.keyword, "justifyContent"),
        "gap": .init(.length, "gap"),
        "padding": .init(.length, "paddingTop", "paddingBottom", "paddingStart", "paddingEnd"),
        "paddingHorizontal": .init(.length, "paddingStart", "paddingEnd"),
        "paddingVertical": .init(.length, "paddingTop", "paddingBottom"),
        "paddingTop": .init(.length, "paddingTop"),
        "paddingBottom": .init(.length, "paddingBottom"),
        "paddingLeft": .init(.length, "paddingStart"),
        "paddingStart": .init(.length, "paddingStart"),
        "paddingRight": .init(.length, "paddingEnd"),
        "paddingEnd": .init(.length, "paddingEnd"),
        "height": .init(.extent, "height"),
        "width": .init(.extent, "width"),
        "minHeight": .init(.length, "minHeight"),
        "minWidth": .init(.length, "minWidth"),
        "maxHeight": .init(.length, "maxHeight"),
        "maxWidth": .init(.length, "maxWidth"),
        "borderRadius": .init(.length, "radius"),
        // One corner's radius (`Normalize.cornerProperties`; left is start in a left-to-right layout).
        "borderTopLeftRadius": .init(.length, "radiusTopStart"), "borderTopRightRadius": .init(.length, "radiusTopEnd"),
        "borderBottomLeftRadius": .init(.length, "radiusBottomStart"), "borderBottomRightRadius": .init(.length, "radiusBottomEnd"),
        "borderTopStartRadius": .init(.length, "radiusTopStart"), "borderTopEndRadius": .init(.length, "radiusTopEnd"),
        "borderBottomStartRadius": .init(.length, "radiusBottomStart"), "borderBottomEndRadius": .init(.length, "radiusBottomEnd"),
        "borderWidth": .init(.length, "borderWidth"),
        "borderColor": .init(.color, "borderColor"),
        // One side's border (`Normalize.borderSideWidths`; left is start in a left-to-right layout).
        "borderTopWidth": .init(.length, "borderTopWidth"), "borderBottomWidth": .init(.length, "borderBottomWidth"),
        "borderLeftWidth": .init(.length, "borderStartWidth"), "borderStartWidth": .init(.length, "borderStartWidth"),
        "borderRightWidth": .init(.length, "borderEndWidth"), "borderEndWidth": .init(.length, "borderEndWidth"),
        "borderTopColor": .init(.color, "borderTopColor"), "borderBottomColor": .init(.color, "borderBottomColor"),
        "borderLeftColor": .init(.color, "borderStartColor"), "borderStartColor": .init(.color, "borderStartColor"),
        "borderRightColor": .init(.color, "borderEndColor"), "borderEndColor": .init(.color, "borderEndColor"),
        "backgroundColor": .init(.color, "backgroundColor"),
        "color": .init(.color, "color"),
        "fontWeight": .init(.weight, "fontWeight"),
        "fontSize": .init(.length, "fontSize"),
        "lineHeight": .init(.length, "lineHeight"),
        "letterSpacing": .init(.letterSpacing, "letterSpacing"),
        "opacity": .init(.number, "opacity"),
        // A share of the free room along the parent's main axis: a width or height `fill` (`Renderer.grown`);
        // any share, not a fraction (`flex: 3` beside `flex: 1`).
        "flex": .init(.scale, "grow"), "flexGrow": .init(.scale, "grow"),
    ]
    /// React Native `transform` entries and the canonical properties they set (`transform: [{ translateX: 20 }]`).
    public var styleTransforms: [String: StyleProperty] = [
        "translateX": .init(.length, "offsetX"), "translateY": .init(.length, "offsetY"),
        // How much the view is scaled (`transform: [{ scale: 0.75 }]`), as SwiftUI's `.scaleEffect`;
        // one axis alone is not one scale (`StyleProperty.Kind.axisScale`).
        "scale": .init(.scale, "scale"), "scaleX": .init(.axisScale, "scale"), "scaleY": .init(.axisScale, "scale"),
    ]
    /// Keyword spellings that mean the same across platforms.
    public var keywordSpellings: [String: String] = [
        "flex-start": "start", "flex-end": "end", "row": "row", "column": "column", "center": "center",
        "space-between": "between", "row-reverse": "rowReverse", "column-reverse": "columnReverse",
    ]
    /// Objects whose members are color tokens: `colors.label` (StyleSheet `useTheme()`).
    public var colorObjects: Set<String> = ["colors", "palette"]
    /// Objects whose members are typography tokens: `fontSize.base`.
    public var typographyObjects: Set<String> = ["fontSize", "typography", "textStyles"]
    public var radiusObjects: Set<String> = ["radius", "radii"]
    public var shadowObjects: Set<String> = ["shadow", "shadows"]

    /// SwiftUI: helpers that apply a typography token (`scaledTextStyle(.base, weight: .semibold)`).
    public var swiftTextStyleHelpers: Set<String> = ["scaledTextStyle", "textStyle", "scaledFont"]
    /// SwiftUI: the type whose static members are typography tokens.
    public var swiftTypographyTypes: Set<String> = ["TextStyle"]
    /// SwiftUI: the design system's color tokens that the hierarchical styles draw in
    /// (`.foregroundStyle(.secondary)` -> `labelSecondary`); an empty name means UIKit's own
    /// label color (`secondaryLabel`).
    public var swiftHierarchicalStyles: [String: String] = [
        "primary": "label", "secondary": "labelSecondary", "tertiary": "labelTertiary", "quaternary": "labelQuaternary",
    ]
    /// Compose: expressions whose members are color tokens (`AcmeTheme.colors.label`, `colors.label`).
    public var kotlinColorObjects: Set<String> = ["colors", "Colors"]
    /// Compose: objects whose members are typography tokens (`Typography.base`).
    public var kotlinTypographyObjects: Set<String> = ["Typography", "typography"]
    /// Compose: the CompositionLocals that carry the text style and color of content.
    public var kotlinContentStyleLocals: Set<String> = ["LocalContentStyle", "LocalTextStyle"]
    public var kotlinContentColorLocals: Set<String> = ["LocalContentColor"]
    /// Radius token objects on Swift and Kotlin (`Radius.md`).
    public var radiusTypes: Set<String> = ["Radius"]
    /// Token definitions in the token files: the SwiftUI type whose static members are tokens of a
    /// kind (`extension Color`, `enum Radius`), and the Compose object (`object Typography`).
    /// Kinds: color, typography, radius, spacing, shadow.
    public var swiftTokenTypes: [String: String] = ["Color": "color", "TextStyle": "typography", "Radius": "radius", "Spacing": "spacing", "Shadow": "shadow"]
    public var kotlinTokenObjects: [String: String] = ["Typography": "typography", "Radius": "radius", "Shapes": "radius", "Spacing": "spacing", "Shadows": "shadow",
                                                       "Elevations": "shadow", "Elevation": "shadow", "ElevationLevels": "shadow"]
    /// Words before a token object's name that make another thing of it (`LetterSpacing`, `LineSpacing`).
    public var kotlinTokenObjectNonPrefixes: Set<String> = ["Letter", "Line", "Word", "Paragraph", "Text"]

    /// The token kind of a Kotlin object by its name: `kotlinTokenObjects`'s, or that of the
    /// longest of its names the object's ends with after a brand's word (`AcmeTypography`,
    /// `AppSpacing`; not `LetterSpacing`).
    public func kotlinTokenKind(_ name: String) -> String? {
        if let k = kotlinTokenObjects[name] { return k }
        var best: (Int, String)?
        for (suffix, kind) in kotlinTokenObjects where name.count > suffix.count && name.hasSuffix(suffix) && suffix.count > best?.0 ?? 0 {
            let prefix = name.dropLast(suffix.count)
            guard prefix.first?.isUppercase == true, !kotlinTokenObjectNonPrefixes.contains(where: { prefix.hasSuffix($0) }) else { continue }
            best = (suffix.count, kind)
        }
        return best?.1
    }
    /// Parameter names that name a component's variant (Compose, SwiftUI): where several
    /// parameters are typed by the project's enums, the first with one of these names is the
    /// variant (Orbit's `Alert(icon: Icon.Content, buttons: AlertButtons, status: Status)` varies by
    /// `status`); else the first typed by the component's own enum, else the first.
    public var variantParameters: Set<String> = ["variant", "status", "style", "tone", "intent", "kind", "appearance", "emphasis", "priority", "severity", "level", "type"]
    /// Last words of an enum parameter's name that say where the component is placed or laid out, not
    /// how it looks (Backpack's `checkboxPosition: BpkCheckboxPosition`, `iconPlacement`, `labelSide`):
    /// such a parameter is no variant (Compose, SwiftUI); the component is read at its default.
    public var placementWords: Set<String> = ["position", "placement", "alignment", "side", "orientation", "direction", "arrangement", "gravity", "anchor", "layout"]
    /// More parameter, prop and property names that are states, added to the built-in ones
    /// (`enabled`, `isPressed`, `checked`, `isError`, …): name -> state, `!state` where the name
    /// is true when the state does not hold (`{"followed": "checked", "active": "!disabled"}`).
    public var stateNames: [String: String] = [:]
    /// States that exist on one platform only (SwiftUI `inset` inside a `FieldGroup`): reported
    /// as such, never as drift.
    public var platformOnlyStates: Set<String> = ["inset"]
    /// States evaluated together as well as alone, written as a fact's state is (`checked+disabled`):
    /// a component that reads all of them is also evaluated with all of them holding, and its facts
    /// there are keyed by the combined state (a checked box that is disabled is dimmed, not grey).
    public var combinedStates: Set<String> = ["checked+disabled", "checked+pressed"]
    /// `combinedStates` as sets of state names.
    public var combinedStateSets: [Set<String>] {
        combinedStates.sorted().map { Set($0.split(separator: "+").map(String.init)) }.filter { $0.count > 1 }
    }
    /// Parts drawn with another part's style where they set none of their own: part -> source.
    public var inheritedStyles: [String: InheritedStyle] = [
        "placeholder": InheritedStyle(from: "text", properties: ["typography", "fontSize", "fontWeight", "letterSpacing", "lineHeight"],
                                      fromViews: ["TextInput", "TextField", "SecureField", "TextEditor", "BasicTextField"]),
    ]
    /// Rows added to a platform's tables (`conventions.tables.<platform>`): what the design
    /// system's own library calls, modifiers, views and shapes mean (`Modifier.bpkBackground(c)`,
    /// `rememberBpkColor(x)`, `BpkText(color =)`); a row replaces the built-in one of its name.
    public var tables: [Platform: TableRows] = [:]

    public init() {}
}

public struct InheritedStyle: Sendable, Codable, Hashable {
    public var from: String
    public var properties: Set<String>
    /// Views whose part it inherits from where the component draws one (a placeholder draws in the
    /// font of its field, `text2` beside an amount field's currency symbol `text`), before `from`.
    public var fromViews: [String]?

    public init(from: String, properties: Set<String>, fromViews: [String]? = nil) {
        self.from = from
        self.properties = properties
        self.fromViews = fromViews
    }
}

public struct StyleAttribute: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable { case className, style, color }
    public var kind: Kind
    public var part: String?

    public init(kind: Kind, part: String? = nil) {
        self.kind = kind
        self.part = part
    }
}

public struct StyleProperty: Sendable, Codable, Hashable {
    /// `extent`: a length, or `"100%"`, the whole parent (the keyword `fill`). `corner`: a value
    /// parity reports unresolved as one corner's radius (the built-in rows read corners as lengths
    /// of `Normalize.cornerProperties`).
    /// `scale`: a number of 0 or more, the view's scale; `axisScale`: one axis's (`scaleX`), which
    /// parity does not read as the scale: unresolved.
    public enum Kind: String, Sendable, Codable { case keyword, length, color, weight, letterSpacing, number, extent, corner, scale, axisScale }
    public var kind: Kind
    public var properties: [String]

    public init(_ kind: Kind, _ properties: String...) {
        self.kind = kind
        self.properties = properties
    }
}
