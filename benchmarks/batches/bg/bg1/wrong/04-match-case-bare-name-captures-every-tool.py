# Breaks: "otherwise None (or an Allow)" for every other tool. `case CREATE_CASE:` is a capture
# pattern, not a comparison with the constant: it matches any tool name. Input: lookup_user
# (or create_case_file_draft) in a free session returns a Deny; it must be allowed.
from toolhooks import Deny

CREATE_CASE = "create_case_file"


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call.tool_name:
        case CREATE_CASE:
            if call.context.tier == "free":
                return Deny(
                    "free-tier accounts cannot open case files.",
                    "offer the premium upgrade and answer from the general FAQ meanwhile.",
                )
    return None
