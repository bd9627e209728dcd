# Breaks: "tool_use_id (the one given, exactly ...; an empty one ... comes back "" or raises
# ...)": only an empty id may raise. Input: synthetic_error_result("call_7", Deny("no")) raises
# ValueError because the learner insists on Anthropic's "toolu_" prefix.
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id.startswith("toolu_"):
        raise ValueError(f"not a tool_use id: {tool_use_id!r}")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
