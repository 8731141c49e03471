"""Raw events in, intents out: the pointer, the keyboard, the drag and the toolbar.

These rooms know pixels and piles, never the session: what they return is applied by
`canfield.ui.actions` alone."""
