# Breaks: "The tool name is compared exactly: ... is another tool, allowed": a ":tag" is dropped
# as in a container image reference (name:version), so a free session's call to
# "create_case_file:v2" is denied.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name, _, _tag = call.tool_name.partition(":")
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the upgrade page and answer from the general FAQ meanwhile.",
        )
    return None
