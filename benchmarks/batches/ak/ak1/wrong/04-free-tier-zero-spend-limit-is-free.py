# WRONG. Breaks: "when ... call.context.tier == "free" ... the tier comes from call.context.tier
# alone, not from the session's ids or attributes, which may ... look like policy: ... a
# spend_limit of 0". A premium session with attributes {"spend_limit": 0} calling
# create_case_file is denied instead of allowed.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    pays = call.context.tier == "premium" and call.context.attributes.get("spend_limit") != 0
    if not pays:
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
