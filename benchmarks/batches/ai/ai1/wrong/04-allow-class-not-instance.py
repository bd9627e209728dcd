# Breaks "otherwise None (or an Allow: ALLOW or a new Allow()), never another falsy value":
# for other tools it returns the class Allow itself (parentheses forgotten), which is neither
# None nor an Allow. Input: make_call("lookup_user", {}) in any session returns <class Allow>.
from toolhooks import Allow, Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return Allow
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the upgrade page and answer from the general FAQ meanwhile.",
        )
    return None
