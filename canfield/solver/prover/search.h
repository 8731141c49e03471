/* The prover's state and its memory: keys, waste dominance, frames (`proof.prover_steps`). */
#ifndef CANFIELD_PROVER_SEARCH_H
#define CANFIELD_PROVER_SEARCH_H

#include "children.h"
#include "seen.h"

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
    int cards[MAX_CYCLE];
    int waste;
    cycle_cards(t, talon, cards, &waste);
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


static int is_all_up(const uint8_t *c) {
    return c[0] == 13 && c[1] == 13 && c[2] == 13 && c[3] == 13;
}


#endif /* CANFIELD_PROVER_SEARCH_H */
