# Breaks: "The tool name is compared exactly: ... is another tool, allowed, whatever its input names".
# Server-qualified names are cut at the last colon, so a free-tier call to "desk:create_case_file"
# (or "v2:create_case_file") is denied instead of allowed.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    tool = call.tool_name.rpartition(":")[2]  # "server:tool" -> "tool"
    if tool == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the FAQ meanwhile.",
        )
    return None
