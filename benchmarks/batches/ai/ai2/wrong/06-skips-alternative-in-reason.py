# Wrong: breaks "then, only when the Deny has an alternative that is not blank ..., that alternative
# as it is" (after the reason). It drops an alternative the reason already mentions, to avoid saying
# it twice: Deny("refunds over 50 EUR need approval, ask a manager first", "ask a manager") gives
# "BLOCKED: refunds over 50 EUR need approval, ask a manager first" with nothing after the reason.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative and alternative not in reason:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
