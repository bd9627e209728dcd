# Breaks "the tier comes from call.context.tier alone": it trusts the support desk's records
# (toolhooks.examples.support_desk.USERS) when they say premium ("the session may predate an
# upgrade"). make_call("create_case_file", {}, context=HookContext("u_007", "free", "s_1"))
# returns None (u_007 is premium in USERS) instead of a Deny.
from toolhooks import Deny
from toolhooks.examples.support_desk import USERS


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    record = USERS.get(call.context.user_id, {})
    if record.get("tier") == "premium":  # billing already upgraded this customer
        return None
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
