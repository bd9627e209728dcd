# Breaks: "only when the Deny has an alternative that is not blank ..., that alternative" (and the
# reason "however long"): to keep the model's observation short, the alternative is left out once
# reason + alternative pass 1,000 characters: Deny("x" * 1200, "offer the FAQ") has no "offer the FAQ".
import re

_LEADING_PREFIXES = re.compile(r"^(?:\s*BLOCKED:)+")
_BUDGET = 1000  # characters the model reads comfortably in one observation


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING_PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative.strip() if deny.alternative is not None else ""
    if alternative and len(reason) + len(alternative) <= _BUDGET:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
