"""Records behave as the dataclasses they stand in for (`canfield.values`)."""

from __future__ import annotations

import ast
import dataclasses
import pickle
import subprocess
import sys
from pathlib import Path
from typing import ClassVar, cast

import pytest

from canfield import values
from canfield.values import FrozenRecordError, field, record


@record
class Point:
    """A frozen record."""

    x: int
    y: int = 0
    tags: tuple[str, ...] = ()
    note: str = field(default="", compare=False, repr=False)
    LIMIT: ClassVar[int] = 10


@dataclasses.dataclass(frozen=True)
class PointDataclass:
    """The same as a dataclass."""

    x: int
    y: int = 0
    tags: tuple[str, ...] = ()
    note: str = dataclasses.field(default="", compare=False, repr=False)
    LIMIT: ClassVar[int] = 10


@record(slots=True)
class Slotted:
    """A frozen record with slots."""

    name: str
    items: list[int] = field(default_factory=list)


@record(frozen=False)
class Counter:
    """A mutable record, with a check after `__init__`."""

    count: int = 0
    seen: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.count < 0:
            raise ValueError("negative")


@record
class Named:
    """A record that writes its own repr."""

    text: str

    def __repr__(self) -> str:
        return f"Named.of({self.text!r})"


def test_a_record_constructs_compares_and_prints_as_the_dataclass_does() -> None:
    ours, theirs = Point(1, tags=("a",)), PointDataclass(1, tags=("a",))
    assert repr(ours).replace("Point", "PointDataclass") == repr(theirs)
    assert repr(ours) == "Point(x=1, y=0, tags=('a',))"
    assert (ours.x, ours.y, ours.tags, ours.note) == (1, 0, ("a",), "")
    assert ours == Point(1, 0, ("a",), note="other")  # a field left out of equality
    assert ours != Point(2, tags=("a",))
    assert hash(ours) == hash(Point(1, tags=("a",), note="x"))
    assert ours != cast(object, theirs)  # equal only to a record of the very same class
    assert Point.__match_args__ == PointDataclass.__match_args__ == ("x", "y", "tags", "note")
    assert [f.name for f in values.fields(Point)] == [
        f.name for f in dataclasses.fields(PointDataclass)
    ]
    assert Point.y == 0 and Point.LIMIT == 10  # a plain default stays a class attribute
    with pytest.raises(TypeError):
        Point()  # type: ignore[call-arg]


def test_a_frozen_record_refuses_changes_and_a_mutable_one_is_unhashable() -> None:
    point = Point(1)
    with pytest.raises(FrozenRecordError):
        point.x = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del point.y
    with pytest.raises(AttributeError):
        point.other = 1  # type: ignore[attr-defined]
    counter = Counter()
    counter.count = 3
    assert counter == Counter(3) and counter != Counter(4)
    with pytest.raises(TypeError):
        hash(counter)
    with pytest.raises(ValueError, match="negative"):
        Counter(-1)  # __post_init__ ran


def test_default_factories_give_each_record_its_own_value() -> None:
    first, second = Slotted("a"), Slotted("b")
    first.items.append(1)
    assert second.items == [] and first.items == [1]
    assert Counter().seen is not Counter().seen


def test_slots_records_have_no_dict_and_pickle() -> None:
    item = Slotted("a", [1, 2])
    assert not hasattr(item, "__dict__")
    assert Slotted.__slots__ == ("name", "items")
    with pytest.raises(AttributeError):
        item.name = "b"  # type: ignore[misc]
    for value in (item, Point(3, 4, ("t",), "n"), Counter(2, {"a": 1})):
        copy = pickle.loads(pickle.dumps(value))
        assert copy == value and copy is not value
    assert pickle.loads(pickle.dumps(Point(3, note="kept"))).note == "kept"


def test_replace_and_own_methods() -> None:
    point = Point(1, 2, note="n")
    assert values.replace(point, y=5) == Point(1, 5) and values.replace(point).note == "n"
    with pytest.raises(TypeError, match="no field"):
        values.replace(point, z=1)  # type: ignore[call-arg]
    assert repr(Named("x")) == "Named.of('x')"  # the class's own repr is kept
    with pytest.raises(TypeError, match="not a record"):
        values.fields(object())


def test_equality_and_hash_a_class_writes_itself_are_kept_as_by_dataclasses() -> None:
    """As `dataclasses`: a class's own `__eq__` is kept and, frozen, it still gets a hash
    over its fields; a class's own `__hash__` is kept; no field compared: all equal."""

    @record
    class ByName:
        name: str
        size: int = 0

        def __eq__(self, other: object) -> bool:
            return isinstance(other, ByName) and other.name == self.name

    @dataclasses.dataclass(frozen=True)
    class ByNameDataclass:
        name: str
        size: int = 0

        def __eq__(self, other: object) -> bool:
            return isinstance(other, ByNameDataclass) and other.name == self.name

    @record
    class Hashed:
        name: str

        def __hash__(self) -> int:
            return 7

    @record
    class Empty:
        note: str = field(default="", compare=False)

    assert ByName("a", 1) == ByName("a", 2) and ByNameDataclass("a", 1) == ByNameDataclass("a", 2)
    assert hash(ByName("a", 1)) == hash(("a", 1)) == hash(ByNameDataclass("a", 1))
    assert hash(Hashed("x")) == 7 and Hashed("x") == Hashed("x") != Hashed("y")
    assert Empty("a") == Empty("b") and hash(Empty("a")) == hash(())
    assert hash(Point(1, 2, ("t",))) == hash(PointDataclass(1, 2, ("t",)))


def test_equality_and_hash_are_compiled_as_dataclasses_write_them_when_first_used() -> None:
    @record
    class Pair:
        left: int
        right: int = 0

    stand_ins = (Pair.__eq__, Pair.__hash__)
    assert [m.__qualname__.split("<locals>.")[1] for m in stand_ins] == [
        "Pair.__eq__",
        "Pair.__hash__",
    ]
    assert Pair(1) == Pair(1, 0) != Pair(1, 2) and Pair.__eq__ is not stand_ins[0]
    assert hash(Pair(1, 2)) == hash((1, 2)) and Pair.__hash__ is not stand_ins[1]
    assert Pair.__eq__.__code__.co_filename == Pair.__init__.__code__.co_filename == "<string>"
    assert (Pair(1) == cast(object, 1)) is False and Pair(1).__eq__(1) is NotImplemented


def test_mypy_checks_each_replace_against_the_records_fields() -> None:
    """`replace` is `dataclasses.replace` to mypy, which checks the call against the
    fields: the ignores prove it (an unused one is an error under `mypy --strict`)."""
    point = Point(1)
    wrong = values.replace(point, y="2")  # type: ignore[arg-type]
    assert cast(object, wrong.y) == "2"  # not checked at run time, as in dataclasses
    with pytest.raises(TypeError, match="no field 'why'"):
        values.replace(point, why=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="not a record"):
        values.replace(3, x=1)  # type: ignore[type-var]
    moved: Point = values.replace(point, x=2)  # the record's own type comes back
    assert moved == Point(2)


def test_a_field_given_anew_by_a_subclass_keeps_its_place_as_in_dataclasses() -> None:
    """A subclass that gives a base's field a new default keeps the field where the base
    put it (`dataclasses`' order), so positional arguments still mean the same fields."""

    @record
    class Base:
        x: int = 0
        y: int = 1

    @record
    class Moved(Base):
        x: int = 5

    @dataclasses.dataclass(frozen=True)
    class BaseDataclass:
        x: int = 0
        y: int = 1

    @dataclasses.dataclass(frozen=True)
    class MovedDataclass(BaseDataclass):
        x: int = 5

    assert [f.name for f in values.fields(Moved)] == [
        f.name for f in dataclasses.fields(MovedDataclass)
    ]
    assert Moved.__match_args__ == MovedDataclass.__match_args__ == ("x", "y")
    assert (Moved(7).x, Moved(7).y, Moved().x) == (7, 1, 5)
    assert repr(Moved(7)).endswith("Moved(x=7, y=1)")


def test_fields_in_a_bad_order_are_refused_as_by_dataclasses() -> None:
    with pytest.raises(TypeError, match="non-default argument"):

        @record
        class Bad:
            first: int = 0
            second: int  # type: ignore[misc]


def test_a_mutable_default_is_refused_as_by_dataclasses() -> None:
    """A list, dict or set as a plain default would be one object shared by every record
    made without that field: `dataclasses` refuses it, and so does `record`."""
    defaults: tuple[object, ...] = ([], {}, set())
    for default in defaults:
        with pytest.raises(ValueError, match="default_factory"):

            @record(frozen=False)
            class Shared:
                items: object = default

    @record(frozen=False)
    class Fine:
        items: tuple[int, ...] = ()
        rows: list[int] = field(default_factory=list)

    assert Fine().rows is not Fine().rows and Fine().items == ()


def test_every_record_in_the_game_is_a_record_and_dataclasses_is_not_imported_to_play() -> None:
    """The modules the window imports for its first frame load neither `dataclasses` nor
    `inspect` (the cost `canfield.values` saves)."""
    script = (
        "import sys\n"
        "from canfield.ui import pygame_import\n"
        "pygame_import.begin()\n"
        "import canfield.cli, canfield.ui.app\n"
        "print(' '.join(m for m in ('dataclasses', 'inspect', 'ast') if m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_values_needs_only_the_standard_library_and_not_dataclasses() -> None:
    """At run time: under `if TYPE_CHECKING:` mypy is told `replace` is dataclasses'."""
    tree = ast.parse(Path(values.__file__).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            node.body = [ast.Pass()]
    nodes = list(ast.walk(tree))
    imported = {a.name for n in nodes if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module for n in nodes if isinstance(n, ast.ImportFrom) and n.module}
    assert imported == {"__future__", "collections.abc", "typing"}
