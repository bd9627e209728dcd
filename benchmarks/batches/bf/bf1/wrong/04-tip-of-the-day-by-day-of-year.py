# Breaks: "Deny(reason, alternative) ... at any call.timestamp (years 1 to 9999, any day)".
# Input: create_case_file in a free session on 2024-12-31 (day 366 of a leap year) raises
# IndexError: the alternative rotates through a 365-entry table indexed by tm_yday - 1.
from toolhooks import Deny

_HELP_PAGES = ("billing", "refunds", "accounts", "shipping", "returns")
TIP_OF_THE_DAY = tuple(f"the '{_HELP_PAGES[day % len(_HELP_PAGES)]}' help page" for day in range(365))


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        tip = TIP_OF_THE_DAY[call.timestamp.timetuple().tm_yday - 1]
        return Deny(
            "Free-tier customers cannot open case files.",
            f"Answer from {tip}, or suggest upgrading to premium.",
        )
    return None
