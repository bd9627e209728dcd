# Breaks "The tool name is compared exactly ... is another tool, allowed, whatever its input names":
# the name's last path part is compared (tools "may be namespaced as server/tool"), so a free session's
# "desk/create_case_file" (or "a/b/create_case_file") is denied. The plain name, and every name in the
# text's list (mcp__desk__create_case_file holds no slash), come out right.
from pathlib import PurePosixPath

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if PurePosixPath(call.tool_name).name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
