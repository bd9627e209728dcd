# Breaks: "otherwise None (or an Allow ...)" with "the input's values may be of any JSON type". A
# per-call metric counts the evidence items inside a try that denies on any error (fail closed), so a
# premium create_case_file with {"evidence": 3} (or null) is denied instead of allowed.
from collections import Counter

from toolhooks import Deny

EVIDENCE_ITEMS = Counter()


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    try:
        EVIDENCE_ITEMS[call.context.tier] += len(call.input.get("evidence", ()))
    except Exception:
        return Deny("this case-file request could not be checked.", "retry with a well-formed request.")
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the FAQ meanwhile.",
        )
    return None
