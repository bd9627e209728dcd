# Breaks: for an alternative that is None, "nothing follows the reason"; each call stands alone.
# The cleaned head is cached as a list, and the alternative is appended to the cached list:
# after (id, Deny("r", "A")), a call with Deny("r") gives "BLOCKED: r Alternative: A".
from functools import lru_cache

from toolhooks import Deny  # noqa: F401


@lru_cache(maxsize=1024)
def _head(reason):
    """Cleaning the reason is the costly part, and hooks repeat their reasons: cache it."""
    text = reason.strip()
    while text.startswith("BLOCKED:"):
        text = text[len("BLOCKED:"):].strip()
    return ["BLOCKED: " + text]


def synthetic_error_result(tool_use_id, deny):
    parts = _head(deny.reason)
    alternative = (deny.alternative or "").strip()
    if alternative:
        parts.append("Alternative: " + alternative)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": " ".join(parts)}
