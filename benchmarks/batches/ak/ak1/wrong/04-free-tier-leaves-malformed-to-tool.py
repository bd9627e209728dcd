# WRONG. Breaks: "Deny ... when call.tool_name == "create_case_file" and call.context.tier ==
# "free", whatever call.input claims or holds". A call missing one of the tool's arguments is
# left for the tool to refuse: a free session's create_case_file with {"summary": "credit"}
# (no customer_id, no evidence) gets None instead of a Deny.
from toolhooks import Deny

CASE_FIELDS = {"customer_id", "summary", "evidence"}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if not CASE_FIELDS <= call.input.keys():
        return None  # malformed: the tool rejects it with its own error (a capability check)
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ.",
    )
