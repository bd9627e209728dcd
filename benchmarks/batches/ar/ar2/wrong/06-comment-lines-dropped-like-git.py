# Breaks: "deny.reason whole, character for character (... its line breaks ... and indentation)".
# Like git with a commit message, lines starting with "#" are treated as comments and dropped:
# Deny("refunds are frozen\n#4411 is still open") gives "BLOCKED: refunds are frozen".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    lines = [line for line in deny.reason.split("\n") if not line.startswith("#")]
    reason = _PREFIXES.sub("", "\n".join(lines)).strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
