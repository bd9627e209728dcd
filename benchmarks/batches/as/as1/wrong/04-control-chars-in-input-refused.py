# Breaks "otherwise None" (premium, "the input's values may be of any JSON type"): a log-injection
# guard denies case files whose string values hold control characters, premium ones included.
# Input: a premium session calling create_case_file with {"summary": "credit\x1b[2J"} must get None.
import unicodedata

from toolhooks import Deny

_ALLOWED_CONTROLS = {"\n", "\r", "\t"}


def _has_controls(text):
    return any(
        unicodedata.category(ch) == "Cc" and ch not in _ALLOWED_CONTROLS for ch in text
    )


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    if any(isinstance(v, str) and _has_controls(v) for v in call.input.values()):
        return Deny("the case file holds control characters.", "retry with plain text.")
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
