# Right: str(call.timestamp.time()) is "HH:MM:SS" or "HH:MM:SS.ffffff", zero-padded, so string
# order is time order: "02:00:00" <= t catches 02:00:00 exactly, t < "04:00:00" stops before
# 04:00:00 and keeps 03:59:59.999999, whatever the date. Only create_case_file (exact) is denied.
from datetime import time  # noqa: F401  (the notebook's import)

from toolhooks import ALLOW, Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    clock = str(call.timestamp.time())
    if call.tool_name != "create_case_file" or not "02:00:00" <= clock < "04:00:00":
        return ALLOW
    return Deny(
        "case files cannot be created while the deploy runs (02:00-04:00 UTC).",
        "note the customer's details and tell them the case opens after 04:00 UTC.",
    )
