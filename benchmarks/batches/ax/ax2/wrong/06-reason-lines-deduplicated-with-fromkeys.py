# Breaks: "then `deny.reason` whole, character for character (... line breaks ...)". Repeated lines
# (blank separator lines included) are dropped with dict.fromkeys. Input: Deny("step 1 failed\n\n"
# "step 2 failed\n\nstop") gives "BLOCKED: step 1 failed\n\nstep 2 failed\nstop" (one blank line lost).
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", deny.reason).strip()
    # reasons assembled from several hook messages often repeat a line: say it once
    reason = "\n".join(dict.fromkeys(reason.split("\n")))
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip() != "":
        content += "\nAlternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
