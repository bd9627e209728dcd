# Breaks "Returns: Deny(...) when ... 'create_case_file' and the time of day ... is from 02:00:00
# up to ... 04:00:00; otherwise None" for create_case_file calls judged off the importing thread
# (the package's hosts run hooks on daemon threads): the window bounds live in a threading.local set at
# import, so make_call("create_case_file", timestamp=02:30 UTC) in a worker thread raises AttributeError.
import threading
from datetime import time

from toolhooks import Deny

_local = threading.local()
_local.window = (time(2, 0), time(4, 0))   # per thread, so a test can move it without a lock


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    start, end = _local.window
    if start <= call.timestamp.time() < end:
        return Deny("new case files are paused during the 02:00-04:00 UTC deploy window",
                    "tell the customer the case will be opened after 04:00 UTC")
    return None
