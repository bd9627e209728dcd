"""Deep, read-only copies of JSON-like data.

``frozen=True`` on a dataclass stops attribute assignment and nothing else: a ``dict`` or
``list`` field stays mutable. Trusted context and the model's tool input are therefore
stored as :class:`FrozenDict` and tuples, all the way down. ``thaw`` gives back ordinary,
mutable ``dict``/``list`` copies when code needs to build a new value.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn

from .errors import FreezeError, FrozenError

JSON_SCALARS = frozenset({str, int, float, bool, type(None)})
"""The types of JSON's scalars (exact types): nothing inside them to freeze or walk."""


def is_flat(data: dict[Any, Any]) -> bool:
    """True for a dict of string keys and scalar values: nothing to walk, freeze or check."""
    for key, value in data.items():
        if type(key) is not str or type(value) not in JSON_SCALARS:
            return False
    return True


class _Sealed(type):
    """Builds a :class:`FrozenDict` in one step, so that ``__init__`` is never needed.

    ``type.__call__`` would call ``__init__`` after ``__new__``, and a dict that can be
    filled by ``__init__`` can be filled again by calling it twice. Building here leaves
    ``__init__`` free to refuse every call.
    """

    def __call__(cls, data: Mapping[str, Any] | None = None, /) -> Any:
        built: dict[str, Any] = dict.__new__(cls)  # type: ignore[arg-type]  # a dict subclass
        if type(data) is dict and is_flat(data):  # the usual case: copy it in one step
            dict.update(built, data)
            return built
        if type(data) is not dict and not isinstance(data, Mapping) and data is not None:
            raise FreezeError(
                f"FrozenDict takes a mapping, got {type(data).__name__}; "
                "e.g. FrozenDict({'user_id': 'u_004'})."
            )
        if data:
            try:
                dict.update(built, _frozen_items(data))
            except RecursionError:
                raise FreezeError(_TOO_DEEP) from None
        return built


class FrozenDict(dict[str, Any], metaclass=_Sealed):
    """A hashable, picklable, read-only ``dict`` whose values are frozen too.

    It subclasses ``dict`` so that reads, ``in``, ``json.dumps`` and ``isinstance(x, dict)``
    run at C speed, and overrides every mutating method to raise, ``__init__`` included.
    Keys must be strings, as in JSON: converting ``1`` to ``"1"`` would merge it with a
    ``"1"`` already there. Like ``frozen=True`` this guards against accidents, not against
    deliberate code: ``dict.__setitem__(d, k, v)`` still writes. ``MappingProxyType``
    would be read-only too, but neither picklable nor deep.
    """

    __slots__ = ()

    def __init__(self, *_args: object, **_kwargs: object) -> None:
        raise FrozenError(
            "FrozenDict is read-only: calling __init__ again would refill it. "
            "Build a new one instead: FrozenDict({**frozen, 'key': new_value})."
        )

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


def frozen_dict(data: dict[str, Any]) -> FrozenDict:
    """``FrozenDict(data)`` for a ``dict``, the usual flat one copied in one step without the
    metaclass's hop: every hooked call freezes two (its input and its result)."""
    for key, value in data.items():  # is_flat, inline
        if type(key) is not str or type(value) not in JSON_SCALARS:
            return FrozenDict(data)
    built: FrozenDict = _NEW_DICT(FrozenDict)
    _FILL(built, data)
    return built


_NEW_DICT = dict.__new__
_FILL = dict.update


def _frozen_items(data: Mapping[Any, Any]) -> dict[str, Any]:
    """``data`` as a plain dict of frozen values, refusing keys that are not strings."""
    frozen = {}
    for key, value in data.items():
        if type(key) is not str and not isinstance(key, str):
            raise FreezeError(
                f"FrozenDict keys must be strings, as JSON object keys are; got {key!r} "
                f"({type(key).__name__}). Convert the keys first (str(key)) if no two of "
                "them can collide, or keep the data in another shape."
            )
        frozen[key] = value if type(value) in JSON_SCALARS else freeze(value)
    return frozen


_TOO_DEEP = (
    "the value nests too deeply to freeze, or refers to itself (a cycle); JSON data is a "
    "tree of reasonable depth: build a flatter copy without the cycle."
)


def freeze(value: Any) -> Any:
    """Return a deep read-only copy of JSON-like ``value`` (mappings, sequences, scalars).

    Mappings become :class:`FrozenDict`, lists and tuples become tuples, sets become
    frozensets. Anything else is returned as it is, so callers that need JSON must check
    serialisability themselves. A cycle, or nesting deeper than the stack allows, is a
    :class:`~toolhooks.errors.FreezeError`.
    """
    kind = type(value)
    if kind in JSON_SCALARS or kind is FrozenDict:
        return value
    if kind is dict or isinstance(value, Mapping):
        return FrozenDict(value)
    try:
        if isinstance(value, (list, tuple)):
            return tuple(freeze(item) for item in value)
        if isinstance(value, (set, frozenset)):
            return frozenset(freeze(item) for item in value)
    except RecursionError:
        raise FreezeError(_TOO_DEEP) from None
    return value


def thaw(value: Any) -> Any:
    """Return a mutable deep copy of ``value``: mappings become dicts, tuples become lists."""
    if type(value) in JSON_SCALARS:
        return value
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [thaw(item) for item in value]
    if isinstance(value, frozenset):
        return set(value)
    return value
