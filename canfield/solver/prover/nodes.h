/* Positions, steps, the game's fixed tables and the child lists of the C prover (see _prover.c). */
#ifndef CANFIELD_PROVER_NODES_H
#define CANFIELD_PROVER_NODES_H

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


#endif /* CANFIELD_PROVER_NODES_H */
