# WRONG. Breaks: "Deny ... when call.tool_name == "create_case_file" and the time of day ... is
# from 02:00:00 up to ... 04:00:00" and "the window is fixed, in UTC, for every session". Premium
# sessions are let through: create_case_file at 02:30 UTC in HookContext("u_007", "premium",
# "s_c") returns None instead of a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or call.context.tier == "premium":
        return None  # premium cases go to the on-call queue, deploy or not
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
