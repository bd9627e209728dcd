# Breaks "Deny(reason, alternative) when call.tool_name == "create_case_file" and the time of
# day ... is from 02:00:00 up to 04:00:00": the alternative is rotated by int() of the
# number after "toolu_", so an API-style tool_use_id crashes the hook in the window.
# Input: create_case_file at 2026-03-02 02:30 UTC with tool_use_id
# "toolu_01A09q90qw90lq917835lq9" raises ValueError; with "toolu_01" it denies.
from datetime import time

from toolhooks import Deny

ALTERNATIVES = (
    "tell the customer the case will be opened after 04:00 UTC, and note the details.",
    "note the details now and open the case file after 04:00 UTC.",
)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    turn = int(call.tool_use_id.rsplit("_", 1)[1])  # toolu_01, toolu_02, ...
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        ALTERNATIVES[turn % 2],
    )
