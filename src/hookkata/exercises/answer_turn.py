"""Exercise 7: answering every ``tool_use`` of one assistant turn, in one message."""

from __future__ import annotations

import builtins
import concurrent.futures
import contextlib
import copy
import errno
import functools
import html
import io
import json
import ssl
import subprocess
import unicodedata
import warnings
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from hypothesis import strategies as st

from hookkata.exercises.named_slots import letters, sendable, sizes
from hookkata.exercises.strategies import UNREPRABLE_HINT
from hookkata.exercises.wide_classes import (
    DATED_NAME,
    DATED_TOOL_NAMES,
    EXCEPTION_GROUP,
    REAL_WORLD_TEXT,
    REAL_WORLD_VALUES,
    SENSITIVE_LOOKING,
    STDLIB_ERRORS,
    WORKBOOK_ERRORS,
    builtin_warnings,
    exception_group,
    warning_named,
    workbook_error,
)
from hookkata.grading.codec import (
    C_BUILTINS,
    MAX_TEXT,
    UNREPRABLE,
    add_notes,
    falsy_error,
    raised_by_repr,
    unhashable_error,
)
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.limits import (
    AnswerRaised,
    GradingBaseExceptionGroup,
    GradingCancelled,
    GradingExit,
    GradingGeneratorExit,
    GradingInterrupt,
    grading_exit,
)
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    NO_HINT,
    AnswerCrashed,
    LongRun,
    Mismatch,
    NotStarted,
    call_answer,
    call_in_steps,
    call_seeing_inputs,
    differing,
    each_its_own,
    long_run_hint,
    same_value,
    shown,
)
from toolhooks import Deny
from toolhooks.errors import PreHookError, crash_message
from toolhooks.results import error_result, synthetic_error_result, tool_result
from toolhooks.turns import answer_tool_uses

NAME = "answer_turn"
Behaviour = Literal[
    "ok",
    "denied",
    "failed",
    "empty",
    "crash",
    "silent-crash",
    "blank-crash",
    "bare-crash",
    "bug",
    "interrupt",
    "interrupt-group",
    "exit",
    "cancel",
    "close",
    "builtin",
    "blocks",
    "said",
    "named",
    "huge",
    "warns",
    "prints",
    "workbook",
    "shaped",
    "unhashable-crash",
    "unreprable-crash",
]
"""What the scripted tool does for one block: a result, a denial, a result the tool itself
flagged ``is_error`` (``failed``: a timeout, no denial), a result whose content is ``""``
(falsy), a result whose content is a list of blocks, a result whose content is the tool's
name as it is (``named``), a result after a warning (``warns``: a built-in category, the one
named by the block's tool name, else one chosen by its id), a result after printing a blank
line (``prints``: what a tool prints is no block of the answer), a crash whose message is the
tool's name as it is (``said``), one of the workbook's own exception classes (``workbook``:
chosen as for ``warns``), a built-in exception (the class named by the block's tool name,
else one chosen by its id), a crash with a message, a crash whose message is empty
(``str(exc) == ""``), one whose message is only whitespace, one of a class without a
docstring and without a message (``__doc__`` is ``None`` too), a crash whose message takes a
shape an answer may take for noise (``shaped``: one of :data:`SHAPED_ERRORS`, by the tool's
name, else chosen by its id), a ``KeyboardInterrupt`` (:class:`.limits.GradingInterrupt`), a
``SystemExit`` (:class:`.limits.GradingExit`), or an ``asyncio.CancelledError``
(:class:`.limits.GradingCancelled`)."""

CRASHES = (
    "crash",
    "silent-crash",
    "blank-crash",
    "bare-crash",
    "bug",
    "builtin",
    "said",
    "workbook",
    "shaped",
    "unhashable-crash",
    "unreprable-crash",
)
_BUGS: dict[str, type[Exception]] = {
    "lookup_user": KeyError,
    "get_orders": TypeError,
    "create_case_file": AttributeError,
}
"""What a tool with a bug raises, by tool name (NameError for any other): exceptions an
answer may take for its own programming errors, and still a tool's crash to answer."""


def _awkward(name: str) -> str:
    """A message that starts with a line break and indentation and holds both quote kinds:
    repr(exc), str(exc).strip() or inspect.cleandoc change it; str(exc) keeps it (its end
    is not blank, so a content stripped as a whole still holds it). Its template marks
    ({field}, {0}, %s, %(id)s) make a content built by str.format or % from a text that
    holds the message crash or change it. Its decomposed ``e`` and accent and its ``fi``
    ligature change under any Unicode normalisation (NFC, NFKC), and its key-looking text
    (``token=``, ``sk-``) under a redaction: the message is the tool's, as it is."""
    return (
        f'\n  {name} failed:\n "orders.csv" isn\'t writable: missing {{field}} {{0}} %s %(id)s '
        "in cafe\u0301/\ufb01les (token=t_9f8e7d, key sk-test_4eC39HqLyjWDarjtT1zdp7dc)"
    )


def _builtin_errors() -> dict[str, type[Exception]]:
    """Every built-in ``Exception`` subclass that takes one message (the Unicode codec
    errors and ExceptionGroup take more), by name: each is answered like any other."""
    found = {
        cls.__name__: cls
        for cls in vars(builtins).values()
        if isinstance(cls, type) and issubclass(cls, Exception)
    }
    return {name: cls for name, cls in sorted(found.items()) if _takes_a_message(cls)}


def _takes_a_message(cls: type[Exception]) -> bool:
    try:
        cls("m")
    except TypeError:
        return False
    return True


BUILTIN_ERRORS = _builtin_errors()
_BUILTIN_NAMES = tuple(BUILTIN_ERRORS)


def _builtin_error(name: str, tool_use_id: str) -> Exception:
    """The built-in exception a tool named ``name`` raises (the class of that name, else
    one chosen by the id), with an awkward message, or a plain one where ``str()`` would
    not show it as it is (KeyError quotes its message)."""
    cls = (
        BUILTIN_ERRORS.get(name)
        or BUILTIN_ERRORS[_BUILTIN_NAMES[sum(map(ord, tool_use_id)) % len(_BUILTIN_NAMES)]]
    )
    error = cls(_awkward(cls.__name__))
    return error if str(error) == error.args[0] else cls(f"{cls.__name__} from {name}")


def _workbook_error(name: str, tool_use_id: str) -> Exception:
    """One of the workbook's own exception classes (``toolhooks``, ``hookkata.lessons``) a
    tool named ``name`` raises: the class of that name, else one chosen by the id, with an
    awkward message. An answer that treats one of them specially (a ``ToolInputError`` as
    the model's mistake, not an error) shows."""
    if name not in WORKBOOK_ERRORS:
        name = _WORKBOOK_NAMES[sum(map(ord, tool_use_id)) % len(_WORKBOOK_NAMES)]
    return workbook_error(name, _awkward(name))


_WORKBOOK_NAMES = tuple(sorted(WORKBOOK_ERRORS))


_group = exception_group


SHAPED_ERRORS: dict[str, Callable[[], Exception]] = {
    "digits_404": lambda: RuntimeError("404"),
    "number_42": lambda: ValueError("42"),
    "marks_bang": lambda: RuntimeError("!!"),
    "marks_dots": lambda: OSError("..."),
    "marks_symbols": lambda: RuntimeError("#@%&* -> [503] (+/-) ~"),
    "emoji": lambda: RuntimeError("\U0001f525\U0001f4a5 \u26a0\ufe0f"),
    "cjk": lambda: RuntimeError("\u8bf7\u6c42\u5931\u8d25\uff1a\u8d85\u65f6"),
    "arabic": lambda: RuntimeError("\u0641\u0634\u0644 \u0627\u0644\u0637\u0644\u0628"),
    "devanagari": lambda: RuntimeError(
        "\u0905\u0928\u0941\u0930\u094b\u0927 \u0935\u093f\u092b\u0932"
    ),
    "cyrillic": lambda: TimeoutError("\u0441\u0431\u043e\u0439 \u0441\u0432\u044f\u0437\u0438"),
    "shouted": lambda: OSError("DISK FULL"),
    "stacked_marks": lambda: RuntimeError("row 3 holds Z\u0351\u0352\u0353algo text"),
    "hebrew": lambda: RuntimeError("\u05d4\u05d1\u05e7\u05e9\u05d4 \u05e0\u05db\u05e9\u05dc\u05d4"),
    "a_class_name": lambda: RuntimeError("ValueError"),
    "its_class_name": lambda: LookupError("LookupError"),
    "group": lambda: _group("2 of 3 rows failed", ValueError("row 1"), KeyError("row 2")),
    "group_of_digits": lambda: _group("500", RuntimeError("upstream down")),
    "group_in_group": lambda: _group(
        "batch aborted", _group("shard 7", OSError("disk full")), ValueError("bad row")
    ),
    "decode_msg": lambda: json.JSONDecodeError("Expecting value", '{"id": }', 7),
    "errno_strerror": lambda: PermissionError(13, "Permission denied", "orders.csv"),
    "api_message": lambda: _ApiError(429, "rate limited"),
    "api_detail": lambda: _detailed(RuntimeError("rate limit hit for u_004")),
    "fields_no_args": lambda: _QuotaExceeded("u_004", 120),
    "stderr_bytes": lambda: RuntimeError(b"fatal: not a git repository\n"),
    "wrapped_cause": lambda: _chained(RuntimeError("saving the case failed"), OSError("disk full")),
    "wrapped_twice": lambda: _chained(
        LookupError("no such order"), _chained(KeyError("o_7"), ValueError("bad row 3"))
    ),
    "noted": lambda: _noted(OSError("disk full"), "while writing the case file", "retry: no"),
    "process_stderr": lambda: subprocess.CalledProcessError(
        2, "grep -r refund notes", output="notes/a.txt", stderr="grep: notes: No such file"
    ),
    "decode_reason": lambda: UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
    "syntax_located": lambda: SyntaxError("invalid syntax", ("rule.py", 3, 7, "x = = 1\n", 3, 8)),
    "another_call_id": lambda: _with_an_id(RuntimeError("the upstream call failed")),
    "futures_cancelled": lambda: concurrent.futures.CancelledError("the pool was shut down"),
    "fetch_over_tls": lambda: ssl.SSLError(1, "[SSL: CERTIFICATE_VERIFY_FAILED] verify failed"),
    "key_number": lambda: KeyError(42),
    "module_named": lambda: ImportError("No module named 'yaml'", name="yaml"),
    "attribute_named": lambda: AttributeError(
        "'dict' object has no attribute 'email'", name="email"
    ),
    "file_not_found": lambda: FileNotFoundError(2, "No such file or directory", "/srv/case.json"),
    "status_coded": lambda: _status_coded(RuntimeError("the billing service said no")),
    "rate_limited": lambda: RateLimitError("slow down: 3 calls in the last second"),
    "disk_full_errno": lambda: OSError(errno.ENOSPC, "No space left on device", "/srv/cases"),
    "broken_pipe": lambda: BrokenPipeError(errno.EPIPE, "Broken pipe"),
    **{
        f"stdlib_{name}": functools.partial(make, "the nightly export")
        for name, make in STDLIB_ERRORS.items()
    },
}
"""Crashes whose message takes a shape an answer may take for noise, each written as it
is: no letter at all (digits, punctuation, symbols, emoji), other scripts (CJK, Arabic,
Devanagari, Cyrillic), an exception class's name, and exception groups (their own
message, a group's inside a group, one of digits): their members' messages are not the
group's. And exceptions whose ``msg``, ``strerror`` or ``message`` attribute holds only
part of ``str(exc)`` (a ``JSONDecodeError`` drops the line and column, an ``OSError`` the
errno and file name, a library's error its status), one whose ``str()`` formats fields
its ``args`` (``()``) do not hold, exceptions raised from another
(once, twice): the message is ``str(exc)``, not its cause's; one holding a process's
stderr as bytes, whose ``str()`` is ``b'...'`` (``args[0]`` is no ``str``); and one with notes
added (``add_note``), which traceback's lines show after the message: the last of them is a
note; and a failed command's ``CalledProcessError``, whose ``stderr`` and ``output`` say
none of its ``str()``; a ``UnicodeDecodeError``, whose ``reason`` is neither its ``str()``
nor its ``args[0]``; a ``SyntaxError`` with a location, whose first line of
``traceback.format_exception_only`` is the location, not the message; and an error carrying
the ``tool_use_id`` of another call (the one it failed on upstream), which is not this
block's; and ``concurrent.futures.CancelledError``, an ``Exception`` (asyncio's is not);
and an ``ssl.SSLError``, which a habit re-raises as a security incident (batch AW); and
errors whose attributes an answer may say instead of the message (batch BB): an
``ImportError``'s or ``AttributeError``'s ``name``, a ``FileNotFoundError``'s file name, a
``status_code``; and a ``RateLimitError``, which a habit retries by its class's name; and
an ``OSError`` whose ``errno`` a habit takes for fatal (a full disk, a broken pipe), and
each of :data:`STDLIB_ERRORS` (a ``subprocess.TimeoutExpired`` given a canned sentence:
batch BF)."""
_SHAPED_NAMES = tuple(SHAPED_ERRORS)
_TOLD = ("msg", "message", "strerror", "stderr", "output", "reason", "detail", "description",
         "title", "user_message", "public_message", "display_message")  # fmt: skip
"""The attributes an answer may read for a crash's message instead of ``str(exc)``: each
crosses with the exception (:data:`~hookkata.grading.codec.TOLD_ATTRIBUTES`)."""


def _shaped_error(name: str, tool_use_id: str) -> Exception:
    """The crash of :data:`SHAPED_ERRORS` a tool named ``name`` raises, else one chosen by
    the id."""
    make = (
        SHAPED_ERRORS.get(name)
        or SHAPED_ERRORS[_SHAPED_NAMES[sum(map(ord, tool_use_id)) % len(_SHAPED_NAMES)]]
    )
    return make()


def _noted(error: Exception, *notes: str) -> Exception:
    """``error`` with ``notes`` added, as code that catches and re-raises may add them."""
    add_notes(error, *notes)
    return error


def _chained(error: Exception, cause: Exception) -> Exception:
    """``error`` raised ``from cause`` (a tool that wraps what went wrong below it): its
    message is its own; the cause's is another exception's."""
    error.__cause__ = cause
    return error


UPSTREAM_ID = "toolu_upstream"


def _with_an_id(error: Exception) -> Exception:
    """``error`` carrying the ``tool_use_id`` of the call it failed on upstream (as the
    package's ``MalformedToolUseError`` carries one): another call's, not the block's."""
    error.tool_use_id = UPSTREAM_ID  # type: ignore[attr-defined]
    return error


class RateLimitError(Exception):
    """A library's rate-limit error, by the name such errors take: a crash like any other,
    answered once (no retry)."""


def _status_coded(error: Exception) -> Exception:
    """``error`` carrying an HTTP ``status_code`` (503), as a web client's errors do: the
    message is ``str(exc)``, never the code alone."""
    error.status_code = 503  # type: ignore[attr-defined]
    return error


def _detailed(error: Exception) -> Exception:
    """``error`` with the text attributes web frameworks give theirs (``detail``,
    ``description``, ``title``) and the friendlier words an app keeps for its users
    (``user_message``, ``public_message``, ``display_message``), none of them its message
    (batch AY read ``detail``, batch BH ``user_message``)."""
    error.detail = "try again later"  # type: ignore[attr-defined]
    error.description = "Too Many Requests"  # type: ignore[attr-defined]
    error.title = "Rate limited"  # type: ignore[attr-defined]
    error.user_message = "Please try again in a minute."  # type: ignore[attr-defined]
    error.public_message = "Something went wrong."  # type: ignore[attr-defined]
    error.display_message = "The service is busy."  # type: ignore[attr-defined]
    return error


class _ApiError(Exception):
    """A library's error, as many HTTP clients write one: ``str()`` says the status and the
    text, its ``message`` attribute the text alone."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.status, self.message = status, message


class _QuotaExceeded(Exception):
    """A library's error that keeps its fields and formats them in ``__str__``, raised
    with no arguments: ``exc.args`` is ``()``, and ``str(exc)`` is its message."""

    def __init__(self, account: str, limit: int) -> None:
        super().__init__()
        self.account, self.limit = account, limit

    def __str__(self) -> str:
        return f"quota of {self.limit} calls a minute exceeded for {self.account}"


_ToolFailed: type[Exception] = type("ToolFailed", (Exception,), {"__doc__": None})
"""A tool's own exception class, written without a docstring: its ``__doc__`` is None."""

OTHER_BLOCKS: dict[str, dict[str, Any]] = {
    "thinking": {"type": "thinking", "thinking": "Two lookups.", "signature": "sig_01"},
    "redacted_thinking": {"type": "redacted_thinking", "data": "EmwKAhgBEgy3"},
    "server_tool_use": {
        "type": "server_tool_use",
        "id": "srvtoolu_01",
        "name": "web_search",
        "input": {"query": "refund policy"},
    },
    "web_search_tool_result": {
        "type": "web_search_tool_result",
        "tool_use_id": "srvtoolu_01",
        "content": [],
    },
    "mcp_tool_use": {
        "type": "mcp_tool_use",
        "id": "mcptoolu_01",
        "name": "search",
        "server_name": "docs",
        "input": {},
    },
    "image": {
        "type": "image",
        "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="},
    },
    "document": {
        "type": "document",
        "source": {"type": "text", "media_type": "text/plain", "data": "policy"},
    },
}
OTHER_BLOCKS.update(
    {
        kind: {"type": kind, "id": "toolu_not_a_call", "name": "lookup_user", "input": {}}
        for kind in ("Tool_Use", "tool_use ")
    }
)
"""Content blocks of the Messages API that are not ``tool_use`` and get no result: the
turn's ``text`` aside, thinking, server tools (whose results the API itself supplies), MCP
tool use, images and documents; and blocks whose type only looks like ``tool_use`` (another
case, a trailing space: the type is compared exactly). Several carry an ``id`` or a
``name``; none is a ``tool_use``."""


def reference(call_tool: Callable[[Any], Mapping[str, Any]], content: list[Any]) -> dict[str, Any]:
    """The workbook's ``answer_tool_uses``, with every ``Exception`` of ``call_tool``
    answered: the library lets a ``PreHookError`` through (there, a broken policy stops
    the agent), while here ``call_tool`` is any tool and its ``PreHookError`` its failure."""

    def calling(block: Mapping[str, Any]) -> Mapping[str, Any]:
        try:
            return call_tool(block)
        except PreHookError as exc:
            return error_result(block["id"], crash_message("the call", exc))

    return answer_tool_uses(calling, content)


ToolKind = Literal[
    "function", "partial", "object", "opaque", "falsy", "unhashable", "mock", "wrapped"
]
"""What ``call_tool`` is handed out as: a plain function, a ``functools.partial``, an
object with ``__call__``, one whose signature cannot be inspected (``inspect.signature``
raises, as for some builtins and C callables), one whose truth value is False (an empty
registry that is callable), or one that is unhashable (its class defines ``__eq__``: a
dataclass); those five have no ``__name__``; or a function with a ``__wrapped__`` (as
``functools.wraps`` leaves on a decorated tool, and a hooked ``call_tool`` has: the
function under the hooks)."""


def _unhooked(block: Mapping[str, Any]) -> dict[str, Any]:
    """What a ``wrapped`` ``call_tool`` wraps: the tool without its hooks, which records no
    call and answers each block with a result the grader never expects."""
    return {"type": "tool_result", "tool_use_id": block.get("id"), "content": "no hooks ran"}


class _CallTool:
    """A ``call_tool`` that is an object, not a function: it has no ``__name__``."""

    def __init__(
        self, behaviour: Mapping[str, Behaviour], called: list[str], received: list[Any]
    ) -> None:
        self._behaviour, self._called, self._received = behaviour, called, received

    def __call__(self, block: Mapping[str, Any]) -> dict[str, Any]:
        return _record_and_run(self._behaviour, self._called, self._received, block)


class _FalsyCallTool(_CallTool):
    """A ``call_tool`` object whose truth value is False (a callable registry with no
    entries, ``__len__`` 0): any callable, so it is called like any other."""

    def __bool__(self) -> bool:
        return False


class _UnhashableCallTool(_CallTool):
    """A ``call_tool`` object that cannot be a dict key or a set member (its class defines
    ``__eq__``, so ``__hash__`` is None, as on an ``eq`` dataclass): any callable, called
    like any other (batch AR kept a count per ``call_tool`` in a dict)."""

    __hash__ = None  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        return other is self


class _MockCallTool(_CallTool):
    """A ``call_tool`` object whose ``__getattr__`` answers every name, as a ``Mock``'s does:
    in the answer's process ``call_tool.call_tool`` (or ``.run``) is a callable of its own
    that never reaches the tool (:attr:`~hookkata.grading.child._Stub.answers_all`). An
    answer that looks for a dispatcher's method before calling ``call_tool`` itself calls
    that instead (batch BG)."""

    __stub_answers_all__ = True


class _OpaqueCallTool(_CallTool):
    """A ``call_tool`` without an introspectable signature, like a builtin or C callable:
    ``inspect.signature`` raises (the codec's stub keeps that). It is called like any other."""

    __signature__ = "no signature: a C callable"


def _record_and_run(
    behaviour: Mapping[str, Behaviour],
    called: list[str],
    received: list[Any],
    block: Mapping[str, Any],
) -> dict[str, Any]:
    """Record the call (its id, and the block as it arrived here, by value), then run it (a
    block the script does not know, a nested one, answers as ``ok``)."""
    called.append(block["id"])
    received.append(block)
    return _scripted(block, behaviour.get(block["id"], "ok"), called.count(block["id"]))


@dataclass
class _Turn:
    """An assistant turn, and a scripted ``call_tool`` that answers its calls."""

    content: list[dict[str, Any]]
    behaviour: dict[str, Behaviour]
    called: list[str] = field(default_factory=list)
    kind: ToolKind = "function"
    received: list[Any] = field(default_factory=list)
    """The blocks ``call_tool`` was handed, in order: each the block as it is in
    ``content`` (an equal copy), never one trimmed or cleaned."""
    hours: int = 0
    """How long each call of ``call_tool`` takes by the answer's clocks (its
    ``__stub_hours__``, :func:`hookkata.grading.child.jump_clocks`): a slow tool, without
    the wait."""

    @property
    def ids(self) -> list[str]:
        return [block["id"] for block in self.content if block["type"] == "tool_use"]

    def call_tool(self, block: Mapping[str, Any]) -> dict[str, Any]:
        tool_use_id = block["id"]
        self.called.append(tool_use_id)
        return _scripted(block, self.behaviour[tool_use_id], self.called.count(tool_use_id))

    def handed_out(self) -> tuple[Callable[[Mapping[str, Any]], dict[str, Any]], list[Any]]:
        """``call_tool`` and ``content`` as the answer gets them: nothing the grader reads.

        A plain function over a read-only copy of the script (no ``__self__`` through which
        to switch crashes off), and a deep copy of the content; only the record of calls is
        shared.
        """
        behaviour, called = MappingProxyType(dict(self.behaviour)), self.called
        received = self.received
        content = copy.deepcopy(self.content)
        tool: Any
        if self.kind == "partial":
            tool = functools.partial(_record_and_run, behaviour, called, received)
        elif self.kind == "object":
            tool = _CallTool(behaviour, called, received)
        elif self.kind == "opaque":
            tool = _OpaqueCallTool(behaviour, called, received)
        elif self.kind == "falsy":
            tool = _FalsyCallTool(behaviour, called, received)
        elif self.kind == "unhashable":
            tool = _UnhashableCallTool(behaviour, called, received)
        elif self.kind == "mock":
            tool = _MockCallTool(behaviour, called, received)
        else:

            def call_tool(block: Mapping[str, Any]) -> dict[str, Any]:
                return _record_and_run(behaviour, called, received, block)

            if self.kind == "wrapped":
                call_tool.__wrapped__ = _unhooked  # type: ignore[attr-defined]
            tool = call_tool
        if self.hours:
            tool.__stub_hours__ = self.hours
        return tool, content

    def __repr__(self) -> str:
        shown_blocks = [self._shown(b) for b in self.content]
        if len(shown_blocks) > _SHOWN_BLOCKS:  # a long turn: its ends, and how many between
            cut = _SHOWN_BLOCKS // 2
            hidden = len(shown_blocks) - 2 * cut
            shown_blocks[cut:-cut] = [f"... {hidden} more blocks ..."]
        tool = "" if self.kind == "function" else f", call_tool a {_KIND_SHOWN[self.kind]}"
        slow = f", each call taking {self.hours} h by your clocks" if self.hours else ""
        return f"turn [{', '.join(shown_blocks)}]{tool}{slow}"

    def _shown(self, block: dict[str, Any]) -> str:
        if block["type"] == "tool_use":
            return f"{block['id']}:{block['name']}[{self.behaviour[block['id']]}]"
        spelled = [v for v in block.values() if v != block["type"] and v == "tool_use"]
        return f"{block['type']}({spelled[0]!r})" if spelled else str(block["type"])


_SHOWN_BLOCKS = 12
_KIND_SHOWN = {
    "partial": "functools.partial",
    "object": "callable object",
    "opaque": "callable without an introspectable signature",
    "falsy": "callable object whose truth value is False",
    "unhashable": "callable object that is unhashable (its class defines __eq__)",
    "mock": "callable object whose __getattr__ answers every name, as a Mock's",
    "wrapped": "function whose __wrapped__ is the tool without its hooks",
}


LONG_MESSAGE_SIZES = (301, 1_000, 1_999)
"""Lengths of crash messages held whole: any cap below the codec's limit
(:data:`~hookkata.grading.codec.MAX_TEXT`, 2,000) cuts one (batch K capped at 300)."""


def _long_message(size: int) -> str:
    """A crash message of exactly ``size`` characters, every row numbered, so a cut shows."""
    rows = " ".join(f"row {i} rejected;" for i in range(size))
    return rows[: size - 6] + " (end)"


HUGE_CONTENT = "".join(f"row {i} ok; " for i in range(30_000))
"""A tool's output of 300,000-odd characters, every row numbered: handed back whole (a cap
on results, batch AX's at 20,000, is a rule of its own, not this function's)."""
HUGE_RESULT = "a result of 300,000 characters (no cap of the answer's own), then a crash"
SENTENCES = "a crash message of four sentences (held whole, not its first)"


_CRASH_MESSAGES = {
    "read_report": 'cannot read "/srv/données/'
    + "/".join(f"niveau_{i}" for i in range(16))
    + '/rapport.csv": accès refusé (errno 13)',
    "export_orders": _awkward("export_orders"),
    "run_build": "\x1b[31mbuild failed\x1b[0m: 3 errors in \x1b[1mmain.py\x1b[0m",
    "charge_card": f"charge declined for {SENSITIVE_LOOKING}",
    "deploy_service": f"deploy failed: {REAL_WORLD_TEXT}",
    "call_api": '{"error": {"type": "rate_limit", "message": "slow down"}}',
    "tabulate_rows": "user\tu_004\tnot found:\tcolumns\x0bdrift\x0cpage 2\r\nrow 7",
    **{f"import_rows_{size}": _long_message(size) for size in LONG_MESSAGE_SIZES},
    "upload_file": "upload refused. The file is locked! Ask billing? Code 7.",
    "claim_name": "user\u200bname taken: \u202eevil\u202c, \u2066x\u2069 and a\u00adb\ufeff",
    "render_page": "page 3 of &lt;report&gt; failed: &amp; &quot;x&quot; &#39;y&#39; &nbsp;",
    "open_upload": "bad file name b\udcffd.txt (a byte the file system gave, surrogateescape)",
}
"""Crash messages that only come through as they are: longer than a line, not ASCII, with
double quotes. Escaped (json.dumps), shortened (textwrap.shorten) or replaced by a generic
text, they no longer hold the message. (No line break nor apostrophe: repr(exc) keeps
this one whole, and earlier blind answers judged correct use it.) A build's message holds
terminal colour codes (ESC [31m): stripped, it is no longer the message."""


def _scripted_messages(name: str, behaviour: Behaviour, tool_use_id: str) -> tuple[str, ...]:
    """Each text that counts as the message of the exception a scripted tool raises: its
    ``str()``, and for a ``KeyError`` its key too (``args[0]``: its ``str()`` is the key's
    repr, and either is its message)."""
    message = _scripted_message(name, behaviour, tool_use_id)
    if behaviour == "builtin" and isinstance(_builtin_error(name, tool_use_id), KeyError):
        return (message, str(_builtin_error(name, tool_use_id).args[0]))
    given = _shaped_error(name, tool_use_id).args if behaviour == "shaped" else ()
    first = given[0] if given else None
    if type(first) is str:  # a group's str() holds its args[0]: that, at least
        return (message, first)
    return (message,)


def _scripted_message(name: str, behaviour: Behaviour, tool_use_id: str = "") -> str:
    """The message of the exception a scripted tool raises, when it has one to say."""
    if behaviour == "builtin":
        return str(_builtin_error(name, tool_use_id))
    if behaviour == "workbook":
        return str(_workbook_error(name, tool_use_id))
    if behaviour == "shaped":
        return str(_shaped_error(name, tool_use_id))
    if behaviour == "crash":
        return _CRASH_MESSAGES.get(name, f"the {name} service is down")
    if behaviour == "said":
        return name
    return f"{name} has a bug" if behaviour == "bug" else ""


def _scripted(block: Mapping[str, Any], behaviour: Behaviour, nth: int = 1) -> dict[str, Any]:
    """What the scripted tool answers for ``block``, its id's ``nth`` call: a result, a
    denial, or a crash. A result says which call it answers (an id called again gets a
    result of its own, which a result kept from the first call is not)."""
    tool_use_id = block["id"]
    if behaviour == "crash":  # a falsy exception object: `if error:` takes it for none
        raise _FalsyToolError(_scripted_message(block["name"], behaviour))
    if behaviour == "unhashable-crash":  # an eq dataclass's: hash(exc) raises TypeError
        raise _UnhashableToolError(_scripted_message(block["name"], "crash"))
    if behaviour == "unreprable-crash":  # its repr() raises there: a log line with !r fails
        said = (
            "" if block["name"] == SILENT_UNREPRABLE else _scripted_message(block["name"], "crash")
        )
        raise _UnreprableToolError(said)
    if behaviour == "said":
        raise RuntimeError(block["name"])  # the name as the whole message, as it is
    if behaviour == "silent-crash":
        raise RuntimeError()  # str(exc) == "": the content must still say what failed
    if behaviour == "blank-crash":
        raise RuntimeError(" \n\t")  # a message, but a blank one
    if behaviour == "bare-crash":
        raise _ToolFailed()  # no message, and no docstring to fall back on
    if behaviour == "bug":
        raise _BUGS.get(block["name"], NameError)(f"{block['name']} has a bug")
    if behaviour == "builtin":
        raise _builtin_error(block["name"], tool_use_id)
    if behaviour == "workbook":
        raise _workbook_error(block["name"], tool_use_id)
    if behaviour == "shaped":
        raise _shaped_error(block["name"], tool_use_id)
    if behaviour == "interrupt":
        raise GradingInterrupt()
    if behaviour == "interrupt-group":  # sub-tasks run in a TaskGroup: no Exception either
        raise GradingBaseExceptionGroup(f"{block['name']} sub-tasks", [GradingInterrupt()])
    if behaviour == "exit":  # the code by the id: 2 (Claude Code's "block"), none, 0, 1, text
        raise grading_exit(sum(map(ord, tool_use_id)))
    if behaviour == "cancel":  # asyncio's, a BaseException since Python 3.8
        raise GradingCancelled()
    if behaviour == "close":  # a generator closed: a BaseException, not a tool's failure
        raise GradingGeneratorExit()
    if behaviour == "empty":  # a falsy content, and still exactly what call_tool returned
        return {"type": "tool_result", "tool_use_id": tool_use_id, "content": ""}
    if behaviour == "denied":
        return synthetic_error_result(tool_use_id, Deny("not allowed here", "ask a human"))
    if behaviour == "failed":  # the tool's own error result: answered once, like any other
        timed_out = f"{block['name']} timed out after 30 s"
        return {
            "type": "tool_result",
            "tool_use_id": tool_use_id,
            "is_error": True,
            "content": timed_out,
        }
    if behaviour == "huge":  # however large, exactly what call_tool returned
        return {"type": "tool_result", "tool_use_id": tool_use_id, "content": HUGE_CONTENT}
    if behaviour == "named":  # the name as the whole content, as it is (even blank)
        return {"type": "tool_result", "tool_use_id": tool_use_id, "content": block["name"]}
    if behaviour == "prints":  # a blank line on stdout, then its result: the result counts
        print()
    if behaviour == "warns":  # a warning, then its result: the result is what counts
        category = warning_named(block["name"], tool_use_id)
        warnings.warn(f"{block['name']} is deprecated; answered anyway", category, stacklevel=2)
    if behaviour == "blocks":  # content as a list of blocks: kept as it is, not str()-ed
        # its citations a tuple: a JSON round trip would make it a list; an empty text
        # block first: the tool's, kept too (not pruned)
        text = {"type": "text", "text": f"{block['name']} result", "citations": ()}
        blank = {"type": "text", "text": ""}
        image = {"type": "image", "source": _PNG}  # a screenshot tool's: kept (batch AZ)
        content = [blank, text, image]
        return {"type": "tool_result", "tool_use_id": tool_use_id, "content": content}
    again = f" (call {nth})" if nth > 1 else ""
    result = tool_result(tool_use_id, f"{block['name']} result for {tool_use_id}{again}")
    if block["name"] == "get_orders":  # keys beside the API's, one None: kept, as they are
        result["_meta"] = {"source": "cache", "rows": 3}
        result["cache_control"] = None
        result["is_error"] = False  # the API's default, said out loud: kept too
    return result


_PNG = {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgoAAAANSUhEUg=="}
"""An image block's source, as a tool that takes screenshots returns one."""
_FalsyToolError = falsy_error(RuntimeError)
_UnhashableToolError = unhashable_error(RuntimeError)


class _UnreprableToolError(RuntimeError):
    """What an ``unreprable-crash`` tool raises: in the answer's process its ``repr()``
    raises (:func:`.codec.unreprable_error`); its ``str()`` says what failed (batch BG
    logged it with ``!r`` first)."""


setattr(_UnreprableToolError, UNREPRABLE, True)
SILENT_UNREPRABLE = "get_orders"
"""The tool whose ``unreprable-crash`` says nothing: ``str()`` empty and ``repr()`` raising
(batch BJ fell back on ``repr`` for an empty message)."""
"""What a crashing scripted tool raises: a ``RuntimeError`` whose objects are falsy (its
class defines ``__bool__``, as an error carrying a ``__len__`` may): still a crash to
answer."""


@st.composite
def _turns(draw: st.DrawFn, *, crashes: bool = True) -> _Turn:
    count = draw(st.integers(1, 5))
    kinds: list[Behaviour] = ["ok", "denied", "failed"]
    if crashes:
        kinds += ["empty", "crash", "silent-crash", "bug", "builtin", "blocks", "warns"]
        kinds += ["workbook", "shaped"]
    # Ids in any order: sorting the results by id must not pass by luck.
    suffixes = draw(st.lists(st.text("abcdefghij0123456789", min_size=1, max_size=4),
                             min_size=count, max_size=count, unique=True))  # fmt: skip
    behaviour: dict[str, Behaviour] = {}
    content: list[dict[str, Any]] = []
    if draw(st.booleans()):  # its text now and then a block type: the type is the key's
        content.append({"type": "text", "text": draw(st.sampled_from(_TEXTS))})
    prefix = draw(st.sampled_from(_ID_PREFIXES))  # any non-empty id, not only toolu_...
    form = draw(st.sampled_from(ID_FORMS)) if draw(st.integers(0, 2)) == 0 else "{}"
    for suffix in suffixes:
        tool_use_id = form.format(f"{prefix}{suffix}")  # now and then an awkward one
        name = draw(st.sampled_from(["lookup_user", "get_orders", "create_case_file"]))
        block = {"type": "tool_use", "id": tool_use_id, "name": name, "input": {}}
        if draw(st.integers(0, 2)) == 0:  # the API's other keys, a nested input
            block.update(copy.deepcopy(draw(st.sampled_from(API_KEYS))))
        if draw(st.integers(0, 3)) == 0:  # the same keys in another order: type last
            block = dict(reversed(block.items()))
        content.append(block)
        behaviour[tool_use_id] = draw(st.sampled_from(kinds))
        if draw(st.integers(0, 3)) == 0:  # now and then a block that is not a tool_use
            content.append(dict(OTHER_BLOCKS[draw(st.sampled_from(sorted(OTHER_BLOCKS)))]))
    return _Turn(content, behaviour, kind=draw(st.sampled_from(_KINDS)))


_TEXTS = ("Let me check.", "Let me check.", "tool_use")

ID_FORMS = (
    " {} ",
    "\t{}\n",
    "{}\u00a0",
    "{} 2",
    "Tool {}",
    "{}_É",
    "{}_E\u0301",
    "{}_\uff10\uff11",
    "{}_\ufb01",
    "{}_\u0430",
    "\ufeff{}",
    "{}\u200b",
    "'{}'",
    '"{}"',
    "<{}>",
    "{}&amp;",
    "{}\\n",
)
"""Forms of an id a tidying answer changes (each ``{}`` the plain id): whitespace at
either end (a tab, a line break, U+00A0 too), an inner space, a capital, a letter
composed (NFC) and decomposed (NFD), full-width digits and a ligature (NFKC changes
them), a Cyrillic look-alike, a BOM and a zero-width space, quotes at either end, markup,
an HTML entity and a backslash. The result's id is ``block["id"]`` exactly, whatever it
looks like."""


def _nested_tool_use(tool_use_id: str, name: str) -> dict[str, Any]:
    """A dict shaped like a ``tool_use`` block, to nest inside a block: data, not a call."""
    return {"type": "tool_use", "id": tool_use_id, "name": name, "input": {}}


NESTED_IDS = frozenset({"toolu_in_input", "toolu_in_batch", "toolu_in_text"})
"""The ids of the ``tool_use``-shaped dicts nested inside blocks: ``call_tool`` called with
one means the answer walked into a block."""

API_KEYS: tuple[dict[str, Any], ...] = (
    {"cache_control": {"type": "ephemeral", "ttl": "5m"}},
    {"caller": {"type": "code_execution_20250825", "tool_id": "srvtoolu_01"}},
    {"caller": {"type": "direct"}, "toolset_name": "support"},
    {
        "cache_control": {"type": "ephemeral"},
        "input": {
            "query": {"filters": [{"status": "open", "since": None}, ["a", 1, 2.5, True]]},
            "page": {"size": 10, "cursor": ""},
            "tags": [],
            "span": (0, 10),
            "by_row": {1: "open", 2: None},
            "then": _nested_tool_use("toolu_in_input", "lookup_user"),
            "batch": [_nested_tool_use("toolu_in_batch", "get_orders")],
        },
    },
)
"""The API's other keys a ``tool_use`` block may carry (``cache_control``, ``caller``,
``toolset_name``) and an input of nested dicts and lists (a ``None``, an empty text, an
empty list), Python values a JSON round trip changes (a tuple, ``int`` keys) and dicts
shaped like a ``tool_use`` (in a value, in a list): left as they arrived, and handed to
``call_tool`` as they are. Only the top-level blocks of ``content`` are calls."""
_ID_PREFIXES = ("toolu_", "toolu_", "call_", "")
_KINDS: tuple[ToolKind, ...] = ("function", "function", "partial", "object", "opaque", "wrapped")


REPEATED_APART = "a tool_use id repeated apart: ids a, b, a"
REPEATED_ALIKE = "a tool_use id repeated, both calls answered alike (two equal results)"


def _turn(
    *calls: tuple[str, str, Behaviour],
    text: bool = False,
    before: str = "",
    kind: ToolKind = "function",
) -> _Turn:
    """A fixed turn: (id, tool name, behaviour) per tool_use, maybe after a text block and
    a block of type ``before`` (one of :data:`OTHER_BLOCKS`), with ``call_tool`` of
    ``kind``."""
    content: list[dict[str, Any]] = [{"type": "text", "text": "Let me check."}] if text else []
    content += [dict(OTHER_BLOCKS[before])] if before else []
    content += [{"type": "tool_use", "id": i, "name": n, "input": {}} for i, n, _ in calls]
    return _Turn(content, {i: b for i, _, b in calls}, kind=kind)


def _spelling_tool_use() -> _Turn:
    """A turn whose text block says 'tool_use' (and quotes a dict shaped like a tool_use in
    another field), a thinking block too, and a tool_use whose input holds one: only a
    top-level block's type key tells a call."""
    turn = _turn(("toolu_01", "lookup_user", "ok"))
    turn.content[0]["input"] = {"then": _nested_tool_use("toolu_in_input", "get_orders")}
    quoted = [_nested_tool_use("toolu_in_text", "get_orders")]
    turn.content[:0] = [
        {"type": "text", "text": "tool_use", "citations": quoted},
        {"type": "thinking", "thinking": "tool_use", "signature": "tool_use"},
    ]
    return turn


def _long_turn(blocks: int = 1_000, every: int = 6) -> _Turn:
    """A turn of ``blocks`` blocks: a tool_use every ``every`` blocks and last (168, ids
    ``toolu_0`` to ``toolu_167``, whose text order is not theirs) and text blocks between,
    the last block a tool_use too. An answer that recurses once per block runs out of
    stack; one that keeps only the last 128 results, or sorts positions as strings ("10"
    before "2"), loses the order; a loop over a list does not."""
    turn = _turn()
    names = ("lookup_user", "get_orders", "create_case_file")
    for i in range(blocks):
        if i % every and i < blocks - 1:
            turn.content.append({"type": "text", "text": f"step {i}"})
            continue
        called = len(turn.behaviour)
        tool_use_id = f"toolu_{called}"
        turn.content.append(
            {"type": "tool_use", "id": tool_use_id, "name": names[called % 3], "input": {}}
        )
        turn.behaviour[tool_use_id] = "denied" if called % 3 else "ok"
    return turn


def _spells_a_type(turn: _Turn) -> bool:
    return any(b["type"] != "tool_use" and "tool_use" in b.values() for b in turn.content)


def _every_other_block() -> _Turn:
    """One turn holding every block type of :data:`OTHER_BLOCKS` between two tool_uses."""
    turn = _turn(("toolu_b", "lookup_user", "ok"), text=True)
    turn.content += [dict(block) for block in OTHER_BLOCKS.values()]
    turn.content.append({"type": "tool_use", "id": "toolu_a", "name": "get_orders", "input": {}})
    turn.behaviour["toolu_a"] = "ok"
    return turn


ODD_INPUTS = "tool_use blocks with no input, a null input, a list as input"


_ODD_INPUT_HINT = (
    "A tool_use's input may be missing, null or a list: read nothing of it here. Hand each "
    "block to call_tool as it is, and leave content as it arrived."
)


def _odd_inputs() -> _Turn:
    """tool_use blocks whose input is missing, null or a list: each is a tool_use all the
    same (its type says so), answered with its result, and left as it came (batch AT gave
    each a default input in place, and answered only those with an object)."""
    turn = _turn(
        ("toolu_a", "lookup_user", "ok"), ("toolu_b", "get_orders", "denied"),
        ("toolu_c", "search_faq", "ok"),
    )  # fmt: skip
    del turn.content[0]["input"]
    turn.content[1]["input"] = None
    turn.content[2]["input"] = ["refund"]
    return turn


def _reordered(turn: _Turn) -> _Turn:
    """``turn`` with each tool_use block's keys in reverse order: a dict is the same
    whatever the order of its keys, so only block["type"] tells a tool_use."""
    turn.content = [
        dict(reversed(b.items())) if b["type"] == "tool_use" else b for b in turn.content
    ]
    return turn


def _reversed_keys(turn: _Turn) -> bool:
    return any(next(iter(b)) != "type" for b in turn.content)


ORDER_CASES = {
    "ids unsorted": _turn(("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "ok")),
    "text first": _turn(
        ("toolu_02", "get_orders", "denied"), ("toolu_01", "lookup_user", "ok"), text=True
    ),
    **{
        f"{kind} block": _turn(("toolu_01", "lookup_user", "ok"), before=kind)
        for kind in OTHER_BLOCKS
    },
    "every other block type": _every_other_block(),
    "block values that spell tool_use (a text, a thinking)": _spelling_tool_use(),
    "a turn of 1,000 blocks, 168 of them tool_use": _long_turn(),
    "ids that do not start with toolu_": _turn(
        ("call_01", "lookup_user", "ok"), ("7", "get_orders", "denied")
    ),
    "tool_use blocks whose keys come in another order (type last)": _reordered(
        _turn(("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "denied"))
    ),
    ODD_INPUTS: _odd_inputs(),
}
MARKED_MESSAGE = "a crash whose own message starts with 'BLOCKED:' (kept as it is)"
_EMPTY_NAME_HINT = (
    "Every block whose type is tool_use is a call, whatever its name holds (an empty one "
    "too): call call_tool for it and answer it; only the type decides."
)
SURROGATE_MESSAGE = "a crash whose message holds a lone surrogate (\\udcff: kept as it is)"
NAMELESS_CALL = "a tool_use whose name is empty (a call all the same), then a crash"


@dataclass(frozen=True)
class TurnTwice:
    """One turn's very content list answered twice in the answer's process (an agent loop
    that retries): each call runs every tool_use again and makes a new message."""

    def __repr__(self) -> str:
        return "one turn's content list answered twice (the very same list: a retry)"


TURN_TWICE = repr(TurnTwice())


class _BuiltinCallTool:
    """``int`` or ``float`` as ``call_tool``: in the answer's process it is that built-in
    itself (``__stub_c_builtin__``), so the ``TypeError`` it raises on a block is made, and
    freed, there: a later one may take a freed one's ``id()``."""

    def __init__(self, name: Literal["int", "float"]) -> None:
        self.__stub_c_builtin__ = name

    def __call__(self, block: Mapping[str, Any]) -> Any:
        return C_BUILTINS[self.__stub_c_builtin__](block)

    def __repr__(self) -> str:
        return self.__stub_c_builtin__


@dataclass(frozen=True)
class BuiltinToolTurns:
    """Turns answered in a row in the answer's process, ``call_tool`` by turns ``int`` and
    ``float``: each raises its own ``TypeError`` there (batch BA kept each crash's text in a
    memo keyed on ``id(exc)``, and an id is reused once an exception is freed)."""

    tools: tuple[Literal["int", "float"], ...] = ("int", "float", "int", "float")

    def __repr__(self) -> str:
        tools = ", then ".join(self.tools)
        return f"turns answered in a row by call_tool {tools} (each raising its own TypeError)"


BUILTIN_TOOL_TURNS = repr(BuiltinToolTurns())


LONG_RUN_OF_TURNS_CASE = LongRun(
    1_100, "one turn (text, tool_use, server_tool_use) answered {times} times in a row"
)
"""The last message must be the first: an answer that loosens its test after its first
hundreds of turns ("only tool calls have an id") answers the server's block at the end
(batch BC)."""


class _DoneTool:
    """A ``call_tool`` that answers every block it is given with its own result."""

    def __call__(self, block: Mapping[str, Any]) -> dict[str, Any]:
        return tool_result(str(block["id"]), "done")

    def __repr__(self) -> str:
        return "call_tool"


LONG_RUN_OF_TURNS = repr(LONG_RUN_OF_TURNS_CASE)
_LONG_RUN_CONTENT = [
    {"type": "text", "text": "Looking that up."},
    {"type": "tool_use", "id": "toolu_long", "name": "lookup_user", "input": {}},
    {"type": "server_tool_use", "id": "srvtoolu_long", "name": "web_search", "input": {"q": "x"}},
]
_LONG_RUN_HINT = long_run_hint(
    "message", "one result per block whose type is exactly 'tool_use', never a test loosened"
)


def _answered_at_length(answer: Callable[..., Any], case: LongRun) -> None:
    args = [_DoneTool(), copy.deepcopy(_LONG_RUN_CONTENT)]
    first, last = case.first_and_last(answer, args)
    if last != first:
        raise Mismatch(
            repr(case),
            f"the last message: {shown(last)}",
            f"the first: {shown(first)}",
            _LONG_RUN_HINT,
        )


_FRESH_TEXT_HINT = (
    "Say each crash anew, from the exception it raised: keep no memo of messages keyed on "
    "id(exc) (an id is reused once an exception is freed, so a later crash reads an earlier "
    "one's text)."
)
FALSY_TOOL = "call_tool a callable object whose truth value is False, with a crash"
MOCK_TOOL = (
    "call_tool a callable object whose __getattr__ answers every name (call_tool.call_tool "
    "is a callable too, as on a Mock), with a crash: call_tool itself is the one to call"
)
_MOCK_TOOL_HINT = (
    "Call call_tool itself, call_tool(block): not an attribute of it found by getattr "
    "(call_tool.call_tool, .run), which an object answering every name (a Mock) has too."
)
WRAPPED_TOOL = (
    "call_tool a function with a __wrapped__ (the tool under its hooks, as functools.wraps or "
    "install_hooks leave it), with a crash: call_tool itself is the one to call"
)
_WRAPPED_TOOL_HINT = (
    "Call the call_tool you were handed as it is: inspect.unwrap and __wrapped__ reach the "
    "function under its decorators, skipping them (a hooked dispatcher's hooks: a denied call "
    "would run)."
)
UNHASHABLE_TOOL = "call_tool an unhashable callable object (its class defines __eq__), with a crash"
PRINTS_CASE = "a tool that prints a blank line, then returns (what it printed is no block)"
FAILED_RESULT = "a result the tool itself flagged is_error (a timeout, not a denial)"
INVISIBLE_MESSAGE = (
    "a crash message holding format characters (zero-width space, bidi overrides and isolates, "
    "soft hyphen, BOM): kept as they are"
)
ENTITIES_MESSAGE = "a crash message holding HTML entities (&amp;, &lt;, &#39;): kept as they are"
COLOURED_MESSAGE = "a crash message holding terminal colour codes (ESC [31m ... ESC [0m)"
_UNHASHABLE_HINT = (
    "An exception may be unhashable (an eq dataclass sets __hash__ to None): build each "
    "error result from the exception itself, with no memo, set or dict keyed by it "
    "(functools.lru_cache hashes its arguments)."
)
UNHASHABLE_CRASH = "call_tool raising an unhashable exception (an eq dataclass's) twice"
UNREPRABLE_CRASH = (
    "call_tool raising exceptions whose repr() raises (their str() does not; one's is empty)"
)
"""An exception whose class sets ``__hash__`` to ``None``: a memo or a set keyed by the
exception raises ``TypeError`` on it (batch AV cached the error text with ``lru_cache``)."""
TABBED_MESSAGE = "a crash message holding tabs, a vertical tab, a form feed and '\\r\\n'"
_DATED_HINT = (
    "Answer every tool_use block, whatever its name: a dated name (bash_20250124) is a tool "
    "the agent runs too; a tool the server runs comes as a server_tool_use block instead."
)
DATED_NAMES = (
    "tool_use blocks of dated names (bash_20250124, web_search_20250305): a tool_use block is "
    "the agent's to answer, whatever its name (a server tool's block is server_tool_use)"
)
REAL_WORLD_INPUT = (
    "a tool_use whose input holds values in real systems' shapes (an e-mail in capitals, a "
    "path with '..', a UUID, a URL): handed over as it is"
)


def _real_world_input() -> _Turn:
    """A turn whose one tool_use carries :data:`REAL_WORLD_VALUES` as its input: call_tool
    gets the block as it is (or an equal copy), no value tidied."""
    turn = _turn(("toolu_01", "lookup_user", "ok"))
    turn.content[0]["input"] = dict(REAL_WORLD_VALUES)
    return turn


REAL_WORLD_MESSAGE = (
    "crash messages holding values in real systems' shapes (a timestamp, a UUID, a URL "
    "with a query, an e-mail; one a JSON body alone): kept as they are"
)
SENSITIVE_MESSAGE = (
    "a crash message that looks sensitive (a card number, keys, an e-mail, 'ignore the "
    "previous'): kept as it is"
)

RESULT_CASES = {
    "crash alone": _turn(("toolu_b", "lookup_user", "crash")),
    "a crash whose message is long, not ASCII, quoted": _turn(
        ("toolu_b", "read_report", "crash"), ("toolu_a", "get_orders", "ok")
    ),
    "crash then ok": _turn(("toolu_b", "lookup_user", "crash"), ("toolu_a", "get_orders", "ok")),
    SURROGATE_MESSAGE: _turn(("toolu_b", "open_upload", "crash"), ("toolu_a", "get_orders", "ok")),
    NAMELESS_CALL: _turn(("toolu_b", "", "ok"), ("toolu_a", "get_orders", "crash")),
    MARKED_MESSAGE: _turn(("toolu_b", "BLOCKED: quota exceeded", "said")),
    PRINTS_CASE: _turn(("toolu_b", "lookup_user", "prints"), ("toolu_a", "get_orders", "ok")),
    "denied then crash": _turn(
        ("toolu_c", "create_case_file", "denied"), ("toolu_a", "get_orders", "crash")
    ),
    "empty exception message": _turn(
        ("toolu_b", "lookup_user", "silent-crash"), ("toolu_a", "get_orders", "ok")
    ),
    "a result with empty content": _turn(
        ("toolu_b", "lookup_user", "empty"), ("toolu_a", "get_orders", "ok")
    ),
    "a tool_use id repeated": _turn(
        ("toolu_a", "lookup_user", "ok"), ("toolu_a", "lookup_user", "ok")
    ),
    REPEATED_APART: _turn(
        ("toolu_a", "lookup_user", "ok"),
        ("toolu_b", "get_orders", "ok"),
        ("toolu_a", "lookup_user", "ok"),
    ),
    REPEATED_ALIKE: _turn(("toolu_a", "lookup_user", "named"), ("toolu_a", "lookup_user", "named")),
    "a whitespace-only exception message": _turn(
        ("toolu_b", "lookup_user", "blank-crash"), ("toolu_a", "get_orders", "ok")
    ),
    "an exception class without a docstring, and no message": _turn(
        ("toolu_b", "lookup_user", "bare-crash"), ("toolu_a", "get_orders", "ok")
    ),
    "call_tool raising KeyError, TypeError, AttributeError": _turn(
        ("toolu_b", "lookup_user", "bug"),
        ("toolu_a", "get_orders", "bug"),
        ("toolu_c", "create_case_file", "bug"),
        ("toolu_d", "search_faq", "ok"),
    ),
    "a crash message with line breaks, both quotes, leading spaces, {field} and %s": _turn(
        ("toolu_b", "export_orders", "crash"), ("toolu_a", "get_orders", "ok")
    ),
    "every built-in Exception subclass, each with its message": _turn(
        *((f"toolu_{i}", name, "builtin") for i, name in enumerate(_BUILTIN_NAMES)),
        ("toolu_z", "get_orders", "ok"),
    ),
    FAILED_RESULT: _turn(("toolu_b", "get_orders", "failed"), ("toolu_a", "lookup_user", "ok")),
    COLOURED_MESSAGE: _turn(("toolu_b", "run_build", "crash"), ("toolu_a", "get_orders", "ok")),
    TABBED_MESSAGE: _turn(("toolu_b", "tabulate_rows", "crash"), ("toolu_a", "get_orders", "ok")),
    SENSITIVE_MESSAGE: _turn(("toolu_b", "charge_card", "crash"), ("toolu_a", "get_orders", "ok")),
    INVISIBLE_MESSAGE: _turn(("toolu_b", "claim_name", "crash"), ("toolu_a", "get_orders", "ok")),
    ENTITIES_MESSAGE: _turn(("toolu_b", "render_page", "crash"), ("toolu_a", "get_orders", "ok")),
    "a result whose content is a list of blocks": _turn(
        ("toolu_b", "lookup_user", "blocks"), ("toolu_a", "get_orders", "ok")
    ),
    "call_tool a functools.partial, with a crash": _turn(
        ("toolu_b", "lookup_user", "crash"), ("toolu_a", "get_orders", "ok"), kind="partial"
    ),
    "call_tool a callable object, with a crash": _turn(
        ("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "crash"), kind="object"
    ),
    "call_tool without an introspectable signature (inspect.signature raises)": _turn(
        ("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "crash"), kind="opaque"
    ),
    TURN_TWICE: TurnTwice(),
    BUILTIN_TOOL_TURNS: BuiltinToolTurns(),
    LONG_RUN_OF_TURNS: LONG_RUN_OF_TURNS_CASE,
    MOCK_TOOL: _turn(
        ("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "crash"), kind="mock"
    ),
    FALSY_TOOL: _turn(
        ("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "crash"), kind="falsy"
    ),
    WRAPPED_TOOL: _turn(
        ("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "crash"), kind="wrapped"
    ),
    UNHASHABLE_TOOL: _turn(
        ("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "crash"), kind="unhashable"
    ),
    "crash messages of 301, 1,000 and 1,999 characters, held whole": _turn(
        *((f"toolu_{size}", f"import_rows_{size}", "crash") for size in LONG_MESSAGE_SIZES),
        ("toolu_a", "get_orders", "ok"),
    ),
    UNREPRABLE_CRASH: _turn(
        ("toolu_b", "lookup_user", "unreprable-crash"),
        ("toolu_c", SILENT_UNREPRABLE, "unreprable-crash"),
        ("toolu_a", "search_faq", "ok"),
    ),
    UNHASHABLE_CRASH: _turn(
        ("toolu_b", "lookup_user", "unhashable-crash"),
        ("toolu_c", "get_orders", "unhashable-crash"),
        ("toolu_a", "search_faq", "ok"),
    ),
    REAL_WORLD_MESSAGE: _turn(
        ("toolu_b", "deploy_service", "crash"),
        ("toolu_c", "call_api", "crash"),
        ("toolu_a", "get_orders", "ok"),
    ),
    REAL_WORLD_INPUT: _real_world_input(),
    DATED_NAMES: _turn(
        ("toolu_b", DATED_TOOL_NAMES[0], "ok"),
        ("toolu_c", DATED_TOOL_NAMES[1], "crash"),
        ("toolu_a", DATED_TOOL_NAMES[2], "ok"),
    ),
    HUGE_RESULT: _turn(("toolu_b", "export_orders", "huge"), ("toolu_a", "get_orders", "crash")),
    SENTENCES: _turn(("toolu_b", "upload_file", "crash"), ("toolu_a", "get_orders", "ok")),
}


SHAPED_CASE = (
    "crash messages of every shape: no letters (404, !!, ...), other scripts, a class's "
    "name, exception groups"
)


SLOW_CASE = "tools that take an hour each by your clocks, a crash among them"


def _slow_turn() -> _Turn:
    """A turn whose every call takes an hour by the answer's clocks (``time``,
    ``monotonic``, ``perf_counter``...): each tool_use is still called and answered, as it
    returned or raised. Last of the fixed cases: a mistake of another kind shows before."""
    turn = _turn(
        ("toolu_b", "lookup_user", "ok"),
        ("toolu_a", "get_orders", "crash"),
        ("toolu_c", "create_case_file", "ok"),
    )
    turn.hours = 1
    return turn


def _awkward_ids() -> _Turn:
    """A turn whose ids take every form of :data:`ID_FORMS`, and three case variants of
    one id, crashing in turn in each way (a built-in and a workbook exception too) or
    answering: a crash's result carries ``block["id"]`` exactly."""
    kinds: tuple[Behaviour, ...] = ("crash", "silent-crash", "bug", "builtin", "workbook", "ok")
    names = ("lookup_user", "get_orders", "create_case_file")
    ids = [form.format("toolu_x") for form in ID_FORMS] + ["toolu_x", "toolu_X", "TOOLU_X"]
    return _turn(*((i, names[n % 3], kinds[n % len(kinds)]) for n, i in enumerate(ids)))


def _carrying_api_keys() -> _Turn:
    """Each of :data:`API_KEYS` on a block that crashes and on one that answers."""
    calls: list[tuple[str, str, Behaviour]] = []
    for n in range(len(API_KEYS)):
        calls += [(f"toolu_{n}c", "lookup_user", "crash"), (f"toolu_{n}o", "get_orders", "ok")]
    turn = _turn(*calls)
    for n, block in enumerate(turn.content):
        block.update(copy.deepcopy(API_KEYS[n // 2]))
    return turn


def _carries_api_keys(turn: _Turn) -> bool:
    return any(
        set(b) - {"type", "id", "name", "input"} or b["input"]
        for b in turn.content
        if b["type"] == "tool_use"
    )


def _awkward_id(tool_use_id: str) -> bool:
    return any(c not in "abcdefghijklmnopqrstuvwxyz0123456789_" for c in tool_use_id)


RESULT_CASES.update(
    {
        "ids of every awkward form (ID_FORMS) and case variants, crashing": _awkward_ids(),
        "tool_use blocks carrying cache_control, caller and a nested input": (_carrying_api_keys()),
        "every exception class of the workbook's packages, each with its message": _turn(
            *((f"toolu_{i}", name, "workbook") for i, name in enumerate(_WORKBOOK_NAMES)),
            ("toolu_z", "get_orders", "ok"),
        ),
        SHAPED_CASE: _turn(
            *((f"toolu_{i}", name, "shaped") for i, name in enumerate(_SHAPED_NAMES)),
            ("toolu_z", "get_orders", "ok"),
        ),
        "a tool that warns (every built-in Warning category), then returns": _turn(
            *((f"toolu_{i}", c.__name__, "warns") for i, c in enumerate(builtin_warnings())),
            ("toolu_z", "get_orders", "ok"),
        ),
        SLOW_CASE: _slow_turn(),
    }
)
INTERRUPT_GROUP = (
    "a BaseExceptionGroup holding a KeyboardInterrupt, after a crash (no Exception: it propagates)"
)
INTERRUPT_CASES = {
    "KeyboardInterrupt first": _turn(
        ("toolu_b", "lookup_user", "interrupt"), ("toolu_a", "get_orders", "ok")
    ),
    "KeyboardInterrupt after a crash": _turn(
        ("toolu_b", "lookup_user", "crash"),
        ("toolu_a", "get_orders", "interrupt"),
        ("toolu_c", "issue_refund", "ok"),
    ),
    "SystemExit first": _turn(("toolu_b", "lookup_user", "exit"), ("toolu_a", "get_orders", "ok")),
    "SystemExit after a crash": _turn(
        ("toolu_b", "lookup_user", "crash"),
        ("toolu_a", "get_orders", "exit"),
        ("toolu_c", "issue_refund", "ok"),
    ),
    "SystemExit() with no code, after a result": _turn(
        ("toolu_a", "lookup_user", "ok"), ("toolu_c", "get_orders", "exit")
    ),
    "SystemExit(0), a success's code, first": _turn(
        ("toolu_d", "get_orders", "exit"), ("toolu_a", "lookup_user", "ok")
    ),
    "SystemExit('refunds are frozen until Monday'), a message for its code, after a crash": (
        _turn(
            ("toolu_b", "lookup_user", "crash"),
            ("toolu_e", "get_orders", "exit"),
            ("toolu_c", "issue_refund", "ok"),
        )
    ),
    INTERRUPT_GROUP: _turn(
        ("toolu_b", "lookup_user", "crash"),
        ("toolu_a", "get_orders", "interrupt-group"),
        ("toolu_c", "issue_refund", "ok"),
    ),
    "asyncio.CancelledError after a crash (a BaseException)": _turn(
        ("toolu_b", "lookup_user", "crash"),
        ("toolu_a", "get_orders", "cancel"),
        ("toolu_c", "issue_refund", "ok"),
    ),
    "GeneratorExit after a crash (a BaseException)": _turn(
        ("toolu_b", "lookup_user", "crash"),
        ("toolu_a", "get_orders", "close"),
        ("toolu_c", "issue_refund", "ok"),
    ),
}


_FALSY_TOOL_HINT = (
    "call_tool is any callable, a falsy one too (a callable registry with no entries): call "
    "it for each tool_use, with no `if not call_tool` test of its truth."
)
_UNHASHABLE_TOOL_HINT = (
    "call_tool is any callable, an unhashable one too (an object whose class defines __eq__): "
    "call it, and keep nothing keyed by it (a dict or a set needs a hashable key)."
)
_NO_ARGS_HINT = (
    "An exception raised without a message (RuntimeError()) has exc.args == (): exc.args "
    "may be empty, so exc.args[0] raises IndexError. Say what failed with "
    "f'{type(exc).__name__}: {exc}' instead."
)


def _answered(answer: Callable[..., Any], turn: _Turn) -> tuple[list[Any], str]:
    example = f"answer_turn(call_tool, content) for the {turn!r}"
    turn.called.clear()  # a fixed example's turn is graded again and again in one process
    turn.received.clear()
    call_tool, content = turn.handed_out()
    try:
        message, after = call_seeing_inputs(answer, call_tool, content, example=example)
    except NotStarted as stub:
        if stub.error is None or not _reraised_builtin(turn, stub.error):
            raise
        crash = AnswerCrashed(stub.error, example)  # a tool's NotImplementedError, let out
        crash.grader_raised = True
        raise crash from None
    except AnswerCrashed as crash:
        silent = "silent-crash" in turn.behaviour.values()
        if silent and crash.hint == "" and isinstance(crash.error, IndexError):
            crash.hint = _NO_ARGS_HINT
        if crash.hint == "" and _template_crash(turn, crash.error):
            crash.hint = _TEMPLATE_HINT
        if crash.hint == "" and turn.kind == "opaque":
            crash.hint = _OPAQUE_HINT
        if turn.kind == "falsy" and not turn.called:  # refused before any call
            crash.hint = _FALSY_TOOL_HINT
        if turn.kind == "mock" and not turn.called:
            crash.hint = _MOCK_TOOL_HINT
        if turn.kind == "wrapped" and not turn.called:
            crash.hint = _WRAPPED_TOOL_HINT
        if turn.kind == "unhashable" and isinstance(crash.error, TypeError):
            crash.hint = _UNHASHABLE_TOOL_HINT
        raise
    if after[1] != turn.content:
        raise Mismatch(
            example,
            f"content left as {shown(after[1])}",
            f"content left as it arrived: {shown(turn.content)}",
            "Leave content as it arrived (the caller still holds that turn), each block and "
            "its nested values too: build a new list for the message instead of replacing, "
            "trimming or cleaning blocks in place.",
        )
    if turn.kind == "wrapped" and turn.ids and not turn.called:
        raise Mismatch(
            example,
            "call_tool itself never called",
            f"call_tool(block) called once per tool_use: {turn.ids}",
            _WRAPPED_TOOL_HINT,
        )
    nested = [i for i in turn.called if i in NESTED_IDS]
    if nested:
        raise Mismatch(
            example,
            f"call_tool called for {turn.called}",
            f"called once per top-level tool_use of content, in order: {turn.ids}",
            _NESTED_HINT,
        )
    if type(message) is not dict:
        raise Mismatch(
            example,
            f"{shown(message)} (a {type(message).__name__})",
            "one message: {'role': 'user', 'content': [...]}",
            "Return the message itself, a dict {'role': 'user', 'content': [...results]}, "
            "not the list of results.",
        )
    if message.get("role") != "user":
        raise Mismatch(
            example,
            f"role: {shown(message.get('role', '<missing>'))}",
            "role: 'user'",
            "Tool results come back from your side of the conversation: role 'user'.",
        )
    blocks = message.get("content")
    if type(blocks) is not list:
        raise Mismatch(
            example, f"content: {shown(blocks)}", "content: a list of tool_result blocks"
        )
    if set(message) != {"role", "content"}:
        raise Mismatch(
            example,
            f"a message with the keys {sorted(message, key=repr)}",
            "a message with the keys 'role' and 'content' alone",
            _MESSAGE_KEYS_HINT,
        )
    return blocks, example


_NESTED_HINT = (
    "Only the top-level blocks of content are calls: a dict shaped like a tool_use inside a "
    "block (in its input, a list, another field) is data, not a call. Loop over content "
    "itself; do not walk into the blocks."
)
_MESSAGE_KEYS_HINT = (
    "The message holds 'role' and 'content' alone: the API refuses any other key "
    "(metadata, an id). Keep what you want to log outside the message."
)


_OPAQUE_HINT = (
    "call_tool may be any callable, one whose signature cannot be inspected too (a builtin "
    "or C callable: inspect.signature raises): just call call_tool(block)."
)


def _template_crash(turn: _Turn, error: BaseException) -> bool:
    """Whether the answer raised what str.format or % raise on a text holding a crash
    message with template marks ({field}, {0}, %s), in a turn whose tools crash so."""
    awkward = any(
        turn.behaviour[i] == "builtin"
        or (turn.behaviour[i] == "crash" and _name(turn, i) == "export_orders")
        for i in turn.ids
    )
    return awkward and type(error).__name__ in ("KeyError", "IndexError", "ValueError", "TypeError")


_TEMPLATE_HINT = (
    "A crash message may hold template marks ({field}, {0}, %s): build the content with an "
    "f-string or +, not str.format or % on a text that already holds the message."
)
_ONLY_TOOL_USE_HINT = (
    "Only blocks whose type is exactly 'tool_use' get a result: a turn may also hold "
    "thinking, redacted_thinking, server_tool_use, mcp_tool_use, image or document blocks, "
    "and any block's other values may say 'tool_use': read block['type'] alone."
)
_ANY_ID_HINT = (
    "Any non-empty id is an id: answer each tool_use whatever its id looks like (it "
    "need not start with 'toolu_')."
)
_KEY_ORDER_HINT = (
    "A dict is the same whatever the order of its keys: a tool_use is a block whose "
    "block['type'] == 'tool_use', even with 'type' last; do not test its text (json.dumps, "
    "str, repr) or its first key."
)


def _type_not_first(turn: _Turn) -> set[str]:
    """The ids of the tool_use blocks whose first key is not ``type``."""
    return {b["id"] for b in turn.content if b["type"] == "tool_use" and next(iter(b)) != "type"}


_LONG_TURN_HINT = (
    "A turn may hold a thousand blocks: loop over content (a for loop), do not recurse "
    "once per block; Python's stack runs out long before."
)
_NAMELESS_HINT = (
    "call_tool may be any callable: a functools.partial or an object with __call__ has no "
    "__name__. Say what failed from the exception and the block, not from call_tool."
)


def _results_first_in_order(answer: Callable[..., Any], turn: _Turn) -> None:
    ids = list(turn.ids)  # before the answer runs
    others = any(b["type"] not in ("text", "tool_use") for b in turn.content)
    others = others or _spells_a_type(turn)
    try:
        blocks, example = _answered(answer, turn)
    except AnswerCrashed as crash:
        if isinstance(crash.error, RecursionError) and len(turn.content) > _SHOWN_BLOCKS:
            crash.hint = _LONG_TURN_HINT
        if isinstance(crash.error, ValueError) and any(not i.startswith("toolu_") for i in ids):
            crash.hint = crash.hint or _ANY_ID_HINT
        if others and crash.hint == "":
            crash.hint = _ONLY_TOOL_USE_HINT
        if any(
            b["type"] == "tool_use" and not isinstance(b.get("input"), dict) for b in turn.content
        ):
            crash.hint = crash.hint or _ODD_INPUT_HINT
        raise
    leading = [_result_id(b) for b in blocks[: len(ids)]]
    if leading != ids or (others and turn.called != ids):
        hint = _calls_hint(turn, ids) if others and turn.called != ids else _order_hint(blocks, ids)
        if _reversed_keys(turn) and set(turn.called) == set(ids) - _type_not_first(turn):
            hint = _KEY_ORDER_HINT
        raise Mismatch(
            example,
            shown([_block_text(b) for b in blocks]),
            f"the tool_results first, one per tool_use, in order: {ids}",
            hint,
        )
    _only_user_blocks_after(blocks, ids, example)


def _calls_hint(turn: _Turn, ids: list[str]) -> str:
    """What calls that are not one per tool_use identify: an id called again (a retry), or
    a block that is not a tool_use called."""
    return _CALLED_AGAIN_HINT if _called_again(turn, ids) else _ONLY_TOOL_USE_HINT


def _called_again(turn: _Turn, ids: list[str]) -> bool:
    """Whether the answer called call_tool for a tool_use more than once (and for nothing
    else): a retry."""
    return set(turn.called) <= set(ids) and len(turn.called) > len(ids)


def _again_hint(turn: _Turn, ids: list[str]) -> str:
    """The hint for a tool_use called again: after a crash (a retry of a failure), or after
    a result the tool flagged is_error."""
    again = {i for i in ids if turn.called.count(i) > ids.count(i)}
    crashed = again and all(turn.behaviour.get(i) in CRASHES for i in again)
    return _RETRIED_CRASH_HINT if crashed else _CALLED_AGAIN_HINT


_RETRIED_CRASH_HINT = (
    "Call call_tool once per tool_use block, even when it raises: a call that raised has "
    "failed, whatever its class (a RateLimitError, a timeout), and is answered with an "
    "is_error result, never tried again."
)
_CALLED_AGAIN_HINT = (
    "Call call_tool once per tool_use block and keep what it returns, a result flagged "
    "is_error too: a tool's own error result is its answer, not a reason to call it again."
)


def _result_id(block: Any) -> Any:
    return block.get("tool_use_id") if isinstance(block, dict) else block


def _order_hint(blocks: list[Any], ids: list[str]) -> str:
    """What the order of the answer's blocks identifies: every result there but after
    something else, every result there but reordered, or results missing. Anything else
    fits several mistakes: no hint."""
    results = [
        _result_id(b) for b in blocks if isinstance(b, dict) and b.get("type") == "tool_result"
    ]
    if results[: len(ids)] == ids and [_result_id(b) for b in blocks[: len(ids)]] != ids:
        return "No text before the results: the API wants every tool_result first."
    if sorted(map(str, results)) == sorted(ids):
        return (
            "Keep the turn's order: the results answer the tool_use blocks in the order "
            "the model wrote them, not sorted by id or by name."
        )
    if len(results) < len(ids) and all(r in ids for r in results):
        return (
            "Every tool_use gets its result, denials too: loop over the tool_use blocks in "
            "order and append call_tool(block) for each."
        )
    return NO_HINT


_CRASH_HINTS = {
    "tool_use_id": "A crash's result answers its block: 'tool_use_id': block['id'], never None.",
    "is_error": "A crash's result needs 'is_error': True, or the model takes the text for output.",
    "type": "A crash is still answered by a block of type 'tool_result'.",
    "content": "Give the crash's result a string content, e.g. f'the tool failed: {exc}': "
    "the exception object itself cannot be sent.",
    "blocks": "A crash's content is one string, not a list of text blocks: the Returns ask "
    "for a `str`, e.g. f'the tool failed: {exc}'.",
    "blank": "str(exc) is '' for an exception raised without a message: say what failed "
    "with its type too, e.g. f'{type(exc).__name__}: {exc}'.",
    "whitespace": "A message may be only whitespace (' \\n'), and then the content is "
    "blank: test str(exc).strip(), not str(exc), or say what failed with its type too, "
    "e.g. f'{type(exc).__name__}: {exc}'.",
    "message": "Say what failed: put the exception's message in the content as it is "
    "(str(exc), not escaped, stripped, shortened or replaced), e.g. "
    "f'{type(exc).__name__}: {exc}'.",
    "builtin": "Every Exception is answered alike, whatever its class: the content is a "
    "string, and an OSError's or TimeoutError's exc.strerror may be None; e.g. "
    "f'{type(exc).__name__}: {exc}'.",
    "none": "The content is a string even for an exception without a message whose class "
    "has no docstring (its __doc__ is None): e.g. f'{type(exc).__name__}: {exc}'.",
    "changed-id": "'tool_use_id' is block['id'] exactly as it is: not stripped, "
    "normalised, re-cased or unquoted, or it answers no call.",
    "denial": "A crash is a failure, not a denial: 'BLOCKED:' at the start marks a "
    "deliberate denial (exercise 6), and the model would not retry. Start the content "
    "with what failed, e.g. f'{type(exc).__name__}: {exc}'.",
}


def _crash_result_problem(
    block: Any,
    tool_use_id: str,
    behaviour: Behaviour,
    messages: tuple[str, ...] = (),
    ids: Collection[str] = (),
) -> tuple[str, str, str] | None:
    """``(got, expected, hint)`` for the first thing wrong with a crash's result, or None.

    ``messages``: the texts any one of which the content must hold (the exception's
    message, however it may be read); ``ids``: the turn's ids (an id that is none of them
    was changed)."""
    if type(block) is not dict:
        return shown(block), f"an is_error tool_result for {tool_use_id}", _CRASH_HINTS["type"]
    wanted = {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True}
    for key, value in wanted.items():
        if not same_value(value, block.get(key)):
            got = block.get(key, "<missing>")
            changed = key == "tool_use_id" and _changed_id(got, tool_use_id, ids)
            return (
                f"{key}: {shown(got)}",
                f"{key}: {value!r}",
                _UPSTREAM_HINT
                if got == UPSTREAM_ID
                else _CRASH_HINTS["changed-id" if changed else key],
            )
    content = block.get("content")
    if type(content) is not str:
        return (
            f"content: {shown(content)}",
            "content: one non-blank string saying what failed",
            _CRASH_HINTS[
                "blocks"
                if isinstance(content, list)
                else "builtin"
                if behaviour == "builtin"
                else "none"
                if content is None
                else "content"
            ],
        )
    if not content.strip():
        return (
            f"content: {shown(content)}",
            "content: a non-blank string saying what failed",
            _CRASH_HINTS["whitespace" if behaviour == "blank-crash" else "blank"],
        )
    if _marked_as_denial(content) and not any(map(_marked_as_denial, messages)):
        return (
            f"content: {shown(content)}",
            "content saying what failed, not starting with 'BLOCKED:' (a denial's mark)",
            _CRASH_HINTS["denial"],
        )
    if any(messages) and not any(m in content for m in messages if m):
        return (
            f"content: {shown(content)}",
            f"content holding the exception's message: {messages[0]!r}",
            _CRASH_HINTS["message"],
        )
    return None


_UPSTREAM_HINT = (
    "Answer the block with its own id, block['id']: an exception's tool_use_id attribute "
    "names the call it failed on somewhere else, not this block."
)


def _changed_id(got: object, tool_use_id: str, ids: Collection[str]) -> bool:
    """Whether ``got`` is ``tool_use_id`` changed (tidied, normalised, re-cased) rather than
    another block's id: a text that is no id of the turn, or the same once tidied."""
    return type(got) is str and (got not in ids or _tidied(got) == _tidied(tool_use_id))


def _tidied(text: str) -> str:
    """``text`` with what a tidying answer drops gone: NFKC, case, whitespace, invisible
    format characters and quotes."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(
        c for c in folded if not (c.isspace() or c in "'\"" or unicodedata.category(c) == "Cf")
    )


def _marked_as_denial(content: str) -> bool:
    """Whether ``content`` starts with ``BLOCKED:``, once leading whitespace and invisible
    format characters (a BOM, a zero-width space) are passed over: it reads as a denial."""
    start = 0
    while start < len(content) and (
        content[start].isspace() or unicodedata.category(content[start]) == "Cf"
    ):
        start += 1
    return content.startswith(BLOCKED_MARK, start)


BLOCKED_MARK = "BLOCKED:"
"""What starts a denial's content (exercise 6); a crash's content never starts with it."""


_TWICE_HINT = (
    "Answer each call anew: call_tool runs for every tool_use each time, and each message "
    "is new, with no memo of turns answered (one keyed on id(content) answers a retry, or a "
    "new list given a freed one's id, with an old message)."
)


def _answered_twice(answer: Callable[..., Any], case: TurnTwice) -> None:
    turn = _turn(("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "ok"))
    call_tool, content = turn.handed_out()
    steps: list[list[Any]] = [["call", [call_tool, content]], ["again", []]]
    call_in_steps(answer, steps, example=repr(case))
    if turn.called != turn.ids * 2:  # a message shared between calls is each-turn's to tell
        raise Mismatch(
            repr(case),
            f"call_tool called for {turn.called}",
            f"called for {turn.ids * 2}: every tool_use run again",
            _TWICE_HINT,
        )


def _answered_by_builtins(answer: Callable[..., Any], case: BuiltinToolTurns) -> None:
    steps: list[list[Any]] = []
    wanted: list[tuple[str, str]] = []
    for index, name in enumerate(case.tools):
        tool_use_id = f"toolu_{index}"
        block = {"type": "tool_use", "id": tool_use_id, "name": "lookup_user", "input": {}}
        steps.append(["call", [_BuiltinCallTool(name), [block]]])
        try:
            C_BUILTINS[name](block)
        except TypeError as error:
            wanted.append((tool_use_id, str(error)))
    returned, _, _ = call_in_steps(answer, steps, example=repr(case))
    for message, (tool_use_id, text) in zip(returned, wanted, strict=True):
        blocks = message.get("content") if type(message) is dict else None
        first = blocks[0] if type(blocks) is list and blocks else blocks  # results come first
        problem = _crash_result_problem(first, tool_use_id, "crash", (text,))
        if problem is not None:
            hint = _FRESH_TEXT_HINT if problem[2] == _CRASH_HINTS["message"] else problem[2]
            raise Mismatch(repr(case), *problem[:2], hint)


def _each_result_is_the_tools(
    answer: Callable[..., Any], turn: _Turn | TurnTwice | BuiltinToolTurns | LongRun
) -> None:
    if isinstance(turn, TurnTwice):
        _answered_twice(answer, turn)
        return
    if isinstance(turn, LongRun):
        _answered_at_length(answer, turn)
        return
    if isinstance(turn, BuiltinToolTurns):
        _answered_by_builtins(answer, turn)
        return
    # What is expected, from a twin of the turn, before the answer runs.
    fresh = _Turn(copy.deepcopy(turn.content), dict(turn.behaviour))
    ids = list(turn.ids)
    with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
        warnings.simplefilter("ignore")  # a tool that warns or prints: only its result counts
        expected = [  # a list, in order: an id called twice has two results
            None
            if turn.behaviour[i] in CRASHES
            else fresh.call_tool({"id": i, "name": _name(turn, i)})
            for i in ids
        ]
    try:
        blocks, example = _answered(answer, turn)
    except AnswerCrashed as crash:
        if turn.kind != "function" and isinstance(crash.error, AttributeError):
            crash.hint = crash.hint or _NAMELESS_HINT
        if crash.hint == "" and _reraised_builtin(turn, crash.error):
            crash.hint = _BUILTIN_HINT
        if crash.hint == "" and isinstance(crash.error, (UnboundLocalError, NameError)):
            crash.hint = _FALSY_CRASH_HINT if "crash" in turn.behaviour.values() else ""
        unhashable = "unhashable-crash" in turn.behaviour.values()
        if crash.hint == "" and unhashable and isinstance(crash.error, TypeError):
            crash.hint = _UNHASHABLE_HINT  # the answer hashed the exception
        if crash.hint == "" and raised_by_repr(crash.error):
            crash.hint = UNREPRABLE_HINT  # the answer logged a tool's exception with !r
        if crash.hint == "" and any(b in CRASHES for b in turn.behaviour.values()):
            crash.hint = _CATCH_HINT  # a tool raised, and so did the answer
        raise
    if turn.kind == "mock" and ids and not turn.called:
        raise Mismatch(
            example,
            "call_tool itself never called",
            f"call_tool(block) called once per tool_use: {ids}",
            _MOCK_TOOL_HINT,
        )
    if turn.hours and turn.called != ids and turn.called == ids[: len(turn.called)]:
        raise Mismatch(  # the calls stopped early, in a turn whose tools take an hour each
            example,
            f"call_tool called for {turn.called}",
            f"called once each, in order, however long each takes: {ids}",
            _TIME_HINT,
        )
    if len(blocks) < len(ids):
        repeated = len(set(ids)) < len(ids)
        raise Mismatch(
            example,
            f"{len(blocks)} blocks: {shown([_block_text(b) for b in blocks])}",
            f"one result per tool_use block: {ids}",
            "Two tool_use blocks may share an id, and their results may be equal: append "
            "one result per block, whatever it equals (no `not in` test), and key no dict "
            "by id."
            if repeated
            else _DATED_HINT
            if any(DATED_NAME.search(_name(turn, i)) for i in ids if i not in turn.called)
            else _EMPTY_NAME_HINT
            if any(_name(turn, i) == "" for i in ids if i not in turn.called)
            else "",
        )
    for index, (tool_use_id, block, want) in enumerate(zip(ids, blocks, expected, strict=False)):
        if want is None:
            behaviour = turn.behaviour[tool_use_id]
            messages = _scripted_messages(_name(turn, tool_use_id), behaviour, tool_use_id)
            problem = _crash_result_problem(block, tool_use_id, behaviour, messages, ids)
            if problem is not None and problem[2] == _CRASH_HINTS["message"]:
                problem = (*problem[:2], _message_hint(turn, tool_use_id, block))
            if problem is not None:
                raise Mismatch(example, *problem)
            continue
        if not same_value(want, block):
            got_text, want_text = differing(want, block)
            earlier = [e for i, e in zip(ids[:index], expected, strict=False) if i == tool_use_id]
            hint = (
                _ORDER_HINT
                if _results_reordered(blocks, expected)
                else _HUGE_HINT
                if turn.behaviour[tool_use_id] == "huge"
                else _ANSWERED_BEFORE_HINT
                if any(same_value(e, block) for e in earlier)
                else _JSON_HINT
                if _json_round_trip_of(want, block)
                else _EXTRA_KEYS_HINT
                if _with_keys_added(want, block)
                else _KEYS_DROPPED_HINT
                if isinstance(block, dict) and _with_keys_added(block, want)
                else _TIME_HINT
                if turn.hours and isinstance(block, dict) and block.get("is_error") is True
                else _WARNS_HINT
                if turn.behaviour[tool_use_id] == "warns"
                and isinstance(block, dict)
                and block.get("is_error") is True
                else _FALSY_RESULT_HINT
                if not want.get("content")
                else _BLOCKS_RESULT_HINT
                if isinstance(want.get("content"), list)
                and isinstance(block, dict)
                and not isinstance(block.get("content"), list)
                else _BLOCKS_KEPT_HINT
                if isinstance(want.get("content"), list)
                and isinstance(block, dict)
                and isinstance(block.get("content"), list)
                else ""
            )
            raise Mismatch(example, got_text, f"what call_tool returned: {want_text}", hint)
    if turn.called != ids:
        raise Mismatch(
            example,
            f"call_tool called for {turn.called}",
            f"called once each, in order: {ids}",
            _again_hint(turn, ids) if _called_again(turn, ids) else NO_HINT,
        )
    _given_as_they_are(turn, example)
    _only_user_blocks_after(blocks, ids, example)


_HUGE_HINT = (
    "Return what call_tool returned however large it is: a cap on a result's size (to "
    "spare the context window) is a rule of its own, a PostToolUse hook's, not this "
    "function's."
)
_BLOCKS_KEPT_HINT = (
    "Return call_tool's result as it is, its content list too: no block pruned, merged or "
    "reordered (an empty text block is the tool's to send)."
)
_ORDER_HINT = (
    "Keep the results in the order of their tool_use blocks: append each as its call "
    "returns, with no grouping by id or tool and no sort."
)


def _results_reordered(blocks: Sequence[Any], expected: Sequence[Any]) -> bool:
    """Whether ``blocks`` are the expected results, every one, in another order."""
    if len(blocks) != len(expected) or any(want is None for want in expected):
        return False
    left = list(blocks)
    for want in expected:
        match = next((i for i, got in enumerate(left) if same_value(want, got)), None)
        if match is None:
            return False
        del left[match]
    return True


def _with_keys_added(want: Mapping[str, Any], got: object) -> bool:
    """Whether ``got`` is ``want`` with keys added, the others as they are."""
    return (
        type(got) is dict
        and set(want) < set(got)
        and all(same_value(value, got[key]) for key, value in want.items())
    )


_ANSWERED_BEFORE_HINT = (
    "Two tool_use blocks with the same id are two calls: each gets the result its own "
    "call_tool(block) returned, not one kept from the first (no memo or cache by id)."
)
_EXTRA_KEYS_HINT = (
    "call_tool's result goes into the message as it is: add no key to it (an id, "
    "metadata) and take none away."
)
_TIME_HINT = (
    "A tool may take long (an hour by your clocks): every tool_use still gets "
    "call_tool(block) and its result as it returned, however long the turn takes. No time "
    "budget, deadline or timeout of your own."
)


def _message_hint(turn: _Turn, tool_use_id: str, block: Mapping[str, Any]) -> str:
    """The hint for a crash whose message is missing: an exception group's own message
    has its own, and so has a content holding an attribute (``msg``, ``strerror``,
    ``message``) that is only part of the message."""
    crash = _shaped_error(_name(turn, tool_use_id), tool_use_id)
    behaviour = turn.behaviour[tool_use_id]
    messages = _scripted_messages(_name(turn, tool_use_id), behaviour, tool_use_id)
    tidied = next(filter(None, (_tidied_hint(m, block["content"]) for m in messages)), "")
    if tidied:
        return tidied
    if behaviour != "shaped":
        return _CRASH_HINTS["message"]
    if isinstance(crash, EXCEPTION_GROUP or ()):
        return _GROUP_HINT
    if not crash.args and str(crash):
        return _FIELDS_HINT
    first = crash.args[0] if crash.args else None
    if type(first) is not str and f": {first}" in block["content"]:
        return _ARGS_HINT
    told = [getattr(crash, name, None) for name in _TOLD]
    if any(type(part) is str and part in block["content"] for part in told):
        return _TOLD_HINT
    if isinstance(crash, SyntaxError) and 'File "' in block["content"]:
        return _LOCATION_HINT
    if any(str(cause) in block["content"] for cause in _causes_of(crash)):
        return _CAUSE_HINT
    if any(note in block["content"] for note in getattr(crash, "__notes__", ())):
        return _NOTE_HINT
    return _CRASH_HINTS["message"]


_NOTE_HINT = (
    "Say what failed with str(exc): a note added to the exception (add_note) is not its "
    "message, and traceback.format_exception_only() puts the notes last, so its last line "
    "may be a note."
)


def _causes_of(error: BaseException) -> list[BaseException]:
    """The exceptions ``error`` was raised from, nearest first."""
    causes: list[BaseException] = []
    while error.__cause__ is not None and len(causes) < 10:
        error = error.__cause__
        causes.append(error)
    return causes


def _tidied_hint(message: str, content: str) -> str:
    """The hint for ``content`` that holds ``message`` tidied, by the tidying: in another
    Unicode normal form, without its format characters (category Cf: zero-width, bidi
    controls), or with its HTML entities decoded (batch AY); ``""`` when it is none of them."""
    forms: tuple[Literal["NFC", "NFD", "NFKC", "NFKD"], ...] = ("NFC", "NFD", "NFKC", "NFKD")
    tidyings = (
        (_NORMALISED_HINT, [unicodedata.normalize(form, message) for form in forms]),
        (_INVISIBLE_HINT, ["".join(c for c in message if unicodedata.category(c) != "Cf")]),
        (_ENTITIES_HINT, [html.unescape(message)]),
    )
    for hint, tidied in tidyings:
        if any(text != message and text in content for text in tidied):
            return hint
    return ""


_NORMALISED_HINT = (
    "Say what failed with str(exc) as it is: no Unicode normalisation (NFC, NFKC) of the "
    "message, which changes a decomposed accent or a ligature the tool wrote."
)
_INVISIBLE_HINT = (
    "Say what failed with str(exc) as it is, invisible characters too: a zero-width space, "
    "a bidi override or a soft hyphen dropped (category Cf) is no longer the tool's message."
)
_ENTITIES_HINT = (
    "Say what failed with str(exc) as it is: an HTML entity in it (&amp;, &lt;) is text the "
    "tool wrote, not markup to decode (html.unescape changes it)."
)


_ARGS_HINT = (
    "Say what failed with str(exc): exc.args[0] is the message only when it is a str (an "
    "OSError(13, 'Permission denied', 'orders.csv') holds its errno, 13, there)."
)


_FIELDS_HINT = (
    "Say what failed with str(exc), even when exc.args is empty: a class that formats its "
    "own fields in __str__ (raised with no arguments) holds its message there alone."
)


_CAUSE_HINT = (
    "Say what the exception call_tool raised says (str(exc)): an exception raised from "
    "another (its __cause__ or __context__) has its own message; the cause's may follow, "
    "but do not put it in its place."
)


_TOLD_HINT = (
    "Say what failed with str(exc): an exception's msg, strerror or message attribute may "
    "hold only part of it (a JSONDecodeError's msg drops the line and column, an "
    "OSError's strerror the errno and file name), and a CalledProcessError's stderr or "
    "output, a UnicodeDecodeError's reason, a web framework's detail or title or an app's "
    "user_message none of it, so do not prefer them to str(exc)."
)
_LOCATION_HINT = (
    "Say what failed with str(exc): the first line traceback.format_exception_only() gives "
    "for a SyntaxError with a location is the location ('  File \"rule.py\", line 3'), not "
    "the message."
)


_GROUP_HINT = (
    "An ExceptionGroup's message is its own (exc.args[0], or str(exc) with its count of "
    "sub-exceptions): write it as it is; its members' messages may follow, but do not "
    "replace it."
)


def _given_as_they_are(turn: _Turn, example: str) -> None:
    """``call_tool`` got each block as it is in ``content`` (an equal copy), every key and
    the nested input too: not a copy trimmed to the fields a tool reads, nor cleaned."""
    uses = [block for block in turn.content if block["type"] == "tool_use"]
    for block, got in zip(uses, turn.received, strict=False):
        if not same_value(block, got):
            raise Mismatch(
                example,
                f"call_tool given {shown(got)}",
                f"the block as it is in content: {shown(block)}",
                _JSON_HINT if _json_round_trip_of(block, got) else _AS_IT_IS_HINT,
            )


def _json_round_trip_of(value: Any, got: Any) -> bool:
    """Whether ``got`` is what ``json.loads(json.dumps(value))`` gives (tuples made lists,
    ``int`` keys made text), while ``value`` is not: the answer sent it through JSON."""
    try:
        again = json.loads(json.dumps(value))
    except (TypeError, ValueError):
        return False
    return not same_value(value, again) and same_value(again, got)


_JSON_HINT = (
    "A JSON round trip (json.loads(json.dumps(...))) is no copy: a tuple comes back a list "
    "and a key 1 comes back '1'. Hand on the blocks and results as they are (or "
    "copy.deepcopy them)."
)


_AS_IT_IS_HINT = (
    "Hand call_tool the block as it is in content, every key (cache_control, caller) and "
    "its nested input too: do not trim it to the fields a tool reads, or clean it."
)


def _only_user_blocks_after(blocks: list[Any], ids: list[str], example: str) -> None:
    """After the results, ``content`` ends or goes on only with blocks a user message may
    hold: a ``text`` block with some non-whitespace text, an ``image`` or a ``document``
    (the API refuses an empty or blank text, a ``tool_use``, a further ``tool_result``)."""
    for block in blocks[len(ids) :]:
        if not _may_follow(block):
            raise Mismatch(
                example,
                f"after the results: {shown(block)}",
                "nothing after the results, or only image, document or non-blank text blocks",
                _AFTER_HINT,
            )


def _may_follow(block: object) -> bool:
    if type(block) is not dict:
        return False
    if block.get("type") == "text":
        text = block.get("text")
        return type(text) is str and bool(text.strip())
    return block.get("type") in FOLLOWERS


FOLLOWERS = ("image", "document")
"""Block types besides ``text`` (with some non-whitespace text) that may follow the
results in a user message."""
_AFTER_HINT = (
    "After the results, end the content, or add only what a user message may hold: a "
    "text block with some non-whitespace text, an image or a document. The API refuses an "
    "empty or blank text block, a tool_use (it belongs to the assistant) and a further "
    "tool_result."
)


def _reraised_builtin(turn: _Turn, error: BaseException) -> bool:
    """Whether ``error`` is the very built-in exception a scripted tool of ``turn`` raised
    (its class name and message): the answer let it through."""
    raised = {
        (type(_builtin_error(_name(turn, i), i)).__name__, _scripted_message(_name(turn, i), b, i))
        for i, b in turn.behaviour.items()
        if b == "builtin"
    }
    return (type(error).__name__, str(error)) in raised


_BUILTIN_HINT = (
    "Every Exception from call_tool is answered, MemoryError, RecursionError and OSError "
    "too: catch Exception and let none of them through (only KeyboardInterrupt and "
    "SystemExit propagate)."
)
_KEYS_DROPPED_HINT = (
    "Put call_tool's result in the message as it is, every key it holds: no cutting it "
    "down to the keys a type hint or the SDK lists (what the tool returned is its answer)."
)
_FALSY_CRASH_HINT = (
    "An exception object may be falsy (its class defines __bool__ or __len__): answer the "
    "crash inside the except block, not after a test such as `if error:`."
)
_CATCH_HINT = (
    "A tool that raises must not end the turn: wrap each call in try/except Exception, "
    "answer the crash with an error result, and go on with the next block."
)
_BLOCKS_RESULT_HINT = (
    "call_tool's result goes into the message as it is: its content may be a list of "
    "blocks, which str() or json.dumps would turn into text; do not convert it."
)
_WARNS_HINT = (
    "A tool that warns still returns its result: a warning is not an exception, so do not "
    "turn warnings into errors (simplefilter('error'), or a recorded warning made a crash)."
)
_FALSY_RESULT_HINT = (
    "call_tool returned a result with an empty content, and that is its result: keep "
    "what it returns as it is, whatever its content."
)


_CANCELLED_HINT = (
    "Catch Exception alone: asyncio.CancelledError is a BaseException (since Python 3.8), "
    "a cancellation that must stop the turn, never a tool_result."
)
_CLOSED_HINT = (
    "Catch Exception alone: GeneratorExit is a BaseException (a generator being closed), "
    "which must stop the turn, never become a tool_result."
)
_INTERRUPT_GROUP_HINT = (
    "Catch Exception alone: a BaseExceptionGroup holding a KeyboardInterrupt is no "
    "Exception (nor an ExceptionGroup), so it propagates as it is; do not catch "
    "BaseExceptionGroup beside Exception."
)
_STOPPED_BY: dict[str, tuple[type[BaseException], str]] = {
    "interrupt": (GradingInterrupt, "KeyboardInterrupt"),
    "interrupt-group": (GradingBaseExceptionGroup, "BaseExceptionGroup of a KeyboardInterrupt"),
    "exit": (GradingExit, "SystemExit"),
    "cancel": (GradingCancelled, "asyncio.CancelledError"),
    "close": (GradingGeneratorExit, "GeneratorExit"),
}
"""What a tool that stops the turn raises, by its behaviour, and its name in feedback."""


def _interrupt_propagates(answer: Callable[..., Any], turn: _Turn) -> None:
    """A ``KeyboardInterrupt`` or ``SystemExit`` from ``call_tool`` comes out of the answer,
    the very one, and no block after it runs."""
    ids = list(turn.ids)
    stop = next(i for i in ids if turn.behaviour[i] in _STOPPED_BY)
    kind, name = _STOPPED_BY[turn.behaviour[stop]]
    should = ids[: ids.index(stop) + 1]
    example = f"answer_turn(call_tool, content) for the {turn!r}"
    turn.called.clear()
    turn.received.clear()
    try:
        message = call_answer(answer, *turn.handed_out(), example=example)
    except AnswerCrashed as crash:
        if not isinstance(crash.error, kind):
            raise
    else:
        raise Mismatch(
            example,
            f"returned {shown(message)}",
            f"the {name} call_tool raised for {stop} propagates",
            _CANCELLED_HINT
            if turn.behaviour[stop] == "cancel"
            else _CLOSED_HINT
            if turn.behaviour[stop] == "close"
            else _INTERRUPT_GROUP_HINT
            if turn.behaviour[stop] == "interrupt-group"
            else "Catch Exception, not BaseException (nor a bare except:): KeyboardInterrupt "
            "and SystemExit (whatever its code: 2 or a message too) must stop the turn, not "
            "become a tool_result.",
        )
    if turn.called != should:
        raise Mismatch(
            example,
            f"call_tool called for {turn.called}",
            f"called for {should}, and nothing after the interrupt",
        )


def _use(tool_id: str, name: str = "lookup_user") -> dict[str, Any]:
    return {"type": "tool_use", "id": tool_id, "name": name, "input": {"user_id": "u_004"}}


def _plain_tool(block: Mapping[str, Any]) -> dict[str, Any]:
    """A call_tool that answers every block with its own result (``export_orders`` crashes,
    saying so)."""
    if block["name"] == "export_orders":
        raise RuntimeError(f"export_orders is down for {block['id']}")
    return tool_result(block["id"], f"{block['name']} ran for {block['id']}")


FRESH_TURNS = (
    "turns in a row, each message changed by the caller before the next call (a key added "
    "to it and to each dict in it): a tool_use and a crash, two tool_uses, then the first "
    "turn again"
)
_FRESH_CONTENTS = (
    [_use("toolu_r1"), _use("toolu_rx", "export_orders")],
    [_use("toolu_r2"), _use("toolu_r3", "get_orders")],
    [_use("toolu_r1"), _use("toolu_rx", "export_orders")],
)
"""The first and last turns alike, a crash in each: a message, or a crash's result, kept
from the first (a cache keyed on the id and the error) is shared with the last."""
NESTED_TURN = (
    "a call_tool that answers a turn of its own inside (a sub-agent run as a tool), "
    "between two tool_uses, and once raises after it"
)
_FRESH_HINT = (
    "Build a new message and a new content list in every call: no module-level list "
    "cleared and refilled, no cache of messages. The caller owns the message it got, and a "
    "later call must not change it."
)
_INNER_TURN_HINT = (
    "A call_tool may itself answer a turn (a sub-agent run as a tool): answer_turn must work "
    "when called from inside call_tool, with no module-level 'busy' flag or shared state; "
    "each call answers its own turn."
)


_HELD_BLOCK_HINT = (
    "The block in hand belongs to this call of answer_turn: keep it in a local variable, "
    "not in a module global or a class attribute. A turn answered from inside call_tool "
    "replaces shared state before the outer call_tool raises, and the outer crash's result "
    "then names the inner block."
)


def _each_turn_its_own(answer: Callable[..., Any], case: str) -> None:
    """Each call answers its own turn: a message a later call changes, or shares a list
    with, is no message of its own; a turn answered from inside call_tool is a turn too."""
    if case == NESTED_TURN:
        _nested_turn(answer)
        return
    each_its_own(
        answer,
        [(_plain_tool, list(content)) for content in _FRESH_CONTENTS],
        example=FRESH_TURNS,
        label=lambda index: f"call {index + 1} of {FRESH_TURNS!r}",
        noun="message",
        hint=_FRESH_HINT,
    )


def _inner_turn() -> list[dict[str, Any]]:
    """The turn a delegating call_tool answers inside: its own tool_use and two with the
    outer turn's delegating ids (a sub-agent's ids are its own: one equal to a block in
    flight outside is another call, answered; batch AT refused ids "already running"),
    and a call of the very tool in flight outside, ``delegate`` (batch AX answered it "busy"
    from a lock per tool name), and last a call that crashes (a turn answered from inside
    another answers its crashes too: batch BG let them through "to the outer turn")."""
    return [
        _use("toolu_n2"),
        _use(_DELEGATE_FAILS),
        _use("toolu_inner"),
        _use("toolu_inner_delegate", "delegate"),
        _use(_INNER_CRASH, "export_orders"),
    ]


def _nested_turn(answer: Callable[..., Any]) -> None:
    """A call_tool that runs the answer on a turn of its own before it returns, or before
    it raises: both turns are answered, each with its own results, and the outer crash's
    result names the outer block (state kept for the block in hand, outside the call, is
    the inner turn's by then)."""
    inner_runs: list[Any] = []

    def delegating_tool(block: Mapping[str, Any]) -> dict[str, Any]:
        if block["name"] == "delegate" and block["id"] in _DELEGATING:
            try:
                inner_runs.append(answer(_plain_tool, _inner_turn()))
            except (Exception, AnswerRaised) as exc:
                inner_runs.append(exc)
            if block["id"] == _DELEGATE_FAILS:
                raise RuntimeError(f"the sub-agent gave up after its turn, for {block['id']}")
        return _plain_tool(block)

    content = [
        _use("toolu_n1"),
        _use("toolu_n2", "delegate"),
        _use("toolu_n3"),
        _use(_DELEGATE_FAILS, "delegate"),
    ]
    example = (
        f"answer_turn(call_tool, {content!r}), call_tool answering a turn of its own, "
        f"then raising for {_DELEGATE_FAILS}"
    )
    got = call_answer(answer, delegating_tool, content, example=example)
    inner_want = [_plain_tool(block) for block in _inner_turn()[:-1]]
    for inner in inner_runs if len(inner_runs) == 2 else [*inner_runs, "nothing"]:
        if not _starts_with_results(inner, inner_want):
            if isinstance(inner, AnswerRaised):
                inner = f"raised {type(inner.error).__name__}: {inner.error}"
            raise Mismatch(
                example + " (an inner turn)",
                shown(inner),
                f"each inner turn answered, its content starting with {inner_want!r}, then "
                f"an is_error result for {_INNER_CRASH}",
                _INNER_TURN_HINT,
            )
        _inner_crash_answered(example, inner["content"])
    want = [_plain_tool(block) for block in content[:3]]
    if not _starts_with_results(got, want):
        raise Mismatch(example, shown(got), f"content starting with {want!r}", _INNER_TURN_HINT)
    failed = got["content"][3] if len(got["content"]) > 3 else "<missing>"
    problem = _crash_result_problem(
        failed,
        _DELEGATE_FAILS,
        "crash",
        (f"the sub-agent gave up after its turn, for {_DELEGATE_FAILS}",),
        [block["id"] for block in content] + list(_INNER_ONLY),
    )
    if problem is not None:
        wrong, expected, hint = problem
        names_inner = type(failed) is dict and failed.get("tool_use_id") in _INNER_ONLY
        raise Mismatch(
            example + f" (the result for {_DELEGATE_FAILS})",
            wrong,
            expected,
            _HELD_BLOCK_HINT if names_inner else hint,
        )


def _inner_crash_answered(example: str, content: list[Any]) -> None:
    """The inner turn's last call crashed: its place holds an error result of its own."""
    failed = content[len(_inner_turn()) - 1] if len(content) >= len(_inner_turn()) else "<missing>"
    said = (f"export_orders is down for {_INNER_CRASH}",)
    problem = _crash_result_problem(failed, _INNER_CRASH, "crash", said)
    if problem is not None:
        raise Mismatch(f"{example} (an inner turn's crash)", problem[0], problem[1], problem[2])


_DELEGATE_FAILS = "toolu_n4"
"""The outer block whose call_tool answers a turn of its own and then raises."""
_INNER_CRASH = "toolu_inner_export"
"""The inner turn's last block, whose call crashes."""
_DELEGATING = ("toolu_n2", _DELEGATE_FAILS)
_INNER_ONLY = ("toolu_inner", "toolu_inner_delegate", _INNER_CRASH)
"""The ids of the inner turn that no outer block has."""
"""The outer blocks whose call_tool answers a turn of its own (the inner turn's own
``delegate`` block is answered as a plain call)."""


def _starts_with_results(message: Any, results: list[dict[str, Any]]) -> bool:
    """Whether ``message`` is a user message whose content starts with ``results`` (what
    follows them is checked by the other properties)."""
    if type(message) is not dict or message.get("role") != "user":
        return False
    content = message.get("content")
    return type(content) is list and same_value(results, content[: len(results)])


def _branches(*kinds: str) -> dict[str, Callable[[_Turn], bool]]:
    """Branch tests for :func:`_turns`: a turn holding a block of type ``kind``, or a
    tool_use scripted to behave as ``kind``."""

    def holds(kind: str) -> Callable[[_Turn], bool]:
        return lambda turn: (
            any(b["type"] == kind for b in turn.content) or (kind in turn.behaviour.values())
        )

    return {kind: holds(kind) for kind in kinds}


def _name(turn: _Turn, tool_use_id: str) -> str:
    return str(next(b["name"] for b in turn.content if b.get("id") == tool_use_id))


def _block_text(block: object) -> str:
    """A block as ``type:id``, short enough to see the order at a glance."""
    if not isinstance(block, dict):
        return repr(block)
    return f"{block.get('type')}:{block.get('tool_use_id', '')}".rstrip(":")


# --- examples built from the values an answer names (hookkata.grading.mining) ------------

MINED_TOOL_USES = 1_000
"""The most tool_use blocks (or crashes) a named size builds: a cap beyond it is not tried
(each block crosses to the answer's process and back, and that costs time)."""
MINED_BLOCKS = 2_000
"""The most blocks in all a named size builds (for the same reason)."""
MINED_CHARS = 20_000
"""The longest id, tool name or crash message a named size builds (for the same reason)."""


def _holding(text: str) -> _Turn:
    """A turn holding ``text`` alone as a text, an input's key and value, ids (alone, then
    starting, ending and inside a longer one) and every tool's name; so it is also a crash
    message alone (``said``), a result's content alone (``named``), the start of a bug's
    message, the middle of a crash's and, if it names one, a built-in exception's class."""
    turn = _turn(
        (text, text, "ok"),
        (f"{text}_01", text, "said"),
        (f"toolu_{text}", text, "named"),
        (f"toolu_{text}_01", text, "bug"),
        (f"toolu_{text}_b", text, "builtin"),
        (f"toolu_{text}_c", text, "crash"),
        (f"toolu_{text}_d", text, "denied"),
        text=True,
    )
    turn.content[0]["text"] = text
    turn.content[1]["input"] = {text: text}
    return turn


def _named_within(text: str) -> _Turn:
    """A turn whose tool names start, end and hold ``text``: one crashes (its message
    holds the name), one says its name as its message, one answers."""
    return _turn(
        (f"call_{text}_2", f"{text}_orders", "crash"),
        (f"call_{text}_3", f"get_{text}", "said"),
        (f"call_{text}_4", f"get_{text}_orders", "ok"),
    )


def _typed(text: str) -> _Turn:
    """A turn that starts with blocks shaped like a tool_use whose type is ``text``, or
    starts or ends with it (never the type ``tool_use`` itself), and a thinking block
    saying it: none gets a result."""
    kinds = dict.fromkeys((text, f"{text}tool_use", f"tool_use{text}"))
    look_alikes = [
        {"type": kind, "id": f"srvtoolu_{i}", "name": text, "input": {}}
        for i, kind in enumerate(kinds)
        if kind != "tool_use"
    ]
    turn = _turn(("toolu_01", "lookup_user", "ok"), ("toolu_02", "get_orders", "denied"))
    turn.content[:0] = [*look_alikes, {"type": "thinking", "thinking": text, "signature": text}]
    return turn


def _last_of(size: int) -> _Turn:
    """A turn of ``size`` blocks whose last is its only tool_use (text blocks before)."""
    turn = _turn(("toolu_01", "lookup_user", "ok"))
    turn.content[:0] = [{"type": "text", "text": f"step {i}"} for i in range(size - 1)]
    return turn


def _crashes(size: int) -> _Turn:
    """``size`` tool_use blocks that crash, then one that answers: a cap on the number of
    tool_use blocks shows, and one on the number of crashes."""
    crashing: list[tuple[str, str, Behaviour]] = [
        (f"toolu_{i}", "lookup_user", "crash") for i in range(size)
    ]
    return _turn(*crashing, (f"toolu_{size}", "get_orders", "ok"))


def _said(size: int) -> _Turn:
    """A crash whose id is ``size`` characters long, one whose message is (and one whose
    message is ``size`` lines), while a message that long reaches the answer whole (the
    codec cuts longer ones), and one that answers."""
    word = letters(size)
    crashes: list[tuple[str, str, Behaviour]] = [(("toolu_" + word)[:size], "lookup_user", "crash")]
    lines = "\n".join(["err"] * size)
    crashes += [
        (f"toolu_said_{i}", said, "said")
        for i, said in enumerate((word, lines))
        if len(said) <= MAX_TEXT
    ]
    return _turn(*crashes, ("toolu_ok", "get_orders", "ok"))


def _mined_order(named: Mined) -> Iterator[tuple[object, _Turn]]:
    """Each named text as a block's type (none but ``tool_use`` is answered); each named
    size as the number of blocks up to the only tool_use. (A cap on the number of tool_use
    blocks shows in the crashes :func:`_mined_results` counts.)"""
    for text in filter(sendable, named.texts):
        yield text, _typed(text)
    for number, size in sizes(named.numbers, MINED_BLOCKS):
        yield number, _last_of(size)


def _mined_results(named: Mined) -> Iterator[tuple[object, _Turn]]:
    """Each named text in every string of a turn and of what its tools answer or raise;
    each named size as the number of crashes in a turn, and the length of an id, a tool's
    name and a crash message."""
    for text in filter(sendable, named.texts):
        yield text, _holding(text)
        yield text, _named_within(text)
    for number, size in sizes(named.numbers, MINED_TOOL_USES):
        yield number, _crashes(size)
    for number, size in sizes(named.numbers, MINED_CHARS):
        yield number, _said(size)


EXERCISE = Exercise(
    number=7,
    id="answer-turn",
    title="7 · Answer every tool_use of a turn",
    notebook="04-Denying-Without-Breaking-The-Conversation.ipynb",
    name=NAME,
    params=("call_tool", "content"),
    spec=(
        "Given call_tool(block) and an assistant turn's content blocks, return the one user "
        "message that answers every tool_use: its tool_results first, in the same order.\n"
        "A call_tool that raises still gets an is_error tool_result with the block's id."
    ),
    returns=(
        'one plain `dict`, `{"role": "user", "content": [...]}` (those two keys alone: the '
        "API refuses others), whose `content` starts "
        "with one block per `tool_use` of `content`, in the same order (text blocks get "
        "none, nor do `thinking`, `redacted_thinking`, `server_tool_use`, `mcp_tool_use`,"
        ' `image` or `document` blocks: only `"type": "tool_use"`): exactly what '
        "`call_tool(block)` returned (that object or an equal copy), a warning or not (always a "
        "`tool_result` block for "
        'that block\'s id, its content maybe `""` or a list of blocks), with `call_tool` '
        "(any callable, maybe without a `__name__`, a falsy one too, one whose `__getattr__` "
        "answers every name too: call it itself) called once per block "
        "(the block as it "
        "is in `content`, or an equal copy of it, as each result may be of its own: dicts "
        "cross by value), one block at a time in order (two blocks with the same id, never "
        "the same object, are two calls and two results), however long a call takes (an "
        "hour by your clocks too). After those results `content` "
        "may end, as the reference's does, or go on only with `image`, `document` or "
        "non-blank `text` blocks (never an empty `text`, a `tool_use` or another "
        "`tool_result`: the API refuses them). A turn may hold a thousand blocks, and a "
        "block's other values may say `tool_use`; `content` is a `list`. Leave `content` "
        "as it arrived: the grader looks at it after a call that returns. When `call_tool` "
        "raises an `Exception` (any class: `OSError`, `MemoryError`, the workbook's "
        '`ToolInputError`), its place holds a `dict` with `"type": '
        '"tool_result"`, `"tool_use_id": block["id"]`, `"is_error": True` and a non-blank'
        ' `str` `"content"` saying what failed (not starting, even after whitespace, with '
        "`BLOCKED:`, a denial's mark, of your own (the message's own stays); holding its "
        "message as it is, `str(exc)` "
        "(or `exc.args[0]` if a `str`), whatever its shape (no letters, an "
        "`ExceptionGroup`'s own), not stripped or escaped, when it has one; other keys are not "
        'graded; `str(exc)` alone may be `""` or only whitespace, and the exception\'s '
        "class may have no docstring; an exception whose `str()` itself raises is not "
        "graded, one whose `repr()` raises is; its message may hold a lone surrogate such "
        "as `\\udcff`), and the blocks after it still run. Only an `Exception` is answered: a "
        "`KeyboardInterrupt`, `SystemExit` or `asyncio.CancelledError` propagates as it is, "
        "and no block after it "
        "runs. Each call's message is new, sharing no dict with another's; `call_tool` may "
        "itself call `answer_turn` (that turn is answered by the same rules, its crashes "
        "too). A turn without any `tool_use`, or with an empty `id`, is "
        "not graded (the API sends neither); a `tool_use` whose `name` is empty is a call "
        "all the same."
    )
    + SAID_WHERE["anywhere"],
    reference=reference,
    delegates=("toolhooks.turns.answer_tool_uses",),
    properties=(
        Property(
            "the answer is one user message whose content starts with one tool_result per "
            "tool_use, in the same order, with nothing before them and only blocks a user "
            "message may hold after them",
            _results_first_in_order,
            _turns(crashes=False),
            cases=ORDER_CASES,
            mined=_mined_order,
            branches={
                **_branches(*OTHER_BLOCKS),
                "generated ids not starting with toolu_": lambda turn: any(
                    not i.startswith("toolu_") for i in turn.ids
                ),
                "generated text blocks that say tool_use": _spells_a_type,
                "generated tool_use blocks with keys in another order": _reversed_keys,
            },
            id="results-first",
            hint=(
                "Loop over the tool_use blocks in order and append call_tool(block) for each. "
                "No text before the results: the API wants them first."
            ),
        ),
        Property(
            "each result is exactly what call_tool returned (denials included), call_tool "
            "runs once per tool_use, and a call that raises is answered with an is_error "
            "result while the others still run",
            _each_result_is_the_tools,
            _turns(crashes=True),
            cases=RESULT_CASES,
            mined=_mined_results,
            branches={
                **_branches(
                    "failed",
                    "empty",
                    "silent-crash",
                    "crash",
                    "bug",
                    "builtin",
                    "blocks",
                    "warns",
                    "workbook",
                    "shaped",
                ),
                "generated ids of an awkward form": lambda turn: any(map(_awkward_id, turn.ids)),
                "generated tool_use blocks carrying the API's other keys or a nested input": (
                    _carries_api_keys
                ),
                "ids unsorted": lambda turn: turn.ids != sorted(turn.ids),
                "generated call_tool without an introspectable signature": lambda turn: (
                    turn.kind == "opaque"
                ),
                "generated call_tool without a __name__ (partial, object)": lambda turn: (
                    turn.kind != "function"
                ),
            },
            id="each-result",
            hint=(
                "Wrap each call in try/except Exception and answer a crash with "
                "{'type': 'tool_result', 'tool_use_id': id, 'is_error': True, 'content': ...}."
            ),
        ),
        Property(
            "a KeyboardInterrupt or SystemExit from call_tool propagates, the very one, and "
            "no later tool_use runs",
            _interrupt_propagates,
            cases=INTERRUPT_CASES,
            id="interrupt-propagates",
        ),
        Property(
            "each call answers its own turn: a new message every time, which a later call "
            "leaves as it was, and a turn answered from inside call_tool is answered too",
            _each_turn_its_own,
            cases={FRESH_TURNS: FRESH_TURNS, NESTED_TURN: NESTED_TURN},
            hint=_FRESH_HINT,
            id="each-turn",
        ),
    ),
    hint="Parallel tool use: all results of a turn go in one user message, results first.",
    clauses=(
        Clause(
            "each call's message is its own: new every time (no list or dict shared with an "
            "earlier one), left as its owner left it by later calls; a turn answered from "
            "inside call_tool is answered too",
            "each-turn",
            "wide: in one process, each message changed in place before the next call; fixed "
            "call_tool running the answer on a turn of its own, once raising after it; the "
            "inner turn calls the very tool in flight outside (no lock per tool name)",
            (FRESH_TURNS, NESTED_TURN),
        ),
        Clause(
            "a result is handed back however large, and a crash's message whole, every "
            "sentence of it",
            "each-result",
            "fixed: a result of 300,000 characters; a message of four sentences",
            (HUGE_RESULT, SENTENCES),
        ),
        Clause(
            "one message, a dict with role 'user' and content, no other key (metadata, an id)",
            "results-first",
            "every example",
            ("ids unsorted", "text first"),
        ),
        Clause(
            "one tool_result per tool_use, first, in the turn's order",
            "results-first",
            "ids unique and unsorted; fixed b-before-a, text first",
            ("ids unsorted", "text first"),
        ),
        Clause(
            "after the results, nothing or only image, document or non-blank text blocks: "
            "never an empty or blank text, a tool_use, a further tool_result (checked after "
            "the results of every example, crashes too)",
            "results-first",
            "every example",
            ("ids unsorted", "text first"),
        ),
        Clause(
            "what a tool prints is no block: a blank line printed adds no text block after "
            "the results",
            "each-result",
            "fixed: a tool printing a blank line, then returning",
            (PRINTS_CASE,),
        ),
        Clause(
            "blocks that are not tool_use get no result (thinking, server tools, MCP, images, "
            "documents)",
            "results-first",
            "fixed: each block type alone, all of them in one turn; generated",
            ("every other block type", *(f"{kind} block" for kind in OTHER_BLOCKS)),
        ),
        Clause(
            "a block is a tool_use by block['type'] alone, whatever the order of its keys "
            "or its input (none, null, a list)",
            "results-first",
            "fixed blocks with keys reversed (type last); generated",
            (
                "tool_use blocks whose keys come in another order (type last)",
                ODD_INPUTS,
                "generated tool_use blocks with keys in another order",
            ),
        ),
        Clause(
            "a block's type is its 'type' alone: other values that spell tool_use change "
            "nothing, and a dict shaped like a tool_use inside a block (its input, a text's "
            "other field) is no call",
            "results-first",
            "fixed text and thinking blocks saying 'tool_use', a tool_use-shaped dict in a "
            "text's citations and in an input; generated texts",
            (
                "block values that spell tool_use (a text, a thinking)",
                "generated text blocks that say tool_use",
            ),
        ),
        Clause(
            "any non-empty id is answered, whatever it looks like (not only toolu_...)",
            "results-first",
            "fixed call_01 and 7; generated prefixes",
            ("ids that do not start with toolu_", "generated ids not starting with toolu_"),
        ),
        Clause(
            "a crash is answered whatever its truth value (a falsy exception object), and a "
            "result is kept whole, keys of its own too (no cutting it to the API's keys)",
            "each-result",
            "every scripted crash raises a falsy RuntimeError (codec trait 'falsy'); "
            "get_orders' results carry a '_meta' key",
            ("crash alone", "crash then ok"),
        ),
        Clause(
            "every Exception is answered: KeyError, TypeError, AttributeError, NameError too",
            "each-result",
            "fixed bugs of each class; generated",
            ("call_tool raising KeyError, TypeError, AttributeError", "bug"),
        ),
        Clause(
            "any Exception means every built-in Exception subclass (OSError and TimeoutError "
            "with strerror None, MemoryError, RecursionError, StopIteration, warnings...)",
            "each-result",
            "wide: each class of builtins taking one message, fixed in one turn; generated",
            ("every built-in Exception subclass, each with its message", "builtin"),
        ),
        Clause(
            "any Exception means every exception class the workbook's packages export too "
            "(toolhooks, hookkata.lessons: ToolInputError, PreHookError, ContextError...), "
            "crossing as the class itself",
            "each-result",
            "wide: each class of wide_classes.WORKBOOK_ERRORS, fixed in one turn; generated",
            (
                "every exception class of the workbook's packages, each with its message",
                "workbook",
            ),
        ),
        Clause(
            "a tool that warns, of any built-in Warning category, and returns: its result "
            "as it is (the warning reaches the answer's process, its filters apply)",
            "each-result",
            "wide: each category of builtins, fixed in one turn; generated",
            ("a tool that warns (every built-in Warning category), then returns", "warns"),
        ),
        Clause(
            "a crash's tool_use_id is block['id'] exactly, whatever its form: whitespace at "
            "either end, inner spaces, NFC and NFD, case variants, NFKC and look-alikes, "
            "BOM and zero-width, quotes, markup and entities",
            "each-result",
            "wide: every form of ID_FORMS and three case variants, fixed; generated forms",
            (
                "ids of every awkward form (ID_FORMS) and case variants, crashing",
                "generated ids of an awkward form",
            ),
        ),
        Clause(
            "tool_use blocks carrying the API's other keys (cache_control, caller, "
            "toolset_name) and a nested input (dicts, lists, None, '', a tuple and int keys "
            "a JSON round trip changes, tool_use-shaped dicts that are no calls): content "
            "left as it arrived, deep, and call_tool handed each block as it is",
            "each-result",
            "wide: each of API_KEYS on a crashing and an answering block; generated",
            (
                "tool_use blocks carrying cache_control, caller and a nested input",
                "generated tool_use blocks carrying the API's other keys or a nested input",
            ),
        ),
        Clause(
            "a crash's content never starts with a BLOCKED: of the answer's own (a denial's "
            "mark), after whitespace or a BOM either (a message that starts with it is the "
            "tool's own, kept as it is)",
            "each-result",
            "every crash of every example; fixed a message starting 'BLOCKED:'; mined",
            (
                "crash alone",
                "crash",
                "every built-in Exception subclass, each with its message",
                MARKED_MESSAGE,
            ),
        ),
        Clause(
            "a crash's content says what failed: the exception's message, as it is (line "
            "breaks, quotes, template marks {field} {0} %s %(id)s, what looks like a card "
            "number, a key or an e-mail address), when it has one",
            "each-result",
            "fixed crash alone, crash then ok; a long, non-ASCII, quoted message",
            (
                "crash alone",
                "crash then ok",
                "crash",
                "a crash whose message is long, not ASCII, quoted",
                "a crash message with line breaks, both quotes, leading spaces, {field} and %s",
                COLOURED_MESSAGE,
                TABBED_MESSAGE,
                SENSITIVE_MESSAGE,
                REAL_WORLD_MESSAGE,
                INVISIBLE_MESSAGE,
                ENTITIES_MESSAGE,
            ),
        ),
        Clause(
            "a crash's message of any shape, as it is: no letters at all (digits, "
            "punctuation, symbols, emoji), non-Latin scripts, an exception class's name; an "
            "ExceptionGroup's own message (args[0], or str() with its count), not only its "
            "members'; str(exc), not a msg, strerror or message attribute holding part of it, "
            "nor the message of the exception it was raised from (its __cause__)",
            "each-result",
            "wide: every SHAPED_ERRORS crash, fixed in one turn; generated",
            (SHAPED_CASE, "shaped"),
        ),
        Clause(
            "a crash's message of any length is held whole: no cap below the codec's "
            "2,000 characters (a slice, a format precision, textwrap.shorten)",
            "each-result",
            "wide: fixed messages of every LONG_MESSAGE_SIZES length (301, 1,000, 1,999)",
            ("crash messages of 301, 1,000 and 1,999 characters, held whole",),
        ),
        Clause(
            "a turn of any length: a thousand blocks, hundreds of tool_use, too",
            "results-first",
            "fixed 1,000 blocks (168 tool_use, first and last too)",
            ("a turn of 1,000 blocks, 168 of them tool_use",),
        ),
        Clause(
            "call_tool any callable: a functools.partial or an object, without __name__, "
            "or without an introspectable signature (inspect.signature raises)",
            "each-result",
            "fixed partial, object and opaque, each with a crash; generated kinds",
            (
                "call_tool a functools.partial, with a crash",
                "call_tool a callable object, with a crash",
                FALSY_TOOL,
                WRAPPED_TOOL,
                UNHASHABLE_TOOL,
                "call_tool without an introspectable signature (inspect.signature raises)",
                "generated call_tool without a __name__ (partial, object)",
                "generated call_tool without an introspectable signature",
            ),
        ),
        Clause(
            "each result exactly what call_tool returned, denials and falsy ones included: "
            "no key added, a tuple kept (no JSON round trip), an empty text block kept",
            "each-result",
            "ok, denied and empty-content behaviours; type-exact",
            (
                "a result with empty content",
                "empty",
                "denied then crash",
                "a result whose content is a list of blocks",
                "blocks",
            ),
        ),
        Clause(
            "call_tool once per tool_use, in order (a repeated id answered each time, a "
            "result flagged is_error not retried, a dated name too); content left as it arrived",
            "each-result",
            "the record of calls; the content as the answer left it",
            (
                "ids unsorted",
                "crash then ok",
                "a tool_use id repeated",
                REPEATED_APART,
                REPEATED_ALIKE,
                TURN_TWICE,
                FAILED_RESULT,
                "failed",
                DATED_NAMES,
            ),
        ),
        Clause(
            "a crash: type tool_result, the block's id, is_error True, a non-blank content",
            "each-result",
            "fixed crash alone, first, last; an exception without a message",
            (
                "crash alone",
                "empty exception message",
                "silent-crash",
                "a whitespace-only exception message",
                "an exception class without a docstring, and no message",
            ),
        ),
        Clause(
            "every tool_use is called and answered however long each call takes: no time "
            "budget, deadline or timeout of the answer's own",
            "each-result",
            "fixed: three tools taking an hour each by the answer's clocks (time, monotonic, "
            "perf_counter, their _ns), a crash among them",
            (SLOW_CASE,),
        ),
        Clause(
            "the other calls still run after a crash",
            "each-result",
            "fixed crash-then-ok",
            ("crash then ok", "crash"),
        ),
        Clause(
            "only an Exception is answered: KeyboardInterrupt or SystemExit propagates, "
            "nothing after it runs",
            "interrupt-propagates",
            "fixed interrupts and exits",
            tuple(INTERRUPT_CASES),
        ),
    ),
)
