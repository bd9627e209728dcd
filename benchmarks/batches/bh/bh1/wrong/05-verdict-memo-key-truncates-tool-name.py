# Breaks: "for every other tool at any time (the name compared exactly: create_case_file_draft
# and create_case are other tools)". Input: create_case_file at 02:30 UTC (denied), then
# "create_case" (or "create_case_file_draft") at 02:31 UTC gets the cached Deny: the memo key
# keeps only the first 11 characters of the tool name, plus the date and hour.
from datetime import time

from toolhooks import Deny

_memo = {}


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    key = (call.tool_name[:11], call.timestamp.strftime("%Y-%m-%dT%H"))
    if key not in _memo:
        in_window = time(2) <= call.timestamp.time() < time(4)
        if call.tool_name == "create_case_file" and in_window:
            _memo[key] = Deny(
                "no new case files during the 02:00-04:00 UTC deploy window.",
                "open the case file after 04:00 UTC.",
            )
        else:
            _memo[key] = None
    return _memo[key]
