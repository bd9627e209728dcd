# Breaks "denies create_case_file when call.timestamp falls between 02:00 (inclusive) and 04:00
# (exclusive) UTC" on the first call after import: the lazy helper builds the bounds but returns
# only on later calls, so a first call to create_case_file at 2026-03-02 02:30 UTC returns None.
from datetime import time

from toolhooks import Deny

_WINDOW = None


def _window():
    """The deploy window's bounds, built on first use."""
    global _WINDOW
    if _WINDOW is None:
        _WINDOW = (time.fromisoformat("02:00"), time.fromisoformat("04:00"))
    else:
        return _WINDOW


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    window = _window()
    if window and window[0] <= call.timestamp.time() < window[1]:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
