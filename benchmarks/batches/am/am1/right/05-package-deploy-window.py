# Right: toolhooks.examples.rules.DeployWindow() defaults to the half-open window
# [time(2, 0), time(4, 0)) in timezone.utc, every day, for the tools frozenset({"create_case_file"}),
# reads only call.tool_name and call.timestamp (converted to UTC, which changes nothing), returns
# None outside it and a Deny with a reason and a non-blank alternative inside it.
from toolhooks.examples.rules import DeployWindow

_WINDOW = DeployWindow()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    return _WINDOW(call)
