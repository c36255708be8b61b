import ParityModel

/// GitHub Actions workflow commands: one annotation per new finding, within GitHub's per-step limits.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    /// GitHub shows at most this many annotations of each level per step.
    public static let limit = 10
    public init() {}

    public func render(_ report: Report) throws -> String {
        var lines: [String] = [], overflow: [String] = []
        var shown: [String: Int] = [:], hidden: [String: Int] = [:]
        func emit(_ level: String, file: String?, location: SourceLocation?, title: String, message: String) {
            if shown[level, default: 0] < Self.limit {
                shown[level, default: 0] += 1
                var props: [String] = []
                if let file { props.append("file=\(Self.property(file))") }
                if let location { props += ["line=\(location.line)", "col=\(location.column)"] }
                props.append("title=\(Self.property(title))")
                lines.append("::\(level) \(props.joined(separator: ","))::\(Self.data(message))")
            } else {
                hidden[level, default: 0] += 1
                let place = file.map { f in location.map { "\(f):\($0.line):\($0.column): " } ?? "\(f): " } ?? ""
                // Indented, one line each: never read as a workflow command.
                overflow.append("  - " + place + "\(level): " + String(String.UnicodeScalarView(message.unicodeScalars.map { $0 == "\r" || $0 == "\n" ? " " : $0 })))
            }
        }
        for f in report.newFindings.sorted(by: reportOrder) {
            let loc = f.primaryLocation
            emit(f.severity == .note ? "notice" : f.severity.rawValue, file: loc.map { report.repoPath($0.file) }, location: loc,
                 title: "parity \(f.kind.rawValue): \(f.title)", message: f.summary)
        }
        for s in report.staleBaseline {
            emit("warning", file: nil, location: nil, title: "parity stale baseline entry: \(s.component) \(s.part).\(s.property) [\(s.state)]",
                 message: "\(s.id): the drift this baseline entry accepted is gone; run `parity baseline update \(s.component)`")
        }
        if !hidden.isEmpty {
            let counts = ["error", "warning", "notice"].compactMap { l in hidden[l].map { "\($0) more \(l)\($0 == 1 ? "" : "s")" } }
            lines.append("parity: \(counts.joined(separator: " and ")) than GitHub annotates per step (\(Self.limit) of each); all are listed below and in the job summary:")
            lines += overflow
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func data(_ s: String) -> String { escape(s, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")]) }

    /// Escapes a command property value: as `data`, plus `:` and `,`.
    static func property(_ s: String) -> String {
        escape(s, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// Per Unicode scalar, so a CRLF pair (one `Character` in Swift) is escaped as two.
    private static func escape(_ s: String, _ table: [(Unicode.Scalar, String)]) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if let e = table.first(where: { $0.0 == u }) { out += e.1 } else { out.unicodeScalars.append(u) }
        }
        return out
    }
}
