# Right: [02:00:00, 04:00:00) is exactly the hours 2 and 3 (any minute, second, microsecond),
# and those are the only hours whose value shifted right by one bit is 1 (0-1 give 0, 4-5
# give 2, ...). call.timestamp is already UTC, so .hour is the UTC hour on any day 0001-9999;
# nothing from call.input or the context is read. Other tool names compare unequal: ALLOW.
from toolhooks import ALLOW, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return ALLOW
    if call.timestamp.hour >> 1 != 1:
        return ALLOW
    return Deny(
        "Case files cannot be created during the 02:00-04:00 UTC deploy window.",
        "Collect the details now and create the case file after 04:00 UTC.",
    )
