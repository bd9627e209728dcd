# Breaks "Deny ... at any call.timestamp (years 1 to 9999, any day)": the alternative names next
# month's promotion with calendar.month_name[month + 1], which raises IndexError for every free
# create_case_file call stamped in December (e.g. 2026-12-15 UTC) instead of returning a Deny.
import calendar

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        promo = calendar.month_name[call.timestamp.month + 1]
        return Deny(
            "free-tier accounts cannot open case files.",
            f"offer premium (half price until the end of {promo}) and answer from the FAQ.",
        )
    return None
