# Breaks "by two threads at the same time ... (a lock held for the whole call, that waits, is
# fine)": the lock is taken with blocking=False and a second caller gets an error. Input: thread A
# calls with Deny(reason) where reason is a str subclass whose lstrip() waits on an Event; while A
# waits, thread B calls synthetic_error_result("toolu_02", Deny("free tier")): B raises RuntimeError.
import threading

_LOCK = threading.Lock()


def _without_prefixes(text):
    rest = text.lstrip()
    while rest.startswith("BLOCKED:"):
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    if not _LOCK.acquire(blocking=False):
        raise RuntimeError("synthetic_error_result is busy on another thread; try again")
    try:
        content = "BLOCKED: " + _without_prefixes(deny.reason)
        alternative = deny.alternative
        if alternative is not None and alternative.strip():
            content += " Alternative: " + alternative.strip()
        return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
                "content": content}
    finally:
        _LOCK.release()
