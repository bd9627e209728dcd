# Breaks "`Deny(...)` when ... `call.context.tier == "free"`, whatever `call.input` claims or
# holds": an input naming an existing case is taken for a follow-up, not a new case file. In a
# free session, create_case_file with {"case_id": "c_17", "summary": "more detail"} returns None
# instead of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.input.get("case_id"):
        return None  # adding to a case that exists already is not opening a new one
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, "
        "and answer from the general FAQ in the meantime.",
    )
