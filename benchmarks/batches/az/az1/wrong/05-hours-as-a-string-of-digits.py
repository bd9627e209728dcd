# Breaks: "it allows every other tool and time": only 02:00:00 up to 04:00:00 is denied.
# The window hours are kept as the compact text "0203" and the hour is tested with `in`,
# which is a substring test: "20" is in "0203", so create_case_file at 20:30 UTC is
# denied. 02:xx and 03:xx are denied, 01:59 and 10:30 allowed, as they should be.
from toolhooks import Deny

WINDOW_HOURS = "0203"  # 02 and 03 UTC


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if call.timestamp.strftime("%H") in WINDOW_HOURS:
        return Deny("deploy window (02:00-04:00 UTC): no new case files", "Retry after 04:00 UTC.")
    return None
