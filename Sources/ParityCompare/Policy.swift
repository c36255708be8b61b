import ParityModel

/// What a project decided about findings in `parity.json`: a severity per finding kind, and
/// ignores that drop findings before baselines and reports see them.
public struct Policy: Sendable, Hashable {
    /// Severity per finding kind, replacing the comparator's default for that kind.
    public var severities: [FindingKind: Severity] = [:]
    /// `component/part.property` patterns (`*` matches any run of characters within a segment)
    /// or finding ids (`PAR-…`).
    public var ignores: [String] = []

    public init() {}

    /// Whether `pattern` is a finding id or a `component/part.property` pattern.
    public static func isValidIgnore(_ pattern: String) -> Bool {
        if pattern.hasPrefix("PAR-") { return pattern.count > 4 }
        let slash = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard slash.count == 2, !slash[0].isEmpty else { return false }
        let dot = slash[1].split(separator: ".", omittingEmptySubsequences: false)
        return dot.count == 2 && !dot[0].isEmpty && !dot[1].isEmpty
    }

    /// Whether an ignore drops the finding.
    public func ignores(_ f: Finding) -> Bool {
        ignores.contains { pattern in
            if pattern.hasPrefix("PAR-") { return pattern == f.id }
            let slash = pattern.split(separator: "/", maxSplits: 1)
            let dot = slash[1].split(separator: ".", maxSplits: 1)
            return Policy.glob(slash[0], f.component) && Policy.glob(dot[0], f.key.part) && Policy.glob(dot[1], f.key.property)
        }
    }

    /// Applies severities and ignores to one component's result.
    public func apply(_ result: inout ComponentResult) {
        result.findings = result.findings.filter { !ignores($0) }
        for i in result.findings.indices {
            if let s = severities[result.findings[i].kind] { result.findings[i].severity = s }
        }
    }

    /// `*` matches any run of characters; everything else matches itself. Iterative, linear in
    /// practice (no backtracking blow-up on long inputs).
    static func glob(_ pattern: Substring, _ text: String) -> Bool {
        let p = Array(pattern.utf8), t = Array(text.utf8)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == t[ti] { pi += 1; ti += 1 }
            else if pi < p.count, p[pi] == UInt8(ascii: "*") { star = pi; mark = ti; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; ti = mark }
            else { return false }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
