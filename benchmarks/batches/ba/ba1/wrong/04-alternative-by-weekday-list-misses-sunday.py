# Breaks: "Returns: Deny(reason, alternative) ... when call.tool_name == "create_case_file"
# and call.context.tier == "free"" (nothing else is a condition). The alternative is picked
# from a per-weekday list with six entries. Input: create_case_file in a free session stamped
# on a Sunday (2026-03-01 10:30 UTC) -> IndexError instead of a Deny.
from toolhooks import Deny

_WEEKDAY = "offer the upgrade page; a human agent can follow up today until 18:00 UTC."
_NEXT_STEP = [_WEEKDAY] * 5 + [  # Monday..Friday, then Saturday
    "offer the upgrade page; a human agent will follow up on Monday.",
]


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        _NEXT_STEP[call.timestamp.weekday()],
    )
