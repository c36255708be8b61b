#ifndef TREE_SITTER_TSX_H
#define TREE_SITTER_TSX_H
/// The tsx grammar from tree-sitter-language-pack (see Grammars/grammars.lock).
struct TSLanguage;
const struct TSLanguage *tree_sitter_tsx(void);
#endif
