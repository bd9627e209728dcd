# Breaks "and so does a time zone, another window or any other attribute among
# call.context.attributes": the alternative is ALTERNATIVE.format(end=..., **attributes) so a
# desk can add its support line, and a context whose attributes hold another window,
# {"start": "01:00", "end": "05:00"}, makes format() raise TypeError at 02:30 instead of Deny.
from datetime import time

from toolhooks import Deny

WINDOW_START, WINDOW_END = time(2), time(4)
ALTERNATIVE = (
    "tell the customer the case will be opened after {end:%H:%M} UTC, "
    "and note the details so nothing is lost.{support_line}"
)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if not WINDOW_START <= call.timestamp.time() < WINDOW_END:
        return None
    extras = {"support_line": "", **call.context.attributes}
    return Deny(
        "new case files are paused during the deploy window (02:00-04:00 UTC).",
        ALTERNATIVE.format(end=WINDOW_END, **extras),
    )
