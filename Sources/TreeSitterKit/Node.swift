import CTreeSitter

/// A node of a syntax tree. Keeps its tree alive.
public struct Node {
    let raw: TSNode
    public let tree: Tree

    init(raw: TSNode, tree: Tree) {
        self.raw = raw
        self.tree = tree
    }

    private func wrap(_ node: TSNode) -> Node? { ts_node_is_null(node) ? nil : Node(raw: node, tree: tree) }

    public var type: String {
        let symbol = Int(ts_node_symbol(raw))
        let names = tree.typeNames
        return symbol < names.count ? names[symbol] : String(cString: ts_node_type(raw))
    }
    public var isNamed: Bool { ts_node_is_named(raw) }
    public var isMissing: Bool { ts_node_is_missing(raw) }
    public var isError: Bool { type == "ERROR" }
    public var hasError: Bool { ts_node_has_error(raw) }
    public var startByte: Int { Int(ts_node_start_byte(raw)) }
    public var endByte: Int { Int(ts_node_end_byte(raw)) }
    public var byteRange: Range<Int> { startByte..<max(startByte, endByte) }
    public var text: String { tree.source.text(byteRange) }
    public var position: Position { tree.source.position(ofByte: startByte) }

    public var childCount: Int { Int(ts_node_child_count(raw)) }
    public var namedChildCount: Int { Int(ts_node_named_child_count(raw)) }
    public func child(_ i: Int) -> Node? { wrap(ts_node_child(raw, UInt32(i))) }
    public func namedChild(_ i: Int) -> Node? { wrap(ts_node_named_child(raw, UInt32(i))) }
    public var parent: Node? { wrap(ts_node_parent(raw)) }
    public var nextNamedSibling: Node? { wrap(ts_node_next_named_sibling(raw)) }
    public var previousNamedSibling: Node? { wrap(ts_node_prev_named_sibling(raw)) }

    public func child(field: String) -> Node? {
        field.withCString { wrap(ts_node_child_by_field_name(raw, $0, UInt32(field.utf8.count))) }
    }

    /// The field name under which the `i`th child hangs, if any.
    public func fieldName(ofChild i: Int) -> String? {
        ts_node_field_name_for_child(raw, UInt32(i)).map { String(cString: $0) }
    }

    public var children: [Node] { (0..<childCount).compactMap { child($0) } }
    public var namedChildren: [Node] { (0..<namedChildCount).compactMap { namedChild($0) } }

    /// Visits this node and its descendants in document order, iteratively (no recursion),
    /// skipping a subtree when `visit` returns false.
    public func walk(_ visit: (Node) -> Bool) {
        let cursor = ts_tree_cursor_new(raw)
        var c = cursor
        defer { ts_tree_cursor_delete(&c) }
        while true {
            let node = Node(raw: ts_tree_cursor_current_node(&c), tree: tree)
            if visit(node), ts_tree_cursor_goto_first_child(&c) { continue }
            while !ts_tree_cursor_goto_next_sibling(&c) {
                if !ts_tree_cursor_goto_parent(&c) { return }
            }
        }
    }

    /// ERROR and MISSING nodes under this node, in document order.
    public func syntaxErrors() -> [Node] {
        var found: [Node] = []
        walk { node in
            if node.isError || node.isMissing { found.append(node); return false }
            return node.hasError
        }
        return found
    }
}
