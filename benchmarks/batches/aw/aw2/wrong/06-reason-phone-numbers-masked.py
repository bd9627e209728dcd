# Wrong: breaks "`deny.reason` whole, character for character": phone numbers in the reason
# are masked before the model sees them, so Deny("the account owner must call
# +1 415 555 0100 to upgrade") gives "... must call +1 *** *** **00 to upgrade".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_PHONE = re.compile(r"\+\d[\d ().-]{7,}\d")


def _mask(match):
    text = match.group()
    keep = 2
    digits = sum(ch.isdigit() for ch in text)
    out, seen = [], 0
    for ch in text:
        if ch.isdigit():
            seen += 1
            out.append(ch if seen > digits - keep or (seen == 1 and text[0] == "+") else "*")
        else:
            out.append(ch)
    return "".join(out)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PHONE.sub(_mask, _PREFIX.sub("", deny.reason).strip())  # no PII in transcripts
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
