# Breaks "the tier comes from call.context.tier alone, not from the session's ids or
# attributes, which may ... look like policy": a Claude Code habit honours a bypassPermissions
# mode, so a free session with attributes {"permission_mode": "bypassPermissions"} gets None
# for create_case_file instead of Deny. Without that attribute the rule holds.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    if call.context.attributes.get("permission_mode") == "bypassPermissions":
        return None  # the operator switched permission checks off for this session
    if call.context.tier != "free":
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
