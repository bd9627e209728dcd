# Breaks: "The tool name is compared exactly: ... Create_Case_File ... is another tool". A
# name written all in capitals is lowered first ("models sometimes shout"). Input: tool
# "CREATE_CASE_FILE" in a free session -> Deny instead of None (Create_Case_File is allowed).
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name
    if name.isupper():
        name = name.lower()
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    return None
