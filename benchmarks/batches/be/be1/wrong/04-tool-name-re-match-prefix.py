# Breaks: "The tool name is compared exactly: `create_case_file_draft` ... is another tool,
# allowed" -- re.match anchors only at the start, so any name that begins with
# "create_case_file" matches. Input: tool "create_case_file_draft" in a free-tier session
# must be allowed; here it is denied.
import re

from toolhooks import Deny

_CASE_TOOL = re.compile("create_case_file")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if _CASE_TOOL.match(call.tool_name) and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page and answer from the FAQ meanwhile.",
        )
    return None
