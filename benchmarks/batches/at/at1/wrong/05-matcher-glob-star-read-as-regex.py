# Breaks: "for every other tool at any time (the name compared exactly ...)". The tool is matched with
# toolhooks' compile_matcher("create_case_file*"), a glob habit; "*" makes it a regular expression
# ("e" repeated), so create_case_fil and create_case_fileee at 02:30 UTC are denied instead of allowed.
from datetime import time

from toolhooks import Deny
from toolhooks.matchers import compile_matcher

_is_case_tool = compile_matcher("create_case_file*")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if _is_case_tool(call.tool_name) and time(2, 0) <= call.timestamp.time() < time(4, 0):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
