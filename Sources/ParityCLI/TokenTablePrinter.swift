import ParityModel

/// `parity tokens`: every token as a row, one column per platform; differing cells marked ✗,
/// tokens a platform does not define shown as —, unresolved ones as ?.
enum TokenTablePrinter {
    static func render(_ result: ComponentResult, color: Bool) -> String {
        let platforms = Platform.allCases.filter { result.files[$0] != nil }
        let header = ["token"] + platforms.map(\.rawValue)
        var table: [[String]] = [header]
        var marks: [[Cell.Status?]] = [Array(repeating: nil, count: header.count)]
        for row in result.rows {
            var line = [row.key.description]
            var status: [Cell.Status?] = [nil]
            for p in platforms {
                let cell = row.cells[p]
                switch cell?.status {
                case .match?: line.append(cell?.value ?? "")
                case .mismatch?: line.append("✗ " + (cell?.value ?? ""))
                case .unresolved?: line.append("?")
                case .missing?, nil: line.append(cell == nil ? "" : "—")
                }
                status.append(cell?.status)
            }
            table.append(line)
            marks.append(status)
        }
        let widths = header.indices.map { i in table.map { $0[i].count }.max() ?? 0 }
        var lines: [String] = []
        for (r, line) in table.enumerated() {
            let cells = line.enumerated().map { i, text -> String in
                let padded = text.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                guard color, let s = marks[r][i], s != .match else { return padded }
                return "\u{1B}[\(s == .mismatch ? "31" : "33")m\(padded)\u{1B}[0m"
            }
            lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
        }
        let agree = result.rows.filter { !$0.cells.values.contains { $0.status != .match } }.count
        lines.append("")
        lines.append("\(result.rows.count) token values compared on \(platforms.count) platforms, \(agree) agree everywhere")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
