# Right: isoformat with timespec="microseconds" always writes a four-digit year, so characters 11-25
# are "HH:MM:SS.ffffff" of the UTC timestamp; fixed-width text compares like the time itself, giving
# [02:00:00.000000, 04:00:00.000000) to the microsecond on any day. Only "create_case_file" (exact)
# is denied, with an alternative; nothing else of the call is read.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    clock = call.timestamp.isoformat(timespec="microseconds")[11:26]
    if call.tool_name == "create_case_file" and "02:00:00.000000" <= clock < "04:00:00.000000":
        return Deny(
            f"new case files wait out the deploy window; it is {clock[:8]} UTC, inside 02:00-04:00.",
            "note the customer's details and open the case once the window closes at 04:00 UTC.",
        )
    return None
