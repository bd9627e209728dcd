# Breaks: "`Deny(reason, alternative)` ... when ... `call.context.tier == "free"`, whatever `call.input` claims or holds
# (... the input's values may be of any JSON type ...)". The decision is right, but the reason quotes the first
# 60 characters of the summary: create_case_file in a free session with {"summary": 5} or {"summary": None}
# raises TypeError (not subscriptable) instead of returning the Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    summary = call.input.get("summary", "")
    return Deny(
        f"free-tier accounts cannot open case files (requested: {summary[:60]!r}).",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
