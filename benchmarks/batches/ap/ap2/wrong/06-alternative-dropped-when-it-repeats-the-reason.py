# Wrong: breaks "then, only when the Deny has an alternative that is not blank (by str.strip()),
# that alternative": an alternative that says the same as the reason is left out ("don't repeat
# yourself to the model"). Input: Deny("Use the FAQ.", "use the FAQ") -> content "BLOCKED: Use the
# FAQ." with no alternative after it.
from toolhooks import Deny  # noqa: F401


def _same(a, b):
    return a.strip().rstrip(".").casefold() == b.strip().rstrip(".").casefold()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.lstrip()
    while reason.startswith("BLOCKED:"):
        reason = reason[8:].lstrip()
    reason = reason.strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip() and not _same(alternative, reason):
        content += "\nAlternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
