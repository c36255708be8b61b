import ParityModel
import TreeSitterKit

/// Where a value holds: the states, and the variant/size picked by a lookup or an equality test.
struct Condition: Hashable {
    var states: Set<String> = []
    var variant: String?
    var size: String?

    /// The fact state: `default`, or the non-default states joined by `+`.
    var state: String { states.isEmpty ? "default" : states.sorted().joined(separator: "+") }

    /// Adds a state; `default` adds nothing.
    func with(state: String) -> Condition {
        var c = self
        if state != "default" { c.states.insert(state) }
        return c
    }

    /// Sets an axis (`variant` or `size`) to a key; nil when it contradicts an earlier choice.
    func with(axis: Axis, key: String) -> Condition? {
        var c = self
        switch axis {
        case .variant:
            if let v = variant, v != key { return nil }
            c.variant = key
        case .size:
            if let s = size, s != key { return nil }
            c.size = key
        }
        return c
    }

    func key(part: String, property: String) -> FactKey {
        FactKey(part: part, property: property, state: state, variant: variant ?? FactKey.any, size: size ?? FactKey.any)
    }
}

enum Axis: String { case variant, size }

/// Which table axis an identifier indexes: names containing `size` pick the size axis.
func axis(forIdentifier name: String) -> Axis {
    name.lowercased().contains("size") ? .size : .variant
}

/// A variant or size key in its normalized spelling (`Default` = `default`, `Sm` = `sm`).
func axisKey(_ raw: String) -> String {
    Normalize.tokenName(raw.trimmed("`\"'."))
}

/// A condition on a boolean: which state holds when it is true, and which when false.
struct StateCondition { let whenTrue: String; let whenFalse: String }

/// The boolean names that mean a state, on every platform (`state.disabled`, `isEnabled`,
/// `enabled`, `configuration.isPressed`, `isOn`, `checked`, `isFocused`, `isError`, …).
/// Other names become a state of their own name (e.g. SwiftUI's `inset`).
let stateConditions: [String: StateCondition] = {
    var table: [String: StateCondition] = [:]
    let positive: [String: [String]] = [
        "disabled": ["disabled", "isDisabled"],
        "pressed": ["pressed", "isPressed", "active"],
        "checked": ["checked", "isChecked", "isOn", "on", "selected", "isSelected"],
        "focused": ["focused", "isFocused", "focus"],
        "invalid": ["invalid", "isInvalid", "isError", "error", "hasError"],
        "expanded": ["expanded", "isExpanded", "open", "isOpen", "presented", "isPresented"],
    ]
    for (state, names) in positive {
        for n in names { table[n] = StateCondition(whenTrue: state, whenFalse: "default") }
    }
    for n in ["enabled", "isEnabled"] { table[n] = StateCondition(whenTrue: "default", whenFalse: "disabled") }
    return table
}()

/// Interprets a condition's text: `state.disabled`, `!enabled`, `configuration.isPressed`,
/// `variant == .outline`, `variant === "outline"`, `variant == BadgeVariant.Outline`.
/// Returns the branch conditions for the true and the false side.
func branches(forCondition raw: String, in ctx: Condition) -> (whenTrue: Condition?, whenFalse: Condition?) {
    var text = raw.trimmed()
    while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()).trimmed(" \t") }
    // Byte search: Foundation's `range(of:)` goes through NSString and cost ~30k instructions a
    // condition.
    let bytes = Array(text.utf8)
    for op in comparisonOperators {
        if let at = firstIndex(of: op.pattern, in: bytes) {
            let lhs = String(decoding: bytes[..<at], as: UTF8.self).trimmed(" \t")
            let rhs = String(decoding: bytes[(at + op.pattern.count)...], as: UTF8.self).trimmed(" \t")
            let op = op.name
            let name = lhs.dotParts.last ?? lhs
            let key = axisKey(rhs.dotParts.last ?? rhs)
            let eq = ctx.with(axis: axis(forIdentifier: name), key: key)
            // The false side is "every other key": left unconstrained.
            return op.hasPrefix("=") ? (eq, ctx) : (ctx, eq)
        }
    }
    var negated = false
    while text.hasPrefix("!") { negated.toggle(); text = String(text.dropFirst()) }
    let name = text.dotParts.last ?? text
    let cond = stateConditions[name] ?? StateCondition(whenTrue: name, whenFalse: "default")
    let t = ctx.with(state: cond.whenTrue), f = ctx.with(state: cond.whenFalse)
    return negated ? (f, t) : (t, f)
}

extension String {
    /// The parts between dots, split over the bytes: `split(separator:)` walks grapheme clusters,
    /// and names like `AcmeTheme.colors.accent` are split for every value of every component.
    var dotParts: [String] {
        utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true).map { String(Substring($0)) }
    }
}

/// A byte of a `\w` run in the hand-written scanners: an ASCII letter, digit or `_`, or any
/// non-ASCII byte (as `\w` takes a letter).
func isWord(_ b: UInt8) -> Bool {
    b >= 0x80 || b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || (b >= 0x30 && b <= 0x39)
}

/// The comparison operators a condition can test, in the order they are looked for, each
/// with the spaces around it.
private let comparisonOperators: [(name: String, pattern: [UInt8])] = ["===", "==", "!==", "!="].map { ($0, Array(" \($0) ".utf8)) }

/// The offset of the first occurrence of `pattern` in `bytes` at or after `start`.
func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
    guard pattern.count <= bytes.count, let head = pattern.first else { return nil }
    var i = max(0, start)
    while i + pattern.count <= bytes.count {
        if bytes[i] == head, bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
        i += 1
    }
    return nil
}

/// Whether `bytes` hold `name` as a whole name: no byte of a name right before or after it (by
/// default an `isWord` byte or `$`, as a JavaScript name has them).
func mentions(_ bytes: [UInt8], _ name: String, nameByte: (UInt8) -> Bool = { isWord($0) || $0 == UInt8(ascii: "$") }) -> Bool {
    let pattern = Array(name.utf8)
    func boundary(_ j: Int) -> Bool { j < 0 || j >= bytes.count || !nameByte(bytes[j]) }
    var start = 0
    while let i = firstIndex(of: pattern, in: bytes, from: start) {
        if boundary(i - 1), boundary(i + pattern.count) { return true }
        start = i + 1
    }
    return false
}

/// Builds facts for one implementation, with locations relative to the root.
struct FactSink {
    let file: String
    var facts: [Fact] = []
    var diagnostics: [Diagnostic] = []
    var parts: [PartInfo] = []
    /// The sizes where the component's size scale is the library's (`Implementation.librarySizes`).
    var librarySizes: [String] = []
    /// The input dimensions besides the variant and the size (`Implementation.dimensions`).
    var dimensions: [String] = []

    mutating func add(_ part: String, _ property: String, _ value: Value, raw: String, at node: Node, _ ctx: Condition) {
        facts.append(Fact(key: ctx.key(part: part, property: property), value: value, raw: raw, location: location(node)))
    }

    func location(_ node: Node) -> SourceLocation {
        let p = node.position
        return SourceLocation(file: file, line: p.line, column: p.column)
    }

    mutating func unresolved(_ message: String, at node: Node, key: FactKey?) {
        diagnostics.append(Diagnostic(kind: .unresolved, message: message, location: location(node), key: key))
    }
}

import Foundation
