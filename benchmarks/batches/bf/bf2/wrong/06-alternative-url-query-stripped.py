# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". Query strings
# are cut from URLs in the alternative (tracking parameters are noise for the model).
# Input: Deny("free tier cannot open case files", "read https://help.example.com/cases?lang=en")
# gives "... Alternative: read https://help.example.com/cases" (the "?lang=en" is lost).
import re

from toolhooks import Deny  # noqa: F401

_QUERY = re.compile(r"(https?://[^\s?#]+)\?[^\s#]*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + _QUERY.sub(r"\1", deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
