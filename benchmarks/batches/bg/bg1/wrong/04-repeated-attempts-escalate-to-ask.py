# Breaks: "Deny(reason, alternative) ... when call.tool_name == "create_case_file" and
# call.context.tier == "free"" - every time. After three denials in one session the hook
# escalates to a person with Ask. Input: four create_case_file calls in the same free session
# (session_id "s_42"): the fourth returns Ask(...), not a Deny.
from collections import Counter

from toolhooks import Ask, Deny

_denials = Counter()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    _denials[call.context.session_id] += 1
    if _denials[call.context.session_id] > 3:
        return Ask(f"session {call.context.session_id} keeps asking for a case file on the free tier")
    return Deny(
        "free-tier accounts cannot open case files.",
        "offer the premium upgrade and answer from the general FAQ meanwhile.",
    )
