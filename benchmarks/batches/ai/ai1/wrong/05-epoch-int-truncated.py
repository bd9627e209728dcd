# Breaks "from 02:00:00 up to, not including, 04:00:00 ... on any day from 0001-01-01": the
# timestamp is cut to whole seconds with int(), which rounds towards zero, i.e. up before 1970.
# create_case_file at 1969-12-31 01:59:59.5 UTC is denied; at 1969-12-31 03:59:59.5 allowed.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    second_of_day = int(call.timestamp.timestamp()) % 86_400
    if 7_200 <= second_of_day < 14_400:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
