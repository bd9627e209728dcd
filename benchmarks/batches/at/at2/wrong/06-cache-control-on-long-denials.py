# Breaks "a new plain dict per call ... with exactly four keys": long denials get a fifth
# key, "cache_control": {"type": "ephemeral"} (a prompt-caching habit), so
# Deny("x" * 5000) returns five keys. Short reasons (the usual ones) get exactly four.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_CACHE_FROM = 4096


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    result = {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
    if len(content) >= _CACHE_FROM:
        result["cache_control"] = {"type": "ephemeral"}
    return result
