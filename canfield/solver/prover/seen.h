/* The positions a search has seen: an open-addressing table over an arena of keys. */
#ifndef CANFIELD_PROVER_SEEN_H
#define CANFIELD_PROVER_SEEN_H

#include "nodes.h"

/* ---------------------------------------------------------------- the seen table */

typedef struct {
    uint64_t *slots;   /* (tag << 40) | (offset + 1); 0 is empty */
    size_t capacity;   /* a power of two */
    size_t used;
    uint8_t *arena;    /* entries: cursors (8 bytes), key length (1), key */
    size_t arena_used;
    size_t arena_size;
} Seen;

static uint64_t hash_bytes(const uint8_t *p, size_t n) {
    uint64_t h = 0x9E3779B97F4A7C15ULL ^ (uint64_t)n;
    while (n >= 8) {
        uint64_t v;
        memcpy(&v, p, 8);
        h = (h ^ v) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
        p += 8;
        n -= 8;
    }
    uint64_t v = 0;
    memcpy(&v, p, n);
    h = (h ^ v) * 0x94D049BB133111EBULL;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 32;
    return h;
}

/* Large tables on huge pages where the system offers them on request (Linux's "madvise"
 * setting): a lookup lands anywhere in the table, and with 4 KiB pages nearly every one
 * also misses the TLB. */
static void huge_pages(void *start, size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t from = ((uintptr_t)start + huge - 1) & ~(huge - 1);
    uintptr_t to = ((uintptr_t)start + size) & ~(huge - 1);
    if (to > from) madvise((void *)from, to - from, MADV_HUGEPAGE);
#else
    (void)start;
    (void)size;
#endif
}

static uint64_t *new_slots(size_t capacity) {
    uint64_t *slots = calloc(capacity, sizeof(uint64_t));
    if (slots) huge_pages(slots, capacity * sizeof(uint64_t));
    return slots;
}

static int seen_init(Seen *s) {
    s->capacity = 1 << 16;
    s->used = 0;
    s->slots = new_slots(s->capacity);
    s->arena_size = 1 << 20;
    s->arena_used = 0;
    s->arena = malloc(s->arena_size);
    return s->slots && s->arena ? 0 : -1;
}

static void seen_free(Seen *s) {
    free(s->slots);
    free(s->arena);
    s->slots = NULL;
    s->arena = NULL;
}

static int seen_grow(Seen *s) {
    size_t capacity = s->capacity * 2;
    uint64_t *slots = new_slots(capacity);
    if (!slots) return -1;
    for (size_t i = 0; i < s->capacity; i++) {
        uint64_t slot = s->slots[i];
        if (!slot) continue;
        size_t offset = (size_t)(slot & ((UINT64_C(1) << 40) - 1)) - 1;
        const uint8_t *entry = s->arena + offset;
        uint64_t h = hash_bytes(entry + 9, entry[8]);
        size_t j = (size_t)h & (capacity - 1);
        while (slots[j]) j = (j + 1) & (capacity - 1);
        slots[j] = slot;
    }
    free(s->slots);
    s->slots = slots;
    s->capacity = capacity;
    return 0;
}

/* The cursors word of `key`, added (as 0) when new; NULL when memory ran out. The
 * pointer is good until the next call. */
static uint8_t *seen_find(Seen *s, const uint8_t *key, size_t n) {
    uint64_t h = hash_bytes(key, n);
    uint64_t tag = h >> 40;
    size_t mask = s->capacity - 1;
    size_t i = (size_t)h & mask;
    for (;;) {
        uint64_t slot = s->slots[i];
        if (!slot) break;
        if ((slot >> 40) == tag) {
            size_t offset = (size_t)(slot & ((UINT64_C(1) << 40) - 1)) - 1;
            uint8_t *entry = s->arena + offset;
            if (entry[8] == n && memcmp(entry + 9, key, n) == 0) return entry;
        }
        i = (i + 1) & mask;
    }
    size_t need = 9 + n;
    if (s->arena_used + need > s->arena_size) {
        size_t size = s->arena_size * 2;
        uint8_t *arena = realloc(s->arena, size);
        if (!arena) return NULL;
        huge_pages(arena, size);
        s->arena = arena;
        s->arena_size = size;
    }
    uint8_t *entry = s->arena + s->arena_used;
    memset(entry, 0, 8);
    entry[8] = (uint8_t)n;
    memcpy(entry + 9, key, n);
    s->slots[i] = (tag << 40) | (uint64_t)(s->arena_used + 1);
    s->arena_used += need;
    s->used++;
    if (s->used * 2 > s->capacity) {
        size_t offset = (size_t)(entry - s->arena);
        if (seen_grow(s) < 0) return NULL;
        entry = s->arena + offset;
    }
    return entry;
}


#endif /* CANFIELD_PROVER_SEEN_H */
