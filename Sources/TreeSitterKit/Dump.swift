extension Node {
    /// An indented outline of the tree (type, field, position, short text), for `parity dump-tree`.
    public func outline(maxDepth: Int = 64) -> String {
        var lines: [String] = []
        var stack: [(Node, Int, String?)] = [(self, 0, nil)]
        while let (node, depth, field) = stack.popLast() {
            let leafText = node.childCount == 0 ? " " + node.text.debugDescription : ""
            let label = field.map { "\($0): " } ?? ""
            lines.append(String(repeating: "  ", count: depth) + label + (node.isNamed ? node.type : "\"\(node.type)\"") + " @\(node.position.line):\(node.position.column)" + leafText)
            guard depth < maxDepth else { continue }
            for i in (0..<node.childCount).reversed() {
                if let c = node.child(i) { stack.append((c, depth + 1, node.fieldName(ofChild: i))) }
            }
        }
        return lines.joined(separator: "\n")
    }
}
