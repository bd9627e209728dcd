# Breaks: "only when the Deny has an alternative ... that alternative" and "For an alternative
# that is None ..., nothing follows the reason". The optional `extras=[]` default is shared
# between calls, so an alternative stays in it. Input: call with Deny("a", "use the FAQ"), then
# with Deny("b") -> the second content is "BLOCKED: b Alternative: use the FAQ".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny, extras=[]):
    """extras: more sentences for the model after the reason (optional)."""
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    if deny.alternative is not None and deny.alternative.strip():
        extras.append("Alternative: " + deny.alternative.strip())
    content = " ".join(["BLOCKED: " + reason.strip(), *extras])
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
