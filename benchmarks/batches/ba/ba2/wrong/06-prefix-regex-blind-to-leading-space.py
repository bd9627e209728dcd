# Breaks: "every leading `BLOCKED:` goes ... with or without spaces before or after it".
# The anchored regex has no \s* before the first label and runs on the unstripped reason, so
# Deny("  BLOCKED: refunds are paused") gives "BLOCKED: BLOCKED: refunds are paused".
import re

from toolhooks import Deny  # noqa: F401  (the notebook's import)

_PREFIXES = re.compile(r"^(?:BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
