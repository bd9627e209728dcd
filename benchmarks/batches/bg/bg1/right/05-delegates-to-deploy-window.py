# Right: toolhooks' DeployWindow() defaults to the half-open window [02:00, 04:00) in UTC, every
# day, for the tool set {"create_case_file"} (exact membership); it reads only call.timestamp
# (converted to UTC, a no-op), compares time() with microsecond precision, and returns a Deny
# with a non-blank alternative inside the window, None otherwise. No input or attribute is read.
from datetime import time  # noqa: F401  (as the notebook imports it)

from toolhooks.examples.rules import DeployWindow

_window = DeployWindow()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    return _window(call)
