# Right: calendar.timegm of the UTC time tuple is whole seconds since 1970 (exact integer
# arithmetic for years 1 to 9999); % 86400 floors to the seconds of the UTC day, also before
# 1970. Dropping microseconds is safe: [7200, 14400) holds 02:00:00 to 03:59:59.999999 only.
# The tool name is compared exactly; input and attributes are never read.
import calendar

from toolhooks import Deny


def deploy_window_hook(call):
    seconds_of_day = calendar.timegm(call.timestamp.utctimetuple()) % 86400
    if call.tool_name == "create_case_file" and 7200 <= seconds_of_day < 14400:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "note the details and open the case after 04:00 UTC.",
        )
    return None
