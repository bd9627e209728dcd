# Breaks: "The tool name is compared exactly: ... is another tool, allowed". A slash-command
# habit (Claude Code's "/name"): leading slashes are dropped before the compare, so a free-tier
# call to "/create_case_file" is denied instead of allowed.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    tool = call.tool_name.lstrip("/")
    if tool != "create_case_file" or call.context.tier != "free":
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, and answer from the FAQ meanwhile.",
    )
