#include <tree_sitter/api.h>
