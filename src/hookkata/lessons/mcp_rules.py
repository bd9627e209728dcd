"""Notebook 10's hooks for an MCP tool: ``--hooks hookkata.lessons.mcp_rules:registry``.

The lesson's registry (:mod:`.project_rules`) and one rule more, on the ``files`` MCP
server's delete tool (:mod:`.mcp_files`): its matcher is the tool's name as Claude Code gives
it, ``mcp__files__delete_file``. The audit trail records MCP calls like any other.
"""

from __future__ import annotations

from pathlib import Path

from hookkata.lessons.mcp_files import DELETE_TOOL
from hookkata.lessons.project_rules import build
from toolhooks import Deny, HookRegistry, ToolCall


def no_mcp_deletes(call: ToolCall) -> Deny:
    """Every delete through the MCP server needs a person: the agent may not."""
    return Deny(
        f"{call.tool_name} deletes {call.input.get('name')!r}, and deleting is for people.",
        "ask the user to delete the file.",
    )


def build_with_mcp(data: Path | str | None = None) -> HookRegistry:
    """The lesson's registry (its files in ``data``, as :func:`.project_rules.build`), and
    :func:`no_mcp_deletes` on the delete tool."""
    registry = build(data)
    registry.pre(no_mcp_deletes, matcher=DELETE_TOOL)
    return registry


registry = build_with_mcp()
