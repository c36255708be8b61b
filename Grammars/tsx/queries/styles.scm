; Where TSX components keep their styles.
; The reference for TSXExtractor.sites(in:) and TSXExtractor.tables(in:), which find the same
; nodes with one walk of the tree (the 0.20.7 query cursor cost four times the walk, and
; compiling this query more than extracting 150 files); TSXSitesTests holds the two equal.
; - @style.attribute / @style.value: a JSX attribute and its value. The extractor keeps the
;   attributes of its style table (className, placeholderClassName, style, placeholderTextColor).
; - @style.tag: the name of the element carrying the attribute.
; - @table.name / @table.value: a top-level object literal (a `Record<Variant, …>` lookup, a
;   palette) or the object given to `StyleSheet.create`, which style expressions index into.
(jsx_opening_element
  name: (_) @style.tag
  (jsx_attribute (property_identifier) @style.attribute (_) @style.value))

(jsx_self_closing_element
  name: (_) @style.tag
  (jsx_attribute (property_identifier) @style.attribute (_) @style.value))

(program
  (lexical_declaration
    (variable_declarator name: (identifier) @table.name value: (object) @table.value)))

(program
  (export_statement
    (lexical_declaration
      (variable_declarator name: (identifier) @table.name value: (object) @table.value))))

(program
  (lexical_declaration
    (variable_declarator
      name: (identifier) @table.name
      value: (call_expression
        function: (member_expression) @_create
        arguments: (arguments (object) @table.value))))
  (#eq? @_create "StyleSheet.create"))
