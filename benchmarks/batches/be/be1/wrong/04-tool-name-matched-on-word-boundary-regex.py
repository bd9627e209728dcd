# Breaks: "The tool name is compared exactly: ... `"create_case_file\n"` is another tool,
# allowed" -- a \b...\b regex search finds the name inside any text where it stands as a
# word. Input: tool "create_case_file\n" (or "desk.create_case_file", "create_case_file.v2")
# in a free-tier session must be allowed; here it is denied.
import re

from toolhooks import Deny

_CASE_TOOL = re.compile(r"\bcreate_case_file\b")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier == "free" and _CASE_TOOL.search(call.tool_name):
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade and answer from the general FAQ.",
        )
    return None
