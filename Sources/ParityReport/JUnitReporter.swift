import ParityModel

/// JUnit XML: one suite per component, one case per property × state; new drift fails, baselined drift is skipped.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public init() {}

    private struct Case {
        var name: String
        var file: String?
        var line: Int?
        var findings: [Finding]
    }

    public func render(_ report: Report) throws -> String {
        var suites: [String] = []
        var total = 0, failures = 0, skipped = 0
        for c in report.componentsInReportOrder {
            var cases = c.rows.map { r in
                let findings = c.findings.filter { $0.key == r.key }
                // The drifting platform's source where there is drift, else the first platform's.
                let loc = findings.lazy.compactMap(\.primaryLocation).first ?? r.cells.keys.sorted().lazy.compactMap { r.cells[$0]?.location }.first
                return Case(name: r.key.label, file: loc.map { report.repoPath($0.file) }, line: loc?.line, findings: findings)
            }
            // Findings no row holds (a missing file, a syntax error) are cases of their own.
            for f in c.findings where !c.rows.contains(where: { $0.key == f.key }) {
                cases.append(Case(name: "\(f.key.label) \(f.kind.rawValue) \(f.platforms.map(\.rawValue).joined(separator: "+"))",
                                  file: f.primaryLocation.map { report.repoPath($0.file) }, line: f.primaryLocation?.line, findings: [f]))
            }
            let failed = cases.filter { $0.findings.contains { !$0.baselined } }.count
            let skips = cases.filter { !$0.findings.isEmpty && $0.findings.allSatisfy(\.baselined) }.count
            total += cases.count; failures += failed; skipped += skips
            var lines = ["  <testsuite name=\"\(Escape.markup(c.component))\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"\(skips)\">"]
            for k in cases { lines += testcase(k, component: c.component, report) }
            lines.append("  </testsuite>")
            suites.append(lines.joined(separator: "\n"))
        }
        let head = "<testsuites name=\"parity\" tests=\"\(total)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">"
        return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", head] + suites + ["</testsuites>"]).joined(separator: "\n") + "\n"
    }

    private func testcase(_ k: Case, component: String, _ report: Report) -> [String] {
        var attrs = "classname=\"parity.\(Escape.markup(component))\" name=\"\(Escape.markup(k.name))\""
        if let file = k.file { attrs += " file=\"\(Escape.markup(file))\"" }
        if let line = k.line { attrs += " line=\"\(line)\"" }
        let new = k.findings.filter { !$0.baselined }
        if new.isEmpty && k.findings.isEmpty { return ["    <testcase \(attrs)/>"] }
        var lines = ["    <testcase \(attrs)>"]
        if let first = new.first {
            let body = new.map { f in "\(f.summary)\n" + (f.primaryLocation.map { "at \(report.repoPath($0.file)):\($0.line):\($0.column)" } ?? "") }.joined(separator: "\n")
            lines.append("      <failure type=\"\(first.kind.rawValue)\" message=\"\(Escape.markup(first.summary))\">\(Escape.markup(body))</failure>")
        } else {
            lines.append("      <skipped message=\"\(Escape.markup("baselined: " + k.findings.map(\.summary).joined(separator: "; ")))\"/>")
        }
        lines.append("    </testcase>")
        return lines
    }
}
