"""The catalog of malformed inputs across the public API (the issue's black-box audit).

Each case is one malformed input and what it must give: an exception of the package's own
(:class:`Raises`), an ``is_error`` result the model reads (:class:`Answers`), or the fake
API's 400 (:class:`Refuses400`); and how many audit lines the call leaves (0 for setup
mistakes, 1 for a call). ``tests/test_catalog.py`` runs them all.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, time, timedelta, timezone
from datetime import tzinfo as tzinfo_base
from pathlib import Path
from typing import Any

from anthropic import beta_tool

from toolhooks import (
    Ask,
    AuditLog,
    Deny,
    Dispatcher,
    HookContext,
    HookFailure,
    HookRegistry,
    JsonlErrorSink,
    Rewrite,
    SessionEnd,
    SessionSummary,
    ToolCall,
    ToolDefinition,
    ToolOutcome,
    call_with_hooks,
    install_hooks,
)
from toolhooks.errors import (
    ClockError,
    ConfigError,
    ContextError,
    DecisionError,
    DuplicateToolError,
    EventError,
    InstallError,
    InvalidDecisionError,
    MalformedToolUseError,
    PreHookError,
    ScriptError,
)
from toolhooks.events import Asked, Denial
from toolhooks.examples.rules import DeployWindow, SameUserOnly, SpendLimit
from toolhooks.fake import FakeMessagesAPI, Turn, text
from toolhooks.fake.script import ErrorTurn, parse_script, strict_json
from toolhooks.hosts.agent_loop import Specialist
from toolhooks.hosts.beta_tools import hook_beta_tools
from toolhooks.jsonl import JsonlFile
from toolhooks.offered import offering
from toolhooks.testing import FixedClock, ScriptedTool, SteppingClock, make_context

NOW = datetime(2026, 3, 2, 10, 30, tzinfo=timezone.utc)
CONTEXT = make_context()
TOOLS = ("lookup_user", "create_case_file", "issue_refund")

FIX = re.compile(
    r"(?:^|[;.:(,]\s*|\s-\s)(?:e\.g\.|(?:use|pass|write|build|fix|register|call|swap|take|"
    r"return|decorate|install|choose|give|send|store|keep|undo|shorten|add|retry|answer|list|"
    r"attach|make|create|decide|offer|put|raise|read|start|explain|tell|note|leave)\b)",
    re.IGNORECASE,
)
"""A clause that tells the caller what to do: the fix."""


@beta_tool
def lookup_user(user_id: str) -> str:
    """Look up a customer's account by id.

    Args:
        user_id: the customer's id, such as u_004.
    """
    return user_id


@dataclass(frozen=True)
class Raises:
    """The call raises ``error`` (one of the package's), its message naming ``named``."""

    error: type[BaseException]
    named: str


@dataclass(frozen=True)
class Answers:
    """The call is answered with an ``is_error`` result naming ``named``."""

    named: str


@dataclass(frozen=True)
class Refuses400:
    """The fake answers 400 in the API's shape, naming ``named`` as the API does."""

    named: str


@dataclass
class Rig:
    """A hooked dispatcher auditing to a real file, with a clock a case may replace."""

    dispatcher: Dispatcher
    registry: HookRegistry
    audit_path: Path
    tmp_path: Path
    clock: Callable[[], datetime] = field(default_factory=lambda: FixedClock(NOW))

    def call(self, name: str, tool_input: Any, tool_use_id: str = "toolu_01") -> Any:
        return self.block(
            {"type": "tool_use", "id": tool_use_id, "name": name, "input": tool_input}
        )

    def block(self, block: Any) -> Any:
        return self.dispatcher.call_tool(block)

    def read_clock(self) -> datetime:
        return self.clock()

    def file(self, name: str, content: str | bytes) -> Path:
        path = self.tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        return path


def make_catalog_rig(tmp_path: Path) -> Rig:
    """The rig every case runs on: three scripted tools, an AuditLog on a file, installed."""
    dispatcher = Dispatcher()
    for name in TOOLS:
        dispatcher.register(ScriptedTool([f"{name} done"]), ToolDefinition(name, name))
    registry = HookRegistry(error_sinks=[])
    audit_path = tmp_path / "audit.jsonl"
    registry.post(AuditLog(audit_path))
    rig = Rig(dispatcher, registry, audit_path, tmp_path)
    install_hooks(dispatcher, registry, CONTEXT, clock=rig.read_clock)
    return rig


@dataclass(frozen=True)
class Case:
    """One malformed input: what to run on the rig, what it must give, how many audit lines."""

    run: Callable[[Rig], object]
    expect: Raises | Answers | Refuses400
    lines: int = 0


CATALOG: dict[str, Case] = {}


def case(
    name: str, run: Callable[[Rig], object], expect: Raises | Answers | Refuses400, lines: int = 0
) -> None:
    assert name not in CATALOG, name
    CATALOG[name] = Case(run, expect, lines)


def setup(name: str, build: Callable[[], object], error: type[BaseException], named: str) -> None:
    """A setup mistake: raises where it is written, and no audit line."""
    case(name, lambda _rig: build(), Raises(error, named))


# --- the trusted context -----------------------------------------------------------------

for label, kwargs, named in [
    ("empty user_id", {"user_id": ""}, "HookContext.user_id"),
    ("blank user_id", {"user_id": "   "}, "HookContext.user_id"),
    ("int user_id", {"user_id": 4}, "HookContext.user_id"),
    ("None user_id", {"user_id": None}, "HookContext.user_id"),
    ("tier gold", {"tier": "gold"}, "HookContext.tier"),
    ("tier capitalised", {"tier": "Free"}, "HookContext.tier"),
    ("tier None", {"tier": None}, "HookContext.tier"),
    ("empty session_id", {"session_id": ""}, "HookContext.session_id"),
    ("bytes session_id", {"session_id": b"s_1"}, "HookContext.session_id"),
    ("attributes list", {"attributes": [("org", "o")]}, "HookContext.attributes"),
    ("attributes nested", {"attributes": {"org": {"id": 1}}}, "HookContext.attributes"),
    ("attributes int key", {"attributes": {1: "x"}}, "HookContext.attributes"),
    ("attributes list value", {"attributes": {"tags": ["a"]}}, "HookContext.attributes"),
]:
    fields: dict[str, Any] = {"user_id": "u_1", "tier": "free", "session_id": "s_1", **kwargs}
    setup(f"context: {label}", lambda fields=fields: HookContext(**fields), ContextError, named)

# --- events ------------------------------------------------------------------------------

setup(
    "ToolCall: empty tool_name",
    lambda: ToolCall("", "t", {}, CONTEXT, NOW),
    EventError,
    "ToolCall.tool_name",
)
setup(
    "ToolCall: int tool_use_id",
    lambda: ToolCall("a", 5, {}, CONTEXT, NOW),
    EventError,
    "ToolCall.tool_use_id",
)  # type: ignore[arg-type]
setup(
    "ToolCall: input a list",
    lambda: ToolCall("a", "t", [1], CONTEXT, NOW),
    EventError,
    "ToolCall.input",
)  # type: ignore[arg-type]
setup(
    "ToolCall: context a dict",
    lambda: ToolCall("a", "t", {}, {"user_id": "u"}, NOW),
    EventError,
    "ToolCall.context",
)  # type: ignore[arg-type]
setup(
    "ToolCall: naive timestamp",
    lambda: ToolCall("a", "t", {}, CONTEXT, datetime(2026, 1, 1)),
    EventError,
    "ToolCall.timestamp",
)
setup(
    "ToolCall: timestamp a string",
    lambda: ToolCall("a", "t", {}, CONTEXT, "now"),
    EventError,
    "ToolCall.timestamp",
)  # type: ignore[arg-type]

OUTCOME = ("x", "t", CONTEXT, NOW, "ok", {}, None, None)
for label, changes, named in [
    ("timestamp yesterday", {3: "yesterday"}, "ToolOutcome.timestamp"),
    ("naive timestamp", {3: datetime(2026, 1, 1)}, "ToolOutcome.timestamp"),
    ("tool_name 5", {0: 5}, "ToolOutcome.tool_name"),
    ("tool_use_id None", {1: None}, "ToolOutcome.tool_use_id"),
    ("status done", {4: "done"}, "ToolOutcome.status"),
    ("context None", {2: None}, "ToolOutcome.context"),
]:
    values = list(OUTCOME)
    for index, value in changes.items():
        values[index] = value
    setup(f"ToolOutcome: {label}", lambda values=values: ToolOutcome(*values), EventError, named)
for label, kwargs, named in [
    ("denial a string", {"denial": "no"}, "ToolOutcome.denial"),
    ("problem an int", {"problem": 5}, "ToolOutcome.problem"),
    ("rewritten_by a string", {"rewritten_by": "hook"}, "ToolOutcome.rewritten_by"),
    ("asked a list", {"asked": ["hook"]}, "ToolOutcome.asked"),
    ("decided_by an int", {"decided_by": 1}, "ToolOutcome.decided_by"),
]:
    setup(
        f"ToolOutcome: {label}",
        lambda kwargs=kwargs: ToolOutcome(*OUTCOME, **kwargs),
        EventError,
        named,
    )
setup("Denial: empty hook_name", lambda: Denial("", Deny("no")), EventError, "Denial.hook_name")
setup("Denial: deny a string", lambda: Denial("h", "no"), EventError, "Denial.deny")  # type: ignore[arg-type]
setup("Asked: ask a string", lambda: Asked("h", "why"), EventError, "Asked.ask")  # type: ignore[arg-type]
setup(
    "SessionEnd: context None", lambda: SessionEnd(None, NOW, NOW), EventError, "SessionEnd.context"
)  # type: ignore[arg-type]
setup(
    "SessionEnd: reason empty",
    lambda: SessionEnd(CONTEXT, NOW, NOW, ""),
    EventError,
    "SessionEnd.reason",
)
setup(
    "SessionEnd: naive start",
    lambda: SessionEnd(CONTEXT, datetime(2026, 1, 1), NOW),
    EventError,
    "started_at",
)
setup(
    "SessionEnd: ended_at a string",
    lambda: SessionEnd(CONTEXT, NOW, "later"),
    EventError,
    "ended_at",
)  # type: ignore[arg-type]

# --- decisions ---------------------------------------------------------------------------

setup("Deny: reason 5", lambda: Deny(5), DecisionError, "Deny needs a reason")  # type: ignore[arg-type]
setup("Deny: empty reason", lambda: Deny(""), DecisionError, "Deny needs a reason")
setup("Deny: only the prefix", lambda: Deny("BLOCKED: "), DecisionError, "Deny needs a reason")
setup("Rewrite: a list", lambda: Rewrite([1]), DecisionError, "Rewrite needs")  # type: ignore[arg-type]
setup("Rewrite: a string", lambda: Rewrite("user_id=u_1"), DecisionError, "Rewrite needs")  # type: ignore[arg-type]
setup("Ask: reason 5", lambda: Ask(5), DecisionError, "Ask needs a reason")  # type: ignore[arg-type]
setup("Ask: empty reason", lambda: Ask(""), DecisionError, "Ask needs a reason")

# --- registry, matchers, installation ----------------------------------------------------

setup(
    "pre: hook not callable",
    lambda: HookRegistry(error_sinks=[]).pre("check"),
    ConfigError,
    "PreToolUse hooks must be callable",
)  # type: ignore[call-overload]
setup(
    "post: hook not callable",
    lambda: HookRegistry(error_sinks=[]).post(5),
    ConfigError,
    "PostToolUse hooks must be callable",
)  # type: ignore[call-overload]
setup(
    "stop: hook not callable",
    lambda: HookRegistry(error_sinks=[]).stop(5),
    ConfigError,
    "Stop hooks must be callable",
)  # type: ignore[call-overload]
setup(
    "pre: empty name",
    lambda: HookRegistry(error_sinks=[]).pre(print, name=""),
    ConfigError,
    "hook's name",
)
setup(
    "pre: matcher an int",
    lambda: HookRegistry(error_sinks=[]).pre(print, matcher=5),
    ConfigError,
    "a matcher must be",
)  # type: ignore[arg-type]
setup(
    "pre: matcher a list",
    lambda: HookRegistry(error_sinks=[]).pre(print, matcher=["a"]),
    ConfigError,
    "a matcher must be",
)  # type: ignore[arg-type]
setup(
    "pre: matcher a broken regex",
    lambda: HookRegistry(error_sinks=[]).pre(print, matcher="lookup_(user"),
    ConfigError,
    "matcher 'lookup_(user'",
)
setup(
    "remove: unknown hook",
    lambda: HookRegistry(error_sinks=[]).pre.remove(print),
    ConfigError,
    "is not registered",
)
setup(
    "registry: error_sinks a string",
    lambda: HookRegistry(error_sinks="log.jsonl"),
    ConfigError,
    "error_sinks",
)  # type: ignore[arg-type]
setup(
    "registry: error_sinks a path",
    lambda: HookRegistry(error_sinks=Path("x")),
    ConfigError,
    "error_sinks",
)  # type: ignore[arg-type]
setup(
    "registry: a sink not callable",
    lambda: HookRegistry(error_sinks=["x.jsonl"]),
    ConfigError,
    "each error sink",
)  # type: ignore[list-item]
case(
    "late pre hook: matcher typo",
    lambda rig: rig.registry.pre(print, matcher="lookup_usr"),
    Raises(ConfigError, "'lookup_usr'"),
)
case(
    "late post hook: matcher typo",
    lambda rig: rig.registry.post(print, matcher="create_case"),
    Raises(ConfigError, "'create_case'"),
)
case(
    "late pre hook: comma list",
    lambda rig: rig.registry.pre(print, matcher="lookup_user, issue_refund"),
    Raises(ConfigError, "'|'"),
)
case(
    "late pre hook: regex for nothing",
    lambda rig: rig.registry.pre(print, matcher="admin_.*"),
    Raises(ConfigError, "'admin_.*'"),
)


def _installed(rig: Rig, **parts: Any) -> object:
    arguments: dict[str, Any] = {
        "dispatcher": Dispatcher(),
        "registry": HookRegistry(error_sinks=[]),
        "context": CONTEXT,
        **parts,
    }
    return install_hooks(**arguments)


case(
    "install: no call_tool",
    lambda rig: _installed(rig, dispatcher=object()),
    Raises(InstallError, "call_tool"),
)
case(
    "install: registry a list",
    lambda rig: _installed(rig, registry=[print]),
    Raises(InstallError, "HookRegistry"),
)
case(
    "install: context a dict",
    lambda rig: _installed(rig, context={"user_id": "u"}),
    Raises(InstallError, "HookContext"),
)
case(
    "install: clock a datetime",
    lambda rig: _installed(rig, clock=NOW),
    Raises(InstallError, "clock"),
)
case(
    "install: approve a bool",
    lambda rig: _installed(rig, approve=True),
    Raises(InstallError, "approve"),
)


def _install_typo(rig: Rig) -> object:
    registry = HookRegistry(error_sinks=[])
    registry.pre(print, matcher="lookup_usr")
    return install_hooks(rig.dispatcher, registry, CONTEXT)


case("install: matcher typo", _install_typo, Raises(InstallError, "'lookup_usr'"))

# --- tools and dispatchers ---------------------------------------------------------------

setup(
    "ToolDefinition: name with a space",
    lambda: ToolDefinition("lookup user", "d"),
    ConfigError,
    "tool name",
)
setup("ToolDefinition: empty name", lambda: ToolDefinition("", "d"), ConfigError, "tool name")
setup(
    "ToolDefinition: name too long",
    lambda: ToolDefinition("a" * 129, "d"),
    ConfigError,
    "tool name",
)
setup(
    "ToolDefinition: description None",
    lambda: ToolDefinition("a", None),
    ConfigError,
    "description",
)  # type: ignore[arg-type]
setup(
    "ToolDefinition: schema an array",
    lambda: ToolDefinition("a", "d", {"type": "array"}),
    ConfigError,
    "input_schema",
)
setup(
    "ToolDefinition: schema a list",
    lambda: ToolDefinition("a", "d", []),
    ConfigError,
    "input_schema",
)  # type: ignore[arg-type]
setup(
    "ToolDefinition: schema invalid",
    lambda: ToolDefinition("a", "d", {"type": "object", "properties": 5}),
    ConfigError,
    "input_schema",
)
setup(
    "register: function None",
    lambda: Dispatcher().register(None, ToolDefinition("a", "d")),
    ConfigError,
    "register needs the tool's function",
)  # type: ignore[arg-type]
setup(
    "register: definition a dict",
    lambda: Dispatcher().register(print, {"name": "a"}),
    ConfigError,
    "ToolDefinition",
)  # type: ignore[arg-type]
case(
    "register: a name twice",
    lambda rig: rig.dispatcher.register(print, ToolDefinition("lookup_user", "d")),
    Raises(DuplicateToolError, "'lookup_user'"),
)

# --- sinks and files ---------------------------------------------------------------------

setup("AuditLog: path an int", lambda: AuditLog(5), ConfigError, "AuditLog needs a file path")  # type: ignore[arg-type]
setup(
    "AuditLog: sink not callable",
    lambda: AuditLog(sink="x.jsonl"),
    ConfigError,
    "AuditLog(sink=...)",
)  # type: ignore[arg-type]
setup(
    "SessionSummary: path None",
    lambda: SessionSummary(None),
    ConfigError,
    "SessionSummary needs a file path",
)  # type: ignore[arg-type]
setup(
    "SessionSummary: sink not callable",
    lambda: SessionSummary(sink=5),
    ConfigError,
    "SessionSummary(sink=...)",
)  # type: ignore[arg-type]
setup(
    "JsonlErrorSink: path a list",
    lambda: JsonlErrorSink(["x"]),
    ConfigError,
    "JsonlErrorSink needs a file path",
)  # type: ignore[arg-type]
setup(
    "JsonlFile: path bytes",
    lambda: JsonlFile(b"x.jsonl"),
    ConfigError,
    "JsonlFile needs a file path",
)  # type: ignore[arg-type]

# --- the example rules -------------------------------------------------------------------

setup(
    "SameUserOnly: tools a string",
    lambda: SameUserOnly(tools="lookup_user"),
    ConfigError,
    "SameUserOnly(tools=...)",
)
setup(
    "SameUserOnly: tools a number",
    lambda: SameUserOnly(tools=5),
    ConfigError,
    "SameUserOnly(tools=...)",
)  # type: ignore[arg-type]
setup(
    "SameUserOnly: tool name empty",
    lambda: SameUserOnly(tools=[""]),
    ConfigError,
    "SameUserOnly(tools=...)",
)
setup(
    "SameUserOnly: field an int",
    lambda: SameUserOnly(field=5),
    ConfigError,
    "SameUserOnly(field=...)",
)  # type: ignore[arg-type]
setup(
    "SameUserOnly: field empty",
    lambda: SameUserOnly(field=""),
    ConfigError,
    "SameUserOnly(field=...)",
)
setup(
    "DeployWindow: tools a string",
    lambda: DeployWindow(tools="create_case_file"),
    ConfigError,
    "DeployWindow(tools=...)",
)
setup(
    "DeployWindow: tools bytes",
    lambda: DeployWindow(tools=b"create_case_file"),
    ConfigError,
    "DeployWindow(tools=...)",
)  # type: ignore[arg-type]
setup(
    "DeployWindow: start a string",
    lambda: DeployWindow(start="02:00"),
    ConfigError,
    "DeployWindow(start=...)",
)  # type: ignore[arg-type]
setup(
    "DeployWindow: end a datetime",
    lambda: DeployWindow(end=NOW),
    ConfigError,
    "DeployWindow(end=...)",
)  # type: ignore[arg-type]
setup(
    "DeployWindow: aware start",
    lambda: DeployWindow(start=time(2, tzinfo=timezone.utc)),
    ConfigError,
    "DeployWindow(start=...)",
)
setup(
    "DeployWindow: reversed",
    lambda: DeployWindow(time(4), time(2)),
    ConfigError,
    "start before it ends",
)
setup(
    "DeployWindow: tz a string",
    lambda: DeployWindow(tz="Europe/Berlin"),
    ConfigError,
    "DeployWindow(tz=...)",
)  # type: ignore[arg-type]
setup(
    "DeployWindow: weekday 7",
    lambda: DeployWindow(weekday=7),
    ConfigError,
    "DeployWindow(weekday=...)",
)
setup(
    "DeployWindow: weekday True",
    lambda: DeployWindow(weekday=True),
    ConfigError,
    "DeployWindow(weekday=...)",
)
setup(
    "DeployWindow: weekday a string",
    lambda: DeployWindow(weekday="Tue"),
    ConfigError,
    "DeployWindow(weekday=...)",
)  # type: ignore[arg-type]
setup(
    "SpendLimit: query a number",
    lambda: SpendLimit(100.0),
    ConfigError,
    "SpendLimit(weekly_spend=...)",
)  # type: ignore[arg-type]
setup(
    "SpendLimit: tools a string",
    lambda: SpendLimit(lambda _o: 0.0, tools="issue_refund"),
    ConfigError,
    "SpendLimit(tools=...)",
)
setup(
    "SpendLimit: amount_field None",
    lambda: SpendLimit(lambda _o: 0.0, amount_field=None),
    ConfigError,
    "SpendLimit(amount_field=...)",
)  # type: ignore[arg-type]

# --- offered tools, hosts ----------------------------------------------------------------

setup(
    "offering: a string",
    lambda: offering("lookup_user").__enter__(),
    ConfigError,
    "offering(tool_names)",
)
setup("offering: None", lambda: offering(None).__enter__(), ConfigError, "offering(tool_names)")  # type: ignore[arg-type]
setup(
    "offering: a number inside",
    lambda: offering(["a", 1]).__enter__(),
    ConfigError,
    "offering(tool_names)",
)  # type: ignore[list-item]
setup(
    "Specialist: tools a string",
    lambda: Specialist("s", "help", "lookup_user"),
    ConfigError,
    "Specialist.tools",
)  # type: ignore[arg-type]
setup(
    "Specialist: empty name",
    lambda: Specialist("", "help", ("lookup_user",)),
    ConfigError,
    "Specialist.name",
)
setup(
    "Specialist: system None",
    lambda: Specialist("s", None, ("lookup_user",)),
    ConfigError,
    "Specialist.system",
)  # type: ignore[arg-type]
setup(
    "hook_beta_tools: registry a string",
    lambda: hook_beta_tools([lookup_user], "registry", CONTEXT),
    ConfigError,
    "needs a HookRegistry",
)  # type: ignore[arg-type]
setup(
    "hook_beta_tools: context a dict",
    lambda: hook_beta_tools([lookup_user], HookRegistry(error_sinks=[]), {}),
    ConfigError,
    "HookContext",
)  # type: ignore[arg-type]
setup(
    "hook_beta_tools: tools a string",
    lambda: hook_beta_tools("lookup_user", HookRegistry(error_sinks=[]), CONTEXT),
    ConfigError,
    "hook_beta_tools(tools",
)  # type: ignore[arg-type]
setup(
    "hook_beta_tools: a plain function",
    lambda: hook_beta_tools([print], HookRegistry(error_sinks=[]), CONTEXT),
    ConfigError,
    "@beta_tool",
)  # type: ignore[list-item]
setup(
    "hook_beta_tools: clock a string",
    lambda: hook_beta_tools([lookup_user], HookRegistry(error_sinks=[]), CONTEXT, clock="now"),
    ConfigError,
    "clock=...",
)  # type: ignore[arg-type]

# --- test doubles ------------------------------------------------------------------------

setup("FixedClock: naive", lambda: FixedClock(datetime(2026, 1, 1)), EventError, "FixedClock")
setup("FixedClock: a string", lambda: FixedClock("now"), EventError, "FixedClock")  # type: ignore[arg-type]
setup(
    "SteppingClock: step a string",
    lambda: SteppingClock(step="1s"),
    ConfigError,
    "SteppingClock(step=...)",
)  # type: ignore[arg-type]
setup(
    "SteppingClock: naive start",
    lambda: SteppingClock(datetime(2026, 1, 1), timedelta(1)),
    EventError,
    "SteppingClock",
)
setup(
    "ScriptedTool: outputs a string",
    lambda: ScriptedTool("ok"),
    ConfigError,
    "ScriptedTool(outputs)",
)
setup("ScriptedTool: no outputs", lambda: ScriptedTool([]), ConfigError, "ScriptedTool(outputs)")
setup(
    "make_context: tier gold", lambda: make_context(tier="gold"), ContextError, "HookContext.tier"
)  # type: ignore[arg-type]

# --- the fake's script -------------------------------------------------------------------

setup(
    "FakeMessagesAPI: script of dicts",
    lambda: FakeMessagesAPI([{"content": []}]),
    ScriptError,
    "must be a Turn",
)  # type: ignore[list-item]
setup(
    "FakeMessagesAPI: script a string",
    lambda: FakeMessagesAPI("turns.json"),
    ScriptError,
    "FakeMessagesAPI(script=...)",
)  # type: ignore[arg-type]
setup(
    "FakeMessagesAPI: policy a Turn",
    lambda: FakeMessagesAPI(policy=Turn([text("x")])),
    ConfigError,
    "policy=...",
)  # type: ignore[arg-type]
setup(
    "FakeMessagesAPI: max_logged 0",
    lambda: FakeMessagesAPI(max_logged=0),
    ConfigError,
    "max_logged",
)
setup("Turn: content a string", lambda: Turn("hello"), ScriptError, "Turn(content)")  # type: ignore[arg-type]
setup("Turn: a block without type", lambda: Turn([{"text": "x"}]), ScriptError, "Turn(content)[0]")
setup(
    "Turn: stop_reason unknown",
    lambda: Turn([text("x")], "finished"),
    ScriptError,
    "Turn(stop_reason=...)",
)
setup(
    "ErrorTurn: unknown type", lambda: ErrorTurn("busy"), ScriptError, "ErrorTurn(error_type=...)"
)
setup(
    "ErrorTurn: empty message",
    lambda: ErrorTurn("api_error", ""),
    ScriptError,
    "ErrorTurn(message=...)",
)

SCENARIOS = [
    ("not JSON", '{"turns": [', "not valid JSON at line 1"),
    ("a number", "42", "turns: expected a list"),
    ("an extra top-level key", '{"turns": [], "model": "x"}', "top level"),
    ("a turn that is a string", '["hello"]', "turns[0]"),
    ("empty content", '[{"content": []}]', "turns[0].content"),
    ("an image block", '[{"content": [{"type": "image"}]}]', "turns[0].content[0]"),
    ("text missing", '[{"content": [{"type": "text"}]}]', "turns[0].content[0].text"),
    (
        "a bad tool name",
        '[{"content": [{"type": "tool_use", "name": "a b", "input": {}}]}]',
        ".name",
    ),
    ("inputs typo", '[{"content": [{"type": "tool_use", "name": "t", "inputs": {}}]}]', "'inputs'"),
    (
        "an id number",
        '[{"content": [{"type": "tool_use", "name": "t", "input": {}, "id": 7}]}]',
        ".id",
    ),
    (
        "a stop_reason typo",
        '[{"content": [{"type": "text", "text": "x"}], "stop_reason": "done"}]',
        "stop_reason",
    ),
    ("NaN", '[{"content": [{"type": "tool_use", "name": "t", "input": {"a": NaN}}]}]', "input.a"),
    (
        "-Infinity",
        '[{"content": [{"type": "text", "text": -Infinity}]}]',
        "turns[0].content[0].text",
    ),
    (
        "a key twice",
        '[{"content": [{"type": "text", "text": "x", "text": "y"}]}]',
        '"text" is written twice',
    ),
    ("too deep", "[" * 5000 + "]" * 5000, "nests"),
    (
        "a 5000-digit number",
        '[{"content": [], "stop_reason": ' + "1" * 5000 + "}]",
        "cannot be read as JSON",
    ),
    ("an error turn of an unknown type", '[{"error": {"type": "busy"}}]', "turns[0].error.type"),
]
for label, content, named in SCENARIOS:

    def _load(rig: Rig, content: str = content) -> object:
        source = "scenario.json"
        return parse_script(strict_json(content, source), source)

    case(f"scenario: {label}", _load, Raises(ScriptError, named))

# --- the fake's requests -----------------------------------------------------------------

REQUEST: dict[str, Any] = {
    "model": "m",
    "max_tokens": 64,
    "messages": [{"role": "user", "content": "hi"}],
}


def _post(body: object) -> Callable[[Rig], object]:
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    return lambda _rig: FakeMessagesAPI().respond("POST", "/v1/messages", {"x-api-key": "k"}, raw)


def _blocks(*blocks: dict[str, Any]) -> dict[str, Any]:
    return {**REQUEST, "messages": [{"role": "user", "content": list(blocks)}]}


REQUESTS: list[tuple[str, object, str]] = [
    ("temperature 7", {**REQUEST, "temperature": 7}, "temperature"),
    ("temperature NaN text", {**REQUEST, "temperature": "NaN"}, "temperature"),
    ("top_p 2", {**REQUEST, "top_p": 2}, "top_p"),
    ("top_k -3", {**REQUEST, "top_k": -3}, "top_k"),
    ("an unknown key", {**REQUEST, "temprature": 0.2}, "temprature: Extra inputs"),
    ("max_tokens 0", {**REQUEST, "max_tokens": 0}, "max_tokens"),
    ("max_tokens a string", {**REQUEST, "max_tokens": "64"}, "max_tokens"),
    ("model missing", {"max_tokens": 1, "messages": REQUEST["messages"]}, "model"),
    ("messages empty", {**REQUEST, "messages": []}, "messages"),
    (
        "a role of system",
        {**REQUEST, "messages": [{"role": "system", "content": "x"}]},
        "messages.0.role",
    ),
    ("stream yes", {**REQUEST, "stream": "yes"}, "stream"),
    ("stop_sequences a string", {**REQUEST, "stop_sequences": "END"}, "stop_sequences"),
    ("metadata extra", {**REQUEST, "metadata": {"email": "a@b"}}, "metadata.email"),
    ("tool_choice unknown", {**REQUEST, "tool_choice": {"type": "maybe"}}, "tool_choice"),
    (
        "thinking budget 10",
        {**REQUEST, "thinking": {"type": "enabled", "budget_tokens": 10}},
        "budget_tokens",
    ),
    ("tools a dict", {**REQUEST, "tools": {"name": "t"}}, "tools"),
    ("a tool without schema", {**REQUEST, "tools": [{"name": "t"}]}, "tools.0.input_schema"),
    ("a text block without text", _blocks({"type": "text"}), "messages.0.content.0.text.text"),
    ("an image without source", _blocks({"type": "image"}), "messages.0.content.0.image.source"),
    (
        "an image of type bmp",
        _blocks(
            {"type": "image", "source": {"type": "base64", "media_type": "image/bmp", "data": "AA"}}
        ),
        "media_type",
    ),
    (
        "a document without source",
        _blocks({"type": "document"}),
        "messages.0.content.0.document.source",
    ),
    ("a tool_result without id", _blocks({"type": "tool_result", "content": "x"}), "tool_use_id"),
    (
        "an unhashable tool_use_id",
        _blocks({"type": "tool_result", "tool_use_id": {"a": 1}, "content": "x"}),
        "tool_use_id",
    ),
    ("an unknown block", _blocks({"type": "video"}), "messages.0.content.0"),
    (
        "NaN in the body",
        json.dumps(REQUEST).replace('"max_tokens": 64', '"temperature": NaN').encode(),
        "NaN",
    ),
    ("a body nested too deep", b"[" * 100_000 + b"]" * 100_000, "nests too deeply"),
    ("not JSON", b'{"model": ', "error parsing the body"),
]
for label, body, named in REQUESTS:
    case(f"fake request: {label}", _post(body), Refuses400(named))

# --- the model's tool calls (through the hooked dispatcher) ------------------------------

for label, tool_input in [
    ("input a list", [1, 2]),
    ("input a string", "user_id=u_004"),
    ("input a number", 42),
    ("input null", None),
    ("input true", True),
]:
    case(
        f"call: {label}",
        lambda rig, i=tool_input: rig.call("lookup_user", i),
        Answers("must be a JSON object"),
        1,
    )
case(
    "call: unknown tool",
    lambda rig: rig.call("drop_database", {}),
    Answers("Unknown tool 'drop_database'"),
    1,
)
case(
    "call: tool name empty",
    lambda rig: rig.block({"type": "tool_use", "id": "t1", "name": "", "input": {}}),
    Answers("'name'"),
    1,
)
case(
    "call: no name",
    lambda rig: rig.block({"type": "tool_use", "id": "t1", "input": {}}),
    Answers("'name'"),
    1,
)
case(
    "call: name a number",
    lambda rig: rig.block({"type": "tool_use", "id": "t1", "name": 7, "input": {}}),
    Answers("'name'"),
    1,
)
case(
    "call: nested 10 000 deep",
    lambda rig: rig.call("lookup_user", _nested(10_000)),
    Answers("nests deeper than 64 levels"),
    1,
)
case(
    "call: not offered",
    lambda rig: _offered(rig, ["create_case_file"]),
    Answers("was not offered"),
    1,
)
case(
    "call: no id",
    lambda rig: rig.block({"type": "tool_use", "name": "lookup_user", "input": {}}),
    Raises(MalformedToolUseError, "'id'"),
    1,
)
case(
    "call: empty id",
    lambda rig: rig.block({"type": "tool_use", "id": "", "name": "lookup_user", "input": {}}),
    Raises(MalformedToolUseError, "'id'"),
    1,
)
case(
    "call: id a number",
    lambda rig: rig.block({"type": "tool_use", "id": 17, "name": "lookup_user", "input": {}}),
    Raises(MalformedToolUseError, "'id'"),
    1,
)
case(
    "call: a string block",
    lambda rig: rig.block("lookup_user(u_004)"),
    Raises(MalformedToolUseError, "content block"),
    1,
)
case(
    "call: a text block",
    lambda rig: rig.block({"type": "text", "text": "hi"}),
    Raises(MalformedToolUseError, "tool_use"),
    1,
)


def _nested(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"a": value}
    return value


def _offered(rig: Rig, tools: list[str]) -> object:
    with offering(tools):
        return rig.call("lookup_user", {"user_id": "u_004"})


# --- hooks and clocks that misbehave -----------------------------------------------------


def _with_pre(hook: Callable[[Any], object]) -> Callable[[Rig], object]:
    def run(rig: Rig) -> object:
        rig.registry.pre(hook)
        return rig.call("lookup_user", {"user_id": "u_004"})

    return run


def _with_clock(clock: Callable[[], object]) -> Callable[[Rig], object]:
    def run(rig: Rig) -> object:
        rig.clock = clock  # type: ignore[assignment]
        return rig.call("lookup_user", {"user_id": "u_004"})

    return run


def _raise(exc: BaseException) -> Callable[..., Any]:
    def raising(*_args: Any) -> Any:
        raise exc

    return raising


case(
    "pre hook: returns a number",
    _with_pre(lambda _call: 5),
    Raises(InvalidDecisionError, "returned"),
    1,
)
case(
    "pre hook: returns a string",
    _with_pre(lambda _call: "deny"),
    Raises(InvalidDecisionError, "returned"),
    1,
)
case(
    "pre hook: returns True",
    _with_pre(lambda _call: True),
    Raises(InvalidDecisionError, "returned"),
    1,
)
case(
    "pre hook: returns a dict",
    _with_pre(lambda _call: {"decision": "deny"}),
    Raises(InvalidDecisionError, "returned"),
    1,
)
case(
    "pre hook: raises KeyError",
    _with_pre(_raise(KeyError("tier"))),
    Raises(PreHookError, "KeyError"),
    1,
)
case(
    "pre hook: raises ValueError",
    _with_pre(_raise(ValueError("bad"))),
    Raises(PreHookError, "ValueError"),
    1,
)
case(
    "clock: naive",
    _with_clock(lambda: datetime(2026, 1, 1)),
    Raises(ClockError, "timezone-aware"),
    1,
)
case("clock: a string", _with_clock(lambda: "10:30"), Raises(ClockError, "timezone-aware"), 1)
case(
    "clock: a timestamp number",
    _with_clock(lambda: 1767225600.0),
    Raises(ClockError, "timezone-aware"),
    1,
)
case(
    "clock: raises OSError",
    _with_clock(_raise(OSError("no time server"))),
    Raises(ClockError, "OSError"),
    1,
)
case(
    "clock: raises RuntimeError",
    _with_clock(_raise(RuntimeError("ntp"))),
    Raises(ClockError, "RuntimeError"),
    1,
)

# --- the paths that once lost their audit line (issue item 1) ----------------------------


class _BrokenZone(tzinfo_base):
    """A tzinfo whose utcoffset raises."""

    def utcoffset(self, _dt: datetime | None) -> timedelta:
        raise LookupError("no such zone")

    def dst(self, _dt: datetime | None) -> timedelta:
        return timedelta(0)


class _DumpFails:
    """An SDK-like block whose model_dump raises."""

    def model_dump(self, **_options: Any) -> dict[str, Any]:
        raise ValueError("cannot dump")


class _GetFails(dict[str, Any]):
    """A dict block whose get raises."""

    def get(self, *_args: Any) -> Any:
        raise RuntimeError("cannot get")


def _answered_with(content: object) -> Callable[[Rig], object]:
    """A call whose layer below answers with ``content`` (through the rig's registry)."""

    def run(rig: Rig) -> object:
        def below(block: Any) -> dict[str, Any]:
            return {"type": "tool_result", "tool_use_id": block["id"], "content": content}

        block = {"type": "tool_use", "id": "toolu_01", "name": "lookup_user", "input": {}}
        return call_with_hooks(below, block, registry=rig.registry, context=CONTEXT)

    return run


def _cycle() -> dict[str, Any]:
    loop: dict[str, Any] = {}
    loop["again"] = loop
    return loop


case(
    "clock: before year 1 in UTC",
    _with_clock(lambda: datetime.min.replace(tzinfo=timezone(timedelta(hours=3)))),
    Raises(ClockError, "cannot be converted to UTC"),
    1,
)
case(
    "clock: after year 9999 in UTC",
    _with_clock(lambda: datetime.max.replace(tzinfo=timezone(timedelta(hours=-3)))),
    Raises(ClockError, "cannot be converted to UTC"),
    1,
)
case(
    "clock: a zone whose utcoffset raises",
    _with_clock(lambda: NOW.replace(tzinfo=_BrokenZone())),
    Raises(ClockError, "LookupError"),
    1,
)
case(
    "call: a block whose model_dump raises",
    lambda rig: rig.block(_DumpFails()),
    Raises(MalformedToolUseError, "model_dump()"),
    1,
)
case(
    "call: a block whose get raises",
    lambda rig: rig.block(_GetFails(type="tool_use")),
    Raises(MalformedToolUseError, "cannot be read"),
    1,
)
case(
    "result: a key that is not a string",
    _answered_with({1: "one"}),
    Answers("cannot be recorded"),
    1,
)
case(
    "result: nesting past the limit",
    _answered_with(_nested(5000)),
    Answers("cannot be recorded"),
    1,
)
case("result: a cycle", _answered_with(_cycle()), Answers("cannot be recorded"), 1)

# --- failure records ---------------------------------------------------------------------

FAILURE: dict[str, Any] = {
    "stage": "PostToolUse",
    "hook_name": "audit",
    "error_type": "OSError",
    "message": "disk full",
    "session_id": "s_1",
    "timestamp": NOW,
}
for label, changes, named in [
    ("stage unknown", {"stage": "Post"}, "HookFailure.stage"),
    ("hook_name empty", {"hook_name": ""}, "HookFailure.hook_name"),
    ("message None", {"message": None}, "HookFailure.message"),
    ("naive timestamp", {"timestamp": datetime(2026, 1, 1)}, "HookFailure.timestamp"),
    ("tool_name a number", {"tool_name": 3}, "HookFailure.tool_name"),
]:
    setup(
        f"HookFailure: {label}",
        lambda changes=changes: HookFailure(**{**FAILURE, **changes}),
        EventError,
        named,
    )
