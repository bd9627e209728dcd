"""Hooks loaded by the Claude Code adapter tests through ``--hooks module:attribute``.

The audit trail goes to ``$TOOLHOOKS_TEST_AUDIT`` so a test can read what was recorded.
"""

from __future__ import annotations

import os

from toolhooks import AuditLog, Deny, HookRegistry, Rewrite, ToolCall
from toolhooks.rules import free_tier_cannot_open_cases


def no_force_push(call: ToolCall) -> Deny | None:
    if "--force" in str(call.input.get("command", "")):
        return Deny("force pushes rewrite shared history", alternative="push a new commit")
    return None


def quiet_rm(call: ToolCall) -> Rewrite | None:
    command = str(call.input.get("command", ""))
    if command.startswith("rm ") and " -i " not in command:
        return Rewrite({**call.input, "command": command.replace("rm ", "rm -i ", 1)})
    return None


def explode(call: ToolCall) -> None:
    raise RuntimeError("rule database unreachable")


def not_a_decision(call: ToolCall) -> str:
    return "yes please"


def build() -> HookRegistry:
    registry = HookRegistry(error_sinks=[])
    registry.pre(free_tier_cannot_open_cases, matcher="create_case_file")
    registry.pre(no_force_push, matcher="Bash")
    registry.pre(quiet_rm, matcher="Bash")
    registry.pre(explode, matcher="Explode")
    registry.pre(not_a_decision, matcher="Weird")
    registry.post(AuditLog(os.environ.get("TOOLHOOKS_TEST_AUDIT", "data/audit_log.jsonl")))
    return registry


registry = build()
not_a_registry = 42
