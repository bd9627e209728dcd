# WRONG. Breaks: "it allows every other tool and time" / "otherwise None ... for every other tool
# at any time". In `a and b or c`, `and` binds tighter, so the hour-3 half of the window holds for
# every tool: lookup_user at 03:15 UTC is denied (at 02:15 it is allowed).
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    hour = call.timestamp.hour
    if call.tool_name == "create_case_file" and hour == 2 or hour == 3:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
