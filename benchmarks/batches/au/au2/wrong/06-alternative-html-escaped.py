# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". The
# alternative (advice that may come from a policy page) goes through html.escape. Input:
# Deny("no refunds today", "use the Q&A page or the 'upgrade' link") -> the content holds
# "use the Q&amp;A page or the &#x27;upgrade&#x27; link".
import html

from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    content = "BLOCKED: " + reason.strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + html.escape(deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
