# Breaks "... on any day from 0001-01-01 to 9999-12-31": the stamp is cut to whole seconds by a
# strftime/strptime round trip, and glibc's %Y does not pad years below 1000 ("1-01-01 ..."),
# which strptime's %Y refuses. make_call("create_case_file", {}, timestamp=datetime(1, 1, 1, 3, 0,
# tzinfo=timezone.utc)) raises ValueError instead of returning a Deny.
from datetime import datetime, time

from toolhooks import Deny

STAMP = "%Y-%m-%d %H:%M:%S"


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    stamp = datetime.strptime(call.timestamp.strftime(STAMP), STAMP)  # naive UTC, whole seconds
    if time(2) <= stamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
