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
 * The parts, each a header included once here: `prover/nodes.h` (positions, steps,
 * tables), `seen.h` (the table of positions seen), `rules.h` (foundations, stock,
 * columns), `moves.h` (shifts, hops, the blind game's ups), `children.h` (the move
 * generator), `search.h` (keys, dominance, frames), `convert.h` (to and from Python).
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

#include "prover/search.h"
#include "prover/convert.h"

/* ---------------------------------------------------------------- Python glue */

static void Prover_dealloc(Prover *p) {
    seen_free(&p->seen);
    free(p->plays_cache);
    free(p->list.items);
    free(p->side.items);
    free(p->frames);
    free(p->steps);
    Py_TYPE(p)->tp_free((PyObject *)p);
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
    if (read_bytes(rel, t->rel, 256, &t->ids) < 0) return -1;
    if (read_bytes(red, t->red, 256, &n) < 0) return -1;
    if (read_bytes(suit, t->suit, 256, &n) < 0) return -1;
    if (read_bytes(reserve, t->reserve, 52, &t->nreserve) < 0) return -1;
    if (read_bytes(cycle, t->cycle, MAX_CYCLE, &t->ncycle) < 0) return -1;
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
            int twin = -1;
            for (int s2 = 0; s2 < 4; s2++)
                if (t->suit_red[s2] == t->red[card] && t->fcard[s2][t->rel[card]] != card)
                    twin = t->fcard[s2][t->rel[card]];
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
        from_child(&p->root, &node);
        if (is_all_up(node.counts)) {
            p->state = 1;
            return PyLong_FromLong(1);
        }
        if (visit(p, &p->root) < 0 || push_frame(p, &node, -1) < 0) return PyErr_NoMemory();
    }
    long long stop = p->nodes + count;
    if (p->has_pending) {
        p->has_pending = 0;
        from_child(&p->pending, &node);
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
            from_child(child, &node);
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
