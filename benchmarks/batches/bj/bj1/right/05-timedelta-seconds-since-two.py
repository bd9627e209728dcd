# Right: start is 02:00:00.000000 UTC on the call's own day (replace cannot overflow).
# (timestamp - start).seconds is the time since then, folded into one day: in [0, 7200) exactly
# for 02:00:00 to 03:59:59.999999 (a negative delta before 02:00 shows as 79200 s or more).
# Only an exactly named create_case_file is denied; input and attributes are never read.
from toolhooks import Deny


def deploy_window_hook(call):
    if call.tool_name != "create_case_file":
        return None
    start = call.timestamp.replace(hour=2, minute=0, second=0, microsecond=0)
    if (call.timestamp - start).seconds < 2 * 3600:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
