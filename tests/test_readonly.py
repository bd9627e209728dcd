"""freeze and thaw: deep read-only copies and back."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest
from hypothesis import given

from toolhooks import FrozenError
from toolhooks.errors import FreezeError
from toolhooks.readonly import FrozenDict, freeze, frozen_dict, thaw

from .strategies import json_objects, json_values


def _has_mutable_container(value: Any) -> bool:
    if isinstance(value, FrozenDict):  # checked first: a FrozenDict is also a dict
        return any(_has_mutable_container(item) for item in value.values())
    if isinstance(value, (dict, list, set)):
        return True
    if isinstance(value, tuple):
        return any(_has_mutable_container(item) for item in value)
    return False


@given(json_values)
def test_thaw_inverts_freeze(value: Any) -> None:
    """A frozen copy thaws back to a value equal to the original."""
    assert thaw(freeze(value)) == value


@given(json_values)
def test_frozen_values_hold_no_mutable_container(value: Any) -> None:
    """No dict, list or set survives anywhere inside a frozen value."""
    assert not _has_mutable_container(freeze(value))


@given(json_objects)
def test_frozen_dict_is_independent_of_its_source(source: dict[str, Any]) -> None:
    """Changing the source after freezing does not change the frozen copy."""
    frozen = FrozenDict(source)
    expected = thaw(frozen)
    source.clear()
    assert thaw(frozen) == expected


@given(json_objects)
def test_frozen_dict_copies_as_freeze_does(source: dict[str, Any]) -> None:
    """``frozen_dict`` (the hooked call's route for a plain dict) builds the same deep,
    independent FrozenDict as ``FrozenDict(...)``, nested or flat."""
    built = frozen_dict(source)
    assert type(built) is FrozenDict
    assert built == FrozenDict(source)
    assert thaw(built) == source
    assert not _has_mutable_container(built)
    before = thaw(built)
    source["added"] = object()  # a key the source may already hold: overwritten, then gone
    source.clear()
    assert thaw(built) == before


def test_frozen_dict_refuses_what_frozen_dict_refuses() -> None:
    """A key that is not a string is refused on the fast route too."""
    with pytest.raises(FreezeError, match="keys must be strings"):
        frozen_dict({1: "x"})  # type: ignore[dict-item]


def test_frozen_dict_compares_equal_to_a_dict_and_refuses_writes() -> None:
    """Equality is by content; every mutation path raises."""
    frozen = FrozenDict({"a": [1, {"b": 2}]})
    assert frozen == {"a": (1, {"b": 2})}
    for mutate in (
        lambda: frozen.__setitem__("a", 1),
        lambda: frozen.__delitem__("a"),
        lambda: frozen.update({}),
        lambda: frozen.pop("a"),
        lambda: frozen.setdefault("b", 1),
        lambda: frozen.clear(),
        lambda: frozen.popitem(),
        lambda: frozen["a"][1].update({"c": 3}),  # nested mappings are frozen too
    ):
        with pytest.raises(FrozenError, match="read-only"):
            mutate()
    with pytest.raises(AttributeError):
        frozen.x = 1  # type: ignore[attr-defined]
    with pytest.raises(FrozenError):
        frozen |= {"b": 2}


def test_frozen_dict_survives_pickle_and_copy_frozen() -> None:
    """Round trips give equal, still read-only values."""
    frozen = FrozenDict({"a": [1, {"b": 2}]})
    for clone in (pickle.loads(pickle.dumps(frozen)), copy.copy(frozen), copy.deepcopy(frozen)):
        assert clone == frozen
        assert isinstance(clone, FrozenDict)
        with pytest.raises(FrozenError):
            clone["a"] = 0
