"""The modal windows: each takes events and returns a typed result (`modal.Result`),
which the window acts on; none of them changes the game."""
