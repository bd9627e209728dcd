# Wrong: breaks "deny.reason whole, character for character". It strips a leading U+FEFF
# (a habit from reading files) before looking for the prefix; U+FEFF is not whitespace
# (str.strip keeps it), so Deny("\ufeffrefunds are closed") must give
# "BLOCKED: \ufeffrefunds are closed", but this gives "BLOCKED: refunds are closed".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.lstrip("\ufeff")
    reason = _PREFIXES.sub("", reason).strip()
    text = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
