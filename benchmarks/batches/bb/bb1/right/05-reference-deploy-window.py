# Right: delegates to the reference DeployWindow with its defaults: start 02:00, end 04:00,
# half-open [start, end) on call.timestamp.astimezone(timezone.utc).time(), every day
# (weekday None), tools exactly {"create_case_file"}; Deny with a non-blank alternative inside,
# None otherwise. It reads neither call.input nor the context's attributes.
from toolhooks.examples.rules import DeployWindow

_window = DeployWindow()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    return _window(call)
