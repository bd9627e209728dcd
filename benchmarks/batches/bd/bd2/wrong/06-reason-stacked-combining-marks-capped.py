# Wrong: breaks "deny.reason whole, character for character (non-ASCII too ...)". An
# anti-"Zalgo" filter drops combining marks after the second in a row, so
# Deny("a\u0301\u0302\u0303 refunds are closed") gives content "BLOCKED: a\u0301\u0302 refunds
# are closed" (the third mark is gone). Text with at most two marks in a row is untouched.
import re
import unicodedata

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _tame(text):
    kept, run = [], 0
    for ch in text:
        if unicodedata.combining(ch):
            run += 1
            if run > 2:
                continue
        else:
            run = 0
        kept.append(ch)
    return "".join(kept)


def synthetic_error_result(tool_use_id, deny):
    reason = _tame(_PREFIXES.sub("", deny.reason).strip())
    text = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
