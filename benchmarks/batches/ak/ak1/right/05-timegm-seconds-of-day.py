# RIGHT. calendar.timegm of the UTC time tuple is an exact int of seconds since the epoch (no
# float, any year 1-9999, negative before 1970); % 86400 is the second of the UTC day, and
# [7200, 14400) is 02:00:00 up to, not including, 04:00:00 (dropping microseconds cannot cross
# a whole-second bound). Only create_case_file is denied; call.input and attributes are unread.
import calendar

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = calendar.timegm(call.timestamp.utctimetuple()) % 86400
    if 7200 <= second_of_day < 14400:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
