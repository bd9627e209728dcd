# Breaks "otherwise None ... for every other tool at any time": the tool name is compared with
# hmac.compare_digest, which raises TypeError for a str holding non-ASCII characters, so a call
# to "créer_dossier" (or "create_case_ﬁle") at any time raises instead of returning None.
# ASCII names are right at every time.
import hmac
from datetime import time

from toolhooks import Deny


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not hmac.compare_digest(call.tool_name, "create_case_file"):
        return None
    if not time(2, 0) <= call.timestamp.time() < time(4, 0):
        return None
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        "tell the customer the case will be opened after 04:00 UTC and note the details.",
    )
