# Right: one tuple comparison, (tool_name, tier) == ("create_case_file", "free"), compares both
# exactly with ==, from call.tool_name and call.context.tier alone (input, ids, attributes and
# timestamp unread). A match returns Deny with a non-blank alternative, anything else None.
from toolhooks import Deny


def free_tier_hook(call):
    if (call.tool_name, call.context.tier) == ("create_case_file", "free"):
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
