"""The solver put to work for the player: where a game was lost, and today's deal.

Pure logic over the engine and the solver's public `solve` (no pygame, no files): the
window (`canfield.ui`) and the command line only carry what these modules compute.
"""
