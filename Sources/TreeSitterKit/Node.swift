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
        guard let id = tree.fieldIDs[field] else { return nil }
        return wrap(ts_node_child_by_field_id(raw, id))
    }

    /// The child under a field looked up once (`Language.field(_:)`); nil for no field.
    public func child(_ field: Field) -> Node? {
        field.id == 0 ? nil : wrap(ts_node_child_by_field_id(raw, field.id))
    }

    /// The field name under which the `i`th child hangs, if any.
    public func fieldName(ofChild i: Int) -> String? {
        ts_node_field_name_for_child(raw, UInt32(i)).map { String(cString: $0) }
    }

    /// The grammar's number for this node's type (see `Language.types(_:)`).
    public var symbol: UInt16 { ts_node_symbol(raw) }

    /// (The counts are O(1): the lists are allocated once, not grown child by child.)
    public var children: [Node] {
        var out: [Node] = []
        out.reserveCapacity(childCount)
        forEachChild { out.append($0); return true }
        return out
    }
    public var namedChildren: [Node] {
        var out: [Node] = []
        out.reserveCapacity(namedChildCount)
        forEachRawChild { n in
            if ts_node_is_named(n) { out.append(Node(raw: n, tree: tree)) }
            return true
        }
        return out
    }

    /// `forEachChild` on the C nodes: a `Node` (which retains its tree) is made only for the
    /// children a caller keeps.
    private func forEachRawChild(_ visit: (TSNode) -> Bool) {
        var c = ts_tree_cursor_new(raw)
        defer { ts_tree_cursor_delete(&c) }
        guard ts_tree_cursor_goto_first_child(&c) else { return }
        repeat {
            if !visit(ts_tree_cursor_current_node(&c)) { return }
        } while ts_tree_cursor_goto_next_sibling(&c)
    }

    /// Whether a C node's type is `type` (by the grammar's name table, no C string made).
    private func has(_ node: TSNode, type: String) -> Bool {
        let symbol = Int(ts_node_symbol(node))
        let names = tree.typeNames
        guard symbol < names.count else { return String(cString: ts_node_type(node)) == type }
        // Lengths first: most names tested differ in length, and comparing two long strings
        // that are not the same object is a call into the runtime.
        return names[symbol].utf8.count == type.utf8.count && names[symbol] == type
    }

    /// This node and its descendants of the given type, in document order (iterative).
    public func descendants(_ type: String) -> [Node] {
        var out: [Node] = []
        walkRaw { node, _ in
            if has(node, type: type) { out.append(Node(raw: node, tree: tree)) }
            return true
        }
        return out
    }

    /// The first node of the given type in document order, this node included; the walk stops
    /// there.
    public func firstDescendant(_ type: String) -> Node? {
        var found: Node?
        walkRaw { node, _ in
            if has(node, type: type) { found = Node(raw: node, tree: tree); return nil }
            return true
        }
        return found
    }

    /// Visits the children in order until `visit` returns false. One tree cursor for the whole
    /// list: `child(i)` walks from the first child each time, so a loop over it is quadratic.
    public func forEachChild(_ visit: (Node) -> Bool) {
        forEachRawChild { visit(Node(raw: $0, tree: tree)) }
    }

    /// The one pre-order walk over the C nodes, with one cursor: `visit` gets each node and its
    /// depth below this one, and returns whether to descend into it (nil: stop the walk).
    private func walkRaw(_ visit: (TSNode, Int) -> Bool?) {
        var c = ts_tree_cursor_new(raw)
        defer { ts_tree_cursor_delete(&c) }
        var depth = 0
        while true {
            guard let descend = visit(ts_tree_cursor_current_node(&c), depth) else { return }
            if descend, ts_tree_cursor_goto_first_child(&c) { depth += 1; continue }
            while !ts_tree_cursor_goto_next_sibling(&c) {
                if !ts_tree_cursor_goto_parent(&c) { return }
                depth -= 1
            }
        }
    }

    /// The last named child, without building the list of children.
    public var lastNamedChild: Node? {
        let n = namedChildCount
        return n > 0 ? namedChild(n - 1) : nil
    }

    /// The first named child of a type, without building the list of children.
    public func firstNamedChild(_ type: String) -> Node? {
        var found: Node?
        forEachRawChild { n in
            if ts_node_is_named(n), has(n, type: type) { found = Node(raw: n, tree: tree); return false }
            return true
        }
        return found
    }

    /// The first named child `accept` takes, in one walk that stops there: `namedChildren.first(where:)`
    /// without making the list.
    public func firstNamedChild(where accept: (Node) -> Bool) -> Node? {
        var found: Node?
        forEachRawChild { n in
            guard ts_node_is_named(n) else { return true }
            let node = Node(raw: n, tree: tree)
            if accept(node) { found = node; return false }
            return true
        }
        return found
    }

    /// Whether a direct child (named or not) has the given type, e.g. the `struct` keyword.
    public func hasChild(_ type: String) -> Bool {
        var found = false
        forEachRawChild { n in
            if has(n, type: type) { found = true; return false }
            return true
        }
        return found
    }

    /// Visits this node and its descendants in document order, iteratively (no recursion),
    /// skipping a subtree when `visit` returns false.
    public func walk(_ visit: (Node) -> Bool) {
        walkRaw { node, _ in visit(Node(raw: node, tree: tree)) }
    }

    /// `walk`, with each node's depth below this one (0 for this node). A caller that needs
    /// what encloses a node keeps it on a stack by depth: `parent` in tree-sitter 0.20 walks
    /// down from the root, so asking it of every node is quadratic in the nesting.
    public func walk(_ visit: (Node, Int) -> Bool) {
        walkRaw { node, depth in visit(Node(raw: node, tree: tree), depth) }
    }

    /// This node and its descendants whose type is in `types`, in document order, found in one
    /// walk that builds a `Node` only for those: the extractors learn a file's declarations this
    /// way, and testing every node's type name as a string was most of a walk's cost.
    /// With `containers`, the walk descends only into nodes of those types (and this node), for
    /// declarations that sit at known places: a module's, a type's, a function body's.
    public func collect(_ types: NodeTypes, descendingInto containers: NodeTypes? = nil) -> [Node] {
        var out: [Node] = []
        walkRaw { node, depth in
            let symbol = ts_node_symbol(node)
            if types.contains(symbol) { out.append(Node(raw: node, tree: tree)) }
            return depth == 0 || containers?.contains(symbol) ?? true
        }
        return out
    }

    /// ERROR and MISSING nodes under this node, in document order, except inside nodes of the
    /// `skipping` types.
    public func syntaxErrors(skipping: Set<String> = []) -> [Node] {
        var found: [Node] = []
        walk { node in
            if node.isError || node.isMissing { found.append(node); return false }
            return node.hasError && !skipping.contains(node.type)
        }
        return found
    }
}
