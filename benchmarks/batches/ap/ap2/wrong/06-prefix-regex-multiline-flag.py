# Wrong: breaks "every leading BLOCKED: goes ... at the very start only" and "deny.reason whole":
# re.MULTILINE makes ^ match after every line break, so a prefix at the start of a later line goes.
# Input: Deny("deploy running\nBLOCKED: ask ops") -> expected "BLOCKED: deploy running\nBLOCKED: ask
# ops", got "BLOCKED: deploy running\nask ops".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:[ \t]*BLOCKED:[ \t]*)+", re.MULTILINE)  # "so each line is checked"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", deny.reason.strip()).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
