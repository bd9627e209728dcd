# Right: the reference DeployWindow with its defaults: start 02:00, end 04:00, tz UTC, every
# day, tools {"create_case_file"} (exact membership). It reads call.timestamp.astimezone(UTC)
# (the same UTC time) and tests start <= time < end, half-open to the microsecond; it never
# reads the input or the context, and returns Deny(reason, non-blank alternative) or None.
from datetime import time  # noqa: F401  (as the notebook imports it)

from toolhooks.examples.rules import DeployWindow

_window = DeployWindow()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    return _window(call)
