# Right: the decision is a lookup on the exact pair (call.tool_name, call.context.tier); only
# ("create_case_file", "free") is in the table, mapped to a Deny with a non-blank alternative, and
# dict.get returns None for every other pair. The input, the ids and the attributes are never read,
# and the table is never written after import, so no call depends on an earlier one.
from toolhooks import Deny

_DECISIONS = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with premium, link the upgrade page, and answer from the FAQ.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _DECISIONS.get((call.tool_name, call.context.tier))
