# Right: toolhooks' free_tier_cannot_open_cases denies exactly when call.tool_name is in
# {"create_case_file"} (exact membership) and call.context.tier == "free", with a reason and a
# non-blank alternative; it never reads the input, the ids, the attributes or the timestamp,
# and returns None otherwise.
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return free_tier_cannot_open_cases(call)
