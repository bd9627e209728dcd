# Breaks "the tier comes from call.context.tier alone, not from the session's ids": the verdict
# is cached per session_id. create_case_file in HookContext("u_1", "premium", "s_1") gives None;
# then in HookContext("u_1", "free", "s_1") (same id, upgraded or downgraded) still gives None.
from toolhooks import Deny

_is_free_by_session = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    session = call.context.session_id
    if session not in _is_free_by_session:  # a session's plan is fixed: look it up once
        _is_free_by_session[session] = call.context.tier == "free"
    if _is_free_by_session[session]:
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the upgrade page and answer from the FAQ.",
        )
    return None
