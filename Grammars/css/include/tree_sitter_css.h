#ifndef TREE_SITTER_CSS_H
#define TREE_SITTER_CSS_H
/// The css grammar from tree-sitter-language-pack (see Grammars/grammars.lock).
struct TSLanguage;
const struct TSLanguage *tree_sitter_css(void);
#endif
