# Right: reads exactly the pair (call.tool_name, call.context.tier) with operator.attrgetter and
# compares it with the one forbidden pair by tuple == (exact string equality, so every other
# spelling of the name is another tool); returns a Deny with a non-blank alternative for that
# pair and the ALLOW value for everything else.
from operator import attrgetter

from toolhooks import ALLOW, Deny

_KEY = attrgetter("tool_name", "context.tier")
_FORBIDDEN = ("create_case_file", "free")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if _KEY(call) == _FORBIDDEN:
        return Deny(
            "Free-tier customers cannot create case files.",
            "Help the customer directly in the chat; case files come with the premium plan.",
        )
    return ALLOW
