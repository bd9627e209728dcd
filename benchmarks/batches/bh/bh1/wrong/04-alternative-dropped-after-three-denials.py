# Breaks: "Returns: Deny(reason, alternative) (an alternative that is not blank)".
# Input: the same free user's create_case_file denied four times: the 4th Deny has
# alternative None ("stop nagging with the upgrade after three offers").
from collections import Counter

from toolhooks import Deny

_offers = Counter()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    _offers[call.context.user_id] += 1
    offer = "offer the upgrade to premium, or answer from the FAQ."
    return Deny(
        "free-tier accounts cannot open case files.",
        offer if _offers[call.context.user_id] <= 3 else None,
    )
