# Wrong: "a new plain dict per call (not cached, not shared)" whose content is the reason
# "whole ... however long". Recent results are kept for debugging, and each new call shortens
# the older ones in place to save memory: a result for Deny("x" * 500) is cut to 200
# characters plus "…" as soon as any second denial is built.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
RECENT = []


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    for old in RECENT:
        if len(old["content"]) > 200:
            old["content"] = old["content"][:200] + "…"
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    result = {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
    RECENT.append(result)
    del RECENT[:-20]
    return result
