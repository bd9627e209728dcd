# Wrong: breaks "the prefix is `BLOCKED:` exactly, so a reason starting `blocked:`, `BLOCKED :` ...
# keeps it". The regex allows whitespace before the colon, so Deny("BLOCKED : card frozen") gives
# content "BLOCKED: card frozen" instead of "BLOCKED: BLOCKED : card frozen".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED\s*:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
