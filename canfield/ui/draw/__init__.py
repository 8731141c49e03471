"""Everything that turns a frozen scene into pixels: the layout, the card art, the
renderer and the painter, and the widgets the dialogs and the toolbar draw with."""
