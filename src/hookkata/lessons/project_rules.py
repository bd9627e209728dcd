"""The hooks notebook 10 hands to Claude Code: ``--hooks hookkata.lessons.project_rules:registry``.

Two Pre rules, an audit trail and a session summary. The files go to the folder named by
``HOOKKATA_CLAUDE_CODE_DATA`` (the lesson sets it for the CLI it starts), else ``data/``.
``keep_writes_in_project`` is also the reference answer of exercise 13.
"""

from __future__ import annotations

import os
from pathlib import Path

from toolhooks import AuditLog, Deny, HookRegistry, SessionSummary, ToolCall

DATA_ENV = "HOOKKATA_CLAUDE_CODE_DATA"
"""The folder for ``audit_log.jsonl`` and ``session_summaries.jsonl``."""

WRITE_TOOLS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call: ToolCall) -> Deny | None:
    """Deny a Write or Edit whose file_path lands outside the session's project folder."""
    if call.tool_name not in WRITE_TOOLS:
        return None
    project = call.context.attributes.get("cwd")  # trusted: the adapter's, from Claude Code
    path = call.input.get("file_path")  # untrusted: the model's
    if not isinstance(project, str) or not os.path.isabs(project):
        return Deny(
            "this session has no project folder, so no file write can be checked.",
            "start Claude Code from the project folder, or ask the user to make the change.",
        )
    if not isinstance(path, str) or not path:
        return Deny(
            f"{call.tool_name} needs a file_path to check, got {path!r}.",
            "give the absolute path of a file inside the project folder.",
        )
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))  # on the text: no file is read
    if os.path.commonpath([project, target]) == project:
        return None
    return Deny(
        f"{path!r} is outside the project folder {project}.",
        "write the file inside the project folder, or ask the user to copy it where it goes.",
    )


def no_force_push(call: ToolCall) -> Deny | None:
    """A shell rule: no ``git push --force``."""
    if "--force" in str(call.input.get("command", "")):
        return Deny("force pushes rewrite shared history.", "push a new commit instead.")
    return None


def build(data: Path | str | None = None) -> HookRegistry:
    """The lesson's registry, writing its files into ``data``."""
    folder = Path(data if data is not None else os.environ.get(DATA_ENV, "data"))
    registry = HookRegistry(error_sinks=[])
    registry.pre(no_force_push, matcher="Bash")
    registry.pre(keep_writes_in_project, matcher="Write|Edit")
    registry.post(AuditLog(folder / "audit_log.jsonl"))
    SessionSummary(folder / "session_summaries.jsonl").attach(registry)
    return registry


registry = build()
