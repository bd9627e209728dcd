# Breaks "The tool name is compared exactly: ... "create_case_file\n" is another tool, allowed":
# the name is .strip()ped first, so a free session calling "create_case_file\n" (or
# " create_case_file") gets a Deny instead of None.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name.strip() == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium plan, and answer from the FAQ in the meantime.",
        )
    return None
