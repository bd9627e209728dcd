# Right: calendar.timegm of the UTC time tuple is an exact integer for any year 1-9999; modulo 86400
# it is the whole seconds since UTC midnight, and dropping the microseconds cannot move a time across
# 02:00:00 or 04:00:00 (both whole seconds), so [7200, 14400) is exactly the window; other tools and
# times (and whatever the input or attributes say) get None.
import calendar

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = calendar.timegm(call.timestamp.utctimetuple()) % 86_400
    if 7_200 <= second_of_day < 14_400:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
