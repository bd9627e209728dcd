# Wrong: breaks "deny.reason whole, character for character". Before an alternative it ends
# the reason with exactly one full stop, replacing its own end marks, so
# Deny("Is the amount over 50?", "ask a manager") gives
# "BLOCKED: Is the amount over 50. Alternative: ask a manager" (the "?" is lost).
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        text = "BLOCKED: " + reason.rstrip(".!?\u2026") + ". Alternative: " + alternative.strip()
    else:
        text = "BLOCKED: " + reason
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
