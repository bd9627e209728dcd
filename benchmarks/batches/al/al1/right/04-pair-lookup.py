# Right: the decision depends on the pair (call.tool_name, call.context.tier) and nothing else, looked up in a
# dict with exact (hash + ==) matching, so "create_case_file" with tier "free" is the only key that denies; every
# other pair, any input, any attribute or id gets dict.get's None. The one shared Deny is frozen and has a
# non-blank alternative.
from toolhooks import Deny

_DECISIONS = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "say that case files come with the premium plan, offer the upgrade page, and help from the FAQ.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _DECISIONS.get((call.tool_name, call.context.tier))
