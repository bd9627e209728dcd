# Wrong: "Returns: a new plain dict per call". To stop a runaway prefix loop on a huge reason
# the loop runs under a SIGALRM timer; signal.signal only works in the main thread, so a
# call from any other thread (a worker of the agent, e.g. threading.Thread(target=
# synthetic_error_result, args=("toolu_01", Deny("no")))) raises ValueError instead.
import re
import signal

_ONE = re.compile(r"^\s*BLOCKED:\s*")


def _too_slow(signum, frame):
    raise TimeoutError("stripping BLOCKED: prefixes took too long")


def _strip_prefixes(reason):
    previous = signal.signal(signal.SIGALRM, _too_slow)
    signal.setitimer(signal.ITIMER_REAL, 5.0)
    try:
        while _ONE.match(reason):
            reason = _ONE.sub("", reason, count=1)
        return reason.strip()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _strip_prefixes(deny.reason)
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
