# Wrong: breaks '"tool_use_id" (the one given, exactly: whitespace and Unicode form and all, one of
# only whitespace too ...)'. It validates the id's shape: synthetic_error_result("toolu_01 ",
# Deny("deploy running")) raises ValueError (so do "call_01" and " "), where the text wants the id
# echoed; only an empty id may raise. API-shaped ids ("toolu_01", "toolu_a") come out right.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_ID = re.compile(r"toolu_\w+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not _ID.fullmatch(tool_use_id):
        raise ValueError(f"not a tool_use id: {tool_use_id!r}")
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
