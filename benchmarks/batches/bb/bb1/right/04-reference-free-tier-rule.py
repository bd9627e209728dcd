# Right: delegates to the reference Rule B, free_tier_cannot_open_cases: it denies (reason and a
# non-blank alternative) exactly when call.tool_name is in {"create_case_file"} (exact
# membership) and call.context.tier == "free", reads neither the input, the ids, the attributes
# nor the timestamp, and returns None otherwise.
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return free_tier_cannot_open_cases(call)
