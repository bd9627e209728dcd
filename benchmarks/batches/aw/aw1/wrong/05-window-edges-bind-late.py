# Breaks: "Deny(...) when ... the time of day of call.timestamp (always in UTC) is from 02:00:00
# up to, not including, 04:00:00; otherwise None": the edge tests are lambdas built in a loop,
# so both read the loop's last values (operator.lt, 04:00) and the 02:00 edge is never tested:
# create_case_file at 01:30 (or 00:00) UTC is denied.
import operator
from datetime import time

from toolhooks import Deny

_EDGE_TESTS = []
for _edge, _compare in ((time(2, 0), operator.ge), (time(4, 0), operator.lt)):
    _EDGE_TESTS.append(lambda moment: _compare(moment, _edge))


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    moment = call.timestamp.time()
    if all(test(moment) for test in _EDGE_TESTS):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
