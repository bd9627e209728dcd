# Breaks: "without any `BLOCKED:` prefix of its own (every leading `BLOCKED:` goes ...)".
# The label test is `reason[:8] is PREFIX` (identity, a habit from `is None`); a slice is a new
# string object, never the constant, so nothing is ever removed: Deny("BLOCKED: no refunds")
# gives "BLOCKED: BLOCKED: no refunds". Reasons without the label come out right.
from toolhooks import Deny

PREFIX = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = deny.reason.strip()
    while reason[: len(PREFIX)] is PREFIX:
        reason = reason[len(PREFIX):].strip()
    content = f"{PREFIX} {reason}"
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += f" Alternative: {alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
