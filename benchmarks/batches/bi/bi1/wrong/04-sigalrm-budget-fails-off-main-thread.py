# Breaks "Returns: Deny(...) when call.tool_name == 'create_case_file' and call.context.tier ==
# 'free' ...; otherwise None" for every call judged off the main thread (the package's hosts run
# hooks on daemon threads): the time budget uses signal.signal, which raises ValueError "signal
# only works in main thread" there, e.g. make_call("create_case_file", {}) in a free session.
import signal

from toolhooks import Deny


def _over_budget(signum, frame):
    raise TimeoutError("free_tier_hook ran over its 1 s budget")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    previous = signal.signal(signal.SIGALRM, _over_budget)
    signal.alarm(1)
    try:
        if call.tool_name == "create_case_file" and call.context.tier == "free":
            return Deny(
                "free-tier customers cannot open case files",
                "offer the FAQ, or explain how to upgrade to premium",
            )
        return None
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
