# Right: delegates to the reference rule free_tier_cannot_open_cases: it denies exactly when
# call.tool_name is in frozenset({"create_case_file"}) (exact string membership) and
# call.context.tier == "free", with a reason and a non-blank alternative, and returns None
# otherwise. It never reads call.input, attributes, ids or the timestamp.
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return free_tier_cannot_open_cases(call)
