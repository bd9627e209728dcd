# Breaks "Deny(...) when ... 'create_case_file' and the time of day ... is from 02:00:00 up to ...
# 04:00:00 ..., on any day from 0001-01-01 to 9999-12-31": denials are counted in a precomputed
# per-day list covering ten years from launch, so a create_case_file at 02:30 UTC on 0001-01-01
# or 9999-12-31 (or any day after 2033) raises IndexError instead of returning a Deny.
from datetime import date, time

from toolhooks import Deny

_LAUNCH = date(2024, 1, 1)
_denials_per_day = [0] * 3653   # ten years of daily counters, allocated once


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or not time(2) <= call.timestamp.time() < time(4):
        return None
    _denials_per_day[(call.timestamp.date() - _LAUNCH).days] += 1
    return Deny("case files are paused during the 02:00-04:00 UTC deploy window",
                "let the customer know the case will be opened after 04:00 UTC")
