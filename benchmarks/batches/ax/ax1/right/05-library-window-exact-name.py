# Right: the package's DeployWindow with its defaults is Rule C exactly: [02:00, 04:00) in
# timezone.utc, every day, comparing call.timestamp.astimezone(utc).time() (never the input or
# the attributes). Its is_open is used for the time alone; the tool is compared here with ==
# on the exact name, and the Deny carries a non-blank alternative. Otherwise ALLOW.
from toolhooks import ALLOW, Deny
from toolhooks.examples.rules import DeployWindow

_WINDOW = DeployWindow()


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and _WINDOW.is_open(call):
        return Deny(
            "case files cannot be created while the 02:00-04:00 UTC deploy is running.",
            "collect the case details now and open it for the customer after 04:00 UTC.",
        )
    return ALLOW
