/* The moves that change columns: the blind game's ups, run shifts and hops (`Moves._shift`, `_hops`). */
#ifndef CANFIELD_PROVER_MOVES_H
#define CANFIELD_PROVER_MOVES_H

#include "rules.h"

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
                put.len[x->k] = (uint8_t)rest; /* `put` is a copy of `base`: its cards */
            }
        }
        put.r = (uint8_t)new_r;
        put.talon = x->talon;
        memcpy(put.counts, x->counts, 4);
        place(&put);
        emit(g->side, &put, step2('C', col[at], target, x->kind, x->card, u), &g->failed);
    }
}


#endif /* CANFIELD_PROVER_MOVES_H */
