"""The settings block that runs the adapter, written so that it cannot fail open.

``toolhooks-claude-code settings --hooks my_rules:registry`` prints the ``"hooks"`` object
for ``.claude/settings.json``. Failing closed depends on two settings a person can easily
get wrong, so this writes them for every hook (checked with Claude Code 2.1.332 in
``tests/test_claude_code_settings.py``):

* ``"onFailure": "block"``: without it, a command that cannot start (a deleted venv: the
  shell exits 127) or that Claude Code stops at its own timeout lets the call run. With it,
  Claude Code blocks the call instead (and refuses a prompt; after a tool ran, it shows the
  failure to the model).
* ``"timeout"`` above the adapter's: Claude Code's own limit must not come first, or a
  slow hook is cut off by Claude Code instead of answered by the adapter (which blocks,
  and records the call). It is the adapter's ``--timeout``, plus the grace the adapter
  gives its hooks' process (:data:`~.process_guard.GRACE_S`), plus :data:`MARGIN_S` for
  Python to start.

The command is this environment's own console script, by its full path (a ``python``
without the package would exit 1). The events are the tool events and the ends of a
session by default; SessionStart and UserPromptSubmit when the registry has hooks for
them; PermissionRequest when an approver is given (``--approve``). ``--events`` names
them instead.
"""

from __future__ import annotations

import json
import math
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from toolhooks.hosts.claude_code.process_guard import GRACE_S
from toolhooks.hosts.claude_code.targets import (
    DEFAULT_TIMEOUT_S,
    EVENT_NAMES,
    AdapterInputError,
    hook_timeout,
    load_registry,
)

MARGIN_S = 10.0
"""Seconds Claude Code's timeout leaves past the adapter's timeout and grace: Python's start."""
TOOL_EVENTS = ("PreToolUse", "PostToolUse", "PostToolUseFailure", "PermissionRequest")
"""The events whose settings entries take a tool ``matcher``."""
DEFAULT_EVENTS = (
    "PreToolUse",
    "PostToolUse",
    "PostToolUseFailure",
    "Stop",
    "SubagentStop",
    "SessionEnd",
)
COMMAND_OF = {name: command for command, names in EVENT_NAMES.items() for name in names}
"""The adapter's command for each Claude Code event (``PreToolUse`` -> ``pre``)."""
USAGE = (
    "usage: toolhooks-claude-code settings --hooks MODULE:ATTRIBUTE [--events E1,E2,...] "
    "[--timeout SECONDS] [--user-id-from VAR] [--approve MODULE:ATTRIBUTE]"
)
_OPTIONS = {
    "--hooks": "hooks",
    "--events": "events",
    "--timeout": "timeout",
    "--user-id-from": "user_id_from",
    "--approve": "approve",
}


def settings_block(
    hooks: str,
    *,
    events: Sequence[str] | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    user_id_from: str | None = None,
    approve: str | None = None,
) -> dict[str, Any]:
    """``{"hooks": {...}}``: each event runs the adapter, ``onFailure: block``, and Claude
    Code's timeout above the adapter's. ``events`` default as the module says."""
    chosen = list(events) if events is not None else default_events(hooks, approve)
    for name in chosen:
        _require_event(name, approve)
    block: dict[str, Any] = {}
    for name in chosen:
        entry: dict[str, Any] = {"matcher": "*"} if name in TOOL_EVENTS else {}
        entry["hooks"] = [hook_entry(name, hooks, timeout_s, user_id_from, approve)]
        block[name] = [entry]
    return {"hooks": block}


def hook_entry(
    event: str, hooks: str, timeout_s: float, user_id_from: str | None, approve: str | None
) -> dict[str, Any]:
    """One command hook: the adapter for ``event``, failing closed at Claude Code's end too."""
    words = [*adapter_start(), COMMAND_OF[event], "--hooks", hooks]
    if timeout_s != DEFAULT_TIMEOUT_S:
        words += ["--timeout", f"{timeout_s:g}"]
    if user_id_from is not None:
        words += ["--user-id-from", user_id_from]
    if approve is not None and event in ("PreToolUse", "PermissionRequest"):
        words += ["--approve", approve]
    return {
        "type": "command",
        "command": shlex.join(words),
        "timeout": claude_code_timeout(timeout_s),
        "onFailure": "block",
    }


def claude_code_timeout(timeout_s: float) -> int:
    """Claude Code's ``timeout`` (whole seconds) for an adapter run with ``timeout_s``."""
    return math.ceil(timeout_s + GRACE_S + MARGIN_S)


def adapter_start() -> list[str]:
    """This environment's ``toolhooks-claude-code``, by full path; else ``python -P -m``."""
    script = Path(sys.executable).parent / "toolhooks-claude-code"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-P", "-m", "toolhooks.hosts.claude_code"]


def default_events(hooks: str, approve: str | None) -> list[str]:
    """The tool events and the ends; the session's events the registry has hooks for."""
    registry = load_registry(hooks)
    chosen = list(DEFAULT_EVENTS)
    if len(registry.session_start):
        chosen.append("SessionStart")
    if len(registry.user_prompt):
        chosen.append("UserPromptSubmit")
    if approve is not None:
        chosen.append("PermissionRequest")
    return chosen


def _require_event(name: str, approve: str | None) -> None:
    if name not in COMMAND_OF:
        raise AdapterInputError(
            f"--events names {name!r}, which the adapter does not handle; expected some of "
            f"{', '.join(COMMAND_OF)}."
        )
    if name == "PermissionRequest" and approve is None:
        raise AdapterInputError(
            "--events names PermissionRequest but no --approve MODULE:ATTRIBUTE: without an "
            "approver the adapter leaves every permission to Claude Code's prompt."
        )


def main(argv: Sequence[str]) -> int:
    """``toolhooks-claude-code settings ...``: print the block; exit 1 with a reason if not."""
    try:
        options = parse_options(argv)
        timeout_s = hook_timeout(options.get("timeout"), {})
        events = options.get("events")
        block = settings_block(
            options["hooks"],
            events=None if events is None else [e.strip() for e in events.split(",") if e],
            timeout_s=timeout_s,
            user_id_from=options.get("user_id_from"),
            approve=options.get("approve"),
        )
    except AdapterInputError as exc:
        sys.stderr.write(f"toolhooks-claude-code settings: {exc}\n")
        sys.stderr.flush()  # the console script ends with os._exit, which flushes nothing
        return 1
    sys.stdout.write(json.dumps(block, indent=2) + "\n")
    sys.stdout.flush()
    return 0


def parse_options(argv: Sequence[str]) -> dict[str, str]:
    """``--name value`` or ``--name=value`` pairs; ``--hooks`` is required."""
    values: dict[str, str] = {}
    words = list(argv)
    while words:
        name, has_value, value = words.pop(0).partition("=")
        if name not in _OPTIONS:
            raise AdapterInputError(f"unknown word {name!r}. {USAGE}")
        if not has_value:
            if not words:
                raise AdapterInputError(f"{name} needs a value. {USAGE}")
            value = words.pop(0)
        if _OPTIONS[name] in values:
            raise AdapterInputError(f"{name} is given twice. {USAGE}")
        values[_OPTIONS[name]] = value
    if "hooks" not in values:
        raise AdapterInputError(f"--hooks MODULE:ATTRIBUTE is required. {USAGE}")
    return values
