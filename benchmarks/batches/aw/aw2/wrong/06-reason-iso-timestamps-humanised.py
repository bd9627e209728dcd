# Wrong: breaks "`deny.reason` whole, character for character": ISO 8601 timestamps in the
# reason are rewritten in a friendlier form, so Deny("deploy window closes at
# 2025-03-01T04:00:00Z") gives "BLOCKED: deploy window closes at 2025-03-01 04:00 UTC".
import re
from datetime import datetime, timezone

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_ISO = re.compile(r"\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})\b")


def _humanise(match):
    moment = datetime.fromisoformat(match.group().replace("Z", "+00:00"))
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _ISO.sub(_humanise, _PREFIX.sub("", deny.reason).strip())  # easier for the model
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
