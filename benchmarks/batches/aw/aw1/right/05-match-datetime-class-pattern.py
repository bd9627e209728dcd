# Right: the call is matched with an object(...) pattern whose tool_name is the literal
# "create_case_file" (== on the whole name) and whose timestamp matches datetime(hour=2 | 3):
# call.timestamp is UTC, and hour 2 or 3 is exactly 02:00:00 up to, not including, 04:00:00,
# on any date. Input, attributes and the machine's clock are never read; else None.
from datetime import datetime

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    match call:
        case object(tool_name="create_case_file", timestamp=datetime(hour=2 | 3)):
            return Deny(
                "new case files are paused during the nightly deploy window, 02:00-04:00 UTC.",
                "tell the customer their case will be opened after 04:00 UTC, and keep the "
                "details so nothing is lost.",
            )
    return None
