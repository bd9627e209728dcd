# Breaks: ""create_case_file\n" is another tool, allowed, whatever its input names" and
# "otherwise None": for free sessions any name outside the API's ^[a-zA-Z0-9_-]{1,64}$ is
# refused as an injection attempt, so a free session's "create_case_file\n" (or
# "desk.lookup_user") is denied.
import re

from toolhooks import Deny

_API_TOOL_NAME = re.compile(r"[a-zA-Z0-9_-]{1,64}")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier != "free":
        return None
    if not _API_TOOL_NAME.fullmatch(call.tool_name):
        return Deny(
            f"{call.tool_name!r} is not a tool name the API accepts.",
            "call one of the tools you were given, by its exact name.",
        )
    if call.tool_name == "create_case_file":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium plan's upgrade page and answer from the FAQ.",
        )
    return None
