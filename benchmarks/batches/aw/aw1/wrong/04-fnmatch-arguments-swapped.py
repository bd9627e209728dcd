# Breaks: "The tool name is compared exactly: ... is another tool, allowed": the rule is matched
# with fnmatchcase(rule, call.tool_name), the arguments swapped, so the model's tool name is
# used as the pattern: a free session's call to "*", "create_*" or "create_case_fil?" is denied.
from fnmatch import fnmatchcase

from toolhooks import Deny

CASE_TOOLS = ("create_case_file",)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier != "free":
        return None
    if any(fnmatchcase(rule, call.tool_name) for rule in CASE_TOOLS):
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, and answer from the FAQ.",
        )
    return None
