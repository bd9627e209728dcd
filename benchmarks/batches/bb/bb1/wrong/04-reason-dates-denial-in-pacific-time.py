# Breaks "Deny(reason, alternative) ... when call.tool_name == "create_case_file" and
# call.context.tier == "free", at any call.timestamp (years 1 to 9999, any day)": the alternative
# quotes the premium desk's opening in Pacific time (UTC-8), and converting a stamp before 08:00
# UTC on 0001-01-01 overflows: a free create_case_file at 0001-01-01 03:00 UTC raises OverflowError.
from datetime import timedelta, timezone

from toolhooks import Deny

_PACIFIC = timezone(timedelta(hours=-8), "PT")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    local = call.timestamp.astimezone(_PACIFIC)
    return Deny(
        "free-tier accounts cannot open case files.",
        f"it is {local:%H:%M} Pacific at the desk: offer the premium upgrade page and "
        "answer from the FAQ meanwhile.",
    )
