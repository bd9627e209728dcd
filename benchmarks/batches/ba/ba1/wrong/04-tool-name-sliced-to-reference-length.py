# Breaks: "The tool name is compared exactly: create_case_file_draft ... or
# "create_case_file\n" is another tool, allowed". The name is cut to the reference's length
# before comparing. Input: tool "create_case_file_draft" (or "create_case_file\n") in a free
# session -> Deny instead of None.
from toolhooks import Deny

_CASE_TOOL = "create_case_file"


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name[: len(_CASE_TOOL)] != _CASE_TOOL:
        return None
    if call.context.tier != "free":
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, "
        "and answer from the general FAQ in the meantime.",
    )
