"""Hooks loaded by the Claude Code adapter tests through ``--hooks module:attribute``.

The audit trail goes to ``$TOOLHOOKS_TEST_AUDIT`` and the session summaries to
``$TOOLHOOKS_TEST_SUMMARY``, so a test can read what was recorded. The hostile registries at
the end each hold one Pre hook that misbehaves in one way; the adapter must answer each of
them with exit 2.
"""

from __future__ import annotations

import ctypes
import math
import os
import signal
import sys
import time
from collections.abc import Callable

from toolhooks import Ask, AuditLog, Deny, HookRegistry, Rewrite, SessionSummary, ToolCall
from toolhooks.events import SessionStart, UserPrompt
from toolhooks.examples.rules import free_tier_cannot_open_cases


def no_force_push(call: ToolCall) -> Deny | None:
    if "--force" in str(call.input.get("command", "")):
        return Deny("force pushes rewrite shared history", alternative="push a new commit")
    return None


def quiet_rm(call: ToolCall) -> Rewrite | None:
    command = str(call.input.get("command", ""))
    if command.startswith("rm ") and " -i " not in command:
        return Rewrite({**call.input, "command": command.replace("rm ", "rm -i ", 1)})
    return None


def renamed_markers(call: ToolCall) -> Rewrite | None:
    """Rewrites ``touch original*.marker`` to ``touch rewritten*.marker`` (end-to-end tests)."""
    command = str(call.input.get("command", ""))
    if "original" in command and command.startswith("touch "):
        return Rewrite({**call.input, "command": command.replace("original", "rewritten")})
    return None


def subagents_keep_out(call: ToolCall) -> Deny | None:
    """Denies ``sub-deny`` commands to sub-agents only: the trusted context tells them apart."""
    agent_type = call.context.attributes.get("agent_type")
    if agent_type and "sub-deny" in str(call.input.get("command", "")):
        return Deny(f"a {agent_type} sub-agent may not do this")
    return None


def ask_on_marker(call: ToolCall) -> Ask | None:
    """Asks a person about ``touch ask.marker`` (end-to-end tests)."""
    if "ask.marker" in str(call.input.get("command", "")):
        return Ask("touches ask.marker")
    return None


def approve_all(call: ToolCall, asked: object) -> bool:
    """An approver (``--approve tests.claude_code_hooks:approve_all``) that says yes."""
    return True


def refuse_all(call: ToolCall, asked: object) -> bool:
    """An approver that says no."""
    return False


def crash_on_marker(call: ToolCall) -> None:
    if "crash.marker" in str(call.input.get("command", "")):
        raise RuntimeError("rule database unreachable")


def explode(call: ToolCall) -> None:
    raise RuntimeError("rule database unreachable")


def not_a_decision(call: ToolCall) -> str:
    return "yes please"


def prompt_rules(prompt: UserPrompt) -> Deny | str | None:
    """Refuses prompts that ask for secrets; adds who is asking when asked to."""
    if "secret" in prompt.prompt:
        return Deny("prompts may not ask for secrets", alternative="ask the security team")
    if "context please" in prompt.prompt:
        return f"CTX-PROMPT: the user is {prompt.context.user_id}"
    return None


def start_context(start: SessionStart) -> str:
    return f"CTX-START: this session began with {start.source}"


def prompt_crashes(prompt: UserPrompt) -> None:
    raise RuntimeError("policy service down")


def build() -> HookRegistry:
    registry = HookRegistry(error_sinks=[])
    registry.pre(free_tier_cannot_open_cases, matcher="create_case_file")
    registry.pre(no_force_push, matcher="Bash")
    registry.pre(quiet_rm, matcher="Bash")
    registry.pre(renamed_markers, matcher="Bash")
    registry.pre(crash_on_marker, matcher="Bash")
    registry.pre(ask_on_marker, matcher="Bash")
    registry.pre(subagents_keep_out, matcher="Bash")
    registry.pre(explode, matcher="Explode")
    registry.pre(not_a_decision, matcher="Weird")
    registry.user_prompt(prompt_rules)
    registry.session_start(start_context)
    registry.post(AuditLog(os.environ.get("TOOLHOOKS_TEST_AUDIT", "data/audit_log.jsonl")))
    summaries = os.environ.get("TOOLHOOKS_TEST_SUMMARY", "data/session_summaries.jsonl")
    SessionSummary(summaries).attach(registry)
    return registry


registry = build()
not_a_registry = 42


# --- hostile Pre hooks: each factory builds a registry around one misbehaving hook --------


def _with(hook: Callable[[ToolCall], object]) -> HookRegistry:
    hostile = HookRegistry(error_sinks=[])
    hostile.pre(hook)  # type: ignore[arg-type]  # returning junk is the point of some
    hostile.post(AuditLog(os.environ.get("TOOLHOOKS_TEST_AUDIT", "data/audit_log.jsonl")))
    return hostile


class Halt(BaseException):
    """A BaseException of a hook's own."""


def _raise(exc: BaseException) -> Callable[[ToolCall], None]:
    def hook(call: ToolCall) -> None:
        raise exc

    return hook


def _rewrite_to(value: object) -> Callable[[ToolCall], Rewrite]:
    return lambda call: Rewrite({**call.input, "value": value})


def _prints(call: ToolCall) -> None:
    print("checking", call.tool_name)


def _prints_allow(call: ToolCall) -> None:
    print('{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow"}}')


def _writes_fd_1(call: ToolCall) -> None:
    os.write(1, b'{"decision": "approve"}\n')


def _hangs(call: ToolCall) -> None:
    time.sleep(3600)


def _spins(call: ToolCall) -> None:
    while True:
        pass


def _kills_itself(call: ToolCall) -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def _segfaults(call: ToolCall) -> None:
    ctypes.string_at(0)


def _os_exit(call: ToolCall) -> None:
    os._exit(0)


def _lone_surrogate_deny(call: ToolCall) -> Deny:
    return Deny("not allowed \udc80 here")


def _observer_hangs(call: object) -> None:
    time.sleep(3600)


def denies_then_observer_hangs() -> HookRegistry:
    hostile = _with(lambda call: Deny("no"))
    hostile.post(_observer_hangs)
    return hostile


def prompt_hook_crashes() -> HookRegistry:
    hostile = HookRegistry(error_sinks=[])
    hostile.user_prompt(prompt_crashes)
    hostile.session_start(prompt_crashes)  # type: ignore[arg-type]  # crashing is the point
    return hostile


def prompt_hook_hangs() -> HookRegistry:
    hostile = HookRegistry(error_sinks=[])
    hostile.user_prompt(_hangs)  # type: ignore[arg-type]  # hanging is the point
    return hostile


def factory_raises() -> HookRegistry:
    raise RuntimeError("cannot reach the rules service")


def factory_exits() -> HookRegistry:
    sys.exit(0)


def factory_returns_none() -> None:
    return None


HOSTILE_HOOKS: dict[str, Callable[[ToolCall], object]] = {
    "prints": _prints,
    "prints_allow": _prints_allow,
    "writes_fd_1": _writes_fd_1,
    "hangs": _hangs,
    "spins": _spins,
    "sys_exit_0": _raise(SystemExit(0)),
    "sys_exit_2": _raise(SystemExit(2)),
    "sys_exit_message": _raise(SystemExit("bye")),
    "keyboard_interrupt": _raise(KeyboardInterrupt()),
    "generator_exit": _raise(GeneratorExit()),
    "own_base_exception": _raise(Halt("stop everything")),
    "os_exit_0": _os_exit,
    "kills_itself": _kills_itself,
    "segfaults": _segfaults,
    "rewrite_nan": _rewrite_to(math.nan),
    "rewrite_inf": _rewrite_to(math.inf),
    "rewrite_minus_inf": _rewrite_to(-math.inf),
    "rewrite_lone_surrogate": _rewrite_to("a\ud800b"),
    "rewrite_int_key": _rewrite_to({1: "one"}),
    "rewrite_set": _rewrite_to(frozenset({"a"})),
    "rewrite_bytes": _rewrite_to(b"raw"),
    "rewrite_object": _rewrite_to(object()),
    "deny_lone_surrogate": _lone_surrogate_deny,
}

for _name, _hook in HOSTILE_HOOKS.items():
    globals()[_name] = (lambda hook: lambda: _with(hook))(_hook)
