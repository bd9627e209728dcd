"""Deep, read-only copies of JSON-like data.

``frozen=True`` on a dataclass stops attribute assignment and nothing else: a ``dict`` or
``list`` field stays mutable. Trusted context and the model's tool input are therefore
stored as :class:`FrozenDict` and tuples, all the way down. ``thaw`` gives back ordinary,
mutable ``dict``/``list`` copies when code needs to build a new value.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn

from .errors import FrozenError, KeyTypeError

_IMMUTABLE = frozenset({str, int, float, bool, type(None)})


class FrozenDict(dict[str, Any]):
    """A hashable, picklable, read-only ``dict`` whose values are frozen too.

    It subclasses ``dict`` so that reads, ``in``, ``json.dumps`` and ``isinstance(x, dict)``
    run at C speed, and overrides every mutating method to raise. Like ``frozen=True``
    this guards against accidents, not against deliberate code: ``dict.__setitem__(d, k,
    v)`` still writes. ``MappingProxyType`` would be read-only too, but neither picklable
    nor deep.
    """

    __slots__ = ("_sealed",)

    def __init__(self, data: Mapping[str, Any] | None = None, /) -> None:
        if getattr(self, "_sealed", False):
            raise FrozenError(
                "FrozenDict is read-only: calling __init__ again would refill it. "
                "Build a new one instead: FrozenDict({**frozen, 'key': new_value})."
            )
        items = () if data is None else data.items()
        super().__init__((_string_key(key), freeze(value)) for key, value in items)
        self._sealed = True

    def _refuse(self, *_args: object, **_kwargs: object) -> NoReturn:
        raise FrozenError(
            "FrozenDict is read-only; build a new value instead, e.g. "
            "{**frozen, 'key': new_value} or thaw(frozen)."
        )

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __repr__(self) -> str:
        return f"FrozenDict({dict.__repr__(self)})"

    def __reduce__(self) -> tuple[type[FrozenDict], tuple[dict[str, Any]]]:
        return (FrozenDict, (dict(self),))

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenDict:
        return self


def _string_key(key: object) -> str:
    if isinstance(key, str):
        return key
    raise KeyTypeError(
        f"FrozenDict keys must be strings, as JSON object keys are; got {key!r} "
        f"({type(key).__name__}). Convert the keys first, or keep the data in another shape: "
        "turning 1 into '1' silently would merge it with a key '1' that is already there."
    )


def freeze(value: Any) -> Any:
    """Return a deep read-only copy of JSON-like ``value`` (mappings, sequences, scalars).

    Mappings become :class:`FrozenDict`, lists and tuples become tuples, sets become
    frozensets. Anything else is returned as it is, so callers that need JSON must check
    serialisability themselves.
    """
    if type(value) in _IMMUTABLE or isinstance(value, FrozenDict):
        return value
    if type(value) is dict or isinstance(value, Mapping):
        return FrozenDict(value)
    if isinstance(value, (list, tuple)):
        return tuple(freeze(item) for item in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(freeze(item) for item in value)
    return value


def thaw(value: Any) -> Any:
    """Return a mutable deep copy of ``value``: mappings become dicts, tuples become lists."""
    if type(value) in _IMMUTABLE:
        return value
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [thaw(item) for item in value]
    if isinstance(value, frozenset):
        return set(value)
    return value
