# Breaks: `"tool_use_id"` is "the one given, exactly: whitespace and Unicode form and all".
# The id is folded to ASCII "to keep logs and headers safe", which drops non-ASCII characters:
# synthetic_error_result("toolu_é01", Deny("no")) answers "toolu_01", another call's id.
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    safe_id = tool_use_id.encode("ascii", "ignore").decode("ascii")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": safe_id, "is_error": True, "content": content}
