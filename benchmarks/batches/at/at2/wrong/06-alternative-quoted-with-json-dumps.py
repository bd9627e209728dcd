# Breaks "that alternative as it is (its surrounding whitespace may be stripped)": the
# alternative is quoted with json.dumps, which escapes it, so Deny("r", 'use the café "FAQ"')
# gives ... Alternative: "use the caf\u00e9 \"FAQ\"" (escaped, not as it is). Plain ASCII
# advice with no quote, backslash or line break comes out inside quotes, unchanged.
import json
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + json.dumps(deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
