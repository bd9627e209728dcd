# Breaks: "a new plain dict per call (not cached, not shared)". Hooks return module-level Deny
# constants, so the result is built once per Deny and its id patched: two calls with the same
# deny = Deny("free tier") and ids "toolu_a", "toolu_b" return the same dict, and the first
# result now says "toolu_b".
import functools
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


@functools.lru_cache(maxsize=256)
def _result_for(deny):
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": "", "is_error": True, "content": content}


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    result = _result_for(deny)  # Deny is frozen, so hashable: its text is built once
    result["tool_use_id"] = tool_use_id
    return result
