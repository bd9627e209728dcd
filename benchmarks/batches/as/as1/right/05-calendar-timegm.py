# Right: calendar.timegm of the UTC time tuple gives whole seconds (microseconds dropped, which cannot
# move a time across 02:00:00 or 04:00:00, both whole seconds); seconds into the day in [7200, 14400)
# is the window; works for years 1 to 9999 (pure arithmetic); exact tool name; nothing else read.
import calendar

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = calendar.timegm(call.timestamp.utctimetuple()) % 86_400
    if 2 * 3600 <= second_of_day < 4 * 3600:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
