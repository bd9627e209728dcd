"""The rule the adapter benchmark runs through ``toolhooks.hosts.claude_code``.

See plain_hook.py for the plain-Python hook it is compared with.
"""

from __future__ import annotations

from toolhooks import Deny, HookRegistry, ToolCall


def no_force_push(call: ToolCall) -> Deny | None:
    """Block ``git push --force``, as plain_hook.py does."""
    if "--force" in str(call.input.get("command", "")):
        return Deny("force pushes rewrite shared history", alternative="push a new commit")
    return None


registry = HookRegistry(error_sinks=[])
registry.pre(no_force_push, matcher="Bash")
