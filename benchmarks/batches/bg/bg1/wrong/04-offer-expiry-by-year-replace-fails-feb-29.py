# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free", at
# any call.timestamp (years 1 to 9999, any day)". The alternative dates the upgrade offer one
# year on with timestamp.replace(year=year + 1), which raises ValueError on 29 February.
# Input: create_case_file in a free session at 2024-02-29 10:00 UTC raises instead of denying.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    ts = call.timestamp
    valid_until = ts.replace(year=ts.year + 1) if ts.year < 9999 else ts
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the premium upgrade (the offer is valid until {valid_until:%Y-%m-%d}) and "
        "answer from the general FAQ meanwhile.",
    )
