# Breaks "otherwise None ... for every other tool at any time ... on any day from 0001-01-01 to
# 9999-12-31": a timestamp outside 2000-2100 is taken for a broken clock and denied (fail closed).
# lookup_user at 1999-06-01 10:00 UTC, or create_case_file at 9999-12-31 10:00, gets a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    stamp = call.timestamp
    if not 2000 <= stamp.year <= 2100:
        return Deny(
            f"the server clock reads {stamp.isoformat()}, which cannot be right.",
            "try again once the clock is fixed.",
        )
    if call.tool_name == "create_case_file" and time(2) <= stamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
