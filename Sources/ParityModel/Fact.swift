/// What a fact is about: `(part, property, state, variant, size)`. `variant` and `size` are
/// `*` when the value holds for every variant or size.
public struct FactKey: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var part: String
    public var property: String
    public var state: String
    public var variant: String
    public var size: String

    public static let any = "*"

    public init(part: String, property: String, state: String = "default", variant: String = FactKey.any, size: String = FactKey.any) {
        self.part = part
        self.property = property
        self.state = state
        self.variant = variant
        self.size = size
    }

    /// A syntax error's key holds its line in `variant`, to keep the errors of a file apart; the
    /// line is said with its location, not as a variant.
    public var variantShown: Bool { variant != FactKey.any && !(part == "file" && property == "syntax") }

    public var description: String {
        var s = "\(part).\(property)"
        if state != "default" { s += " [\(state)]" }
        if variantShown { s += " variant=\(variant)" }
        if size != FactKey.any { s += " size=\(size)" }
        return s
    }

    /// Field by field, each by its UTF-8 bytes: the same order as `String`'s for these ASCII
    /// names, without its Unicode machinery (sorting facts was a tenth of extraction).
    public static func < (a: FactKey, b: FactKey) -> Bool {
        func less(_ x: String, _ y: String) -> Bool { utf8Precedes(x, y) }
        if a.part != b.part { return less(a.part, b.part) }
        if a.property != b.property { return less(a.property, b.property) }
        if a.state != b.state { return less(a.state, b.state) }
        if a.variant != b.variant { return less(a.variant, b.variant) }
        return less(a.size, b.size)
    }

    /// -1, 0 or 1 as `a` sorts before, equals (`==`) or sorts after `b`, in the order of `<`:
    /// sorting and grouping facts with one comparison instead of a `<` and an `==` (or a hash,
    /// which for five strings costs several times a comparison).
    public static func order(_ a: FactKey, _ b: FactKey) -> Int {
        if let o = order(a.part, b.part) ?? order(a.property, b.property) { return o }
        return orderWithinGroup(a, b)
    }

    /// `order(a, b)` for keys known to have the same part and property.
    public static func orderWithinGroup(_ a: FactKey, _ b: FactKey) -> Int {
        order(a.state, b.state) ?? order(a.variant, b.variant) ?? order(a.size, b.size) ?? 0
    }

    /// The indices of facts in key order (stable), read in place: the standard library's sort
    /// of the facts themselves copied each one it moved, nine reference counts each time. A
    /// binary insertion sort: comparisons are what costs, and sorted input (the resolver
    /// leaves facts sorted) takes one per fact.
    public static func sortedIndices(_ facts: UnsafeBufferPointer<Fact>) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(facts.count)
        for i in facts.indices {
            guard let last = order.last, FactKey.order(facts[last].key, facts[i].key) > 0 else { order.append(i); continue }
            // After every key not greater: equal keys stay in index order.
            var low = 0, high = order.count - 1
            while low < high {
                let mid = (low + high) / 2
                if FactKey.order(facts[order[mid]].key, facts[i].key) > 0 { high = mid } else { low = mid + 1 }
            }
            order.insert(i, at: low)
        }
        return order
    }

    /// nil when equal, else -1 or 1 by UTF-8 bytes (as `<`).
    @inline(__always)
    private static func order(_ x: String, _ y: String) -> Int? {
        x == y ? nil : (utf8Precedes(x, y) ? -1 : 1)
    }
}

/// `x.utf8.lexicographicallyPrecedes(y.utf8)`, on the bytes in place: about half the cost of
/// iterating the two views (sorting facts is mostly this).
public func utf8Precedes(_ x: String, _ y: String) -> Bool {
    let inPlace = x.utf8.withContiguousStorageIfAvailable { a in
        y.utf8.withContiguousStorageIfAvailable { b -> Bool in
            for i in 0..<min(a.count, b.count) where a[i] != b[i] { return a[i] < b[i] }
            return a.count < b.count
        }
    }
    if let inPlace, let result = inPlace { return result }
    return x.utf8.lexicographicallyPrecedes(y.utf8)
}

/// One extracted, normalized value of one implementation, with where it came from.
public struct Fact: Codable, Hashable, Sendable {
    public var key: FactKey
    public var value: Value
    /// The source text the value came from.
    public var raw: String
    public var location: SourceLocation

    public init(key: FactKey, value: Value, raw: String, location: SourceLocation) {
        self.key = key
        self.value = value
        self.raw = raw
        self.location = location
    }
}

/// A problem met while reading one implementation.
public struct Diagnostic: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable { case parseError = "parse-error", unresolved, warning }
    public var kind: Kind
    public var message: String
    public var location: SourceLocation
    /// For `unresolved`: the fact the value would have given.
    public var key: FactKey?

    public init(kind: Kind, message: String, location: SourceLocation, key: FactKey? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.key = key
    }

    /// The same diagnostic about another fact (a part renamed, a state added): its key, and its
    /// message where that opens with the old key.
    public func rekeyed(_ to: FactKey) -> Diagnostic {
        var d = self
        if let old = key?.description, message.hasPrefix(old) { d.message = to.description + message.dropFirst(old.count) }
        d.key = to
        return d
    }
}

/// A part of an implementation and how it got its name (`parity show` prints it, so a wrong
/// name is visible and fixable with a `parts` row in parity.json).
public struct PartInfo: Codable, Hashable, Sendable {
    public var name: String
    /// `comment`, `parts map`, `outermost view`, `role of Text`, `name CheckMark`, `aligned with …`, `position`.
    public var how: String
    /// The view it is (`Row`, `RoundedRectangle`, `CheckboxPrimitive.Indicator`).
    public var view: String
    public var location: SourceLocation
    /// The part it is inside, and its place among that part's views.
    public var parent: String?
    public var index: Int
    /// The edge of its parent it is laid along (`top`, `bottom`, `start`, `end`), where it is a shape or
    /// color laid there (SwiftUI's `.overlay(alignment: .bottom) { Rectangle().fill(c).frame(height: 1) }`):
    /// a thin one is that side's border where the other platforms state one (`Comparator.edgeLinesAsBorders`).
    public var edge: String?

    public init(name: String, how: String, view: String, location: SourceLocation, parent: String?, index: Int) {
        self.name = name
        self.how = how
        self.view = view
        self.location = location
        self.parent = parent
        self.index = index
    }

    /// Named by nothing but its place: structural alignment may give it the name other platforms use.
    public var isUnnamed: Bool { how == PartInfo.unnamed }
    public static let unnamed = "position"
    /// The view texts joined into runs are drawn in (SwiftUI's `Text(a) + Text(b)`): its box is its
    /// first run's, as the box of React Native's outer `<Text>` is that text's.
    public static let textRunsView = "Text#runs"
    /// Named by its role and its place among the views of that role (`text2`, `text3`): a name as
    /// weak as a place, which one more text before it on one platform shifts.
    public var isNumberedRole: Bool { how.hasPrefix("role of") && name.last?.isNumber == true }
    /// Named by a declaration that names another part too, and numbered for it (`circle2`: the
    /// dot drawn with the same `circle` shape property as the ring): as weak a name as a numbered role.
    public var isNumberedName: Bool { how.hasPrefix("name ") && name.last?.isNumber == true && name != how.dropFirst(5) }
    /// A numbered role or name: a name another platform's name for the same place replaces.
    public var isNumbered: Bool { isNumberedRole || isNumberedName }

    /// The name a part placed by position takes where an ancestor of it by name is renamed: the nearest
    /// renamed ancestor's new name with the rest of the path (`root/box2/box0` inside `root/box2`, now
    /// `root/pressable2`: `root/pressable2/box0`); nil where none is.
    public static func underRenamedAncestor(_ name: String, _ renames: [String: String]) -> String? {
        var path = Substring(name)
        while let slash = path.lastIndex(of: "/") {
            path = path[..<slash]
            if let n = renames[String(path)] { return n + name.dropFirst(path.count) }
        }
        return nil
    }
}

/// The extracted model of one component on one platform.
public struct Implementation: Codable, Hashable, Sendable {
    public var component: String
    public var platform: Platform
    public var file: String
    public var facts: [Fact]
    public var diagnostics: [Diagnostic]
    /// The parts the facts name, for the platforms extracted by evaluation.
    public var parts: [PartInfo]
    /// The sizes where they are a library's scale, not the design system's (SwiftUI's
    /// `ControlSize`: `mini` … `extraLarge`): a size of them no other platform has is not compared.
    public var librarySizes: [String]?
    /// Input dimensions besides the variant and the size (`shape` of `shape: circle | square`), each
    /// case but the default a state of its own (`shape=square`).
    public var dimensions: [String]?

    /// Whether the platform has every dimension `state` names a case of (`shape=square+pressed`:
    /// `shape`): a platform without it is not compared in that state.
    public func hasDimensions(of state: String) -> Bool {
        guard state.containsByte("=") else { return true }
        return state.split(separator: "+").allSatisfy { member in
            guard let eq = member.firstIndex(of: "=") else { return true }
            return dimensions?.contains(String(member[..<eq])) ?? false
        }
    }

    public init(component: String, platform: Platform, file: String, facts: [Fact], diagnostics: [Diagnostic] = [], parts: [PartInfo] = []) {
        self.component = component
        self.platform = platform
        self.file = file
        self.facts = facts
        self.diagnostics = diagnostics
        self.parts = parts
    }
}
