# Breaks: "the tier comes from call.context.tier alone, not from the session's ids or
# attributes". "Is this the free version of the session?" is asked by comparing with a rebuilt
# free context; dataclass equality also compares attributes, so a free session with any
# attribute (attributes={"org_id": "org_7"}) gets None for create_case_file.
import dataclasses

from toolhooks import Deny, HookContext


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    ctx = call.context
    free_version = HookContext(ctx.user_id, "free", ctx.session_id)
    if dataclasses.replace(ctx) == free_version:
        return Deny("free-tier sessions cannot open case files", "Suggest the FAQ or upgrading.")
    return None
