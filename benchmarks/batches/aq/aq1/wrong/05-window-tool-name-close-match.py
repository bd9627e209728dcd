# Breaks "(the name compared exactly: create_case_file_draft and create_case are other tools)": names that
# difflib finds close enough (ratio >= 0.8) count as create_case_file, so create_case_file_draft and
# create_case at 02:30 UTC are denied. (Transfer of tool-name-close-match.)
# Exact and unrelated names (lookup_user, get_orders) are judged right.
import difflib
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not difflib.get_close_matches(call.tool_name, ["create_case_file"], n=1, cutoff=0.8):
        return None  # tolerate the model's misspellings of the tool name
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
