# Breaks: "only when the Deny has an alternative that is not blank (by str.strip())" and "for
# a blank one, either nothing or your label with nothing but spaces after it passes (not the
# blank's own whitespace)". Blank is judged by strip(" \t\n"), so a carriage return is text.
# Input: Deny("no refunds", "\r") -> content "BLOCKED: no refunds Alternative: \r".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    content = "BLOCKED: " + reason.strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip(" \t\n"):
        content += " Alternative: " + alternative  # as it is: the text says it may be kept
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
