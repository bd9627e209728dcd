"""Values across the line between the trusted grader and the learner's process: plain data.

Whatever crosses is JSON (:mod:`hookkata.grading.wire` frames it): ``null``, booleans,
numbers, strings, lists, and objects with exactly one key, a tag, for everything else.
No pickle, no code: the trusted side builds only the types of :data:`KNOWN`, with their
own constructors (which validate), and anything else the learner's process sends arrives
as a :class:`Foreign` value that carries its type's name and the ``repr`` the learner's
process computed. The trusted side never calls a method of a learner's object.

Identity survives the crossing where the exercises need it ("return ``call`` itself",
"report the very exception"): every object the trusted side sends that is not a plain
container gets a reference number, and when the learner's process sends that same object
back it sends ``{"$ref": n}``, which decodes to the original. A copy, however equal, is a
copy. Functions cross the same way: the trusted side's hooks become stubs in the learner's
process whose calls come back to be run here (``{"$fn": n}``), and a function the answer
returns (an ``undo``) crosses the other way, as a handle the trusted side can call.

The same code encodes on both sides; :class:`Codec` holds one side's tables.
"""

from __future__ import annotations

import base64
import builtins
import contextlib
import copy
import dataclasses
import enum
import functools
import inspect
import math
import numbers
import re
import sys
import types
import weakref
from collections.abc import Callable, Iterator, Mapping
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from fractions import Fraction
from typing import Any, TypeVar

from hookkata.grading import disguise
from toolhooks.context import HookContext
from toolhooks.decisions import ALLOW, Allow, Ask, Deny, Rewrite
from toolhooks.error_channel import HookFailure
from toolhooks.events import Asked, Denial, SessionEnd, ToolCall, ToolOutcome
from toolhooks.readonly import FrozenDict

KNOWN: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        Allow,
        Ask,
        Asked,
        Deny,
        Denial,
        HookContext,
        HookFailure,
        Rewrite,
        SessionEnd,
        ToolCall,
        ToolOutcome,
    )
}
"""The workbook's types that cross by value: rebuilt with their constructor, fields checked."""

MAX_HOURS = 24
"""The most a stub's call may move the learner's process's clocks forward (``hours``)."""

MAX_DEPTH = 64
"""Nesting past this is refused: no answer needs it, and a decoder must not recurse without end."""
MAX_TEXT = 2_000
"""How much of a foreign value's ``repr`` or an exception's message is kept."""


_GROUPS: Any = getattr(builtins, "BaseExceptionGroup", ())
"""Exception groups (Python 3.11+), whose members cross with them; ``()`` matches nothing."""

_PLAIN_ATTRIBUTES = (str, bool, int)
"""The types of attribute a stub carries as they are (:meth:`Codec._traits`): exact types,
so ``enabled=False`` arrives as ``False``, not ``"False"``."""
_MAX_PARAMETERS = 32
_PLAIN_DEFAULTS = (type(None), str, bool, int)
_PARAMETER_KINDS = (
    inspect.Parameter.POSITIONAL_ONLY,
    inspect.Parameter.POSITIONAL_OR_KEYWORD,
    inspect.Parameter.VAR_POSITIONAL,
    inspect.Parameter.KEYWORD_ONLY,
    inspect.Parameter.VAR_KEYWORD,
)
_GRADERS_DEFAULT = "<the grader's default>"
"""What a parameter's default reads as here when it is no plain value (None, text, a bool
or an int): its presence is what a signature shows."""


_SIGNATURES: weakref.WeakKeyDictionary[Any, tuple[tuple[Any, ...], list[list[Any]] | None]]
_SIGNATURES = weakref.WeakKeyDictionary()
""":func:`_parameters_of` remembered per function, or per class for a callable instance: a
chain's hooks share a few classes and carry the same few functions (``never_applies``), and
reading a signature is most of what encoding a hook costs."""


def _parameters_of(value: Any) -> list[list[Any]] | None:
    """The parameters of one of the grader's functions, as plain data: ``[name, kind,
    has_default, default]`` each (a default that is no plain value as a marker text), or
    ``None`` when its signature cannot be read, is too long to carry, or has fewer than two
    parameters, but one positional-only (a call with the one argument reads the same
    either way, and a chain of 1,000 hooks stays under the message cap)."""
    key, marks = _signature_source(value)
    remembered = _SIGNATURES.get(key) if key is not None else None
    if remembered is not None and _same_objects(remembered[0], marks):
        carried = remembered[1]
    else:
        carried = _read_parameters(value)
        if key is not None:
            _SIGNATURES[key] = (marks, carried)
    return None if carried is None else [list(parameter) for parameter in carried]


def _signature_source(value: Any) -> tuple[Any, tuple[Any, ...]]:
    """What ``inspect.signature(value)`` reads, as (a key to remember it by, the objects
    whose identity must not have changed): a Python function by itself (its code and
    defaults), a callable instance by its class (the ``__call__`` of each class in its
    MRO). Anything that points ``inspect`` elsewhere (``__wrapped__``, ``__signature__``,
    ``__code__``), and a bound method, a partial, a class or a builtin, has no key: it is
    read each time."""
    elsewhere = ("__wrapped__", "__signature__", "__code__")
    if type(value) is types.FunctionType:
        if any(name in value.__dict__ for name in elsewhere):
            return None, ()
        return value, (value.__code__, value.__defaults__, value.__kwdefaults__)
    read_each_time = (type, types.MethodType, functools.partial, types.BuiltinFunctionType)
    if isinstance(value, read_each_time) or any(hasattr(value, name) for name in elsewhere):
        return None, ()
    kind = type(value)
    return kind, tuple(cls.__dict__.get("__call__") for cls in kind.__mro__)


def _same_objects(before: tuple[Any, ...], now: tuple[Any, ...]) -> bool:
    return len(before) == len(now) and all(a is b for a, b in zip(before, now, strict=True))


def _positional_only(signature: inspect.Signature) -> bool:
    """Whether ``signature`` is one positional-only parameter (``[].append``'s ``(object,
    /)``): carried, since a call by keyword fails, where the stub's ``(*args)`` says nothing."""
    kinds = [parameter.kind for parameter in signature.parameters.values()]
    return kinds == [inspect.Parameter.POSITIONAL_ONLY]


def _read_parameters(value: Any) -> list[list[Any]] | None:
    """:func:`_parameters_of` without remembering."""
    try:
        signature = inspect.signature(value)
    except (TypeError, ValueError):
        return None
    if len(signature.parameters) > _MAX_PARAMETERS or not (
        len(signature.parameters) >= 2 or _positional_only(signature)
    ):
        return None  # one parameter reads as the stub's own (*args): kept small for 1,000 hooks
    carried = []
    for parameter in signature.parameters.values():
        has_default = parameter.default is not inspect.Parameter.empty
        default = parameter.default if type(parameter.default) in _PLAIN_DEFAULTS else None
        if has_default and type(parameter.default) not in _PLAIN_DEFAULTS:
            default = _GRADERS_DEFAULT
        kind = _PARAMETER_KINDS.index(parameter.kind)
        carried.append([parameter.name, kind, has_default, default])
    return carried


def _signature_from(data: Any) -> inspect.Signature:
    """The signature :func:`_parameters_of` carried, checked strictly: anything else is a
    :class:`CodecError` (the grader never sends one)."""
    if type(data) is not list or len(data) > _MAX_PARAMETERS:
        raise CodecError("a signature must be a list of at most 32 parameters")
    parameters = []
    for item in data:
        if type(item) is not list or len(item) != 4:
            raise CodecError("a parameter must be [name, kind, has_default, default]")
        name, kind, has_default, default = item
        if type(name) is not str or kind not in range(len(_PARAMETER_KINDS)):
            raise CodecError("a parameter must be [name, kind, has_default, default]")
        if type(kind) is not int or type(has_default) is not bool:
            raise CodecError("a parameter must be [name, kind, has_default, default]")
        if type(default) not in _PLAIN_DEFAULTS:
            raise CodecError("a parameter's default must be a plain value")
        try:
            parameters.append(
                inspect.Parameter(
                    name,
                    _PARAMETER_KINDS[kind],
                    default=default if has_default else inspect.Parameter.empty,
                )
            )
        except ValueError as exc:
            raise CodecError(f"a parameter that cannot be built: {exc}") from None
    try:
        return inspect.Signature(parameters)
    except ValueError as exc:
        raise CodecError(f"a signature that cannot be built: {exc}") from None


_ABSENT = object()
"""What an attribute named in ``__stub_attributes__`` reads as when the object lacks it."""


def _is_function(value: object) -> bool:
    """A plain function of the grader's (a hook's ``run`` method): it crosses as a stub."""
    return isinstance(value, types.FunctionType)


class _Marker:
    """A value that crosses as its kind alone: every one of a kind is equal to every other."""

    __slots__ = ()
    shown = ""

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self))

    def __repr__(self) -> str:
        return self.shown


class Awaitable(_Marker):
    """A value with ``__await__``, as a plain callable may return (a coroutine, a future):
    awaiting it, or running it with ``asyncio``, raises. A plain hook's return value is
    ignored, so nothing should. It crosses as itself (``$awaitable``), since an object
    standing in for it in the learner's process would have no ``__await__``."""

    __slots__ = ()
    shown = "an awaitable"

    def __await__(self) -> Any:
        raise RuntimeError("a hook's return value was awaited: what a hook returns is ignored")


async def _run_by_mistake() -> None:
    raise RuntimeError(
        "a returned awaitable was awaited (or run with asyncio): what a hook or a guard "
        "returns is handed back as it is, never run"
    )


def _awaitable(codec: Codec) -> Any:
    """An :class:`Awaitable` as the answer's side sees it: a real coroutine
    (``inspect.iscoroutine`` is true, as for an ``async def`` guard's result), whose body
    raises once run; on the trusted side, the marker. Sent back, it is the marker again."""
    if codec.side != "child":
        return Awaitable()
    made = _run_by_mistake()
    codec.coroutines.append(made)
    return made


class BareAwaitable(_Marker):
    """An awaitable object that is no coroutine (a class with ``__await__`` alone, as a
    library's future-like result may be): in the learner's process an object with
    ``__await__`` and nothing else, no ``close()`` or ``send()``; awaiting it raises. A plain
    hook's return value is ignored, so nothing should touch it (batch BB closed every
    awaitable a hook returned). It crosses as itself (``$bareawaitable``)."""

    __slots__ = ()
    shown = "an awaitable object with no close()"


class _AwaitOnly:
    """What a :class:`BareAwaitable` is where the answer runs: ``__await__`` alone."""

    __slots__ = ()

    def __await__(self) -> Any:
        raise RuntimeError(
            "a hook's returned awaitable was awaited: what a hook returns is ignored"
        )

    def __repr__(self) -> str:
        return "<an awaitable object>"


class Generator(_Marker):
    """A generator a plain callable may return (a function with ``yield`` in it, called):
    in the learner's process a real generator, whose body raises once it runs. A plain
    hook's return value is ignored, so nothing should iterate it. It crosses as itself
    (``$generator``); what comes back of it is not this object."""

    __slots__ = ()
    shown = "a generator"


class FailedFuture(_Marker):
    """A ``concurrent.futures.Future`` holding an exception, as a hook that hands work to a
    pool may return: in the learner's process a real one, whose ``result()`` raises
    ``OSError``. A plain hook's return value is ignored, so nothing should wait on it
    (batch AZ counted it as a failure). It crosses as itself (``$future``)."""

    __slots__ = ()
    shown = "a Future holding an OSError"


class EnumMember(_Marker):
    """An ``Enum`` member a hook may put in what it returns (``Tier.PREMIUM``, whose
    ``.value`` is ``"premium"``): in the learner's process a real member of a real ``Enum``,
    which crosses back as this marker, so an answer that hands on its ``.value`` (or its
    name) instead shows (batch BD). The codec carries no other ``Enum``."""

    __slots__ = ()
    shown = "Tier.PREMIUM"
    value = "premium"


class _Tier(enum.Enum):
    """What an :class:`EnumMember` is where the answer runs."""

    PREMIUM = "premium"


def _failed_future() -> Any:
    """A :class:`FailedFuture` as the answer's side sees it: a real, finished ``Future``."""
    import concurrent.futures

    future: concurrent.futures.Future[Any] = concurrent.futures.Future()
    future.set_exception(OSError("the export failed in the pool"))
    return future


def _unrun_generator() -> Iterator[Any]:
    """What a hook's returned generator is where the answer runs: running it raises."""
    raise RuntimeError("a hook's returned generator was run: what a hook returns is ignored")
    yield  # a generator function: calling it runs nothing


class IntLike:
    """A whole number that is not an ``int``, as ``numpy.int64(3)`` is: ``__index__`` and
    ``__int__`` give its value, it compares, hashes and computes as that ``int`` does
    (``n < 0``, ``p ** n``), and ``numbers.Integral`` counts it. It crosses as itself
    (``$intlike``): an answer asked for an ``int`` refuses it; one that converts first
    (``operator.index(n)``, ``int(n)`` after a ``__index__`` or ``Integral`` test) takes
    it for a count."""

    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        if type(value) is not int:
            raise CodecError(f"an IntLike holds an int, got {type(value).__name__}")
        self.value = value

    def __index__(self) -> int:
        return self.value

    def __int__(self) -> int:
        return self.value

    def __float__(self) -> float:
        return float(self.value)

    def __bool__(self) -> bool:
        return self.value != 0

    def __hash__(self) -> int:
        return hash(self.value)

    def __eq__(self, other: object) -> bool:
        return bool(self.value == _plain(other))

    def __lt__(self, other: object) -> bool:
        return bool(self.value < _plain(other))

    def __le__(self, other: object) -> bool:
        return bool(self.value <= _plain(other))

    def __gt__(self, other: object) -> bool:
        return bool(self.value > _plain(other))

    def __ge__(self, other: object) -> bool:
        return bool(self.value >= _plain(other))

    def __neg__(self) -> int:
        return -self.value

    def __add__(self, other: Any) -> Any:
        return self.value + _plain(other)

    __radd__ = __add__

    def __sub__(self, other: Any) -> Any:
        return self.value - _plain(other)

    def __rsub__(self, other: Any) -> Any:
        return _plain(other) - self.value

    def __mul__(self, other: Any) -> Any:
        return self.value * _plain(other)

    __rmul__ = __mul__

    def __pow__(self, other: Any) -> Any:
        return self.value ** _plain(other)

    def __rpow__(self, other: Any) -> Any:
        return _plain(other) ** self.value

    def __repr__(self) -> str:
        return f"IntLike({self.value!r})"


def _plain(value: Any) -> Any:
    """``value``'s ``int`` when it is an :class:`IntLike`, else ``value`` itself."""
    return value.value if isinstance(value, IntLike) else value


numbers.Integral.register(IntLike)


class Text(str):
    """A ``str`` that is not a plain ``str``: a subclass, as ``markupsafe.Markup``, a
    ``StrEnum`` member or a library's ``SafeString`` is. It is text for every ``str``
    method and for ``isinstance(value, str)``, and crosses as itself (``$text``): an answer
    that tests ``type(value) is str`` takes it for no text."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Text({str.__repr__(self)})"


class Ambiguous:
    """A value whose truth is undefined: ``bool()`` raises ``ValueError``, as a numpy
    array's of more than one element does. It crosses as itself (``$ambiguous``): an answer
    that truth-tests what a hook returned (``if returned:``) raises on it (batch AY)."""

    __slots__ = ()

    def __bool__(self) -> bool:
        raise ValueError("the truth value of an Ambiguous is ambiguous: use an explicit test")

    def __repr__(self) -> str:
        return "Ambiguous()"


@dataclasses.dataclass(frozen=True, slots=True)
class TaggedCall(ToolCall):
    """A ``ToolCall`` subclass with fields of its own, as a host's own call type may be
    (``tag``, ``rewrites``): a ``ToolCall`` for every hook and for ``isinstance``, and it
    crosses by value as itself (:data:`KNOWN`). Its ``with_input`` keeps its class and its
    tag, and counts the rewrites, as a host's may do more there; a call rebuilt as
    ``ToolCall(...)`` loses its class and fields, ``type(call) is ToolCall`` refuses it (batch
    AY), and ``dataclasses.replace(call, input=...)`` skips the count (batch BA)."""

    tag: str | list[str] = ""
    """A host's label; a list makes the call unhashable (a field of its own that is)."""
    rewrites: int = 0

    def with_input(self, new_input: Mapping[str, Any]) -> TaggedCall:
        """A copy with another input, one more rewrite counted."""
        return dataclasses.replace(self, input=new_input, rewrites=self.rewrites + 1)


KNOWN[TaggedCall.__name__] = TaggedCall


@dataclasses.dataclass(frozen=True, slots=True)
class SizedCall(TaggedCall):
    """A :class:`TaggedCall` sized by its input (``len(call)`` is ``len(call.input)``), as a
    host's own call type may be: one with an empty input is falsy, so an answer that picks a
    call by its truth (``rewritten or call``) hands on the wrong one (batch BG). It crosses by
    value as itself (:data:`KNOWN`)."""

    def __len__(self) -> int:
        return len(self.input)


KNOWN[SizedCall.__name__] = SizedCall


@dataclasses.dataclass(frozen=True, slots=True)
class TaggedOutcome(ToolOutcome):
    """A ``ToolOutcome`` subclass with a field of its own, as a host's outcome type may be
    (``tag``): a ``ToolOutcome`` for ``isinstance`` and every reader, and it crosses by value
    as itself (:data:`KNOWN`). An answer that tests ``type(outcome) is ToolOutcome`` refuses
    it (batch BB)."""

    tag: str = ""

    def __repr__(self) -> str:
        return (
            f"{ToolOutcome.__repr__(self).removesuffix('>')}, a TaggedOutcome tagged {self.tag!r}>"
        )


KNOWN[TaggedOutcome.__name__] = TaggedOutcome


@dataclasses.dataclass(frozen=True, slots=True)
class OuterArgument:
    """The ``index``-th argument of the answer's call now running, as the answer's side holds
    it. A grader's function called from inside that call (a hook running the runner again)
    passes these to call the answer with the very objects the running call got (its list
    of hooks, its event, its report), not copies: an answer that keys a guard on
    ``id(hooks)`` or ``id(report)`` shows (batch BG). It crosses as ``$outer``."""

    index: int


STUB_WORKINGS = (
    "falsy",
    "kin",
    "equals_all",
    "hours",
    "repr_raises",
    "lookup_raises",
    "answers_all",
    "late",
)
"""The attributes :meth:`Codec._dress` sets on a stub from the grader's traits: its own
workings, never the grader's attributes (a partial made of a stub drops them)."""


class CodecError(ValueError):
    """A value that cannot cross: too deep, a cycle, or a malformed message."""


class Handled:
    """An object the other side gets a handle on, never a copy (the exercise's dispatcher)."""


class Foreign:
    """A value of a type the trusted side does not rebuild: its type's name and its repr.

    Each foreign type name gets its own subclass, so feedback saying "a Counter" reads
    ``type(value).__name__`` as usual; it never equals any value the grader expects.
    """

    __slots__ = ("module", "text")

    def __init__(self, module: str, text: str) -> None:
        self.module, self.text = module, text

    def __repr__(self) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)


_FOREIGN_TYPES: dict[str, type[Foreign]] = {}
_FOREIGN_ERRORS: dict[tuple[str, str], type[BaseException]] = {}


MAX_FOREIGN_TYPES = 1_000
"""Distinct foreign type names given a class of their own; the rest share ``Foreign``."""


def foreign_type(name: str) -> type[Foreign]:
    safe = name if name.isidentifier() else "Foreign"
    if safe not in _FOREIGN_TYPES and len(_FOREIGN_TYPES) >= MAX_FOREIGN_TYPES:
        return Foreign
    if safe not in _FOREIGN_TYPES:
        _FOREIGN_TYPES[safe] = type(safe, (Foreign,), {"__slots__": ()})
    return _FOREIGN_TYPES[safe]


def foreign_error(name: str, base: str) -> type[BaseException]:
    """A stand-in exception class named ``name`` under the built-in ``base`` it derives from.

    ``except ValueError`` and ``isinstance(error, Exception)`` see what they would have seen
    in the learner's process; the class's own code never runs here.
    """
    import builtins

    builtin = _named_base(base) or getattr(builtins, base, None)
    if not (isinstance(builtin, type) and issubclass(builtin, BaseException)):
        builtin = Exception
    builtin = _taking_a_message(builtin)
    safe = name if name.isidentifier() else builtin.__name__
    key = (safe, builtin.__name__)
    if key not in _FOREIGN_ERRORS and len(_FOREIGN_ERRORS) >= MAX_FOREIGN_TYPES:
        return builtin
    if key not in _FOREIGN_ERRORS:
        if safe == builtin.__name__:
            _FOREIGN_ERRORS[key] = builtin
        else:
            _FOREIGN_ERRORS[key] = type(safe, (builtin,), {"__module__": "answer"})
    return _FOREIGN_ERRORS[key]


def _as_bound_method(stub: Any, function: Any = None) -> Any:
    """A bound method of the stub's ``__self__``: what stands here for one of the grader's
    bound methods, so ``inspect.ismethod`` and ``__self__`` see a method (the stub alone
    stays as it is when its ``__self__`` is missing). ``function`` is the one function
    (:func:`_method_function`) every method of the grader's same function has as its
    ``__func__`` here, as in one process: two ``Recorder().report`` share one. Without it,
    a function of this method's own calls the stub."""
    owner = getattr(stub, "__self__", None)
    if owner is None:
        return stub
    if function is not None:
        return types.MethodType(function, owner)

    def call(_owner: Any, *args: Any) -> Any:
        return stub(*args)

    call.__name__ = call.__qualname__ = str(getattr(stub, "__name__", "method"))
    call.__doc__ = getattr(stub, "__doc__", None)
    return types.MethodType(call, owner)


def _method_function(function_stub: Any) -> Any:
    """A plain function calling the grader's function ``function_stub`` stands for, with
    the object a method is bound to as its first argument (which goes back as itself)."""

    def call(owner: Any, *args: Any) -> Any:
        return function_stub(owner, *args)

    call = _with_own_parameters(function_stub) or call
    call.__name__ = call.__qualname__ = str(getattr(function_stub, "__name__", "method"))
    call.__doc__ = getattr(function_stub, "__doc__", None)
    return call


def _with_own_parameters(function_stub: Any) -> Any:
    """A function whose code takes the grader's function's own parameters by name (``def
    check(self, call)``) and calls the stub with them: a bound method's ``__func__`` reads
    in its ``__code__`` (``co_argcount``, ``co_varnames``) what it would in one process
    (batch AR counted ``co_argcount`` to decide what to pass). ``None`` unless every
    parameter is positional without a default: the stub takes positional arguments only,
    and a default the grader's function would have filled in must not be sent in its
    place."""
    signature = getattr(function_stub, "__signature__", None)
    if not isinstance(signature, inspect.Signature):
        return None
    positional = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    names = [parameter.name for parameter in signature.parameters.values()]
    plain = all(
        parameter.kind in positional and parameter.default is inspect.Parameter.empty
        for parameter in signature.parameters.values()
    )
    if not (plain and names) or "_target" in names:  # names: identifiers, no keyword
        return None
    listed = ", ".join(names)
    scope: dict[str, Any] = {"_target": function_stub}
    exec(f"def method({listed}):\n    return _target({listed})\n", scope)
    return scope["method"]


class _Owner:
    """What an unheld bound method (:func:`_as_unheld_method`) is bound to."""


def _as_unheld_method(stub: Any) -> Any:
    """A bound method calling the stub, of an object nothing but the method holds (as
    ``install_guard(desk, Policy().check)`` hands one over): an answer that keeps it by a
    weak reference (``weakref.WeakMethod``) finds it gone once the call that got it ends."""

    def call(_owner: Any, *args: Any) -> Any:
        return stub(*args)

    call.__name__ = call.__qualname__ = str(getattr(stub, "__name__", "method"))
    return types.MethodType(call, _Owner())


class _Slotted:
    """What stands here for one of the grader's callable objects that has no ``__dict__``
    (its class has ``__slots__``): ``vars()`` of it raises, as of the grader's own, and
    calling it calls the stub."""

    __slots__ = ("_stub",)

    def __init__(self, stub: Any) -> None:
        self._stub = stub

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._stub(*args, **kwargs)

    def __repr__(self) -> str:
        return repr(self._stub)


class _MissingRelay(dict):  # type: ignore[type-arg]
    """A dict whose missing keys the stub answers: its ``__getitem__`` is a built-in method
    (``types.BuiltinMethodType``, as ``outcomes.append`` is) that calls the stub with its
    one argument, which must be hashable (a text event)."""

    __slots__ = ("_stub",)

    def __init__(self, stub: Any) -> None:
        super().__init__()
        self._stub = stub

    def __missing__(self, key: Any) -> Any:
        return self._stub(key)


C_BUILTINS: dict[str, Callable[..., Any]] = {
    "int": int,
    "float": float,
    "len": len,
    "deepcopy": copy.deepcopy,
}
"""Built-ins a grader's object may stand for in the answer's process as themselves
(``__stub_c_builtin__``, wrapped in a ``functools.partial`` of their own): called there,
they run alone, so an exception ``int`` raises has no Python frame of the hook in its
traceback (``hooks=[int]``: batch AY read ``extract_tb(...)[1]``), ``copy.deepcopy`` of a
nested event takes a hundred frames of the answer's stack (batch AZ capped it at 60), and
no call comes back to the grader."""


def _as_builtin_method(stub: Any) -> Any:
    """What stands here for a grader's object marked ``__stub_builtin__``: a built-in
    method calling the stub (an answer that calls built-ins outside its ``try`` meets it)."""
    return _MissingRelay(stub).__getitem__


def _slotted(value: Any) -> bool:
    """Whether ``value``, an object of the grader's, has no ``__dict__`` because its class
    has ``__slots__`` (a builtin's methods have none either, but no ``__slots__``: they
    cross as a stub with their name)."""
    return (
        not isinstance(value, type)
        and not hasattr(value, "__dict__")
        and getattr(type(value), "__slots__", None) is not None
    )


def _as_class(stub: Any, own_call: Any = None) -> Any:
    """A class whose calls call the stub: what stands here for one of the grader's classes,
    so ``isinstance(hook, type)`` sees a class and calling it does what calling the grader's
    does (its ``__new__`` returns what the grader's class made). ``own_call`` stands for the
    ``__call__`` the grader's class defines for its objects: ``Class.__call__(x)`` calls that
    plain function with ``x`` as ``self``, as it would in one process."""

    def new(_cls: Any, *args: Any, **kwargs: Any) -> Any:
        return stub(*args, **kwargs)

    name = str(getattr(stub, "__name__", "Class"))
    body: dict[str, Any] = {"__new__": new, "__doc__": getattr(stub, "__doc__", None)}
    if own_call is not None:

        def call(*args: Any, **kwargs: Any) -> Any:
            return own_call(*args, **kwargs)

        body["__call__"] = call
    made = type(name, (), body)
    made.__qualname__ = name
    return made


_UNHASHABLE: dict[tuple[type[Any], str], type[Any]] = {}


def _unhashable(kind: type[Any], name: str) -> type[Any]:
    """``kind`` named ``name`` (the grader's type's), its objects unhashable (``__hash__``
    is ``None``), as the grader's object is (a dataclass with ``eq``, a ``dict``
    subclass): ``hash(hook)``, a set of hooks or a dict keyed by them raise ``TypeError``
    here too, naming the grader's type."""
    key = (kind, name if name.isidentifier() else kind.__name__)
    if key not in _UNHASHABLE:
        body = {"__hash__": None, "__module__": kind.__module__}
        _UNHASHABLE[key] = type(key[1], (kind,), body)
    return _UNHASHABLE[key]


def _is_falsy(value: object) -> bool:
    """Whether one of the grader's objects is falsy; one whose ``__bool__`` fails is not."""
    try:
        return not value
    except Exception:
        return False


def falsy_error(kind: type[BaseException]) -> type[BaseException]:
    """``kind`` as an exception class whose objects are falsy (``bool(error)`` is False), as
    the grader's was (a class defining ``__bool__`` or ``__len__``): ``if error:`` shows."""
    return _error_with(kind, "__bool__", _never_true)


def _never_true(_self: object) -> bool:
    return False


_ERRORS_WITH: dict[tuple[type[BaseException], str], type[BaseException]] = {}


def _error_with(kind: type[BaseException], name: str, value: Any) -> type[BaseException]:
    """``kind`` under its own name with one attribute of its class overridden (``__bool__``,
    ``__hash__``, ``__str__``), made once per kind and attribute."""
    if (kind, name) not in _ERRORS_WITH:
        made = type(kind.__name__, (kind,), {"__module__": "answer", name: value})
        _ERRORS_WITH[kind, name] = made
    return _ERRORS_WITH[kind, name]


def unhashable_error(kind: type[BaseException]) -> type[BaseException]:
    """``kind`` as an exception class whose objects are unhashable (``__hash__`` is
    ``None``), as the grader's was (an ``eq`` dataclass): ``hash(error)``, a set of errors,
    an ``lru_cache`` keyed by one raise ``TypeError`` as they would."""
    return _error_with(kind, "__hash__", None)


EQUALS_ALL = "__stub_equals_all__"
"""A grader's object carrying this attribute (true) stands in the answer's process for
one that is ``==`` to anything (as a mock's ``ANY`` or a permissive record): only ``is``
tells it apart (:func:`equal_to_anything`)."""

_Marked = TypeVar("_Marked")


def equal_to_anything(value: _Marked) -> _Marked:
    """``value``, marked to say it is ``==`` to anything in the answer's process."""
    setattr(value, EQUALS_ALL, True)
    return value


UNPRINTABLE = "__str_raises_in_the_answer__"
"""A grader's exception carrying this attribute (true) crosses as one whose ``str()``
raises (:func:`unprintable_error`): an answer that formats it on the way out (an f-string
in a log line or a note) raises that error in place of the one it was handed."""

STR_FAILED = "this exception's __str__ failed (it reads a field the raiser never set)"
"""What ``str()`` of an :func:`unprintable_error` raises, as a ``ValueError``."""


def _str_fails(_self: BaseException) -> str:
    raise ValueError(STR_FAILED)


def unprintable_error(kind: type[BaseException]) -> type[BaseException]:
    """``kind`` as an exception class whose ``str()`` raises ``ValueError`` (as a
    library's ``__str__`` that formats a missing field does): ``repr()`` and tracebacks
    still work, ``f"{error}"`` does not."""
    return _error_with(kind, "__str__", _str_fails)


UNREPRABLE = "__repr_raises_in_the_answer__"
"""A grader's exception carrying this attribute (true) crosses as one whose ``repr()``
raises (:func:`unreprable_error`): an answer that logs it with ``!r`` on the way out
raises that error in place of the one it was handed (batch BG)."""

REPR_FAILED = "this exception's __repr__ failed (it reads a field the raiser never set)"
"""What ``repr()`` of an :func:`unreprable_error` raises, as a ``ValueError``."""


def _repr_fails(_self: BaseException) -> str:
    raise ValueError(REPR_FAILED)


def unreprable_error(kind: type[BaseException]) -> type[BaseException]:
    """``kind`` as an exception class whose ``repr()`` raises ``ValueError``: ``str()``
    still says what failed, ``f"{error!r}"`` does not."""
    return _error_with(kind, "__repr__", _repr_fails)


def raised_by_repr(error: BaseException | None) -> bool:
    """Whether ``error`` is what ``repr()`` of an :func:`unreprable_error` raised."""
    return isinstance(error, ValueError) and REPR_FAILED in _text(error)


SAID = "__message_said__"
"""Where an exception of :func:`said_by_str` keeps what its ``str()`` says."""

_SAYING_ERRORS: dict[type[BaseException], type[BaseException]] = {}


def _says(self: BaseException) -> str:
    return str(self.__dict__.get(SAID, ""))


def said_by_str(kind: type[BaseException]) -> type[BaseException]:
    """``kind`` as an exception class whose ``str()`` formats a message its ``args`` do not
    hold (a library's class that sets its own fields and calls ``super().__init__()``
    with none): ``exc.args`` is ``()`` in the answer's process as it was here, and
    ``str(exc)`` still says what failed."""
    if kind not in _SAYING_ERRORS:
        _SAYING_ERRORS[kind] = type(
            kind.__name__, (kind,), {"__module__": "answer", "__str__": _says}
        )
    return _SAYING_ERRORS[kind]


def _saying(kind: type[BaseException], message: str) -> BaseException:
    """An exception of (a subclass of) ``kind`` whose ``str()`` is ``message``: for a class
    made without the arguments its ``__str__`` reads (a ``CalledProcessError``'s
    ``returncode``), so ``except`` still catches it and ``str()`` still says what failed."""
    error = _built(said_by_str(kind), message, False)
    setattr(error, SAID, message)
    return error


def raised_by_str(error: BaseException | None) -> bool:
    """Whether ``error`` is what ``str()`` of an :func:`unprintable_error` raised: the
    answer formatted one of the grader's exceptions and lost it."""
    return isinstance(error, ValueError) and STR_FAILED in _text(error)


def _exact_builtin(name: str, base: str, kind: type[BaseException]) -> type[BaseException]:
    """The built-in class ``name`` itself when ``kind`` is only its stand-in (a
    ``UnicodeDecodeError`` wants five arguments, so :func:`foreign_error` made one of its
    ancestor): rebuilt from its arguments, it is the real class, its ``reason`` and
    ``start`` too, and ``except UnicodeDecodeError`` catches it. Else ``kind``."""
    import builtins

    exact = getattr(builtins, name, None)
    plain_stand_in = kind is foreign_error(name, base)
    if plain_stand_in and isinstance(exact, type) and issubclass(exact, BaseException):
        return exact
    return kind


def _taking_a_message(kind: type[BaseException]) -> type[BaseException]:
    """``kind``, or its nearest ancestor whose constructor takes a message alone: a
    ``UnicodeEncodeError`` wants five arguments, so its stand-in, named as it is, derives
    from ``UnicodeError`` (``except ValueError`` still catches it)."""
    if issubclass(kind, _GROUPS):
        return kind  # rebuilt with its members (_group), never from a message alone
    for ancestor in kind.__mro__:
        if not issubclass(ancestor, BaseException):
            break
        try:
            ancestor("message")
        except TypeError:
            continue
        return ancestor
    return Exception


WORKBOOK_PACKAGES = ("toolhooks", "hookkata.lessons")
"""The packages whose exception classes cross to the answer's process as themselves."""


def _with_a_home(kind: type[BaseException]) -> bool:
    """Whether ``kind`` is the workbook's own exception class or the standard library's
    (``json.JSONDecodeError``, ``subprocess.CalledProcessError``): a class an answer may
    name in an ``except``, so it crosses as itself (:func:`_home_class`), not a stand-in
    of its built-in base that no ``except JSONDecodeError`` catches."""
    module = str(getattr(kind, "__module__", ""))
    if any(module == p or module.startswith(f"{p}.") for p in WORKBOOK_PACKAGES):
        return True
    top = module.partition(".")[0]
    return module != "builtins" and top in getattr(sys, "stdlib_module_names", ())


def _workbook_class(home: Any, name: str) -> type[BaseException] | None:
    """The workbook's own exception class (or the standard library's: :func:`_with_a_home`)
    at ``home`` (``[module, qualname]``), when the answer's process has that module loaded:
    an answer that names the class imported it, so ``except ToolInputError`` or ``except
    json.JSONDecodeError`` sees what it would see in one process. Otherwise (or for anything
    else) None, and a stand-in named as it is crosses."""
    if type(home) is not list or len(home) != 2 or not all(type(x) is str for x in home):
        return None
    module, qualname = home
    kind = getattr(disguise.loaded_module(module), qualname, None)
    if not (isinstance(kind, type) and issubclass(kind, BaseException)):
        return None
    return kind if kind.__name__ == name and _with_a_home(kind) else None


def _built(kind: type[BaseException], message: str, bare: bool) -> BaseException:
    """``kind(message)`` (``kind()`` when ``bare``); a workbook class whose constructor
    wants more (a ``PreHookError``'s ``hook_name``) is made without it, holding the
    message alone."""
    try:
        return kind() if bare else kind(message)
    except TypeError:
        return kind.__new__(kind) if bare else kind.__new__(kind, message)


MAX_ARGS = 5
"""The most arguments a grader's exception may be rebuilt from (an ``OSError``'s five)."""

_MAX_INT_ARG = 2**63
"""An integer argument crosses only below this (an errno, a status): no huge numbers."""


def _given_args(error: BaseException) -> list[int | str | bytes] | None:
    """``error.args`` when they are more than its message (``OSError(13, "Permission
    denied", "orders.csv")``: ``args[0]`` is 13, ``str()`` says ``[Errno 13] ...``; a
    process's stderr as ``bytes``): a few small integers, short strings and short bytes, so
    ``exc.args[0]`` in the answer's process is what it is here. Else None, and the exception
    is rebuilt from its message alone."""
    args = list(error.args)
    if isinstance(error, OSError) and len(args) == 2 and error.filename is not None:
        names = (error.filename, None, error.filename2)  # its file names are no args
        args += list(names if error.filename2 is not None else names[:1])
    if not args or (len(args) == 1 and type(args[0]) is str) or len(args) > MAX_ARGS:
        return None
    if not all(map(_plain_arg, args)):
        return None
    return [_short(arg) if type(arg) is str else arg for arg in args]


def _holding_exceptions(error: BaseException) -> bool:
    """Whether ``error.args`` hold an exception among plain values, as a worker's wrapper
    makes (``RuntimeError(KeyboardInterrupt())``): they cross as they are, each exception
    itself, so an answer that digs one out finds it (batch BG re-raised the interrupt)."""
    args = error.args
    return (
        0 < len(args) <= MAX_ARGS
        and any(isinstance(arg, BaseException) and arg is not error for arg in args)
        and all(
            (isinstance(arg, BaseException) and arg is not error) or _plain_arg(arg) for arg in args
        )
    )


def _plain_arg(arg: Any, *, inner: bool = False) -> bool:
    """Whether ``arg`` may cross as an exception's argument: a string, ``None``, a small
    integer, short bytes, or (not inside another) a short tuple of these (a
    ``SyntaxError``'s location: file, line, offset, text, end line, end offset)."""
    if type(arg) is bytes:
        return len(arg) <= MAX_TEXT
    if type(arg) is tuple and not inner:
        return len(arg) <= _MAX_TUPLE_ARG and all(_plain_arg(a, inner=True) for a in arg)
    if type(arg) is str and inner:
        return len(arg) <= MAX_TEXT  # cut, it would rebuild another message
    return arg is None or type(arg) is str or (type(arg) is int and abs(arg) < _MAX_INT_ARG)


_MAX_TUPLE_ARG = 6
"""The most items a tuple argument of an exception holds to cross (a ``SyntaxError``'s
location holds six)."""


def _args_out(args: list[Any] | tuple[Any, ...]) -> list[Any]:
    """An exception's arguments as JSON holds them: bytes as ``{"$bytes": base64}``, a
    tuple as ``{"$tuple": [...]}``."""
    return [
        {"$bytes": base64.b64encode(a).decode("ascii")}
        if type(a) is bytes
        else {"$tuple": _args_out(a)}
        if type(a) is tuple
        else a
        for a in args
    ]


def _args_in(args: Any) -> Any:
    """What :func:`_args_out` sent, bytes back as bytes and tuples as tuples (anything
    malformed stays as it is, and :func:`_built_from_args` refuses it)."""
    if type(args) is not list:
        return args
    return [_arg_in(a) if type(a) is dict else a for a in args]


def _arg_in(arg: dict[str, Any]) -> Any:
    items = arg.get("$tuple")
    if len(arg) == 1 and type(items) is list:
        return tuple(_args_in(items))
    return _bytes_in(arg)


def _bytes_in(arg: dict[str, Any]) -> Any:
    text = arg.get("$bytes")
    if len(arg) != 1 or type(text) is not str:
        return arg
    try:
        return base64.b64decode(text, validate=True)
    except ValueError:
        return arg


def _built_from_args(kind: type[BaseException], message: str, args: Any) -> BaseException | None:
    """``kind(*args)`` when ``args`` are what :func:`_given_args` sends and the exception
    they make says ``message``; else None (the message alone stands)."""
    if type(args) is not list or not 1 <= len(args) <= MAX_ARGS:
        return None
    if not all(map(_plain_arg, args)):
        return None
    try:
        error = kind(*args)
    except Exception:  # a class that wants other arguments: the message alone
        return None
    return error if _text(error) == message else None


TOLD_ATTRIBUTES = ("msg", "message", "strerror", "stderr", "output", "tool_use_id", "detail",
                   "description", "title", "user_message", "public_message",
                   "display_message")  # fmt: skip
"""Text attributes of a grader's exception that cross with it (``json.JSONDecodeError``'s
``msg``, an ``OSError``'s ``strerror``, a library's ``message``, a ``CalledProcessError``'s
``stderr`` and ``output``, the ``tool_use_id`` of the call an error failed on, a web
framework's ``detail``, ``description`` and ``title``), each often
only part of its ``str()``, or none of it: an answer that reads one instead of ``str(exc)``
(or takes its id for the block's) finds what it would find in one process."""


MAX_LISTED = 16
"""The most exceptions an exception's own ``exceptions`` list carries across."""


VALUED_ATTRIBUTES = ("fail_open", "retryable", "transient", "retry_after", "status_code",
                     "status", "deny", "decision", "name", "advisory", "fail_closed",
                     "ignorable", "severity")  # fmt: skip
"""Attributes of a grader's exception that cross with it when their value is plain (a bool,
a number, a text) or one of the workbook's decisions (a ``Deny``, an ``Allow``): flags an
answer may take for advice (``fail_open``, ``retry_after``, a ``status_code``, an
``advisory`` or ``ignorable`` flag, a ``severity`` of ``"warning"``), a decision
it may take for the hook's (``deny``), an ``ImportError``'s or ``AttributeError``'s
``name``. An answer that reads one finds what it would find in one process (batch BB)."""


def _valuable(name: str, value: Any) -> bool:
    """Whether ``value`` may cross as the attribute ``name`` of :data:`VALUED_ATTRIBUTES`:
    a bool or a number, a text for ``name`` alone, or an ``Allow`` or a ``Deny``."""
    plain = type(value) in (bool, int, float) or (type(value) is str and name == "name")
    return plain or type(value) in (Allow, Deny)


def _valued_attributes(error: BaseException) -> dict[str, Any]:
    """The attributes of :data:`VALUED_ATTRIBUTES` ``error`` holds, where plain or a
    decision (:data:`KNOWN`); a group's stay behind, as its other attributes do."""
    valued: dict[str, Any] = {}
    for name in () if isinstance(error, _GROUPS) else VALUED_ATTRIBUTES:
        try:
            value = getattr(error, name, None)
        except Exception:  # a property that raises: nothing to tell
            continue
        if _valuable(name, value):
            valued[name] = value
    return valued


def _listed_exceptions(error: BaseException) -> list[Any] | tuple[Any, ...] | None:
    """The ``exceptions`` attribute of an exception that is no group, when it is a short
    list or tuple of exceptions (an old ``trio.MultiError``, a batch error of one's own):
    it crosses with it, so an answer that takes any such exception for a group meets one
    (batch AZ). A group's members cross as members; anything else stays behind."""
    listed: Any = None if isinstance(error, _GROUPS) else getattr(error, "exceptions", None)
    if type(listed) not in (list, tuple) or not 0 < len(listed) <= MAX_LISTED:
        return None
    if not all(isinstance(member, BaseException) for member in listed):
        return None
    return listed  # type: ignore[no-any-return]


def _told_attributes(error: BaseException) -> dict[str, str]:
    """The attributes of :data:`TOLD_ATTRIBUTES` ``error`` holds as text (exactly a
    ``str``), each cut as a message is; a group's ``message`` crosses with the group."""
    told: dict[str, str] = {}
    for name in TOLD_ATTRIBUTES:
        try:
            value = getattr(error, name, None)
        except Exception:  # a property that raises: nothing to tell
            continue
        if type(value) is str and not isinstance(error, _GROUPS):
            told[name] = _short(value)
    return told


MAX_NOTES = 16
"""How many of an exception's notes (``add_note``) cross with it, each cut as a message is."""


def _notes(error: BaseException) -> list[str]:
    """The notes ``error`` carries (``__notes__``, text only, a list or a tuple): traceback's
    lines show them after the message, so an answer reading the last line of them reads a
    note."""
    notes = getattr(error, "__notes__", None)
    if not isinstance(notes, (list, tuple)):  # the trusted side's: no subclass to fear
        return []
    return [_short(note) for note in notes[:MAX_NOTES] if type(note) is str]


def _notes_in_a_tuple(error: BaseException) -> bool:
    """Whether ``error``'s ``__notes__`` is a tuple (set by hand: ``add_note`` on it raises
    ``TypeError``), which crosses as a tuple."""
    return type(getattr(error, "__notes__", None)) is tuple


def _add_notes(error: BaseException, notes: Any, in_a_tuple: Any = False) -> None:
    """Add the notes a rebuilt exception's original carries (:func:`_notes`), as a tuple
    when the original's were one."""
    if type(notes) is not list or len(notes) > MAX_NOTES:
        return
    add_notes(error, *(note for note in notes if type(note) is str))
    added = getattr(error, "__notes__", None)
    if in_a_tuple is True and type(added) is list:
        setattr(error, "__notes__", tuple(added))  # noqa: B010


def add_notes(error: BaseException, *notes: str) -> None:
    """``error.add_note(note)`` for each note, on Python 3.10 too (where ``add_note`` is
    missing, ``__notes__`` is what 3.11's traceback reads)."""
    if notes:
        kept = getattr(error, "__notes__", None)
        setattr(error, "__notes__", [*(kept if type(kept) is list else ()), *notes])  # noqa: B010


def _tell(error: BaseException, told: Any) -> None:
    """Give a rebuilt exception the text attributes its original holds (:func:`_told_attributes`),
    each only where setting it leaves ``str(error)`` as it was (an ``ImportError``'s or a
    ``SyntaxError``'s ``str()`` reads its ``msg``: there the message alone stands)."""
    for name, value in (told if type(told) is dict else {}).items():
        if name not in TOLD_ATTRIBUTES or type(value) is not str:
            continue
        _set_keeping_message(error, name, value)


_ABSENT = object()


def _set_keeping_message(error: BaseException, name: str, value: Any) -> None:
    """``error.name = value``, unless that changes ``str(error)`` or the attribute is
    read-only: then ``error`` is left as it was (the message alone stands)."""
    said = _text(error)
    before = getattr(error, name, _ABSENT)
    try:
        setattr(error, name, value)
    except (AttributeError, TypeError):
        return
    if _text(error) != said:
        _untell(error, name, before)


def _untell(error: BaseException, name: str, before: Any) -> None:
    """Put back what ``error.name`` was before :func:`_tell` set it."""
    if before is _ABSENT:
        delattr(error, name)
    else:
        setattr(error, name, before)


def builtin_base(error: BaseException) -> str:
    """The nearest built-in exception class in ``error``'s type's ancestry (or one of
    :data:`NAMED_BASES`, which an answer names as much as a built-in one)."""
    import builtins

    for cls in type(error).__mro__:
        named = f"{cls.__module__.partition('.')[0]}.{cls.__name__}"
        if named in NAMED_BASES and _named_base(named) is cls:
            return named
        if getattr(builtins, cls.__name__, None) is cls:
            return str(cls.__name__)
    return "Exception"


NAMED_BASES = ("asyncio.CancelledError",)
"""Exception classes outside :mod:`builtins` that cross as bases of their own: an
``asyncio.CancelledError`` is a ``BaseException``, not an ``Exception``, and ``except
asyncio.CancelledError`` in the other process sees it."""


def _named_base(base: str) -> type[BaseException] | None:
    """The class of :data:`NAMED_BASES` called ``base``, else None."""
    if base != "asyncio.CancelledError":
        return None
    import asyncio

    return asyncio.CancelledError


@dataclasses.dataclass
class Codec:
    """One side's tables: what it sent and what it received, each by reference number.

    Numbers are per side: ``mine`` holds the objects this side sent (the other side may
    send ``{"$ref": n}`` for them), ``theirs`` what the other side's objects became here
    (sent back as ``{"$ref": n}``, and decoded to the same object when they come again).
    ``make_stub(n, label, is_callable)`` builds what stands here for the other side's
    function (or, not callable, its object) ``n``.
    """

    make_stub: Callable[[int, str, bool], Any]
    side: str
    """``"trusted"`` or ``"child"``: a label of the trusted side's functions is their repr."""
    mine: dict[int, Any] = dataclasses.field(default_factory=dict)
    theirs: dict[int, Any] = dataclasses.field(default_factory=dict)
    _mine_ids: dict[int, int] = dataclasses.field(default_factory=dict)
    _their_ids: dict[int, int] = dataclasses.field(default_factory=dict)
    _next: int = 1
    _sent_args: dict[int, tuple[Any, ...]] = dataclasses.field(default_factory=dict)
    """The ``args`` each of the other side's exceptions was built with here, by its ``id``:
    one whose ``args`` were rewritten since (:meth:`_as_sent`) goes back as a new exception."""
    _as_left: bool = False
    """While set (:meth:`encode_as_left`), the other side's dataclass objects go back with
    their fields as they are now, not as a bare reference."""
    _method_functions: dict[int, tuple[Any, Any]] = dataclasses.field(default_factory=dict)
    """By the ``id`` of the stub of one of the grader's functions: that stub and the
    ``__func__`` of every method of it here (:meth:`_shared_function`); :meth:`forget`
    drops the entry with the stub."""
    _plain_traits: dict[int, tuple[tuple[Any, ...], Any]] = dataclasses.field(default_factory=dict)
    """:meth:`_traits_once`'s: by this side's number, what a plain function's traits were
    read from and what they said."""
    coroutines: list[Any] = dataclasses.field(default_factory=list)
    """On the answer's side, the coroutines an :class:`Awaitable` became here
    (:func:`_awaitable`), until :meth:`close_coroutines`."""
    standing: list[tuple[Any, dict[str, None]]] = dataclasses.field(default_factory=list)
    """On the answer's side, the generators and futures a :class:`Generator` or
    :class:`FailedFuture` became here, each with what it crosses back as: handed back as it
    is, it is that marker again (batch BB: a guard's answer returned as it is)."""
    running: list[list[Any]] = dataclasses.field(default_factory=list)
    """On the answer's side, the arguments of each call of the answer now running, the
    innermost last: what an :class:`OuterArgument` decodes to."""
    _whole: set[int] = dataclasses.field(default_factory=set)
    """The numbers of this side's workbook objects already sent whole in the message being
    encoded: listed again, one goes as ``{"$obj": [name, {}, n]}``, which the other side
    decodes to the object it has just built (a session listing one outcome 10,000 times
    is one outcome's fields, not 10,000 copies of them)."""

    # --- encoding ------------------------------------------------------------------------

    def encode(self, value: Any) -> Any:
        return self._one_message(value)

    def _one_message(self, value: Any) -> Any:
        outer, self._whole = self._whole, set()
        try:
            return self._encode(value, 0, set())
        finally:
            self._whole = outer

    def encode_as_left(self, value: Any) -> Any:
        """``value`` encoded, each of the other side's workbook objects in it (a ``Deny``)
        sent back as ``{"$was": [n, fields]}``: the very object when its fields are as they
        were sent, else a replica holding the fields as they are now. A frozen dataclass
        changed with ``object.__setattr__`` shows (a bare ``$ref`` would hide it)."""
        self._as_left = True
        try:
            return self._one_message(value)
        finally:
            self._as_left = False

    def _encode(self, value: Any, depth: int, path: set[int]) -> Any:
        kind = type(value)
        if kind is str:
            return value if value.isascii() else _text_as_sent(value)
        if value is None or kind is bool:
            return value
        if kind is int:
            return value if abs(value) < 10**15 else {"$int": format(value, "x")}
        if kind is float:
            return value if math.isfinite(value) else {"$float": repr(value)}
        if kind is IntLike:
            return {"$intlike": self._encode(value.value, depth + 1, path)}
        if kind is Text:
            return {"$text": self._encode(str(value), depth + 1, path)}
        if kind is Ambiguous:
            return {"$ambiguous": None}
        if kind is Awaitable or (self.coroutines and any(value is c for c in self.coroutines)):
            return {"$awaitable": None}
        if kind is Generator:
            return {"$generator": None}
        if kind is BareAwaitable:
            return {"$bareawaitable": None}
        if kind is FailedFuture:
            return {"$future": None}
        if kind is EnumMember:
            return {"$enum": None}
        if kind is OuterArgument:
            return {"$outer": value.index}
        for made, marker in self.standing:
            if value is made:
                return dict(marker)
        if value is NotImplemented or value is Ellipsis:
            return {"$const": repr(value)}
        if depth > MAX_DEPTH:
            raise CodecError(f"a value nested more than {MAX_DEPTH} levels deep")
        theirs = self._their_ids.get(id(value))
        if theirs is not None and self.theirs.get(theirs) is value and self._as_sent(value):
            if not (self._as_left and _known(value)) or id(value) in path:
                return {"$ref": theirs}
            return {"$was": [theirs, self._fields_now(value, depth, path | {id(value)})]}
        if id(value) in path:
            raise CodecError("a value that contains itself (a cycle)")
        path = path | {id(value)}

        def inner(item: Any) -> Any:
            return self._encode(item, depth + 1, path)

        if kind is list:
            return [inner(item) for item in value]
        if kind is dict:
            return {"$d": [[inner(k), inner(v)] for k, v in value.items()]}
        if kind is FrozenDict:  # read-only, so kept by number: "the very input object"
            pairs = [[inner(k), inner(v)] for k, v in value.items()]
            return {"$frozen": [self._remember(value), pairs]}
        if kind is tuple:
            return {"$tuple": [inner(item) for item in value]}
        if kind is set or kind is frozenset:
            tag = "$set" if kind is set else "$frozenset"
            return {tag: [inner(item) for item in value]}
        if kind is bytes:
            return {"$bytes": base64.b64encode(value).decode("ascii")}
        if kind is bytearray:  # by value, as a list: bytes of its own, and mutable
            return {"$bytearray": base64.b64encode(value).decode("ascii")}
        if kind is Decimal:
            return {"$decimal": str(value)}
        if kind is Fraction:
            return {"$fraction": [inner(value.numerator), inner(value.denominator)]}
        if kind is datetime:
            return self._encode_datetime(value)
        return self._encode_object(value, inner)

    def _fields_now(self, value: Any, depth: int, path: set[int]) -> dict[str, Any]:
        """A workbook object's fields as they are now, each encoded (``$was``)."""
        return {
            f.name: self._encode(getattr(value, f.name, None), depth + 1, path)
            for f in dataclasses.fields(value)
        }

    def _as_sent(self, value: Any) -> bool:
        """Whether one of the other side's objects may go back as a bare reference: not an
        exception whose ``args`` (its message) were rewritten here since it came (a name
        prefixed to it, ``exc.args = (...)``): "propagates as it is" means unchanged, so
        that one goes back as an exception of its own, which the other side tells apart.
        A note added (``add_note``) or a cause set leaves ``args`` as they were."""
        sent = self._sent_args.get(id(value))
        if sent is None or not isinstance(value, BaseException):
            return True
        now = value.args
        return now is sent or (type(now) is tuple and _same_items(now, sent))

    def _encode_datetime(self, value: datetime) -> Any:
        zone = value.tzinfo
        if zone is None:
            return {"$dt": [value.isoformat(), None]}
        if type(zone) is timezone:
            offset = zone.utcoffset(None)
            return {"$dt": [value.replace(tzinfo=None).isoformat(), offset.total_seconds()]}
        return self._foreign(value)

    def _encode_object(self, value: Any, inner: Callable[[Any], Any]) -> Any:
        number = self._remember(value)
        if _known(value):
            if number in self._whole:
                return {"$obj": [type(value).__name__, {}, number]}
            fields = {f.name: inner(getattr(value, f.name)) for f in dataclasses.fields(value)}
            self._whole.add(number)
            return {"$obj": [type(value).__name__, fields, number]}
        if isinstance(value, BaseException):
            return {"$exc": self._exception(value, inner, number)}
        label = _short(_safe_repr(value)) if self.side == "trusted" else type(value).__name__
        if callable(value):
            traits = self._traits_once(value, number, inner) if self.side == "trusted" else None
            return {"$fn": [number, label, traits] if traits else [number, label]}
        if isinstance(value, Handled):
            return {"$handle": [number, label]}
        return self._foreign(value)

    def _traits_once(
        self, value: Any, number: int, inner: Callable[[Any], Any]
    ) -> dict[str, Any] | None:
        """:meth:`_traits`, read once for a plain function that carries no attributes of its
        own (``never_applies``, on each of a chain's hooks): what they say cannot change
        while its name, docstring, code and defaults stay the same objects."""
        if type(value) is not types.FunctionType or value.__dict__:
            return self._traits(value, inner)
        marks: tuple[Any, ...] = (value.__name__, value.__doc__, value.__code__)
        marks += (value.__defaults__, value.__kwdefaults__)
        remembered = self._plain_traits.get(number)
        if remembered is None or not _same_objects(remembered[0], marks):
            remembered = (marks, self._traits(value, inner))
            self._plain_traits[number] = remembered
        return remembered[1]

    def _traits(self, value: Any, inner: Callable[[Any], Any]) -> dict[str, Any] | None:
        """What the stub of one of the grader's functions shows as its own: its type's name
        (for an ``AttributeError`` as Python words it), the function's ``__name__``,
        falsiness (a hook object with ``__len__`` 0), what it wraps
        (``__wrapped__``, as ``functools.wraps`` sets it), the object a bound method is bound
        to (``__self__``) and the function a ``functools.partial`` calls (``func``), when those
        are callable, whether it is a class, no docstring when it has none (``__doc__`` is
        ``None``), a signature that cannot be read when its own cannot
        (``inspect.signature`` raises), and the plain attributes (text, ``bool``, ``int``)
        it names in ``__stub_attributes__`` (a hook's ``matcher``, ``enabled``), and its
        ``__stub_kin__`` (an int: objects sharing one are equal, though distinct), its
        ``__stub_equals_all__`` (``True``: ``==`` to anything, as a mock's ``ANY``), a
        bound method whose ``__self__`` has ``__stub_unheld__`` (a method of an object only
        the method holds, :func:`_as_unheld_method`), its
        ``__stub_hours__`` (an int: how many hours each call takes by the clocks of the
        learner's process, :func:`hookkata.grading.child.jump_clocks`), its
        ``__stub_repr_raises__`` (``True``: its ``repr()`` raises there), its
        ``__stub_lookup_raises__`` (``True``: a missing attribute raises ``KeyError``
        there), and whether it
        is unhashable (its type's ``__hash__`` is ``None``) or has no ``__dict__``
        (:func:`_slotted`: its stand-in has none either), or is marked
        ``__stub_builtin__`` (its stand-in is a built-in method), or names one of
        :data:`C_BUILTINS` in ``__stub_c_builtin__`` (its stand-in is that built-in). Only the
        grader's objects: an answer that reads any of
        these finds what it would find in one process."""
        traits: dict[str, Any] = {"kind": _type_name(value)}
        name = getattr(value, "__name__", None)
        if type(name) is str:
            traits["name"] = name
        try:
            if not value:
                traits["falsy"] = True
        except Exception:  # a grader's object whose __bool__ fails: it shows as truthy
            pass
        wrapped = getattr(value, "__wrapped__", None)
        if wrapped is not None and callable(wrapped):
            traits["wrapped"] = inner(wrapped)
        if isinstance(value, types.MethodType) and callable(value.__self__):
            traits["self"] = inner(value.__self__)
            if isinstance(value.__func__, types.FunctionType):
                traits["of"] = inner(value.__func__)
        owner = value.__self__ if isinstance(value, types.MethodType) else None
        if getattr(owner, "__stub_unheld__", False) is True:
            traits["unheld"] = True
        if isinstance(value, functools.partial) and callable(value.func):
            traits["func"] = inner(value.func)
        if type(value) is functools.partial and callable(value.func):
            keywords = value.keywords.items()
            traits["partial"] = [
                [self._by_reference(arg, inner) for arg in value.args],
                {key: self._by_reference(arg, inner) for key, arg in keywords if type(key) is str},
            ]
        kin = getattr(value, "__stub_kin__", None)
        if type(kin) is int:
            traits["kin"] = kin
        if getattr(value, EQUALS_ALL, False) is True:
            traits["equals_all"] = True
        hours = getattr(value, "__stub_hours__", None)
        if type(hours) is int and 0 < hours <= MAX_HOURS:
            traits["hours"] = hours
        if getattr(value, "__stub_repr_raises__", False) is True:
            traits["repr_raises"] = True
        if getattr(value, "__stub_lookup_raises__", False) is True:
            traits["lookup_raises"] = True
        if getattr(value, "__stub_answers_all__", False) is True:
            traits["answers_all"] = True
        if getattr(value, "__stub_late__", False) is True:
            traits["late"] = True
        c_builtin = getattr(value, "__stub_c_builtin__", None)
        if type(c_builtin) is str and c_builtin in C_BUILTINS:
            traits["c_builtin"] = c_builtin
        if getattr(type(value), "__hash__", None) is None:  # an eq dataclass, a dict subclass
            traits["unhashable"] = True
        if isinstance(value, type):
            traits["class"] = True
            own_call = value.__dict__.get("__call__")
            if callable(own_call):
                traits["call"] = inner(own_call)
        if _slotted(value):
            traits["slotted"] = True
        if getattr(value, "__stub_builtin__", False) is True:
            traits["builtin"] = True
        if getattr(value, "__doc__", "") is None:
            traits["undocumented"] = True
        signature = getattr(value, "__signature__", None)
        if signature is not None and not isinstance(signature, inspect.Signature):
            traits["unsigned"] = True
        elif not isinstance(value, type):
            parameters = _parameters_of(value)
            if parameters is not None:
                traits["parameters"] = parameters
        named = getattr(value, "__stub_attributes__", ())
        carried = {name: getattr(value, name, _ABSENT) for name in named}
        carried = {name: v for name, v in carried.items() if v is not _ABSENT}
        shown = {name: v for name, v in carried.items() if type(v) in _PLAIN_ATTRIBUTES}
        if shown:
            traits["attributes"] = shown
        methods = {name: inner(v) for name, v in carried.items() if _is_function(v)}
        if methods:
            traits["methods"] = methods
        values = {
            name: inner(v)
            for name, v in carried.items()
            if name not in shown and name not in methods
        }
        if values:  # a recorded Deny, a None: values as the codec carries any
            traits["values"] = values
        return traits or None

    def _exception(self, error: BaseException, inner: Callable[[Any], Any], n: int) -> Any:
        cause = error.__cause__
        implicit = cause is None and not error.__suppress_context__
        if implicit:  # `from None` hides the context
            cause = error.__context__
        body = [
            type(error).__name__,
            builtin_base(error),
            _short(self._message(error)),
            n,
            None if cause is None else inner(cause),
            not error.args,  # RuntimeError() has no args: error.args[0] must fail here too
        ]
        if isinstance(error, _GROUPS):  # its members cross too, each itself
            body[2] = _short(str(error.message))
            body.append([inner(member) for member in error.exceptions])
        extras: dict[str, Any] = {}
        if implicit and cause is not None:  # raised while handling it: its __context__
            extras["context"] = True
        if self.side == "trusted" and _is_falsy(error):
            extras["falsy"] = True
        if self.side == "trusted" and getattr(error, UNPRINTABLE, False) is True:
            extras["unprintable"] = True
        if self.side == "trusted" and getattr(error, UNREPRABLE, False) is True:
            extras["unreprable"] = True
        if self.side == "trusted" and getattr(type(error), "__hash__", None) is None:
            extras["unhashable"] = True
        if self.side == "trusted" and _with_a_home(type(error)):
            extras["home"] = [type(error).__module__, type(error).__qualname__]
        code = error.code if isinstance(error, SystemExit) and error.args else ""
        if self.side == "trusted" and (code is None or type(code) is int):
            extras["code"] = code  # sys.exit(2) there is sys.exit(2) here, not "2"
        given = _given_args(error) if self.side == "trusted" else None
        if given is not None:
            extras["args"] = _args_out(given)
        if self.side == "trusted" and _holding_exceptions(error):
            extras["held"] = [inner(arg) for arg in error.args]
        told = _told_attributes(error) if self.side == "trusted" else {}
        if told:
            extras["told"] = told
        valued = _valued_attributes(error) if self.side == "trusted" else {}
        if valued:
            extras["valued"] = {name: inner(value) for name, value in valued.items()}
        notes = _notes(error) if self.side == "trusted" else []
        if notes:
            extras["notes"] = notes
        if notes and _notes_in_a_tuple(error):
            extras["notes_tuple"] = True
        listed = _listed_exceptions(error) if self.side == "trusted" else None
        if listed is not None:
            extras["exceptions"] = [type(listed) is tuple, [inner(m) for m in listed]]
        if extras:
            body.append(extras)
        return body

    def _message(self, error: BaseException) -> str:
        """What the exception is rebuilt from: ``str(error)``, but a grader's ``KeyError``
        sends its key, so ``str()`` and ``args[0]`` there are what they are here (its
        ``str()`` is the key's ``repr``)."""
        key = error.args[0] if len(error.args) == 1 else None
        if self.side == "trusted" and isinstance(error, KeyError) and type(key) is str:
            return key
        return _text(error)

    def _foreign(self, value: Any) -> Any:
        return {
            "$foreign": [type(value).__name__, type(value).__module__, _short(_safe_repr(value))]
        }

    def _by_reference(self, value: Any, inner: Callable[[Any], Any]) -> Any:
        """``value`` as a grader's partial holds it: a plain scalar or a function as ever,
        anything else as a handle (never a copy), so that the partial's ``func``, called
        there, gets this very object back here (a list it appends to, a mapping it reads)."""
        if value is None or type(value) in (str, int, float, bool) or callable(value):
            return inner(value)
        return {"$handle": [self._remember(value), _short(_safe_repr(value))]}

    def _remember(self, value: Any) -> int:
        """This side's number for ``value`` (the same each time it is sent)."""
        number = self._mine_ids.get(id(value))
        if number is not None and self.mine.get(number) is value:
            return number
        number = self._next
        self._next += 1
        self.mine[number] = value  # kept alive: the id stays this object's
        self._mine_ids[id(value)] = number
        return number

    def stand_for(self, tag: str, make: Callable[[], Any], marker: type[_Marker]) -> Any:
        """What a marker crossing as ``tag`` is here: on the answer's side a real object
        ``make`` builds, remembered so it crosses back as the marker; else the marker."""
        if self.side != "child":
            return marker()
        made = make()
        self.standing.append((made, {tag: None}))
        return made

    def close_coroutines(self) -> None:
        """Close the coroutines :class:`Awaitable` values became here (none was run, so
        none warns that it was never awaited); one the answer runs later raises."""
        made, self.coroutines = self.coroutines, []
        for coroutine in made:
            coroutine.close()

    # --- decoding ------------------------------------------------------------------------

    def decode(self, data: Any) -> Any:
        return self._decode(data, 0)

    def _decode(self, data: Any, depth: int) -> Any:
        if data is None or type(data) in (bool, str):
            return data
        if type(data) is int:
            return data
        if type(data) is float:
            return data
        if depth > MAX_DEPTH + 2:
            raise CodecError("a message nested too deep")
        if type(data) is list:
            return [self._decode(item, depth + 1) for item in data]
        if type(data) is not dict or len(data) != 1:
            raise CodecError(f"expected a tagged value, got {_short(repr(data))}")
        ((tag, body),) = data.items()
        handler = _DECODERS.get(tag)
        if handler is None:
            raise CodecError(f"unknown tag {tag!r}")
        return handler(self, body, depth + 1)

    def _pairs(self, body: Any, depth: int) -> list[tuple[Any, Any]]:
        if type(body) is not list or not all(type(p) is list and len(p) == 2 for p in body):
            raise CodecError("a mapping must be a list of [key, value] pairs")
        return [(self._decode(k, depth), self._decode(v, depth)) for k, v in body]

    def _items(self, body: Any, depth: int) -> list[Any]:
        if type(body) is not list:
            raise CodecError("expected a list")
        return [self._decode(item, depth) for item in body]

    def _object(self, body: Any, depth: int) -> Any:
        name, fields, number = _expect(body, 3, "object")
        if number in self.theirs:
            return self.theirs[number]
        cls = KNOWN.get(name) if type(name) is str else None
        if cls is None or type(fields) is not dict:
            raise CodecError(f"unknown kind of object {_short(repr(name))}")
        values = {str(k): self._decode(v, depth) for k, v in fields.items()}
        if cls is Allow and not values:
            return ALLOW  # the one value hooks compare with `is`
        try:
            value = cls(**values)
        except Exception as exc:
            raise CodecError(f"a {name} that its own constructor refuses: {exc}") from None
        self._bind(number, value)
        return value

    def _exception_value(self, body: Any, depth: int) -> BaseException:
        members, extras = None, {}
        if type(body) is list and body and type(body[-1]) is dict:
            *body, extras = body
        if type(body) is list and len(body) == 7:
            *body, members = body
        name, base, message, number, cause, bare = _expect(body, 6, "exception")
        if number in self.theirs:
            return self.theirs[number]  # type: ignore[no-any-return]
        if not all(type(x) is str for x in (name, base, message)):
            raise CodecError("an exception's name, base and message must be strings")
        kind = foreign_error(name, base)
        if self.side == "child":
            kind = _workbook_class(extras.get("home"), name) or kind
        if extras.get("falsy") is True and self.side == "child":
            kind = falsy_error(kind)
        if extras.get("unhashable") is True and self.side == "child":
            kind = unhashable_error(kind)
        unprintable = extras.get("unprintable") is True
        if unprintable and self.side == "child":
            kind = unprintable_error(kind)
        if extras.get("unreprable") is True and self.side == "child":
            kind = unreprable_error(kind)
        if issubclass(kind, _GROUPS):
            error = self._group(kind, message, members, depth)
        elif bare is True and message and self.side == "child" and not unprintable:
            error = _built(said_by_str(kind), "", True)  # no args, and still a message
            setattr(error, SAID, message)
        else:
            error = _built(kind, message, bare is True and message == "")
            if self.side == "child":  # OSError(13, ...) is OSError(13, ...) there too
                args = _args_in(extras.get("args"))
                rebuilt = _built_from_args(_exact_builtin(name, base, kind), message, args)
                error = error if rebuilt is None else rebuilt
                if rebuilt is None and not unprintable and _says_otherwise(error, message):
                    error = _saying(kind, message)  # a CalledProcessError without its fields
        code = extras.get("code", "")
        exits = issubclass(kind, SystemExit) and type(code) in (int, type(None))
        if self.side == "child" and exits:
            error = kind(code)
        if self.side == "child":
            _tell(error, extras.get("told"))
            self._value(error, extras.get("valued"), depth)
            _add_notes(error, extras.get("notes"), extras.get("notes_tuple"))
            self._list_exceptions(error, extras.get("exceptions"), depth)
            self._hold(error, extras.get("held"), depth)
        if cause is not None:
            decoded = self._decode(cause, depth)
            if isinstance(decoded, BaseException) and extras.get("context") is True:
                error.__context__ = decoded  # implicit: __cause__ None, not suppressed
            elif isinstance(decoded, BaseException):
                error.__cause__ = decoded
        self._bind(number, error)
        self._sent_args[id(error)] = error.args
        return error

    def _hold(self, error: BaseException, held: Any, depth: int) -> None:
        """Set ``error.args`` to what the grader's exception held there: exceptions among
        plain values (:func:`_holding_exceptions`)."""
        if held is None:
            return
        decoded = self._items(held, depth)
        if not any(isinstance(arg, BaseException) for arg in decoded):
            raise CodecError("an exception's held arguments must hold an exception")
        error.args = tuple(decoded)

    def _list_exceptions(self, error: BaseException, listed: Any, depth: int) -> None:
        """Set ``error.exceptions`` as the grader's exception had it (:func:`_listed_exceptions`
        says which cross)."""
        if listed is None:
            return
        as_tuple, members = _expect(listed, 2, "an exception's listed exceptions")
        decoded = self._items(members, depth)
        if type(as_tuple) is not bool or not all(isinstance(m, BaseException) for m in decoded):
            raise CodecError("an exception's listed exceptions must be exceptions")
        with contextlib.suppress(AttributeError, TypeError):  # a class that refuses it
            error.exceptions = tuple(decoded) if as_tuple else decoded  # type: ignore[attr-defined]

    def _group(
        self, kind: type[BaseException], message: str, members: Any, depth: int
    ) -> BaseException:
        """An exception group rebuilt with its members (each decoded, identity kept)."""
        decoded = self._items(members, depth) if members is not None else []
        if not decoded or not all(isinstance(m, BaseException) for m in decoded):
            raise CodecError("an exception group must hold one exception or more")
        try:
            group: BaseException = kind(message, decoded)  # type: ignore[call-arg,unused-ignore]
            return group
        except (TypeError, ValueError) as exc:
            raise CodecError(f"an exception group that cannot be built: {exc}") from None

    def _function(self, body: Any, _depth: int) -> Any:
        return self._stand_in(body, callable_=True)

    def _handle(self, body: Any, _depth: int) -> Any:
        return self._stand_in(body, callable_=False)

    def _stand_in(self, body: Any, *, callable_: bool) -> Any:
        traits = None
        if callable_ and type(body) is list and len(body) == 3:
            *body, traits = body
        number, label = _expect(body, 2, "function")
        if type(number) is not int or type(label) is not str:
            raise CodecError("a function must be [number, label]")
        if number in self.theirs:
            return self.theirs[number]
        stub = self.make_stub(number, label, callable_)
        self._bind(number, stub)
        if traits is not None and self.side == "child":
            self._dress(stub, traits)
            if type(traits) is dict and traits.get("unheld") is True:
                return _as_unheld_method(stub)  # not bound here: only the answer may hold it
            if type(traits) is dict and "self" in traits:
                stub = _as_bound_method(stub, self._shared_function(traits.get("of")))
                self._bind(number, stub)  # the method stands for the grader's from now on
            elif type(traits) is dict and traits.get("builtin") is True:
                stub = _as_builtin_method(stub)
                self._bind(number, stub)  # the method stands for the grader's from now on
            elif type(traits) is dict and "partial" in traits:
                stub = self._as_partial(stub, traits["partial"])
                self._bind(number, stub)  # the partial stands for the grader's from now on
            elif type(traits) is dict and traits.get("c_builtin") in C_BUILTINS:
                stub = functools.partial(C_BUILTINS[traits["c_builtin"]])
                self._bind(number, stub)  # runs here alone, in C: no call comes back
            elif type(traits) is dict and traits.get("slotted") is True:
                stub = _Slotted(stub)
                self._bind(number, stub)  # the object stands for the grader's from now on
            elif type(traits) is dict and traits.get("class") is True:
                own_call = self._decode(traits["call"], 1) if "call" in traits else None
                stub = _as_class(stub, own_call if callable(own_call) else None)
                self._bind(number, stub)  # the class stands for the grader's from now on
        return stub

    def _value(self, error: BaseException, valued: Any, depth: int) -> None:
        """Give a rebuilt exception the attributes of :data:`VALUED_ATTRIBUTES` its original
        holds (:func:`_valued_attributes`), each only where setting it leaves ``str(error)``
        as it was; anything but what could have been sent is refused."""
        if valued is None:
            return
        if type(valued) is not dict or not set(valued) <= set(VALUED_ATTRIBUTES):
            raise CodecError("an exception's valued attributes must be an object of known names")
        for name, sent in valued.items():
            value = self._decode(sent, depth + 1)
            if not _valuable(name, value):
                raise CodecError(f"an exception's {name!r} must be plain or a decision")
            _set_keeping_message(error, name, value)

    def _dress(self, stub: Any, traits: Any) -> None:
        """Give a stub the traits of the grader's function it stands for (:meth:`_traits`)."""
        if type(traits) is not dict:
            raise CodecError("a function's traits must be an object")
        name, kind = traits.get("name"), traits.get("kind")
        if type(name) is str:
            stub.__name__ = stub.__qualname__ = name
        if type(kind) is str:
            stub._grader_type = kind[:100]
        if traits.get("falsy") is True:
            stub.falsy = True
        if type(traits.get("kin")) is int:
            stub.kin = traits["kin"]
        if traits.get("equals_all") is True:
            stub.equals_all = True
        hours = traits.get("hours")
        if type(hours) is int and 0 < hours <= MAX_HOURS:
            stub.hours = hours
        if traits.get("repr_raises") is True:
            stub.repr_raises = True
        if traits.get("lookup_raises") is True:
            stub.lookup_raises = True
        if traits.get("answers_all") is True:
            stub.answers_all = True
        if traits.get("late") is True:
            stub.late = True
        if traits.get("unhashable") is True:  # hash(hook) and {hook} raise, as they would
            stub.__class__ = _unhashable(type(stub), str(kind) if type(kind) is str else "")
        if "wrapped" in traits:
            stub.__wrapped__ = self._decode(traits["wrapped"], 1)
        if "self" in traits:
            stub.__self__ = self._decode(traits["self"], 1)
        if "func" in traits:
            stub.func = self._decode(traits["func"], 1)
        if traits.get("undocumented") is True:
            stub.__doc__ = None
        if traits.get("unsigned") is True:  # inspect.signature(stub) raises, as for a builtin
            stub.__signature__ = "a signature that cannot be read"
        elif "parameters" in traits:  # inspect.signature(stub) reads the grader's own
            stub.__signature__ = _signature_from(traits["parameters"])
        attributes = traits.get("attributes")
        for key, plain in (attributes if type(attributes) is dict else {}).items():
            if type(key) is str and key.isidentifier() and not key.startswith("_"):
                setattr(stub, key, plain if type(plain) in _PLAIN_ATTRIBUTES else str(plain))
        for carried in ("methods", "values"):
            named = traits.get(carried)
            for key, value in (named if type(named) is dict else {}).items():
                if type(key) is str and key.isidentifier() and not key.startswith("_"):
                    setattr(stub, key, self._decode(value, 1))

    def _as_partial(self, stub: Any, given: Any) -> functools.partial[Any]:
        """A real ``functools.partial`` where the answer runs, for a grader's partial: its
        ``func`` the stand-in of the grader's, its ``args`` and ``keywords`` decoded, so an
        answer that calls ``guard.func(block)`` without them meets what Python does (a
        missing argument). The attributes the grader's partial carried are set on it."""
        if type(given) is not list or len(given) != 2:
            raise CodecError("a partial must be [args, keywords]")
        args, keywords = given
        if type(args) is not list or type(keywords) is not dict:
            raise CodecError("a partial's args must be a list and its keywords an object")
        func = getattr(stub, "func", None)
        if not callable(func):
            raise CodecError("a partial must carry the function it calls")
        made = functools.partial(
            func,
            *(self._decode(arg, 1) for arg in args),
            **{key: self._decode(arg, 1) for key, arg in keywords.items() if type(key) is str},
        )
        public = {key: value for key, value in vars(stub).items() if not key.startswith("_")}
        for key in STUB_WORKINGS:
            public.pop(key, None)  # the stub's own workings, not the grader's attributes
        made.__dict__.update(public)
        return made

    def _shared_function(self, data: Any) -> Any:
        """The ``__func__`` of the methods of the grader's function ``data`` stands for,
        one function for them all (:func:`_method_function`); ``None`` when there is none."""
        if data is None:
            return None
        function_stub = self._decode(data, 1)
        if not callable(function_stub):
            raise CodecError("a method's function must be a function")
        known = self._method_functions.get(id(function_stub))
        if known is None or known[0] is not function_stub:
            known = (function_stub, _method_function(function_stub))
            self._method_functions[id(function_stub)] = known
        return known[1]

    def _bind(self, number: Any, value: Any) -> None:
        """Remember what the other side's object ``number`` became here, so that sending it
        back sends the number (identity kept), not a copy."""
        if type(number) is not int:
            raise CodecError("a reference number must be an int")
        self.theirs[number] = value
        self._their_ids[id(value)] = number

    def forget(self, numbers: set[int]) -> None:
        """Let go of what the other side's objects ``numbers`` became here: nothing on this
        side keeps them alive any more (a ``fresh`` step, :mod:`hookkata.grading.steps`).
        Sent again, they are built anew."""
        for number in numbers:
            value = self.theirs.pop(number, None)
            if value is not None and self._their_ids.get(id(value)) == number:
                del self._their_ids[id(value)]
                self._sent_args.pop(id(value), None)
                self._method_functions.pop(id(value), None)
            value = None  # not even this frame holds it

    def _as_it_was_left(self, body: Any, depth: int) -> Any:
        """One of this side's workbook objects, sent back with its fields as the other side
        left them (:meth:`encode_as_left`): the object itself when they are unchanged, else
        a replica of its class holding them, built without its constructor (which may
        refuse them): a change shows, whatever it is."""
        number, fields = _expect(body, 2, "object as it was left")
        original = self.mine.get(number) if type(number) is int else None
        if original is None or not _known(original) or type(fields) is not dict:
            raise CodecError(f"an object as it was left that was never sent ({_short(repr(body))})")
        names = [f.name for f in dataclasses.fields(original)]
        if sorted(fields) != sorted(names):
            raise CodecError(f"a {type(original).__name__} with other fields: {sorted(fields)}")
        values = {name: self._decode(fields[name], depth) for name in names}
        if all(_unchanged(getattr(original, name), values[name]) for name in names):
            return original
        replica = object.__new__(type(original))
        for name, value in values.items():
            object.__setattr__(replica, name, value)
        return replica

    def _reference(self, body: Any, _depth: int) -> Any:
        if type(body) is not int or body not in self.mine:
            raise CodecError(f"a reference to an object never sent ({_short(repr(body))})")
        return self.mine[body]

    def _datetime(self, body: Any, _depth: int) -> datetime:
        text, offset = _expect(body, 2, "datetime")
        try:
            value = datetime.fromisoformat(text)
            if offset is None:
                return value
            return value.replace(tzinfo=timezone(timedelta(seconds=float(offset))))
        except (TypeError, ValueError) as exc:
            raise CodecError(f"a malformed datetime: {exc}") from None

    def _foreign_value(self, body: Any, _depth: int) -> Foreign:
        name, module, text = _expect(body, 3, "foreign value")
        if not all(type(x) is str for x in (name, module, text)):
            raise CodecError("a foreign value must be [type name, module, repr]")
        return foreign_type(name)(module, _short(text))


def _known(value: Any) -> bool:
    """Whether ``value`` is of one of the workbook's types that cross by value (:data:`KNOWN`)."""
    return KNOWN.get(type(value).__name__) is type(value)


def _unchanged(before: Any, now: Any) -> bool:
    """Whether a field sent back (``now``) is the one sent (``before``): the very object,
    or of its exact type and equal."""
    if before is now:
        return True
    try:
        return type(before) is type(now) and bool(before == now)
    except Exception:  # an __eq__ that raises: changed, as far as can be told
        return False


def _same_items(now: tuple[Any, ...], sent: tuple[Any, ...]) -> bool:
    """Whether ``now`` holds ``sent``'s items, each the very object or of its exact type and
    equal (an ``__eq__`` that raises counts as changed)."""
    return len(now) == len(sent) and all(
        _unchanged(before, after) for before, after in zip(sent, now, strict=True)
    )


def _expect(body: Any, size: int, what: str) -> list[Any]:
    if type(body) is not list or len(body) != size:
        raise CodecError(f"a malformed {what}")
    return body


def _outer_argument(codec: Codec, body: Any, _depth: int) -> Any:
    """The answer's side's own object: an argument of the answer's call now running."""
    if codec.side != "child" or not codec.running:
        raise CodecError("an outer argument, but no call of the answer is running")
    running = codec.running[-1]
    if type(body) is not int or not 0 <= body < len(running):
        raise CodecError(f"no argument {_short(repr(body))} of {len(running)} in the running call")
    return running[body]


def _big_int(_codec: Codec, body: Any, _depth: int) -> int:
    if type(body) is not str or len(body) > 20_000:
        raise CodecError("a malformed integer")
    try:
        return int(body, 16)
    except ValueError:
        raise CodecError("a malformed integer") from None


def _int_like(codec: Codec, body: Any, depth: int) -> IntLike:
    value = codec._decode(body, depth)
    if type(value) is not int:
        raise CodecError("an IntLike must hold an int")
    return IntLike(value)


def _ambiguous(_codec: Codec, body: Any, _depth: int) -> Ambiguous:
    if body is not None:
        raise CodecError("an Ambiguous holds nothing")
    return Ambiguous()


def _text_subclass(codec: Codec, body: Any, depth: int) -> Text:
    value = codec._decode(body, depth)
    if type(value) is not str:
        raise CodecError("a Text must hold a str")
    return Text(value)


def _special_float(_codec: Codec, body: Any, _depth: int) -> float:
    if body not in ("nan", "inf", "-inf"):
        raise CodecError("a malformed float")
    return float(body)


def _bytes(_codec: Codec, body: Any, _depth: int) -> bytes:
    try:
        return base64.b64decode(body, validate=True)
    except (TypeError, ValueError):
        raise CodecError("malformed bytes") from None


_BETWEEN_A_PAIR = re.compile("(?<=[\ud800-\udbff])(?=[\udc00-\udfff])")
"""Between a high surrogate and the low one after it: JSON writes them as two escapes that
any reader joins into one character (``"\\ud83d\\ude00"`` reads back as an emoji)."""


def _text_as_sent(text: str) -> Any:
    """``text`` as it crosses: itself, or, when it holds a high lone surrogate followed by a
    low one, ``{"$str": parts}`` cut between them, so the other side gets two code points,
    not the one character JSON would make of them."""
    if not _BETWEEN_A_PAIR.search(text):
        return text
    return {"$str": _BETWEEN_A_PAIR.split(text)}


_CONSTANTS = {"NotImplemented": NotImplemented, "Ellipsis": Ellipsis}
"""The built-in singletons that cross as themselves (``{"$const": name}``): a guard may
answer ``NotImplemented``, and ``is`` must still tell it."""


def _constant(_codec: Codec, body: Any, _depth: int) -> Any:
    if type(body) is not str or body not in _CONSTANTS:
        raise CodecError(f"a constant must be one of {sorted(_CONSTANTS)}")
    return _CONSTANTS[body]


def _joined_text(_codec: Codec, body: Any, _depth: int) -> str:
    if type(body) is not list or not all(type(part) is str for part in body):
        raise CodecError("a text must be a list of strings")
    return "".join(body)


def _decimal(_codec: Codec, body: Any, _depth: int) -> Decimal:
    if type(body) is not str:
        raise CodecError("a malformed Decimal")
    try:
        return Decimal(body)
    except ArithmeticError:
        raise CodecError("a malformed Decimal") from None


def _fraction(codec: Codec, body: Any, depth: int) -> Fraction:
    numerator, denominator = (codec._decode(x, depth) for x in _expect(body, 2, "Fraction"))
    if type(numerator) is not int or type(denominator) is not int or denominator <= 0:
        raise CodecError("a Fraction must be [int, int > 0]")
    return Fraction(numerator, denominator)


def _frozen(codec: Codec, body: Any, depth: int) -> FrozenDict:
    """A read-only mapping, the very one when its number came before (a hook's
    ``Rewrite(call.input)`` hands back the input the answer's call holds, not a copy)."""
    from toolhooks.readonly import freeze

    number, body = _expect(body, 2, "FrozenDict")
    if type(number) is not int:
        raise CodecError("a FrozenDict's reference number must be an int")
    known = codec.theirs.get(number)
    if type(known) is FrozenDict:
        return known
    pairs = codec._pairs(body, depth)
    try:
        frozen = freeze(dict(pairs))
    except Exception as exc:
        raise CodecError(f"a FrozenDict that cannot be built: {exc}") from None
    if type(frozen) is not FrozenDict:
        raise CodecError("a FrozenDict that cannot be built")
    codec._bind(number, frozen)
    return frozen


def _hashable_items(codec: Codec, body: Any, depth: int) -> list[Any]:
    items = codec._items(body, depth)
    try:
        for item in items:
            hash(item)
    except TypeError:
        raise CodecError("a set holding an unhashable value") from None
    return items


def _mapping(codec: Codec, body: Any, depth: int) -> dict[Any, Any]:
    pairs = codec._pairs(body, depth)
    try:
        return dict(pairs)
    except TypeError:
        raise CodecError("a mapping with an unhashable key") from None


_DECODERS: dict[str, Callable[[Codec, Any, int], Any]] = {
    "$int": _big_int,
    "$intlike": _int_like,
    "$text": _text_subclass,
    "$ambiguous": _ambiguous,
    "$awaitable": lambda c, _b, _d: _awaitable(c),
    "$generator": lambda c, _b, _d: c.stand_for("$generator", _unrun_generator, Generator),
    "$future": lambda c, _b, _d: c.stand_for("$future", _failed_future, FailedFuture),
    "$enum": lambda c, _b, _d: c.stand_for("$enum", lambda: _Tier.PREMIUM, EnumMember),
    "$outer": _outer_argument,
    "$bareawaitable": lambda c, _b, _d: c.stand_for("$bareawaitable", _AwaitOnly, BareAwaitable),
    "$float": _special_float,
    "$bytes": _bytes,
    "$bytearray": lambda c, b, d: bytearray(_bytes(c, b, d)),
    "$decimal": _decimal,
    "$str": _joined_text,
    "$const": _constant,
    "$fraction": _fraction,
    "$d": _mapping,
    "$frozen": _frozen,
    "$tuple": lambda c, b, d: tuple(c._items(b, d)),
    "$set": lambda c, b, d: set(_hashable_items(c, b, d)),
    "$frozenset": lambda c, b, d: frozenset(_hashable_items(c, b, d)),
    "$dt": Codec._datetime,
    "$obj": Codec._object,
    "$exc": Codec._exception_value,
    "$fn": Codec._function,
    "$handle": Codec._handle,
    "$ref": Codec._reference,
    "$was": Codec._as_it_was_left,
    "$foreign": Codec._foreign_value,
}


def _says_otherwise(error: BaseException, message: str) -> bool:
    """Whether ``error``, rebuilt from ``message``, would not say it: its ``str()`` raises
    (a ``CalledProcessError`` without its ``returncode``), or, for a class with a home
    (:func:`_with_a_home`), formats it again (a ``URLError`` says ``<urlopen error ...>``
    around its reason). A built-in's own formatting (a ``KeyError``'s repr) stays."""
    try:
        said = str(error)
    except Exception:
        return True
    return said != message and _with_a_home(type(error))


def _text(error: BaseException) -> str:
    try:
        return str(error)
    except Exception as exc:  # a __str__ that raises: say so, keep going
        return f"<str() of the exception raised {type(exc).__name__}>"


def _safe_repr(value: object) -> str:
    try:
        text = repr(value)
        return text if type(text) is str else object.__repr__(value)
    except Exception:
        return object.__repr__(value)


def _type_name(value: object) -> str:
    """``value``'s type's name as Python's own ``AttributeError`` gives it
    (``functools.partial``, ``function``, ``Hook``): asked of Python itself, since the rule
    (a C type's full name, a Python class's bare one) has no public spelling."""
    try:
        object.__getattribute__(value, "\x00")
    except AttributeError as missing:
        text = str(missing)
        if text.startswith("'") and "' object has no attribute" in text:
            return text[1 : text.index("' object has no attribute")]
    return type(value).__name__


def _short(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 3] + "..."
