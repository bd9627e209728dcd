# Wrong: breaks "`deny.reason` whole, character for character": a reason written all in
# capitals is sentence-cased so it does not "shout", so Deny("DEPLOY WINDOW CLOSED UNTIL
# 04:00") gives "BLOCKED: Deploy window closed until 04:00". Mixed-case reasons are kept.
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _calm(text):
    if text.isupper():  # only letters in capitals: calm it down for the model
        return text[:1] + text[1:].lower()
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _calm(_PREFIX.sub("", deny.reason).strip())
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
