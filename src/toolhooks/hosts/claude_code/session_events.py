"""The Claude Code events around the tool calls: a session starts, a prompt arrives, the
CLI is about to ask for a permission.

Checked with Claude Code 2.1.332 (``tests/test_claude_code_session_events.py`` runs the
bundled CLI):

* **SessionStart** (``toolhooks-claude-code start``): the registry's ``session_start``
  hooks may return text, which Claude Code adds to the model's context
  (``hookSpecificOutput.additionalContext``). A session start cannot be refused: a hook
  that fails is recorded on the error channel and the command exits 1 (shown, not acted on).
* **UserPromptSubmit** (``toolhooks-claude-code prompt``): the ``user_prompt`` hooks may add
  text, or return ``Deny`` to refuse the prompt (``"decision": "block"`` with the BLOCKED
  text; the model never reads the prompt). Fail closed, as PreToolUse: a hook that raises or
  returns junk, a timeout, a bad payload all exit 2, which refuses the prompt.
* **PermissionRequest** (``toolhooks-claude-code permission --approve module:attr``): Claude
  Code is about to ask its user (interactive) or refuse (``-p``) because its permission
  rules do not allow a call. The approver decides instead: ``allow``, or ``deny`` with a
  BLOCKED message; the call's line then names the approver in ``decided_by``. Without
  ``--approve`` the command answers nothing and Claude Code asks as usual. Anything that
  goes wrong answers ``deny``. The payload has no ``tool_use_id``, so the note for the
  call's line is found by its tool and input.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from toolhooks.approval import Approver, ask_person
from toolhooks.chain import run_context_hooks
from toolhooks.clock import Clock, read_clock
from toolhooks.context import HookContext
from toolhooks.decisions import Ask
from toolhooks.error_channel import HookFailure, Stage
from toolhooks.errors import PreHookError, exception_text
from toolhooks.events import Asked, SessionStart, ToolCall, UserPrompt
from toolhooks.hosts.claude_code.notes import PreNote, write_note
from toolhooks.hosts.claude_code.process_guard import Reply
from toolhooks.registry import HookRegistry
from toolhooks.results import BLOCKED_PREFIX, blocked_text

EXIT_OK, EXIT_NON_BLOCKING, EXIT_BLOCK = 0, 1, 2
HOST_RULES = "Claude Code's permission rules"
"""The ``hook`` named in ``asked`` when Claude Code's own rules asked for a person."""


def session_start(
    payload: Mapping[str, Any], registry: HookRegistry, context: HookContext, clock: Clock
) -> Reply:
    """SessionStart: the hooks' texts as additional context; a failure is only reported."""
    source = payload.get("source")
    event = SessionStart(context, source if isinstance(source, str) else "", read_clock(clock))
    try:
        added, _ = run_context_hooks(registry.session_start.all, event)
    except PreHookError as exc:
        _report(registry, "SessionStart", exc, event.context, event)
        return Reply(EXIT_NON_BLOCKING, stderr=f"toolhooks: {exception_text(exc)}\n")
    return _with_context("SessionStart", added, refuse=EXIT_NON_BLOCKING)


def user_prompt_submit(
    payload: Mapping[str, Any], registry: HookRegistry, context: HookContext, clock: Clock
) -> Reply:
    """UserPromptSubmit: refuse the prompt (BLOCKED), add context, or nothing; fail closed."""
    prompt = payload.get("prompt")
    if not isinstance(prompt, str):
        return _refuse_prompt(f"the payload's prompt must be a string, got {type(prompt).__name__}")
    event = UserPrompt(context, prompt, read_clock(clock))
    try:
        added, denial = run_context_hooks(registry.user_prompt.all, event)
    except PreHookError as exc:
        _report(registry, "UserPromptSubmit", exc, context, event)
        return _refuse_prompt(exception_text(exc))
    if denial is not None:
        return _answer({"decision": "block", "reason": blocked_text(denial.deny)}, EXIT_BLOCK)
    return _with_context("UserPromptSubmit", added, refuse=EXIT_BLOCK)


def permission_request(
    registry: HookRegistry,
    call: ToolCall,
    approve: Approver | None,
) -> Reply:
    """PermissionRequest: the approver allows or denies; without one, Claude Code asks."""
    if approve is None:
        return Reply(EXIT_OK)
    reason = f"Claude Code's permission rules ask before this {call.tool_name} call runs"
    asked = (Asked(HOST_RULES, Ask(reason)),)
    try:
        denial, decided_by = ask_person(approve, call, asked)
    except PreHookError as exc:
        return permission_denied(exception_text(exc))
    message = None if denial is None else _utf8(blocked_text(denial.deny))
    write_note(registry, call, PreNote("", call.input, (), asked, decided_by, message))
    if message is not None:
        return _permission({"behavior": "deny", "message": message})
    return _permission({"behavior": "allow"})


def permission_denied(problem: str) -> Reply:
    """The PermissionRequest answer when the approver could not decide: fail closed."""
    message = f"{BLOCKED_PREFIX}the hook could not check this call: {problem}"
    return _permission({"behavior": "deny", "message": message})


def _permission(decision: dict[str, str]) -> Reply:
    """A PermissionRequest decision as ASCII-safe JSON (a lone surrogate escaped first)."""
    safe = {key: _utf8(value) for key, value in decision.items()}
    output = {"hookSpecificOutput": {"hookEventName": "PermissionRequest", "decision": safe}}
    return Reply(EXIT_OK, stdout=json.dumps(output, ensure_ascii=True) + "\n")


def _utf8(text: str) -> str:
    """``text`` with any lone surrogate escaped, so that JSON and UTF-8 can both carry it."""
    return text.encode("utf-8", errors="backslashreplace").decode("utf-8")


def _with_context(event_name: str, added: tuple[str, ...], *, refuse: int) -> Reply:
    if not added:
        return Reply(EXIT_OK)
    output = {"hookEventName": event_name, "additionalContext": "\n\n".join(added)}
    return _answer({"hookSpecificOutput": output}, refuse)


def _answer(output: dict[str, Any], refuse: int) -> Reply:
    """``output`` as ASCII-safe JSON; text JSON cannot carry (a lone surrogate) refuses."""
    try:
        text = json.dumps(output, ensure_ascii=True, allow_nan=False)
        text.encode("ascii")
        json.dumps(output, ensure_ascii=False).encode("utf-8")
    except (ValueError, UnicodeEncodeError) as exc:
        problem = f"the hooks' answer cannot be sent to Claude Code as JSON: {exc}"
        if refuse == EXIT_BLOCK:
            return _refuse_prompt(problem)
        return Reply(refuse, stderr=f"toolhooks: {problem}\n")
    return Reply(EXIT_OK, stdout=text + "\n")


def _refuse_prompt(problem: str) -> Reply:
    return Reply(
        EXIT_BLOCK, stderr=f"{BLOCKED_PREFIX}the hook could not check this prompt: {problem}\n"
    )


def _report(
    registry: HookRegistry,
    stage: Stage,
    exc: PreHookError,
    context: HookContext,
    event: SessionStart | UserPrompt,
) -> None:
    registry.report(
        HookFailure.from_exception(
            exc,
            stage=stage,
            hook_name=exc.hook_name,
            session_id=context.session_id,
            timestamp=event.timestamp,
        )
    )
