# Right: time.isoformat() is zero-padded "HH:MM:SS[.ffffff]", so plain string order is time
# order: "02:00:00" >= "02:00", "03:59:59.999999" < "04:00", while "04:00:00" and
# "01:59:59.999999" fall outside. call.timestamp is UTC on every day 0001-9999, and only the exact
# tool name create_case_file is judged; the Deny carries a non-blank alternative, else None.
from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    clock = call.timestamp.time().isoformat()
    if "02:00" <= clock < "04:00":
        return Deny("no new case files between 02:00 and 04:00 UTC: a deploy is running",
                    "offer to open the case after 04:00 UTC")
    return None
