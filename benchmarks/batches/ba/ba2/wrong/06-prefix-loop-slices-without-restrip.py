# Breaks: "every leading `BLOCKED:` goes, a thousand too, with or without spaces before or after it".
# The loop slices the label off but strips only once, after the loop, so the space left in
# front of the second label ends it: Deny("BLOCKED: BLOCKED: x") gives "BLOCKED: BLOCKED: x".
from toolhooks import Deny  # noqa: F401

PREFIX = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    while reason.startswith(PREFIX):
        reason = reason[len(PREFIX):]
    reason = reason.strip()
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
