# Right: calendar.timegm of the UTC time tuple gives whole seconds since the epoch for any year 1..9999 (pure
# integer arithmetic), and % 86400 the whole seconds since UTC midnight. Dropping the microseconds is safe here
# because both bounds are whole seconds: 01:59:59.999999 -> 7199 (out), 02:00:00 -> 7200 (in),
# 03:59:59.999999 -> 14399 (in), 04:00:00 -> 14400 (out). Exact tool name only; non-blank alternative; else ALLOW.
import calendar

from toolhooks import ALLOW, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    seconds = calendar.timegm(call.timestamp.utctimetuple()) % 86_400
    if call.tool_name == "create_case_file" and 2 * 3600 <= seconds < 4 * 3600:
        return Deny(
            "the deploy window (02:00-04:00 UTC) is running; no new case files until it ends.",
            "write down the customer's details and create the case file after 04:00 UTC.",
        )
    return ALLOW
