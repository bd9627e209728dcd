# Right: at most as many rounds as the reason holds "BLOCKED:"; each round strips leading
# whitespace and one exact "BLOCKED:" prefix, and stops at the first round without one. The text is
# memoised (a str, immutable), but every call builds a new dict around it, so no dict is shared.
# The alternative follows after a blank line only when it is not blank by str.strip().
import functools

from toolhooks import Deny  # noqa: F401


@functools.lru_cache(maxsize=256)
def _text(reason, alternative):
    for _ in range(reason.count("BLOCKED:")):
        trimmed = reason.lstrip()
        if not trimmed.startswith("BLOCKED:"):
            break
        reason = trimmed.removeprefix("BLOCKED:")
    text = "BLOCKED: " + reason.strip()
    if alternative and alternative.strip():
        text += "\n\nWhat you can do instead: " + alternative.strip()
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": _text(deny.reason, deny.alternative),
    }
