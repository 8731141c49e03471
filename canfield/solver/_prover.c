/* The prover's loop in C: the same search as `proof.prover_steps` over the same moves as
 * `moves.Moves.children` (or `relaxed.RelaxedMoves`), about ten times faster.
 *
 * Everything here mirrors the Python modules line by line, in the same order: the same
 * children in the same order, the same positions skipped, so a search here expands
 * exactly the positions the Python one does, and `tests/solver/test_fast.py` checks that
 * (children, node counts, verdicts and winning lines). The Python modules stay the
 * reference; read their docstrings for why each move and each reduction is safe.
 *
 * Three searches exist only here, each a flag on the same loop:
 * - `seed`: the moves other than foundation plays in a random order (`fast.restarts_steps`);
 * - `twins`: a twin-blind key, a win-finder (`fast.twins_steps`, as `search.twins_key`);
 * - `blind`: the column-blind game, whose loss proves the real one's
 *   (`proof.blind_prover` says why; in Draw 1 it forgets the stock's twins too).
 *
 * A node is four columns (kept sorted as Python sorts bytes), the reserve length, the
 * talon (a mask of the stock cycle's cards still there, and the waste cursor << 56) and
 * the foundation counts. The positions seen are kept in an open-addressing table over an
 * arena of keys: the columns with separators, the reserve length, the talon's mask (and,
 * where the columns do not imply them, the counts), and the waste cursors seen with them
 * (`Dominators`).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#define SHIFT 56
#define MASK ((UINT64_C(1) << SHIFT) - 1)
#define NONE 0xFF           /* an empty column's top, and "no card" */
#define TO_FOUNDATION (-2)
#define TO_EMPTY (-1)
#define MAX_CYCLE 56
#define MAX_CHILDREN_GUESS 512

typedef struct {
    uint8_t len[4];
    uint8_t cards[4][52];
    uint8_t r;
    uint8_t counts[4];
    uint64_t talon;
} Node;

typedef struct {
    char kind;       /* 'R' 'W' 'C' 'F' */
    uint8_t card;
    int16_t target;  /* a card id, TO_EMPTY or TO_FOUNDATION */
    char kind2;      /* 0 for a one-move step */
    uint8_t card2;
    int16_t target2;
} Step;

typedef struct {
    uint8_t len[4];
    uint8_t r;
    uint8_t counts[4];
    uint8_t cards[52]; /* the columns, one after the other */
    uint64_t talon;
    Step step;
} Child;

typedef struct {
    int ids;            /* 52 cards, or 26 classes in the relaxed game */
    int relaxed;
    uint8_t rel[256];
    uint8_t red[256];
    uint8_t suit[256];
    uint8_t under[256][2];
    int nunder;
    uint8_t fcard[4][13];
    uint8_t klass[256];
    uint8_t fit[256];
    uint8_t reserve[52];
    int nreserve;
    uint8_t cycle[MAX_CYCLE];
    int ncycle;
    int draw;
    /* The column-blind game (`blind`): cards keep their suit in the reserve, the stock and
     * on the foundations, and lose it in the columns, where a card is its class (ids
     * BLIND + class). `col_id` gives a card's id once in a column (itself, elsewhere). */
    int blind;
    uint8_t col_id[256];
    uint8_t col_reserve[52];
    int8_t cycle_pos[52];
    int8_t reserve_pos[52];
    uint8_t suit_red[4];
    /* In Draw 1 the blind game forgets suits in the stock too (`merge_stock`): the stock is
     * a set there, every card in reach, so of two twins in the stock cycle, "one of them
     * is left" is one position, stored with the bit of the first (`merged_talon`). */
    int merge_stock;
    int npairs;
    uint8_t pair_a[26], pair_b[26];  /* cycle positions of twins both in the cycle, a < b */
    int16_t stock_twin[52];          /* a card's twin when both are in the cycle, else -1 */
    struct PlaysCache *plays_cache;  /* owned by the prover; NULL: no cache */
} Tables;

#define BLIND 64

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

/* ---------------------------------------------------------------- nodes and steps */

static int cmp_col(const uint8_t *a, int la, const uint8_t *b, int lb) {
    int n = la < lb ? la : lb;
    int c = memcmp(a, b, (size_t)n);
    if (c) return c;
    return la - lb;
}

/* Columns in key order, as `compact.placed` sorts them (bytes order). */
static void place(Node *node) {
    for (int i = 1; i < 4; i++) {
        for (int j = i; j > 0; j--) {
            if (cmp_col(node->cards[j - 1], node->len[j - 1], node->cards[j], node->len[j]) <= 0)
                break;
            uint8_t tmp[52];
            uint8_t l = node->len[j];
            memcpy(tmp, node->cards[j], l);
            memcpy(node->cards[j], node->cards[j - 1], node->len[j - 1]);
            node->len[j] = node->len[j - 1];
            memcpy(node->cards[j - 1], tmp, l);
            node->len[j - 1] = l;
        }
    }
}

static void to_child(const Node *node, Child *child) {
    int at = 0;
    for (int i = 0; i < 4; i++) {
        child->len[i] = node->len[i];
        memcpy(child->cards + at, node->cards[i], node->len[i]);
        at += node->len[i];
    }
    child->r = node->r;
    memcpy(child->counts, node->counts, 4);
    child->talon = node->talon;
}

static void from_child(const Child *child, Node *node) {
    int at = 0;
    for (int i = 0; i < 4; i++) {
        node->len[i] = child->len[i];
        memcpy(node->cards[i], child->cards + at, child->len[i]);
        at += child->len[i];
    }
    node->r = child->r;
    memcpy(node->counts, child->counts, 4);
    node->talon = child->talon;
}

static Step step1(char kind, int card, int target) {
    Step s = {kind, (uint8_t)card, (int16_t)target, 0, 0, 0};
    return s;
}

static Step step2(char kind, int card, int target, char kind2, int card2, int target2) {
    Step s = {kind, (uint8_t)card, (int16_t)target, kind2, (uint8_t)card2, (int16_t)target2};
    return s;
}

static int last_up(const Step *s) {
    if (s->kind2) return s->target2 == TO_FOUNDATION ? s->card2 : -1;
    return s->target == TO_FOUNDATION ? s->card : -1;
}

/* ---------------------------------------------------------------- the child lists */

typedef struct {
    Child *items;
    size_t used;
    size_t size;
} Children;

static Child *push_child(Children *list) {
    if (list->used == list->size) {
        size_t size = list->size ? list->size * 2 : 4096;
        Child *items = realloc(list->items, size * sizeof(Child));
        if (!items) return NULL;
        list->items = items;
        list->size = size;
    }
    return &list->items[list->used++];
}

/* ---------------------------------------------------------------- foundations */

static void sorted_counts(uint8_t *c) {
    if (c[0] > c[1]) { uint8_t t = c[0]; c[0] = c[1]; c[1] = t; }
    if (c[2] > c[3]) { uint8_t t = c[2]; c[2] = c[3]; c[3] = t; }
}

/* `ups[card]`: 1 and the counts once `card` goes up, or 0. */
static int up_of(const Tables *t, const uint8_t *counts, int card, uint8_t *out) {
    if (card < 0 || card >= t->ids) return 0;
    memcpy(out, counts, 4);
    if (!t->relaxed) {
        int s = t->suit[card];
        if (counts[s] >= 13 || t->rel[card] != counts[s]) return 0;
        out[s]++;
        return 1;
    }
    int x = card >> 1;
    if (card & 1) {
        if (counts[2] == x) { out[2] = (uint8_t)(x + 1); sorted_counts(out); return 1; }
        if (counts[3] == x) { out[3] = (uint8_t)(x + 1); return 1; }
        return 0;
    }
    if (counts[0] == x) { out[0] = (uint8_t)(x + 1); sorted_counts(out); return 1; }
    if (counts[1] == x) { out[1] = (uint8_t)(x + 1); return 1; }
    return 0;
}

static int up_cards(const Tables *t, const uint8_t *c, int *out) {
    int n = 0;
    if (!t->relaxed) {
        for (int s = 0; s < 4; s++)
            if (c[s] < 13) out[n++] = t->fcard[s][c[s]];
        return n;
    }
    int ks[4] = {2 * c[0], 2 * c[1], 2 * c[2] + 1, 2 * c[3] + 1};
    for (int i = 0; i < 4; i++) {
        if (ks[i] >= 26) continue;
        int dup = 0;
        for (int j = 0; j < n; j++) dup |= out[j] == ks[i];
        if (!dup) out[n++] = ks[i];
    }
    return n;
}

static int downs(const Tables *t, const uint8_t *c, int *cards, uint8_t (*after)[4]) {
    int n = 0;
    if (!t->relaxed) {
        for (int s = 0; s < 4; s++) {
            if (!c[s]) continue;
            cards[n] = t->fcard[s][c[s] - 1];
            memcpy(after[n], c, 4);
            after[n][s]--;
            n++;
        }
        return n;
    }
    uint8_t a = c[0], b = c[1], cc = c[2], d = c[3];
    if (a) { cards[n] = 2 * (a - 1); memcpy(after[n], c, 4); after[n][0]--; sorted_counts(after[n]); n++; }
    if (b && b != a) { cards[n] = 2 * (b - 1); memcpy(after[n], c, 4); after[n][1]--; n++; }
    if (cc) { cards[n] = 2 * (cc - 1) + 1; memcpy(after[n], c, 4); after[n][2]--; sorted_counts(after[n]); n++; }
    if (d && d != cc) { cards[n] = 2 * (d - 1) + 1; memcpy(after[n], c, 4); after[n][3]--; n++; }
    return n;
}

/* ---------------------------------------------------------------- the stock */

typedef struct {
    int n;
    uint8_t card[2 * MAX_CYCLE];
    uint64_t after[2 * MAX_CYCLE];
} Plays;

#define PLAYS_CACHE 1024
/* The stock plays of recent talon values, direct-mapped (`Moves._talon`'s cache). */
typedef struct PlaysCache {
    uint64_t talon[PLAYS_CACHE];
    uint8_t filled[PLAYS_CACHE];
    Plays plays[PLAYS_CACHE];
} PlaysCache;

static void compute_plays(const Tables *t, uint64_t talon, Plays *plays);

/* `Moves.talon_plays`: every card a run of taps brings to the top, with the talon after
 * playing it; the cards reachable without turning the waste over come first. */
static void talon_plays(const Tables *t, uint64_t talon, Plays *plays) {
    PlaysCache *cache = t->plays_cache;
    if (!cache) {
        compute_plays(t, talon, plays);
        return;
    }
    size_t slot = (size_t)((talon * 0x9E3779B97F4A7C15ULL) >> 54) & (PLAYS_CACHE - 1);
    if (!cache->filled[slot] || cache->talon[slot] != talon) {
        compute_plays(t, talon, &cache->plays[slot]);
        cache->talon[slot] = talon;
        cache->filled[slot] = 1;
    }
    const Plays *found = &cache->plays[slot];
    plays->n = found->n;
    memcpy(plays->card, found->card, (size_t)found->n);
    memcpy(plays->after, found->after, (size_t)found->n * sizeof(uint64_t));
}

static void compute_plays(const Tables *t, uint64_t talon, Plays *plays) {
    uint64_t mask = talon & MASK;
    int cursor = (int)(talon >> SHIFT);
    int cards[MAX_CYCLE];
    int n = 0, waste = 0;
    for (int i = 0; i < t->ncycle; i++) {
        if (mask >> i & 1) {
            if (i < cursor) waste++;
            cards[n++] = i;
        }
    }
    int draw = t->draw;
    int sizes[4 * MAX_CYCLE];
    int ns = 0;
    if (waste) sizes[ns++] = waste;
    int size = waste;
    while (size < n) {
        size = size + draw < n ? size + draw : n;
        sizes[ns++] = size;
    }
    size = 0;
    while (size < n) {
        size = size + draw < n ? size + draw : n;
        int found = 0;
        for (int k = 0; k < ns; k++) found |= sizes[k] == size;
        if (found) break;
        sizes[ns++] = size;
    }
    plays->n = 0;
    for (int k = 0; k < ns; k++) {
        int index = cards[sizes[k] - 1];
        int left = sizes[k] - 1;
        uint64_t rest = mask & ~(UINT64_C(1) << index);
        uint64_t value;
        if (left == 0 || left == n - 1 || left % draw == 0)
            value = rest;
        else
            value = rest | (uint64_t)(cards[left - 1] + 1) << SHIFT;
        plays->card[plays->n] = t->cycle[index];
        plays->after[plays->n] = value;
        plays->n++;
    }
}

/* ---------------------------------------------------------------- columns */

typedef struct {
    int bottom;            /* where the run starts */
    /* The places in the run by the class of their card (`Moves._column`'s `starts`): a
     * class is at most twice in a run (every rank twice, in a run of 26 or more cards). */
    uint8_t first[26];
    uint8_t second[26];    /* NONE: not there */
} Column;

static int run_length(const Tables *t, const uint8_t *col, int n) {
    int k = 1;
    while (k < n) {
        int upper = col[n - k], lower = col[n - k - 1];
        if (t->rel[lower] != (t->rel[upper] + 1) % 13 || t->red[upper] == t->red[lower]) break;
        k++;
    }
    return k;
}

static void column_info(const Tables *t, const uint8_t *col, int n, Column *info) {
    info->bottom = n - run_length(t, col, n);
    memset(info->first, NONE, sizeof(info->first));
    memset(info->second, NONE, sizeof(info->second));
    for (int at = info->bottom; at < n; at++) {
        int k = t->klass[col[at]];
        if (info->first[k] == NONE)
            info->first[k] = (uint8_t)at;
        else
            info->second[k] = (uint8_t)at;
    }
}

/* ---------------------------------------------------------------- children */

typedef struct {
    const Tables *t;
    const Node *node;
    Children *up;
    Children *side;
    int failed;
} Gen;

static void emit(Children *list, const Node *node, Step step, int *failed) {
    Child *child = push_child(list);
    if (!child) { *failed = 1; return; }
    to_child(node, child);
    child->step = step;
}

static void set_col(Node *n, int i, const uint8_t *cards, int len) {
    memmove(n->cards[i], cards, (size_t)len);
    n->len[i] = (uint8_t)len;
}

static void append_col(Node *n, int i, const uint8_t *cards, int len) {
    memcpy(n->cards[i] + n->len[i], cards, (size_t)len);
    n->len[i] = (uint8_t)(n->len[i] + len);
}

static int is_up(const Tables *t, const uint8_t *counts, int card) {
    return counts[t->suit[card]] > t->rel[card];
}

/* True when `card` and its twin are a merged pair of the stock (`merge_stock`): one of the
 * two is in the stock and the other in a column, which one unknown. */
static int merged(const Tables *t, const Node *node, int card) {
    if (!t->merge_stock || t->stock_twin[card] < 0) return 0;
    int twin = t->stock_twin[card];
    uint64_t mask = node->talon & MASK;
    int here = (int)(mask >> t->cycle_pos[card] & 1), there = (int)(mask >> t->cycle_pos[twin] & 1);
    return here != there && !is_up(t, node->counts, card) && !is_up(t, node->counts, twin);
}

/* The stored talon of a position of the Draw-1 blind game. Of two twins of the cycle with
 * one left in the stock: when neither is up, it is stored with the first one's bit (which
 * is in the stock and which in a column is not known); when one is up (a column card went
 * up as it, or it went up from the stock), the one left is the other, and its bit is set. */
static uint64_t merged_talon(const Tables *t, const uint8_t *counts, uint64_t talon) {
    uint64_t mask = talon;
    for (int q = 0; q < t->npairs; q++) {
        int a = t->pair_a[q], b = t->pair_b[q];
        if ((int)(mask >> a & 1) == (int)(mask >> b & 1)) continue;
        int up_a = is_up(t, counts, t->cycle[a]), up_b = is_up(t, counts, t->cycle[b]);
        int keep = up_a ? b : a;
        if (up_a && up_b) continue; /* not reachable: the card left would be up */
        mask = (mask & ~(UINT64_C(1) << a) & ~(UINT64_C(1) << b)) | UINT64_C(1) << keep;
    }
    return mask;
}

/* Where a blind column card of class `k` may go up: the counts for each suit of its colour
 * whose next card it can be, that is a card of the class that lies in a column (neither in
 * the stock, nor in the reserve, nor up), with that exact card in `exact`. Outside the
 * blind game, `card` itself if it may go up. */
static int column_ups(const Tables *t, const Node *node, int card, uint8_t out[2][4], int exact[2]) {
    if (!t->blind) {
        if (!up_of(t, node->counts, card, out[0])) return 0;
        exact[0] = card;
        return 1;
    }
    int k = t->klass[card], x = k >> 1, red = k & 1, n = 0;
    uint64_t mask = node->talon & MASK;
    for (int s = 0; s < 4; s++) {
        if (t->suit_red[s] != red || node->counts[s] != x) continue;
        int c = t->fcard[s][x];
        if (t->cycle_pos[c] >= 0 && (mask >> t->cycle_pos[c] & 1) && !merged(t, node, c)) continue;
        if (t->reserve_pos[c] >= 0 && t->reserve_pos[c] < node->r) continue;
        memcpy(out[n], node->counts, 4);
        out[n][s]++;
        exact[n] = c;
        n++;
    }
    return n;
}

static int fits_card(const Tables *t, int u, int card) {
    for (int k = 0; k < t->nunder; k++)
        if (t->under[u][k] == card) return 1;
    return 0;
}

/* `Moves._shift`: column i's cards from `at` onto column j. */
static void shift(Gen *g, int i, int j, int at, int target) {
    const Node *node = g->node;
    const Tables *t = g->t;
    Node n = *node;
    append_col(&n, j, node->cards[i] + at, node->len[i] - at);
    if (at == 0 && node->r) {
        set_col(&n, i, &t->col_reserve[node->r - 1], 1);
        n.r = node->r - 1;
    } else {
        n.len[i] = (uint8_t)at;
    }
    place(&n);
    emit(g->side, &n, step1('C', node->cards[i][at], target), &g->failed);
}

typedef struct {
    char kind;
    int card;
    int k;
    uint8_t cards[104];
    int ncards;
    int r;
    uint64_t talon;
    uint8_t counts[4];
} Use;

/* `Moves._hops`. */
static void hops(Gen *g, int i, int j, int at, const Plays *plays) {
    const Node *node = g->node;
    const Tables *t = g->t;
    const uint8_t *col = node->cards[i];
    int len = node->len[i];
    int r = node->r;
    int u = col[at - 1];
    uint8_t after_up[2][4];
    int exact_up[2];
    int can_up = column_ups(t, node, u, after_up, exact_up);
    Use uses[64];
    int nu = 0;
    if (r && fits_card(t, u, t->col_reserve[r - 1])) {
        Use *x = &uses[nu++];
        x->kind = 'R'; x->card = t->reserve[r - 1]; x->k = -1;
        x->cards[0] = t->col_reserve[r - 1]; x->ncards = 1;
        x->r = r - 1; x->talon = node->talon; memcpy(x->counts, node->counts, 4);
    }
    for (int f = 0; f < t->nunder; f++) {
        int card = t->under[u][f];
        for (int p = 0; p < plays->n; p++) {
            if (t->col_id[plays->card[p]] != card) continue;
            Use *x = &uses[nu++];
            x->kind = 'W'; x->card = plays->card[p]; x->k = -1;
            x->cards[0] = (uint8_t)card; x->ncards = 1;
            x->r = r; x->talon = plays->after[p]; memcpy(x->counts, node->counts, 4);
        }
    }
    int dcards[4];
    uint8_t dafter[4][4];
    int nd = downs(t, node->counts, dcards, dafter);
    for (int d = 0; d < nd; d++) {
        if (!fits_card(t, u, t->col_id[dcards[d]])) continue;
        Use *x = &uses[nu++];
        x->kind = 'F'; x->card = dcards[d]; x->k = -1;
        x->cards[0] = t->col_id[dcards[d]]; x->ncards = 1;
        x->r = r; x->talon = node->talon; memcpy(x->counts, dafter[d], 4);
    }
    for (int k = 0; k < 4; k++) {
        const uint8_t *other = node->cards[k];
        int olen = node->len[k];
        if (k == i || !olen) continue;
        int start = olen - run_length(t, other, olen);
        if (!fits_card(t, u, other[start])) continue;
        Use *x = &uses[nu++];
        x->kind = 'C'; x->card = other[start]; x->k = k;
        x->ncards = olen - start;
        memcpy(x->cards, other + start, (size_t)x->ncards);
        if (k == j) {
            memcpy(x->cards + x->ncards, col + at, (size_t)(len - at));
            x->ncards += len - at;
        }
        x->r = r; x->talon = node->talon; memcpy(x->counts, node->counts, 4);
    }
    int target = node->cards[j][node->len[j] - 1];
    Node base = *node;
    append_col(&base, j, col + at, len - at);
    int start = len >= 26 ? len - run_length(t, col, len) : len;
    if (len - start >= 26) {
        int top = col[len - 1];
        for (int a = start; a < at; a++) {
            if (!fits_card(t, top, col[a])) continue;
            Node put = base;
            append_col(&put, j, col + a, at - a);
            if (a) {
                put.len[i] = (uint8_t)a;
            } else if (r) {
                set_col(&put, i, &t->col_reserve[r - 1], 1);
                put.r = (uint8_t)(r - 1);
            } else {
                put.len[i] = 0;
            }
            place(&put);
            emit(g->side, &put, step2('C', col[at], target, 'C', col[a], top), &g->failed);
        }
    }
    if (!can_up && !nu) return;
    for (int w = 0; w < can_up; w++) {
        Node lifted = base;
        if (at == 1 && r) {
            set_col(&lifted, i, &t->col_reserve[r - 1], 1);
            lifted.r = (uint8_t)(r - 1);
        } else {
            lifted.len[i] = (uint8_t)(at - 1);
        }
        memcpy(lifted.counts, after_up[w], 4);
        place(&lifted);
        Step step = step2('C', col[at], target, 'C', exact_up[w], TO_FOUNDATION);
        emit(g->up, &lifted, step, &g->failed);
    }
    for (int q = 0; q < nu; q++) {
        const Use *x = &uses[q];
        Node put = base;
        int new_r = x->r;
        /* put[i] = bare + cards */
        put.len[i] = (uint8_t)at;
        memcpy(put.cards[i] + at, x->cards, (size_t)x->ncards);
        put.len[i] = (uint8_t)(at + x->ncards);
        if (x->k >= 0) {
            int rest = base.len[x->k] - x->ncards;
            if (!rest && r) {
                set_col(&put, x->k, &t->col_reserve[r - 1], 1);
                new_r = r - 1;
            } else {
                memcpy(put.cards[x->k], base.cards[x->k], (size_t)rest);
                put.len[x->k] = (uint8_t)rest;
            }
        }
        put.r = (uint8_t)new_r;
        put.talon = x->talon;
        memcpy(put.counts, x->counts, 4);
        place(&put);
        emit(g->side, &put, step2('C', col[at], target, x->kind, x->card, u), &g->failed);
    }
}

/* The index of the highest set bit of a non-zero `mask` (`int.bit_length() - 1`). */
static int highest_bit(uint64_t mask) {
    int bit = 63;
    while (!(mask >> bit & 1)) bit--;
    return bit;
}

/* `Moves.forced`: 1 when a base card goes up as the only child (written to `out`). */
static int forced(const Tables *t, const Node *node, Children *out, int *failed) {
    int r = node->r;
    uint8_t after_up[4];
    int card = r == 1 ? t->reserve[0] : -1;
    if (card >= 0 && t->rel[card] == 0 && up_of(t, node->counts, card, after_up)) {
        Node n = *node;
        n.r = 0;
        memcpy(n.counts, after_up, 4);
        emit(out, &n, step1('R', card, TO_FOUNDATION), failed);
        return 1;
    }
    uint64_t mask = node->talon & MASK;
    if (!mask) return 0;
    Plays plays;
    talon_plays(t, node->talon, &plays);
    if (t->draw == 1) {
        for (int p = 0; p < plays.n; p++) {
            card = plays.card[p];
            /* (not a card of a merged pair: which twin is in the stock is not known) */
            if (t->rel[card] == 0 && up_of(t, node->counts, card, after_up) &&
                !merged(t, node, card)) {
                Node n = *node;
                n.talon = plays.after[p];
                memcpy(n.counts, after_up, 4);
                emit(out, &n, step1('W', card, TO_FOUNDATION), failed);
                return 1;
            }
        }
        return 0;
    }
    int last = highest_bit(mask);
    card = t->cycle[last];
    if (t->rel[card] == 0 && up_of(t, node->counts, card, after_up)) {
        for (int p = 0; p < plays.n; p++) {
            if (!(plays.after[p] >> last & 1)) {
                Node n = *node;
                n.talon = plays.after[p];
                memcpy(n.counts, after_up, 4);
                emit(out, &n, step1('W', card, TO_FOUNDATION), failed);
                return 1;
            }
        }
    }
    return 0;
}

/* xorshift64*: the random order of a search's restarts. */
static uint64_t next_random(uint64_t *state) {
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545F4914F6CDD1DULL;
}

/* `Moves.children`: appended to `out` (foundation plays first); -1 when memory ran out.
 * With `rng`, the moves that are not foundation plays come in a random order (the order
 * of `search.restarts`). */
static int children_of(const Tables *t, const Node *node, int last, Children *out,
                       Children *side, uint64_t *rng);

/* `children_of`, with the talons of the Draw-1 blind game merged (`merged_talon`). */
static int children(const Tables *t, const Node *node, int last, Children *out, Children *side,
                    uint64_t *rng) {
    size_t first = out->used;
    int result = children_of(t, node, last, out, side, rng);
    if (result == 0 && t->merge_stock) {
        for (size_t q = first; q < out->used; q++) {
            Child *c = &out->items[q];
            c->talon = merged_talon(t, c->counts, c->talon);
        }
    }
    return result;
}

static int children_of(const Tables *t, const Node *node, int last, Children *out,
                       Children *side, uint64_t *rng) {
    int failed = 0;
    const uint8_t *counts = node->counts;
    int empty_foundation = !counts[0] || !counts[1] || !counts[2] || !counts[3];
    if (empty_foundation && forced(t, node, out, &failed)) return failed ? -1 : 0;
    side->used = 0;
    Gen g = {t, node, out, side, 0};
    int r = node->r;
    uint64_t talon = node->talon;
    int tops[4];
    for (int i = 0; i < 4; i++) tops[i] = node->len[i] ? node->cards[i][node->len[i] - 1] : NONE;
    int empty = node->len[0] ? -1 : 0;
    const uint8_t *klass = t->klass;
    int k0 = klass[tops[0]], k1 = klass[tops[1]], k2 = klass[tops[2]], k3 = klass[tops[3]];
    int placeable[4] = {
        tops[0] != NONE,
        tops[1] != NONE && k1 != k0,
        tops[2] != NONE && k2 != k0 && k2 != k1,
        tops[3] != NONE && k3 != k0 && k3 != k1 && k3 != k2,
    };
    /* wanted: card -> column, in insertion order */
    int wanted_card[8], wanted_col[8], nw = 0;
    int8_t wanted_of[256];
    memset(wanted_of, -1, sizeof(wanted_of));
    for (int j = 0; j < 4; j++) {
        if (!placeable[j]) continue;
        for (int f = 0; f < t->nunder; f++) {
            int card = t->under[tops[j]][f];
            if (wanted_of[card] < 0) {
                wanted_card[nw] = card;
                wanted_col[nw] = j;
                nw++;
            } else {
                for (int w = 0; w < nw; w++)
                    if (wanted_card[w] == card) wanted_col[w] = j;
            }
            wanted_of[card] = (int8_t)j;
        }
    }
    uint8_t after_up[4];
    Plays plays;
    plays.n = 0;
    if (talon & MASK) talon_plays(t, talon, &plays);
    /* sources: the reserve's top, then (with an empty column) every stock card */
    typedef struct { char kind; int card; int r; uint64_t talon; } Source;
    Source sources[2 * MAX_CYCLE + 1];
    int ns = 0;
    if (r) {
        Source s = {'R', t->reserve[r - 1], r - 1, talon};
        sources[ns++] = s;
    }
    if (talon & MASK) {
        if (empty >= 0) {
            for (int p = 0; p < plays.n; p++) {
                Source s = {'W', plays.card[p], r, plays.after[p]};
                sources[ns++] = s;
            }
        } else {
            int ups_[4];
            int nup = up_cards(t, counts, ups_);
            for (int q = 0; q < nup; q++) {
                int card = ups_[q];
                if (!up_of(t, counts, card, after_up)) continue;
                /* a merged pair: the twin's bit stands for whichever is in the stock */
                int alt = merged(t, node, card) ? t->stock_twin[card] : -1;
                for (int p = 0; p < plays.n; p++) {
                    if (plays.card[p] != card && plays.card[p] != alt) continue;
                    Node n = *node;
                    n.talon = plays.after[p];
                    memcpy(n.counts, after_up, 4);
                    emit(out, &n, step1('W', card, TO_FOUNDATION), &failed);
                }
            }
            for (int w = 0; w < nw; w++) {
                int card = wanted_card[w], j = wanted_col[w];
                for (int p = 0; p < plays.n; p++) {
                    if (t->col_id[plays.card[p]] != card) continue;
                    Node n = *node;
                    uint8_t one = (uint8_t)card;
                    append_col(&n, j, &one, 1);
                    n.talon = plays.after[p];
                    place(&n);
                    emit(side, &n, step1('W', plays.card[p], tops[j]), &failed);
                }
            }
        }
    }
    for (int q = 0; q < ns; q++) {
        const Source *s = &sources[q];
        uint8_t one = t->col_id[s->card];
        if (up_of(t, counts, s->card, after_up)) {
            Node n = *node;
            n.r = (uint8_t)s->r;
            n.talon = s->talon;
            memcpy(n.counts, after_up, 4);
            emit(out, &n, step1(s->kind, s->card, TO_FOUNDATION), &failed);
        }
        /* of a merged pair, the stock's card may be the twin: it may go up as the twin */
        if (s->kind == 'W' && merged(t, node, s->card) &&
            up_of(t, counts, t->stock_twin[s->card], after_up)) {
            Node n = *node;
            n.r = (uint8_t)s->r;
            n.talon = s->talon;
            memcpy(n.counts, after_up, 4);
            emit(out, &n, step1('W', t->stock_twin[s->card], TO_FOUNDATION), &failed);
        }
        int j = wanted_of[one];
        if (j >= 0) {
            Node n = *node;
            append_col(&n, j, &one, 1);
            n.r = (uint8_t)s->r;
            n.talon = s->talon;
            place(&n);
            emit(side, &n, step1(s->kind, s->card, tops[j]), &failed);
        }
        if (empty >= 0) {
            Node n = *node;
            set_col(&n, empty, &one, 1);
            n.r = (uint8_t)s->r;
            n.talon = s->talon;
            place(&n);
            emit(side, &n, step1(s->kind, s->card, TO_EMPTY), &failed);
        }
    }
    /* column cards */
    const uint8_t *fit = t->fit;
    int wants[4] = {fit[tops[0]], fit[tops[1]], fit[tops[2]], fit[tops[3]]};
    for (int i = 0; i < 4; i++) {
        int len = node->len[i];
        if (!len) continue;
        const uint8_t *col = node->cards[i];
        Column info;
        column_info(t, col, len, &info);
        int top = col[len - 1];
        uint8_t col_up[2][4];
        int exact_up[2];
        int ways = column_ups(t, node, top, col_up, exact_up);
        for (int w = 0; w < ways; w++) {
            Node n = *node;
            if (len == 1 && r) {
                set_col(&n, i, &t->col_reserve[r - 1], 1);
                n.r = (uint8_t)(r - 1);
            } else {
                n.len[i] = (uint8_t)(len - 1);
            }
            memcpy(n.counts, col_up[w], 4);
            place(&n);
            emit(out, &n, step1('C', exact_up[w], TO_FOUNDATION), &failed);
        }
        for (int j = 0; j < 4; j++) {
            if (j == i) continue;
            if (wants[j] >= 26) continue;
            for (int q = 0; q < 2; q++) {
                int at = q ? info.second[wants[j]] : info.first[wants[j]];
                if (at == NONE) break;
                if (at > info.bottom)
                    hops(&g, i, j, at, &plays);
                else if (placeable[j] || klass[top] == klass[tops[j]])
                    shift(&g, i, j, at, tops[j]);
            }
        }
        if (empty >= 0) {
            int start = info.bottom > 0 ? info.bottom : 1;
            for (int at = start; at < len; at++) shift(&g, i, empty, at, TO_EMPTY);
        }
    }
    /* take-backs */
    int dcards[4];
    uint8_t dafter[4][4];
    int nd = downs(t, counts, dcards, dafter);
    for (int d = 0; d < nd; d++) {
        int card = dcards[d];
        if (card == last && t->rel[card]) continue;
        uint8_t one = t->col_id[card];
        int j = wanted_of[one];
        if (j >= 0) {
            Node n = *node;
            append_col(&n, j, &one, 1);
            memcpy(n.counts, dafter[d], 4);
            place(&n);
            emit(side, &n, step1('F', card, tops[j]), &failed);
        }
        if (empty >= 0) {
            Node n = *node;
            set_col(&n, empty, &one, 1);
            memcpy(n.counts, dafter[d], 4);
            place(&n);
            emit(side, &n, step1('F', card, TO_EMPTY), &failed);
        }
    }
    if (g.failed || failed) return -1;
    if (rng) {
        for (size_t q = side->used; q > 1; q--) {
            size_t k = (size_t)(next_random(rng) % q);
            Child tmp = side->items[q - 1];
            side->items[q - 1] = side->items[k];
            side->items[k] = tmp;
        }
    }
    for (size_t q = 0; q < side->used; q++) {
        Child *c = push_child(out);
        if (!c) return -1;
        *c = side->items[q];
    }
    return 0;
}

/* ---------------------------------------------------------------- the prover */

#define DOMINATORS_CACHE 4096

typedef struct {
    size_t start;  /* the frame's first child in `list` */
    size_t next;
    size_t end;
} Frame;

typedef struct {
    PyObject_HEAD
    Tables t;
    Seen seen;
    Children list;     /* the children of every frame, one after the other */
    Children side;     /* scratch for `children` */
    Frame *frames;
    size_t nframes, frames_size;
    Step *steps;       /* the path: one step per frame below the top */
    long long nodes;
    int state;         /* 0 running, 1 won, 2 exhausted, -1 not started */
    uint64_t rng;      /* 0: the moves in `Moves.children`'s order; else a random one */
    int twins;         /* a twin-blind key (`search.twins_key`): wins only, no proof */
    Child pending;     /* a child visited but not yet expanded (a chunk ended there) */
    uint64_t dom_talon[DOMINATORS_CACHE];  /* `dominators` of recent talons (0: none, */
    uint64_t dom_bits[DOMINATORS_CACHE];   /* as talon 0 needs no lookup) */
    PlaysCache *plays_cache;
    int has_pending;
    Child root;
} Prover;

static int node_key(const Prover *p, const Child *n, uint8_t *key) {
    int at = 0, from = 0;
    if (p->twins) {
        /* twin-blind: the columns as classes, sorted again (`search.twins_key`) */
        uint8_t cols[4][52];
        int len[4], order[4] = {0, 1, 2, 3};
        for (int i = 0; i < 4; i++) {
            len[i] = n->len[i];
            for (int q = 0; q < len[i]; q++) cols[i][q] = p->t.klass[n->cards[from + q]];
            from += len[i];
        }
        for (int i = 1; i < 4; i++)
            for (int j = i; j > 0 && cmp_col(cols[order[j - 1]], len[order[j - 1]],
                                             cols[order[j]], len[order[j]]) > 0; j--) {
                int tmp = order[j];
                order[j] = order[j - 1];
                order[j - 1] = tmp;
            }
        for (int i = 0; i < 4; i++) {
            if (i) key[at++] = 0xFF;
            memcpy(key + at, cols[order[i]], (size_t)len[order[i]]);
            at += len[order[i]];
        }
    } else {
        for (int i = 0; i < 4; i++) {
            if (i) key[at++] = 0xFF;
            memcpy(key + at, n->cards + from, n->len[i]);
            at += n->len[i];
            from += n->len[i];
        }
    }
    key[at++] = n->r;
    uint64_t mask = n->talon & MASK;
    for (int b = 0; b < 7; b++) key[at++] = (uint8_t)(mask >> (8 * b));
    if (p->t.relaxed || p->t.blind || p->twins) {
        memcpy(key + at, n->counts, 4);
        at += 4;
    }
    return at;
}

/* `Dominators`: bit c set when a waste with cursor c reaches all that `talon`'s does. */
static uint64_t dominators(const Tables *t, uint64_t talon) {
    int cursor = (int)(talon >> SHIFT);
    if (!cursor) return ~UINT64_C(0);
    uint64_t mask = talon & MASK;
    int cards[MAX_CYCLE];
    int n = 0, waste = 0;
    for (int i = 0; i < t->ncycle; i++) {
        if (mask >> i & 1) {
            if (i < cursor) waste++;
            cards[n++] = i;
        }
    }
    uint64_t bits = 0;
    while (waste > 0) {
        bits |= UINT64_C(1) << (cards[waste - 1] + 1);
        waste -= t->draw;
    }
    return bits;
}

/* 1 when no position seen dominates `n` (it is then remembered), 0 if one does, -1 on
 * running out of memory. */
static int visit(Prover *p, const Child *n) {
    uint8_t key[80];
    int len = node_key(p, n, key);
    uint8_t *entry = seen_find(&p->seen, key, (size_t)len);
    if (!entry) return -1;
    uint64_t cursors;
    memcpy(&cursors, entry, 8);
    uint64_t over;
    if (!(n->talon >> SHIFT)) {
        over = ~UINT64_C(0);
    } else {
        size_t slot = (size_t)((n->talon * 0x9E3779B97F4A7C15ULL) >> 52) & (DOMINATORS_CACHE - 1);
        if (p->dom_talon[slot] != n->talon) {
            p->dom_talon[slot] = n->talon;
            p->dom_bits[slot] = dominators(&p->t, n->talon);
        }
        over = p->dom_bits[slot];
    }
    if (cursors & over) return 0;
    cursors |= UINT64_C(1) << (n->talon >> SHIFT);
    memcpy(entry, &cursors, 8);
    return 1;
}

static int push_frame(Prover *p, const Node *node, int last) {
    if (p->nframes == p->frames_size) {
        size_t size = p->frames_size ? p->frames_size * 2 : 1024;
        Frame *frames = realloc(p->frames, size * sizeof(Frame));
        Step *steps = realloc(p->steps, size * sizeof(Step));
        if (!frames || !steps) {
            if (frames) p->frames = frames;
            if (steps) p->steps = steps;
            return -1;
        }
        p->frames = frames;
        p->steps = steps;
        p->frames_size = size;
    }
    size_t start = p->list.used;
    if (children(&p->t, node, last, &p->list, &p->side, p->rng ? &p->rng : NULL) < 0) return -1;
    Frame f = {start, start, p->list.used};
    p->frames[p->nframes++] = f;
    return 0;
}

static void node_of(const Child *c, Node *n) { from_child(c, n); }

static int is_all_up(const uint8_t *c) {
    return c[0] == 13 && c[1] == 13 && c[2] == 13 && c[3] == 13;
}

/* ---------------------------------------------------------------- Python glue */

static int read_bytes(PyObject *obj, uint8_t *out, int cap, int *n) {
    char *buf;
    Py_ssize_t len;
    if (PyBytes_AsStringAndSize(obj, &buf, &len) < 0) return -1;
    if (len > cap) {
        PyErr_SetString(PyExc_ValueError, "too many cards");
        return -1;
    }
    memcpy(out, buf, (size_t)len);
    *n = (int)len;
    return 0;
}

static int read_node(PyObject *obj, Node *n) {
    PyObject *cols, *counts;
    int r;
    unsigned long long talon;
    if (!PyArg_ParseTuple(obj, "OiKO", &cols, &r, &talon, &counts)) return -1;
    if (!PyTuple_Check(cols) || PyTuple_GET_SIZE(cols) != 4 || !PyTuple_Check(counts) ||
        PyTuple_GET_SIZE(counts) != 4) {
        PyErr_SetString(PyExc_TypeError, "a node is (4 columns, reserve, talon, 4 counts)");
        return -1;
    }
    for (int i = 0; i < 4; i++) {
        int len;
        if (read_bytes(PyTuple_GET_ITEM(cols, i), n->cards[i], 52, &len) < 0) return -1;
        n->len[i] = (uint8_t)len;
        long c = PyLong_AsLong(PyTuple_GET_ITEM(counts, i));
        if (c == -1 && PyErr_Occurred()) return -1;
        if (c < 0 || c > 13) {
            PyErr_SetString(PyExc_ValueError, "a foundation count is 0 to 13");
            return -1;
        }
        n->counts[i] = (uint8_t)c;
    }
    n->r = (uint8_t)r;
    n->talon = talon;
    return 0;
}

static PyObject *node_object(const Node *n) {
    PyObject *cols = PyTuple_New(4);
    PyObject *counts = PyTuple_New(4);
    if (!cols || !counts) goto fail;
    for (int i = 0; i < 4; i++) {
        PyObject *col = PyBytes_FromStringAndSize((const char *)n->cards[i], n->len[i]);
        PyObject *c = PyLong_FromLong(n->counts[i]);
        if (!col || !c) { Py_XDECREF(col); Py_XDECREF(c); goto fail; }
        PyTuple_SET_ITEM(cols, i, col);
        PyTuple_SET_ITEM(counts, i, c);
    }
    return Py_BuildValue("(NiKN)", cols, (int)n->r, (unsigned long long)n->talon, counts);
fail:
    Py_XDECREF(cols);
    Py_XDECREF(counts);
    return NULL;
}

static PyObject *step_object(const Step *s) {
    if (s->kind2)
        return Py_BuildValue("(C i i C i i)", s->kind, (int)s->card, (int)s->target, s->kind2,
                             (int)s->card2, (int)s->target2);
    return Py_BuildValue("(C i i)", s->kind, (int)s->card, (int)s->target);
}

static void Prover_dealloc(Prover *p) {
    seen_free(&p->seen);
    free(p->plays_cache);
    free(p->list.items);
    free(p->side.items);
    free(p->frames);
    free(p->steps);
    Py_TYPE(p)->tp_free((PyObject *)p);
}

static int read_table(PyObject *obj, uint8_t *out, int cap, int *n) {
    return read_bytes(obj, out, cap, n);
}

/* Prover(rel, red, suit, under, fcard, reserve, cycle, draw, relaxed, root, seed=0,
 * blind=False) */
static int Prover_init(Prover *p, PyObject *args, PyObject *kwds) {
    PyObject *rel, *red, *suit, *under, *fcard, *reserve, *cycle, *root;
    int draw, relaxed;
    unsigned long long seed = 0;
    int blind = 0, twins = 0;
    static char *names[] = {"rel", "red", "suit", "under", "fcard", "reserve", "cycle", "draw",
                            "relaxed", "root", "seed", "blind", "twins", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOOOOOipO|Kpp", names, &rel, &red, &suit,
                                     &under, &fcard, &reserve, &cycle, &draw, &relaxed, &root,
                                     &seed, &blind, &twins))
        return -1;
    p->twins = twins;
    if (blind && relaxed) {
        PyErr_SetString(PyExc_ValueError, "the blind game is played with the exact tables");
        return -1;
    }
    Tables *t = &p->t;
    memset(t, 0, sizeof(*t));
    if (!p->plays_cache) p->plays_cache = malloc(sizeof(PlaysCache));
    if (!p->plays_cache) {
        PyErr_NoMemory();
        return -1;
    }
    memset(p->plays_cache->filled, 0, sizeof(p->plays_cache->filled));
    memset(p->dom_talon, 0, sizeof(p->dom_talon));
    int n;
    if (read_table(rel, t->rel, 256, &t->ids) < 0) return -1;
    if (read_table(red, t->red, 256, &n) < 0) return -1;
    if (read_table(suit, t->suit, 256, &n) < 0) return -1;
    if (read_table(reserve, t->reserve, 52, &t->nreserve) < 0) return -1;
    if (read_table(cycle, t->cycle, MAX_CYCLE, &t->ncycle) < 0) return -1;
    if (draw != 1 && draw != 3) {
        PyErr_SetString(PyExc_ValueError, "draw is 1 or 3");
        return -1;
    }
    t->draw = draw;
    t->relaxed = relaxed;
    if (!PyTuple_Check(under) || PyTuple_GET_SIZE(under) != t->ids) {
        PyErr_SetString(PyExc_TypeError, "under: a tuple of tuples, one per id");
        return -1;
    }
    for (int c = 0; c < t->ids; c++) {
        PyObject *row = PyTuple_GET_ITEM(under, c);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) < 1 || PyTuple_GET_SIZE(row) > 2) {
            PyErr_SetString(PyExc_TypeError, "under: one or two ids per id");
            return -1;
        }
        t->nunder = (int)PyTuple_GET_SIZE(row);
        for (int k = 0; k < t->nunder; k++) {
            long v = PyLong_AsLong(PyTuple_GET_ITEM(row, k));
            if (v < 0 || v >= t->ids) {
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "under: an id");
                return -1;
            }
            t->under[c][k] = (uint8_t)v;
        }
    }
    if (!relaxed) {
        if (!PyTuple_Check(fcard) || PyTuple_GET_SIZE(fcard) != 4) {
            PyErr_SetString(PyExc_TypeError, "fcard: four suits of 13 ids");
            return -1;
        }
        for (int s = 0; s < 4; s++) {
            PyObject *row = PyTuple_GET_ITEM(fcard, s);
            if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != 13) {
                PyErr_SetString(PyExc_TypeError, "fcard: four suits of 13 ids");
                return -1;
            }
            for (int k = 0; k < 13; k++) {
                long v = PyLong_AsLong(PyTuple_GET_ITEM(row, k));
                if (v < 0 || v >= t->ids) {
                    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "fcard: an id");
                    return -1;
                }
                t->fcard[s][k] = (uint8_t)v;
            }
        }
    }
    for (int c = 0; c < 256; c++) t->klass[c] = (uint8_t)c;
    for (int c = 0; c < t->ids; c++) t->klass[c] = (uint8_t)(2 * t->rel[c] + t->red[c]);
    for (int c = 0; c < 256; c++) t->col_id[c] = (uint8_t)c;
    t->blind = blind;
    if (blind) {
        for (int k = 0; k < 26; k++) {
            int id = BLIND + k, below = (k >> 1) ? (k >> 1) - 1 : 12;
            t->rel[id] = (uint8_t)(k >> 1);
            t->red[id] = (uint8_t)(k & 1);
            t->klass[id] = (uint8_t)k;
            t->under[id][0] = (uint8_t)(BLIND + 2 * below + 1 - (k & 1));
        }
        for (int c = 0; c < t->ids; c++) t->col_id[c] = (uint8_t)(BLIND + t->klass[c]);
        t->nunder = 1;
        for (int s = 0; s < 4; s++) t->suit_red[s] = t->red[t->fcard[s][0]];
    }
    t->merge_stock = blind && draw == 1;
    for (int c = 0; c < 52; c++) t->cycle_pos[c] = t->reserve_pos[c] = -1;
    for (int i = 0; i < t->ncycle; i++) t->cycle_pos[t->cycle[i]] = (int8_t)i;
    for (int i = 0; i < t->nreserve; i++) {
        t->reserve_pos[t->reserve[i]] = (int8_t)i;
        t->col_reserve[i] = t->col_id[t->reserve[i]];
    }
    t->npairs = 0;
    for (int c = 0; c < 52; c++) t->stock_twin[c] = -1;
    if (t->merge_stock) {
        for (int a = 0; a < t->ncycle; a++) {
            int card = t->cycle[a];
            int other = t->suit_red[0] == t->red[card] ? 0 : 1;
            int twin = -1;
            for (int s2 = 0; s2 < 4; s2++)
                if (t->suit_red[s2] == t->red[card] && t->fcard[s2][t->rel[card]] != card)
                    twin = t->fcard[s2][t->rel[card]];
            (void)other;
            if (twin < 0 || t->cycle_pos[twin] < 0) continue;
            t->stock_twin[card] = (int16_t)twin;
            int b = t->cycle_pos[twin];
            if (a < b) {
                t->pair_a[t->npairs] = (uint8_t)a;
                t->pair_b[t->npairs] = (uint8_t)b;
                t->npairs++;
            }
        }
    }
    for (int c = 0; c < 256; c++) {
        int real = c < t->ids || (blind && c >= BLIND && c < BLIND + 26);
        t->fit[c] = real ? t->klass[t->under[c][0]] : NONE;
    }
    t->plays_cache = p->plays_cache;
    Node node;
    if (read_node(root, &node) < 0) return -1;
    if (blind) {
        for (int i = 0; i < 4; i++)
            for (int q = 0; q < node.len[i]; q++) node.cards[i][q] = t->col_id[node.cards[i][q]];
        place(&node);
    }
    seen_free(&p->seen);
    if (seen_init(&p->seen) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    to_child(&node, &p->root);
    p->nodes = 0;
    p->nframes = 0;
    p->list.used = 0;
    p->has_pending = 0;
    p->state = -1;
    /* A seed of 0 keeps the generator's order; any other starts the random one (mixed,
     * as xorshift needs a non-zero state). */
    p->rng = seed ? seed * 0x9E3779B97F4A7C15ULL | 1 : 0;
    return 0;
}

/* run(count) -> state: expands positions until `count` more have been visited (0: still
 * running), the search has won (1) or has seen every position (2). */
static PyObject *Prover_run(Prover *p, PyObject *arg) {
    long long count = PyLong_AsLongLong(arg);
    if (count == -1 && PyErr_Occurred()) return NULL;
    if (p->state > 0) return PyLong_FromLong(p->state);
    Node node;
    if (p->state < 0) {
        p->state = 0;
        node_of(&p->root, &node);
        if (is_all_up(node.counts)) {
            p->state = 1;
            return PyLong_FromLong(1);
        }
        if (visit(p, &p->root) < 0 || push_frame(p, &node, -1) < 0) return PyErr_NoMemory();
    }
    long long stop = p->nodes + count;
    if (p->has_pending) {
        p->has_pending = 0;
        node_of(&p->pending, &node);
        p->steps[p->nframes - 1] = p->pending.step;
        if (push_frame(p, &node, last_up(&p->pending.step)) < 0) return PyErr_NoMemory();
    }
    long long checked = 0;
    while (p->nframes) {
        Frame *f = &p->frames[p->nframes - 1];
        int descended = 0;
        while (f->next < f->end) {
            Child *child = &p->list.items[f->next++];
            int fresh = visit(p, child);
            if (fresh < 0) return PyErr_NoMemory();
            if (!fresh) continue;
            p->nodes++;
            if (is_all_up(child->counts)) {
                p->pending = *child;
                p->state = 1;
                return PyLong_FromLong(1);
            }
            if (p->nodes >= stop) {
                p->pending = *child;
                p->has_pending = 1;
                return PyLong_FromLong(0);
            }
            Step step = child->step;
            node_of(child, &node);
            p->steps[p->nframes - 1] = step;
            if (push_frame(p, &node, last_up(&step)) < 0) return PyErr_NoMemory();
            descended = 1;
            break;
        }
        if (!descended) {
            p->list.used = p->frames[p->nframes - 1].start;
            p->nframes--;
        }
        if (++checked % 65536 == 0 && PyErr_CheckSignals() < 0) return NULL;
    }
    p->state = 2;
    return PyLong_FromLong(2);
}

/* The steps from the root to the won position (after run() answered 1). */
static PyObject *Prover_steps(Prover *p, PyObject *unused) {
    (void)unused;
    if (p->state != 1) return PyList_New(0);
    if (!p->nframes) return PyList_New(0); /* the root itself was won */
    PyObject *list = PyList_New(0);
    if (!list) return NULL;
    for (size_t i = 0; i + 1 < p->nframes; i++) {
        PyObject *s = step_object(&p->steps[i]);
        if (!s || PyList_Append(list, s) < 0) { Py_XDECREF(s); Py_DECREF(list); return NULL; }
        Py_DECREF(s);
    }
    PyObject *s = step_object(&p->pending.step);
    if (!s || PyList_Append(list, s) < 0) { Py_XDECREF(s); Py_DECREF(list); return NULL; }
    Py_DECREF(s);
    return list;
}

/* children(node, last_up) -> [(node, step), ...], as `Moves.children` gives them. */
static PyObject *Prover_children(Prover *p, PyObject *args) {
    PyObject *obj;
    int last;
    if (!PyArg_ParseTuple(args, "Oi", &obj, &last)) return NULL;
    Node node;
    if (read_node(obj, &node) < 0) return NULL;
    Children out = {NULL, 0, 0}, side = {NULL, 0, 0};
    if (children(&p->t, &node, last, &out, &side, NULL) < 0) {
        free(out.items);
        free(side.items);
        return PyErr_NoMemory();
    }
    PyObject *list = PyList_New(0);
    for (size_t q = 0; list && q < out.used; q++) {
        Node n;
        from_child(&out.items[q], &n);
        PyObject *item = Py_BuildValue("(NN)", node_object(&n), step_object(&out.items[q].step));
        if (!item || PyList_Append(list, item) < 0) {
            Py_XDECREF(item);
            Py_CLEAR(list);
            break;
        }
        Py_DECREF(item);
    }
    free(out.items);
    free(side.items);
    return list;
}

static PyObject *Prover_get_nodes(Prover *p, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(p->nodes);
}

static PyObject *Prover_get_memory(Prover *p, void *closure) {
    (void)closure;
    size_t bytes = p->seen.capacity * sizeof(uint64_t) + p->seen.arena_size +
                   p->list.size * sizeof(Child) + p->frames_size * (sizeof(Frame) + sizeof(Step));
    return PyLong_FromSize_t(bytes);
}

static PyObject *Prover_get_positions(Prover *p, void *closure) {
    (void)closure;
    return PyLong_FromSize_t(p->seen.used);
}

static PyMethodDef Prover_methods[] = {
    {"run", (PyCFunction)Prover_run, METH_O,
     "run(count): search until `count` more positions are visited; 0 running, 1 won, 2 exhausted."},
    {"steps", (PyCFunction)Prover_steps, METH_NOARGS, "The winning steps, root first."},
    {"children", (PyCFunction)Prover_children, METH_VARARGS,
     "children(node, last_up): the moves of `node`, as Moves.children gives them."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Prover_getset[] = {
    {"nodes", (getter)Prover_get_nodes, NULL, "Positions visited.", NULL},
    {"memory", (getter)Prover_get_memory, NULL, "Bytes held by the search.", NULL},
    {"positions", (getter)Prover_get_positions, NULL, "Keys remembered.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject ProverType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "canfield.solver._prover.Prover",
    .tp_basicsize = sizeof(Prover),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The prover's depth-first search with waste dominance (see proof.prover_steps).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Prover_init,
    .tp_dealloc = (destructor)Prover_dealloc,
    .tp_methods = Prover_methods,
    .tp_getset = Prover_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_prover",
    "The prover's loop in C (see canfield/solver/fast.py).", -1, NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__prover(void) {
    if (PyType_Ready(&ProverType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&ProverType);
    if (PyModule_AddObject(m, "Prover", (PyObject *)&ProverType) < 0) {
        Py_DECREF(&ProverType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
