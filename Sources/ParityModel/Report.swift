/// One cell of the comparison table: a platform's value of one fact.
public struct Cell: Codable, Hashable, Sendable {
    public enum Status: String, Codable, Sendable { case match, mismatch, missing, unresolved }
    public var raw: String?
    public var value: String?
    public var unit: String?
    public var location: SourceLocation?
    public var status: Status

    public init(raw: String?, value: String?, unit: String?, location: SourceLocation?, status: Status) {
        self.raw = raw; self.value = value; self.unit = unit; self.location = location; self.status = status
    }
}

/// One row of the table: a fact key across platforms.
public struct Row: Codable, Hashable, Sendable {
    public var key: FactKey
    public var cells: [Platform: Cell]

    public init(key: FactKey, cells: [Platform: Cell]) { self.key = key; self.cells = cells }
}

/// The comparison of one component.
public struct ComponentResult: Encodable, Hashable, Sendable {
    public var component: String
    public var files: [Platform: String]
    public var rows: [Row]
    public var findings: [Finding]

    public init(component: String, files: [Platform: String], rows: [Row], findings: [Finding]) {
        self.component = component; self.files = files; self.rows = rows; self.findings = findings
    }
}


/// An accepted finding in `Baselines/<component>.json`.
public struct BaselineEntry: Codable, Hashable, Sendable {
    public var id: String
    public var component: String
    public var part: String
    public var property: String
    public var state: String
    public var variant: String
    public var size: String
    public var kind: FindingKind
    public var platforms: [Platform]
    /// Normalized values per platform at acceptance.
    public var values: [String: String]
    public var reason: String

    public init(finding f: Finding, reason: String = "") {
        id = f.id; component = f.component; part = f.key.part; property = f.key.property; state = f.key.state
        variant = f.key.variant; size = f.key.size; kind = f.kind; platforms = f.platforms
        values = Dictionary(uniqueKeysWithValues: f.values.map { ($0.key.rawValue, $0.value.normalized) })
        self.reason = reason
    }
}

/// Counts for dashboards.
public struct Summary: Codable, Hashable, Sendable {
    public var components = 0
    public var properties = 0
    public var matches = 0
    public var findings = 0
    public var byKind: [String: Int] = [:]
    public var bySeverity: [String: Int] = [:]
    public var new = 0
    public var baselined = 0
    public var stale = 0

    public init() {}
}

/// Everything a run found: the input of every reporter.
public struct Report: Encodable, Hashable, Sendable {
    public struct Tool: Codable, Hashable, Sendable {
        public var name = "parity"
        public var version = Report.toolVersion
        public var informationUri = "https://github.com/parity-design/parity"
    }
    public static let toolVersion = "0.1.0"
    public var schemaVersion = 1
    public var tool = Tool()
    public var root: String
    public var timestamp: String?
    public var components: [ComponentResult]
    public var findings: [Finding]
    public var staleBaseline: [BaselineEntry]
    public var summary: Summary

    public init(root: String, components: [ComponentResult], stale: [BaselineEntry]) {
        self.root = root
        self.components = components.sorted { $0.component < $1.component }
        findings = self.components.flatMap(\.findings)
        staleBaseline = stale.sorted { $0.id < $1.id }
        var s = Summary()
        s.components = components.count
        s.properties = components.reduce(0) { $0 + $1.rows.count }
        s.matches = components.reduce(0) { $0 + $1.rows.filter { !$0.cells.values.contains { $0.status != .match } }.count }
        s.findings = findings.count
        for f in findings {
            s.byKind[f.kind.rawValue, default: 0] += 1
            s.bySeverity[f.severity.rawValue, default: 0] += 1
            if f.baselined { s.baselined += 1 } else { s.new += 1 }
        }
        s.stale = stale.count
        summary = s
    }

    /// New findings that fail the run (errors and warnings not accepted by a baseline; notes never fail it).
    public var newFindings: [Finding] { findings.filter { !$0.baselined && $0.severity != .note } }
}
