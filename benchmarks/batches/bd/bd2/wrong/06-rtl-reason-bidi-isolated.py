# Wrong: breaks "then deny.reason whole, character for character (non-ASCII too ...)". A reason
# holding right-to-left letters is wrapped in FSI/PDI (U+2068 ... U+2069) "so it displays
# right", so Deny("\u05d4\u05d4\u05d7\u05d6\u05e8 \u05e0\u05d3\u05d7\u05d4") gives
# "BLOCKED: \u2068<reason>\u2069". Left-to-right reasons are untouched.
import re
import unicodedata

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _PREFIXES.sub("", deny.reason).strip()
    if any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in reason):
        reason = "\u2068" + reason + "\u2069"
    text = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
