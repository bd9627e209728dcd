# Right: prefixes first, then collapses "BLOCKED:" followed by any run of (whitespace and)
# BLOCKED: at the very start into one "BLOCKED: ", so the prefix appears once and the reason is
# otherwise untouched (only its outer whitespace goes); the alternative, stripped, is added after
# " Alternative: " only when it is not blank; a new four-key plain dict each call, id as given.
import re

from toolhooks import Deny

_RUN = re.compile(r"\ABLOCKED:(?:\s*BLOCKED:)*\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = _RUN.sub("BLOCKED: ", "BLOCKED: " + deny.reason, count=1).rstrip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Alternative: " + alternative
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = content
    return result
