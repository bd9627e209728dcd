# Right: one anchored re.match of (?:\s*BLOCKED:)* gives where the leading prefixes end (linear:
# only position 0 is tried, and a failed "B" after a space run backtracks once per space), then
# the reason is kept whole from there (only its surrounding whitespace stripped). "BLOCKED: " is
# written once; the alternative follows after a line break only when alternative.strip() is
# non-empty. A new plain dict per call with the four keys.
import re

_LEADING = re.compile(r"(?:\s*BLOCKED:)*")


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    body = reason[_LEADING.match(reason).end():].strip()
    lines = ["BLOCKED: " + body]
    alternative = (deny.alternative or "").strip()
    if alternative:
        lines.append("Alternative: " + alternative)
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = "\n".join(lines)
    return result
