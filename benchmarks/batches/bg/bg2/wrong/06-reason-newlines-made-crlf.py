# Breaks "`deny.reason` whole, character for character (... its tabs, line breaks ...)":
# line breaks are normalised to CRLF "as HTTP and Windows clients expect".
# Input: Deny("no refunds today\nthe desk is closed") -> content
# "BLOCKED: no refunds today\r\nthe desk is closed".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:)+\s*")


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("empty tool_use_id")
    reason = _PREFIX.sub("", deny.reason).strip()
    reason = "\r\n".join(reason.splitlines())  # CRLF line endings on the wire
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
