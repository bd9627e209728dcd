"""A catalog of hostile and malformed inputs across ``toolhooks``' public API.

Written from the README, the module docstrings and the signatures only, the way an attacker
or a confused user would call the package. Each entry asserts what the API documents:

* ``Raises``: a clear error of the built-in class a caller catches, whose message names the
  bad thing and a hint; a second test checks that it is also a
  :class:`~toolhooks.errors.ToolhooksError`, as ``errors.py`` promises (``PLAIN_BUILTIN``
  lists the entries whose message is fine but whose class is a plain built-in);
* ``Hooked``: a call through a hooked dispatcher with a file ``AuditLog``: answered with an
  ``is_error`` result for the right id (the dispatcher never raises for a block with an id),
  or failing closed (the tool never ran); and afterwards every line of the audit file is
  strict JSON and there is exactly one line per call that reached the hooked ``call_tool``;
* ``Returns``: a documented no-raise function gives back a correct value.

Entries that fail because the package misbehaves are kept, marked ``xfail(strict=True)``
with the reason starting ``BUG:``.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone, tzinfo
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from anthropic.types import ToolUseBlock

import toolhooks
from toolhooks import (
    AuditLog,
    Deny,
    Dispatcher,
    HookContext,
    HookRegistry,
    JsonlErrorSink,
    PreHookError,
    Rewrite,
    SessionEnd,
    SessionSummary,
    ToolCall,
    ToolDefinition,
    ToolOutcome,
    answer_tool_uses,
    call_with_hooks,
    end_session,
    install_hooks,
    is_blocked,
    validate_transcript,
)
from toolhooks.clock import read_clock
from toolhooks.errors import (
    ClockError,
    ContextError,
    DuplicateToolError,
    FreezeError,
    FrozenError,
    InstallError,
    InvalidDecisionError,
    MalformedToolUseError,
    ToolhooksError,
    ToolInputError,
    TranscriptError,
)
from toolhooks.jsonl import BadLine, JsonlFile, read_lines, to_json_line
from toolhooks.matchers import compile_matcher
from toolhooks.offered import offering
from toolhooks.readonly import FrozenDict, freeze, thaw
from toolhooks.results import error_result, synthetic_error_result, tool_result
from toolhooks.testing import ErrorCapture, FixedClock, make_context
from toolhooks.tool_use import parse_tool_use

NOW = datetime(2026, 3, 2, 10, 30, tzinfo=timezone.utc)
NAIVE = datetime(2026, 3, 2, 10, 30)
CTX = make_context(user_id="u_004", tier="free", session_id="s_001")
TOOL_NAMES = ("lookup_user", "get_orders")
LOOKUP_SCHEMA = {
    "type": "object",
    "properties": {"user_id": {"type": "string"}},
    "required": ["user_id"],
}
OPEN_SCHEMA = {"type": "object"}


# --------------------------------------------------------------------------- hostile values


class Unprintable(Exception):
    """An exception whose ``str`` and ``repr`` both raise."""

    def __str__(self) -> str:
        raise RuntimeError("__str__ exploded")

    def __repr__(self) -> str:
        raise RuntimeError("__repr__ exploded")


class Evil:
    """An object whose ``repr``, ``str``, ``==`` and ``hash`` all raise."""

    def __repr__(self) -> str:
        raise RuntimeError("__repr__ exploded")

    def __str__(self) -> str:
        raise RuntimeError("__str__ exploded")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("__eq__ exploded")

    def __hash__(self) -> int:
        raise RuntimeError("__hash__ exploded")


class ExplodingDict(dict):  # type: ignore[type-arg]
    """A dict subclass that raises as soon as anyone iterates it."""

    def __iter__(self) -> Iterator[Any]:
        raise RuntimeError("__iter__ exploded")

    def keys(self) -> Any:
        raise RuntimeError("keys exploded")

    def items(self) -> Any:
        raise RuntimeError("items exploded")

    def __len__(self) -> int:
        raise RuntimeError("__len__ exploded")


class LyingDict(dict):  # type: ignore[type-arg]
    """Holds ``user_id: u_999`` but answers ``u_004`` to every key lookup."""

    def __getitem__(self, key: object) -> Any:
        return "u_004"

    def get(self, key: object, default: object = None) -> Any:
        return "u_004"


class NoOffset(tzinfo):
    """A time zone that does not know its offset: datetimes in it are naive."""

    def utcoffset(self, dt: datetime | None) -> None:
        return None

    def dst(self, dt: datetime | None) -> None:
        return None


def nested(depth: int, leaf: Any = "leaf") -> Any:
    """An object nested ``depth`` dicts deep (a scalar is depth 0)."""
    value = leaf
    for _ in range(depth):
        value = {"k": value}
    return value


def nested_lists(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def cyclic() -> dict[str, Any]:
    loop: dict[str, Any] = {"user_id": "u_004"}
    loop["self"] = loop
    return loop


def use(
    tool_input: Any = None, *, id: Any = "toolu_01", name: Any = "lookup_user", **extra: Any
) -> dict[str, Any]:
    """A ``tool_use`` block; the default input is a valid one for ``lookup_user``."""
    block = {"type": "tool_use", "id": id, "name": name}
    block["input"] = {"user_id": "u_004"} if tool_input is None else tool_input
    block.update(extra)
    return block


def without(block: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in block.items() if k != key}


def _setitem(target: Any, key: Any, value: Any) -> None:
    target[key] = value


def _call(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Callable[[Path], Any]:
    """An action calling ``fn(*args, **kwargs)`` (the tmp path is not needed)."""
    return lambda _tmp: fn(*args, **kwargs)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"non-standard JSON constant {name}")


def strict_json_lines(path: Path) -> list[dict[str, Any]]:
    """Every line of ``path`` as strict JSON (UTF-8, no NaN, objects only), none torn."""
    data = path.read_bytes() if path.exists() else b""
    text = data.decode("utf-8")  # strict: a surrogate written raw fails here
    assert text == "" or text.endswith("\n"), f"the last line is torn: {text[-80:]!r}"
    records = []
    for number, line in enumerate(text.split("\n")[:-1], 1):
        record = json.loads(line, parse_constant=_reject_constant)
        assert isinstance(record, dict), f"line {number} is not an object: {line[:80]!r}"
        records.append(record)
    return records


def assert_mentions(message: str, words: tuple[str | tuple[str, ...], ...]) -> None:
    """Each entry of ``words`` (or one of its alternatives) appears in ``message``."""
    low = message.lower()
    for word in words:
        options = (word,) if isinstance(word, str) else word
        assert any(option.lower() in low for option in options), (
            f"the message does not mention {' or '.join(map(repr, options))}: {message!r}"
        )


def result_text(result: Any) -> str:
    content = result.get("content")
    if isinstance(content, list):
        return " ".join(str(part.get("text", "")) for part in content)
    return str(content)


def xfail_marks(bug: str | None) -> tuple[pytest.MarkDecorator, ...]:
    return () if bug is None else (pytest.mark.xfail(strict=True, reason=bug),)


# ---------------------------------------------------------------------- (a) clear errors


@dataclass(frozen=True)
class Raises:
    """Calling ``action(tmp_path)`` raises ``error`` (and ToolhooksError) naming ``words``."""

    id: str
    action: Callable[[Path], Any]
    error: type[BaseException] | tuple[type[BaseException], ...]
    words: tuple[str | tuple[str, ...], ...]
    bug: str | None = None


def _named_hook(call: ToolCall) -> None:
    return None


def _registry() -> HookRegistry:
    return HookRegistry(error_sinks=[ErrorCapture()])


def _dispatcher() -> Dispatcher:
    dispatcher = Dispatcher()
    dispatcher.register(
        CountingTool("found"), ToolDefinition("lookup_user", "Find a user.", LOOKUP_SCHEMA)
    )
    dispatcher.register(
        CountingTool("orders"), ToolDefinition("get_orders", "Orders.", OPEN_SCHEMA)
    )
    return dispatcher


def _install_with_matcher(matcher: Any) -> Any:
    registry = _registry()
    registry.pre(_named_hook, matcher=matcher)
    return install_hooks(_dispatcher(), registry, CTX, clock=FixedClock())


def _undo_out_of_order() -> None:
    dispatcher = _dispatcher()
    first = install_hooks(dispatcher, _registry(), CTX, clock=FixedClock())
    install_hooks(dispatcher, _registry(), CTX, clock=FixedClock())
    first()  # the outer installation is still in place


def _register_twice() -> None:
    dispatcher = _dispatcher()
    dispatcher.register(CountingTool(), ToolDefinition("lookup_user", "Again.", OPEN_SCHEMA))


def _remove_unregistered() -> None:
    _registry().pre.remove(_named_hook)


def _write_frozen_input() -> None:
    call = ToolCall("lookup_user", "toolu_01", {"user_id": "u_999"}, CTX, NOW)
    call.input["user_id"] = "u_004"  # type: ignore[index]


def _frozen_context_attribute() -> None:
    context = make_context(org="acme")
    context.attributes["org"] = "evil"  # type: ignore[index]


def _end(tmp: Path, **overrides: Any) -> int:
    arguments: dict[str, Any] = {
        "registry": _registry(),
        "context": CTX,
        "started_at": NOW,
        "clock": FixedClock(NOW + timedelta(minutes=1)),
    }
    arguments.update(overrides)
    registry = arguments.pop("registry")
    context = arguments.pop("context")
    return end_session(registry, context, **arguments)


def _answer(content: Any, **kwargs: Any) -> Any:
    return answer_tool_uses(lambda block: tool_result(block["id"], "ok"), content, **kwargs)


def _ctx(**overrides: Any) -> HookContext:
    fields: dict[str, Any] = {"user_id": "u_004", "tier": "free", "session_id": "s_001"}
    fields.update(overrides)
    return HookContext(**fields)


def _call_event(**overrides: Any) -> ToolCall:
    fields: dict[str, Any] = {
        "tool_name": "lookup_user",
        "tool_use_id": "toolu_01",
        "input": {"user_id": "u_004"},
        "context": CTX,
        "timestamp": NOW,
    }
    fields.update(overrides)
    return ToolCall(**fields)


def _outcome(**overrides: Any) -> ToolOutcome:
    fields: dict[str, Any] = {
        "tool_name": "lookup_user",
        "tool_use_id": "toolu_01",
        "context": CTX,
        "timestamp": NOW,
        "status": "ok",
        "sent_input": {"user_id": "u_004"},
        "received_input": {"user_id": "u_004"},
        "result": tool_result("toolu_01", "found"),
    }
    fields.update(overrides)
    return ToolOutcome(**fields)


def _session_end(**overrides: Any) -> SessionEnd:
    fields: dict[str, Any] = {"context": CTX, "started_at": NOW, "ended_at": NOW}
    fields.update(overrides)
    return SessionEnd(**fields)


def _enter_offering(tool_names: Any) -> None:
    with offering(tool_names):
        pass


def _clock_raises_unprintable() -> datetime:
    raise Unprintable()


def _transcript(*messages: Any) -> None:
    validate_transcript(list(messages))


USER_Q = {"role": "user", "content": "Who is u_004?"}
SDK_BLOCK_BAD_INPUT = ToolUseBlock.model_construct(
    type="tool_use", id="toolu_sdk2", name="lookup_user", input="oops"
)


def _answer_with(call_tool: Callable[[Any], Any]) -> Any:
    return answer_tool_uses(call_tool, [use(id="toolu_a"), use(id="toolu_b")])


def _asks(*ids: str) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": [use(id=tool_use_id) for tool_use_id in ids],
    }


def _answers(*ids: str, text_first: bool = False) -> dict[str, Any]:
    blocks: list[Any] = [tool_result(tool_use_id, "found") for tool_use_id in ids]
    if text_first:
        blocks.insert(0, {"type": "text", "text": "here you go"})
    return {"role": "user", "content": blocks}


RAISES: list[Raises] = [
    # HookContext: trusted context must be exactly right.
    Raises("context-user-id-none", _call(_ctx, user_id=None), ContextError, ("user_id",)),
    Raises("context-user-id-empty", _call(_ctx, user_id=""), ContextError, ("user_id",)),
    Raises("context-user-id-whitespace", _call(_ctx, user_id="   "), ContextError, ("user_id",)),
    Raises("context-user-id-bytes", _call(_ctx, user_id=b"u_004"), ContextError, ("user_id",)),
    Raises(
        "context-tier-typo-Premium", _call(_ctx, tier="Premium"), ContextError, ("tier", "free")
    ),
    Raises("context-tier-none", _call(_ctx, tier=None), ContextError, ("tier",)),
    Raises("context-session-id-int", _call(_ctx, session_id=42), ContextError, ("session_id",)),
    Raises(
        "context-attributes-list-of-pairs",
        _call(_ctx, attributes=[("org", "acme")]),
        ContextError,
        ("attributes",),
    ),
    Raises(
        "context-attributes-int-key",
        _call(_ctx, attributes={1: "acme"}),
        ContextError,
        ("attributes", "key"),
    ),
    Raises(
        "context-attributes-list-value",
        _call(_ctx, attributes={"limits": [1, 2]}),
        ContextError,
        ("attributes", "limits"),
    ),
    Raises(
        "context-attributes-are-read-only",
        _call(_frozen_context_attribute),
        FrozenError,
        (("read-only", "frozen", "immutable"),),
    ),
    Raises("make-context-tier-gold", _call(make_context, tier="gold"), ContextError, ("tier",)),
    # Events: what hooks receive is validated.
    Raises(
        "toolcall-empty-tool-name",
        _call(_call_event, tool_name=""),
        ValueError,
        ("tool_name",),
    ),
    Raises(
        "toolcall-naive-timestamp",
        _call(_call_event, timestamp=NAIVE),
        ValueError,
        ("timestamp", ("naive", "zone", "aware")),
    ),
    Raises(
        "toolcall-string-timestamp",
        _call(_call_event, timestamp="2026-03-02T10:30:00Z"),
        TypeError,
        ("timestamp", "datetime"),
    ),
    Raises(
        "toolcall-input-is-a-list",
        _call(_call_event, input=["u_004"]),
        TypeError,
        ("input",),
    ),
    Raises(
        "toolcall-context-is-a-dict",
        _call(_call_event, context={"user_id": "u_004", "tier": "free"}),
        TypeError,
        ("context", "HookContext"),
    ),
    Raises(
        "toolcall-input-is-read-only",
        _call(_write_frozen_input),
        FrozenError,
        (("read-only", "frozen", "immutable"), ("rewrite", "thaw", "copy")),
    ),
    Raises(
        "outcome-status-typo-success",
        _call(_outcome, status="success"),
        ValueError,
        ("status", "success", "tool_error"),
    ),
    Raises(
        "session-end-naive-started-at",
        _call(_session_end, started_at=NAIVE),
        ValueError,
        ("started_at",),
    ),
    Raises(
        "session-end-reason-none",
        _call(_session_end, reason=None),
        TypeError,
        ("reason",),
    ),
    # Decisions.
    Raises("deny-empty-reason", _call(Deny, ""), ValueError, ("reason",)),
    Raises("deny-whitespace-reason", _call(Deny, " \n\t "), ValueError, ("reason",)),
    Raises(
        "deny-none-reason",
        _call(Deny, None),
        TypeError,
        ("reason",),
    ),
    Raises(
        "deny-bytes-reason",
        _call(Deny, b"no refunds"),
        TypeError,
        ("reason",),
    ),
    Raises("deny-only-blocked-prefix", _call(Deny, "BLOCKED:"), ValueError, ("reason",)),
    Raises(
        "deny-int-alternative",
        _call(Deny, "no refunds", alternative=123),
        TypeError,
        ("alternative",),
    ),
    Raises("rewrite-none", _call(Rewrite, None), TypeError, ("Rewrite", "mapping")),
    Raises("rewrite-list", _call(Rewrite, ["user_id", "u_004"]), TypeError, ("Rewrite", "mapping")),
    Raises("rewrite-int-key", _call(Rewrite, {1: "u_004"}), TypeError, ("key",)),
    Raises(
        "rewrite-cycle",
        _call(Rewrite, cyclic()),
        (TypeError, ValueError),
        (("cycle", "deep", "nest", "recurs"),),
    ),
    # Registration and matchers.
    Raises(
        "pre-register-a-string",
        _call(lambda: _registry().pre("same_user")),
        TypeError,
        ("callable",),
    ),
    Raises(
        "post-register-a-dict",
        _call(lambda: _registry().post({"hook": "audit"})),
        TypeError,
        ("callable",),
    ),
    Raises(
        "pre-matcher-int",
        _call(lambda: _registry().pre(_named_hook, matcher=42)),
        TypeError,
        ("matcher",),
    ),
    Raises(
        "pre-matcher-list",
        _call(lambda: _registry().pre(_named_hook, matcher=["lookup_user", "get_orders"])),
        TypeError,
        ("matcher", "|"),
    ),
    Raises(
        "pre-hook-name-int",
        _call(lambda: _registry().pre(_named_hook, name=7)),
        TypeError,
        ("name",),
    ),
    Raises("remove-unregistered-hook", _call(_remove_unregistered), ValueError, ("_named_hook",)),
    Raises(
        "matcher-invalid-regex",
        _call(compile_matcher, "lookup_user("),
        ValueError,
        ("matcher", "lookup_user("),
    ),
    Raises("matcher-bytes", _call(compile_matcher, b"lookup_user"), TypeError, ("matcher",)),
    Raises(
        "matcher-bytes-pattern",
        _call(compile_matcher, re.compile(b"lookup_.*")),
        TypeError,
        ("matcher", ("bytes", "str")),
    ),
    Raises("matcher-float", _call(compile_matcher, 1.5), TypeError, ("matcher",)),
    Raises(
        "install-matcher-comma-list",
        _call(_install_with_matcher, "lookup_user, get_orders"),
        InstallError,
        ("lookup_user, get_orders", "|"),
    ),
    Raises(
        "install-matcher-trailing-space",
        _call(_install_with_matcher, "lookup_user "),
        InstallError,
        ("'lookup_user '", "get_orders"),
    ),
    Raises(
        "install-matcher-typo",
        _call(_install_with_matcher, "lookup_usr"),
        InstallError,
        ("lookup_usr", "lookup_user"),
    ),
    Raises(
        "install-matcher-whitespace-only",
        _call(_install_with_matcher, " "),
        InstallError,
        ("matcher",),
    ),
    Raises(
        "registry-error-sinks-a-path-string",
        _call(HookRegistry, error_sinks="data/hook_errors.jsonl"),
        TypeError,
        ("error_sinks",),
    ),
    Raises(
        "registry-error-sinks-with-none",
        _call(HookRegistry, error_sinks=[None]),
        TypeError,
        ("error sink", "callable"),
    ),
    Raises(
        "registry-error-sinks-a-bare-callable",
        _call(HookRegistry, error_sinks=print),
        TypeError,
        ("error_sinks",),
    ),
    # install_hooks and call_with_hooks.
    Raises(
        "install-context-dict",
        _call(lambda: install_hooks(_dispatcher(), _registry(), {"user_id": "u_004"})),
        TypeError,
        ("context", "HookContext"),
    ),
    Raises(
        "install-on-object-without-call-tool",
        _call(lambda: install_hooks(object(), _registry(), CTX)),
        InstallError,
        ("call_tool",),
    ),
    Raises(
        "install-registry-a-string",
        _call(lambda: install_hooks(_dispatcher(), "registry", CTX)),
        TypeError,
        ("registry", "HookRegistry"),
    ),
    Raises(
        "install-undo-out-of-order",
        _call(_undo_out_of_order),
        InstallError,
        ("undo", ("first", "order", "reverse")),
    ),
    Raises(
        "call-with-hooks-call-tool-a-string",
        _call(lambda: call_with_hooks("call_tool", use(), registry=_registry(), context=CTX)),
        TypeError,
        ("call_tool", "callable"),
    ),
    Raises(
        "call-with-hooks-registry-none",
        _call(
            lambda: call_with_hooks(
                lambda block: tool_result("toolu_01", "ok"), use(), registry=None, context=CTX
            )
        ),
        TypeError,
        ("registry",),
    ),
    # Dispatcher and ToolDefinition.
    Raises(
        "definition-empty-name",
        _call(ToolDefinition, "", "Find."),
        ValueError,
        ("name",),
    ),
    Raises(
        "definition-name-with-space",
        _call(ToolDefinition, "lookup user", "Find."),
        ValueError,
        ("name", "lookup user"),
    ),
    Raises(
        "definition-description-none",
        _call(ToolDefinition, "lookup_user", None),
        TypeError,
        ("description",),
    ),
    Raises(
        "definition-schema-a-string",
        _call(ToolDefinition, "lookup_user", "Find.", "{}"),
        TypeError,
        ("input_schema",),
    ),
    Raises(
        "definition-schema-type-array",
        _call(ToolDefinition, "lookup_user", "Find.", {"type": "array"}),
        ValueError,
        ("input_schema", "object"),
    ),
    Raises(
        "definition-schema-invalid-type-typo",
        _call(
            ToolDefinition,
            "lookup_user",
            "Find.",
            {"type": "object", "properties": {"user_id": {"type": "strin"}}},
        ),
        ValueError,
        ("input_schema", "strin"),
    ),
    Raises(
        "register-a-string-as-function",
        _call(lambda: Dispatcher().register("lookup_user", ToolDefinition("a", "b"))),
        TypeError,
        (("callable", "function"),),
    ),
    Raises(
        "register-a-dict-as-definition",
        _call(
            lambda: Dispatcher().register(
                CountingTool(), {"name": "lookup_user", "description": "Find."}
            )
        ),
        TypeError,
        ("ToolDefinition",),
    ),
    Raises(
        "register-same-name-twice", _call(_register_twice), DuplicateToolError, ("lookup_user",)
    ),
    Raises(
        "definitions-names-a-string",
        _call(lambda: _dispatcher().definitions("lookup_user")),
        TypeError,
        ("names",),
    ),
    Raises(
        "call-tool-none",
        _call(lambda: _dispatcher().call_tool(None)),
        MalformedToolUseError,
        (("tool_use", "content block"),),
    ),
    Raises(
        "call-tool-a-string",
        _call(lambda: _dispatcher().call_tool("toolu_01")),
        MalformedToolUseError,
        (("tool_use", "content block"),),
    ),
    Raises(
        "call-tool-missing-id",
        _call(lambda: _dispatcher().call_tool(without(use(), "id"))),
        MalformedToolUseError,
        ("id",),
    ),
    Raises(
        "call-tool-int-id",
        _call(lambda: _dispatcher().call_tool(use(id=123))),
        MalformedToolUseError,
        ("id",),
    ),
    # AuditLog, sinks and summaries.
    Raises(
        "audit-sink-a-path-string",
        lambda tmp: AuditLog(sink=str(tmp / "audit.jsonl")),
        TypeError,
        ("sink", "AuditLog"),
    ),
    Raises(
        "audit-path-int",
        _call(AuditLog, 123),
        TypeError,
        ("AuditLog", "path"),
    ),
    Raises(
        "summary-sink-a-list", _call(SessionSummary, sink=[]), TypeError, ("sink", "SessionSummary")
    ),
    Raises(
        "summary-attach-a-string",
        lambda tmp: SessionSummary(tmp / "s.jsonl").attach("registry"),
        TypeError,
        ("registry",),
    ),
    Raises(
        "error-sink-path-none",
        _call(JsonlErrorSink, None),
        TypeError,
        ("JsonlErrorSink", "path"),
    ),
    Raises(
        "jsonl-file-path-int",
        _call(JsonlFile, 3),
        TypeError,
        ("JsonlFile", "path"),
    ),
    # end_session.
    Raises(
        "end-session-naive-started-at",
        lambda tmp: _end(tmp, started_at=NAIVE),
        ValueError,
        ("started_at", ("naive", "zone", "aware")),
    ),
    Raises(
        "end-session-string-started-at",
        lambda tmp: _end(tmp, started_at="2026-03-02T10:30:00Z"),
        TypeError,
        ("started_at", "datetime"),
    ),
    Raises(
        "end-session-context-none",
        lambda tmp: _end(tmp, context=None),
        TypeError,
        ("context",),
    ),
    Raises(
        "end-session-registry-a-string",
        lambda tmp: _end(tmp, registry="registry"),
        TypeError,
        ("registry",),
    ),
    Raises(
        "end-session-clock-naive",
        lambda tmp: _end(tmp, clock=lambda: NAIVE),
        ClockError,
        (("naive", "zone", "aware"),),
    ),
    # validate_transcript: the API's wording and location.
    Raises(
        "transcript-a-string",
        _call(validate_transcript, "hello"),
        TranscriptError,
        ("messages", "list"),
    ),
    Raises("transcript-none", _call(validate_transcript, None), TranscriptError, ("messages",)),
    Raises(
        "transcript-one-message-not-a-list",
        _call(validate_transcript, USER_Q),
        TranscriptError,
        ("messages", "list"),
    ),
    Raises(
        "transcript-list-of-lists",
        _call(validate_transcript, [["user", "hi"]]),
        TranscriptError,
        ("messages.0",),
    ),
    Raises(
        "transcript-content-none",
        _call(validate_transcript, [{"role": "user", "content": None}]),
        TranscriptError,
        ("messages.0", "content"),
    ),
    Raises(
        "transcript-role-system",
        _call(validate_transcript, [{"role": "system", "content": "be nice"}]),
        TranscriptError,
        ("messages.0", "role"),
    ),
    Raises(
        "transcript-content-list-of-strings",
        _call(validate_transcript, [{"role": "user", "content": ["hi"]}]),
        TranscriptError,
        ("messages.0.content",),
    ),
    Raises(
        "transcript-unanswered-tool-use",
        _call(_transcript, USER_Q, _asks("toolu_a"), {"role": "user", "content": "hm?"}),
        TranscriptError,
        ("messages.1", "toolu_a", "tool_result"),
    ),
    Raises(
        "transcript-duplicate-tool-use-ids",
        _call(_transcript, USER_Q, _asks("toolu_a", "toolu_a"), _answers("toolu_a")),
        TranscriptError,
        ("messages.1.content.1", "unique"),
    ),
    Raises(
        "transcript-text-before-results",
        _call(_transcript, USER_Q, _asks("toolu_a"), _answers("toolu_a", text_first=True)),
        TranscriptError,
        ("messages.2", "tool_result"),
    ),
    Raises(
        "transcript-result-for-unknown-id",
        _call(_transcript, USER_Q, _asks("toolu_a"), _answers("toolu_a", "toolu_ghost")),
        TranscriptError,
        ("toolu_ghost",),
    ),
    Raises(
        "transcript-tool-use-without-id",
        _call(
            _transcript,
            USER_Q,
            {"role": "assistant", "content": [without(use(), "id")]},
            {"role": "user", "content": "ok"},
        ),
        TranscriptError,
        ("messages.1.content.0", "id"),
    ),
    # answer_tool_uses.
    Raises(
        "answer-content-none",
        _call(_answer, None),
        TypeError,
        ("content",),
    ),
    Raises(
        "answer-tool-use-without-id",
        _call(_answer, [without(use(), "id")]),
        MalformedToolUseError,
        ("id",),
    ),
    Raises(
        "answer-follow-up-int",
        _call(_answer, [use()], follow_up=42),
        TypeError,
        ("follow_up",),
    ),
    # results.
    Raises(
        "tool-result-id-none",
        _call(tool_result, None, "found"),
        TypeError,
        ("tool_use_id",),
    ),
    Raises("tool-result-id-empty", _call(tool_result, "", "found"), ValueError, ("tool_use_id",)),
    Raises(
        "tool-result-content-none",
        _call(tool_result, "toolu_01", None),
        TypeError,
        ("content",),
    ),
    Raises(
        "tool-result-content-bytes",
        _call(tool_result, "toolu_01", b"found"),
        TypeError,
        ("content",),
    ),
    Raises(
        "tool-result-is-error-string",
        _call(tool_result, "toolu_01", "found", is_error="yes"),
        TypeError,
        ("is_error",),
    ),
    Raises(
        "error-result-message-none",
        _call(error_result, "toolu_01", None),
        TypeError,
        ("message",),
    ),
    Raises(
        "synthetic-result-deny-a-string",
        _call(synthetic_error_result, "toolu_01", "free tier cannot"),
        TypeError,
        ("Deny",),
    ),
    Raises(
        "synthetic-result-id-none",
        _call(synthetic_error_result, None, Deny("no")),
        TypeError,
        ("tool_use_id",),
    ),
    # parse_tool_use.
    Raises(
        "parse-none",
        _call(parse_tool_use, None),
        MalformedToolUseError,
        (("tool_use", "content block"),),
    ),
    Raises(
        "parse-a-list",
        _call(parse_tool_use, [use()]),
        MalformedToolUseError,
        (("tool_use", "content block"),),
    ),
    Raises(
        "parse-bytes",
        _call(parse_tool_use, b'{"id": "x"}'),
        MalformedToolUseError,
        (("tool_use", "content block"),),
    ),
    Raises(
        "parse-missing-input",
        _call(parse_tool_use, without(use(), "input")),
        MalformedToolUseError,
        ("input",),
    ),
    Raises(
        "parse-int-and-str-keys",
        _call(parse_tool_use, use({1: "a", "1": "b"})),
        MalformedToolUseError,
        ("key",),
    ),
    Raises(
        "parse-sdk-block-input-a-string",
        _call(parse_tool_use, SDK_BLOCK_BAD_INPUT),
        MalformedToolUseError,
        ("input", "toolu_sdk2"),
    ),
    Raises(
        "answer-call-tool-returns-none",
        _call(_answer_with, lambda block: None),
        ValueError,
        ("toolu_a", "tool_result"),
    ),
    Raises(
        "answer-call-tool-answers-another-id",
        _call(_answer_with, lambda block: tool_result("toolu_zzz", "found")),
        ValueError,
        ("toolu_a", "toolu_zzz"),
    ),
    # readonly.
    Raises("frozendict-int-key", _call(FrozenDict, {1: "a"}), FreezeError, ("1", "str")),
    Raises(
        "frozendict-setitem",
        _call(_setitem, FrozenDict({"a": 1}), "a", 2),
        FrozenError,
        (("read-only", "frozen", "immutable"), "thaw"),
    ),
    Raises(
        "frozendict-update",
        _call(lambda: FrozenDict({"a": 1}).update(a=2)),
        FrozenError,
        (("read-only", "frozen", "immutable"),),
    ),
    Raises(
        "frozendict-init-again",
        _call(lambda: FrozenDict({"a": 1}).__init__({"b": 2})),
        FrozenError,
        (("read-only", "frozen", "immutable"),),
    ),
    Raises("frozendict-a-string", _call(FrozenDict, "abc"), TypeError, ("FrozenDict",)),
    Raises("freeze-nested-int-key", _call(freeze, {"a": [{2: "b"}]}), FreezeError, ("2", "str")),
    Raises(
        "freeze-cycle",
        _call(freeze, cyclic()),
        (TypeError, ValueError),
        (("cycle", "deep", "nest", "recurs"),),
    ),
    # read_clock.
    Raises(
        "clock-naive", _call(read_clock, lambda: NAIVE), ClockError, (("naive", "zone", "aware"),)
    ),
    Raises(
        "clock-tz-without-offset",
        _call(read_clock, lambda: datetime(2026, 3, 2, tzinfo=NoOffset())),
        ClockError,
        (("naive", "zone", "aware", "offset"),),
    ),
    Raises(
        "clock-string",
        _call(read_clock, lambda: "2026-03-02T10:30Z"),
        ClockError,
        ("datetime", "str"),
    ),
    Raises("clock-date", _call(read_clock, date.today), ClockError, ("datetime", "date")),
    Raises("clock-none", _call(read_clock, None), ClockError, ("clock",)),
    Raises(
        "clock-raises-unprintable",
        _call(read_clock, _clock_raises_unprintable),
        ClockError,
        ("clock", "Unprintable"),
    ),
    # offering.
    Raises(
        "offering-a-string",
        _call(_enter_offering, "lookup_user"),
        TypeError,
        ("tool_names",),
    ),
    Raises(
        "offering-none",
        _call(_enter_offering, None),
        TypeError,
        ("tool_names",),
    ),
]


@pytest.mark.parametrize(
    "case", [pytest.param(c, id=c.id, marks=xfail_marks(c.bug)) for c in RAISES]
)
def test_raises_a_clear_error(case: Raises, tmp_path: Path) -> None:
    """A bad argument raises the documented error, a ToolhooksError, whose message says how to fix it."""
    with pytest.raises(case.error) as info:
        case.action(tmp_path)
    assert_mentions(str(info.value), case.words)


# Entries whose error is clear and of the right built-in class, but a plain built-in rather
# than a ToolhooksError, which errors.py promises for "every exception the package raises".
PLAIN_BUILTIN: dict[str, str] = {}
# Entries marked as a bug above that do raise a ToolhooksError (their bug is the message).
BUG_BUT_TOOLHOOKS_ERROR: set[str] = set()


def toolhooks_error_bug(case: Raises) -> str | None:
    """Why ``case`` does not raise a ToolhooksError, or ``None`` when it does."""
    if case.id in PLAIN_BUILTIN:
        return (
            f"BUG: raises a plain {PLAIN_BUILTIN[case.id]}, not a ToolhooksError "
            "(errors.py: 'Every exception the package raises')"
        )
    if case.bug is not None and case.id not in BUG_BUT_TOOLHOOKS_ERROR:
        return case.bug
    return None


@pytest.mark.parametrize(
    "case",
    [pytest.param(c, id=c.id, marks=xfail_marks(toolhooks_error_bug(c))) for c in RAISES],
)
def test_raised_error_is_a_toolhooks_error(case: Raises, tmp_path: Path) -> None:
    """Every error the package raises is a ToolhooksError, as errors.py promises."""
    with pytest.raises(BaseException) as info:  # noqa: PT011 - any raise, the class is the test
        case.action(tmp_path)
    error = info.value
    assert isinstance(error, ToolhooksError), f"raw {type(error).__name__}: {error}"


# ---------------------------------------------------- (b)/(c) through a hooked dispatcher


class CountingTool:
    """A tool that records each call's arguments and returns (or raises) ``output``."""

    def __init__(self, output: Any = "found") -> None:
        self.output = output
        self.calls: list[dict[str, Any]] = []

    def __call__(self, **arguments: Any) -> Any:
        self.calls.append(arguments)
        if isinstance(self.output, BaseException):
            raise self.output
        return self.output


NO_BELOW = object()


class FakeBelow:
    """A dispatcher-like object whose ``call_tool`` returns (or raises) ``reply``."""

    def __init__(self, reply: Any) -> None:
        self.reply = reply
        self.calls = 0

    def call_tool(self, block: Any) -> Any:
        self.calls += 1
        if isinstance(self.reply, BaseException):
            raise self.reply
        return self.reply


@dataclass
class HookedRun:
    """What one hooked case did: the result or exception, the tool's calls, the sinks."""

    result: Any
    raised: BaseException | None
    tool_runs: int
    tool: CountingTool
    errors: ErrorCapture
    audit_path: Path


@dataclass(frozen=True)
class Hooked:
    """``block`` sent ``repeat`` times through hooks installed on a dispatcher.

    ``expect``: ``"error"`` (an ``is_error`` result for ``result_id``), ``"ok"`` (a normal
    result), ``"answered"`` (any result for ``result_id``), ``"answered-or-malformed"``, or
    an exception class the call raises (fail closed).
    """

    id: str
    block: Any
    expect: str | type[BaseException]
    words: tuple[str | tuple[str, ...], ...] = ()
    result_id: str = "toolu_01"
    output: Any = "found"
    pre: tuple[Callable[..., Any], ...] = ()
    post: tuple[Callable[..., Any], ...] = ()
    clock: Callable[[], Any] | None = None
    below: Any = NO_BELOW
    via: str = "install"
    offered: tuple[str, ...] | None = None
    tool_runs: int | None = None
    repeat: int = 1
    audit_lines: int | None = None
    audit_to_dir: bool = False
    verify: Callable[[HookedRun], bool] | None = None
    context: HookContext | None = None
    bug: str | None = None


def run_hooked(case: Hooked, tmp_path: Path) -> HookedRun:
    errors = ErrorCapture()
    registry = HookRegistry(error_sinks=[errors])
    for hook in case.pre:
        registry.pre(hook)
    for hook in case.post:
        registry.post(hook)
    audit_path = tmp_path / "audit.jsonl"
    registry.post(AuditLog(tmp_path if case.audit_to_dir else audit_path))
    clock = case.clock or FixedClock(NOW)
    tool = CountingTool(case.output)
    below: Any
    if case.below is not NO_BELOW:
        below = FakeBelow(case.below)
    else:
        below = Dispatcher()
        below.register(tool, ToolDefinition("lookup_user", "Find a user.", LOOKUP_SCHEMA))
        below.register(CountingTool("orders"), ToolDefinition("get_orders", "Orders.", OPEN_SCHEMA))
    if case.via == "install":
        install_hooks(below, registry, case.context or CTX, clock=clock)

        def call(block: Any) -> Any:
            return below.call_tool(block)
    else:

        def call(block: Any) -> Any:
            return call_with_hooks(
                below.call_tool, block, registry=registry, context=case.context or CTX, clock=clock
            )

    result: Any = None
    raised: BaseException | None = None
    try:
        if case.offered is None:
            for _ in range(case.repeat):
                result = call(case.block)
        else:
            with offering(case.offered):
                for _ in range(case.repeat):
                    result = call(case.block)
    except BaseException as exc:  # KeyboardInterrupt and SystemExit are part of the catalog
        raised = exc
    runs = below.calls if isinstance(below, FakeBelow) else len(tool.calls)
    return HookedRun(result, raised, runs, tool, errors, audit_path)


def assert_answers(result: Any, case: Hooked) -> None:
    assert isinstance(result, dict), f"not a tool_result: {result!r}"
    assert result.get("type") == "tool_result", result
    assert result.get("tool_use_id") == case.result_id, result
    json.dumps(result)  # the result can go back to the API
    if case.expect == "error":
        assert result.get("is_error") is True, result
    elif case.expect == "ok":
        assert not result.get("is_error"), result
    assert_mentions(result_text(result), case.words)


# Pre hooks that misbehave.
def returns_string(call: ToolCall) -> Any:
    return "deny"


def returns_dict(call: ToolCall) -> Any:
    return {"decision": "deny", "reason": "no"}


def returns_false(call: ToolCall) -> Any:
    return False


def returns_deny_class(call: ToolCall) -> Any:
    return Deny


async def async_hook(call: ToolCall) -> Any:
    return None


def raises_value_error(call: ToolCall) -> Any:
    raise ValueError("tier lookup failed")


def raises_unprintable(call: ToolCall) -> Any:
    raise Unprintable()


def raises_keyboard_interrupt(call: ToolCall) -> Any:
    raise KeyboardInterrupt


def raises_system_exit(call: ToolCall) -> Any:
    raise SystemExit(3)


def mutates_input(call: ToolCall) -> Any:
    call.input["user_id"] = "u_004"  # type: ignore[index]


def rewrites_to_int_user(call: ToolCall) -> Any:
    return Rewrite({"user_id": 42})


def deny_everything(call: ToolCall) -> Any:
    return Deny("nothing today", "ask a human")


def same_user_only(call: ToolCall) -> Any:
    if call.input.get("user_id") != call.context.user_id:
        return Deny("this session can only access its own account")
    return None


# PostToolUse hooks that misbehave (registered before the AuditLog).
def post_raises_unprintable(outcome: ToolOutcome) -> None:
    raise Unprintable()


def post_raises_keyboard_interrupt(outcome: ToolOutcome) -> None:
    raise KeyboardInterrupt


def post_returns_junk(outcome: ToolOutcome) -> Any:
    return Deny("a post hook cannot deny")


def _clock_raises() -> datetime:
    raise OSError("clock device gone")


HOOKED: list[Hooked] = [
    # Blocks with no usable id: nothing to answer with, so they raise, but are audited.
    Hooked(
        "block-none",
        None,
        MalformedToolUseError,
        (("tool_use", "content block"),),
    ),
    Hooked(
        "block-a-string",
        "toolu_01",
        MalformedToolUseError,
        (("tool_use", "content block"),),
    ),
    Hooked(
        "block-a-list",
        [use()],
        MalformedToolUseError,
        (("tool_use", "content block"),),
    ),
    Hooked("block-missing-id", without(use(), "id"), MalformedToolUseError, ("id",)),
    Hooked("block-id-int", use(id=123), MalformedToolUseError, ("id",)),
    Hooked("block-id-empty", use(id=""), MalformedToolUseError, ("id",)),
    Hooked(
        "block-id-whitespace",
        use(id=" \t"),
        "answered-or-malformed",
        result_id=" \t",
    ),
    Hooked(
        "block-id-evil-object",
        use(id=Evil()),
        MalformedToolUseError,
        ("id",),
    ),
    Hooked(
        "block-id-lone-surrogate",
        use(id="toolu_\udcff"),
        "answered-or-malformed",
        result_id="toolu_\udcff",
    ),
    # Blocks with an id: always answered with an is_error result for that id.
    Hooked("block-missing-name", without(use(), "name"), "error", ("name",), tool_runs=0),
    Hooked("block-name-none", use(name=None), "error", ("name",), tool_runs=0),
    Hooked("block-name-empty", use(name=""), "error", ("name",), tool_runs=0),
    Hooked(
        "block-name-evil-object",
        use(name=Evil()),
        "error",
        ("name",),
        tool_runs=0,
    ),
    Hooked(
        "block-name-typo",
        use(name="lookup_users"),
        "error",
        ("lookup_users", "lookup_user", "get_orders"),
        tool_runs=0,
    ),
    Hooked(
        "block-name-lone-surrogate",
        use(name="lookup_\udcff"),
        "error",
        ("lookup_user",),
        tool_runs=0,
    ),
    Hooked("block-missing-input", without(use(), "input"), "error", ("input",), tool_runs=0),
    Hooked("block-input-none", {**use(), "input": None}, "error", ("input",), tool_runs=0),
    Hooked(
        "block-input-json-string",
        use('{"user_id": "u_004"}'),
        "error",
        ("input", ("object", "dict", "mapping")),
        tool_runs=0,
    ),
    Hooked("block-input-list", use([["user_id", "u_004"]]), "error", ("input",), tool_runs=0),
    Hooked(
        "block-input-int-and-str-keys",
        use({"user_id": "u_004", 1: "a", "1": "b"}),
        "error",
        ("key",),
        tool_runs=0,
    ),
    Hooked(
        "block-input-exploding-dict",
        use(ExplodingDict(user_id="u_004")),
        "error",
        ("input",),
        tool_runs=0,
    ),
    Hooked(
        "block-input-depth-64-is-fine",
        use({"user_id": "u_004", "deep": nested(63)}),
        "ok",
        tool_runs=1,
    ),
    Hooked(
        "block-input-depth-65",
        use({"user_id": "u_004", "deep": nested(64)}),
        "error",
        (("64", "deep", "nest"),),
        tool_runs=0,
    ),
    Hooked(
        "block-input-100k-nested-lists",
        use({"user_id": "u_004", "deep": nested_lists(100_000)}),
        "error",
        (("64", "deep", "nest"),),
        tool_runs=0,
    ),
    Hooked("block-input-cycle", use(cyclic()), "error", (("deep", "nest", "cycle"),), tool_runs=0),
    Hooked(
        "block-input-breaks-schema",
        use({"user_id": 42}),
        "error",
        ("user_id",),
        tool_runs=0,
    ),
    Hooked("block-input-missing-required", use({}), "error", ("user_id",), tool_runs=0),
    Hooked(
        "block-sdk-block-input-a-string",
        SDK_BLOCK_BAD_INPUT,
        "error",
        ("input",),
        result_id="toolu_sdk2",
        tool_runs=0,
    ),
    # Strange but legal blocks: run, and audited as strict JSON.
    Hooked(
        "block-sdk-tool-use-block",
        ToolUseBlock(
            type="tool_use", id="toolu_sdk", name="lookup_user", input={"user_id": "u_004"}
        ),
        "ok",
        result_id="toolu_sdk",
        tool_runs=1,
    ),
    Hooked(
        "block-simple-namespace",
        SimpleNamespace(
            type="tool_use", id="toolu_ns", name="lookup_user", input={"user_id": "u_004"}
        ),
        MalformedToolUseError,
        result_id="toolu_ns",
        tool_runs=0,
        words=("content block",),
    ),
    Hooked(
        "block-input-lone-surrogate-value",
        use({"user_id": "u_004", "note": "caf\udcff"}),
        "ok",
        tool_runs=1,
    ),
    Hooked(
        "block-input-lone-surrogate-key",
        use({"user_id": "u_004", "\udcff": "x"}),
        "ok",
        tool_runs=1,
    ),
    Hooked(
        "block-input-nan-and-infinity",
        use({"user_id": "u_004", "amount": math.nan, "limit": -math.inf}),
        "answered",
    ),
    Hooked(
        "block-input-non-utf8-bytes",
        use({"user_id": "u_004", "blob": b"\xff\xfe\x00"}),
        "answered",
    ),
    Hooked("block-input-evil-value", use({"user_id": "u_004", "x": Evil()}), "answered"),
    Hooked(
        "block-input-5mb-string",
        use({"user_id": "u_004", "note": "x" * 5_000_000}),
        "ok",
        tool_runs=1,
    ),
    Hooked("block-duplicate-id-twice", use(), "ok", tool_runs=2, repeat=2),
    Hooked(
        "block-dict-subclass-that-lies",
        use(LyingDict(user_id="u_999")),
        "answered",
        pre=(same_user_only,),
        verify=lambda run: all(c.get("user_id") == "u_004" for c in run.tool.calls),
    ),
    # Tools that misbehave.
    Hooked(
        "tool-raises-tool-input-error",
        use(),
        "error",
        ("evidence required",),
        output=ToolInputError("evidence required"),
        tool_runs=1,
        verify=lambda run: not is_blocked(run.result),
    ),
    Hooked(
        "tool-raises-unprintable",
        use(),
        "error",
        ("lookup_user",),
        output=Unprintable(),
        tool_runs=1,
    ),
    Hooked("tool-returns-none", use(), "answered", output=None, tool_runs=1),
    Hooked("tool-returns-evil-object", use(), "answered", output=Evil(), tool_runs=1),
    Hooked(
        "tool-returns-deep-nesting", use(), "answered", output=nested_lists(50_000), tool_runs=1
    ),
    Hooked(
        "tool-raises-keyboard-interrupt",
        use(),
        KeyboardInterrupt,
        output=KeyboardInterrupt(),
        tool_runs=1,
    ),
    Hooked(
        "tool-raises-pre-hook-error-of-sub-agent",
        use(),
        PreHookError,
        ("inner_hook",),
        output=PreHookError("inner_hook crashed", hook_name="inner_hook", tool_name="x"),
        tool_runs=1,
    ),
    # The layer below is not a Dispatcher and answers badly.
    Hooked("below-returns-none", use(), "error", ("tool_result",), below=None, tool_runs=1),
    Hooked(
        "below-returns-result-for-another-id",
        use(),
        "error",
        ("toolu_other",),
        below=tool_result("toolu_other", "found"),
        tool_runs=1,
    ),
    Hooked(
        "below-returns-result-without-id",
        use(),
        "error",
        ("tool_use_id",),
        below={"type": "tool_result", "content": "found"},
        tool_runs=1,
    ),
    Hooked(
        "below-raises-unprintable",
        use(),
        "error",
        ("Unprintable",),
        below=Unprintable(),
        tool_runs=1,
    ),
    Hooked(
        "call-with-hooks-below-returns-none",
        use(),
        "error",
        ("tool_result",),
        below=None,
        via="call_with_hooks",
        tool_runs=1,
    ),
    Hooked(
        "call-with-hooks-below-raises-value-error",
        use(),
        "error",
        ("ValueError",),
        below=ValueError("db down"),
        via="call_with_hooks",
        tool_runs=1,
    ),
    # Pre hooks that return junk or crash: fail closed, the tool never runs.
    Hooked(
        "pre-returns-string",
        use(),
        InvalidDecisionError,
        ("returns_string", "str"),
        pre=(returns_string,),
        tool_runs=0,
    ),
    Hooked(
        "pre-returns-dict",
        use(),
        InvalidDecisionError,
        ("returns_dict", "dict"),
        pre=(returns_dict,),
        tool_runs=0,
    ),
    Hooked(
        "pre-returns-false",
        use(),
        InvalidDecisionError,
        ("returns_false", ("Deny", "decision")),
        pre=(returns_false,),
        tool_runs=0,
    ),
    Hooked(
        "pre-returns-deny-class",
        use(),
        InvalidDecisionError,
        ("returns_deny_class", "Deny("),
        pre=(returns_deny_class,),
        tool_runs=0,
    ),
    Hooked(
        "pre-async-hook",
        use(),
        InvalidDecisionError,
        ("async_hook", ("coroutine", "async", "await")),
        pre=(async_hook,),
        tool_runs=0,
    ),
    Hooked(
        "pre-raises-value-error",
        use(),
        PreHookError,
        ("raises_value_error", "tier lookup failed"),
        pre=(raises_value_error,),
        tool_runs=0,
    ),
    Hooked(
        "pre-raises-unprintable",
        use(),
        PreHookError,
        ("raises_unprintable", "Unprintable"),
        pre=(raises_unprintable,),
        tool_runs=0,
    ),
    Hooked(
        "pre-mutates-frozen-input",
        use(),
        PreHookError,
        ("mutates_input",),
        pre=(mutates_input,),
        tool_runs=0,
    ),
    Hooked(
        "pre-raises-keyboard-interrupt",
        use(),
        KeyboardInterrupt,
        pre=(raises_keyboard_interrupt,),
        tool_runs=0,
    ),
    Hooked(
        "pre-raises-system-exit",
        use(),
        SystemExit,
        pre=(raises_system_exit,),
        tool_runs=0,
    ),
    Hooked(
        "pre-crash-after-a-deny-never-runs",
        use(),
        "error",
        ("nothing today", "ask a human"),
        pre=(deny_everything, raises_keyboard_interrupt),
        tool_runs=0,
        verify=lambda run: (
            is_blocked(run.result) and result_text(run.result).startswith("BLOCKED: ")
        ),
    ),
    Hooked(
        "pre-rewrite-breaks-schema",
        use(),
        "error",
        ("user_id",),
        pre=(rewrites_to_int_user,),
        tool_runs=0,
    ),
    # The trusted clock misbehaves: fail closed.
    Hooked(
        "hooked-clock-naive",
        use(),
        ClockError,
        (("naive", "zone", "aware"),),
        clock=lambda: NAIVE,
        tool_runs=0,
    ),
    Hooked(
        "hooked-clock-string", use(), ClockError, ("datetime",), clock=lambda: "10:30", tool_runs=0
    ),
    Hooked(
        "hooked-clock-raises",
        use(),
        ClockError,
        ("clock device gone",),
        clock=_clock_raises,
        tool_runs=0,
    ),
    # PostToolUse hooks and the audit sink misbehave: the caller never sees it.
    Hooked(
        "post-raises-unprintable",
        use(),
        "ok",
        post=(post_raises_unprintable,),
        tool_runs=1,
        verify=lambda run: run.errors.hook_names == ["post_raises_unprintable"],
    ),
    Hooked(
        "post-returns-junk",
        use(),
        "ok",
        post=(post_returns_junk,),
        tool_runs=1,
    ),
    Hooked(
        "post-raises-keyboard-interrupt-before-audit",
        use(),
        KeyboardInterrupt,
        post=(post_raises_keyboard_interrupt,),
        tool_runs=1,
    ),
    Hooked(
        "context-with-lone-surrogates",
        use(),
        "ok",
        tool_runs=1,
        context=HookContext("u_004", "free", "s_\udcff", {"org": "acme\udcff"}),
    ),
    Hooked(
        "audit-path-is-a-directory",
        use(),
        "ok",
        tool_runs=1,
        audit_to_dir=True,
        audit_lines=0,
        verify=lambda run: any("AuditLog" in name for name in run.errors.hook_names),
    ),
    # Offered tools: a tool the agent was not told of never runs.
    Hooked(
        "offered-other-tool",
        use(),
        "error",
        ("lookup_user", "get_orders"),
        offered=("get_orders",),
        tool_runs=0,
    ),
    Hooked(
        "offered-nothing",
        use(),
        "error",
        ("lookup_user",),
        offered=(),
        tool_runs=0,
    ),
]


@pytest.mark.parametrize(
    "case", [pytest.param(c, id=c.id, marks=xfail_marks(c.bug)) for c in HOOKED]
)
def test_hooked_call_is_answered_or_fails_closed_and_audited_once(
    case: Hooked, tmp_path: Path
) -> None:
    """A hostile call through a hooked dispatcher is answered or fails closed, with one strict JSON audit line per call."""
    run = run_hooked(case, tmp_path)
    if isinstance(case.expect, type):
        assert run.raised is not None, f"expected {case.expect.__name__}, got {run.result!r}"
        if not isinstance(run.raised, case.expect):
            raise run.raised
        if isinstance(run.raised, Exception):
            assert isinstance(run.raised, ToolhooksError), repr(run.raised)
            assert_mentions(str(run.raised), case.words)
    elif case.expect == "answered-or-malformed":
        if run.raised is not None:
            assert isinstance(run.raised, MalformedToolUseError), repr(run.raised)
        else:
            assert_answers(run.result, case)
    else:
        if run.raised is not None:
            raise run.raised
        assert_answers(run.result, case)
    if case.tool_runs is not None:
        assert run.tool_runs == case.tool_runs, f"the tool ran {run.tool_runs} times"
    records = strict_json_lines(run.audit_path)
    expected_lines = case.repeat if case.audit_lines is None else case.audit_lines
    assert len(records) == expected_lines, records
    if case.verify is not None:
        assert case.verify(run), run


# ------------------------------------------------- documented no-raise functions return well


@dataclass(frozen=True)
class Returns:
    """``action(tmp_path)`` returns without raising and ``check`` accepts what it returned."""

    id: str
    action: Callable[[Path], Any]
    check: Callable[[Any], bool]
    bug: str | None = None


def _loads_strict(line: str) -> Any:
    assert line.endswith("\n"), repr(line[-200:])
    assert line.count("\n") == 1, repr(line[:200])
    return json.loads(line, parse_constant=_reject_constant)


def _surrogate_through_file(tmp: Path) -> list[dict[str, Any]]:
    JsonlFile(tmp / "s.jsonl")(to_json_line({"k\udcff": "caf\udcff"}))
    return strict_json_lines(tmp / "s.jsonl")


def _parse_error_id(tmp: Path) -> str | None:
    try:
        parse_tool_use(use([1, 2]))
    except MalformedToolUseError as exc:
        return exc.tool_use_id
    return "did not raise"


def _read_torn(tmp: Path) -> tuple[list[dict[str, Any]], list[BadLine]]:
    path = tmp / "torn.jsonl"
    path.write_bytes(b'{"a": 1}\n{"b": \xff\xfe\n[1, 2]\n{"c": 3')
    JsonlFile(path)(to_json_line({"d": 4}))
    bad: list[BadLine] = []
    return read_lines(path, bad_lines=bad), bad


def _answer_hooked_turn(tmp: Path) -> tuple[Any, list[dict[str, Any]]]:
    """A parallel turn through a hooked dispatcher: fine, nameless, unknown and denied calls."""
    dispatcher = _dispatcher()
    registry = _registry()
    registry.pre(deny_everything, matcher="get_orders")
    registry.post(AuditLog(tmp / "audit.jsonl"))
    install_hooks(dispatcher, registry, CTX, clock=FixedClock(NOW))
    content = [
        {"type": "text", "text": "Checking."},
        use(id="toolu_a"),
        without(use(id="toolu_b"), "name"),
        use(id="toolu_c", name="drop_tables"),
        use({}, id="toolu_d", name="get_orders"),
    ]
    message = answer_tool_uses(dispatcher.call_tool, content, follow_up="Anything else?")
    validate_transcript([USER_Q, {"role": "assistant", "content": content}, message])
    return message, strict_json_lines(tmp / "audit.jsonl")


def _answer_hooked_turn_ok(value: tuple[Any, list[dict[str, Any]]]) -> bool:
    message, records = value
    results = [b for b in message["content"] if b.get("type") == "tool_result"]
    return (
        [r["tool_use_id"] for r in results] == ["toolu_a", "toolu_b", "toolu_c", "toolu_d"]
        and [bool(r.get("is_error")) for r in results] == [False, True, True, True]
        and is_blocked(results[3])
        and message["content"][-1] == {"type": "text", "text": "Anything else?"}
        and len(records) == 4
    )


def _two_error_answers(message: Any) -> bool:
    results = message["content"]
    return (
        [r.get("tool_use_id") for r in results] == ["toolu_a", "toolu_b"]
        and all(r.get("is_error") is True for r in results)
        and all(isinstance(r.get("content"), str) and r["content"] for r in results)
    )


def _raise_unprintable(block: Any) -> Any:
    raise Unprintable()


def _stop_hook_crashes(tmp: Path) -> tuple[int, ErrorCapture]:
    errors = ErrorCapture()
    registry = HookRegistry(error_sinks=[errors])

    @registry.stop
    def explode(end: SessionEnd) -> None:
        raise Unprintable()

    failures = end_session(registry, CTX, started_at=NOW, clock=FixedClock(NOW))
    return failures, errors


def _summary_of_hostile_session(tmp: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    dispatcher = _dispatcher()
    registry = _registry()
    SessionSummary(tmp / "summaries.jsonl").attach(registry)
    registry.post(AuditLog(tmp / "audit.jsonl"))
    install_hooks(dispatcher, registry, CTX, clock=FixedClock(NOW))
    dispatcher.call_tool(use(name="\udcff" * 3))
    dispatcher.call_tool(use({"user_id": "u_004", "k": math.inf}, id="toolu_02"))
    end_session(registry, CTX, started_at=NOW, clock=FixedClock(NOW), reason="\udcff")
    return strict_json_lines(tmp / "summaries.jsonl"), strict_json_lines(tmp / "audit.jsonl")


RETURNS: list[Returns] = [
    # is_blocked never raises and is never fooled.
    Returns("is-blocked-none", _call(is_blocked, None), lambda r: r is False),
    Returns("is-blocked-bare-string", _call(is_blocked, "BLOCKED: no"), lambda r: r is False),
    Returns(
        "is-blocked-content-none",
        _call(
            is_blocked,
            {"type": "tool_result", "tool_use_id": "t", "is_error": True, "content": None},
        ),
        lambda r: r is False,
    ),
    Returns(
        "is-blocked-not-an-error",
        _call(is_blocked, tool_result("toolu_01", "BLOCKED: quoted by the tool")),
        lambda r: r is False,
    ),
    Returns(
        "is-blocked-list-content",
        _call(
            is_blocked,
            {
                "type": "tool_result",
                "tool_use_id": "t",
                "is_error": True,
                "content": [{"type": "text", "text": "BLOCKED: no"}],
            },
        ),
        lambda r: r is True,
    ),
    Returns(
        "is-blocked-exploding-dict",
        _call(is_blocked, ExplodingDict(is_error=True)),
        lambda r: r is False,
    ),
    # Synthetic denial text.
    Returns(
        "synthetic-result-strips-repeated-blocked-prefix",
        _call(synthetic_error_result, "toolu_01", Deny("BLOCKED: BLOCKED: no refunds")),
        lambda r: r["content"] == "BLOCKED: no refunds" and r["is_error"] is True,
    ),
    Returns(
        "tool-result-lone-surrogate-content",
        _call(tool_result, "toolu_01", "caf\udcff"),
        lambda r: json.loads(json.dumps(r))["content"] == "caf\udcff",
    ),
    # to_json_line never raises and always writes strict JSON.
    Returns(
        "json-line-nan-inf",
        _call(to_json_line, {"a": math.nan, "b": math.inf, "c": -math.inf}),
        lambda line: _loads_strict(line) == {"a": "NaN", "b": "Infinity", "c": "-Infinity"},
    ),
    Returns(
        "json-line-lone-surrogate",
        _call(to_json_line, {"\udcff": "caf\udcff"}),
        lambda line: _loads_strict(line) == {"\udcff": "caf\udcff"},
    ),
    Returns(
        "json-line-bytes",
        _call(to_json_line, {"blob": b"\xff"}),
        lambda line: _loads_strict(line)["blob"].startswith("<unserialisable bytes"),
    ),
    Returns(
        "json-line-evil-value",
        _call(to_json_line, {"x": Evil()}),
        lambda line: "repr failed" in _loads_strict(line)["x"],
    ),
    Returns(
        "json-line-cycle",
        _call(to_json_line, cyclic()),
        lambda line: "<nested too deeply>" in json.dumps(_loads_strict(line)),
    ),
    Returns(
        "json-line-100k-deep",
        _call(to_json_line, {"deep": nested_lists(100_000)}),
        lambda line: "<nested too deeply>" in json.dumps(_loads_strict(line)),
    ),
    Returns(
        "json-line-int-and-str-keys",
        _call(to_json_line, {1: "a", "2": "b"}),
        lambda line: _loads_strict(line) == {"1": "a", "2": "b"},
    ),
    Returns(
        "json-line-evil-key",
        _call(to_json_line, {"ok": 1, Unprintable(): 2}),
        lambda line: _loads_strict(line)["ok"] == 1,
    ),
    Returns(
        "json-line-not-a-mapping",
        _call(to_json_line, "just a string"),
        lambda line: _loads_strict(line) is not None,
    ),
    Returns(
        "json-line-line-separator-stays-one-line",
        _call(to_json_line, {"a": "x\u2028y\nz\r"}),
        lambda line: _loads_strict(line) == {"a": "x\u2028y\nz\r"},
    ),
    Returns(
        "jsonl-file-escapes-lone-surrogate",
        _surrogate_through_file,
        lambda records: records == [{"k\udcff": "caf\udcff"}],
    ),
    Returns(
        "parse-error-keeps-a-usable-id",
        _parse_error_id,
        lambda tool_use_id: tool_use_id == "toolu_01",
    ),
    # read_lines: one bad line never hides the good ones.
    Returns(
        "read-lines-absent-file", lambda tmp: read_lines(tmp / "none.jsonl"), lambda r: r == []
    ),
    Returns(
        "read-lines-torn-and-non-utf8",
        _read_torn,
        lambda r: r[0] == [{"a": 1}, {"d": 4}] and len(r[1]) == 3,
    ),
    # readonly and matchers.
    Returns(
        "freeze-then-thaw-round-trip-with-surrogates",
        _call(lambda: thaw(freeze({"\udcff": [1, {"b": (2,)}]}))),
        lambda r: r == {"\udcff": [1, {"b": [2]}]} and isinstance(r["\udcff"], list),
    ),
    Returns(
        "freeze-evil-leaf-left-as-is",
        _call(lambda: freeze({"x": [Evil()]})),
        lambda r: isinstance(r, FrozenDict) and isinstance(r["x"], tuple),
    ),
    Returns(
        "matcher-regex-must-match-whole-name",
        _call(lambda: compile_matcher("lookup.*")("admin_lookup_user")),
        lambda r: r is False,
    ),
    Returns(
        "matcher-name-list-is-exact",
        _call(lambda: [compile_matcher("a|b")(n) for n in ("a", "b", "ab", "a|b")]),
        lambda r: r == [True, True, False, False],
    ),
    # answer_tool_uses: every tool_use answered in order, whatever the calls did.
    Returns("answer-hooked-parallel-turn", _answer_hooked_turn, _answer_hooked_turn_ok),
    Returns(
        "answer-call-tool-raises-unprintable",
        _call(_answer_with, _raise_unprintable),
        _two_error_answers,
    ),
    # end_session and the summary.
    Returns(
        "end-session-stop-hook-raises-unprintable",
        _stop_hook_crashes,
        lambda r: r[0] == 1 and [n.rsplit(".", 1)[-1] for n in r[1].hook_names] == ["explode"],
    ),
    Returns(
        "summary-and-audit-with-surrogates-and-infinity",
        _summary_of_hostile_session,
        lambda r: len(r[0]) == 1 and len(r[1]) == 2,
    ),
]


@pytest.mark.parametrize(
    "case", [pytest.param(c, id=c.id, marks=xfail_marks(c.bug)) for c in RETURNS]
)
def test_documented_no_raise_function_returns_a_correct_value(
    case: Returns, tmp_path: Path
) -> None:
    """A function documented never to raise returns the right value for a hostile input."""
    returned = case.action(tmp_path)
    assert case.check(returned), f"unexpected return value: {returned!r}"[:2000]


# ------------------------------------------------------------------------------ the catalog

CATALOG: list[Raises | Hooked | Returns] = [*RAISES, *HOOKED, *RETURNS]


def test_catalog_has_at_least_70_distinct_entries() -> None:
    """The catalog holds at least 70 entries, each with its own readable id."""
    ids = [case.id for case in CATALOG]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    assert len(CATALOG) >= 70


@pytest.fixture(autouse=True)
def _work_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Anything written to a default ``data/`` path lands in the test's own folder."""
    monkeypatch.chdir(tmp_path)


def test_public_namespace_is_what_the_readme_lists() -> None:
    """``toolhooks.__all__`` has as many names as the README promises, all importable."""
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    match = re.search(r"\(`toolhooks.__all__`, (\d+) names\)", readme)
    assert match is not None, "the README no longer says how many names toolhooks exports"
    assert len(toolhooks.__all__) == int(match.group(1))
    assert all(hasattr(toolhooks, name) for name in toolhooks.__all__)
