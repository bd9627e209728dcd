# Breaks "then `deny.reason` whole, character for character": to avoid two "Alternative:" labels
# the learner cuts the reason at its own "Alternative:". Input:
# Deny("refunds need approval. Alternative: routes are closed too.") gives
# "BLOCKED: refunds need approval." (the rest of the reason is lost).
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_LABEL = "Alternative:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING.sub("", deny.reason)
    reason = reason.split(_LABEL)[0].strip()  # the alternative has its own field
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += f" {_LABEL} {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
