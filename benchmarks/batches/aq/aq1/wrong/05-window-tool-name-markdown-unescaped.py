# Breaks "(the name compared exactly: ... are other tools)": markdown-escaped underscores are undone first,
# so a call named "create\_case\_file" (with backslashes) at 02:30 UTC is denied.
# (Transfer of markdown-escaped-underscores-unescaped.) Plain names are judged right.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    name = call.tool_name.replace("\\_", "_")  # the model sometimes writes names as markdown
    if name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "tell the customer the case will be opened after 04:00 UTC and note the details.",
        )
    return None
