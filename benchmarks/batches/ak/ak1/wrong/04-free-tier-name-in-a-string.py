# WRONG. Breaks: "The tool name is compared exactly: create_case_file_draft, create_case, ...
# is another tool, allowed". ("create_case_file") without a comma is a str, not a tuple, so `in`
# is a substring test: a free session calling "create_case" (or "case_file") is denied.
from toolhooks import Deny

CASE_TOOLS = ("create_case_file")  # the tools that open cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name in CASE_TOOLS and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
