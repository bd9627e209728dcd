# Breaks "Deny(reason, alternative) ... when ... the time of day ... is from 02:00:00 up to, not
# including, 04:00:00": the alternative greets the customer by the name in support_desk.USERS, so
# any other user's session crashes in the window. make_call("create_case_file", {}, context=
# HookContext("u_123", "free", "s_1"), timestamp=03:00 UTC) raises KeyError instead of a Deny.
from datetime import time

from toolhooks import Deny
from toolhooks.examples.support_desk import USERS


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or not time(2) <= call.timestamp.time() < time(4):
        return None
    first_name = USERS[call.context.user_id]["name"].split()[0]
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        f"tell {first_name} the case will be opened after 04:00 UTC, and note the details.",
    )
