# Breaks "Deny ... when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims or holds": an empty input is let through (the tool would refuse it
# anyway). A free session calling create_case_file with input {} gets None, not a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if not call.input:  # nothing to create: Rule A in the tool refuses it
        return None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain the premium plan and answer from the general FAQ.",
        )
    return None
