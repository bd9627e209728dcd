# Breaks: "then deny.reason whole, character for character (... its tabs, line breaks (\r\n and
# \r too) ...)". The prefix is cleaned on the first line only and the lines are joined back with
# "\n". Input: Deny("line one\r\nline two") -> content "BLOCKED: line one\nline two".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    lines = deny.reason.strip().splitlines()
    first = lines[0]
    while first.lstrip().startswith("BLOCKED:"):
        first = first.lstrip()[len("BLOCKED:"):]
    reason = "\n".join([first.strip(), *lines[1:]]).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
