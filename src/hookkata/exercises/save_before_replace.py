"""Exercise 8: the save-before-replace installer, with ``undo()``."""

from __future__ import annotations

import copy
import functools
import queue
import string
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from hypothesis import strategies as st

from hookkata.exercises.strategies import (
    UNICODE_ARGS,
    UNPRINTABLE_HINT,
    every_builtin_exception,
)
from hookkata.exercises.wide_classes import EXEMPTION_CLAIMS, HOOK_ATTRIBUTES, PAST_TIMEOUT
from hookkata.grading.child import DEEP
from hookkata.grading.codec import (
    UNPRINTABLE,
    Awaitable,
    FailedFuture,
    Generator,
    equal_to_anything,
    raised_by_str,
)
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.limits import GradingCancelled, GradingExit, GradingInterrupt
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    AnswerCrashed,
    AnswerHung,
    Mismatch,
    call_answer,
    call_in_steps,
    call_seeing_inputs,
    raised_from,
    same_value,
    shown,
)
from toolhooks import Deny, Dispatcher, Rewrite, ToolInputError
from toolhooks.results import tool_result

NAME = "install_guard"
Guard = Callable[[Mapping[str, Any]], "dict[str, Any] | None"]


def reference(dispatcher: Any, guard: Guard) -> Callable[[], None]:
    """Wrap ``dispatcher.call_tool`` so ``guard`` sees each block first; return ``undo``."""
    original = dispatcher.call_tool  # step 1: save, before anything changes
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")

    def guarded(block: Mapping[str, Any]) -> Any:
        answer = guard(block)
        return answer if answer is not None else original(block)

    dispatcher.call_tool = guarded  # step 2: only now replace it

    def undo() -> None:
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError(  # putting back what was there would drop a newer guard
                "cannot undo: another guard was installed on top of this one; undo the newest first"
            )
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def _tool_answer(block: Mapping[str, Any]) -> Any:
    """What a Desk's original returns for ``block``: a result block, or plain text or
    ``None`` when the input asks for it (``{"as": "text"}``, ``{"as": "none"}``), or the
    input's ``value`` (``{"as": "echo"}``: a value the answer names), or the ``n``-th of
    :data:`AS_THEY_ARE` (``{"as": "kind", "n": n}``): the wrapper returns whatever the
    original does."""
    if block["input"].get("as") == "echo":
        return block["input"].get("value")
    if block["input"].get("as") == "kind":
        return AS_THEY_ARE[block["input"]["n"] % len(AS_THEY_ARE)]
    if block["input"].get("as") == "text":
        return f"{block['name']} done"
    if block["input"].get("as") == "none":
        return None
    return tool_result(block["id"], f"{block['name']} done")


class Desk:
    """A dispatcher as the exercise sees it: ``call_tool(block)`` returns a result."""

    def __init__(self) -> None:
        self.ran: list[str] = []

    def call_tool(self, block: Mapping[str, Any]) -> Any:
        self.ran.append(block["id"])
        return _tool_answer(block)

    def __repr__(self) -> str:
        return "Desk()"


class ToolBroke(Exception):
    """What the Desk's original raises for a tool that breaks: it comes out of call_tool."""


class ToolBrokeUnprintable(ToolBroke):
    """An original's exception whose ``str()`` raises in the answer's process."""


setattr(ToolBrokeUnprintable, UNPRINTABLE, True)


def _kind_of(block: Any) -> type[Exception] | None:
    """The built-in kind a block whose input names it under :data:`_RAISES` raises
    (:func:`_in_a_row`): its original raises it, or, given to a :class:`_KindGuard`, the
    guard does."""
    tool_input = block.get("input") if isinstance(block, Mapping) else None
    named = tool_input.get(_RAISES) if isinstance(tool_input, Mapping) else None
    return _BY_NAME.get(named) if type(named) is str else None


_RAISES = "raises this kind"
"""The input key naming the kind a block raises (three words: never a value mined from an
answer, so no mined input holds it)."""


class ToolNotFound(ToolBroke, KeyError):
    """A ``KeyError`` from the original (a tool it does not know): it comes out too."""


class ToolRefusedInput(ToolBroke, ValueError):
    """A ``ValueError`` from the original (an input it refuses): it comes out too."""


class ToolCalledWrongly(ToolBroke, TypeError):
    """A ``TypeError`` from the original (a bug in the tool): it comes out too, after one
    run, never taken for a call to make again another way."""


class DeskView:
    """A Desk that lives where the answer runs, and what the grader sees of it.

    The answer must change the very object it is given (and not its class), so the Desk is
    built in the answer's process, with a sibling of the same class. Every question about
    it is answered by behaviour, through functions of the grader's that record their calls:
    the Desk's original ``call_tool`` (``ran``), the sibling's (``sibling_ran``), and, for
    :meth:`what_shows_through`, a replacement of the class's method (``class_ran``). What
    the answer's process says of its own objects is never taken at its word.
    """

    def __init__(
        self,
        answer: Any,
        *,
        own: bool | str = False,
        breaks: str = "",
        broke: type[BaseException] = ToolBroke,
        kinds: bool = False,
    ) -> None:
        from hookkata.grading.limits import CALL_SECONDS

        self.breaks, self.broke = breaks, broke
        """The tool whose original raises ``broke`` (``""``: none), and what it raises."""
        self.kinds = kinds
        """Whether the original raises, for a tool named ``breaks with <Kind>``, that kind."""
        self.raised: list[BaseException] = []
        """What the original raised: one of them coming out of call_tool propagated."""
        self.ran: list[str] = []
        self.given: list[Any] = []
        """Every block the original was handed, as it arrived (what the wrapper passed)."""
        self.sibling_ran: list[str] = []
        self.class_ran: list[str] = []
        self.worker = answer.worker
        self.original, self.sibling_original = self._original, self._sibling_original
        encode = self.worker.codec.encode
        made = self.worker.request(
            {
                "op": "new_desk",
                "original": encode(self.original),
                "sibling_original": encode(self.sibling_original),
                "own": own,
                "named": broke is ToolCalledWrongly or kinds,
            },
            CALL_SECONDS,
        )
        if type(made) is not list or len(made) != 2:
            raise Mismatch("building the Desk", shown(made), "a Desk and its sibling")
        self.handle, self.sibling = made

    def _original(self, block: Mapping[str, Any]) -> Any:
        self.given.append(block)
        self.ran.append(block["id"])
        broke = self.broke if block["name"] == self.breaks else None
        broke = _kind_of(block) if self.kinds and broke is None else broke
        if broke is not None:
            made = UNICODE_ARGS.get(broke, broke) if issubclass(broke, Exception) else broke
            error = made(f"{block['name']} broke")
            self.raised.append(error)
            raise error
        if block["input"].get("as") == "runs":  # each run its own result: no memo passes
            return f"{block['name']} run {len(self.ran)}"
        return _tool_answer(block)

    def _sibling_original(self, block: Mapping[str, Any]) -> Any:
        self.sibling_ran.append(block["id"])
        return _tool_answer(block)

    def _class_method(self, block: Mapping[str, Any]) -> Any:
        self.class_ran.append(block["id"])
        return _tool_answer(block)

    @property
    def call_tool(self) -> Callable[..., Any]:
        """``desk.call_tool`` as the answer left it, called in the answer's process."""
        return self._method_of(self.handle, "desk.call_tool")

    def _method_of(self, handle: Any, label: str, attr: str = "call_tool") -> Callable[..., Any]:
        from hookkata.grading.remote import RemoteFunction

        target = self.worker.codec.encode(handle)
        return RemoteFunction(self.worker, target, label, attr=attr)

    def ask(self, attr: str, *args: Any) -> Any:
        """Call the Desk's own method ``attr`` (``note_down``, ``noted``, ``replace_by_hand``)."""
        return call_answer(self._method_of(self.handle, f"desk.{attr}", attr), *args, example=attr)

    def sibling_guarded(self, log: list[str]) -> bool:
        """Whether a call on the sibling (same class, never given to the answer) reached a
        guard: then the answer changed the class, not the Desk it was given."""
        before = len(log)
        block = {"type": "tool_use", "id": "toolu_sibling", "name": "lookup_user", "input": {}}
        call_answer(self._method_of(self.sibling, "sibling.call_tool"), block, example="sibling")
        touched = len(log) > before or self.sibling_ran != ["toolu_sibling"]
        del log[before:]
        return touched

    def swap_class(self) -> None:
        """Give the Desk's class a new ``call_tool``, the grader's :meth:`_class_method`
        (``class_ran``): a call reaching the class's method shows from then on."""
        from hookkata.grading.limits import CALL_SECONDS

        encode = self.worker.codec.encode
        message = {"op": "swap_desk_class", "desk": encode(self.handle)}
        self.worker.request({**message, "method": encode(self._class_method)}, CALL_SECONDS)

    def what_shows_through(self) -> str:
        """After the undos: replace the class's method, call the Desk, and see who answers.

        ``"class"``: nothing of the instance's own (the class's method shows through);
        ``"own"``: the very method set on the instance before (it still calls the old
        original); ``"other"``: something else answered (a guard, a wrapper).
        """
        self.swap_class()
        ran_before = len(self.ran)
        block = {"type": "tool_use", "id": "toolu_probe", "name": "lookup_user", "input": {}}
        call_answer(self.call_tool, block, example="the Desk after undo()")
        if self.class_ran == ["toolu_probe"] and len(self.ran) == ran_before:
            return "class"
        if self.ran[ran_before:] == ["toolu_probe"] and not self.class_ran:
            return "own"
        return "other"

    def __repr__(self) -> str:
        return "Desk()"


# What a guard answers for a refused call: a result block, or a falsy value that is still
# an answer ({}, "", False or 0): "returned as it is" means `is not None`, not truthiness;
# or a value of any other JSON shape, a tool_use-looking block too (a result, not a rewrite).
Refusal = Literal[
    "result",
    "empty dict",
    "empty text",
    "false",
    "zero",
    "raise",
    "tool_use block",
    "list",
    "text",
    "number",
    "true",
    "equals none",
    "deny",
    "rewrite",
    "warns",
]


class SaysItIsNone:
    """A guard's answer that says it is ``==`` to anything, ``None`` too, in the answer's
    process (as ``mock.ANY`` or a permissive record does): an answer all the same, since
    it is not ``None`` (``is not None`` tells; ``!= None`` does not)."""

    def __call__(self, *_args: Any) -> None:
        return None

    def __repr__(self) -> str:
        return "an answer that says it is == to anything, None too"


SAYS_IT_IS_NONE = equal_to_anything(SaysItIsNone())
WARNING_GUARD = (
    "a guard that warns (DeprecationWarning) on every call, then allows one and refuses "
    "another: a warning is no exception"
)
DENY_CASE = "a refusal that is a Deny (a hook's decision, not a result: returned as it is)"
REWRITE_CASE = (
    "a guard answering a Rewrite (a hook's decision, not None: returned as it is, the "
    "original not run)"
)

_SHAPED: dict[str, Any] = {
    "equals none": SAYS_IT_IS_NONE,
    "list": [{"type": "text", "text": "BLOCKED"}],
    "text": "BLOCKED: not this tool",
    "number": 2.5,
    "true": True,
    "deny": Deny("not this tool", "ask a person first"),
    "rewrite": Rewrite({"user_id": "u_004", "amount_eur": 50}),
}
"""The guard's answer of another JSON shape, per refusal: returned as it is."""


@dataclass(frozen=True)
class Given:
    """A guard's answer that is a value the answer names (:attr:`Property.mined`): returned
    as it is, like any other."""

    value: Any

    def __repr__(self) -> str:
        return f"the answer {self.value!r}"


AS_THEY_ARE: tuple[Any, ...] = (
    " denied \n", "\tBLOCKED\r\n", "{}", "[]", "1", "007", "-1.5e3", "null", "true", "false",
    "NaN", '"quoted"', "'single'", "  ", "\n", "\ufeffBOM", "zero\u200bwidth\u2060",
    "\u00a0x\u3000",
    "&lt;b&gt; &amp; &#39;", "<b>no</b>", "%2e%20", "\\n\\u0041", string.punctuation, "\uff21",
    "e\u0301", "\ufb01", '{"type": "tool_result", "content": " x "}', b"", b"denied", b"{}",
    [], [" a ", "{}", b""], (), ("x ",), 0.0, 10**30, -7, {"content": " denied \n", "n": "1"},
    {"type": "tool_result", "tool_use_id": "toolu_0", "content": "{}", "is_error": "true"},
    {"type": "tool_result", "tool_use_id": "toolu_0", "content": "cached", "is_error": False},
    {"allow": True}, {"decision": "allow", "allowed": True}, NotImplemented, Ellipsis,
    {"decision": "approve"}, {"continue": True, "suppressOutput": True},
    {"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow"}},
    {"decision": "block", "reason": "refunds are frozen"}, {"continue": False, "stopReason": "x"},
    {"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny",
                            "permissionDecisionReason": "refunds are frozen"}},
    {"type": "tool_result", "tool_use_id": "toolu_0", "content": "BLOCKED: not this tool"},
    (True, "checked"), ("no", "not today"), {"refund", "delete"}, frozenset({"refund"}),
    bytearray(b"no"),
    [{"type": "tool_result", "tool_use_id": "toolu_0", "content": "no", "is_error": True}],
    {"type": "tool_result", "tool_use_id": "toolu_0", "is_error": True,
     "content": [{"type": "text", "text": "no"}]},
    {"type": "tool_result", "tool_use_id": "toolu_0", "content": "x" * 5_000},
    {"type": "tool_result", "tool_use_id": "toolu_0", "content": "y" * 600},
)  # fmt: skip
"""Guard answers of every kind, each returned as it is: text with spaces around it, JSON-
looking text ('{}', '1', 'null', 'true'), digits, quotes, a BOM, zero-width characters,
HTML entities and markup, percent and backslash escapes, every punctuation character,
compatibility characters (NFKC would change them), bytes, empty and falsy values, tuples,
big and negative numbers, and the same inside dicts and lists, dicts that seem to allow
the call (``{"allow": True}``, a result whose ``is_error`` is False, Claude Code's
``{"decision": "approve"}``, ``{"continue": True}`` and ``permissionDecision`` "allow"),
dicts that seem to refuse it (Claude Code's ``{"decision": "block"}``, ``{"continue":
False}``, ``permissionDecision`` "deny", a result reading ``BLOCKED:`` without
``is_error``: batch AR), ``NotImplemented``, tuples that read as an (allowed, why) pair,
sets, a bytearray, a list of one result (batch BB), a result whose content is a list of
blocks (unhashable: no tally keyed on it) and results with long contents, kept whole by
later calls too (batch BI): nothing stripped, decoded, unescaped,
normalised or read as a verdict (:data:`NOT_TO_RAISE_OR_RUN`: nothing raised or run)."""
NOT_TO_RAISE_OR_RUN: tuple[Any, ...] = (
    ValueError("refused: not this tool"),
    PermissionError(13, "no"),
    Awaitable(),
    Generator(),
    FailedFuture(),
)
"""Guard answers that are an exception object (returned, not raised), an awaitable (on
the answer's side a coroutine, as an ``async def`` guard returns: returned, not run), a
generator (returned, not iterated) and a finished Future (returned, not waited on)."""
NOT_TO_RAISE_OR_RUN_CASE = (
    "guard answers that are exception objects and an awaitable (a coroutine): returned as "
    "they are, never raised or run"
)
ORIGINAL_KINDS = "original results of every kind, as they are (AS_THEY_ARE)"
AS_THEY_ARE_CASE = (
    "guard answers of every kind, as they are (spaces around, JSON-looking text, digits, "
    "markup, escapes, bytes, falsy values, nested)"
)


_EVERY_KIND = range(len(AS_THEY_ARE))


@dataclass(frozen=True)
class Each:
    """The guard answers its refused calls with ``values`` in turn: a value per call."""

    values: tuple[Any, ...]

    def __repr__(self) -> str:
        if len(self.values) == 1:
            return repr(self.values[0])
        first = ", ".join(map(shown, self.values[:3]))
        more = ", ..." if len(self.values) > 3 else ""
        return f"{len(self.values)} answers in turn ({first}{more})"


class GuardFailed(Exception):
    """What a guard that fails raises: the call must fail with it, closed."""


class GuardFailedUnprintable(GuardFailed):
    """A guard's exception whose ``str()`` raises in the answer's process."""


setattr(GuardFailedUnprintable, UNPRINTABLE, True)


class GuardFailedFromCause(GuardFailed):
    """A guard's exception raised from another (``raise ... from ConnectionError(...)``):
    the guard's own propagates (or wraps), not the cause it was raised from."""


class GuardFailedFalsy(GuardFailed):
    """A guard's exception whose objects are falsy (its class defines ``__bool__``, as an
    error carrying a ``__len__`` may): kept in a slot and re-raised with ``if error:``, it
    would be dropped; it propagates all the same."""

    def __bool__(self) -> bool:
        return False


class GuardExited(GradingExit):
    """A guard's ``sys.exit(2)``: a Claude Code command hook blocks with exit code 2, but a
    guard is a function here, and its ``SystemExit`` is no verdict: it propagates, as any
    exception a guard raises does."""

    exit_code: int | str = 2

    def __init__(self, _message: str = "") -> None:
        super().__init__(self.exit_code)


class GuardExitedClean(GuardExited):
    """A guard's ``sys.exit(0)``: a command hook's "success", and still no verdict here."""

    exit_code = 0


class GuardExitedSaying(GuardExited):
    """A guard's ``sys.exit("why")``: a message that reads like a reason, and no Deny."""

    exit_code = "refunds are frozen until Monday"


class GuardInterrupted(GradingInterrupt):
    """A ``KeyboardInterrupt`` while the guard decides (Ctrl-C): it propagates too."""


GUARD_STOPS: dict[str, type[BaseException]] = {
    "a guard that calls sys.exit(2), a command hook's block": GuardExited,
    "a guard that calls sys.exit(0), a command hook's success": GuardExitedClean,
    "a guard that calls sys.exit('refunds are frozen until Monday')": GuardExitedSaying,
    "a guard interrupted (KeyboardInterrupt)": GuardInterrupted,
}
"""A guard's exceptions that are no ``Exception``: "of any kind" takes them in too."""
NAMED_GUARD_ERRORS: dict[str, type[BaseException]] = {
    "queue.Full": queue.Full,
    "asyncio.CancelledError": GradingCancelled,
}
"""Errors of the standard library a guard may raise that a habit reads as "the check did
not object" (an audit queue backed up, a check cancelled): each fails the call closed too
(batch AW)."""
NAMED_GUARD_CASES = {
    f"a guard raising {name}, an error a habit takes for no opinion": kind
    for name, kind in NAMED_GUARD_ERRORS.items()
}
_SHOWN_NAMED = {kind: name for name, kind in NAMED_GUARD_ERRORS.items()}
_SHOWN_STOPS = {
    GuardExited: "SystemExit(2)",
    GuardExitedClean: "SystemExit(0)",
    GuardExitedSaying: f"SystemExit({GuardExitedSaying.exit_code!r})",
    GuardInterrupted: "KeyboardInterrupt",
}
_STOP_IS_NO_VERDICT = (
    "A guard's SystemExit, whatever its code (2 is a command hook's block, not a "
    "function's), or KeyboardInterrupt is no verdict: let it propagate, as any exception "
    "a guard raises."
)


GUARD_ATTRIBUTES: dict[str, Any] = {
    **HOOK_ATTRIBUTES,
    "critical": False,
    "timeout": PAST_TIMEOUT,
    "check": "strict",
    "evaluate": "on-call",
}
"""What every guard carries, as a registry might set it: switched off (``enabled`` False,
``skip``), ``fail_open``, ``optional``, not ``critical``, a ``matcher`` naming another
tool, a ``timeout`` of a microsecond (past before it answers), ``fail_closed``,
``retries``, and a mode under a method's name (``check``,
``evaluate``: text, not a method a policy object would have, batch BG called it). An
answer honouring any of them skips the guard or runs the tool when the guard raises;
install_guard was handed the guard, so it is asked, and its exception propagates, whatever
it carries."""


class _Guard:
    """A guard that refuses the tools in ``refuse`` and records what it saw; it carries
    :data:`GUARD_ATTRIBUTES` (they cross to the answer's process with it)."""

    __stub_attributes__ = tuple(GUARD_ATTRIBUTES)
    __stub_late__ = True
    """Called off the thread the answer was called on (a pool's thread: a runner waiting
    out its ``timeout``), it answers later than that timeout, for sure."""

    def __init__(
        self,
        label: str,
        refuse: frozenset[Any],
        log: list[str],
        refusal: Refusal | Given | Each = "result",
    ) -> None:
        self.label, self.refuse, self.log, self.refusal = label, refuse, log, refusal
        self.answered = 0
        """How many calls this guard refused: an :class:`Each` refusal answers the next."""
        self.seen: list[Any] = []
        """Every block this guard was handed, as it arrived (the block itself, not a copy
        of other types: a frozen block's lists are tuples)."""
        self.extra: list[int] = []
        """How many arguments beside the block each call gave (0: the block alone). The
        guard takes ``*args``, as many do: a call with more is not refused by Python."""
        self.raises: type[BaseException] = GuardFailed
        """What a ``"raise"`` refusal raises; the object raised goes in :attr:`raised`."""
        self.raised: list[BaseException] = []
        self.__doc__ = None  # undocumented, as most guards (and every lambda) are
        for name, value in GUARD_ATTRIBUTES.items():
            setattr(self, name, value)

    def __call__(self, *args: Any) -> Any:
        block = args[0] if args else None
        self.extra.append(len(args) - 1)
        self.log.append(self.label)
        self.seen.append(block)
        if self.refusal == "warns":  # a warning on every call, then its decision
            warnings.warn(f"guard {self.label}: 'amount' is deprecated", DeprecationWarning, 2)
        if not isinstance(block, Mapping):  # a view that cannot cross: not the block itself
            return tool_result("toolu_missing", f"{self.label} got no block", is_error=True)
        if not _refused(block, self.refuse):
            return None
        if isinstance(self.refusal, Given):
            return self.refusal.value
        if isinstance(self.refusal, Each):
            self.answered += 1
            return self.refusal.values[(self.answered - 1) % len(self.refusal.values)]
        if self.refusal in _SHAPED:
            return _SHAPED[self.refusal]
        if self.refusal == "tool_use block":  # an allowed tool's block: still the result
            return {"type": "tool_use", "id": _id_of(block), "name": "spare_tool", "input": {}}
        if self.refusal == "empty dict":
            return {}
        if self.refusal == "empty text":
            return ""
        if self.refusal in ("false", "zero"):
            return False if self.refusal == "false" else 0
        if self.refusal == "raise":
            kind = self.raises
            made = UNICODE_ARGS.get(kind, kind) if issubclass(kind, Exception) else kind
            error = made(f"guard {self.label} crashed")
            if kind is GuardFailedFromCause:
                error.__cause__ = ConnectionError(f"the policy server refused {self.label}")
            self.raised.append(error)
            raise error
        return tool_result(_id_of(block), f"BLOCKED by {self.label}", is_error=True)

    def __repr__(self) -> str:
        answer = "" if self.refusal == "result" else f" with {self.refusal}"
        return f"guard {self.label} refusing {sorted(self.refuse)}{answer}"


def _refused(block: Mapping[str, Any], refuse: frozenset[Any]) -> bool:
    """Whether a guard refusing ``refuse`` refuses ``block``: a tool it names, or a block
    without the ``id``, ``name`` or ``input`` a tool call needs (the guard sees it first)."""
    whole = all(key in block for key in ("id", "name", "input"))
    return not whole or (type(block["name"]) is str and block["name"] in refuse)


def _id_of(block: Mapping[str, Any]) -> str:
    """The block's ``id`` for the guard's refusal, or a stand-in when it has none."""
    given = block.get("id")
    return given if type(given) is str and given else "toolu_missing"


def _name_of(block: Mapping[str, Any]) -> str:
    """The block's ``name`` as a counterexample shows it (a block may have none)."""
    return str(block.get("name", "<no name>"))


MALFORMED_BLOCKS: list[dict[str, Any]] = [
    {"type": "tool_use", "name": "lookup_user", "input": {}},
    {"input": {}, "id": "toolu_1", "type": "tool_use"},
    {},
    {"name": "lookup_user", "id": "toolu_3"},
    {"extra": ["x"], "input": {}, "name": "lookup_user", "id": "toolu_4", "type": "tool_use"},
]
"""Blocks of any shape (no ``id``, no ``name``, nothing at all, no ``input``, an extra key
and the keys in another order): the wrapper reads none of it, the guard is asked for each
(it refuses those a tool cannot run), and the last one, whole, runs the original."""
MALFORMED = "blocks of any shape: no id, no name, empty, no input; extra keys, keys reordered"


DEEP_BLOCKS_GIVEN: list[dict[str, Any]] = [
    {"type": "tool_use", "id": "toolu_1", "name": "lookup_user",
     "input": {"user": {"id": "u_1", "tags": ["a", {"b": None}]}, "": 0, "fee": 0.1}},
    {"name": "issue_refund", "input": {"amount": 5}, "id": "toolu_2",
     "type": "tool_use", "cache": {}},
    {"id": "toolu_3", "_guarded": False, "input": {"ok": False, "user_id": " u_004 \n"},
     "name": "lookup_user", "type": "tool_use", "meta": {"trace": [1]}},
]  # fmt: skip
"""Blocks with nested inputs (a float too, a string padded with spaces and a newline, which
batch BJ stripped for the tool), keys in other orders and extra keys, allowed and
refused: each reaches the guard and the original as it came, and is left so in the caller's
dict."""
DEEP_BLOCKS = "nested blocks, keys reordered, extra keys: left as they came, in the caller too"


def _nested(depth: int) -> dict[str, Any]:
    """An object ``depth`` levels deep: ``{"a": {"a": ... {"a": 0}}}``."""
    value: dict[str, Any] = {"a": 0}
    for _ in range(depth - 1):
        value = {"a": value}
    return value


ODD_BLOCKS_GIVEN: list[dict[str, Any]] = [
    {"type": "tool_use", "id": "toolu_1", "name": ["lookup_user"], "input": {}},
    {"type": "tool_use", "id": "toolu_2", "name": " Issue_Refund ", "input": {}},
    {"type": "tool_use", "id": "toolu_3", "name": {"tool": "issue_refund"}, "input": {}},
    {"type": "tool_use", "id": "toolu_4", "name": "lookup_user", "input": _nested(48)},
    {
        "type": "tool_use",
        "id": "toolu_5",
        "name": "lookup_user",
        "input": {"text": "x" * 1_000_100},
    },
    {"type": "tool_use", "id": "toolu_6", "name": "issue_refund", "input": {}},
    {"type": "tool_use", "id": "toolu_7", "name": "lookup_user", "input": {}, "caller": None},
]
"""Blocks a hardening or metrics habit reads: a name that is a list or an object (a count
keyed by it raises), a name in another case with spaces (canonicalised in place, the guard
refusing ``issue_refund`` would refuse it), an input 48 levels deep (a depth cap refuses it),
one over a megabyte of JSON (a size cap refuses it), a key whose value is null (dropped by an
exclude_none habit, batch AT): the wrapper reads none of it, so each
reaches the guard and, allowed, the original, as it came (batch AS)."""
ODD_BLOCKS = (
    "blocks a habit reads: a list or object name, ' Issue_Refund ', 48 levels deep, over 1 MB"
)


class Drawn(tuple):  # type: ignore[type-arg]
    """A generated example (a tuple like a fixed one): what only the class of the Desk or
    the undos decide, the same whatever the guards refuse, the fixed cases check once
    (whether the class was changed, what is left after the last undo)."""

    __slots__ = ()


_TOOLS = ("lookup_user", "create_case_file", "issue_refund")
_refusals = st.frozensets(st.sampled_from(_TOOLS))
_answers = st.one_of(
    st.sampled_from(
        [
            "result",
            "empty dict",
            "empty text",
            "false",
            "zero",
            "tool_use block",
            "list",
            "text",
            "number",
            "true",
            "deny",
            "rewrite",
        ]
    ),
    st.sampled_from(AS_THEY_ARE).map(lambda value: Each((value,))),
)
"""What the generated guard answers: a refusal of each kind, or one of :data:`AS_THEY_ARE`."""
GENERATED_KINDS = "generated guard answers of every kind (AS_THEY_ARE)"
_blocks = st.lists(st.sampled_from(_TOOLS), min_size=1, max_size=3).map(
    lambda names: [
        {"type": "tool_use", "id": f"toolu_{i}", "name": n, "input": {"tags": [n]}}
        for i, n in enumerate(names)
    ]
)
"""Generated blocks; each input holds a list (a frozen copy's would be a tuple)."""


_any_blocks = st.tuples(_blocks, st.sampled_from([None, *range(len(MALFORMED_BLOCKS))])).map(
    lambda drawn: drawn[0] if drawn[1] is None else [*drawn[0], MALFORMED_BLOCKS[drawn[1]]]
)
"""Generated blocks, one of any shape among them at times (the guard sees it first)."""
ANY_SHAPE = "generated blocks with one of any shape among them"


def _blocks_for(*names: str, kind: str | None = "tool_use") -> list[dict[str, Any]]:
    """Blocks calling ``names``; ``kind`` is their ``type`` (``None``: no ``type`` key)."""
    blocks: list[dict[str, Any]] = [
        {"type": kind, "id": f"toolu_{i}", "name": n, "input": {}} for i, n in enumerate(names)
    ]
    return [{k: v for k, v in b.items() if v is not None} for b in blocks]


def _one_id(blocks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``blocks`` all carrying the first one's ``id``: a tool_use_id is no key to a result
    (the original runs for every allowed block, a cache of results on the id does not)."""
    return [{**block, "id": blocks[0]["id"]} for block in blocks]


def _call_for(
    desk: DeskView, block: dict[str, Any], want: Any, example: str, *, refused: bool = False
) -> tuple[Any, Any]:
    """``desk.call_tool(block)`` and the block as the call left it in the answer's process,
    where a crash on an original's text result, or on a block the guard was to see first,
    says why."""
    try:
        got, after = _call(desk, block, example, echo=True)
        return got, after
    except AnswerCrashed as crash:
        if isinstance(crash.error, Warning):
            crash.hint = _WARNING_IS_NO_ERROR
        if refused and isinstance(crash.error, LookupError) and set(block) != _WHOLE_KEYS:
            raise Mismatch(
                example,
                f"raised {crash.one_line} for {shown(block)}",
                f"{want!r}, the guard's answer",
                "Hand the block to the guard as it came, before reading anything from it: the "
                "wrapper reads no field (a block may lack an id or a name; the guard decides).",
            ) from None
        if type(want) is not str or not isinstance(crash.error, Exception):
            raise
        raise Mismatch(
            example,
            f"raised {crash.one_line}",
            f"{want!r}, the original's own result",
            "Return what the original returned, whatever it is (here a string): no dict() "
            "or other copy made of it.",
        ) from None


_WARNING_IS_NO_ERROR = (
    "A guard that warns (warnings.warn) and returns has decided: its warning is no "
    "exception, so do not turn warnings into errors around it (warnings.simplefilter"
    "('error')); its answer stands."
)


def _call(desk: DeskView, block: dict[str, Any], example: str, *, echo: bool = False) -> Any:
    """``desk.call_tool(block)``; with ``echo``, ``(result, the block as the call left it)``."""
    try:
        if echo:
            got, after = call_seeing_inputs(desk.call_tool, block, example=example)
            return got, after[0] if after else None
        return call_answer(desk.call_tool, block, example=example)
    except AnswerCrashed as crash:
        if isinstance(crash.error, TypeError) and "keyword" in str(crash.error):
            raise Mismatch(
                example,
                f"raised {crash.one_line}",
                "the block passed on as it came, positionally",
                "Call the guard and the original with the block as their one positional "
                "argument, original(block): no dispatcher promises the name of its parameter.",
            ) from None
        if isinstance(crash.error, RecursionError):
            raise Mismatch(
                example,
                "RecursionError: the installed call_tool called itself until the stack ran out",
                "the guard's answer or the original's, with the original saved before replacing",
            ) from None
        if isinstance(crash.error, TypeError) and "'str' object is not callable" in str(
            crash.error
        ):
            crash.hint = crash.hint or _THE_GUARD_ITSELF
        raise


_THE_GUARD_ITSELF = (
    "Call the guard itself, guard(block): what it carries is a registry's, not a method to "
    "call instead (its check or evaluate is a mode, text)."
)


def _install(
    answer: Callable[..., Any], desk: DeskView, guard: _Guard, example: str
) -> Callable[[], None]:
    try:
        undo = call_answer(answer, desk.handle, guard, example=example)
    except AnswerCrashed as crash:
        read = isinstance(crash.error, AttributeError) and "'__" in str(crash.error)
        crash.hint = _ANY_CALLABLE if read else crash.hint  # a dunder the guard lacks
        raise
    if not callable(undo):
        raise Mismatch(example, shown(undo), "an undo() function")
    restore: Callable[[], None] = undo
    return restore


_ON_THE_CLASS = (
    "Set the wrapper on the dispatcher you were given (dispatcher.call_tool = wrapper), not "
    "on its class: every other dispatcher of the class would be guarded too."
)
_FALSY = (
    "The guard's answer is returned as it is, even a falsy one such as {} or '': test "
    "`answer is not None`. `guard(block) or original(block)` runs the tool anyway."
)


Guarded = tuple[frozenset[Any], list[dict[str, Any]], "Refusal | Given | Each"]


CLASS_KINDS_CASE = (
    "a Desk class whose call_tool is a staticmethod, a classmethod, a callable object, a "
    "functools.partial"
)
OWN_OBJECTS_CASE = (
    "the guard's answer and the original's result are the very objects returned (a dict, a "
    "list, an object, an Enum member, the block itself; a coroutine object, a generator)"
)
FROM_INSIDE_CASE = (
    "the original, then the guard, calls dispatcher.call_tool once from inside (the guard "
    "refuses the original's sub-call), then an original calling it from inside 6 levels "
    "deep, then a guard that makes a sub-call and allows its own call, then an original "
    "calling it again with its very block (a retry: the guard is asked again)"
)
UNHELD_OWN_METHOD = (
    "an own call_tool that is the bound method of a tool object nothing else holds "
    "(desk.call_tool = Tool().run), then a guard that allows, and a call"
)
PLAIN_OBJECTS_CASE = (
    "dispatchers that are plain objects (a SimpleNamespace; an unhashable object without weak "
    "references; a falsy one, __len__ 0; one whose call_tool is a lambda), a guard answering "
    "with an Enum member, then undo()"
)
EQUAL_TWINS_CASE = (
    "two distinct dispatchers that are == (a class with value equality, one hash), a guard "
    "installed on each, then the first one's undo() (in order for it), then the second's"
)
_IN_THE_ANSWERS_PROCESS = (
    CLASS_KINDS_CASE,
    OWN_OBJECTS_CASE,
    FROM_INSIDE_CASE,
    UNHELD_OWN_METHOD,
    PLAIN_OBJECTS_CASE,
    EQUAL_TWINS_CASE,
)
ONE_CLASS_CASE = "two Desks of one class, a guard installed on each, then a call on each"
WORKBOOK_DISPATCHER = (
    "the workbook's own Dispatcher (toolhooks.Dispatcher(), no tools), a guard that allows, "
    "blocks well formed and malformed (no input, a text input, an unknown tool): each call "
    "answered as its own call_tool answers"
)
_DISPATCHER_BLOCKS: tuple[dict[str, Any], ...] = (  # each answered with a result, none raising
    {"type": "tool_use", "id": "toolu_01", "name": "lookup_user", "input": {"user_id": "u_004"}},
    {"type": "tool_use", "id": "toolu_02", "name": "lookup_user"},
    {"type": "tool_use", "id": "toolu_04", "name": "lookup_user", "input": "u_004"},
    {"type": "tool_use", "id": "toolu_05", "name": "no_such_tool", "input": {}},
)


def _dispatcher_answers(blocks: Iterable[dict[str, Any]]) -> list[Any]:
    """What a fresh ``Dispatcher()`` (no tools) answers each block, in turn: what it
    returned, or the name of what it raised (as the answer's process reports it)."""
    dispatcher = Dispatcher()
    answered: list[Any] = []
    for block in blocks:
        try:
            answered.append(["returned", dispatcher.call_tool(copy.deepcopy(block))])
        except Exception as exc:  # a raise is an answer to compare
            answered.append(["raised", type(exc).__name__])
    return answered


def _allows_every_call(block: Any) -> None:
    """A guard that allows every call, a malformed one too: the dispatcher judges it."""


def _on_the_workbook_dispatcher(answer: Callable[..., Any]) -> None:
    """On the workbook's Dispatcher, guarded by a guard that allows, each block is answered
    as that Dispatcher's own ``call_tool`` answers it: the wrapper calls the saved original,
    not a shortcut of its own (``run_call`` with the block's parts skips the checks
    ``call_tool`` makes of a malformed block); and install_guard changes ``call_tool`` only,
    no other of its methods (an entry point, ``run_call``) wrapped beside it (batch AX)."""
    expected = _dispatcher_answers(_DISPATCHER_BLOCKS)
    desk = DeskView(answer)
    got = desk.ask("on_the_workbook_dispatcher", _allows_every_call, list(_DISPATCHER_BLOCKS))
    answers = got.get("answered", []) if isinstance(got, dict) else []
    for block, want, answered in zip(_DISPATCHER_BLOCKS, expected, answers, strict=False):
        if not same_value(want, answered):
            raise Mismatch(
                "install_guard(toolhooks.Dispatcher(), a guard that always answers "
                f"None), then call_tool({block!r})",
                shown(answered[1])
                if isinstance(answered, list) and len(answered) == 2
                else shown(answered),
                f"what the dispatcher's own call_tool answers: {shown(want[1])}",
                _THE_SAVED_ORIGINAL,
            )
    changed = got.get("changed") if isinstance(got, dict) else None
    if changed:
        raise Mismatch(
            "install_guard(toolhooks.Dispatcher(), a guard that always answers None)",
            f"the dispatcher's methods set over too: {shown(changed)}",
            "call_tool set, and no other method of the dispatcher",
            _CALL_TOOL_ONLY,
        )


_CALL_TOOL_ONLY = (
    "install_guard replaces dispatcher.call_tool and nothing else: leave run_call and every "
    "other method or attribute of the dispatcher as it is (wrapping another entry point "
    "too changes an object that is not yours)."
)


_THE_SAVED_ORIGINAL = (
    "When the guard allows, call the saved original, original(block), whatever the "
    "dispatcher is: no shortcut of your own (run_call with the block's parts) skips the "
    "checks call_tool makes of a malformed block."
)
"""Fixed cases run where the answer runs (identity does not survive a crossing, a sub-call
must not cross twice, a class's call_tool of each kind is built there): each one a method
of the Desk there, one round trip. The first is undo-exact's, the others
guard-then-original's."""

_AS_PYTHON_BINDS_IT = (
    "Save dispatcher.call_tool as you find it (original = dispatcher.call_tool) and call "
    "original(block): Python has bound it already. Calling the class's function yourself "
    "with the dispatcher passes it as an extra argument when the class's call_tool is a "
    "staticmethod, a classmethod, a callable object or a functools.partial."
)
_THE_VERY_OBJECT = (
    "Return the guard's answer itself, the very object it returned, even the block it was "
    "given (any value but None is an answer: the original does not run), and the original's "
    "result as it returned it: no copy (copy.copy, copy.deepcopy, dict(...), {**answer}, a "
    "JSON round trip), however equal. A coroutine object or a generator the original "
    "returned goes back unawaited and unrun: its caller awaits it, not the wrapper."
)
_SUB_CALLS_GO_THROUGH = (
    "A tool or a guard may call dispatcher.call_tool again from inside (a sub-call): let it "
    "through the guard, as a call like any other (the guard may refuse it), neither "
    "refused nor waved on to the original for being made while another runs, and the outer "
    "call runs the original on its own block (keep the block in a local, not a shared slot). "
    "Hold no lock across the guard and the original (threading.Lock waits for itself; an "
    "RLock is fine)."
)


def _in_the_answers_process(answer: Callable[..., Any], case: str) -> None:
    """One of :data:`_IN_THE_ANSWERS_PROCESS`, asked of a Desk where the answer runs."""
    desk = DeskView(answer)
    if case == CLASS_KINDS_CASE:
        wrong = desk.ask("kinds_passed_over")
        if wrong:
            raise Mismatch(
                f"install_guard on {case}; an allowed call",
                "; ".join(map(str, wrong)),
                "the arguments dispatcher.call_tool(block) gave it before installing",
                _AS_PYTHON_BINDS_IT,
            )
    elif case == OWN_OBJECTS_CASE:
        copied = desk.ask("guards_own_objects")
        if copied:
            raise Mismatch(
                "install_guard(Desk(), a guard answering with a dict, a list, an object, "
                "an Enum member, then the block it was given; then a guard that allows, on an "
                "original returning a list, an object, a coroutine object, then a generator)",
                f"another object (an equal copy), or the original's result, for the "
                f"{', '.join(map(str, copied))}",
                "the very object the guard (or the original) returned",
                _THE_VERY_OBJECT,
            )
    elif case == PLAIN_OBJECTS_CASE:
        wrong = desk.ask("on_plain_objects")
        if wrong:
            raise Mismatch(
                f"install_guard on {case}",
                "; ".join(map(str, wrong))[:400],
                "the guard's answer as it is, the original's result, and after undo() the "
                "object as it was, its class untouched",
                _ANY_DISPATCHER,
            )
    elif case == EQUAL_TWINS_CASE:
        wrong = desk.ask("on_equal_twins")
        if wrong:
            raise Mismatch(
                f"install_guard on {case}",
                "; ".join(map(str, wrong))[:400],
                "each dispatcher its own guard until its own undo(), which does not raise",
                _BY_IDENTITY,
            )
    elif case == UNHELD_OWN_METHOD:
        said = desk.ask("own_method_of_an_unheld_object")
        if said:
            raise Mismatch(
                f"install_guard on a Desk with {case}",
                str(said),
                "the own method's tool object kept alive by the wrapper, and run by the call",
                _HELD_PLAINLY,
            )
    else:
        _sub_calls(desk, case)


_ANY_DISPATCHER = (
    "A dispatcher is any object whose call_tool can be set, a falsy one too (no `if not "
    "dispatcher`), its call_tool any callable, a lambda too: keep what you save in the "
    "wrapper and in undo() themselves (a closure), not in a table keyed by the dispatcher "
    "(it may be unhashable, or take no weak reference) nor on its class."
)

_BY_IDENTITY = (
    "Two dispatchers that are == are still two: an undo() knows its own dispatcher and "
    "wrapper by identity (is), in its closure, not by finding an equal dispatcher in a "
    "list or dict of installs."
)

_HELD_PLAINLY = (
    "Keep the saved original by a plain reference (original = dispatcher.call_tool): no "
    "weakref or WeakMethod. An own call_tool may be the bound method of an object nothing "
    "else holds, so your wrapper's reference is all that keeps it alive."
)


def _sub_calls(desk: DeskView, case: str) -> None:
    """The sub-calls from inside go through: each outer call returns with the inner one's
    result; a deadlock (a lock held across the call) ends at the time limit."""
    example = f"install_guard on a Desk where {case}"
    deep: Any = "depth 0"
    for depth in range(1, DEEP + 1):
        deep = [f"depth {depth}", deep]
    want = [
        ["tool", "refused"],
        ["guard", "inner"],
        deep,
        "peek ran",
        ["again", "again inner"],
        [
            *("toolu_tool", "toolu_refused", "toolu_guard", "toolu_inner"),
            *["toolu_deep"] * (DEEP + 1),
            *("toolu_peek", "toolu_peek_inner"),
            *("toolu_again", "toolu_again"),
        ],
    ]
    try:
        got = desk.ask("calls_from_inside")
    except AnswerHung:
        got = "no answer: the sub-call waited for the outer call (a deadlock)"
    except AnswerCrashed as crash:
        got = f"raised {crash.one_line}"
    if not same_value(want, got):
        raise Mismatch(example, shown(got), repr(want), _SUB_CALLS_GO_THROUGH)


def _two_of_one_class(answer: Callable[..., Any]) -> None:
    """Two dispatchers of one class, each guarded: a call on each runs its own guard, then
    its own original (an original saved per class, or in a module-level cache, runs the
    first dispatcher's for both)."""
    desk, log = DeskView(answer), list[str]()
    example = (
        "install_guard(desk, guard g1), then install_guard(desk2, guard g2) (desk2 of the "
        "same class), then call_tool on desk2, then on desk"
    )
    _install(answer, desk, _Guard("g1", frozenset(), log), example)
    undo = call_answer(answer, desk.sibling, _Guard("g2", frozenset(), log), example=example)
    if not callable(undo):
        raise Mismatch(example, shown(undo), "an undo() function")
    for handle, label in ((desk.sibling, "desk2"), (desk.handle, "desk")):
        block = {"type": "tool_use", "id": f"toolu_{label}", "name": "lookup_user", "input": {}}
        call_answer(desk._method_of(handle, f"{label}.call_tool"), block, example=example)
    got = {"guards asked": log, "desk2's original ran for": desk.sibling_ran, "desk's": desk.ran}
    want = {"guards asked": ["g2", "g1"], "desk2's original ran for": ["toolu_desk2"],
            "desk's": ["toolu_desk"]}  # fmt: skip
    if got != want:
        raise Mismatch(example, shown(got), shown(want), _EACH_ITS_OWN)


_EACH_ITS_OWN = (
    "Each install saves the call_tool of the dispatcher it is given, in the wrapper's own "
    "closure: not once per class, and not in a module-level cache shared by every install."
)


def _guards_then_original(answer: Callable[..., Any], example: Guarded | str) -> None:
    if example == ONE_CLASS_CASE:
        _two_of_one_class(answer)
        return
    if example == WORKBOOK_DISPATCHER:
        _on_the_workbook_dispatcher(answer)
        return
    if isinstance(example, str):
        _in_the_answers_process(answer, example)
        return
    refuse, blocks, refusal = example
    # What is expected, from a twin guard and a twin desk, before the answer runs.
    twin, twin_desk = _Guard("g", refuse, [], refusal), Desk()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a warning guard's: the answer's process sees it
        expected = [
            twin(block) if _refused(block, refuse) else twin_desk.call_tool(block)
            for block in blocks
        ]
    allowed = [b["id"] for b in blocks if not _refused(b, refuse)]
    desk, log = DeskView(answer), list[str]()
    guard = _UnhashableGuard("g", refuse, log, refusal)
    shown_example = (
        f"install_guard(Desk(), {guard!r}), then call_tool for {_ends(list(map(_name_of, blocks)))}"
    )
    _install(answer, desk, guard, shown_example)
    installed = desk.ask("attribute_names")  # what install set is another property's
    if not isinstance(example, Drawn) and desk.sibling_guarded(log):
        raise Mismatch(
            shown_example,
            "call_tool replaced on the Desk class",
            "on this Desk only",
            _ON_THE_CLASS,
        )
    for number, (block, want) in enumerate(zip(blocks, expected, strict=True), 1):
        try:
            _one_call(desk, guard, block, want, shown_example, number, refuse)
        except (Mismatch, AnswerCrashed) as failure:
            if blocks is ODD_BLOCKS_GIVEN:
                failure.hint = _READ_NOTHING
            raise
    if desk.ran != allowed or len(log) != len(blocks):
        hint = "Ask the guard first; run the original only when the guard answered None."
        if refusal != "result" and len(desk.ran) > len(allowed):
            hint = _FALSY if refusal in _FALSY_REFUSALS else _AS_RESULT
        if len(desk.ran) < len(allowed) and len(set(allowed)) < len(allowed):
            hint = _EACH_TIME
        raise Mismatch(
            shown_example,
            f"guard ran {len(log)} times, the original ran for {desk.ran}",
            f"guard once per call, the original only for the allowed calls {allowed}",
            hint,
        )
    _served_here(desk, len(desk.ran), shown_example)
    if isinstance(installed, list):  # a call leaves no note on the dispatcher (batch AT)
        _sets_call_tool_only(desk, set(installed), shown_example, "after the calls")


def _one_call(
    desk: DeskView,
    guard: _Guard,
    block: dict[str, Any],
    want: Any,
    shown_example: str,
    number: int,
    refuse: frozenset[Any],
) -> None:
    """Call ``block`` (call ``number`` of the example) on the guarded desk: it returns
    ``want``, the guard and the original get the block as it came, and it is left so."""
    refused = _refused(block, refuse)
    handed, asked = len(desk.given), len(guard.seen)
    got, after = _call_for(desk, block, want, shown_example, refused=refused)
    _guard_got_the_block(shown_example, block, guard.seen[asked:])
    _block_alone(shown_example, guard)
    if not same_value(want, got):
        ran_now = len(desk.given) > handed
        falsy = want is not NotImplemented and not want  # its truth is deprecated
        hint = _FALSY if refused and falsy and ran_now else ""
        if refused and not falsy:
            hint = _IS_NOT_NONE if want is SAYS_IT_IS_NONE else _AS_RESULT
        if refused and len(guard.seen) == asked and ran_now:
            hint = _BLOCK_KEYS_SAY_NOTHING if "skip_guard" in block else _ASK_WHATEVER_IT_CARRIES
        if block.get("type") != "tool_use" and refused:
            hint = (
                "Ask the guard for every block, whatever its type (another type, or "
                "none): a block the guard never sees runs the tool (fail open)."
            )
        if got is None and not refused:
            hint = "Return the original's result too: `return original(block)`."
        if not refused and ran_now and got is not None:
            hint = _ORIGINAL_UNTOUCHED
        if want is None and not refused:
            hint = _AS_IT_IS
        if refused and isinstance(want, (str, bytes)) and not ran_now and got is not None:
            hint = _UNTOUCHED
        if len(guard.seen) == asked and not ran_now:
            hint = _ASK_EVERY_CALL
        which = f"{_name_of(block)} (call {number})"
        raise Mismatch(shown_example, f"{shown(got)} for {which}", repr(want), hint)
    _original_got_the_block(shown_example, block, desk.given[handed:])
    _left_as_it_came(shown_example, block, after)


_READ_NOTHING = (
    "The wrapper reads nothing of the block: hand it to the guard as it came, whatever its "
    "name's type (a list, an object), case, depth or size. No metric keyed by its name, no "
    "cap, no depth limit, no tidying in place: the guard decides."
)


AGAIN_ANSWERS = Each(
    ("first", {"type": "tool_result", "tool_use_id": "toolu_0", "content": "x" * 5_000}, "")
)
"""A refusing guard's answers to three calls in turn: each call returns its own, and a
long one stays whole after the calls that follow (batch BI shortened kept results)."""


def _same_block_again(
    answer: Callable[..., Any], case: tuple[frozenset[str], dict[str, Any]]
) -> None:
    """The very same block object passed again, then an equal one, are new calls: the
    guard is asked each time and the original runs each time (for an allowed block), and
    each call returns what its own guard or run answered. A memo on the block's identity
    (a retried call), or on equal blocks, answers from memory instead."""
    refuse, block = case
    desk, log = DeskView(answer), list[str]()
    guard = _Guard("g", refuse, log, AGAIN_ANSWERS)
    refused = _refused(block, refuse)
    example = (
        f"install_guard(Desk(), {guard!r}), then call_tool(block) three times: the very same "
        f"block object twice, then an equal one, for {block['name']!r}"
    )
    _install(answer, desk, guard, example)
    steps: list[list[Any]] = [["call", [block]], ["again", []], ["call", [dict(block)]]]
    returned, now, _same = call_in_steps(desk.call_tool, steps, example=example)
    name = block["name"]
    want = list(AGAIN_ANSWERS.values) if refused else [f"{name} run {n}" for n in (1, 2, 3)]
    ran = [] if refused else [block["id"]] * 3
    if log != ["g"] * 3 or desk.ran != ran or not same_value(want, returned):
        raise Mismatch(
            example,
            f"returned {shown(returned)}; the guard was asked {len(log)} times, the original "
            f"ran {len(desk.ran)} times",
            f"{want!r}: the guard asked 3 times, the original run {len(ran)} times",
            _EACH_CALL,
        )
    changed = [
        i for i, (r, n) in enumerate(zip(returned, now, strict=False)) if not same_value(r, n)
    ]
    if changed or len(now) != len(returned):
        i = changed[0] if changed else 0
        raise Mismatch(
            example,
            f"call {i + 1}'s result changed by the calls after it: now {shown(now[i : i + 1])}, "
            f"{len(repr(now[i : i + 1])):,} characters written out",
            f"as it was returned: {shown(returned[i : i + 1])}, "
            f"{len(repr(returned[i : i + 1])):,} characters written out",
            _LEFT_AS_RETURNED,
        )


_EACH_CALL = (
    "Every call is a new call: ask the guard and run the original each time, even for the "
    "very same block object again (a retried call) or an equal one; remember no block or "
    "result between calls."
)
_LEFT_AS_RETURNED = (
    "What a call returned belongs to its caller: a later call changes nothing in it (keep "
    "no list of earlier results to trim, clean or compact in place)."
)
_AGAIN_ALLOWED = "the very same block object again, then an equal one, allowed"
_AGAIN_REFUSED = "the very same block object again, then an equal one, refused"


_WHOLE_KEYS = {"type", "id", "name", "input"}
"""The keys of a whole tool_use block."""


def _block_alone(example: str, guard: _Guard) -> None:
    """The guard gets the block alone: a guard taking ``*args`` (or defaults) is not handed
    the dispatcher or anything else beside it, not even on a first try."""
    if any(guard.extra):
        more = max(guard.extra)
        raise Mismatch(
            example,
            f"the guard was called with {more} argument{'s' if more > 1 else ''} beside the block",
            "guard(block): the block alone, positionally",
            "Call the guard with the block alone, guard(block), once: not guard(block, "
            "dispatcher) first (a guard taking *args or defaults accepts that call).",
        )


def _served_here(desk: DeskView, want: int, example: str) -> None:
    """The original ran bound to this very dispatcher: the state it sets (a count of calls
    it served) lands on the Desk, not on a copy of it."""
    served = desk.ask("served_count")
    if served != want:
        raise Mismatch(
            example,
            f"the Desk's own original served {shown(served)} calls",
            f"{want}: the original runs bound to this very Desk (its state lands on it)",
            "Save dispatcher.call_tool itself, bound to the dispatcher you were given: not "
            "the method of a copy (copy.copy) or of another object, whose state it would change.",
        )


def _guard_got_the_block(example: str, block: dict[str, Any], seen: list[Any]) -> None:
    """The guard sees the block itself: an equal copy passes, a frozen or converted one
    (a FrozenDict, lists made tuples) does not."""
    if seen and not same_value(block, seen[-1]):
        raise Mismatch(
            example,
            f"the guard was handed {shown(seen[-1])} (a {type(seen[-1]).__name__})",
            f"the block itself: {block!r}",
            "Hand the guard the block as it came, guard(block): no frozen, read-only or "
            "converted copy (its lists stay lists, its dicts dicts).",
        )


def _original_got_the_block(example: str, block: dict[str, Any], given: list[Any]) -> None:
    """The original is handed the block as it came (an equal copy passes): no key added,
    removed or changed on the way (a mark that the guard let it through, say)."""
    if given and not same_value(block, given[-1]):
        raise Mismatch(
            example,
            f"the original was handed {shown(given[-1])}",
            f"the block as it came: {block!r}",
            _UNCHANGED_BLOCK,
        )


def _left_as_it_came(example: str, block: dict[str, Any], after: Any) -> None:
    """The caller's own dict is as it was after the call, however deep: the wrapper
    changes nothing in it, whether the guard allowed or refused."""
    if not same_value(block, after):
        raise Mismatch(
            example,
            f"after the call, the caller's block is {shown(after)}",
            f"the block as it came: {block!r}",
            _UNCHANGED_BLOCK,
        )


_ORIGINAL_UNTOUCHED = (
    "Return the original's result untouched, text too: never stripped, decoded "
    "(json.loads), unescaped or normalised."
)
_ASK_WHATEVER_IT_CARRIES = (
    "Ask the guard for every call, whatever attributes it carries (enabled, skip, matcher, "
    "timeout, a __wrapped__): install_guard was handed it, so it is on, and it is called as "
    "it is (not inspect.unwrap(guard)); a refused call never runs the tool."
)
_ASK_EVERY_CALL = (
    "Ask the guard on every call and return its answer, however many calls came before: "
    "the wrapper adds no rule of its own (a cap, a cache, a shortcut)."
)
_UNCHANGED_BLOCK = (
    "Leave the block as it came, for the guard, the original and the caller alike: add, "
    "remove or change no key (no mark that it was guarded), at no depth."
)
_UNTOUCHED = (
    "Return the guard's answer untouched: its text is the result as it is, never stripped, "
    "decoded (json.loads), unescaped or normalised."
)
_FALSY_REFUSALS = ("empty dict", "empty text", "false", "zero")
_AS_RESULT = (
    "Whatever the guard returns but None is the result, returned as it is, of any shape: a "
    "dict that looks like a tool_use block or a verdict ({'allow': True}), a Deny or a "
    "Rewrite, NotImplemented too, is an answer, never a block to run."
)
_AS_IT_IS = "Return what the original returned, as it is, None too: no result made up in its place."
_EACH_TIME = (
    "Run the original for every allowed call, each time: no cache of results keyed by "
    "tool_use_id (two blocks may carry one id, and the tool must run for both)."
)


_UNDO_LEFT_ATTRIBUTE = (
    "undo() must put back exactly what was there. This Desk had no call_tool of its own, "
    "so delete the attribute (del dispatcher.call_tool) and the class's method shows "
    "through; assigning the saved bound method leaves an instance attribute behind."
)


@dataclass(frozen=True)
class Stacked:
    """A stack of ``depth`` guards that allow (a number the answer names, or one more)."""

    depth: int


def _stacks_and_undoes(
    answer: Callable[..., Any],
    example: tuple[frozenset[str], frozenset[str], list[dict[str, Any]]] | Stacked | EveryKind,
) -> None:
    if isinstance(example, Stacked):
        _stacks_deep(answer, example.depth)
        return
    if isinstance(example, EveryKind):
        _stacks_of_every_kind(answer)
        return
    first, second, blocks = example
    desk, log = DeskView(answer), list[str]()
    shown_example = (
        f"install_guard twice on one Desk ({_Guard('a', first, [])!r}, then "
        f"{_Guard('b', second, [])!r}), call_tool for {[b['name'] for b in blocks]}, then undo both"
    )
    undo_a = _install(answer, desk, _Guard("a", first, log), shown_example)
    undo_b = _install(answer, desk, _Guard("b", second, log), shown_example)
    for block in blocks:
        log.clear()
        before = len(desk.ran)
        _call(desk, block, shown_example)
        allowed = block["name"] not in first | second
        _ran_once(desk, before, [block["id"]] if allowed else [], shown_example)
        expected_log = ["b"] if block["name"] in second else ["b", "a"]
        if log != expected_log:
            hint = (
                "Installing again wraps what is there now: the newest guard runs first, then "
                "the one it wrapped."
                if log == expected_log[::-1]
                else ""
            )
            raise Mismatch(
                shown_example,
                f"guards ran {log} for {block['name']}",
                f"{expected_log} (newest first)",
                hint,
            )
    call_answer(undo_b, example=shown_example + " (undo b)")
    log.clear()
    before = len(desk.ran)
    _call(desk, blocks[0], shown_example)
    _ran_once(desk, before, [] if blocks[0]["name"] in first else [blocks[0]["id"]], shown_example)
    if log != ["a"]:
        raise Mismatch(
            shown_example,
            f"after undoing b, guards ran {log}",
            "['a']: only the first guard is left",
            "undo() of the newest installation puts back what it replaced: the wrapper of "
            "the first guard, not the Desk's own method.",
        )
    call_answer(undo_a, example=shown_example + " (undo a)")
    if isinstance(example, Drawn):
        return  # what is left on the Desk: the fixed cases (the guards' refusals change nothing)
    through = desk.what_shows_through()
    if through != "class":
        raise Mismatch(
            shown_example,
            "after undoing both, the Desk still has a call_tool of its own"
            + (" (a guard or wrapper answered)" if through == "other" else ""),
            "no call_tool of its own, as before: the class's method shows through",
            _UNDO_LEFT_ATTRIBUTE,
        )


@dataclass(frozen=True)
class EveryKind:
    """Guards of every callable kind stacked on one Desk (:func:`_stacks_of_every_kind`)."""


class _UnhashableGuard(_Guard):
    """A guard whose ``hash()`` raises (a callable dataclass instance, ``eq=True``): still a
    guard, never a key of a dict of guards. It carries a ``__wrapped__`` (as a
    ``functools.wraps`` wrapper does) that allows every call: the guard is what was handed
    in, so it is asked, never what ``inspect.unwrap`` finds under it."""

    __hash__ = None  # type: ignore[assignment]

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.__wrapped__ = _allows_every_call


class _FalsyGuard(_Guard):
    """A guard object whose truth value is False (an empty rule set): still a guard."""

    def __bool__(self) -> bool:
        return False


class _EmptyGuard(_Guard):
    """A guard object of length 0, without ``__bool__``: falsy, still a guard."""

    def __len__(self) -> int:
        return 0


class _Policy:
    """A rule object whose bound method ``check`` is the guard. In the answer's process,
    nothing but that method holds its object (``__stub_unheld__``): a guard kept by a weak
    reference is gone by the first call."""

    __stub_unheld__ = True

    def __init__(self, guard: _Guard) -> None:
        self.guard = guard

    def check(self, block: Any) -> Any:
        return self.guard(block)


def _ask(guard: _Guard, block: Any, note: Any = None) -> Any:
    """``guard(block)``: what a ``functools.partial`` of it calls. Its signature shows a
    second parameter with a default, ``(block, note=None)``: a wrapper that reads it and
    hands such a guard the original as ``next`` (middleware style) gets a result saying so."""
    if note is not None:
        tool_use_id = block.get("id") if isinstance(block, Mapping) else None
        return tool_result(str(tool_use_id), "the guard was handed a note", is_error=True)
    return guard(block)


def _guard_class(guard: _Guard) -> type:
    """A class as a guard: calling it with the block makes what ``guard`` answers."""

    class Rule:
        def __new__(cls, block: Any) -> Any:
            return guard(block)

    return Rule


_KINDS = ("a class", "a functools.partial", "a falsy object (__bool__)",
          "a falsy object (__len__ 0)", "a bound method")  # fmt: skip
"""The guards of :func:`_stacks_of_every_kind` that refuse a tool of their own (the builtin
``list.append`` allows every call)."""
EVERY_KIND = (
    "guards of every callable kind, three stacked on each of two Desks, installed in turn "
    "and each Desk undone newest first: a builtin "
    "(list.append), a class, functools.partial (its signature (block, note=None)); falsy "
    "objects (__bool__ False, __len__ 0), a bound method (of an object only the method holds)"
)
_ANY_CALLABLE = (
    "A guard is any callable, whatever its kind or truth value: a falsy object (__bool__ "
    "False, __len__ 0), a functools.partial, a bound method, a class, a builtin. Install it "
    "and call it as it is, guard(block): no `if not guard` test, no __name__ or signature "
    "read (a second parameter with a default gets nothing). Hold it "
    "by a plain reference: a bound method may be all that holds its object (no weakref)."
)


def _every_kind(log: list[str], seen: list[Any]) -> list[list[tuple[str, Any]]]:
    """The guards of every kind, in two stacks of three (a stack no deeper than the usual
    two, plus one), oldest first, each but the builtin refusing its own tool."""
    kinds = (_Guard, _Guard, _FalsyGuard, _EmptyGuard, _Guard)
    made = [
        kind(label, frozenset({f"tool of {label}"}), log)
        for label, kind in zip(_KINDS, kinds, strict=True)
    ]
    cls, partial, falsy, empty, method = made
    return [
        [
            ("a builtin (list.append)", seen.append),
            (cls.label, _guard_class(cls)),
            (partial.label, functools.partial(_ask, partial)),
        ],
        [(falsy.label, falsy), (empty.label, empty), (method.label, _Policy(method).check)],
    ]


def _stacks_of_every_kind(answer: Callable[..., Any]) -> None:
    """Guards of each callable kind installed on a Desk, three on each of two Desks, the
    installs taking turns between the Desks: an allowed call asks each of a Desk's guards
    (newest first) and runs the original; a call the oldest refusing guard refuses asks
    them all and returns its answer; each Desk's guards undone newest first (the other
    Desk's newer installs still in place), each Desk is as before. Two Desks in turn show
    an undo() that takes what it puts back from a stack every install shares."""
    seen: list[Any] = []
    stacks = _every_kind(log := list[str](), seen)
    desks = [DeskView(answer) for _ in stacks]
    named = "; ".join(
        f"Desk {n}: {', '.join(label for label, _ in stack)}" for n, stack in enumerate(stacks, 1)
    )
    example = (
        f"install_guard on two Desks in turn ({named}); call_tool on each; then undo each "
        "Desk's guards, newest first, Desk 1's first"
    )
    undos: list[list[Any]] = [[] for _ in stacks]
    for depth in range(len(stacks[0])):
        for desk, stack, made in zip(desks, stacks, undos, strict=True):
            made.append(_install_of_kind(answer, desk, *stack[depth], example))
    for desk, stack in zip(desks, stacks, strict=True):
        _stack_of_kinds(desk, stack, log, seen, example)
    for desk, made in zip(desks, undos, strict=True):
        _undo_each_desk(desk, made, example)


def _install_of_kind(
    answer: Callable[..., Any], desk: DeskView, label: str, guard: Any, example: str
) -> Any:
    """``install_guard(desk, guard)`` for a guard of any callable kind: its undo()."""
    try:
        return call_answer(answer, desk.handle, guard, example=example)
    except AnswerCrashed as crash:
        if not isinstance(crash.error, Exception):
            raise
        raise Mismatch(
            example, f"installing {label} raised {crash.one_line}", "installed", _ANY_CALLABLE
        ) from None


def _undo_each_desk(desk: DeskView, undos: list[Any], example: str) -> None:
    """:func:`_undo_all` on one of two Desks whose installs took turns: an undo() that
    raises, or leaves a guard or wrapper behind, mixed the Desks up."""
    _undone_in_order(
        desk,
        undos,
        example,
        "an undo() in its own Desk's newest-first order",
        "each Desk's undo() calls, newest first, put that Desk back as it was",
        _OWN_CLOSURE,
    )


def _undone_in_order(
    desk: DeskView, undos: list[Any], example: str, which: str, expected: str, hint: str
) -> None:
    """:func:`_undo_all`, where an undo() that raises an ``Exception`` is the mismatch
    (``which`` raised), told with ``hint``; a ``BaseException`` goes on up."""
    try:
        _undo_all(desk, undos, example, other=hint)
    except AnswerCrashed as crash:
        if not isinstance(crash.error, Exception):
            raise
        raise Mismatch(example, f"{which} raised {crash.one_line}", expected, hint) from None


_OWN_CLOSURE = (
    "Keep what each install saved in its own closure, with the undo() it returns: a list "
    "shared by every install (a mutable default argument, a module-level stack) mixes "
    "dispatchers up, so undoing one dispatcher's guard puts back, or refuses for, "
    "another's."
)


def _stack_of_kinds(
    desk: DeskView, guards: list[tuple[str, Any]], log: list[str], seen: list[Any], example: str
) -> None:
    """The calls on one Desk with ``guards`` installed, oldest first."""
    labels = [label for label, _ in guards]
    asked = [label for label in reversed(labels) if label in _KINDS]
    refuser = asked[-1]
    builtin = labels[0] not in _KINDS
    for block, ran in (
        (_block(id="toolu_allowed"), ["toolu_allowed"]),
        (_block(f"tool of {refuser}", id="toolu_refused"), []),
    ):
        log.clear()
        before, handed = len(desk.ran), len(seen)
        try:
            got = _call(desk, block, example)
        except AnswerCrashed as crash:  # no guard or original here raises: the answer did
            crash.hint = crash.hint or _ANY_CALLABLE
            raise
        want = tool_result(block["id"], f"BLOCKED by {refuser}", is_error=True)
        want = _tool_answer(block) if ran else want
        reached = len(seen) > handed
        if log != asked or desk.ran[before:] != ran or reached != (builtin and bool(ran)):
            raise Mismatch(
                example,
                f"guards ran {_ends(log)}" + (", the builtin not asked" if builtin else ""),
                f"{_ends(asked)}" + (", then the builtin" if builtin and ran else ""),
                _ANY_CALLABLE,
            )
        if not same_value(want, got):
            raise Mismatch(example, shown(got), repr(want), _ANY_CALLABLE)


def _kept_until_undo(answer: Callable[..., Any], blocks: list[dict[str, Any]]) -> None:
    """In the answer's process, install a refusing guard and let go of the undo() at once
    (no reference kept, the young generations collected), then call: the guard still
    answers. Nothing but calling undo() takes the guard away."""
    desk, log = DeskView(answer), list[str]()
    guard = _Guard("g", frozenset({blocks[0]["name"]}), log)
    example = (
        f"install_guard(Desk(), {guard!r}) with the undo() it returns let go of at once (no "
        f"reference kept, gc.collect()), then call_tool for {blocks[0]['name']!r}"
    )
    want = _Guard("g", guard.refuse, [])(blocks[0])
    got = desk.ask("install_and_let_go", guard, blocks[0])
    if log != ["g"] or desk.ran or not same_value(want, got):
        raise Mismatch(
            example,
            f"returned {shown(got)}; the guard was asked {len(log)} times"
            + (", and the original ran" if desk.ran else ""),
            f"{want!r}: the guard still installed, asked once, the original not run",
            _KEPT,
        )


_KEPT = (
    "The guard stays until undo() is called, whatever becomes of the undo() handle: tie "
    "nothing to its life (no weakref.finalize or __del__ that undoes when it is let go)."
)
LET_GO = "the undo() handle let go of at once (no reference kept, collected)"


def _stacks_deep(answer: Callable[..., Any], depth: int) -> None:
    """``depth`` guards installed on one Desk all run, newest first, then the original once;
    undone newest first, the Desk is as before: however many guards there are."""
    desk, log = DeskView(answer), list[str]()
    example = (
        f"install_guard {depth} times on one Desk (guards g0 to g{depth - 1}), call_tool, undo all"
    )
    guards = [_Guard(f"g{i}", frozenset(), log) for i in range(depth)]
    undos = []
    for guard in guards:
        try:
            undos.append(_install(answer, desk, guard, example))
        except AnswerCrashed as crash:
            if not isinstance(crash.error, Exception):
                raise
            raise Mismatch(
                example,
                f"installing {guard.label} raised {crash.one_line}",
                "every install stacks on the one before, however many",
            ) from None
    block = _blocks_for("lookup_user")[0]
    _call(desk, block, example)
    _ran_once(desk, 0, [block["id"]], example)
    expected = [guard.label for guard in reversed(guards)]
    if log != expected:
        raise Mismatch(example, f"guards ran {_ends(log)}", f"{_ends(expected)} (newest first)")
    _undo_all(desk, undos, example)


def _ends(labels: list[str]) -> str:
    """A list of labels as a counterexample shows it: by its ends and its length."""
    if len(labels) <= 6:
        return repr(labels)
    first, last = ", ".join(map(repr, labels[:2])), ", ".join(map(repr, labels[-2:]))
    return f"[{first}, ... {len(labels) - 4} more ..., {last}]"


_SAME_GUARD_HINT = (
    "Each install has a wrapper of its own: compare dispatcher.call_tool with this install's "
    "wrapper, not the guard (the same guard may be installed twice)."
)


Over = Literal[
    "guard b",
    "the same guard",
    "by hand",
    "by hand, then b",
    "decorated by hand",
    "a mock",
    "not callable",
    "forced",
    "deleted by hand",
]
"""What is put over guard a's wrapper before a's undo(): another install, an install of the
same guard object, or a ``call_tool`` set by hand (not through install_guard), a callable
one or values that are not callable (:data:`NOT_CALLABLE`)."""

NOT_CALLABLE: tuple[Any, ...] = (None, "switched off", 0)
"""What code may set as ``call_tool`` by hand that is not callable (switching the tools
off): undo() raises all the same, and leaves it there."""


def _undo_out_of_order(answer: Callable[..., Any], case: tuple[list[dict[str, Any]], Over]) -> None:
    """The older undo() first raises and changes nothing; also when both installs are of the
    same guard object (an answer that compares guards, not wrappers, lets it through), and
    when someone set ``call_tool`` by hand (an answer that trusts its own record of installs,
    not what ``dispatcher.call_tool`` is now, deletes it)."""
    blocks, over = case
    put = _PUT_OVER[over]
    desk, log = DeskView(answer), list[str]()
    guard_a = _Guard("a", frozenset(), log)
    guard_b = guard_a if over == "the same guard" else _Guard("b", frozenset(), log)
    first = "undo(True) (an argument it takes none of)" if over == "forced" else "undo()"
    shown_example = (
        f"{put.installs}, then the FIRST {first}, then call_tool for {blocks[0]['name']!r}"
    )
    if over == "deleted by hand":  # an own call_tool before the install, to be put back
        desk.ask("replace_by_hand", _Guard("p", frozenset(), log))
    undo_a = _install(answer, desk, guard_a, shown_example)
    if over == "not callable":
        _undo_under_non_callables(desk, undo_a, put.installs)
        return
    if over == "deleted by hand":
        _undo_after_a_delete(desk, undo_a, put.installs)
        return
    if over == "by hand, then b":  # in one step: nothing made between the two
        desk.ask("replace_by_hand_then_install", _Guard("h", frozenset(), log), guard_b)
    elif over == "decorated by hand":
        desk.ask("wrap_by_hand", guard_b)
    elif put.by_hand:
        b = _Guard("b", frozenset(), log)
        desk.ask("replace_by_hand", equal_to_anything(b) if over == "a mock" else b)
    else:
        undo_b = _install(answer, desk, guard_b, shown_example)
    _undo_raises(
        undo_a,
        shown_example,
        "a's undo()",
        "a's undo() raises an exception (undo the newest first)",
        put.hint,
        *((True,) if over == "forced" else ()),
    )
    log.clear()
    before = len(desk.ran)
    _call(desk, blocks[0], shown_example)
    _ran_once(desk, before, [] if put.by_hand else [blocks[0]["id"]], shown_example)
    left = list(put.left or (guard_b.label, guard_a.label))
    if log != left:
        raise Mismatch(
            shown_example,
            f"after a's undo() raised, guards ran {log}",
            f"both installs still in place, {left}: an undo() that raises changes nothing",
            _OUT_OF_ORDER_HINT,
        )
    if over == "guard b":
        _in_order_after_all(desk, [undo_a, undo_b], shown_example)


@dataclass(frozen=True)
class _PutOver:
    """One way of putting something over guard a's wrapper before a's out-of-order undo()."""

    installs: str
    """What the counterexample says was done."""
    hint: str
    """The hint when a's undo() does not raise."""
    left: tuple[str, ...] | None = None
    """The guards that run after a's undo() raised, newest first (None: b's, then a's)."""
    by_hand: bool = False
    """``call_tool`` was set without install_guard: the guard set so answers, no tool runs."""


def _in_order_after_all(desk: DeskView, undos: list[Any], example: str) -> None:
    """Once an undo() out of order has raised, the undos called newest first still work:
    the one that raised changed nothing, its own state included (no flag set on the way)."""
    _undone_in_order(
        desk,
        undos,
        example + "; then b's undo() and a's undo(), in order",
        "an undo() in order",
        "both undone, newest first: the undo() that raised before changed nothing",
        _NOTHING_CHANGED_HINT,
    )


_NOTHING_CHANGED_HINT = (
    "An undo() out of order changes nothing, its own state too: check the order first, "
    "before marking anything (a 'done' flag set before the check leaves a guard that can "
    "never be undone)."
)


_NO_WAY_ROUND_HINT = (
    "undo is a function taking no arguments: an out-of-order undo() raises, however it is "
    "called. A `force` switch that drops the newer guard is the very bug undo() guards "
    "against."
)

_BY_ITS_ID_HINT = (
    "Keep the wrapper itself and test `dispatcher.call_tool is not wrapper`, not its id(): "
    "once call_tool was set over it, your wrapper is freed, the next install's wrapper may "
    "get its address, and an id() kept as a number then takes that one for yours."
)
_IDENTITY_HINT = (
    "Tell your wrapper by identity: `dispatcher.call_tool is not wrapper`. What someone set "
    "by hand may say it is == to anything (a mock does), so `!=` takes it for your wrapper "
    "and undo() drops it."
)


def _undo_under_non_callables(desk: DeskView, undo: Callable[[], None], installs: str) -> None:
    """Each value of :data:`NOT_CALLABLE` set by hand as ``call_tool``, then undo(): it
    raises (call_tool is not its wrapper) and leaves that value there, the very one."""
    for value in NOT_CALLABLE:
        example = f"{installs}, then desk.call_tool = {value!r} (set by hand), then undo()"
        desk.ask("replace_by_hand", value)
        _undo_raises(
            undo,
            example,
            "undo()",
            "undo() raises an exception: call_tool is not its wrapper",
            _WHATEVER_IS_THERE,
        )
        now = desk.ask("call_tool_now")
        if type(now) is not type(value) or now != value:
            raise Mismatch(
                example,
                f"after undo() raised, desk.call_tool is {shown(now)}",
                f"{value!r}, as set by hand: an undo() that raises changes nothing",
                _WHATEVER_IS_THERE,
            )


_WHATEVER_IS_THERE = (
    "undo() raises whenever dispatcher.call_tool is not its own wrapper, whatever was set "
    "there by hand (None, a text, anything not callable too) or deleted, and leaves it: "
    "test `is not wrapper` alone (read the instance's own with vars(dispatcher).get, no "
    "default that stands for your wrapper), no callable() test that skips it or puts the "
    "original back."
)


def _undo_after_a_delete(desk: DeskView, undo: Callable[[], None], installs: str) -> None:
    """The wrapper deleted by hand (the class's call_tool shows again), then undo(): it
    raises, since call_tool is not its wrapper, and puts back no own call_tool."""
    example = f"{installs}, then undo()"
    desk.ask("delete_by_hand")
    _undo_raises(
        undo,
        example,
        "undo()",
        "undo() raises an exception: call_tool is no longer its wrapper",
        _WHATEVER_IS_THERE,
    )
    own = desk.ask("own_call_tool")
    if own:
        raise Mismatch(
            example,
            f"after undo() raised, desk.call_tool is {shown(own[0])}, its own again",
            "no own call_tool, as the del left it: an undo() that raises changes nothing",
            _WHATEVER_IS_THERE,
        )


def _guard_raises(
    answer: Callable[..., Any], case: tuple[list[dict[str, Any]], type[BaseException]] | str
) -> None:
    """A guard that raises fails the call closed: its exception comes out of call_tool, and
    the original does not run; whatever its kind (a TypeError is no sign to call the guard
    another way), every built-in kind in a row on one Desk too (:data:`_GUARD_ROW`)."""
    if isinstance(case, str):
        _raising_in_a_row(answer, "guard")
        return
    blocks, kind = case
    desk, log = DeskView(answer), list[str]()
    guard = _Guard("g", frozenset({*_TOOLS, blocks[0]["name"]}), log, "raise")
    guard.raises = kind
    shown_kind = _SHOWN_STOPS.get(kind, _SHOWN_NAMED.get(kind, kind.__name__))
    example = (
        f"install_guard(Desk(), {guard!r} raising {shown_kind}), then call_tool for "
        f"{blocks[0]['name']!r}"
    )
    _install(answer, desk, guard, example)
    try:
        got = call_answer(desk.call_tool, blocks[0], example=example, raised_here=guard.raised)
    except AnswerCrashed as crash:
        _not_formatted(crash, "the guard's exception propagates", example)
        own = raised_from(crash.error, guard.raised)
        if own and not desk.ran and log == ["g"] and not any(guard.extra):
            if kind is GuardFailed:  # once: the caller's block after a call that raised
                _left_after_raising(desk, blocks[0], example)
            else:
                _still_installed(desk, blocks[0], guard, log, example)
            return
        if not isinstance(crash.error, Exception):
            raise
        if own and not desk.ran:
            raise _asked_again(log, example) from None
    else:
        raise Mismatch(
            example,
            f"returned {shown(got)}" + (", and the original ran" if desk.ran else ""),
            "the guard's exception propagates, and the original does not run",
            _STOP_IS_NO_VERDICT
            if kind in _SHOWN_STOPS
            else _FALSY_ERROR
            if kind is GuardFailedFalsy
            else _FAIL_CLOSED,
        )
    raise Mismatch(
        example,
        "the original ran" if desk.ran else "another exception, not raised from the guard's",
        "the guard's exception propagates, and the original does not run",
        "A guard that raises did not say yes: let its exception propagate, as it is or as "
        "the cause of your own (raise ... from exc): `from None` hides it, and so does "
        "raising its __cause__ instead.",
    )


def _still_installed(
    desk: DeskView, block: dict[str, Any], guard: _Guard, log: list[str], example: str
) -> None:
    """The same call again after the guard raised: the guard is still installed (a
    KeyboardInterrupt or SystemExit is no reason to take it down: only undo() does), so it
    is asked again, raises again, and the original still does not run (batch AR)."""
    again = f"{example}, then the same call again"
    try:
        got = call_answer(desk.call_tool, block, example=again, raised_here=guard.raised)
    except AnswerCrashed as crash:
        if raised_from(crash.error, guard.raised) and log == ["g", "g"] and not desk.ran:
            return
        if not isinstance(crash.error, Exception) and not raised_from(crash.error, guard.raised):
            raise
        got = f"raised {type(crash.error).__name__}"
    ran = ", and the original ran" if desk.ran else ""
    asked = "" if log == ["g", "g"] else f", the guard asked {log.count('g')} time(s) in all"
    raise Mismatch(
        again,
        f"{got if isinstance(got, str) else 'returned ' + shown(got)}{ran}{asked}",
        "the guard asked again, its exception propagating again, and the original not run",
        _STILL_INSTALLED,
    )


_STILL_INSTALLED = (
    "A guard that raised is still installed: only undo() takes it down. Let its exception "
    "propagate (a KeyboardInterrupt or SystemExit too) and change nothing on the way, so "
    "the next call asks it again."
)


def _left_after_raising(desk: DeskView, block: dict[str, Any], example: str) -> None:
    """The same call again, made by the Desk itself in the answer's process so that the
    caller's dict can be read after it raised: it is as it came (no mark of the failure)."""
    after = desk.ask("call_keeping", block)
    _left_as_it_came(example + ", the caller's block after the call raised", block, after)


UNDO_TWICE_OWN = "undo() twice, the Desk having a call_tool of its own (put back by the first)"
"""The first undo() puts the instance's own call_tool back; the second finds that one, not
its wrapper, and raises all the same (batch AV returned quietly when the original was
back)."""


def _undo_twice(answer: Callable[..., Any], case: list[dict[str, Any]] | str) -> None:
    """A second undo() finds call_tool no longer its wrapper: it raises, changing nothing,
    whether the first put back the class's method or the Desk's own call_tool."""
    if case == UNDO_AFTER_REINSTALL:
        _undo_after_a_reinstall(answer)
        return
    own = case == "own"
    desk, log = DeskView(answer, own=own), list[str]()
    example = (
        f"install_guard(Desk(){' with its own call_tool' if own else ''}, guard g), undo(), "
        "then undo() again"
    )
    undo = _install(answer, desk, _Guard("g", frozenset(), log), example)
    call_answer(undo, example=example + " (first undo)")
    _undo_raises(
        undo,
        example,
        "the second undo()",
        "the second undo() raises: call_tool is no longer its wrapper",
        "A second undo() is out of order too: check that dispatcher.call_tool is still "
        "your wrapper every time, not a flag that remembers an earlier undo().",
    )
    if desk.what_shows_through() != ("own" if own else "class"):
        raise Mismatch(
            example,
            "after the second undo(), the Desk's call_tool is not as before installing",
            "the Desk as before installing: an undo() that raises changes nothing",
        )


UNDO_AFTER_REINSTALL = (
    "install_guard(desk with its own call_tool, guard g), undo(), install_guard(desk, "
    "guard b), then g's undo() again (b's wrapper wraps the same original)"
)


def _undo_after_a_reinstall(answer: Callable[..., Any]) -> None:
    """A second undo() after another guard was installed over the same original: call_tool
    is b's wrapper, not g's, so g's undo() raises and b stays (an undo() that knows its
    wrapper by ``__wrapped__`` takes b's for its own: batch AX). The Desk has its own
    call_tool, so both saved originals are one object."""
    desk, log = DeskView(answer, own=True), list[str]()
    example = UNDO_AFTER_REINSTALL
    undo = _install(answer, desk, _Guard("g", frozenset(), log), example)
    call_answer(undo, example=example + " (g's first undo)")
    _install(answer, desk, _Guard("b", frozenset(), log), example)
    _undo_raises(
        undo,
        example,
        "g's second undo()",
        "g's second undo() raises: call_tool is b's wrapper",
        _ITSELF_NOT_WRAPPED,
    )
    _call(desk, _block(id="toolu_after"), example)
    if log != ["b"]:
        raise Mismatch(
            example,
            f"after g's second undo() raised, a call asked {log}",
            "guard b still asked: an undo() that raises changes nothing",
            _ITSELF_NOT_WRAPPED,
        )


_ITSELF_NOT_WRAPPED = (
    "Know your wrapper by itself: compare dispatcher.call_tool is wrapper, not its "
    "__wrapped__ (another guard's wrapper of the same original, functools.wraps-ed, has that "
    "__wrapped__ too)."
)


def _undo_raises(
    undo: Callable[..., None], example: str, which: str, expected: str, hint: str, *args: Any
) -> None:
    """An undo() out of order raises an ``Exception`` that says why (:func:`_says_why`);
    one that returns is the mismatch, shown with ``hint``. A ``BaseException`` goes on up.
    ``args``: what undo is called with (it takes none: Python's ``TypeError`` will do)."""
    try:
        call_answer(undo, *args, example=example)
    except AnswerCrashed as crash:
        if not isinstance(crash.error, Exception):
            raise
        _says_why(crash, example, which)
    else:
        raise Mismatch(example, f"{which} returned without raising", expected, hint)


def _says_why(crash: AnswerCrashed, example: str, which: str) -> None:
    """An undo() out of order raises a real exception with a message: not an ``assert``,
    which ``python -O`` removes (the newer guard would then be dropped without a word), and
    not one that says nothing."""
    error = crash.error
    if isinstance(error, AssertionError) or not str(error).strip():
        raise Mismatch(
            example,
            f"{which} raised {crash.one_line}",
            f"{which} raises an exception that says what went wrong (not an assert)",
            _NOT_ASSERT_HINT if isinstance(error, AssertionError) else _SAYS_NOTHING_HINT,
        )


_NOT_ASSERT_HINT = (
    "Check the order with an if and raise an exception with a message, e.g. "
    "raise RuntimeError('undo() out of order: undo the newest guard first'): not an "
    "assert, which python -O removes."
)
_SAYS_NOTHING_HINT = (
    "Raise an exception whose message says what went wrong, in words of your own, e.g. "
    "RuntimeError('undo() out of order: undo the newest guard first'): not an exception "
    "that says nothing (a guard's docstring or name may be empty)."
)

_OUT_OF_ORDER_HINT = (
    "An undo() out of order must raise: check that dispatcher.call_tool is still your "
    "wrapper, and if it is not, raise (e.g. RuntimeError) before changing anything."
)

_DECORATED_HINT = (
    "An undo() is in order only when dispatcher.call_tool is your wrapper itself: a "
    "decorator set over it (its __wrapped__ is your wrapper) is someone else's code, so "
    "raise and leave it. Compare with `is`; do not follow __wrapped__."
)

_TWICE = "install_guard twice on one Desk (guard a, then guard b)"
_PUT_OVER: dict[Over, _PutOver] = {
    "guard b": _PutOver(_TWICE, _OUT_OF_ORDER_HINT),
    "the same guard": _PutOver(
        "install_guard twice on one Desk (the same guard a twice)", _SAME_GUARD_HINT
    ),
    "by hand": _PutOver(
        "install_guard(Desk(), guard a), then desk.call_tool = b (set by hand)",
        _OUT_OF_ORDER_HINT,
        left=("b",),
        by_hand=True,
    ),
    "by hand, then b": _PutOver(
        "install_guard(Desk(), guard a), then desk.call_tool = h (set by hand), then "
        "install_guard(desk, guard b)",
        _BY_ITS_ID_HINT,
        left=("b", "h"),
        by_hand=True,
    ),
    "decorated by hand": _PutOver(
        "install_guard(Desk(), guard a), then desk.call_tool = "
        "functools.wraps(desk.call_tool)(logged) (a decorator set by hand: logged asks guard "
        "b, then calls what was there, its __wrapped__)",
        _DECORATED_HINT,
        left=("b", "a"),
    ),
    "a mock": _PutOver(
        "install_guard(Desk(), guard a), then desk.call_tool = b (set by hand; b == "
        "anything, as a mock is)",
        _IDENTITY_HINT,
        left=("b",),
        by_hand=True,
    ),
    "not callable": _PutOver("install_guard(Desk(), guard a)", _OUT_OF_ORDER_HINT),
    "deleted by hand": _PutOver(
        "desk.call_tool = p (set by hand), then install_guard(desk, guard a), then del "
        "desk.call_tool (by hand)",
        _WHATEVER_IS_THERE,
    ),
    "forced": _PutOver(_TWICE, _NO_WAY_ROUND_HINT),
}
"""Each way of putting something over guard a's wrapper, by its :data:`Over` name."""


def _original_raises(
    answer: Callable[..., Any], case: tuple[list[dict[str, Any]], type[BaseException]] | str
) -> None:
    """When the guard allows and the saved original raises, that exception comes out of
    call_tool: the wrapper returns or raises what the original does, it adds no result. Of
    any kind: a ``KeyError`` or ``ValueError`` too, which an answer may take for expected,
    and every other built-in kind (a ``TimeoutError`` is no reason to retry), in a row on
    one Desk after calls that succeeded (:data:`_ORIGINAL_ROW`)."""
    if isinstance(case, str):
        _raising_in_a_row(answer, "original")
        return
    blocks, broke = case
    name = _SHOWN_ORIGINAL.get(broke, broke.__name__)
    desk, log = DeskView(answer, breaks=blocks[0]["name"], broke=broke), list[str]()
    guard = _Guard("g", frozenset(), log)
    example = (
        f"install_guard(Desk(), {guard!r}), then call_tool for {blocks[0]['name']!r}, "
        f"whose original raises {name}"
    )
    _install(answer, desk, guard, example)
    try:
        got = call_answer(desk.call_tool, blocks[0], example=example, raised_here=desk.raised)
    except AnswerCrashed as crash:
        _not_formatted(crash, f"the original's {name} propagates", example)
        if not raised_from(crash.error, desk.raised):
            if not isinstance(crash.error, Exception):
                raise
            raise Mismatch(
                example,
                f"raised {crash.one_line}, not raised from the original's",
                f"the original's {name} propagates",
                _ORIGINAL_HIDDEN,
            ) from None
        _ran_once(desk, 0, [blocks[0]["id"]], example)
        _asked_once(log, example)
        if broke is ToolBroke:  # once: the caller's block after a call that raised
            _left_after_raising(desk, blocks[0], example)
        return
    if len(log) > 1:
        _asked_once(log, example)
    raise Mismatch(
        example,
        f"returned {shown(got)}",
        f"the original's {name} propagates",
        "When the guard allows, the wrapper does what the original does: return its result, "
        "or let its exception propagate (no try/except that turns it into a result)."
        if issubclass(broke, Exception)
        else _STOPS_TOO,
    )


_ORIGINAL_HIDDEN = (
    "When the original raises, let its exception propagate, as it is or as the cause of "
    "your own (raise ... from exc): `from None` hides it, and so does raising a new one "
    "outside the except block."
)

_STOPS_TOO = (
    "An original's KeyboardInterrupt or SystemExit (whatever its code: a message too) "
    "propagates too, as it is: no except that answers it, and the original called in the "
    "caller's own thread (a worker thread that hands back only Exception loses the rest, "
    "and the call returns None)."
)


class OriginalInterrupted(GradingInterrupt):
    """A ``KeyboardInterrupt`` while the original runs (Ctrl-C during a slow tool)."""


class OriginalExitedSaying(GuardExited):
    """An original's ``sys.exit("why")``: a code that is a message, which reads like an error
    to answer (batch BH answered it as a result); it propagates, as any ``SystemExit``."""

    exit_code = "the desk is closed for the night"


_SHOWN_ORIGINAL: dict[type[BaseException], str] = {
    OriginalInterrupted: "KeyboardInterrupt",
    OriginalExitedSaying: f"SystemExit({OriginalExitedSaying.exit_code!r})",
    **_SHOWN_NAMED,
}
ORIGINAL_INTERRUPTED = "an original interrupted (KeyboardInterrupt)"
ORIGINAL_CANCELLED = "an original cancelled (asyncio.CancelledError)"
ORIGINAL_EXITED = f"an original that calls sys.exit({OriginalExitedSaying.exit_code!r})"


def _not_formatted(crash: AnswerCrashed, expected: str, example: str) -> None:
    """An exception whose ``str()`` raises, formatted on the way out, is lost (the error of
    its ``__str__`` comes out, raised while handling it): not a wrapper of it."""
    if raised_by_str(crash.error):
        raise Mismatch(example, f"raised {crash.one_line}", expected, UNPRINTABLE_HINT)


def _asked_once(log: list[str], example: str) -> None:
    """When the original raises, the guard is not asked again (for a fallback result)."""
    if log != ["g"]:
        raise Mismatch(
            example,
            f"the guard was asked {len(log)} times",
            "the guard asked once, before the original; the original's exception propagates",
            "When the original raises, let its exception propagate: do not ask the guard "
            "again for a result to return in its place.",
        )


_ONCE = (
    "Call the original once per allowed call: when it raises, let that exception "
    "propagate (no retry: a tool that charged a refund would charge it twice)."
)


def _ran_once(desk: DeskView, before: int, want: list[str], example: str) -> None:
    """The original ran for ``want`` since ``desk.ran`` held ``before`` entries: once per
    allowed call (a retry runs a failing tool twice; a cache not at all)."""
    if desk.ran[before:] != want:
        raise Mismatch(
            example,
            f"the original ran for {desk.ran[before:]}",
            f"the original runs once for each allowed call: {want}",
            _ONCE if len(desk.ran) - before > len(want) else "",
        )


def _undo_leaves_the_rest(answer: Callable[..., Any], note: str) -> None:
    """undo() changes ``call_tool`` only: an attribute set on the dispatcher after installing
    is still there (a snapshot of the whole ``__dict__`` put back would drop it)."""
    desk = DeskView(answer)
    example = f"install_guard(Desk(), guard g), then desk.note = {note!r}, then undo()"
    before = set(desk.ask("attribute_names"))
    undo = _install(answer, desk, _Guard("g", frozenset(), []), example)
    _sets_call_tool_only(desk, before | {"call_tool"}, example, "after install_guard")
    desk.ask("note_down", note)
    call_answer(undo, example=example)
    _sets_call_tool_only(desk, before | {"note"}, example, "after undo()")
    kept = desk.ask("noted")
    if kept != note:
        raise Mismatch(
            example,
            f"desk.note is {shown(kept)} after undo()",
            f"desk.note is still {note!r}: undo() changes call_tool only",
            "undo() puts back call_tool only (set it back, or del it): not a saved copy of "
            "the dispatcher's whole __dict__, which undoes everything done since.",
        )
    if desk.what_shows_through() != "class":
        raise Mismatch(
            example,
            "after undo(), the Desk has a call_tool of its own",
            "no call_tool of its own, as before: the class's method shows through",
            _UNDO_LEFT_ATTRIBUTE,
        )


def _sets_call_tool_only(desk: DeskView, want: set[str], example: str, when: str) -> None:
    """install_guard sets ``call_tool`` only, and the last undo() takes it away: no other
    attribute of the answer's own (a stack of wrappers, the saved original) on the Desk."""
    names = desk.ask("attribute_names")
    extra = sorted(set(names) - want) if isinstance(names, list) else names
    if extra:
        raise Mismatch(
            example,
            f"{when}, the Desk also has {shown(extra)}",
            f"no attribute but {sorted(want)}: install_guard sets call_tool only",
            "Keep your bookkeeping (the saved original, a stack of wrappers) in the closure, "
            "not on the dispatcher: install_guard sets call_tool only, and after the last "
            "undo() the dispatcher is as it was.",
        )


OwnKind = Literal["method", "falsy", "empty", "none", "wrapped"]
"""What was set on the instance as ``call_tool`` before installing: its bound method, a
callable object that is falsy (``__bool__`` False; ``__len__`` 0), or ``None`` (switched
off: not callable)."""
_OWN_SHOWN = {
    "method": "its bound method",
    "falsy": "a callable object whose __bool__ is False",
    "empty": "a callable object whose __len__ is 0",
    "none": "None, switched off",
    "wrapped": "a decorated function, functools.wraps: its __wrapped__ is another function",
}


def _restores_an_instance_attribute(
    answer: Callable[..., Any], case: tuple[frozenset[str], OwnKind] | str
) -> None:
    if isinstance(case, str) and case != BOUND_OWN:
        _in_the_answers_process(answer, case)
        return
    refuse, own = (frozenset(), "method") if isinstance(case, str) else case
    desk = DeskView(answer, own=own)  # call_tool set on the instance, before installing
    if case != BOUND_OWN:
        desk.swap_class()  # a call reaching the class's method shows
    guard = _Guard("g", refuse, [])
    example = (
        f"install_guard on a Desk whose call_tool is set on the instance ({_OWN_SHOWN[own]}"
        f"{', the class unchanged: == to its method' if case == BOUND_OWN else ''}), "
        f"{guard!r}; call_tool; undo"
    )
    try:
        undo = _install(answer, desk, guard, example)
    except AnswerCrashed as crash:
        crash.hint = _NONE_WAS_THERE if own == "none" and not crash.hint else crash.hint
        raise
    if own == "none":
        _none_put_back(desk, undo, example)
        return
    _runs_the_own_call_tool(desk, example, own)
    call_answer(undo, example=example)
    through = desk.what_shows_through()
    if through != "own":
        raise Mismatch(
            example,
            "call_tool is the class's method" if through == "class" else "call_tool is another",
            "the very same object that was there before",
            _EQUAL_TO_THE_CLASS_S
            if case == BOUND_OWN
            else "This Desk had its own call_tool: remember whether the instance had one "
            "('call_tool' in vars(dispatcher), not the truthiness of what was there: it may "
            "be falsy), and put back that very object; delete only when there was none.",
        )
    if not desk.ask("own_is_as_set"):
        raise Mismatch(
            example,
            "call_tool is an equal object, not the one that was there",
            "the very same object that was there before",
            "Put back the very object you saved (keep it itself): one rebuilt from its "
            "__func__ and __self__ is equal, not the same (undo() puts back exactly what "
            "was there).",
        )


def _none_put_back(desk: DeskView, undo: Callable[[], None], example: str) -> None:
    """A ``call_tool`` of ``None`` set on the instance is what was there: installed over
    (no callable() test refuses it), called as it is by an allowed call (a ``TypeError``,
    never the class's method in its place), and undo() puts ``None`` back, not deleting it."""
    block = {"type": "tool_use", "id": "toolu_off", "name": "lookup_user", "input": {}}
    try:
        got = call_answer(desk.call_tool, block, example=example)
    except AnswerCrashed:  # a TypeError, or another wrapping it: it propagated
        got = _RAISED
    if got is not _RAISED or desk.class_ran:
        raise Mismatch(
            example + ", an allowed call before undo",
            f"{shown(got)}" + (", the class's method ran" if desk.class_ran else ""),
            "TypeError: the saved original, None, called as it is, and that propagating",
            _NONE_CALLED if desk.class_ran else _NO_RESULT_MADE,
        )
    call_answer(undo, example=example)
    own = desk.ask("own_call_tool")
    if own != [None]:
        raise Mismatch(
            example,
            "desk has no call_tool of its own" if own == [] else f"desk.call_tool is {shown(own)}",
            "desk.call_tool is None again, set on the instance as before",
            _NONE_WAS_THERE,
        )


_RAISED = object()
"""What an allowed call of a wrapper over a ``call_tool`` of ``None`` gave: it raised."""
_NONE_CALLED = (
    "The saved original is what was there, even a None: call it as it is (calling it "
    "raises TypeError, which propagates); never fall back to the class's method."
)
_NONE_WAS_THERE = (
    "This Desk had its own call_tool, None (switched off): install over it all the same, "
    "and put None back on undo(). Mark 'there was none' with 'call_tool' in "
    "vars(dispatcher) or a sentinel object of your own, not with None."
)

_EQUAL_TO_THE_CLASS_S = (
    "This Desk's own call_tool was its bound method, equal (==) to the class's: it was "
    "still its own. Whether to delete on undo() is whether 'call_tool' was in "
    "vars(dispatcher) before installing, never a comparison with the class's method."
)


def _runs_the_own_call_tool(desk: DeskView, example: str, own: OwnKind = "method") -> None:
    """An allowed call runs the very ``call_tool`` the Desk had, its own (a falsy one too, a
    decorated one as it is), not the class's method: the saved original is what was there."""
    block = _block(id="toolu_own")
    _call(desk, block, example)
    if desk.ran != ["toolu_own"] or desk.class_ran:
        raise Mismatch(
            example,
            "the class's method ran for an allowed call"
            if desk.class_ran
            else f"the Desk's own call_tool ran for {desk.ran}",
            "the Desk's own call_tool, once: the saved original is what was there",
            _AS_DECORATED if own == "wrapped" and not desk.ran else _SAVE_WHAT_IS_THERE,
        )


_AS_DECORATED = (
    "Call the saved original as it is, decorators and all: its __wrapped__ (what "
    "inspect.unwrap finds) is the function under them, and calling that skips what they "
    "do (an audit log, a retry, toolhooks' own hooked call)."
)


_SAVE_WHAT_IS_THERE = (
    "Save dispatcher.call_tool itself, as it was found: a call_tool set on the instance is "
    "the original, a falsy object too (no `or` falling back to the class's method)."
)


class _KindGuard(_Guard):
    """A guard that raises, for a block whose input names a built-in kind
    (:func:`_kind_of`), that kind, and allows every other block."""

    def __call__(self, *args: Any) -> Any:
        kind = _kind_of(args[0]) if args else None
        if kind is None:
            return super().__call__(*args)
        self.extra.append(len(args) - 1)
        self.log.append(self.label)
        self.seen.append(args[0])
        error = UNICODE_ARGS.get(kind, kind)(f"guard {self.label} crashed")
        self.raised.append(error)
        raise error


def _in_a_row(every: int, rounds: int = 1) -> list[dict[str, Any]]:
    """A block raising each built-in Exception kind in turn, the tools taking turns, after
    a call of each tool that succeeds and with one every ``every`` kinds: each call returns
    its own result (a ``runs`` input: each run its own) or raises its own exception, the
    same tool succeeding and raising in turn (a last good result kept per tool shows).
    ``rounds`` times over: a count the answer keeps of calls that raised (a depth counter
    never brought down after a raise, batch BG's gave up after 64) shows past its limit."""
    blocks = [_block(name, id=f"toolu_ok_{name}", input={"as": "runs"}) for name in _TOOLS]
    for round_ in range(rounds):
        for number, kind in enumerate(_GUARD_KINDS):
            name, at = _TOOLS[number % len(_TOOLS)], f"{round_}_{number}" if round_ else number
            if number % every == every - 1:
                blocks.append(_block(name, id=f"toolu_ok_{at}", input={"as": "runs"}))
            blocks.append(_block(name, id=f"toolu_{at}", input={_RAISES: kind.__name__}))
    return blocks


_ROW_LEAVES_NOTHING = (
    "Each call is answered anew, however many raised before it: keep no count across calls "
    "(a depth counter brought down only when a call returns is never brought down when "
    "the guard or the original raises; use try/finally, or keep no counter at all)."
)


def _row_of_kinds(
    answer: Callable[..., Any],
    desk: DeskView,
    log: list[str],
    guard: _Guard,
    whose: Literal["guard", "original"],
) -> None:
    """Each block of :func:`_in_a_row` on one Desk, one call after the other: a raising
    one's own exception propagates (not an earlier one, nor an earlier result), after one
    ask and (for the original's) one run; a succeeding one returns its own result."""
    example = (
        f"install_guard(Desk(), {guard!r}), then call_tool for each of {len(_ROW)} blocks in "
        f"a row: the {whose} raising each built-in Exception kind in turn, successes between"
    )
    _install(answer, desk, guard, example)
    returned: list[Any] = []
    for number, block in enumerate(_ROW, 1):
        log.clear()
        ran, raised = len(desk.ran), desk.raised if whose == "original" else guard.raised
        kind = _kind_of(block)
        raising = f" raising {kind.__name__}" if kind else ""
        which = f"{example} (call {number}: {block['name']!r}{raising})"
        try:
            got = call_answer(desk.call_tool, block, example=which, raised_here=raised)
        except AnswerCrashed as crash:
            if kind is None or not raised or not raised_from(crash.error, raised[-1:]):
                if number > len(_TOOLS) + 1 and not raised_from(crash.error, raised):
                    crash.hint = _ROW_LEAVES_NOTHING  # the answer's own, after calls that raised
                raise
            if whose == "guard":
                _guard_asked_once(desk, ran, log, which)
                _block_alone(which, guard)
            else:
                _asked_once(log, which)
            _ran_once(desk, ran, [block["id"]] if whose == "original" else [], which)
            continue
        if kind is not None:
            earlier = any(same_value(got, before) for before in returned)
            hint = _OWN_OUTCOME if earlier else _NO_RESULT_MADE
            raise Mismatch(
                which,
                f"returned {shown(got)}" + (", an earlier call's result" if earlier else ""),
                f"the {kind.__name__} the {whose} raised in this call propagates",
                _FAIL_CLOSED if whose == "guard" else hint,
            )
        want = f"{block['name']} run {ran + 1}"
        if not same_value(want, got):
            raise Mismatch(which, shown(got), f"{want!r}, this call's own result", _OWN_OUTCOME)
        returned.append(got)


def _guard_asked_once(desk: DeskView, ran: int, log: list[str], example: str) -> None:
    """A guard that raised was asked once (no retry), and the original did not run."""
    if log != ["g"] and len(desk.ran) == ran:
        raise _asked_again(log, example)
    if len(desk.ran) > ran:
        raise Mismatch(
            example,
            "the original ran",
            "the guard's exception propagates, and the original does not run",
            _FAIL_CLOSED,
        )


UNPRINTABLE_GUARD = "a guard raising an exception whose str() raises (f'{exc}' fails)"
UNPRINTABLE_ORIGINAL = "an original raising an exception whose str() raises"
FALSY_GUARD_ERROR = "a guard raising an exception whose objects are falsy (__bool__ False)"
GUARD_FROM_CAUSE = (
    "a guard raising an exception raised from another (a ConnectionError its cause): the "
    "guard's own propagates, not its cause"
)

_FAIL_CLOSED = (
    "A guard that raises did not say yes: let its exception propagate (fail closed), "
    "whatever attributes the guard carries (fail_open, fail_closed, critical, optional), "
    "do not catch it and run the original."
)
_FALSY_ERROR = (
    "A guard that raises did not say yes, even when the exception object is falsy (its "
    "class defines __bool__ or __len__): compare a kept exception with None, never test its "
    "truth (`if error:`), or better, let it propagate (no try/except at all)."
)
_NO_RESULT_MADE = (
    "When the guard allows, the wrapper does what the original does: return its result, "
    "or let its exception propagate (no try/except that turns it into a result)."
)
_OWN_OUTCOME = (
    "Each call does what its own original did: returns this call's result, or lets this "
    "call's exception propagate; never an earlier call's result (a last good result kept "
    "as a fallback) or exception in its place."
)
_GUARD_ROW = (
    "every built-in Exception kind from the guard, in a row on one Desk, calls it allows "
    "between (each call's own exception or result)"
)
_ORIGINAL_ROW = (
    "every built-in Exception kind from the original, in a row on one Desk, successes "
    "between and first (each call's own result or exception)"
)


def _raising_in_a_row(answer: Callable[..., Any], whose: Literal["guard", "original"]) -> None:
    """:func:`_row_of_kinds` for the guard's exceptions or the original's."""
    desk, log = DeskView(answer, kinds=whose == "original"), list[str]()
    kind = _KindGuard if whose == "guard" else _Guard
    _row_of_kinds(answer, desk, log, kind("g", frozenset(), log), whose)


FALSY_OWN = "a falsy call_tool (__bool__ False) set on the instance"
NOT_CALLABLE_CASE = "call_tool set by hand to None, a text, 0 (not callable), then undo()"
DELETED_CASE = (
    "an own call_tool set by hand, install_guard, then del desk.call_tool by hand, then "
    "undo(): it raises, and leaves no own call_tool"
)
FORCED_CASE = "the older undo(True) first: undo takes no arguments, a flag is no way round"
_IS_NOT_NONE = (
    "Run the original only when `answer is None`, and compare the answer with nothing "
    "else: an answer may say it is == to anything (None, a text), as mock.ANY does, so "
    "`!= None` or `== 'ALLOW'` takes it for no answer and runs the tool."
)
APPROVED_LOOKING: dict[str, Any] = {
    "approved": True,
    "pre_approved": True,
    "trusted": True,
    "skip_guard": True,
    "bypass_guards": True,
    "input": {"approved": True, "confirmed_by_user": True, **EXEMPTION_CLAIMS},
}
"""Keys a block may carry that look like a person's approval, and an input claiming a dry
run or another exemption (:data:`~.wide_classes.EXEMPTION_CLAIMS`: batch AZ let a dry run
past the guard): the model writes the block, so they say nothing, and the guard is asked
all the same."""
_BLOCK_KEYS_SAY_NOTHING = (
    "Ask the guard for every block, whatever keys it carries (approved, trusted, "
    "skip_guard, an input's dry_run): the model writes the block, so none of its keys can "
    "skip the guard."
)
APPROVED_LOOKING_CASE = (
    "a refused block carrying approval-looking keys (approved, trusted, skip_guard: True)"
)
SAYS_NONE_CASE = "a refusal that says it is == to anything, None too (as mock.ANY does)"
BY_HAND_THEN_B = (
    "call_tool set by hand over the wrapper, then guard b installed over it, then a's undo()"
)
"""Batch AH: an undo() that keeps its wrapper's ``id`` only (a number, so as not to pin
it) meets guard b's wrapper at the freed address of a's, and drops it."""
DECORATED_CASE = (
    "call_tool decorated by hand over the wrapper (functools.wraps: its __wrapped__ is the "
    "wrapper), then undo()"
)
"""Batch AR: an undo() that follows ``__wrapped__`` to its own wrapper takes the decorator
for its wrapper, and drops it."""
MOCK_CASE = "call_tool set by hand over the wrapper to one == to anything (a mock), then undo()"
EMPTY_OWN = "a falsy call_tool (__len__ 0) set on the instance"
NONE_OWN = "a call_tool of None (switched off) set on the instance, then undo()"
DECORATED_OWN = (
    "a decorated call_tool set on the instance (functools.wraps: its __wrapped__ is another "
    "function)"
)
BOUND_OWN = "a call_tool set on the instance: its own bound method, == to the class's (unchanged)"
"""An own ``call_tool`` equal to what the class would give (``d.call_tool = d.call_tool``):
an undo that compares the saved one with the class's bound method by ``==`` deletes it."""

_GUARD_KINDS: tuple[type[Exception], ...] = every_builtin_exception()
_BY_NAME = {kind.__name__: kind for kind in _GUARD_KINDS}


MAX_MINED_CALLS = 200
"""The largest number an answer names that is tried as a count of calls or of guards."""


def _a_count(value: float) -> int | None:
    """``value`` as a count (whole, not negative, not too many), when it is one."""
    if value != int(value) or not 0 <= value <= MAX_MINED_CALLS:
        return None
    return int(value)


def _block(name: Any = "lookup_user", **fields: Any) -> dict[str, Any]:
    """A tool_use block calling ``name``, with ``fields`` over the usual ones."""
    return {"type": "tool_use", "id": "toolu_1", "name": name, "input": {}, **fields}


_ROW = _in_a_row(8, rounds=2)
"""Every built-in kind in turn, twice, a call that succeeds first and after every eighth."""


def _mined_guarded(named: Mined) -> Iterator[tuple[object, Guarded]]:
    """Each value the answer names in every slot of a block (its tool name, id, type, an
    input's key and value, an extra key), refused and allowed; as what the original
    returns and what the guard answers; a text inside longer tool names (as a prefix, a
    suffix, in the middle), refused and allowed; a count as how many calls come before a
    refused one and an allowed one (and one more), and as the length of a tool name and of
    a list in an input: never a rule of the wrapper's own."""
    for value in (*named.texts, *named.numbers):
        key = str(value)
        allowed = [
            _block(value, input={key: value}),
            _block(id=value, input={"as": "text"}),
            _block(type=value, id="toolu_3", input={"q": value}),
            _block(id="toolu_4", input={"as": "echo", "value": value}),
        ]
        if key not in _WHOLE_KEYS:
            allowed.append(_block(id="toolu_5", **{key: value}))
        yield value, (frozenset(), allowed, "result")
        refused = [_block(value), _block(value, type=value, id="toolu_2", input={key: value})]
        yield value, (frozenset({value}), [*refused, _block(id="toolu_3")], "result")
        yield value, (frozenset({"lookup_user"}), [_block()], Given(value))
        if isinstance(value, str):
            names = [f"{value}-x", f"x-{value}", f"x-{value}-x"]
            longer = [_block(name, id=f"toolu_{i}") for i, name in enumerate(names)]
            yield value, (frozenset(names), longer, "result")
            yield value, (frozenset(), longer, "result")
    for number in named.numbers:
        count = _a_count(number)
        for many in () if count is None else (count, count + 1):
            names = ["lookup_user"] * many + ["issue_refund", "lookup_user"]
            blocks = [_block(name, id=f"toolu_{i}") for i, name in enumerate(names)]
            sized = _block("t" * many, id="toolu_sized", input={"items": ["x"] * many})
            blocks += [sized] if many else []  # a Desk's original breaks for the tool "" only
            yield number, (frozenset({"issue_refund"}), blocks, "result")


def _mined_stacks(named: Mined) -> Iterator[tuple[object, Stacked]]:
    """Each count the answer names as how many guards are stacked (and one more)."""
    for number in named.numbers:
        count = _a_count(number)
        for depth in () if not count else (count, count + 1):
            yield number, Stacked(depth)


def _mined_tools(
    named: Mined,
) -> Iterator[tuple[object, tuple[list[dict[str, Any]], type[Exception]]]]:
    """Each text the answer names as the tool called."""
    for text in named.texts:
        yield text, ([_block(text)], GuardFailed)


def _mined_breaking(
    named: Mined,
) -> Iterator[tuple[object, tuple[list[dict[str, Any]], type[ToolBroke]]]]:
    """Each text the answer names as the tool whose original raises."""
    for text in named.texts:
        yield text, ([_block(text)], ToolBroke)


def _mined_notes(named: Mined) -> Iterator[tuple[object, Any]]:
    """Each value the answer names as an attribute set on the dispatcher after installing."""
    for value in (*named.texts, *named.numbers):
        yield value, value


EXERCISE = Exercise(
    number=8,
    id="save-before-replace",
    title="8 · Save before replace",
    notebook="05-Wrapping-The-Dispatcher.ipynb",
    name=NAME,
    params=("dispatcher", "guard"),
    spec=(
        "Replace dispatcher.call_tool with a wrapper that asks guard(block) first: a result "
        "from the guard is returned as it is, None lets the saved original run.\n"
        "Return undo(), which puts back exactly what was there. Installing twice must stack; "
        "an undo() out of order must not drop a newer guard (raise instead)."
    ),
    returns=(
        "`undo`, a function taking no arguments. From then on (until `undo()` is called, "
        "whatever becomes of it) `dispatcher.call_tool(block)` returns `guard(block)` as it "
        "is whenever that is "
        'not `None` (even `{}`, `""`, `False` or `0`; the original does not run; an equal '
        "copy of a `dict` is not told apart), and "
        "otherwise what the saved original returns (the object that was there, called as it "
        "is: the class's method bound to this very dispatcher, or the instance's own object), "
        "whatever it is (an equal copy of a "
        "`dict` is not told apart), run once per call (a block, or its `id`, seen before "
        "too); the guard is asked for every block, each time, whatever its `type`. "
        "`undo()` puts back exactly "
        "what was there (a falsy object too, `None` set on the instance too: it is "
        "installed over all the same; it deletes the instance attribute when there "
        "was none); when "
        "`dispatcher.call_tool` is no longer its own wrapper (an undo() out of order, or a "
        "second undo()), it raises an exception with a message instead of dropping the "
        "newer guard (not an `assert`, which `python -O` removes, and no `AssertionError` "
        "at all, even with a message), and changes nothing, whoever set what is there now "
        "(another install, or code setting `call_tool` by hand). `install_guard` and "
        "`undo()` change `call_tool` only (no bookkeeping attribute on the dispatcher "
        "itself, nor on its class): "
        "other attributes stay as they are. The dispatcher is any object whose `call_tool` "
        "can be set (a `types.SimpleNamespace` too, one that is unhashable or takes no "
        "weak reference, or one `==` to another dispatcher: two are still two) and has a "
        "`__dict__` (an object of a class with `__slots__` and no "
        "`__dict__` is not graded). A guard that raises fails the call closed: its "
        "exception propagates (wrapped or not: an exception raised from it or while handling it, "
        "as Python records it, `__cause__` or `__context__`, never hidden `from None`), of any "
        "kind (a "
        "`TypeError` too, one whose "
        "`str()` raises), it is "
        "asked once, and the original does "
        "not run; when the original raises, its exception propagates too (wrapped or not, "
        "never hidden `from None`, of any kind), "
        "after one run (no retry, the guard not asked again). A guard, any callable (a "
        "falsy object, an unhashable one, a class or a `functools.partial` too, a bound "
        "method of an object nothing else holds too, whatever attributes it "
        "carries: `enabled` or `fail_open` change nothing), returns `None` or any "
        "other value: a "
        '`dict` (`{}` too, a `tool_use`-looking one or `{"allow": True}` too: never run), '
        'a list, a string (`""`, `" no\\n"`, `"{}"` too: never stripped or decoded), a '
        "number, `False` or `0`, bytes, `NotImplemented`; never `ALLOW`. The guard and the "
        "original "
        "get the block alone, positionally, a plain `dict` of JSON values here, of any "
        "shape (it "
        "may lack `id` or `name`: the wrapper reads none of it; they may get an equal copy, "
        "never a frozen one; an SDK block object is not tried), and it is left as it came, "
        "in the caller's dict too. The guard or the original may call "
        "`dispatcher.call_tool` again from inside (a sub-call, once or more): it is a call "
        "like any other (the guard is asked about it too), answered before the outer one "
        "goes on. How long a guard takes is "
        "not graded."
    )
    + SAID_WHERE["anywhere"],
    reference=reference,
    delegates=("toolhooks.install.install_hooks",),
    properties=(
        Property(
            "after installing, a refused call returns the guard's result as it is (even {} or "
            "''), and the original never runs; an allowed call returns the original's result",
            _guards_then_original,
            st.tuples(_refusals, _any_blocks, _answers).map(Drawn),
            cases={
                "a refusal with a result": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "result",
                ),
                "a falsy refusal {}": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "empty dict",
                ),
                WARNING_GUARD: (
                    frozenset({"issue_refund"}),
                    _blocks_for("lookup_user", "issue_refund"),
                    "warns",
                ),
                "a falsy refusal ''": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "empty text",
                ),
                SAYS_NONE_CASE: (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "equals none",
                ),
                APPROVED_LOOKING_CASE: (
                    frozenset({"issue_refund"}),
                    [{**block, **APPROVED_LOOKING} for block in _blocks_for("issue_refund")],
                    "result",
                ),
                "allowed calls": (
                    frozenset(),
                    _blocks_for("lookup_user", "issue_refund"),
                    "result",
                ),
                "a refused call then an allowed one": (
                    frozenset({"issue_refund"}),
                    _blocks_for("issue_refund", "lookup_user"),
                    "result",
                ),
                "a falsy refusal False": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "false",
                ),
                "a falsy refusal 0": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "zero",
                ),
                "a refusal that looks like a tool_use block": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "tool_use block",
                ),
                "a refusal of every JSON shape: a list": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "list",
                ),
                "a refusal of every JSON shape: text": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "text",
                ),
                "a refusal of every JSON shape: a number": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "number",
                ),
                "a refusal of every JSON shape: True": (
                    frozenset({"lookup_user"}),
                    _blocks_for("lookup_user"),
                    "true",
                ),
                DENY_CASE: (frozenset({"lookup_user"}), _blocks_for("lookup_user"), "deny"),
                REWRITE_CASE: (
                    frozenset({"issue_refund"}),
                    _blocks_for("issue_refund"),
                    "rewrite",
                ),
                "blocks of another type (mcp_tool_use), refused": (
                    frozenset({"issue_refund"}),
                    _blocks_for("issue_refund", kind="mcp_tool_use"),
                    "result",
                ),
                "a block with no type key, refused": (
                    frozenset({"issue_refund"}),
                    _blocks_for("issue_refund", kind=None),
                    "result",
                ),
                "an original returning text, not a dict": (
                    frozenset(),
                    [{**block, "input": {"as": "text"}} for block in _blocks_for("lookup_user")],
                    "result",
                ),
                "an original returning None": (
                    frozenset(),
                    [{**block, "input": {"as": "none"}} for block in _blocks_for("lookup_user")],
                    "result",
                ),
                ORIGINAL_KINDS: (
                    frozenset(),
                    [_block(id=f"toolu_{n}", input={"as": "kind", "n": n}) for n in _EVERY_KIND],
                    "result",
                ),
                MALFORMED: (frozenset({"issue_refund"}), MALFORMED_BLOCKS, "result"),
                AS_THEY_ARE_CASE: (
                    frozenset({"lookup_user"}),
                    [_block(id=f"toolu_{i}") for i in range(len(AS_THEY_ARE))],
                    Each(AS_THEY_ARE),
                ),
                DEEP_BLOCKS: (frozenset({"issue_refund"}), DEEP_BLOCKS_GIVEN, "text"),
                ODD_BLOCKS: (frozenset({"issue_refund"}), ODD_BLOCKS_GIVEN, "text"),
                "repeated tool_use_id: two allowed blocks with one id": (
                    frozenset({"issue_refund"}),
                    _one_id(_blocks_for("lookup_user", "issue_refund", "lookup_user")),
                    "result",
                ),
                OWN_OBJECTS_CASE: OWN_OBJECTS_CASE,
                FROM_INSIDE_CASE: FROM_INSIDE_CASE,
                ONE_CLASS_CASE: ONE_CLASS_CASE,
                WORKBOOK_DISPATCHER: WORKBOOK_DISPATCHER,
                UNHELD_OWN_METHOD: UNHELD_OWN_METHOD,
                NOT_TO_RAISE_OR_RUN_CASE: (
                    frozenset({"lookup_user"}),
                    [_block(id=f"toolu_{i}") for i in range(len(NOT_TO_RAISE_OR_RUN))],
                    Each(NOT_TO_RAISE_OR_RUN),
                ),
            },
            hint=(
                "Save the original in a local variable before replacing the attribute; "
                "a lambda that reads dispatcher.call_tool at call time finds itself."
            ),
            branches={
                ANY_SHAPE: lambda example: any(set(b) != _WHOLE_KEYS for b in example[1]),
                GENERATED_KINDS: lambda example: isinstance(example[2], Each),
            },
            mined=_mined_guarded,
            id="guard-then-original",
        ),
        Property(
            "each call is a new call: the very same block object again, or an equal one, "
            "asks the guard again and runs the original again, each call returning its own "
            "result",
            _same_block_again,
            cases={
                _AGAIN_ALLOWED: (frozenset(), _block(input={"as": "runs"})),
                _AGAIN_REFUSED: (frozenset({"lookup_user"}), _block(input={"as": "runs"})),
            },
            hint=_EACH_CALL,
            id="each-call-anew",
        ),
        Property(
            "installing twice stacks (the newest guard runs first, then the older one, then "
            "the original), and undo() in reverse order restores each step, down to no "
            "instance attribute at all",
            _stacks_and_undoes,
            st.tuples(_refusals, _refusals, _blocks).map(Drawn),
            cases={
                "two guards that allow": (frozenset(), frozenset(), _blocks_for("lookup_user")),
                EVERY_KIND: EveryKind(),
                "the newer guard refuses": (
                    frozenset(),
                    frozenset({"lookup_user"}),
                    _blocks_for("issue_refund", "lookup_user"),
                ),
            },
            hint=(
                "The wrapper must call the function saved at install time, not the class's "
                "method: a second installation wraps the first."
            ),
            mined=_mined_stacks,
            id="stack-and-undo",
        ),
        Property(
            "the saved original is the exact object that was there, even one set on the "
            "instance (a falsy one too): the wrapper runs it, and undo() restores it",
            _restores_an_instance_attribute,
            cases={  # the guard is never called here: the fixed cases are every kind
                "a call_tool set on the instance": (frozenset(), "method"),
                FALSY_OWN: (frozenset(), "falsy"),
                EMPTY_OWN: (frozenset(), "empty"),
                NONE_OWN: (frozenset(), "none"),
                DECORATED_OWN: (frozenset(), "wrapped"),
                BOUND_OWN: BOUND_OWN,
                CLASS_KINDS_CASE: CLASS_KINDS_CASE,
            },
            hint="Remember whether the instance had its own call_tool, and what it was.",
            id="undo-exact",
        ),
        Property(
            "an undo() out of order raises an exception and changes nothing: both guards still run",
            _undo_out_of_order,
            cases={
                "the older undo() first": (_blocks_for("lookup_user"), "guard b"),
                "the same guard installed twice, the older undo() first": (
                    _blocks_for("lookup_user"),
                    "the same guard",
                ),
                FORCED_CASE: (_blocks_for("lookup_user"), "forced"),
                "call_tool set by hand over the wrapper, then undo()": (
                    _blocks_for("lookup_user"),
                    "by hand",
                ),
                BY_HAND_THEN_B: (_blocks_for("lookup_user"), "by hand, then b"),
                DECORATED_CASE: (_blocks_for("lookup_user"), "decorated by hand"),
                MOCK_CASE: (_blocks_for("lookup_user"), "a mock"),
                NOT_CALLABLE_CASE: (_blocks_for("lookup_user"), "not callable"),
                DELETED_CASE: (_blocks_for("lookup_user"), "deleted by hand"),
            },
            hint="Check that dispatcher.call_tool is still your wrapper before undoing.",
            id="undo-out-of-order",
        ),
        Property(
            "a guard that raises fails the call closed: its exception propagates, the guard "
            "was asked once, and the original does not run",
            _guard_raises,
            cases={
                "a guard that raises": (_blocks_for("lookup_user"), GuardFailed),
                UNPRINTABLE_GUARD: (_blocks_for("lookup_user"), GuardFailedUnprintable),
                GUARD_FROM_CAUSE: (_blocks_for("lookup_user"), GuardFailedFromCause),
                FALSY_GUARD_ERROR: (_blocks_for("lookup_user"), GuardFailedFalsy),
                **{name: (_blocks_for("lookup_user"), kind) for name, kind in GUARD_STOPS.items()},
                _GUARD_ROW: "in a row",
                **{
                    case: (_blocks_for("lookup_user"), kind)
                    for case, kind in NAMED_GUARD_CASES.items()
                },
            },
            hint="A guard that raises did not say yes: let its exception propagate.",
            mined=_mined_tools,
            id="guard-raises",
        ),
        Property(
            "when the guard allows and the original raises, its exception propagates, and "
            "the original ran once (no retry)",
            _original_raises,
            cases={
                "an original that raises": (_blocks_for("issue_refund"), ToolBroke),
                UNPRINTABLE_ORIGINAL: (_blocks_for("issue_refund"), ToolBrokeUnprintable),
                "an original that raises a KeyError (a tool it does not know)": (
                    _blocks_for("issue_refund"),
                    ToolNotFound,
                ),
                "an original that raises a ValueError": (
                    _blocks_for("issue_refund"),
                    ToolRefusedInput,
                ),
                "an original that raises a TypeError": (
                    _blocks_for("issue_refund"),
                    ToolCalledWrongly,
                ),
                # The workbook's own: a Dispatcher answers it with an error result, but a
                # wrapper is no Dispatcher, and lets it out like any other (batch BD).
                "an original that raises the workbook's ToolInputError": (
                    _blocks_for("issue_refund"),
                    ToolInputError,
                ),
                _ORIGINAL_ROW: "in a row",
                ORIGINAL_INTERRUPTED: (_blocks_for("issue_refund"), OriginalInterrupted),
                ORIGINAL_CANCELLED: (_blocks_for("issue_refund"), GradingCancelled),
                ORIGINAL_EXITED: (_blocks_for("issue_refund"), OriginalExitedSaying),
            },
            mined=_mined_breaking,
            id="original-raises",
        ),
        Property(
            "undo() changes call_tool only: an attribute set on the dispatcher after "
            "installing survives it",
            _undo_leaves_the_rest,
            cases={"an attribute set after installing": "set after install"},
            mined=_mined_notes,
            id="undo-only-call-tool",
        ),
        Property(
            "a second undo() raises, like any undo() out of order, and changes nothing",
            _undo_twice,
            cases={
                "undo() twice": _blocks_for("lookup_user"),
                UNDO_TWICE_OWN: "own",
                UNDO_AFTER_REINSTALL: UNDO_AFTER_REINSTALL,
            },
            hint="Check that dispatcher.call_tool is still your wrapper before undoing.",
            id="undo-twice",
        ),
        Property(
            "the guard stays until undo() is called, whatever becomes of the undo() handle: "
            "let go of at once, the guard still answers",
            _kept_until_undo,
            cases={LET_GO: _blocks_for("issue_refund")},
            hint=_KEPT,
            id="kept-until-undo",
        ),
        Property(
            "any object whose call_tool can be set is a dispatcher: a SimpleNamespace, an "
            "unhashable object without weak references; installed, asked and undone alike",
            _in_the_answers_process,
            cases={  # last: other mistakes show first
                PLAIN_OBJECTS_CASE: PLAIN_OBJECTS_CASE,
                EQUAL_TWINS_CASE: EQUAL_TWINS_CASE,
            },
            hint=_ANY_DISPATCHER,
            id="any-dispatcher",
        ),
    ),
    hint="Bind the original first; the closure then holds the real function, not a name.",
    clauses=(
        Clause(
            "the guard is asked first, for every block whatever its type or shape (no id, no "
            "name: the wrapper reads nothing of it)",
            "guard-then-original",
            "guard log per call; blocks of another type or none; blocks of any shape, fixed "
            "and generated",
            (
                MALFORMED,
                ANY_SHAPE,
                "a refusal with a result",
                "allowed calls",
                "blocks of another type (mcp_tool_use), refused",
                "a block with no type key, refused",
            ),
        ),
        Clause(
            "the guard is asked whatever keys the block carries (approved, trusted, "
            "skip_guard: the model writes them); its answer is one when it is not None, even "
            "one that says it is == None",
            "guard-then-original",
            "fixed: a refused block carrying approval-looking keys; a refusal == to anything "
            "in the answer's process (codec trait 'equals_all')",
            (APPROVED_LOOKING_CASE, SAYS_NONE_CASE),
        ),
        Clause(
            "a guard's answer returned as it is, falsy ones too, of any JSON shape (a "
            "tool_use-looking dict is a result, never a rewrite)",
            "guard-then-original",
            "fixed refusals: a result, {}, '', False, 0; every JSON shape (a list, text, a "
            "number, True), a tool_use-looking block, a Deny; AS_THEY_ARE: text with spaces "
            "around, JSON-looking, digits, markup, escapes, bytes, falsy values, nested; generated",
            (
                AS_THEY_ARE_CASE,
                NOT_TO_RAISE_OR_RUN_CASE,
                GENERATED_KINDS,
                "a refusal that looks like a tool_use block",
                "a refusal of every JSON shape: a list",
                "a refusal of every JSON shape: text",
                "a refusal of every JSON shape: a number",
                "a refusal of every JSON shape: True",
                DENY_CASE,
                REWRITE_CASE,
                "a refusal with a result",
                "a falsy refusal {}",
                WARNING_GUARD,
                "a falsy refusal ''",
                "a falsy refusal False",
                "a falsy refusal 0",
            ),
        ),
        Clause(
            "the tool never runs for a refused call",
            "guard-then-original",
            "the Desk's record of runs",
            ("a refused call then an allowed one", "a falsy refusal {}"),
        ),
        Clause(
            "None runs the saved original, each time; its result returned",
            "guard-then-original",
            "fixed allowed calls; type-exact; blocks sharing one tool_use_id; a text result; "
            "None; AS_THEY_ARE as the original's results",
            (
                ORIGINAL_KINDS,
                "allowed calls",
                "an original returning text, not a dict",
                "an original returning None",
                "a refused call then an allowed one",
                "repeated tool_use_id: two allowed blocks with one id",
            ),
        ),
        Clause(
            "the saved original is dispatcher.call_tool as Python binds it, whatever the "
            "class holds (a staticmethod, a classmethod, a callable object, a partial)",
            "undo-exact",
            "fixed, in the answer's process: each kind's arguments before and after installing",
            (CLASS_KINDS_CASE,),
        ),
        Clause(
            "the guard's answer is the very object it returned (the block itself too), and "
            "the original's result too, not an equal copy",
            "guard-then-original",
            "fixed, in the answer's process: identity of a dict, a list, an object, the "
            "block itself; the original's list and object",
            (OWN_OBJECTS_CASE,),
        ),
        Clause(
            "the saved original is the object that was there, kept alive by the wrapper: an "
            "own bound method of an object nothing else holds runs",
            "guard-then-original",
            "fixed, in the answer's process: desk.call_tool = Tool().run, the tool unheld",
            (UNHELD_OWN_METHOD,),
        ),
        Clause(
            "a call from inside (the original or the guard calling dispatcher.call_tool "
            "again) goes through the guard: no lock held across the call, no call refused "
            "or waved through as re-entry",
            "guard-then-original",
            "fixed, in the answer's process: one sub-call from the original (the guard "
            "refuses it), one from the guard; a deadlock ends at the time limit",
            (FROM_INSIDE_CASE,),
        ),
        Clause(
            "on this dispatcher, not its class",
            "guard-then-original",
            "a fresh Desk class per example; two Desks of one class, each guarded",
            ("allowed calls", ONE_CLASS_CASE, WORKBOOK_DISPATCHER),
        ),
        Clause(
            "a guard that raises: its exception propagates, asked once (no retry), the "
            "original does not run",
            "guard-raises",
            "fixed; the guard's log; a guard taking *args; every built-in Exception kind, in "
            "a row on one Desk with allowed calls between",
            (
                "a guard that raises",
                _GUARD_ROW,
                *GUARD_STOPS,
                GUARD_FROM_CAUSE,
                FALSY_GUARD_ERROR,
                *NAMED_GUARD_CASES,
            ),
        ),
        Clause(
            "an exception whose str() raises propagates too (wrapped or not), not the error "
            "its str() gives, from the guard or the original",
            "guard-raises",
            "fixed: a guard and an original raising one whose __str__ raises ValueError in "
            "the answer's process (codec trait 'unprintable')",
            (UNPRINTABLE_GUARD,),
        ),
        Clause(
            "each call is a new call: the very same block object again, or an equal one, asks "
            "the guard and runs the original again (no memo on identity or equality)",
            "each-call-anew",
            "fixed: one block object called twice in the answer's process, then an equal copy, "
            "allowed and refused; each run's own result",
            (_AGAIN_ALLOWED, _AGAIN_REFUSED),
        ),
        Clause(
            "the block reaches the guard and the original as it came and is left so, in the "
            "caller's dict too: no key added, removed or changed, at any depth; of any shape "
            "or size (a list as its name, 48 levels deep, over a megabyte)",
            "guard-then-original",
            "the guard's and the original's view of each block; the caller's block echoed "
            "after each call; nested blocks with extra keys, reordered; generated",
            (
                DEEP_BLOCKS,
                MALFORMED,
                ODD_BLOCKS,
                ANY_SHAPE,
                "allowed calls",
                "a refusal with a result",
            ),
        ),
        Clause(
            "installing twice stacks, newest first",
            "stack-and-undo",
            "fixed two guards; generated",
            ("two guards that allow", "the newer guard refuses"),
        ),
        Clause(
            "undo() in reverse order restores each step",
            "stack-and-undo",
            "after each undo",
            ("two guards that allow", "the newer guard refuses"),
        ),
        Clause(
            "exactly what was there: no instance attribute when there was none",
            "stack-and-undo",
            "vars(desk) after both undos",
            ("two guards that allow",),
        ),
        Clause(
            "exactly what was there: the very object set on the instance, a falsy one too, "
            "None too (installed over, put back, not deleted)",
            "undo-exact",
            "identity check; a falsy callable (__bool__ False, __len__ 0); one == to the "
            "class's bound method; None on the instance, read back as the Desk's own",
            ("a call_tool set on the instance", FALSY_OWN, EMPTY_OWN, BOUND_OWN, NONE_OWN),
        ),
        Clause(
            "the saved original is what was there: a call_tool set on the instance, a falsy "
            "one too, runs for an allowed call (not the class's method)",
            "undo-exact",
            "fixed: the class's method replaced before installing, so a call reaching it "
            "shows; a falsy callable (__bool__ False, __len__ 0)",
            ("a call_tool set on the instance", FALSY_OWN, EMPTY_OWN),
        ),
        Clause(
            "undo() out of order does not drop a newer guard (the same guard installed twice "
            "too: each install has its own wrapper; a call_tool set by hand too, one that is "
            "not callable too: None, a text, 0; one == to anything; undo called with an "
            "argument too); the undo() that raised still works once in order",
            "undo-out-of-order",
            "fixed: a's undo() before b's; the same guard twice; set by hand, callable or "
            "not (what was set is still there after undo() raised), == to anything (a mock), "
            "then guard b over it; a's undo(True); after a's undo() raised, b's then a's "
            "undo() in order",
            (
                "the older undo() first",
                "the same guard installed twice, the older undo() first",
                "call_tool set by hand over the wrapper, then undo()",
                BY_HAND_THEN_B,
                DECORATED_CASE,
                NOT_CALLABLE_CASE,
                DELETED_CASE,
                FORCED_CASE,
                MOCK_CASE,
            ),
        ),
        Clause(
            "the original raises: its exception propagates (no result made of it), after "
            "one run (no retry)",
            "original-raises",
            "fixed: an original that raises, a KeyError and a ValueError too; every built-in "
            "Exception kind in a row on one Desk, successes first and between (each call's "
            "own result or exception: no last good result); the Desk's record of runs",
            (
                "an original that raises",
                "an original that raises a KeyError (a tool it does not know)",
                "an original that raises a ValueError",
                _ORIGINAL_ROW,
                UNPRINTABLE_ORIGINAL,
            ),
        ),
        Clause(
            "the original's KeyboardInterrupt or asyncio.CancelledError propagates too (no "
            "worker thread that hands back only Exception)",
            "original-raises",
            "fixed: an original interrupted, an original cancelled",
            (ORIGINAL_INTERRUPTED, ORIGINAL_CANCELLED, ORIGINAL_EXITED),
        ),
        Clause(
            "the dispatcher is any object whose call_tool can be set (a SimpleNamespace, an "
            "unhashable object without weak references, two distinct ones that are ==); no "
            "bookkeeping on its class",
            "any-dispatcher",
            "fixed, in the answer's process: both objects, a refused and an allowed call, "
            "undo(), the class's attributes; two == dispatchers, each guarded, undone in turn",
            (PLAIN_OBJECTS_CASE, EQUAL_TWINS_CASE),
        ),
        Clause(
            "undo() puts back call_tool only: other attributes set since survive",
            "undo-only-call-tool",
            "fixed: an attribute set after installing",
            ("an attribute set after installing",),
        ),
        Clause(
            "any callable is a guard, installed, asked and undone as it is: a builtin, a "
            "class, functools.partial, a bound method, falsy objects (__bool__ False, "
            "__len__ 0)",
            "stack-and-undo",
            "fixed: three kinds stacked on each of two Desks; an allowed call, a refused one",
            (EVERY_KIND,),
        ),
        Clause(
            "each install's undo() is its own dispatcher's: two dispatchers' installs taking "
            "turns, each undone newest first, puts each back as it was (nothing shared "
            "between installs, no mutable default argument)",
            "stack-and-undo",
            "fixed: three guards on each of two Desks, installed in turn, Desk 1's undone "
            "first while Desk 2's newer installs are in place",
            (EVERY_KIND,),
        ),
        Clause(
            "the guard stays until undo() is called, whatever becomes of the undo() handle",
            "kept-until-undo",
            "fixed: install in the answer's process, let go of undo(), gc.collect(1), call",
            (LET_GO,),
        ),
        Clause(
            "a second undo() raises and changes nothing, after another guard of the same "
            "original was installed too (the wrapper known by itself, not its __wrapped__)",
            "undo-twice",
            "fixed: undo() twice; undo(), guard b installed over the same own call_tool, then "
            "the first undo() again",
            ("undo() twice", UNDO_AFTER_REINSTALL),
        ),
        Clause(
            "the saved original is called as it is, a decorated one too (not inspect.unwrap-ed)",
            "undo-exact",
            "fixed: an own call_tool made with functools.wraps over another function",
            (DECORATED_OWN,),
        ),
        Clause(
            "install_guard changes call_tool only: on the workbook's Dispatcher no other "
            "entry point (run_call) is wrapped",
            "guard-then-original",
            "fixed, in the answer's process: the Dispatcher's own attributes before and while "
            "installed, for each of its class's methods",
            (WORKBOOK_DISPATCHER,),
        ),
    ),
)


def _undo_all(desk: Any, undos: list[Any], example: str, *, other: str = "") -> None:
    """Call each ``undo`` newest first; then the class's ``call_tool`` must show through.
    ``other``: the hint when a guard or wrapper still answers (not the saved original)."""
    for undo in reversed(undos):
        call_answer(undo, example=example + " (undo)")
    through = desk.what_shows_through()
    if through != "class":
        raise Mismatch(
            example,
            "after undoing all, the Desk still has a call_tool of its own"
            + (" (a guard or wrapper answered)" if through == "other" else ""),
            "no call_tool of its own, as before: the class's method shows through",
            other if through == "other" and other else _UNDO_LEFT_ATTRIBUTE,
        )


def _asked_again(log: list[str], example: str) -> Mismatch:
    """A guard that raised was asked again (a retry): its exception must propagate."""
    return Mismatch(
        example,
        f"the guard was asked {len(log)} times",
        "the guard asked once: its exception propagates",
        "Ask the guard once per call: when it raises, let that propagate (a retry "
        "asks twice, and a guard that answers None the second time lets the call "
        "through).",
    )
