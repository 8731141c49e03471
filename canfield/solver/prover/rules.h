/* What the foundations, the stock and a column allow (`Moves.ups`, `talon_plays`, `_column`). */
#ifndef CANFIELD_PROVER_RULES_H
#define CANFIELD_PROVER_RULES_H

#include "nodes.h"

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

/* The cycle places of the cards still in the stock cycle of `talon`, in order; their
 * count is returned, and how many of them are on the waste is put in `waste`. */
static int cycle_cards(const Tables *t, uint64_t talon, int *cards, int *waste) {
    uint64_t mask = talon & MASK;
    int cursor = (int)(talon >> SHIFT);
    int n = 0;
    *waste = 0;
    for (int i = 0; i < t->ncycle; i++) {
        if (mask >> i & 1) {
            if (i < cursor) (*waste)++;
            cards[n++] = i;
        }
    }
    return n;
}

static void compute_plays(const Tables *t, uint64_t talon, Plays *plays) {
    uint64_t mask = talon & MASK;
    int cards[MAX_CYCLE];
    int waste;
    int n = cycle_cards(t, talon, cards, &waste);
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


#endif /* CANFIELD_PROVER_RULES_H */
