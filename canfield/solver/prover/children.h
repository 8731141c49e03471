/* `Moves.children` and `Moves.forced`: every move worth trying from a position. */
#ifndef CANFIELD_PROVER_CHILDREN_H
#define CANFIELD_PROVER_CHILDREN_H

#include "moves.h"

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
    int found = -1;
    if (t->draw == 1) {
        for (int p = 0; p < plays.n && found < 0; p++) {
            card = plays.card[p];
            /* (not a card of a merged pair: which twin is in the stock is not known) */
            if (t->rel[card] == 0 && up_of(t, node->counts, card, after_up) &&
                !merged(t, node, card))
                found = p;
        }
    } else {
        int last = highest_bit(mask);
        card = t->cycle[last];
        if (t->rel[card] == 0 && up_of(t, node->counts, card, after_up)) {
            for (int p = 0; p < plays.n && found < 0; p++)
                if (!(plays.after[p] >> last & 1)) found = p; /* the play taking it */
        }
    }
    if (found < 0) return 0;
    Node n = *node;
    n.talon = plays.after[found];
    memcpy(n.counts, after_up, 4);
    emit(out, &n, step1('W', card, TO_FOUNDATION), failed);
    return 1;
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


#endif /* CANFIELD_PROVER_CHILDREN_H */
