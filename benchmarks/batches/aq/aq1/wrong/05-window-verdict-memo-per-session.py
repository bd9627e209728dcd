# Breaks "otherwise None ... for every other tool at any time" / the Deny sentence on a second call: the
# verdict is cached per (session_id, tool_name), so in session "s_42" a create_case_file at 02:30 UTC (denied)
# makes a create_case_file at 10:30 UTC in the same session denied too (and the reverse order lets 02:30
# through). The first call of each session and tool is right.
from datetime import time

from toolhooks import Deny

_verdicts = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    key = (call.context.session_id, call.tool_name)
    if key not in _verdicts:
        inside = call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4)
        _verdicts[key] = (
            Deny(
                "new case files are paused during the 02:00-04:00 UTC deploy window.",
                "tell the customer the case will be opened after 04:00 UTC and note the details.",
            )
            if inside
            else None
        )
    return _verdicts[key]
