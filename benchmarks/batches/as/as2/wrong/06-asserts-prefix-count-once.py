# Breaks: "that alternative as it is ..., even one starting `BLOCKED:`" and "at the very start
# only" (a later BLOCKED: in the reason stays): an invariant asserts BLOCKED: occurs once.
# Input: Deny("no refunds", "BLOCKED: wait for the window") raises AssertionError instead of
# returning "BLOCKED: no refunds Alternative: BLOCKED: wait for the window".
import re

from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    assert content.count("BLOCKED:") == 1, "prefix written twice"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
