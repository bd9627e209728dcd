# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". The
# alternative's lines are rejoined with "\n", which turns "\r\n" and "\r" into "\n". Input:
# Deny("no refunds", "call support\r\nor read the FAQ") -> the content holds
# "call support\nor read the FAQ" instead of the alternative as given.
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    content = "BLOCKED: " + reason.strip()
    if deny.alternative is not None:
        lines = deny.alternative.strip().splitlines()  # one line of advice per line
        if lines:
            content += " Alternative: " + "\n".join(lines)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
