# Breaks "it allows every other tool and time" / "otherwise None ... for every other tool": a
# hardening guard denies tool names that are not lowercase letters and underscores.
# Input: "get_orders_v2" (or "Create_Case_File") at 10:30Z must get None; this returns a Deny.
import re
from datetime import time

from toolhooks import Deny

_TOOL_NAME = re.compile(r"[a-z_]+")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not _TOOL_NAME.fullmatch(call.tool_name):
        return Deny("that is not a well-formed tool name.", "call a tool by its exact name.")
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
