# Wrong: "by two threads at the same time ... a lock held for the whole call, that waits, is fine" and
# every call must return. The early return for a blank alternative skips lock.release(), so after
# synthetic_error_result("toolu_01", Deny("free tier", "   ")) every later call, e.g.
# synthetic_error_result("toolu_02", Deny("free tier")), blocks forever on the module lock.
import threading

from toolhooks import Deny  # noqa: F401

_lock = threading.Lock()


def _without_prefixes(reason):
    reason = reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    return reason


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    _lock.acquire()
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and not alternative.strip():
        # a blank alternative: nothing to add
        return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
    if alternative:
        content += " Alternative: " + alternative.strip()
    result = {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
    _lock.release()
    return result
