#ifndef PARITY_TREE_SITTER_ALLOCATOR_H
#define PARITY_TREE_SITTER_ALLOCATOR_H

#include <stdbool.h>

/// Makes tree-sitter allocate its small blocks (subtrees, stack nodes, child arrays) from
/// per-thread free lists instead of glibc malloc. Idempotent and thread-safe; call it before
/// the first parser is made. Returns false (and changes nothing) in a build with
/// AddressSanitizer, so the sanitizer keeps seeing every tree-sitter allocation.
bool parity_ts_allocator_install(void);

/// Counters for tests: blocks the calling thread's pools handed out and took back.
typedef struct {
    unsigned long long pooled_allocations;
    unsigned long long pooled_frees;
} parity_ts_allocator_stats;

parity_ts_allocator_stats parity_ts_allocator_read_stats(void);

#endif
