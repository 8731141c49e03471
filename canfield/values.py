"""Records: classes of named values, as `dataclasses.dataclass` makes them, made quickly.

`@dataclass` writes out and compiles six methods for each frozen class, and importing
`dataclasses` brings `inspect` and `ast` with it. `record` compiles `__init__` alone at
once (so making an instance costs exactly what it costs with `@dataclass`); `__eq__` and
`__hash__` are compiled from the text `dataclasses` writes for them when first called,
and are then as fast as theirs; `__repr__`, the frozen guards and pickling support are
built from the class's field names by shared functions.

What it saves (STYLE.md 18), measured on 2026-12-02 with `scripts/bench_start.py` on a
2-core machine busy with other work (Python 3.11.7, pygame-ce 2.5.8), the game as it is
against the same tree with every record made by `dataclasses` (46 classes are made
before the first frame):

| the start, up to the first frame     | with `record` | with `dataclass` | saved  |
|--------------------------------------|---------------|------------------|--------|
| instructions (callgrind, 2 runs)     | 342.1 M       | 487.7 M          | 30 %   |
| X11 launch → drawn, median (11 runs) | 183 ms        | 194 ms           | 5.5 %  |
| the same, another run (21 each)      | 281 ms        | 371 ms           | 24 %   |
| SDL dummy, median (11 runs)          | 154 ms        | 191 ms           | 19 %   |
| resident memory then (X11)           | 36.4 MiB      | 37.7 MiB         | 1.3 MiB|

Timings there drift by 2× and their spreads overlap; the instruction count holds to
0.1 %. The rule this module stays by: it saves at least 5 % of the start, in
instructions and in the median launch → first frame. Measure again with
`DISPLAY=:N .venv/bin/python scripts/bench_start.py --launches 11 --callgrind 1
--variant dataclasses` (an X display such as Xvfb; without one, drop `--launches`).

The meaning is `@dataclass`'s, for the parts this game uses: fields are the annotated
class attributes in order (a base record's first; `ClassVar` ones are not fields), with
defaults (not a list, dict or set: those need a factory) or `field(default_factory=…)`,
`compare=False` and `repr=False`; `__post_init__` is called after `__init__`; `frozen`
(the default) makes assigning a field raise `FrozenRecordError` (an `AttributeError`)
and gives a hash over the compared fields, while a mutable record is unhashable;
`slots=True` makes the class anew with `__slots__`. Equality holds between records of
the very same class only. A method the class writes itself is kept. `fields` and
`replace` do what `dataclasses.fields` and `replace` do, and mypy checks each `replace`
call against the record's fields as it checks `dataclasses.replace`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, dataclass_transform, overload

__all__ = ["Field", "FrozenRecordError", "field", "fields", "record", "replace"]

T = TypeVar("T")


class _Missing:
    """The absence of a default (a field with none must be given)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class FrozenRecordError(AttributeError):
    """A field of a frozen record was assigned or deleted."""


class Field:
    """One field of a record: its name, default or default factory, and whether it takes
    part in equality (and the hash) and in the repr."""

    __slots__ = ("compare", "default", "default_factory", "name", "repr")

    def __init__(
        self,
        default: Any = MISSING,
        default_factory: Any = MISSING,
        compare: bool = True,
        repr: bool = True,
    ) -> None:
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.compare = compare
        self.repr = repr

    def __repr__(self) -> str:
        return f"Field(name={self.name!r}, default={self.default!r})"


def field(
    *,
    default: Any = MISSING,
    default_factory: Callable[[], Any] | Any = MISSING,
    compare: bool = True,
    repr: bool = True,
) -> Any:
    """A field with options, as `dataclasses.field`: `x: list = field(default_factory=list)`."""
    return Field(default, default_factory, compare, repr)


@overload
def record(cls: type[T], /) -> type[T]: ...


@overload
def record(*, frozen: bool = True, slots: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def record(
    cls: type[T] | None = None, /, *, frozen: bool = True, slots: bool = False
) -> type[T] | Callable[[type[T]], type[T]]:
    """Make `cls` a record (see the module's text): `@record`, `@record(frozen=False)`,
    `@record(slots=True)`."""

    def make(cls: type[T]) -> type[T]:
        return _make(cls, frozen=frozen, slots=slots)

    return make if cls is None else make(cls)


def fields(item: object) -> tuple[Field, ...]:
    """The fields of a record class or instance, in order."""
    found: tuple[Field, ...] | None = getattr(item, "__record_fields__", None)
    if found is None:
        raise TypeError(f"{item!r} is not a record")
    return found


def _replace(item: T, /, **changes: Any) -> T:
    """A copy of the record `item` with `changes` made (its `__init__` runs again)."""
    values = {f.name: getattr(item, f.name) for f in fields(item)}
    unknown = set(changes) - set(values)
    if unknown:
        raise TypeError(f"{type(item).__qualname__} has no field {sorted(unknown)[0]!r}")
    values.update(changes)
    return type(item)(**values)


if TYPE_CHECKING:
    # For mypy, `replace` is `dataclasses.replace`, whose calls its dataclasses plugin
    # checks against the fields of the class (a record is one, by `dataclass_transform`):
    # a field that does not exist or a value of the wrong type is an error.
    from dataclasses import replace as replace
else:
    replace = _replace


def _is_class_var(annotation: object) -> bool:
    """True for a `ClassVar[...]` annotation (written as text, or as the object)."""
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return text.startswith(("ClassVar", "typing.ClassVar"))


def _collect(cls: type) -> tuple[list[Field], list[Field]]:
    """All the fields of `cls` in order, and those `cls` declares. As in `dataclasses`, a
    field `cls` declares again keeps the place a base record gave it."""
    every: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for f in base.__dict__.get("__record_fields__", ()):
            every[f.name] = f
    own: list[Field] = []
    # Not inspect.get_annotations: importing inspect is what this module saves.
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():  # noqa: RUF063
        if _is_class_var(annotation):
            continue
        value = cls.__dict__.get(name, MISSING)
        made = value if isinstance(value, Field) else Field(default=value)
        made.name = name
        every[name] = made
        own.append(made)
    return list(every.values()), own


def _make(cls: type[T], *, frozen: bool, slots: bool) -> type[T]:
    """Turn `cls` into a record."""
    every, own = _collect(cls)
    seen_default = False
    for f in every:
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if seen_default and not has_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
        seen_default = seen_default or has_default
    for f in own:  # as dataclasses: a plain default stays a class attribute
        if type(f.default).__hash__ is None:  # a list, dict, set: shared by every record
            raise ValueError(
                f"mutable default {type(f.default)} for field {f.name} is not allowed:"
                " use default_factory"
            )
        if f.default is not MISSING and not slots:
            setattr(cls, f.name, f.default)
        elif f.name in cls.__dict__:
            delattr(cls, f.name)
    if slots:
        cls = _with_slots(cls, own)
    names = tuple(f.name for f in every)
    compared = tuple(f.name for f in every if f.compare)
    body = dict(cls.__dict__)
    # As dataclasses: a hash the class writes itself is kept (Python sets __hash__ to
    # None in a class that writes __eq__ alone); else frozen hashes, mutable does not.
    own_hash = "__hash__" in body and not (body["__hash__"] is None and "__eq__" in body)
    made: dict[str, Any] = {
        "__match_args__": names,
        "__repr__": _repr(tuple(f.name for f in every if f.repr)),
        "__init__": _init(cls, every, frozen),
        "__eq__": _on_first_use(cls, "__eq__", compared),
    }
    if frozen:
        made.update(_frozen_guards(cls, frozenset(names)))
        if slots:
            made.update(_slot_pickling(names))
    # None: unhashable, unless the class hashes (a frozen record's hash is over the fields)
    hashing = _on_first_use(cls, "__hash__", compared) if frozen else None
    for name, method in made.items():
        if name not in body:
            setattr(cls, name, method)
        elif frozen and name in ("__setattr__", "__delattr__"):
            raise TypeError(f"cannot overwrite {name} in frozen record {cls.__name__}")
    if not own_hash:
        cls.__hash__ = hashing  # type: ignore[assignment,method-assign]
    cls.__record_fields__ = tuple(every)  # type: ignore[attr-defined]
    return cls


def _slot_pickling(names: tuple[str, ...]) -> dict[str, Callable[..., Any]]:
    """`__getstate__` and `__setstate__` for a frozen record with slots (which has no
    `__dict__` for pickle to fill, and refuses `setattr`)."""

    def __getstate__(self: object) -> tuple[Any, ...]:
        return tuple(getattr(self, n) for n in names)

    def __setstate__(self: object, state: tuple[Any, ...]) -> None:
        for name, value in zip(names, state, strict=True):
            object.__setattr__(self, name, value)

    return {"__getstate__": __getstate__, "__setstate__": __setstate__}


def _with_slots(cls: type[T], own: list[Field]) -> type[T]:
    """`cls` made again with `__slots__` for its own fields (as `dataclass(slots=True)`)."""
    namespace = dict(cls.__dict__)
    namespace["__slots__"] = tuple(f.name for f in own)
    for name in (*namespace["__slots__"], "__dict__", "__weakref__"):
        namespace.pop(name, None)
    maker: Any = type(cls)
    made: type[T] = maker(cls.__name__, cls.__bases__, namespace)
    made.__qualname__ = cls.__qualname__
    return made


def _init(cls: type, every: list[Field], frozen: bool) -> Callable[..., None]:
    """`__init__` for the fields, as `dataclasses` writes it, compiled when the first
    record of the class is made: it then takes this stand-in's place in `cls`, as `__eq__`
    and `__hash__` do (`_on_first_use`). A record never made before the first frame (a
    dialog's answer, the teacher's) costs the start no compiling."""
    scope: dict[str, Any] = {"__setter": object.__setattr__, "MISSING": MISSING}
    parameters: list[str] = []
    lines: list[str] = []
    for n, f in enumerate(every):
        if f.default_factory is not MISSING:
            scope[f"__factory{n}"] = f.default_factory
            parameters.append(f"{f.name}=MISSING")
            lines.append(f"if {f.name} is MISSING: {f.name} = __factory{n}()")
        elif f.default is not MISSING:
            scope[f"__default{n}"] = f.default
            parameters.append(f"{f.name}=__default{n}")
        else:
            parameters.append(f.name)
        if frozen:
            lines.append(f"__setter(self, {f.name!r}, {f.name})")
        else:
            lines.append(f"self.{f.name} = {f.name}")
    if hasattr(cls, "__post_init__"):
        lines.append("self.__post_init__()")
    source = f"def __init__(self, {', '.join(parameters)}) -> None:\n"
    source += "".join(f"    {line}\n" for line in lines or ["pass"])

    def first_use(self: object, *args: Any, **kwargs: Any) -> None:
        method = _compile(cls, "__init__", source, scope)
        setattr(cls, "__init__", method)  # noqa: B010 - the class's own, from now on
        method(self, *args, **kwargs)

    first_use.__name__ = "__init__"
    first_use.__qualname__ = f"{cls.__qualname__}.__init__"
    return first_use


def _compile(
    cls: type, name: str, source: str, scope: dict[str, Any] | None = None
) -> Callable[..., Any]:
    """The method `name` of `cls` whose text is `source`."""
    made: dict[str, Any] = {}
    exec(source, scope or {}, made)  # text made here from the field names alone
    method: Callable[..., Any] = made[name]
    method.__qualname__ = f"{cls.__qualname__}.{name}"
    return method


def _on_first_use(cls: type, name: str, compared: tuple[str, ...]) -> Callable[..., Any]:
    """`__eq__` or `__hash__` over the fields `compared`, compiled from the text
    `dataclasses` writes for it, and so as fast, but only when first called: it then
    takes this stand-in's place in `cls`. Most records are never compared or hashed
    before the first frame, and compiling each class's two at once would cost the start
    about 23 M instructions (7 %)."""
    mine = "".join(f"self.{n}," for n in compared)
    if name == "__eq__":
        theirs = "".join(f"other.{n}," for n in compared)
        source = (
            "def __eq__(self, other):\n"
            "    if other.__class__ is self.__class__:\n"
            f"        return ({mine}) == ({theirs})\n"
            "    return NotImplemented\n"
        )
    else:
        source = f"def __hash__(self):\n    return hash(({mine}))\n"

    def first_use(self: object, *other: object) -> Any:
        method = _compile(cls, name, source)
        setattr(cls, name, method)
        return method(self, *other)

    first_use.__name__ = name
    first_use.__qualname__ = f"{cls.__qualname__}.{name}"
    return first_use


def _repr(names: tuple[str, ...]) -> Callable[[object], str]:
    """`__repr__` as `dataclasses` writes it: `Name(a=1, b='x')`."""

    def __repr__(self: object) -> str:
        shown = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _frozen_guards(cls: type, names: frozenset[str]) -> dict[str, Callable[..., None]]:
    """`__setattr__` and `__delattr__` refusing any change to a field."""

    def __setattr__(self: object, name: str, value: object) -> None:
        if type(self) is cls or name in names:
            raise FrozenRecordError(f"cannot assign to field {name!r}")
        object.__setattr__(self, name, value)

    def __delattr__(self: object, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenRecordError(f"cannot delete field {name!r}")
        object.__delattr__(self, name)

    return {"__setattr__": __setattr__, "__delattr__": __delattr__}
