# Breaks: "then, only when the Deny has an alternative that is not blank (by str.strip()), that
# alternative": the last advice given is kept in a module global and not repeated, so the same
# Deny("free tier", "offer the FAQ") answered twice (two parallel calls) gives the second call
# "BLOCKED: free tier" with no alternative.
import re

_LEADING_PREFIXES = re.compile(r"^(?:\s*BLOCKED:)+")
_last_advice = None


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    global _last_advice
    content = "BLOCKED: " + _LEADING_PREFIXES.sub("", deny.reason).strip()
    advice = deny.alternative.strip() if deny.alternative else ""
    if advice and advice != _last_advice:  # the model has just read this advice: do not repeat it
        content += " Alternative: " + advice
    _last_advice = advice or _last_advice
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
