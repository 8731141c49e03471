"""The package's rooms keep their imports pointing down (README, Layout).

In the window (`canfield.ui`): its own modules (the loop, the actions, the dialog flow …)
may use `input/`, `dialogs/` and `draw/`; `input/` and `dialogs/` may use `draw/` and
the status line's words (`say`) but not each other; `draw/` uses none of them. Only the
window's own modules use the session. Below the window: the session may use the store,
the store not the session, and the engine none of the window, session, store or solver.
"""

from __future__ import annotations

import ast
from pathlib import Path

import canfield

PACKAGE = Path(canfield.__file__).parent
UI_FLOOR = {
    "canfield.ui.draw": 0,
    "canfield.ui.say": 0,
    "canfield.ui.input": 1,
    "canfield.ui.dialogs": 1,
}
"""The window's rooms by floor; every other module of `canfield.ui` is on floor 2."""
NOT_BELOW_THE_WINDOW = {
    "canfield.session": ("canfield.ui",),
    "canfield.store": ("canfield.ui", "canfield.session"),
    "canfield.engine": ("canfield.ui", "canfield.session", "canfield.store", "canfield.solver"),
    "canfield.solver": ("canfield.ui", "canfield.session"),
    "canfield.teacher": ("canfield.ui", "canfield.session"),
}


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


def _under(name: str, room: str) -> bool:
    return name == room or name.startswith(room + ".")


def _room(name: str) -> str:
    """The window's room a module of `canfield.ui` is in."""
    return next((room for room in UI_FLOOR if _under(name, room)), "canfield.ui")


def _wrong(module: str, name: str) -> bool:
    for room, forbidden in NOT_BELOW_THE_WINDOW.items():
        if _under(module, room):
            return any(_under(name, f) for f in forbidden)
    if not _under(module, "canfield.ui"):
        return False
    here = _room(module)
    if _under(name, "canfield.session"):
        return here in UI_FLOOR  # only the window's own modules act on the session
    if not _under(name, "canfield.ui") or name == "canfield.ui":
        return False
    there = _room(name)
    if there == here:
        return False
    return UI_FLOOR.get(there, 2) >= UI_FLOOR.get(here, 2)


def test_every_import_points_down() -> None:
    wrong = [
        f"{_module(path)} imports {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for name in sorted(_imports(path))
        if _wrong(_module(path), name)
    ]
    assert wrong == [], "\n".join(wrong)


def test_the_rule_catches_an_import_that_points_up() -> None:
    assert _wrong("canfield.ui.draw.render", "canfield.ui.dialogs.modal")
    assert _wrong("canfield.ui.input.keyboard", "canfield.ui.dialogs.help")
    assert _wrong("canfield.ui.dialogs.options", "canfield.ui.actions")
    assert _wrong("canfield.ui.draw.scene", "canfield.session")
    assert _wrong("canfield.engine.play", "canfield.store.games")
    assert _wrong("canfield.store.games", "canfield.session.game")
    assert not _wrong("canfield.ui.app", "canfield.ui.input.keyboard")
    assert not _wrong("canfield.ui.input.keyboard", "canfield.ui.draw.layout")
