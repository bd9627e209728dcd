"""What the doctor knows of Claude Code 2.1.332, and the values it reports.

The hook events, the tool names and how a matcher matches a tool (where each fact comes
from: :mod:`.doctor`'s docstring); :class:`Hook`, one hook as a settings file writes it, and
:class:`Finding`, one way it fails open. Shared by :mod:`.doctor` and :mod:`.doctor_probe`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal


def names(text: str) -> frozenset[str]:
    """A set of names written as one string, a space between two."""
    return frozenset(text.split())


Severity = Literal["fails-open", "blocks-all", "warning"]
"""``fails-open``: some call runs unchecked; ``blocks-all``: the hook blocks every call for a
reason of its own (broken, not a decision); ``warning``: risky, not failing open today."""

EVENTS = names(
    "PreToolUse PostToolUse PostToolUseFailure PostToolBatch Notification "
    "UserPromptSubmit UserPromptExpansion SessionStart SessionEnd Stop StopFailure "
    "SubagentStart SubagentStop PreCompact PostCompact PreModelSwitch "
    "PostModelSwitch PermissionRequest PermissionDenied Setup TeammateIdle "
    "TaskCreated TaskCompleted Elicitation ElicitationResult ConfigChange "
    "WorktreeCreate WorktreeRemove InstructionsLoaded CwdChanged FileChanged "
    "DirectoryAdded MessageDisplay PreSkillShellCommand"
)
"""The hook events of Claude Code 2.1.332 (the bundle's array of them)."""
TOOL_EVENTS = frozenset({"PreToolUse", "PostToolUse", "PostToolUseFailure", "PermissionRequest"})
"""Events whose matcher names tools (the ones checked here)."""
GUARD_EVENTS = frozenset({"PreToolUse", "PermissionRequest"})
"""Events whose hook can stop a call: a gap there lets the call run."""
NO_ON_FAILURE_EVENTS = frozenset({"Stop", "SubagentStop", "TaskCompleted", "TeammateIdle"})
TOOL_NAMES = names(
    "Agent Bash Edit Read Write Skill ToolSearch ListAgents ReportFindings "
    "ScheduleWakeup Workflow Glob Grep LSP MultiEdit NotebookEdit WebFetch "
    "WebSearch TodoWrite TaskStop TaskCreate TaskUpdate TaskList TaskGet "
    "ExitPlanMode EnterPlanMode AskUserQuestion ListMcpResourcesTool "
    "ReadMcpResourceTool ReadMcpResourceDirTool EnterWorktree ExitWorktree "
    "SendUserMessage Monitor CronCreate SetGoal Task KillShell KillBash ListPeers "
    "Brief ListMcpResources ReadMcpResource ReadMcpResourceDir ProposeGoal"
)
"""Claude Code 2.1.332's tool names, as the module docstring says where they come from."""
SIMPLE_MATCHER = re.compile(r"[A-Za-z0-9_|, -]+")
"""A matcher of these characters only is a list of names, not a regular expression."""
HOOK_TYPES = frozenset({"command", "http", "prompt", "agent", "mcp_tool"})


def matches(matcher: str | None, tool: str) -> bool:
    """Claude Code's rule: none, "" or "*" match all; a list of names; else a regex search."""
    if not matcher or matcher == "*":
        return True
    if SIMPLE_MATCHER.fullmatch(matcher):
        return tool in [part.strip() for part in re.split(r"[|,]", matcher)]
    try:
        return re.search(matcher, tool) is not None
    except (re.error, RecursionError, OverflowError):
        return False


@dataclass(frozen=True)
class Finding:
    """One way a hook (or a whole settings file) fails open, and what to do about it."""

    kind: str
    severity: Severity
    where: str
    hook: str
    what: str
    why: str
    fix: str


@dataclass(frozen=True)
class Hook:
    """One hook as written in one settings file."""

    source: str
    event: str
    matcher: str | None
    where: str
    spec: Mapping[str, Any]

    @property
    def shown(self) -> str:
        """The hook in a few words: its command, URL or type."""
        for key in ("command", "url", "prompt", "tool"):
            value = self.spec.get(key)
            if isinstance(value, str):
                return short_text(value)
        return short_text(str(self.spec.get("type", "?")))

    @property
    def blocks_on_failure(self) -> bool:
        return self.spec.get("onFailure") == "block" and self.spec.get("async") is not True


def short_text(text: str, limit: int = 70) -> str:
    """``text`` on one line, cut to ``limit`` characters."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
