# Breaks: "then, only when the Deny has an alternative that is not blank (by str.strip()), that
# alternative as it is" -- the alternative is left out whenever the reason already contains
# "Alternative:". Input: synthetic_error_result("toolu_01", Deny("BLOCKED: refunds paused
# Alternative: ask a human", "wait an hour")) has no "wait an hour" in its content.
import re

from toolhooks import Deny  # noqa: F401  (the type this function receives)

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_LABEL = "Alternative:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    # A denial that is re-denied (its old text used as the new reason) already carries its
    # advice: do not stack a second "Alternative:" on it.
    if alternative and alternative.strip() and _LABEL not in reason:
        content += f" {_LABEL} {alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
