# Right: the window [02:00:00, 04:00:00) is exactly the hours 2 and 3 of the UTC timestamp, since
# both edges fall on whole hours; hour >> 1 == 1 holds for 2 and 3 only (so 01:59:59.999999 and
# 04:00:00 are outside). Only call.timestamp is read; tool name compared with ==; Deny with a
# non-blank alternative, else None.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and call.timestamp.hour >> 1 == 1:
        return Deny(
            "the deploy window (02:00-04:00 UTC) is running: no new case files now.",
            "take the details down and open the case file after 04:00 UTC.",
        )
    return None
