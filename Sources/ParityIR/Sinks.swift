import ParityModel

/// What a sink does with the value it receives.
public enum SinkKind: Codable, Hashable, Sendable {
    case color, length, weight, keyword, shape, textStyle, padding, spacing, opacity, letterSpacing, fontSize
    /// A record whose fields set properties, by the rows of one of `Sinks.fieldTables`
    /// (Material's `ButtonDefaults.buttonColors(containerColor =, disabledContainerColor =)`).
    case fields(String)
    /// A token reference kept by name (`Shadows.md`).
    case token
    /// A bound that fills the parent where it is unbounded (SwiftUI `.frame(maxWidth: .infinity)`):
    /// then the first property is the keyword `fill`; a finite bound sets the second (`maxWidth`).
    case extent
    /// A fraction of the parent (Compose `fillMaxWidth(fraction)`, 1 where it is not written): the
    /// whole parent is the keyword `fill`; a part of it is unresolved (not a length parity compares).
    case fraction
    /// A share of the parent's free room along its main axis (Compose `Modifier.weight(1f)`,
    /// React Native `flex: 1`): a positive number sets `grow`, which the rendering reads as the
    /// width (in a row) or height (in a column) `fill` (`Renderer.grown`).
    case grow
    /// A whole number of something (`.lineLimit(1)`, `maxLines = 2`, `numberOfLines={1}`).
    case count
    /// How much a view is scaled, from the whole argument list (SwiftUI `.scaleEffect(0.9)`,
    /// `.scaleEffect(x:y:)`, a `CGSize`; Compose `Modifier.scale(0.9f)`, `scale(scaleX, scaleY)`):
    /// one number for both axes (`Renderer.scale`); axes scaled differently are unresolved.
    case scale
    /// SwiftUI `.padding(.horizontal, 8)`: an edge set, then a length.
    case paddingEdges
    /// A border: width, color and shape in one value or argument list.
    case border
    /// A view drawn behind or over the view (`.background { shape.fill(c) }`, `.overlay(shape.stroke(c))`):
    /// a shape without children gives the view its radius and what its own modifiers set
    /// (a fill, a stroke); any other view is a child of the view; a color sets `properties`.
    case layer
    /// A platform interpreter by name (Tailwind classes, React Native style objects).
    case custom(String)
    /// How a container spreads its children (Compose's `horizontalArrangement`): a spacing
    /// (`Arrangement.spacedBy(8.dp)`) sets the first property (the gap), a named arrangement
    /// (`Arrangement.SpaceBetween`) the second, as a keyword (`justifyContent` `between`).
    case arrangement
    /// Where a container places its content on both axes (Compose `Box(contentAlignment =
    /// Alignment.CenterStart)`, SwiftUI `ZStack(alignment: .topLeading)`): the vertical position
    /// sets the first property, the horizontal the second (`justifyContent`, `alignItems` of a
    /// column), each `start`, `center` or `end` (`Renderer.alignment`).
    case alignment
}

/// One argument of a view or modifier that sets properties: found by label, or by position
/// among the unlabeled arguments.
public struct ArgSink: Codable, Hashable, Sendable {
    public var labels: [String]
    public var index: Int?
    public var kind: SinkKind
    public var properties: [String]
    /// Sets another part than the view's (`placeholderTextColor` -> placeholder).
    public var part: String?
    /// The value the sink sets where no argument gives one (`.bold()` -> weight `bold`; `fillMaxWidth()` -> fraction 1).
    public var constant: String?
    /// Sets the text of a text view: on an outermost text view (`TextField(…).font(…)`) the
    /// text part rather than the root.
    public var text: Bool

    public init(_ labels: [String] = [], index: Int? = nil, _ kind: SinkKind, _ properties: [String] = [], part: String? = nil,
                constant: String? = nil, text: Bool = false) {
        self.labels = labels
        self.index = index
        self.kind = kind
        self.properties = properties
        self.part = part
        self.constant = constant
        self.text = text
    }
}

/// What a library view means: fixed keyword facts (`Row` is `direction` `row`), its argument sinks,
/// and arguments that default to a provided value (`style` to `LocalTextStyle`).
public struct ViewRule: Codable, Hashable, Sendable {
    public var facts: [String: String]
    public var args: [ArgSink]
    public var inherits: [String: [String]]
    /// `text`, `icon`, `placeholder`: the part a view of this kind is, by role.
    public var role: String?
    /// A generic container (`Box`, `View`): its own name names no part.
    public var container: Bool
    /// Sets its parent's part (a `drawPath(color =)` inside a `Canvas`).
    public var ofParent: Bool
    /// Arguments that are views, each a child part of this name (`TextField(prompt: Text(…))` -> placeholder).
    public var viewArgs: [String: String]
    /// Draws only its content (SwiftUI `Button` without a style, a TSX context provider): with one
    /// child, that child stands in its place and takes its modifiers; its argument sinks that name
    /// a part set that part (a provider's value).
    public var transparent: Bool = false
    /// Its content closure is not drawn where one of its `viewArgs` is given (SwiftUI's
    /// `TextField(text:prompt:) { Text(title) }`: the prompt shows, the label only names the field
    /// for accessibility; without a prompt the label is the placeholder).
    public var hidesChildren: Bool = false
    /// Its one content container lays out its box (Compose's `Surface(color = …, shape = …) {
    /// Row(Modifier.padding(16.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) { … } }`):
    /// where that container paints nothing and has no name of its own, its facts are this view's part.
    public var contentLaysOut: Bool = false
    /// Modifiers that mean another on this view: modifier -> the one whose sinks it uses
    /// (on a SwiftUI shape, `foregroundColor` is its `fill`).
    public var aliases: [String: String] = [:]
    /// What the library view draws whatever its arguments (Material's switch: a 52 × 32 dp track, a
    /// 16 dp thumb, 24 dp while checked): fixed facts, each under its state condition.
    public var fixed: [FixedFact] = []
    /// What a text takes from the library where neither it nor its containers set a font: modifier ->
    /// the style it applies (SwiftUI's `Text` is `.font(.body)`, as Material's `Text` is `bodyLarge`).
    public var defaults: [String: String] = [:]
    /// Arguments (by label) or modifiers (by name) that make this view of the `icon` role a picture,
    /// the part `image` (SwiftUI's `Image(…).resizable().scaledToFill()`, Compose's `Image(painter,
    /// contentScale = ContentScale.Crop)`: a thumbnail, as React Native's `<Image>` is, not a glyph),
    /// unless what it shows is named as a part (a caller's `icon: Image`).
    public var pictureMarks: [String] = []
    /// Argument labels that keep it a glyph whatever `pictureMarks` says (SwiftUI's `Image(systemName:)`
    /// made `.resizable()` is still a symbol).
    public var glyphMarks: [String] = []

    public init(facts: [String: String] = [:], args: [ArgSink] = [], inherits: [String: [String]] = [:], role: String? = nil, container: Bool = false, ofParent: Bool = false,
                viewArgs: [String: String] = [:], transparent: Bool = false) {
        self.facts = facts
        self.args = args
        self.inherits = inherits
        self.role = role
        self.container = container
        self.ofParent = ofParent
        self.viewArgs = viewArgs
        self.transparent = transparent
    }
}

/// How a shape gives a radius: from an argument (by label or position), or a fixed token (`full`).
public struct ShapeRule: Codable, Hashable, Sendable {
    public var labels: [String]
    public var index: Int?
    public var token: String?
    /// A number without a unit is a percentage of the size (Compose's `RoundedCornerShape(50)`):
    /// 50 or more is the `full` radius; less is not a radius parity reads.
    public var percent: Bool = false
    /// A fixed radius in points (Compose's `RectangleShape`: square corners, 0).
    public var points: Double?
    /// The arguments that size one corner each, in order (Compose's `RoundedCornerShape(topStart =,
    /// topEnd =, bottomEnd =, bottomStart =)`, SwiftUI's `UnevenRoundedRectangle(topLeadingRadius:, …)`):
    /// where any is given, those not given are 0 (the first takes the one-size argument), and the
    /// shape is one radius only when every corner has the same.
    public var corners: [String] = []
    /// The argument that is the rectangle a path draws (SwiftUI's `Path(roundedRect:)`): drawn in a
    /// custom shape, a rectangle other than the one the shape is given (`CGRect(…, width: rect.width
    /// * fraction, …)`, a progress bar's fill) is part of it, so the shape is a view of its own, never
    /// a decoration of the view it is laid over or under.
    public var rect: String?
    /// The argument that is a record of the corners (SwiftUI's `UnevenRoundedRectangle(cornerRadii:
    /// RectangleCornerRadii(topLeading:, …))`), and its fields in the order of `corners`.
    public var cornerRecord: String?
    public var cornerFields: [String] = []

    public init(_ labels: [String] = [], index: Int? = 0, token: String? = nil, percent: Bool = false, points: Double? = nil, corners: [String] = [], rect: String? = nil,
                cornerRecord: String? = nil, cornerFields: [String] = []) {
        self.cornerRecord = cornerRecord
        self.cornerFields = cornerFields
        self.corners = corners
        self.rect = rect
        self.labels = labels
        self.index = index
        self.token = token
        self.percent = percent
        self.points = points
    }

    /// Square corners whatever the arguments (SwiftUI's `Rectangle()`, Compose's `RectangleShape`).
    var square: Bool { points == 0 }

    /// The radius the rule gives whatever the arguments: its token or its fixed points.
    var fixed: Value? {
        if let token { return Value(unit: .pt, token: token) }
        if let points { return .number(points, .pt) }
        return nil
    }
}

/// A platform's sinks: what each view, modifier and argument sets.
public struct Sinks: Codable, Hashable, Sendable {
    public var views: [String: ViewRule]
    public var modifiers: [String: [ArgSink]]
    /// Modifiers set on a container that its text views take (SwiftUI `.font`, `.foregroundStyle`).
    public var inheritedModifiers: Set<String>
    /// Enum cases and strings -> canonical keywords (`CenterVertically` -> `center`).
    public var keywords: [String: String]
    /// Named field tables for `fields` sinks.
    public var fieldTables: [String: [FieldSink]] = [:]
    /// Weight names -> 100–900.
    public var weights: [String: Double]
    public var shapes: [String: ShapeRule]
    /// Fields of a text style record -> (property, kind).
    public var textStyleFields: [String: TextStyleField]
    /// Edge names of padding -> properties (`horizontal` -> paddingStart, paddingEnd).
    public var edges: [String: [String]]
    /// Names a comment or doc comment can give a part.
    public var partNames: [String]
    /// A platform's named text styles (`.body`, `.headline`): what a text-style sink sets for one.
    public var namedTextStyles: [String: NamedTextStyle] = [:]
    /// Properties a part takes from a provided value where it sets none itself: part -> property ->
    /// locals (an icon slot's color is the content color provided to it).
    public var partInherits: [String: [String: [String]]] = [:]
    /// Properties a container holds from a value provided right around it, by the locals that
    /// provide them (`CompositionLocalProvider(LocalContentColor provides c) { Box { … } }` in a
    /// project's own Surface: the box's content color is `c`, as Material's `Surface(contentColor =)` is).
    public var providedByContainer: [String: [String]] = [:]
    /// Arguments every view reads, whatever its rule (TSX `className`, `style`).
    public var commonArgs: [ArgSink]
    /// The outermost view keeps the part its library tag names (`SwitchPrimitive.Track` is `track`)
    /// instead of being `root`, even where the component's function made it.
    public var namedRoots: Bool
    /// Constants that set nothing where they reach a sink, by name or `Type.name`: Compose's
    /// `Color.Unspecified` (no fill, the inherited color), `IntrinsicSize.Min` (a height the content gives).
    public var unset: Set<String> = ["Unspecified"]
    /// Views that paint the view whose layer they are, as a library shape does, by what their own
    /// arguments set (SwiftUI's `.background(color.clipShape(Capsule()))`: a `Color` is a view).
    public var paintViews: Set<String> = []
    /// How a paint view sets the view whose layer it is, where that differs from its rule as a view
    /// (Compose's `drawRoundRect(color)` in a `drawBehind { … }` is the background; in a `Canvas`, a
    /// glyph's color).
    public var layerRules: [String: ViewRule] = [:]
    /// Drawings a layer may hold that set nothing of the view (Compose's `drawLine` in a
    /// `drawBehind { … }`: a line, not a property parity compares); other views in a layer are its children.
    public var layerIgnored: Set<String> = []
    /// Drawings of a glyph, and the view that draws one: a container with no content whose layer
    /// draws any of them (Compose's `Box(Modifier.size(16.dp).drawBehind { drawCircle(tint, r, c,
    /// style = Stroke(w)); drawLine(tint, …) })`, a magnifier) is that view (a `Canvas`: an icon in the
    /// color drawn), not a box bordered by the circle.
    public var glyphDrawings: Set<String> = []
    public var glyphView: String?
    /// A canvas whose drawing paints its whole box (Compose's `Canvas(Modifier.size(w, h)) {
    /// drawRoundRect(track); drawCircle(thumb, radius = r) }`, a switch's track): the container it is
    /// with that drawing in the layer modifier (`Box(Modifier.size(w, h).drawBehind { … })`): the
    /// box's fill and radius; lines drawn in it stay a glyph (`Renderer.drawnGlyph`).
    public var canvasBoxes: [String: String] = [:]
    public var canvasLayer: String?
    /// The argument that places a paint drawing somewhere in the box (`drawCircle(c, r, center)`'s
    /// `center`, `drawRect(c, topLeft, size)`'s `topLeft`), by drawing: one placed so is part of
    /// the glyph beside it (a magnifier's ring); one not placed covers the box and paints it (a
    /// check box's fill and ring under its check mark).
    public var drawingPlacement: [String: ArgSink] = [:]
    /// Shapes of a glyph's outline (Compose's `GenericShape { size, _ -> moveTo(…); lineTo(…) }`, a
    /// star): a container with no content painted in one (`Box(Modifier.size(16.dp).background(c,
    /// StarShape))`) is a glyph too, drawn as `glyphPaint` (a drawing whose color is the glyph's).
    public var glyphShapes: Set<String> = []
    /// The label of a layer modifier's alignment (SwiftUI's `.overlay(alignment: .bottom) { … }`) and
    /// the edge each alignment lays a view along (`View.edgeLine`): a thin line there may be a side's border.
    public var layerAlignmentLabel = "alignment"
    public var layerEdges: [String: String] = [:]
    /// Drawings of a line (Compose's `drawLine(color, start, end, strokeWidth)` in a `drawBehind`), by
    /// its arguments: one along an edge of the box it is drawn in is a view of that thickness and color
    /// laid along that edge (`edgeLineView`, `View.edgeLine`), as SwiftUI's edge overlays are.
    public var edgeDrawings: [String: EdgeDrawing] = [:]
    public var edgeLineView: String?
    public var glyphPaint: String?
    /// Properties of a part read as other properties (`icon`: `fontSize` -> `width`, `height`: an
    /// SF Symbol's `.font(.system(size: 16))` draws it 16 pt, as `size={16}` does a React icon);
    /// where the part's own width or height is set too (a `.frame`), that box is its size.
    public var partPropertyAliases: [String: [String: [String]]] = [:]
    /// Modifiers of containers that a view of a role inside takes as a text does, unless it sets the same
    /// itself: by role (SwiftUI's `.foregroundStyle` on an `HStack` colors the SF Symbol in it, `icon`; its
    /// `.tint` colors a spinning `ProgressView`, `indicator`). Read through the view's aliases.
    public var roleInheritedModifiers: [String: Set<String>] = [:]
    /// A shape that paints itself with nothing of its own is filled with what a container's modifier
    /// sets (SwiftUI's `Rectangle().frame(height: 2)` under `.foregroundStyle(ink)`): that modifier ->
    /// the shape's modifier it stands for (`fill`). `shapePaints`: modifiers by which a shape paints itself.
    public var shapeInheritedFill: [String: String] = [:]
    public var shapePaints: Set<String> = []
    /// Styles that stand for what a modifier set on the view or a container of it (SwiftUI's
    /// `AnyShapeStyle(.tint)` under `.tint(accent)`): the `ShapeStyle` case's name -> the modifier
    /// whose first argument it is, where the modifier is inherited (`inheritedModifiers`).
    public var inheritedStyles: [String: String] = [:]
    /// Modifiers that draw a shape's outline in a rectangle, by the label of that rectangle (SwiftUI's
    /// `RoundedRectangle(cornerRadius: r).path(in: bar)` in a custom shape's `path(in:)`): a rectangle
    /// other than the one the shape is given makes it a view of its own, as `ShapeRule.rect` does.
    public var rectModifiers: [String: String] = [:]
    /// Parts a view of a role is instead when it shows a parameter of that name: a text showing
    /// `description` is the description, not another `text`.
    public var roleParts: [String: Set<String>] = ["text": ["description", "placeholder"]]
    /// Parts a view of a role is when it shows a parameter of that name in a component that draws
    /// a field (`inputViews`): a field's text showing `label` is the field's label, not a second text.
    public var fieldRoleParts: [String: Set<String>] = ["text": ["label"]]
    /// Views a user types text into (React Native's `TextInput`, SwiftUI's `TextField`, Compose's `BasicTextField`).
    public var inputViews: Set<String> = []
    /// The argument by which a view says it is disabled itself (`Renderer.viewDisabled`):
    /// Compose's `enabled` (false: disabled; a library view without it is enabled), React
    /// Native's `disabled` (`<Pressable disabled={dismissDisabled} className="disabled:…">`: its
    /// `disabled:` classes hold where that value does; without it, where the component is disabled).
    public var disablingArgument = DisablingArgument(label: "enabled", disabledWhen: false, absent: false)
    public struct DisablingArgument: Codable, Hashable, Sendable {
        public var label: String
        /// The value that disables the view.
        public var disabledWhen: Bool
        /// Whether a view without the argument is disabled; nil: as the component is.
        public var absent: Bool?
        public init(label: String, disabledWhen: Bool, absent: Bool?) {
            self.label = label
            self.disabledWhen = disabledWhen
            self.absent = absent
        }
    }
    /// Roles whose view a box that holds it alone sizes (`<View className="size-4"><ActivityIndicator/></View>`,
    /// React Native's spinner being sized only small or large): the box and the view are one part,
    /// named by the role, as a spinner framed or sized itself is on the other platforms.
    public var boxedRoles: Set<String> = ["indicator"]
    /// Records that style a stroke, with the field that is its width (SwiftUI's `StrokeStyle`:
    /// `lineWidth`): given to a stroke (`.stroke(c, style: StrokeStyle(lineWidth: 3))`), its border width.
    public var strokeStyles: [String: String] = [:]
    /// Containers that layer their children (SwiftUI's `ZStack`): a painted shape child that fills
    /// the container (no frame of its own) paints the container (`Renderer.decorates`).
    public var layerStacks: Set<String> = []
    /// Containers whose first child may cover them as a layer stack's does (`Renderer.covering`):
    /// React Native's `View`, whose child stretches across it (`<View className="size-10"><View
    /// className="flex-1 rounded-full bg-control">…</View><Dot className="absolute …" /></View>`).
    public var stretchingContainers: Set<String> = []
    /// Views that draw the text a user types (SwiftUI's `TextField`): a text laid over one in a
    /// layer stack (`ZStack { if text.isEmpty { prompt }; TextField(…) }`) is its placeholder, as a
    /// text beside Compose's `innerTextField()` in a field's decoration is.
    public var fieldViews: Set<String> = [View.fieldText]
    /// Modifiers that make a view fill its parent's box, both axes (Compose's `matchParentSize`,
    /// `fillMaxSize`): such a first child of a layering root is the root's look.
    public var parentFilling: Set<String> = []
    /// Views of a fixed length along their container's axis that space two of its views apart
    /// (Compose's `Spacer(Modifier.width(ButtonDefaults.IconSpacing))` between a button's icon and
    /// text): the container's gap, no part of their own.
    public var spacers: Set<String> = []
    /// Modifiers that make a new box around the view when they size again what an earlier one
    /// of the same chain sized (SwiftUI's `frame`: `Image(…).frame(width: 16).frame(width: 40)
    /// .background(…)` is a 16-point icon in a 40-point box): the modifiers from there on are
    /// the box's (`Renderer.reframed`).
    public var reframing: Set<String> = []
    /// Modifiers that give a view a box of its own (SwiftUI's `frame`): an icon inside the
    /// component that has one of them and is painted after it is a box around the icon
    /// (`Renderer.boxedIcon`).
    public var boxing: Set<String> = []
    /// Modifiers after which a view fills the frame the next `boxing` modifier gives it (SwiftUI's
    /// `resizable`: `Image(…).resizable().frame(width: 24, height: 24)` is a 24-point icon): that
    /// frame is its own size, and its box, if it is painted, begins at the next frame or padding.
    public var fillsFrame: Set<String> = []
    /// Per text view, the modifiers that give it a box of its own where it is painted after them
    /// (SwiftUI's `Text` and `padding`: `configuration.label.padding(8).background(c, in: shape)`):
    /// a box around the text, as a pressable holding a text is on the other platforms
    /// (`Renderer.boxedIcon`). A text field is not one: its box is its own on every platform.
    public var textBoxing: [String: Set<String>] = [:]
    /// How a view's modifier chain nests, where it has one: SwiftUI's first modifier is the
    /// innermost (`.padding(12).background(c).padding(4)`: 12 inside the painted box, 4 around
    /// it), Compose's the outermost (`Modifier.padding(4.dp).background(c).padding(12.dp)`). A
    /// padding outside the painted box is a margin, not the box's padding, and a fill painted
    /// around a padded fill is a box of its own around it (`Renderer.layered`). Nil: no chains
    /// (React Native's styles).
    public var chainOrder: ChainOrder?
    /// Library views that paint their own box inside the modifiers they are given (Compose's
    /// `Surface`, Material's buttons, cards and drawer items apply `modifier` outside the surface
    /// they draw): a padding among those modifiers is a margin (`Renderer.layered`).
    public var paintsInsideModifiers: Set<String> = []
    /// What a modifier sets that no row describes and the project does not declare, by the end of
    /// its name (`sparkPadding` of a package outside the root ends in `Padding`): those properties
    /// are unresolved, with the modifier as written, instead of being dropped unseen.
    public var unreadModifierEndings: [String: UnreadModifier] = [:]
    /// Library modifiers with such an ending that style nothing parity compares (SwiftUI's
    /// `listRowBackground`, a list's row): not reported.
    public var otherModifiers: Set<String> = []
    /// The platform's key under `conventions.tables` of parity.json (`swift`), for messages.
    public var tablesKey = ""
    public enum ChainOrder: String, Codable, Sendable { case innerFirst, outerFirst }
    /// The direction a container lays its children out in where it states none (React Native:
    /// `column`); nil where every container states its own (`Row`, `HStack`).
    public var defaultDirection: String?

    /// A text's line spacing and the padding that gives its first and last lines their share of
    /// it (SwiftUI's `.lineSpacing(s).padding(.vertical, s / 2)`, the house text-style helper's):
    /// that padding is the line height's, no padding of the text (`Renderer.withoutLineShare`).
    public var lineSpacingShare: LineSpacingShare?
    public struct LineSpacingShare: Codable, Hashable, Sendable {
        /// The line-spacing modifier, the padding modifier and the sides that padding sets (its
        /// edges as `edges` spells them: `.vertical`, `[.top, .bottom]`).
        public var spacing: String, padding: String, sides: Set<String>
        public init(spacing: String, padding: String, sides: Set<String>) {
            self.spacing = spacing
            self.padding = padding
            self.sides = sides
        }
    }

    /// The index of the modifier that boxes the view again (`reframing`), if any.
    /// A sizing in another modifier of the chain on an axis an earlier one sized boxes it again
    /// (`.frame(width: 28).frame(maxWidth: .infinity, alignment: .trailing)`: a 28-point view placed
    /// in a box that fills its parent).
    public func reframe(_ modifiers: [ModifierCall]) -> Int? {
        guard !reframing.isEmpty else { return nil }
        var sized: Set<String> = []
        for (i, m) in modifiers.enumerated() where reframing.contains(m.name) {
            let axes = axes(m)
            if !sized.isDisjoint(with: axes) { return i }
            sized.formUnion(axes)
        }
        return nil
    }

    /// The axes a re-framing modifier sizes, by its arguments' labels (`reframeAxes`).
    public func axes(_ m: ModifierCall) -> Set<String> { Set(m.args.compactMap { $0.label.flatMap { Sinks.reframeAxes[$0] } }) }

    /// The axis each sizing label of a re-framing modifier sizes.
    public static let reframeAxes: [String: String] = ["width": "x", "minWidth": "x", "idealWidth": "x", "maxWidth": "x",
                                                        "height": "y", "minHeight": "y", "idealHeight": "y", "maxHeight": "y"]

    /// Whether a re-framing modifier only lets its view grow (`.frame(maxWidth: .infinity,
    /// alignment: .trailing)`: every sizing label a `max` or `min` one): a box that places what it
    /// holds, sized by the next frame of the chain where one sizes the same axes.
    public func isFlexibleFrame(_ m: ModifierCall) -> Bool {
        let labels = m.args.compactMap(\.label).filter { Sinks.reframeAxes[$0] != nil }
        return !labels.isEmpty && labels.allSatisfy { $0.hasPrefix("max") || $0.hasPrefix("min") }
    }

    public init(views: [String: ViewRule] = [:], modifiers: [String: [ArgSink]] = [:], inheritedModifiers: Set<String> = [],
                keywords: [String: String] = [:], weights: [String: Double] = [:], shapes: [String: ShapeRule] = [:],
                textStyleFields: [String: TextStyleField] = Sinks.defaultTextStyleFields, edges: [String: [String]] = Sinks.defaultEdges,
                partNames: [String] = Sinks.defaultPartNames, commonArgs: [ArgSink] = [], namedRoots: Bool = false) {
        self.commonArgs = commonArgs
        self.namedRoots = namedRoots
        self.views = views
        self.modifiers = modifiers
        self.inheritedModifiers = inheritedModifiers
        self.keywords = keywords
        self.weights = weights
        self.shapes = shapes
        self.textStyleFields = textStyleFields
        self.edges = edges
        self.partNames = partNames
    }

    /// Words that name a part by another of its names (Android's `hint` is a field's placeholder).
    public static let partSynonyms: [String: String] = ["hint": "placeholder"]

    public static let defaultPartNames = ["root", "text", "track", "thumb", "indicator", "icon", "placeholder", "label", "box", "description", "badge", "dot", "title", "subtitle", "message", "caption"]

    public static let defaultTextStyleFields: [String: TextStyleField] = [
        "fontSize": .init("fontSize", .fontSize), "size": .init("fontSize", .fontSize),
        "lineHeight": .init("lineHeight", .fontSize),
        "letterSpacing": .init("letterSpacing", .letterSpacing), "tracking": .init("letterSpacing", .letterSpacing),
        "fontWeight": .init("fontWeight", .weight), "weight": .init("fontWeight", .weight),
        "color": .init("color", .color),
    ]

    public static let defaultEdges: [String: [String]] = [
        "all": ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"],
        "horizontal": ["paddingStart", "paddingEnd"], "vertical": ["paddingTop", "paddingBottom"],
        "start": ["paddingStart"], "end": ["paddingEnd"], "leading": ["paddingStart"], "trailing": ["paddingEnd"],
        "left": ["paddingStart"], "right": ["paddingEnd"], "top": ["paddingTop"], "bottom": ["paddingBottom"],
    ]

    /// How many unlabeled arguments each modifier's sinks read at most (`Int.max` where one
    /// reads them all): a call with more is a project's own overload of that name.
    public var modifierArity: [String: Int] {
        modifiers.mapValues { sinks in
            sinks.reduce(0) { n, s in
                if s.kind == .paddingEdges || s.kind == .border || (s.index == nil && s.labels.isEmpty && s.constant == nil) { return Int.max }
                return max(n, (s.index ?? -1) + 1)
            }
        }
    }

    /// The rule of a callee: by its whole name, else by its last dotted segment, else a transparent
    /// rule of its last word (`ChipProvider` from a project's `createContext` is a `Provider`).
    public func rule(_ callee: String) -> ViewRule? {
        if let r = views[callee] { return r }
        if let dot = callee.lastIndex(of: ".") { return views[String(callee[callee.index(after: dot)...])] }
        if let upper = callee.lastIndex(where: { $0.isUppercase }), upper != callee.startIndex,
           let r = views[String(callee[upper...])], r.transparent { return r }
        return nil
    }
}

public struct TextStyleField: Codable, Hashable, Sendable {
    public var property: String
    public var kind: SinkKind

    public init(_ property: String, _ kind: SinkKind) {
        self.property = property
        self.kind = kind
    }
}

/// A text style a platform names (Apple's `.body`): a typography token where its whole value is
/// known, else the size and line height it has; a weight other than the regular one.
public struct NamedTextStyle: Codable, Hashable, Sendable {
    public var token: String?
    public var fontSize: Double?
    public var lineHeight: Double?
    public var weight: Double?

    public init(token: String? = nil, fontSize: Double? = nil, lineHeight: Double? = nil, weight: Double? = nil) {
        self.token = token
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.weight = weight
    }
}

/// A field of a record that sets a property; with `state`, only while that state holds (a
/// `disabledContainerColor` is the container color when disabled; `!checked` while it does not;
/// `disabled+!checked` while both conditions hold);
/// with `part`, of that part
/// instead of the view's (a switch's `checkedTrackColor` is the track's).
/// A fact a library view always has: a length in points or a token (`full`), of one of its parts,
/// where its state condition holds (`checked`, `!checked`, `disabled+!checked`; none: always).
/// With `unless`, only where the call does not pass that argument: a library default the
/// argument replaces whole (Material's `Button` is a pill padded 24 × 8 dp unless it is given a
/// `shape`, a `contentPadding`).
public struct FixedFact: Codable, Hashable, Sendable {
    public var part: String?
    public var property: String
    public var value: String
    public var state: String?
    public var unless: String?

    public init(_ part: String?, _ property: String, _ value: String, state: String? = nil, unless: String? = nil) {
        self.part = part
        self.property = property
        self.value = value
        self.state = state
        self.unless = unless
    }

    /// The value: points for a number, else a token of the property's scale (`full`).
    public var normalized: Value { Double(value).map { .number($0, .pt) } ?? Value(unit: .pt, token: value) }

    public static let keys = ["part", "property", "state", "unless", "value"]

    /// `{"part": "thumb", "property": "width", "value": "24", "state": "checked"}`: `part`, `state` and `unless` optional.
    public init(from decoder: any Decoder) throws {
        let row = try Row(decoder, known: FixedFact.keys, what: #"a fixed fact, an object such as {"part": "thumb", "property": "width", "value": "24", "state": "checked"}"#)
        self.init(try row.value("part", "a part name (a string)"), try row.required("property", "a property name (a string)"),
                  try row.required("value", "a value (a string: points such as \"24\", or a token such as \"full\")"),
                  state: try row.value("state", "a state condition (a string: \"checked\", \"!checked\", \"disabled+!checked\")"),
                  unless: try row.value("unless", "the label of an argument that replaces it (a string: \"contentPadding\")"))
    }
}

/// The arguments of a line drawing (`Sinks.edgeDrawings`): its color and either its two ends (points
/// of two coordinates, x then y) and its width, or, for a rectangle, its top-left corner (a point) and
/// its size (a width and a height).
public struct EdgeDrawing: Codable, Hashable, Sendable {
    public var color: ArgSink
    public var start: ArgSink?, end: ArgSink?, width: ArgSink?
    public var corner: ArgSink?, extent: ArgSink?
    public init(color: ArgSink, start: ArgSink, end: ArgSink, width: ArgSink) {
        self.color = color
        self.start = start
        self.end = end
        self.width = width
    }
    public init(color: ArgSink, corner: ArgSink, extent: ArgSink) {
        self.color = color
        self.corner = corner
        self.extent = extent
    }
}

public struct FieldSink: Codable, Hashable, Sendable {
    public var field: String
    public var kind: SinkKind
    public var property: String
    public var state: String?
    public var part: String?

    public init(_ field: String, _ kind: SinkKind, _ property: String, state: String? = nil, part: String? = nil) {
        self.field = field
        self.kind = kind
        self.property = property
        self.state = state
        self.part = part
    }
}

// MARK: parity.json forms

extension SinkKind {
    /// The kind as `parity.json` writes it: its name, `fields:<table>`, `custom:<name>`.
    public var name: String {
        switch self {
        case .color: "color"
        case .length: "length"
        case .weight: "weight"
        case .keyword: "keyword"
        case .shape: "shape"
        case .textStyle: "textStyle"
        case .padding: "padding"
        case .spacing: "spacing"
        case .opacity: "opacity"
        case .letterSpacing: "letterSpacing"
        case .fontSize: "fontSize"
        case .fields(let table): "fields:\(table)"
        case .token: "token"
        case .paddingEdges: "paddingEdges"
        case .border: "border"
        case .layer: "layer"
        case .arrangement: "arrangement"
        case .alignment: "alignment"
        case .extent: "extent"
        case .fraction: "fraction"
        case .grow: "grow"
        case .count: "count"
        case .scale: "scale"
        case .custom(let name): "custom:\(name)"
        }
    }

    /// The kinds without a payload, by name.
    static let named: [String: SinkKind] = Dictionary(uniqueKeysWithValues: [SinkKind.color, .length, .weight, .keyword, .shape, .textStyle, .padding,
        .spacing, .opacity, .letterSpacing, .fontSize, .token, .paddingEdges, .border, .layer, .arrangement, .alignment, .extent, .fraction, .grow, .count, .scale].map { ($0.name, $0) })
    /// Every form a sink kind is written in.
    public static let forms: [String] = named.keys.sorted() + ["fields:<table>", "custom:<name>"]

    /// A string: a kind's name (`"color"`), `"fields:<table>"` or `"custom:<interpreter>"`.
    public init(from decoder: any Decoder) throws {
        guard let s = try? decoder.singleValueContainer().decode(String.self) else {
            throw TableRowError(decoder.codingPath, .expected("a sink kind, a string (\(SinkKind.forms.joined(separator: ", ")))"))
        }
        if let k = SinkKind.named[s] { self = k; return }
        for (prefix, make) in [("fields:", SinkKind.fields), ("custom:", SinkKind.custom)] where s.hasPrefix(prefix) && s.count > prefix.count {
            self = make(String(s.dropFirst(prefix.count)))
            return
        }
        throw TableRowError(decoder.codingPath, .unknown(label: "unknown sink kind \"\(s)\"", name: s, known: SinkKind.forms))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(name)
    }
}

extension ArgSink {
    public static let keys = ["constant", "index", "kind", "labels", "part", "properties", "text"]

    /// `{"labels": ["color"], "index": 0, "kind": "color", "properties": ["backgroundColor"]}`:
    /// only `kind` is needed (no labels and no index: the whole argument list).
    public init(from decoder: any Decoder) throws {
        let row = try Row(decoder, known: ArgSink.keys, what: #"an argument sink, an object such as {"index": 0, "kind": "color", "properties": ["backgroundColor"]}"#)
        self.init(try row.value("labels", "an array of argument labels") ?? [], index: try row.index("index"),
                  try row.required("kind", "a sink kind (\(SinkKind.forms.joined(separator: ", ")))"),
                  try row.value("properties", "an array of property names") ?? [], part: try row.value("part", "a part name (a string)"),
                  constant: try row.value("constant", "a value (a string) the sink sets whatever the arguments"),
                  text: try row.value("text", "true or false") ?? false)
    }
}

extension ViewRule {
    public static let keys = ["aliases", "args", "container", "defaults", "facts", "fixed", "glyphMarks", "hidesChildren", "inherits", "ofParent", "pictureMarks", "role", "transparent", "viewArgs"]

    /// `{"role": "text", "args": [{"labels": ["color"], "kind": "color", "properties": ["color"]}]}`:
    /// every key optional.
    public init(from decoder: any Decoder) throws {
        let row = try Row(decoder, known: ViewRule.keys, what: #"a view rule, an object such as {"role": "text", "args": [{"labels": ["color"], "kind": "color", "properties": ["color"]}]}"#)
        self.init(facts: try row.value("facts", "an object of keyword facts ({\"direction\": \"row\"})") ?? [:],
                  args: try row.value("args", "an array of argument sinks") ?? [],
                  inherits: try row.value("inherits", "an object of locals by argument label ({\"color\": [\"LocalContentColor\"]})") ?? [:],
                  role: try row.value("role", "a part name (\"text\", \"icon\", …)"),
                  container: try row.value("container", "true or false") ?? false,
                  ofParent: try row.value("ofParent", "true or false") ?? false,
                  viewArgs: try row.value("viewArgs", "an object of parts by argument label ({\"prompt\": \"placeholder\"})") ?? [:],
                  transparent: try row.value("transparent", "true or false") ?? false)
        aliases = try row.value("aliases", "an object of modifiers by modifier ({\"foregroundColor\": \"fill\"})") ?? [:]
        hidesChildren = try row.value("hidesChildren", "true or false") ?? false
        fixed = try row.value("fixed", #"an array of fixed facts ([{"part": "thumb", "property": "width", "value": "24", "state": "checked"}])"#) ?? []
        defaults = try row.value("defaults", #"an object of styles by modifier ({"font": "body"})"#) ?? [:]
        pictureMarks = try row.value("pictureMarks", #"an array of argument labels or modifier names (["resizable"])"#) ?? []
        glyphMarks = try row.value("glyphMarks", #"an array of argument labels (["systemName"])"#) ?? []
    }
}

extension ShapeRule {
    public static let keys = ["index", "labels", "percent", "token"]

    /// `{"labels": ["radius"], "index": 0}` or `{"token": "full"}`: the index is 0 unless given
    /// (`null`: no positional argument).
    public init(from decoder: any Decoder) throws {
        let row = try Row(decoder, known: ShapeRule.keys, what: #"a shape rule, an object such as {"labels": ["radius"], "index": 0} or {"token": "full"}"#)
        self.init(try row.value("labels", "an array of argument labels") ?? [], index: row.isNull("index") ? nil : try row.index("index") ?? 0,
                  token: try row.value("token", "a radius token name (\"full\")"), percent: try row.value("percent", "true or false") ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: RowKey.self)
        try c.encode(labels, forKey: RowKey("labels"))
        if let index { try c.encode(index, forKey: RowKey("index")) } else { try c.encodeNil(forKey: RowKey("index")) }
        try c.encodeIfPresent(token, forKey: RowKey("token"))
        if percent { try c.encode(true, forKey: RowKey("percent")) }
    }
}

/// The properties a modifier parity has no row for probably sets, by the end of its name.
public struct UnreadModifier: Codable, Hashable, Sendable {
    public var properties: [String]
    /// Set on the text of the view (a font, a text color).
    public var text: Bool

    public init(_ properties: [String], text: Bool = false) {
        self.properties = properties
        self.text = text
    }
}
