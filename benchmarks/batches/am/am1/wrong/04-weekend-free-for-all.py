# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free"":
# an added promotion lets free-tier users open case files at weekends (by the trusted timestamp).
# make_call("create_case_file", {}, timestamp=datetime(2026, 3, 7, 10, 30, tzinfo=timezone.utc))
# (a Saturday) in a free session returns None instead of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.timestamp.weekday() >= 5:  # weekend support is open to everyone
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
