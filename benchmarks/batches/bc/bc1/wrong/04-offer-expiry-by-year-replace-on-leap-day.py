# Breaks "Deny(reason, alternative) when call.tool_name == "create_case_file" and
# call.context.tier == "free", at any call.timestamp (years 1 to 9999, any day)": the alternative
# quotes an upgrade offer valid "until this day next year" via timestamp.replace(year=+1), which
# raises ValueError for a free create_case_file stamped 2024-02-29 (or any day of 9999).
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    until = call.timestamp.replace(year=call.timestamp.year + 1)
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the premium upgrade (first month free, offer valid until {until:%Y-%m-%d}) "
        "and answer from the FAQ meanwhile.",
    )
