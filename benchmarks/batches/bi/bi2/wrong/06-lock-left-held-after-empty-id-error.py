# Wrong: "a new plain dict per call". An empty id may raise ValueError (allowed), but here it
# is raised while the module's counter lock is held and never released: after one call with
# tool_use_id "" every later call, e.g. ("toolu_01", Deny("no")), waits 2 s and raises
# TimeoutError instead of returning its result.
import re
import threading
from collections import Counter

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_LOCK = threading.Lock()
DENIALS = Counter()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not _LOCK.acquire(timeout=2):
        raise TimeoutError("the denial counter is busy")
    if not tool_use_id:
        raise ValueError("a denial needs the tool_use_id of the call it answers")
    DENIALS[tool_use_id] += 1
    _LOCK.release()
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
