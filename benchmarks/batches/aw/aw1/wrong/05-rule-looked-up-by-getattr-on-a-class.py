# Breaks: "otherwise None (...; never another falsy value), for every other tool at any time":
# the paused tool is found with getattr(_Paused, call.tool_name), so a tool named after an
# attribute every class has is "dispatched": "__repr__" returns a str, "__class__" the
# ToolCall class, "__hash__" an int, instead of None.
from datetime import time

from toolhooks import Deny


class _Paused:
    """One static method per tool the deploy window pauses, named after the tool."""

    @staticmethod
    def create_case_file(call):
        if time(2) <= call.timestamp.time() < time(4):
            return Deny(
                "new case files are paused during the deploy window (02:00-04:00 UTC).",
                "tell the customer the case will be opened after 04:00 UTC.",
            )
        return None


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    rule = getattr(_Paused, call.tool_name, None)
    return rule(call) if callable(rule) else None
