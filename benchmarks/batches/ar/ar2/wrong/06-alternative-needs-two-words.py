# Breaks: "only when the Deny has an alternative that is not blank (by str.strip()), that
# alternative". A one-word alternative is taken for a placeholder and dropped:
# Deny("no refunds on the free tier", "upgrade") gives "BLOCKED: no refunds on the free tier".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative or ""
    if len(alternative.split()) > 1:  # a real suggestion is a phrase, not a token
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
