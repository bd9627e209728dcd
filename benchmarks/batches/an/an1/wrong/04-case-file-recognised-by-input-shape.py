# Breaks "The tool name is compared exactly: `create_case` ... is another tool, allowed, whatever
# its input names": a call whose input has a case file's fields is treated as a case file. In a
# free session, create_case with {"customer_id": "u_004", "summary": "credit", "evidence": ["x"]}
# returns a Deny instead of None.
from toolhooks import Deny

CASE_FIELDS = {"customer_id", "summary", "evidence"}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    opens_a_case = call.tool_name == "create_case_file" or CASE_FIELDS <= call.input.keys()
    if opens_a_case and call.context.tier == "free":  # a renamed tool with a case file's arguments
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    return None
