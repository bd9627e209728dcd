# Breaks: "every leading `BLOCKED:` goes, a thousand too".
# Each spelling ("BLOCKED: " then "BLOCKED:") is removed once, so "BLOCKED: BLOCKED: x" is cleaned but
# Deny("BLOCKED: BLOCKED: BLOCKED: x") gives "BLOCKED: BLOCKED: x" (and "BLOCKED:BLOCKED:x" keeps one too).
from toolhooks import Deny  # noqa: F401

_LABELS = ("BLOCKED: ", "BLOCKED:")


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    for label in _LABELS:
        reason = reason.removeprefix(label)
    reason = reason.strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += "\nAlternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
