# Breaks "Deny ... when call.tool_name == "create_case_file" and the time of day ... is from
# 02:00:00 up to ... 04:00:00": a call first seen in the five minutes before the window is "in
# flight", and its retry (same tool_use_id) is let through. make_call("create_case_file", {},
# timestamp=01:58 UTC) then the same call (id toolu_01) at 02:01 UTC returns None, not a Deny.
from datetime import time

from toolhooks import Deny

_in_flight = set()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.time()
    if time(1, 55) <= now < time(2):
        _in_flight.add(call.tool_use_id)  # issued just before the deploy started
        return None
    if time(2) <= now < time(4):
        if call.tool_use_id in _in_flight:
            return None  # a retry of a call already in flight: let it finish
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
