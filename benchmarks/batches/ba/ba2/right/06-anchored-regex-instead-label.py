# Right: one anchored regex removes the whole leading run of exact "BLOCKED:" labels (any spaces
# around them, a thousand too, nowhere else), the reason is kept character for character (only its
# ends stripped), and a non-blank alternative follows after a blank line and our own "Instead:".
import re

from toolhooks import Deny  # noqa: F401

_LEADING_LABELS = re.compile(r"\A(?:\s*BLOCKED:)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _LEADING_LABELS.sub("", deny.reason, count=1).strip()
    text = "BLOCKED: " + reason
    advice = deny.alternative
    if advice is not None and advice != "" and not advice.isspace():
        text = text + "\n\nInstead: " + advice.strip()
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=text)
