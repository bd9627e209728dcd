# Breaks "Deny(reason, alternative) ... at any call.timestamp": the alternative opens with a
# greeting picked by `call.timestamp.hour // 6` from a table of three (night, morning,
# afternoon), so from 18:00 UTC on the index is 3: a free create_case_file at 19:30 UTC raises
# IndexError instead of denying.
from toolhooks import Deny

_GREETINGS = ("Good night", "Good morning", "Good afternoon")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    greeting = _GREETINGS[call.timestamp.hour // 6]
    return Deny(
        "free-tier accounts cannot open case files.",
        f"{greeting}! Offer the premium plan's upgrade page and answer from the FAQ.",
    )
