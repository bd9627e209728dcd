# Right: the reference free_tier_cannot_open_cases tests call.tool_name in {"create_case_file"}
# (exact membership) and call.context.tier == "free", and returns Deny with a non-blank reason and
# alternative, else None; it never reads the input, ids, attributes or the timestamp.
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return free_tier_cannot_open_cases(call)
