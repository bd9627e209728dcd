# Breaks "the name compared exactly": at 02:30 UTC a call named "ｃreate_case_file" (a fullwidth
# c, U+FF43) is denied, because the name is NFKC-normalised before the comparison; it is another tool.
import unicodedata
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if unicodedata.normalize("NFKC", call.tool_name) != "create_case_file":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
