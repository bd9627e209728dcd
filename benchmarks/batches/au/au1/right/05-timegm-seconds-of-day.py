# Right: calendar.timegm of the UTC time tuple is an exact int of whole seconds (microseconds
# dropped, i.e. floored, which keeps 01:59:59.999999 out and 03:59:59.999999 in) for any year
# 1-9999; Python's % 86400 is the UTC second of the day even before 1970, and the int range
# [7200, 14400) is the half-open window. Only create_case_file is denied; nothing else is read.
import calendar

from toolhooks import ALLOW, Deny

_WINDOW = range(2 * 3600, 4 * 3600)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    second_of_day = calendar.timegm(call.timestamp.utctimetuple()) % 86400
    if call.tool_name == "create_case_file" and second_of_day in _WINDOW:
        return Deny(
            "case files cannot be created while the deploy runs (02:00 to 04:00 UTC).",
            "record what the customer needs and open the case once the window closes at 04:00 UTC.",
        )
    return ALLOW
