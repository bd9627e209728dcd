# Right: the package's Rule B, free_tier_cannot_open_cases: Deny(reason, non-blank alternative)
# when call.tool_name is in CASE_TOOLS == frozenset({"create_case_file"}) (exact) and
# call.context.tier == "free", else None. It reads neither call.input nor the context's ids or
# attributes, so claims, odd JSON values and look-alike names change nothing.
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return free_tier_cannot_open_cases(call)
