# Wrong: breaks "an empty one, which the API never sends, comes back "" or raises ValueError or
# TypeError, never a new id". On synthetic_error_result("", Deny("deploy running")) the assert
# raises AssertionError, which is neither. Ordinary ids ("toolu_01") are answered correctly.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    assert tool_use_id, "a tool_result needs the id of the tool_use it answers"
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
