# Breaks "that alternative as it is": the alternative is the replacement string of re.sub,
# so Deny("refunds are closed.", r"read C:\Users\Public\refunds.txt") raises re.error (bad
# escape \U), and a literal backslash-n in an alternative turns into a line break.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_TRAILING_SPACE = re.compile(r"\s*\Z")


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        # trim the reason's trailing space and add the label in one step
        content = _TRAILING_SPACE.sub(" Alternative: " + alternative.strip(), content, count=1)
    else:
        content = content.rstrip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
