# Breaks: "Deny(reason, alternative) ... when ... "create_case_file" and ... tier == "free",
# at any call.timestamp". Input: create_case_file, free session, 2026-03-02 10:45 UTC raises
# ValueError ("minute must be in 0..59"): the alternative's callback time is
# timestamp.replace(minute=minute + 20), which fails from minute 40 of every hour.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    callback = call.timestamp.replace(minute=call.timestamp.minute + 20, second=0, microsecond=0)
    return Deny(
        "Case files are a premium feature; this session is on the free tier.",
        f"Offer the FAQ, or a callback from a human agent at {callback:%H:%M} UTC.",
    )
