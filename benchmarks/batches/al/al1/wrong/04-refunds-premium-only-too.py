# Breaks: "`Deny(...)` when `call.tool_name == "create_case_file"` and ... free ...; otherwise `None`".
# Remembers notebook 01's story ("only premium customers may open refund cases") and guards issue_refund
# as well: issue_refund in a free session returns a Deny instead of None.
from toolhooks import Deny

PREMIUM_ONLY = frozenset({"create_case_file", "issue_refund"})


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name in PREMIUM_ONLY and call.context.tier == "free":
        return Deny(
            f"free-tier accounts cannot use {call.tool_name}.",
            "explain that this comes with the premium plan and offer the upgrade page.",
        )
    return None
