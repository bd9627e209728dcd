# Breaks: "deny.reason whole, character for character (non-ASCII too ...)". Typographic
# quotes are straightened for the model: Deny("you can’t open a case on “closed” accounts")
# gives "BLOCKED: you can't open a case on \"closed\" accounts". Other non-ASCII (é, ü) is kept.
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_STRAIGHT = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    reason = _PREFIXES.sub("", deny.reason).strip().translate(_STRAIGHT)
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
