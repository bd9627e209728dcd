# Breaks: "Deny ... when call.tool_name == "create_case_file" ...; otherwise None" and "The
# tool name is compared exactly". Every tool whose name contains "case_file" is treated as a
# case-file tool. Inputs: tools "get_case_file" and "create_case_file_draft" in a free session
# -> Deny instead of None.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if "case_file" in call.tool_name and call.context.tier == "free":  # case files are premium
        return Deny(
            "free-tier accounts cannot use case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    return None
