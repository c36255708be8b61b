// Per-thread size-class pools for tree-sitter's allocations.
//
// tree-sitter allocates and frees thousands of small blocks per parse (subtrees, parse-stack
// nodes, child arrays). glibc's per-thread cache holds 7 blocks of a size, so most of these go
// through the arena code (_int_malloc, _int_free, malloc_consolidate). With these pools the
// parse floor takes 7% fewer instructions and 16% less time on one thread (BENCHMARKS.md).
// Here each thread keeps a free list per 16-byte size class up to 1 KiB, carved from 256 KiB
// chunks that are never given back: a thread's pools stay as large as the most tree-sitter
// memory it had alive at once.
//
// Every pooled block has an 8-byte header just before it: MAGIC in the high 32 bits, the size
// class in the low ones. glibc keeps a chunk's size in the same 8 bytes of its blocks, and a
// size is always below 2^48, so `free` tells a pooled block from a glibc one (a large block, or
// one allocated before the pools were installed) without any table. A block freed on another
// thread joins that thread's free list: memory is memory, and each list is used by one thread.
#include "TreeSitterAllocator.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PARITY_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define PARITY_ASAN 1
#endif

enum {
    HEADER = 16,           // keeps the 16-byte alignment malloc gives
    GRAIN = 16,
    CLASSES = 64,          // blocks up to CLASSES * GRAIN bytes are pooled
    CHUNK = 256 * 1024,
};
static const uint64_t MAGIC = 0xA110C8EDull << 32;

typedef struct FreeBlock { struct FreeBlock *next; } FreeBlock;

typedef struct {
    FreeBlock *free[CLASSES + 1];
    char *cursor;          // the unused rest of the current chunk
    char *end;
} Pools;

static _Thread_local Pools pools;
static _Thread_local unsigned long long pooled_allocations;
static _Thread_local unsigned long long pooled_frees;

static inline uint64_t *header_of(void *p) { return (uint64_t *)((char *)p - 8); }
static inline int is_pooled(void *p) { return (*header_of(p) >> 32) == (MAGIC >> 32); }
static inline size_t class_size(size_t cls) { return cls * GRAIN; }

static void *pooled_malloc(size_t size) {
    size_t cls = size == 0 ? 1 : (size + GRAIN - 1) / GRAIN;
    if (cls > CLASSES) return malloc(size);
    Pools *p = &pools;
    FreeBlock *block = p->free[cls];
    if (block) {
        p->free[cls] = block->next;
    } else {
        size_t need = HEADER + class_size(cls);
        if ((size_t)(p->end - p->cursor) < need) {
            char *chunk = malloc(CHUNK);
            if (!chunk) return NULL;
            p->cursor = chunk;
            p->end = chunk + CHUNK;
        }
        block = (FreeBlock *)(p->cursor + HEADER);
        p->cursor += need;
        *header_of(block) = MAGIC | cls;
    }
    pooled_allocations++;
    return block;
}

static void pooled_free(void *ptr) {
    if (!ptr) return;
    if (!is_pooled(ptr)) { free(ptr); return; }
    size_t cls = (size_t)(*header_of(ptr) & 0xFFFFFFFFu);
    FreeBlock *block = ptr;
    block->next = pools.free[cls];
    pools.free[cls] = block;
    pooled_frees++;
}

static void *pooled_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) return NULL;
    void *p = pooled_malloc(count * size);
    if (p) memset(p, 0, count * size);
    return p;
}

static void *pooled_realloc(void *ptr, size_t size) {
    if (!ptr) return pooled_malloc(size);
    if (!is_pooled(ptr)) return realloc(ptr, size);
    size_t old = class_size((size_t)(*header_of(ptr) & 0xFFFFFFFFu));
    if (size <= old && size > old / 2) return ptr;
    void *fresh = pooled_malloc(size);
    if (!fresh) return NULL;
    memcpy(fresh, ptr, size < old ? size : old);
    pooled_free(ptr);
    return fresh;
}

static atomic_int installed;

bool parity_ts_allocator_install(void) {
#ifdef PARITY_ASAN
    return false;
#else
    int expected = 0;
    if (atomic_compare_exchange_strong(&installed, &expected, 1)) {
        ts_set_allocator(pooled_malloc, pooled_calloc, pooled_realloc, pooled_free);
    }
    return true;
#endif
}

parity_ts_allocator_stats parity_ts_allocator_read_stats(void) {
    parity_ts_allocator_stats s = { pooled_allocations, pooled_frees };
    return s;
}
