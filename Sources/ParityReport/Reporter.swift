import Foundation
import ParityModel

/// A report format: a pure function from the report to text.
public protocol Reporter: Sendable {
    static var name: String { get }
    func render(_ report: Report) throws -> String
    /// The same text as UTF-8 bytes; a reporter of large output renders straight to bytes.
    func renderBytes(_ report: Report) throws -> [UInt8]
    /// The same bytes, handed to `body` where they were written (no copy for large output).
    func withRendered(_ report: Report, _ body: (UnsafeRawBufferPointer) throws -> Void) throws
}

extension Reporter {
    public func renderBytes(_ report: Report) throws -> [UInt8] { Array(try render(report).utf8) }
    public func withRendered(_ report: Report, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try renderBytes(report).withUnsafeBytes(body)
    }
}

/// Every format, by `--format` name.
public enum Reporters {
    public static let all: [String: any Reporter] = [
        GitHubReporter.name: GitHubReporter(),
        HTMLReporter.name: HTMLReporter(),
        JSONReporter.name: JSONReporter(),
        JUnitReporter.name: JUnitReporter(),
        MarkdownReporter.name: MarkdownReporter(),
        SARIFReporter.name: SARIFReporter(),
        TextReporter.name: TextReporter(color: false),
    ]
    public static var names: [String] { all.keys.sorted() }
}

/// The dashboard format: deterministic keys and order.
public struct JSONReporter: Reporter {
    public static let name = "json"
    /// Components written on several threads (same bytes); false for `--jobs 1`.
    public var parallel: Bool
    public init(parallel: Bool = true) { self.parallel = parallel }

    public func render(_ report: Report) throws -> String {
        String(decoding: try renderBytes(report), as: UTF8.self)
    }

    public func renderBytes(_ report: Report) throws -> [UInt8] {
        try CanonicalJSON.encode(report, parallel: parallel, newline: true)
    }

    public func withRendered(_ report: Report, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try CanonicalJSON.withEncoded(report, parallel: parallel, newline: true, body)
    }
}

/// The default, human format: grouped by component, one line per finding with `file:line:col`.
public struct TextReporter: Reporter {
    public static let name = "text"
    public var color: Bool

    public init(color: Bool) { self.color = color }

    private func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    public func render(_ report: Report) throws -> String {
        var out: [String] = []
        for c in report.components {
            let matched = c.rows.filter { !$0.cells.values.contains { $0.status != .match } }.count
            let header = "\(c.component) · \(c.files.count) platform\(c.files.count == 1 ? "" : "s") · \(c.rows.count) propert\(c.rows.count == 1 ? "y" : "ies"), \(matched) agree"
            out.append(paint(header, "1"))
            if c.findings.isEmpty { out.append("  " + paint("✓ no drift", "32")) }
            for f in c.findings.sorted(by: { ($0.baselined ? 1 : 0, $0.key) < ($1.baselined ? 1 : 0, $1.key) }) {
                let mark = f.baselined ? paint("≈ baselined", "33") : (f.severity == .error ? paint("✗ \(f.kind.rawValue)", "31") : paint("! \(f.kind.rawValue)", "33"))
                let loc = f.primaryLocation.map { "  \($0)" } ?? ""
                out.append("  \(mark)  \(f.key)\(loc)")
                if f.kind == .mismatch || f.kind == .missing {
                    let values = f.values.keys.sorted().map { p in
                        let v = f.values[p]!
                        return "\(p.rawValue) \(v.normalized)" + (v.raw.isEmpty || v.raw == v.normalized ? "" : " [\(v.raw)]")
                    }
                    out.append("      " + (f.expected.map { "expected \($0) · " } ?? "") + values.joined(separator: " · "))
                } else {
                    out.append("      \(f.message)")
                }
            }
            out.append("")
        }
        for s in report.staleBaseline {
            out.append(paint("! stale baseline entry", "33") + "  \(s.id) \(s.component) \(s.part).\(s.property) [\(s.state)]: the drift it accepted is gone; run `parity baseline update \(s.component)`")
        }
        let sum = report.summary
        out.append("\(sum.components) component\(sum.components == 1 ? "" : "s"), \(sum.properties) properties, \(sum.findings) finding\(sum.findings == 1 ? "" : "s") (\(sum.new) new, \(sum.baselined) baselined), \(sum.stale) stale baseline entr\(sum.stale == 1 ? "y" : "ies")")
        return out.joined(separator: "\n") + "\n"
    }
}
