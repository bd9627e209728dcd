# Wrong: breaks "that alternative as it is (its surrounding whitespace may be stripped)". The
# alternative is made safe for later %-style logging by doubling "%", so
# Deny("refund refused", "offer a 10% voucher") gives
# "BLOCKED: refund refused Alternative: offer a 10%% voucher". The reason is kept whole.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    text = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        text += " Alternative: " + alternative.strip().replace("%", "%%")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
