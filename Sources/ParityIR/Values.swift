import Foundation
import ParityModel

/// What an IR expression evaluates to, with the location of the source text it came from
/// (a value passed through locals and parameters keeps the location where it was written).
public struct IRValue: @unchecked Sendable {
    public indirect enum Kind {
        /// A number with its unit as written (`dp`, `sp`, `pt`, `px`, `em`, `rem`, `%`, or "").
        case number(Double, String)
        case string(String)
        case bool(Bool)
        case null
        /// A concrete color, with the name it has where it is a built-in (`Color.Transparent`).
        case color(ColorPair, name: String?)
        /// A reference to a design token (`AcmeTheme.colors.accent` -> color `accent`); `alpha` from `.copy(alpha =)`.
        case token(kind: String, name: String, alpha: Double?)
        /// The object whose members are tokens of a kind (`AcmeTheme.colors`, `useTheme().colors`).
        case tokenSpace(kind: String)
        /// An enum case (`ButtonSize.Sm`, Swift's `.sm`: type "" when not known), or a constant of a library type
        /// (`Alignment.CenterVertically`, `FontWeight.SemiBold`).
        case enumCase(type: String, name: String)
        /// A record: a data class or struct instance, a style object, a TextStyle.
        case record(Record)
        case list([IRValue])
        case closure(Closure)
        /// A project function or a type (for calls and member access).
        case function([Decl], receiver: IRValue?)
        /// A name that is a type or namespace: a project type, enum or object (`decl`), or a library one.
        case type(String, Decl?)
        case view(View)
        /// A Compose `Modifier` chain or a list of SwiftUI modifiers.
        case modifiers([ModifierCall])
        /// A value parity cannot compute, and why.
        case unknown(String)
        /// One value per value of an input dimension (the variant or the size), while the
        /// component is evaluated once for all of them. Read through `kind`, it is the value at
        /// the dimension's assumed value; where none is assumed, the reading trips the
        /// evaluation, which is then done point by point (see `Choice`).
        case choice(Choice)
    }

    /// The value as stored: a choice stays a choice (the evaluator's lifting reads this).
    public var storage: Kind
    private var writtenAt: Loc

    public init(_ kind: Kind, _ loc: Loc) {
        self.storage = kind
        self.writtenAt = loc
    }

    /// Where the value was written; for a choice, where its alternative at the assumed value was.
    @inline(__always)
    public var loc: Loc {
        get {
            guard case .choice(let c) = storage else { return writtenAt }
            let i = c.context.assumed[c.dimension]
            return i >= 0 ? c.alternatives[i].loc : writtenAt
        }
        set { writtenAt = newValue }
    }

    /// The value; a choice is its alternative at the assumed value of its dimension.
    @inline(__always)
    public var kind: Kind {
        get {
            guard case .choice(let c) = storage else { return storage }
            return c.projected
        }
        set { storage = newValue }
    }

    /// A value a call can run: a closure or a function.
    public var isCallable: Bool {
        switch kind {
        case .closure, .function: return true
        default: return false
        }
    }

    /// The choice this value is, where its dimension is not assumed.
    @inline(__always)
    public var openChoice: Choice? {
        guard case .choice(let c) = storage, c.context.assumed[c.dimension] < 0 else { return nil }
        return c
    }

    public static func unknown(_ reason: String, _ loc: Loc) -> IRValue { IRValue(.unknown(reason), loc) }

    /// A value the component is given at run time: a prop or parameter its caller sets that is
    /// not an input of its space (a progress bar's `value`), a layout's proxy (`GeometryReader {
    /// proxy in … }`). What is computed from it alone is unknown with this reason, and its fact is
    /// `Value.dynamic` (`isRuntime`): the same on every platform that leaves it to run time.
    public static func runtime(_ what: String, _ loc: Loc) -> IRValue { IRValue(.unknown(what + runtimeSuffix), loc) }
    static let runtimeSuffix = " is given at run time"
    /// The text a caller is taken to give where the component must be given one (`_ label: String`,
    /// a text prop): shown, so a test of its presence (`label.isEmpty`, `text.length > 0`) holds.
    public static let givenText = "Label"
    /// The unit of the length of `givenText` (`value.length`): at least one character, else given at
    /// run time, so `value.length > limit` (a counter turning red) is a run-time pick, not false.
    static let givenLength = "#given-length"
    /// The start of the reason of a test of a value given at run time (`Evaluator.tested`).
    static let runtimeTestPrefix = "a test of what "
    /// Whether the reason of an unknown is a value given at run time (`runtime`), passed through unchanged.
    public static func isRuntime(reason: String) -> Bool { reason.hasSuffix(runtimeSuffix) }
    /// Half the height, width or smaller side of the box a drawing is made in (`size.height / 2` in a
    /// Compose draw scope, `rect.height / 2` in a shape's path): as a radius, a pill's (`full`).
    static let halfSide = "half a side of the box it is drawn in"
    public static func isHalfSide(_ v: IRValue) -> Bool {
        if case .unknown(let why) = v.storage { return why == halfSide + runtimeSuffix }
        return false
    }
    /// What a custom shape's `path(in:)` is given: the rectangle it is drawn in.
    public static let drawingRect = "the rectangle a shape is drawn in"
    /// Whether the value is that rectangle (or a value made of it that parity passes on unchanged, `rect.insetBy(…)`).
    public static func isDrawingRect(_ v: IRValue) -> Bool {
        if case .unknown(let why) = v.storage { return why == drawingRect + runtimeSuffix }
        return false
    }

    /// One of several strings the running app picks (`statusClasses[status]`, `open ? "ring-2" :
    /// "ring-0"` with `status`, `open` given at run time): a record of this type, its fields the
    /// alternatives and `why` the reason. A class list reader reads what every alternative sets,
    /// each unresolved for that reason; anything else reads it as not known.
    public static let oneOfType = "#OneOf"
    public static func oneOf(_ alternatives: [IRValue], why: String, _ loc: Loc) -> IRValue {
        IRValue(.record(Record(type: oneOfType, fields: alternatives.map { ("", $0) } + [("#why", IRValue(.string(why), loc))])), loc)
    }
    /// The alternatives and the reason of a `oneOf` value; nil for another value.
    public var oneOf: (alternatives: [IRValue], why: String)? {
        guard case .record(let r) = storage, r.type == IRValue.oneOfType else { return nil }
        var why = ""
        if case .string(let w)? = r["#why"]?.storage { why = w }
        return (r.fields.filter { $0.name != "#why" }.map(\.value), why)
    }

    /// Where this value is a pick (`oneOf`, read at the assumed alternative of a choice): its
    /// values each converted, as one `Value.oneOf`, or nil where one of them does not convert; with
    /// the pick's reason. Nil for a value that is no pick.
    public func pickedValue(_ convert: (IRValue) -> Value?) -> (value: Value?, why: String)? {
        guard let (alternatives, why) = IRValue(kind, loc).oneOf else { return nil }
        var values: [Value] = []
        for a in alternatives {
            guard let v = convert(a) else { return (nil, why) }
            values.append(v)
        }
        return (.oneOf(values), why)
    }

    public var isUnknown: Bool { if case .unknown = kind { return true }; return false }
    /// Null; a choice none of whose alternatives is null is not (an input), and is not read through.
    public var isNull: Bool {
        if case .choice(let c) = storage, !c.alternatives.contains(where: { if case .null = $0.storage { return true }; return false }) { return false }
        if case .null = kind { return true }
        return false
    }

    /// Truthiness as JavaScript, Kotlin and Swift agree on it for the values they test; nil when unknown.
    public var truthy: Bool? {
        switch kind {
        case .bool(let b): return b
        case .null: return false
        case .number(let n, _): return n != 0
        case .string(let s): return !s.isEmpty
        case .unknown: return nil
        case .record(let r) where r.type == IRValue.oneOfType: return nil
        default: return true
        }
    }

    /// Whether the value is, or holds in its lists and records, a choice: it reads differently
    /// at different points, so nothing read from it may be cached across points.
    public var holdsChoice: Bool {
        switch storage {
        case .choice: return true
        case .list(let items): return items.contains { $0.holdsChoice }
        case .record(let r): return r.fields.contains { $0.value.holdsChoice }
        default: return false
        }
    }

    /// The fingerprint of a value that is not a choice (reading a choice's would trip).
    public var plainFingerprint: Fingerprint? {
        if case .choice = storage { return nil }
        return fingerprint
    }

    /// The identity of a plain value, for equality and memo keys; nil for values without one
    /// (records, views, closures, unknowns).
    public var fingerprint: Fingerprint? {
        switch kind {
        case .number(let n, let u): return .number(n, u)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .enumCase(let t, let n): return .enumCase(t, n)
        case .token(let k, let n, let a): return .token(k, n, a)
        case .tokenSpace(let k): return .tokenSpace(k)
        case .color(let c, _): return .color(c)
        case .type(let t, _): return .type(t)
        default: return nil
        }
    }
}

/// What identifies a plain value (hashable, cheap to build: no text is formatted).
public enum Fingerprint: Hashable, Sendable {
    case number(Double, String), string(String), bool(Bool), null, enumCase(String, String)
    case token(String, String, Double?), tokenSpace(String), color(ColorPair), type(String)
}

/// A memo key: a declaration, the receiver and the arguments by label.
public struct MemoKey: Hashable {
    let decl: ObjectIdentifier
    let receiver: Fingerprint?
    let args: [Fingerprint]
    let labels: [String?]

    init(_ d: Decl, receiver: Fingerprint?, args: [Fingerprint] = [], labels: [String?] = []) {
        self.decl = ObjectIdentifier(d)
        self.receiver = receiver
        self.args = args
        self.labels = labels
    }
}

extension IRValue {
}

/// What a symbolic evaluation assumes: per dimension (0 the variant, 1 the size, then one per
/// state read, `stateDimensions`) the index of the value being computed, or -1; whether a choice
/// was read where nothing was assumed (the evaluation is then thrown away and done point by
/// point); how many readings projected a choice.
public final class ChoiceContext: @unchecked Sendable {
    public var assumed: [Int]
    public private(set) var tripped = false
    /// The first choice read where its dimension was not assumed.
    public private(set) var trippedBy: Choice?
    public var projections = 0

    public init(dimensions: Int) { assumed = Array(repeating: -1, count: dimensions) }

    /// The dimension of each state read while the states are evaluated at once (alternatives:
    /// not in the state, in it), added as states are read.
    public private(set) var stateDimensions: [String: Int] = [:]

    /// The dimension of a state, added (not assumed) at its first reading.
    func dimension(ofState name: String) -> Int {
        if let d = stateDimensions[name] { return d }
        assumed.append(-1)
        stateDimensions[name] = assumed.count - 1
        return assumed.count - 1
    }

    /// What a dimension is, for the choice trace.
    func describe(_ dimension: Int) -> String {
        switch dimension {
        case 0: return "the variant"
        case 1: return "the size"
        default: return "the state `\(stateDimensions.first { $0.value == dimension }?.key ?? "?")`"
        }
    }

    func trip(_ c: Choice? = nil) {
        if !tripped {
            trippedBy = c
            if ComponentRun.trace { tripSite = Thread.callStackSymbols.dropFirst(2).prefix(8).joined(separator: "\n") }
        }
        tripped = true
    }

    /// Forgets a trip made by a reader that then reads the value another way.
    public func forgetTrip() { reset() }

    /// `body` of each alternative of a choice, its index assumed while it runs (then not assumed again).
    public func eachAlternative<T>(of c: Choice, _ body: (Int, IRValue) -> T) -> [T] {
        var out: [T] = []
        out.reserveCapacity(c.alternatives.count)
        for (i, a) in c.alternatives.enumerated() {
            assumed[c.dimension] = i
            out.append(body(i, a))
        }
        assumed[c.dimension] = -1
        return out
    }

    /// Where the last trip happened (`PARITY_TRACE_SYMBOLIC=1` only).
    public private(set) var tripSite = ""

    /// Forgets a trip: the expression that read the choice is evaluated again per alternative.
    func reset() {
        tripped = false
        trippedBy = nil
    }
}

/// A value per value of one input dimension, in the order of the input space's values.
public final class Choice: @unchecked Sendable {
    public let dimension: Int
    public let alternatives: [IRValue]
    unowned let context: ChoiceContext

    init(dimension: Int, alternatives: [IRValue], context: ChoiceContext) {
        self.dimension = dimension
        self.alternatives = alternatives
        self.context = context
    }

    /// The alternative at the assumed value (itself read through `kind`), or an unknown that trips.
    var projected: IRValue.Kind {
        let i = context.assumed[dimension]
        guard i >= 0 else {
            context.trip(self)
            // (Thrown away when the trip is caught: no state's name is looked up here.)
            return .unknown("a value that depends on \(dimension == 0 ? "the variant" : dimension == 1 ? "the size" : "a state") read where it is not known")
        }
        context.projections += 1
        return alternatives[i].kind
    }
}

/// A record's fields in order of definition.
public final class Record: @unchecked Sendable {
    public let type: String
    public var fields: [(name: String, value: IRValue)]
    /// The declaration it was built from (members and computed properties are looked up there).
    public let decl: Decl?

    public init(type: String, fields: [(name: String, value: IRValue)], decl: Decl? = nil) {
        self.type = type
        self.fields = fields
        self.decl = decl
    }

    public subscript(name: String) -> IRValue? {
        fields.last { $0.name == name }?.value
    }

    /// A copy with fields set (later spread/copy wins).
    public func with(_ updates: [(name: String, value: IRValue)]) -> Record {
        let r = Record(type: type, fields: fields, decl: decl)
        for u in updates {
            if let i = r.fields.firstIndex(where: { $0.name == u.name }) { r.fields[i].value = u.value } else { r.fields.append(u) }
        }
        return r
    }
}

/// A closure or lambda with the environment it was made in.
public final class Closure: @unchecked Sendable {
    public let params: [Param]
    public let body: Block
    public let env: Env
    public let loc: Loc

    public init(params: [Param], body: Block, env: Env, loc: Loc) {
        self.params = params
        self.body = body
        self.env = env
        self.loc = loc
    }
}

/// One modifier applied to a view: `.padding(horizontal = 8.dp)`, `.font(.body)`.
public struct ModifierCall: @unchecked Sendable {
    public var name: String
    public var args: [(label: String?, value: IRValue)]
    public var loc: Loc
    /// Set when the modifier is applied only under a condition parity cannot decide (one side
    /// of `if (p) then(…) else this`): why. What it sets is `unresolved`, not dropped.
    public var undecided: String?

    public init(name: String, args: [(label: String?, value: IRValue)], loc: Loc, undecided: String? = nil) {
        self.name = name
        self.args = args
        self.loc = loc
        self.undecided = undecided
    }
}

/// A view: a library view constructor (`Row`, `HStack`, a JSX tag), its arguments, the modifiers
/// applied to it in order, and its children.
public final class View: @unchecked Sendable {
    public var callee: String
    public var args: [(label: String?, value: IRValue)]
    public var modifiers: [ModifierCall]
    public var children: [View]
    public let loc: Loc
    /// A comment or doc comment naming it, or the project function that made it.
    public var comment: String?
    public var madeBy: String?
    /// A computed property that framed again the view another one made and named (`var track: some
    /// View { thumb.padding(2).frame(width: 52).background(fill, in: Capsule()) }`): the name of the box
    /// that frame makes (`Renderer.boxed`), the view inside keeping `madeBy`.
    public var boxMadeBy: String?
    /// The doc comment of the project function that made it.
    public var doc: String?
    /// The dynamic environment where it was made (CompositionLocals, SwiftUI environment).
    public var locals: Locals
    /// The views of each content closure by its label ("" for the unlabeled trailing one):
    /// `LabeledContent { content } label: { label }`.
    public var slots: [String: [View]] = [:]
    /// The name of a value it shows as its content that is not a view parity made (`{icon}`, a
    /// prop the caller passes): a part name when it is one.
    public var holds: String?
    /// The name the view was last read by (`description` of `if let description { description }`):
    /// a text read as `description` is the description part (`Sinks.roleParts`), nothing else.
    public var readAs: String?
    /// The names its style attributes are written with (`Builtins.namingArguments`), when they are what it holds.
    public var styleNames: String?
    /// A view the caller draws in a slot the component passes on (`content = icon`): named by
    /// the slot, and one part with a container that holds only it (`Box(Modifier.size(24.dp)) { … }`).
    public var fromCaller = false
    /// The outermost view a field's decoration draws around the field's text (`Builtins.decorationArguments`):
    /// the field's own box, the field's part.
    public var decorates = false
    /// The callee of the view that stands for a field's own text inside its decoration.
    public static let fieldText = "innerTextField"
    /// The project view that made it (its type, the instance, how many of its modifiers its body
    /// set, and the environment values set on it since): a modifier that sets an environment
    /// value the view reads (`.environment(\.segmentSize, size)` on a label made before it) makes it again.
    public var maker: ViewMaker?
    /// The style applied to make it (`.modifier(TooltipBubble())`), where the style reads an
    /// environment value: a modifier that sets that value after it (`.environment(\.tooltipSize,
    /// size)`) applies the style again with it, as SwiftUI reads the environment where the style runs.
    public var styledBy: StyleMaker?
    /// The edge of its parent a layer lays it along (`.overlay(alignment: .bottom) { Rectangle()… }`,
    /// `Sinks.layerEdges`): a thin line there may be that side's border (`PartInfo.edge`).
    public var edgeLine: String?

    public init(callee: String, args: [(label: String?, value: IRValue)], modifiers: [ModifierCall] = [], children: [View] = [], loc: Loc, locals: Locals) {
        self.callee = callee
        self.args = args
        self.modifiers = modifiers
        self.children = children
        self.loc = loc
        self.locals = locals
    }

    /// A copy; `at`: standing where another call is written.
    public func copy(at place: Loc? = nil) -> View {
        let v = View(callee: callee, args: args, modifiers: modifiers, children: children, loc: place ?? loc, locals: locals)
        v.comment = comment
        v.madeBy = madeBy
        v.boxMadeBy = boxMadeBy
        v.doc = doc
        v.slots = slots
        v.holds = holds
        v.readAs = readAs
        v.styleNames = styleNames
        v.fromCaller = fromCaller
        v.decorates = decorates
        v.maker = maker
        v.styledBy = styledBy
        v.edgeLine = edgeLine
        return v
    }

    public func arg(_ label: String) -> IRValue? { args.first { $0.label == label }?.value }
}

/// How a style made a view (`View.styledBy`): the view it was applied to, the style and how it
/// is applied, how many modifiers the styled view had when made, and the environment values set since.
public struct StyleMaker: @unchecked Sendable {
    public var base: View
    public let style: IRValue
    public let decl: Decl
    public let method: String
    public var modifiers: Int
    public var environment: [String: IRValue]
    /// How the style was applied (`Builtin.style`'s configuration type, fields and parts), to apply it again.
    public var configuration: String? = nil
    public var fields: [String: [String]] = [:]
    public var parts: [String: String] = [:]
}

/// How a project view was made (`View.maker`).
public struct ViewMaker: @unchecked Sendable {
    public let decl: Decl
    public let instance: IRValue
    public var bodyModifiers: Int
    public var environment: [String: IRValue]
}

/// Values provided to a subtree (Compose `CompositionLocalProvider`, SwiftUI `.environment`, a style
/// handed down): an immutable linked list, cheap to extend.
public final class Locals: @unchecked Sendable {
    public let name: String
    public let value: IRValue
    public let parent: Locals?

    public init(name: String, value: IRValue, parent: Locals?) {
        self.name = name
        self.value = value
        self.parent = parent
    }

    public static let empty = Locals(name: "", value: IRValue(.null, .none), parent: nil)

    public func lookup(_ name: String) -> IRValue? { node(name)?.value }

    /// The entry that provides `name` (which provider: two views see the same one when no provider
    /// stands between them).
    public func node(_ name: String) -> Locals? {
        var l: Locals? = self
        while let c = l {
            if c.name == name, c.parent != nil || !c.name.isEmpty { return c }
            l = c.parent
        }
        return nil
    }
}

/// The names of one scope: a few, so a linear scan of names beats hashing them (dictionary
/// lookups with string keys were the evaluator's largest own cost).
public struct Vars {
    private var names: [String] = []
    private var values: [IRValue] = []

    public init() {}

    public subscript(name: String) -> IRValue? {
        get {
            var i = names.count - 1
            while i >= 0 {
                if names[i] == name { return values[i] }
                i -= 1
            }
            return nil
        }
        set {
            if let i = names.firstIndex(of: name) {
                if let newValue { values[i] = newValue } else { names.remove(at: i); values.remove(at: i) }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    public var keys: [String] { names }
}

/// Lexical scope: locals and parameters, and `self`.
public final class Env: @unchecked Sendable {
    public var vars = Vars()
    public let parent: Env?
    public var this: IRValue?

    public init(parent: Env?, this: IRValue? = nil) {
        self.parent = parent
        self.this = this ?? parent?.this
    }

    public func lookup(_ name: String) -> IRValue? {
        var e: Env? = self
        while let c = e {
            if let v = c.vars[name] { return v }
            e = c.parent
        }
        return nil
    }

    /// A closure run only to see the views it makes (an action closure may be one): what it
    /// assigns does not reach the scopes above it (`isOn = true` in a `Button`'s action).
    public var sealed = false

    /// Inside a sealed scope.
    public var inSealed: Bool {
        var e: Env? = self
        while let c = e {
            if c.sealed { return true }
            e = c.parent
        }
        return false
    }

    /// Assigns to the nearest scope that has the name, else defines it here; never across a
    /// sealed scope.
    public func assign(_ name: String, _ value: IRValue) {
        var e: Env? = self
        while let c = e {
            if c.vars[name] != nil { c.vars[name] = value; return }
            if c.sealed { break }
            e = c.parent
        }
        vars[name] = value
    }
}
