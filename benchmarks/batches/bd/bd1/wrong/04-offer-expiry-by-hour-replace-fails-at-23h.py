# Breaks "... at any call.timestamp (years 1 to 9999, any day)": on a free session's create_case_file
# stamped 2026-03-02 23:15 UTC it raises ValueError ("hour must be in 0..23") instead of returning
# Deny: the offer's end, "the top of the next hour", is replace(hour=hour + 1).
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    offer_ends = call.timestamp.replace(hour=call.timestamp.hour + 1, minute=0, second=0, microsecond=0)
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the premium upgrade (this hour's discount runs until {offer_ends:%H:%M} UTC) "
        "and answer from the FAQ meanwhile.",
    )
