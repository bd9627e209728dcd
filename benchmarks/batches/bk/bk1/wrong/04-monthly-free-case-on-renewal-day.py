# Breaks "Deny(...) when ... call.context.tier == "free", at any call.timestamp (years 1 to
# 9999, any day)": a free plan's monthly renewal day (the 1st) is treated as granting one
# case file, so calls stamped on the 1st are allowed. Input: free session, create_case_file
# {} at 2026-03-01 10:30 UTC returns None; at 2026-03-02 it denies.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.timestamp.day == 1:
        return None  # the free plan renews on the 1st: its one monthly case
    return Deny(
        "free-tier accounts cannot open case files (except on the plan's renewal day).",
        "offer the premium upgrade page, or suggest trying again on the 1st.",
    )
