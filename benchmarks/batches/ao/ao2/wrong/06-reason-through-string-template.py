# Breaks "then deny.reason whole, character for character": the reason is pasted into a
# string.Template, so Deny("refunds over $500 need a manager.") raises ValueError (invalid
# placeholder) and a reason holding "$$" loses a dollar sign.
import re
from string import Template

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    text = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        text += " Alternative: $alternative"  # str.format chokes on braces; Template does not
    content = Template(text).substitute(alternative=alternative)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
