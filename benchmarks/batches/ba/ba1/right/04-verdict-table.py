# Right: the verdict is a table lookup on the exact pair (tool_name, tier); only
# ("create_case_file", "free") has an entry, a Deny with a reason and a non-blank alternative.
# Every other pair (any other name, the premium tier) gets dict.get's default, None. The input,
# ids and attributes are never read.
from toolhooks import Deny

_VERDICTS = {
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, "
        "and answer from the general FAQ in the meantime.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _VERDICTS.get((call.tool_name, call.context.tier))
