# Breaks: "The tool name is compared exactly: ... is another tool, allowed, whatever its input names" and
# "allows everything else". Reads Rule B as "free tier may not write case files" and blocks the whole family:
# update_case_file or close_case_file in a free session returns a Deny instead of None.
from toolhooks import Deny

CASE_WRITES = ("create_case_file", "update_case_file", "close_case_file")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier == "free" and call.tool_name in CASE_WRITES:
        return Deny(
            "case files are a premium feature; free-tier sessions cannot change them.",
            "offer the upgrade page and answer from the general FAQ.",
        )
    return None
