# Breaks: "The tool name is compared exactly: ... is another tool, allowed". Input: tool
# "create_case_file.v2" (or "create_case_file.") in a free session returns a Deny:
# os.path.splitext treats ".v2" as a file extension and drops it before the comparison.
import os.path

from toolhooks import Deny


def free_tier_hook(call):
    base, _version = os.path.splitext(call.tool_name)  # "create_case_file.v2" is still the tool
    if base == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page, and answer from the general FAQ meanwhile.",
        )
    return None
