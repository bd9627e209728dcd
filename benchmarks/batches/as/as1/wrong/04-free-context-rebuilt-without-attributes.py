# Breaks "Deny ... when call.context.tier == "free", whatever ... attributes": the session is compared
# (dataclass ==) with a free-tier context rebuilt from its ids, which drops the attributes.
# Input: HookContext("u_004", "free", "s_1", attributes={"org_id": "org_7"}) calling create_case_file must be denied.
from toolhooks import Deny, HookContext


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    session = call.context
    as_free = HookContext(session.user_id, "free", session.session_id)
    if call.tool_name == "create_case_file" and session == as_free:
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
