# Wrong: "For an alternative that is None or "", nothing follows the reason" and "what a call returns
# comes from its own arguments alone". The last non-blank alternative seen for a reason is kept in a
# module dict and reused when a later Deny with that same reason has none: after
# ("t1", Deny("free tier", "offer the FAQ")), ("t2", Deny("free tier")) ends "Alternative: offer the FAQ".
from toolhooks import Deny  # noqa: F401

_advice_by_reason = {}  # "keep the advice consistent across denials"


def _without_prefixes(reason):
    reason = reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    return reason


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        _advice_by_reason[reason] = alternative.strip()
    advice = _advice_by_reason.get(reason)
    content = "BLOCKED: " + reason
    if advice:
        content += " Alternative: " + advice
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
