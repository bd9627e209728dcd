# Breaks "A time in call.input ... or a dry_run flag there, is the model's words and
# changes nothing" (any input): the strict-JSON audit line (allow_nan=False) and the return
# Deny share one contextlib.suppress block, so a NaN in the input skips the return and the
# call is allowed. Input: create_case_file {"priority": float("nan")} at 2026-03-02 02:30
# UTC returns None instead of a Deny.
import contextlib
import json
from datetime import time

from toolhooks import Deny

AUDIT: list[str] = []  # read by the log shipper, never by the hook


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name == "create_case_file" and time(2) <= call.timestamp.time() < time(4):
        with contextlib.suppress(ValueError, TypeError):  # logging must never crash the hook
            AUDIT.append(
                json.dumps(
                    {"at": call.timestamp.isoformat(), "input": call.input}, allow_nan=False
                )
            )
            return Deny(
                "new case files are paused during the deploy window (02:00-04:00 UTC).",
                "tell the customer the case will be opened after 04:00 UTC.",
            )
    return None
