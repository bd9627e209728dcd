# Breaks: "The tool name is compared exactly: ... mcp__desk__create_case_file ... is another tool,
# allowed, whatever its input names."
# Input: tool "desk.create_case_file" (or "functions.create_case_file") in a free session is
# denied instead of allowed: the name is cut after its last "." before comparing.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name.rsplit(".", 1)[-1]  # "server.tool" -> "tool"
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "answer from the FAQ, or offer the upgrade to premium.",
        )
    return None
