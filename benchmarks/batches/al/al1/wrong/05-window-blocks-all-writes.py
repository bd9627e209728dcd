# Breaks: "it allows every other tool and time" (only create_case_file is denied in the window).
# Reads the deploy window as "no writes while deploying" and guards issue_refund too: issue_refund at
# 02:30 UTC returns a Deny instead of None (lookup_user still passes).
from datetime import time

from toolhooks import Deny

WRITE_TOOLS = frozenset({"create_case_file", "issue_refund"})


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name in WRITE_TOOLS and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            f"{call.tool_name} is paused during the 02:00-04:00 UTC deploy window.",
            "note what the customer needs and do it after 04:00 UTC.",
        )
    return None
