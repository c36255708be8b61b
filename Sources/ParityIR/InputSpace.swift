/// One point of a component's input space: a variant, a size and the states that hold.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var variant: String?
    public var size: String?
    public var states: Set<String>

    public init(variant: String? = nil, size: String? = nil, states: Set<String> = []) {
        self.variant = variant
        self.size = size
        self.states = states
    }

    public func has(_ state: String) -> Bool { states.contains(state) }

    /// The fact state: `default`, or the states joined by `+` in name order.
    public var stateName: String { states.isEmpty ? "default" : states.sorted().joined(separator: "+") }

    public var description: String { "[\(stateName)] variant=\(variant ?? "*") size=\(size ?? "*")" }
}

/// The inputs a component is a function of: its variants and sizes (by their normalized names,
/// the first being the default), and the states it reads, with the states that exclude each other.
public struct InputSpace: Sendable {
    public var variants: [String]
    public var sizes: [String]
    public var defaultVariant: String?
    public var defaultSize: String?
    /// At most this many states hold at once (1: each state alone, as the reports key facts).
    public var maxActiveStates: Int
    /// A state -> the states it rules out (a disabled control is never pressed or focused).
    public var exclusions: [String: Set<String>]
    /// States evaluated together besides those `maxActiveStates` makes (a checked box that is
    /// disabled): each set where the component reads all of its states and no exclusion rules it out.
    public var combined: [Set<String>] = []

    public init(variants: [String] = [], sizes: [String] = [], defaultVariant: String? = nil, defaultSize: String? = nil,
                maxActiveStates: Int = 1, exclusions: [String: Set<String>] = InputSpace.defaultExclusions) {
        self.variants = variants
        self.sizes = sizes
        self.defaultVariant = defaultVariant ?? variants.first
        self.defaultSize = defaultSize ?? sizes.first
        self.maxActiveStates = maxActiveStates
        self.exclusions = exclusions
    }

    public static let defaultExclusions: [String: Set<String>] = ["disabled": ["pressed", "focused", "hovered"]]

    /// The indices of a point's variant and size among `variants` and `sizes` (-1 for none): the
    /// cell a symbolic evaluation assumes, and the one a lifted rendering's facts are marked with.
    public func cell(of p: Point) -> (variant: Int, size: Int) {
        (p.variant.flatMap { variants.firstIndex(of: $0) } ?? -1, p.size.flatMap { sizes.firstIndex(of: $0) } ?? -1)
    }

    /// The variant and size pairs, every state off.
    public var basePoints: [Point] {
        let vs: [String?] = variants.isEmpty ? [nil] : variants
        let ss: [String?] = sizes.isEmpty ? [nil] : sizes
        return vs.flatMap { v in ss.map { s in Point(variant: v, size: s) } }
    }

    /// The sets of states to evaluate for `states`: none, each alone, combinations up to
    /// `maxActiveStates` and the `combined` sets of read states, where no exclusion rules them
    /// out; in a stable order (fewer states first).
    public func stateSets(_ states: [String]) -> [Set<String>] {
        let sorted = states.sorted()
        var out: [Set<String>] = [[]]
        var frontier: [[String]] = [[]]
        for _ in 0..<max(0, maxActiveStates) {
            var next: [[String]] = []
            for combo in frontier {
                for s in sorted where combo.last.map({ $0 < s }) ?? true {
                    let c = combo + [s]
                    if excluded(Set(c)) { continue }
                    next.append(c)
                }
            }
            out += next.map { Set($0) }
            frontier = next
        }
        let read = Set(states)
        for c in combined.sorted(by: { $0.count != $1.count ? $0.count < $1.count : $0.sorted().lexicographicallyPrecedes($1.sorted()) })
        where c.count > 1 && c.isSubset(of: read) && !excluded(c) && !out.contains(c) {
            out.append(c)
        }
        return out
    }

    public func excluded(_ states: Set<String>) -> Bool {
        states.contains { s in !(exclusions[s] ?? []).isDisjoint(with: states) }
    }
}
