# Wrong: "deny.reason whole, character for character (... its tabs, line breaks ... and indentation,
# however long ... a run of 100,000 spaces too)". Runs of 40 or more whitespace characters inside
# the reason are squeezed to one space "to save tokens": Deny("a" + " " * 60 + "b") gives
# "BLOCKED: a b". Ordinary double spaces and indentation are kept, so short reasons look right.
import re

from toolhooks import Deny  # noqa: F401

_RUNAWAY_WHITESPACE = re.compile(r"\s{40,}")


def _without_prefixes(reason):
    reason = reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    return reason


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = _RUNAWAY_WHITESPACE.sub(" ", _without_prefixes(deny.reason))
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
