# Breaks: "The tool name is compared exactly: ..., `create_case`, ... is another tool,
# allowed" -- the prefix test is written the wrong way round
# ("create_case_file".startswith(name)), so every prefix of the real name matches. Input:
# tool "create_case" (or "create") in a free-tier session must be allowed; it is denied.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier != "free":
        return None
    if "create_case_file".startswith(call.tool_name):
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain the premium plan and answer from the FAQ.",
        )
    return None
