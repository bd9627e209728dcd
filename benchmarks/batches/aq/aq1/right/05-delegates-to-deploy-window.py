# Right: the package's DeployWindow() defaults are this rule: tools {"create_case_file"} (exact match),
# window [02:00, 04:00) in timezone.utc, every day (weekday=None); it reads call.timestamp.astimezone(utc)
# (the same UTC time) and denies with a reason and a non-blank alternative, never reading the input or the
# attributes, and keeps no state; every other call gets None.
from toolhooks.examples.rules import DeployWindow

_WINDOW = DeployWindow()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    return _WINDOW(call)
