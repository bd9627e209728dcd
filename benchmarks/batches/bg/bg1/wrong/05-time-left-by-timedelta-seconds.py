# Breaks: "from 02:00:00 up to, not including, 04:00:00" ("the boundaries are tested to the
# microsecond"). The time left until 04:00 is read with timedelta.seconds, which drops the
# microseconds. Inputs: create_case_file at 03:59:59.5 UTC is allowed (left.seconds == 0), and
# at 01:59:59.5 UTC it is denied (left.seconds == 7200).
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    end = call.timestamp.replace(hour=4, minute=0, second=0, microsecond=0)
    left = end - call.timestamp
    if left.days == 0 and 0 < left.seconds <= 2 * 3600:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            f"tell the customer the case will be opened in {left.seconds // 60 + 1} minutes, "
            "after 04:00 UTC, and note the details.",
        )
    return None
