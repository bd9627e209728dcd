# Breaks: "otherwise `None` ..., whatever `call.input` claims" (and the rule is about create_case_file only).
# Adds "a model that itself says free can only restrict" as `or call.input.get("tier") == "free"`, and `and`
# binds tighter than `or`: a premium session's lookup_user with {"tier": "free"} returns a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free" or call.input.get("tier") == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain the premium plan and offer the upgrade page.",
        )
    return None
