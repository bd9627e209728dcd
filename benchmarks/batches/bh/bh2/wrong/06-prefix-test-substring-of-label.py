# Breaks: "`deny.reason` whole, character for character ... without any `BLOCKED:` prefix of its own".
# The prefix test is `head in "BLOCKED:"` (a substring test on a string, where `== "BLOCKED:"` was
# meant), so a short reason that is a piece of the label is eaten: Deny("LOCKED") gives content
# "BLOCKED: " (reason gone); Deny("BLOCKED: ED") too. Ordinary reasons come out right.
from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("a tool_result needs the id of the call it answers")
    reason = deny.reason.strip()
    while reason and reason[:8] in "BLOCKED:":
        reason = reason[8:].strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
