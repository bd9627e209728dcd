# Breaks: "Deny(reason, alternative) ... when call.tool_name == 'create_case_file' and
# call.context.tier == 'free', at any call.timestamp (years 1 to 9999, any day)".
# Input: a free session's create_case_file stamped 1969-12-31T00:00Z (or year 1) raises
# IndexError: the denial's reference code base-36 encodes int(timestamp()), negative before 1970.
from toolhooks import Deny

_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def _base36(number):
    if number < 36:
        return _DIGITS[number]
    return _base36(number // 36) + _DIGITS[number % 36]


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    ref = _base36(int(call.timestamp.timestamp()))
    return Deny(
        f"free-tier accounts cannot open case files (ref {ref}).",
        f"offer the premium upgrade; quote ref {ref} if the customer calls support.",
    )
