# Right: the tool name is compared exactly; the session is free exactly when it equals itself with
# tier set to "free" (dataclasses.replace keeps the same ids and the same attributes object, so only
# the tier can differ); nothing in call.input is read. Deny with a non-blank alternative, else None.
import dataclasses

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    session = call.context
    if session == dataclasses.replace(session, tier="free"):
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ meanwhile.",
        )
    return None
