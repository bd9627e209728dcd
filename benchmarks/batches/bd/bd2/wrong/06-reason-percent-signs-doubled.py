# Wrong: breaks "then deny.reason whole, character for character". The reason is made safe
# for later %-style logging by doubling "%", so Deny("refunds over 100% of the order are
# refused") gives "BLOCKED: refunds over 100%% of the order are refused". Reasons without
# "%" are untouched.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _PREFIXES.sub("", deny.reason).strip().replace("%", "%%")
    text = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
