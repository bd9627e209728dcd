# Breaks: "The tool name is compared exactly: ... is another tool, allowed": the name is cut at
# "(" the way Claude Code permission rules write Tool(specifier), so a free session's call to
# "create_case_file(draft)" or "create_case_file()" is denied.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    tool = call.tool_name.split("(", 1)[0]
    if tool == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium plan's upgrade page, and help from the FAQ meanwhile.",
        )
    return None
