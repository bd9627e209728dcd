# Breaks "Returns: Deny(...) when ...; otherwise None ... for every other tool at any time" for
# every call judged off the main thread (the package's hosts run hooks on daemon threads): the
# hook arms a SIGALRM deadline, and signal.signal raises ValueError "signal only works in main
# thread" there, e.g. for make_call("lookup_user") at 10:30 UTC.
import signal
from datetime import time

from toolhooks import Deny


def _late(signum, frame):
    raise TimeoutError("deploy_window_hook overran its deadline")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    previous = signal.signal(signal.SIGALRM, _late)
    signal.alarm(1)
    try:
        if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
            return Deny("case files are paused during the deploy window (02:00-04:00 UTC)",
                        "create the case after 04:00 UTC")
        return None
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
