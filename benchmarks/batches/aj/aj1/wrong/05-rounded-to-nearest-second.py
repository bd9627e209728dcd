# WRONG (time of day rounded to the nearest whole second before comparing). Breaks "from
# 02:00:00 up to, not including, 04:00:00" at the microsecond boundaries: 01:59:59.5 and
# 01:59:59.999999 UTC round to 02:00:00 and are denied; 03:59:59.5 and 03:59:59.999999 round to
# 04:00:00 and are allowed. Whole seconds (01:59:59, 02:00:00, 03:59:59, 04:00:00) are right.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    ts = call.timestamp
    second_of_day = round(ts.hour * 3600 + ts.minute * 60 + ts.second + ts.microsecond / 1e6)
    if 2 * 3600 <= second_of_day < 4 * 3600:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
