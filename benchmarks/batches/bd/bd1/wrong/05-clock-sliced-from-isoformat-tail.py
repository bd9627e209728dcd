# Breaks "the time of day of call.timestamp (always in UTC) is from 02:00:00 up to, not including,
# 04:00:00" whenever the timestamp has microseconds: on create_case_file at 2026-03-02
# 02:30:00.500000 UTC it returns None. isoformat() only has "HH:MM:SS+00:00" at its end when the
# microseconds are 0; otherwise the slice holds part of the fraction.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    clock = call.timestamp.isoformat()[-14:-6]  # "HH:MM:SS", just before the "+00:00" offset
    if "02:00:00" <= clock < "04:00:00":
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
