# Breaks: "whatever call.input claims or holds (... the input's values may be of any JSON
# type, ... an int of at most 4,300 digits ...)". Input: create_case_file in a free session
# with {"amount": 10**400, "fee": 0.5} raises OverflowError instead of returning Deny: the
# reason totals the numbers in the input, and an int that large cannot be added to a float.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    numbers = [v for v in call.input.values() if isinstance(v, (int, float)) and not isinstance(v, bool)]
    claimed = sum(numbers)
    reason = "Free-tier sessions cannot open case files"
    if claimed:
        reason += f" (the request mentions {claimed:g} in amounts)"
    return Deny(reason + ".", "Offer the self-service FAQ or the premium upgrade.")
