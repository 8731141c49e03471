"""Forgiving validation of stored JSON: one bad value must not cost the player the rest.

Pydantic validates a model as a whole, so a single wrong value would throw away every
other setting. Here each field is validated on its own: a field that fails falls back
to its default, unknown keys are ignored, and nested models are treated the same way,
field by field. The caller learns which fields were replaced, to warn about them.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

ModelT = TypeVar("ModelT", bound=BaseModel)


class CorruptFileError(ValueError):
    """A stored file is not even a JSON object (as opposed to holding one bad value)."""


def _nested_model(annotation: Any) -> type[BaseModel] | None:
    """The model class inside a field's type (`Model` or `Model | None`), if any."""
    candidates = [annotation]
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        candidates = list(typing.get_args(annotation))
    for candidate in candidates:
        if isinstance(candidate, type) and issubclass(candidate, BaseModel):
            return candidate
    return None


def _all_defaults(model: type[BaseModel]) -> bool:
    """Whether a model can be built from nothing (then it can be repaired field by field)."""
    return not any(field.is_required() for field in model.model_fields.values())


def validate_leniently(model: type[ModelT], data: Mapping[str, Any]) -> tuple[ModelT, list[str]]:
    """Build `model` from `data`, keeping every valid field and defaulting the others.

    Returns the model and the dotted names of the fields whose stored value was invalid
    (e.g. `["draw", "draw_3.played"]`). `model` must have a default for every field
    and no aliases.
    """
    values: dict[str, Any] = {}
    invalid: list[str] = []
    for name, field in model.model_fields.items():
        key = name
        if key not in data:
            continue
        raw = data[key]
        nested = _nested_model(field.annotation)
        if nested is not None and isinstance(raw, Mapping) and _all_defaults(nested):
            values[name], nested_invalid = validate_leniently(nested, raw)
            invalid.extend(f"{key}.{inner}" for inner in nested_invalid)
            continue
        try:
            probe = model.model_validate({key: raw})
        except ValidationError:
            invalid.append(key)
            continue
        values[name] = getattr(probe, name)
    return model.model_validate(values), invalid


def json_object(text: str) -> dict[str, Any]:
    """The JSON object a stored file holds; CorruptFileError when it holds no object."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # bad syntax, huge numbers, deep nesting
        raise CorruptFileError(f"not JSON ({error})") from error
    if not isinstance(data, dict):
        raise CorruptFileError(f"a JSON object was expected, not {type(data).__name__}")
    return data
