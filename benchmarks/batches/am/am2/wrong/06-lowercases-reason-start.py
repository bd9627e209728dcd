# Breaks: "then deny.reason whole, character for character". The reason's first letter is
# lowered so it reads on from "BLOCKED:" like the notebook's own reasons ("free-tier
# accounts ...", "deploy running"); Deny("Deploy window closed") gives
# "BLOCKED: deploy window closed" instead of "BLOCKED: Deploy window closed".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    reason = _PREFIXES.sub("", deny.reason).strip()
    reason = reason[:1].lower() + reason[1:]  # it continues the sentence "BLOCKED: ..."
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
