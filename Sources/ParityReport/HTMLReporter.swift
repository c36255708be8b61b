import Foundation
import ParityModel

/// One self-contained page: a summary, then per component the property × platform grid with
/// color swatches and `file:line` links. Every piece of source text is escaped.
public struct HTMLReporter: Reporter {
    public static let name = "html"
    public init() {}

    public func render(_ report: Report) throws -> String {
        let s = report.summary
        let h = Escape.markup
        let palette = tokenColors(report)
        var out = ["<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
                   "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                   "<title>parity report: \(h(report.root))</title>", "<style>\(Self.css)</style>", "</head>", "<body>",
                   "<h1>parity report</h1>",
                   "<p class=\"summary\">\(h(report.root)) · \(s.components) components · \(s.properties) properties, \(s.matches) agree · "
                   + "<b class=\"\(s.new > 0 ? "bad" : "ok")\">\(s.new) new</b> · <b class=\"\(s.baselined > 0 ? "warn" : "ok")\">\(s.baselined) baselined</b> · \(s.stale) stale baseline entries"
                   + (report.timestamp.map { " · \(h($0))" } ?? "") + "</p>",
                   "<table class=\"index\"><thead><tr><th>component</th><th>properties</th><th>agree</th><th>new</th><th>baselined</th></tr></thead><tbody>"]
        for c in report.componentsInReportOrder {
            let new = c.findings.filter { !$0.baselined }.count, old = c.findings.count - new
            let agree = c.rows.filter { !$0.cells.values.contains { $0.status != .match } }.count
            out.append("<tr class=\"\(new > 0 ? "bad" : old > 0 ? "warn" : "ok")\"><th><a href=\"#\(anchor(c.component))\">\(h(c.component))</a></th><td>\(c.rows.count)</td><td>\(agree)</td><td>\(new)</td><td>\(old)</td></tr>")
        }
        out.append("</tbody></table>")
        out.append("<p class=\"legend\"><span class=\"ok\">agrees</span> <span class=\"bad\">new drift</span> <span class=\"warn\">baselined drift or warning</span> <span class=\"none\">not set</span> · swatches: light, dark; a dashed swatch is the token's value on the platforms that resolve it</p>")
        for c in report.componentsInReportOrder { out += section(c, report, palette) }
        if !report.staleBaseline.isEmpty {
            out.append("<h2>Stale baseline entries</h2><ul>")
            for e in report.staleBaseline { out.append("<li>\(h(e.id)) \(h("\(e.component) \(e.part).\(e.property) [\(e.state)]")): the drift it accepted is gone</li>") }
            out.append("</ul>")
        }
        out += ["</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    private func section(_ c: ComponentResult, _ report: Report, _ palette: [String: [String]]) -> [String] {
        let h = Escape.markup
        let platforms = Platform.allCases
        let new = c.findings.filter { !$0.baselined }.count
        let agree = c.rows.filter { !$0.cells.values.contains { $0.status != .match } }.count
        var out = ["<section id=\"\(anchor(c.component))\">", "<h2>\(h(c.component))</h2>",
                   "<p>\(c.files.count) platform\(c.files.count == 1 ? "" : "s") · \(c.rows.count) propert\(c.rows.count == 1 ? "y" : "ies"), \(agree) agree · \(new) new · \(c.findings.count - new) baselined</p>",
                   "<table class=\"grid\"><thead><tr><th>property</th>"
                   + platforms.map { p in "<th>\(p.rawValue)" + (c.files[p].map { "<br><small>\(h($0))</small>" } ?? "<br><small>no file</small>") + "</th>" }.joined()
                   + "</tr></thead><tbody>"]
        for r in c.rows {
            let findings = c.findings.filter { $0.key == r.key }
            out.append("<tr><th scope=\"row\">\(h(r.key.label))</th>" + platforms.map { p in cell(r.cells[p], findings, report, palette) }.joined() + "</tr>")
        }
        out.append("</tbody></table>")
        let loose = c.findings.filter { f in !c.rows.contains { $0.key == f.key } }
        if !loose.isEmpty {
            out.append("<ul class=\"loose\">")
            for f in loose {
                out.append("<li class=\"\(f.baselined || f.severity != .error ? "warn" : "bad")\">\(h(f.kind.rawValue)): \(h(f.summary))" + (f.primaryLocation.map { " " + link($0, report) } ?? "") + "</li>")
            }
            out.append("</ul>")
        }
        out.append("</section>")
        return out
    }

    private func cell(_ cell: Cell?, _ findings: [Finding], _ report: Report, _ palette: [String: [String]]) -> String {
        let h = Escape.markup
        guard let cell else { return "<td class=\"none\"></td>" }
        let drift = cell.status != .match
        let cls = !drift ? "ok"
            : findings.isEmpty ? "none"
            : findings.contains { !$0.baselined && $0.severity == .error } ? "bad" : "warn"
        var body: [String] = []
        switch cell.status {
        case .missing: body.append("<span class=\"v\">not set</span>")
        case .unresolved: body.append("<span class=\"v\">unresolved</span>")
        case .match, .mismatch: body.append("<span class=\"v\">\(h(cell.value ?? "?"))</span>")
        }
        if cell.unit == "color", let value = cell.value { body.append(swatches(value, palette)) }
        if let raw = cell.raw, !raw.isEmpty, raw != cell.value {
            let unit = cell.unit == "em" && Double(raw) != nil ? " pt" : ""
            body.append("<code>\(h(raw))\(unit)</code>")
        }
        if let loc = cell.location { body.append(link(loc, report)) }
        return "<td class=\"\(cls)\">" + body.joined(separator: "<br>") + "</td>"
    }

    /// A light and a dark swatch; a bare token name borrows the token's value from other platforms.
    private func swatches(_ value: String, _ palette: [String: [String]]) -> String {
        var hexes = Self.hexColors(value), inferred = false
        if hexes.isEmpty, let known = palette[value] { hexes = known; inferred = true }
        guard let light = hexes.first else { return "" }
        let dark = hexes.count > 1 ? hexes[1] : light
        let style = inferred ? " inferred" : ""
        return "<span class=\"sw\(style)\"><i style=\"background:\(light)\"></i>light</span> <span class=\"sw\(style)\"><i style=\"background:\(dark)\"></i>dark</span>"
    }

    private func link(_ loc: SourceLocation, _ report: Report) -> String {
        let path = report.repoPath(loc.file)
        let name = loc.file.split(separator: "/").last.map(String.init) ?? loc.file
        return "<a href=\"\(Escape.markup(Escape.uriPath(path)))#L\(loc.line)\" title=\"\(Escape.markup(path)):\(loc.line):\(loc.column)\">\(Escape.markup(name)):\(loc.line)</a>"
    }

    /// `#RRGGBB` or `#RRGGBBAA` colors in a cell value, in order (light, then dark). Only these reach CSS.
    static func hexColors(_ value: String) -> [String] {
        var out: [String] = []
        let chars = Array(value.utf8)
        var i = 0
        while i < chars.count {
            if chars[i] == UInt8(ascii: "#") {
                var j = i + 1
                while j < chars.count, j - i <= 8, isHex(chars[j]) { j += 1 }
                let n = j - i - 1
                if (n == 6 || n == 8), j == chars.count || !isHex(chars[j]) { out.append(String(decoding: chars[i..<j], as: UTF8.self).uppercased()) }
                i = j
            } else { i += 1 }
        }
        return out
    }

    private static func isHex(_ c: UInt8) -> Bool {
        (48...57).contains(c) || (65...70).contains(c) || (97...102).contains(c)
    }

    /// Token name → its light/dark colors, from cells that show both (`label (#1D1D1F / #F5F5F7)`).
    private func tokenColors(_ report: Report) -> [String: [String]] {
        var palette: [String: [String]] = [:]
        for c in report.components {
            for r in c.rows {
                for p in Platform.allCases {
                    guard let cell = r.cells[p], cell.unit == "color", let v = cell.value, let open = v.range(of: " (") else { continue }
                    let hexes = Self.hexColors(String(v[open.upperBound...]))
                    if !hexes.isEmpty, palette[String(v[..<open.lowerBound])] == nil { palette[String(v[..<open.lowerBound])] = hexes }
                }
            }
        }
        return palette
    }

    /// An `id` made only of safe characters.
    private func anchor(_ name: String) -> String {
        "c-" + String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" })
    }

    static let css = """
    body{font:14px/1.4 -apple-system,system-ui,"DejaVu Sans",sans-serif;margin:24px;color:#1d1d1f;background:#fff}
    h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:28px 0 8px}
    table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #d2d2d7;padding:4px 8px;text-align:left;vertical-align:top}
    .grid{width:100%;table-layout:fixed}.grid th[scope=row],.grid thead th:first-child{width:15%}.grid td,.grid small{overflow-wrap:anywhere}
    thead th{background:#f5f5f7}small{color:#6e6e73;font-weight:normal}code{font:12px ui-monospace,"DejaVu Sans Mono",monospace;color:#424245}
    td a,li a{font-size:12px;color:#0058b0}.v{font-weight:600}
    .ok{background:#e3f6e5}.bad{background:#fde0de}.warn{background:#fff1cc}.none{background:#f2f2f2}
    .legend span{padding:2px 6px;border:1px solid #d2d2d7}
    .sw{display:inline-block;font-size:11px;color:#424245;margin-right:6px;white-space:nowrap}
    .sw i{display:inline-block;width:18px;height:18px;border:1px solid #86868b;border-radius:3px;vertical-align:middle;margin-right:3px}
    .sw.inferred i{border-style:dashed}
    """
}
