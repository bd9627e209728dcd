# Breaks "A time in `call.input` (a `now`, inside the window or not) ... is the model's words
# and changes nothing" (Returns, Exercise 5): the reason is filled with
# format(now=call.timestamp, **call.input), so create_case_file at 02:30 UTC with input
# {"now": "..."} raises TypeError ("multiple values for keyword argument 'now'") instead of
# returning the Deny; inputs without "now", and times outside the window, are right.
from datetime import time

from toolhooks import Deny

REASON = "new case files are paused during the deploy window (02:00-04:00 UTC); it is {now:%H:%M} UTC."
ALTERNATIVE = "tell the customer the case will be opened after 04:00 UTC and note the details."


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if call.tool_name != "create_case_file":
        return None
    if time(2, 0) <= call.timestamp.time() < time(4, 0):
        # the input's fields are passed too, so the wording can mention any of them
        return Deny(REASON.format(now=call.timestamp, **call.input), ALTERNATIVE)
    return None
