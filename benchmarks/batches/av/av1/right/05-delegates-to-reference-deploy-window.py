# Right: the package's DeployWindow with its defaults: start 02:00, end 04:00, tz UTC, no
# weekday, tools CASE_TOOLS == {"create_case_file"}. is_open tests
# start <= time-of-day (in UTC) < end, half-open; __call__ returns None for other tools or
# outside it, else a Deny whose alternative is a non-blank sentence. Input is never read.
from datetime import time, timezone

from toolhooks.examples.rules import DeployWindow

_window = DeployWindow(time(2, 0), time(4, 0), tz=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    return _window(call)
