# Breaks "whatever call.input claims or holds (a tool_name there too ...)" and "otherwise None": a
# "tool_name" in the input counts as well, so in a free session lookup_user with input
# {"tool_name": "create_case_file"} is denied. (Either-name variant of the input tool_name claim.)
# A create_case_file call is still denied whatever its input says, and premium is never denied.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    names = (call.tool_name, call.input.get("tool_name"))
    if "create_case_file" in names and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
