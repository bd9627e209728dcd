# Breaks: "only when the `Deny` has an alternative that is not blank (by `str.strip()`), that
# alternative as it is". The blank test is re.search(r"^\s*$", alt, re.M): with MULTILINE, `^\s*$`
# matches any empty line, so a real alternative written as a triple-quoted string,
# Deny("free tier", "\n    offer the FAQ\n"), is judged blank and dropped.
import re

from toolhooks import Deny

_BLANK = re.compile(r"^\s*$", re.M)
_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = _PREFIX.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative or ""
    if not _BLANK.search(alternative):
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
