# Wrong: "what a call returns comes from its own arguments alone (no module-level variable that a
# call writes and then reads ...)". The label before the alternative rotates through a module-level
# itertools.cycle, so two calls with the same arguments, ("toolu_01", Deny("free tier", "offer the
# FAQ")), give "... Alternative: offer the FAQ" then "... Instead: offer the FAQ".
import itertools

from toolhooks import Deny  # noqa: F401

_LABELS = itertools.cycle(["Alternative:", "Instead:", "You could:"])  # "less repetitive for the model"


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
    if alternative is not None and alternative.strip():
        content += f" {next(_LABELS)} {alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
