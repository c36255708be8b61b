import Foundation
import ParityModel

/// SARIF 2.1.0 for GitHub code scanning: one rule per finding kind, one result per finding.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public init() {}

    public func render(_ report: Report) throws -> String {
        let kinds = FindingKind.allCases.sorted()
        let rules = kinds.map { k in
            Rule(id: k.rawValue, name: k.ruleName, shortDescription: .init(text: k.shortDescription),
                 fullDescription: .init(text: k.help), help: .init(text: k.help, markdown: k.help),
                 helpUri: report.tool.informationUri + "#findings", defaultConfiguration: .init(level: k.defaultLevel))
        }
        let results = report.findings.sorted(by: reportOrder).map { f in
            Result(ruleId: f.kind.rawValue, ruleIndex: kinds.firstIndex(of: f.kind)!, level: f.severity.rawValue,
                   message: .init(text: f.summary),
                   locations: [location(report, f.primaryLocation ?? fallback(report, f), f.primaryPlatform, id: nil)],
                   relatedLocations: f.relatedLocations.enumerated().map { i, pl in location(report, pl.1, pl.0, id: i + 1, text: "\(pl.0.rawValue): \(f.valueText(pl.0))") },
                   partialFingerprints: ["parityFindingId/v1": f.id],
                   suppressions: f.baselined ? [.init(kind: "external", status: "accepted", justification: "accepted in the parity baseline of \(f.component)")] : nil)
        }
        let driver = Driver(name: report.tool.name, version: report.tool.version, semanticVersion: report.tool.version,
                            informationUri: report.tool.informationUri, rules: rules)
        let log = Log(runs: [Run(tool: .init(driver: driver), results: results)])
        return String(decoding: try canonicalJSONEncoder().encode(log), as: UTF8.self) + "\n"
    }

    /// A finding without a location (a missing implementation) points at another platform's file.
    private func fallback(_ report: Report, _ f: Finding) -> SourceLocation {
        let files = report.components.first { $0.component == f.component }?.files ?? [:]
        return SourceLocation(file: files.keys.sorted().first.flatMap { files[$0] } ?? ".", line: 1, column: 1)
    }

    private func location(_ report: Report, _ loc: SourceLocation, _ platform: Platform?, id: Int?, text: String? = nil) -> Location {
        Location(id: id, physicalLocation: .init(artifactLocation: .init(uri: Escape.uriPath(report.repoPath(loc.file))),
                                                 region: .init(startLine: max(1, loc.line), startColumn: max(1, loc.column))),
                 message: text.map { .init(text: $0) })
    }

    // The subset of the SARIF object model parity writes.
    struct Log: Encodable {
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        /// parity's columns count Unicode code points (UTF-8 lead bytes), not UTF-16 units.
        var columnKind = "unicodeCodePoints"
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable { var name, version, semanticVersion, informationUri: String; var rules: [Rule] }
    struct Rule: Encodable {
        var id, name: String
        var shortDescription, fullDescription: Message
        var help: Message
        var helpUri: String
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String; var markdown: String? = nil }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]
        var partialFingerprints: [String: String]
        var suppressions: [Suppression]?
    }
    struct Location: Encodable { var id: Int?; var physicalLocation: PhysicalLocation; var message: Message? }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine, startColumn: Int }
    struct Suppression: Encodable { var kind, status, justification: String }
}

extension FindingKind {
    var ruleName: String {
        switch self {
        case .mismatch: "PlatformValueMismatch"
        case .missing: "PropertyMissingOnPlatform"
        case .unresolved: "UnresolvedTokenOrHelper"
        case .parseError: "SourceParseError"
        case .missingImplementation: "MissingImplementation"
        }
    }

    var shortDescription: String {
        switch self {
        case .mismatch: "Platforms style a property differently"
        case .missing: "A platform does not set a property the others set"
        case .unresolved: "A value refers to a token or helper parity could not resolve"
        case .parseError: "A source file has syntax errors"
        case .missingImplementation: "A platform has no implementation of the component"
        }
    }

    /// What the finding means and how to resolve it: SARIF `help`, shown by code scanning.
    var help: String {
        switch self {
        case .mismatch: "The platforms hold different values for one property of a component in one state. The expected value is the majority's (or the configured referencePlatform's). Change the differing implementation to the expected value, or accept the drift with `parity baseline update <component>` and give a reason."
        case .missing: "Some platforms set this property and others do not. Set it on the missing platforms, or remove it where it is set, or accept the drift with `parity baseline update <component>`."
        case .unresolved: "parity could not resolve a token or helper the value refers to, so it could not compare it. Define the token in the platform's token file, or use a token parity reads."
        case .parseError: "The source file has syntax errors at the given line and column; parity still compared what it could read. Fix the syntax error."
        case .missingImplementation: "The component exists on other platforms but this platform has no file for it. Add the implementation at the default layout's path, or configure the platform's componentDir."
        }
    }

    var defaultLevel: String { self == .missing || self == .unresolved ? "warning" : "error" }
}
