# Breaks "otherwise None (or an Allow ...)": the Deny is kept in a module global that is set on the first
# free-tier case file and never cleared, so after create_case_file in a free session, a premium
# create_case_file or a free lookup_user gets that stale Deny. (Transfer of window_sticky_flag.)
# In a fresh process, allowed calls made before the first denial are right.
from toolhooks import Deny

_denial = None


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    global _denial
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        _denial = Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return _denial
