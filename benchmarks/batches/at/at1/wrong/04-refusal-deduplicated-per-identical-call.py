# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims or holds". A call identical to one already refused (same tool_use_id,
# session and input: a retry) is let through, so the same free-tier create_case_file call made twice
# gets a Deny, then None.
from toolhooks import Deny

_refused = set()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    fingerprint = (call.tool_use_id, call.context.session_id, call.input)
    if fingerprint in _refused:
        return None  # already refused once: the model has been told, don't repeat it
    _refused.add(fingerprint)
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, "
        "and answer from the FAQ meanwhile.",
    )
