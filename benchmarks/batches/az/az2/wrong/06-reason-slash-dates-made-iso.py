# Breaks "deny.reason whole, character for character": dates written mm/dd/yyyy in the
# reason are rewritten as ISO dates (datetime.strptime, then isoformat) so the model cannot
# misread them. Input: Deny("refunds are frozen until 03/02/2026") gives "BLOCKED: refunds
# are frozen until 2026-03-02".
import re
from datetime import datetime

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_SLASH_DATE = re.compile(r"\b\d{2}/\d{2}/\d{4}\b")


def _iso(match):
    try:
        return datetime.strptime(match.group(), "%m/%d/%Y").date().isoformat()
    except ValueError:
        return match.group()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _SLASH_DATE.sub(_iso, _PREFIXES.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
