# Wrong: breaks "tool_use_id (the one given, exactly: whitespace and Unicode form and all)".
# It keeps only the id's first line (a "log-injection" guard), so
# synthetic_error_result("toolu_01\nX", Deny("no refunds"))["tool_use_id"] == "toolu_01",
# not "toolu_01\nX". Ordinary ids have no line break, so the happy path passes.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    safe_id = tool_use_id.partition("\n")[0].partition("\r")[0]
    reason = _PREFIXES.sub("", deny.reason).strip()
    text = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": safe_id, "is_error": True, "content": text}
