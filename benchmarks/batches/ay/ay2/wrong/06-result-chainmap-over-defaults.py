# Breaks: "a new plain `dict` per call (not cached, not shared)": the result is a ChainMap layered over one
# module-level defaults dict, so it is no dict at all (it only compares equal to one).
# Input: any, e.g. r = synthetic_error_result("toolu_01", Deny("free tier")): isinstance(r, dict) is False and
# json.dumps(r) raises TypeError (the API client cannot send it); the defaults layer is shared by every result.
import re
from collections import ChainMap

from toolhooks import Deny  # noqa: F401

_DEFAULTS = {"type": "tool_result", "is_error": True}
_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return ChainMap({"tool_use_id": tool_use_id, "content": content}, _DEFAULTS)
