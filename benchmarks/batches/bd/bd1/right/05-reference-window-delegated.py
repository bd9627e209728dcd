# Right: the reference DeployWindow() defaults are start 02:00, end 04:00, tz UTC, every weekday,
# tools {"create_case_file"}; it tests start <= timestamp.astimezone(UTC).time() < end (half-open,
# to the microsecond) and returns Deny with a non-blank alternative, else None. It reads neither the
# input nor the context's attributes.
from datetime import time  # noqa: F401  (the notebook's import)

from toolhooks.examples.rules import DeployWindow

_WINDOW = DeployWindow()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    return _WINDOW(call)
