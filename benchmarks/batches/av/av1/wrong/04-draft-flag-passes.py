# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier ==
# "free", whatever call.input claims or holds". A draft is taken for "not a case file yet":
# a free-tier create_case_file with {"draft": true, ...} returns None instead of the Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.input.get("draft") is True:
        return None  # a draft waits for review by the desk; it is not an open case yet
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, and answer from the FAQ meanwhile.",
    )
