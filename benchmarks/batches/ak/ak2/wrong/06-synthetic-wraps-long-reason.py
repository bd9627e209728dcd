# Breaks: "deny.reason whole, character for character (... its tabs, line breaks ... however
# long)". textwrap.fill(reason, 80) puts line breaks into a reason longer than 80 characters
# (and turns the reason's own "\n" into spaces). Input: Deny("x " * 60) or Deny("line one\nline
# two"): the content's line breaks differ from the reason's.
import textwrap

from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    content = textwrap.fill("BLOCKED: " + reason, width=80)  # readable for the model
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
