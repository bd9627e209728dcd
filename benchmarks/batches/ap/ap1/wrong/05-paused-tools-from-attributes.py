# Breaks "otherwise None ... for every other tool at any time (the name compared exactly:
# ... create_case are other tools)" and "any other attribute ... changes nothing": a session
# attribute paused_tools="create_case" adds tools, so create_case at 02:30 UTC is denied.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    extra = str(call.context.attributes.get("paused_tools", ""))
    paused = {"create_case_file", *(name.strip() for name in extra.split(",") if name.strip())}
    if call.tool_name not in paused:
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            f"{call.tool_name} is paused during the deploy window (02:00-04:00 UTC).",
            "note the details and try again after 04:00 UTC.",
        )
    return None
