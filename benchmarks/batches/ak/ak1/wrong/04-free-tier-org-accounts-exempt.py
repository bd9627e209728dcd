# WRONG. Breaks: "the tier comes from call.context.tier alone, not from the session's ids or
# attributes". A free session that belongs to an organisation is let through:
# HookContext("u_004", "free", "s_1", attributes={"org_id": "org_7"}) calling create_case_file
# gets None instead of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.context.attributes.get("org_id"):  # organisation seats are billed centrally
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ.",
    )
