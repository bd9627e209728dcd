# Breaks: "from 02:00:00 up to, not including, 04:00:00". The HH:MM text is sliced out of the
# ISO stamp one character short ("02:0" instead of "02:05"), and a shorter string sorts first.
# Inputs: create_case_file at 02:00:00 or 02:05 UTC -> None (should Deny); at 04:00:00 or 04:05
# UTC -> Deny (should be None): every minute 02:00-02:09 and 04:00-04:09 is on the wrong side.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    clock = call.timestamp.isoformat()[11:15]  # "YYYY-MM-DDTHH:MM..." -> "HH:MM"
    if not "02:00" <= clock < "04:00":
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    )
