# Breaks "Deny ... when call.tool_name == "create_case_file" and the time of day ... is in the
# window": it only screens calls whose tool_use_id looks like the model's ("toolu_"), treating
# other ids as internal jobs. make_call("create_case_file", {}, timestamp=03:00 UTC,
# tool_use_id="call_1") returns None instead of a Deny.
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file" or not call.tool_use_id.startswith("toolu_"):
        return None  # only calls the model made; our own back-office jobs pass
    if time(2) <= call.timestamp.time() < time(4):
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC, and note the details.",
        )
    return None
