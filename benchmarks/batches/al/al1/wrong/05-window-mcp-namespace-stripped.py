# Breaks: "for every other tool at any time (the name compared exactly ...)".
# Strips an MCP-style "mcp__server__" prefix so the rule "also works under Claude Code":
# mcp__desk__create_case_file at 02:30 UTC returns a Deny instead of None.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    tool = call.tool_name.rsplit("__", 1)[-1]
    if tool == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
