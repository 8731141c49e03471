"""The game by ear: what is said (`announce`), and saying it (`voice`).

Nothing here is imported while speech is off and no transcript is asked for: the
window's start does without it.
"""
