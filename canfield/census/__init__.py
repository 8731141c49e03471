"""The census: how many Canfield deals can be won under this game's rules, deal by deal.

`canfield census` solves a fixed sequence of deals (`sequence`) and keeps one row per deal
in an SQLite file (`table`); deals the solver leaves undecided come back with larger
budgets (`rounds`); the summary gives the winnable share with its interval (`summary`).
The figures published from it, and the sentence the Statistics window shows, are in
`figures`, the only module of this package the window imports.
"""
