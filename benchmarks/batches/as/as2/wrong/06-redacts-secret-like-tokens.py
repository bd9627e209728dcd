# Breaks: "then `deny.reason` whole, character for character (non-ASCII too, ...)" and the
# alternative "as it is": tokens that look like API keys are replaced by [REDACTED].
# Input: Deny("the key sk-live-4f9a8b7c6d5e was revoked", "ask an admin") gives
# "BLOCKED: the key [REDACTED] was revoked Alternative: ask an admin".
import re

from toolhooks import Deny

_SECRET = re.compile(r"\b(?:sk|pk|rk)-[A-Za-z0-9_-]{8,}|\bghp_[A-Za-z0-9]{16,}|\bAKIA[0-9A-Z]{16}\b")
_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _redact(text):
    # the model should never read a credential, even one a hook quoted back
    return _SECRET.sub("[REDACTED]", text)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _redact(_PREFIX.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + _redact(alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
