# Breaks "otherwise None ... for every other tool at any time": verdicts are cached per minute of
# the stamp (the window only changes on whole minutes), but the key forgets the tool.
# make_call("create_case_file", {}, timestamp=03:00:10 UTC) is denied; then
# make_call("lookup_user", {"user_id": "u_004"}, timestamp=03:00:40 UTC) gets the cached Deny.
from datetime import time

from toolhooks import Deny

_by_minute = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    minute = call.timestamp.replace(second=0, microsecond=0)
    if minute not in _by_minute:
        verdict = None
        if call.tool_name == "create_case_file" and time(2) <= minute.time() < time(4):
            verdict = Deny(
                "new case files are paused during the deploy window (02:00-04:00 UTC).",
                "tell the customer the case will be opened after 04:00 UTC, and note the details.",
            )
        _by_minute[minute] = verdict
    return _by_minute[minute]
