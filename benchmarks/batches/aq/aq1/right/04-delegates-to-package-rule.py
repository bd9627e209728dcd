# Right: toolhooks.examples.rules.free_tier_cannot_open_cases denies exactly when call.tool_name is in the
# frozenset {"create_case_file"} (an exact, hash-and-== match) and call.context.tier == "free", with a
# reason and a non-blank alternative; it reads neither the input nor the ids or attributes, keeps no
# state, and returns None for every other call.
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return free_tier_cannot_open_cases(call)
