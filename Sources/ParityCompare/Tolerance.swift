import ParityModel

/// Numeric tolerances per canonical unit (design.md: letter-spacing 0.0005 em, lengths 0.01 pt).
public struct Tolerance: Sendable, Codable, Hashable {
    public var em = 0.0005
    public var pt = 0.01
    public var ratio = 0.001

    public init() {}

    func number(_ a: Double, _ b: Double, unit: Unit) -> Bool {
        switch unit {
        case .em: return abs(a - b) <= em + 1e-12
        case .pt: return abs(a - b) <= pt + 1e-12
        case .ratio: return abs(a - b) <= ratio + 1e-12
        default: return a == b
        }
    }

    /// Whether two normalized values agree. Two token references agree when they name the
    /// same token and, where both resolved, hold the same value; a token and a literal agree
    /// when the token's resolved value equals the literal. A system token (the platform's own
    /// name for a palette color: Orbit Android's scheme path `surfaceNormal` for iOS's
    /// `cloudNormal`; a library's text style: Material's `labelLarge` for Tailwind's `text-sm`)
    /// agrees with any value that holds the same (colors in both modes), and a step
    /// of a numbered scale (`spacing[2]`, a step's number is no name) with any value equal to it.
    public func matches(_ a: Value, _ b: Value) -> Bool {
        // Values picked at run time: the same set of alternatives, each matching one of the other's.
        if a.alternatives != nil || b.alternatives != nil {
            guard let x = a.alternatives, let y = b.alternatives else { return false }
            return x.allSatisfy { v in y.contains { matches(v, $0) } } && y.allSatisfy { v in x.contains { matches(v, $0) } }
        }
        if let ta = a.token, let tb = b.token {
            // A color token named with the word `Color` after it (`textPrimaryColor`, as iOS names
            // them) is the token of the name without it (`textPrimary`).
            guard ta == tb || a.unit == .color && b.unit == .color && Tolerance.colorless(ta) == Tolerance.colorless(tb) else {
                return (a.systemToken == true || b.systemToken == true || Tolerance.isStep(ta) || Tolerance.isStep(tb)) && concrete(a, b) == true
            }
            return concrete(a, b) ?? true
        }
        return concrete(a, b) ?? false
    }

    /// A color token's name without a trailing `Color` (`textPrimaryColor` -> `textPrimary`); a name
    /// that is only the word stays.
    static func colorless(_ name: String) -> Substring {
        name.count > 5 && name.hasSuffix("Color") ? name.dropLast(5) : Substring(name)
    }

    /// A token named by a number (`2`, `0.5`): a step of a numbered scale.
    static func isStep(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    /// Compares the concrete values; nil when either side has none.
    private func concrete(_ a: Value, _ b: Value) -> Bool? {
        if let x = a.typography, let y = b.typography {
            return number(x.size, y.size, unit: .pt) && number(x.lineHeight, y.lineHeight, unit: .pt) && number(x.letterSpacing, y.letterSpacing, unit: .em)
        }
        if let x = a.color, let y = b.color { return x.matches(y) }
        if let x = a.number, let y = b.number { return number(x, y, unit: a.unit == .weight || b.unit == .weight ? .weight : a.unit) }
        if let x = a.keyword, let y = b.keyword { return x == y }
        return nil
    }
}
