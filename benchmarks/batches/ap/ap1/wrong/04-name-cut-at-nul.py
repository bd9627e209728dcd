# Breaks "The tool name is compared exactly: ... is another tool, allowed": the name is cut
# at the first NUL, as a C string ends there, so a free session calling
# "create_case_file\x00draft" is denied instead of allowed.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name.split("\x00", 1)[0]
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
