# Breaks "... on any day from 0001-01-01 to 9999-12-31": the rule is given an effective date (the
# deploy pipeline started in 2021), and earlier stamps are allowed. make_call("create_case_file",
# {}, timestamp=datetime(2020, 6, 1, 3, 0, tzinfo=timezone.utc)) returns None instead of a Deny
# (as does 0001-01-01 03:00 UTC).
from datetime import datetime, time, timezone

from toolhooks import Deny

POLICY_SINCE = datetime(2021, 1, 1, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or call.timestamp < POLICY_SINCE:
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
