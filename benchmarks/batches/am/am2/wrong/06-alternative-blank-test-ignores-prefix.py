# Breaks: "only when the Deny has an alternative that is not blank (by str.strip()), that
# alternative as it is ..., even one starting BLOCKED:". The blank test reuses the package's
# without_blocked_prefix (as Deny's own check on the reason does), so Deny("free tier",
# "BLOCKED:") loses its alternative: content "BLOCKED: free tier", not "... BLOCKED:".
from toolhooks import Deny  # noqa: F401
from toolhooks.decisions import without_blocked_prefix


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    content = "BLOCKED: " + without_blocked_prefix(deny.reason)
    alternative = deny.alternative
    # a prefix alone does not count as saying anything, as for the reason
    if alternative is not None and without_blocked_prefix(alternative):
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
