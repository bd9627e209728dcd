# WRONG. Breaks: "Deny(reason, alternative) when ... whatever call.input claims or holds (... the
# input's values may be of any JSON type ...)". The reason counts the evidence with len(), which
# fails when "evidence" is not a list: a free create_case_file with {"evidence": 3} (or None,
# or true) raises TypeError instead of returning a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    count = len(call.input.get("evidence", ()))
    return Deny(
        f"free-tier accounts cannot open case files ({count} piece(s) of evidence not filed).",
        "explain that case files come with the premium plan and answer from the FAQ.",
    )
