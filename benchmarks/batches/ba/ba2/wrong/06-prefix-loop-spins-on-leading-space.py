# Breaks: "every leading `BLOCKED:` goes ... with or without spaces before or after it" (it never returns).
# The loop tests the lstripped reason but removes the label from the unstripped one, so a space
# before a label spins forever: Deny(" BLOCKED: x") or Deny("BLOCKED: BLOCKED: x") hang (needs a timeout).
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.removeprefix("BLOCKED:")
    reason = reason.strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
