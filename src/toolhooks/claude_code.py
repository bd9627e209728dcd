"""Run the same Python hooks as Claude Code command hooks.

Claude Code starts a hook command per event, writes a JSON payload on its stdin
(``session_id``, ``hook_event_name``, ``tool_name``, ``tool_input``, ``tool_use_id``, ...)
and reads the answer from its exit code and stdout. This adapter turns that protocol into
a :class:`~toolhooks.HookRegistry` run::

    python -m toolhooks.claude_code pre  --hooks my_rules:registry   # PreToolUse
    python -m toolhooks.claude_code post --hooks my_rules:registry   # PostToolUse
    python -m toolhooks.claude_code stop --hooks my_rules:registry   # Stop

What it answers on a PreToolUse event:

* allow: nothing on stdout, exit 0. An explicit ``"allow"`` would also skip the user's
  permission prompt; a guard should only ever take permission away.
* deny: ``hookSpecificOutput`` with ``permissionDecision: "deny"`` and the ``BLOCKED``
  text as ``permissionDecisionReason``, which Claude Code shows the model.
* rewrite: ``updatedInput`` with ``permissionDecision: "allow"``. Claude Code ignores
  ``updatedInput`` without an ``allow`` (its settings' deny and ask rules still apply).
* a crashing or invalid hook, an unreadable payload, hooks that cannot be loaded: exit 2
  with the reason on stderr. Claude Code treats any other failing exit code as a
  non-blocking error and runs the tool anyway, which would fail *open*.

Trusted context comes from the payload's ``session_id`` and from the environment
(``TOOLHOOKS_USER_ID``, else ``USER``; ``TOOLHOOKS_TIER``, default ``free``), never from
``tool_input``, which is whatever the model wrote. PostToolUse and Stop hooks never block:
their failures go to the registry's error channel, and the command exits 0. Each event is
a new process, so hooks that keep state in memory (``SessionSummary``) see one event.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .clock import Clock, read_clock, utc_now
from .context import HookContext
from .errors import ContextError, PreHookError, ToolhooksError, describe_exception, exception_text
from .events import ToolCall, ToolOutcome
from .readonly import thaw
from .registry import HookRegistry
from .results import BLOCKED_PREFIX, result_text, tool_result
from .session import end_session
from .wrapper import observe_outcome, outcome_for, screen_call

Event = Literal["pre", "post", "stop"]

EVENT_NAMES: dict[Event, tuple[str, ...]] = {
    "pre": ("PreToolUse",),
    "post": ("PostToolUse",),
    "stop": ("Stop", "SubagentStop"),
}
EXIT_OK = 0
EXIT_NON_BLOCKING = 1
EXIT_BLOCK = 2


class AdapterInputError(ToolhooksError):
    """The hook payload, the environment or the ``--hooks`` target is not usable."""


@dataclass(frozen=True, slots=True)
class Reply:
    """What the hook command answers: an exit code, stdout and stderr."""

    exit_code: int
    stdout: str = ""
    stderr: str = ""


def handle(
    event: Event,
    stdin_text: str,
    registry: HookRegistry,
    *,
    environ: Mapping[str, str],
    clock: Clock = utc_now,
) -> Reply:
    """Answer one Claude Code hook event with ``registry``'s hooks."""
    try:
        payload = parse_payload(stdin_text, event)
        context = trusted_context(payload, environ)
    except (AdapterInputError, ContextError) as exc:
        return _refuse(event, exception_text(exc))
    if event == "pre":
        return _pre_tool_use(payload, registry, context, clock)
    if event == "post":
        observe_outcome(registry, _post_outcome(payload, context, clock))
        return Reply(EXIT_OK)
    return _stop(payload, registry, context, clock)


def parse_payload(stdin_text: str, event: Event) -> dict[str, Any]:
    """The payload as a dict, checked against the event the command was started for."""
    try:
        payload = json.loads(stdin_text)
    except json.JSONDecodeError as exc:
        raise AdapterInputError(
            f"the hook payload on stdin is not JSON ({exc.msg} at line {exc.lineno} column "
            f"{exc.colno}); run this command from Claude Code's hooks settings, which pipe "
            "the event as JSON."
        ) from exc
    if not isinstance(payload, dict):
        raise AdapterInputError(
            f"the hook payload must be a JSON object, got {type(payload).__name__}."
        )
    name = payload.get("hook_event_name")
    if name not in EVENT_NAMES[event]:
        raise AdapterInputError(
            f"this command handles {' or '.join(EVENT_NAMES[event])} events, got "
            f"hook_event_name {name!r}; register `{event}` under that event in settings.json "
            "(pre for PreToolUse, post for PostToolUse, stop for Stop)."
        )
    if event != "stop":
        _require_tool_fields(payload)
    return payload


def _require_tool_fields(payload: Mapping[str, Any]) -> None:
    if not isinstance(payload.get("tool_name"), str) or not payload["tool_name"]:
        raise AdapterInputError(
            f"the payload needs a non-empty string tool_name, got {payload.get('tool_name')!r}."
        )
    if not isinstance(payload.get("tool_input"), dict):
        raise AdapterInputError(
            "the payload's tool_input must be a JSON object, got "
            f"{type(payload.get('tool_input')).__name__}."
        )


def trusted_context(payload: Mapping[str, Any], environ: Mapping[str, str]) -> HookContext:
    """Who and which session, from Claude Code's payload and the environment only."""
    user_id = environ.get("TOOLHOOKS_USER_ID") or environ.get("USER") or ""
    if not user_id:
        raise AdapterInputError(
            "no trusted user id: set TOOLHOOKS_USER_ID (or USER) in the environment Claude "
            "Code runs in. The model's tool_input is never a source of identity."
        )
    attributes = {
        key: payload[key]
        for key in ("cwd", "permission_mode", "transcript_path")
        if isinstance(payload.get(key), str)
    }
    return HookContext(
        user_id=user_id,
        tier=environ.get("TOOLHOOKS_TIER", "free"),  # type: ignore[arg-type]  # validated
        session_id=str(payload.get("session_id") or ""),
        attributes=attributes,
    )


def _pre_tool_use(
    payload: Mapping[str, Any], registry: HookRegistry, context: HookContext, clock: Clock
) -> Reply:
    call = ToolCall(
        tool_name=payload["tool_name"],
        tool_use_id=_tool_use_id(payload),
        input=payload["tool_input"],
        context=context,
        timestamp=read_clock(clock),
    )
    try:
        verdict, denied = screen_call(registry, call)
    except PreHookError as exc:
        return Reply(EXIT_BLOCK, stderr=f"{BLOCKED_PREFIX}{exception_text(exc)}\n")
    if denied is not None:
        return _decision("deny", permissionDecisionReason=result_text(denied))
    if verdict.rewritten_by:
        return _decision(
            "allow",
            permissionDecisionReason=f"input rewritten by {', '.join(verdict.rewritten_by)}",
            updatedInput=thaw(verdict.call.input),
        )
    return Reply(EXIT_OK)


def _decision(permission: str, **fields: Any) -> Reply:
    output = {
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": permission,
            **fields,
        }
    }
    return Reply(EXIT_OK, stdout=json.dumps(output, ensure_ascii=False) + "\n")


def _post_outcome(payload: Mapping[str, Any], context: HookContext, clock: Clock) -> ToolOutcome:
    """Claude Code runs PostToolUse after a tool succeeded; ``tool_response`` is its output."""
    call = ToolCall(
        payload["tool_name"],
        _tool_use_id(payload),
        payload["tool_input"],
        context,
        read_clock(clock),
    )
    response = payload.get("tool_response")
    text = response if isinstance(response, str) else json.dumps(response, default=str)
    return outcome_for(call, "ok", received=call.input, result=tool_result(call.tool_use_id, text))


def _stop(
    payload: Mapping[str, Any], registry: HookRegistry, context: HookContext, clock: Clock
) -> Reply:
    # Each event is its own process: the session's start is not known here.
    reason = "stop_hook_active" if payload.get("stop_hook_active") else "stop"
    end_session(registry, context, started_at=read_clock(clock), clock=clock, reason=reason)
    return Reply(EXIT_OK)


def _tool_use_id(payload: Mapping[str, Any]) -> str:
    raw = payload.get("tool_use_id")
    return raw if isinstance(raw, str) and raw else "toolu_unknown"


def _refuse(event: Event, problem: str) -> Reply:
    """Fail closed before a tool runs; afterwards, report without blocking."""
    if event == "pre":
        return Reply(EXIT_BLOCK, stderr=f"BLOCKED: the hook could not check this call: {problem}\n")
    return Reply(EXIT_NON_BLOCKING, stderr=f"toolhooks: {problem}\n")


def load_registry(target: str) -> HookRegistry:
    """Import ``module:attribute``: a :class:`HookRegistry`, or a function that returns one."""
    module_name, _, attribute = target.partition(":")
    if not module_name or not attribute:
        raise AdapterInputError(
            f"--hooks expects module:attribute, e.g. my_rules:registry, got {target!r}."
        )
    try:
        found = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as exc:
        raise AdapterInputError(
            f"cannot load hooks from {target!r}: {type(exc).__name__}: {exc}. Check the "
            "name, and that the module is importable from the hook's working directory "
            "(set PYTHONPATH in the command if needed)."
        ) from exc
    registry = found() if callable(found) and not isinstance(found, HookRegistry) else found
    if not isinstance(registry, HookRegistry):
        raise AdapterInputError(
            f"{target!r} is a {type(registry).__name__}, expected a HookRegistry "
            "(or a function returning one)."
        )
    return registry


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit code Claude Code acts on."""
    parser = argparse.ArgumentParser(
        prog="python -m toolhooks.claude_code",
        description="Run a toolhooks HookRegistry as a Claude Code command hook.",
    )
    parser.add_argument("event", choices=("pre", "post", "stop"))
    parser.add_argument("--hooks", required=True, help="module:attribute of a HookRegistry")
    args = parser.parse_args(argv)
    event: Event = args.event
    stdin_text = sys.stdin.read()
    try:
        registry = load_registry(args.hooks)
        reply = handle(event, stdin_text, registry, environ=os.environ)
    except AdapterInputError as exc:
        reply = _refuse(event, exception_text(exc))
    except Exception as exc:  # the adapter itself failed: still fail closed before a tool
        reply = _refuse(event, f"internal error {describe_exception(exc)}")
    sys.stdout.write(reply.stdout)
    sys.stderr.write(reply.stderr)
    return reply.exit_code


if __name__ == "__main__":
    raise SystemExit(main())
