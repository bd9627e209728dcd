# Breaks: "The tool name is compared exactly: ... is another tool, allowed, whatever its
# input names." Spaces in the name are read as underscores (the model "sometimes writes the
# name as words"), so a free-tier call to "create case file" (or "create_case file") is denied
# instead of allowed. Dashes, case and other spellings are left alone.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    tool = call.tool_name.replace(" ", "_")
    if tool != "create_case_file" or call.context.tier != "free":
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, and answer from the FAQ meanwhile.",
    )
