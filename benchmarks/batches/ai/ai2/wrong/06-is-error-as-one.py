# Wrong: breaks '"is_error" (the bool True)'. Any input, e.g.
# synthetic_error_result("toolu_01", Deny("deploy running")): result["is_error"] is the int 1
# (a JSON/SQLite habit). It compares equal to True, so a dict-equality check on the happy path passes.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": 1, "content": content}
