# Breaks "the tier comes from call.context.tier alone": tiers are cached under
# user_id + session_id joined with no separator, so after HookContext("u_004", "premium", "s_1")
# calls create_case_file (None), HookContext("u_00", "free", "4s_1") (same key "u_004s_1") gets
# the cached "premium" and None instead of a Deny.
from toolhooks import Deny

_tiers = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    key = call.context.user_id + call.context.session_id
    tier = _tiers.setdefault(key, call.context.tier)  # the tier never changes within a session
    if call.tool_name == "create_case_file" and tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
