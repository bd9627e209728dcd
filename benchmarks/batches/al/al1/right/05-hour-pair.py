# Right: the window [02:00:00, 04:00:00) is exactly the two UTC hours 2 and 3, and hour // 2 == 1 holds for those
# two and no other (0-1 -> 0, 4-5 -> 2, ...). call.timestamp is already UTC, so .hour is the UTC hour, for any
# date; minutes, seconds, microseconds need no look. Exact tool name; non-blank alternative; else None.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and call.timestamp.hour // 2 == 1:
        return Deny(
            "case files are not created during the 02:00-04:00 UTC deploy window.",
            "note the request and create the case file after 04:00 UTC.",
        )
    return None
