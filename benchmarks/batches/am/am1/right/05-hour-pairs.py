# Right: [02:00:00, 04:00:00) is exactly the UTC hours 2 and 3, i.e. hour // 2 == 1, whatever the
# minutes, seconds and microseconds (02:00:00 in, 03:59:59.999999 in, 04:00:00 out); the timestamp
# is already UTC, so its .hour is the UTC hour on any day from 0001 to 9999. The name is compared
# exactly; the input and the context are never read.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and call.timestamp.hour // 2 == 1:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
