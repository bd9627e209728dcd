# Wrong: breaks "`deny.reason` whole, character for character": UUIDs in the reason are cut
# to their first 8 hex digits to save tokens, so Deny("case 0e984725-c51c-4bf4-9960-
# e1c80e27aba0 is closed") gives "BLOCKED: case 0e984725 is closed".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_UUID = re.compile(r"\b([0-9a-fA-F]{8})-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _UUID.sub(r"\1", _PREFIX.sub("", deny.reason).strip())  # short ids, like git
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
