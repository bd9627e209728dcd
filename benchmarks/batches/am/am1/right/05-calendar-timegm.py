# Right: calendar.timegm of the UTC time tuple counts whole seconds from the epoch with no float and
# no time zone (it works for years 1 to 9999); % 86400 (floor) is the second of the UTC day, and
# flooring to whole seconds keeps [02:00:00, 04:00:00) exact, microseconds included. Only
# call.tool_name (==) and call.timestamp are read; everything else returns None.
import calendar

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = calendar.timegm(call.timestamp.utctimetuple()) % 86400
    if 2 * 3600 <= second_of_day < 4 * 3600:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
