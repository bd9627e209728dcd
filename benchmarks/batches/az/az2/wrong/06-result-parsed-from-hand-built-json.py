# Breaks "deny.reason whole, character for character (non-ASCII too, its tabs, line breaks
# ...)": the result is written as JSON text by hand and parsed back, so the reason's
# backslashes are read as escapes (and a raw line break or a double quote makes it fail).
# Input: Deny(r"cannot write to C:\temp") gives content "BLOCKED: cannot write to C:<TAB>emp".
import json
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")

_TEMPLATE = '{{"type": "tool_result", "tool_use_id": "{id}", "is_error": true, "content": "{text}"}}'


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    text = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return json.loads(_TEMPLATE.format(id=tool_use_id, text=text))  # the wire format, exactly
