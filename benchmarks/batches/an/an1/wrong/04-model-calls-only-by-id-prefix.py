# Breaks "`Deny(...)` when `call.tool_name == "create_case_file"` and `call.context.tier ==
# "free"`" (nothing else decides): only calls whose tool_use_id starts with "toolu_" are treated as
# the model's. A free session's create_case_file with tool_use_id "call_01" returns None instead
# of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if not call.tool_use_id.startswith("toolu_"):
        return None  # not a model tool_use (a replay or an internal call): not ours to police
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    return None
