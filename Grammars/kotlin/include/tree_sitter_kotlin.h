#ifndef TREE_SITTER_KOTLIN_H
#define TREE_SITTER_KOTLIN_H
/// The kotlin grammar from tree-sitter-language-pack (see Grammars/grammars.lock).
struct TSLanguage;
const struct TSLanguage *tree_sitter_kotlin(void);
#endif
