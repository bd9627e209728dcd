# Breaks: "otherwise None (...)" and "create-case-file ... is another tool, allowed": the name is
# read as verb_object with `verb, obj = name.split("_", 1)`, which raises ValueError for a name
# without an underscore: free_tier_hook on "create-case-file" (or "search") raises instead of
# returning None.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    verb, obj = call.tool_name.split("_", 1)
    if verb == "create" and obj == "case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
