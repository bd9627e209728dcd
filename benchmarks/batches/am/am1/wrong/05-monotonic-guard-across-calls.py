# Breaks "when ... the time of day of call.timestamp (always in UTC) is from 02:00:00 up to ...":
# to guard against a clock that runs backwards it judges each call at the latest stamp seen so far.
# After a call stamped 2026-03-02 10:30 UTC, make_call("create_case_file", {},
# timestamp=datetime(2026, 3, 2, 3, 0, tzinfo=timezone.utc)) returns None instead of a Deny.
from datetime import time

from toolhooks import Deny

_latest = None


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    global _latest
    stamp = call.timestamp if _latest is None else max(_latest, call.timestamp)
    _latest = stamp  # a trusted clock never goes backwards
    if call.tool_name == "create_case_file" and time(2) <= stamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
