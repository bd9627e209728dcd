# Breaks "then `deny.reason` whole, character for character (... its tabs, line breaks ... and
# indentation ...)": the learner read "runs of spaces count as one" as an order to squeeze them.
# Input: synthetic_error_result("toolu_01", Deny("amount  400 EUR is over the limit")) gives
# content "BLOCKED: amount 400 EUR is over the limit" (the reason's double space is gone).
import re

from toolhooks import Deny  # noqa: F401  (as the notebook imports it)

_LEADING = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    # runs of spaces count as one: keep the text tidy for the model
    content = re.sub(r" {2,}", " ", content)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
