# Breaks: "The tool name is compared exactly: ... is another tool, allowed". Underscores are
# dropped before comparing ("models double or drop them"), so a free session's call to
# "createcasefile" or "create__case__file" is denied.
from toolhooks import Deny

BLOCKED_FOR_FREE = "createcasefile"


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name.replace("_", "") != BLOCKED_FOR_FREE:
        return None
    if call.context.tier != "free":
        return None
    return Deny(
        "Only premium customers may open case files.",
        "Resolve the question in the chat, or suggest the premium plan.",
    )
