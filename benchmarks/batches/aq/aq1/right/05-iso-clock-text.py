# Right: call.timestamp.time().isoformat() is zero-padded "HH:MM:SS[.ffffff]" for every UTC time of day, so
# plain string order equals time order: "02:00:00" <= text < "04:00:00" holds from 02:00:00 exactly up to
# 03:59:59.999999 and not at 04:00:00; the date (0001-9999) never enters. Only a tool named exactly
# create_case_file gets Deny(reason, non-blank alternative); everything else ALLOW.
from toolhooks import ALLOW, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    clock_text = call.timestamp.time().isoformat()
    if call.tool_name == "create_case_file" and "02:00:00" <= clock_text < "04:00:00":
        return Deny(
            "new case files are paused during the deploy window, 02:00 to 04:00 UTC.",
            "note the customer's details and promise the case file right after 04:00 UTC.",
        )
    return ALLOW
