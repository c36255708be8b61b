import Foundation
import ParityModel

/// Wording and escaping that several reporters share, so every format says the same thing.
extension Report {
    /// A root-relative source path as seen from the working directory (repository-relative in CI).
    func repoPath(_ file: String) -> String {
        root.isEmpty || root == "." ? file : (root.hasSuffix("/") ? root + file : root + "/" + file)
    }

    /// The components in name order, with the token comparison (`tokens`) last.
    var componentsInReportOrder: [ComponentResult] {
        components.filter { $0.component != "tokens" } + components.filter { $0.component == "tokens" }
    }
}

extension FactKey {
    /// `text.color [disabled]`, with the state always named (`[default]` too).
    var label: String {
        var s = "\(part).\(property) [\(state)]"
        if variantShown { s += " variant=\(variant)" }
        if size != FactKey.any { s += " size=\(size)" }
        return s
    }
}

extension Finding {
    /// `badge text.fontWeight [default]`.
    var title: String { "\(component) \(key.label)" }

    /// One platform's value as `600 (font-semibold)`, or `not set`.
    func valueText(_ p: Platform) -> String {
        guard let v = values[p] else { return "not set" }
        return v.raw.isEmpty || v.raw == v.normalized ? v.normalized : "\(v.normalized) (\(v.raw))"
    }

    /// Every platform's value, in platform order: `uniwind 600 (font-semibold), …`.
    var valuesText: String {
        Platform.allCases.filter { values[$0] != nil || platforms.contains($0) }
            .map { "\($0.rawValue) \(valueText($0))" }.joined(separator: ", ")
    }

    /// One line naming the component, property, state and every platform's value.
    var summary: String {
        let differing = platforms.map(\.rawValue).joined(separator: ", ")
        switch kind {
        case .mismatch:
            return "\(title): \(differing) differ\(platforms.count == 1 ? "s" : "") from the expected \(expected ?? "?"); \(valuesText)"
        case .missing:
            return "\(title): not set on \(differing)" + (expected.map { ", expected \($0)" } ?? "") + "; \(valuesText)"
        case .unresolved, .parseError, .missingImplementation:
            return "\(title): \(message)"
        }
    }

    /// The platform whose location `primaryLocation` is: the first differing one that has a location.
    var primaryPlatform: Platform? {
        platforms.first { values[$0]?.location != nil }
            ?? Platform.allCases.first { p in values[p]?.location != nil && values[p]?.location == primaryLocation }
    }

    /// Every other platform's location, in platform order (SARIF `relatedLocations`).
    var relatedLocations: [(Platform, SourceLocation)] {
        let primary = primaryPlatform
        return Platform.allCases.compactMap { p in p == primary ? nil : values[p]?.location.map { (p, $0) } }
    }
}

/// Findings in report order: new before baselined, errors before warnings, then by key.
func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
    (a.baselined ? 1 : 0, a.severity, a.component, a.key, a.kind, a.id) < (b.baselined ? 1 : 0, b.severity, b.component, b.key, b.kind, b.id)
}

enum Escape {
    /// Text for HTML and XML content and attribute values. Characters XML 1.0 forbids become U+FFFD.
    static func markup(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(u)
            default:
                let v = u.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) { out += "\u{FFFD}" } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    /// Text inside a Markdown table cell or line: no HTML, no table breaks, no emphasis, one line.
    static func markdown(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "\\", "`", "*", "_", "[", "]", "~", "#": out += "\\" + String(c)
            case "\n", "\r", "\r\n": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// A relative path as a URI reference: each segment percent-encoded.
    static func uriPath(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~!$&'()*+=@")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
