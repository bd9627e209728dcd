# Breaks: "... otherwise None ... on any day from 0001-01-01 to 9999-12-31".
# Input: create_case_file at 0001-01-01 00:30 UTC raises ValueError ("year 0 is out of range")
# in any machine time zone: the time of day is rebuilt with datetime.fromtimestamp(ts), which
# reads the instant as naive local time and cannot convert year-1 instants.
from datetime import datetime, time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    clock = datetime.fromtimestamp(call.timestamp.timestamp()).time()
    if time(2) <= clock < time(4):
        return Deny("No new case files during the 02:00-04:00 UTC deploy window.",
                    "Tell the customer the case will be opened after 04:00 UTC.")
    return None
