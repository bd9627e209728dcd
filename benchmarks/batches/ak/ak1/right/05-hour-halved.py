# RIGHT. The window is whole hours: 02:00:00 up to, not including, 04:00:00 UTC is exactly the
# hours 2 and 3, i.e. hour // 2 == 1 (0-1 -> 0, 4-5 -> 2, ...), minutes, seconds and
# microseconds included. call.timestamp is UTC already, so .hour is the UTC hour. Only the
# exact name create_case_file is denied, with a non-blank alternative.
from toolhooks import ALLOW, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and call.timestamp.hour // 2 == 1:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return ALLOW
