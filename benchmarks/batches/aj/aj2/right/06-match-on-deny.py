# Right: match takes the Deny apart; a regex anchored at the start removes any run of "BLOCKED:"
# with whitespace around each (case-sensitive: "blocked:", "BLOCKED :" stay). The reason is kept
# whole but for surrounding whitespace; only a non-blank alternative follows, inside
# " (alternative: ...)", whitespace first. A fresh plain dict, the four keys, the id as given.
import re

from toolhooks import Deny

_LEADING = re.compile(r"(?:\s*BLOCKED:)+\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    match deny:
        case Deny(reason=reason, alternative=alternative):
            pass
    head = _LEADING.match(reason)
    reason = reason[head.end():] if head else reason
    text = "BLOCKED: " + reason.strip()
    match alternative:
        case str() if alternative.strip():
            text = f"{text} (alternative: {alternative.strip()})"
    return {"content": text, "is_error": True, "tool_use_id": tool_use_id, "type": "tool_result"}
