/// A usage error: exit 2 with the message and a hint.
public struct UsageError: Error, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}

/// Declared options of a command, parsed from `--opt value`, `--opt=value`, flags,
/// repeated options, positionals and `--`.
public struct ArgumentSpec: Sendable {
    public struct Option: Sendable {
        let name: String
        let help: String
        let takesValue: Bool
        let valueName: String
    }
    var options: [Option] = []
    let positionalName: String
    let positionalHelp: String

    /// One-letter spellings, the same in every command that has the long option: `-h` is
    /// always --help, `-f` always --format, `-o` always --output (`--force` has no short form,
    /// so `-f` never means two things).
    public static let shortOptions: [Character: String] = ["h": "help", "f": "format", "o": "output"]

    public init(positional: String = "", help: String = "") {
        positionalName = positional
        positionalHelp = help
    }

    public func flag(_ name: String, _ help: String) -> ArgumentSpec {
        var s = self
        s.options.append(Option(name: name, help: help, takesValue: false, valueName: ""))
        return s
    }

    public func option(_ name: String, _ valueName: String, _ help: String) -> ArgumentSpec {
        var s = self
        s.options.append(Option(name: name, help: help, takesValue: true, valueName: valueName))
        return s
    }

    /// Parses `args`; every value of a repeated option is kept in order.
    public func parse(_ args: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            var name = String(arg.drop { $0 == "-" })
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if !arg.hasPrefix("--"), name.count == 1 {
                guard let long = ArgumentSpec.shortOptions[name.first!], options.contains(where: { $0.name == long }) else {
                    throw UsageError("unknown option -\(name)")
                }
                name = long
            }
            guard let opt = options.first(where: { $0.name == name }) else {
                let known = options.map(\.name)
                let near = known.min { editDistance($0, name) < editDistance($1, name) }
                let hint = near.map { editDistance($0, name) <= 3 ? " (did you mean --\($0)?)" : "" } ?? ""
                throw UsageError("unknown option --\(name)\(hint)")
            }
            if opt.takesValue {
                let value: String
                if let inline { value = inline } else {
                    guard i < args.count else { throw UsageError("--\(name) needs a value (\(opt.valueName))") }
                    value = args[i]
                    i += 1
                }
                result.values[name, default: []].append(value)
                result.order.append((name, value))
            } else {
                guard inline == nil else { throw UsageError("--\(name) is a flag and takes no value") }
                result.flags.insert(name)
            }
        }
        return result
    }

    public func help(usage: String, abstract: String) -> String {
        var lines = ["usage: \(usage)", "", abstract, ""]
        if !positionalName.isEmpty { lines.append("  \(positionalName.padding(toLength: 24, withPad: " ", startingAt: 0))\(positionalHelp)") }
        for o in options {
            let short = ArgumentSpec.shortOptions.first { $0.value == o.name }.map { "-\($0.key), " } ?? ""
            let left = short + "--\(o.name)" + (o.takesValue ? " \(o.valueName)" : "")
            lines.append("  \(left.padding(toLength: 24, withPad: " ", startingAt: 0))\(o.help)")
        }
        return lines.joined(separator: "\n")
    }
}

public struct ParsedArguments {
    public var positionals: [String] = []
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []
    /// Valued options in command-line order (to pair `--format` with the `--output` after it).
    public var order: [(String, String)] = []

    public func value(_ name: String) -> String? { values[name]?.last }
    public func has(_ name: String) -> Bool { flags.contains(name) }
}

/// Levenshtein distance, for "did you mean" hints.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev = Array(0...b.count)
    for i in 1...a.count {
        var cur = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        prev = cur
    }
    return prev[b.count]
}
