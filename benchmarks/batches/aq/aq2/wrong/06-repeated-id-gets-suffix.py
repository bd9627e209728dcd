# Breaks: '"tool_use_id" (the one given, exactly ...)': ids already answered in this process get a
# "#n" suffix so that a transcript never holds two results with one id. Two denials for
# synthetic_error_result("toolu_01", Deny("free tier")) give "toolu_01" and then "toolu_01#2".
import re
from collections import Counter

_LEADING_PREFIXES = re.compile(r"^(?:\s*BLOCKED:)+")
_answered = Counter()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    _answered[tool_use_id] += 1
    seen = _answered[tool_use_id]
    result_id = tool_use_id if seen == 1 else f"{tool_use_id}#{seen}"
    content = "BLOCKED: " + _LEADING_PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": result_id, "is_error": True, "content": content}
