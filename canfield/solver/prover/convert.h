/* Nodes, steps and tables to and from their Python values (`compact.Node`, `compact.Step`). */
#ifndef CANFIELD_PROVER_CONVERT_H
#define CANFIELD_PROVER_CONVERT_H

#include <Python.h>

#include "nodes.h"

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
    if (n->len[0] + n->len[1] + n->len[2] + n->len[3] > 52 || r < 0 || r > 52) {
        PyErr_SetString(PyExc_ValueError, "more than 52 cards, or a reserve out of range");
        return -1;
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

#endif /* CANFIELD_PROVER_CONVERT_H */
