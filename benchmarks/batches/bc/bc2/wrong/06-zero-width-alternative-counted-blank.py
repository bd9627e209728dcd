# Breaks: "only when the `Deny` has an alternative that is not blank (by `str.strip()`), that
# alternative as it is". Zero-width characters are stripped too before the blank test, so
# Deny("no", "\u200b") (not blank by str.strip()) gives "BLOCKED: no" with the alternative lost.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff"


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip().strip(_INVISIBLE).strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
