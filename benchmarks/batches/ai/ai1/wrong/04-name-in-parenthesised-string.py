# Breaks "The tool name is compared exactly: ... create_case ... is another tool, allowed":
# CASE_TOOLS = ("create_case_file") is a string, not a tuple, so `in` is a substring test.
# A free session calling "create_case" (or "case_file") gets a Deny instead of None.
from toolhooks import Deny

CASE_TOOLS = ("create_case_file")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name in CASE_TOOLS and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium plan and answer from the FAQ.",
        )
    return None
