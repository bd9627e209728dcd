# Right: "%H:%M" of call.timestamp (already UTC) is zero-padded text, so "02:00" <= t < "04:00"
# holds exactly for 02:00:00.000000 .. 03:59:59.999999 (seconds and microseconds never move a
# stamp across those minute boundaries); the tool name is compared with ==; Deny with a
# non-blank alternative inside, None otherwise, on any day from year 1 to 9999.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and "02:00" <= call.timestamp.strftime("%H:%M") < "04:00":
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "note the details and tell the customer the case opens after 04:00 UTC.",
        )
    return None
