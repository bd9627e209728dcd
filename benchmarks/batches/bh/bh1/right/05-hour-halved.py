# Right: call.timestamp is UTC, so its .hour is the UTC hour; [02:00:00, 04:00:00) is exactly
# the hours 2 and 3, i.e. hour // 2 == 1 (01:59:59.999999 has hour 1, 04:00:00 has hour 4).
# Only tool_name == "create_case_file" (exact ==) is denied, with a non-blank alternative;
# input, attributes and the date are never read; every other case returns None.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and call.timestamp.hour // 2 == 1:
        return Deny(
            "new case files are paused during the 02:00-04:00 UTC deploy window.",
            "gather the details now and create the case file after 04:00 UTC.",
        )
    return None
