# Breaks: "then `deny.reason` whole, character for character". Absolute file paths in the reason
# are replaced so server paths never reach the model:
# Deny("cannot read /etc/refunds/policy.yaml") -> "BLOCKED: cannot read <path>".
import re

from toolhooks import Deny  # noqa: F401

_PATH = re.compile(r"(?<![\w.])/(?:[\w.-]+/)*[\w.-]+")  # /a/b/c.ext


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    reason = _PATH.sub("<path>", reason)  # do not leak the server's layout into the transcript
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
