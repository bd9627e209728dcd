# Wrong: breaks "deny.reason whole, character for character (... its tabs, line breaks ...)".
# Only when an alternative follows, the reason's lines are joined with spaces "so the
# alternative stands apart": Deny("refunds are closed\non Sundays", "try Monday") gives
# "BLOCKED: refunds are closed on Sundays Alternative: try Monday".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        reason = " ".join(reason.splitlines())
        text = f"BLOCKED: {reason} Alternative: {alternative.strip()}"
    else:
        text = f"BLOCKED: {reason}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
