# Breaks "otherwise None ... The tool name is compared exactly: ... is another tool, allowed":
# a hardening guard denies any tool whose name is longer than 64 characters, whatever the tier.
# Input: a premium session calling a tool named "x" * 65 must get None; this returns a Deny.
from toolhooks import Deny

MAX_TOOL_NAME = 64  # the API's own limit: a longer name cannot be a real tool


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if len(call.tool_name) > MAX_TOOL_NAME:
        return Deny(
            "that tool name is longer than any real tool's.",
            "call one of the tools you were given, by its exact name.",
        )
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
