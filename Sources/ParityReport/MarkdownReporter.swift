import ParityModel

/// A pull-request comment or job summary: new drift first, baselined drift folded, token drift, counts.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    public init() {}

    public func render(_ report: Report) throws -> String {
        let s = report.summary
        var out = ["## parity: " + (s.new == 0 ? "no new drift" : "\(s.new) new finding\(s.new == 1 ? "" : "s")"), ""]
        out.append("\(s.components) components · \(s.properties) properties, \(s.matches) agree · \(s.findings) findings (\(s.new) new, \(s.baselined) baselined) · \(s.stale) stale baseline entr\(s.stale == 1 ? "y" : "ies")")
        let components = report.componentsInReportOrder.filter { $0.component != "tokens" }
        for c in components where c.findings.contains(where: { !$0.baselined }) {
            let new = c.findings.filter { !$0.baselined }
            let agree = c.rows.filter { !$0.cells.values.contains { $0.status != .match } }.count
            out += ["", "### \(Escape.markdown(c.component)) — \(new.count) new · \(c.rows.count) propert\(c.rows.count == 1 ? "y" : "ies"), \(agree) agree"] + table(c, new, report)
        }
        let baselined = components.filter { $0.findings.contains(where: \.baselined) }
        if !baselined.isEmpty {
            let count = baselined.reduce(0) { $0 + $1.findings.filter(\.baselined).count }
            out += ["", "<details><summary>Baselined drift: \(count) finding\(count == 1 ? "" : "s") in \(baselined.map { Escape.markup($0.component) }.joined(separator: ", "))</summary>"]
            for c in baselined { out += ["", "#### \(Escape.markdown(c.component))"] + table(c, c.findings.filter(\.baselined), report) }
            out += ["", "</details>"]
        }
        if let tokens = report.components.first(where: { $0.component == "tokens" }) {
            let new = tokens.findings.filter { !$0.baselined }, old = tokens.findings.filter(\.baselined)
            out += ["", "### Token drift — \(new.count) new, \(old.count) baselined"]
            if tokens.findings.isEmpty { out += ["", "✓ the token tables agree"] }
            if !new.isEmpty { out += table(tokens, new, report) }
            if !old.isEmpty {
                out += ["", "<details><summary>Baselined token drift: \(old.count)</summary>"] + table(tokens, old, report) + ["", "</details>"]
            }
        }
        let clean = components.filter(\.findings.isEmpty).map { Escape.markdown($0.component) }
        if !clean.isEmpty { out += ["", "✓ no drift: \(clean.joined(separator: ", "))"] }
        for e in report.staleBaseline {
            out += ["", "- stale baseline entry \(e.id): \(Escape.markdown("\(e.component) \(e.part).\(e.property) [\(e.state)]")), run `parity baseline update \(Escape.markdown(e.component))`"]
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The rows of `findings` as properties × platforms (✓ where a platform agrees), then the findings no row holds.
    private func table(_ c: ComponentResult, _ findings: [Finding], _ report: Report) -> [String] {
        let rows = c.rows.filter { r in findings.contains { $0.key == r.key } }
        var lines: [String] = []
        if !rows.isEmpty {
            lines += ["", "| property | expected | " + Platform.allCases.map(\.rawValue).joined(separator: " | ") + " |",
                      "|---|---|" + String(repeating: "---|", count: Platform.allCases.count)]
            for r in rows {
                let expected = findings.first { $0.key == r.key }?.expected ?? ""
                let cells = Platform.allCases.map { p in r.cells[p].map(cell) ?? "" }
                lines.append("| \(Escape.markdown(r.key.label)) | \(Escape.markdown(expected)) | " + cells.joined(separator: " | ") + " |")
            }
        }
        let loose = findings.filter { f in !rows.contains { $0.key == f.key } }
        if !loose.isEmpty { lines.append("") }
        for f in loose {
            let at = f.primaryLocation.map { " (\(Escape.markdown(report.repoPath($0.file))):\($0.line))" } ?? ""
            lines.append("- **\(f.kind.rawValue)** \(Escape.markdown(f.summary))" + at)
        }
        return lines
    }

    private func cell(_ c: Cell) -> String {
        switch c.status {
        case .match: return "✓"
        case .missing: return "— not set"
        case .unresolved: return "? unresolved"
        case .mismatch:
            let value = Escape.markdown(c.value ?? "?")
            guard let raw = c.raw, !raw.isEmpty, raw != c.value else { return "**\(value)**" }
            return "**\(value)** (\(Escape.markdown(raw)))"
        }
    }
}
