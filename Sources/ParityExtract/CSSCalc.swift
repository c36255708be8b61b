/// CSS `calc()` of lengths, as theme files write them: `calc(var(--radius) - 2px)` (after the
/// variables are substituted), `calc(0.25rem * 3)`, `calc((1rem + 2px) / 2)`, nested `calc()`.
/// `px` and `pt` are points, `rem` is `rem` points; a unitless number is a factor. A sum of a
/// length and a plain number, a product of two lengths, a division by a length or by zero, any
/// other unit (`em`, `%`, `vw`) and a non-finite result are no length (nil): the caller reports
/// the text as unresolved.
enum CSSCalc {
    /// A quantity: points when `length`, else a plain number.
    struct Quantity {
        var value: Double
        var length: Bool
    }

    /// The value of `calc(…)` in points, or nil. A plain (unitless) result is taken as points,
    /// as `calc(2 * 4)` was before.
    static func points(_ text: String, rem: Double) -> Double? {
        var parser = Parser(Array(text.utf8), rem: rem)
        parser.skipSpaces()
        guard parser.word("calc"), let q = parser.parenthesized(), parser.atEnd, q.value.isFinite else { return nil }
        return q.value
    }

    struct Parser {
        let bytes: [UInt8]
        let rem: Double
        var i = 0
        /// Nesting of parentheses, bounded (no input recurses without end).
        var depth = 0
        static let maxDepth = 32

        init(_ bytes: [UInt8], rem: Double) {
            self.bytes = bytes
            self.rem = rem
        }

        var atEnd: Bool {
            mutating get { skipSpaces(); return i == bytes.count }
        }

        mutating func skipSpaces() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A { i += 1 }
        }

        mutating func take(_ c: UInt8) -> Bool {
            skipSpaces()
            guard i < bytes.count, bytes[i] == c else { return false }
            i += 1
            return true
        }

        /// `calc` (case-insensitive) directly followed by `(`; the `(` is not taken.
        mutating func word(_ w: String) -> Bool {
            let w = Array(w.utf8)
            guard i + w.count < bytes.count else { return false }
            for (k, c) in w.enumerated() where bytes[i + k] | 0x20 != c { return false }
            guard bytes[i + w.count] == UInt8(ascii: "(") else { return false }
            i += w.count
            return true
        }

        /// `( sum )`.
        mutating func parenthesized() -> Quantity? {
            guard depth < Self.maxDepth, take(UInt8(ascii: "(")) else { return nil }
            depth += 1
            defer { depth -= 1 }
            guard let q = sum(), take(UInt8(ascii: ")")) else { return nil }
            return q
        }

        mutating func sum() -> Quantity? {
            guard var left = product() else { return nil }
            while true {
                skipSpaces()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") else { return left }
                let minus = bytes[i] == UInt8(ascii: "-")
                i += 1
                guard let right = product(), right.length == left.length || right.value == 0 || left.value == 0 else { return nil }
                left = Quantity(value: minus ? left.value - right.value : left.value + right.value, length: left.length || right.length)
            }
        }

        mutating func product() -> Quantity? {
            guard var left = factor() else { return nil }
            while true {
                skipSpaces()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "*") || bytes[i] == UInt8(ascii: "/") else { return left }
                let divide = bytes[i] == UInt8(ascii: "/")
                i += 1
                guard let right = factor() else { return nil }
                if divide {
                    guard !right.length, right.value != 0 else { return nil }
                    left.value /= right.value
                } else {
                    guard !(left.length && right.length) else { return nil }
                    left = Quantity(value: left.value * right.value, length: left.length || right.length)
                }
            }
        }

        mutating func factor() -> Quantity? {
            skipSpaces()
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "(") { return parenthesized() }
            if word("calc") { return parenthesized() }
            if bytes[i] == UInt8(ascii: "-"), i + 1 < bytes.count, !isNumberStart(bytes[i + 1]) {
                i += 1
                guard depth < Self.maxDepth else { return nil }
                depth += 1
                defer { depth -= 1 }
                return factor().map { Quantity(value: -$0.value, length: $0.length) }
            }
            return number()
        }

        func isNumberStart(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) || c == UInt8(ascii: ".") }

        /// A number (sign, digits, `.`, exponent) and its unit.
        mutating func number() -> Quantity? {
            let start = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            while i < bytes.count, isNumberStart(bytes[i]) { i += 1 }
            if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e"), i + 1 < bytes.count,
               (0x30...0x39).contains(bytes[i + 1]) || ((bytes[i + 1] == UInt8(ascii: "-") || bytes[i + 1] == UInt8(ascii: "+")) && i + 2 < bytes.count && (0x30...0x39).contains(bytes[i + 2])) {
                i += 2
                while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
            }
            guard i > start, let n = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { return nil }
            let unitStart = i
            while i < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[i] | 0x20) { i += 1 }
            if i == unitStart, i < bytes.count, bytes[i] == UInt8(ascii: "%") { i += 1 }
            switch String(decoding: bytes[unitStart..<i], as: UTF8.self).lowercased() {
            case "": return Quantity(value: n, length: false)
            case "px", "pt": return Quantity(value: n, length: true)
            case "rem": return Quantity(value: n * rem, length: true)
            default: return nil
            }
        }
    }
}
