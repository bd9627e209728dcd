# Wrong: "what a call returns comes from its own arguments alone" and "then, only when the Deny has an
# alternative that is not blank ..., that alternative". A module-level counter stops adding the
# alternative from the 101st call on ("the model knows the advice by then"): call it 101 times with
# ("toolu_01", Deny("free tier", "offer the FAQ")) and the last content is "BLOCKED: free tier".
import itertools

from toolhooks import Deny  # noqa: F401

_calls = itertools.count(1)
_ADVICE_CALLS = 100


def _without_prefixes(reason):
    reason = reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    return reason


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if next(_calls) <= _ADVICE_CALLS and alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
