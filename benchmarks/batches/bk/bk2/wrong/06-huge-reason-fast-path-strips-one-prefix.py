# Wrong: "every leading BLOCKED: goes, a thousand too", "deny.reason ... however long". Reasons over
# 20,000 characters take a "fast path" that removes one prefix only: Deny("BLOCKED: BLOCKED: " +
# "x" * 25000) gives content "BLOCKED: BLOCKED: xxx..." (the prefix twice). Shorter reasons, even
# with a thousand prefixes (9,000 characters), are cleaned fully.
from toolhooks import Deny  # noqa: F401

_FAST_PATH_OVER = 20_000


def _without_prefixes(reason):
    reason = reason.strip()
    if len(reason) > _FAST_PATH_OVER:  # don't loop over megabytes of text
        return reason.removeprefix("BLOCKED:").lstrip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    return reason


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
