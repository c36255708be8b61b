#ifndef TREE_SITTER_SWIFT_H
#define TREE_SITTER_SWIFT_H
/// The swift grammar from tree-sitter-language-pack (see Grammars/grammars.lock).
struct TSLanguage;
const struct TSLanguage *tree_sitter_swift(void);
#endif
