# Breaks: "then `deny.reason` whole, character for character (non-ASCII too ...)": the prefix
# test uses hmac.compare_digest, which raises TypeError on non-ASCII str.
# Input: Deny("été: offre gratuite, pas de dossier") raises TypeError ("comparing strings with
# non-ASCII characters is not supported") instead of returning "BLOCKED: été: ...".
import hmac

from toolhooks import Deny

_LABEL = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    # constant-time compare, out of habit for anything that decides a security outcome
    while hmac.compare_digest(reason[: len(_LABEL)], _LABEL):
        reason = reason[len(_LABEL):].strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
